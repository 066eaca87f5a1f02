import { doorCopy } from "~/content/door";
import { onlineOrderCopy, onlineProgramWords } from "~/content/online-order";
import { orderEmails } from "~/content/order-emails";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import { splitOrderParts } from "~/domain/order-parts";
import type { OnlineAccess } from "~/domain/page-config";
import type { EmailTemplate } from "~/features/email/types";
import { type EmailField, EmailFields, EmailHeading, EmailLink, EmailList, EmailParagraph, textBody, textFields, textList } from "~/features/email/templates/kit";

/** The parts of checkout's OrderView this email reads (declared here so email does not depend on checkout). */
export interface OrderSummary {
  number: string;
  buyerName: string;
  event: {
    cityName: string;
    dateText: string;
    venueName: string | null;
    venueAddress: string | null;
    /** An online program: every line is taken online. */
    isOnline?: boolean;
    /** The program's joining instructions from its page configuration. */
    onlineAccess?: OnlineAccess | null;
  };
  currency: CurrencyCode;
  /** `isOnline`: a virtual tier, taken online (no venue, no door). */
  lines: Array<{ label: string; quantity: number; subtotalMinor: number; isOnline?: boolean }>;
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

function lineText(order: OrderSummary, l: OrderSummary["lines"][number]): string {
  return copy.line(l.label, l.quantity, formatMoney({ amountMinor: l.subtotalMinor, currency: order.currency }));
}

/** The in-person tickets (in an order that also holds an online program, its online lines are listed in their own part). */
function tickets({ order }: OrderConfirmationProps): string[] {
  return parts(order).inPerson.map((l) => lineText(order, l));
}

const parts = (order: OrderSummary) => splitOrderParts(order.lines, order.event.isOnline);

const onlineWords = (order: OrderSummary) => onlineProgramWords(order.event, parts(order).online);

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
  if (!parts(props.order).hasInPerson) return <OnlineOrderConfirmation {...props} />;
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
      {parts(props.order).hasOnline && <OnlinePart order={props.order} />}
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
  if (!parts(props.order).hasInPerson) return onlineOrderConfirmationText(props);
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
    parts(props.order).hasOnline && onlinePartText(props.order),
    `${copy.nextTitle}\n${copy.arriveEarly}`,
    textList(`${copy.whatToBringTitle}:`, props.whatToBring),
    props.calendarAttached && copy.calendarAttached,
    `${copy.refundTitle}\n${copy.refundPolicy}`,
  );
}

/** The online lines of an order that also holds in-person tickets, with how their sessions are booked or joined. */
function OnlinePart({ order }: { order: OrderSummary }) {
  const words = onlineWords(order);
  return (
    <>
      <EmailList title={online.partTitle(words.programName)} items={parts(order).online.map((l) => lineText(order, l))} />
      <EmailList title={words.joinTitle} items={words.join} />
    </>
  );
}

function onlinePartText(order: OrderSummary): string | null {
  const words = onlineWords(order);
  return textBody(
    textList(`${online.partTitle(words.programName)}:`, parts(order).online.map((l) => lineText(order, l))),
    textList(`${words.joinTitle}:`, words.join),
  );
}

const online = onlineOrderCopy.email;

function onlineDetails(order: OrderSummary, programName: string): EmailField[] {
  return [
    { label: online.labels.order, value: order.number },
    { label: online.labels.program, value: programName },
    { label: online.labels.access, value: order.event.dateText },
  ];
}

/** An order of an online program only: what was bought, how the sessions are booked or joined, what happens next. No venue, door, calendar or what to wear. */
function OnlineOrderConfirmation(props: OrderConfirmationProps) {
  const { order } = props;
  const words = onlineWords(order);
  const missing = missingStudents(props);
  return (
    <>
      <EmailHeading>{online.heading(words.programName)}</EmailHeading>
      <EmailParagraph>{online.greeting(order.buyerName)}</EmailParagraph>
      <EmailParagraph>{online.intro}</EmailParagraph>
      <EmailFields fields={onlineDetails(order, words.programName)} />
      <EmailList title={online.boughtTitle} items={order.lines.map((l) => lineText(order, l))} />
      <EmailFields fields={amounts(props)} />
      <EmailList title={online.participantsTitle} items={studentNames(props)} />
      {missing > 0 && (
        <EmailParagraph strong>
          {copy.studentsToRegister(missing)}: <EmailLink {...registerLink(props)} />
        </EmailParagraph>
      )}
      <EmailList title={words.joinTitle} items={words.join} />
      <EmailList title={online.nextTitle} items={words.next} />
      <EmailParagraph>
        {copy.orderLinkIntro} <EmailLink {...orderLink(props)} />
      </EmailParagraph>
      <EmailParagraph strong>{online.refundTitle}</EmailParagraph>
      <EmailParagraph>{online.refundPolicy}</EmailParagraph>
    </>
  );
}

function onlineOrderConfirmationText(props: OrderConfirmationProps): string {
  const { order } = props;
  const words = onlineWords(order);
  const missing = missingStudents(props);
  return textBody(
    online.greeting(order.buyerName),
    `${online.heading(words.programName)}. ${online.intro}`,
    textFields(onlineDetails(order, words.programName)),
    textList(`${online.boughtTitle}:`, order.lines.map((l) => lineText(order, l))),
    textFields(amounts(props)),
    textList(`${online.participantsTitle}:`, studentNames(props)),
    missing > 0 && `${copy.studentsToRegister(missing)}: ${registerLink(props).url}`,
    textList(`${words.joinTitle}:`, words.join),
    textList(`${online.nextTitle}:`, words.next),
    `${copy.orderLinkIntro} ${props.orderUrl}`,
    `${online.refundTitle}\n${online.refundPolicy}`,
  );
}

/** Whether the order is an online program's only (its own subject, preview and reason). */
const onlineOnly = (order: OrderSummary) => !parts(order).hasInPerson;

export const orderConfirmation: EmailTemplate<OrderConfirmationProps> = {
  name: "order-confirmation",
  subject: (p) => (onlineOnly(p.order) ? online.subject(onlineWords(p.order).programName, p.order.number) : copy.subject(p.order.event.cityName, p.order.number)),
  preview: (p) => (onlineOnly(p.order) ? online.preview(onlineWords(p.order).programName) : copy.preview(p.order.event.dateText)),
  reason: (p) => (onlineOnly(p.order) ? online.reason(onlineWords(p.order).programName) : copy.reason(p.order.event.cityName)),
  Component: OrderConfirmation,
  toText: orderConfirmationText,
};
