/**
 * Tuning set 40 of the chat assistant (issue 40): written from the spec, the seed catalog, the city
 * pages' own copy (seed/city-copy.ts), the online programs' pages (app/content/programs.ts), the FAQ,
 * the scholarship and talent pages and the forms' own validation, by someone who never read the
 * answerer, its docs or other sets' questions. A balanced cross-section of visitors (teen and adult
 * dancers, parents, studio owners, before and after buying) across every topic of the site: each
 * city page's own sentences, prices and totals, upgrades, codes, dates, venues, schedules, ages,
 * auditions, policies, credits, what to bring, footage, Acting for Dancers, mentorship, scholarships
 * and talent submissions. About half the yes/no questions have the answer No.
 *
 * Every figure (price, total, upgrade, discount, date, weekday, venue, street, time, age limit) is
 * computed from the seed with the site's own functions; copy facts are short phrases with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
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

export type Tuning40Topic =
  | "prices and totals"
  | "upgrades"
  | "codes"
  | "dates and venues"
  | "schedule"
  | "ages"
  | "auditions"
  | "policies and credits"
  | "what to bring"
  | "footage"
  | "city pages"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and talent";

interface Tuning40Question {
  kind: "single";
  topic: Tuning40Topic;
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

/** A printed money string (from seed-facts) as a pattern. */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A price after a percentage code, rounded as the site does. */
function afterPercent(slug: string, tier: string, code: string): RegExp {
  const p = seedPrice(slug, tier);
  const d = seedDiscountCode(code);
  if (!d.percentOff) throw new Error(`${code} is not a percentage code`);
  return money({ amountMinor: percentOff(p.amountMinor, d.percentOff), currency: p.currency });
}

/** A price after a fixed-amount code. */
function afterAmount(slug: string, tier: string, code: string): RegExp {
  const p = seedPrice(slug, tier);
  const d = seedDiscountCode(code);
  if (!d.amount) throw new Error(`${code} is not an amount code`);
  return money({ amountMinor: p.amountMinor - Math.round(d.amount * 100), currency: p.currency });
}

/** An ISO date as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function isoDay(iso: string): RegExp {
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return isoDay(iso);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The weekday of a stop's first day. */
function weekdayOf(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const [y = 0, m = 0, d = 0] = iso.split("-").map(Number);
  const name = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  if (!name) throw new Error(`no weekday for ${iso}`);
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
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const table = tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return timeRe(slot.time);
}

/** Whether a group's table at a stop has an activity (to check a "No" question against the seed). */
function hasActivity(slug: string, group: Group, activity: string, dayIndex = 0): boolean {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  return tables.some((t) => t.group === group && t.slots.some((s) => s.activity === activity));
}

/** The title of the table a group dances in (New Hampshire's "Studio 1" / "Studio 2"). */
function tableTitle(slug: string, group: Group, dayIndex = 0): string {
  const t = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables.find((x) => x.group === group);
  if (!t?.title) throw new Error(`${slug} has no titled ${group} table`);
  return t.title;
}

const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The stop has no confirmed venue yet. */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set|listed)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i, /no venue/i];
}

/** The youngest age the audition form accepts, found by asking the form's own schema. */
function youngestAuditionAge(): number {
  for (let age = 0; age <= 30; age++) {
    const r = auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age, parentName: "A Parent", consent: true });
    if (r.success) return age;
  }
  throw new Error("no age accepted");
}

/** An answer that says no (at its start, or in plain words). */
const NO: readonly Fact[] = [
  /^\W*(no|nope|nah)\b/i,
  /\b(isn'?t|aren'?t|doesn'?t|don'?t|can'?t|cannot|won'?t|not|never)\b/i,
];
/** An answer that opens with yes (a wrong answer to a No question). */
const YES_START = /^\W*(yes|yep|yeah|yup)\b/i;
/** An answer that opens with no (a wrong answer to a Yes question). */
const NO_START = /^\W*(no|nope)\b/i;

