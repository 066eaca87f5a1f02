import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { events, orders, upgradeCheckouts } from "~/db/schema";
import type { Clock } from "~/domain/clock";
import { enqueueEmails, renderOutgoingEmail } from "~/features/email/email.server";
import { upgradeRefunded } from "~/features/payments/emails/upgrade-refunded";
import type { EmailContext } from "~/features/email/types";
import type { JobHandler } from "~/lib/jobs/types";
import type { UpgradeRefusal } from "~/domain/order-attention";
import { formatPaid } from "./format-paid";
import { raiseOrderAttention } from "~/features/checkout/checkout.server";
import { ledgerWords } from "~/content/ledger-words";
import type { PaymentProvider } from "./payment-provider";
import { recordUnappliedPayment, unappliedPaymentKeys } from "./record-unapplied-payment.server";
import { upgradePaymentRefundPayloadSchema, type UpgradePaymentRefundPayload } from "./upgrade-refund-job";

export interface UpgradePaymentRefundDeps {
  db: Db;
  clock: Clock;
  mail: EmailContext;
  provider: PaymentProvider;
  logger: Logger;
  kickEmail: () => void;
}

/**
 * ok: given back, the buyer told. not_found: no such checkout or payment; already_done: refunded
 * before. refund_failed: the provider refused (`lastTry`: the team was asked to do it by hand).
 */
export type RefundUpgradePaymentResult = { ok: true } | { ok: false; reason: "not_found" | "already_done" } | { ok: false; reason: "refund_failed"; lastTry: boolean; error: string };

/**
 * Give back a late upgrade payment (queued with the payment's record, so a crash between the two
 * cannot lose it). The provider gets the same key every try, so a retry after a refund the provider
 * made but we did not record is one refund. Done: the checkout ends `refunded`, the order's flag
 * says so and the buyer is told, once. A refusal stays `attention` with the provider's answer and is
 * retried; after the last try the flag asks the team to refund it by hand. The ledger keeps the
 * payment as a flagged row (bought nothing, counted in no figure) from the first outcome on, and its
 * refund, resolved with it by the system, once the provider gave the money back.
 */
export async function refundUpgradePayment(options: {
  db: Db;
  provider: PaymentProvider;
  mail: EmailContext;
  payload: UpgradePaymentRefundPayload;
  lastTry: boolean;
  now: Date;
}): Promise<RefundUpgradePaymentResult> {
  const { db, payload, now } = options;
  const [found] = await db
    .select({ checkout: upgradeCheckouts, orderNumber: orders.number, buyerEmail: orders.buyerEmail, cityName: events.cityName })
    .from(upgradeCheckouts)
    .innerJoin(orders, eq(orders.id, upgradeCheckouts.orderId))
    .innerJoin(events, eq(events.id, upgradeCheckouts.eventId))
    .where(eq(upgradeCheckouts.id, payload.upgradeCheckoutId));
  if (!found || !found.checkout.paymentRef) return { ok: false, reason: "not_found" };
  const { checkout } = found;
  const paymentRef = found.checkout.paymentRef;
  if (checkout.status !== "attention") return { ok: false, reason: "already_done" };
  const paid = formatPaid(payload);
  const ledger = (refund: { providerRefundId: string | null } | null) => ({
    key: unappliedPaymentKeys.upgradeCheckout(checkout.id),
    kind: "upgrade_charge" as const,
    amountMinor: payload.amountMinor,
    currency: payload.currency,
    orderId: checkout.orderId,
    eventId: checkout.eventId,
    tierKey: checkout.toTier,
    provider: "stripe" as const,
    paymentRef,
    buyerEmail: found.buyerEmail,
    refund: refund && { providerRefundId: refund.providerRefundId, note: ledgerWords.resolutions.upgradePaymentRefunded },
    now,
  });
  const why: UpgradeRefusal = payload.refusal ?? (payload.reason === "amount" ? { refusal: "amount", asked: { amountMinor: checkout.amountMinor, currency: checkout.currency } } : { refusal: payload.reason });
  const paidMoney = { amountMinor: payload.amountMinor, currency: payload.currency };
  const flagged = { paid: paidMoney, paymentRef, why };

  const result = await options.provider
    .refund({ paymentRef, amountMinor: payload.amountMinor, orderId: checkout.orderId, idempotencyKey: `upgrade-checkout-refund-${checkout.id}` })
    .catch((err: unknown) => ({ ok: false as const, reason: err instanceof Error ? err.message : String(err) }));
  if (!result.ok) {
    await db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, checkout.orderId)).for("update");
      await tx.update(upgradeCheckouts).set({ lastProblem: { kind: "refund_failed", paid: paidMoney, why, error: result.reason.slice(0, 500) }, updatedAt: now }).where(and(eq(upgradeCheckouts.id, checkout.id), eq(upgradeCheckouts.status, "attention")));
      if (options.lastTry) await raiseOrderAttention(tx, { orderId: checkout.orderId, flag: { reason: "upgrade_payment_not_refunded", ...flagged, error: result.reason.slice(0, 500) }, now });
      await recordUnappliedPayment(tx, ledger(null));
    });
    return { ok: false, reason: "refund_failed", lastTry: options.lastTry, error: result.reason };
  }

  // Rendered before the transaction (decision 0016).
  const email = renderOutgoingEmail(options.mail, "ticket upgrade refunded", () => ({
    to: found.buyerEmail,
    template: upgradeRefunded,
    props: { orderNumber: found.orderNumber, cityName: found.cityName, amount: paid, why: payload.reason },
  }));
  const done = await db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, checkout.orderId)).for("update");
    const marked = await tx
      .update(upgradeCheckouts)
      .set({ status: "refunded", lastProblem: { kind: "payment_refused", paid: paidMoney, why }, updatedAt: now })
      .where(and(eq(upgradeCheckouts.id, checkout.id), eq(upgradeCheckouts.status, "attention")))
      .returning({ id: upgradeCheckouts.id });
    if (marked.length === 0) return false;
    await raiseOrderAttention(tx, { orderId: checkout.orderId, flag: { reason: "upgrade_payment_refunded", ...flagged }, now });
    await recordUnappliedPayment(tx, ledger(result));
    await enqueueEmails(tx, email, `upgrade-payment-refunded:${checkout.id}`);
    return true;
  });
  return done ? { ok: true } : { ok: false, reason: "already_done" };
}

/** The job runner's handler: a refusal throws (until the last try), so the runner retries with backoff. */
export function createUpgradePaymentRefundHandler(deps: UpgradePaymentRefundDeps): JobHandler {
  return async (job) => {
    const payload = upgradePaymentRefundPayloadSchema.parse(job.payload);
    const lastTry = job.attempts >= job.maxAttempts;
    const result = await refundUpgradePayment({ db: deps.db, provider: deps.provider, mail: deps.mail, payload, lastTry, now: deps.clock.now() });
    const why = payload.refusal ?? payload.reason;
    if (result.ok) {
      deps.kickEmail();
      deps.logger.warn({ upgradeCheckoutId: payload.upgradeCheckoutId, why }, "upgrade payment could not be applied: refunded and flagged");
    } else if (result.reason === "refund_failed") {
      if (!result.lastTry) throw new Error(`upgrade payment refund refused: ${result.error}`);
      deps.logger.error({ upgradeCheckoutId: payload.upgradeCheckoutId, why, refundError: result.error }, "upgrade payment could not be applied nor refunded: flagged for the team");
    }
    return result;
  };
}
