import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { teamSettings } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";

export const RECOVERY_SCHEDULE_KEY = "recovery_schedule";

/** Whether the automatic reminders are on (off until the team switches them on). */
export async function isRecoveryScheduleOn(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: teamSettings.value }).from(teamSettings).where(eq(teamSettings.key, RECOVERY_SCHEDULE_KEY));
  return (row?.value as { on?: unknown } | undefined)?.on === true;
}

/** Switch the automatic reminders on or off, audited with before and after. */
export async function setRecoverySchedule(options: { db: Db; on: boolean; actor: AuditActor; now: Date }): Promise<{ before: boolean; after: boolean }> {
  const { db, on, actor, now } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ value: teamSettings.value }).from(teamSettings).where(eq(teamSettings.key, RECOVERY_SCHEDULE_KEY)).for("update");
    const before = (row?.value as { on?: unknown } | undefined)?.on === true;
    await tx
      .insert(teamSettings)
      .values({ key: RECOVERY_SCHEDULE_KEY, value: { on }, updatedBy: actor.email, updatedAt: now })
      .onConflictDoUpdate({ target: teamSettings.key, set: { value: { on }, updatedBy: actor.email, updatedAt: now } });
    if (before !== on) await recordAudit({ db: tx, actor, action: "recovery.schedule", target: RECOVERY_SCHEDULE_KEY, details: { before: { on: before }, after: { on } }, now });
    return { before, after: on };
  });
}
