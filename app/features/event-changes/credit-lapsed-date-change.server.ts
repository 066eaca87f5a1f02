import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { dateChangeResponses, orders } from "~/db/schema";
import { dateChangeLapsed } from "~/domain/date-change-answer";
import { recordAudit } from "~/features/admin/record-audit.server";
import type { EmailContext } from "~/features/email/types";
import { issueOrderCredit } from "~/features/payments/payments.server";

export type CreditLapsedDateChangeResult =
  | { ok: true; creditId: number; repeated: boolean }
  | { ok: false; reason: "not_found" | "not_lapsed" | "order_closed" | "nothing_left" };

/** The system, as the audit log and the credit name it: nobody clicked anything. */
const SYSTEM = { userId: null, email: "system: date change deadline" };

/**
 * A ticket nobody answered for within the 48 hours becomes a credit that never expires, for any city
 * or date (the Terms; decision 0042): what is left of the order goes to the buyer as a credit through
 * `issueOrderCredit` (the ledger records it, the order closes, the buyer gets the code by email),
 * under the response row's lock and keyed by it, so it is issued once however often the job runs.
 */
export async function creditLapsedDateChange(options: { db: Db; mail: EmailContext; responseId: number; now: Date }): Promise<CreditLapsedDateChangeResult> {
  const { responseId, now } = options;
  return options.db.transaction(async (tx): Promise<CreditLapsedDateChangeResult> => {
    const [row] = await tx.select().from(dateChangeResponses).where(eq(dateChangeResponses.id, responseId)).for("update");
    if (!row) return { ok: false, reason: "not_found" };
    if (row.creditId !== null) return { ok: true, creditId: row.creditId, repeated: true };
    if (!dateChangeLapsed({ current: row.choice, respondBy: row.respondBy, now })) return { ok: false, reason: "not_lapsed" };
    const [order] = await tx.select({ number: orders.number, status: orders.status }).from(orders).where(eq(orders.id, row.orderId));
    if (!order || order.status !== "paid") return { ok: false, reason: "order_closed" };
    const issued = await issueOrderCredit({
      db: tx,
      mail: options.mail,
      number: order.number,
      amountMinor: "rest",
      note: "Date change: no answer within 48 hours, so the ticket became a credit",
      idempotencyKey: `date-change-lapse:${row.id}`,
      actor: SYSTEM,
      now,
    });
    if (!issued.ok) return { ok: false, reason: issued.reason === "not_paid" ? "order_closed" : "nothing_left" };
    await tx.update(dateChangeResponses).set({ creditId: issued.creditId }).where(eq(dateChangeResponses.id, row.id));
    await recordAudit({ db: tx, actor: SYSTEM, action: "event.date_change_lapsed", target: order.number, details: { responseId: row.id, dateChangeId: row.dateChangeId, creditId: issued.creditId, amountMinor: issued.amountMinor, currency: issued.currency }, now });
    return { ok: true, creditId: issued.creditId, repeated: false };
  });
}
