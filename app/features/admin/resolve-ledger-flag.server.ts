import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { ledgerEntries, ledgerFlagResolutions, orders } from "~/db/schema";
import { ledgerWords } from "~/content/ledger-words";
import { recordAudit, type AuditActor } from "./record-audit.server";

/** The form that resolves one flagged ledger row (the overview's attention list and the order page). */
export const resolveLedgerFlagSchema = z.object({
  intent: z.literal("resolve_flag"),
  entry: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  note: z.string().trim().min(3, ledgerWords.resolutions.noteTooShort).max(500),
});

export type ResolveLedgerFlagResult = { ok: true; repeated: boolean } | { ok: false; reason: "not_found" | "not_flagged" };

/**
 * A team member says a flagged ledger row was dealt with, and how. The ledger row stays as it was
 * (append-only); the resolution is its own row, one per ledger row, so resolving twice is one
 * resolution (the first note stands, nothing is audited twice). Audited against the order (its
 * history shows it) or, for a row without one, the ledger row. `orderNumber` limits it to one order's
 * rows (the order page).
 */
export async function resolveLedgerFlag(options: { db: Db; entryId: number; note: string; actor: AuditActor; now: Date; orderNumber?: string }): Promise<ResolveLedgerFlagResult> {
  const { entryId, note, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: ledgerEntries.id, kind: ledgerEntries.kind, amountMinor: ledgerEntries.amountMinor, currency: ledgerEntries.currency, flagged: ledgerEntries.flagged, flagReason: ledgerEntries.flagReason, providerRef: ledgerEntries.providerRef, orderNumber: orders.number })
      .from(ledgerEntries)
      .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .where(and(eq(ledgerEntries.id, entryId), options.orderNumber === undefined ? undefined : eq(orders.number, options.orderNumber)));
    if (!row) return { ok: false, reason: "not_found" } as const;
    if (!row.flagged) return { ok: false, reason: "not_flagged" } as const;
    const inserted = await tx
      .insert(ledgerFlagResolutions)
      .values({ ledgerEntryId: row.id, resolvedByUserId: actor.userId, resolvedBy: actor.email, note, resolvedAt: now })
      .onConflictDoNothing({ target: ledgerFlagResolutions.ledgerEntryId })
      .returning({ id: ledgerFlagResolutions.id });
    if (inserted.length === 0) return { ok: true, repeated: true } as const;
    await recordAudit({
      db: tx,
      actor,
      action: "ledger.flag_resolved",
      target: row.orderNumber ?? `ledger:${row.id}`,
      details: {
        ledgerEntryId: row.id,
        before: { kind: row.kind, amountMinor: row.amountMinor, currency: row.currency, flagReason: row.flagReason, providerRef: row.providerRef, resolved: false },
        after: { resolved: true, note },
      },
      now,
    });
    return { ok: true, repeated: false } as const;
  });
}
