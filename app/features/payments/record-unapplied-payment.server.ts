import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ledgerEntries, ledgerFlagResolutions } from "~/db/schema";
import type { CurrencyCode } from "~/domain/money";
import { SYSTEM_RESOLVER } from "~/features/checkout/checkout.server";

/** The ledger keys of a payment that bought nothing and of its refund. */
export const unappliedPaymentKeys = {
  /** A late order payment (fulfilment marked the order refunded): `late-payment:order:<id>`. */
  order: (orderId: number) => `late-payment:order:${orderId}`,
  /** An upgrade payment that could no longer be applied: `late-payment:upgrade-checkout:<id>`. */
  upgradeCheckout: (upgradeCheckoutId: number) => `late-payment:upgrade-checkout:${upgradeCheckoutId}`,
  refund: (paymentKey: string) => `${paymentKey}:refund`,
};

/**
 * A payment that bought nothing (issue 36, reconciliation: nothing is silently dropped): the money
 * came in and goes straight back through the provider. Flagged rows (`payment_not_applied`, counted
 * in no figure): the payment as paid, written in the payment's own transaction (fulfil_order for an
 * order, applyUpgradePayment for an upgrade; writing it again later is a no-op), and, once the provider
 * refunded it, its refund; the pair is then resolved by the system with `note`, so
 * only a payment whose refund failed waits on the overview for the team. Each row once (its key), so
 * a retry that finally refunds adds the refund and the resolutions to the payment written before.
 */
export async function recordUnappliedPayment(
  tx: Db,
  payment: {
    key: string;
    kind: "ticket_charge" | "upgrade_charge";
    amountMinor: number;
    /** As paid: a flagged row keeps the provider's currency, whatever it is. */
    currency: string;
    orderId: number;
    eventId: number | null;
    tierKey?: string | null;
    provider: "test" | "stripe";
    paymentRef: string;
    buyerEmail: string | null;
    /** The provider's refund, when it went through; null while it has not. */
    refund: { providerRefundId: string | null; note: string } | null;
    now: Date;
  },
): Promise<void> {
  if (payment.amountMinor <= 0) return;
  const currency = payment.currency.toUpperCase() as CurrencyCode;
  const common = {
    currency,
    orderId: payment.orderId,
    eventId: payment.eventId,
    tierKey: payment.tierKey ?? null,
    provider: payment.provider,
    flagged: true,
    flagReason: "payment_not_applied" as const,
    occurredAt: payment.now,
  };
  const rows: Array<typeof ledgerEntries.$inferInsert> = [
    { ...common, entryKey: payment.key, kind: payment.kind, amountMinor: payment.amountMinor, providerRef: payment.paymentRef, actorKind: "buyer", actor: payment.buyerEmail },
  ];
  if (payment.refund)
    rows.push({ ...common, entryKey: unappliedPaymentKeys.refund(payment.key), kind: "refund", amountMinor: -payment.amountMinor, providerRef: payment.refund.providerRefundId ?? payment.paymentRef, actorKind: "system", actor: null });
  await tx.insert(ledgerEntries).values(rows).onConflictDoNothing({ target: ledgerEntries.entryKey });
  if (!payment.refund) return;
  const written = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.entryKey, [payment.key, unappliedPaymentKeys.refund(payment.key)]));
  await tx
    .insert(ledgerFlagResolutions)
    .values(written.map((row) => ({ ledgerEntryId: row.id, resolvedBy: SYSTEM_RESOLVER, note: payment.refund!.note, resolvedAt: payment.now })))
    .onConflictDoNothing({ target: ledgerFlagResolutions.ledgerEntryId });
}
