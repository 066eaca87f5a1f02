import type { Db } from "~/db/client.server";
import { formatMoney } from "~/domain/money";
import { planSubscription } from "~/domain/subscription-schedule";
import { subscriptionCopy } from "~/content/subscriptions";
import { checkOfferAccess, offerAccessRefusalMessage } from "~/features/offer-access/offer-access.server";
import { findSubscriptionOffer } from "./find-subscription-offer.server";
import { formatDay, scheduleSentence } from "./subscription-format";
import type { SubscribePageData } from "./types";

/** The subscription checkout's data: the offer priced by the catalog and the schedule a purchase now would get. Null when not on sale. */
export async function getSubscribePage(options: {
  db: Db;
  tierKey: string;
  eventSlug: string | null;
  now: Date;
  testMode: boolean;
  /** The address this browser proved through an access link (its cookie), for tiers sold only to a list. */
  verifiedEmail: string | null;
}): Promise<SubscribePageData | null> {
  const found = await findSubscriptionOffer({ db: options.db, tierKey: options.tierKey, eventSlug: options.eventSlug, now: options.now });
  if (!found.ok) return null;
  const { offer } = found;
  // No buyer email yet: only whether this browser proved a listed address (the subscribe API checks the buyer's too).
  const refusal = offer.event && (await checkOfferAccess({ db: options.db, eventId: offer.event.id, tierKeys: [offer.tierKey], verifiedEmail: options.verifiedEmail }));
  const plan = planSubscription(offer.terms, options.now);
  const startsOnPurchase = plan.startsAt.getTime() <= options.now.getTime();
  return {
    tierKey: offer.tierKey,
    label: offer.label,
    eventSlug: offer.event?.slug ?? null,
    where: subscriptionCopy.checkout.where(offer.event?.cityName ?? null),
    priceText: formatMoney({ amountMinor: offer.priceMinor, currency: offer.currency }),
    start: subscriptionCopy.startsOn(formatDay(plan.startsAt), startsOnPurchase),
    schedule: scheduleSentence(plan),
    testMode: options.testMode,
    access: refusal && refusal.reason !== "other_email" ? { tier: offer.label, reason: refusal.reason, message: offerAccessRefusalMessage(offer.label, refusal) } : null,
  };
}
