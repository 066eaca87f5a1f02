import type { Db } from "~/db/client.server";
import { submissions } from "~/db/schema";
import type { ApplicationForm, ApplicationKind } from "./application-schemas";

type AnyApplication = ApplicationForm<ApplicationKind>;

/** Store a validated application; the personal core goes in columns, the rest in the payload. */
export async function submitApplication(options: {
  db: Db;
  kind: ApplicationKind;
  form: AnyApplication;
  eventId?: number | null;
  opportunityId?: number | null;
  now: Date;
  fingerprint?: string;
}): Promise<{ submissionId: number }> {
  const { fullName, email, age, parentName, website: _honeypot, ...payload } = options.form;
  const [row] = await options.db
    .insert(submissions)
    .values({
      kind: options.kind,
      eventId: options.eventId ?? null,
      opportunityId: options.opportunityId ?? null,
      fullName,
      email,
      age,
      parentName: parentName ?? null,
      payload,
      createdAt: options.now,
      fingerprint: options.fingerprint ?? null,
    })
    .returning({ id: submissions.id });
  if (!row) throw new Error("submission was not stored");
  return { submissionId: row.id };
}
