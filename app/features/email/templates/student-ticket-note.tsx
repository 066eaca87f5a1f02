import { orderEmails } from "~/content/order-emails";
import type { EmailTemplate } from "../types";
import { EmailFields, EmailHeading, EmailParagraph, type EmailField } from "./blocks";
import { textBody, textFields } from "./text-blocks";

export interface StudentTicketNoteProps {
  /** The students registered with this address: siblings may share one. */
  studentNames: string[];
  buyerName: string;
  orderNumber: string;
  cityName: string;
  dateText: string;
  venueName: string | null;
  venueAddress: string | null;
}

const copy = orderEmails.studentNote;
const { labels, venueToFollow, arriveEarly } = orderEmails.confirmation;

const registered = (p: StudentTicketNoteProps) => copy.registered(p.buyerName, p.studentNames, p.cityName, p.dateText);

function details(p: StudentTicketNoteProps): EmailField[] {
  const where = [p.venueName, p.venueAddress].filter(Boolean).join(", ");
  return [
    { label: labels.when, value: p.dateText },
    { label: labels.where, value: where || venueToFollow },
  ];
}

export function StudentTicketNote(props: StudentTicketNoteProps) {
  return (
    <>
      <EmailHeading>{copy.subject(props.cityName)}</EmailHeading>
      <EmailParagraph>{copy.greeting(props.studentNames)}</EmailParagraph>
      <EmailParagraph>{registered(props)}</EmailParagraph>
      <EmailFields fields={details(props)} />
      <EmailParagraph strong>{arriveEarly}</EmailParagraph>
      <EmailParagraph>{copy.questions(props.orderNumber)}</EmailParagraph>
    </>
  );
}

export const studentTicketNote: EmailTemplate<StudentTicketNoteProps> = {
  name: "student-ticket-note",
  subject: (p) => copy.subject(p.cityName),
  preview: registered,
  reason: (p) => copy.reason(p.buyerName),
  Component: StudentTicketNote,
  toText: (p) => textBody(copy.greeting(p.studentNames), registered(p), textFields(details(p)), arriveEarly, copy.questions(p.orderNumber)),
};
