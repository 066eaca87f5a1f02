import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { events, orderLines, orders, orderStudents, paymentEvents, tiers, upgradeCheckouts } from "~/db/schema";
import type { UpgradeRefusal } from "~/domain/order-attention";
import { upgradeLinkExpiry } from "~/domain/ticket-upgrade";
import { loadEventOffers } from "~/features/catalog/catalog.server";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { enqueueJob } from "~/lib/jobs/enqueue-job.server";
import type { UpgradeRefundReason } from "~/content/upgrade-refund-emails";
import { applyTicketUpgrade, checkTicketUpgrade } from "./apply-ticket-upgrade.server";
import type { TicketUpgrade } from "./find-ticket-upgrade.server";
import { raiseOrderAttention } from "../orders/order-attention.server";
import { upgradeLinkKey, parseUpgradeLinkKey } from "./upgrade-link.server";
import { renderUpgradeConfirmation } from "./upgrade-emails.server";
import {
  recordUnappliedPayment,
  unappliedPaymentKeys,
  UPGRADE_PAYMENT_REFUND_ATTEMPTS,
  UPGRADE_PAYMENT_REFUND_JOB,
  upgradePaymentRefundKey,
  type UpgradePayment,
  type UpgradePaymentRefundPayload,
} from "~/features/payments/payments.server";

/**
 * ok: the ticket moved up. refund_queued: it could not be, the order is flagged and a job gives the
 * money back; already_done: this payment was decided before; not_found: no such upgrade checkout.
 */
export type ApplyUpgradePaymentResult = { ok: true } | { ok: false; reason: "already_done" | "refund_queued" | "not_found" };

type Checkout = typeof upgradeCheckouts.$inferSelect;

/**
 * An upgrade's difference paid at Stripe (checkout.session.completed, or async_payment_succeeded for
 * a delayed method): the ticket moves up exactly once. The provider event is recorded with the
 * change, so a delivery repeated, or two at once (serialised on the order's row lock), changes
 * nothing; the checkout leaves `open` in the same transaction, so its held seat is not counted against
 * itself. A payment that can no longer be applied (the link used meanwhile, the seat gone, the order
 * refunded, the event cancelled, a different amount) is flagged for the team and its refund queued in
 * the same transaction (the job gives the money back and tells the buyer; decision 0038).
 */
