import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";

export type SetEventWhatToBringResult = { ok: true; changed: boolean } | { ok: false; reason: "not_found" };

/** Replace what an event's reminders list to bring (empty: the site's general list), audited with before and after. */
export async function setEventWhatToBring(options: { db: Db; eventId: number; items: string[]; actor: AuditActor; now: Date }): Promise<SetEventWhatToBringResult> {
  const { eventId, items, actor, now } = options;
  return options.db.transaction(async (tx): Promise<SetEventWhatToBringResult> => {
    const [event] = await tx.select({ slug: events.slug, whatToBring: events.whatToBring }).from(events).where(eq(events.id, eventId)).for("update");
    if (!event) return { ok: false, reason: "not_found" };
    if (JSON.stringify(event.whatToBring) === JSON.stringify(items)) return { ok: true, changed: false };
    await tx.update(events).set({ whatToBring: items }).where(eq(events.id, eventId));
    await recordAudit({ db: tx, actor, action: "event.what_to_bring", target: event.slug, details: { eventId, before: { whatToBring: event.whatToBring }, after: { whatToBring: items } }, now });
    return { ok: true, changed: true };
  });
}
