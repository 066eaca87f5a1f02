import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { subscriptions } from "~/db/schema";
import { subscriptionCardOutcome } from "~/domain/subscription-cards";
import { nextRetryAt, renewalStep, storedPlan, type Period } from "~/domain/subscription-schedule";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailContext, OutgoingEmail } from "~/features/email/types";
import { recordSubscriptionCharge, recordSubscriptionChargeFailed } from "~/features/payments/payments.server";
import { renderCancelledForNonPayment, renderPaymentFailed, renderSubscriptionReceipt } from "./subscription-emails.server";
import { signCardLink } from "./card-link-token.server";
import { subscriptionLinks } from "./subscription-links";

/**
 * ok: a period was paid, or the subscription ended where a cancel set its end. Otherwise why not:
 * nothing due, the card declined (retried later), declined for the last time (cancelled), or the row
 * changed under us (another worker, a cancel, a new card) and nothing was done.
 */
export type RenewSubscriptionResult = { ok: true; kind: "paid" | "ended" } | { ok: false; reason: "none" | "failed" | "cancelled" | "changed" };

/** The renewal job's counts are keyed by what each step did. */
export type RenewStep = Extract<RenewSubscriptionResult, { ok: true }>["kind"] | Extract<RenewSubscriptionResult, { ok: false }>["reason"];
export const renewStepOf = (result: RenewSubscriptionResult): RenewStep => (result.ok ? result.kind : result.reason);

const paid = { ok: true, kind: "paid" } as const;
const refused = (reason: Extract<RenewSubscriptionResult, { ok: false }>["reason"]) => ({ ok: false, reason }) as const;

export interface RenewDeps {
  db: Db;
  mail: EmailContext;
  siteUrl: string;
  secret: string;
}

type Row = typeof subscriptions.$inferSelect;

/**
 * Take whatever the schedule says is due for one test-provider subscription at `now`: charge the next
 * period (its payment row is unique per period, so it is charged once), retry a failed one on its
 * day, cancel after the last retry (both sides told), or end it where a cancel set its end. The
 * decision is made on a read, then applied under the row's lock only if the row is unchanged.
 */
export async function renewSubscription(deps: RenewDeps & { id: number; now: Date }): Promise<RenewSubscriptionResult> {
  const { db, id, now } = deps;
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!sub || sub.provider !== "test") return refused("none");
  const step = renewalStep(sub, now);
  if (step.kind === "none") return refused("none");
  if (step.kind === "end") return (await applyIfUnchanged(db, sub, async (tx) => void (await tx.update(subscriptions).set({ status: "ended", updatedAt: now }).where(eq(subscriptions.id, id))))) ? { ok: true, kind: "ended" } : refused("changed");
  return chargePeriod({ ...deps, sub, period: step.period });
}

/** Charge `period` on the stored test card (a renewal, a retry, or a new card paying what is overdue). */
export async function chargePeriod(deps: RenewDeps & { sub: Row; period: Period; now: Date }): Promise<RenewSubscriptionResult> {
  const { db, sub, period, now } = deps;
  const verdict = subscriptionCardOutcome({ number: sub.testCardNumber ?? "", expiry: "12/99" }, now, "renewal");
  const payment = { subscriptionId: sub.id, period, amountMinor: sub.priceMinor, currency: sub.currency, now };
  const forEmail = { id: sub.id, buyerEmail: sub.buyerEmail, buyerName: sub.buyerName, tierLabel: sub.tierLabel, currency: sub.currency, priceMinor: sub.priceMinor, cardLast4: sub.cardLast4 };

  if (verdict.ok) {
    const done = await applyIfUnchanged(db, sub, async (tx) => {
      const charged = await recordSubscriptionCharge(tx, { ...payment, providerRef: `test_sub_${sub.id}_${period.start.toISOString().slice(0, 10)}` });
      if (charged.repeated) return;
      await tx
        .update(subscriptions)
        .set({ status: "active", currentPeriodStart: period.start, currentPeriodEnd: period.end, failedAttempts: 0, nextAttemptAt: null, updatedAt: now })
        .where(eq(subscriptions.id, sub.id));
      const receipt = renderSubscriptionReceipt(deps.mail, forEmail, {
        amountMinor: sub.priceMinor,
        period,
        endsAt: sub.endsAt,
        minimumTermMonths: storedPlan(sub).minimumTermMonths,
        url: subscriptionLinks.confirmation(deps.siteUrl, sub.token),
      });
      await enqueueEmails(tx, receipt, `subscription-receipt:${sub.id}:${period.start.toISOString()}`);
    });
    return done ? paid : refused("changed");
  }

  const attempts = sub.failedAttempts + 1;
  const retryAt = nextRetryAt(sub.currentPeriodEnd, attempts);
  const emails: OutgoingEmail[] = retryAt
    ? renderPaymentFailed(deps.mail, forEmail, { retryAt, updateCardUrl: subscriptionLinks.updateCard(deps.siteUrl, signCardLink(deps.secret, sub.id, freshLinkTime(sub, now))) })
    : renderCancelledForNonPayment(deps.mail, forEmail, { adminUrl: `${deps.siteUrl}/admin/subscriptions` });
  const done = await applyIfUnchanged(db, sub, async (tx) => {
    await recordSubscriptionChargeFailed(tx, { ...payment, providerRef: null, failure: { kind: "card_refused", code: verdict.code } });
    await tx
      .update(subscriptions)
      .set(
        retryAt
          ? { status: "past_due", failedAttempts: attempts, nextAttemptAt: retryAt, updatedAt: now }
          : { status: "cancelled", failedAttempts: attempts, nextAttemptAt: null, cancelledAt: now, cancelReason: "non_payment", endsAt: sub.currentPeriodEnd, updatedAt: now },
      )
      .where(eq(subscriptions.id, sub.id));
    await enqueueEmails(tx, emails, `subscription-renewal:${sub.id}:${period.start.toISOString()}:${attempts}`);
  });
  if (!done) return refused("changed");
  return refused(retryAt ? "failed" : "cancelled");
}

/** Lock the row and apply `change` only if nothing moved since it was read (another worker, a cancel, a new card). */
async function applyIfUnchanged(db: Db, sub: Row, change: (tx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.id))
      .for("update");
    if (
      !locked ||
      locked.status !== sub.status ||
      locked.currentPeriodEnd.getTime() !== sub.currentPeriodEnd.getTime() ||
      locked.failedAttempts !== sub.failedAttempts ||
      (locked.endsAt?.getTime() ?? null) !== (sub.endsAt?.getTime() ?? null) ||
      locked.testCardNumber !== sub.testCardNumber
    )
      return false;
    await change(tx);
    return true;
  });
}

/**
 * When the failed-payment email's card link is signed: now, but always after the last saved card's
 * instant, since saving spends every link signed up to then (a card saved and declined in the same
 * instant would otherwise be sent a link that is already spent).
 */
function freshLinkTime(sub: { cardLinksValidAfter: Date | null }, now: Date): Date {
  const spentUntil = sub.cardLinksValidAfter?.getTime() ?? Number.NEGATIVE_INFINITY;
  return new Date(Math.max(now.getTime(), spentUntil + 1));
}
