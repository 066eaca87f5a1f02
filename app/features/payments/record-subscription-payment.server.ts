import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ledgerEntries, subscriptionPayments } from "~/db/schema";
import type { CurrencyCode } from "~/domain/money";
import type { SubscriptionChargeFailure } from "~/domain/subscription-charge-failure";

export interface SubscriptionPaymentInput {
  subscriptionId: number;
  period: { start: Date; end: Date };
  amountMinor: number;
  currency: CurrencyCode;
  /** The provider's reference for this charge (a Stripe invoice, the test provider's own id). */
  providerRef: string | null;
  now: Date;
}

/** `repeated`: the period was paid before (a retry, a redelivery) and nothing changed; otherwise this call made it paid. */
export type RecordSubscriptionChargeResult = { ok: true; repeated: boolean };

/**
 * A subscription period's charge came in (issue 36: money goes in through payments). The period's
 * payment row is unique, so a period is charged once however often this runs; the ledger's
 * `subscription_charge` row is written by the row's trigger in this same transaction. The inverse,
 * a failed attempt that leaves the period unpaid, is `recordSubscriptionChargeFailed` below.
 */
export async function recordSubscriptionCharge(tx: Db, input: SubscriptionPaymentInput): Promise<RecordSubscriptionChargeResult> {
  const { now } = input;
  const [paid] = await tx
    .insert(subscriptionPayments)
    .values({ ...row(input), status: "paid", paidAt: now })
    .onConflictDoUpdate({
      target: [subscriptionPayments.subscriptionId, subscriptionPayments.periodStart],
      set: { status: "paid", attempts: sql`${subscriptionPayments.attempts} + 1`, paidAt: now, failure: null, failureMessage: null, updatedAt: now, providerRef: sql`excluded.provider_ref` },
      setWhere: sql`${subscriptionPayments.status} <> 'paid'`,
    })
    .returning({ id: subscriptionPayments.id });
  return { ok: true, repeated: !paid };
}

/** An attempt to charge a period failed: the period stays unpaid (no ledger row), its attempts counted. */
export async function recordSubscriptionChargeFailed(tx: Db, input: SubscriptionPaymentInput & { failure: SubscriptionChargeFailure }): Promise<void> {
  await tx
    .insert(subscriptionPayments)
    .values({ ...row(input), status: "failed", failure: input.failure })
    .onConflictDoUpdate({
      target: [subscriptionPayments.subscriptionId, subscriptionPayments.periodStart],
      set: { attempts: sql`${subscriptionPayments.attempts} + 1`, failure: input.failure, failureMessage: null, updatedAt: input.now },
      setWhere: sql`${subscriptionPayments.status} <> 'paid'`,
    });
}

/**
 * A provider says a subscription was paid, but the payment does not fit it (another amount or
 * currency, or a subscription that is already closed): the money is recorded as a flagged ledger row,
 * counted in no figure and listed on the overview, instead of being marked paid or dropped.
 */
export async function recordUnfitSubscriptionPayment(
  tx: Db,
  input: {
    subscriptionId: number;
    eventId: number | null;
    tierKey: string;
    amountMinor: number;
    /** As the provider sent it. */
    currency: string;
    reason: "provider_difference" | "currency_mismatch" | "payment_not_applied";
    providerRef: string;
    buyerEmail: string;
    now: Date;
  },
): Promise<void> {
  if (input.amountMinor <= 0) return;
  await tx
    .insert(ledgerEntries)
    .values({
      entryKey: `subscription-unfit:${input.subscriptionId}:${input.providerRef}`,
      kind: "subscription_charge",
      amountMinor: input.amountMinor,
      currency: input.currency.toUpperCase() as CurrencyCode,
      subscriptionId: input.subscriptionId,
      eventId: input.eventId,
      tierKey: input.tierKey,
      quantity: 1,
      provider: "stripe",
      providerRef: input.providerRef,
      flagged: true,
      flagReason: input.reason,
      actorKind: "provider",
      actor: input.buyerEmail,
      occurredAt: input.now,
    })
    .onConflictDoNothing({ target: ledgerEntries.entryKey });
}

function row(input: SubscriptionPaymentInput) {
  return {
    subscriptionId: input.subscriptionId,
    periodStart: input.period.start,
    periodEnd: input.period.end,
    amountMinor: input.amountMinor,
    currency: input.currency,
    providerRef: input.providerRef,
    createdAt: input.now,
    updatedAt: input.now,
  };
}
