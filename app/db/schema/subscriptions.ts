import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { events, tiers } from "./catalog";
import { oneOf } from "./one-of";
import type { SubscriptionChargeFailure } from "~/domain/subscription-charge-failure";

/**
 * Monthly subscriptions (mentorship, unlimited): sold outside the one-time cart. The price is fixed at
 * purchase from the event's offer (or the tier's base price on the virtual beta page). Periods run on
 * the business clock from `startsAt`; `minimumTermEndsAt` is the earliest a cancel can take effect.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial().primaryKey(),
    /** The unguessable reference in the buyer's links (confirmation, card update). */
    token: text().notNull().unique(),
    buyerEmail: text().notNull(),
    buyerName: text().notNull(),
    /** The account that bought it, when signed in; the account page also matches the confirmed email. */
    userId: text(),
    /** Null when bought on the virtual beta page (no event). */
    eventId: integer().references(() => events.id, { onDelete: "restrict" }),
    tierKey: text()
      .notNull()
      .references(() => tiers.key, { onDelete: "restrict" }),
    tierLabel: text().notNull(),
    currency: text({ enum: ["USD", "GBP", "CAD"] }).notNull(),
    priceMinor: integer().notNull(),
    status: text({ enum: ["incomplete", "active", "past_due", "cancelled", "ended"] }).notNull().default("incomplete"),
    provider: text({ enum: ["test", "stripe"] }).notNull(),
    providerCustomerId: text(),
    providerSubscriptionId: text().unique(),
    /** Stripe Checkout Session while the buyer pays there. */
    providerCheckoutId: text().unique(),
    /** The built-in test provider's stored card (its documented number decides each charge). */
    testCardNumber: text(),
    cardLast4: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    minimumTermEndsAt: timestamp({ withTimezone: true }).notNull(),
    currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** When the subscription stops (set with a cancel request): the end of a paid period, never before the minimum term. */
    endsAt: timestamp({ withTimezone: true }),
    /** Failed renewal attempts of the period due; the next try is `nextAttemptAt`. */
    failedAttempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    /** Card-update links signed before this are spent (a card was saved through one); null: none spent. */
    cardLinksValidAfter: timestamp({ withTimezone: true }),
    /**
     * Something the team must look at (a Stripe payment that does not match this subscription), as a
     * reason code (features/subscriptions/subscription-attention.ts) with its `attentionData`; the
     * team's page words it. Rows flagged before migration 0058 hold the sentence itself, shown as stored.
     * Null when nothing is open.
     */
    attention: text(),
    attentionData: jsonb().$type<Record<string, unknown>>(),
    attentionRaisedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_email_idx").on(sql`lower(${t.buyerEmail})`),
    index("subscriptions_due_idx").on(t.status, t.currentPeriodEnd),
    // One live subscription per address and tier: a second one is refused, even when two start at once.
    uniqueIndex("subscriptions_one_live_per_email_tier")
      .on(sql`lower(${t.buyerEmail})`, t.tierKey)
      .where(sql`${t.status} in ('active', 'past_due')`),
    check("subscriptions_price_positive", sql`${t.priceMinor} > 0`),
    check("subscriptions_periods", sql`${t.currentPeriodEnd} > ${t.currentPeriodStart} and ${t.minimumTermEndsAt} >= ${t.startsAt}`),
    oneOf("subscriptions_currency", t.currency),
    oneOf("subscriptions_status", t.status),
    oneOf("subscriptions_provider", t.provider),
  ],
);

/** One row per subscription and period: the unique key makes each period charged once, whatever retries or webhooks repeat. */
export const subscriptionPayments = pgTable(
  "subscription_payments",
  {
    id: serial().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    amountMinor: integer().notNull(),
    currency: text({ enum: ["USD", "GBP", "CAD"] }).notNull(),
    status: text({ enum: ["paid", "failed"] }).notNull(),
    attempts: integer().notNull().default(1),
    providerRef: text(),
    /** Why the last attempt failed, as a reason with its data (app/domain/subscription-charge-failure.ts). */
    failure: jsonb().$type<SubscriptionChargeFailure>(),
    /** Words of rows from before `failure` (migration 0067); no longer written. */
    failureMessage: text(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("subscription_payments_period").on(t.subscriptionId, t.periodStart),
    index("subscription_payments_status_idx").on(t.status),
    oneOf("subscription_payments_currency", t.currency),
    oneOf("subscription_payments_status", t.status),
  ],
);

/** Provider webhook events already handled for subscriptions: a redelivery is recognised and skipped. */
export const subscriptionProviderEvents = pgTable("subscription_provider_events", {
  eventId: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
