import { index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { events } from "./catalog";
import { oneOf } from "./one-of";
import { orders } from "./orders";

/** Waitlist sign-ups: once per email, event (null: the tour as a whole) and tier (null: any). */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    eventId: integer().references(() => events.id, { onDelete: "cascade" }),
    tierKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("waitlist_email_event_tier").on(t.email, t.eventId, t.tierKey).nullsNotDistinct()],
);

/**
 * A seat that freed up, held for the next person on that tier's waitlist until `expiresAt`. While
 * open it counts as a taken seat of the tier's pool; the order placed with its token takes it over.
 * One offer per waitlist entry: a lapsed offer passes the seat to the next person.
 */
export const waitlistOffers = pgTable(
  "waitlist_offers",
  {
    id: serial().primaryKey(),
    token: text().notNull().unique(),
    waitlistEntryId: integer()
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    tierKey: text().notNull(),
    status: text({ enum: ["open", "claimed", "lapsed"] }).notNull().default("open"),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("waitlist_offers_entry").on(t.waitlistEntryId), index("waitlist_offers_event_idx").on(t.eventId, t.tierKey, t.status, t.expiresAt), oneOf("waitlist_offers_status", t.status)],
);
