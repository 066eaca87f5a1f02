/**
 * Tuning set 25 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files, its pages and the forms' own validation, by someone who never read the answerer, its
 * docs or other sets' questions. Balanced like a held-out set: every topic in proportion to what parents
 * ask, typed on a phone (lowercase, typos, run-on sentences, a child named or aged), with many yes/no
 * questions whose answer is No.
 *
 * Every figure (price, group total, date, weekday, venue, street, time, age limit, cohort date, order
 * limit, discount) is computed from the seed with the site's own functions; copy facts are short
 * phrases with alternatives. The clock is 2025-09-01 (Pacific), as in scripts/eval-chat.ts.
 */
import { scheduleCopy } from "~/content/schedule";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { formatMoney, toMinor, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { ADULT_AGE } from "~/domain/age-groups";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  EVAL_CLOCK,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  seed,
  seedDiscountCode,
  seedEvent,
  seedOffer,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning25Topic =
  | "prices"
  | "group totals and limits"
  | "dates"
  | "venues and getting there"
  | "schedule and age groups"
  | "ages and parents"
  | "auditions and talent"
  | "refunds and policies"
  | "wear and bring"
  | "mentorship"
  | "acting for dancers"
  | "scholarships and codes";

interface Tuning25Question {
  kind: "single";
  topic: Tuning25Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed (copied from tuning-set-22.ts)

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

/** A stop's date as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`${slug} has a bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** The day of the month a stop ends on, as a bare number ("25" of "January 24 & 25"). */
function endDayNumber(slug: string): RegExp {
  const iso = seedEvent(slug).endsOn;
  if (!iso) throw new Error(`${slug} has no end date`);
  return new RegExp(`(?<!\\d)${Number(iso.split("-")[2])}(?!\\d)`);
}

/** The year a stop starts in. */
function yearOf(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return new RegExp(`\\b${iso.slice(0, 4)}\\b`);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** The weekday a stop starts on, from its seeded calendar date. */
function weekdayOf(slug: string): string {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const name = WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()];
  if (!name) throw new Error(`bad date ${iso}`);
  return name;
}
const weekdayRe = (slug: string): RegExp => new RegExp(`\\b${weekdayOf(slug)}`, "i");

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

/** A slot's time in a stop's schedule, by group, activity and day (first day unless told). */
function slotTime(slug: string, group: Group, activity: string, dayIndex = 0): string {
  const table = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0): RegExp => timeRe(slotTime(slug, group, activity, dayIndex));

/** A group's start: its check-in or its warm-up time (either is a fair answer to "what time does it start"). */
const groupStart = (slug: string, group: Group, dayIndex = 0): readonly Fact[] => [
  slotAt(slug, group, "Check-in", dayIndex),
  slotAt(slug, group, "Warm-up", dayIndex),
];

/** Whether any slot of a stop's schedule has an activity matching `re`. */
function scheduleHas(slug: string, re: RegExp): boolean {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  return days.some((d) => d.tables.some((t) => t.slots.some((s) => re.test(s.activity))));
}
function assertSchedule(slug: string, re: RegExp, has: boolean): void {
  if (scheduleHas(slug, re) !== has) throw new Error(`${slug}'s schedule ${has ? "lacks" : "has"} ${re}`);
}

/** The age-group headings a stop's schedule uses ("Juniors (11 and under)"), from the site's own schedule copy. */
function groupLabel(slug: string, group: "juniors" | "seniors"): string {
  const scheme = seedEvent(slug).page?.schedule?.ageGroups ?? "juniors_seniors";
  return scheduleCopy.ageGroups[scheme][group];
}
/** The oldest age of a stop's juniors, read from the site's heading ("12 and under" → 12). */
function juniorsMaxAge(slug: string): number {
  const m = /(\d+) and under/.exec(groupLabel(slug, "juniors"));
  if (!m) throw new Error(`${slug}: no juniors age in ${groupLabel(slug, "juniors")}`);
  return Number(m[1]);
}

/** The venue's name and street. */
const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set|finali[sz]ed)/i, /(being|still|yet to be) (confirmed|finali[sz]ed|announced)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** The seeded minimum age of an "Ages N and up" opportunity. */
function opportunityMinAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  const line = o?.details.find((d) => /Ages \d+ and up/.test(d));
  const m = line ? /Ages (\d+) and up/.exec(line) : null;
  if (!m) throw new Error(`no minimum age for ${slug}`);
  return Number(m[1]);
}

