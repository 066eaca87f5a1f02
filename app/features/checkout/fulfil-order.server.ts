import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import type { emailOutbox } from "~/db/schema";
import { AUDITION_TIER } from "~/domain/tiers";
import { outboxRows } from "~/features/email/enqueue-email.server";
import type { EmailContext, OutgoingEmail } from "~/features/email/types";
import { buildOrderCalendar, canBuildOrderCalendar } from "./build-order-calendar";
import { getOrderWithContacts } from "./get-order-view.server";
import { renderOrderConfirmation, renderStudentTicketNotes, renderTeamOrderNotice } from "./order-emails.server";
import { orderLinks } from "./order-links";
import type { ConfirmedPayment } from "./payment-provider";
import type { HoldRow } from "./place-order-hold.server";
import type { OrderView } from "./types";

/** Why a confirmed payment cannot pay its order and is given back. */
export type LateRefundReason =
  /** Its hold had lapsed and its seats were taken meanwhile. */
  | { kind: "seats_gone" }
  /** A limited code it was priced with had no use left for it (its hold lapsed and others spent it). */
  | { kind: "code_used_up"; code: string }
  /** The credit paying part of it no longer had that much (its hold lapsed and other orders spent it). */
  | { kind: "credit_used_up"; code: string };

export type FulfilOrderResult =
  | { status: "fulfilled"; orderId: number }
  /** Already paid, or this provider event was handled before: nothing changed. */
  | { status: "already_done"; orderId: number | null }
  /** Its seats or a code it used were gone when it was paid: marked refunded, the caller refunds the money. */
  | { status: "refund_needed"; orderId: number; reason: LateRefundReason }
  /** The payment does not match the order (amount, currency, unknown order): flagged for the team. */
  | { status: "rejected"; orderId: number | null; reason: string };

/** fulfil_order's answer (migration 0030): the result, plus what the server logs. */
type FulfilAnswer = FulfilOrderResult & { number?: string; cleared?: string | null };

/** An order read with its contacts (getOrderWithContacts), or null when there is none. */
export type OrderRead = Awaited<ReturnType<typeof getOrderWithContacts>>;

/**
 * Turn a confirmed payment into a paid order, exactly once, in one statement (fulfil_order, migration
 * 0030): the order row is locked and the provider event recorded first (a repeat changes nothing), so
 * the webhook and the return page, or one event delivered five times, fulfil once. A lapsed hold is
 * checked under the pools', codes' and credit's locks; marking it paid, counting its codes, debiting
 * its credit, enrolling its students, recording the purchase and queuing the confirmation commit
 * together or not at all. `order`: the order already read by the caller (the same order), saving a read.
 */
export async function fulfilOrder(options: {
  db: Db;
  payment: ConfirmedPayment;
  now: Date;
  mail: EmailContext;
  siteUrl: string;
  logger: Logger;
  order?: OrderRead;
}): Promise<FulfilOrderResult> {
  const { db, payment, now, mail, siteUrl, logger } = options;
  // Rendered before the statement (decision 0016): a sale's burst of payments then holds the order's
  // lock only for the writes, not for reading the order back and rendering its emails.
  const read = options.order !== undefined ? options.order : await getOrderWithContacts({ db, orderId: payment.orderId });
  const prepared = read && read.id === payment.orderId ? prepareConfirmation({ read, now, mail, siteUrl, logger }) : null;
  const emails = (prepared?.emails ?? []).flatMap((batch) => outboxRows(batch.emails, batch.cause).map(outboxJson));
  const paymentJson = {
    provider: payment.provider,
    event_id: payment.eventId,
    order_id: payment.orderId,
    payment_ref: payment.paymentRef,
    amount_minor: payment.amountMinor,
    currency: payment.currency,
  };
  const result = await db.execute(sql`select fulfil_order(
    ${JSON.stringify(paymentJson)}::jsonb, ${JSON.stringify(emails)}::jsonb, ${prepared?.itemCount ?? null}::integer,
    ${AUDITION_TIER}::text, ${now.toISOString()}::timestamptz
  ) as result`);
  const answer = parseAnswer((result as unknown as { rows: Array<{ result: unknown }> }).rows[0]?.result);
  if (answer.status === "rejected" && answer.orderId !== null) logger.error({ order: answer.number, reason: answer.reason }, "payment rejected");
  if (answer.status === "fulfilled" && answer.cleared) logger.warn({ order: answer.number, cleared: answer.cleared }, "order flag cleared: a matching payment paid it");
  switch (answer.status) {
    case "fulfilled":
      return { status: "fulfilled", orderId: answer.orderId };
    case "already_done":
      return { status: "already_done", orderId: answer.orderId };
    case "refund_needed":
      return { status: "refund_needed", orderId: answer.orderId, reason: answer.reason };
    case "rejected":
      return { status: "rejected", orderId: answer.orderId, reason: answer.reason };
  }
}

