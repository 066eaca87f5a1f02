import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { emailOutbox } from "./email";
import { auditionRegistrations, submissions } from "./forms";
import { oneOf } from "./one-of";
import { waitlistEntries } from "./waitlist";
import { INBOX_REPLY_TEMPLATE_KEYS, INBOX_STATUSES } from "~/domain/inbox";

/*
 * The team's inbox (issue 25). What visitors sent stays in its own table (submissions, audition
 * registrations, waitlist entries); the inbox adds the team's work on it beside that row: a status,
 * an assignee, notes and replies. An item without an `inbox_items` row is new and unassigned; the row
 * is made the first time the team touches the item. Deleting the sent row deletes all of it (cascade).
 */


export const inboxItems = pgTable(
  "inbox_items",
  {
    id: serial().primaryKey(),
    submissionId: integer()
      .unique()
      .references(() => submissions.id, { onDelete: "cascade" }),
    auditionRegistrationId: integer()
      .unique()
      .references(() => auditionRegistrations.id, { onDelete: "cascade" }),
    waitlistEntryId: integer()
      .unique()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    status: text({ enum: INBOX_STATUSES }).notNull().default("new"),
    assigneeUserId: text().references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("inbox_items_one_source", sql`num_nonnulls(${t.submissionId}, ${t.auditionRegistrationId}, ${t.waitlistEntryId}) = 1`),
    // Attended and callback are steps of an audition only.
    check("inbox_items_audition_statuses", sql`${t.status} not in ('attended', 'callback') or ${t.auditionRegistrationId} is not null`),
    index("inbox_items_status_idx").on(t.status),
    oneOf("inbox_items_status", t.status),
  ],
);

/** The team's notes on an item; they go with it when it is deleted. */
export const inboxNotes = pgTable(
  "inbox_notes",
  {
    id: serial().primaryKey(),
    itemId: integer()
      .notNull()
      .references(() => inboxItems.id, { onDelete: "cascade" }),
    authorUserId: text().references(() => users.id, { onDelete: "set null" }),
    authorEmail: text().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inbox_notes_item_idx").on(t.itemId), check("inbox_notes_text_length", sql`length(${t.text}) between 1 and 4000`)],
);

/**
 * A reply sent from an item: one per idempotency key (the form's), so a double click or a resent
 * form is one email. The message itself is the outbox row.
 */
export const inboxReplies = pgTable(
  "inbox_replies",
  {
    id: serial().primaryKey(),
    itemId: integer()
      .notNull()
      .references(() => inboxItems.id, { onDelete: "cascade" }),
    templateKey: text({ enum: INBOX_REPLY_TEMPLATE_KEYS }).notNull(),
    idempotencyKey: text().notNull().unique(),
    outboxId: integer().references(() => emailOutbox.id, { onDelete: "set null" }),
    /** The single-use discount code issued with a scholarship granted, if any. */
    discountCode: text(),
    actorUserId: text().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inbox_replies_item_idx").on(t.itemId), oneOf("inbox_replies_template_key", t.templateKey)],
);

/** The team's own wording of a reply template; a template without a row reads from the site's copy. */
export const inboxReplyTemplates = pgTable(
  "inbox_reply_templates",
  {
    key: text({ enum: INBOX_REPLY_TEMPLATE_KEYS }).primaryKey(),
    subject: text().notNull(),
    body: text().notNull(),
    updatedByEmail: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("inbox_reply_templates_key", t.key),
    check("inbox_reply_templates_lengths", sql`length(${t.subject}) between 1 and 200 and length(${t.body}) between 1 and 5000`),
  ],
);
