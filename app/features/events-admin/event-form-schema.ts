import { z } from "zod";
import { CURRENCIES } from "~/domain/money";
import { majorToMinor, slugProblem } from "~/domain/event-edits";
import { isTimeZone } from "~/domain/zoned-day";
import { eventsAdminCopy } from "~/content/events-admin";

/**
 * The events editor's forms as the browser and the route's action both read them: every field a
 * string from FormData (lists for the rules, "on" for a ticked box). Amounts are typed in whole units
 * of the event's currency; sales windows as wall-clock times in the event's time zone.
 */
const copy = eventsAdminCopy.errors;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KEY = /^[a-z0-9_]+$/;
const blankToNull = (v: unknown) => (v === undefined || (typeof v === "string" && v.trim() === "") ? null : v);
const ticked = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

const version = z.coerce.number().int().min(1).max(2_147_483_647);
const id = z.coerce.number().int().positive().max(2_147_483_647);
const money = z
  .string()
  .trim()
  .refine((s) => majorToMinor(s) !== null, copy.amount)
  .transform((s) => majorToMinor(s)!);
const optionalMoney = z.preprocess(blankToNull, money.nullable());
const day = z.preprocess(blankToNull, z.string().regex(DAY, copy.day).nullable());
const localTime = z.preprocess(blankToNull, z.string().regex(LOCAL_TIME, copy.dateTime).nullable());
const tierKey = z.string().trim().min(1).max(60).regex(KEY);
const optionalTier = z.preprocess(blankToNull, tierKey.nullable());
const slug = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .superRefine((s, ctx) => {
    const problem = slugProblem(s);
    if (problem) ctx.addIssue({ code: "custom", message: problem === "reserved" ? copy.slugReserved(s) : copy.slugFormat });
  });
const timeZone = z
  .string()
  .trim()
  .refine((s) => isTimeZone(s), copy.timeZone);

const datedFields = {
  cityName: z.string().trim().min(1, copy.required).max(80, copy.tooLong(80)),
  slug,
  dateText: z.string().trim().min(1, copy.required).max(80, copy.tooLong(80)),
  startsOn: day,
  endsOn: day,
  timeZone,
  listedOnTour: ticked,
};

function checkDates(form: { startsOn: string | null; endsOn: string | null }, ctx: z.RefinementCtx) {
  if (form.endsOn !== null && form.startsOn === null) ctx.addIssue({ code: "custom", path: ["startsOn"], message: copy.startFirst });
  if (form.endsOn !== null && form.startsOn !== null && form.endsOn < form.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: copy.endBeforeStart });
}

/** The event's own fields and its venue: an existing one by id, a new one ("new") with its name, or none. */
export const eventDetailsSchema = z
  .object({
    version,
    ...datedFields,
    hasPage: ticked,
    venue: z.preprocess(blankToNull, z.union([z.literal("new"), id]).nullable()),
    venueName: z.preprocess(blankToNull, z.string().trim().max(120, copy.tooLong(120)).nullable()),
    venueAddress: z.preprocess(blankToNull, z.string().trim().max(200, copy.tooLong(200)).nullable()),
    venueNotes: z.preprocess(blankToNull, z.string().trim().max(500, copy.tooLong(500)).nullable()),
  })
  .superRefine((form, ctx) => {
    checkDates(form, ctx);
    if (form.venue === "new" && !form.venueName) ctx.addIssue({ code: "custom", path: ["venueName"], message: copy.venueName });
  });

/** One offer: its price and terms, its pool, and the rules between it and the event's other tiers. */
export const offerSchema = z
  .object({
    version,
    offerId: id,
    price: money,
    compareAt: optionalMoney,
    salesStartAt: localTime,
    salesEndAt: localTime,
    maxPerOrder: z.coerce.number({ message: copy.wholeNumber }).int(copy.wholeNumber).min(1, copy.between(1, 100)).max(100, copy.between(1, 100)),
    poolId: z.preprocess(blankToNull, id.nullable()),
    inCart: ticked,
    soldOut: ticked,
    requiresOneOf: z.array(tierKey).max(40).default([]),
    excludes: z.array(tierKey).max(40).default([]),
    suggestsBeforeCheckout: optionalTier,
    upgradeToTier: optionalTier,
    upgradePrice: optionalMoney,
  })
  .superRefine((form, ctx) => {
    if (form.compareAt === 0) ctx.addIssue({ code: "custom", path: ["compareAt"], message: copy.aboveZero });
    if (form.upgradeToTier !== null && (form.upgradePrice === null || form.upgradePrice === 0)) ctx.addIssue({ code: "custom", path: ["upgradePrice"], message: copy.upgradePrice });
    if (form.upgradeToTier === null && form.upgradePrice !== null) ctx.addIssue({ code: "custom", path: ["upgradeToTier"], message: copy.upgradeTier });
    if (form.salesStartAt && form.salesEndAt && form.salesEndAt <= form.salesStartAt) ctx.addIssue({ code: "custom", path: ["salesEndAt"], message: copy.windowOrder });
  });

/** A seat pool's capacity; blank is unlimited. */
const capacity = z.preprocess(
  blankToNull,
  z.coerce.number({ message: copy.wholeNumber }).int(copy.wholeNumber).min(1, copy.between(1, 100_000)).max(100_000, copy.between(1, 100_000)).nullable(),
);

export const poolSchema = z.object({ version, poolId: id, capacity });
export const newPoolSchema = z.object({ version, key: z.string().trim().min(1, copy.required).max(40, copy.tooLong(40)).regex(KEY, copy.poolKey), capacity });

/** A copy of an event for the next stop: a new city, slug, dates, zone and currency. */
export const duplicateSchema = z
  .object({ ...datedFields, currency: z.enum(CURRENCIES, { message: copy.currency }) })
  .superRefine(checkDates);

export type EventDetailsForm = z.infer<typeof eventDetailsSchema>;
export type OfferForm = z.infer<typeof offerSchema>;
export type PoolForm = z.infer<typeof poolSchema>;
export type NewPoolForm = z.infer<typeof newPoolSchema>;
export type DuplicateForm = z.infer<typeof duplicateSchema>;

/** FormData as the schemas read it: one value per field, every ticked rule. */
export function eventFormValues(form: FormData): Record<string, unknown> {
  const list = (name: string) => form.getAll(name).filter((v): v is string => typeof v === "string");
  return { ...Object.fromEntries(form), requiresOneOf: list("requiresOneOf"), excludes: list("excludes") };
}
