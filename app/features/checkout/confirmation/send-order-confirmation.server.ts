import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { outboxRows } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { buildOrderCalendar, canBuildOrderCalendar } from "./build-order-calendar";
import { getOrderWithContacts } from "./get-order-view.server";
import { renderOrderConfirmation, renderStudentTicketNotes, renderTeamOrderNotice } from "./order-emails.server";
import { orderLinks } from "../orders/order-links";

/**
 * A paid order's confirmation (with its calendar file and tickets), the ticket notes for students
 * with their own address and the team's new-order notice, queued together in one statement. Runs in the payment's
 * job (decision 0040), after the payment committed; each message goes in once per order (its outbox
 * key), so a retried job queues none twice. False when the order is not (or no longer) paid.
 */
export async function sendOrderConfirmation(options: { db: Db; orderId: number; now: Date; mail: EmailContext; siteUrl: string; logger: Logger }): Promise<boolean> {
  const { db, orderId, now, mail, siteUrl, logger } = options;
  const read = await getOrderWithContacts({ db, orderId });
  if (!read || read.status !== "paid") return false;
  const { studentContacts: contacts, ...order } = read;
  const orderUrl = orderLinks.confirmation(siteUrl, order.token);
  const calendar = canBuildOrderCalendar(order) ? safely(() => buildOrderCalendar(order, { siteUrl, orderUrl, now }), logger) : null;
  const studentsUrl = order.students.length < order.seatCount ? orderLinks.students(siteUrl, order.token) : null;
  const studentContacts = contacts.filter((s): s is { fullName: string; email: string } => s.email !== null && s.email !== order.buyerEmail);
  const confirmation = renderOrderConfirmation({ order, orderUrl, studentsUrl, calendar }, mail);
  const notes = studentContacts.length > 0 ? renderStudentTicketNotes({ order, students: studentContacts }, mail) : [];
  const notice = renderTeamOrderNotice({ order, adminOrderUrl: `${siteUrl}/admin/orders/${order.number}` }, mail);
  const rows = [...outboxRows(confirmation, `order-confirmation:${orderId}`), ...outboxRows(notes, `order-students:${orderId}`), ...outboxRows(notice, `order-team:${orderId}`)];
  if (rows.length > 0) await db.insert(emailOutbox).values(rows).onConflictDoNothing({ target: emailOutbox.dedupeKey });
  return true;
}

function safely<T>(make: () => T, logger: Logger): T | null {
  try {
    return make();
  } catch (err) {
    logger.error({ err }, "could not build the order's calendar file");
    return null;
  }
}
