import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import type { DiscountCodeForm } from "./discount-code-schema";
import { checkEarlyBird, resolveCodeFields } from "./resolve-code-fields.server";
import { snapshotDiscountCode } from "./snapshot-discount-code";
import type { DiscountCodeRefusal } from "./types";

export type CreateDiscountCodeResult = { ok: true; id: number; code: string } | ({ ok: false } & DiscountCodeRefusal);

/** A new code, audited with its fields. Codes are unique whatever the case the team typed. */
export async function createDiscountCode(options: { db: Db; form: DiscountCodeForm; actor: AuditActor; teamTimeZone: string; now: Date }): Promise<CreateDiscountCodeResult> {
  const { form, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const resolved = await resolveCodeFields(tx, form, options.teamTimeZone);
    if (!resolved.ok) return resolved;
    if (form.isEarlyBird) {
      const refusal = await checkEarlyBird(tx, resolved.columns, null);
      if (refusal) return { ok: false, ...refusal };
    }
    const [taken] = await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, form.code));
    if (taken) return { ok: false, reason: "code_taken", code: form.code };
    const [row] = await tx
      .insert(discountCodes)
      .values({ ...resolved.columns, code: form.code, maxUses: form.maxUses, isEarlyBird: form.isEarlyBird, createdAt: now })
      .onConflictDoNothing({ target: discountCodes.code })
      .returning();
    // Another admin made the same code a moment ago.
    if (!row) return { ok: false, reason: "code_taken", code: form.code };
    await recordAudit({ db: tx, actor, action: "discount_code.create", target: row.code, details: { before: null, after: snapshotDiscountCode(row) }, now });
    return { ok: true, id: row.id, code: row.code };
  });
}
