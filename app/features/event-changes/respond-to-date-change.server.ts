import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { credits, dateChangeResponses, orders } from "~/db/schema";
import { decideDateChangeAnswer, type DateChangeChoice } from "~/domain/date-change-answer";
import { recordAudit } from "~/features/admin/record-audit.server";
import type { EmailContext } from "~/features/email/types";
import { issueOrderCredit } from "~/features/payments/payments.server";

export type RespondToDateChangeResult =
  | { ok: true; choice: DateChangeChoice; repeated: boolean; creditCode: string | null }
  | { ok: false; reason: "not_found" | "past_deadline" | "credit_final" | "not_sent" | "order_closed" };

/**
 * Record a buyer's answer to a date change, under their response row's lock: "keep" leaves the order
 * as it is; "credit" gives its paid amount back as a non-expiring credit through the back office's
 * credit operation (keyed by the response, so it is issued once) and closes the order. The same
 * answer again is answered as before; the rules for changing it are in ~/domain/date-change-answer.
 */
export async function respondToDateChange(options: { db: Db; mail: EmailContext; responseId: number; choice: DateChangeChoice; now: Date }): Promise<RespondToDateChangeResult> {
  const { responseId, choice, now } = options;
  return options.db.transaction(async (tx): Promise<RespondToDateChangeResult> => {
    const [row] = await tx.select().from(dateChangeResponses).where(eq(dateChangeResponses.id, responseId)).for("update");
    if (!row) return { ok: false, reason: "not_found" };
    const decision = decideDateChangeAnswer({ current: row.choice, answer: choice, respondBy: row.respondBy, now });
    if (!decision.ok) return decision;
    if (decision.action === "repeat") return { ok: true, choice, repeated: true, creditCode: await creditCode(tx, row.creditId) };
    const [order] = await tx.select({ number: orders.number, status: orders.status }).from(orders).where(eq(orders.id, row.orderId));
    if (!order || order.status !== "paid") return { ok: false, reason: "order_closed" };
    const actor = { userId: null, email: row.buyerEmail };
    let creditId: number | null = null;
    let code: string | null = null;
    if (choice === "credit") {
      const issued = await issueOrderCredit({ db: tx, mail: options.mail, number: order.number, amountMinor: "rest", note: "Date change: the buyer chose a credit", idempotencyKey: `date-change:${row.id}`, actor, now });
      if (!issued.ok) return { ok: false, reason: "order_closed" };
      creditId = issued.creditId;
      code = issued.code;
    }
    await tx.update(dateChangeResponses).set({ choice, answeredAt: now, creditId }).where(eq(dateChangeResponses.id, row.id));
    await recordAudit({ db: tx, actor, action: "event.date_change_answer", target: order.number, details: { responseId: row.id, dateChangeId: row.dateChangeId, before: { choice: row.choice }, after: { choice, creditId } }, now });
    return { ok: true, choice, repeated: false, creditCode: code };
  });
}

async function creditCode(db: Db, creditId: number | null): Promise<string | null> {
  if (creditId === null) return null;
  const [credit] = await db.select({ code: credits.code }).from(credits).where(eq(credits.id, creditId));
  return credit?.code ?? null;
}
