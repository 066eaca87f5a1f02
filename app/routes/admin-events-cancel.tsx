import { data, Form, Link, useNavigation } from "react-router";
import { useState } from "react";
import { z } from "zod";
import type { Route } from "./+types/admin-events-cancel";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { eventChangesCopy } from "~/content/event-changes";
import { site } from "~/content/site";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { cancelEvent } from "~/features/event-changes/cancel-event.server";
import { CancellationProgress } from "~/features/event-changes/components/cancellation-progress";
import { usePollWhile } from "~/features/event-changes/components/poll-while";
import { cancelEventSchema, formValues } from "~/features/event-changes/event-change-schemas";
import { getCancellationPage } from "~/features/event-changes/get-cancellation-page.server";
import { siteUrl } from "~/lib/env.server";
import { fieldErrors } from "~/lib/form-errors";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = eventChangesCopy;
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
type Answer = { ok: boolean; message: string; errors: Record<string, string>; stale?: boolean };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const id = idSchema.safeParse(params.id);
  const page = id.success ? await getCancellationPage(context.app.database.db, { eventId: id.data, now: context.app.clock.now() }) : null;
  if (!page) throw data({ message: copy.refusals.not_found }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  return data(page, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: Answer) => data<Answer>(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: copy.refusals.crossSite, errors: {} });
  const id = idSchema.safeParse(params.id);
  if (!id.success) return answer(400, { ok: false, message: copy.refusals.badRequest, errors: {} });
  const parsed = cancelEventSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return answer(400, { ok: false, message: copy.refusals.fixFields, errors: fieldErrors(parsed.error) });
  const result = await cancelEvent({ db: context.app.database.db, eventId: id.data, version: parsed.data.version, reason: parsed.data.reason, actor: { userId: viewer.userId, email: viewer.email }, now: context.app.clock.now() });
  if (result.ok) {
    context.app.jobs.kick();
    return answer(200, { ok: true, message: copy.cancel.done, errors: {} });
  }
  switch (result.reason) {
    case "not_found":
      return answer(404, { ok: false, message: copy.refusals.not_found, errors: {} });
    case "stale":
      return answer(409, { ok: false, message: copy.refusals.stale, errors: {}, stale: true });
    case "already_cancelled":
      return answer(409, { ok: false, message: copy.refusals.already_cancelled, errors: {} });
    default:
      return result satisfies never;
  }
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${copy.cancel.title(loaded?.event.cityName ?? "")} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function CancelEventRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { event, impact, cancellation } = loaderData;
  const navigation = useNavigation();
  const [browserErrors, setBrowserErrors] = useState<Record<string, string>>({});
  const errors = { ...(actionData?.errors ?? {}), ...browserErrors };
  const busy = navigation.state === "submitting";
  const live = cancellation?.job?.status === "queued" || cancellation?.job?.status === "running";
  usePollWhile(live);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to={`/admin/events/${event.id}`} className="text-spot-300 underline">
          {copy.back(event.cityName)}
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold [overflow-wrap:anywhere]">{copy.cancel.title(event.cityName)}</h1>
      <p className="mt-1 text-neutral-300">{event.dateText}</p>
      {actionData && (
        <p role={actionData.ok ? "status" : "alert"} className={actionData.ok ? "mt-4 rounded-xl border border-emerald-300/40 bg-emerald-300/10 p-3 font-medium text-emerald-100" : "mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200"}>
          {actionData.message}{" "}
          {actionData.stale && (
            <a href={`/admin/events/${event.id}/cancel`} className="underline">
              {copy.refusals.stale}
            </a>
          )}
        </p>
      )}
      {cancellation ? (
        <>
          <p className="mt-4 font-semibold text-amber-200">{copy.cancel.cancelledBy(cancellation.actorEmail, cancellation.createdAt.slice(0, 16).replace("T", " ") + " UTC")}</p>
          {cancellation.reason && <p className="mt-1 text-neutral-300 [overflow-wrap:anywhere]">{cancellation.reason}</p>}
          <CancellationProgress cancellation={cancellation} />
        </>
      ) : (
        <>
          <p className="mt-4 text-neutral-200">{copy.cancel.intro}</p>
          <h2 className="mt-6 text-xl font-semibold">{copy.cancel.affects}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-6" data-impact>
            {copy.cancel.counts(impact).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Form
            method="post"
            noValidate
            className="mt-6 space-y-4"
            aria-busy={busy}
            onSubmit={(e) => {
              const parsed = cancelEventSchema.safeParse(formValues(new FormData(e.currentTarget)));
              setBrowserErrors(parsed.success ? {} : fieldErrors(parsed.error));
              if (!parsed.success) e.preventDefault();
            }}
          >
            <input type="hidden" name="version" value={event.version} />
            <div>
              <label htmlFor="cancel-reason" className="block text-sm font-semibold text-neutral-100">
                {copy.cancel.reason}
              </label>
              <textarea id="cancel-reason" name="reason" rows={3} maxLength={500} className={inputClass} aria-invalid={errors.reason ? true : undefined} aria-describedby={errors.reason ? "cancel-reason-error" : undefined} />
              {errors.reason && (
                <p id="cancel-reason-error" className="mt-1 text-sm font-medium text-rose-300">
                  {errors.reason}
                </p>
              )}
            </div>
            <div>
              <label className="flex items-start gap-3">
                <input type="checkbox" name="confirm" id="cancel-confirm" className="mt-1 size-5" aria-invalid={errors.confirm ? true : undefined} aria-describedby={errors.confirm ? "cancel-confirm-error" : undefined} />
                <span>{copy.cancel.confirm}</span>
              </label>
              {errors.confirm && (
                <p id="cancel-confirm-error" className="mt-1 text-sm font-medium text-rose-300">
                  {errors.confirm}
                </p>
              )}
            </div>
            <Button type="submit" disabled={busy}>
              {busy ? copy.cancel.submitting : copy.cancel.submit}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
