import { and, desc, eq, inArray, isNotNull, sum } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ledgerEntries, subscriptionPayments, subscriptions } from "~/db/schema";
import { ledgerFigures, type LedgerFigures } from "~/domain/ledger";
import { CASH_KIND_LIST } from "~/domain/ledger-view";
import { isCurrencyCode, type CurrencyCode } from "~/domain/money";
import { cancelTakesEffectAt, nextCharge } from "~/domain/subscription-schedule";
import type { SubscriptionChargeFailure } from "~/domain/subscription-charge-failure";

export interface AdminSubscriptionRow {
  id: number;
  buyerName: string;
  buyerEmail: string;
  tierLabel: string;
  currency: CurrencyCode;
  priceMinor: number;
  status: "incomplete" | "active" | "past_due" | "cancelled" | "ended";
  provider: "test" | "stripe";
  nextChargeAt: Date | null;
  endsAt: Date | null;
  /** When a team cancel made now would take effect; null when it cannot be cancelled. */
  cancelTakesEffectAt: Date | null;
  failedAttempts: number;
  /** A Stripe payment that did not match it (another subscription's id, a wrong amount, a duplicate paid): for the team. */
  /** A reason code (subscription-attention.ts) with its data; a flag from before the codes is its sentence. Worded by the page. */
  attention: string | null;
  attentionData: Record<string, unknown> | null;
  attentionRaisedAt: Date | null;
  /** What the ledger holds for it: its periods charged, less refunds, in its currency. */
  chargedMinor: number;
}

export interface AdminFailedPayment {
  subscriptionId: number;
  buyerEmail: string;
  tierLabel: string;
  periodStart: Date;
  amountMinor: number;
  currency: CurrencyCode;
  attempts: number;
  lastTryAt: Date;
  failure: SubscriptionChargeFailure | null;
  /** Words of rows from before `failure`. */
  failureMessage: string | null;
}

export interface AdminSubscriptions {
  rows: AdminSubscriptionRow[];
  /** Monthly recurring revenue in minor units per currency: live subscriptions not set to end. */
  mrr: Array<{ currency: CurrencyCode; amountMinor: number; count: number }>;
  /** Money collected so far from every subscription, from the ledger, per currency: gross charged, refunds, net. */
  collected: LedgerFigures[];
  failed: AdminFailedPayment[];
}

/** The ledger's cash rows of subscriptions (their charges and any refunds), not flagged, summed per subscription, currency and kind. */
async function subscriptionMoney(db: Db, ids?: number[]) {
  if (ids && ids.length === 0) return [];
  return db
    .select({ subscriptionId: ledgerEntries.subscriptionId, currency: ledgerEntries.currency, kind: ledgerEntries.kind, amountMinor: sum(ledgerEntries.amountMinor).mapWith(Number) })
    .from(ledgerEntries)
    .where(and(isNotNull(ledgerEntries.subscriptionId), eq(ledgerEntries.flagged, false), inArray(ledgerEntries.kind, [...CASH_KIND_LIST]), ids ? inArray(ledgerEntries.subscriptionId, ids) : undefined))
    .groupBy(ledgerEntries.subscriptionId, ledgerEntries.currency, ledgerEntries.kind);
}

/**
 * The team's view of every subscription: state, monthly recurring revenue per currency (what the live
 * ones will charge), the money collected so far and each one's charges (from the ledger, decision
 * 0041), failed payments.
 */
export async function listSubscriptionsAdmin(options: { db: Db; limit?: number }): Promise<AdminSubscriptions> {
  const { db, limit = 500 } = options;
  const all = await db.select().from(subscriptions).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id)).limit(limit);
  const shown = all.filter((s) => s.status !== "incomplete" || s.attention !== null);
  const [perSubscription, everything] = await Promise.all([
    subscriptionMoney(
      db,
      shown.map((s) => s.id),
    ),
    subscriptionMoney(db),
  ]);
  const toAmounts = (money: Awaited<ReturnType<typeof subscriptionMoney>>) =>
    money.filter((m) => isCurrencyCode(m.currency)).map((m) => ({ kind: m.kind, amountMinor: m.amountMinor ?? 0, currency: m.currency }));
  const rows = shown
    .map((s) => {
      const live = s.status === "active" || s.status === "past_due";
      return {
        id: s.id,
        buyerName: s.buyerName,
        buyerEmail: s.buyerEmail,
        tierLabel: s.tierLabel,
        currency: s.currency,
        priceMinor: s.priceMinor,
        status: s.status,
        provider: s.provider,
        nextChargeAt: nextCharge(s),
        endsAt: s.endsAt,
        cancelTakesEffectAt: live && !s.endsAt ? cancelTakesEffectAt(s) : null,
        failedAttempts: s.failedAttempts,
        attention: s.attention,
        attentionData: s.attentionData,
        attentionRaisedAt: s.attentionRaisedAt,
        chargedMinor: ledgerFigures(toAmounts(perSubscription.filter((m) => m.subscriptionId === s.id))).find((f) => f.currency === s.currency)?.netMinor ?? 0,
      };
    });
  const totals = new Map<CurrencyCode, { amountMinor: number; count: number }>();
  for (const s of rows) {
    if ((s.status !== "active" && s.status !== "past_due") || s.endsAt) continue;
    const t = totals.get(s.currency) ?? { amountMinor: 0, count: 0 };
    totals.set(s.currency, { amountMinor: t.amountMinor + s.priceMinor, count: t.count + 1 });
  }
  const failedRows = await db
    .select({ p: subscriptionPayments, s: { buyerEmail: subscriptions.buyerEmail, tierLabel: subscriptions.tierLabel } })
    .from(subscriptionPayments)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPayments.subscriptionId))
    .where(eq(subscriptionPayments.status, "failed"))
    .orderBy(desc(subscriptionPayments.updatedAt))
    .limit(200);
  return {
    rows,
    mrr: [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, t]) => ({ currency, ...t })),
    collected: ledgerFigures(toAmounts(everything)),
    failed: failedRows.map(({ p, s }) => ({
      subscriptionId: p.subscriptionId,
      buyerEmail: s.buyerEmail,
      tierLabel: s.tierLabel,
      periodStart: p.periodStart,
      amountMinor: p.amountMinor,
      currency: p.currency,
      attempts: p.attempts,
      lastTryAt: p.updatedAt,
      failure: p.failure,
      failureMessage: p.failureMessage,
    })),
  };
}
