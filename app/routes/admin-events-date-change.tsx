import { data, Form, Link, useNavigation } from "react-router";
import { useState } from "react";
import { z } from "zod";
import type { Route } from "./+types/admin-events-date-change";
import { Button } from "~/components/ui/button";
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
type Answer = { ok: boolean; message: string; errors: Record<string, string>; values?: Record<string, string>; stale?: boolean };

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
  const result = await changeEventDate({ db: context.app.database.db, eventId: id.data, form: parsed.data, actor: { userId: viewer.userId, email: viewer.email }, now: context.app.clock.now() });
  if (result.ok) {
    context.app.jobs.kick();
    return answer(200, { ok: true, message: copy.dateChange.done, errors: {} });
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

export default function DateChangeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { event, changes } = loaderData;
  const d = copy.dateChange;
  const navigation = useNavigation();
  const [browserErrors, setBrowserErrors] = useState<Record<string, string>>({});
  const errors = { ...(actionData?.errors ?? {}), ...browserErrors };
  const values = actionData?.ok ? {} : (actionData?.values ?? {});
  const busy = navigation.state === "submitting";
  usePollWhile(changes.some((c) => c.job?.status === "queued" || c.job?.status === "running"));
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
          method="post"
          noValidate
          className="mt-6 grid gap-4 sm:grid-cols-2"
          aria-busy={busy}
          onSubmit={(e) => {
            const parsed = dateChangeSchema.safeParse(formValues(new FormData(e.currentTarget)));
            setBrowserErrors(parsed.success ? {} : fieldErrors(parsed.error));
            if (!parsed.success) e.preventDefault();
          }}
        >
          <input type="hidden" name="version" value={event.version} />
          <Field id="dc-dateText" name="dateText" label={d.dateText} hint={d.dateTextHint} error={errors.dateText} defaultValue={values.dateText} maxLength={80} required className="sm:col-span-2" />
          <Field id="dc-startsOn" name="startsOn" type="date" label={d.startsOn} error={errors.startsOn} defaultValue={values.startsOn} required />
          <Field id="dc-endsOn" name="endsOn" type="date" label={d.endsOn} error={errors.endsOn} defaultValue={values.endsOn} />
          <Field id="dc-startTime" name="startTime" type="time" label={d.startTime} hint={d.timeHint(event.timeZone)} error={errors.startTime} defaultValue={values.startTime} />
          <Field id="dc-endTime" name="endTime" type="time" label={d.endTime} hint={d.timeHint(event.timeZone)} error={errors.endTime} defaultValue={values.endTime} />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {busy ? d.submitting : d.submit}
            </Button>
          </div>
        </Form>
      )}
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
