/**
 * Tuning set 41 of the chat assistant (issue 40): a balanced cross-section of a week of real traffic
 * to the site, every topic in proportion to how often visitors would ask it, with many questions
 * about one specific detail (one class's time for one group, one ticket's feature, one policy case).
 * Written from the spec, the seed catalog, the city pages' own copy (seed/city-copy.ts), the tier
 * features, the FAQ, the online programs' and scholarship pages and the forms' own validation, by
 * someone who never read the answerer, its docs or other sets' questions. About half the yes/no
 * questions have the answer No.
 *
 * Every figure (price, total, upgrade, discount, date, weekday, venue, street, time, age limit, link
 * limit) is computed from the seed with the site's own functions; copy facts are short phrases with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { ADULT_AGE } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { applicationSchemas } from "~/features/applications/application-schemas";
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

export type Tuning41Topic =
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

interface Tuning41Question {
  kind: "single";
  topic: Tuning41Topic;
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

function weekdayName(slug: string): string {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const [y = 0, m = 0, d = 0] = iso.split("-").map(Number);
  const name = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  if (!name) throw new Error(`no weekday for ${iso}`);
  return name;
}

/** The weekday of a stop's first day. */
const weekdayOf = (slug: string): RegExp => new RegExp(`\\b${weekdayName(slug)}`, "i");

/** Every other weekday: a reply naming one of these for the stop is wrong. */
const otherWeekdays = (slug: string): RegExp[] =>
  WEEKDAYS.filter((w) => w !== weekdayName(slug)).map((w) => new RegExp(`\\b${w}\\b`, "i"));

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

interface SeedSlot {
  time: string;
  activity: string;
}
interface SeedTable {
  group?: string;
  title?: string;
  slots: readonly SeedSlot[];
}
interface SeedSchedule {
  days?: readonly { label?: string; tables: readonly SeedTable[] }[];
}

/** The time of one activity for one group on a stop's schedule (day index for weekend stops). */
function slotTime(slug: string, group: string, activity: string, dayIndex = 0): RegExp {
  const page = seedEvent(slug).page as { schedule?: SeedSchedule } | undefined;
  const table = page?.schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return timeRe(slot.time);
}

/** Whether a stop's schedule lists an activity for a group (to ask yes/no about it). */
function hasSlot(slug: string, group: string, activity: string, dayIndex = 0): boolean {
  const page = seedEvent(slug).page as { schedule?: SeedSchedule } | undefined;
  const table = page?.schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  if (!table) throw new Error(`${slug} has no ${group} table on day ${dayIndex}`);
  return table.slots.some((s) => s.activity.includes(activity));
}

const venueName = (slug: string): string => seedVenue(slug).name;

/** The youngest and oldest age the audition form accepts, found by asking the form's own schema. */
function auditionAges(): { min: number; max: number } {
  const ok = (age: number) =>
    auditionFormSchema.safeParse({ fullName: "A B", email: "a@example.com", phone: "555", age, parentName: "P Q", consent: true }).success;
  const accepted = Array.from({ length: 130 }, (_, i) => i).filter(ok);
  const min = accepted[0];
  const max = accepted[accepted.length - 1];
  if (min === undefined || max === undefined) throw new Error("the audition form accepts no age");
  return { min, max };
}
const AUDITION_AGES = auditionAges();

/** Whether the audition form accepts a dancer of this age without a parent or guardian's name. */
const acceptsWithoutParent = (age: number): boolean =>
  auditionFormSchema.safeParse({ fullName: "A B", email: "a@example.com", phone: "555", age, consent: true }).success;

/** How many links the talent form takes, found by asking its own schema. */
function talentMaxLinks(): number {
  const ok = (n: number) =>
    applicationSchemas.talent.safeParse({
      fullName: "A B",
      email: "a@example.com",
      age: 30,
      links: Array.from({ length: n }, (_, i) => `https://example.com/clip-${i}`),
    }).success;
  let n = 1;
  while (ok(n + 1) && n < 50) n += 1;
  if (!ok(n)) throw new Error("the talent form takes no links");
  return n;
}
const TALENT_MAX_LINKS = talentMaxLinks();

