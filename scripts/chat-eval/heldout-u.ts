/**
 * Held-out set U of the chat assistant (issue 40): written after the code freeze at 2db28fd, from the
 * spec, the seed catalog, the site's content files and the forms' own validation, by someone who never
 * read the answerer, its docs or other sets' questions. It is scored once and its questions are never
 * read by the people changing the assistant.
 *
 * Emphasis: a week of real visitor traffic across every topic of the site (city pages, prices and
 * totals, upgrades, discount codes, dates and weekdays, venues, schedule times per age group, ages and
 * guardians, auditions, policies and refunds, date changes and credits, what to bring and wear,
 * footage, mentorship, Acting for Dancers, scholarships, Submit Talent), mostly parents on phones plus
 * teen and adult dancers; about half of the yes/no questions have the answer No.
 *
 * Every figure (price, total, upgrade difference, code price, date, weekday, venue, street, time,
 * cohort date, minimum audition age) is computed from the seed with the site's own functions; copy
 * facts are short phrases with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type HeldoutUTopic =
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
  | "scholarships"
  | "submit talent";

interface HeldoutUQuestion {
  kind: "single";
  topic: HeldoutUTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed

/** A printed figure as a pattern that does not match inside a larger one. */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" and "CA$227". */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

const totalOf = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
};

const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

function isoOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): string {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return iso;
}

/** A stop's day as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const [, m = 0, d = 0] = isoOf(slug, which).split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`${slug} has a bad date`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The weekday of a stop's day, computed from its ISO date. */
function weekdayName(slug: string, which: "startsOn" | "endsOn" = "startsOn"): string {
  const name = WEEKDAYS[new Date(`${isoOf(slug, which)}T12:00:00Z`).getUTCDay()];
  if (!name) throw new Error(`${slug} has no weekday`);
  return name;
}
const weekdayOf = (slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp =>
  new RegExp(`\\b${weekdayName(slug, which)}\\b`, "i");

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

/** A slot's time in a stop's schedule, by group and activity (first day unless told), as a pattern. */
function slotAt(slug: string, group: Group, activity: string, dayIndex = 0): RegExp {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const slot = tables.find((t) => t.group === group)?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return timeRe(slot.time);
}

const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet. */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set|finali[sz]ed)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** A code's price for one ticket, percent-off codes through the site's own percentOff. */
function codePrice(code: string, slug: string, tier: string): RegExp {
  const d = seedDiscountCode(code);
  const p = seedPrice(slug, tier);
  if (d.percentOff === undefined) throw new Error(`${code} is not a percent code`);
  return money({ amountMinor: percentOff(p.amountMinor, d.percentOff), currency: p.currency });
}

