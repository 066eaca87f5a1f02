import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orderLines, orderStudents, orders } from "~/db/schema";
import { fieldPathErrors } from "~/lib/form-errors";
import { completeStudentsSchema } from "./checkout-schema";
import { enqueueEmails } from "~/features/email/enqueue-email.server";
import type { EmailContext } from "~/features/email/types";
import { renderStudentTicketNotes } from "./order-emails.server";
import { getOrderView } from "./get-order-view.server";
import { ORDER_TOKEN_PATTERN } from "./order-reference";
import { orderStudentRow } from "./order-student-row";

/** Why no student was added: `invalid` carries the schema's field errors (keyed `students.0.age`), `too_many` the seats left. */
export type StudentsRefusal =
  | { reason: "not_found" }
  | { reason: "invalid"; errors: Record<string, string> }
  | { reason: "closed" }
  | { reason: "complete" }
  | { reason: "too_many"; left: number };

export type CompleteStudentsResult = { ok: true; added: number } | ({ ok: false } & StudentsRefusal);

const NOT_FOUND = { ok: false, reason: "not_found" } as const;

/**
 * Register students on an order after it was placed (its signed link): checked with the checkout's
 * schema, only on a pending or paid order, never more than its seats. The order's row is locked
 * while seats are counted, so two submissions at once queue and cannot exceed them. Students of a
 * paid order are enrolled at once, and those given their own email get the same short note as
 * students named at checkout (queued with the insert). `students` is untrusted input (errors keyed
 * `students.0.age`).
 */
export async function completeStudents(options: { db: Db; token: string; students: unknown; now: Date; mail?: EmailContext }): Promise<CompleteStudentsResult> {
  const { db, token, now } = options;
  if (!ORDER_TOKEN_PATTERN.test(token)) return NOT_FOUND;
  const parsed = completeStudentsSchema.safeParse({ students: options.students });
  if (!parsed.success) {
    return { ok: false, reason: "invalid", errors: fieldPathErrors(parsed.error) };
  }
  const students = parsed.data.students;

  return db.transaction(async (tx): Promise<CompleteStudentsResult> => {
    const [order] = await tx.select({ id: orders.id, status: orders.status, buyerEmail: orders.buyerEmail }).from(orders).where(eq(orders.token, token)).for("update");
    if (!order) return NOT_FOUND;
    if (order.status !== "pending" && order.status !== "paid") return { ok: false, reason: "closed" };

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
      students.map((s, i) => orderStudentRow(s, { orderId: order.id, position: last + i + 1, now, enrolledAt: order.status === "paid" ? now : null })),
    );
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, order.id));
    const contacts = students
      .filter((s): s is typeof s & { email: string } => Boolean(s.email) && s.email!.toLowerCase() !== order.buyerEmail.toLowerCase())
      .map((s) => ({ fullName: s.fullName, email: s.email }));
    if (options.mail && order.status === "paid" && contacts.length > 0) {
      const view = await getOrderView({ db: tx, orderId: order.id });
      if (view) await enqueueEmails(tx, renderStudentTicketNotes({ order: view, students: contacts }, options.mail), `order-students:${order.id}:${last + 1}`);
    }
    return { ok: true, added: students.length };
  });
}
