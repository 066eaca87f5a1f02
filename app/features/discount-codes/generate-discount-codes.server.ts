import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import type { DiscountBatchForm } from "./discount-code-schema";
import { resolveCodeFields } from "./resolve-code-fields.server";
import type { DiscountCodeRefusal } from "./types";

export type GenerateDiscountCodesResult = { ok: true; prefix: string; codes: string[] } | ({ ok: false } & DiscountCodeRefusal);

/** No 0/O or 1/I/L: codes are read off cards and typed by hand. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const SUFFIX_LENGTH = 8;

function suffix(): string {
  return Array.from({ length: SUFFIX_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** The codes of a batch: its prefix, a dash, the random part. The prefix names the batch (its CSV). */
export function batchCodePattern(prefix: string): RegExp {
  return new RegExp(`^${prefix.replace(/[-]/g, "\\-")}-[${ALPHABET}]{${SUFFIX_LENGTH}}$`);
}

/**
 * N single-use codes sharing a prefix and the form's rules (pretix's vouchers): for a partner or a
 * giveaway, each good for one paid order. A prefix belongs to one batch, so its CSV is that batch.
 */
export async function generateDiscountCodes(options: { db: Db; form: DiscountBatchForm; actor: AuditActor; teamTimeZone: string; now: Date }): Promise<GenerateDiscountCodesResult> {
  const { form, actor, now } = options;
  const head = `${form.prefix}-`;
  return options.db.transaction(async (tx) => {
    const resolved = await resolveCodeFields(tx, form, options.teamTimeZone);
    if (!resolved.ok) return resolved;
    const [taken] = await tx
      .select({ code: discountCodes.code })
      .from(discountCodes)
      .where(sql`left(${discountCodes.code}, ${head.length}) = ${head}`)
      .limit(1);
    if (taken) return { ok: false, reason: "prefix_taken", prefix: form.prefix };
    const codes = new Set<string>();
    while (codes.size < form.count) codes.add(`${head}${suffix()}`);
    const rows = await tx
      .insert(discountCodes)
      .values([...codes].map((code) => ({ ...resolved.columns, code, maxUses: 1, createdAt: now })))
      .returning({ code: discountCodes.code });
    await recordAudit({
      db: tx,
      actor,
      action: "discount_code.generate",
      target: `${head}*`,
      details: { before: null, after: { prefix: form.prefix, count: rows.length, maxUses: 1, ...resolved.columns, startsAt: resolved.columns.startsAt?.toISOString() ?? null, endsAt: resolved.columns.endsAt?.toISOString() ?? null, codes: rows.map((r) => r.code) } },
      now,
    });
    return { ok: true, prefix: form.prefix, codes: rows.map((r) => r.code) };
  });
}
