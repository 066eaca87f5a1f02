import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, eventCancellationRefunds, orders, waitlistEntries } from "~/db/schema";

export interface CancellationRecipient {
  email: string;
  orderNumbers: string[];
  audition: boolean;
  waitlist: boolean;
}

/**
 * Everyone a cancellation is told to, once per address (letter case aside): the buyers of the orders
 * paid when it was confirmed, the audition registrants and the waitlist entries, each with what they had.
 */
export async function listCancellationRecipients(db: Db, options: { cancellationId: number; eventId: number }): Promise<CancellationRecipient[]> {
  const byEmail = new Map<string, CancellationRecipient>();
  const entry = (email: string) => {
    const key = email.trim().toLowerCase();
    let found = byEmail.get(key);
    if (!found) byEmail.set(key, (found = { email: email.trim(), orderNumbers: [], audition: false, waitlist: false }));
    return found;
  };
  const buyers = await db
    .select({ email: orders.buyerEmail, number: orders.number })
    .from(eventCancellationRefunds)
    .innerJoin(orders, eq(orders.id, eventCancellationRefunds.orderId))
    .where(eq(eventCancellationRefunds.cancellationId, options.cancellationId))
    .orderBy(asc(orders.id));
  for (const b of buyers) entry(b.email).orderNumbers.push(b.number);
  const registrants = await db.select({ email: auditionRegistrations.email }).from(auditionRegistrations).where(eq(auditionRegistrations.eventId, options.eventId)).orderBy(asc(auditionRegistrations.id));
  for (const r of registrants) entry(r.email).audition = true;
  const waiting = await db.select({ email: waitlistEntries.email }).from(waitlistEntries).where(eq(waitlistEntries.eventId, options.eventId)).orderBy(asc(waitlistEntries.id));
  for (const w of waiting) entry(w.email).waitlist = true;
  return [...byEmail.values()];
}
