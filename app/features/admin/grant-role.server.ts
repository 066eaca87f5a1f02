import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { userRoles, users } from "~/db/schema";
import { recordAudit, type AuditActor } from "./record-audit.server";

export type GrantRoleResult = { ok: true; userId: string; alreadyHad: boolean } | { ok: false; reason: "no_account"; email: string };

/** Give an existing account a role (the first admin comes from `npm run admin:grant`). */
export async function grantRole(options: { db: Db; email: string; role: "admin"; actor: AuditActor; now?: Date }): Promise<GrantRoleResult> {
  const email = options.email.trim().toLowerCase();
  const [user] = await options.db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
  if (!user) return { ok: false, reason: "no_account", email };
  return options.db.transaction(async (tx) => {
    const inserted = await tx.insert(userRoles).values({ userId: user.id, role: options.role, createdAt: options.now ?? new Date() }).onConflictDoNothing().returning({ userId: userRoles.userId });
    if (inserted.length > 0) await recordAudit({ db: tx, actor: options.actor, action: "role.grant", target: email, details: { role: options.role, before: null, after: options.role }, now: options.now ?? new Date() });
    return { ok: true, userId: user.id, alreadyHad: inserted.length === 0 };
  });
}
