import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import { resolveOrderAttention } from "~/features/checkout/checkout.server";

export type ResolveAttentionResult = { ok: true } | { ok: false; reason: "no_order" | "nothing_open" };

/** A team member settles what an order needed, saying how; audited with the reason it had. */
export async function resolveAttention(options: { db: Db; number: string; resolution: string; actor: AuditActor; now: Date }): Promise<ResolveAttentionResult> {
  return options.db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.number, options.number)).for("update");
    if (!order) return { ok: false, reason: "no_order" } as const;
    const resolved = await resolveOrderAttention(tx, { orderId: order.id, by: options.actor.email, resolution: options.resolution, now: options.now });
    if (!resolved) return { ok: false, reason: "nothing_open" } as const;
    await recordAudit({ db: tx, actor: options.actor, action: "order.attention_resolved", target: order.number, details: { before: resolved.data ? { reason: resolved.reason, data: resolved.data } : resolved.reason, after: null, resolution: options.resolution }, now: options.now });
    return { ok: true } as const;
  });
}
