import type Stripe from "stripe";
import type { ConfirmedPayment } from "./payment-provider";

export type StripeWebhookReading =
  | { ok: false; message: string }
  | { ok: true; kind: "paid"; payment: ConfirmedPayment }
  | { ok: true; kind: "expired"; orderId: number; eventId: string }
  | { ok: true; kind: "ignored"; eventId: string; type: string };

/** Verify a Stripe webhook delivery and reduce it to what checkout acts on. Never throws. */
export function readStripeWebhook(options: {
  stripe: Stripe;
  rawBody: string;
  signature: string | null;
  secret: string;
  toleranceSeconds?: number;
}): StripeWebhookReading {
  if (!options.signature) return { ok: false, message: "Missing Stripe-Signature header" };
  // stripe-node reads a tolerance of 0 as "skip the timestamp check".
  const tolerance = Math.max(1, options.toleranceSeconds ?? 300);
  let event: Stripe.Event;
  try {
    event = options.stripe.webhooks.constructEvent(options.rawBody, options.signature, options.secret, tolerance);
  } catch (error) {
    return { ok: false, message: `Stripe webhook rejected: ${error instanceof Error ? error.message : String(error)}` };
  }
  const ignored = { ok: true, kind: "ignored", eventId: event.id, type: event.type } as const;
  switch (event.type) {
    case "checkout.session.completed":
      // Delayed methods (bank debits) complete unpaid; async_payment_succeeded follows when they clear.
      if (event.data.object.payment_status !== "paid") return ignored;
      return paid(event.id, event.data.object) ?? ignored;
    case "checkout.session.async_payment_succeeded":
      return paid(event.id, event.data.object) ?? ignored;
    case "checkout.session.expired": {
      const orderId = orderIdOf(event.data.object);
      return orderId === null ? ignored : { ok: true, kind: "expired", orderId, eventId: event.id };
    }
    default:
      return ignored;
  }
}

function paid(eventId: string, session: Stripe.Checkout.Session): StripeWebhookReading | null {
  const orderId = orderIdOf(session);
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

function orderIdOf(session: Stripe.Checkout.Session): number | null {
  const raw = session.client_reference_id ?? session.metadata?.orderId;
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const orderId = Number(raw);
  return orderId > 0 ? orderId : null;
}