const startsYes: Fact = /^\W*(yes|yep|yeah|absolutely|of course)\b/i;
const startsNo: Fact = /^\W*(no|nope|unfortunately not|sorry, no)\b/i;
const cad: Fact[] = [/\bCAD\b/i, /canadian/i, /C\$/];

if (acceptsWithoutParent(ADULT_AGE - 1)) throw new Error("the audition form no longer asks a minor for a parent");
if (!acceptsWithoutParent(ADULT_AGE)) throw new Error("the audition form asks an adult for a parent");
if (hasSlot("savannah", "seniors", "Pro Track")) throw new Error("Savannah now lists a Pro Track session");
if (!hasSlot("boston", "seniors", "Pro Track")) throw new Error("Boston no longer lists a Pro Track session");

const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
const summer = seedDiscountCode("SUMMER2025");
const summerEnd = summer.endsAt;
if (!summerEnd || new Date(summerEnd) > new Date("2025-09-01T12:00:00Z")) throw new Error("SUMMER2025 is no longer expired at the eval clock");
const hartfordCode = seedDiscountCode("PROTRACK50");
if (hartfordCode.city !== "hartford") throw new Error("PROTRACK50 is no longer Hartford only");
const earlyEnd = victoriaEarly.endsAt;
if (!earlyEnd) throw new Error("VICTORIAEARLY20 has no end");
const earlyEndDay = isoDay(earlyEnd.slice(0, 10));

const c = mentorshipCohort;

