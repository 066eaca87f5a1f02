import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { oneOf } from "./one-of";

/**
 * The one queue for background work (recovery sends, a cancelled event's refunds, renewals). A
 * worker claims a due job by taking its lease; a lease that runs out (the process died) lets
 * another worker take it again, so every job finishes once even across restarts and processes.
 * `progress` is what a page shows while it runs; `dedupeKey` makes a repeated enqueue one job.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text({ enum: ["queued", "running", "succeeded", "failed", "cancelled"] }).notNull().default("queued"),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    leaseOwner: text(),
    leaseUntil: timestamp({ withTimezone: true }),
    progress: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb().$type<Record<string, unknown>>(),
    lastError: text(),
    dedupeKey: text(),
    /** Who asked for it: an admin's email, or null for the schedule. */
    createdBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("jobs_due_idx").on(t.status, t.runAt),
    index("jobs_kind_idx").on(t.kind, t.createdAt),
    unique("jobs_dedupe_key").on(t.dedupeKey),
    check("jobs_attempts", sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    oneOf("jobs_status", t.status),
  ],
);

/** Switches and values the team changes from the admin (the recovery schedule), one row per key. */
export const teamSettings = pgTable("team_settings", {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  updatedBy: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
