import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import type { DiscountCodeRefusal } from "./types";

export type SetDiscountCodeActiveResult = { ok: true; code: string; isActive: boolean } | ({ ok: false } & DiscountCodeRefusal);

/** Switch a code off (the next quote drops it from carts) or back on, audited. */
export async function setDiscountCodeActive(options: { db: Db; id: number; isActive: boolean; actor: AuditActor; now: Date }): Promise<SetDiscountCodeActiveResult> {
  const { id, isActive, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for("update");
    if (!before) return { ok: false, reason: "not_found" };
    if (before.isActive !== isActive) {
      await tx.update(discountCodes).set({ isActive }).where(eq(discountCodes.id, id));
      await recordAudit({
        db: tx,
        actor,
        action: isActive ? "discount_code.activate" : "discount_code.deactivate",
        target: before.code,
        details: { before: { isActive: before.isActive }, after: { isActive } },
        now,
      });
    }
    return { ok: true, code: before.code, isActive };
  });
}
