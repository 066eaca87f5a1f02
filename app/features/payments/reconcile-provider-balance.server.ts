import { and, eq, gte, inArray, like, lt, or } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { ledgerEntries } from "~/db/schema";
import type { Clock } from "~/domain/clock";
import type { CurrencyCode } from "~/domain/money";
import type { JobHandler } from "~/lib/jobs/types";
import type { PaymentProvider, ProviderBalanceTransaction } from "./payment-provider";
import { recordProviderFees } from "./record-provider-fees.server";

/** The daily job comparing the ledger with the provider's books (recurring, once a day, on the job runner). */
export const LEDGER_RECONCILIATION_JOB = "ledger-reconciliation";
export const LEDGER_RECONCILIATION_EVERY_MS = 24 * 60 * 60_000;
const DAY_MS = LEDGER_RECONCILIATION_EVERY_MS;

/** Ledger kinds that make up a payment's money (its charge less discounts and credits) and a refund's. */
const PAYMENT_KINDS = ["ticket_charge", "upgrade_charge", "subscription_charge", "discount", "credit_spent"] as const;
const REFUND_KINDS = ["refund", "refund_reversed"] as const;

interface LedgerGroup {
  side: "payment" | "refund";
  ref: string;
  currency: string;
  amountMinor: number;
  chargeKind: "ticket_charge" | "upgrade_charge" | "subscription_charge";
  orderId: number | null;
  upgradeId: number | null;
  subscriptionId: number | null;
}

export interface ReconciliationResult {
  compared: number;
  differences: number;
  /** Fee rows written from the provider's books this run. */
  fees: number;
  skipped?: "no_balance_transactions";
}

/**
 * The ledger against the provider's balance transactions for [from, to): each payment and refund the
 * provider recorded then must match the ledger's money under the same reference (a payment: its charge
 * less discounts and credits; a refund: its rows), and each the ledger recorded then must be in the
 * provider's books. Every difference becomes a flagged `provider_difference` row (provider's amount less
 * the ledger's, counted in no figure) for the team, once per difference and day. The provider's books
 * are read from a day earlier, since a webhook can land after midnight on a payment taken before it.
 * Disputes are not compared. Each transaction's fee is written as a `fee` row of what it paid for
 * (recordProviderFees), once. Providers that keep no books (the test card) are skipped.
 */
export async function reconcileProviderBalance(options: { db: Db; provider: PaymentProvider; from: Date; to: Date; now: Date }): Promise<ReconciliationResult> {
  const { db, provider, from, to, now } = options;
  if (!provider.listBalanceTransactions) return { compared: 0, differences: 0, fees: 0, skipped: "no_balance_transactions" };
  const books = await provider.listBalanceTransactions({ from: new Date(from.getTime() - DAY_MS), to });
  const inWindow = books.filter((b) => b.createdAt >= from && b.createdAt < to);

  const refsOfWindow = [...new Set(inWindow.flatMap((b) => b.refs))];
  const byRefs = refsOfWindow.length > 0 ? await ledgerGroups(db, inArray(ledgerEntries.providerRef, refsOfWindow)) : [];
  const ofDay = await ledgerGroups(db, and(gte(ledgerEntries.occurredAt, from), lt(ledgerEntries.occurredAt, to)));

  const key = (g: { side: string; ref: string }) => `${g.side}:${g.ref}`;
  const groups = new Map([...byRefs, ...ofDay].map((g) => [key(g), g]));
  const differences: Array<{ entryKey: string; side: "payment" | "refund"; ref: string; amountMinor: number; currency: string; group: LedgerGroup | null }> = [];
  const day = from.toISOString().slice(0, 10);

  for (const txn of inWindow) {
    const group = txn.refs.map((ref) => groups.get(key({ side: txn.kind, ref }))).find((g) => g !== undefined) ?? null;
    const ledgerMinor = group && group.currency === txn.currency ? group.amountMinor : 0;
    if (txn.amountMinor !== ledgerMinor) differences.push({ entryKey: `provider-difference:${provider.name}:${txn.id}`, side: txn.kind, ref: group?.ref ?? txn.refs[0] ?? txn.id, amountMinor: txn.amountMinor - ledgerMinor, currency: txn.currency, group });
  }
  const booked = new Set(books.flatMap((b: ProviderBalanceTransaction) => b.refs.map((ref) => key({ side: b.kind, ref }))));
  for (const group of ofDay) {
    if (group.amountMinor === 0 || booked.has(key(group))) continue;
    differences.push({ entryKey: `provider-difference:${provider.name}:${day}:${key(group)}`, side: group.side, ref: group.ref, amountMinor: -group.amountMinor, currency: group.currency, group });
  }

  if (differences.length > 0)
    await db
      .insert(ledgerEntries)
      .values(
        differences.map((d) => ({
          entryKey: d.entryKey,
          kind: d.side === "refund" ? ("refund" as const) : (d.group?.chargeKind ?? ("ticket_charge" as const)),
          amountMinor: d.amountMinor,
          currency: d.currency as CurrencyCode,
          orderId: d.group?.orderId ?? null,
          subscriptionId: d.group?.subscriptionId ?? null,
          provider: provider.name,
          providerRef: d.ref,
          actorKind: "system" as const,
          flagged: true,
          flagReason: "provider_difference" as const,
          occurredAt: now,
        })),
      )
      .onConflictDoNothing({ target: ledgerEntries.entryKey });
  const ownerOf = (txn: ProviderBalanceTransaction) => {
    const group = txn.refs.map((ref) => groups.get(key({ side: txn.kind, ref }))).find((g) => g !== undefined);
    return group ? { orderId: group.orderId, upgradeId: group.upgradeId, subscriptionId: group.subscriptionId, ref: group.ref } : null;
  };
  const fees = await recordProviderFees({ db, provider: provider.name, transactions: inWindow, ownerOf });
  return { compared: inWindow.length, differences: differences.length, fees: fees.recorded };
}

