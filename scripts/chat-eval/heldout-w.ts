/**
 * Held-out set W of the chat assistant (issue 40), written after the code freeze at aec2f10 and scored
 * once; its questions are never read by the people changing the assistant. Written from the spec, the seed
 * catalog, the site's content files and the forms' own validation, by someone who never read the answerer,
 * its docs or other sets' questions.
 *
 * Emphasis: a week of real visitor traffic across every topic of the site (city pages, prices and totals,
 * upgrades, discount codes, dates and weekdays, venues, schedule times per age group, ages and guardians,
 * auditions, policies and refunds, date changes and credits, what to bring and wear, footage, mentorship,
 * Acting for Dancers, scholarships, Submit Talent), mostly parents on phones plus teen and adult dancers;
 * about half of the yes/no questions have the answer No.
 *
 * Every figure (price, total, discount, date, weekday, venue, street, time, age limit, order limit) is
 * computed from the seed with the site's own functions; copy facts are short phrases with alternatives.
 * The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { ADULT_AGE, auditionAgeGroup } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { cartLineSchema } from "~/features/cart/quote-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  price,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type HeldoutWTopic =
  | "city pages"
  | "prices and totals"
  | "upgrades"
  | "discount codes"
  | "dates and weekdays"
  | "venues"
  | "schedule"
  | "ages and guardians"
  | "auditions"
  | "policies and refunds"
  | "date changes and credits"
  | "bring and wear"
  | "footage"
  | "mentorship"
  | "acting for dancers"
  | "scholarships and submit talent";

interface HeldoutWQuestion {
  kind: "single";
  topic: HeldoutWTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed

/** A printed figure as a pattern that does not match inside a larger one. */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" (the "$227" part). */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

/** One offer's price at a stop, as a pattern. */
const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

/** n tickets of one offer, as a pattern. */
const totalOf = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
};

/** The sum of several offers (same currency), as a pattern. */
function sumOf(items: readonly (readonly [slug: string, tier: string, n: number])[]): RegExp {
  const first = items[0];
  if (!first) throw new Error("nothing to add");
  const currency = seedPrice(first[0], first[1]).currency;
  const amountMinor = items.reduce((acc, [slug, tier, n]) => acc + seedPrice(slug, tier).amountMinor * n, 0);
  return money({ amountMinor, currency });
}

/** A printed money string from seed-facts, as a pattern. */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

function isoParts(slug: string, which: "startsOn" | "endsOn" = "startsOn"): [number, number, number] {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const [y = 0, m = 0, d = 0] = iso.split("-").map(Number);
  return [y, m, d];
}

/** A stop's day as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const [, m, d] = isoParts(slug, which);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`${slug} has a bad month`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The weekday of a stop's day, computed from its ISO date. */
function weekdayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): string {
  const [y, m, d] = isoParts(slug, which);
  const name = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  if (!name) throw new Error("bad weekday");
  return name;
}
const weekdayRe = (slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp => new RegExp(`\\b${weekdayOf(slug, which)}`, "i");
const isWeekend = (slug: string): boolean => ["Saturday", "Sunday"].includes(weekdayOf(slug));

/** A clock time as a reply may write it: "1:00 PM", "1 pm", "1:00pm" (and "noon" for 12:00 PM). */
function timeRe(t: string): RegExp {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(t);
  if (!match) throw new Error(`not a time: ${t}`);
  const [, h, min, half] = match;
  const ampm = half === "AM" ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
  const minutes = min === "00" ? "(:00)?" : `:${min}`;
  const noon = t === "12:00 PM" ? "|\\bnoon\\b" : "";
  return new RegExp(`(?<![\\d:])${h}${minutes}\\s?${ampm}${noon}`, "i");
}

type Group = "juniors" | "seniors" | "all";

function slotTime(slug: string, group: Group, activity: string, dayIndex = 0): string {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const slot = tables.find((t) => t.group === group)?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0): RegExp => timeRe(slotTime(slug, group, activity, dayIndex));

/** Whether a group's schedule at a stop lists an activity (first day unless told). */
function hasSlot(slug: string, group: Group, activity: string, dayIndex = 0): boolean {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  return Boolean(tables.find((t) => t.group === group)?.slots.some((s) => s.activity === activity));
}

const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set|finali[sz]ed)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** A yes answer and a no answer, allowing natural phrasing. */
const YES: readonly Fact[] = [/^\s*(yes|yep|yeah|absolutely|of course|definitely|sure)\b/i, /\byes\b/i];
const NO: readonly Fact[] = [/^\s*(no|nope|unfortunately|sorry)\b/i, /\b(no|not|isn'?t|aren'?t|doesn'?t|don'?t|won'?t|can'?t|cannot|only)\b/i];
const NOT_YES: readonly Fact[] = [/^\s*(yes|yep|yeah|absolutely|of course)\b/i];

