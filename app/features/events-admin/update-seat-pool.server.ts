import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { seatPools } from "~/db/schema";
import { capacityProblem } from "~/domain/event-edits";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import { countSeatsTaken } from "./count-seats-taken.server";
import type { PoolForm } from "./event-form-schema";
import { bumpEventVersion, lockEventVersion } from "./lock-event-version.server";
import { sameSnapshot, snapshotPool } from "./snapshot-event";
import type { EventEditResult } from "./types";

/** Change a pool's capacity (null: no limit), never below the seats already taken in it. */
export async function updateSeatPool(options: { db: Db; eventId: number; form: PoolForm; actor: AuditActor; now: Date }): Promise<EventEditResult<{ version: number; key: string }>> {
  const { eventId, form, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const locked = await lockEventVersion(tx, eventId, form.version);
    if (!locked.ok) return locked;
    const [before] = await tx
      .select()
      .from(seatPools)
      .where(and(eq(seatPools.id, form.poolId), eq(seatPools.eventId, eventId)))
      .for("update");
    if (!before) return { ok: false, reason: "pool_not_found" };
    const problem = capacityProblem(form.capacity, await countSeatsTaken(tx, eventId, before.id, now));
    if (problem) return { ok: false, ...problem };
    const was = snapshotPool(before);
    const after = snapshotPool({ ...before, capacity: form.capacity });
    if (sameSnapshot(was, after)) return { ok: true, changed: false, version: locked.event.version, key: before.key };
    await tx.update(seatPools).set({ capacity: form.capacity }).where(eq(seatPools.id, before.id));
    const version = await bumpEventVersion(tx, eventId, now);
    await recordAudit({ db: tx, actor, action: "event.pool.update", target: `${locked.event.slug}/${before.key}`, details: { eventId, before: was, after }, now });
    return { ok: true, changed: true, version, key: before.key };
  });
}
