/**
 * The seed catalog as the evaluation sets read their facts from it: the parsed seed, the eval clock, and one
 * event or offer by its slug and tier, priced by the site's own seedOffers. A set that names something the
 * seed doesn't have fails at once rather than expecting a made-up figure.
 */
import { catalog } from "../../seed/catalog";
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
