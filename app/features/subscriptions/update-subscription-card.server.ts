import { eq } from "drizzle-orm";
import { subscriptions } from "~/db/schema";
import { renewalStep } from "~/domain/subscription-schedule";
import { subscriptionCardOutcome } from "~/domain/subscription-cards";
import type { TestCardOutcome } from "~/domain/test-cards";
import type { TestCard } from "~/features/checkout/test-card-schema";
import { verifyRecordToken } from "~/lib/signed-token.server";
import { chargePeriod, type RenewDeps } from "./renew-subscription.server";
import { CARD_LINK_PURPOSE } from "./subscription-links";

export type UpdateCardResult =
  | { ok: true; last4: string; paidOverdue: boolean }
  | { ok: false; reason: "invalid_link" | "closed" | "wrong_provider" }
  | { ok: false; reason: "card_refused"; outcome: Extract<TestCardOutcome, { ok: false }> };

/**
 * A new test card from the signed link in the failed-payment email: saved, and a renewal that is
 * overdue (past due) is charged on it at once instead of waiting for the next retry.
 */
export async function updateSubscriptionCard(deps: RenewDeps & { token: string; card: TestCard; now: Date }): Promise<UpdateCardResult> {
  const { db, now } = deps;
  const id = verifyRecordToken(deps.secret, CARD_LINK_PURPOSE, deps.token);
  if (id === null) return { ok: false, reason: "invalid_link" };
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!sub) return { ok: false, reason: "invalid_link" };
  if (sub.provider !== "test") return { ok: false, reason: "wrong_provider" };
  if (sub.status !== "active" && sub.status !== "past_due") return { ok: false, reason: "closed" };
  const outcome = subscriptionCardOutcome(deps.card, now, "signup");
  if (!outcome.ok) return { ok: false, reason: "card_refused", outcome };
  const digits = deps.card.number.replace(/\D/g, "");
  const last4 = digits.slice(-4);
  const [saved] = await db
    .update(subscriptions)
    .set({ testCardNumber: digits, cardLast4: last4, nextAttemptAt: sub.status === "past_due" ? now : sub.nextAttemptAt, updatedAt: now })
    .where(eq(subscriptions.id, id))
    .returning();
  if (!saved || saved.status !== "past_due") return { ok: true, last4, paidOverdue: false };
  const step = renewalStep(saved, now);
  if (step.kind !== "charge") return { ok: true, last4, paidOverdue: false };
  const charged = await chargePeriod({ ...deps, sub: saved, period: step.period, now });
  return { ok: true, last4, paidOverdue: charged === "paid" };
}
