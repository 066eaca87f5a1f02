import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import type { PageConfigInput } from "~/domain/page-config";
import { TIER_FAMILIES } from "~/domain/tiers";
import { oneOf } from "./one-of";

export const venues = pgTable("venues", {
  id: serial().primaryKey(),
  /** Stable key the seed file uses to refer to a venue. */
  key: text().notNull().unique(),
  name: text().notNull(),
  address: text(),
  /** Extra directions shown with the schedule (e.g. entrance at the back). */
  notes: text(),
});

export const tiers = pgTable(
  "tiers",
  {
    key: text().primaryKey(),
    label: text().notNull(),
    /** What kind of ticket it is (~/domain/tiers): pages pick tiers by it, never by the key's spelling. */
    family: text({ enum: TIER_FAMILIES }).notNull(),
    basePriceMinor: integer().notNull(),
    billing: text({ enum: ["one_time", "monthly"] }).notNull().default("one_time"),
    /** A monthly tier's cohort start (its first period); null or past: a subscription starts on purchase. A later cohort is a new tier row. */
    subscriptionStartsOn: date({ mode: "string" }),
    /** Months a monthly tier's subscriber pays before a cancel can take effect. */
    minimumTermMonths: integer().notNull().default(0),
    isVirtual: boolean().notNull().default(false),
    description: text(),
    note: text(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    check("tiers_base_price_nonnegative", sql`${t.basePriceMinor} >= 0`),
    check("tiers_minimum_term", sql`${t.minimumTermMonths} between 0 and 36`),
    oneOf("tiers_billing", t.billing), oneOf("tiers_family", t.family)],
);

export const events = pgTable(
  "events",
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    kind: text({ enum: ["intensive", "masterclass", "virtual"] }).notNull().default("intensive"),
    /** Display name, e.g. 'Buford, GA'. */
    cityName: text().notNull(),
    dateText: text().notNull(),
    /** First day; null while the date is to be determined. */
    startsOn: date({ mode: "string" }),
    /** Last day of a multi-day event. */
    endsOn: date({ mode: "string" }),
    /** The zone in which the dates are judged (upcoming, countdowns). */
    timeZone: text().notNull().default("America/Los_Angeles"),
    venueId: integer().references(() => venues.id, { onDelete: "set null" }),
    currency: text({ enum: ["USD", "GBP", "CAD"] }).notNull().default("USD"),
    hasPage: boolean().notNull().default(true),
    listedOnTour: boolean().notNull().default(false),
    isCancelled: boolean().notNull().default(false),
    isMasterclass: boolean().notNull().default(false),
    /** The week-before and day-before reminder emails to its buyers (features/reminders); the team turns them off per event. */
    remindersEnabled: boolean().notNull().default(true),
    /** What to bring on the day, one line each, as the reminder emails list it; empty: the site's general list. */
    whatToBring: text().array().notNull().default(sql`'{}'::text[]`),
    /** Raised by every save of the events editor (the event, its offers, its pools): a save made at an older version is refused. */
    version: integer().notNull().default(1),
    page: jsonb().$type<PageConfigInput>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_tour_idx").on(t.listedOnTour, t.startsOn),
    // Offers reference (id, currency), so an offer's currency is always its event's.
    unique("events_id_currency").on(t.id, t.currency),
    check("events_dates_ordered", sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
    oneOf("events_kind", t.kind),
    oneOf("events_currency", t.currency),
  ],
);

/**
 * Seat pools: the rooms an event's offers draw seats from. Offers that share a room share one pool,
 * so its capacity is counted once. A null capacity means unlimited.
 */
export const seatPools = pgTable(
  "seat_pools",
  {
    id: serial().primaryKey(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** Stable key within the event, e.g. 'audition' or 'main_room'. */
    key: text().notNull(),
    capacity: integer(),
  },
  (t) => [
    unique("seat_pools_event_key").on(t.eventId, t.key),
    check("seat_pools_capacity_positive", sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

/**
 * What an event sells: one row per event and tier, priced in the event's own currency (enforced by the
 * foreign key on event and currency). The page configuration only says how offers are shown; checkout
 * reads this table and nothing else. Rules between tiers are data here, never branches in code.
 */
export const offers = pgTable(
  "offers",
  {
    id: serial().primaryKey(),
    eventId: integer().notNull(),
    tierKey: text()
      .notNull()
      .references(() => tiers.key, { onDelete: "restrict" }),
    priceMinor: integer().notNull(),
    currency: text({ enum: ["USD", "GBP", "CAD"] }).notNull(),
    /** The regular price 'save' copy compares with (e.g. a VIP upgrade against the usual Pro Track). */
    compareAtMinor: integer(),
    /** Sold through the cart; false for seats taken by a form (the free audition). */
    inCart: boolean().notNull().default(true),
    salesStartAt: timestamp({ withTimezone: true }),
    salesEndAt: timestamp({ withTimezone: true }),
    maxPerOrder: integer().notNull().default(10),
    poolId: integer().references(() => seatPools.id, { onDelete: "set null" }),
    /** The team closes an offer by hand, whatever the seat count says. */
    soldOut: boolean().notNull().default(false),
    /** Can only be bought together with at least one of these tiers of the same event. */
    requiresOneOf: text().array().notNull().default(sql`'{}'::text[]`),
    /** Cannot be bought together with these tiers. */
    excludes: text().array().notNull().default(sql`'{}'::text[]`),
    /** Before checkout, point a buyer who has this tier at that one (once). */
    suggestsBeforeCheckout: text(),
    /** Before checkout, offer to swap this tier for that one. */
    upgradeToTier: text(),
    /** What the upgrade costs a ticket holder, shown in its copy ('$240 more'). */
    upgradePriceMinor: integer(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    unique("offers_event_tier").on(t.eventId, t.tierKey),
    foreignKey({ name: "offers_event_currency_fk", columns: [t.eventId, t.currency], foreignColumns: [events.id, events.currency] })
      .onDelete("cascade")
      .onUpdate("restrict"),
    check("offers_price_nonnegative", sql`${t.priceMinor} >= 0`),
    check("offers_compare_at_positive", sql`${t.compareAtMinor} is null or ${t.compareAtMinor} > 0`),
    check("offers_max_per_order", sql`${t.maxPerOrder} between 1 and 100`),
    check("offers_sales_window", sql`${t.salesEndAt} is null or ${t.salesStartAt} is null or ${t.salesEndAt} > ${t.salesStartAt}`),
    check(
      "offers_upgrade_complete",
      sql`(${t.upgradeToTier} is null) = (${t.upgradePriceMinor} is null) and (${t.upgradePriceMinor} is null or ${t.upgradePriceMinor} > 0)`,
    ),
    oneOf("offers_currency", t.currency),
  ],
);

/** Discount codes: redeemed in the cart, re-validated on every quote by the server. */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial().primaryKey(),
    /** Stored trimmed and upper-cased, as buyers' input is normalised. */
    code: text().notNull().unique(),
    discountType: text({ enum: ["percentage", "fixed"] }).notNull(),
    /** Whole percent for percentage codes. */
    percentOff: integer(),
    /** Minor units for fixed codes, in `currency`. */
    amountMinor: integer(),
    currency: text({ enum: ["USD", "GBP", "CAD"] }),
    /** Tier keys the code applies to; empty means every tier in the cart. */
    eligibleTiers: text().array().notNull().default(sql`'{}'::text[]`),
    /** The one event (city) the code is valid for; null for every event. */
    eventId: integer().references(() => events.id, { onDelete: "cascade" }),
    customerTag: text(),
    description: text().notNull().default(""),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    maxUses: integer(),
    /** Counted when an order is paid. */
    usesCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    /** Shown as the event's early-bird banner while it runs. */
    isEarlyBird: boolean().notNull().default(false),
    /**
     * The order a code was issued for (the free month of Acting for Dancers a paid order brings), so its
     * withdrawal on a full refund finds it whatever the team wrote in its description. Null for codes the
     * team made. Not a foreign key: an order is never removed while its code matters.
     */
    issuedForOrderId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("discount_codes_normalised", sql`${t.code} = upper(btrim(${t.code})) and length(${t.code}) between 1 and 40`),
    check(
      "discount_codes_value",
      sql`(${t.discountType} = 'percentage' and ${t.percentOff} between 1 and 100 and ${t.amountMinor} is null and ${t.currency} is null)
        or (${t.discountType} = 'fixed' and ${t.amountMinor} > 0 and ${t.currency} is not null and ${t.percentOff} is null)`,
    ),
    check("discount_codes_uses", sql`${t.usesCount} >= 0 and (${t.maxUses} is null or ${t.maxUses} > 0)`),
    check("discount_codes_window", sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    oneOf("discount_codes_discount_type", t.discountType),
    oneOf("discount_codes_currency", t.currency),
  ],
);

/** Opportunity pages (skeleton crew, shadowing): data, so a new opportunity is a row. */
export const opportunities = pgTable("opportunities", {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  kind: text({ enum: ["skeleton_crew", "shadowing"] }).notNull(),
  title: text().notNull(),
  summary: text().notNull(),
  details: jsonb().$type<string[]>().notNull().default([]),
  isOpen: boolean().notNull().default(true),
}, (t) => [oneOf("opportunities_kind", t.kind)]);
