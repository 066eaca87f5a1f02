/**
 * The seed catalog as the evaluation sets read their facts from it: the parsed seed, the eval clock, and one
 * event or offer by its slug and tier, priced by the site's own seedOffers. A set that names something the
 * seed doesn't have fails at once rather than expecting a made-up figure.
 */
import { catalog } from "../../seed/catalog";
import { describeMentorshipCohort, pickCohortTerms } from "~/domain/mentorship-cohort";
import { formatMoney, type Money } from "~/domain/money";
import { cartUpgradeDifference, upgradeDifference } from "~/domain/ticket-upgrade";
import { seedOffers } from "~/features/catalog/seed-offers";
import { catalogSeedSchema } from "~/features/catalog/seed-types";

export const seed = catalogSeedSchema.parse(catalog);

/** The clock every set is asked at, as scripts/eval-chat.ts sets it. */
export const EVAL_CLOCK = new Date("2025-09-01T12:00:00Z");

export function seedEvent(slug: string) {
  const e = seed.events.find((x) => x.slug === slug);
  if (!e) throw new Error(`no event ${slug} in the catalog`);
  return e;
}

export function seedOffer(slug: string, tier: string) {
  const o = seedOffers(seed, seedEvent(slug)).find((x) => x.tierKey === tier);
  if (!o) throw new Error(`${slug} does not sell ${tier}`);
  return o;
}

/** One offer's price (as Money) at a stop, by slug and tier. */
export function seedPrice(slug: string, tier: string): Money {
  return seedOffer(slug, tier).price;
}

/** One offer's price as the page prints it ("$1,176", "C$227"). */
export function price(slug: string, tier: string): string {
  return formatMoney(seedPrice(slug, tier));
}

/** What the cart's upgrade dialog charges to swap one ticket in the cart for the higher tier, as the site prints it. */
export function cartUpgrade(slug: string, from: string, to: string): string {
  const a = seedPrice(slug, from);
  const b = seedPrice(slug, to);
  return formatMoney({ amountMinor: cartUpgradeDifference(a.amountMinor, b.amountMinor), currency: a.currency });
}

/** What moving one already-bought ticket (paid in full, no code) up a tier costs, as printed: the offer's own upgrade price where set. */
export function boughtUpgrade(slug: string, from: string, to: string): string {
  const o = seedOffer(slug, from);
  const rule = o.rule.upgrade && o.rule.upgrade.tierKey === to ? o.rule.upgrade.priceMinor : null;
  const diff = upgradeDifference({ lineTotalMinor: o.price.amountMinor, quantity: 1, toPriceMinor: seedPrice(slug, to).amountMinor, upgradePriceMinor: rule });
  return formatMoney({ amountMinor: diff, currency: o.price.currency });
}

/** The seeded venue of a stop (fails if the stop has none). */
export function seedVenue(slug: string) {
  const key = seedEvent(slug).venue;
  const v = seed.venues.find((x) => x.key === key);
  if (!v) throw new Error(`${slug} has no venue`);
  return v;
}

/** The street part of a stop's venue address ("250 Stuart St"), failing if there is none. */
export function street(slug: string): string {
  const part = (seedVenue(slug).address ?? "").split(",")[0];
  if (!part) throw new Error(`${slug} has no street address`);
  return part;
}

/** A stop's date as the seed words it ("November 9, 2025"). */
export function dateText(slug: string): string {
  return seedEvent(slug).dateText;
}

/** The months' English names, January first, for writing a seeded ISO date as a reply would. */
export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A seeded discount code by its code (fails if the seed has no such code). */
export function seedDiscountCode(code: string) {
  const d = seed.discountCodes.find((x) => x.code === code);
  if (!d) throw new Error(`no discount code ${code}`);
  return d;
}

/** The mentorship cohort (start, renewal, minimum term) as the pages word it at the eval clock. */
export const mentorshipCohort = describeMentorshipCohort(
  pickCohortTerms(
    seed.tiers.map((t) => ({
      key: t.key,
      billing: t.billing,
      subscriptionStartsOn: t.subscriptionStartsOn ?? null,
      minimumTermMonths: t.minimumTermMonths,
    })),
    ["mentorship_building", "mentorship_growth", "mentorship_elite"],
  ),
  EVAL_CLOCK,
);

/** A string escaped for use as a literal inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
