import { index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { oneOf } from "./one-of";

/**
 * Every text message goes through here, as every email goes through email_outbox. With an SMS
 * provider, the job runner sends each row once (`sms.send`, one job per row); with none, the row
 * is `held` for the team to read at /customer-messages, so a bare machine still works end to end.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial().primaryKey(),
    /** E.164. */
    toNumber: text().notNull(),
    body: text().notNull(),
    /** What it is: account-sign-in-code, account-verify-phone, account-two-factor-code, account-reset-code. */
    template: text().notNull(),
    /** pending (queued), sending (handed to the provider), sent, failed, or held (no provider: kept here). */
    status: text({ enum: ["pending", "sending", "sent", "failed", "held"] }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** The provider's id of the message (Twilio's SM…), once it took it. */
    providerMessageId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** One text per code (a hash of the number, the purpose and the code): a repeat queues nothing. */
    dedupeKey: text().notNull(),
  },
  (t) => [
    index("sms_outbox_to_created_idx").on(t.toNumber, t.createdAt),
    index("sms_outbox_created_idx").on(t.createdAt),
    unique("sms_outbox_dedupe_key").on(t.dedupeKey),
    oneOf("sms_outbox_status", t.status),
  ],
);
