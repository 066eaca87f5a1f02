import { createHash } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { submissions } from "~/db/schema";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailWorker } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { renderSubmissionReceipt, renderTeamNotification } from "./application-emails.server";
import type { ApplicationForm, ApplicationKind } from "./application-schemas";
import { submitApplication } from "./submit-application.server";

/**
 * Store a validated submission (an application or an opportunity registration) and queue the team's
 * email and the sender's receipt in the same transaction, then wake the email worker. The emails
 * are rendered before the transaction; one that fails to render is logged and left out.
 */
export async function recordApplication(options: {
  db: Db;
  now: Date;
  mail: EmailContext;
  emailWorker: Pick<EmailWorker, "kick">;
  kind: ApplicationKind;
  form: ApplicationForm<ApplicationKind>;
  eventId?: number | null;
  opportunityId?: number | null;
  /** The event or opportunity the submission is for, as the emails name it. */
  context?: string;
}): Promise<{ submissionId: number; repeated: boolean }> {
  const { db, now, mail, kind, form } = options;
  const fingerprint = submissionFingerprint({ kind, form, eventId: options.eventId, opportunityId: options.opportunityId });
  const about = { kind, form, context: options.context };
  const emails = [...renderTeamNotification(about, mail), ...renderSubmissionReceipt(about, mail)];
  const stored = await db.transaction(async (tx) => {
    // Identical submissions racing each other queue here; the first is stored, the rest find it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${fingerprint}))`);
    const [earlier] = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.fingerprint, fingerprint), gt(submissions.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS))))
      .limit(1);
    if (earlier) return { submissionId: earlier.id, repeated: true };
    const row = await submitApplication({ db: tx, kind, form, eventId: options.eventId, opportunityId: options.opportunityId, now, fingerprint });
    await enqueueEmails(tx, emails, `submission:${row.submissionId}`);
    return { ...row, repeated: false };
  });
  if (!stored.repeated && emails.length > 0) options.emailWorker.kick();
  return stored;
}

/** The same submission sent again within this time is one submission (double clicks, retries, a form posted ten times). */
export const REPEAT_WINDOW_MS = 10 * 60_000;

/** A hash of everything a submission says, field order and letter case of the address aside. */
export function submissionFingerprint(input: { kind: string; form: object; eventId?: number | null; opportunityId?: number | null }): string {
  const { website: _honeypot, ...fields } = input.form as Record<string, unknown>;
  const canonical = JSON.stringify([input.kind, input.eventId ?? null, input.opportunityId ?? null, sortKeys(fields)]);
  return createHash("sha256").update(canonical.toLowerCase()).digest("hex");
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]));
  return typeof value === "string" ? value.trim() : value;
}
