import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, orders, orderStudents, waitlistEntries } from "~/db/schema";
import type { CancellationImpact } from "./event-change-views";

/** Who a cancellation reaches, as the confirmation names it (and as it is recorded when confirmed). */
export async function countCancellationImpact(db: Db, eventId: number, now: Date): Promise<CancellationImpact> {
  const count = sql<number>`count(*)::int`;
  const [paid] = await db.select({ n: count }).from(orders).where(and(eq(orders.eventId, eventId), eq(orders.status, "paid")));
  const [students] = await db
    .select({ n: count })
    .from(orderStudents)
    .innerJoin(orders, eq(orders.id, orderStudents.orderId))
    .where(and(eq(orders.eventId, eventId), eq(orders.status, "paid")));
  const [auditions] = await db.select({ n: count }).from(auditionRegistrations).where(eq(auditionRegistrations.eventId, eventId));
  const [waitlist] = await db.select({ n: count }).from(waitlistEntries).where(eq(waitlistEntries.eventId, eventId));
  const [holds] = await db
    .select({ n: count })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), eq(orders.status, "pending"), gt(orders.holdExpiresAt, now)));
  return { orders: paid?.n ?? 0, students: students?.n ?? 0, auditions: auditions?.n ?? 0, waitlist: waitlist?.n ?? 0, holds: holds?.n ?? 0 };
}
