import type { EmailTemplate } from "~/features/email/types";
import { type EmailField, EmailFields, EmailHeading, EmailList, EmailParagraph, textBody, textFields, textList } from "~/features/email/templates/kit";

export interface AuditionConfirmationProps {
  fullName: string;
  cityName: string;
  dateText: string;
  venueName?: string | null;
  venueAddress?: string | null;
  ageGroupLabel: string;
  whatToBring: string[];
}

const ARRIVE_EARLY = "Please arrive 15 minutes early to check in and warm up.";
const NO_GUARANTEE = "The audition is for casting consideration only. Taking part does not guarantee a role.";

function details(props: AuditionConfirmationProps): EmailField[] {
  const where = [props.venueName, props.venueAddress].filter(Boolean).join(", ");
  return [
    { label: "When", value: props.dateText },
    { label: "Where", value: where || "We will email you the venue details before the day." },
    { label: "Age group", value: props.ageGroupLabel },
  ];
}

export function AuditionConfirmation(props: AuditionConfirmationProps) {
  return (
    <>
      <EmailHeading>You’re registered for the {props.cityName} audition</EmailHeading>
      <EmailParagraph>Hi {props.fullName},</EmailParagraph>
      <EmailParagraph>Thank you for registering. Here are the details for the day.</EmailParagraph>
      <EmailFields fields={details(props)} />
      <EmailParagraph strong>{ARRIVE_EARLY}</EmailParagraph>
      <EmailList title="What to bring" items={props.whatToBring} />
      <EmailParagraph>{NO_GUARANTEE}</EmailParagraph>
      <EmailParagraph>See you there!</EmailParagraph>
    </>
  );
}

export function auditionConfirmationText(props: AuditionConfirmationProps): string {
  return textBody(
    `Hi ${props.fullName},`,
    `You're registered for the ${props.cityName} audition. Here are the details for the day.`,
    textFields(details(props)),
    ARRIVE_EARLY,
    textList("What to bring:", props.whatToBring),
    NO_GUARANTEE,
    "See you there!",
  );
}

export const auditionConfirmation: EmailTemplate<AuditionConfirmationProps> = {
  name: "audition-confirmation",
  subject: (p) => `You're registered: ${p.cityName} audition`,
  preview: (p) => `${p.dateText}. Please arrive 15 minutes early.`,
  reason: (p) => `You received this email because this address was used to register for the ${p.cityName} audition.`,
  Component: AuditionConfirmation,
  toText: auditionConfirmationText,
};
