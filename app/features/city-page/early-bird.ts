/** Early-bird offer maths: discounted prices and the countdown. Pure: the current instant is always an argument. */
import type { EarlyBirdPromotion, PricedTier } from "~/features/catalog/types";
import type { Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";

export interface EarlyBirdOffer {
  key: string;
  label: string;
  before: Money;
  after: Money;
  saving: Money;
}

/** The offer's tiers that the page shows, each with its price before and after the discount. */
export function earlyBirdOffers(
  earlyBird: EarlyBirdPromotion,
  tiers: Readonly<Record<string, PricedTier>>,
): EarlyBirdOffer[] {
  return earlyBird.tiers.flatMap((key) => {
    const tier = tiers[key];
    if (!tier) return [];
    const after = percentOff(tier.price.amountMinor, earlyBird.percentOff);
    const { currency } = tier.price;
    return [
      {
        key,
        label: tier.label,
        before: tier.price,
        after: { amountMinor: after, currency },
        saving: { amountMinor: tier.price.amountMinor - after, currency },
      },
    ];
  });
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole milliseconds left; 0 once the window has closed. */
  totalMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Time left until `endsAtMs`, seen at `nowMs`, split into whole days, hours, minutes and seconds
 * (rounded down, so the display reaches 0:00:00:00 exactly at the deadline). Null once it has passed.
 */
export function timeLeft(endsAtMs: number, nowMs: number): TimeLeft | null {
  const totalMs = endsAtMs - nowMs;
  if (!(totalMs > 0)) return null;
  return {
    days: Math.floor(totalMs / DAY),
    hours: Math.floor((totalMs % DAY) / HOUR),
    minutes: Math.floor((totalMs % HOUR) / MINUTE),
    seconds: Math.floor((totalMs % MINUTE) / SECOND),
    totalMs,
  };
}

/** Two digits for hours, minutes and seconds. */
export function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

/**
 * 'October 24, 2025 at 11:59 PM PDT': a deadline in the event's time zone. Built from parts
 * so the server and the browser (different ICU versions) print the very same string.
 */
export function formatDeadline(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hourCycle: "h12",
    timeZoneName: "short",
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const dayPeriod = get("dayPeriod").toUpperCase();
  return `${get("month")} ${get("day")}, ${get("year")} at ${get("hour")}:${get("minute")} ${dayPeriod} ${get("timeZoneName")}`;
}
