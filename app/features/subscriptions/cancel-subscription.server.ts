import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { subscriptions } from "~/db/schema";
import { cancelTakesEffectAt } from "~/domain/subscription-schedule";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { renderCancelRequested } from "./subscription-emails.server";
import type { SubscriptionCheckout } from "./subscription-provider";

export type CancelSubscriptionResult =
  | { ok: true; endsAt: Date; email: string; minimumTermApplies: boolean }
  | { ok: false; reason: "not_found" | "not_yours" | "not_live" | "already" | "provider_failed"; endsAt?: Date };

/** Who asks: the subscriber (their account id or confirmed email must match) or the team on their behalf (audited). */
export type CancelRequester = { kind: "subscriber"; userId: string; email: string } | { kind: "admin"; actor: AuditActor };

/**
 * Cancel at the end of the paid period, never before the minimum term ends: the subscription keeps
 * running (and renewing inside the minimum) until `endsAt`, then the renewal job ends it.
 */
export async function cancelSubscription(options: { db: Db; id: number; by: CancelRequester; now: Date; mail: EmailContext; stripe?: SubscriptionCheckout | null }): Promise<CancelSubscriptionResult> {
  const { db, id, by, now } = options;
  const [before] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!before) return { ok: false, reason: "not_found" };
  // Someone else's subscription answers as one that does not exist, so ids can't be probed.
  if (by.kind === "subscriber" && before.userId !== by.userId && before.buyerEmail.toLowerCase() !== by.email.toLowerCase()) return { ok: false, reason: "not_found" };
  if (before.provider === "stripe" && before.providerSubscriptionId && (before.status === "active" || before.status === "past_due") && !before.endsAt) {
    // Stripe stops charging at that instant; asked first (idempotent), so our record never promises an end Stripe does not know.
    const told = await options.stripe?.cancelAt({ providerSubscriptionId: before.providerSubscriptionId, at: cancelTakesEffectAt(before) }).then(() => true, () => false);
    if (!told) return { ok: false, reason: "provider_failed" };
  }
  const emails = renderCancelRequested(
    options.mail,
    { ...before, currency: before.currency },
    { endsAt: cancelTakesEffectAt(before) },
  );
  return db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
    if (!sub) return { ok: false as const, reason: "not_found" as const };
    if (sub.status !== "active" && sub.status !== "past_due") return { ok: false as const, reason: "not_live" as const };
    if (sub.cancelAtPeriodEnd && sub.endsAt) return { ok: false as const, reason: "already" as const, endsAt: sub.endsAt };
    const endsAt = cancelTakesEffectAt(sub);
    await tx.update(subscriptions).set({ cancelAtPeriodEnd: true, endsAt, cancelledAt: now, cancelReason: by.kind === "admin" ? "team_on_request" : "subscriber", updatedAt: now }).where(eq(subscriptions.id, id));
    if (by.kind === "admin")
      await recordAudit({
        db: tx,
        actor: by.actor,
        action: "subscription.cancel",
        target: `subscription:${id}`,
        details: { before: { status: sub.status, cancelAtPeriodEnd: sub.cancelAtPeriodEnd, endsAt: sub.endsAt }, after: { status: sub.status, cancelAtPeriodEnd: true, endsAt } },
        now,
      });
    await enqueueEmails(tx, endsAt.getTime() === cancelTakesEffectAt(before).getTime() ? emails : [], `subscription-cancel:${id}`);
    return { ok: true as const, endsAt, email: sub.buyerEmail, minimumTermApplies: endsAt.getTime() > sub.currentPeriodEnd.getTime() };
  });
}
