import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { inboxItems } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import { statusAllowed, type InboxRef, type InboxStatus } from "~/domain/inbox";
import { lockInboxItem } from "./lock-inbox-item.server";

export type SetInboxStatusResult = { ok: true; status: InboxStatus; changed: boolean } | { ok: false; reason: "no_item" } | { ok: false; reason: "status_not_allowed"; status: InboxStatus };

/** Move an item to a status its kind allows (attended and callback are for auditions), audited with before and after. */
export async function setInboxStatus(options: { db: Db; ref: InboxRef; status: InboxStatus; actor: AuditActor; now: Date }): Promise<SetInboxStatusResult> {
  const { ref, status, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const locked = await lockInboxItem(tx, ref);
    if (!locked) return { ok: false, reason: "no_item" };
    if (!statusAllowed(locked.kind, status)) return { ok: false, reason: "status_not_allowed", status };
    const before = locked.item.status;
    if (before === status) return { ok: true, status, changed: false };
    await tx.update(inboxItems).set({ status, updatedAt: now }).where(eq(inboxItems.id, locked.item.id));
    await recordAudit({ db: tx, actor, action: "inbox.status", target: `inbox:${locked.ref}`, details: { kind: locked.kind, before: { status: before }, after: { status } }, now });
    return { ok: true, status, changed: true };
  });
}
