import { and, eq, exists, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, orderStudents, orders } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import { findDoorTicket } from "./find-door-ticket.server";
import type { DoorPersonRef } from "./types";

export type CheckInResult =
  | { ok: true; person: DoorPersonRef & { name: string }; checkedInAt: Date }
  | { ok: false; reason: "not_found" | "other_event" | "not_paid" }
  | { ok: false; reason: "already_checked_in"; person: DoorPersonRef & { name: string }; checkedInAt: Date | null; checkedInBy: string | null };

/**
 * Mark a person at an event's door as checked in, by name on the list or by the code on their
 * ticket. The update only takes a row that is not checked in yet, so two phones checking in the
 * same person at once make one check-in (and one audit entry); the later one hears it was already done.
 */
export async function checkInPerson(options: { db: Db; eventId: number; ticket: DoorPersonRef | { ticketCode: string }; actor: AuditActor; now: Date }): Promise<CheckInResult> {
  const { db, eventId, actor, now } = options;
  const found = await findDoorTicket({ db, ticket: options.ticket });
  if (!found) return { ok: false, reason: "not_found" };
  if (found.eventId !== eventId) return { ok: false, reason: "other_event" };
  if (!found.paid) return { ok: false, reason: "not_paid" };
  const person = { kind: found.kind, id: found.id, name: found.name };

  return db.transaction(async (tx) => {
    const marked =
      found.kind === "student"
        ? await tx
            .update(orderStudents)
            .set({ checkedInAt: now, checkedInBy: actor.email })
            .where(
              and(
                eq(orderStudents.id, found.id),
                isNull(orderStudents.checkedInAt),
                // A refund between the lookup and now takes the student off the list.
                exists(tx.select({ one: sql`1` }).from(orders).where(and(eq(orders.id, orderStudents.orderId), eq(orders.status, "paid")))),
              ),
            )
            .returning({ id: orderStudents.id })
        : await tx
            .update(auditionRegistrations)
            .set({ checkedInAt: now, checkedInBy: actor.email })
            .where(and(eq(auditionRegistrations.id, found.id), isNull(auditionRegistrations.checkedInAt)))
            .returning({ id: auditionRegistrations.id });
    if (marked.length === 0) {
      const table = found.kind === "student" ? orderStudents : auditionRegistrations;
      const [current] = await tx.select({ at: table.checkedInAt, by: table.checkedInBy }).from(table).where(eq(table.id, found.id));
      if (!current?.at) return { ok: false, reason: "not_paid" } as const;
      return { ok: false, reason: "already_checked_in", person, checkedInAt: current.at, checkedInBy: current.by } as const;
    }
    await recordAudit({
      db: tx,
      actor,
      action: "door.check_in",
      target: `${found.kind}:${found.id}`,
      details: { eventId, name: found.name, before: { checkedInAt: null }, after: { checkedInAt: now.toISOString(), checkedInBy: actor.email } },
      now,
    });
    return { ok: true, person, checkedInAt: now } as const;
  });
}
