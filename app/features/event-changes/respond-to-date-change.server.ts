import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { dateChangeResponses, orders } from "~/db/schema";
import { decideDateChangeAnswer, type DateChangeChoice } from "~/domain/date-change-answer";
import { recordAudit } from "~/features/admin/record-audit.server";
import type { EmailContext } from "~/features/email/types";
import type { PaymentProvider } from "~/features/payments/payments.server";
import { refundDateChangeAnswer } from "./refund-date-change-answer.server";

export type RespondToDateChangeResult =
  | { ok: true; choice: DateChangeChoice; repeated: boolean }
  | { ok: false; reason: "not_found" | "past_deadline" | "refund_final" | "credit_final" | "not_sent" | "order_closed" | "refund_failed" };

/**
 * Record a buyer's answer to a date change (decision 0042), the deadline decided here on the
 * server's clock under the response row's lock: "keep" leaves the order as it is; "refund" is
 * recorded first (the buyer asked in time, whatever happens next), then what is left of the order
 * goes back through its provider (`refundDateChangeAnswer`, keyed by the response, so it is one
 * refund however often it is asked; the deadlines job finishes one a crash left halfway). The same
 * answer again is answered as before; the rules for changing it are in ~/domain/date-change-answer.
 */
export async function respondToDateChange(options: { db: Db; mail: EmailContext; provider: PaymentProvider; responseId: number; choice: DateChangeChoice; now: Date }): Promise<RespondToDateChangeResult> {
  const { db, responseId, choice, now } = options;
  const recorded = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(dateChangeResponses).where(eq(dateChangeResponses.id, responseId)).for("update");
    if (!row) return { ok: false, reason: "not_found" } as const;
    const decision = decideDateChangeAnswer({ current: row.choice, answer: choice, respondBy: row.respondBy, now });
    if (!decision.ok) return decision;
    const [order] = await tx.select({ id: orders.id, number: orders.number, status: orders.status }).from(orders).where(eq(orders.id, row.orderId));
    if (!order) return { ok: false, reason: "order_closed" } as const;
    const actor = { userId: null, email: row.buyerEmail };
    if (decision.action === "repeat") return { ok: true, order, actor, repeated: true } as const;
    if (order.status !== "paid") return { ok: false, reason: "order_closed" } as const;
    await tx.update(dateChangeResponses).set({ choice, answeredAt: now }).where(eq(dateChangeResponses.id, row.id));
    await recordAudit({ db: tx, actor, action: "event.date_change_answer", target: order.number, details: { responseId: row.id, dateChangeId: row.dateChangeId, before: { choice: row.choice }, after: { choice } }, now });
    return { ok: true, order, actor, repeated: false } as const;
  });
  if (!recorded.ok) return recorded;
  if (choice === "refund") {
    const { order, actor } = recorded;
    const refunded = await refundDateChangeAnswer({ db, provider: options.provider, mail: options.mail, responseId, orderId: order.id, orderNumber: order.number, actor, now });
    // A repeat on an order the refund already closed is the same answer, not a refusal.
    if (!refunded.ok && !(recorded.repeated && refunded.reason === "order_closed")) return { ok: false, reason: refunded.reason };
  }
  return { ok: true, choice, repeated: recorded.repeated };
}
