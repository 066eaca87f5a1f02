import { z } from "zod";
import { isCalendarDate } from "~/domain/dates";
import { CURRENCIES } from "~/domain/money";
import { AUDITION_TIER, TIER_FAMILIES } from "~/domain/tiers";
import { isTimeZone } from "~/domain/zoned-day";
import { pageConfigSchema } from "~/domain/page-config";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase words joined by hyphens");
const calendarDate = z.string().refine(isCalendarDate, "a calendar date as YYYY-MM-DD");
/** Whole currency units with at most two decimals. */
const price = z.number().nonnegative().refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6);

export const tierSeedSchema = z.object({
  key: z.string().regex(/^[a-z0-9_]+$/),
  label: z.string().min(1),
  /** What kind of ticket it is (core, pro, audition…): the pages and the chat read this, never the key. */
  family: z.enum(TIER_FAMILIES),
  basePrice: price,
  billing: z.enum(["one_time", "monthly"]).default("one_time"),
  /** A monthly tier's cohort start, YYYY-MM-DD; omitted: a subscription starts on purchase. */
  subscriptionStartsOn: z.iso.date().optional(),
  minimumTermMonths: z.number().int().min(0).max(36).default(0),
  isVirtual: z.boolean().default(false),
  description: z.string().optional(),
  note: z.string().optional(),
});

export const venueSeedSchema = z.object({
  key: z.string().min(1),
  name: z.string().min(1),
  address: z.string().min(1).optional(),
  notes: z.string().min(1).optional(),
});

const instant = z.iso.datetime({ offset: true });

export const offerSeedSchema = z.object({
  maxPerOrder: z.number().int().min(1).max(100).optional(),
  salesStartAt: instant.optional(),
  salesEndAt: instant.optional(),
  /** A pool from the event's `pools`; a tier listed in `seats` gets a pool of its own instead. */
  pool: z.string().min(1).optional(),
  requiresOneOf: z.array(z.string().min(1)).default([]),
  excludes: z.array(z.string().min(1)).default([]),
  suggestsBeforeCheckout: z.string().min(1).optional(),
  /** Ticket holders of this tier can move up to `to` for `price` more (whole units). */
  upgrade: z.object({ to: z.string().min(1), price: price.refine((n) => n > 0) }).optional(),
  /** The regular price that 'save' copy compares with (whole units). */
  compareAt: price.refine((n) => n > 0).optional(),
});

export const discountCodeSeedSchema = z
  .object({
    code: z.string().regex(/^[A-Z0-9_-]{1,40}$/, "upper-case letters, digits, - and _"),
    percentOff: z.number().int().min(1).max(100).optional(),
    /** A fixed amount in whole units of `currency`. */
    amount: price.refine((n) => n > 0).optional(),
    currency: z.enum(CURRENCIES).optional(),
    eligibleTiers: z.array(z.string().min(1)).default([]),
    /** The event (city) it is limited to. */
    city: slug.optional(),
    customerTag: z.string().min(1).optional(),
    description: z.string().default(""),
    startsAt: instant.optional(),
    endsAt: instant.optional(),
    maxUses: z.number().int().positive().optional(),
    isActive: z.boolean().default(true),
    isEarlyBird: z.boolean().default(false),
  })
  .refine((c) => (c.percentOff === undefined) !== (c.amount === undefined), { message: "a code has either percentOff or amount" })
  .refine((c) => (c.amount === undefined) === (c.currency === undefined), { message: "a fixed amount needs its currency" });

export const eventSeedSchema = z
  .object({
    slug,
    kind: z.enum(["intensive", "masterclass", "virtual"]).default("intensive"),
    cityName: z.string().min(1),
    dateText: z.string().min(1),
    startsOn: calendarDate.nullable(),
    endsOn: calendarDate.nullable().default(null),
    /** The venue's IANA zone: sales windows, deadlines and "today" are read in it. Required, so no city inherits another's. */
    timeZone: z.string().refine(isTimeZone, "an IANA time zone such as America/New_York"),
    venue: z.string().optional(),
    currency: z.enum(CURRENCIES).default("USD"),
    priceMultiplier: z.number().positive().default(1),
    prices: z.record(z.string(), price).default({}),
    /** Limited tiers: seats, and/or closed by the team. Tiers not listed are not limited. */
    seats: z
      .record(
        z.string(),
        z.object({ capacity: z.number().int().positive().nullable().default(null), soldOut: z.boolean().default(false) }),
      )
      .default({}),
    /** What the event sells beyond its price: limits, sales window and the rules between its tiers. */
    offers: z.record(z.string(), offerSeedSchema).default({}),
    /** Seat pools shared by several offers (an offer names one with `pool`). */
    pools: z.record(z.string(), z.number().int().positive()).default({}),
    hasPage: z.boolean().default(true),
    listedOnTour: z.boolean().default(false),
    isCancelled: z.boolean().default(false),
    isMasterclass: z.boolean().default(false),
    page: pageConfigSchema,
  })
  .refine((e) => !e.endsOn || (e.startsOn !== null && e.endsOn >= e.startsOn), {
    message: "endsOn must be on or after startsOn",
    path: ["endsOn"],
  });