/** An expected yes/no, asserted against the seed so the set fails if the seed changes. */
function yesIf(condition: boolean, extra: readonly (Fact | readonly Fact[])[] = [], excludes: readonly Fact[] = []): Expectation {
  return condition
    ? { includesAll: [YES, ...extra], excludes: [/^\s*no\b/i, ...excludes] }
    : { includesAll: [NO, ...extra], excludes: [...NOT_YES, ...excludes] };
}

// Facts that come from the seed and the site's own rules
const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
const victoriaEarlyPct = victoriaEarly.percentOff ?? 0;
const victoriaCore = seedPrice("victoria-bc", "core");
const victoriaCoreEarly = money({ amountMinor: percentOff(victoriaCore.amountMinor, victoriaEarlyPct), currency: victoriaCore.currency });
const victoriaEarlyEnds = new Date(victoriaEarly.endsAt ?? "");
const victoriaEarlyEndsRe = new RegExp(`(${MONTHS[victoriaEarlyEnds.getUTCMonth()] ?? "?"}|${(MONTHS[victoriaEarlyEnds.getUTCMonth()] ?? "?").slice(0, 3)}\\.?)\\s+${new Date(victoriaEarly.endsAt ?? "").toLocaleString("en-US", { timeZone: "America/Vancouver", day: "numeric" })}(?!\\d)`, "i");

const friendCode = seedDiscountCode("BRINGAFRIEND25");
const friendOff: Money = { amountMinor: (friendCode.amount ?? 0) * 100, currency: "USD" };
const bostonCore = seedPrice("boston", "boston_core");
const bostonCoreWithFriend = money({ amountMinor: bostonCore.amountMinor - friendOff.amountMinor, currency: bostonCore.currency });

const hartfordPro = seedDiscountCode("PROTRACK50");
const summer = seedDiscountCode("SUMMER2025");
const summerEnded = new Date(summer.endsAt ?? "") < new Date("2025-09-01T12:00:00Z");

const AUDITION_MIN_AGE = (() => {
  for (let a = 1; a < 30; a++) if (auditionFormSchema.safeParse({ fullName: "A", email: "a@b.co", phone: "1", age: a, parentName: "P", consent: true }).success) return a;
  throw new Error("no minimum audition age");
})();
const quoteLineOk = (q: number): boolean => cartLineSchema.safeParse({ tierKey: "core", quantity: q }).success;
const MAX_QTY = (() => {
  let q = 1;
  while (q < 10000 && quoteLineOk(q + 1)) q++;
  return q;
})();

