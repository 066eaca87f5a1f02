import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { userRoles, users } from "~/db/schema";
import { recordAudit, type AuditActor } from "./record-audit.server";

export type RevokeRoleResult = { ok: true; email: string } | { ok: false; reason: "not_admin" | "last_admin" };

/**
 * Take the admin role from an account. The team never locks itself out: the last admin keeps the
 * role, so nobody (themselves included) can leave the team without a second admin. The admin rows
 * are locked first, so two admins removing each other at once cannot both succeed.
 */
export async function revokeRole(options: { db: Db; userId: string; role: "admin"; actor: AuditActor; now?: Date }): Promise<RevokeRoleResult> {
  return options.db.transaction(async (tx) => {
    const holders = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, options.role))
      .for("update");
    if (!holders.some((h) => h.userId === options.userId)) return { ok: false, reason: "not_admin" } as const;
    if (holders.length < 2) return { ok: false, reason: "last_admin" } as const;
    await tx.delete(userRoles).where(and(eq(userRoles.userId, options.userId), eq(userRoles.role, options.role)));
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, options.userId));
    const email = user?.email ?? options.userId;
    await recordAudit({ db: tx, actor: options.actor, action: "role.revoke", target: email, details: { role: options.role, before: options.role, after: null, self: options.actor.userId === options.userId }, now: options.now ?? new Date() });
    return { ok: true, email } as const;
  });
}

