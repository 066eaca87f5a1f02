import { data, Form, Link, useNavigation } from "react-router";
import { useState } from "react";
import { z } from "zod";
import type { Route } from "./+types/admin-events-date-change";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { eventChangesCopy } from "~/content/event-changes";
import { site } from "~/content/site";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { changeEventDate } from "~/features/event-changes/change-event-date.server";
import { DateChangeTable } from "~/features/event-changes/components/date-change-table";
import { usePollWhile } from "~/features/event-changes/components/poll-while";
import { dateChangeSchema, formValues } from "~/features/event-changes/event-change-schemas";
import { getDateChangePage } from "~/features/event-changes/get-date-change-page.server";
import { siteUrl } from "~/lib/env.server";
import { fieldErrors } from "~/lib/form-errors";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = eventChangesCopy;
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
type Answer = { ok: boolean; message: string; errors: Record<string, string>; values?: Record<string, string>; stale?: boolean; needsConfirm?: boolean };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const id = idSchema.safeParse(params.id);
  const page = id.success ? await getDateChangePage(context.app.database.db, { eventId: id.data, now: context.app.clock.now() }) : null;
  if (!page) throw data({ message: copy.refusals.not_found }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  return data(page, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: Answer) => data<Answer>(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: copy.refusals.crossSite, errors: {} });
  const id = idSchema.safeParse(params.id);
  if (!id.success) return answer(400, { ok: false, message: copy.refusals.badRequest, errors: {} });
  const values = formValues(await request.formData());
  const parsed = dateChangeSchema.safeParse(values);
  if (!parsed.success) return answer(400, { ok: false, message: copy.refusals.fixFields, errors: fieldErrors(parsed.error), values });
  // It emails every buyer: one click never does it (the dialog's, or without scripts this answer's, confirm button sends it).
  if (values.confirm !== "on") return answer(400, { ok: false, message: copy.dateChange.confirm.required, errors: {}, values, needsConfirm: true });
  const result = await changeEventDate({ db: context.app.database.db, eventId: id.data, form: parsed.data, actor: { userId: viewer.userId, email: viewer.email }, now: context.app.clock.now() });
  if (result.ok) {
    context.app.jobs.kick();
    return answer(200, { ok: true, message: copy.dateChange.done(result.buyers), errors: {} });
  }
  switch (result.reason) {
    case "not_found":
      return answer(404, { ok: false, message: copy.refusals.not_found, errors: {} });
    case "stale":
      return answer(409, { ok: false, message: copy.refusals.stale, errors: {}, values, stale: true });
    case "cancelled":
      return answer(409, { ok: false, message: copy.refusals.cancelled, errors: {} });
    default:
      return result satisfies never;
  }
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${copy.dateChange.title(loaded?.event.cityName ?? "")} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** What the change will do, asked before it is made: the dialog and the answer without scripts say the same. */
function ConfirmText({ from, to, buyers }: { from: string; to: string; buyers: number }) {
  const c = copy.dateChange.confirm;
  return (
    <>
      <p className="[overflow-wrap:anywhere]">{c.moves(from, to)}</p>
      <p className="mt-2 font-semibold" data-confirm-buyers={buyers}>
        {c.emails(buyers)}
      </p>
      {buyers > 0 && <p className="mt-2">{c.offer}</p>}
      <p className="mt-2 text-neutral-300">{c.final}</p>
    </>
  );
}

