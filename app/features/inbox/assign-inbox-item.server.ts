import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { inboxItems, userRoles, users } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import type { InboxRef } from "~/domain/inbox";
import { lockInboxItem } from "./lock-inbox-item.server";

export type AssignInboxItemResult = { ok: true; assigneeEmail: string | null; changed: boolean } | { ok: false; reason: "no_item" | "not_an_admin" };

/** Give an item to one of the admins (by user id), or to nobody (empty), audited with before and after. */
export async function assignInboxItem(options: { db: Db; ref: InboxRef; assigneeUserId: string | null; actor: AuditActor; now: Date }): Promise<AssignInboxItemResult> {
  const { ref, assigneeUserId, actor, now } = options;
  return options.db.transaction(async (tx) => {
    let assigneeEmail: string | null = null;
    if (assigneeUserId) {
      const [admin] = await tx
        .select({ email: users.email })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(and(eq(userRoles.userId, assigneeUserId), eq(userRoles.role, "admin")));
      if (!admin) return { ok: false, reason: "not_an_admin" };
      assigneeEmail = admin.email;
    }
    const locked = await lockInboxItem(tx, ref);
    if (!locked) return { ok: false, reason: "no_item" };
    const beforeId = locked.item.assigneeUserId;
    if (beforeId === assigneeUserId) return { ok: true, assigneeEmail, changed: false };
    const [before] = beforeId ? await tx.select({ email: users.email }).from(users).where(eq(users.id, beforeId)) : [];
    await tx.update(inboxItems).set({ assigneeUserId, updatedAt: now }).where(eq(inboxItems.id, locked.item.id));
    await recordAudit({
      db: tx,
      actor,
      action: "inbox.assign",
      target: `inbox:${locked.ref}`,
      details: { kind: locked.kind, before: { assignee: before?.email ?? null }, after: { assignee: assigneeEmail } },
      now,
    });
    return { ok: true, assigneeEmail, changed: true };
  });
}