// Seed checks behind the "No" questions, so the set fails at once if the seed changes under it.
if (hasActivity("seattle", "juniors", "Funk")) throw new Error("Seattle juniors now have Funk");
if (!hasActivity("seattle", "seniors", "Funk")) throw new Error("Seattle seniors have no Funk");
if (!hasActivity("boise-nov-7", "seniors", "Pro Track session")) throw new Error("Boise masterclass seniors have no Pro Track session");
if (hasActivity("boise-nov-7", "juniors", "Pro Track session")) throw new Error("Boise masterclass juniors now have a Pro Track session");
const summerEnds = seedDiscountCode("SUMMER2025").endsAt;
if (!summerEnds || new Date(summerEnds) >= new Date("2025-09-01T12:00:00Z")) throw new Error("SUMMER2025 still runs at the eval clock");
if (seedDiscountCode("PROTRACK50").city !== "hartford") throw new Error("PROTRACK50 is not Hartford's");
if ((seedDiscountCode("VICTORIAEARLY20").eligibleTiers ?? []).includes("victoria_one_class_only")) throw new Error("the early bird now covers One Class Only");
if (!seedEvent("atlanta").isCancelled) throw new Error("Atlanta is not cancelled");
if (seedEvent("london").startsOn) throw new Error("London has a date");