export const opportunitySeedSchema = z.object({
  slug,
  kind: z.enum(["skeleton_crew", "shadowing"]),
  title: z.string().min(1),
  summary: z.string().min(1),
  details: z.array(z.string().min(1)).default([]),
  isOpen: z.boolean().default(true),
});

export const catalogSeedSchema = z
  .object({
    tiers: z.array(tierSeedSchema).min(1),
    venues: z.array(venueSeedSchema).default([]),
    opportunities: z.array(opportunitySeedSchema).default([]),
    events: z.array(eventSeedSchema).min(1),
    discountCodes: z.array(discountCodeSeedSchema).default([]),
  })
  .superRefine((c, ctx) => {
    const tierKeys = new Set(c.tiers.map((t) => t.key));
    const venueKeys = new Set(c.venues.map((v) => v.key));
    const slugs = new Set<string>(c.opportunities.map((o) => o.slug));
    c.events.forEach((e, i) => {
      if (slugs.has(e.slug)) ctx.addIssue({ code: "custom", path: ["events", i, "slug"], message: `duplicate slug ${e.slug}` });
      slugs.add(e.slug);
      if (e.venue && !venueKeys.has(e.venue))
        ctx.addIssue({ code: "custom", path: ["events", i, "venue"], message: `unknown venue ${e.venue}` });
      const offerRules = Object.values(e.offers);
      const used = [
        ...Object.keys(e.prices),
        ...Object.keys(e.seats),
        ...Object.keys(e.offers),
        ...e.page.pricing.tiers,
        ...e.page.pricing.mentorshipTiers,
        ...offerRules.flatMap((o) => [...o.requiresOneOf, ...o.excludes, ...(o.suggestsBeforeCheckout ? [o.suggestsBeforeCheckout] : []), ...(o.upgrade ? [o.upgrade.to] : [])]),
      ];
      const sold = new Set(sellsTiers(e));
      for (const [key, o] of Object.entries(e.offers)) {
        if (!sold.has(key)) ctx.addIssue({ code: "custom", path: ["events", i, "offers", key], message: `${key} has offer rules but is not sold` });
        if (o.pool && !(o.pool in e.pools)) ctx.addIssue({ code: "custom", path: ["events", i, "offers", key, "pool"], message: `unknown pool ${o.pool}` });
        if (o.upgrade && !sold.has(o.upgrade.to))
          ctx.addIssue({ code: "custom", path: ["events", i, "offers", key, "upgrade"], message: "an upgrade's tiers must both be sold" });
      }
      for (const key of used)
        if (!tierKeys.has(key)) ctx.addIssue({ code: "custom", path: ["events", i], message: `unknown tier ${key}` });
      const earlyBird = e.page.earlyBird?.code;
      if (earlyBird && !c.discountCodes.some((d) => d.code === earlyBird && d.city === e.slug))
        ctx.addIssue({ code: "custom", path: ["events", i, "page", "earlyBird"], message: `no discount code ${earlyBird} for ${e.slug}` });
    });
    const eventSlugs = new Set(c.events.map((e) => e.slug));
    c.discountCodes.forEach((d, i) => {
      if (d.city && !eventSlugs.has(d.city)) ctx.addIssue({ code: "custom", path: ["discountCodes", i, "city"], message: `unknown event ${d.city}` });
      for (const key of d.eligibleTiers)
        if (!tierKeys.has(key)) ctx.addIssue({ code: "custom", path: ["discountCodes", i, "eligibleTiers"], message: `unknown tier ${key}` });
      if (c.discountCodes.findIndex((x) => x.code === d.code) !== i)
        ctx.addIssue({ code: "custom", path: ["discountCodes", i, "code"], message: `duplicate code ${d.code}` });
    });
  });

/** The tiers an event sells: the cards its page shows, its mentorship cards and, when shown, the free audition. */
export function sellsTiers(e: Pick<z.output<typeof eventSeedSchema>, "page">): string[] {
  const p = e.page.pricing;
  return [...new Set([...p.tiers, ...(p.showAuditionOnly ? [AUDITION_TIER] : []), ...p.mentorshipTiers])];
}

export type CatalogSeed = z.input<typeof catalogSeedSchema>;
export type EventSeed = z.input<typeof eventSeedSchema>;
export type ParsedCatalogSeed = z.output<typeof catalogSeedSchema>;
