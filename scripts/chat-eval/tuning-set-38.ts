/**
 * Tuning set 38 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or
 * other sets' questions. Its emphasis: visitors from many different places (tour cities, places the
 * tour does not go, Canada and the UK with their own currencies), students and adult dancers as well
 * as parents, about half of the yes/no questions answered No, and eight short conversations of three
 * turns that move between cities, tickets and topics.
 *
 * Every figure (price, total, discount, upgrade difference, date, weekday, venue, street, time,
 * minimum age, order limit) is computed from the seed with the site's own functions; copy facts are
 * short phrases with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { cartLineSchema } from "~/features/cart/quote-schema";
import type { Conversation, Expectation, Fact, FactOrAlternatives, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning38Topic =
  | "prices and currencies"
  | "totals"
  | "discount codes"
  | "upgrades"
  | "dates and weekdays"
  | "venues"
  | "schedule"
  | "ages and groups"
  | "auditions"
  | "policies"
  | "bring and wear"
  | "mentorship and acting"
  | "private and special stops"
  | "places not visited";

interface Tuning38Question {
  kind: "single";
  topic: Tuning38Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed

/** A printed figure as a pattern that does not match inside a larger one ("$168" but not "$1680"). */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" and "CA$227" (the "$227" part). */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

/** One offer's price at a stop, as a pattern. */
const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

/** n tickets of one offer, as a pattern. */
const totalOf = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
};

/** The difference between two amounts at a stop, as a pattern. */
const diffOf = (slug: string, a: { tier: string; n: number }, b: { tier: string; n: number }): RegExp => {
  const pa = seedPrice(slug, a.tier);
  const pb = seedPrice(slug, b.tier);
  return money({ amountMinor: Math.abs(pa.amountMinor * a.n - pb.amountMinor * b.n), currency: pa.currency });
};

/** A pattern for a printed money string from seed-facts (boughtUpgrade). */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A seeded ISO date's parts. */
function isoParts(slug: string, which: "startsOn" | "endsOn" = "startsOn"): { y: number; m: number; d: number } {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const [y = 0, m = 0, d = 0] = iso.split("-").map(Number);
  return { y, m, d };
}

/** A stop's first (or last) day as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const { m, d } = isoParts(slug, which);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`${slug} has a bad month`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** A stop's year, as a pattern ("2026"). */
const yearOf = (slug: string): RegExp => new RegExp(`\\b${isoParts(slug).y}\\b`);

/** A stop's weekday ("Friday"), computed from its seeded date. */
function weekdayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const { y, m, d } = isoParts(slug, which);
  const name = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
  return new RegExp(`\\b${name}`, "i");
}

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

/** A slot's time in a stop's schedule, by group and activity (first day unless told). */
function slotAt(slug: string, group: Group, activity: string, dayIndex = 0): RegExp {
  const table = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return timeRe(slot.time);
}

/** Whether a group's table at a stop lists an activity (fails the set if the seed changes under a question). */
function hasActivity(slug: string, group: Group, activity: string, dayIndex = 0): boolean {
  const table = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  if (!table) throw new Error(`${slug} has no ${group} table`);
  return table.slots.some((s) => s.activity === activity);
}

/** Asserts a fact a No question rests on, so that the expectation can't go stale silently. */
function assertSeed(cond: boolean, what: string): void {
  if (!cond) throw new Error(`tuning set 38: the seed no longer says ${what}`);
}

