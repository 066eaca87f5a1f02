import { eq, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { subscriptions } from "~/db/schema";
import { subscriptionCardOutcome } from "~/domain/subscription-cards";
import { planSubscription } from "~/domain/subscription-schedule";
import type { TestCardRefusal } from "~/domain/payment-problem";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { recordSubscriptionCharge } from "~/features/payments/payments.server";
import { checkOfferAccess, type OfferAccessRefusal } from "~/features/offer-access/offer-access.server";
import { findLiveSubscription } from "./find-live-subscription.server";
import { findSubscriptionOffer, type FindSubscriptionOfferResult } from "./find-subscription-offer.server";
import { renderSubscriptionConfirmation } from "./subscription-emails.server";
import { scheduleSentence } from "./subscription-format";
import { subscriptionLinks } from "./subscription-links";
import type { StartSubscriptionRequest } from "./subscription-schema";
import type { SubscriptionCheckout } from "./subscription-provider";

export type StartSubscriptionResult =
  | { ok: true; kind: "active"; token: string; redirectTo: string }
  | { ok: true; kind: "redirect"; token: string; url: string }
  | { ok: false; reason: Extract<FindSubscriptionOfferResult, { ok: false }>["reason"] }
  | { ok: false; reason: "card_required" | "payment_unavailable" }
  /** The address already has this tier, active or past due (one live subscription per address and tier). */
  | { ok: false; reason: "already_subscribed" }
  /** The offer is sold only to a list (features/offer-access). */
  | { ok: false; reason: "restricted"; tier: string; access: OfferAccessRefusal }
  | { ok: false; reason: "card_refused"; code: TestCardRefusal };

/**
 * Subscribe to a monthly offer, priced here from the catalog. With the built-in test provider the
 * card pays the first period at once (what the spec's first payment covers); with Stripe the buyer
 * goes to its Checkout in subscription mode and the webhooks make the subscription active.
 */
export async function startSubscription(options: {
  db: Db;
  request: StartSubscriptionRequest;
  userId: string | null;
  now: Date;
  mail: EmailContext;
  siteUrl: string;
  provider: "test" | "stripe";
  stripe?: SubscriptionCheckout | null;
  /** The address this browser proved through an access link (its cookie), for offers sold only to a list. */
  verifiedEmail?: string | null;
  /** Where a provider's failure is told (the buyer only hears that payment is unavailable). */
  logger: Logger;
}): Promise<StartSubscriptionResult> {
  const { db, request, now, mail, siteUrl } = options;
  const found = await findSubscriptionOffer({ db, tierKey: request.tierKey, eventSlug: request.eventSlug, now });
  if (!found.ok) return found;
  const { offer } = found;
  const access = offer.event && (await checkOfferAccess({ db, eventId: offer.event.id, tierKeys: [offer.tierKey], verifiedEmail: options.verifiedEmail ?? null, buyerEmail: request.email }));
  if (access) return { ok: false, reason: "restricted", tier: offer.label, access };
  if (await findLiveSubscription({ db, email: request.email, tierKey: offer.tierKey })) return { ok: false, reason: "already_subscribed" };
  const plan = planSubscription(offer.terms, now);
  const token = randomBytes(24).toString("base64url");
  const row = {
    token,
    buyerEmail: request.email,
    buyerName: request.name,
    userId: options.userId,
    eventId: offer.event?.id ?? null,
    tierKey: offer.tierKey,
    tierLabel: offer.label,
    currency: offer.currency,
    priceMinor: offer.priceMinor,
    startsAt: plan.startsAt,
    minimumTermEndsAt: plan.minimumTermEndsAt,
    currentPeriodStart: plan.firstPeriod.start,
    currentPeriodEnd: plan.firstPeriod.end,
    createdAt: now,
    updatedAt: now,
  };

  if (options.provider === "stripe") {
    if (!options.stripe) return { ok: false, reason: "payment_unavailable" };
    const [created] = await db.insert(subscriptions).values({ ...row, status: "incomplete", provider: "stripe" }).returning({ id: subscriptions.id });
    const session = await options.stripe
      .startCheckout({
        subscriptionId: created!.id,
        token,
        email: request.email,
        label: offer.label,
        currency: offer.currency,
        priceMinor: offer.priceMinor,
        plan,
        now,
        successUrl: subscriptionLinks.confirmation(siteUrl, token),
        cancelUrl: `${siteUrl}${subscriptionLinks.subscribePath(offer.tierKey, offer.event?.slug)}`,
      })
      .catch((err: unknown) => {
        options.logger.error({ err, subscription: created!.id, tier: offer.tierKey }, "stripe subscription checkout could not start");
        return null;
      });
    if (!session) return { ok: false, reason: "payment_unavailable" };
    await db.update(subscriptions).set({ providerCheckoutId: session.checkoutId }).where(eq(subscriptions.id, created!.id));
    return { ok: true, kind: "redirect", token, url: session.url };
  }

  if (!request.card) return { ok: false, reason: "card_required" };
  const verdict = subscriptionCardOutcome(request.card, now, "signup");
  if (!verdict.ok) return { ok: false, reason: "card_refused", code: verdict.code };
  const digits = request.card.number.replace(/\D/g, "");
  const cardLast4 = digits.slice(-4);
  const emails = renderSubscriptionConfirmation(
    mail,
    { id: 0, buyerEmail: request.email, buyerName: request.name, tierLabel: offer.label, currency: offer.currency, priceMinor: offer.priceMinor, cardLast4 },
    { schedule: scheduleSentence(plan), startsAt: plan.startsAt, nextChargeAt: plan.recurringFrom, minimumTermMonths: plan.minimumTermMonths, url: subscriptionLinks.confirmation(siteUrl, token) },
  );
  const started = await db.transaction(async (tx) => {
    // Two sign-ups at once for one address and tier: the one-live index lets one in, the other inserts
    // nothing. Only that index: any other violation is an error. Drizzle's conflict target takes columns
    // only, and the index is on lower(buyer_email), so the clause is written here.
    const inserted = await tx.execute(sql`${tx.insert(subscriptions).values({ ...row, status: "active", provider: "test", testCardNumber: digits, cardLast4 }).getSQL()}
      on conflict (lower(buyer_email), tier_key) where status in ('active', 'past_due') do nothing
      returning id`);
    const created = (inserted as unknown as { rows: Array<{ id: number }> }).rows[0];
    if (!created) return false;
    await recordSubscriptionCharge(tx, { subscriptionId: created.id, period: plan.firstPeriod, amountMinor: offer.priceMinor, currency: offer.currency, providerRef: `test_sub_${created.id}_0`, now });
    await enqueueEmails(tx, emails, `subscription-confirmation:${created.id}`);
    return true;
  });
  if (!started) return { ok: false, reason: "already_subscribed" };
  return { ok: true, kind: "active", token, redirectTo: subscriptionLinks.confirmationPath(token) };
}
