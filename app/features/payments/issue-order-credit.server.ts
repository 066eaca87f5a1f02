import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { credits, events, orders, refunds } from "~/db/schema";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import { closePaidOrder, creditedFrom, upgradesPaidMinor } from "./settle-refund.server";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { newCreditCode } from "./new-credit-code.server";
import { ledgerGivenBackInFull, readOrderMoney } from "./read-order-money.server";
import { renderCreditNotice } from "./order-credit-emails.server";

export type IssueOrderCreditResult =
  | { ok: true; creditId: number; code: string; amountMinor: number; currency: CurrencyCode; orderCancelled: boolean; repeated: boolean }
  | { ok: false; reason: "no_order" | "not_paid" | "key_used_elsewhere" }
  | { ok: false; reason: "over_creditable"; leftMinor: number; currency: CurrencyCode };

/**
 * Give a paid order's money back as a credit instead of a refund (spec section 9: "a non-expiring
 * credit for any city or date"), in full (`"rest"`) or in part: a `credits` row held by the buyer's
 * email in the order's currency with a fresh `CR-XXXX-XXXX` code. Never more than what the ledger
 * says is left (paid less refunds, chargebacks and credits already issued from it) less refunds on
 * their way, the order page's "up to" (`readOrderMoney`). The key comes from the form the admin saw, so a double
 * click is one credit. When refunds and credits together reach what was paid, the order is cancelled
 * as a whole refund would refund it (decision 0028). Audited, and the buyer is emailed once.
 */
export async function issueOrderCredit(options: {
  db: Db;
  mail: EmailContext;
  number: string;
  amountMinor: number | "rest";
  note: string;
  idempotencyKey: string;
  actor: AuditActor;
  now: Date;
}): Promise<IssueOrderCreditResult> {
  const { db, actor, now } = options;
  const code = newCreditCode();
  return db.transaction(async (tx): Promise<IssueOrderCreditResult> => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, options.number)).for("update");
    if (!order) return { ok: false, reason: "no_order" };
    const [earlier] = await tx.select().from(credits).where(eq(credits.idempotencyKey, options.idempotencyKey));
    if (earlier && earlier.sourceOrderId !== order.id) return { ok: false, reason: "key_used_elsewhere" };
    if (earlier) {
      const cancelled = order.status === "cancelled";
      return { ok: true, creditId: earlier.id, code: earlier.code, amountMinor: earlier.amountMinor, currency: earlier.currency, orderCancelled: cancelled, repeated: true };
    }
    if (order.status !== "paid") return { ok: false, reason: "not_paid" };

    const [given] = await tx
      .select({
        committed: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int`,
        succeeded: sql<number>`coalesce(sum(${refunds.amountMinor}) filter (where ${refunds.status} = 'succeeded'), 0)::int`,
      })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ["pending", "succeeded"])));
    const refundedMinor = Number(given?.committed ?? 0);
    const creditedMinor = await creditedFrom(tx, order.id);
    // Its upgrades were paid apart (decision 0035); a credit may give back that money too.
    const paidMinor = order.totalMinor + (await upgradesPaidMinor(tx, order.id));
    // What is left is the ledger's (chargebacks taken off), less refunds on their way: the order page's "up to".
    const { leftMinor } = await readOrderMoney(tx, order);
    const amountMinor = options.amountMinor === "rest" ? leftMinor : options.amountMinor;
    if (!Number.isInteger(amountMinor) || amountMinor <= 0 || amountMinor > leftMinor) return { ok: false, reason: "over_creditable", leftMinor, currency: order.currency };

    const [credit] = await tx
      .insert(credits)
      .values({
        code,
        holderEmail: order.buyerEmail,
        sourceOrderId: order.id,
        amountMinor,
        balanceMinor: amountMinor,
        currency: order.currency,
        note: options.note,
        idempotencyKey: options.idempotencyKey,
        actorUserId: actor.userId,
        actorEmail: actor.email,
        createdAt: now,
      })
      .returning();
    // Closed like a whole refund once money and credit given back reach what was paid (pending refunds close it when they settle).
    // Or, after a chargeback, when the ledger (this credit's row included) has nothing left, as the page says.
    const full = Number(given?.succeeded ?? 0) + creditedMinor + amountMinor >= paidMinor || ledgerGivenBackInFull(await readOrderMoney(tx, order));
    const orderCancelled = full && (await closePaidOrder(tx, { orderId: order.id, codes: order.codes, status: "cancelled", now }));
    await recordAudit({
      db: tx,
      actor,
      action: "order.credit_issued",
      target: order.number,
      details: {
        creditId: credit!.id,
        code: credit!.code,
        amountMinor,
        currency: order.currency,
        note: options.note,
        before: { status: order.status, creditedMinor, refundedMinor },
        after: { status: orderCancelled ? "cancelled" : order.status, creditedMinor: creditedMinor + amountMinor, refundedMinor },
      },
      now,
    });
    const [event] = await tx.select({ cityName: events.cityName }).from(events).where(eq(events.id, order.eventId));
    const notice = renderCreditNotice(
      { to: order.buyerEmail, code: credit!.code, amount: formatMoney({ amountMinor, currency: order.currency }), orderNumber: order.number, cityName: event?.cityName ?? "", full: orderCancelled },
      options.mail,
    );
    await enqueueEmails(tx, notice, `order-credit:${credit!.id}`);
    return { ok: true, creditId: credit!.id, code: credit!.code, amountMinor, currency: order.currency, orderCancelled, repeated: false };
  });
}
