import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { enqueueEmail } from "~/features/email/email.server";
import { recordAudit, type AuditActor } from "./record-audit.server";

export interface ResendOutboxEmailOptions {
  db: Db;
  /** The outbox message to send again. */
  id: number;
  actor: AuditActor;
  /** The site's clock (`clock.now()`): the copy and its audit entry are written at it. */
  now: Date;
}

export type ResendOutboxEmailResult = { ok: true; id: number; resentId: number; to: string } | { ok: false; reason: "not_found"; resentId: number };

/**
 * Queue a fresh copy of an outbox message (same recipient, subject, bodies, template and
 * attachments) for the worker to send, with its audit entry in the same transaction. The original
 * row is left as it was. Kick the email worker after this returns ok.
 */
export async function resendOutboxEmail(options: ResendOutboxEmailOptions): Promise<ResendOutboxEmailResult> {
  const { id: resentId, actor } = options;
  return options.db.transaction(async (tx) => {
    const [original] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, resentId)).limit(1);
    if (!original) return { ok: false, reason: "not_found", resentId } as const;
    const id = await enqueueEmail({
      db: tx,
      to: original.toAddress,
      template: original.template,
      subject: original.subject,
      html: original.html,
      text: original.text,
      attachments: original.attachments,
      now: options.now,
      // Each resend is its own cause: the original's key (or an earlier resend's) must not swallow it.
      dedupeKey: `resend:${resentId}:${Date.now()}:${randomUUID()}`,
    });
    await recordAudit({ db: tx, actor, action: "email.resend", target: String(resentId), details: { to: original.toAddress, copyId: id }, now: options.now });
    return { ok: true, id, resentId, to: original.toAddress } as const;
  });
}
