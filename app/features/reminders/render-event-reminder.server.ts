import type { ReminderKind } from "~/domain/event-reminders";
import { buildOrderCalendar, canBuildOrderCalendar } from "~/features/checkout/confirmation/build-order-calendar";
import { orderLinks } from "~/features/checkout/orders/order-links";
import { ticketImages } from "~/features/checkout/checkout.server";
import type { OrderView } from "~/features/checkout/confirmation/types";
import { eventReminder } from "~/features/reminders/emails/event-reminder";
import { renderOutgoingEmail } from "~/features/email/email.server";
import type { EmailAttachment, EmailContext, OutgoingEmail } from "~/features/email/types";
import type { ReminderEvent } from "./load-reminder-event.server";
import { reminderProps } from "./reminder-props";

/** `method=PUBLISH`, as the confirmation's: calendar apps offer to add the event. */
const CALENDAR_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

/**
 * One order's reminder to its buyer: the event, its date and schedule in its zone, the venue with a
 * map link, what to bring, each named student's QR code (attached PNGs shown by Content-ID, drawn as
 * the confirmation draws them) and the order's calendar file (the confirmation's, same UID, so it
 * updates the entry rather than adding one). Empty when rendering throws (logged).
 */
export function renderEventReminder(input: { kind: ReminderKind; order: OrderView; event: ReminderEvent; siteUrl: string; now: Date }, mail: EmailContext): OutgoingEmail[] {
  const { kind, order, event, siteUrl, now } = input;
  const orderUrl = orderLinks.confirmation(siteUrl, order.token);
  const calendar = calendarFile(order, { siteUrl, orderUrl, now }, mail);
  const tickets = ticketImages(order);
  const attachments: EmailAttachment[] = [...(calendar ? [calendar] : []), ...tickets.map((t) => t.attachment)];
  return renderOutgoingEmail(mail, "event reminder", () => ({
    to: order.buyerEmail,
    template: eventReminder,
    props: reminderProps({
      kind,
      event,
      order: { number: order.number, buyerName: order.buyerName, seatCount: order.seatCount, studentCount: order.students.length },
      tickets: tickets.map((t) => t.ticket),
      orderUrl,
      studentsUrl: orderLinks.students(siteUrl, order.token),
      calendarAttached: calendar !== null,
    }),
  })).map((email) => ({ ...email, attachments }));
}

function calendarFile(order: OrderView, options: { siteUrl: string; orderUrl: string; now: Date }, mail: EmailContext): EmailAttachment | null {
  if (!canBuildOrderCalendar(order)) return null;
  try {
    return { filename: `callboard-${order.number}.ics`, contentType: CALENDAR_TYPE, content: buildOrderCalendar(order, options) };
  } catch (err) {
    mail.logger.error({ err, order: order.number }, "could not build the reminder's calendar file");
    return null;
  }
}
