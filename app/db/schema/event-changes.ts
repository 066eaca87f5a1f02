import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { credits } from "./back-office";
import { events } from "./catalog";
import { orders } from "./orders";
import { oneOf } from "./one-of";
import type { CancellationRefundProblem } from "~/domain/cancellation-refund-problem";

/** An event the team cancelled: once per event, with what it affected when confirmed and the job that gives the money back. */
export const eventCancellations = pgTable("event_cancellations", {
  id: serial().primaryKey(),
  eventId: integer()
    .notNull()
    .unique()
    .references(() => events.id, { onDelete: "cascade" }),
  reason: text(),
  /** The counts the confirmation named (paid orders, students, audition registrants, waitlist entries). */
  affected: jsonb().$type<{ orders: number; students: number; auditions: number; waitlist: number }>().notNull(),
  jobId: integer(),
  actorUserId: text().references(() => users.id, { onDelete: "set null" }),
  actorEmail: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each paid order of a cancelled event and how its refund ended: the job's record, read back on a
 * re-run so an order is refunded once. `attempts` is part of the refund's idempotency key, so a retry
 * after a provider's refusal is a new request and a re-run after a crash repeats the same one.
 */
export const eventCancellationRefunds = pgTable(
  "event_cancellation_refunds",
  {
    cancellationId: integer()
      .notNull()
      .references(() => eventCancellations.id, { onDelete: "cascade" }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text({ enum: ["pending", "refunded", "awaiting_provider", "attention", "skipped"] }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    /** Why the refund was not made, as a reason with its data (app/domain/cancellation-refund-problem.ts). */
    problem: jsonb().$type<CancellationRefundProblem>(),
    /** Words of rows from before `problem` (migration 0066); no longer written. */
    lastError: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cancellationId, t.orderId] }), oneOf("event_cancellation_refunds_status", t.status)],
);

/** A new date the team set for an event: what it was, what it is, and the job that emails each buyer. */
export const eventDateChanges = pgTable(
  "event_date_changes",
  {
    id: serial().primaryKey(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    previous: jsonb().$type<{ dateText: string; startsOn: string | null; endsOn: string | null }>().notNull(),
    dateText: text().notNull(),
    startsOn: date({ mode: "string" }).notNull(),
    endsOn: date({ mode: "string" }),
    /** Wall-clock times in the event's zone ("10:00"), as the team typed them; optional. */
    startTime: text(),
    endTime: text(),
    timeZone: text().notNull(),
    jobId: integer(),
    actorUserId: text().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("event_date_changes_event_idx").on(t.eventId, t.createdAt)],
);

/** One paid order's buyer asked about a date change: when they were emailed, their deadline and their answer (decision 0031). */
export const dateChangeResponses = pgTable(
  "date_change_responses",
  {
    id: serial().primaryKey(),
    dateChangeId: integer()
      .notNull()
      .references(() => eventDateChanges.id, { onDelete: "cascade" }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    buyerEmail: text().notNull(),
    /** Set when the email is queued; the deadline is 48 hours after it. */
    emailQueuedAt: timestamp({ withTimezone: true }),
    respondBy: timestamp({ withTimezone: true }),
    /** The buyer's answer: keep the seat, or a full refund (decision 0042); "credit" is the answer before it. */
    choice: text({ enum: ["keep", "refund", "credit"] }),
    answeredAt: timestamp({ withTimezone: true }),
    /** The credit issued from the order: since decision 0042, what an unanswered ticket becomes after the deadline. */
    creditId: integer().references(() => credits.id, { onDelete: "set null" }),
  },
  (t) => [
    unique("date_change_responses_order").on(t.dateChangeId, t.orderId),
    oneOf("date_change_responses_choice", t.choice),
    check("date_change_responses_answered", sql`(${t.choice} is null) = (${t.answeredAt} is null)`),
  ],
);
