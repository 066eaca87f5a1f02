/**
 * Held-out set V of the chat assistant (issue 40): written after the code freeze at 2db28fd, from the
 * spec, the seed catalog, the site's content files and the forms' own validation, by someone who never
 * read the answerer, its docs or other sets' questions. It is scored once; its questions are never read
 * while the answerer is changed.
 *
 * Emphasis: a balanced cross-section of what real visitors ask (teen and adult dancers, parents, studio
 * owners; before and after buying) across every topic of the site: each city page's own facts, prices
 * and totals, upgrades, codes, dates, venues, schedules, ages, auditions, policies, credits, what to
 * bring, footage, the online programs, scholarships and talent submissions. Yes/no questions (about
 * half with the answer No), either/or, comparisons between stops or tickets, totals, and follow-ups.
 *
 * Every figure (price, total, upgrade difference, discount, date, weekday, venue, street, time, minimum
 * audition age, cohort date) is computed from the seed with the site's own functions; copy facts are
 * short phrases with alternatives. The clock is 2025-09-01 (EVAL_CLOCK in seed-facts.ts).
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

export type HeldoutVTopic =
  | "prices and totals"
  | "upgrades"
  | "codes"
  | "dates"
  | "venues"
  | "schedule"
  | "ages"
  | "auditions"
  | "policies and credits"
  | "what to bring"
  | "footage"
  | "online programs"
  | "scholarships and talent"
  | "city pages";

interface HeldoutVQuestion {
  kind: "single";
  topic: HeldoutVTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed

/** A printed figure as a pattern that does not match inside a larger one. */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" (the "$227" part). */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

const totalOf = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
};

/** An amount in a stop's currency, as a pattern. */
const amountAt = (slug: string, tier: string, amountMinor: number): RegExp =>
  money({ amountMinor, currency: seedPrice(slug, tier).currency });

const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A seeded ISO date as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
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
  const name = WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()];
  if (!name) throw new Error(`no weekday for ${iso}`);
  return new RegExp(`\\b${name}\\b`, "i");
}

/** The year of a stop's first day. */
function yearOf(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return new RegExp(`\\b${iso.slice(0, 4)}\\b`);
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

/** A slot's time in a stop's schedule, by group, activity and day (first day unless told). */
function slotAt(slug: string, group: Group, activity: string, dayIndex = 0): RegExp {
  const table = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return timeRe(slot.time);
}

const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set|finali[sz]ed)/i, /(being|still|yet to be) (confirmed|finali[sz]ed|announced)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** A code's end date (ISO, local to the code). */
function codeEnds(code: string): RegExp {
  const ends = seedDiscountCode(code).endsAt;
  if (!ends) throw new Error(`${code} has no end`);
  return isoDay(ends.slice(0, 10));
}

/** The youngest age the audition form accepts, found with the form's own schema. */
function youngestAuditionAge(): number {
  for (let age = 1; age <= 30; age++) {
    const r = auditionFormSchema.safeParse({ fullName: "A B", email: "a@example.com", phone: "555 0100", age, parentName: "P Q", consent: true });
    if (r.success) return age;
  }
  throw new Error("no age accepted");
}
const MIN_AGE = youngestAuditionAge();

/** A "No" answer, worded in any usual way. */
const NO: readonly Fact[] = [/^\W*no\b/i, /\b(isn'?t|is not|aren'?t|are not|doesn'?t|does not|don'?t|do not|can'?t|cannot|can not|won'?t|will not|not (valid|possible|available|eligible|included|guaranteed|the same|required|needed|refundable|in person))\b/i];
/** A "Yes" answer. */
const YES: readonly Fact[] = [/^\W*(yes|yep|yeah|absolutely|definitely|of course|sure)\b/i, /\b(is|are|does|do|can|will) (be )?(included|available|free|welcome|open|allowed)\b/i];

