import { onlineOrderCopy } from "~/content/online-order";
import { orderEmails } from "~/content/order-emails";
import type { EmailTemplate } from "~/features/email/types";
import { type EmailField, EmailFields, EmailHeading, EmailLink, EmailList, EmailParagraph, textBody, textFields, textList } from "~/features/email/templates/kit";
import { Tickets, ticketsText, type EmailTicket } from "./order-confirmation";

export interface StudentTicketNoteProps {
  /** The students registered with this address: siblings may share one. */
  studentNames: string[];
  buyerName: string;
  orderNumber: string;
  cityName: string;
  dateText: string;
  venueName: string | null;
  venueAddress: string | null;
  /** These students' door tickets, when their codes are known as the note is written (students named after payment). */
  tickets?: EmailTicket[];
  /** An online program's order: its name and how its sessions are booked or joined, instead of a day, a venue and the door. */
  online?: OnlineWords | null;
}

/** An online program's words for its participants (content/online-order: onlineProgramWords). */
export interface OnlineWords {
  programName: string;
  joinTitle: string;
  join: string[];
  next: string[];
}

const copy = orderEmails.studentNote;
const onlineNote = onlineOrderCopy.participantNote;
const { labels, venueToFollow, arriveEarly } = orderEmails.confirmation;

const registered = (p: StudentTicketNoteProps) => copy.registered(p.buyerName, p.studentNames, p.cityName, p.dateText);

function details(p: StudentTicketNoteProps): EmailField[] {
  const where = [p.venueName, p.venueAddress].filter(Boolean).join(", ");
  return [
    { label: labels.when, value: p.dateText },
    { label: labels.where, value: where || venueToFollow },
  ];
}

const onlineRegistered = (p: StudentTicketNoteProps, online: OnlineWords) => onlineNote.registered(p.buyerName, p.studentNames, online.programName);

function OnlineStudentNote({ props, online }: { props: StudentTicketNoteProps; online: OnlineWords }) {
  return (
    <>
      <EmailHeading>{onlineNote.subject(online.programName)}</EmailHeading>
      <EmailParagraph>{copy.greeting(props.studentNames)}</EmailParagraph>
      <EmailParagraph>{onlineRegistered(props, online)}</EmailParagraph>
      <EmailList title={online.joinTitle} items={online.join} />
      <EmailList title={onlineNote.nextTitle} items={online.next} />
      <EmailParagraph>{copy.questions(props.orderNumber)}</EmailParagraph>
    </>
  );
}

function onlineStudentNoteText(p: StudentTicketNoteProps, online: OnlineWords): string {
  return textBody(copy.greeting(p.studentNames), onlineRegistered(p, online), textList(`${online.joinTitle}:`, online.join), textList(`${onlineNote.nextTitle}:`, online.next), copy.questions(p.orderNumber));
}

export function StudentTicketNote(props: StudentTicketNoteProps) {
  if (props.online) return <OnlineStudentNote props={props} online={props.online} />;
  return (
    <>
      <EmailHeading>{copy.subject(props.cityName)}</EmailHeading>
      <EmailParagraph>{copy.greeting(props.studentNames)}</EmailParagraph>
      <EmailParagraph>{registered(props)}</EmailParagraph>
      <EmailFields fields={details(props)} />
      {props.tickets && props.tickets.length > 0 && <Tickets tickets={props.tickets} />}
      <EmailParagraph strong>{arriveEarly}</EmailParagraph>
      <EmailParagraph>{copy.questions(props.orderNumber)}</EmailParagraph>
    </>
  );
}

export const studentTicketNote: EmailTemplate<StudentTicketNoteProps> = {
  name: "student-ticket-note",
  subject: (p) => (p.online ? onlineNote.subject(p.online.programName) : copy.subject(p.cityName)),
  preview: (p) => (p.online ? onlineRegistered(p, p.online) : registered(p)),
  reason: (p) => copy.reason(p.buyerName),
  Component: StudentTicketNote,
  toText: (p) =>
    p.online
      ? onlineStudentNoteText(p, p.online)
      : textBody(copy.greeting(p.studentNames), registered(p), textFields(details(p)), ticketsText(p.tickets ?? []), arriveEarly, copy.questions(p.orderNumber)),
};

/** The buyer's door tickets for students named after the order was paid (its signed students link). */
export interface StudentTicketsProps {
  buyerName: string;
  orderNumber: string;
  cityName: string;
  dateText: string;
  venueName: string | null;
  venueAddress: string | null;
  orderUrl: string;
  /** One per newly named student: the code and the `cid:` of its attached QR image. */
  tickets: EmailTicket[];
}

const ticketsCopy = orderEmails.studentTickets;
const ticketNames = (p: StudentTicketsProps) => p.tickets.map((t) => t.name);
const ticketsIntro = (p: StudentTicketsProps) => ticketsCopy.intro(ticketNames(p), p.cityName, p.dateText);

function ticketDetails(p: StudentTicketsProps): EmailField[] {
  const where = [p.venueName, p.venueAddress].filter(Boolean).join(", ");
  return [
    { label: labels.order, value: p.orderNumber },
    { label: labels.when, value: p.dateText },
    { label: labels.where, value: where || venueToFollow },
  ];
}

export function StudentTickets(props: StudentTicketsProps) {
  return (
    <>
      <EmailHeading>{ticketsCopy.subject(ticketNames(props), props.cityName, props.orderNumber)}</EmailHeading>
      <EmailParagraph>{ticketsCopy.greeting(props.buyerName)}</EmailParagraph>
      <EmailParagraph>{ticketsIntro(props)}</EmailParagraph>
      <EmailFields fields={ticketDetails(props)} />
      <Tickets tickets={props.tickets} />
      <EmailParagraph strong>{arriveEarly}</EmailParagraph>
      <EmailParagraph>
        {ticketsCopy.orderLinkIntro} <EmailLink label={ticketsCopy.viewOrder} url={props.orderUrl} />
      </EmailParagraph>
    </>
  );
}

export const studentTickets: EmailTemplate<StudentTicketsProps> = {
  name: "student-tickets",
  subject: (p) => ticketsCopy.subject(ticketNames(p), p.cityName, p.orderNumber),
  preview: (p) => ticketsCopy.preview(ticketNames(p), p.dateText),
  reason: (p) => ticketsCopy.reason(p.cityName),
  Component: StudentTickets,
  toText: (p) => textBody(ticketsCopy.greeting(p.buyerName), ticketsIntro(p), textFields(ticketDetails(p)), ticketsText(p.tickets), arriveEarly, `${ticketsCopy.orderLinkIntro} ${p.orderUrl}`),
};
