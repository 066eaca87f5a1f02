import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { events } from "./catalog";
import { jobs } from "./jobs";
import { orders } from "./orders";
import { emailOutbox } from "./email";
import { oneOf } from "./one-of";

/**
 * A checkout kept from the moment its buyer's email is known, so one that is left unpaid can be
 * followed up: what was in the cart, for whom, and which order (if any) it became. `orderId` is
 * the latest order placed from it; `recoveredOrderId` an order paid through a recovery link.
 */
export const checkoutDrafts = pgTable(
  "checkout_drafts",
  {
    id: serial().primaryKey(),
    /** The browser's checkout id: the same checkout updates one draft instead of adding rows. */
    clientKey: text().notNull().unique(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    buyerEmail: text().notNull(),
    buyerName: text(),
    lines: jsonb().$type<Array<{ tierKey: string; quantity: number }>>().notNull(),
    codes: text().array().notNull().default([]),
    /** The cart's value as the server priced it when it was kept, in `currency`'s minor units. */
    valueMinor: integer().notNull(),
    currency: text({ enum: ["USD", "GBP", "CAD"] }).notNull(),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    recoveredOrderId: integer().references(() => orders.id, { onDelete: "set null" }),
    recoveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("checkout_drafts_event_idx").on(t.eventId, t.updatedAt),
    index("checkout_drafts_email_idx").on(t.buyerEmail),
    index("checkout_drafts_updated_idx").on(t.updatedAt),
    index("checkout_drafts_order_idx").on(t.orderId),
    oneOf("checkout_drafts_currency", t.currency),
  ],
);

/** Each recovery email sent, skipped (and why) or failed, per draft: the 7-day rule reads it. */
export const recoverySends = pgTable(
  "recovery_sends",
  {
    id: serial().primaryKey(),
    draftId: integer()
      .notNull()
      .references(() => checkoutDrafts.id, { onDelete: "cascade" }),
    jobId: integer().references(() => jobs.id, { onDelete: "set null" }),
    trigger: text({ enum: ["manual", "first_reminder", "second_reminder"] }).notNull(),
    status: text({ enum: ["sent", "skipped", "failed"] }).notNull(),
    skipReason: text({ enum: ["sent_recently", "unsubscribed", "paid_since", "not_abandoned", "event_over"] }),
    outboxId: integer().references(() => emailOutbox.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("recovery_sends_draft_idx").on(t.draftId, t.createdAt),
    index("recovery_sends_job_idx").on(t.jobId),
    oneOf("recovery_sends_trigger", t.trigger),
    oneOf("recovery_sends_status", t.status),
    oneOf("recovery_sends_skip_reason", t.skipReason),
  ],
);

/** Addresses that asked for no more marketing email (recovery reminders); kept lower-case. */
export const emailSuppressions = pgTable(
  "email_suppressions",
  {
    email: text().primaryKey(),
    source: text({ enum: ["one_click", "link", "team"] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [oneOf("email_suppressions_source", t.source)],
);