const sherwoodTwoDays = seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor;
const sherwoodSaving: Money = { amountMinor: sherwoodTwoDays - seedPrice("sherwood", "weekend_pass").amountMinor, currency: "USD" };
const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
const victoriaEarlyEnds = victoriaEarly.endsAt?.slice(0, 10);
if (!victoriaEarlyEnds) throw new Error("the Victoria early bird has no end");
const youngest = youngestAuditionAge();
const cohort = mentorshipCohort;
if (cohort.startsOnPurchase) throw new Error("the mentorship cohort now starts on purchase");

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning40SingleQuestions: readonly Tuning40Question[] = [
  // Prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is pro track in seattle", expect: { includesAll: [priceOf("seattle", "pro")], excludes: [priceOf("spokane", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "total for 2 core experience tickets in seattle pls", expect: { includesAll: [totalOf("seattle", "core", 2)] } },
  { kind: "single", topic: "prices and totals", ask: "my 2 girls both want the full weekend pass at sherwood, whats the total", expect: { includesAll: [totalOf("sherwood", "weekend_pass", 2)] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "sherwood: is the weekend pass actually cheaper than buying saturday and sunday seperately? by how much",
    expect: { includesAll: [priceOf("sherwood", "weekend_pass"), [money({ amountMinor: sherwoodTwoDays, currency: "USD" }), money(sherwoodSaving)]], excludes: [NO_START] },
  },
  { kind: "single", topic: "prices and totals", ask: "victoria core experience, how much in canadian dollars", expect: { includesAll: [priceOf("victoria-bc", "core")], excludes: [priceOf("niagara-falls", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "niagara falls core ticket cost?", expect: { includesAll: [priceOf("niagara-falls", "core")], excludes: [priceOf("victoria-bc", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "is boston core the same price as seattle core", expect: { includesAll: [priceOf("boston", "boston_core")], excludes: [NO_START] } },
  { kind: "single", topic: "prices and totals", ask: "is pro track in spokane the same price as seattle?", expect: { includesAll: [priceOf("spokane", "pro"), priceOf("seattle", "pro")], excludes: [YES_START] } },
  { kind: "single", topic: "prices and totals", ask: "cypress 'just a class' option how much", expect: { includesAll: [priceOf("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and totals", ask: "cheapest ticket at victoria if she only wants one class?", expect: { includesAll: [/one class only/i, priceOf("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices and totals", ask: "3 pro track tickets for orlando, total?", expect: { includesAll: [totalOf("orlando", "pro", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "is orlando core more than $150?", expect: { includesAll: [NO, priceOf("orlando", "core")], excludes: [YES_START] } },

  // Upgrades
  { kind: "single", topic: "upgrades", ask: "I already bought a Core ticket for Orlando. How much to move up to Pro Track?", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i buy just the nh vip upgrade on its own, no weekend pass?",
    expect: { includesAll: [NO, [/full weekend pass/i, /balance/i, /weekend ticket/i]], excludes: [YES_START] },
  },
  { kind: "single", topic: "upgrades", ask: "we paid the deposit for the granite stage weekend. how much is the balance", expect: { includesAll: [priceOf("new-hampshire", "nh_balance_payment")] } },

  // Codes
  { kind: "single", topic: "codes", ask: "does SUMMER2025 still work", expect: { includesAll: [[/^\W*no\b/i, /expired/i, /ended/i, /no longer/i, /not (valid|active|available)/i, /isn'?t (valid|active|available)/i]], excludes: [YES_START] } },
  { kind: "single", topic: "codes", ask: "is there an early bird code for victoria", expect: { includesAll: ["VICTORIAEARLY20", /20\s?%|20 percent/i], excludes: [NO_START] } },
  { kind: "single", topic: "codes", ask: "with the victoria early bird code what does core come to", expect: { includesAll: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20")] } },
  { kind: "single", topic: "codes", ask: "does the victoria early bird work on the one class only ticket", expect: { includesAll: [NO, [/core/i, /pro track/i]], excludes: [YES_START] } },
  { kind: "single", topic: "codes", ask: "can I use PROTRACK50 on pro track in seattle?", expect: { includesAll: [NO, /hartford/i], excludes: [YES_START] } },
  { kind: "single", topic: "codes", ask: "hartford pro track with the PROTRACK50 code, what do i pay", expect: { includesAll: [afterAmount("hartford", "pro", "PROTRACK50")] } },

  // Dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the boston one", expect: { includesAll: [dayOf("boston")] } },
  { kind: "single", topic: "dates and venues", ask: "what day of the week is spokane", expect: { includesAll: [weekdayOf("spokane")] } },
  { kind: "single", topic: "dates and venues", ask: "where is the seattle intensive held", expect: { includesAll: [[venueName("seattle"), streetOf("seattle")]] } },
  { kind: "single", topic: "dates and venues", ask: "address for the niagara falls studio?", expect: { includesAll: [[venueName("niagara-falls"), streetOf("niagara-falls")]] } },
  { kind: "single", topic: "dates and venues", ask: "is there a venue for madison yet", expect: { includesAny: noVenue("madison-wi") } },
  { kind: "single", topic: "dates and venues", ask: "is atlanta still on for september 28?", expect: { includesAll: [/cancel/i], excludes: [YES_START] } },
  { kind: "single", topic: "dates and venues", ask: "does london have a date yet", expect: { includesAll: [[/to be determined/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no date/i, /hasn'?t been (set|announced|confirmed)/i]], excludes: [YES_START] } },
  { kind: "single", topic: "dates and venues", ask: "which comes first, savannah or sarasota", expect: { includesAll: [/sarasota/i, dayOf("sarasota")] } },
  { kind: "single", topic: "dates and venues", ask: "is the hudson nh weekend open to anyone?", expect: { includesAll: [NO, /granite stage/i], excludes: [YES_START] } },
  { kind: "single", topic: "dates and venues", ask: "is sherwood one day or two", expect: { includesAll: [/two|2|both|weekend/i, dayOf("sherwood"), [dayOf("sherwood", "endsOn"), /\b25\b/]] } },

  // Schedule
  { kind: "single", topic: "schedule", ask: "seattle seniors check in time", expect: { includesAll: [slotAt("seattle", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "what time is the junior audition in hartford", expect: { includesAll: [slotAt("hartford", "juniors", "Audition")] } },
  { kind: "single", topic: "schedule", ask: "boston juniors, what time do they need to be there", expect: { includesAll: [slotAt("boston", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "do the seattle juniors get a funk class?", expect: { includesAll: [NO], excludes: [YES_START] } },
  { kind: "single", topic: "schedule", ask: "sherwood sunday, when is the pro track session for seniors", expect: { includesAll: [slotAt("sherwood", "seniors", "Pro Track session", 1)] } },
  { kind: "single", topic: "schedule", ask: "new hampshire weekend, which studio are the seniors in", expect: { includesAll: [tableTitle("new-hampshire", "seniors")] } },
  { kind: "single", topic: "schedule", ask: "niagara falls, which door do we use", expect: { includesAll: [/back/i] } },
  { kind: "single", topic: "schedule", ask: "does the boise masterclass on nov 7 have a pro track session? what time", expect: { includesAll: [slotAt("boise-nov-7", "seniors", "Pro Track session")], excludes: [NO_START] } },

  // Ages
  { kind: "single", topic: "ages", ask: "my son is 12, is he a junior or senior in seattle?", expect: { includesAll: [/junior/i, /12 and under/i] } },
  { kind: "single", topic: "ages", ask: "my daughter is 12, which group is she in for orlando", expect: { includesAll: [/senior/i, /12 to adult|12\+|12 and (up|over|older)/i] } },
  { kind: "single", topic: "ages", ask: "youngest age that can register for the audition?", expect: { includesAll: [new RegExp(`\\b${youngest}\\b`)] } },
  { kind: "single", topic: "ages", ask: "does a 17 year old need a parent to sign up?", expect: { includesAll: [/parent|guardian/i], excludes: [NO_START] } },
  { kind: "single", topic: "ages", ask: "can my 15 yr old audition for the skeleton crew", expect: { includesAll: [NO, /16/], excludes: [YES_START] } },
  { kind: "single", topic: "ages", ask: "can adults come to the sherwood saturday with their kids", expect: { includesAll: [/all ages|every age/i], excludes: [NO_START] } },

  // Auditions
  { kind: "single", topic: "auditions", ask: "can i just do the audition and skip the classes", expect: { includesAll: [/audition only/i], excludes: [NO_START] } },
  { kind: "single", topic: "auditions", ask: "if my kid auditions is she guaranteed a job?", expect: { includesAll: [NO, [/guarantee/i]], excludes: [YES_START] } },
  { kind: "single", topic: "auditions", ask: "do I need a headshot to audition", expect: { includesAll: [NO], excludes: [YES_START] } },

  // Policies and credits
  { kind: "single", topic: "policies and credits", ask: "can i get a refund if my daughter gets sick and cant come", expect: { includesAll: [/final/i], excludes: [YES_START] } },
  { kind: "single", topic: "policies and credits", ask: "if you cancel the event do i get my money back", expect: { includesAll: [/full refund/i], excludes: [NO_START] } },
  { kind: "single", topic: "policies and credits", ask: "the date got moved, how long do i have to answer?", expect: { includesAll: [/48 hours/i] } },
  { kind: "single", topic: "policies and credits", ask: "does the credit expire", expect: { includesAll: [[/never expires?/i, /does(n'?t| not) expire/i, /no expir/i]], excludes: [YES_START] } },

  // Footage
  { kind: "single", topic: "footage", ask: "when do we get the video clips after the event", expect: { includesAll: [/four weeks|4 weeks/i, /email/i] } },
  { kind: "single", topic: "footage", ask: "i dont want my daughter on your social media, is that possible", expect: { includesAll: [/email/i, /before the event/i], excludes: [NO_START] } },
  { kind: "single", topic: "footage", ask: "can i just buy the cinematic demo reel", expect: { includesAll: [/appl(y|ication)/i], excludes: [YES_START] } },

  // What to bring
  { kind: "single", topic: "what to bring", ask: "what shoes should she bring", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "what to bring", ask: "is a shirt with a big logo ok for filming?", expect: { includesAll: [NO, /solid|logo/i], excludes: [YES_START] } },

  // City pages' own copy
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: ["Liora Vantassel"] } },
  { kind: "single", topic: "city pages", ask: "is the boston contemporary class an extra charge?", expect: { includesAll: [/included|same ticket|no extra|no additional|part of/i], excludes: [YES_START] } },
  { kind: "single", topic: "city pages", ask: "does a spokane ticket come with a free month of acting for dancers", expect: { includesAll: [/free month|month of acting/i], excludes: [NO_START] } },
  { kind: "single", topic: "city pages", ask: "in seattle do the dancers get to watch themselves back on camera?", expect: { includesAll: [/playback/i], excludes: [NO_START] } },

  // Acting for Dancers
  { kind: "single", topic: "acting for dancers", ask: "how long is an acting for dancers private session", expect: { includesAll: [/50[- ]minute|50 min/i] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers a monthly subscription?", expect: { includesAll: [/one-time|one time|single payment/i], excludes: [YES_START] } },
  { kind: "single", topic: "acting for dancers", ask: "starter path: how many weeks and how much", expect: { includesAll: [/four|4/i, priceOf("acting-for-dancers", "afd_starter")] } },
  { kind: "single", topic: "acting for dancers", ask: "how many private sessions come with the steady growth path", expect: { includesAll: [/two|2/i] } },
  { kind: "single", topic: "acting for dancers", ask: "i got a free month code with my ticket, where do i use it", expect: { includesAll: [/starter path/i, /promo/i] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers in person", expect: { includesAll: [/online|virtual|video/i], excludes: [YES_START] } },

  // Mentorship
  { kind: "single", topic: "mentorship", ask: "when does the mentorship start", expect: { includesAll: [new RegExp(escapeRegExp(cohort.start.replace(/, \d{4}$/, "")), "i")] } },
  { kind: "single", topic: "mentorship", ask: "minimum commitment for mentorship?", expect: { includesAll: [new RegExp(`\\b(${cohort.minimumTermMonths}|three)[- ]month`, "i")] } },
  { kind: "single", topic: "mentorship", ask: "does the building level include a self tape review?", expect: { includesAll: [NO, /pro \/ growth|pro\/growth|growth/i], excludes: [YES_START] } },

  // Scholarships and talent
  { kind: "single", topic: "scholarships and talent", ask: "when do scholarship applications close", expect: { includesAll: [/three weeks|3 weeks/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "does the scholarship cover our travel and hotel", expect: { includesAll: [NO], excludes: [YES_START] } },
  { kind: "single", topic: "scholarships and talent", ask: "we cant get to any city. can my son still be considered?", expect: { includesAll: [/submit talent|submit your talent|\/submit-talent/i], excludes: [NO_START] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: things the site does not know or sell

const notSure = { notSure: true } as const;

export const tuning40OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: notSure },
  { kind: "off-topic", ask: "how much is parking near the boston studio", expect: notSure },
  { kind: "off-topic", ask: "any good restaurants near the orlando studio for after?", expect: notSure },
  { kind: "off-topic", ask: "which hotel in spokane should we book", expect: notSure },
  { kind: "off-topic", ask: "my daughter sprained her ankle last week, is it safe for her to dance?", expect: notSure },
  { kind: "off-topic", ask: "what time does the niagara falls boat tour open", expect: notSure },
  { kind: "off-topic", ask: "which brand of jazz shoes is best on amazon", expect: notSure },
  { kind: "off-topic", ask: "does granite stage dance academy have weekly ballet classes for 8 yr olds", expect: notSure },
  { kind: "off-topic", ask: "how much are flights from LA to boston in december", expect: notSure },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on earlier ones or switch subject

export const tuning40Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Victoria prices, then the early bird on Pro Track",
    turns: [
      { ask: "how much is core in victoria", expect: { includesAll: [priceOf("victoria-bc", "core")] } },
      { ask: "and pro track?", expect: { includesAll: [priceOf("victoria-bc", "pro")], excludes: [priceOf("seattle", "pro")] } },
      { ask: "with the early bird code what is pro then", expect: { includesAll: [afterPercent("victoria-bc", "pro", "VICTORIAEARLY20")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood dates and Sunday seniors, then switch to Spokane",
    turns: [
      { ask: "when is sherwood", expect: { includesAll: [dayOf("sherwood")] } },
      { ask: "what time do seniors check in on the sunday", expect: { includesAll: [slotAt("sherwood", "seniors", "Check-in", 1)] } },
      { ask: "ok and what's the date for spokane?", expect: { includesAll: [dayOf("spokane")], excludes: [/january/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner's Boston group",
    turns: [
      { ask: "i'm a studio owner bringing 4 dancers to boston, core tickets. total?", expect: { includesAll: [totalOf("boston", "boston_core", 4)] } },
      { ask: "does the bring a friend code work on those?", expect: { includesAll: ["BRINGAFRIEND25", [afterAmount("boston", "boston_core", "BRINGAFRIEND25"), /\$25(?!\d)/]], excludes: [NO_START] } },
      { ask: "where exactly is the studio", expect: { includesAll: [[venueName("boston"), streetOf("boston")]] } },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers: what, price, refund",
    turns: [
      { ask: "what is acting for dancers", expect: { includesAll: [/online|virtual/i, /act/i] } },
      { ask: "how much is the 3 pack", expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack")] } },
      { ask: "and if i change my mind can i get a refund", expect: { includesAll: [/final/i], excludes: [YES_START] } },
    ],
  },
  {
    kind: "conversation",
    title: "Orlando audition, seniors' time, then a younger sibling's group",
    turns: [
      { ask: "is the orlando audition free", expect: { includesAll: [/free/i], excludes: [NO_START] } },
      { ask: "what time is it for the seniors", expect: { includesAll: [slotAt("orlando", "seniors", "Audition")] } },
      { ask: "and my 11 yr old, which group would she be in?", expect: { includesAll: [/junior/i, /11 and under/i], excludes: [/12 and under/i] } },
    ],
  },
];

export const tuning40QuestionCount =
  tuning40SingleQuestions.length + tuning40OffTopicQuestions.length + tuning40Conversations.reduce((n, c) => n + c.turns.length, 0);
