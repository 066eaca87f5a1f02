import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { seatPools } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import type { NewPoolForm } from "./event-form-schema";
import { bumpEventVersion, lockEventVersion } from "./lock-event-version.server";
import { snapshotPool } from "./snapshot-event";
import type { EventEditResult } from "./types";

/** Add a pool to an event, for offers to draw seats from. */
export async function addSeatPool(options: { db: Db; eventId: number; form: NewPoolForm; actor: AuditActor; now: Date }): Promise<EventEditResult<{ version: number; key: string }>> {
  const { eventId, form, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const locked = await lockEventVersion(tx, eventId, form.version);
    if (!locked.ok) return locked;
    const [taken] = await tx.select({ id: seatPools.id }).from(seatPools).where(and(eq(seatPools.eventId, eventId), eq(seatPools.key, form.key)));
    if (taken) return { ok: false, reason: "pool_key_taken", key: form.key };
    const [pool] = await tx.insert(seatPools).values({ eventId, key: form.key, capacity: form.capacity }).returning();
    const version = await bumpEventVersion(tx, eventId, now);
    await recordAudit({ db: tx, actor, action: "event.pool.create", target: `${locked.event.slug}/${form.key}`, details: { eventId, before: null, after: snapshotPool(pool!) }, now });
    return { ok: true, changed: true, version, key: form.key };
  });
}
