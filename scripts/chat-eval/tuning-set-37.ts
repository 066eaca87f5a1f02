/**
 * Tuning set 37 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or
 * other sets' questions. A balanced cross-section of visitor traffic over every topic of the site,
 * with many yes/no and either/or questions (about half of the yes/no ones answered No), statements
 * checked with "right?", two-part questions, and questions about ONE detail (one stop, one group, one
 * ticket, one rule) where a generic overview is not a correct answer.
 *
 * Every figure (price, total, upgrade price, discount, date, weekday, venue, street, time, minimum
 * age, cohort start) is computed from the seed with the site's own functions; copy facts are short
 * phrases with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, FactOrAlternatives, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  seed,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning37Topic =
  | "prices"
  | "group totals"
  | "upgrades"
  | "dates and weekdays"
  | "venues"
  | "schedule"
  | "ages and groups"
  | "auditions"
  | "policies"
  | "discount codes"
  | "bring and wear"
  | "footage"
  | "mentorship and acting"
  | "scholarships and opportunities"
  | "special stops";

interface Tuning37Question {
  kind: "single";
  topic: Tuning37Topic;
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

/** A sum of offers at one stop ([tier, how many] pairs), as Money. */
function sumOf(slug: string, ...lines: Array<[string, number]>): Money {
  const currency = seedPrice(slug, lines[0]?.[0] ?? "core").currency;
  const amountMinor = lines.reduce((sum, [tier, n]) => sum + seedPrice(slug, tier).amountMinor * n, 0);
  return { amountMinor, currency };
}

/** A pattern for a printed money string from seed-facts (cartUpgrade, boughtUpgrade). */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** An ISO date (or a timestamp starting with one) as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function isoDay(iso: string): RegExp {
  const [, m = 0, d = 0] = iso.slice(0, 10).split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** A stop's first (or last) day as a pattern. */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return isoDay(iso);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The weekday of a stop's first day, by its calendar date. */
function weekdayName(slug: string): string {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const name = WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()];
  if (!name) throw new Error(`no weekday for ${iso}`);
  return name;
}

