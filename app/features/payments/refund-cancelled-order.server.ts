import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { eventCancellationRefunds, orders } from "~/db/schema";
import type { CancellationRefundProblem } from "~/domain/cancellation-refund-problem";
import type { AuditActor } from "~/features/admin/record-audit.server";
import { raiseOrderAttention } from "~/features/checkout/checkout.server";
import type { PaymentProvider } from "./payment-provider";
import { closePaidOrder } from "./settle-refund.server";
import type { EmailContext } from "~/features/email/types";
import { refundOrder } from "./refund-order.server";

type RefundRow = typeof eventCancellationRefunds.$inferSelect;
/** Where a cancelled event's refund of one order stands (the job's progress counts each). */
type RefundStatus = RefundRow["status"];

/**
 * ok: refunded, or sent and the provider confirming. Otherwise why not: nothing to refund, left to the
 * team (the order flagged), or refused and tried again later. `status` is the row's, after this
 * (another worker's, if it recorded first).
 */
export type RefundCancelledOrderResult =
  | { ok: true; status: RefundStatus }
  | { ok: false; reason: "nothing_to_refund" | "flagged_for_team" | "retry_later"; status: RefundStatus };

const REASON_OF: Record<Exclude<RefundStatus, "refunded" | "awaiting_provider">, Extract<RefundCancelledOrderResult, { ok: false }>["reason"]> = {
  skipped: "nothing_to_refund",
  attention: "flagged_for_team",
  pending: "retry_later",
};

/**
 * One paid order of a cancelled event refunded in full through its provider, and where it stands
 * recorded on its row. The idempotency key names the row's attempt: a re-run after a crash repeats the
 * same request (the refund row and the provider's key make it one refund), while a retry after the
 * provider refused is a new request. After `tries` refusals, or on the job's last attempt, the
 * order is flagged for the team instead.
 */
export async function refundCancelledOrder(options: {
  db: Db;
  provider: PaymentProvider;
  mail: EmailContext;
  row: RefundRow;
  actor: AuditActor;
  lastTry: boolean;
  /** Refusals before the order is flagged for the team instead. */
  tries: number;
  now: Date;
}): Promise<RefundCancelledOrderResult> {
  const { db, provider, row, now } = options;
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  if (!order) return record(db, row, { status: "skipped", problem: { kind: "order_deleted" } }, now);
  if (order.provider !== provider.name) return record(db, row, { status: "attention", problem: { kind: "other_provider", provider: order.provider } }, now);
  const result = await refundOrder({
    db,
    provider,
    mail: options.mail,
    number: order.number,
    amountMinor: "rest",
    reason: { code: "event_cancelled" },
    idempotencyKey: `event-cancel:${row.cancellationId}:${row.orderId}:${row.attempts}`,
    actor: options.actor,
    now,
  });
  if (result.ok) return record(db, row, { status: result.settled ? "refunded" : "awaiting_provider", problem: null }, now);
  switch (result.reason) {
    case "no_order":
      return record(db, row, { status: "skipped", problem: { kind: "order_deleted" } }, now);
    case "not_paid":
      return record(db, row, { status: "skipped", problem: { kind: "not_paid" } }, now);
    case "no_payment":
      return record(db, row, { status: "attention", problem: { kind: "no_payment" } }, now);
    case "over_refundable":
      // Nothing left in money (a credit paid it, or credits were issued): close it so its credit goes back.
      if (result.leftMinor === 0) {
        const closed = await db.transaction(async (tx) => {
          const [locked] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for("update");
          return locked ? closePaidOrder(tx, { orderId: locked.id, codes: locked.codes, status: "refunded", now }) : false;
        });
        return record(db, row, { status: closed ? "refunded" : "skipped", problem: closed ? null : { kind: "nothing_left" } }, now);
      }
      return record(db, row, { status: "attention", problem: { kind: "over_refundable" } }, now);
    case "provider_failed": {
      const giveUp = options.lastTry || row.attempts + 1 >= options.tries;
      return record(db, row, { status: giveUp ? "attention" : "pending", problem: { kind: "provider_refused", error: result.message.slice(0, 500) }, nextAttempt: true }, now);
    }
    default:
      return result satisfies never;
  }
}

async function record(db: Db, row: RefundRow, settled: { status: RefundStatus; problem: CancellationRefundProblem | null; nextAttempt?: boolean }, now: Date): Promise<RefundCancelledOrderResult> {
  const status = await db.transaction(async (tx) => {
    const updated = await tx
      .update(eventCancellationRefunds)
      .set({ status: settled.status, problem: settled.problem, attempts: settled.nextAttempt ? row.attempts + 1 : row.attempts, updatedAt: now })
      .where(and(eq(eventCancellationRefunds.cancellationId, row.cancellationId), eq(eventCancellationRefunds.orderId, row.orderId), eq(eventCancellationRefunds.attempts, row.attempts), eq(eventCancellationRefunds.status, "pending")))
      .returning({ status: eventCancellationRefunds.status });
    if (updated.length === 0) {
      // Another worker recorded it first (a hung worker woke after its lease was taken): theirs stands.
      const [current] = await tx.select({ status: eventCancellationRefunds.status }).from(eventCancellationRefunds).where(and(eq(eventCancellationRefunds.cancellationId, row.cancellationId), eq(eventCancellationRefunds.orderId, row.orderId)));
      return current?.status ?? settled.status;
    }
    if (settled.status === "attention") await raiseOrderAttention(tx, { orderId: row.orderId, flag: { reason: "cancellation_refund_failed", problem: settled.problem }, now });
    return settled.status;
  });
  return status === "refunded" || status === "awaiting_provider" ? { ok: true, status } : { ok: false, reason: REASON_OF[status], status };
}