/** The youngest age the audition form accepts (with a parent's name), by the form's own schema. */
const MIN_AUDITION_AGE = (() => {
  for (let age = 0; age <= 30; age++) {
    const ok = auditionFormSchema.safeParse({ fullName: "A B", email: "a@example.com", phone: "555", age, parentName: "P", consent: true }).success;
    if (ok) return age;
  }
  throw new Error("no audition age accepted");
})();
/** Whether the audition form accepts a dancer of `age` without a parent's name. */
const acceptsWithoutParent = (age: number): boolean =>
  auditionFormSchema.safeParse({ fullName: "A B", email: "a@example.com", phone: "555", age, consent: true }).success;

/** A tier's base (program page) price, as a pattern. */
function basePrice(tierKey: string): RegExp {
  const t = seed.tiers.find((x) => x.key === tierKey);
  if (!t) throw new Error(`no tier ${tierKey}`);
  return money({ amountMinor: toMinor(t.basePrice), currency: "USD" });
}

/** A number as digits or its English word (small numbers only). */
const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const countRe = (n: number): RegExp => new RegExp(`(?<![\\d$£])${n}(?!\\d)${WORDS[n] ? `|\\b${WORDS[n]}\\b` : ""}`, "i");

/** A cohort date in words ("December 1, 2025") as a reply may write it. */
function wordDate(text: string): RegExp {
  const m = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  if (!m) throw new Error(`not a date: ${text}`);
  const [, month = "", d] = m;
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}
/** A month-and-year ("December 2025") as the month name. */
const monthOf = (text: string): RegExp => new RegExp(`\\b${text.split(" ")[0]}`, "i");

