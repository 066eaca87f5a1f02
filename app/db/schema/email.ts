import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { oneOf } from "./one-of";

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
    /** One message per logical cause (e.g. `audition-confirmation:42`): a repeat of the cause queues nothing. */
    dedupeKey: text(),
    /** Files sent with the message (an order's calendar entry; a ticket's QR code as base64, shown inline by its `cid`). */
    /** Extra headers (a marketing email's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb().$type<Array<{ filename: string; contentType: string; content: string; cid?: string; encoding?: "base64" }>>().notNull().default([]),
  },
  (t) => [index("email_outbox_due_idx").on(t.status, t.nextAttemptAt), unique("email_outbox_dedupe_key").on(t.dedupeKey), oneOf("email_outbox_status", t.status)],
);
