import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-order";
import { Button } from "~/components/ui/button";
import { backOfficeCopy } from "~/content/back-office";
import { site } from "~/content/site";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { getOrderDetails } from "~/features/orders/get-order-details.server";
import { resendOrderConfirmation } from "~/features/orders/resend-order-confirmation.server";
import { siteUrl } from "~/lib/env.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = backOfficeCopy.order;
const ordersCopy = backOfficeCopy.orders;

type ActionAnswer = { ok: true; message: string } | { ok: false; message: string };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const details = await getOrderDetails({ db: context.app.database.db, number: params.number });
  if (!details) throw data({ message: copy.notFound }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  const { order, event } = details;
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: order.currency as CurrencyCode });
  return data(
    {
      number: order.number,
      status: order.status,
      event,
      buyer: { name: order.buyerName, email: order.buyerEmail, phone: order.buyerPhone },
      placed: formatUtc(order.createdAt),
      paid: formatUtc(order.paidAt),
      holdUntil: order.status === "pending" ? formatUtc(order.holdExpiresAt) : null,
      attention: details.openAttention?.reason ?? null,
      lines: details.lines.map((l) => ({ id: l.id, label: l.label, isAddOn: l.isAddOn, quantity: l.quantity, unit: money(l.unitPriceMinor), discount: l.discountMinor > 0 ? money(l.discountMinor) : null, total: money(l.totalMinor) })),
      subtotal: money(order.subtotalMinor),
      discounts: order.discounts.map((d) => ({ code: d.code, description: d.description, amount: money(d.amountMinor) })),
      total: money(order.totalMinor),
      students: details.students.map((s) => ({ id: s.id, fullName: s.fullName, age: s.age, ageGroup: s.ageGroup, email: s.email, parentName: s.parentName, enrolled: s.enrolledAt !== null })),
      payment: { provider: order.provider, providerRef: order.providerRef, paymentRef: order.paymentRef, lastError: order.lastPaymentError, events: details.payments.map((p) => ({ ...p, receivedAt: formatUtc(p.receivedAt) })) },
      emails: details.emails.map((e) => ({ ...e, createdAt: formatUtc(e.createdAt), sentAt: formatUtc(e.sentAt) })),
      history: details.history.map((h) => ({ id: h.id, actorEmail: h.actorEmail, action: h.action, details: Object.keys(h.details).length > 0 ? JSON.stringify(h.details) : null, createdAt: formatUtc(h.createdAt) })),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: ActionAnswer) => data(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: copy.crossSite });
  const form = await request.formData();
  if (form.get("intent") !== "resend") return answer(400, { ok: false, message: copy.badRequest });
  const result = await resendOrderConfirmation({ db: context.app.database.db, number: params.number, actor: { userId: viewer.userId, email: viewer.email }, now: context.app.clock.now() });
  if (result.ok) {
    context.app.emailWorker.kick();
    return answer(200, { ok: true, message: copy.resent(result.to) });
  }
  switch (result.reason) {
    case "no_order":
      return answer(404, { ok: false, message: copy.notFound });
    case "not_paid":
      return answer(409, { ok: false, message: copy.notPaid });
    case "no_confirmation":
      return answer(409, { ok: false, message: copy.noConfirmation });
    default:
      return result.reason satisfies never;
  }
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${copy.title(params.number)} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

