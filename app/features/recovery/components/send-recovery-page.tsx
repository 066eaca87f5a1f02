import type { ComponentProps } from "react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { EmptyState } from "~/components/admin/empty-state";
import { FilterBar } from "~/components/admin/filter-bar";
import { FormRow } from "~/components/admin/form-row";
import { ActionNotice } from "~/components/admin/notice";
import { AdminPage } from "~/components/admin/page-shell";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { recoveryCopy } from "~/content/recovery";
import { RecoveryJobProgress } from "./recovery-job-progress";

const copy = recoveryCopy.send;
const selectClass = `${inputClass.replace("w-full", "w-full sm:w-auto")} sm:min-w-44`;

/** One abandoned cart in the list, formatted by the loader. */
export interface RecoveryCartRow {
  id: number;
  buyerEmail: string;
  buyerName: string | null;
  event: string;
  lines: string;
  value: string;
  left: string | null;
  status: keyof typeof copy.status;
  emailedAt: string | null;
}

export interface SendRecoveryPageProps {
  carts: RecoveryCartRow[];
  total: number;
  events: ReadonlyArray<{ id: number; cityName: string; dateText: string }>;
  jobs: ReadonlyArray<ComponentProps<typeof RecoveryJobProgress>["job"]>;
  scheduleOn: boolean;
  preview: { to: string; subject: string; html: string } | null;
  filter: { event?: number; from?: string; to?: string };
  actionData: { ok: boolean; message: string } | undefined;
}

/** The back office's recovery emails: the send jobs' progress, abandoned carts to pick (or every match), a preview, and the daily schedule. */
export function SendRecoveryPage({ carts, total, events, jobs, scheduleOn, preview, filter, actionData }: SendRecoveryPageProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const previewHref = (draftId: number) => {
    const next = new URLSearchParams(params);
    next.set("preview", String(draftId));
    return `?${next.toString()}#preview`;
  };

  return (
    <AdminPage width="large" title={copy.title} intro={copy.intro}>
      <ActionNotice answer={actionData} />

      {jobs.length > 0 && (
        <section aria-labelledby="jobs-heading" className="mt-8">
          <h2 id="jobs-heading" className="text-xl font-bold">
            {copy.jobsHeading}
          </h2>
          <div className="mt-3 space-y-3">
            {jobs.map((job) => (
              <RecoveryJobProgress key={`${job.id}-${job.status}`} job={job} />
            ))}
          </div>
        </section>
      )}

      <FilterBar label={copy.filters} applyLabel={copy.apply} columns={3} className="mt-8">
        <FormRow id="recovery-event" label={copy.event}>
          {(control) => (
            <select {...control} name="event" defaultValue={filter.event ?? ""} className={selectClass}>
              <option value="">{copy.allEvents}</option>
              {events.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.cityName} · {e.dateText}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow id="recovery-from" label={copy.from}>
          {(control) => <input {...control} type="date" name="from" defaultValue={filter.from ?? ""} className={inputClass} />}
        </FormRow>
        <FormRow id="recovery-to" label={copy.to}>
          {(control) => <input {...control} type="date" name="to" defaultValue={filter.to ?? ""} className={inputClass} />}
        </FormRow>
      </FilterBar>

      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value="send" />
        {filter.event !== undefined && <input type="hidden" name="event" value={filter.event} />}
        {filter.from && <input type="hidden" name="from" value={filter.from} />}
        {filter.to && <input type="hidden" name="to" value={filter.to} />}
        <p className="text-neutral-200" data-matching={total}>
          {copy.matching(total)} {copy.shown(carts.length, total)}
        </p>
        {carts.length === 0 ? (
          <EmptyState className="mt-4">{copy.none}</EmptyState>
        ) : (
          <>
            <label className="mt-3 flex items-center gap-2 font-semibold">
              <input type="checkbox" name="selectAll" value="1" className="size-5" />
              {copy.selectAll(total)}
            </label>
            <ul aria-label={copy.listCaption} className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10">
              {carts.map((c) => (
                <li key={c.id} data-cart={c.buyerEmail} className="flex flex-wrap items-start gap-3 p-3">
                  <input type="checkbox" name="draftId" value={c.id} id={`cart-${c.id}`} aria-label={copy.choose(c.buyerEmail)} className="mt-1 size-5" />
                  <div className="min-w-0 flex-1">
                    <label htmlFor={`cart-${c.id}`} className="font-semibold [overflow-wrap:anywhere]">
                      {c.buyerName ? `${c.buyerName} · ` : ""}
                      {c.buyerEmail}
                    </label>
                    <p className="text-neutral-200">
                      {c.event} · {c.lines} · {c.value}
                    </p>
                    <p className="text-sm text-neutral-400">
                      {c.left && copy.left(c.left)} · {c.status === "emailed" && c.emailedAt ? copy.emailedOn(c.emailedAt) : copy.status[c.status]}
                    </p>
                  </div>
                  <a href={previewHref(c.id)} className="text-sm font-semibold underline" aria-label={`${copy.preview}: ${c.buyerEmail}`}>
                    {copy.preview}
                  </a>
                </li>
              ))}
            </ul>
            <Button type="submit" className="mt-4" disabled={busy === "send"}>
              {busy === "send" ? copy.sending : copy.send}
            </Button>
          </>
        )}
      </Form>

      {preview && (
        <section id="preview" aria-labelledby="preview-heading" className="mt-10">
          <h2 id="preview-heading" className="text-xl font-bold [overflow-wrap:anywhere]">
            {copy.previewHeading(preview.to)}
          </h2>
          <p className="mt-2 text-neutral-200">{copy.previewSubject(preview.subject)}</p>
          {/* The email's own HTML, sandboxed: no scripts, no same-origin access. */}
          <iframe title={copy.previewFrame} sandbox="" srcDoc={preview.html} className="mt-3 h-[36rem] w-full rounded-xl border border-white/10 bg-white" />
        </section>
      )}

      <section aria-labelledby="schedule-heading" className="mt-10 rounded-2xl border border-white/10 p-4">
        <h2 id="schedule-heading" className="text-xl font-bold">
          {copy.scheduleHeading}
        </h2>
        <p className="mt-2 text-neutral-300">{copy.scheduleIntro}</p>
        <p className="mt-2 font-semibold" data-schedule={scheduleOn ? "on" : "off"}>
          {scheduleOn ? copy.scheduleOn : copy.scheduleOff}
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="schedule" />
          <input type="hidden" name="on" value={scheduleOn ? "false" : "true"} />
          <Button type="submit" variant="outline" disabled={busy === "schedule"}>
            {scheduleOn ? copy.turnOff : copy.turnOn}
          </Button>
        </Form>
      </section>
    </AdminPage>
  );
}