/** A written date ("December 1, 2025") as a pattern: "December 1", "Dec 1st". */
function writtenDay(text: string): RegExp {
  const match = /^([A-Z][a-z]+) (\d{1,2}), \d{4}$/.exec(text);
  if (!match) throw new Error(`not a written date: ${text}`);
  const [, month = "", day = ""] = match;
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${day}(?!\\d)`, "i");
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

/** A group's table of one day of a stop's schedule. */
function tableOf(slug: string, group: Group, dayIndex = 0) {
  const table = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  if (!table) throw new Error(`${slug} has no ${group} table on day ${dayIndex}`);
  return table;
}

/** A slot's time in a stop's schedule, by group and activity (first day unless told). */
function slotTime(slug: string, group: Group, activity: string, dayIndex = 0): string {
  const slot = tableOf(slug, group, dayIndex).slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0): RegExp => timeRe(slotTime(slug, group, activity, dayIndex));

/** Fails unless the group's table of that day has no such activity (for a question answered No). */
function lacks(slug: string, group: Group, activity: string, dayIndex = 0): void {
  if (tableOf(slug, group, dayIndex).slots.some((s) => s.activity === activity)) throw new Error(`${slug} ${group} has ${activity}`);
}

/** The activity at a given time in a group's table. */
function activityAt(slug: string, group: Group, time: string, dayIndex = 0): string {
  const slot = tableOf(slug, group, dayIndex).slots.find((s) => s.time === time);
  if (!slot) throw new Error(`${slug} has nothing at ${time} for ${group}`);
  return slot.activity;
}

const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set|listed)/i, /(being|still|yet to be) (confirmed|finali[sz]ed|announced)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** The lowest age the audition form accepts, found with the form's own schema. */
function minimumAuditionAge(): number {
  for (let age = 0; age <= 30; age++) {
    const ok = auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age, parentName: "A Parent", consent: true }).success;
    if (ok) return age;
  }
  throw new Error("no audition age accepted up to 30");
}

/** The "Ages N and up" of an opportunity in the seed. */
function opportunityMinAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  const line = o?.details.find((d) => /Ages \d+ and up/.test(d));
  const n = line ? Number(/Ages (\d+) and up/.exec(line)?.[1]) : NaN;
  if (!Number.isFinite(n)) throw new Error(`${slug} has no minimum age`);
  return n;
}

/** A number as digits or as a word ("3" or "three"). */
function countRe(n: number): RegExp {
  const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
  const word = words[n];
  return new RegExp(`\\b(${n}${word ? `|${word}` : ""})\\b`, "i");
}

/** The reply says No: it starts with "No", or its first sentence is negative ("It isn't", "You can't"). */
const NO: FactOrAlternatives = [
  /^\W*(no|nope|not|unfortunately|sorry)\b/i,
  /^[^.!?\n]*\b(isn'?t|is not|aren'?t|are not|doesn'?t|does not|don'?t|do not|can'?t|cannot|won'?t|will not|wasn'?t|not)\b/i,
];
/** A reply to a question answered No must not open with Yes. */
const NOT_YES: Fact = /^\W*(yes|yep|yeah|yup|correct|that'?s right|right)\b/i;
/** A reply to a question answered Yes must not open with No. */
const NOT_NO: Fact = /^\W*(no|nope)\b/i;

// ---------------------------------------------------------------------------------------------
// Facts that the questions below lean on, checked here so a changed seed fails loudly

const SHERWOOD_TWO_DAYS = sumOf("sherwood", ["core_day1", 1], ["core_day2", 1]);
if (seedPrice("sherwood", "weekend_pass").amountMinor >= SHERWOOD_TWO_DAYS.amountMinor) throw new Error("Sherwood pass is not cheaper than two days");
if (seedPrice("boise", "core").amountMinor !== seedPrice("hartford", "core").amountMinor) throw new Error("Boise and Hartford core differ");
if (weekdayName("boston") !== "Friday") throw new Error("Boston is not on a Friday");
if (weekdayName("savannah") === "Saturday") throw new Error("Savannah is on a Saturday");
if (!seedEvent("atlanta").isCancelled) throw new Error("Atlanta is not cancelled");
if ((seedEvent("charleston-wv").startsOn ?? "") >= (seedEvent("springfield-va").startsOn ?? "")) throw new Error("Springfield comes first");
lacks("seattle", "juniors", "Funk");
lacks("savannah", "juniors", "Audition");
if (boughtUpgrade("orlando", "core", "pro") === cartUpgrade("orlando", "core", "pro")) throw new Error("Orlando upgrade equals the difference");

const VICTORIA_EARLY = seedDiscountCode("VICTORIAEARLY20");
const VICTORIA_EARLY_CORE: Money = {
  amountMinor: percentOff(seedPrice("victoria-bc", "core").amountMinor, VICTORIA_EARLY.percentOff ?? 0),
  currency: seedPrice("victoria-bc", "core").currency,
};
if (VICTORIA_EARLY.eligibleTiers.includes("victoria_one_class_only")) throw new Error("early bird covers One Class Only");
const SUMMER = seedDiscountCode("SUMMER2025");
if (!SUMMER.endsAt || new Date(SUMMER.endsAt) >= new Date("2025-09-01T12:00:00Z")) throw new Error("SUMMER2025 has not ended");
const PROTRACK50 = seedDiscountCode("PROTRACK50");
if (PROTRACK50.city !== "hartford" || PROTRACK50.amount === undefined) throw new Error("PROTRACK50 is not a Hartford amount code");
const PROTRACK50_OFF: Money = { amountMinor: PROTRACK50.amount * 100, currency: "USD" };
const HARTFORD_PRO_WITH_CODE: Money = { amountMinor: seedPrice("hartford", "pro").amountMinor - PROTRACK50.amount * 100, currency: "USD" };
const BRINGAFRIEND = seedDiscountCode("BRINGAFRIEND25");
if (BRINGAFRIEND.eligibleTiers.includes("pro")) throw new Error("BRINGAFRIEND25 covers Pro Track");

const MIN_AUDITION_AGE = minimumAuditionAge();
const SKELETON_MIN_AGE = opportunityMinAge("skeleton-crew-audition-registration");
const SHADOW_MIN_AGE = opportunityMinAge("shadowing-opportunity-choreographer");
if (SKELETON_MIN_AGE <= 14) throw new Error("a 14-year-old could join the skeleton crew");
if (SHADOW_MIN_AGE > 15) throw new Error("a 15-year-old could not shadow");

const COHORT_START = writtenDay(mentorshipCohort.start);
const MINIMUM_TERM = countRe(mentorshipCohort.minimumTermMonths);

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning37SingleQuestions: readonly Tuning37Question[] = [
  // Prices: one ticket at one stop
  { kind: "single", topic: "prices", ask: "how much is core experience at the seattle stop", expect: { includesAll: [priceOf("seattle", "core")], excludes: [priceOf("spokane", "core_day1")] } },
  { kind: "single", topic: "prices", ask: "spokane pro track price?", expect: { includesAll: [priceOf("spokane", "pro")], excludes: [priceOf("seattle", "pro")] } },
  { kind: "single", topic: "prices", ask: "victoria core ticket is $168 right?", expect: { includesAll: [priceOf("victoria-bc", "core")], excludes: [NOT_YES] } },
  { kind: "single", topic: "prices", ask: "cypress tx — is there anything cheaper than core, like just one class?", expect: { includesAll: [priceOf("cypress", "masterclass_only")], includesAny: [/just a class/i, /one (on-camera )?class/i, /single class/i], excludes: [NOT_NO] } },
  { kind: "single", topic: "prices", ask: "orlando: core or pro track, what does each cost", expect: { includesAll: [priceOf("orlando", "core"), priceOf("orlando", "pro")] } },
  { kind: "single", topic: "prices", ask: "is core the same price at boise (nov 8) as at hartford?", expect: { includesAll: [priceOf("boise", "core")], excludes: [NOT_NO] } },
  { kind: "single", topic: "prices", ask: "sherwood full weekend pass how much", expect: { includesAll: [priceOf("sherwood", "weekend_pass")] } },
  { kind: "single", topic: "prices", ask: "boston pro track is 388 right?", expect: { includesAll: [priceOf("boston", "boston_pro_track")], excludes: [NOT_NO] } },
  { kind: "single", topic: "prices", ask: "is the audition only option free or do i pay for it", expect: { includesAll: [[/\bfree\b/i, /\$0(?!\d)/]] } },
  { kind: "single", topic: "prices", ask: "on the sherwood page how much is the building mentorship per month", expect: { includesAll: [priceOf("sherwood", "mentorship_building")], excludes: [priceOf("seattle", "mentorship_building")] } },

  // Group totals
  { kind: "single", topic: "group totals", ask: "3 core tickets for nashville, total?", expect: { includesAll: [money(sumOf("nashville", ["core", 3]))] } },
  { kind: "single", topic: "group totals", ask: "me and my 2 daughters all want pro track at charleston wv. how much altogether", expect: { includesAll: [money(sumOf("charleston-wv", ["pro", 3]))] } },
  { kind: "single", topic: "group totals", ask: "sarasota: 2 core and 1 pro track, what's the total", expect: { includesAll: [money(sumOf("sarasota", ["core", 2], ["pro", 1]))] } },
  { kind: "single", topic: "group totals", ask: "4 core experience tickets in victoria bc — total in canadian dollars?", expect: { includesAll: [money(sumOf("victoria-bc", ["core", 4]))] } },
  { kind: "single", topic: "group totals", ask: "sherwood: is the weekend pass cheaper than buying the saturday and sunday days separately?", expect: { includesAll: [priceOf("sherwood", "weekend_pass"), money(SHERWOOD_TWO_DAYS)], excludes: [NOT_NO] } },

  // Upgrades
  { kind: "single", topic: "upgrades", ask: "we already bought a core ticket for orlando, how much to upgrade to pro track?", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "already have core for seattle. what does it cost to move up to pro?", expect: { includesAll: [printed(boughtUpgrade("seattle", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "new hampshire vip upgrade — price, and can i buy it on its own?", expect: { includesAll: [priceOf("new-hampshire", "nh_protrack_vip"), [/weekend pass/i, /balance payment/i, /add-?on/i, /first/i]] } },

  // Dates and weekdays
  { kind: "single", topic: "dates and weekdays", ask: "is hartford in january?", expect: { includesAll: [dayOf("hartford")], excludes: [NOT_NO] } },
  { kind: "single", topic: "dates and weekdays", ask: "savannah is on a saturday right?", expect: { includesAll: [new RegExp(weekdayName("savannah"), "i")], excludes: [NOT_YES] } },
  { kind: "single", topic: "dates and weekdays", ask: "boston is on a friday right?", expect: { includesAll: [new RegExp(weekdayName("boston"), "i")], excludes: [NOT_NO] } },
  { kind: "single", topic: "dates and weekdays", ask: "london date??", expect: { includesAny: [/to be (determined|announced|confirmed)/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no date/i, /hasn'?t been (set|announced)/i] } },
  { kind: "single", topic: "dates and weekdays", ask: "madison wi — when is it and where?", expect: { includesAll: [dayOf("madison-wi"), noVenue("madison-wi")] } },
  { kind: "single", topic: "dates and weekdays", ask: "springfield va or charleston wv, which one is first?", expect: { includesAll: [/charleston/i, dayOf("charleston-wv")] } },
  { kind: "single", topic: "dates and weekdays", ask: "is the atlanta intensive still on for sept 28?", expect: { includesAll: [/cancel/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "dates and weekdays", ask: "boise has two dates? whats the difference between them", expect: { includesAll: [dayOf("boise-nov-7"), dayOf("boise"), /masterclass/i] } },
  { kind: "single", topic: "dates and weekdays", ask: "sherwood is just one day right", expect: { includesAll: [[dayOf("sherwood", "endsOn"), /(&|and)\s*25\b/i, /two[- ]days?|2[- ]days?|both days|whole weekend|full weekend|two-day/i]], excludes: [NOT_YES] } },
  { kind: "single", topic: "dates and weekdays", ask: "spokane core day 1 — can we come sunday the 16th instead of saturday?", expect: { includesAll: [dayOf("spokane")], excludes: [NOT_YES] } },

  // Venues
  { kind: "single", topic: "venues", ask: "where is the nashville class held", expect: { includesAll: [venueName("nashville"), streetOf("nashville")] } },
  { kind: "single", topic: "venues", ask: "niagara falls studio — do we go in the front door?", expect: { includesAll: [[/\bback\b/i, /\brear\b/i]], excludes: [NOT_YES] } },
  { kind: "single", topic: "venues", ask: "dallas venue?", expect: { includesAll: [noVenue("dallas")] } },
  { kind: "single", topic: "venues", ask: "is the victoria one at inner harbour dance studio?", expect: { includesAll: [venueName("victoria-bc")], excludes: [NOT_NO] } },
  { kind: "single", topic: "venues", ask: "is the buford ga event actually in atlanta?", expect: { includesAll: [venueName("hoschton")], excludes: [NOT_YES] } },

  // Schedule: one group, one slot
  { kind: "single", topic: "schedule", ask: "what time do seniors check in at hartford", expect: { includesAll: [slotAt("hartford", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "seattle juniors, what time is check-in", expect: { includesAll: [slotAt("seattle", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "is there a funk class for the juniors in seattle?", expect: { includesAll: [NO], excludes: [NOT_YES] } },
  { kind: "single", topic: "schedule", ask: "boston - when does the pro track session start", expect: { includesAll: [slotAt("boston", "seniors", "Pro Track session")] } },
  { kind: "single", topic: "schedule", ask: "do the seniors at buford get a theater class? what time", expect: { includesAll: [slotAt("hoschton", "seniors", "Theater")], excludes: [NOT_NO] } },
  { kind: "single", topic: "schedule", ask: `new hampshire sunday, what's on at ${slotTime("new-hampshire", "seniors", "Pro Track VIP session", 1).toLowerCase()} for the seniors?`, expect: { includesAll: [new RegExp(escapeRegExp(activityAt("new-hampshire", "seniors", slotTime("new-hampshire", "seniors", "Pro Track VIP session", 1), 1)), "i")] } },
  { kind: "single", topic: "schedule", ask: "sherwood saturday what time does it start", expect: { includesAll: [slotAt("sherwood", "all", "Check-in", 0)] } },
  { kind: "single", topic: "schedule", ask: "boise nov 7 masterclass — what time is the q&a for the older group?", expect: { includesAll: [slotAt("boise-nov-7", "seniors", "Industry Q&A")] } },

  // Ages and groups
  { kind: "single", topic: "ages and groups", ask: "my son is 12, is he a junior or a senior at hartford?", expect: { includesAll: [/junior/i, /12 and under/i] } },
  { kind: "single", topic: "ages and groups", ask: "my daughter just turned 12, which group is she in for orlando?", expect: { includesAll: [/senior/i, /12 to adult|12\+|12 and (up|over|older)/i], excludes: [/12 and under/i] } },
  { kind: "single", topic: "ages and groups", ask: "whats the youngest age you can register for the audition?", expect: { includesAll: [countRe(MIN_AUDITION_AGE)] } },
  { kind: "single", topic: "ages and groups", ask: "im 17, do i need a parent to sign me up", expect: { includesAll: [[/parent/i, /guardian/i]], excludes: [NOT_NO] } },
  { kind: "single", topic: "ages and groups", ask: "can my 14 yr old do the skeleton crew audition?", expect: { includesAll: [countRe(SKELETON_MIN_AGE)], excludes: [NOT_YES] } },
  { kind: "single", topic: "ages and groups", ask: "my kid is 15, she can shadow the choreographer right?", expect: { includesAll: [countRe(SHADOW_MIN_AGE)], excludes: [NOT_NO] } },

  // Auditions
  { kind: "single", topic: "auditions", ask: "does the audition cost extra on top of the ticket?", expect: { includesAll: [/free/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "auditions", ask: "if she auditions is a role guaranteed", expect: { includesAll: [NO], excludes: [NOT_YES] } },
  { kind: "single", topic: "auditions", ask: "can i do just the audition and skip the classes?", expect: { includesAll: [/audition only/i], excludes: [NOT_NO] } },
  { kind: "single", topic: "auditions", ask: "you need a headshot to audition right", expect: { includesAll: [NO], excludes: [NOT_YES] } },

  // Policies
  { kind: "single", topic: "policies", ask: "can i get a refund if my kid gets sick and can't go", expect: { includesAll: [/final/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "policies", ask: "if you guys change the date how long do i have to answer", expect: { includesAll: [/48 hours/i] } },
  { kind: "single", topic: "policies", ask: "does the credit expire?", expect: { includesAll: [[/never expires?/i, /(doesn'?t|does not|won'?t|will not) expire/i]], excludes: [NOT_YES] } },

  // Discount codes
  { kind: "single", topic: "discount codes", ask: "does VICTORIAEARLY20 work on the one class only ticket?", expect: { includesAll: [[/core/i, /pro track/i]], excludes: [NOT_YES] } },
  { kind: "single", topic: "discount codes", ask: "victoria core with the early bird code, what's the price and until when?", expect: { includesAll: [money(VICTORIA_EARLY_CORE), isoDay(VICTORIA_EARLY.endsAt ?? "")] } },
  { kind: "single", topic: "discount codes", ask: "can i still use SUMMER2025?", expect: { includesAny: [isoDay(SUMMER.endsAt ?? ""), /expired/i, /ended/i, /no longer/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "discount codes", ask: "does BRINGAFRIEND25 work on pro track?", expect: { includesAll: [/core/i], excludes: [NOT_YES] } },

  // Bring and wear
  { kind: "single", topic: "bring and wear", ask: "sneakers or jazz shoes?", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "bring and wear", ask: "can she just wear the shoes she walks in with?", expect: { includesAny: [/not allowed/i, /street shoes/i, /worn outside/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "bring and wear", ask: "do we need to pack lunch or is food provided", expect: { includesAll: [[/lunch/i, /snacks/i]], includesAny: [/bring/i, /pack/i] } },

  // Footage
  { kind: "single", topic: "footage", ask: "how long until we get the footage", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },
  { kind: "single", topic: "footage", ask: "is the audition filmed too or just the class", expect: { includesAll: [/film/i], excludes: [NOT_NO] } },

  // Mentorship and acting
  { kind: "single", topic: "mentorship and acting", ask: "when does the mentorship start, and is there a minimum?", expect: { includesAll: [COHORT_START, MINIMUM_TERM] } },
  { kind: "single", topic: "mentorship and acting", ask: "acting for dancers is all online right?", expect: { includesAll: [/online|virtual|video/i], excludes: [NOT_NO] } },
  { kind: "single", topic: "mentorship and acting", ask: "acting for dancers 3 pack — price and how long do i have to use it", expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack"), /90 days/i] } },
  { kind: "single", topic: "mentorship and acting", ask: "is the starter path a monthly subscription?", expect: { includesAll: [/one-?time/i], excludes: [NOT_YES] } },

  // Scholarships and opportunities
  { kind: "single", topic: "scholarships and opportunities", ask: "does a scholarship pay for the core experience ticket?", expect: { includesAll: [/part or (all|the whole)|part of|all of|partly|partial|fully|in full/i], excludes: [NOT_NO] } },
  { kind: "single", topic: "scholarships and opportunities", ask: "when do scholarship applications close for a stop", expect: { includesAll: [/three weeks|3 weeks/i] } },

  // Special stops
  { kind: "single", topic: "special stops", ask: "can anyone sign up for the new hampshire weekend?", expect: { includesAll: [/granite stage/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "special stops", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/liora vantassel/i] } },
  { kind: "single", topic: "special stops", ask: "is there a stunts class at spokane?", expect: { includesAll: [/stunts for dancers/i], excludes: [NOT_NO] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: the site does not know

export const tuning37OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "what's the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is parking near the boston studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good restaurants near the orlando venue for after", expect: { notSure: true } },
  { kind: "off-topic", ask: "which hotel in sherwood should we book", expect: { notSure: true } },
  { kind: "off-topic", ask: "my ankle's been sore for a week, is it ok to dance on it?", expect: { notSure: true } },
  { kind: "off-topic", ask: "what pointe shoe brand do you recommend for wide feet", expect: { notSure: true } },
  { kind: "off-topic", ask: "does the nashville airport have a shuttle to downtown", expect: { notSure: true } },
  { kind: "off-topic", ask: "who won so you think you can dance season 10", expect: { notSure: true } },
  { kind: "off-topic", ask: "does the cypress studio run weekly hip hop classes i can join year round", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on the earlier ones or switch subject

export const tuning37Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Nashville price, a total, then another city",
    turns: [
      { ask: "how much is core in nashville", expect: { includesAll: [priceOf("nashville", "core")] } },
      { ask: "and for 3 of them?", expect: { includesAll: [money(sumOf("nashville", ["core", 3]))] } },
      { ask: "what about one core ticket in victoria?", expect: { includesAll: [priceOf("victoria-bc", "core")], excludes: [money(sumOf("victoria-bc", ["core", 3]))] } },
    ],
  },
  {
    kind: "conversation",
    title: "Savannah check-in by group, then the juniors' audition",
    turns: [
      { ask: "what time do juniors check in at savannah", expect: { includesAll: [slotAt("savannah", "juniors", "Check-in")] } },
      { ask: "and the seniors?", expect: { includesAll: [slotAt("savannah", "seniors", "Check-in")] } },
      { ask: "do the juniors get to audition too?", expect: { includesAll: [NO], excludes: [NOT_YES] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood date, place, then scholarships",
    turns: [
      { ask: "when is sherwood", expect: { includesAll: [dayOf("sherwood"), [dayOf("sherwood", "endsOn"), /(&|and)\s*25\b/i]] } },
      { ask: "where is it held", expect: { includesAll: [venueName("sherwood")] } },
      { ask: "is there a scholarship for it? when would i need to apply", expect: { includesAll: [/scholarship/i, /three weeks|3 weeks/i], excludes: [NOT_NO] } },
    ],
  },
  {
    kind: "conversation",
    title: "A Hartford code, the price with it, then Boston",
    turns: [
      { ask: "i have the code PROTRACK50, does it work for pro track in hartford?", expect: { includesAll: [money(PROTRACK50_OFF)], excludes: [NOT_NO] } },
      { ask: "so what would i pay with it", expect: { includesAll: [money(HARTFORD_PRO_WITH_CODE)] } },
      { ask: "can i use it for boston instead?", expect: { includesAll: [/hartford/i], excludes: [NOT_YES] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship, its start, then a switch to refunds",
    turns: [
      { ask: "what's the mentorship program", expect: { includesAll: [/building/i, /growth/i, /elite circle/i] } },
      { ask: "when does it start", expect: { includesAll: [COHORT_START] } },
      { ask: "different question, can i get a refund on an intensive ticket if we can't make it", expect: { includesAll: [/final/i], excludes: [NOT_YES] } },
    ],
  },
];

export const tuning37QuestionCount =
  tuning37SingleQuestions.length + tuning37OffTopicQuestions.length + tuning37Conversations.reduce((n, c) => n + c.turns.length, 0);
