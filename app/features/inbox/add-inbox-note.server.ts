import type { Db } from "~/db/client.server";
import { inboxNotes } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import type { InboxRef } from "~/domain/inbox";
import { lockInboxItem } from "./lock-inbox-item.server";

export type AddInboxNoteResult = { ok: true; noteId: number } | { ok: false; reason: "no_item" };

/**
 * A team note on an item. The audit log records that a note was added and its length, not its words:
 * a note may hold personal details, and those go when the item is deleted.
 */
export async function addInboxNote(options: { db: Db; ref: InboxRef; text: string; actor: AuditActor; now: Date }): Promise<AddInboxNoteResult> {
  const { ref, text, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const locked = await lockInboxItem(tx, ref);
    if (!locked) return { ok: false, reason: "no_item" };
    const [note] = await tx.insert(inboxNotes).values({ itemId: locked.item.id, authorUserId: actor.userId, authorEmail: actor.email, text, createdAt: now }).returning({ id: inboxNotes.id });
    if (!note) throw new Error("inbox note was not stored");
    await recordAudit({ db: tx, actor, action: "inbox.note", target: `inbox:${locked.ref}`, details: { kind: locked.kind, before: null, after: { noteId: note.id, length: text.length } }, now });
    return { ok: true, noteId: note.id };
  });
}
