import type { Db } from "~/db/client.server";
import { ledgerEntries } from "~/db/schema";
import { isCurrencyCode } from "~/domain/money";
import type { PaymentProvider, ProviderBalanceTransaction } from "./payment-provider";

/** What a fee row names: the ledger money its transaction paid for, when the ledger has it. */
export interface FeeOwner {
  orderId: number | null;
  upgradeId: number | null;
  subscriptionId: number | null;
  ref: string;
}

export interface RecordProviderFeesResult {
  /** Fee rows written now (a transaction's fee is written once, whatever the number of runs). */
  recorded: number;
}

/**
 * One `fee` ledger row per balance transaction with a fee: what the provider kept for taking (or, with a
 * negative fee, gave back for returning) that money, signed as the ledger signs money going out. It
 * belongs to the order, upgrade or subscription the transaction paid for, and happened when the provider
 * booked it. A fee in a currency the site does not sell in is kept flagged, for the team to read.
 * The inverse of a fee is the provider's own: a refunded fee arrives as a negative fee on the refund's
 * transaction and is written the same way.
 */
export async function recordProviderFees(options: {
  db: Db;
  provider: PaymentProvider["name"];
  transactions: readonly ProviderBalanceTransaction[];
  ownerOf: (txn: ProviderBalanceTransaction) => FeeOwner | null;
}): Promise<RecordProviderFeesResult> {
  const values = options.transactions
    .filter((txn) => txn.feeMinor !== 0)
    .map((txn) => {
      const owner = options.ownerOf(txn);
      const currency = txn.feeCurrency.toUpperCase();
      const known = isCurrencyCode(currency);
      return {
        entryKey: `provider-fee:${options.provider}:${txn.id}`,
        kind: "fee" as const,
        amountMinor: -txn.feeMinor,
        currency: currency as "USD",
        orderId: owner?.orderId ?? null,
        upgradeId: owner?.upgradeId ?? null,
        subscriptionId: owner?.subscriptionId ?? null,
        provider: options.provider,
        providerRef: owner?.ref ?? txn.refs[0] ?? txn.id,
        actorKind: "provider" as const,
        flagged: !known,
        flagReason: known ? null : ("currency_mismatch" as const),
        occurredAt: txn.createdAt,
      };
    });
  if (values.length === 0) return { recorded: 0 };
  const written = await options.db.insert(ledgerEntries).values(values).onConflictDoNothing({ target: ledgerEntries.entryKey }).returning({ id: ledgerEntries.id });
  return { recorded: written.length };
}
