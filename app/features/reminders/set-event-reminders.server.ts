import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";

export type SetEventRemindersResult = { ok: true; changed: boolean } | { ok: false; reason: "not_found" };

/**
 * Turn an event's reminder emails on or off (audited with before and after). Read when each reminder
 * comes due: off, those not yet sent are not sent; on again, those still to come go out.
 */
export async function setEventReminders(options: { db: Db; eventId: number; enabled: boolean; actor: AuditActor; now: Date }): Promise<SetEventRemindersResult> {
  const { eventId, enabled, actor, now } = options;
  return options.db.transaction(async (tx): Promise<SetEventRemindersResult> => {
    const [event] = await tx.select({ slug: events.slug, remindersEnabled: events.remindersEnabled }).from(events).where(eq(events.id, eventId)).for("update");
    if (!event) return { ok: false, reason: "not_found" };
    if (event.remindersEnabled === enabled) return { ok: true, changed: false };
    await tx.update(events).set({ remindersEnabled: enabled }).where(eq(events.id, eventId));
    await recordAudit({ db: tx, actor, action: "event.reminders", target: event.slug, details: { eventId, before: { remindersEnabled: event.remindersEnabled }, after: { remindersEnabled: enabled } }, now });
    return { ok: true, changed: true };
  });
}