const seniorsFrom = auditionAgeGroup(13) === "13_and_up" && auditionAgeGroup(12) === "12_and_under";
if (!seniorsFrom) throw new Error("age groups changed");

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutWSingleQuestions: readonly HeldoutWQuestion[] = [
  // city pages, dates and weekdays
  { kind: "single", topic: "dates and weekdays", ask: "when is the seattle one", expect: { includesAll: [dayOf("seattle")] } },
  { kind: "single", topic: "dates and weekdays", ask: "what day of the week is nashville?", expect: { includesAll: [weekdayRe("nashville")] } },
  { kind: "single", topic: "dates and weekdays", ask: `is the boston intensive on a weekend`, expect: yesIf(isWeekend("boston"), [weekdayRe("boston")]) },
  { kind: "single", topic: "dates and weekdays", ask: "is atlanta on a sunday?", expect: yesIf(weekdayOf("atlanta") === "Sunday", [dayOf("atlanta")]) },
  { kind: "single", topic: "dates and weekdays", ask: "is sarasota on a saturday", expect: yesIf(weekdayOf("sarasota") === "Saturday", [weekdayRe("sarasota")]) },
  { kind: "single", topic: "dates and weekdays", ask: "how many days is sherwood oregon", expect: { includesAll: [[/two[- ]day/i, /\b2[- ]day/i, /two days/i, /2 days/i, /both days/i], dayOf("sherwood"), dayOf("sherwood", "endsOn")] } },
  { kind: "single", topic: "dates and weekdays", ask: "whens the london date", expect: { includesAll: [[/to be determined/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed)/i, /hasn'?t been (set|announced|confirmed)/i, /coming soon/i]] } },
  { kind: "single", topic: "dates and weekdays", ask: "which comes first, boone or nashville?", expect: { includesAll: [/boone/i, dayOf("boone"), dayOf("nashville")] } },
  { kind: "single", topic: "dates and weekdays", ask: "what date is the new hampshire weekend and what days", expect: { includesAll: [dayOf("new-hampshire"), dayOf("new-hampshire", "endsOn"), weekdayRe("new-hampshire")] } },
  { kind: "single", topic: "dates and weekdays", ask: "are there 2 boise dates? which day is the masterclass", expect: { includesAll: [dayOf("boise-nov-7"), dayOf("boise")] } },
  { kind: "single", topic: "city pages", ask: "is there a stop in victoria bc and when", expect: { includesAll: [YES.concat([/victoria/i]), dayOf("victoria-bc")] } },

  // venues
  { kind: "single", topic: "venues", ask: "what studio is the seattle intensive at", expect: { includesAll: [venueName("seattle"), streetOf("seattle")] } },
  { kind: "single", topic: "venues", ask: "address for boston pls", expect: { includesAll: [streetOf("boston")] } },
  { kind: "single", topic: "venues", ask: "where in dallas is it held", expect: { includesAll: [noVenue("dallas")] } },
  { kind: "single", topic: "venues", ask: "is the madison wi venue confirmed yet?", expect: { includesAll: [NO, noVenue("madison-wi")], excludes: NOT_YES } },
  { kind: "single", topic: "venues", ask: "niagara falls - where do we park and which door", expect: { includesAll: [[/rear lot/i, /back lot/i, /behind/i], [/back of the building/i, /\bback\b/i, /\brear\b/i]] } },
  { kind: "single", topic: "venues", ask: "is the hoschton event actually in hoschton?", expect: { includesAll: [[/buford/i, venueName("hoschton")]], excludes: [/^\s*yes\b/i] } },
  { kind: "single", topic: "venues", ask: "orlando studio name?", expect: { includesAll: [venueName("orlando")] } },

  // schedule times per age group
  { kind: "single", topic: "schedule", ask: "what time is check in for juniors in boston", expect: { includesAll: [slotAt("boston", "juniors", "Check-in")], excludes: [timeRe(slotTime("boston", "seniors", "Check-in"))] } },
  { kind: "single", topic: "schedule", ask: "my 14 yr old is doing savannah, what time does she need to be there", expect: { includesAll: [slotAt("savannah", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "when do the seniors audition in atlanta", expect: { includesAll: [slotAt("atlanta", "seniors", "Audition")] } },
  { kind: "single", topic: "schedule", ask: "what time does the juniors day start in hartford", expect: { includesAll: [slotAt("hartford", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "is there a lunch break for the juniors in seattle", expect: yesIf(hasSlot("seattle", "juniors", "Lunch break"), [slotAt("seattle", "juniors", "Lunch break")]) },
  { kind: "single", topic: "schedule", ask: "do the juniors in savannah get a lunch break?", expect: yesIf(hasSlot("savannah", "juniors", "Lunch break")) },
  { kind: "single", topic: "schedule", ask: "is there funk for the juniors at the seattle one", expect: yesIf(hasSlot("seattle", "juniors", "Funk")) },
  { kind: "single", topic: "schedule", ask: "do boston juniors have an audition at the end", expect: yesIf(hasSlot("boston", "juniors", "Audition")) },
  { kind: "single", topic: "schedule", ask: "spokane seniors - what time is stunts for dancers", expect: { includesAll: [slotAt("spokane", "seniors", "Stunts for Dancers")] } },
  { kind: "single", topic: "schedule", ask: "when does the seniors audition start on day 2 in new hampshire", expect: { includesAll: [slotAt("new-hampshire", "seniors", "Audition", 1)] } },

  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "price of pro track orlando", expect: { includesAll: [priceOf("orlando", "pro")], excludes: [priceOf("seattle", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "is the orlando core ticket the same price as atlanta?", expect: yesIf(price("orlando", "core") === price("atlanta", "core"), [priceOf("orlando", "core")]) },
  { kind: "single", topic: "prices and totals", ask: "i have 3 daughters all doing core in nashville, total?", expect: { includesAll: [totalOf("nashville", "core", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "one core and one pro in boise nov 8, whats the total", expect: { includesAll: [sumOf([["boise", "core", 1], ["boise", "pro", 1]])] } },
  { kind: "single", topic: "prices and totals", ask: "how much is victoria core in canadian", expect: { includesAll: [priceOf("victoria-bc", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "sherwood weekend pass vs buying both days separately, which is cheaper", expect: { includesAll: [priceOf("sherwood", "weekend_pass"), [/weekend pass/i]] } },
  { kind: "single", topic: "prices and totals", ask: "how much is the masterclass only in cypress", expect: { includesAll: [priceOf("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and totals", ask: "new hampshire full weekend price? can i pay half now", expect: { includesAll: [priceOf("new-hampshire", "nh_full_weekend"), priceOf("new-hampshire", "nh_balance_payment")] } },
  { kind: "single", topic: "prices and totals", ask: "does the audition cost extra", expect: { includesAll: [NO, [/free/i, priceOf("atlanta", "audition_only")]], excludes: NOT_YES } },
  { kind: "single", topic: "prices and totals", ask: "whats the most tickets of one kind i can put in one order", expect: { includesAll: [fig(String(MAX_QTY))] } },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "i bought core for orlando, how much to upgrade to pro track now", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "whats the difference in price between core and pro in atlanta", expect: { includesAll: [money({ amountMinor: seedPrice("atlanta", "pro").amountMinor - seedPrice("atlanta", "core").amountMinor, currency: "USD" })] } },

  // discount codes
  { kind: "single", topic: "discount codes", ask: "is there an early bird for victoria? how much is core with it", expect: { includesAll: [victoriaEarly.code, victoriaCoreEarly] } },
  { kind: "single", topic: "discount codes", ask: "until when does the victoria early bird last", expect: { includesAll: [victoriaEarlyEndsRe] } },
  { kind: "single", topic: "discount codes", ask: "can i use SUMMER2025 still?", expect: yesIf(!summerEnded) },
  { kind: "single", topic: "discount codes", ask: "does PROTRACK50 work for seattle", expect: yesIf(hartfordPro.city === "seattle", [/hartford/i]) },
  { kind: "single", topic: "discount codes", ask: "boston core with the bring a friend code, how much", expect: { includesAll: [bostonCoreWithFriend] } },
  { kind: "single", topic: "discount codes", ask: "can BRINGAFRIEND25 be used on pro track?", expect: yesIf(friendCode.eligibleTiers.includes("pro"), [/core/i]) },

  // ages and guardians
  { kind: "single", topic: "ages and guardians", ask: "my son is 12, is he junior or senior", expect: { includesAll: [/junior/i], excludes: [/\bhe (is|would be|'?s) (a |in )?(the )?senior/i] } },
  { kind: "single", topic: "ages and guardians", ask: "my daughter turns 13 in october, what group for the december boston event", expect: { includesAll: [/senior/i] } },
  { kind: "single", topic: "ages and guardians", ask: "im 17, do i need my mom to sign anything", expect: yesIf(17 < ADULT_AGE, [[/parent/i, /guardian/i]]) },
  { kind: "single", topic: "ages and guardians", ask: "i'm 19 do i need a guardian", expect: yesIf(19 < ADULT_AGE) },
  { kind: "single", topic: "ages and guardians", ask: "is there a minimum age to audition? my youngest is 4", expect: { includesAll: [new RegExp(`(?<![\\d$])${AUDITION_MIN_AGE}(?!\\d)`)] } },
  { kind: "single", topic: "ages and guardians", ask: "im 34 and a hobby dancer, am i too old", expect: { includesAll: [NO, [/all ages/i, /all levels/i, /everyone/i, /senior/i, /adult/i]], excludes: NOT_YES } },
  { kind: "single", topic: "ages and guardians", ask: "can parents stay and watch", expect: { includesAll: [[/depends/i, /studio/i, /space/i]] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "if she auditions is she guaranteed a part in something", expect: { includesAll: [NO, [/not guarantee/i, /doesn'?t guarantee/i, /does not guarantee/i, /no guarantee/i]], excludes: NOT_YES } },
  { kind: "single", topic: "auditions", ask: "can i just come for the audition and skip class", expect: { includesAll: [YES, [/audition only/i, /audition-only/i]] } },
  { kind: "single", topic: "auditions", ask: "does my kid need a headshot", expect: { includesAll: [NO], excludes: NOT_YES } },
  { kind: "single", topic: "auditions", ask: "what are they auditioning for", expect: { includesAny: [/music video/i, /film/i, /television|\btv\b/i, /live show/i, /project/i] } },

  // policies and refunds, date changes and credits
  { kind: "single", topic: "policies and refunds", ask: "can i get a refund if my daughter gets sick and cant go", expect: { includesAll: [NO, [/all sales are final/i, /final/i]], excludes: NOT_YES } },
  { kind: "single", topic: "policies and refunds", ask: "what if you cancel the event", expect: { includesAll: [/full refund/i] } },
  { kind: "single", topic: "date changes and credits", ask: "if the date moves how long do i have to tell you", expect: { includesAll: [/48/] } },
  { kind: "single", topic: "date changes and credits", ask: "does the credit expire?", expect: { includesAll: [NO, [/never expire/i, /doesn'?t expire/i, /does not expire/i, /no expir/i]], excludes: NOT_YES } },
  { kind: "single", topic: "date changes and credits", ask: "can i use a credit from one city at a different city", expect: { includesAll: [YES, [/any city/i, /another city/i, /other cit/i, /different city/i]] } },

  // bring and wear
  { kind: "single", topic: "bring and wear", ask: "can she wear the sneakers she walks to the studio in", expect: { includesAll: [NO, [/outside/i, /clean/i, /not allowed/i]], excludes: NOT_YES } },
  { kind: "single", topic: "bring and wear", ask: "should we pack lunch", expect: { includesAll: [YES, [/lunch/i, /snack/i]] } },
  { kind: "single", topic: "bring and wear", ask: "is a big logo hoodie ok to dance in on camera", expect: { includesAll: [NO, [/logo/i, /solid/i]], excludes: NOT_YES } },

  // footage
  { kind: "single", topic: "footage", ask: "when do we get the video clips", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },
  { kind: "single", topic: "footage", ask: "i dont want my kid on your instagram, can that be done", expect: { includesAll: [YES.concat([/email/i]), [/before the event/i, /email/i]] } },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "how much is mentorship a month", expect: { includesAll: [priceOf("seattle", "mentorship_building"), priceOf("seattle", "mentorship_growth"), priceOf("seattle", "mentorship_elite")] } },
  { kind: "single", topic: "mentorship", ask: "can i cancel mentorship after the first month?", expect: { includesAll: [NO, [new RegExp(`${mentorshipCohort.minimumTermMonths}[- ]month`, "i"), /minimum/i]], excludes: NOT_YES } },
  { kind: "single", topic: "mentorship", ask: "when does mentorship start", expect: { includesAll: [[fig(mentorshipCohort.start), /December 1(?!\d)/i, /Dec\.? 1(?!\d)/i]] } },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers - is it in person?", expect: { includesAll: [NO, [/virtual/i, /online/i]], excludes: NOT_YES } },
  { kind: "single", topic: "acting for dancers", ask: "how much is the 3 pack for acting for dancers vs a single session", expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack"), priceOf("acting-for-dancers", "afd_private_session")] } },

  // scholarships and submit talent
  { kind: "single", topic: "scholarships and submit talent", ask: "do u have scholarships", expect: { includesAll: [YES, /scholarship/i] } },
  { kind: "single", topic: "scholarships and submit talent", ask: "we cant make any of the dates, can she still be seen by the choreographer", expect: { includesAll: [YES, /submit talent/i] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: the site doesn't know or sell these; the answer must be "not sure"

export const heldoutWOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather gonna be in seattle nov 9", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is parking at the boston studio garage per hour", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good pizza places near the nashville studio?", expect: { notSure: true } },
  { kind: "off-topic", ask: "which hotel near atlanta studio has a pool", expect: { notSure: true } },
  { kind: "off-topic", ask: "my daughter sprained her ankle last week, should she ice it or heat it", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell pointe shoes? what size should she get", expect: { notSure: true } },
  { kind: "off-topic", ask: "what time does the boise airport shuttle run", expect: { notSure: true } },
  { kind: "off-topic", ask: "is the dance academy down the street from us any good", expect: { notSure: true } },
  { kind: "off-topic", ask: "can u recommend a good tutor for 8th grade math", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on or switch away from the earlier ones

export const heldoutWConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle juniors, then seniors, then Spokane",
    turns: [
      { ask: "what time do juniors check in at seattle", expect: { includesAll: [slotAt("seattle", "juniors", "Check-in")] } },
      { ask: "and the seniors?", expect: { includesAll: [slotAt("seattle", "seniors", "Check-in")] } },
      { ask: "what about spokane for seniors", expect: { includesAll: [slotAt("spokane", "seniors", "Check-in")], excludes: [venueName("seattle")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston price, two tickets, then Hartford",
    turns: [
      { ask: "how much is core in boston", expect: { includesAll: [priceOf("boston", "boston_core")] } },
      { ask: "for two kids?", expect: { includesAll: [totalOf("boston", "boston_core", 2)] } },
      { ask: "and where is hartford held", expect: { includesAll: [venueName("hartford"), streetOf("hartford")], excludes: [streetOf("boston")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria: date, early bird, then refunds",
    turns: [
      { ask: "when is victoria", expect: { includesAll: [dayOf("victoria-bc")] } },
      { ask: "is there a discount", expect: { includesAll: [victoriaEarly.code, [new RegExp(`${victoriaEarlyPct}\\s?%`), /twenty percent/i]] } },
      { ask: "if we buy and then can't go do we get money back", expect: { includesAll: [NO, [/final/i]], excludes: NOT_YES } },
    ],
  },
  {
    kind: "conversation",
    title: "A 10-year-old at Atlanta: group, guardian, what to bring",
    turns: [
      { ask: "my son is 10 and wants to do atlanta, what group is he in", expect: { includesAll: [/junior/i] } },
      { ask: "what time does his group start", expect: { includesAll: [slotAt("atlanta", "juniors", "Check-in")], excludes: [timeRe(slotTime("atlanta", "seniors", "Check-in"))] } },
      { ask: "what should he bring", expect: { includesAll: [/water/i, [/shoes/i, /sneakers/i]] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship, then Acting for Dancers",
    turns: [
      { ask: "whats the cheapest mentorship level", expect: { includesAll: [/building/i, priceOf("seattle", "mentorship_building")] } },
      { ask: "is there a minimum", expect: { includesAll: [new RegExp(`${mentorshipCohort.minimumTermMonths}[- ]month|${["zero", "one", "two", "three", "four", "five", "six"][mentorshipCohort.minimumTermMonths] ?? "?"} months`, "i")] } },
      { ask: "ok and how much is the acting for dancers starter", expect: { includesAll: [priceOf("acting-for-dancers", "afd_starter")] } },
    ],
  },
];

export const heldoutWQuestionCount =
  heldoutWSingleQuestions.length + heldoutWOffTopicQuestions.length + heldoutWConversations.reduce((n, c) => n + c.turns.length, 0);
