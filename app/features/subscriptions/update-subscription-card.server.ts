import { and, eq, isNull, lt, or } from "drizzle-orm";
import { subscriptions } from "~/db/schema";
import { renewalStep } from "~/domain/subscription-schedule";
import { subscriptionCardOutcome } from "~/domain/subscription-cards";
import type { TestCardRefusal } from "~/domain/payment-problem";
import type { TestCard } from "~/features/checkout/test-card-schema";
import { cardLinkState, readCardLink } from "./card-link-token.server";
import { chargePeriod, type RenewDeps } from "./renew-subscription.server";

export type UpdateCardResult =
  | { ok: true; last4: string; paidOverdue: boolean }
  | { ok: false; reason: "invalid_link" | "expired" | "used" | "closed" | "wrong_provider" }
  | { ok: false; reason: "card_refused"; code: TestCardRefusal };

/**
 * A new test card from the signed link in the failed-payment email: saved, and a renewal that is
 * overdue (past due) is charged on it at once instead of waiting for the next retry. Saving spends the
 * link (and every earlier one) in the same conditional update, so one link saves once.
 */
export async function updateSubscriptionCard(deps: RenewDeps & { token: string; card: TestCard; now: Date }): Promise<UpdateCardResult> {
  const { db, now } = deps;
  const link = readCardLink(deps.secret, deps.token);
  if (link === null) return { ok: false, reason: "invalid_link" };
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, link.id));
  if (!sub) return { ok: false, reason: "invalid_link" };
  const state = cardLinkState(link, sub, now);
  if (state !== "open") return { ok: false, reason: state };
  const verdict = subscriptionCardOutcome(deps.card, now, "signup");
  if (!verdict.ok) return { ok: false, reason: "card_refused", code: verdict.code };
  const digits = deps.card.number.replace(/\D/g, "");
  const last4 = digits.slice(-4);
  const [saved] = await db
    .update(subscriptions)
    .set({ testCardNumber: digits, cardLast4: last4, cardLinksValidAfter: now, nextAttemptAt: sub.status === "past_due" ? now : sub.nextAttemptAt, updatedAt: now })
    .where(and(eq(subscriptions.id, link.id), or(isNull(subscriptions.cardLinksValidAfter), lt(subscriptions.cardLinksValidAfter, link.issuedAt))))
    .returning();
  if (!saved) return { ok: false, reason: "used" };
  if (saved.status !== "past_due") return { ok: true, last4, paidOverdue: false };
  const step = renewalStep(saved, now);
  if (step.kind !== "charge") return { ok: true, last4, paidOverdue: false };
  const charged = await chargePeriod({ ...deps, sub: saved, period: step.period, now });
  return { ok: true, last4, paidOverdue: charged.ok && charged.kind === "paid" };
}