/** The ledger's payment and refund money through the provider, per reference and side: unflagged, and the flagged payments whose money did move (bought nothing, or did not fit its order or subscription). */
async function ledgerGroups(db: Db, where: ReturnType<typeof and>): Promise<LedgerGroup[]> {
  const rows = await db
    .select({ kind: ledgerEntries.kind, ref: ledgerEntries.providerRef, currency: ledgerEntries.currency, amountMinor: ledgerEntries.amountMinor, orderId: ledgerEntries.orderId, upgradeId: ledgerEntries.upgradeId, subscriptionId: ledgerEntries.subscriptionId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.provider, "stripe"), or(eq(ledgerEntries.flagged, false), eq(ledgerEntries.flagReason, "payment_not_applied"), like(ledgerEntries.entryKey, "unfit-payment:%"), like(ledgerEntries.entryKey, "subscription-unfit:%")), inArray(ledgerEntries.kind, [...PAYMENT_KINDS, ...REFUND_KINDS]), where));
  const groups = new Map<string, LedgerGroup>();
  for (const row of rows) {
    if (!row.ref) continue;
    const side = (REFUND_KINDS as readonly string[]).includes(row.kind) ? "refund" : "payment";
    const k = `${side}:${row.ref}`;
    let group = groups.get(k);
    if (!group) groups.set(k, (group = { side, ref: row.ref, currency: row.currency, amountMinor: 0, chargeKind: "ticket_charge", orderId: row.orderId, upgradeId: row.upgradeId, subscriptionId: row.subscriptionId }));
    group.amountMinor += row.amountMinor;
    if (row.kind === "upgrade_charge" || row.kind === "subscription_charge") group.chargeKind = row.kind;
  }
  return [...groups.values()];
}

/** The job: each day's slot reconciles the day before it, on the business clock's slots. */
export function createLedgerReconciliationHandler(deps: { db: Db; provider: PaymentProvider; clock: Clock; logger: Logger }): JobHandler {
  return async (job) => {
    const to = new Date(Math.floor(job.runAt.getTime() / DAY_MS) * DAY_MS);
    const result = await reconcileProviderBalance({ db: deps.db, provider: deps.provider, from: new Date(to.getTime() - DAY_MS), to, now: deps.clock.now() });
    if (result.fees > 0) deps.logger.info({ fees: result.fees }, "provider fees recorded in the ledger");
    if (result.differences > 0) deps.logger.warn({ ...result, day: new Date(to.getTime() - DAY_MS).toISOString().slice(0, 10) }, "ledger and provider differ: flagged for the team");
    return { ...result };
  };
}
