import { whatToBring } from "~/content/audition";
import { onlineProgramWords } from "~/content/online-order";
import { formatMoney } from "~/domain/money";
import { splitOrderParts } from "~/domain/order-parts";
import { renderOutgoingEmail } from "~/features/email/email.server";
import { orderConfirmation } from "~/features/checkout/confirmation/emails/order-confirmation";
import { studentTicketNote, studentTickets } from "~/features/checkout/confirmation/emails/student-ticket-note";
import { teamNotification } from "~/features/email/templates/kit";
import type { EmailAttachment, EmailContext, OutgoingEmail } from "~/features/email/types";
import { ticketImage, ticketImages } from "./ticket-images.server";
import type { OrderView } from "./types";

/** `method=PUBLISH`: calendar apps offer to add the event rather than treat it as an invitation to answer. */
const CALENDAR_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

/**
 * The buyer's confirmation of a paid order. `calendar` (from buildOrderCalendar, null while the
 * date is to be determined) is attached as an .ics file; `studentsUrl` is where missing students
 * are named (the order page when null).
 */
export function renderOrderConfirmation(
  input: { order: OrderView; orderUrl: string; studentsUrl: string | null; calendar: string | null },
  mail: EmailContext,
): OutgoingEmail[] {
  const { order } = input;
  // An online program's order has no day at a venue and no door: no calendar file, no door tickets.
  const inPerson = splitOrderParts(order.lines, order.event.isOnline).hasInPerson;
  const calendar = inPerson ? input.calendar : null;
  const calendarFiles = calendar ? [{ filename: `callboard-${order.number}.ics`, contentType: CALENDAR_TYPE, content: calendar }] : [];
  const tickets = inPerson ? ticketImages(order) : [];
  const attachments: EmailAttachment[] = [...calendarFiles, ...tickets.map((t) => t.attachment)];
  return renderOutgoingEmail(mail, "order confirmation", () => ({
    to: order.buyerEmail,
    template: orderConfirmation,
    props: { order, orderUrl: input.orderUrl, studentsUrl: input.studentsUrl, whatToBring, calendarAttached: calendarFiles.length > 0, tickets: tickets.map((t) => t.ticket) },
  })).map((email) => ({ ...email, attachments }));
}

/** A student named after payment: their ticket code is drawn before their row is written (the code is chosen in code, not by the database). */
export interface NamedStudentTicket {
  fullName: string;
  email: string | null;
  ticketCode: string;
}

/**
 * The buyer's door tickets for students named after the order was paid: one email for the whole
 * submission, each new student's QR code attached as a PNG shown by Content-ID and printed as text.
 */
export function renderStudentTickets(input: { order: OrderView; students: NamedStudentTicket[]; orderUrl: string }, mail: EmailContext): OutgoingEmail[] {
  const { order } = input;
  // No door, so no door tickets for an online program's participants: the order page lists them.
  if (input.students.length === 0 || !splitOrderParts(order.lines, order.event.isOnline).hasInPerson) return [];
  const images = input.students.map((s) => ticketImage(order.number, s.ticketCode.slice(0, 12), s.fullName, s.ticketCode));
  return renderOutgoingEmail(mail, "student tickets", () => ({
    to: order.buyerEmail,
    template: studentTickets,
    props: {
      buyerName: order.buyerName,
      orderNumber: order.number,
      cityName: order.event.cityName,
      dateText: order.event.dateText,
      venueName: order.event.venueName,
      venueAddress: order.event.venueAddress,
      orderUrl: input.orderUrl,
      tickets: images.map((i) => i.ticket),
    },
  })).map((email) => ({ ...email, attachments: images.map((i) => i.attachment) }));
}

/**
 * A note to each student address on a paid order: one per address (siblings may share one), none
 * to the buyer's own address, which already has the confirmation. Students given with their
 * `ticketCode` (named after payment) get their QR codes in the note too.
 */
export function renderStudentTicketNotes(
  input: { order: OrderView; students: Array<{ fullName: string; email: string; ticketCode?: string }> },
  mail: EmailContext,
): OutgoingEmail[] {
  const { order } = input;
  // An online program's order: the note says how the sessions are booked or joined, with no door ticket.
  const parts = splitOrderParts(order.lines, order.event.isOnline);
  const online = parts.hasInPerson ? null : onlineProgramWords(order.event, parts.online);
  return studentsByAddress(order.buyerEmail, input.students).flatMap(([to, students]) => {
    const images = online ? [] : students.flatMap((s) => (s.ticketCode ? [ticketImage(order.number, s.ticketCode.slice(0, 12), s.fullName, s.ticketCode)] : []));
    return renderOutgoingEmail(mail, "student ticket note", () => ({
      to,
      template: studentTicketNote,
      props: {
        studentNames: students.map((s) => s.fullName),
        buyerName: order.buyerName,
        orderNumber: order.number,
        cityName: order.event.cityName,
        dateText: order.event.dateText,
        venueName: order.event.venueName,
        venueAddress: order.event.venueAddress,
        ...(online ? { online } : {}),
        ...(images.length > 0 ? { tickets: images.map((i) => i.ticket) } : {}),
      },
    })).map((email) => (images.length > 0 ? { ...email, attachments: images.map((i) => i.attachment) } : email));
  });
}

/**
 * Student names by address, leaving out blanks and the buyer's own. One email per address:
 * `enqueueEmails` keys each message by cause, template and recipient, so a second one to the same
 * address would be dropped.
 */
function studentsByAddress<S extends { fullName: string; email: string }>(buyerEmail: string, students: S[]): Array<[string, S[]]> {
  const byAddress = new Map<string, [string, S[]]>();
  for (const student of students) {
    const to = student.email.trim();
    const key = to.toLowerCase();
    if (!to || key === buyerEmail.trim().toLowerCase()) continue;
    let entry = byAddress.get(key);
    if (!entry) byAddress.set(key, (entry = [to, []]));
    entry[1].push(student);
  }
  return [...byAddress.values()];
}

/** The team's note of each paid order: "New order CB-…: Hartford, 2 × Core Experience, $336". */
export function renderTeamOrderNotice(input: { order: OrderView; adminOrderUrl: string }, mail: EmailContext): OutgoingEmail[] {
  const { order } = input;
  const items = order.lines.map((l) => `${l.quantity} × ${l.label}`).join(", ");
  const total = formatMoney({ amountMinor: order.totalMinor, currency: order.currency });
  return renderOutgoingEmail(mail, "team order notice", () => ({
    to: mail.teamEmail,
    template: teamNotification,
    props: {
      title: `New order ${order.number}: ${order.event.cityName}, ${items}, ${total}`,
      fields: [
        { label: "Buyer", value: order.buyerName },
        { label: "Email", value: order.buyerEmail },
        { label: "Event", value: `${order.event.cityName} · ${order.event.dateText}` },
        { label: "Tickets", value: items },
        ...order.discounts.map((d) => ({ label: `Code ${d.code}`, value: `−${formatMoney({ amountMinor: d.amountMinor, currency: order.currency })}` })),
        ...(order.credit ? [{ label: `Credit ${order.credit.code}`, value: `−${formatMoney({ amountMinor: order.credit.amountMinor, currency: order.currency })}` }] : []),
        { label: "Total", value: total },
      ],
      links: [{ label: "Open the order", url: input.adminOrderUrl }],
    },
  }));
}
