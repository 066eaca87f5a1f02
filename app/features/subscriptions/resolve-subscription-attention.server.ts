import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { subscriptions } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";

export type ResolveSubscriptionAttentionResult = { ok: true; email: string } | { ok: false; reason: "not_found" | "not_flagged" };

/**
 * The team clears a subscription's attention flag once they have dealt with it (refunded a duplicate,
 * checked an amount in Stripe). The flag disappears; the audit log keeps what it said, who cleared it,
 * when, and their note.
 */
export async function resolveSubscriptionAttention(options: { db: Db; id: number; actor: AuditActor; note: string | null; now: Date }): Promise<ResolveSubscriptionAttentionResult> {
  const { id, actor, note, now } = options;
  return options.db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
    if (!sub) return { ok: false as const, reason: "not_found" as const };
    // Two team members clearing at once: the second finds nothing to clear and writes no audit row.
    if (sub.attention === null) return { ok: false as const, reason: "not_flagged" as const };
    await tx.update(subscriptions).set({ attention: null, attentionData: null, attentionRaisedAt: null, updatedAt: now }).where(eq(subscriptions.id, id));
    await recordAudit({
      db: tx,
      actor,
      action: "subscription.attention_resolved",
      target: `subscription:${id}`,
      details: { before: { attention: sub.attention, attentionData: sub.attentionData, attentionRaisedAt: sub.attentionRaisedAt }, after: { attention: null, attentionRaisedAt: null }, note },
      now,
    });
    return { ok: true as const, email: sub.buyerEmail };
  });
}
