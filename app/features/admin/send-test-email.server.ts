import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { enqueueEmails, renderAccountEmail } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { recordAudit, type AuditActor } from "./record-audit.server";

export interface SendTestEmailOptions {
  db: Db;
  mail: EmailContext;
  /** The address to test, already checked with emailSchema. */
  to: string;
  actor: AuditActor;
  /** The site's clock (`clock.now()`): the copy and its audit entry are written at it. */
  now: Date;
}

export type SendTestEmailResult = { ok: true; id: number; to: string } | { ok: false; reason: "not_rendered" };

/**
 * Queue the account test email to `to`, signed with the admin's address, and audit it in the same
 * transaction. Kick the email worker after this returns ok. "not_rendered": the template threw
 * (renderAccountEmail logged it) and nothing was written.
 */
export async function sendTestEmail(options: SendTestEmailOptions): Promise<SendTestEmailResult> {
  const { db, mail, to, actor } = options;
  const emails = renderAccountEmail({ kind: "test", to, sentBy: actor.email }, mail);
  if (emails.length === 0) return { ok: false, reason: "not_rendered" };
  // Every test is its own cause, so sending the same address twice queues two messages.
  const cause = `test-email:${randomUUID()}`;
  return db.transaction(async (tx) => {
    await enqueueEmails(tx, emails, cause);
    // enqueueEmails returns nothing; the cause is unique, so the row it keyed with it is this test's.
    const [row] = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(like(emailOutbox.dedupeKey, `${cause}:%`), eq(emailOutbox.toAddress, to)))
      .limit(1);
    if (!row) throw new Error("the test email was queued but its outbox row is missing");
    await recordAudit({ db: tx, actor, action: "email.test", target: String(row.id), details: { to }, now: options.now });
    return { ok: true, id: row.id, to } as const;
  });
}
