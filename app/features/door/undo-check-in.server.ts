import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, orderStudents } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import { findDoorTicket } from "./find-door-ticket.server";
import type { DoorPersonRef } from "./types";

export type UndoCheckInResult =
  | { ok: true; person: DoorPersonRef & { name: string } }
  | { ok: false; reason: "not_found" | "other_event" | "not_checked_in" | "checked_in_again" };

/**
 * Take back a check-in made by mistake. The row forgets when and by whom; the audit log keeps both
 * (the check-in's own entry and this one's before), so the door's history is never lost. With
 * `checkedInAt` it takes back only that check-in: an undo resent after another phone checked the
 * person in again is `checked_in_again`, and the newer check-in stays.
 */
export async function undoCheckIn(options: {
  db: Db;
  eventId: number;
  ticket: DoorPersonRef;
  actor: AuditActor;
  now: Date;
  checkedInAt?: string;
}): Promise<UndoCheckInResult> {
  const { db, eventId, actor, now } = options;
  const found = await findDoorTicket({ db, ticket: options.ticket });
  if (!found) return { ok: false, reason: "not_found" };
  if (found.eventId !== eventId) return { ok: false, reason: "other_event" };
  const table = found.kind === "student" ? orderStudents : auditionRegistrations;
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ at: table.checkedInAt, by: table.checkedInBy }).from(table).where(eq(table.id, found.id)).for("update");
    if (!before?.at) return { ok: false, reason: "not_checked_in" } as const;
    if (options.checkedInAt !== undefined && before.at.getTime() !== new Date(options.checkedInAt).getTime()) return { ok: false, reason: "checked_in_again" } as const;
    await tx.update(table).set({ checkedInAt: null, checkedInBy: null }).where(eq(table.id, found.id));
    await recordAudit({
      db: tx,
      actor,
      action: "door.undo_check_in",
      target: `${found.kind}:${found.id}`,
      details: { eventId, name: found.name, before: { checkedInAt: before.at.toISOString(), checkedInBy: before.by }, after: { checkedInAt: null } },
      now,
    });
    return { ok: true, person: { kind: found.kind, id: found.id, name: found.name } } as const;
  });
}
