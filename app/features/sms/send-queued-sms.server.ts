import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { smsOutbox } from "~/db/schema";
import type { JobHandler } from "~/lib/jobs/types";
import { sendSmsPayloadSchema } from "./sms-job";
import type { SmsTransport } from "./types";

export interface SendQueuedSmsDeps {
  db: Db;
  /** Null: no SMS provider, so the text is held in the outbox for the team to read. */
  transport: SmsTransport | null;
}

const MAX_ERROR_LENGTH = 500;

/**
 * The `sms.send` job: hand one outbox row to the provider, at most once. The row goes pending →
 * sending before the provider is called; a row found `sending` (its worker died mid-call, so the
 * provider may have taken it) is never handed over again but marked failed, so a code is never
 * texted twice. A network or provider outage puts it back to pending and throws: the runner tries
 * again with backoff. A final refusal (a number the provider cannot reach) fails it at once.
 */
export function createSendQueuedSmsHandler(deps: SendQueuedSmsDeps): JobHandler {
  return async (job, context) => {
    const { smsId } = sendSmsPayloadSchema.parse(job.payload);
    const { db, transport } = deps;
    const now = context.now();
    if (!transport) {
      const held = await db
        .update(smsOutbox)
        .set({ status: "held", lastError: null })
        .where(and(eq(smsOutbox.id, smsId), eq(smsOutbox.status, "pending")))
        .returning({ id: smsOutbox.id });
      return { ok: true, smsId, done: held.length ? "held" : "skipped" };
    }
    const [claimed] = await db
      .update(smsOutbox)
      .set({ status: "sending", attempts: job.attempts })
      .where(and(eq(smsOutbox.id, smsId), eq(smsOutbox.status, "pending")))
      .returning();
    if (!claimed) {
      // Sent already, failed, or in the provider's hands when its worker stopped: never again.
      const abandoned = await db
        .update(smsOutbox)
        .set({ status: "failed", lastError: "its worker stopped while the provider had it: not sent again, so never twice" })
        .where(and(eq(smsOutbox.id, smsId), eq(smsOutbox.status, "sending")))
        .returning({ id: smsOutbox.id });
      return abandoned.length ? { ok: false, reason: "abandoned", smsId } : { ok: true, smsId, done: "skipped" };
    }
    let result;
    try {
      result = await transport.send({ to: claimed.toNumber, body: claimed.body, idempotencyKey: claimed.dedupeKey }, context.signal);
    } catch (error) {
      const lastTry = job.attempts >= job.maxAttempts;
      await db
        .update(smsOutbox)
        .set({ status: lastTry ? "failed" : "pending", lastError: errorMessage(error) })
        .where(and(eq(smsOutbox.id, smsId), eq(smsOutbox.status, "sending")));
      throw error;
    }
    if (!result.ok) {
      await db.update(smsOutbox).set({ status: "failed", lastError: errorMessage(result.detail) }).where(eq(smsOutbox.id, smsId));
      return { ok: false, reason: result.reason, smsId };
    }
    await db.update(smsOutbox).set({ status: "sent", sentAt: now, lastError: null, providerMessageId: result.providerMessageId }).where(eq(smsOutbox.id, smsId));
    return { ok: true, smsId, done: "sent", provider: transport.name };
  };
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
}
