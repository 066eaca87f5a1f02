import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { AUDITION_TIER } from "~/domain/tiers";
import type { ConfirmedPayment } from "~/features/payments/payments.server";
import type { LatePaymentCause } from "~/domain/payment-problem";

/** Why a confirmed payment cannot pay its order and is given back (stored in its payment problem). */
export type LateRefundReason = LatePaymentCause;

export type FulfilOrderResult =
  | { ok: true; kind: "fulfilled"; orderId: number }
  /** Already paid, or this provider event was handled before: nothing changed. */
  | { ok: true; kind: "already_done"; orderId: number | null }
  /** Its seats or a code it used were gone when it was paid: marked refunded, the caller refunds the money. */
  | { ok: false; reason: "refund_needed"; orderId: number; cause: LateRefundReason }
  /** The payment does not match the order (amount, currency) or no order has its reference: flagged for the team. */
  | { ok: false; reason: "payment_mismatch" | "no_order"; orderId: number | null };

/** fulfil_order's answer as the SQL function writes it (app/db/functions/fulfil_order.sql), plus what the server logs. */
type FulfilAnswer = (
  | { status: "fulfilled"; orderId: number }
  | { status: "already_done"; orderId: number | null }
  | { status: "refund_needed"; orderId: number; reason: LateRefundReason }
  | { status: "rejected"; orderId: number | null; reason: "payment_mismatch" | "no_order" }
) & { number?: string; cleared?: string | null };

/**
 * Turn a confirmed payment into a paid order, exactly once, in one statement (fulfil_order, migration
 * 0043): the order row is locked and the provider event recorded first (a repeat changes nothing), so
 * the webhook and the return page, or one event delivered five times, fulfil once. A lapsed hold is
 * checked under the pools', codes' and credit's locks; marking it paid, counting its codes, debiting
 * its credit, enrolling its students, recording the purchase and queuing the paid-order-extras job
 * commit together or not at all. The job renders and queues the confirmation (decision 0040), so a
 * sale's burst of payments spends its time on the payments; kick the job runner after this.
 */
export async function fulfilOrder(options: { db: Db; payment: ConfirmedPayment; now: Date; logger: Logger }): Promise<FulfilOrderResult> {
  const { db, payment, now, logger } = options;
  const paymentJson = {
    provider: payment.provider,
    event_id: payment.eventId,
    order_id: payment.orderId,
    payment_ref: payment.paymentRef,
    amount_minor: payment.amountMinor,
    currency: payment.currency,
  };
  const result = await db.execute(sql`select fulfil_order(${JSON.stringify(paymentJson)}::jsonb, ${AUDITION_TIER}::text, ${now.toISOString()}::timestamptz) as result`);
  return readFulfilment((result as unknown as { rows: Array<{ result: unknown }> }).rows[0]?.result, logger);
}

/** fulfil_order's answer (as fulfil_test_card_order passes it on too) as a result, with what the server logs. */
export function readFulfilment(value: unknown, logger: Logger): FulfilOrderResult {
  const answer = parseAnswer(value);
  if (answer.status === "rejected" && answer.orderId !== null) logger.error({ order: answer.number, reason: answer.reason }, "payment rejected");
  if (answer.status === "fulfilled" && answer.cleared) logger.warn({ order: answer.number, cleared: answer.cleared }, "order flag cleared: a matching payment paid it");
  switch (answer.status) {
    case "fulfilled":
      return { ok: true, kind: "fulfilled", orderId: answer.orderId };
    case "already_done":
      return { ok: true, kind: "already_done", orderId: answer.orderId };
    case "refund_needed":
      return { ok: false, reason: "refund_needed", orderId: answer.orderId, cause: answer.reason };
    case "rejected":
      return { ok: false, reason: answer.reason, orderId: answer.orderId };
  }
}

/** jsonb comes back parsed from PGlite and node-postgres; a driver that hands back text is parsed here. */
function parseAnswer(value: unknown): FulfilAnswer {
  const answer = (typeof value === "string" ? JSON.parse(value) : value) as FulfilAnswer | null;
  if (!answer || typeof answer !== "object" || typeof answer.status !== "string") throw new Error("fulfil_order returned nothing");
  return answer;
}
