import type { Db } from "~/db/client.server";
import { formatMoney } from "~/domain/money";
import { planSubscription } from "~/domain/subscription-schedule";
import { subscriptionCopy } from "~/content/subscriptions";
import { findSubscriptionOffer } from "./find-subscription-offer.server";
import { formatDay, scheduleSentence } from "./subscription-format";
import type { SubscribePageData } from "./types";

/** The subscription checkout's data: the offer priced by the catalog and the schedule a purchase now would get. Null when not on sale. */
export async function getSubscribePage(options: { db: Db; tierKey: string; eventSlug: string | null; now: Date; testMode: boolean }): Promise<SubscribePageData | null> {
  const found = await findSubscriptionOffer({ db: options.db, tierKey: options.tierKey, eventSlug: options.eventSlug, now: options.now });
  if (!found.ok) return null;
  const { offer } = found;
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
  };
}