/** The last day a code works, from its end date ("August 31"). */
function codeEnds(code: string): RegExp {
  const end = seedDiscountCode(code).endsAt;
  if (!end) throw new Error(`${code} has no end`);
  const [, m = 0, d = 0] = end.slice(0, 10).split("-").map(Number);
  const month = MONTHS[m - 1] ?? "";
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** The youngest age the audition form accepts, found by asking the form's own schema. */
function youngestAuditionAge(): number {
  for (let age = 0; age <= 30; age++) {
    const r = auditionFormSchema.safeParse({ age });
    const ageIssue = r.success ? false : r.error.issues.some((i) => i.path[0] === "age");
    if (!ageIssue) return age;
  }
  throw new Error("no audition age found");
}
const MIN_AUDITION_AGE = youngestAuditionAge();

// Answer openings
const YES = /^(yes|yep|yeah|absolutely|definitely|of course|sure|correct|it (is|does)|they (are|do))\b/i;
const NO = /^(no\b|nope|not\b|unfortunately|sorry|it (is not|isn'?t|does not|doesn'?t|won'?t)|they (are not|aren'?t|do not|don'?t)|that (is not|isn'?t|code (is not|isn'?t|doesn'?t|won'?t))|there (is not|isn'?t)|you (can ?not|can'?t|don'?t|do not|won'?t))/i;
const NOT_YES = /^(yes|yep|yeah|absolutely|of course)\b/i;

const yes = (...facts: Expectation["includesAll"] & unknown[]): Expectation => ({ includesAll: [YES, ...facts], excludes: [NO] });
const no = (...facts: Expectation["includesAll"] & unknown[]): Expectation => ({ includesAll: [NO, ...facts], excludes: [NOT_YES] });

// ---------------------------------------------------------------------------------------------
// Figures used below

const weekendPass = seedPrice("sherwood", "weekend_pass");
const twoSingleDays = seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor;
if (weekendPass.amountMinor >= twoSingleDays) throw new Error("the Sherwood pass is no longer cheaper than two days");
const orlandoCheaper = seedPrice("orlando", "core").amountMinor < seedPrice("atlanta", "core").amountMinor;
if (!orlandoCheaper) throw new Error("Orlando Core is no longer cheaper than Atlanta");
const mentorshipLevels = ["mentorship_building", "mentorship_growth", "mentorship_elite"].map((t) => priceOf("atlanta", t));
const bostonWeekday = weekdayName("boston");
if (bostonWeekday === "Saturday") throw new Error("Boston is on a Saturday now");
if (weekdayName("springfield-va") !== "Sunday") throw new Error("Springfield is no longer on a Sunday");
const summerCode = seedDiscountCode("SUMMER2025");
if (!summerCode.endsAt || new Date(summerCode.endsAt) > new Date("2025-09-01T12:00:00Z")) throw new Error("SUMMER2025 still runs");
const hartfordMonth = MONTHS[Number(isoOf("hartford").slice(5, 7)) - 1] ?? "";
if (hartfordMonth === "December") throw new Error("Hartford is in December now");

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutUSingleQuestions: readonly HeldoutUQuestion[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core ticket in nashville", expect: { includesAll: [priceOf("nashville", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "pro track price atlanta?", expect: { includesAll: [priceOf("atlanta", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "whats core cost for victoria bc", expect: { includesAll: [priceOf("victoria-bc", "core")], excludes: [priceOf("atlanta", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "is orlando core cheaper than atlanta core?", expect: yes(priceOf("orlando", "core"), priceOf("atlanta", "core")) },
  { kind: "single", topic: "prices and totals", ask: "is the sherwood weekend pass cheaper than buying both days seperately?", expect: yes(money(weekendPass)) },
  { kind: "single", topic: "prices and totals", ask: "london core ticket price", expect: { includesAll: [priceOf("london", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "3 core tickets for seattle, total?", expect: { includesAll: [totalOf("seattle", "core", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "2 pro track tix for boston how much all together", expect: { includesAll: [totalOf("boston", "boston_pro_track", 2)] } },
  { kind: "single", topic: "prices and totals", ask: "me + my 2 daughters all doing core in cypress, whats the total", expect: { includesAll: [totalOf("cypress", "core", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "is the audition free?", expect: yes([/\bfree\b/i, /no (extra )?(cost|charge)/i, /\$0(?!\d)/]) },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "already bought core for orlando, how much to upgrade to pro track now", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "i have atlanta core in my cart, if i switch it to pro track whats the difference", expect: { includesAll: [printed(cartUpgrade("atlanta", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "how much is the pro track vip add on for the new hampshire weekend", expect: { includesAll: [priceOf("new-hampshire", "nh_protrack_vip")] } },

  // discount codes
  { kind: "single", topic: "discount codes", ask: "does VICTORIAEARLY20 work for nashville tickets", expect: no(/victoria/i) },
  { kind: "single", topic: "discount codes", ask: "victoria core with code VICTORIAEARLY20 what do i pay", expect: { includesAll: [codePrice("VICTORIAEARLY20", "victoria-bc", "core")] } },
  { kind: "single", topic: "discount codes", ask: "can i still use SUMMER2025", expect: no([/expired/i, /ended/i, /no longer/i, codeEnds("SUMMER2025")]) },
  { kind: "single", topic: "discount codes", ask: "can BRINGAFRIEND25 be used on a pro track ticket?", expect: no(/core/i) },
  { kind: "single", topic: "discount codes", ask: "PROTRACK50 for atlanta pro track?", expect: no(/hartford/i) },
  { kind: "single", topic: "discount codes", ask: "where do i enter a promo code", expect: { includesAll: [/\bcart\b/i] } },

  // dates and weekdays
  { kind: "single", topic: "dates and weekdays", ask: "when is the boone one", expect: { includesAll: [dayOf("boone")] } },
  { kind: "single", topic: "dates and weekdays", ask: "what day of the week is seattle", expect: { includesAll: [weekdayOf("seattle")] } },
  { kind: "single", topic: "dates and weekdays", ask: "is boston on a saturday?", expect: no(weekdayOf("boston")) },
  { kind: "single", topic: "dates and weekdays", ask: "when is london happening", expect: { includesAny: [/not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /\bTBD\b|to be (determined|announced|confirmed)/i, /no date yet/i, /hasn'?t been (set|announced)/i] } },
  { kind: "single", topic: "dates and weekdays", ask: "sherwood is it 2 days? which dates", expect: yes(dayOf("sherwood"), /25(?!\d)/) },
  { kind: "single", topic: "dates and weekdays", ask: "any georgia dates this september", expect: { includesAll: [dayOf("hoschton"), dayOf("atlanta")] } },
  { kind: "single", topic: "dates and weekdays", ask: "is there a hartford date in december?", expect: no(dayOf("hartford")) },
  { kind: "single", topic: "dates and weekdays", ask: "springfield va, is that a sunday", expect: yes(dayOf("springfield-va")) },

  // venues
  { kind: "single", topic: "venues", ask: "where is the nashville class held", expect: { includesAll: [venueName("nashville"), streetOf("nashville")] } },
  { kind: "single", topic: "venues", ask: "address of the minneapolis studio?", expect: { includesAll: [streetOf("minneapolis")] } },
  { kind: "single", topic: "venues", ask: "dallas venue?", expect: { includesAny: noVenue("dallas") } },
  { kind: "single", topic: "venues", ask: "niagara falls studio, which door do we use", expect: { includesAll: [/back/i] } },
  { kind: "single", topic: "venues", ask: "which studio is the hoschton date at", expect: { includesAll: [venueName("hoschton")] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "what time do juniors check in at atlanta", expect: { includesAll: [slotAt("atlanta", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "seniors check in time seattle", expect: { includesAll: [slotAt("seattle", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "when is the senior audition in savannah", expect: { includesAll: [slotAt("savannah", "seniors", "Audition")] } },
  { kind: "single", topic: "schedule", ask: "boston juniors what time is the industry q&a", expect: { includesAll: [slotAt("boston", "juniors", "Industry Q&A")] } },
  { kind: "single", topic: "schedule", ask: "is there a lunch break for juniors in nashville", expect: yes(slotAt("nashville", "juniors", "Lunch break")) },
  { kind: "single", topic: "schedule", ask: "what time is the contemporary class for seniors in boston", expect: { includesAll: [slotAt("boston", "seniors", "Contemporary")] } },

  // ages and guardians
  { kind: "single", topic: "ages and guardians", ask: "my son is 12, is he a junior or senior", expect: { includesAll: [/junior/i], excludes: [/\b(he|your son) (is|would be|will be) (a |in )?(the )?senior/i] } },
  { kind: "single", topic: "ages and guardians", ask: "13 yr old which group", expect: { includesAll: [/senior/i], excludes: [/(is|would be|will be) (a |in )?(the )?junior/i] } },
  { kind: "single", topic: "ages and guardians", ask: "im 17 do i need a parent to register for the audition", expect: yes([/parent/i, /guardian/i]) },
  { kind: "single", topic: "ages and guardians", ask: "im 19, do i need a guardian to sign up", expect: no(/18/) },
  { kind: "single", topic: "ages and guardians", ask: "youngest age that can audition?", expect: { includesAll: [new RegExp(`\\b${MIN_AUDITION_AGE}\\b`)] } },
  { kind: "single", topic: "ages and guardians", ask: "can adults do it too? im 34", expect: yes([/all ages/i, /adult/i, /any age/i]) },
  { kind: "single", topic: "ages and guardians", ask: "does my daughter have to be advanced to come", expect: no([/all levels/i, /any level/i, /every level/i]) },

  // auditions
  { kind: "single", topic: "auditions", ask: "if she auditions is she guaranteed a part", expect: no([/not guarantee/i, /doesn'?t guarantee/i, /no guarantee/i, /isn'?t guaranteed/i, /not guaranteed/i]) },
  { kind: "single", topic: "auditions", ask: "can i do just the audition and skip the classes", expect: yes(/audition only/i) },
  { kind: "single", topic: "auditions", ask: "do i need a headshot to audition", expect: no(/headshot|photo/i) },

  // policies and refunds
  { kind: "single", topic: "policies and refunds", ask: "my daughter got sick and cant go, can i get a refund", expect: no(/final/i) },
  { kind: "single", topic: "policies and refunds", ask: "what happens if you guys cancel the event", expect: { includesAll: [/full refund/i] } },

  // date changes and credits
  { kind: "single", topic: "date changes and credits", ask: "if the date moves how long do i have to tell you", expect: { includesAll: [/48/] } },
  { kind: "single", topic: "date changes and credits", ask: "does the credit expire?", expect: no(/never expires?|doesn'?t expire|does not expire|no expir/i) },
  { kind: "single", topic: "date changes and credits", ask: "can i use my credit at another city", expect: yes(/any (city|date)|another city|other cit/i) },

  // bring and wear
  { kind: "single", topic: "bring and wear", ask: "what shoes does she need", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "bring and wear", ask: "is lunch provided or do we bring it", expect: { includesAll: [/bring/i, /lunch/i] } },
  { kind: "single", topic: "bring and wear", ask: "can he wear the sneakers he wore outside?", expect: no(/clean|outside|street shoes/i) },
  { kind: "single", topic: "bring and wear", ask: "how early should we get there", expect: { includesAll: [/15 min/i] } },

  // footage
  { kind: "single", topic: "footage", ask: "when do we get the videos from the day", expect: { includesAll: [/four weeks|4 weeks/i], includesAny: [/email/i] } },
  { kind: "single", topic: "footage", ask: "can i keep my kid out of your social media posts", expect: yes(/email/i, /before/i) },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "mentorship prices per month?", expect: { includesAll: mentorshipLevels } },
  { kind: "single", topic: "mentorship", ask: "when does the mentorship start", expect: { includesAll: [new RegExp(`${escapeRegExp(mentorshipCohort.start.split(",")[0] ?? "")}(?!\\d)`, "i")] } },
  { kind: "single", topic: "mentorship", ask: "can i cancel mentorship after 1 month", expect: no(new RegExp(`${mentorshipCohort.minimumTermMonths}[- ]month|${["zero", "one", "two", "three", "four", "five", "six"][mentorshipCohort.minimumTermMonths] ?? "x"}[- ]month`, "i")) },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers online?", expect: yes(/virtual|online/i) },
  { kind: "single", topic: "acting for dancers", ask: "price of the acting for dancers 3 pack", expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack")] } },

  // scholarships
  { kind: "single", topic: "scholarships", ask: "do u offer scholarships", expect: yes(/scholarship/i) },
  { kind: "single", topic: "scholarships", ask: "does the scholarship pay for our hotel and travel", expect: no(/travel|accommodation/i) },

  // submit talent
  { kind: "single", topic: "submit talent", ask: "we cant make any of the dates, can she still be seen", expect: yes(/submit talent/i) },
  { kind: "single", topic: "submit talent", ask: "is submit talent free", expect: yes(/free/i) },

  // city pages
  { kind: "single", topic: "city pages", ask: "is the new hampshire weekend open to anyone", expect: no(/granite stage/i) },
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/liora vantassel/i] } },
  { kind: "single", topic: "city pages", ask: "does spokane have the stunts class", expect: yes(/stunt/i) },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: the site does not know or sell these

export const heldoutUOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather gonna be in seattle nov 9", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is parking near the atlanta studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good restaurants near the nashville venue for after", expect: { notSure: true } },
  { kind: "off-topic", ask: "which hotel should we book in boston", expect: { notSure: true } },
  { kind: "off-topic", ask: "my knee has been clicking, is it safe for me to dance on it", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell pointe shoes", expect: { notSure: true } },
  { kind: "off-topic", ask: "what's the best dance competition in texas", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is an uber from the airport to the orlando studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "does the minneapolis studio have weekly ballet classes my daughter could join", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const heldoutUConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Atlanta prices, then Victoria",
    turns: [
      { ask: "how much is core in atlanta", expect: { includesAll: [priceOf("atlanta", "core")] } },
      { ask: "and pro?", expect: { includesAll: [priceOf("atlanta", "pro")] } },
      { ask: "what about in victoria", expect: { includesAll: [priceOf("victoria-bc", "pro")], excludes: [priceOf("atlanta", "pro")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Seattle times by group, then the address",
    turns: [
      { ask: "what time do juniors check in at seattle", expect: { includesAll: [slotAt("seattle", "juniors", "Check-in")] } },
      { ask: "and the seniors?", expect: { includesAll: [slotAt("seattle", "seniors", "Check-in")] } },
      { ask: "whats the address", expect: { includesAll: [streetOf("seattle")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston date, weekday, price",
    turns: [
      { ask: "when is boston", expect: { includesAll: [dayOf("boston")] } },
      { ask: "is that a weekend?", expect: no(weekdayOf("boston")) },
      { ask: "ok whats the pro track price there", expect: { includesAll: [priceOf("boston", "boston_pro_track")] } },
    ],
  },
  {
    kind: "conversation",
    title: "An 11-year-old auditioning in Nashville",
    turns: [
      { ask: "my daughter is 11 and wants to audition in nashville, what time is her audition", expect: { includesAll: [slotAt("nashville", "juniors", "Audition")], excludes: [slotAt("nashville", "seniors", "Audition")] } },
      { ask: "do i have to sign anything for her", expect: { includesAll: [[/parent/i, /guardian/i]], includesAny: [/consent/i, /register/i, /name/i] } },
      { ask: "what should she bring", expect: { includesAll: [/water/i], includesAny: [/lunch/i, /snack/i, /shoes/i, /sneakers/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship, then a refund for Sherwood",
    turns: [
      { ask: "do you have mentorship", expect: { includesAll: [/mentorship/i], includesAny: [/building/i, /growth/i, /elite/i] } },
      { ask: "how much is elite", expect: { includesAll: [priceOf("atlanta", "mentorship_elite")] } },
      { ask: "different question, we bought sherwood tickets but cant go now, can we get a refund?", expect: { includesAll: [NO, /final/i], excludes: [NOT_YES, priceOf("atlanta", "mentorship_elite")] } },
    ],
  },
];

export const heldoutUQuestionCount =
  heldoutUSingleQuestions.length + heldoutUOffTopicQuestions.length + heldoutUConversations.reduce((n, c) => n + c.turns.length, 0);
