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

/** What a page's action answers for the resolve form: the message, or the note's error on that row. */
export type ResolveFlagAnswer = { ok: true; message: string; entry: number } | { ok: false; message?: string; entry?: number; errors?: Record<string, string | undefined> };

/**
 * The resolve form's part of a page action, after `requireAdmin` and the cross-site check: zod, then
 * `resolveLedgerFlag`. Returns the HTTP status and the answer for the page.
 */
export async function resolveLedgerFlagFromForm(options: { db: Db; form: Record<string, FormDataEntryValue>; actor: AuditActor; now: Date; orderNumber?: string }): Promise<{ status: number; body: ResolveFlagAnswer }> {
  const words = ledgerWords.resolutions;
  const parsed = resolveLedgerFlagSchema.safeParse(options.form);
  if (!parsed.success) {
    const entry = Number(options.form.entry);
    const noteError = parsed.error.issues.find((i) => i.path[0] === "note")?.message;
    return { status: 400, body: { ok: false, entry: Number.isSafeInteger(entry) ? entry : undefined, ...(noteError ? { errors: { note: noteError } } : { message: words.notFound }) } };
  }
  const { entry, note } = parsed.data;
  const result = await resolveLedgerFlag({ db: options.db, entryId: entry, note, actor: options.actor, now: options.now, orderNumber: options.orderNumber });
  if (result.ok) return { status: 200, body: { ok: true, entry, message: result.repeated ? words.alreadyResolved : words.resolved } };
  return result.reason === "not_found" ? { status: 404, body: { ok: false, entry, message: words.notFound } } : { status: 409, body: { ok: false, entry, message: words.notFlagged } };
}
