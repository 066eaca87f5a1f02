import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Clock } from "~/domain/clock";
import { subscriptions } from "~/db/schema";
import type { JobHandler } from "~/lib/jobs/types";
import { renewStepOf, renewSubscription, type RenewDeps, type RenewStep } from "./renew-subscription.server";

/** The recurring job that charges what is due on the business clock (test provider; Stripe renews itself and tells us by webhook). */
export const SUBSCRIPTION_RENEWAL_JOB = "subscription-renewals";
export const SUBSCRIPTION_RENEWAL_EVERY_MS = 15 * 60_000;
const MAX_CATCH_UP_PERIODS = 24;

/** Every test-provider subscription whose paid period has ended at `now`, in turn. Safe to run twice: each step re-checks under the row's lock. */
export async function renewDueSubscriptions(deps: RenewDeps & { now: Date; signal?: AbortSignal }): Promise<Record<RenewStep, number>> {
  const { db, now } = deps;
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, "test"), inArray(subscriptions.status, ["active", "past_due"]), lte(subscriptions.currentPeriodEnd, now)))
    .orderBy(asc(subscriptions.id));
  const counts: Record<RenewStep, number> = { none: 0, paid: 0, failed: 0, cancelled: 0, ended: 0, changed: 0 };
  for (const { id } of due) {
    if (deps.signal?.aborted) throw new Error("stopped before finishing: the next run resumes");
    // A subscription several periods behind (the clock moved far) catches up period by period until one fails or none is due.
    for (let period = 0; period < MAX_CATCH_UP_PERIODS; period++) {
      const renewed = await renewSubscription({ ...deps, id, now });
      counts[renewStepOf(renewed)] += 1;
      if (!renewed.ok || renewed.kind !== "paid") break;
    }
  }
  return counts;
}

export function createSubscriptionRenewalHandler(deps: RenewDeps & { clock: Clock; kickEmail: () => void }): JobHandler {
  return async (_job, context) => {
    const counts = await renewDueSubscriptions({ ...deps, now: deps.clock.now(), signal: context.signal });
    deps.kickEmail();
    return counts;
  };
}
