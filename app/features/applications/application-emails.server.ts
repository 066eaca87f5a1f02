import { renderOutgoingEmail } from "~/features/email/email.server";
import { submissionReceived } from "~/features/applications/emails/submission-received";
import { teamNotification } from "~/features/email/templates/kit";
import type { EmailContext, OutgoingEmail } from "~/features/email/types";
import { APPLICATION_LABELS, type ApplicationForm, type ApplicationKind } from "./application-schemas";
import { describeApplication } from "./describe-application";

interface ApplicationEmailInput {
  kind: ApplicationKind;
  form: ApplicationForm<ApplicationKind>;
  /** The event or opportunity the submission is for, as the emails name it. */
  context?: string;
}

/** The team's copy of an application or opportunity registration, to the team inbox (TEAM_EMAIL). */
export function renderTeamNotification(input: ApplicationEmailInput, mail: EmailContext): OutgoingEmail[] {
  return renderOutgoingEmail(mail, "team notification", () => ({
    to: mail.teamEmail,
    template: teamNotification,
    props: describeApplication(input.kind, input.form, input.context),
  }));
}

/** The sender's receipt: what they sent and what it was for. */
export function renderSubmissionReceipt(input: ApplicationEmailInput, mail: EmailContext): OutgoingEmail[] {
  return renderOutgoingEmail(mail, "submission receipt", () => ({
    to: input.form.email,
    template: submissionReceived,
    props: {
      kindLabel: APPLICATION_LABELS[input.kind].toLowerCase(),
      fullName: input.form.fullName,
      summaryLines: [
        ...(input.context ? [input.context] : []),
        ...describeApplication(input.kind, input.form, input.context).links.map((l) => `${l.label}: ${l.url}`),
      ],
    },
  }));
}
