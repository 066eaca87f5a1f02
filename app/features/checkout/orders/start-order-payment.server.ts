import type { AppContext } from "~/app-context.server";
import type { CheckoutAnswer } from "../answers";
import type { CreateOrderRequest } from "./checkout-schema";
import { cancelUnstartedOrder } from "./cancel-unstarted-order.server";
import { createOrder, type OrderRefusal } from "./create-order.server";
import { fulfilOrder } from "./fulfil-order.server";
import { notePaymentSession } from "./note-payment-session.server";
import { orderLinks } from "./order-links";

export type StartOrderPaymentResult =
  | Extract<CheckoutAnswer, { ok: true }>
  /** The order was refused, or placed and cancelled again because the provider could not be reached. */
  | ({ ok: false } & (OrderRefusal | { reason: "payment_unavailable" }))
  /** Its `mayWrite` answered no: nothing was written. */
  | { ok: false; reason: "rate_limited" };

/** Place the order (seats held), then open its payment with the provider. A free order is fulfilled at once. */
export async function startOrderPayment(options: {
  context: AppContext;
  request: CreateOrderRequest;
  siteUrl: string;
  verifiedEmail?: string | null;
  mayWrite?: Promise<boolean>;
}): Promise<StartOrderPaymentResult> {
  const { context, request, siteUrl } = options;
  const { database, clock, logger, checkout } = context;
  const db = database.db;
  const provider = checkout.provider;
  const created = await createOrder({ db, request, now: clock.now(), holdMinutes: checkout.holdMinutes, provider: provider.name, verifiedEmail: options.verifiedEmail, mayWrite: options.mayWrite });
  if (!created.ok) return created;

  const order = { token: created.token, number: created.number, totalMinor: created.quote.totalMinor, currency: created.quote.currency, holdExpiresAt: created.holdExpiresAt.toISOString() };
  const confirmation = `/order-confirmation?order=${created.token}`;
  if (created.quote.totalMinor === 0) {
    await fulfilOrder({
      db,
      payment: { provider: provider.name, eventId: `free:${created.orderId}`, orderId: created.orderId, paymentRef: "free", amountMinor: 0, currency: created.quote.currency },
      now: clock.now(),
      logger,
    });
    context.jobs.kick();
    return { ok: true, order, payment: { kind: "none", redirectTo: confirmation }, testMode: provider.testMode };
  }

  try {
    const started = await provider.startPayment({
      orderId: created.orderId,
      orderNumber: created.number,
      orderToken: created.token,
      attemptKey: `order-${created.number}`,
      amountMinor: created.quote.totalMinor,
      currency: created.quote.currency,
      buyerEmail: request.buyer.email,
      description: `${created.quote.cityName}, ${created.quote.dateText}: order ${created.number}`,
      lines: created.quote.lines.map((l) => ({ label: l.label, quantity: l.quantity, unitPriceMinor: l.unitPriceMinor, totalMinor: l.totalMinor })),
      successUrl: orderLinks.confirmation(siteUrl, created.token),
      cancelUrl: orderLinks.checkout(siteUrl),
      expiresAt: created.holdExpiresAt,
    });
    if (started.kind === "redirect") {
      await notePaymentSession({ db, orderId: created.orderId, providerRef: started.providerRef });
      return { ok: true, order, payment: { kind: "redirect", url: started.url }, testMode: provider.testMode };
    }
    return { ok: true, order, payment: { kind: "test_card" }, testMode: provider.testMode };
  } catch (err) {
    logger.error({ err, order: created.number }, "could not start the payment; the order's hold is released");
    await cancelUnstartedOrder({ db, orderId: created.orderId, now: clock.now() });
    return { ok: false, reason: "payment_unavailable" };
  }
}