/** The venue's name and street. */
const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set|finali[sz]ed)/i, /(being|still|yet to be) (confirmed|finali[sz]ed|announced)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** A No answer: "No", "Nope", or a negated verb near the start ("It isn't", "You can't"). */
const NO: FactOrAlternatives = [
  /^\W*(no|nope|not)\b/i,
  /^[^.!?\n]{0,80}\b(isn'?t|aren'?t|doesn'?t|don'?t|can'?t|cannot|won'?t|wouldn'?t|is not|are not|does not|do not|will not|only)\b/i,
];
/** What a No answer must not open with. */
const NOT_YES: Fact = /^\W*(yes|yep|yeah|absolutely|definitely|of course|sure)\b/i;
/** What a Yes answer must not open with. */
const NOT_NO: Fact = /^\W*(no|nope)\b/i;

/** The youngest age the audition form accepts, probed through its own schema. */
const MIN_AUDITION_AGE = (() => {
  for (let age = 0; age < 30; age++) {
    const ok = auditionFormSchema.safeParse({ fullName: "A B", email: "a@b.co", phone: "1", age, parentName: "P", consent: true }).success;
    if (ok) return age;
  }
  throw new Error("no audition age accepted under 30");
})();

/** The largest quantity of one ticket a cart line accepts, probed through the cart's schema. */
const MAX_PER_LINE = (() => {
  let n = 1;
  while (cartLineSchema.safeParse({ tierKey: "core", quantity: n + 1 }).success && n < 100000) n++;
  return n;
})();
const num = (n: number): RegExp => new RegExp(`(?<![\\d,.])${n}(?!\\d|,\\d)`);

// Codes
const victoriaCode = seedDiscountCode("VICTORIAEARLY20");
const victoriaPercent = victoriaCode.percentOff ?? 0;
const victoriaCore = seedPrice("victoria-bc", "core");
const victoriaCoreEarly = money({ amountMinor: percentOff(victoriaCore.amountMinor, victoriaPercent), currency: victoriaCore.currency });
const victoriaEnds = (() => {
  const [, m = 0, d = 0] = (victoriaCode.endsAt ?? "").slice(0, 10).split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error("VICTORIAEARLY20 has no end date");
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
})();
const friendCode = seedDiscountCode("BRINGAFRIEND25");
const studioCode = seedDiscountCode("STUDIOFRIEND10");
const hartfordCode = seedDiscountCode("PROTRACK50");
const summerCode = seedDiscountCode("SUMMER2025");
assertSeed(!friendCode.eligibleTiers.includes("pro"), "BRINGAFRIEND25 leaves out Pro Track");
assertSeed(hartfordCode.city === "hartford", "PROTRACK50 is for Hartford only");
assertSeed((summerCode.endsAt ?? "9999") < "2025-09-01", "SUMMER2025 ended before the clock");
assertSeed(victoriaCode.city === "victoria-bc", "VICTORIAEARLY20 is Victoria's only");

// Schedules that No answers rest on
assertSeed(!hasActivity("seattle", "juniors", "Funk"), "Seattle juniors have no funk class");
assertSeed(!hasActivity("hoschton", "juniors", "Theater"), "Buford juniors have no theater class");
assertSeed(seedEvent("atlanta").isCancelled === true, "Atlanta is cancelled");
assertSeed(seedEvent("london").startsOn === null, "London has no date");

const mentorshipStart = new RegExp(`${escapeRegExp(mentorshipCohort.start.split(",")[0] ?? "")}(?!\\d)`, "i");
const minimumTerm = new RegExp(`\\b(${mentorshipCohort.minimumTermMonths}|three)[- ]month`, "i");

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning38SingleQuestions: readonly Tuning38Question[] = [
  // Prices and currencies
  {
    kind: "single",
    topic: "prices and currencies",
    ask: "how much is the core experience in victoria bc? is that in canadian $",
    expect: { includesAll: [priceOf("victoria-bc", "core"), [/\bCAD\b/i, /canadian/i, /C\$/]], excludes: [priceOf("victoria-bc", "pro")] },
  },
  {
    kind: "single",
    topic: "prices and currencies",
    ask: "niagara falls pro track price pls",
    expect: { includesAll: [priceOf("niagara-falls", "pro")], excludes: [priceOf("victoria-bc", "pro")] },
  },
  {
    kind: "single",
    topic: "prices and currencies",
    ask: "are the niagara falls prices in US dollars?",
    expect: { includesAll: [NO, [/\bCAD\b/i, /canadian/i]], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "prices and currencies",
    ask: "whats the cheapest ticket at niagara falls, i just want to do one class",
    expect: { includesAll: [priceOf("niagara-falls", "masterclass_only")], includesAny: [/masterclass/i, /class only|one class|just a class/i] },
  },
  {
    kind: "single",
    topic: "prices and currencies",
    ask: "living in london uk, how much would the core day cost in pounds",
    expect: { includesAll: [priceOf("london", "core")], excludes: [priceOf("london", "pro")] },
  },
  {
    kind: "single",
    topic: "prices and currencies",
    ask: "is orlando core cheaper than seattle core?",
    expect: { includesAll: [priceOf("orlando", "core"), priceOf("seattle", "core")], excludes: [NOT_NO] },
  },
  {
    kind: "single",
    topic: "prices and currencies",
    ask: "is spokane core the same price as boise nov 8?",
    expect: { includesAll: [NO, priceOf("spokane", "core_day1"), priceOf("boise", "core")], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "prices and currencies",
    ask: "cypress tx just a class price?",
    expect: { includesAll: [priceOf("cypress", "masterclass_only")], excludes: [priceOf("niagara-falls", "masterclass_only")] },
  },

  // Totals
  {
    kind: "single",
    topic: "totals",
    ask: "3 core tickets for cypress, whats the total",
    expect: { includesAll: [totalOf("cypress", "core", 3)] },
  },
  {
    kind: "single",
    topic: "totals",
    ask: "me and my sister both want pro track in victoria. total?",
    expect: { includesAll: [totalOf("victoria-bc", "pro", 2)] },
  },
  {
    kind: "single",
    topic: "totals",
    ask: "i run a small studio and want to bring 4 kids to sarasota core, how much all together",
    expect: { includesAll: [totalOf("sarasota", "core", 4)] },
  },
  {
    kind: "single",
    topic: "totals",
    ask: "sherwood: weekend pass or buy saturday and sunday separately, which is cheaper and by how much?",
    expect: {
      includesAll: [priceOf("sherwood", "weekend_pass"), diffOf("sherwood", { tier: "core_day1", n: 2 }, { tier: "weekend_pass", n: 1 })],
      includesAny: [/weekend pass/i],
    },
  },
  {
    kind: "single",
    topic: "totals",
    ask: "orlando, 2 core tickets and 1 pro track?",
    expect: {
      includesAll: [money({ amountMinor: seedPrice("orlando", "core").amountMinor * 2 + seedPrice("orlando", "pro").amountMinor, currency: "USD" })],
    },
  },
  {
    kind: "single",
    topic: "totals",
    ask: "can i buy 150 core tickets in one order for our whole studio?",
    expect: { includesAll: [NO, num(MAX_PER_LINE)], excludes: [NOT_YES] },
  },

  // Discount codes
  {
    kind: "single",
    topic: "discount codes",
    ask: "is there an early bird for victoria?",
    expect: { includesAll: [victoriaCode.code, new RegExp(`${victoriaPercent}\\s?%`)] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "can i use VICTORIAEARLY20 for niagara falls tickets",
    expect: { includesAll: [NO, /victoria/i], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "does SUMMER2025 still work?",
    expect: { includesAll: [NO], includesAny: [/expired/i, /ended/i, /no longer/i, /not (valid|active)/i, /August 31/i], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "does the bring a friend code work on pro track",
    expect: { includesAll: [NO, /core/i], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "can i use PROTRACK50 in boston",
    expect: { includesAll: [NO, /hartford/i], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "im a studio owner, any discount for partner studios?",
    expect: { includesAll: [new RegExp(`${studioCode.percentOff ?? 0}\\s?%`)] },
  },

  // Upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "already bought core for orlando, how much more to switch to pro track?",
    expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "hudson nh vip upgrade price",
    expect: { includesAll: [priceOf("new-hampshire", "nh_protrack_vip")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i buy just the pro track vip upgrade in new hampshire without the weekend pass?",
    expect: { includesAll: [NO, [/weekend pass/i, /balance/i]], excludes: [NOT_YES] },
  },

  // Dates and weekdays
  {
    kind: "single",
    topic: "dates and weekdays",
    ask: "when is hartford",
    expect: { includesAll: [dayOf("hartford"), yearOf("hartford")] },
  },
  {
    kind: "single",
    topic: "dates and weekdays",
    ask: "is boston on a saturday?",
    expect: { includesAll: [NO, weekdayOf("boston"), dayOf("boston")], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "dates and weekdays",
    ask: "is the atlanta intensive still happening? sept 28",
    expect: { includesAll: [NO, /cancel/i], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "dates and weekdays",
    ask: "is london in october?",
    expect: {
      includesAll: [NO, [/to be determined/i, /\bTBD\b/i, /to be announced/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /hasn'?t been (set|announced|confirmed)/i, /no date/i]],
      excludes: [NOT_YES],
    },
  },
  {
    kind: "single",
    topic: "dates and weekdays",
    ask: "is charleston wv this year",
    expect: { includesAll: [NO, dayOf("charleston-wv"), yearOf("charleston-wv")], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "dates and weekdays",
    ask: "what day of the week is seattle",
    expect: { includesAll: [weekdayOf("seattle"), dayOf("seattle")] },
  },
  {
    kind: "single",
    topic: "dates and weekdays",
    ask: "boone nc is on a saturday right?",
    expect: { includesAll: [weekdayOf("boone"), dayOf("boone")], excludes: [NOT_NO] },
  },
  {
    kind: "single",
    topic: "dates and weekdays",
    ask: "is sherwood only one day",
    expect: { includesAll: [NO, dayOf("sherwood"), /25/], excludes: [NOT_YES] },
  },

  // Venues
  {
    kind: "single",
    topic: "venues",
    ask: "whats the address for niagara falls",
    expect: { includesAll: [streetOf("niagara-falls")], includesAny: [venueName("niagara-falls"), /back/i] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "where is the minneapolis one held",
    expect: { includesAll: [venueName("minneapolis"), streetOf("minneapolis")] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "which studio in dallas?",
    expect: { includesAny: noVenue("dallas") },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "madison wi venue address",
    expect: { includesAny: noVenue("madison-wi") },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "is the saratoga springs one at a school gym?",
    expect: { includesAll: [NO, venueName("saratoga-springs")], excludes: [NOT_YES] },
  },

  // Schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "seattle juniors check in time",
    expect: { includesAll: [slotAt("seattle", "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "my 9yo is doing seattle, is there a funk class for her group?",
    expect: { includesAll: [NO], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "what time does the senior audition start in sarasota",
    expect: { includesAll: [slotAt("sarasota", "seniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "do juniors get a theater class in buford?",
    expect: { includesAll: [NO], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "spokane stunts class what time for the younger kids",
    expect: { includesAll: [slotAt("spokane", "juniors", "Stunts for Dancers")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "i'm 15, when does my group check in at boston",
    expect: { includesAll: [slotAt("boston", "seniors", "Check-in")], excludes: [slotAt("boston", "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "who teaches the contemporary class in boston",
    expect: { includesAll: [/Liora Vantassel/i] },
  },

  // Ages and groups
  {
    kind: "single",
    topic: "ages and groups",
    ask: "im 34 and still dance, can adults do this or is it just kids?",
    expect: { includesAll: [[/all ages/i, /adults? (are )?welcome/i, /13 and up/i, /^\W*yes\b/i]], excludes: [NOT_NO] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "my son is 12, would he be juniors or seniors in nashville",
    expect: { includesAll: [/junior/i, /12 and under/i] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "daughter is 12, which group at orlando?",
    expect: { includesAll: [/senior/i, /12 to adult|12\s?[-–]\s?adult|12 and up|12\+/i] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: `can my ${MIN_AUDITION_AGE - 1} year old audition`,
    expect: { includesAll: [NO, num(MIN_AUDITION_AGE)], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "im 19, do i need a parent to sign anything?",
    expect: { includesAll: [NO, /18/], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "does my 16 yr old need me to register her",
    expect: { includesAll: [[/parent or guardian/i, /parent\/guardian/i, /guardian/i], /18/], excludes: [NOT_NO] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "sherwood saturday, can my 8 yr old and 15 yr old dance together?",
    expect: { includesAll: [/all ages/i], excludes: [NOT_NO] },
  },

  // Auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "does the audition cost extra?",
    expect: { includesAll: [NO, /free/i], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "do i need a headshot and resume to audition",
    expect: { includesAll: [NO], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if my kid auditions is she guaranteed a role?",
    expect: { includesAll: [NO, /guarantee/i], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "i live in phoenix and can't get to any of the cities, can i still be considered for projects?",
    expect: { includesAll: [/submit talent/i], excludes: [NOT_NO] },
  },

  // Policies
  {
    kind: "single",
    topic: "policies",
    ask: "can i get a refund if my daughter gets sick and can't come",
    expect: { includesAll: [NO, /final/i], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "what happens if you cancel the event",
    expect: { includesAll: [/full refund/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "if the date moves how long do i have to tell you",
    expect: { includesAll: [/48 hours/i] },
  },

  // Bring and wear
  {
    kind: "single",
    topic: "bring and wear",
    ask: "which shoes should i bring",
    expect: { includesAll: [/sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "can i just dance in the sneakers i wore outside",
    expect: { includesAll: [NO], excludes: [NOT_YES] },
  },

  // Mentorship and acting
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "can i cancel the mentorship after one month?",
    expect: { includesAll: [NO, minimumTerm], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "acting for dancers private session price",
    expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session")] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "is acting for dancers in person at the tour stops?",
    expect: { includesAll: [NO, /online|virtual/i], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "is the acting for dancers 3 pack a monthly subscription",
    expect: { includesAll: [NO, [/one-time/i, /one time/i]], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "do u have scholarships",
    expect: { includesAll: [/scholarship/i], excludes: [NOT_NO] },
  },

  // Private and special stops
  {
    kind: "single",
    topic: "private and special stops",
    ask: "can anyone sign up for the hudson nh weekend?",
    expect: { includesAll: [NO, /Granite Stage/i], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "private and special stops",
    ask: "we paid the deposit for new hampshire, how much is the balance",
    expect: { includesAll: [priceOf("new-hampshire", "nh_balance_payment")] },
  },

  // Places not visited
  {
    kind: "single",
    topic: "places not visited",
    ask: "do you come to chicago?",
    expect: { includesAll: [NO], excludes: [NOT_YES] },
  },
  {
    kind: "single",
    topic: "places not visited",
    ask: "we're in vancouver, closest stop?",
    expect: { includesAll: [/victoria/i, dayOf("victoria-bc")] },
  },
  {
    kind: "single",
    topic: "places not visited",
    ask: "anything in manchester or anywhere in the uk",
    expect: { includesAll: [/london/i] },
  },
  {
    kind: "single",
    topic: "places not visited",
    ask: "any dates in australia?",
    expect: { includesAll: [NO], excludes: [NOT_YES] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: things the site does not know or sell

export const tuning38OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "will it rain in seattle on nov 9?", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is parking near back bay in boston per hour", expect: { notSure: true } },
  { kind: "off-topic", ask: "good restaurants near the niagara falls studio?", expect: { notSure: true } },
  { kind: "off-topic", ask: "which hotel in sherwood is closest to the studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "my knee hurts when i jump, should i ice it or see a doctor", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell pointe shoes", expect: { notSure: true } },
  { kind: "off-topic", ask: "what time do the disney parks close in orlando that weekend", expect: { notSure: true } },
  { kind: "off-topic", ask: "best talent agency in london for dancers?", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is a flight from toronto to victoria", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations of three turns

export const tuning38Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Toronto parent: Niagara Falls, then Victoria",
    turns: [
      { ask: "hi we live near toronto, which stop is closest", expect: { includesAll: [/niagara falls/i] } },
      { ask: "how much is core there", expect: { includesAll: [priceOf("niagara-falls", "core")], excludes: [priceOf("victoria-bc", "core")] } },
      { ask: "and in victoria?", expect: { includesAll: [priceOf("victoria-bc", "core")], excludes: [priceOf("niagara-falls", "core")] } },
    ],
  },
  {
    kind: "conversation",
    title: "UK adult dancer: London, pounds, then the online program",
    turns: [
      { ask: "any dates in the uk?", expect: { includesAll: [/london/i], includesAny: [/to be determined/i, /\bTBD\b/i, /to be announced/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no date/i] } },
      { ask: "how much is pro track there in pounds", expect: { includesAll: [priceOf("london", "pro")], excludes: [priceOf("london", "core")] } },
      { ask: "can i do acting for dancers from england meanwhile?", expect: { includesAll: [/online|virtual/i], excludes: [NOT_NO] } },
    ],
  },
  {
    kind: "conversation",
    title: "Teen student: Seattle, then Spokane",
    turns: [
      { ask: "when is seattle", expect: { includesAll: [dayOf("seattle")] } },
      { ask: "im 14, what time do i check in", expect: { includesAll: [slotAt("seattle", "seniors", "Check-in")], excludes: [slotAt("seattle", "juniors", "Check-in")] } },
      { ask: "what about spokane", expect: { includesAll: [slotAt("spokane", "seniors", "Check-in")], includesAny: [dayOf("spokane"), /spokane/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston: venue, juniors' time, two tickets",
    turns: [
      { ask: "where's the boston one", expect: { includesAll: [venueName("boston"), streetOf("boston")] } },
      { ask: "my 10 year old, what time does her group start", expect: { includesAll: [slotAt("boston", "juniors", "Check-in")], excludes: [slotAt("boston", "seniors", "Check-in")] } },
      { ask: "2 core tickets total?", expect: { includesAll: [totalOf("boston", "boston_core", 2)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Orlando: price, age group, upgrade later",
    turns: [
      { ask: "orlando core price", expect: { includesAll: [priceOf("orlando", "core")], excludes: [priceOf("seattle", "core")] } },
      { ask: "my daughter is 11 which group is she", expect: { includesAll: [/junior/i, /11 and under/i] } },
      { ask: "if she wants pro track later after we buy core, how much more", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend for two kids",
    turns: [
      { ask: "sherwood oregon dates?", expect: { includesAll: [dayOf("sherwood"), /25/] } },
      { ask: "is saturday only for the older kids", expect: { includesAll: [NO, /all ages/i], excludes: [NOT_YES] } },
      { ask: "weekend pass for both my kids, total?", expect: { includesAll: [totalOf("sherwood", "weekend_pass", 2)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria early bird: code, deadline, price",
    turns: [
      { ask: "is there a discount code for victoria", expect: { includesAll: [victoriaCode.code] } },
      { ask: "until when", expect: { includesAll: [victoriaEnds] } },
      { ask: "so what would core cost with it", expect: { includesAll: [victoriaCoreEarly], excludes: [priceOf("niagara-falls", "core")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Adult pro dancer: mentorship levels, start, minimum",
    turns: [
      { ask: "im 27 and dance professionally, what mentorship levels do you have", expect: { includesAll: [/building/i, /growth/i, /elite/i] } },
      { ask: "when does it start", expect: { includesAll: [mentorshipStart] } },
      { ask: "can i quit after the first month", expect: { includesAll: [NO, minimumTerm], excludes: [NOT_YES] } },
    ],
  },
];

export const tuning38QuestionCount =
  tuning38SingleQuestions.length + tuning38OffTopicQuestions.length + tuning38Conversations.reduce((n, c) => n + c.turns.length, 0);
