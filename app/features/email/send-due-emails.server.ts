import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { claimDueEmails } from "./claim-due-emails.server";
import { recoverStuckEmails } from "./recover-stuck-emails.server";
import { MAX_SEND_ATTEMPTS, retryDelayMs } from "./retry-policy";
import type { MailTransport, OutboxEmail, OutgoingMail } from "./types";

export interface SendDueEmailsOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  now: Date;
  batchSize?: number;
}

export interface SendDueEmailsResult {
  sent: number;
  /** Failed this time, scheduled to try again. */
  retried: number;
  /** Failed for the last time. */
  failed: number;
  /** Abandoned by a crashed worker and made due again. */
  recovered: number;
}

const MAX_ERROR_LENGTH = 500;

/** One pass of the outbox: recover abandoned sends, claim what is due, send it, record each outcome. */
export async function sendDueEmails(options: SendDueEmailsOptions): Promise<SendDueEmailsResult> {
  const { db, transport, from, now, batchSize = 10 } = options;
  const result: SendDueEmailsResult = { sent: 0, retried: 0, failed: 0, recovered: 0 };
  result.recovered = await recoverStuckEmails({ db, now });
  const claimed = await claimDueEmails({ db, now, limit: batchSize });
  for (const email of claimed) {
    try {
      await transport.sendMail({ from, to: email.toAddress, subject: email.subject, html: email.html, text: email.text, ...attachmentsOf(email), ...headersOf(email) });
    } catch (error) {
      const outcome = await recordFailure(db, email, error, now);
      result[outcome] += 1;
      continue;
    }
    await db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: now, lastError: null })
      .where(and(eq(emailOutbox.id, email.id), eq(emailOutbox.status, "sending")));
    result.sent += 1;
  }
  return result;
}

/** Only these fields: given a stored `path` or `href`, nodemailer would read a local file or fetch a URL. */
function attachmentsOf(email: OutboxEmail): Pick<OutgoingMail, "attachments"> {
  if (email.attachments.length === 0) return {};
  return {
    attachments: email.attachments.map(({ filename, content, contentType, cid, encoding }) => ({ filename, content, contentType, ...(cid ? { cid } : {}), ...(encoding ? { encoding } : {}) })),
  };
}

/** The row's extra headers (a reminder's List-Unsubscribe), only when it has some; values made one line. */
function headersOf(email: OutboxEmail): Pick<OutgoingMail, "headers"> {
  const entries = Object.entries(email.headers ?? {}).filter(([name, value]) => /^[A-Za-z0-9-]{1,60}$/.test(name) && typeof value === "string");
  if (entries.length === 0) return {};
  return { headers: Object.fromEntries(entries.map(([name, value]) => [name, value.replace(/[\r\n]+/g, " ")])) };
}

async function recordFailure(db: Db, email: OutboxEmail, error: unknown, now: Date): Promise<"retried" | "failed"> {
  // email.attempts already counts this attempt (claimDueEmails increments it).
  const giveUp = email.attempts >= MAX_SEND_ATTEMPTS;
  await db
    .update(emailOutbox)
    .set({
      status: giveUp ? "failed" : "pending",
      lastError: errorMessage(error),
      nextAttemptAt: giveUp ? now : new Date(now.getTime() + retryDelayMs(email.attempts)),
    })
    .where(and(eq(emailOutbox.id, email.id), eq(emailOutbox.status, "sending")));
  return giveUp ? "failed" : "retried";
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
}
