import type { EmailTemplate } from "~/features/email/types";
import { EmailHeading, EmailLink, EmailParagraph, textBody, textLink } from "~/features/email/templates/kit";

export interface AuditionAlreadyRegisteredProps {
  cityName: string;
  dateText: string;
  /** The signed link to the registration as stored. */
  reviewUrl: string;
}

const intro = (p: AuditionAlreadyRegisteredProps) =>
  `Someone just tried to register this email address again for the ${p.cityName} audition on ${p.dateText}. Your registration is unchanged.`;
const next = "Use the link below to see the registration as we have it. If anything needs changing, reply to this email and we'll update it.";
const notYou = "If this wasn't you, there is nothing to do: nobody can change your registration without this email.";
const link = (p: AuditionAlreadyRegisteredProps) => ({ label: "Review your registration", url: p.reviewUrl });

export function AuditionAlreadyRegistered(props: AuditionAlreadyRegisteredProps) {
  return (
    <>
      <EmailHeading>You're already registered</EmailHeading>
      <EmailParagraph>{intro(props)}</EmailParagraph>
      <EmailParagraph>{next}</EmailParagraph>
      <EmailLink {...link(props)} />
      <EmailParagraph>{notYou}</EmailParagraph>
    </>
  );
}

export const auditionAlreadyRegistered: EmailTemplate<AuditionAlreadyRegisteredProps> = {
  name: "audition-already-registered",
  subject: (p) => `You're already registered for the ${p.cityName} audition`,
  preview: intro,
  reason: () => "You received this email because this address was entered in an audition registration on Callboard.",
  Component: AuditionAlreadyRegistered,
  toText: (p) => textBody("You're already registered.", intro(p), next, textLink(link(p)), notYou),
};