export default function DateChangeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { event, changes, paidOrders } = loaderData;
  const d = copy.dateChange;
  const navigation = useNavigation();
  const [browserErrors, setBrowserErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<string | null>(null);
  const errors = { ...(actionData?.errors ?? {}), ...browserErrors };
  const values = actionData?.ok ? {} : (actionData?.values ?? {});
  const busy = navigation.state === "submitting";
  // The dialog closes once its button has sent the form (adjusted while rendering, not in an effect).
  const [wasBusy, setWasBusy] = useState(busy);
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (busy) setConfirming(null);
  }
  usePollWhile(changes.some((c) => c.job?.status === "queued" || c.job?.status === "running"));
  const formId = `date-change-${event.id}`;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to={`/admin/events/${event.id}`} className="text-spot-300 underline">
          {copy.back(event.cityName)}
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold [overflow-wrap:anywhere]">{d.title(event.cityName)}</h1>
      <p className="mt-1 text-neutral-300">{d.current(event.dateText, event.timeZone)}</p>
      <p className="mt-4 text-neutral-200">{d.intro}</p>
      {actionData && (
        <p role={actionData.ok ? "status" : "alert"} className={actionData.ok ? "mt-4 rounded-xl border border-emerald-300/40 bg-emerald-300/10 p-3 font-medium text-emerald-100" : "mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200"}>
          {actionData.message}
        </p>
      )}
      {event.isCancelled ? (
        <p className="mt-4 font-semibold text-amber-200">{copy.refusals.cancelled}</p>
      ) : (
        <Form
          key={event.version}
          id={formId}
          method="post"
          noValidate
          className="mt-6 grid gap-4 sm:grid-cols-2"
          aria-busy={busy}
          onSubmit={(e) => {
            const form = formValues(new FormData(e.currentTarget));
            const parsed = dateChangeSchema.safeParse(form);
            setBrowserErrors(parsed.success ? {} : fieldErrors(parsed.error));
            if (!parsed.success) return e.preventDefault();
            // The first click asks; only the dialog's own button (confirm=on) sends.
            const submitter = (e.nativeEvent as SubmitEvent).submitter;
            if (submitter?.getAttribute("name") !== "confirm") {
              e.preventDefault();
              setConfirming(parsed.data.dateText);
            }
          }}
        >
          <input type="hidden" name="version" value={event.version} />
          <Field id="dc-dateText" name="dateText" label={d.dateText} hint={d.dateTextHint} error={errors.dateText} defaultValue={values.dateText} maxLength={80} required className="sm:col-span-2" />
          <Field id="dc-startsOn" name="startsOn" type="date" label={d.startsOn} error={errors.startsOn} defaultValue={values.startsOn} required />
          <Field id="dc-endsOn" name="endsOn" type="date" label={d.endsOn} error={errors.endsOn} defaultValue={values.endsOn} />
          <Field id="dc-startTime" name="startTime" type="time" label={d.startTime} hint={d.timeHint(event.timeZone)} error={errors.startTime} defaultValue={values.startTime} />
          <Field id="dc-endTime" name="endTime" type="time" label={d.endTime} hint={d.timeHint(event.timeZone)} error={errors.endTime} defaultValue={values.endTime} />
          {actionData?.needsConfirm ? (
            <div className="rounded-xl border border-amber-300/40 bg-amber-300/10 p-4 sm:col-span-2" data-confirm-inline>
              <ConfirmText from={event.dateText} to={values.dateText ?? ""} buyers={paidOrders} />
              <Button type="submit" name="confirm" value="on" disabled={busy} className="mt-4 w-full whitespace-normal text-center sm:w-auto">
                {busy ? d.submitting : d.confirm.yes(paidOrders)}
              </Button>
            </div>
          ) : (
            <div className="sm:col-span-2">
              <Button type="submit" disabled={busy} className="w-full whitespace-normal text-center sm:w-auto">
                {busy ? d.submitting : d.submit}
              </Button>
            </div>
          )}
        </Form>
      )}
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent data-testid="date-change-confirm">
          <DialogTitle>{d.confirm.title}</DialogTitle>
          <DialogDescription asChild>
            <div className="mt-3 text-neutral-100">
              <ConfirmText from={event.dateText} to={confirming ?? ""} buyers={paidOrders} />
            </div>
          </DialogDescription>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button type="submit" form={formId} name="confirm" value="on" disabled={busy} className="w-full whitespace-normal text-center sm:w-auto">
              {d.confirm.yes(paidOrders)}
            </Button>
            <Button type="button" variant="outline" onClick={() => setConfirming(null)} className="w-full sm:w-auto">
              {d.confirm.no}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <h2 className="mt-10 text-2xl font-bold">{d.historyHeading}</h2>
      {changes.length > 0 && (
        <p className="mt-2">
          <a href={`/admin/events/${event.id}/date-change.csv`} className="text-spot-300 underline" download>
            {d.csv}
          </a>
        </p>
      )}
      {changes.map((change) => (
        <DateChangeTable key={change.id} change={change} />
      ))}
    </section>
  );
}