/** jsonb comes back parsed from PGlite and node-postgres; a driver that hands back text is parsed here. */
function parseAnswer(value: unknown): FulfilAnswer {
  const answer = (typeof value === "string" ? JSON.parse(value) : value) as FulfilAnswer | null;
  if (!answer || typeof answer !== "object" || typeof answer.status !== "string") throw new Error("fulfil_order returned nothing");
  return answer;
}

/** An outbox row as fulfil_order inserts it: by column name, dates as ISO strings. */
function outboxJson(row: ReturnType<typeof outboxRows>[number]): HoldRow<typeof emailOutbox> {
  return {
    to_address: row.toAddress,
    subject: row.subject,
    html: row.html,
    text: row.text,
    template: row.template,
    attachments: row.attachments,
    headers: row.headers,
    status: row.status,
    last_error: row.lastError,
    next_attempt_at: row.nextAttemptAt.toISOString(),
    dedupe_key: row.dedupeKey,
  };
}

/**
 * The buyer's confirmation (with its calendar file) and the students' notes for an order about to be
 * paid, with its item count, rendered outside the payment's statement; no emails for one already paid
 * (a repeated webhook). What an order is sold as does not change once placed, so what is rendered
 * here matches the order the statement marks paid.
 */
function prepareConfirmation(options: {
  read: NonNullable<OrderRead>;
  now: Date;
  mail: EmailContext;
  siteUrl: string;
  logger: Logger;
}): { itemCount: number; emails: Array<{ emails: OutgoingEmail[]; cause: string }> } {
  const { read, now, mail, siteUrl, logger } = options;
  const orderId = read.id;
  const { studentContacts: contacts, ...found } = read;
  const itemCount = found.lines.reduce((n, l) => n + l.quantity, 0);
  if (found.status === "paid") return { itemCount, emails: [] };
  const view: OrderView = { ...found, status: "paid", paidAt: now.toISOString(), students: found.students.map((s) => ({ ...s, enrolled: true })) };
  const orderUrl = orderLinks.confirmation(siteUrl, view.token);
  const calendar = canBuildOrderCalendar(view) ? safely(() => buildOrderCalendar(view, { siteUrl, orderUrl, now }), logger) : null;
  const studentsUrl = view.students.length < view.seatCount ? orderLinks.students(siteUrl, view.token) : null;
  const studentContacts = contacts.filter((s): s is { fullName: string; email: string } => s.email !== null && s.email !== view.buyerEmail);
  const batches = [{ emails: renderOrderConfirmation({ order: view, orderUrl, studentsUrl, calendar }, mail), cause: `order-confirmation:${orderId}` }];
  if (studentContacts.length > 0) batches.push({ emails: renderStudentTicketNotes({ order: view, students: studentContacts }, mail), cause: `order-students:${orderId}` });
  batches.push({ emails: renderTeamOrderNotice({ order: view, adminOrderUrl: `${siteUrl}/admin/orders/${view.number}` }, mail), cause: `order-team:${orderId}` });
  return { itemCount, emails: batches };
}

function safely<T>(make: () => T, logger: Logger): T | null {
  try {
    return make();
  } catch (err) {
    logger.error({ err }, "could not build the order's calendar file");
    return null;
  }
}
