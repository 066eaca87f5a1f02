import { formatMoney, isCurrencyCode } from "~/domain/money";
import { readOrderAttention, SYSTEM_RESOLUTIONS, type OrderAttention, type ReportedMoney, type SystemResolution, type UpgradeRefusal } from "~/domain/order-attention";
import type { LatePaymentCause } from "~/domain/payment-problem";
import { cancellationRefundProblemWords } from "./event-changes";

/** What a provider says it took, in words: a currency the site does not sell in is shown as the provider gave it. */
const paid = ({ amountMinor, currency }: ReportedMoney) => (isCurrencyCode(currency) ? formatMoney({ amountMinor, currency }) : `${amountMinor} ${currency}`);

function upgradeWhy(why: UpgradeRefusal, payment: ReportedMoney): string {
  switch (why.refusal) {
    case "amount":
      return `it paid ${paid(payment)}, not the ${paid(why.asked)} asked`;
    case "order_closed":
      return "the ticket can no longer be upgraded (order refunded or cancelled, or the event cancelled)";
    case "used":
      return "its link had already upgraded the ticket";
    case "sold_out":
      return "no seat was left at the higher tier";
    case "not_upgradeable":
      return "the ticket can no longer be upgraded";
  }
}

function lateCause(cause: LatePaymentCause): string {
  switch (cause.kind) {
    case "seats_gone":
      return "its seats were taken meanwhile";
    case "code_used_up":
      return `code ${cause.code} had no use left`;
    case "credit_used_up":
      return `credit ${cause.code} no longer covered it`;
  }
}

/** The team's words for why an order needs attention (the overview's list, the order page). */
export function orderAttentionText(flag: OrderAttention): string {
  switch (flag.reason) {
    case "upgrade_payment_refused":
    case "upgrade_payment_refunded":
    case "upgrade_payment_not_refunded": {
      const head = `An upgrade payment of ${paid(flag.paid)} (Stripe ${flag.paymentRef}) arrived when it could not be applied: ${upgradeWhy(flag.why, flag.paid)}.`;
      if (flag.reason === "upgrade_payment_refused") return `${head} Refunding it.`;
      if (flag.reason === "upgrade_payment_refunded") return `${head} It was refunded automatically, and the buyer was emailed.`;
      return `${head} It was not refunded automatically (${flag.error}): refund it by hand.`;
    }
    case "date_change_refund_failed": {
      const why = flag.cause === "provider_failed" ? `the provider refused: ${flag.error ?? ""}` : flag.cause === "no_payment" ? "no payment to refund" : "no money left to refund (paid by a credit?)";
      return `Date change: the buyer asked for a full refund in time; ${why}`;
    }
    case "cancellation_refund_failed":
      return `Event cancelled, refund not made: ${flag.problem ? cancellationRefundProblemWords(flag.problem) : (flag.error ?? "unknown")}`;
    case "provider_refund_failed":
      return `Stripe could not refund ${paid(flag.amount)}${flag.failureReason ? ` (${flag.failureReason})` : ""}: refund it another way.`;
    case "dispute_opened":
      return `Dispute opened in Stripe (${flag.disputeReason.replaceAll("_", " ")}) for ${paid(flag.amount)}: answer it in Stripe's dashboard.`;
    case "money_out_misfit": {
      const why = flag.misfit === "currency_mismatch" ? `in another currency than the order's ${flag.orderCurrency}` : `more than the ${paid(flag.left)} left of what it paid`;
      return `Stripe reported a ${flag.kind} of ${paid(flag.amount)} (${flag.providerRef}), ${why}: not counted as given back. Check it in Stripe's dashboard.`;
    }
    case "late_payment_refund_failed":
      return `Late payment could not be refunded automatically (${flag.error}): refund it by hand.`;
    case "late_payment_refund_pending":
      return `Paid after its hold lapsed and ${lateCause(flag.cause)}: refund pending.`;
    case "payment_mismatch":
      return `A payment of ${paid(flag.paid)} arrived for the order's ${paid(flag.expected)}: not applied. Check it in the provider's dashboard.`;
  }
}

const RESOLUTION_WORDS: Record<SystemResolution, string> = {
  superseded: "superseded by a newer item",
  refunded_automatically: "refunded automatically",
  paid_by_matching_payment: "a matching payment paid the order",
};

/** How an item was settled, in the team's words: a person's own words (and older rows) are shown as stored. */
export function attentionResolutionWords(resolution: string): string {
  return (SYSTEM_RESOLUTIONS as readonly string[]).includes(resolution) ? RESOLUTION_WORDS[resolution as SystemResolution] : resolution;
}

/** A stored `order_attention` row in the team's words: a sentence from before the codes is shown as stored. */
export function orderAttentionWords(row: { reason: string; data: Record<string, unknown> | null }): string {
  const read = readOrderAttention(row);
  return "sentence" in read ? read.sentence : orderAttentionText(read.coded);
}
