import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/date-change-response";
import { Button } from "~/components/ui/button";
import { eventChangesCopy } from "~/content/event-changes";
import { site } from "~/content/site";
import { readDateChangeToken } from "~/features/event-changes/date-change-links.server";
import { dateChangeAnswerSchema, formValues } from "~/features/event-changes/event-change-schemas";
import { getDateChangeResponse } from "~/features/event-changes/get-date-change-response.server";
import { respondToDateChange } from "~/features/event-changes/respond-to-date-change.server";
import { siteUrl } from "~/lib/env.server";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = eventChangesCopy.response;
/** Personal: never cached, never indexed. */
const HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const responseId = readDateChangeToken(context.app.secret, params.token);
  const view = responseId === null ? null : await getDateChangeResponse(context.app.database.db, { responseId, now: context.app.clock.now() });
  if (!view) throw data(null, { status: 404, headers: HEADERS });
  return data({ view }, { headers: HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const answer = (status: number, body: { ok: boolean; message: string | null }) => data(body, { status, headers: HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: copy.refusals.crossSite! });
  const responseId = readDateChangeToken(context.app.secret, params.token);
  if (responseId === null) return answer(404, { ok: false, message: copy.refusals.not_found! });
  const parsed = dateChangeAnswerSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return answer(400, { ok: false, message: copy.refusals.badRequest! });
  const result = await respondToDateChange({ db: context.app.database.db, mail: context.app.mail, provider: context.app.checkout.provider, responseId, choice: parsed.data.choice, now: context.app.clock.now() });
  if (result.ok) {
    if (result.choice === "refund" && !result.repeated) context.app.emailWorker.kick();
    return answer(200, { ok: true, message: null });
  }
  switch (result.reason) {
    case "not_found":
      return answer(404, { ok: false, message: copy.refusals.not_found! });
    case "refund_failed":
      // The answer is recorded and the team flagged; the provider refused the money for now.
      context.app.emailWorker.kick();
      return answer(502, { ok: false, message: copy.refusals.refund_failed! });
    case "past_deadline":
    case "refund_final":
    case "credit_final":
    case "not_sent":
    case "order_closed":
      return answer(409, { ok: false, message: copy.refusals[result.reason] ?? copy.invalid });
    default:
      return result.reason satisfies never;
  }
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-neutral-300">{copy.invalid}</p>
      <a className="mt-6 inline-block font-semibold text-spot-300 underline" href={`mailto:${site.contactEmail}`}>
        {site.contactEmail}
      </a>
    </section>
  );
}

export default function DateChangeResponseRoute({ loaderData, actionData }: Route.ComponentProps) {
  const v = loaderData.view;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // Before the deadline, an order still paid: no answer yet, or "keep" (which may still become a refund).
  const canChoose = v.orderActive && v.open && (v.choice === null || v.choice === "keep");
  const done = (text: string) => (
    <p role="status" className="mt-6 rounded-xl border border-emerald-300/40 bg-emerald-300/10 p-4 font-semibold text-emerald-100 [overflow-wrap:anywhere]" data-date-change-done>
      {text}
    </p>
  );
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16" data-date-change-choice={v.choice ?? (v.lapsed ? "lapsed" : "none")}>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-lg [overflow-wrap:anywhere]">{copy.moved(v.cityName, v.oldDateText, v.newDateText)}</p>
      {v.timesText && <p className="mt-2">{copy.times(v.timesText)}</p>}
      <p className="mt-2 text-neutral-300">{copy.order(v.orderNumber, v.amount)}</p>
      {actionData && !actionData.ok && (
        <p role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
          {actionData.message}
        </p>
      )}
      {v.choice === "keep" && done(copy.kept(v.newDateText))}
      {v.choice === "refund" && v.refund && done(copy.refunded[v.refund.state](v.refund.amount))}
      {v.choice === "credit" && v.credit && done(copy.creditTaken(v.credit.code, v.credit.amount))}
      {v.choice === null && v.credit && done(copy.becameCredit(v.credit.code, v.credit.amount))}
      {v.choice === null && !v.credit && v.lapsed && v.orderActive && <p className="mt-6 rounded-xl border border-white/20 p-4 font-semibold">{copy.becomingCredit(v.amount)}</p>}
      {v.choice === null && !v.credit && !v.orderActive && <p className="mt-6 rounded-xl border border-white/20 p-4 font-semibold">{copy.refusals.order_closed}</p>}
      {v.choice === null && canChoose && v.respondByText && (
        <>
          <p className="mt-6 font-semibold">{copy.deadline(v.respondByText)}</p>
          <p className="mt-2 text-neutral-300">{copy.noAnswer(v.amount)}</p>
        </>
      )}
      {canChoose && (
        <Form method="post" className="mt-6 space-y-3" aria-busy={busy}>
          {v.choice === "keep" && v.respondByText && <p className="text-neutral-300">{copy.canSwitch(v.respondByText)}</p>}
          {v.choice !== "keep" && (
            <Button type="submit" name="choice" value="keep" disabled={busy} className="w-full whitespace-normal text-center">
              {copy.keep}
            </Button>
          )}
          <Button type="submit" name="choice" value="refund" variant="outline" disabled={busy} className="w-full whitespace-normal text-center">
            {copy.refund(v.amount)}
          </Button>
          <p className="text-sm text-neutral-300">{copy.refundTerms}</p>
        </Form>
      )}
    </section>
  );
}
