import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { subscriptionPayments, subscriptions } from "~/db/schema";
import type { CurrencyCode } from "~/domain/money";
import { cancelTakesEffectAt, nextCharge } from "~/domain/subscription-schedule";

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
  attention: string | null;
  attentionRaisedAt: Date | null;
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
  failureMessage: string | null;
}

export interface AdminSubscriptions {
  rows: AdminSubscriptionRow[];
  /** Monthly recurring revenue in minor units per currency: live subscriptions not set to end. */
  mrr: Array<{ currency: CurrencyCode; amountMinor: number; count: number }>;
  failed: AdminFailedPayment[];
}

/** The team's view of every subscription: state, monthly recurring revenue per currency, failed payments. */
export async function listSubscriptionsAdmin(options: { db: Db; limit?: number }): Promise<AdminSubscriptions> {
  const { db, limit = 500 } = options;
  const all = await db.select().from(subscriptions).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id)).limit(limit);
  const rows = all
    .filter((s) => s.status !== "incomplete" || s.attention !== null)
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
        attentionRaisedAt: s.attentionRaisedAt,
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
    failed: failedRows.map(({ p, s }) => ({
      subscriptionId: p.subscriptionId,
      buyerEmail: s.buyerEmail,
      tierLabel: s.tierLabel,
      periodStart: p.periodStart,
      amountMinor: p.amountMinor,
      currency: p.currency,
      attempts: p.attempts,
      lastTryAt: p.updatedAt,
      failureMessage: p.failureMessage,
    })),
  };
}
