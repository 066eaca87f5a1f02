import type { Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";

export interface AuditActor {
  userId: string | null;
  email: string;
}

/** Write one admin change to the audit log (in the change's transaction when given one), at `now` on the site's clock (APP_NOW's, as orders). */
export async function recordAudit(options: { db: Db; actor: AuditActor; action: string; target?: string; details?: Record<string, unknown>; now: Date }): Promise<void> {
  await options.db.insert(auditLog).values({
    actorUserId: options.actor.userId,
    actorEmail: options.actor.email,
    action: options.action,
    target: options.target ?? null,
    details: options.details ?? {},
    createdAt: options.now,
  });
}
