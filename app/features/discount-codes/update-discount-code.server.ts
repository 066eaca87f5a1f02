import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes, orders } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import type { DiscountCodeForm } from "./discount-code-schema";
import { checkEarlyBird, resolveCodeFields } from "./resolve-code-fields.server";
import { snapshotDiscountCode } from "./snapshot-discount-code";
import type { DiscountCodeRefusal } from "./types";

export type UpdateDiscountCodeResult = { ok: true; id: number; code: string; changed: boolean } | ({ ok: false } & DiscountCodeRefusal);

/**
 * Change a code's fields, audited with before and after. The next quote reads the new rules, and the
 * table's trigger moves the catalog version so cached pages (the early-bird banner) follow at once.
 */
export async function updateDiscountCode(options: { db: Db; id: number; form: DiscountCodeForm; actor: AuditActor; teamTimeZone: string; now: Date }): Promise<UpdateDiscountCodeResult> {
  const { id, form, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for("update");
    if (!before) return { ok: false, reason: "not_found" };
    const resolved = await resolveCodeFields(tx, form, options.teamTimeZone);
    if (!resolved.ok) return resolved;
    if (form.isEarlyBird) {
      const refusal = await checkEarlyBird(tx, resolved.columns, id);
      if (refusal) return { ok: false, ...refusal };
    }
    if (form.maxUses !== null && form.maxUses < before.usesCount) return { ok: false, reason: "max_below_uses", uses: before.usesCount };
    if (form.code !== before.code) {
      // Orders name their codes by text, and a paid order counts its code's use by that name.
      const [used] = await tx.select({ id: orders.id }).from(orders).where(sql`${before.code} = any(${orders.codes})`).limit(1);
      if (used || before.usesCount > 0) return { ok: false, reason: "code_in_use", code: before.code };
      const [taken] = await tx.select({ id: discountCodes.id }).from(discountCodes).where(and(eq(discountCodes.code, form.code), ne(discountCodes.id, id)));
      if (taken) return { ok: false, reason: "code_taken", code: form.code };
    }
    const [after] = await tx
      .update(discountCodes)
      .set({ ...resolved.columns, code: form.code, maxUses: form.maxUses, isEarlyBird: form.isEarlyBird })
      .where(eq(discountCodes.id, id))
      .returning();
    const was = snapshotDiscountCode(before);
    const now_ = snapshotDiscountCode(after!);
    const changed = JSON.stringify(was) !== JSON.stringify(now_);
    if (changed) await recordAudit({ db: tx, actor, action: "discount_code.update", target: after!.code, details: { before: was, after: now_ }, now });
    return { ok: true, id, code: after!.code, changed };
  });
}