/** "December 1, 2025" (as the cohort is worded) as an ISO date. */
function textToIso(text: string): string {
  const m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  const month = m ? MONTHS.indexOf(m[1] ?? "") + 1 : 0;
  if (!m || month < 1) throw new Error(`not a date: ${text}`);
  return `${m[3]}-${String(month).padStart(2, "0")}-${String(m[2]).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning41SingleQuestions: readonly Tuning41Question[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is core experience in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "pro track price for boston?", expect: { includesAll: [priceOf("boston", "boston_pro_track")] } },
  { kind: "single", topic: "prices and totals", ask: "whats the cost of the one class only ticket in victoria", expect: { includesAll: [priceOf("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices and totals", ask: "niagara falls core ticket price and is that in us dollars?", expect: { includesAll: [priceOf("niagara-falls", "core"), cad] } },
  { kind: "single", topic: "prices and totals", ask: "i own a studio, need 3 core tickets for seattle. total?", expect: { includesAll: [totalOf("seattle", "core", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "how much would 4 pro track tickets in cypress come to", expect: { includesAll: [totalOf("cypress", "pro", 4)] } },
  { kind: "single", topic: "prices and totals", ask: "sherwood full weekend pass how much", expect: { includesAll: [priceOf("sherwood", "weekend_pass")] } },
  { kind: "single", topic: "prices and totals", ask: "price of just the saturday in sherwood?", expect: { includesAll: [priceOf("sherwood", "core_day1")] } },
  { kind: "single", topic: "prices and totals", ask: "cypress has a 'just a class' option, how much is it", expect: { includesAll: [priceOf("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and totals", ask: "how much is core in orlando", expect: { includesAll: [priceOf("orlando", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "spokane pro track cost", expect: { includesAll: [priceOf("spokane", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "is the audition only option free or do i pay", expect: { includesAll: [/free/i] } },
  { kind: "single", topic: "prices and totals", ask: "what currency is london priced in", expect: { includesAll: [[/GBP/i, /pound/i, /£/]] } },
  { kind: "single", topic: "prices and totals", ask: "2 core tickets for my twins in sarasota, whats the total", expect: { includesAll: [totalOf("sarasota", "core", 2)] } },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "i bought core in orlando, what does it cost to move up to pro track", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "whats in pro track that core doesnt have", expect: { includesAny: [/filmed for your reel/i, /personal feedback/i, /priority consideration/i] } },
  { kind: "single", topic: "upgrades", ask: "hudson nh vip upgrade - can i buy it by itself without the weekend pass?", expect: { includesAll: [[/full weekend pass/i, /weekend (ticket|pass)/i, /balance payment/i]], excludes: [startsYes] } },
  { kind: "single", topic: "upgrades", ask: "how much is the pro track vip upgrade in new hampshire", expect: { includesAll: [priceOf("new-hampshire", "nh_protrack_vip")] } },

  // codes
  { kind: "single", topic: "codes", ask: "what does VICTORIAEARLY20 bring core down to", expect: { includesAll: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20")] } },
  { kind: "single", topic: "codes", ask: "until when does the victoria early bird code work", expect: { includesAll: [earlyEndDay] } },
  { kind: "single", topic: "codes", ask: "with BRINGAFRIEND25 how much is a seattle core ticket", expect: { includesAll: [afterAmount("seattle", "core", "BRINGAFRIEND25")] } },
  { kind: "single", topic: "codes", ask: "can i use PROTRACK50 on pro track in seattle?", expect: { includesAll: [/hartford/i], excludes: [startsYes] } },
  { kind: "single", topic: "codes", ask: "is SUMMER2025 still good", expect: { includesAny: [/expired/i, /ended/i, /no longer/i, /august 31/i, /aug\.? 31/i], excludes: [startsYes] } },
  { kind: "single", topic: "codes", ask: "can i put 2 discount codes on one order", expect: { includesAny: [/once per order/i, /one code/i, /only one/i], excludes: [startsYes] } },
  { kind: "single", topic: "codes", ask: "where do i type a promo code", expect: { includesAll: [/cart/i] } },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is hartford", expect: { includesAll: [dayOf("hartford")] } },
  { kind: "single", topic: "dates and venues", ask: "what day of the week is the sarasota one", expect: { includesAll: [weekdayOf("sarasota")], excludes: otherWeekdays("sarasota") } },
  { kind: "single", topic: "dates and venues", ask: "which studio is boise at", expect: { includesAll: [[venueName("boise"), street("boise")]] } },
  { kind: "single", topic: "dates and venues", ask: "address for the boston intensive?", expect: { includesAll: [street("boston")] } },
  { kind: "single", topic: "dates and venues", ask: "when's the london date", expect: { includesAny: [/to be determined/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed)/i, /no date yet/i] } },
  { kind: "single", topic: "dates and venues", ask: "is atlanta still on? sept 28", expect: { includesAll: [/cancel/i], excludes: [startsYes] } },
  { kind: "single", topic: "dates and venues", ask: "charleston wv date pls", expect: { includesAll: [dayOf("charleston-wv")] } },
  { kind: "single", topic: "dates and venues", ask: "where in niagara falls is it held", expect: { includesAll: [[venueName("niagara-falls"), street("niagara-falls")]] } },
  { kind: "single", topic: "dates and venues", ask: "is the boston one on a saturday?", expect: { includesAll: [weekdayOf("boston")], excludes: [startsYes] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "what time does my 10 year old check in for hartford", expect: { includesAll: [slotTime("hartford", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "seniors theater class in seattle what time", expect: { includesAll: [slotTime("seattle", "seniors", "Theater")] } },
  { kind: "single", topic: "schedule", ask: "boston juniors - when does contemporary start", expect: { includesAll: [slotTime("boston", "juniors", "Contemporary")] } },
  { kind: "single", topic: "schedule", ask: "my 15yo is doing sarasota, what time is the audition for her group", expect: { includesAll: [slotTime("sarasota", "seniors", "Audition")] } },
  { kind: "single", topic: "schedule", ask: "spokane seniors stunts for dancers time?", expect: { includesAll: [slotTime("spokane", "seniors", "Stunts for Dancers")] } },
  { kind: "single", topic: "schedule", ask: "in the boise masterclass evening when is the juniors class", expect: { includesAll: [slotTime("boise-nov-7", "juniors", "Masterclass: On-Camera Jazz")] } },
  { kind: "single", topic: "schedule", ask: "sherwood saturday - what time is check in", expect: { includesAll: [slotTime("sherwood", "all", "Check-in", 0)] } },
  { kind: "single", topic: "schedule", ask: "savannah seniors is there a pro track session on the schedule?", expect: { includesAny: [/\bno\b/i, /\bnot\b/i, /doesn'?t/i, /isn'?t/i], excludes: [startsYes] } },
  { kind: "single", topic: "schedule", ask: "victoria juniors lunch break when", expect: { includesAll: [slotTime("victoria-bc", "juniors", "Lunch break")] } },
  { kind: "single", topic: "schedule", ask: "how early should we get there", expect: { includesAll: [/15 minutes/i] } },

  // ages
  { kind: "single", topic: "ages", ask: "my son is 12, is he a junior or senior", expect: { includesAll: [/junior/i], excludes: [/\bhe(?:'s| is| would be) (a )?senior/i] } },
  { kind: "single", topic: "ages", ask: "does a 13 year old dance with the juniors?", expect: { includesAll: [/senior/i], excludes: [startsYes] } },
  { kind: "single", topic: "ages", ask: "sherwood sunday, are the age groups split?", expect: { includesAll: [/junior/i, /senior/i] } },
  { kind: "single", topic: "ages", ask: "is there an age minimum for the audition form", expect: { includesAll: [fig(String(AUDITION_AGES.min))] } },
  { kind: "single", topic: "ages", ask: "im 17 can i register for the audition on my own without my mom", expect: { includesAll: [/parent|guardian/i], excludes: [startsYes] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "do we have to audition or is it optional", expect: { includesAll: [/optional/i] } },
  { kind: "single", topic: "auditions", ask: "if she auditions is she guaranteed a part", expect: { includesAny: [/not guarantee/i, /no guarantee/i, /doesn'?t guarantee/i, /does not guarantee/i], excludes: [startsYes] } },
  { kind: "single", topic: "auditions", ask: "does my daughter need a headshot to audition", expect: { includesAny: [/not required/i, /neither is required/i, /don'?t need/i, /no need/i], excludes: [startsYes] } },
  { kind: "single", topic: "auditions", ask: "we cant make any tour date, can he still be seen", expect: { includesAll: [/submit talent/i] } },

  // policies and credits
  { kind: "single", topic: "policies and credits", ask: "my daughter got sick can i get a refund for seattle", expect: { includesAll: [/final/i], excludes: [startsYes] } },
  { kind: "single", topic: "policies and credits", ask: "what happens if you cancel the event", expect: { includesAll: [/full refund/i] } },
  { kind: "single", topic: "policies and credits", ask: "if the date changes how long do i have to decide", expect: { includesAll: [/48 hours/i] } },
  { kind: "single", topic: "policies and credits", ask: "does the credit expire", expect: { includesAny: [/never expires/i, /doesn'?t expire/i, /does not expire/i, /no expir/i], excludes: [startsYes] } },
  { kind: "single", topic: "policies and credits", ask: "i have a credit from a us city, can i use it for victoria which is in canadian dollars", expect: { includesAll: [/currency/i], excludes: [startsYes] } },

  // what to bring
  { kind: "single", topic: "what to bring", ask: "what shoes should she bring", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "what to bring", ask: "is there a water fountain or should we bring water", expect: { includesAll: [/water bottle|bring water|bring a (large )?water/i] } },
  { kind: "single", topic: "what to bring", ask: "can she wear a big logo hoodie on camera", expect: { includesAny: [/avoid big logos/i, /avoid (big |large )?logos/i, /solid colou?rs/i], excludes: [startsYes] } },

  // footage
  { kind: "single", topic: "footage", ask: "when do we get the videos from class", expect: { includesAll: [/four weeks|4 weeks/i] } },
  { kind: "single", topic: "footage", ask: "is the class filmed?", expect: { includesAll: [/yes|filmed/i], excludes: [startsNo] } },

  // city pages
  { kind: "single", topic: "city pages", ask: "my kid dances at a different studio, can she do the hudson nh weekend", expect: { includesAll: [/granite stage/i], excludes: [startsYes] } },
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/liora vantassel/i] } },
  { kind: "single", topic: "city pages", ask: "niagara studio, which door do we use", expect: { includesAll: [/back/i] } },
  { kind: "single", topic: "city pages", ask: "in seattle do they show us playback of ourselves", expect: { includesAll: [/playback/i], excludes: [startsNo] } },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "how much is an acting for dancers private session", expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers in person in orlando?", expect: { includesAll: [/online|virtual|video/i], excludes: [startsYes] } },
  { kind: "single", topic: "acting for dancers", ask: "how long do i have to use the 3 pack sessions", expect: { includesAll: [/90 days/i] } },
  { kind: "single", topic: "acting for dancers", ask: "steady growth path how many weeks", expect: { includesAll: [/eight|8/i] } },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "what does the building mentorship cost a month on the seattle page", expect: { includesAll: [priceOf("seattle", "mentorship_building")] } },
  { kind: "single", topic: "mentorship", ask: "mentorship minimum commitment?", expect: { includesAll: [new RegExp(`${c.minimumTermMonths}[- ]month|${["zero", "one", "two", "three", "four", "five", "six"][c.minimumTermMonths] ?? "x"} month`, "i")] } },
  { kind: "single", topic: "mentorship", ask: "when does mentorship start if i sign up today", expect: { includesAll: [isoDay(textToIso(c.start))] } },
  { kind: "single", topic: "mentorship", ask: "does elite circle renew by itself", expect: { includesAll: [/automatic|auto-?renew|renews/i], excludes: [startsNo] } },

  // scholarships and talent
  { kind: "single", topic: "scholarships and talent", ask: "does the scholarship pay for our hotel", expect: { includesAny: [/don'?t cover/i, /does not cover/i, /doesn'?t cover/i, /not cover/i], excludes: [startsYes] } },
  { kind: "single", topic: "scholarships and talent", ask: "when do scholarship applications close for a city", expect: { includesAll: [/three weeks|3 weeks/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "how many links can i add on submit talent", expect: { includesAll: [fig(String(TALENT_MAX_LINKS))] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: things the site does not know or sell

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const tuning41OffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("whats the weather usually like in seattle in november"),
  offTopic("any hotel near the boston studio you recommend?"),
  offTopic("can you recommend a good ballet school in orlando for my 8 year old"),
  offTopic("my daughter rolled her ankle last week, should she dance on it at spokane"),
  offTopic("do you sell costumes for competitions"),
  offTopic("cheapest flights to victoria bc from calgary?"),
  offTopic("do you do private lessons at our house"),
  offTopic("what's the best restaurant near the sarasota studio for lunch"),
  offTopic("can you help with my kid's math homework"),
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on or switch away from the earlier turn

export const tuning41Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent plans Hartford for a junior",
    turns: [
      { ask: "when is the hartford intensive", expect: { includesAll: [dayOf("hartford")] } },
      { ask: "my daughter is 9, what time does her funk class start", expect: { includesAll: [slotTime("hartford", "juniors", "Funk")] } },
      { ask: "and the studio address?", expect: { includesAll: [street("hartford")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria prices, then a switch to Niagara",
    turns: [
      { ask: "core experience in victoria how much", expect: { includesAll: [priceOf("victoria-bc", "core")] } },
      { ask: "and with the early bird code?", expect: { includesAll: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20")] } },
      { ask: "does that code work in niagara falls too", expect: { includesAll: [/victoria/i], excludes: [startsYes] } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner books Cypress",
    turns: [
      { ask: "bringing 5 dancers to cypress, all core. total?", expect: { includesAll: [totalOf("cypress", "core", 5)] } },
      { ask: "what date is that", expect: { includesAll: [dayOf("cypress")] } },
      { ask: "where's the studio", expect: { includesAll: [[venueName("cypress"), street("cypress")]] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend, then mentorship",
    turns: [
      { ask: "sherwood is 2 days right? which dates", expect: { includesAll: [dayOf("sherwood"), dayOf("sherwood", "endsOn")] } },
      { ask: "sunday seniors, when is the pro track session", expect: { includesAll: [slotTime("sherwood", "seniors", "Pro Track session", 1)] } },
      { ask: "different question, how much is elite circle mentorship a month", expect: { includesAll: [priceOf("sherwood", "mentorship_elite")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston day, then a refund question",
    turns: [
      { ask: "what time do seniors check in for boston", expect: { includesAll: [slotTime("boston", "seniors", "Check-in")] } },
      { ask: "and their on-camera jazz class?", expect: { includesAll: [slotTime("boston", "seniors", "On-Camera Jazz")] } },
      { ask: "ok if we cant go after buying can i get my money back", expect: { includesAll: [/final/i], excludes: [startsYes] } },
    ],
  },
];

export const tuning41QuestionCount =
  tuning41SingleQuestions.length +
  tuning41OffTopicQuestions.length +
  tuning41Conversations.reduce((n, conv) => n + conv.turns.length, 0);
