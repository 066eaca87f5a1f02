import { z } from "zod";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";

export interface EnqueueEmailOptions {
  /** Pass the caller's transaction so the email commits (or rolls back) with the data it is about. */
  db: Db;
  to: string;
  template: string;
  subject: string;
  html: string;
  text: string;
  /** When it becomes due; defaults to the real current time, the worker's clock. */
  now?: Date;
}

const recipientSchema = z.email();

/**
 * Put a message in the outbox and return its id. Nothing is sent here: the email worker
 * sends it, so a mail server outage never fails the caller. An invalid recipient is kept
 * as a failed row for the team to see, rather than thrown at the caller.
 */
export async function enqueueEmail(options: EnqueueEmailOptions): Promise<number> {
  const to = options.to.trim();
  const valid = recipientSchema.safeParse(to).success;
  const [row] = await options.db
    .insert(emailOutbox)
    .values({
      toAddress: to,
      subject: options.subject,
      html: options.html,
      text: options.text,
      template: options.template,
      status: valid ? "pending" : "failed",
      lastError: valid ? null : "Invalid recipient address",
      nextAttemptAt: options.now ?? new Date(),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("email_outbox insert returned no row");
  return row.id;
}
