import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "~/db/client.server";
import { orderLines, orderStudents, orders } from "~/db/schema";
import { fieldPathErrors } from "~/lib/form-errors";
import { completeStudentsSchema } from "./checkout-schema";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailContext, OutgoingEmail } from "~/features/email/types";
import { renderStudentTicketNotes, renderStudentTickets } from "../confirmation/order-emails.server";
import { orderLinks } from "./order-links";
import { getOrderView } from "../confirmation/get-order-view.server";
import { ORDER_TOKEN_PATTERN } from "./order-reference";
import { orderStudentRow } from "./order-student-row";
import { isMinor } from "~/domain/age-groups";
import { splitOrderParts } from "~/domain/order-parts";

/** Why no student was added: `invalid` carries the schema's field errors (keyed `students.0.age`), `too_many` the seats left. */
export type StudentsRefusal =
  | { reason: "not_found" }
  | { reason: "invalid"; errors: Record<string, string> }
  | { reason: "closed" }
  | { reason: "complete" }
  | { reason: "too_many"; left: number };

/** `repeated`: this submission key was already taken, so nothing was added again (`added` is what the first one added). */
export type CompleteStudentsResult = { ok: true; added: number; repeated?: true } | ({ ok: false } & StudentsRefusal);

/** The form's one-time key: random, URL-safe, made when the form is drawn. */
export const SUBMISSION_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;


const NOT_FOUND = { ok: false, reason: "not_found" } as const;

/** A new student's door code, chosen here so their emails can be rendered before the write: 32 hex characters, as the column's default. */
const newTicketCode = () => randomBytes(16).toString("hex");

type NewStudent = z.infer<typeof completeStudentsSchema>["students"][number] & { ticketCode: string };

/** The emails of one submission, rendered for the order's status as read before the write. */
interface PreparedEmails {
  status: string | null;
  buyer: OutgoingEmail[];
  notes: OutgoingEmail[];
}

/**
 * Register students on an order after it was placed (its signed link): checked with the checkout's
 * schema, only on a pending or paid order, never more than its seats. The order's row is locked
 * while seats are counted, so two submissions at once queue and cannot exceed them. Students of a
 * paid order are enrolled at once, and their door tickets are emailed: one email to the buyer with
 * each new student's QR code, and to each student given their own address a note with theirs
 * (queued with the insert, once per submission). A pending order's students get theirs in the
 * confirmation when it is paid. The emails are rendered before the transaction opens (decision
 * 0016), for the status read then; if the status has changed by the time the row is locked, they
 * are rendered again. `students` is untrusted input (errors keyed `students.0.age`). A submission
 * repeated with the same `submissionKey` (a double click, a retried post) adds nobody and emails
 * nothing the second time; it answers as the first did.
 */
export async function completeStudents(options: {
  db: Db;
  token: string;
  students: unknown;
  now: Date;
  mail?: EmailContext;
  submissionKey?: string;
}): Promise<CompleteStudentsResult> {
  const { db, token, now, mail } = options;
  if (!ORDER_TOKEN_PATTERN.test(token)) return NOT_FOUND;
  const submissionKey = options.submissionKey !== undefined && SUBMISSION_KEY_PATTERN.test(options.submissionKey) ? options.submissionKey : null;
  const parsed = completeStudentsSchema.safeParse({ students: options.students });
  if (!parsed.success) {
    return { ok: false, reason: "invalid", errors: fieldPathErrors(parsed.error) };
  }
  const students: NewStudent[] = parsed.data.students.map((s) => ({ ...s, ticketCode: newTicketCode() }));
  // A guardian's consent is stored as the form showed it: an online program's is to the online program (as the page asks it).
  const online = students.some((s) => isMinor(s.age)) && (await isOnlineOrder(db, token));

  for (let attempt = 1; ; attempt++) {
    const prepared = await prepareEmails({ db, token, students, mail });
    const result = await db.transaction(async (tx): Promise<CompleteStudentsResult | "status_changed"> => {
      const [order] = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.token, token)).for("update");
      if (!order) return NOT_FOUND;
      if (submissionKey) {
        const [earlier] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(orderStudents)
          .where(and(eq(orderStudents.orderId, order.id), eq(orderStudents.submissionKey, submissionKey)));
        if (Number(earlier?.n ?? 0) > 0) return { ok: true, added: Number(earlier?.n), repeated: true };
      }
      if (order.status !== "pending" && order.status !== "paid") return { ok: false, reason: "closed" };
      // Paid (or refunded) since the emails were rendered: render them again for what the order is now.
      if (mail && order.status !== prepared.status && attempt < 3) return "status_changed";

      const [seats] = await tx
        .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.isAddOn, false)));
      const [taken] = await tx
        .select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${orderStudents.position}), 0)::int` })
        .from(orderStudents)
        .where(eq(orderStudents.orderId, order.id));
      const left = Number(seats?.n ?? 0) - Number(taken?.n ?? 0);
      if (left <= 0) return { ok: false, reason: "complete" };
      if (students.length > left) return { ok: false, reason: "too_many", left };

      const last = Number(taken?.last ?? 0);
      await tx.insert(orderStudents).values(
        students.map((s, i) => ({
          ...orderStudentRow(s, { orderId: order.id, position: last + i + 1, now, enrolledAt: order.status === "paid" ? now : null, online }),
          ticketCode: s.ticketCode,
          submissionKey,
        })),
      );
      await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, order.id));
      if (order.status === prepared.status) {
        // Keyed by the submission's first position: a second submission is another cause, a repeat of one is not.
        await enqueueEmails(tx, prepared.buyer, `order-student-tickets:${order.id}:${last + 1}`);
        await enqueueEmails(tx, prepared.notes, `order-students:${order.id}:${last + 1}`);
      }
      return { ok: true, added: students.length };
    });
    if (result !== "status_changed") return result;
  }
}

/** Every line of the order is online (as /student-registration decides it): its event is an online program or its tiers are online. */
async function isOnlineOrder(db: Db, token: string): Promise<boolean> {
  const view = await getOrderView({ db, token });
  return view !== null && !splitOrderParts(view.lines, view.event.isOnline).hasInPerson;
}

/** The buyer's tickets email and the students' notes for a paid order (none otherwise), read and rendered outside the transaction. */
async function prepareEmails(options: { db: Db; token: string; students: NewStudent[]; mail: EmailContext | undefined }): Promise<PreparedEmails> {
  const { db, token, students, mail } = options;
  if (!mail) return { status: null, buyer: [], notes: [] };
  const view = await getOrderView({ db, token });
  if (!view) return { status: null, buyer: [], notes: [] };
  if (view.status !== "paid") return { status: view.status, buyer: [], notes: [] };
  const named = students.map((s) => ({ fullName: s.fullName, email: s.email ?? null, ticketCode: s.ticketCode }));
  const contacts = named.filter((s): s is typeof s & { email: string } => Boolean(s.email));
  return {
    status: view.status,
    buyer: renderStudentTickets({ order: view, students: named, orderUrl: orderLinks.confirmation(mail.brand.siteUrl, view.token) }, mail),
    notes: contacts.length > 0 ? renderStudentTicketNotes({ order: view, students: contacts }, mail) : [],
  };
}
