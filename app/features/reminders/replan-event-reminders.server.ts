import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { eventDateChanges, orders } from "~/db/schema";
import { planOrderReminders } from "./plan-order-reminders.server";

/**
 * After an event's date changed (the date change's job, or its event's id): each paid order's
 * reminders for the new date, as if booked now (a date moved inside the week gets its week-before one
 * within minutes). The jobs planned for the old date find the date changed when they run and send
 * nothing; running this again plans nothing twice.
 */
export async function replanEventReminders(options: { db: Db; event: { eventId: number } | { dateChangeId: number }; now: Date; workerNow: Date }): Promise<{ orders: number; created: number }> {
  const { db, now, workerNow } = options;
  const eventId = "eventId" in options.event ? options.event.eventId : await dateChangeEvent(db, options.event.dateChangeId);
  if (eventId === null) return { orders: 0, created: 0 };
  const paid = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), eq(orders.status, "paid")))
    .orderBy(asc(orders.id));
  let created = 0;
  for (const order of paid) {
    const result = await planOrderReminders({ db, orderId: order.id, now, workerNow });
    created += result.planned.filter((r) => r.created).length;
  }
  return { orders: paid.length, created };
}

async function dateChangeEvent(db: Db, dateChangeId: number): Promise<number | null> {
  const [change] = await db.select({ eventId: eventDateChanges.eventId }).from(eventDateChanges).where(eq(eventDateChanges.id, dateChangeId));
  return change?.eventId ?? null;
}
