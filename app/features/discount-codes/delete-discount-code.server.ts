import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes, orders } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import { snapshotDiscountCode } from "./snapshot-discount-code";
import type { DiscountCodeRefusal } from "./types";

export type DeleteDiscountCodeResult = { ok: true; code: string } | ({ ok: false } & DiscountCodeRefusal);

/**
 * Delete a code no order has used, audited with what it was. A code any order names (paid, waiting
 * or lapsed) stays, so receipts and the sales figures keep their code: deactivate it instead.
 */
export async function deleteDiscountCode(options: { db: Db; id: number; actor: AuditActor; now: Date }): Promise<DeleteDiscountCodeResult> {
  const { id, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for("update");
    if (!before) return { ok: false, reason: "not_found" };
    const [named] = await tx.select({ n: sql<number>`count(*)::int` }).from(orders).where(sql`${before.code} = any(${orders.codes})`);
    const orderCount = Number(named?.n ?? 0);
    if (orderCount > 0 || before.usesCount > 0) return { ok: false, reason: "used", uses: before.usesCount, orders: orderCount };
    await tx.delete(discountCodes).where(eq(discountCodes.id, id));
    await recordAudit({ db: tx, actor, action: "discount_code.delete", target: before.code, details: { before: snapshotDiscountCode(before), after: null }, now });
    return { ok: true, code: before.code };
  });
}
