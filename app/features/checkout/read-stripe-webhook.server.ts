import type Stripe from "stripe";
import { parseOrderId } from "./parse-order-id";
import type { ConfirmedPayment, ProviderDispute, ProviderRefund, UpgradePayment } from "~/features/payments/payments.server";

export type StripeWebhookReading =
  /** unverified: not signed by Stripe with our secret; bad_order_id: names an order id no order can have. */
  | { ok: false; reason: "unverified" | "bad_order_id"; message: string }
  | { ok: true; kind: "paid"; payment: ConfirmedPayment }
  | { ok: true; kind: "expired"; orderId: number; eventId: string }
  | { ok: true; kind: "upgrade_paid"; payment: UpgradePayment }
  | { ok: true; kind: "upgrade_expired"; upgradeCheckoutId: number; eventId: string }
  | { ok: true; kind: "refund"; eventId: string; refund: ProviderRefund }
  | { ok: true; kind: "dispute"; eventId: string; dispute: ProviderDispute }
  | { ok: true; kind: "ignored"; eventId: string; type: string };

/** Verify a Stripe webhook delivery and reduce it to what checkout acts on. Never throws. */
export function readStripeWebhook(options: {
  stripe: Stripe;
  rawBody: string;
  signature: string | null;
  secret: string;
  toleranceSeconds?: number;
}): StripeWebhookReading {
  if (!options.signature) return { ok: false, reason: "unverified", message: "Missing Stripe-Signature header" };
  // stripe-node reads a tolerance of 0 as "skip the timestamp check".
  const tolerance = Math.max(1, options.toleranceSeconds ?? 300);
  let event: Stripe.Event;
  try {
    event = options.stripe.webhooks.constructEvent(options.rawBody, options.signature, options.secret, tolerance);
  } catch (error) {
    return { ok: false, reason: "unverified", message: `Stripe webhook rejected: ${error instanceof Error ? error.message : String(error)}` };
  }
  const ignored = { ok: true, kind: "ignored", eventId: event.id, type: event.type } as const;
  if (event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded" || event.type === "checkout.session.expired") {
    const upgrade = upgradeOf(event.id, event.type, event.data.object);
    if (upgrade) return upgrade;
  }
  switch (event.type) {
    case "checkout.session.completed":
      // Delayed methods (bank debits) complete unpaid; async_payment_succeeded follows when they clear.
      if (event.data.object.payment_status !== "paid") return ignored;
      return paid(event.id, event.data.object) ?? ignored;
    case "checkout.session.async_payment_succeeded":
      return paid(event.id, event.data.object) ?? ignored;
    case "checkout.session.expired": {
      const order = orderReferenceOf(event.id, event.data.object);
      return "refused" in order ? order.refused : order.orderId === null ? ignored : { ok: true, kind: "expired", orderId: order.orderId, eventId: event.id };
    }
    case "refund.created":
    case "refund.updated":
    case "refund.failed":
    case "charge.refund.updated":
      return refunded(event.id, event.data.object) ?? ignored;
    case "charge.dispute.created": {
      const dispute = event.data.object;
      const paymentRef = typeof dispute.payment_intent === "string" ? dispute.payment_intent : dispute.payment_intent?.id;
      if (!paymentRef) return ignored;
      return { ok: true, kind: "dispute", eventId: event.id, dispute: { paymentRef, amountMinor: dispute.amount, currency: dispute.currency.toUpperCase(), reason: dispute.reason } };
    }
    default:
      return ignored;
  }
}

function refunded(eventId: string, refund: Stripe.Refund): StripeWebhookReading | null {
  const paymentRef = typeof refund.payment_intent === "string" ? refund.payment_intent : refund.payment_intent?.id;
  if (!paymentRef) return null;
  const status = refund.status === "succeeded" ? "succeeded" : refund.status === "failed" ? "failed" : refund.status === "canceled" ? "cancelled" : "pending";
  return {
    ok: true,
    kind: "refund",
    eventId,
    refund: {
      providerRefundId: refund.id,
      paymentRef,
      amountMinor: refund.amount,
      currency: refund.currency.toUpperCase(),
      status,
      refundKey: refund.metadata?.refundKey ?? null,
      failureReason: refund.failure_reason ?? null,
    },
  };
}

function paid(eventId: string, session: Stripe.Checkout.Session): StripeWebhookReading | null {
  const order = orderReferenceOf(eventId, session);
  if ("refused" in order) return order.refused;
  const { orderId } = order;
  const intent = session.payment_intent;
  const paymentRef = typeof intent === "string" ? intent : intent?.id;
  if (orderId === null || !paymentRef || session.amount_total === null || !session.currency) return null;
  return {
    ok: true,
    kind: "paid",
    payment: {
      provider: "stripe",
      eventId,
      orderId,
      paymentRef,
      amountMinor: session.amount_total,
      currency: session.currency.toUpperCase(),
    },
  };
}

/**
 * The order a session names. None (null) is a session this site did not create, to ignore; a
 * reference that is not an order id (too large for one, negative, not a number) is refused: no order
 * can have it, and looking it up would fail in the database on every one of Stripe's retries.
 */
function orderReferenceOf(eventId: string, session: Stripe.Checkout.Session): { orderId: number | null } | { refused: StripeWebhookReading } {
  const raw = session.client_reference_id ?? session.metadata?.orderId;
  if (!raw) return { orderId: null };
  const orderId = parseOrderId(raw);
  if (orderId !== null) return { orderId };
  return { refused: { ok: false, reason: "bad_order_id", message: `Stripe event ${eventId} names order ${JSON.stringify(raw.slice(0, 40))}, which is not an order id` } };
}

/** A session this site opened for a ticket upgrade (its metadata names the upgrade checkout), or null. */
function upgradeOf(eventId: string, type: string, session: Stripe.Checkout.Session): StripeWebhookReading | null {
  const raw = session.metadata?.upgradeCheckoutId;
  if (!raw) return null;
  const upgradeCheckoutId = parseOrderId(raw);
  if (upgradeCheckoutId === null) return { ok: false, reason: "bad_order_id", message: `Stripe event ${eventId} names upgrade checkout ${JSON.stringify(raw.slice(0, 40))}, which is not an id` };
  const ignored = { ok: true, kind: "ignored", eventId, type } as const;
  if (type === "checkout.session.expired") return { ok: true, kind: "upgrade_expired", upgradeCheckoutId, eventId };
  if (type === "checkout.session.completed" && session.payment_status !== "paid") return ignored;
  const intent = session.payment_intent;
  const paymentRef = typeof intent === "string" ? intent : intent?.id;
  if (!paymentRef || session.amount_total === null || !session.currency) return ignored;
  return { ok: true, kind: "upgrade_paid", payment: { eventId, upgradeCheckoutId, sessionId: session.id, paymentRef, amountMinor: session.amount_total, currency: session.currency.toUpperCase() } };
}
