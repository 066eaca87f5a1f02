import { data } from "react-router";
import type { Route } from "./+types/admin-order";
import { backOfficeCopy } from "~/content/back-office";
import { site } from "~/content/site";
import { formatMoney } from "~/domain/money";
import { OrderMoney } from "~/features/admin/components/order-money";
import { resolveLedgerFlagFromForm } from "~/features/admin/ledger-flag.routes.server";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { fieldErrors } from "~/lib/form-errors";
import { addOrderNote } from "~/features/orders/add-order-note.server";
import { getOrderDetails } from "~/features/orders/get-order-details.server";
import { issueOrderCredit } from "~/features/payments/issue-order-credit.server";
import { newRefundKey } from "~/features/orders/new-refund-key.server";
import { orderActionSchema, parseAmountMinor } from "~/features/orders/order-action-schema";
import { OrderPage } from "~/features/orders/components/order-page";
import { presentOrderDetails, type OrderActionAnswer } from "~/features/orders/order-page-view";
import { refundOrder } from "~/features/payments/refund-order.server";
import { resendOrderConfirmation } from "~/features/orders/resend-order-confirmation.server";
import { resolveAttention } from "~/features/orders/resolve-order-attention.server";
import { siteUrl } from "~/lib/env.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

const copy = backOfficeCopy.order;

type ActionAnswer = OrderActionAnswer;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const details = await getOrderDetails({ db: context.app.database.db, number: params.number });
  if (!details) throw data({ message: copy.notFound }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  // A new key each time the page is drawn: a double click or a resubmitted form repeats one refund (or credit).
  return data({ ...presentOrderDetails(details), refundKey: newRefundKey(), creditKey: newRefundKey() }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context.app);
  const answer = (status: number, body: ActionAnswer) => data(body, { status, headers: PRIVATE_PAGE_HEADERS });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return answer(403, { ok: false, message: copy.crossSite });
  const form = Object.fromEntries(await request.formData());
  const { app } = context;
  const db = app.database.db;
  const actor = { userId: viewer.userId, email: viewer.email };
  const now = app.clock.now();
  // Read out on the phone in any case; stored in capitals (the loader finds it the same way).
  const number = params.number.trim().toUpperCase();
  // A flagged ledger row of this order marked resolved, with a note (the overview's form does the same).
  if (form.intent === "resolve_flag") {
    const resolved = await resolveLedgerFlagFromForm({ db, form, actor, now, orderNumber: number });
    return answer(resolved.status, resolved.body);
  }
  const parsed = orderActionSchema.safeParse(form);
  if (!parsed.success) return answer(400, { ok: false, message: copy.badRequest, errors: fieldErrors(parsed.error) });
  const input = parsed.data;
  switch (input.intent) {
    case "resend": {
      const result = await resendOrderConfirmation({ db, number, actor, now });
      if (result.ok) {
        app.emailWorker.kick();
        return answer(200, { ok: true, message: copy.resent(result.to) });
      }
      if (result.reason === "no_order") return answer(404, { ok: false, message: copy.notFound });
      return answer(409, { ok: false, message: result.reason === "not_paid" ? copy.notPaid : copy.noConfirmation });
    }
    case "refund": {
      const amountMinor = input.scope === "rest" ? "rest" : (parseAmountMinor(input.amount) ?? 0);
      const result = await refundOrder({ db, provider: app.checkout.provider, mail: app.mail, number, amountMinor, reason: { typed: input.reason }, idempotencyKey: input.key, actor, now });
      if (result.ok) {
        app.emailWorker.kick();
        const amount = formatMoney({ amountMinor: result.amountMinor, currency: result.currency });
        return answer(200, { ok: true, message: result.repeated ? copy.refundRepeated : result.settled ? copy.refunded(amount) : copy.refundPending(amount) });
      }
      switch (result.reason) {
        case "no_order":
          return answer(404, { ok: false, message: copy.notFound });
        case "not_paid":
          return answer(409, { ok: false, message: copy.notPaidRefund });
        case "no_payment":
          return answer(409, { ok: false, message: copy.noPayment });
        case "over_refundable":
          return answer(422, { ok: false, errors: { amount: copy.overRefundable(formatMoney({ amountMinor: result.leftMinor, currency: result.currency })) } });
        case "provider_failed":
          return answer(502, { ok: false, message: copy.providerFailed(result.message) });
        default:
          return result satisfies never;
      }
    }
    case "credit": {
      const amountMinor = input.scope === "rest" ? "rest" : (parseAmountMinor(input.amount) ?? 0);
      const result = await issueOrderCredit({ db, mail: app.mail, number, amountMinor, note: input.note, idempotencyKey: input.key, actor, now });
      if (result.ok) {
        app.emailWorker.kick();
        const amount = formatMoney({ amountMinor: result.amountMinor, currency: result.currency });
        const message = result.repeated ? copy.creditRepeated(result.code) : result.orderCancelled ? copy.creditDoneCancelled(result.code, amount) : copy.creditDone(result.code, amount);
        return answer(200, { ok: true, message });
      }
      switch (result.reason) {
        case "no_order":
          return answer(404, { ok: false, message: copy.notFound });
        case "not_paid":
          return answer(409, { ok: false, message: copy.notPaidCredit });
        case "key_used_elsewhere":
          return answer(409, { ok: false, message: copy.badRequest });
        case "over_creditable":
          return answer(422, { ok: false, errors: { creditAmount: copy.overCreditable(formatMoney({ amountMinor: result.leftMinor, currency: result.currency })) } });
        default:
          return result satisfies never;
      }
    }
    case "note": {
      const result = await addOrderNote({ db, number, text: input.text, actor, now });
      return result.ok ? answer(200, { ok: true, message: copy.noteAdded }) : answer(404, { ok: false, message: copy.notFound });
    }
    case "resolve": {
      const result = await resolveAttention({ db, number, resolution: input.resolution, actor, now });
      if (result.ok) return answer(200, { ok: true, message: copy.resolved });
      return result.reason === "no_order" ? answer(404, { ok: false, message: copy.notFound }) : answer(409, { ok: false, message: copy.nothingOpen });
    }
    default:
      return input satisfies never;
  }
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${copy.title(params.number)} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const flagError = (id: number) => (actionData && !actionData.ok && actionData.entry === id ? actionData.errors?.note : undefined);
  return <OrderPage order={loaderData} actionData={actionData} money={<OrderMoney money={loaderData.money} ledger={loaderData.ledger} flagError={flagError} />} />;
}
