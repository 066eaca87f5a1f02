import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import type { ApplicationForm } from "~/features/applications/application-schemas";
import { recordApplication } from "~/features/applications/record-application.server";
import type { EmailWorker } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { findOpportunity } from "./find-opportunity.server";

export type SubmitOpportunityRegistrationResult =
  | { ok: true; status: "registered"; submissionId: number }
  /** The hidden field was filled: a bot. Nothing stored; it gets a success answer. */
  | { ok: true; status: "ignored" }
  | { ok: false; reason: "not_found" | "closed" }
  /** The body could not be read or did not pass the schema; the caller has the field errors. */
  | { ok: false; reason: "unreadable" };

/**
 * A registration for the opportunity whose page lives at /{slug}. The opportunity is looked up
 * before the form is read, so an unknown or closed one answers the same whatever was posted.
 * The submission and its two emails are written in one transaction.
 */
export async function submitOpportunityRegistration(options: {
  db: Db;
  now: Date;
  logger: Logger;
  mail: EmailContext;
  emailWorker: Pick<EmailWorker, "kick">;
  slug: string;
  /** Reads and validates the posted form; null when it is not valid. */
  readForm: () => Promise<ApplicationForm<"opportunity"> | null>;
}): Promise<SubmitOpportunityRegistrationResult> {
  const { db, now } = options;
  const opportunity = await findOpportunity({ db, slug: options.slug });
  if (!opportunity) return { ok: false, reason: "not_found" };
  if (!opportunity.isOpen) return { ok: false, reason: "closed" };
  const form = await options.readForm();
  if (!form) return { ok: false, reason: "unreadable" };
  if (form.website) return { ok: true, status: "ignored" };
  const { submissionId } = await recordApplication({
    db,
    now,
    mail: options.mail,
    emailWorker: options.emailWorker,
    kind: "opportunity",
    form,
    opportunityId: opportunity.id,
    context: opportunity.title,
  });
  options.logger.info({ submissionId, opportunity: opportunity.slug }, "opportunity registration");
  return { ok: true, status: "registered", submissionId };
}
