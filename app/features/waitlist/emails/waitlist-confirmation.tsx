import type { EmailTemplate } from "~/features/email/types";
import { EmailHeading, EmailParagraph, textBody } from "~/features/email/templates/kit";

export interface WaitlistConfirmationProps {
  /** Missing when the sign-up is for the tour as a whole. */
  cityName?: string | null;
}

function what({ cityName }: WaitlistConfirmationProps): string {
  return cityName ? `the ${cityName} waitlist` : "the Callboard tour waitlist";
}

function nextSteps({ cityName }: WaitlistConfirmationProps): string {
  return cityName
    ? `We will email you as soon as a spot opens up in ${cityName}.`
    : "We will email you as soon as new tour dates are announced.";
}

const NOTHING_TO_DO = "There is nothing else you need to do for now.";

export function WaitlistConfirmation(props: WaitlistConfirmationProps) {
  return (
    <>
      <EmailHeading>You’re on {what(props)}</EmailHeading>
      <EmailParagraph>Thank you for your interest. {nextSteps(props)}</EmailParagraph>
      <EmailParagraph>{NOTHING_TO_DO}</EmailParagraph>
    </>
  );
}

export function waitlistConfirmationText(props: WaitlistConfirmationProps): string {
  return textBody(`You're on ${what(props)}.`, `Thank you for your interest. ${nextSteps(props)}`, NOTHING_TO_DO);
}

export const waitlistConfirmation: EmailTemplate<WaitlistConfirmationProps> = {
  name: "waitlist-confirmation",
  subject: (p) => `You're on ${what(p)}`,
  preview: nextSteps,
  reason: () => "You received this email because this address joined a waitlist on Callboard.",
  Component: WaitlistConfirmation,
  toText: waitlistConfirmationText,
};
