import type { EmailTemplate } from "~/features/email/types";
import { EmailHeading, EmailList, EmailParagraph, textBody, textList } from "~/features/email/templates/kit";

export interface SubmissionReceivedProps {
  /** What was sent, in lower case as it reads mid-sentence: 'scholarship application'. */
  kindLabel: string;
  fullName: string;
  /** A short summary of what they sent, one line each. */
  summaryLines: string[];
}

const NEXT_STEPS = "Our team reads every submission. If we need anything else, we will reply to this address.";

export function SubmissionReceived(props: SubmissionReceivedProps) {
  return (
    <>
      <EmailHeading>We received your {props.kindLabel}</EmailHeading>
      <EmailParagraph>Hi {props.fullName},</EmailParagraph>
      <EmailParagraph>Thank you, your {props.kindLabel} has arrived safely.</EmailParagraph>
      <EmailList title="What you sent" items={props.summaryLines} />
      <EmailParagraph>{NEXT_STEPS}</EmailParagraph>
    </>
  );
}

export function submissionReceivedText(props: SubmissionReceivedProps): string {
  return textBody(
    `Hi ${props.fullName},`,
    `Thank you, your ${props.kindLabel} has arrived safely.`,
    textList("What you sent:", props.summaryLines),
    NEXT_STEPS,
  );
}

export const submissionReceived: EmailTemplate<SubmissionReceivedProps> = {
  name: "submission-received",
  subject: (p) => `We received your ${p.kindLabel}`,
  preview: () => "Thank you. Our team reads every submission.",
  reason: (p) => `You received this email because this address was used to send a ${p.kindLabel} on Callboard.`,
  Component: SubmissionReceived,
  toText: submissionReceivedText,
};
