import { subscriptionCopy } from "~/content/subscriptions";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import { cancelTakesEffectAt, nextCharge, planSubscription } from "~/domain/subscription-schedule";
import { formatDay, scheduleSentence } from "./subscription-format";
import type { SubscriptionView } from "./types";

interface Row {
  id: number;
  token: string;
  tierLabel: string;
  status: SubscriptionView["status"];
  currency: CurrencyCode;
  priceMinor: number;
  startsAt: Date;
  minimumTermEndsAt: Date;
  currentPeriodEnd: Date;
  endsAt: Date | null;
  nextAttemptAt: Date | null;
  cardLast4: string | null;
  provider: "test" | "stripe";
}

/** A subscription row as its subscriber reads it: next charge, card, and when a cancel would take effect. */
export function subscriptionView(row: Row): SubscriptionView {
  const price = formatMoney({ amountMinor: row.priceMinor, currency: row.currency });
  const months = (row.minimumTermEndsAt.getUTCFullYear() - row.startsAt.getUTCFullYear()) * 12 + (row.minimumTermEndsAt.getUTCMonth() - row.startsAt.getUTCMonth());
  const plan = planSubscription({ startsOn: row.startsAt.toISOString().slice(0, 10), minimumTermMonths: months }, row.startsAt);
  const next = nextCharge(row);
  const live = row.status === "active" || row.status === "past_due";
  const effect = live && !row.endsAt ? cancelTakesEffectAt(row) : null;
  return {
    id: row.id,
    token: row.token,
    label: row.tierLabel,
    status: row.status,
    priceText: price,
    startDay: formatDay(row.startsAt),
    schedule: scheduleSentence(plan),
    nextCharge: next ? { day: formatDay(next), amount: price } : null,
    cardLast4: row.cardLast4,
    endsDay: row.endsAt && live ? formatDay(row.endsAt) : null,
    cancelTakesEffect: effect ? { day: formatDay(effect), minimum: effect.getTime() > row.currentPeriodEnd.getTime() } : null,
    provider: row.provider,
  };
}

export const statusText = (status: SubscriptionView["status"]) => subscriptionCopy.account.status[status] ?? status;
