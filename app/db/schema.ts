import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type { PageConfigInput } from "~/features/catalog/page-config";

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
    basePriceMinor: integer().notNull(),
    billing: text({ enum: ["one_time", "monthly"] }).notNull().default("one_time"),
    isVirtual: boolean().notNull().default(false),
    description: text(),
    note: text(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [check("tiers_base_price_nonnegative", sql`${t.basePriceMinor} >= 0`)],
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
    /** Applied to base prices of tiers without an event price, in basis points. */
    priceMultiplierBp: integer().notNull().default(10000),
    /** Seats for the whole event; null means unlimited. */
    capacity: integer(),
    hasPage: boolean().notNull().default(true),
    listedOnTour: boolean().notNull().default(false),
    isCancelled: boolean().notNull().default(false),
    isMasterclass: boolean().notNull().default(false),
    page: jsonb().$type<PageConfigInput>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_tour_idx").on(t.listedOnTour, t.startsOn),
    check("events_capacity_positive", sql`${t.capacity} is null or ${t.capacity} > 0`),
    check("events_multiplier_positive", sql`${t.priceMultiplierBp} > 0`),
    check("events_dates_ordered", sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** Prices an event sets itself; tiers without a row fall back to base × the event's multiplier. */
export const eventPrices = pgTable(
  "event_prices",
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    tierKey: text()
      .notNull()
      .references(() => tiers.key, { onDelete: "cascade" }),
    amountMinor: integer().notNull(),
    currency: text({ enum: ["USD", "GBP", "CAD"] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.tierKey] }),
    check("event_prices_nonnegative", sql`${t.amountMinor} >= 0`),
  ],
);

/**
 * Seats per tier of an event. No row, or a null capacity, means the tier is not limited; soldOut lets
 * the team close a tier by hand whatever the count says.
 */
export const eventTierSeats = pgTable(
  "event_tier_seats",
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    tierKey: text()
      .notNull()
      .references(() => tiers.key, { onDelete: "cascade" }),
    capacity: integer(),
    soldOut: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.tierKey] }),
    check("event_tier_seats_capacity_positive", sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

/** Free audition registrations: one table for every event, keyed by event and age group. */
export const auditionRegistrations = pgTable(
  "audition_registrations",
  {
    id: serial().primaryKey(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    ageGroup: text({ enum: ["12_and_under", "13_and_up"] }).notNull(),
    fullName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    age: integer().notNull(),
    parentName: text(),
    /** The consent statement the registrant agreed to, as shown. */
    consentText: text().notNull(),
    danceClipUrl: text(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("audition_registrations_event_email").on(t.eventId, t.email),
    index("audition_registrations_event_group_idx").on(t.eventId, t.ageGroup, t.createdAt),
    check("audition_registrations_age", sql`${t.age} between 5 and 99`),
    check("audition_registrations_minor_parent", sql`${t.age} >= 18 or ${t.parentName} is not null`),
  ],
);

/** Waitlist sign-ups: once per email and event (event null: the tour as a whole). */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    eventId: integer().references(() => events.id, { onDelete: "cascade" }),
    tierKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("waitlist_email_event").on(t.email, t.eventId).nullsNotDistinct()],
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
});

/** Applications and submissions from the public forms other than auditions and the waitlist. */
export const submissions = pgTable(
  "submissions",
  {
    id: serial().primaryKey(),
    kind: text({ enum: ["scholarship", "talent", "audition_video", "demo_reel", "opportunity"] }).notNull(),
    eventId: integer().references(() => events.id, { onDelete: "set null" }),
    opportunityId: integer().references(() => opportunities.id, { onDelete: "set null" }),
    fullName: text().notNull(),
    email: text().notNull(),
    age: integer(),
    parentName: text(),
    /** The rest of the form, validated by the form's schema. */
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("submissions_kind_idx").on(t.kind, t.createdAt),
    check("submissions_minor_parent", sql`${t.age} is null or ${t.age} >= 18 or ${t.parentName} is not null`),
  ],
);

/** Every email goes through here: a mail server outage delays a message, never loses it. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial().primaryKey(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    template: text().notNull(),
    status: text({ enum: ["pending", "sending", "sent", "failed"] }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/** Fixed-window counters for the public forms' rate limit, shared by every server process. */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_windows_start_idx").on(t.windowStart)],
);
