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
