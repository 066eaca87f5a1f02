/**
 * Tuning set 43 of the chat assistant (issue 40): precision, questions near the edge of what the
 * site states. Written from the spec, the seed catalog, the city pages' own copy, the FAQ, the
 * program, scholarship and talent pages and the forms' validation, by someone who never read the
 * answerer, its docs or other sets' questions. About a third of the single questions ask something
 * the site does NOT state (a detail of a city no page gives, a product with a similar name the site
 * doesn't sell, a policy case the Terms don't cover, advice) and expect "not sure"; the rest are close
 * look-alikes the site does answer (Pro Track vs the Pro / Growth mentorship level, the VIP upgrade vs
 * the weekend pass, audition vs intensive, two stops in the same city or month).
 *
 * Every figure (price, total, upgrade, discount, date, weekday, venue, street, time, age limit) is
 * computed from the seed with the site's own functions; copy facts are short phrases with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { applicationSchemas } from "~/features/applications/application-schemas";
import type { Conversation, Expectation, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
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

export type Tuning43Topic =
  | "prices and totals"
  | "upgrades"
  | "codes"
  | "dates and venues"
  | "schedule"
  | "ages"
  | "auditions"
  | "policies"
  | "what to bring"
  | "footage"
  | "city pages"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and talent";

interface Tuning43Question {
  kind: "single";
  topic: Tuning43Topic;
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

const sumOf = (slug: string, ...tiers: string[]): RegExp => {
  const ps = tiers.map((t) => seedPrice(slug, t));
  const currency = ps[0]?.currency;
  if (!currency) throw new Error("no tiers");
  return money({ amountMinor: ps.reduce((s, p) => s + p.amountMinor, 0), currency });
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

/** The time of a schedule row of a stop, by group and activity (first match), from the seeded page. */
function slotTime(slug: string, group: string, activity: string, dayIndex = 0): RegExp {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity}`);
  return timeRe(slot.time);
}

/** A venue's name as a pattern. */
const venueName = (slug: string): RegExp => new RegExp(escapeRegExp(seedVenue(slug).name), "i");
const streetOf = (slug: string): RegExp => new RegExp(escapeRegExp(street(slug)).replace(/St$/, "St(reet)?"), "i");

/** The youngest and oldest age a form accepts, found by asking its schema. */
function ageBounds(check: (age: number) => boolean): { min: number; max: number } {
  const ok = Array.from({ length: 130 }, (_, i) => i).filter(check);
  const min = ok[0];
  const max = ok[ok.length - 1];
  if (min === undefined || max === undefined) throw new Error("no accepted age");
  return { min, max };
}
const auditionAges = ageBounds(
  (age) =>
    auditionFormSchema.safeParse({ fullName: "A B", email: "a@example.com", phone: "555", age, parentName: "P Q", consent: true }).success,
);
const talentAges = ageBounds(
  (age) =>
    applicationSchemas.talent.safeParse({ fullName: "A B", email: "a@example.com", age, parentName: "P Q", links: ["https://example.com/reel"] })
      .success,
);
const talentMaxLinks = (() => {
  let n = 0;
  while (n < 50 && applicationSchemas.talent.safeParse({ fullName: "A B", email: "a@example.com", age: 20, links: Array.from({ length: n + 1 }, (_, i) => `https://example.com/${i}`) }).success) n += 1;
  return n;
})();

/** A whole number as a pattern that is not part of a larger one. */
const num = (n: number): RegExp => new RegExp(`(?<![\\d.,])${n}(?!\\d)`);

/** The youngest age in the Skeleton Crew opportunity's own details. */
const skeletonCrewAge = (() => {
  const opp = seed.opportunities.find((o) => o.slug === "skeleton-crew-audition-registration");
  const m = opp?.details.map((d) => /Ages (\d+) and up/.exec(d)).find(Boolean);
  if (!m?.[1]) throw new Error("no skeleton crew age");
  return Number(m[1]);
})();

const YES = /^\W*(yes|yep|yeah|absolutely|of course)\b/i;
const NO = /^\W*(no|nope|unfortunately not|not)\b/i;
const NOT_SURE: Expectation = { notSure: true };

