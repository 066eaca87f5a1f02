import { asc, desc, eq, inArray, like, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { alias } from "drizzle-orm/pg-core";
import { auditLog, creditRedemptions, credits, emailOutbox, events, ledgerEntries, ledgerFlagResolutions, orderAttention, orderLines, orderNotes, orders, orderStudents, orderUpgrades, paymentEvents, refunds, tiers } from "~/db/schema";
import { lineMoney, type LineMoney } from "~/domain/ledger-view";
import { readOrderMoney } from "~/features/payments/payments.server";

/**
 * Everything the team sees about one order: lines, students, money, payment, emails sent and its
 * history. Its money is read from the ledger (decision 0041): what was paid, what went back, what
 * was turned into credit and what is left, with every row that moved it, flagged ones included.
 */
export async function getOrderDetails(options: { db: Db; number: string }) {
  const { db, number } = options;
  const [found] = await db
    .select({ order: orders, event: { id: events.id, slug: events.slug, cityName: events.cityName, dateText: events.dateText, timeZone: events.timeZone } })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.number, number.trim().toUpperCase()))
    .limit(1);
  if (!found) return null;
  const orderId = found.order.id;
  const fromTier = alias(tiers, "from_tier");
  const toTier = alias(tiers, "to_tier");
  const [lines, students, emails, history, payments, attention, refundRows, notes, issuedCredits, redeemed, upgrades, ledgerRows, orderMoney] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    db.select().from(orderStudents).where(eq(orderStudents.orderId, orderId)).orderBy(asc(orderStudents.position)),
    db
      .select({ id: emailOutbox.id, toAddress: emailOutbox.toAddress, subject: emailOutbox.subject, status: emailOutbox.status, template: emailOutbox.template, createdAt: emailOutbox.createdAt, sentAt: emailOutbox.sentAt })
      .from(emailOutbox)
      // Emails are keyed by cause: `order-confirmation:<id>`, `order-students:<id>`, `order-refund:<refund id>`.
      .where(
        or(
          like(emailOutbox.dedupeKey, `order-confirmation:${orderId}:%`),
          like(emailOutbox.dedupeKey, `order-students:${orderId}:%`),
          // The upgrade links (`upgrade-invite:<id>`) and each upgrade's confirmation (`ticket-upgrade:<id>.<line>...`).
          like(emailOutbox.dedupeKey, `upgrade-invite:${orderId}:%`),
          like(emailOutbox.dedupeKey, `ticket-upgrade:${orderId}.%`),
          inArray(emailOutbox.id, db.select({ id: emailOutbox.id }).from(emailOutbox).innerJoin(refunds, sql`${emailOutbox.dedupeKey} like 'order-refund:' || ${refunds.id} || ':%'`).where(eq(refunds.orderId, orderId))),
          // `order-credit:<credit id>`: the notice of a credit issued from it.
          inArray(emailOutbox.id, db.select({ id: emailOutbox.id }).from(emailOutbox).innerJoin(credits, sql`${emailOutbox.dedupeKey} like 'order-credit:' || ${credits.id} || ':%'`).where(eq(credits.sourceOrderId, orderId))),
        ),
      )
      .orderBy(asc(emailOutbox.id)),
    db.select({ id: auditLog.id, actorEmail: auditLog.actorEmail, action: auditLog.action, details: auditLog.details, createdAt: auditLog.createdAt }).from(auditLog).where(eq(auditLog.target, found.order.number)).orderBy(desc(auditLog.id)),
    db.select({ eventId: paymentEvents.eventId, provider: paymentEvents.provider, type: paymentEvents.type, receivedAt: paymentEvents.receivedAt }).from(paymentEvents).where(eq(paymentEvents.orderId, orderId)),
    db.select().from(orderAttention).where(eq(orderAttention.orderId, orderId)).orderBy(desc(orderAttention.raisedAt), desc(orderAttention.id)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(desc(orderNotes.id)),
    db.select().from(credits).where(eq(credits.sourceOrderId, orderId)).orderBy(asc(credits.id)),
    db
      .select({ id: creditRedemptions.id, code: credits.code, amountMinor: creditRedemptions.amountMinor, balanceMinor: credits.balanceMinor, holderEmail: credits.holderEmail, createdAt: creditRedemptions.createdAt })
      .from(creditRedemptions)
      .innerJoin(credits, eq(credits.id, creditRedemptions.creditId))
      .where(eq(creditRedemptions.orderId, orderId)),
    // Upgrades paid apart from the order, each its own payment (decision 0035).
    db
      .select({ upgrade: orderUpgrades, fromLabel: fromTier.label, toLabel: toTier.label, studentName: orderStudents.fullName })
      .from(orderUpgrades)
      .leftJoin(fromTier, eq(fromTier.key, orderUpgrades.fromTier))
      .leftJoin(toTier, eq(toTier.key, orderUpgrades.toTier))
      .leftJoin(orderStudents, eq(orderStudents.id, orderUpgrades.studentId))
      .where(eq(orderUpgrades.orderId, orderId))
      .orderBy(asc(orderUpgrades.id)),
    db
      .select({ row: ledgerEntries, tierLabel: tiers.label, resolvedBy: ledgerFlagResolutions.resolvedBy, resolutionNote: ledgerFlagResolutions.note, resolvedAt: ledgerFlagResolutions.resolvedAt })
      .from(ledgerEntries)
      .leftJoin(tiers, eq(tiers.key, ledgerEntries.tierKey))
      .leftJoin(ledgerFlagResolutions, eq(ledgerFlagResolutions.ledgerEntryId, ledgerEntries.id))
      .where(eq(ledgerEntries.orderId, orderId))
      .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.id)),
    // Paid, went back, credited, left and what may still be given back: the refund and credit actions' own computation.
    readOrderMoney(db, found.order),
  ]);
  const refundedMinor = refundRows.filter((r) => r.status === "succeeded").reduce((n, r) => n + r.amountMinor, 0);
  // Refunds sent to the provider and not yet confirmed are not in the ledger yet, but no longer free to give back.
  const { money, pendingRefundsMinor } = orderMoney;
  /** Each line's money: what the ticket cost with the order, and what each upgrade of it was paid (the ledger's upgrade charges). */
  const upgradeCharges = new Map<number, number[]>();
  for (const { row } of ledgerRows) {
    if (row.kind !== "upgrade_charge" || row.flagged || row.orderLineId === null) continue;
    upgradeCharges.set(row.orderLineId, [...(upgradeCharges.get(row.orderLineId) ?? []), row.amountMinor]);
  }
  // A ticket split off a line to be upgraded carries its own share of the line's cost (order_lines), the charge
  // itself stays on the line it was sold on, so "with the order" is the line's own total.
  const lineMoneyOf: Record<number, LineMoney> = Object.fromEntries(lines.map((l) => [l.id, lineMoney(l.totalMinor, upgradeCharges.get(l.id) ?? [])]));
  return {
    ...found,
    lines,
    students,
    emails,
    history,
    payments,
    attention,
    openAttention: attention.find((a) => a.resolvedAt === null) ?? null,
    refunds: refundRows,
    notes,
    refundedMinor,
    /** Credits issued from this order instead of refunds, and credits that paid part of it. */
    credits: issuedCredits,
    redeemed,
    upgrades: upgrades.map((u) => ({ ...u.upgrade, fromLabel: u.fromLabel ?? u.upgrade.fromTier, toLabel: u.toLabel ?? u.upgrade.toTier, studentName: u.studentName })),
    /** All it took in money, the order's payment and its upgrades', from the ledger. */
    paidInAllMinor: money.paidMinor,
    /** The order's money from the ledger: paid, refunded, credited and left, in its currency. */
    money,
    pendingRefundsMinor,
    /** Every ledger row of the order, oldest first; flagged rows are listed but count in no figure, with their resolution once resolved. */
    ledger: ledgerRows.map(({ row, tierLabel, resolvedBy, resolutionNote, resolvedAt }) => ({ ...row, tierLabel, resolution: resolvedBy !== null && resolvedAt !== null ? { by: resolvedBy, note: resolutionNote ?? "", at: resolvedAt } : null })),
    /** What each line was paid: with the order, and each upgrade of it. */
    lineMoney: lineMoneyOf,
    /** What a new refund or credit may still give back: the ledger's left per payment, less refunds on their way (the actions' own number). */
    refundableMinor: found.order.status === "paid" ? orderMoney.leftMinor : 0,
  };
}

export type OrderDetails = NonNullable<Awaited<ReturnType<typeof getOrderDetails>>>;