function Facts({ rows }: { rows: Array<[string, string | null | undefined]> }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-neutral-300">{term}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{value || copy.none}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AdminOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const o = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to="/admin/orders" className="text-spot-300 underline">{copy.back}</Link>
      </p>
      <h1 className="mt-3 font-mono text-2xl font-bold sm:text-3xl">{copy.title(o.number)}</h1>
      <p className="mt-2 flex flex-wrap gap-2">
        <span className="rounded-full border border-white/20 px-2 py-0.5 text-sm">{ordersCopy.statuses[o.status]}</span>
        {o.attention && <span className="rounded-full bg-amber-300 px-2 py-0.5 text-sm font-semibold text-stage-950">{copy.attention}</span>}
      </p>
      {o.attention && <p className="mt-2 rounded-xl border border-amber-300/40 bg-amber-300/10 p-3">{o.attention}</p>}

      <div aria-live="polite" className="mt-4">
        {actionData?.ok && <p className="rounded-xl border border-spot-400/40 bg-spot-400/10 p-3 font-semibold">{actionData.message}</p>}
      </div>
      {actionData && !actionData.ok && (
        <p role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">{actionData.message}</p>
      )}

      <div className="mt-6">
        <Facts
          rows={[
            [copy.event, `${o.event.cityName} · ${o.event.dateText}`],
            [copy.buyer, `${o.buyer.name} · ${o.buyer.email} · ${o.buyer.phone}`],
            [copy.placed, o.placed],
            [copy.paid, o.paid],
            ...(o.holdUntil ? [[copy.holdUntil, o.holdUntil] as [string, string]] : []),
          ]}
        />
      </div>

      {o.status === "paid" && (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="resend" />
          <Button type="submit" variant="outline" disabled={busy}>{busy ? copy.resending : copy.resend}</Button>
        </Form>
      )}

      <h2 className="mt-10 text-xl font-bold">{copy.linesHeading}</h2>
      <ul data-order-lines className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10">
        {o.lines.map((l) => (
          <li key={l.id} className="flex flex-wrap justify-between gap-2 p-3">
            <span>
              {l.quantity} × {l.label} {l.isAddOn && <span className="text-neutral-400">({copy.addOn})</span>}
              <span className="block text-sm text-neutral-400">
                {copy.lineColumns.unit} {l.unit}
                {l.discount && ` · ${copy.lineColumns.discount} −${l.discount}`}
              </span>
            </span>
            <span className="font-semibold tabular-nums">{l.total}</span>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <Facts rows={[[copy.subtotal, o.subtotal], ...o.discounts.map((d) => [`${copy.discounts}: ${d.code}`, `−${d.amount} (${d.description})`] as [string, string]), [copy.total, o.total]]} />
      </div>

      <h2 className="mt-10 text-xl font-bold">{copy.studentsHeading}</h2>
      {o.students.length === 0 ? (
        <p className="mt-3 text-neutral-300">{copy.noStudents}</p>
      ) : (
        <ul data-students className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10">
          {o.students.map((s) => (
            <li key={s.id} className="p-3">
              <p className="font-semibold">{s.fullName} <span className="font-normal text-neutral-300">· {copy.age(s.age)}</span></p>
              <p className="text-sm text-neutral-300">
                {[s.email, s.parentName ? copy.guardian(s.parentName) : null, s.enrolled ? copy.enrolled : copy.notEnrolled].filter(Boolean).join(" · ")}
              </p>
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-10 text-xl font-bold">{copy.paymentHeading}</h2>
      <div className="mt-3">
        <Facts
          rows={[
            [copy.provider, o.payment.provider],
            [copy.providerRef, o.payment.providerRef],
            [copy.paymentRef, o.payment.paymentRef],
            [copy.lastError, o.payment.lastError],
            [copy.providerEvents, o.payment.events.map((e) => `${e.type} (${e.receivedAt})`).join(", ")],
          ]}
        />
      </div>

      <h2 className="mt-10 text-xl font-bold">{copy.emailsHeading}</h2>
      {o.emails.length === 0 ? (
        <p className="mt-3 text-neutral-300">{copy.noEmails}</p>
      ) : (
        <ul data-order-emails className="mt-3 space-y-2">
          {o.emails.map((e) => (
            <li key={e.id} className="[overflow-wrap:anywhere]">
              <Link to={`/customer-emails?id=${e.id}`} className="text-spot-300 underline">{e.subject}</Link> · {e.toAddress} · {e.status} · {e.sentAt ?? e.createdAt}
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-10 text-xl font-bold">{copy.historyHeading}</h2>
      {o.history.length === 0 ? (
        <p className="mt-3 text-neutral-300">{copy.noHistory}</p>
      ) : (
        <ol data-order-history className="mt-3 space-y-2">
          {o.history.map((h) => (
            <li key={h.id} className="[overflow-wrap:anywhere]">
              <span className="text-neutral-400">{h.createdAt}</span> · {h.actorEmail} · <span className="font-semibold">{h.action}</span>
              {h.details && <span className="block font-mono text-xs text-neutral-300">{h.details}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
