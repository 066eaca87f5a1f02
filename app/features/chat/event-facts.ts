import { programPaths } from "~/content/program-paths";
import { isUpcoming } from "~/domain/dates";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { isOnSale } from "~/features/catalog/priced-tiers";
import { normalizeText } from "./text";
import type { ChatLink, KnownEvent, KnownOffer } from "./types";

/** Where an event stands at `now`: what the assistant may offer for it. */
export type EventStatus = "cancelled" | "ended" | "upcoming";

export function eventStatus(e: KnownEvent, now: Date): EventStatus {
  if (e.isCancelled) return "cancelled";
  return isUpcoming(e, now) ? "upcoming" : "ended";
}

const longDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric", year: "numeric" });
const monthDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric" });
const dayOnly = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", day: "numeric" });
const year = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric" });

/** A calendar date (already the event's local day) as a Date that formats to that same day. */
const asDay = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** Each local calendar day the event runs, first to last, as YYYY-MM-DD (a week at most). */
export function eventIsoDays(e: Pick<KnownEvent, "startsOn" | "endsOn">): string[] {
  if (!e.startsOn) return [];
  const days: string[] = [];
  for (let d = asDay(e.startsOn); days.length < 7; d = new Date(d.getTime() + 86_400_000)) {
    days.push(d.toISOString().slice(0, 10));
    if (!e.endsOn || days.at(-1)! >= e.endsOn) break;
  }
  return days;
}

/** Each day the event runs, as 'Saturday, January 24' (its local calendar days, first to last). */
export function eventDays(e: Pick<KnownEvent, "startsOn" | "endsOn">): string[] {
  return eventIsoDays(e).map((iso) => weekdayMonthDay.format(asDay(iso)));
}

/** The days of the week the event runs on ('saturday', 'sunday'). */
export function eventWeekdays(e: Pick<KnownEvent, "startsOn" | "endsOn">): string[] {
  return eventIsoDays(e).map((iso) => weekdayOnly.format(asDay(iso)).toLowerCase());
}

/** Where in a question a stop's city is named (its first word), for the order of two stops; after everything when it isn't. */
export function namedAt(text: string, e: Pick<KnownEvent, "cityName">): number {
  const at = text.indexOf(normalizeText(e.cityName).split(" ")[0] ?? "");
  return at < 0 ? Number.MAX_SAFE_INTEGER : at;
}

const weekdayMonthDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });
const weekdayOnly = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long" });

/**
 * The event's date as people say it: 'Saturday, September 27, 2025', 'Saturday, January 24 and Sunday, January 25, 2026', or the
 * catalog's own words while there is no date ('To Be Determined').
 */
export function formatEventDate(e: Pick<KnownEvent, "startsOn" | "endsOn" | "dateText">): string {
  if (!e.startsOn) return e.dateText;
  if (!e.endsOn || e.endsOn === e.startsOn) return longDay.format(asDay(e.startsOn));
  const start = asDay(e.startsOn);
  const end = asDay(e.endsOn);
  if (year.format(start) !== year.format(end)) return `${longDay.format(start)} – ${longDay.format(end)}`;
  // A weekend reads as its two days: 'Saturday, January 24 and Sunday, January 25, 2026'.
  if (end.getTime() - start.getTime() === 86_400_000) return `${weekdayMonthDay.format(start)} and ${weekdayMonthDay.format(end)}, ${year.format(end)}`;
  const sameMonth = e.startsOn.slice(0, 7) === e.endsOn.slice(0, 7);
  return `${monthDay.format(start)}–${sameMonth ? dayOnly.format(end) : monthDay.format(end)}, ${year.format(end)}`;
}

/** The event's page, when it has one; the tour page otherwise. */
export function eventLink(e: KnownEvent, programEventSlug: string | null, anchor?: string): ChatLink {
  if (e.slug === programEventSlug) return { label: "Acting for Dancers", href: programPaths.actingForDancers };
  if (!e.hasPage) return { label: "Tour dates", href: "/" };
  return { label: `${e.cityName}${anchor === "pricing" ? " pricing" : anchor === "schedule" ? " schedule" : ""}`, href: `/${e.slug}${anchor ? `#${anchor}` : ""}` };
}

/** The name an event goes by in a reply; when the catalog has another event in the same city, its kind says which one. */
export function eventName(e: KnownEvent, catalog: readonly KnownEvent[] = []): string {
  const twin = catalog.some((o) => o.id !== e.id && o.cityName === e.cityName);
  if (!twin) return e.cityName;
  return `${e.cityName} ${e.isMasterclass || e.kind === "masterclass" ? "masterclass" : "intensive"}`;
}

/** '$168', 'free', '$147 a month'. */
export function priceText(price: Money, billing: "one_time" | "monthly" = "one_time"): string {
  if (price.amountMinor === 0) return "free";
  return billing === "monthly" ? `${formatMoney(price)} a month` : formatMoney(price);
}

/** '$388', with what stops someone buying it now ('$388 (sold out, …)'). */
export function offerPrice(o: KnownOffer, now: Date): string {
  const state = offerState(o, now);
  return `${priceText(o.price, o.billing)}${state ? ` (${state})` : ""}`;
}

/** 'Pro Track $388', with what stops someone buying it now. */
export function offerPriceLine(o: KnownOffer, now: Date): string {
  return `${o.label} ${offerPrice(o, now)}`;
}

/** Sold out, not on sale yet, sales ended, or null when it can be bought. */
export function offerState(o: KnownOffer, now: Date): string | null {
  if (o.soldOut) return "sold out, join the waitlist on the page";
  if (!isOnSale(o, now)) return o.salesStartAt && o.salesStartAt > now ? "not on sale yet" : "sales ended";
  return null;
}

/** The early-bird price of an offer while the event's early-bird code runs, else null. */
export function earlyBirdLine(e: KnownEvent, o: KnownOffer, now: Date): string | null {
  const bird = e.earlyBird;
  if (!bird || new Date(bird.endsAt) <= now || !bird.tiers.includes(o.tierKey) || o.price.amountMinor === 0) return null;
  const reduced = { amountMinor: percentOff(o.price.amountMinor, bird.percentOff), currency: o.price.currency };
  return `${formatMoney(reduced)} with early-bird code ${bird.code}, ${bird.percentOff}% off, until ${formatDeadline(bird.endsAt, e.timeZone)}`;
}

const deadlineFormats = new Map<string, Intl.DateTimeFormat>();

/** The day an instant falls on in the event's zone ('October 24, 2025'). */
export function formatDeadline(iso: string, timeZone: string): string {
  let format = deadlineFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, month: "long", day: "numeric", year: "numeric" });
    deadlineFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}
