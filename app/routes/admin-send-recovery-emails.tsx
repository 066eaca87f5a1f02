import { data, Form, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin-send-recovery-emails";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { recoveryCopy } from "~/content/recovery";
import { site } from "~/content/site";
import { isCalendarDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { addDays, startOfDayInZone } from "~/domain/zoned-day";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { listAbandonedDrafts } from "~/features/recovery/abandoned-rule.server";
import { RecoveryJobProgress } from "~/features/recovery/components/recovery-job-progress";
import { listRecoveryJobViews } from "~/features/recovery/get-recovery-job-view.server";
import { listRecoveryEvents } from "~/features/recovery/list-recovery-events.server";
import { tierLabels } from "~/features/recovery/tier-labels.server";
import { renderRecoveryEmail } from "~/features/recovery/recovery-emails.server";
import { isRecoveryScheduleOn, setRecoverySchedule } from "~/features/recovery/recovery-schedule-setting.server";
import { startRecoverySend } from "~/features/recovery/start-recovery-send.server";
import { siteUrl } from "~/lib/env.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = recoveryCopy.send;
const PAGE_SIZE = 50;
const selectClass = `${inputClass.replace("w-full", "w-full sm:w-auto")} sm:min-w-44`;

const day = z
  .string()
  .refine((v) => isCalendarDate(v))
  .optional()
  .catch(undefined);
const id = z.coerce.number().int().positive().max(2_147_483_647);
/** The filter, from the address (the list) or the form (select all matching): one schema for both. */
const filterSchema = z.object({ event: id.optional().catch(undefined), from: day, to: day });
const sendSchema = filterSchema.extend({ intent: z.literal("send"), selectAll: z.literal("1").optional(), draftId: z.array(id).max(PAGE_SIZE).default([]) });
const scheduleSchema = z.object({ intent: z.literal("schedule"), on: z.enum(["true", "false"]) });
const actionSchema = z.discriminatedUnion("intent", [sendSchema, scheduleSchema]);

type ActionAnswer = { ok: true; message: string } | { ok: false; message: string };

function instants(filter: z.infer<typeof filterSchema>, timeZone: string) {
  return {
    eventId: filter.event,
    from: filter.from ? startOfDayInZone(filter.from, timeZone) : undefined,
    to: filter.to ? startOfDayInZone(addDays(filter.to, 1), timeZone) : undefined,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const { app } = context;
  const db = app.database.db;
  const url = new URL(request.url);
  const filter = filterSchema.parse(Object.fromEntries(url.searchParams));
  const previewId = id.safeParse(url.searchParams.get("preview")).data;
  const now = app.clock.now();
  const range = instants(filter, app.env.TEAM_TIME_ZONE);
  const [{ rows, total }, eventList, jobs, scheduleOn] = await Promise.all([
    listAbandonedDrafts(db, { now, holdMinutes: app.env.ORDER_HOLD_MINUTES, ...range, limit: PAGE_SIZE }),
    listRecoveryEvents(db),
    listRecoveryJobViews(db),
    isRecoveryScheduleOn(db),
  ]);
  const labels = await tierLabels(db, [...new Set(rows.flatMap((r) => r.lines.map((l) => l.tierKey)))]);
  const carts = rows.map((r) => ({
    id: r.id,
    buyerEmail: r.buyerEmail,
    buyerName: r.buyerName,
    event: `${r.cityName} · ${r.dateText}`,
    lines: r.lines.map((l) => `${l.quantity} × ${labels.get(l.tierKey) ?? l.tierKey}`).join(", "),
    value: formatMoney({ amountMinor: r.valueMinor, currency: r.currency }),
    left: formatUtc(r.updatedAt),
    status: r.status,
    emailedAt: formatUtc(r.lastEmailedAt),
  }));
  let preview: { to: string; subject: string; html: string } | null = null;
  if (previewId !== undefined) {
    const [draft] = (await listAbandonedDrafts(db, { now, holdMinutes: app.env.ORDER_HOLD_MINUTES, ids: [previewId], includeRecovered: true })).rows;
    const email = draft ? await renderRecoveryEmail({ db, draft, mail: app.mail, secret: app.secret, siteUrl: siteUrl(app.env), now }) : null;
    if (email) preview = { to: email.to, subject: email.subject, html: email.html };
  }
  return data({ carts, total, events: eventList, jobs, scheduleOn, preview, filter }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const { app } = context;
  const answer = (status: number, body: ActionAnswer) => data(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(app.env)).origin])) return answer(403, { ok: false, message: copy.crossSite });
  const form = await request.formData();
  const fields = { ...Object.fromEntries(form), draftId: form.getAll("draftId") };
  const parsed = actionSchema.safeParse(fields);
  if (!parsed.success) return answer(400, { ok: false, message: copy.badRequest });
  const db = app.database.db;
  const actor = { userId: viewer.userId, email: viewer.email };
  const now = app.clock.now();
  if (parsed.data.intent === "schedule") {
    const on = parsed.data.on === "true";
    await setRecoverySchedule({ db, on, actor, now });
    if (on) app.jobs.kick();
    return answer(200, { ok: true, message: copy.scheduleSaved(on) });
  }
  const send = parsed.data;
  const selection = send.selectAll ? { kind: "filter" as const, ...instants(send, app.env.TEAM_TIME_ZONE) } : { kind: "ids" as const, draftIds: send.draftId };
  const result = await startRecoverySend({ db, selection, actor, now, holdMinutes: app.env.ORDER_HOLD_MINUTES });
  if (!result.ok) {
    switch (result.reason) {
      case "nothing_selected":
        return answer(400, { ok: false, message: copy.nothingSelected });
      default:
        return result.reason satisfies never;
    }
  }
  app.jobs.kick();
  return answer(200, { ok: true, message: copy.queued(result.count) });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminSendRecoveryEmailsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { carts, total, events, jobs, scheduleOn, preview, filter } = loaderData;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const previewHref = (draftId: number) => {
    const next = new URLSearchParams(params);
    next.set("preview", String(draftId));
    return `?${next.toString()}#preview`;
  };

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-neutral-300">{copy.intro}</p>

      <div aria-live="polite" className="mt-4">
        {actionData?.ok && <p className="rounded-xl border border-spot-400/40 bg-spot-400/10 p-3 font-semibold">{actionData.message}</p>}
      </div>
      {actionData && !actionData.ok && (
        <p role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
          {actionData.message}
        </p>
      )}

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

      <Form method="get" className="mt-8 flex flex-wrap items-end gap-3" aria-label={copy.filters}>
        <div>
          <label htmlFor="recovery-event" className="block text-sm font-semibold">
            {copy.event}
          </label>
          <select id="recovery-event" name="event" defaultValue={filter.event ?? ""} className={selectClass}>
            <option value="">{copy.allEvents}</option>
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.cityName} · {e.dateText}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="recovery-from" className="block text-sm font-semibold">
            {copy.from}
          </label>
          <input id="recovery-from" type="date" name="from" defaultValue={filter.from ?? ""} className={selectClass} />
        </div>
        <div>
          <label htmlFor="recovery-to" className="block text-sm font-semibold">
            {copy.to}
          </label>
          <input id="recovery-to" type="date" name="to" defaultValue={filter.to ?? ""} className={selectClass} />
        </div>
        <Button type="submit" variant="outline">
          {copy.apply}
        </Button>
      </Form>

      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value="send" />
        {filter.event !== undefined && <input type="hidden" name="event" value={filter.event} />}
        {filter.from && <input type="hidden" name="from" value={filter.from} />}
        {filter.to && <input type="hidden" name="to" value={filter.to} />}
        <p className="text-neutral-200" data-matching={total}>
          {copy.matching(total)} {copy.shown(carts.length, total)}
        </p>
        {carts.length === 0 ? (
          <p className="mt-4 text-neutral-300">{copy.none}</p>
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
    </section>
  );
}
