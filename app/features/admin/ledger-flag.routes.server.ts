import type { Db } from "~/db/client.server";
import { ledgerWords } from "~/content/ledger-words";
import type { AuditActor } from "./record-audit.server";
import { resolveLedgerFlag, resolveLedgerFlagSchema } from "./resolve-ledger-flag.server";

// The HTTP side of resolving a flagged ledger row, shared by the overview's and the order page's actions.

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