const cohort = mentorshipCohort;
const minTerm = new RegExp(`${cohort.minimumTermMonths}[- ]month|${["zero", "one", "two", "three", "four", "five", "six"][cohort.minimumTermMonths] ?? "x"}[- ]month`, "i");

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning43SingleQuestions: readonly Tuning43Question[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is pro track in spokane", expect: { includesAll: [priceOf("spokane", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "on the seattle page whats the price of the pro / growth mentorship, not pro track", expect: { includesAll: [priceOf("seattle", "mentorship_growth")] } },
  { kind: "single", topic: "prices and totals", ask: "my twins both want core in seattle, total?", expect: { includesAll: [totalOf("seattle", "core", 2)] } },
  { kind: "single", topic: "prices and totals", ask: "victoria core experience price? is that in canadian dollars", expect: { includesAll: [priceOf("victoria-bc", "core"), ["CAD", /canadian/i, "C$", "CA$"]] } },
  { kind: "single", topic: "prices and totals", ask: "niagara falls pro track cost", expect: { includesAll: [priceOf("niagara-falls", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "is orlando core cheaper than seattle core? how much each", expect: { includesAll: [priceOf("orlando", "core"), priceOf("seattle", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "cypress 'just a class' ticket how much", expect: { includesAll: [priceOf("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and totals", ask: "sherwood full weekend pass price vs buying saturday and sunday separately", expect: { includesAll: [priceOf("sherwood", "weekend_pass"), sumOf("sherwood", "core_day1", "core_day2")] } },
  { kind: "single", topic: "prices and totals", ask: "whats the price of the london intensive in pounds", expect: { includesAll: [priceOf("london", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "is there a platinum pass for orlando that includes everything? price?", expect: NOT_SURE },
  { kind: "single", topic: "prices and totals", ask: "do you do a payment plan / installments for pro track in cypress", expect: NOT_SURE },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "already bought core in orlando, how much to move up to pro track", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "new hampshire pro track vip upgrade how much", expect: { includesAll: [priceOf("new-hampshire", "nh_protrack_vip")] } },
  { kind: "single", topic: "upgrades", ask: "can i buy just the VIP upgrade in hudson nh without the weekend pass?", expect: { includesAll: [[/full weekend pass/i, /balance payment/i, /weekend (pass|ticket)/i]], excludes: [YES] } },
  { kind: "single", topic: "upgrades", ask: "is the nh vip upgrade the same thing as the full weekend pass", expect: { includesAll: [[/add-?on/i, /upgrade/i, /on top of/i, /in addition/i]], excludes: [YES] } },
  { kind: "single", topic: "upgrades", ask: "can i upgrade from pro track to elite circle for free after the intensive", expect: NOT_SURE },

  // codes
  { kind: "single", topic: "codes", ask: "victoria early bird code, what does core come to with it", expect: { includesAll: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20")] } },
  { kind: "single", topic: "codes", ask: "does PROTRACK50 work for pro track in boston?", expect: { includesAll: [/hartford/i], excludes: [YES] } },
  { kind: "single", topic: "codes", ask: "with BRINGAFRIEND25 how much is seattle core", expect: { includesAll: [afterAmount("seattle", "core", "BRINGAFRIEND25")] } },
  { kind: "single", topic: "codes", ask: "can i still use SUMMER2025", expect: { includesAll: [[/expired/i, /ended/i, /no longer/i, /August 31/i, /Aug\.? 31/i]], excludes: [YES] } },
  { kind: "single", topic: "codes", ask: "hartford pro track with PROTRACK50, final price?", expect: { includesAll: [afterAmount("hartford", "pro", "PROTRACK50")] } },
  { kind: "single", topic: "codes", ask: "is there a sibling discount if i register 3 kids", expect: NOT_SURE },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "boise has two dates?? which one is the masterclass", expect: { includesAll: [dayOf("boise-nov-7")] } },
  { kind: "single", topic: "dates and venues", ask: "what day of the week is the boston one", expect: { includesAll: [weekdayOf("boston")] } },
  { kind: "single", topic: "dates and venues", ask: "where is the niagara falls studio", expect: { includesAll: [[venueName("niagara-falls"), streetOf("niagara-falls")]] } },
  { kind: "single", topic: "dates and venues", ask: "is atlanta still on", expect: { includesAll: [[/cancel/i]], excludes: [YES] } },
  { kind: "single", topic: "dates and venues", ask: "boone or nashville, which is first in november", expect: { includesAll: [/boone/i, dayOf("boone")] } },
  { kind: "single", topic: "dates and venues", ask: "when is london", expect: { includesAll: [[/to be determined/i, /\bTBD\b/, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no date/i]] } },
  { kind: "single", topic: "dates and venues", ask: "sherwood studio address?", expect: { includesAll: [[venueName("sherwood"), /21300 SW Langer Farms/i]] } },
  { kind: "single", topic: "dates and venues", ask: "is there parking at the seattle studio", expect: NOT_SURE },
  { kind: "single", topic: "dates and venues", ask: "is the victoria studio wheelchair accessible", expect: NOT_SURE },
  { kind: "single", topic: "dates and venues", ask: "will there be a seattle stop again in 2026", expect: NOT_SURE },

  // schedule
  { kind: "single", topic: "schedule", ask: "seattle juniors check in time", expect: { includesAll: [slotTime("seattle", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "spokane seniors pro track session what time", expect: { includesAll: [slotTime("spokane", "seniors", "Pro Track session")] } },
  { kind: "single", topic: "schedule", ask: "boise masterclass evening, when does the senior class start", expect: { includesAll: [slotTime("boise-nov-7", "seniors", "Masterclass: On-Camera Jazz")] } },
  { kind: "single", topic: "schedule", ask: "what time is stunts for dancers for juniors in spokane", expect: { includesAll: [slotTime("spokane", "juniors", "Stunts for Dancers")] } },
  { kind: "single", topic: "schedule", ask: "in new hampshire when is the pro track vip session on sunday", expect: { includesAll: [slotTime("new-hampshire", "seniors", "Pro Track VIP session", 1)] } },

  // ages
  { kind: "single", topic: "ages", ask: "my daughter is 12, is she junior or senior in orlando", expect: { includesAll: [[/senior/i, /12 to adult/i]] } },
  { kind: "single", topic: "ages", ask: "my son is 12, which group in seattle", expect: { includesAll: [[/junior/i, /12 and under/i]] } },
  { kind: "single", topic: "ages", ask: "can my 8 yr old and 15 yr old dance together on saturday in sherwood", expect: { includesAll: [[/all ages/i, /every age/i, /together/i]], excludes: [NO] } },
  { kind: "single", topic: "ages", ask: "whats the minimum age for the free audition", expect: { includesAll: [num(auditionAges.min)] } },
  { kind: "single", topic: "ages", ask: "my 4 yr old wants to bring her own dance partner doll, allowed?", expect: NOT_SURE },

  // auditions
  { kind: "single", topic: "auditions", ask: "is the audition extra money on top of core", expect: { includesAll: [[/free/i, /no (extra )?cost/i, /included/i]], excludes: [YES] } },
  { kind: "single", topic: "auditions", ask: "can i do only the audition in seattle without classes", expect: { includesAll: [[/audition only/i, /free audition/i]], excludes: [NO] } },
  { kind: "single", topic: "auditions", ask: "does auditioning guarantee my kid a role", expect: { includesAll: [[/not guarantee/i, /doesn't guarantee/i, /does not guarantee/i, /no guarantee/i, /isn't guaranteed/i, /not guaranteed/i]], excludes: [YES] } },
  { kind: "single", topic: "auditions", ask: "is the skeleton crew audition the same as the regular audition? ages?", expect: { includesAll: [num(skeletonCrewAge)] } },
  { kind: "single", topic: "auditions", ask: "what projects is the choreographer casting in seattle this year specifically", expect: NOT_SURE },
  { kind: "single", topic: "auditions", ask: "how many dancers usually get a callback from an audition", expect: NOT_SURE },

  // policies
  { kind: "single", topic: "policies", ask: "can i get a refund if my daughter gets sick", expect: { includesAll: [[/all sales are final/i, /final/i]], excludes: [YES] } },
  { kind: "single", topic: "policies", ask: "if you move the date how long do i have to answer", expect: { includesAll: [/48/] } },
  { kind: "single", topic: "policies", ask: "does the credit expire", expect: { includesAll: [[/never expire/i, /doesn't expire/i, /does not expire/i, /no expiration/i]], excludes: [YES] } },
  { kind: "single", topic: "policies", ask: "can i give my boston ticket to another dancer from my studio", expect: NOT_SURE },
  { kind: "single", topic: "policies", ask: "can i pay with paypal or venmo", expect: NOT_SURE },

  // what to bring
  { kind: "single", topic: "what to bring", ask: "do we need a headshot to audition", expect: { includesAll: [[/not required/i, /no\b/i, /don't need/i, /optional/i]], excludes: [YES] } },
  { kind: "single", topic: "what to bring", ask: "is lunch provided or do we bring it", expect: { includesAll: [[/bring/i, /pack/i]] } },
  { kind: "single", topic: "what to bring", ask: "sneakers or jazz shoes", expect: { includesAll: [/sneaker/i, /jazz shoe/i] } },
  { kind: "single", topic: "what to bring", ask: "what brand of jazz shoes do you recommend", expect: NOT_SURE },

  // footage
  { kind: "single", topic: "footage", ask: "how long till we get the video clips", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },
  { kind: "single", topic: "footage", ask: "is the demo reel add-on something i can just buy in the cart", expect: { includesAll: [[/application/i, /apply/i, /email/i]], excludes: [YES] } },
  { kind: "single", topic: "footage", ask: "can i get the raw footage of my whole day", expect: NOT_SURE },

  // city pages
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/Liora Vantassel/i] } },
  { kind: "single", topic: "city pages", ask: "can anyone sign up for the new hampshire weekend", expect: { includesAll: [/Granite Stage/i], excludes: [YES] } },
  { kind: "single", topic: "city pages", ask: "does spokane include free month of acting for dancers", expect: { includesAll: [[/free month/i, /yes/i]], excludes: [NO] } },
  { kind: "single", topic: "city pages", ask: "whats the name of the stuntwoman in spokane", expect: NOT_SURE },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers private session price", expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers a monthly subscription", expect: { includesAll: [[/one-time/i, /one time/i, /not a subscription/i, /never a subscription/i]], excludes: [YES] } },
  { kind: "single", topic: "acting for dancers", ask: "steady growth path vs starter path, how many weeks each", expect: { includesAll: [[/four/i, /\b4\b/], [/eight/i, /\b8\b/]] } },
  { kind: "single", topic: "acting for dancers", ask: "is there an in-person acting for dancers class in boston", expect: { includesAll: [[/online/i, /virtual/i]], excludes: [YES] } },
  { kind: "single", topic: "acting for dancers", ask: "what's the acting coach's rate for a 2 hour session", expect: NOT_SURE },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "building mentorship monthly price on the seattle page", expect: { includesAll: [priceOf("seattle", "mentorship_building")] } },
  { kind: "single", topic: "mentorship", ask: "is there a minimum commitment for mentorship", expect: { includesAll: [minTerm] } },
  { kind: "single", topic: "mentorship", ask: "does elite circle renew automatically", expect: { includesAll: [[/renews automatically/i, /auto-?renew/i, /automatically renew/i]], excludes: [NO] } },
  { kind: "single", topic: "mentorship", ask: "whats the diamond mentorship level cost", expect: NOT_SURE },

  // scholarships and talent
  { kind: "single", topic: "scholarships and talent", ask: "does the scholarship pay for travel and hotel", expect: { includesAll: [[/don't cover/i, /does not cover/i, /doesn't cover/i, /not cover/i, /not included/i]], excludes: [YES] } },
  { kind: "single", topic: "scholarships and talent", ask: "when do scholarship applications close", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
  { kind: "single", topic: "scholarships and talent", ask: "how many links can i put on the submit talent form", expect: { includesAll: [num(talentMaxLinks)] } },
  { kind: "single", topic: "scholarships and talent", ask: "oldest age for submit talent?", expect: { includesAll: [num(talentAges.max)] } },
  { kind: "single", topic: "scholarships and talent", ask: "how many scholarships does sherwood give out", expect: NOT_SURE },
  { kind: "single", topic: "dates and venues", ask: "does the hartford studio have a parents viewing room", expect: NOT_SURE },
  { kind: "single", topic: "dates and venues", ask: "is there wifi at the cypress studio", expect: NOT_SURE },
  { kind: "single", topic: "city pages", ask: "whats the instagram of the boston contemporary teacher", expect: NOT_SURE },
  { kind: "single", topic: "prices and totals", ask: "do you run a week long summer intensive in july? price?", expect: NOT_SURE },
  { kind: "single", topic: "acting for dancers", ask: "is there an acting for dancers pro track plus package", expect: NOT_SURE },
  { kind: "single", topic: "mentorship", ask: "if i switch from building to elite circle mid month is it prorated", expect: NOT_SURE },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const tuning43OffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("whats the weather in savannah late october"),
  offTopic("any hotels walking distance from the boston studio?"),
  offTopic("can you recommend a good ballet school in orlando"),
  offTopic("my ankle is swollen after dance, ice or heat?"),
  offTopic("where can i buy jazz shoes near spokane"),
  offTopic("how much are broadway tickets for hamilton"),
  offTopic("whats the exchange rate cad to usd today"),
  offTopic("cheapest flights to victoria bc from seattle"),
  offTopic("do you know a headshot photographer in sherwood oregon"),
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const tuning43Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Boise: the masterclass evening, then the full day",
    turns: [
      { ask: "boise masterclass on the 7th, how much is just the class", expect: { includesAll: [priceOf("boise-nov-7", "masterclass_only")] } },
      { ask: "and the full day core on the next day?", expect: { includesAll: [priceOf("boise", "core"), dayOf("boise")] } },
      { ask: "same studio both days?", expect: { includesAll: [venueName("boise")], excludes: [NO] } },
    ],
  },
  {
    kind: "conversation",
    title: "Pro Track vs the Pro / Growth mentorship",
    turns: [
      { ask: "whats pro track in sherwood", expect: { includesAll: [priceOf("sherwood", "pro")] } },
      { ask: "is that the same as pro / growth mentorship?", expect: { includesAll: [[/monthly/i, /mentorship/i, /online/i]], excludes: [YES] } },
      { ask: "how much is pro / growth a month then", expect: { includesAll: [priceOf("sherwood", "mentorship_growth")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Studio owner: Victoria, then Niagara",
    turns: [
      { ask: "i run a studio, 4 dancers for core in victoria, total?", expect: { includesAll: [totalOf("victoria-bc", "core", 4)] } },
      { ask: "what about niagara falls for the same 4", expect: { includesAll: [totalOf("niagara-falls", "core", 4)], excludes: [/victoria/i] } },
      { ask: "whats the best bus company to get them there", expect: NOT_SURE },
    ],
  },
  {
    kind: "conversation",
    title: "Seattle: audition, schedule, then what to wear",
    turns: [
      { ask: "my son (14) only wants the audition in seattle, is it free", expect: { includesAll: [[/free/i]], excludes: [NO] } },
      { ask: "what time is it for his group", expect: { includesAll: [slotTime("seattle", "seniors", "Audition")] } },
      { ask: "does he need a parent there to register", expect: { includesAll: [[/parent/i, /guardian/i]], excludes: [NO] } },
    ],
  },
  {
    kind: "conversation",
    title: "New Hampshire deposit, then the VIP, then refunds",
    turns: [
      { ask: "we paid the deposit for hudson nh, whats the balance", expect: { includesAll: [priceOf("new-hampshire", "nh_balance_payment")] } },
      { ask: "and if we add the vip on top?", expect: { includesAll: [sumOf("new-hampshire", "nh_balance_payment", "nh_protrack_vip")] } },
      { ask: "can we get the deposit back if she decides not to go", expect: { includesAll: [[/all sales are final/i, /final/i]], excludes: [YES] } },
    ],
  },
];

export const tuning43QuestionCount =
  tuning43SingleQuestions.length +
  tuning43OffTopicQuestions.length +
  tuning43Conversations.reduce((n, c) => n + c.turns.length, 0);
