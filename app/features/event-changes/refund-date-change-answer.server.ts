import type { Db } from "~/db/client.server";
import type { CurrencyCode } from "~/domain/money";
import type { AuditActor } from "~/features/admin/record-audit.server";
import { raiseOrderAttention } from "~/features/checkout/checkout.server";
import type { EmailContext } from "~/features/email/types";
import { refundOrder, type PaymentProvider } from "~/features/payments/payments.server";

export type RefundDateChangeAnswerResult =
  | { ok: true; amountMinor: number; currency: CurrencyCode; settled: boolean; repeated: boolean }
  | { ok: false; reason: "order_closed" | "refund_failed" };

/** The key of a date change's refund: one per response row, so a double click, a retry or the job's backstop is one refund. */
export const DATE_CHANGE_REFUND_KEY_PREFIX = "date-change:";
export const dateChangeRefundKey = (responseId: number) => `${DATE_CHANGE_REFUND_KEY_PREFIX}${responseId}`;

/**
 * A buyer's "refund me in full" answer, carried out: what is left of the order goes back through
 * the provider that took it (`refundOrder`, so the ledger records it and the buyer gets the refund
 * notice), keyed by the response row. A refund the provider refuses, or an order with no money left
 * to refund (paid by a credit), is flagged for the team, who finish it from the order's page.
 */
export async function refundDateChangeAnswer(options: { db: Db; provider: PaymentProvider; mail: EmailContext; responseId: number; orderId: number; orderNumber: string; actor: AuditActor; now: Date }): Promise<RefundDateChangeAnswerResult> {
  const { db, now } = options;
  const result = await refundOrder({
    db,
    provider: options.provider,
    mail: options.mail,
    number: options.orderNumber,
    amountMinor: "rest",
    reason: { code: "date_change_refund" },
    idempotencyKey: dateChangeRefundKey(options.responseId),
    actor: options.actor,
    now,
  });
  if (result.ok) return { ok: true, amountMinor: result.amountMinor, currency: result.currency, settled: result.settled, repeated: result.repeated };
  switch (result.reason) {
    case "no_order":
    case "not_paid":
      return { ok: false, reason: "order_closed" };
    case "no_payment":
    case "over_refundable":
    case "provider_failed": {
      const error = result.reason === "provider_failed" ? result.message.slice(0, 500) : null;
      await raiseOrderAttention(db, { orderId: options.orderId, flag: { reason: "date_change_refund_failed", cause: result.reason, error }, now });
      return { ok: false, reason: "refund_failed" };
    }
    default:
      return result satisfies never;
  }
}
