import { doorCopy } from "~/content/door";
import { orderEmails } from "~/content/order-emails";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import type { EmailTemplate } from "../types";
import { EmailFields, EmailHeading, EmailLink, EmailList, EmailParagraph, type EmailField } from "./blocks";
import { textBody, textFields, textList } from "./text-blocks";

/** The parts of checkout's OrderView this email reads (declared here so email does not depend on checkout). */
export interface OrderSummary {
  number: string;
  buyerName: string;
  event: { cityName: string; dateText: string; venueName: string | null; venueAddress: string | null };
  currency: CurrencyCode;
  lines: Array<{ label: string; quantity: number; subtotalMinor: number }>;
  discounts: Array<{ code: string; description: string; amountMinor: number }>;
  /** A credit that paid part of it; the total is what was left to pay. */
  credit?: { code: string; amountMinor: number } | null;
  subtotalMinor: number;
  totalMinor: number;
  seatCount: number;
  students: Array<{ fullName: string }>;
}

export interface OrderConfirmationProps {
  order: OrderSummary;
  orderUrl: string;
  /** Where the buyer names the students still missing; the order page when null. */
  studentsUrl: string | null;
  whatToBring: string[];
  calendarAttached: boolean;
  /** Each named student's door ticket: its code and the QR image's address (a `cid:` of an attached PNG). */
  tickets?: EmailTicket[];
}

export interface EmailTicket {
  name: string;
  code: string;
  imageSrc: string;
}

/** The QR images are attached PNGs shown by Content-ID (webmail drops inline SVG and data: images); the code is printed too, for a client that shows no images. */
export function Tickets({ tickets }: { tickets: EmailTicket[] }) {
  return (
    <>
      <EmailParagraph strong>{doorCopy.ticket.heading}</EmailParagraph>
      <EmailParagraph>{doorCopy.ticket.intro}</EmailParagraph>
      {tickets.map((t) => (
        <div key={t.code} style={{ margin: "0 0 16px" }}>
          <p style={{ margin: "0 0 8px", fontWeight: 700 }}>{t.name}</p>
          <img src={t.imageSrc} width={222} height={222} alt={doorCopy.ticket.alt(t.name)} style={{ display: "block", border: 0, background: "#ffffff" }} />
          <p style={{ margin: "8px 0 0", fontFamily: "monospace", fontSize: 12 }}>{doorCopy.ticket.code(t.code)}</p>
        </div>
      ))}
    </>
  );
}

/** The tickets in the plain-text part: each name with its code, for a client that shows no images. */
export function ticketsText(tickets: EmailTicket[]): string | null {
  return textList(`${doorCopy.ticket.heading}:`, tickets.map((t) => `${t.name}: ${doorCopy.ticket.code(t.code)}`));
}

const copy = orderEmails.confirmation;

function details({ order }: OrderConfirmationProps): EmailField[] {
  const where = [order.event.venueName, order.event.venueAddress].filter(Boolean).join(", ");
  return [
    { label: copy.labels.order, value: order.number },
    { label: copy.labels.event, value: orderEmails.eventTitle(order.event.cityName) },
    { label: copy.labels.when, value: order.event.dateText },
    { label: copy.labels.where, value: where || copy.venueToFollow },
  ];
}

function tickets({ order }: OrderConfirmationProps): string[] {
  return order.lines.map((l) => copy.line(l.label, l.quantity, formatMoney({ amountMinor: l.subtotalMinor, currency: order.currency })));
}

function amounts({ order }: OrderConfirmationProps): EmailField[] {
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: order.currency });
  const credit = order.credit && order.credit.amountMinor > 0 ? order.credit : null;
  if (order.discounts.length === 0 && !credit) return [{ label: copy.total, value: money(order.totalMinor) }];
  return [
    { label: copy.subtotal, value: money(order.subtotalMinor) },
    ...order.discounts.map((d) => ({ label: copy.discount(d.code, d.description), value: money(-d.amountMinor) })),
    ...(credit ? [{ label: copy.credit(credit.code), value: money(-credit.amountMinor) }] : []),
    { label: copy.total, value: money(order.totalMinor) },
  ];
}

const missingStudents = ({ order }: OrderConfirmationProps) => Math.max(order.seatCount - order.students.length, 0);
const registerLink = (p: OrderConfirmationProps) => ({ label: copy.registerStudents, url: p.studentsUrl ?? p.orderUrl });
const orderLink = (p: OrderConfirmationProps) => ({ label: copy.viewOrder, url: p.orderUrl });
const studentNames = ({ order }: OrderConfirmationProps) => order.students.map((s) => s.fullName);

export function OrderConfirmation(props: OrderConfirmationProps) {
  const missing = missingStudents(props);
  return (
    <>
      <EmailHeading>{copy.heading(props.order.event.cityName)}</EmailHeading>
      <EmailParagraph>{copy.greeting(props.order.buyerName)}</EmailParagraph>
      <EmailParagraph>{copy.intro}</EmailParagraph>
      <EmailFields fields={details(props)} />
      <EmailList title={copy.ticketsTitle} items={tickets(props)} />
      <EmailFields fields={amounts(props)} />
      <EmailList title={copy.studentsTitle} items={studentNames(props)} />
      {props.tickets && props.tickets.length > 0 && <Tickets tickets={props.tickets} />}
      {missing > 0 && (
        <EmailParagraph strong>
          {copy.studentsToRegister(missing)}: <EmailLink {...registerLink(props)} />
        </EmailParagraph>
      )}
      <EmailParagraph>
        {copy.orderLinkIntro} <EmailLink {...orderLink(props)} />
      </EmailParagraph>
      <EmailParagraph strong>{copy.nextTitle}</EmailParagraph>
      <EmailParagraph strong>{copy.arriveEarly}</EmailParagraph>
      <EmailList title={copy.whatToBringTitle} items={props.whatToBring} />
      {props.calendarAttached && <EmailParagraph>{copy.calendarAttached}</EmailParagraph>}
      <EmailParagraph strong>{copy.refundTitle}</EmailParagraph>
      <EmailParagraph>{copy.refundPolicy}</EmailParagraph>
    </>
  );
}

export function orderConfirmationText(props: OrderConfirmationProps): string {
  const missing = missingStudents(props);
  return textBody(
    copy.greeting(props.order.buyerName),
    `${copy.heading(props.order.event.cityName)}. ${copy.intro}`,
    textFields(details(props)),
    textList(`${copy.ticketsTitle}:`, tickets(props)),
    textFields(amounts(props)),
    textList(`${copy.studentsTitle}:`, studentNames(props)),
    ticketsText(props.tickets ?? []),
    missing > 0 && `${copy.studentsToRegister(missing)}: ${registerLink(props).url}`,
    `${copy.orderLinkIntro} ${props.orderUrl}`,
    `${copy.nextTitle}\n${copy.arriveEarly}`,
    textList(`${copy.whatToBringTitle}:`, props.whatToBring),
    props.calendarAttached && copy.calendarAttached,
    `${copy.refundTitle}\n${copy.refundPolicy}`,
  );
}

export const orderConfirmation: EmailTemplate<OrderConfirmationProps> = {
  name: "order-confirmation",
  subject: (p) => copy.subject(p.order.event.cityName, p.order.number),
  preview: (p) => copy.preview(p.order.event.dateText),
  reason: (p) => copy.reason(p.order.event.cityName),
  Component: OrderConfirmation,
  toText: orderConfirmationText,
};