// Figures derived once.
const sherwoodSaving = seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor - seedPrice("sherwood", "weekend_pass").amountMinor;
const afdPathDiff = seedPrice("acting-for-dancers", "afd_steady_growth").amountMinor - seedPrice("acting-for-dancers", "afd_starter").amountMinor;
const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
const victoriaCoreEarly = percentOff(seedPrice("victoria-bc", "core").amountMinor, victoriaEarly.percentOff ?? 0);
const hartfordCode = seedDiscountCode("PROTRACK50");
const hartfordProAfterCode = seedPrice("hartford", "pro").amountMinor - (hartfordCode.amount ?? 0) * 100;
const friendCode = seedDiscountCode("BRINGAFRIEND25");
const partnerCode = seedDiscountCode("STUDIOFRIEND10");
const cohortStart = mentorshipCohort.start;
const cohortStartMonthDay = cohortStart.replace(/,\s*\d{4}$/, "");

if (!seedEvent("atlanta").isCancelled) throw new Error("atlanta is expected to be cancelled");
if (seedEvent("nashville").startsOn !== null && (seedEvent("boone").startsOn ?? "") >= (seedEvent("nashville").startsOn ?? "")) throw new Error("boone is expected before nashville");
if (seedVenue("boise").key !== seedVenue("boise-nov-7").key) throw new Error("the two Boise stops are expected at one studio");
if (hartfordCode.amount === undefined || friendCode.amount === undefined) throw new Error("fixed-amount codes expected");

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutVSingleQuestions: readonly HeldoutVQuestion[] = [
  // Prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in nashville", expect: { includesAll: [priceOf("nashville", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "pro track price for victoria bc?", expect: { includesAll: [priceOf("victoria-bc", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "my 2 girls both want core in seattle, whats the total", expect: { includesAll: [totalOf("seattle", "core", 2)] } },
  { kind: "single", topic: "prices and totals", ask: "3 core tickets for boone (twins plus a friend) how much altogether?", expect: { includesAll: [totalOf("boone", "core", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "sherwood: how much do i save with the weekend pass vs buying saturday and sunday separately", expect: { includesAll: [amountAt("sherwood", "weekend_pass", sherwoodSaving)], includesAny: [priceOf("sherwood", "weekend_pass")] } },
  { kind: "single", topic: "prices and totals", ask: "is core in spokane the same price as core in seattle?", expect: { includesAll: [NO, priceOf("spokane", "core_day1")], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "prices and totals", ask: "cheapest way to just take a class at cypress?", expect: { includesAll: [priceOf("cypress", "masterclass_only"), [/masterclass only/i, /just a class/i, /masterclass/i]] } },
  { kind: "single", topic: "prices and totals", ask: "orlando core ticket cost?", expect: { includesAll: [priceOf("orlando", "core")], excludes: [priceOf("seattle", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "whats the london core price", expect: { includesAll: [priceOf("london", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "how much is the full weekend pass for new hampshire", expect: { includesAll: [priceOf("new-hampshire", "nh_full_weekend")] } },
  { kind: "single", topic: "prices and totals", ask: "I paid a deposit for the NH weekend, how much is the balance payment?", expect: { includesAll: [priceOf("new-hampshire", "nh_balance_payment")] } },
  { kind: "single", topic: "prices and totals", ask: "elite circle mentorship, how much a month?", expect: { includesAll: [priceOf("seattle", "mentorship_elite"), /month/i] } },
  { kind: "single", topic: "prices and totals", ask: "is the audition only option free in boston?", expect: { includesAll: [YES, [/free/i, /\$0(?!\d)/]] } },
  { kind: "single", topic: "prices and totals", ask: "is core in minneapolis more expensive than pro track?", expect: { includesAll: [NO, priceOf("minneapolis", "core"), priceOf("minneapolis", "pro")] } },

  // Upgrades
  { kind: "single", topic: "upgrades", ask: "already bought core for orlando, how much to upgrade to pro track now?", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "i have seattle core in my cart, what's the difference if i switch it to pro track", expect: { includesAll: [printed(cartUpgrade("seattle", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "new hampshire: can i add the pro track vip upgrade by itself without the weekend pass or balance payment?", expect: { includesAll: [NO, [/full weekend/i, /balance/i]], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "upgrades", ask: "how much is the pro track vip upgrade at the nh weekend", expect: { includesAll: [priceOf("new-hampshire", "nh_protrack_vip")] } },

  // Codes
  { kind: "single", topic: "codes", ask: "does VICTORIAEARLY20 work for the seattle event?", expect: { includesAll: [NO, /victoria/i], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "codes", ask: "victoria core with the early bird code, what do i pay", expect: { includesAll: [amountAt("victoria-bc", "core", victoriaCoreEarly)] } },
  { kind: "single", topic: "codes", ask: "is the SUMMER2025 code still good?", expect: { includesAll: [NO, [/expired/i, /ended/i, /no longer/i, /August 31|Aug\.? 31/i]], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "codes", ask: "can i use BRINGAFRIEND25 on a pro track ticket", expect: { includesAll: [NO, /core/i], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "codes", ask: "hartford pro track with PROTRACK50, whats the price after the code", expect: { includesAll: [amountAt("hartford", "pro", hartfordProAfterCode)] } },
  { kind: "single", topic: "codes", ask: "can i apply the same promo code twice in one order", expect: { includesAll: [NO, /once/i], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "codes", ask: "I own a dance studio, is there a discount for partner studios?", expect: { includesAll: [`${partnerCode.percentOff ?? 0}%`], includesAny: [partnerCode.code, /partner/i] } },

  // Dates
  { kind: "single", topic: "dates", ask: "when is the boston one and what day of the week", expect: { includesAll: [dayOf("boston"), weekdayOf("boston")] } },
  { kind: "single", topic: "dates", ask: "is minneapolis in december?", expect: { includesAll: [YES, dayOf("minneapolis")] } },
  { kind: "single", topic: "dates", ask: "is the hartford intensive this year?", expect: { includesAll: [NO, dayOf("hartford"), yearOf("hartford")], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "dates", ask: "when is london happening", expect: { includesAny: [/to be determined/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed)/i, /hasn'?t been (set|announced|confirmed)/i] } },
  { kind: "single", topic: "dates", ask: "which is first, boone or nashville?", expect: { includesAll: [/boone/i, dayOf("boone"), dayOf("nashville")] } },
  { kind: "single", topic: "dates", ask: "is atlanta still happening?", expect: { includesAll: [/cancel+ed/i], excludes: [/^\W*yes\b/i] } },

  // Venues
  { kind: "single", topic: "venues", ask: "where is the seattle one held", expect: { includesAny: [venueName("seattle"), streetOf("seattle")] } },
  { kind: "single", topic: "venues", ask: "address for charleston wv?", expect: { includesAll: [streetOf("charleston-wv")] } },
  { kind: "single", topic: "venues", ask: "what studio is the hoschton event at", expect: { includesAll: [venueName("hoschton")] } },
  { kind: "single", topic: "venues", ask: "dallas venue?", expect: { includesAny: noVenue("dallas") } },
  { kind: "single", topic: "venues", ask: "niagara falls, where do we go in? the building looked confusing", expect: { includesAll: [[/back of the building/i, /\bback\b/i, /\brear\b/i]] } },
  { kind: "single", topic: "venues", ask: "has the madison studio been confirmed yet?", expect: { includesAny: noVenue("madison-wi"), excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "venues", ask: "is saratoga springs at a studio on broadway?", expect: { includesAll: [YES, streetOf("saratoga-springs")] } },

  // Schedule
  { kind: "single", topic: "schedule", ask: "seattle seniors check in time?", expect: { includesAll: [slotAt("seattle", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "what time is the juniors audition at orlando", expect: { includesAll: [slotAt("orlando", "juniors", "Audition")] } },
  { kind: "single", topic: "schedule", ask: "boston pro track session what time", expect: { includesAll: [slotAt("boston", "seniors", "Pro Track session")] } },
  { kind: "single", topic: "schedule", ask: "sherwood saturday is everyone together or split by age", expect: { includesAll: [[/all ages/i, /together/i, /every age/i]] } },

  // Ages
  { kind: "single", topic: "ages", ask: "my daughter is 12, is she a junior or senior", expect: { includesAll: [/junior/i], excludes: [/she('?s| is| would be) (a )?senior/i] } },
  { kind: "single", topic: "ages", ask: `can my ${MIN_AGE - 1} year old register for the audition?`, expect: { includesAll: [NO, new RegExp(`\\b${MIN_AGE}\\b`)], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "ages", ask: "orlando age groups?", expect: { includesAll: [/11 and under/i, /12[- ]?(to|-|–)[- ]?adult/i] } },
  { kind: "single", topic: "ages", ask: "im 17, do i need a parent to sign me up for the audition", expect: { includesAll: [YES, /parent|guardian/i] } },
  { kind: "single", topic: "ages", ask: "I'm 42 and dance recreationally, am I too old for this?", expect: { includesAll: [NO, [/all ages/i, /every age/i, /everyone belongs/i, /adults?/i]], excludes: [/^\W*yes\b/i] } },

  // Auditions
  { kind: "single", topic: "auditions", ask: "does the audition cost extra on top of the core ticket?", expect: { includesAll: [NO, /free/i], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "auditions", ask: "if my son auditions is he guaranteed a part in something", expect: { includesAll: [NO, [/not guarantee/i, /doesn'?t guarantee/i, /no guarantee/i, /isn'?t guaranteed/i, /not guaranteed/i]], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "auditions", ask: "we cant make any of the cities, can she still be considered?", expect: { includesAll: [YES, [/submit talent/i, /submit-talent/i, /submit your talent/i]] } },
  { kind: "single", topic: "auditions", ask: "do i need a headshot to audition", expect: { includesAll: [NO, [/not required/i, /neither is required/i, /don'?t need/i, /no\b/i]], excludes: [/^\W*yes\b/i] } },

  // Policies and credits
  { kind: "single", topic: "policies and credits", ask: "my kid got sick and can't go, can i get a refund?", expect: { includesAll: [[/all sales are final/i, /sales are final/i, /final/i]], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "policies and credits", ask: "what happens to my ticket if you cancel the event", expect: { includesAll: [/full refund/i] } },
  { kind: "single", topic: "policies and credits", ask: "the date changed and i didnt answer the email within 48 hrs, what happens to my money", expect: { includesAll: [/credit/i, [/never expires?/i, /doesn'?t expire/i, /does not expire/i, /no expir/i]] } },
  { kind: "single", topic: "policies and credits", ask: "i have a credit from victoria paid in canadian dollars, can i use it for seattle?", expect: { includesAll: [NO, [/currency/i, /canadian/i, /\bCAD\b/i, /C\$/]], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "policies and credits", ask: "do you guys keep my card number on file", expect: { includesAll: [NO, [/never see or store/i, /don'?t (see or )?store/i, /do not (see or )?store/i, /payment provider/i]], excludes: [/^\W*yes\b/i] } },

  // What to bring
  { kind: "single", topic: "what to bring", ask: "what shoes should she bring", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "what to bring", ask: "should we pack lunch or is food provided", expect: { includesAll: [[/lunch/i, /snacks/i]] } },
  { kind: "single", topic: "what to bring", ask: "how early should we get there?", expect: { includesAll: [/15 minutes/i] } },

  // Footage
  { kind: "single", topic: "footage", ask: "when do we get the videos from the day", expect: { includesAll: [[/four weeks/i, /4 weeks/i]], includesAny: [/email/i, /clips/i] } },
  { kind: "single", topic: "footage", ask: "can i keep my daughter out of the social media clips", expect: { includesAll: [YES, /email/i] } },
  { kind: "single", topic: "footage", ask: "can i buy the cinematic demo reel add on in the cart?", expect: { includesAll: [NO, /application/i], excludes: [/^\W*yes\b/i] } },

  // Online programs
  { kind: "single", topic: "online programs", ask: "when does the mentorship start", expect: { includesAll: [[cohortStart, cohortStartMonthDay, /Dec\.? 1(?!\d)/i]] } },
  { kind: "single", topic: "online programs", ask: "can i cancel mentorship after the first month?", expect: { includesAll: [NO, new RegExp(`${mentorshipCohort.minimumTermMonths}[- ]month|${["zero", "one", "two", "three", "four", "five", "six"][mentorshipCohort.minimumTermMonths] ?? "-"}[- ]month`, "i")], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "online programs", ask: "is acting for dancers in person?", expect: { includesAll: [NO, [/virtual/i, /online/i, /over video/i]], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "online programs", ask: "how long is one acting for dancers private session", expect: { includesAll: [/50[- ]minute/i] } },
  { kind: "single", topic: "online programs", ask: "acting for dancers steady growth vs starter, whats the price difference", expect: { includesAll: [amountAt("acting-for-dancers", "afd_starter", afdPathDiff)] } },
  { kind: "single", topic: "online programs", ask: "does the boston ticket come with a free month of acting for dancers?", expect: { includesAll: [YES, /month/i] } },

  // Scholarships and talent
  { kind: "single", topic: "scholarships and talent", ask: "does a scholarship cover our flights and hotel?", expect: { includesAll: [NO, [/travel/i, /accommodation/i]], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "when do scholarship applications close for a city", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
  { kind: "single", topic: "scholarships and talent", ask: "is submitting talent online free?", expect: { includesAll: [YES, /free/i] } },

  // City pages
  { kind: "single", topic: "city pages", ask: "im a studio owner in NH, can my students who aren't at granite stage come to the hudson weekend?", expect: { includesAll: [NO, /Granite Stage/i], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/Liora Vantassel/i] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site does not know these

export const heldoutVOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much does parking cost near the boston studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good restaurants near the savannah studio for after?", expect: { notSure: true } },
  { kind: "off-topic", ask: "which hotel near spokane has the best rates", expect: { notSure: true } },
  { kind: "off-topic", ask: "my knee hurts when i jump, should i still dance on the day?", expect: { notSure: true } },
  { kind: "off-topic", ask: "is the juilliard summer intensive better than yours", expect: { notSure: true } },
  { kind: "off-topic", ask: "where can i buy jazz shoes in nashville", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much are flights from dallas to orlando in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "is hamilton touring in boston in december", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const heldoutVConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Prices in one city, then another",
    turns: [
      { ask: "how much is core in minneapolis", expect: { includesAll: [priceOf("minneapolis", "core")] } },
      { ask: "and pro track?", expect: { includesAll: [priceOf("minneapolis", "pro")] } },
      { ask: "what about core in victoria", expect: { includesAll: [priceOf("victoria-bc", "core")], excludes: [fig("$168")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent plans the Savannah day",
    turns: [
      { ask: "when is the savannah one", expect: { includesAll: [dayOf("savannah")] } },
      { ask: "what time do juniors check in", expect: { includesAll: [slotAt("savannah", "juniors", "Check-in")] } },
      { ask: "and the seniors?", expect: { includesAll: [slotAt("savannah", "seniors", "Check-in")] } },
    ],
  },
  {
    kind: "conversation",
    title: "The Victoria early-bird code",
    turns: [
      { ask: "is there a discount code for victoria", expect: { includesAll: [victoriaEarly.code] } },
      { ask: "when does it end", expect: { includesAll: [codeEnds("VICTORIAEARLY20")] } },
      { ask: "does it work on mentorship too?", expect: { includesAll: [NO, [/core/i, /pro track/i]], excludes: [/^\W*yes\b/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "The two Boise stops",
    turns: [
      { ask: "where's the boise intensive", expect: { includesAny: [venueName("boise"), streetOf("boise")] } },
      { ask: "and the nov 7 masterclass, same studio?", expect: { includesAll: [YES], includesAny: [venueName("boise-nov-7"), streetOf("boise-nov-7"), /same/i] } },
      { ask: "how much is masterclass only there", expect: { includesAll: [priceOf("boise-nov-7", "masterclass_only")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood, then a switch to footage",
    turns: [
      { ask: "how much is the sherwood full weekend pass", expect: { includesAll: [priceOf("sherwood", "weekend_pass")] } },
      { ask: "are there scholarships for it", expect: { includesAll: [YES, /scholarship/i] } },
      { ask: "different question, do we get the footage after?", expect: { includesAll: [/email/i, [/four weeks/i, /4 weeks/i]], excludes: [priceOf("sherwood", "weekend_pass")] } },
    ],
  },
];

export const heldoutVQuestionCount =
  heldoutVSingleQuestions.length + heldoutVOffTopicQuestions.length + heldoutVConversations.reduce((n, c) => n + c.turns.length, 0);