export async function applyUpgradePayment(options: {
  db: Db;
  payment: UpgradePayment;
  now: Date;
  mail: EmailContext;
  siteUrl: string;
  logger: Logger;
}): Promise<ApplyUpgradePaymentResult> {
  const { db, payment, now, logger } = options;
  const [checkout] = await db.select().from(upgradeCheckouts).where(eq(upgradeCheckouts.id, payment.upgradeCheckoutId));
  if (!checkout) {
    logger.error({ event: payment.eventId, upgradeCheckoutId: payment.upgradeCheckoutId }, "stripe paid an upgrade checkout this site does not have");
    return { ok: false, reason: "not_found" };
  }
  const upgrade = await loadCheckoutUpgrade(db, checkout, now);
  // Rendered before the transaction (decision 0016).
  const emails = upgrade ? renderUpgradeConfirmation({ upgrade, orderUrl: `${options.siteUrl}/order-confirmation` }, options.mail) : [];

  const decided = await db.transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status, buyerEmail: orders.buyerEmail }).from(orders).where(eq(orders.id, checkout.orderId)).for("update");
    const seen = await tx.insert(paymentEvents).values({ provider: "stripe", eventId: payment.eventId, type: "upgrade_paid", orderId: checkout.orderId, receivedAt: now }).onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
    if (seen.length === 0) return { ok: false, reason: "already_done" } as const;
    const [locked] = await tx.select().from(upgradeCheckouts).where(eq(upgradeCheckouts.id, checkout.id)).for("update");
    // Another event of the same session (completed, then async_payment_succeeded) already decided it.
    if (!locked || !["open", "expired"].includes(locked.status)) return { ok: false, reason: "already_done" } as const;
    await tx.update(upgradeCheckouts).set({ status: "paid", paymentRef: payment.paymentRef, sessionId: payment.sessionId, updatedAt: now }).where(eq(upgradeCheckouts.id, checkout.id));

    let refused: { reason: UpgradeRefundReason; refusal: UpgradeRefusal } | null = null;
    if (payment.amountMinor !== checkout.amountMinor || payment.currency !== checkout.currency)
      refused = { reason: "amount", refusal: { refusal: "amount", asked: { amountMinor: checkout.amountMinor, currency: checkout.currency } } };
    else if (!upgrade || order?.status !== "paid") refused = { reason: "not_upgradeable", refusal: { refusal: "order_closed" } };
    else {
      const checked = await checkTicketUpgrade(tx, upgrade, now);
      if (checked.ok) {
        await applyTicketUpgrade(tx, { upgrade, line: checked.line, provider: "stripe", paymentRef: payment.paymentRef, now });
        await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, checkout.orderId));
        await enqueueEmails(tx, emails, `ticket-upgrade:${checkout.linkKey}`);
        return { ok: true } as const;
      }
      refused =
        checked.reason === "used"
          ? { reason: "used", refusal: { refusal: "used" } }
          : checked.reason === "sold_out"
            ? { reason: "sold_out", refusal: { refusal: "sold_out" } }
            : { reason: "not_upgradeable", refusal: { refusal: "not_upgradeable" } };
    }
    const paid = { amountMinor: payment.amountMinor, currency: payment.currency };
    await tx.update(upgradeCheckouts).set({ status: "attention", lastProblem: { kind: "payment_refused", paid, why: refused.refusal }, updatedAt: now }).where(eq(upgradeCheckouts.id, checkout.id));
    await raiseOrderAttention(tx, { orderId: checkout.orderId, flag: { reason: "upgrade_payment_refused", paid, paymentRef: payment.paymentRef, why: refused.refusal }, now });
    // The money came in and bought nothing: its flagged ledger row is written with the payment's record;
    // the refund job adds the refund and resolves both once the provider gave it back.
    await recordUnappliedPayment(tx, {
      key: unappliedPaymentKeys.upgradeCheckout(checkout.id),
      kind: "upgrade_charge",
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      orderId: checkout.orderId,
      eventId: checkout.eventId,
      tierKey: checkout.toTier,
      provider: "stripe",
      paymentRef: payment.paymentRef,
      buyerEmail: order?.buyerEmail ?? null,
      refund: null,
      now,
    });
    // Queued with the payment's record: a crash before the refund leaves the job, which the runner retries.
    await enqueueJob(tx, {
      kind: UPGRADE_PAYMENT_REFUND_JOB,
      payload: { upgradeCheckoutId: checkout.id, amountMinor: payment.amountMinor, currency: payment.currency, ...refused } satisfies UpgradePaymentRefundPayload,
      dedupeKey: upgradePaymentRefundKey(checkout.id),
      maxAttempts: UPGRADE_PAYMENT_REFUND_ATTEMPTS,
    });
    logger.warn({ upgradeCheckoutId: checkout.id, why: refused.refusal }, "upgrade payment could not be applied: refund queued and order flagged");
    return { ok: false, reason: "refund_queued" } as const;
  });
  logger.info({ event: payment.eventId, upgradeCheckoutId: checkout.id, result: decided.ok ? "applied" : decided.reason }, "stripe upgrade payment handled");
  return decided;
}


/**
 * The upgrade as the checkout priced and held it, for applying and its confirmation: the ticket's
 * tier then (a ticket changed since fails the check), the tier above, the amount asked. Null when
 * its order, ticket or tier is gone, or its event is cancelled.
 */
async function loadCheckoutUpgrade(db: Db, checkout: Checkout, now: Date): Promise<TicketUpgrade | null> {
  const claims = parseUpgradeLinkKey(checkout.linkKey);
  if (!claims || upgradeLinkKey(claims) !== checkout.linkKey) return null;
  const [row] = await db
    .select({ order: orders, event: events, line: orderLines })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(orderLines, eq(orderLines.id, checkout.lineId))
    .where(eq(orders.id, checkout.orderId));
  if (!row || row.event.isCancelled) return null;
  const [to] = await db.select({ label: tiers.label }).from(tiers).where(eq(tiers.key, checkout.toTier));
  const offer = (await loadEventOffers({ db, eventId: row.event.id, now })).find((o) => o.tierKey === checkout.toTier);
  if (!to || !offer) return null;
  const [student] = checkout.studentId === null ? [] : await db.select({ fullName: orderStudents.fullName }).from(orderStudents).where(eq(orderStudents.id, checkout.studentId));
  const { order, event, line } = row;
  return {
    claims,
    linkKey: checkout.linkKey,
    orderId: order.id,
    orderNumber: order.number,
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    eventId: event.id,
    cityName: event.cityName,
    dateText: event.dateText,
    timeZone: event.timeZone,
    studentName: student?.fullName ?? null,
    line: { id: line.id, tierKey: checkout.fromTier, label: line.label, quantity: line.quantity, poolId: line.poolId, subtotalMinor: line.subtotalMinor, discountMinor: line.discountMinor, totalMinor: line.totalMinor },
    to: { tierKey: checkout.toTier, label: to.label, poolId: checkout.toPoolId, priceMinor: offer.price.amountMinor, isAddOn: offer.rule.requiresOneOf.length > 0 },
    amountMinor: checkout.amountMinor,
    currency: checkout.currency,
    expiresAt: upgradeLinkExpiry(claims.issuedAt, event),
  };
}
