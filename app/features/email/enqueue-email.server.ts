import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import type { EmailAttachment } from "./types";

export interface EnqueueEmailOptions {
  /** Pass the caller's transaction so the email commits (or rolls back) with the data it is about. */
  db: Db;
  to: string;
  template: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
  /** Extra headers sent with it (a reminder's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /**
   * The site's clock when it was queued (`clock.now()`, APP_NOW's time like orders): the row's
   * creation and first due time. Rendered emails carry it from their EmailContext's clock; real
   * time without one.
   */
  now?: Date;
  /** One message per logical cause: when a message with this key is already queued, nothing is added. */
  dedupeKey?: string;
}

const recipientSchema = z.email();

/**
 * Put a message in the outbox and return its id. Nothing is sent here: the email worker
 * sends it, so a mail server outage never fails the caller. An invalid recipient is kept
 * as a failed row for the team to see, rather than thrown at the caller. With a `dedupeKey`, a
 * message already queued for the same cause is returned instead of a second one.
 */
export async function enqueueEmail(options: EnqueueEmailOptions): Promise<number> {
  const [row] = await options.db
    .insert(emailOutbox)
    .values(outboxRow(options))
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  if (row) return row.id;
  if (!options.dedupeKey) throw new Error("email_outbox insert returned no row");
  const [queued] = await options.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.dedupeKey, options.dedupeKey));
  if (!queued) throw new Error("email_outbox insert returned no row");
  return queued.id;
}

/**
 * Put several messages in the outbox in one statement (one round trip): pass the write's
 * transaction as `db`, so they commit or roll back with the row they are about, and kick the email
 * worker after commit. `cause` names what they are about (`audition-confirmation:42`): each message
 * goes in once per cause, keyed by cause, template and recipient; a message already queued is skipped.
 */
export async function enqueueEmails(db: Db, messages: Array<Omit<EnqueueEmailOptions, "db">>, cause?: string): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(emailOutbox).values(outboxRows(messages, cause)).onConflictDoNothing({ target: emailOutbox.dedupeKey });
}

/**
 * The outbox rows enqueueEmails inserts for these messages, for a write that inserts them itself in
 * its own statement (a payment's fulfil_order); it must skip a row whose `dedupeKey` is already queued.
 */
export function outboxRows(messages: Array<Omit<EnqueueEmailOptions, "db">>, cause?: string) {
  return messages.map((m) => outboxRow({ ...m, dedupeKey: m.dedupeKey ?? (cause ? `${cause}:${m.template}:${m.to.toLowerCase()}` : undefined) }));
}

/** A message as its outbox row: an invalid recipient is kept as a failed row for the team to see. */
function outboxRow(message: Omit<EnqueueEmailOptions, "db">) {
  const to = message.to.trim();
  const queuedAt = message.now ?? new Date();
  const valid = recipientSchema.safeParse(to).success;
  return {
    toAddress: to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    template: message.template,
    attachments: message.attachments ?? [],
    headers: message.headers ?? {},
    status: valid ? ("pending" as const) : ("failed" as const),
    lastError: valid ? null : "Invalid recipient address",
    createdAt: queuedAt,
    nextAttemptAt: queuedAt,
    dedupeKey: message.dedupeKey ?? null,
  };
}
