import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ledgerEntries, type orders } from "~/db/schema";
import { orderMoney, type LedgerAmount, type LedgerFlagReason } from "~/domain/ledger";
import type { CurrencyCode } from "~/domain/money";

/** Money a provider reports moving out of an order's payment (a refund, a dispute), in its own words. */
export interface ProviderMoneyOut {
  amountMinor: number;
  currency: string;
}

/**
 * Whether money the provider says went out of an order fits it: in the order's currency, and no more
 * than what is left of what it paid (`orderMoney` of the order's ledger rows: its own payment and its
 * upgrades', less refunds, disputes and credits issued). Null when it fits, else why it does not.
 * Call under the order's row lock, so what is left does not move meanwhile.
 */
export async function misfitOfMoneyOut(tx: Db, order: Pick<typeof orders.$inferSelect, "id" | "currency">, out: ProviderMoneyOut): Promise<{ reason: LedgerFlagReason; leftMinor: number } | null> {
  const rows = await tx
    .select({ kind: ledgerEntries.kind, amountMinor: ledgerEntries.amountMinor, currency: ledgerEntries.currency, flagged: ledgerEntries.flagged })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, order.id));
  const left = orderMoney(rows as LedgerAmount[], order.currency as CurrencyCode).leftMinor;
  if (out.currency !== order.currency) return { reason: "currency_mismatch", leftMinor: left };
  if (out.amountMinor > left) return { reason: "exceeds_remaining", leftMinor: left };
  return null;
}

/**
 * A provider's money event that does not fit (another currency, more than is left, a payment no order
 * has): kept as a flagged ledger row with the provider's own amount and currency, counted in no figure,
 * shown to the team. Once per provider event (its key names the event). Returns whether it was new.
 */
export async function recordFlaggedMoney(
  tx: Db,
  row: {
    providerEventId: string;
    kind: "refund" | "dispute";
    amountMinor: number;
    currency: string;
    reason: LedgerFlagReason;
    orderId: number | null;
    upgradeId: number | null;
    eventId: number | null;
    providerRef: string;
    now: Date;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(ledgerEntries)
    .values({
      entryKey: providerEventEntryKey(row.providerEventId),
      kind: row.kind,
      amountMinor: -row.amountMinor,
      // A flagged row keeps the provider's currency, whatever it is (the table's check allows it).
      currency: row.currency as CurrencyCode,
      orderId: row.orderId,
      upgradeId: row.upgradeId,
      eventId: row.eventId,
      provider: "stripe",
      providerRef: row.providerRef,
      actorKind: "provider",
      flagged: true,
      flagReason: row.reason,
      occurredAt: row.now,
    })
    .onConflictDoNothing({ target: ledgerEntries.entryKey })
    .returning({ id: ledgerEntries.id });
  return inserted.length > 0;
}

/** The ledger key of the row one provider event writes itself (a flagged row, a dispute): one per event. */
export function providerEventEntryKey(providerEventId: string): string {
  return `stripe-event:${providerEventId}`;
}