// Polarity words.
const NO: readonly Fact[] = [
  /\bno\b/i,
  /\bnot\b/i,
  /\bnever\b/i,
  /\bnope\b/i,
  /\b(can|don|doesn|isn|aren|won|wouldn|shouldn|didn|wasn|weren|haven|hasn)['’]?t\b/i,
  /\bcannot\b/i,
  /unfortunately/i,
  /\bonly\b/i,
];
const YES: readonly Fact[] = [/\byes\b/i, /\byep\b/i, /\babsolutely\b/i, /\bof course\b/i, /\bdefinitely\b/i, /\bsure\b/i, /\bcan\b(?!['’]t)/i, /\bwe (do|offer)\b/i];

// ---------------------------------------------------------------------------------------------
// Facts computed once, with checks that keep each question's premise true

const SHERWOOD_TWO_DAYS: Money = (() => {
  const a = seedPrice("sherwood", "core_day1");
  const b = seedPrice("sherwood", "core_day2");
  return { amountMinor: a.amountMinor + b.amountMinor, currency: a.currency };
})();
if (seedPrice("sherwood", "weekend_pass").amountMinor >= SHERWOOD_TWO_DAYS.amountMinor) throw new Error("Sherwood weekend pass is not cheaper");
if (seedPrice("sherwood", "pro").amountMinor === seedPrice("seattle", "pro").amountMinor) throw new Error("Sherwood and Seattle Pro Track cost the same");

const MAX_PER_ORDER = seedOffer("hartford", "core").maxPerOrder;
if (MAX_PER_ORDER >= 15) throw new Error("15 tickets fit one order");

if (!seedEvent("atlanta").isCancelled) throw new Error("Atlanta is not cancelled");
if (seedEvent("london").startsOn !== null) throw new Error("London has a date");
if (weekdayOf("spokane") === "Sunday") throw new Error("Spokane is on a Sunday");
if (["Saturday", "Sunday"].includes(weekdayOf("boston"))) throw new Error("Boston is on a weekend");

assertSchedule("boston", /break/i, false);
assertSchedule("seattle", /contemporary/i, false);
assertSchedule("boston", /contemporary/i, true);
assertSchedule("spokane", /stunts/i, true);

// Orlando's and the Boise masterclass's juniors stop at 11, so a 12-year-old dances with the seniors there.
if (juniorsMaxAge("orlando") >= 12) throw new Error("a 12-year-old is a junior in Orlando");
if (juniorsMaxAge("boise-nov-7") < 11) throw new Error("an 11-year-old is not a junior at the Boise masterclass");
if (juniorsMaxAge("hartford") >= 14) throw new Error("a 14-year-old is a junior in Hartford");
if (juniorsMaxAge("seattle") < 10) throw new Error("a 10-year-old is not a junior in Seattle");

if (MIN_AUDITION_AGE <= 4) throw new Error("a 4-year-old may audition");
if (acceptsWithoutParent(16)) throw new Error("a 16-year-old may register without a parent");
if (!acceptsWithoutParent(19)) throw new Error("a 19-year-old needs a parent");
const SHADOW_CHOREOGRAPHER_AGE = opportunityMinAge("shadowing-opportunity-choreographer");
if (SHADOW_CHOREOGRAPHER_AGE <= 14) throw new Error("a 14-year-old may shadow the choreographer");

const HARTFORD_CODE = seedDiscountCode("PROTRACK50");
if (HARTFORD_CODE.city !== "hartford") throw new Error("PROTRACK50 is not Hartford's");
const VICTORIA_EARLY = seedDiscountCode("VICTORIAEARLY20");
if (!VICTORIA_EARLY.endsAt || new Date(VICTORIA_EARLY.endsAt) <= EVAL_CLOCK) throw new Error("Victoria's early bird has ended");
const VICTORIA_PERCENT = VICTORIA_EARLY.percentOff ?? 0;
if (!VICTORIA_PERCENT) throw new Error("Victoria's early bird is not a percentage");
const victoriaCore = seedPrice("victoria-bc", "core");
const VICTORIA_CORE_EARLY: Money = { amountMinor: percentOff(victoriaCore.amountMinor, VICTORIA_PERCENT), currency: victoriaCore.currency };
if (seedEvent("victoria-bc").currency === seedEvent("seattle").currency) throw new Error("Victoria and Seattle share a currency");

if (mentorshipCohort.startsOnPurchase) throw new Error("the mentorship cohort has started");
const MIN_TERM = mentorshipCohort.minimumTermMonths;
if (MIN_TERM <= 1) throw new Error("mentorship has no minimum beyond a month");
if (seedPrice("seattle", "mentorship_elite").amountMinor !== toMinor(seed.tiers.find((t) => t.key === "mentorship_elite")?.basePrice ?? -1))
  throw new Error("Elite Circle is priced differently in Seattle");

const nhPrivate = seedEvent("new-hampshire");
if (!nhPrivate.page?.pricing.note?.includes("Granite Stage")) throw new Error("the Hudson weekend is not private");

// ---------------------------------------------------------------------------------------------
// Single questions

const tuning25Prices: Tuning25Question[] = [
  { kind: "single", topic: "prices", ask: "how much is the core experience in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
  { kind: "single", topic: "prices", ask: "whats the price for pro track in spokane??", expect: { includesAll: [priceOf("spokane", "pro")] } },
  {
    kind: "single",
    topic: "prices",
    ask: "victoria bc core ticket price? and is that canadian or us dollars",
    expect: { includesAll: [priceOf("victoria-bc", "core"), [/\bCAD\b/i, /canadian/i, /C\$/]] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "hi is pro track in sherwood the same price as in seattle",
    expect: { includesAll: [NO, priceOf("sherwood", "pro"), priceOf("seattle", "pro")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "niagara falls, how much to do just one class not the whole day",
    expect: { includesAll: [priceOf("niagara-falls", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "my daughter can only come saturday to sherwood, how much is a saturday only ticket",
    expect: { includesAll: [priceOf("sherwood", "core_day1")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "whats cheaper for sherwood, buying saturday and sunday seperately or the weekend pass",
    expect: { includesAll: [/weekend pass/i, priceOf("sherwood", "weekend_pass"), money(SHERWOOD_TWO_DAYS)] },
  },
  { kind: "single", topic: "prices", ask: "orlando core experience how much", expect: { includesAll: [priceOf("orlando", "core")] } },
  {
    kind: "single",
    topic: "prices",
    ask: "does it cost anything to just audition or is the audition free",
    expect: { includesAll: [/\bfree\b/i] },
  },
];

const tuning25Groups: Tuning25Question[] = [
  {
    kind: "single",
    topic: "group totals and limits",
    ask: "how much for 3 core tickets in seattle, me and 2 friends",
    expect: { includesAll: [totalOf("seattle", "core", 3)] },
  },
  {
    kind: "single",
    topic: "group totals and limits",
    ask: "i need pro track for both my twins at the boise intensive on nov 8, whats the total",
    expect: { includesAll: [totalOf("boise", "pro", 2)] },
  },
  {
    kind: "single",
    topic: "group totals and limits",
    ask: "can i buy 15 core tickets in one order for my studio kids in hartford",
    expect: { includesAll: [[...NO, /at most|up to|maximum|limit/i], countRe(MAX_PER_ORDER)] },
  },
  {
    kind: "single",
    topic: "group totals and limits",
    ask: "4 core tickets for victoria what would that come to",
    expect: { includesAll: [totalOf("victoria-bc", "core", 4)] },
  },
];

const tuning25Dates: Tuning25Question[] = [
  { kind: "single", topic: "dates", ask: "when is the seattle one", expect: { includesAll: [dayOf("seattle")] } },
  {
    kind: "single",
    topic: "dates",
    ask: "is spokane on a sunday? we have church",
    expect: { includesAll: [NO, weekdayRe("spokane"), dayOf("spokane")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "what are the dates for sherwood oregon",
    expect: { includesAll: [dayOf("sherwood"), endDayNumber("sherwood")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "is the atlanta one still happening on the 28th",
    expect: { includesAll: [/cancel/i] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "when are you coming to london",
    expect: { includesAll: [[/to be (determined|announced|confirmed)/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /hasn'?t been (set|announced|confirmed)/i, /no date/i]] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "boston - what day is it and is it on a weekend",
    expect: { includesAll: [dayOf("boston"), weekdayRe("boston")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "hartford is that this year or next year",
    expect: { includesAll: [dayOf("hartford"), yearOf("hartford")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "anything in texas? were near houston",
    expect: { includesAll: [/cypress/i, dayOf("cypress")] },
  },
];

const tuning25Venues: Tuning25Question[] = [
  { kind: "single", topic: "venues and getting there", ask: "where is the seattle class held", expect: { includesAll: [venueName("seattle")] } },
  { kind: "single", topic: "venues and getting there", ask: "address for orlando please", expect: { includesAll: [streetOf("orlando")] } },
  { kind: "single", topic: "venues and getting there", ask: "which studio is boston at", expect: { includesAll: [venueName("boston")] } },
  { kind: "single", topic: "venues and getting there", ask: "dallas venue? need to plan the drive", expect: { includesAll: [noVenue("dallas")] } },
  {
    kind: "single",
    topic: "venues and getting there",
    ask: "niagara falls studio which entrance do we use and where do we park",
    expect: { includesAll: [/back|rear/i] },
  },
  { kind: "single", topic: "venues and getting there", ask: "victoria bc studio street address", expect: { includesAll: [streetOf("victoria-bc")] } },
];

const tuning25Schedule: Tuning25Question[] = [
  {
    kind: "single",
    topic: "schedule and age groups",
    ask: "what time does my 10 yr old need to be there in seattle",
    expect: { includesAll: [groupStart("seattle", "juniors")] },
  },
  {
    kind: "single",
    topic: "schedule and age groups",
    ask: "my son jake is 14, what time is his group in hartford",
    expect: { includesAll: [/senior/i, groupStart("hartford", "seniors")] },
  },
  { kind: "single", topic: "schedule and age groups", ask: "is there a lunch break in boston", expect: { includesAll: [NO] } },
  {
    kind: "single",
    topic: "schedule and age groups",
    ask: "sherwood saturday what time does it start",
    expect: { includesAll: [groupStart("sherwood", "all", 0)] },
  },
  {
    kind: "single",
    topic: "schedule and age groups",
    ask: "boise nov 7 masterclass what time is it for my 11 year old",
    expect: { includesAll: [groupStart("boise-nov-7", "juniors")] },
  },
  {
    kind: "single",
    topic: "schedule and age groups",
    ask: "in orlando my daughter just turned 12, is she in the junior group?",
    expect: { includesAll: [NO, [/senior/i, /12 to adult/i]] },
  },
  {
    kind: "single",
    topic: "schedule and age groups",
    ask: "is there a contemporary class in seattle",
    expect: { includesAll: [NO] },
  },
  {
    kind: "single",
    topic: "schedule and age groups",
    ask: "what ages are juniors and whats seniors",
    expect: { includesAll: [/12 (and|or|&) under|under 13|up to 12/i, /13 (and|or|&) (up|older|over)|13\+/i] },
  },
];

const tuning25Ages: Tuning25Question[] = [
  {
    kind: "single",
    topic: "ages and parents",
    ask: "my daughter is 4 can she audition",
    expect: { includesAll: [NO, countRe(MIN_AUDITION_AGE)] },
  },
  {
    kind: "single",
    topic: "ages and parents",
    ask: "my son is 16 does a parent have to register him",
    expect: { includesAll: [[...YES, /required|must|needs? (a|to)/i], /parent|guardian/i, fig(String(ADULT_AGE))] },
  },
  {
    kind: "single",
    topic: "ages and parents",
    ask: "im 19 do i need a parent to sign anything",
    expect: { includesAll: [NO] },
  },
  {
    kind: "single",
    topic: "ages and parents",
    ask: "is this only for advanced dancers? my son only started hip hop last yr",
    expect: { includesAll: [NO, /all (ages and )?levels|every level|any level|beginner/i] },
  },
  {
    kind: "single",
    topic: "ages and parents",
    ask: "my daughter emma is 14, can she shadow the choreographer",
    expect: { includesAll: [NO, fig(String(SHADOW_CHOREOGRAPHER_AGE))] },
  },
  {
    kind: "single",
    topic: "ages and parents",
    ask: "can my 9 year old do sherwood saturday with her 15 yr old sister together",
    expect: { includesAll: [[...YES, /together/i, /open to/i], /all ages/i] },
  },
];

const tuning25Auditions: Tuning25Question[] = [
  {
    kind: "single",
    topic: "auditions and talent",
    ask: "do i need a headshot to audition",
    expect: { includesAll: [NO] },
  },
  {
    kind: "single",
    topic: "auditions and talent",
    ask: "can she just come for the audition in seattle without doing the classes",
    expect: { includesAll: [YES, /audition only|free/i] },
  },
  {
    kind: "single",
    topic: "auditions and talent",
    ask: "if my kid auditions is she guaranteed to get a part in something",
    expect: { includesAll: [NO, /guarantee/i] },
  },
  {
    kind: "single",
    topic: "auditions and talent",
    ask: "we cant make any of the dates, can she still be seen somehow",
    expect: { includesAll: [/submit[\s-]?(your )?(talent|materials)|submit-talent/i] },
  },
  {
    kind: "single",
    topic: "auditions and talent",
    ask: "when do we get the video footage from the day",
    expect: { includesAll: [/four weeks|4 weeks/i] },
  },
];

const tuning25Policies: Tuning25Question[] = [
  {
    kind: "single",
    topic: "refunds and policies",
    ask: "can i get a refund if my daughter gets sick and cant go",
    expect: { includesAll: [NO, /final/i] },
  },
  {
    kind: "single",
    topic: "refunds and policies",
    ask: "what happens if you guys cancel the event",
    expect: { includesAll: [/full refund/i] },
  },
  {
    kind: "single",
    topic: "refunds and policies",
    ask: "if the date changes what are my options",
    expect: { includesAll: [/48 hours|48 hrs|48-hour/i, /credit/i] },
  },
  {
    kind: "single",
    topic: "refunds and policies",
    ask: "do credits expire",
    expect: { includesAll: [NO, /never expire|don'?t expire|does not expire|doesn'?t expire|do not expire|no expir/i] },
  },
  {
    kind: "single",
    topic: "refunds and policies",
    ask: "can i use a credit from victoria (paid in canadian) for the seattle date",
    expect: { includesAll: [NO, /currency|canadian|CAD/i] },
  },
  {
    kind: "single",
    topic: "refunds and policies",
    ask: `can i use the ${HARTFORD_CODE.code} code from hartford for boston`,
    expect: { includesAll: [NO] },
  },
  {
    kind: "single",
    topic: "refunds and policies",
    ask: "i dont want my daughter on your instagram, can she be left out of the videos you post",
    expect: { includesAll: [YES, /email|hello@callboard\.dance/i, /before/i] },
  },
];

const tuning25Wear: Tuning25Question[] = [
  {
    kind: "single",
    topic: "wear and bring",
    ask: "what shoes does she need",
    expect: { includesAll: [/sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "wear and bring",
    ask: "can she wear her comp team jacket its got a big logo on the back",
    expect: { includesAll: [[...NO, /avoid|best to skip|better to skip/i], /logo/i] },
  },
  {
    kind: "single",
    topic: "wear and bring",
    ask: "should we pack a lunch for the seattle day",
    expect: { includesAll: [YES, /lunch/i] },
  },
  {
    kind: "single",
    topic: "wear and bring",
    ask: "can he just dance in the sneakers he wears outside",
    expect: { includesAll: [NO, /clean|outside|outdoor|street shoes/i] },
  },
];

const tuning25Mentorship: Tuning25Question[] = [
  {
    kind: "single",
    topic: "mentorship",
    ask: "when does the mentorship start",
    expect: { includesAll: [wordDate(mentorshipCohort.start)] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "can we cancel mentorship after 1 month if she doesnt like it",
    expect: { includesAll: [NO, countRe(MIN_TERM)] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "whats the difference between building and elite circle",
    expect: { includesAll: [/group/i, /one-on-one|1-on-1|one on one|1:1/i] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "elite circle how much a month",
    expect: { includesAll: [basePrice("mentorship_elite")] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "if i sign up for growth today when do i get charged again after the first payment",
    expect: { includesAll: [wordDate(mentorshipCohort.recurringFrom)], includesAny: [monthOf(mentorshipCohort.firstPeriod)] },
  },
];

const tuning25Acting: Tuning25Question[] = [
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "acting for dancers is that in person?",
    expect: { includesAll: [NO, /online|virtual|video/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "the 3 pack, how long do we have to use all three",
    expect: { includesAll: [/90 days|ninety days/i] },
  },
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers 3 pack price", expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack")] } },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is the starter path a monthly subscription",
    expect: { includesAll: [NO, /one-?time/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "does the spokane ticket come with the free month of acting for dancers",
    expect: { includesAll: [[...YES, /\binclude/i, /comes with/i], /month/i] },
  },
];

const tuning25Scholarships: Tuning25Question[] = [
  {
    kind: "single",
    topic: "scholarships and codes",
    ask: "do you have scholarships? money is tight this year with 3 kids dancing",
    expect: { includesAll: [[...YES, /available/i], /scholarship/i] },
  },
  {
    kind: "single",
    topic: "scholarships and codes",
    ask: "when do scholarship applications close",
    expect: { includesAll: [/three weeks|3 weeks/i] },
  },
  {
    kind: "single",
    topic: "scholarships and codes",
    ask: "would a scholarship cover our gas and hotel to get there",
    expect: { includesAll: [NO, /travel|accommodation|hotel/i] },
  },
  {
    kind: "single",
    topic: "scholarships and codes",
    ask: "is there an early bird discount for victoria",
    expect: { includesAll: [[...YES, /there is|there's/i], new RegExp(`${VICTORIA_PERCENT}\\s?%|${VICTORIA_PERCENT} percent`, "i")], includesAny: [new RegExp(VICTORIA_EARLY.code, "i"), money(VICTORIA_CORE_EARLY)] },
  },
];

export const tuning25SingleQuestions: readonly Tuning25Question[] = [
  ...tuning25Prices,
  ...tuning25Groups,
  ...tuning25Dates,
  ...tuning25Venues,
  ...tuning25Schedule,
  ...tuning25Ages,
  ...tuning25Auditions,
  ...tuning25Policies,
  ...tuning25Wear,
  ...tuning25Mentorship,
  ...tuning25Acting,
  ...tuning25Scholarships,
];

// ---------------------------------------------------------------------------------------------
// Off-topic: the site cannot answer these; the honest reply is "not sure" and a contact.

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const tuning25OffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("whats the weather going to be in seattle on nov 9"),
  offTopic("any good hotels near the orlando studio? somewhere w a pool for the kids"),
  offTopic("can you recommend a studio in boston for weekly ballet classes"),
  offTopic("where can i buy jazz shoes near spokane before the day"),
  offTopic("is there a good place to eat near the hartford studio for lunch"),
  offTopic("how do we get from the ferry terminal to the victoria studio, bus or taxi?"),
  offTopic("do you guys do dance birthday parties? my daughter turns 10 in march"),
  offTopic("can you help my son write his college dance program application essay"),
  offTopic("is there parking at the sherwood studio or do we park on the street"),
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on or switch away from earlier ones.

export const tuning25Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle price, a pair, then Victoria instead",
    turns: [
      { ask: "hi how much is core in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
      { ask: "ok and for 2 of them", expect: { includesAll: [totalOf("seattle", "core", 2)] } },
      {
        ask: "actually we might do victoria instead, what's core there",
        expect: { includesAll: [priceOf("victoria-bc", "core")], excludes: [priceOf("seattle", "core"), totalOf("seattle", "core", 2)] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "An 11-year-old in Orlando, then Boston's date",
    turns: [
      { ask: "is orlando still on and when is it", expect: { includesAll: [dayOf("orlando")] } },
      { ask: "my daughter mia is 11 which group is she in and what time", expect: { includesAll: [/junior|11 and under/i, groupStart("orlando", "juniors")] } },
      {
        ask: "what about boston instead, whats the date for that",
        expect: { includesAll: [dayOf("boston")], excludes: [dayOf("orlando")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship levels, start and cancelling",
    turns: [
      { ask: "what are the mentorship levels", expect: { includesAll: [/building/i, /growth/i, /elite circle/i] } },
      { ask: "when does it start", expect: { includesAll: [wordDate(mentorshipCohort.start)] } },
      { ask: "can we cancel after the first month", expect: { includesAll: [NO, countRe(MIN_TERM)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend, then Dallas's venue",
    turns: [
      { ask: "sherwood dates?", expect: { includesAll: [dayOf("sherwood")] } },
      { ask: "how much is the weekend pass there", expect: { includesAll: [priceOf("sherwood", "weekend_pass")] } },
      {
        ask: "and dallas, wheres that one held",
        expect: { includesAll: [noVenue("dallas")], excludes: [streetOf("sherwood"), venueName("sherwood")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Atlanta cancelled, refund, then Hartford",
    turns: [
      { ask: "we bought tickets for atlanta is it still happening", expect: { includesAll: [/cancel/i] } },
      { ask: "do we get our money back", expect: { includesAll: [/full refund/i] } },
      {
        ask: "ok what about hartford then, when is it and how much for core",
        expect: { includesAll: [dayOf("hartford"), priceOf("hartford", "core")], excludes: [dayOf("atlanta")] },
      },
    ],
  },
];

export const tuning25QuestionCount =
  tuning25SingleQuestions.length + tuning25OffTopicQuestions.length + tuning25Conversations.reduce((n, c) => n + c.turns.length, 0);
