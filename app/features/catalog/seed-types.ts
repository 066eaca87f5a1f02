import { z } from "zod";
import { isCalendarDate } from "~/domain/dates";
import { CURRENCIES } from "~/domain/money";
import { pageConfigSchema } from "./page-config";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase words joined by hyphens");
const calendarDate = z.string().refine(isCalendarDate, "a calendar date as YYYY-MM-DD");
/** Whole currency units with at most two decimals. */
const price = z.number().nonnegative().refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6);

export const tierSeedSchema = z.object({
  key: z.string().regex(/^[a-z0-9_]+$/),
  label: z.string().min(1),
  basePrice: price,
  billing: z.enum(["one_time", "monthly"]).default("one_time"),
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

export const eventSeedSchema = z
  .object({
    slug,
    kind: z.enum(["intensive", "masterclass", "virtual"]).default("intensive"),
    cityName: z.string().min(1),
    dateText: z.string().min(1),
    startsOn: calendarDate.nullable(),
    endsOn: calendarDate.nullable().default(null),
    timeZone: z.string().default("America/Los_Angeles"),
    venue: z.string().optional(),
    currency: z.enum(CURRENCIES).default("USD"),
    priceMultiplier: z.number().positive().default(1),
    capacity: z.number().int().positive().nullable().default(null),
    prices: z.record(z.string(), price).default({}),
    /** Limited tiers: seats, and/or closed by the team. Tiers not listed are not limited. */
    seats: z
      .record(
        z.string(),
        z.object({ capacity: z.number().int().positive().nullable().default(null), soldOut: z.boolean().default(false) }),
      )
      .default({}),
    hasPage: z.boolean().default(true),
    listedOnTour: z.boolean().default(false),
    isCancelled: z.boolean().default(false),
    isMasterclass: z.boolean().default(false),
    page: pageConfigSchema,
  })
  .refine((e) => !e.endsOn || (e.startsOn !== null && e.endsOn >= e.startsOn), {
    message: "endsOn must be on or after startsOn",
    path: ["endsOn"],
  })
  .refine((e) => isTimeZone(e.timeZone), { message: "unknown time zone", path: ["timeZone"] });

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

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
      const used = [
        ...Object.keys(e.prices),
        ...Object.keys(e.seats),
        ...e.page.pricing.tiers,
        ...e.page.pricing.mentorshipTiers,
        ...(e.page.earlyBird?.tiers ?? []),
      ];
      const upgrade = e.page.pricing.upgrade;
      if (upgrade && !(e.page.pricing.tiers.includes(upgrade.from) && e.page.pricing.tiers.includes(upgrade.to)))
        ctx.addIssue({ code: "custom", path: ["events", i, "page", "pricing", "upgrade"], message: "an upgrade's tiers must both be shown as cards" });
      for (const key of used)
        if (!tierKeys.has(key)) ctx.addIssue({ code: "custom", path: ["events", i], message: `unknown tier ${key}` });
    });
  });

export type CatalogSeed = z.input<typeof catalogSeedSchema>;
export type EventSeed = z.input<typeof eventSeedSchema>;
export type ParsedCatalogSeed = z.output<typeof catalogSeedSchema>;
