/**
 * Held-out set AA of the chat assistant (issue 40): written after the code freeze at f1a9438, scored once.
 *
 * HELD-OUT: this set is scored exactly once against the assistant as frozen at f1a9438; its score is the
 * measure of whether the assistant generalises. It was written from the spec, the seed catalog, the city
 * pages' own copy, the FAQ, the terms, the program, scholarship and talent pages and the forms' own
 * validation, by someone who never read the answerer, its docs or other sets' questions. A balanced
 * cross-section of a week of real traffic: every topic in proportion to how often visitors ask it, from
 * first-time visitors to buyers after checkout (teen and adult dancers, parents, studio owners). About
 * half the yes/no questions have the answer No.
 *
 * Every figure (price, total, upgrade, discount, date, weekday, venue, street, time, age limit, count
 * limit) is computed from the seed with the site's own functions; copy facts are short phrases with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
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
  seed,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type HeldoutAATopic =
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

interface HeldoutAAQuestion {
  kind: "single";
  topic: HeldoutAATopic;
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

const sumOf = (slug: string, tiers: readonly string[]): RegExp => {
  const ps = tiers.map((t) => seedPrice(slug, t));
  const currency = ps[0]?.currency;
  if (!currency) throw new Error("no tiers");
  return money({ amountMinor: ps.reduce((a, p) => a + p.amountMinor, 0), currency });
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

/** The weekday of a stop's first (or last) day. */
function weekdayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
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

/** The seeded time of an activity in one group's table of a stop's schedule (day index 0 unless given). */
function slotTime(slug: string, group: string, activity: string, dayIndex = 0): RegExp {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return timeRe(slot.time);
}

/** The venue's name as a pattern. */
const venueName = (slug: string): RegExp => new RegExp(escapeRegExp(seedVenue(slug).name), "i");

/** The street part of the venue's address as a pattern. */
const streetOf = (slug: string): RegExp => new RegExp(escapeRegExp(street(slug)), "i");

/** The youngest and oldest age a form's schema accepts, found by asking the schema itself. */
function ageBounds(accepts: (age: number) => boolean): { min: number; max: number } {
  const ok = Array.from({ length: 150 }, (_, i) => i).filter(accepts);
  const min = ok[0];
  const max = ok[ok.length - 1];
  if (min === undefined || max === undefined) throw new Error("no accepted age");
  return { min, max };
}

const auditionAges = ageBounds(
  (age) => auditionFormSchema.safeParse({ fullName: "A B", email: "a@b.co", phone: "555", age, parentName: "P Q", consent: true }).success,
);
const talentAges = ageBounds(
  (age) => applicationSchemas.talent.safeParse({ fullName: "A B", email: "a@b.co", age, parentName: "P Q", links: ["https://example.com"] }).success,
);
const ageRe = (n: number): RegExp => new RegExp(`(?<!\\d)${n}(?!\\d)`);
/** A small number written as a word ("five"). */
const numberWordRe = (n: number): RegExp =>
  new RegExp(`\\b${["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"][n] ?? "x"}\\b`, "i");

/** How many links the talent form takes, found by asking its schema. */
const maxTalentLinks = (() => {
  let n = 1;
  while (
    n < 50 &&
    applicationSchemas.talent.safeParse({
      fullName: "A B",
      email: "a@b.co",
      age: 30,
      links: Array.from({ length: n + 1 }, (_, i) => `https://example.com/${i}`),
    }).success
  )
    n++;
  return n;
})();


const YES: Fact = /^\W*(yes|yep|yeah|absolutely|definitely|of course|sure)\b/i;
const NO: Fact = /^\W*(no|nope|unfortunately not|sorry, no)\b/i;

const nhVenue = seedVenue("new-hampshire").name;
const cohort = mentorshipCohort;
const minMonthsRe = new RegExp(`(?<!\\d)${cohort.minimumTermMonths}[- ]month|${["zero", "one", "two", "three", "four", "five", "six"][cohort.minimumTermMonths] ?? "x"}[- ]month`, "i");
/** The mentorship cohort's first day, from the seeded tiers. */
const mentorshipStartRe = (() => {
  const iso = seed.tiers.find((t) => t.key === "mentorship_building")?.subscriptionStartsOn;
  if (!iso) throw new Error("no mentorship start");
  return isoDay(iso);
})();
const afdSessionWeeks = { starter: /\b(four|4)[- ]week/i, steady: /\b(eight|8)[- ]week/i };

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutAASingleQuestions: readonly HeldoutAAQuestion[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the seattle intensive", expect: { includesAll: [priceOf("seattle", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "victoria core experience cost? is that canadian dollars", expect: { includesAll: [priceOf("victoria-bc", "core"), ["CAD", /canadian/i, "C$", "CA$"]] } },
  { kind: "single", topic: "prices and totals", ask: "i have 3 students wanting core in cypress, what would the total be", expect: { includesAll: [totalOf("cypress", "core", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "my twins both want pro track at hartford. total?", expect: { includesAll: [totalOf("hartford", "pro", 2)] } },
  { kind: "single", topic: "prices and totals", ask: "how much is just one class in victoria", expect: { includesAll: [priceOf("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices and totals", ask: "sherwood full weekend pass price", expect: { includesAll: [priceOf("sherwood", "weekend_pass")] } },
  { kind: "single", topic: "prices and totals", ask: "spokane pro track vs core day 1 prices?", expect: { includesAll: [priceOf("spokane", "pro"), priceOf("spokane", "core_day1")] } },
  { kind: "single", topic: "prices and totals", ask: "is the boston core ticket more than $200?", expect: { includesAll: [priceOf("boston", "boston_core")], excludes: [YES] } },
  { kind: "single", topic: "prices and totals", ask: "if i get one core and one pro ticket for savannah how much all together", expect: { includesAll: [sumOf("savannah", ["core", "pro"])] } },
  { kind: "single", topic: "prices and totals", ask: "what does the 'just a class' option cost in cypress", expect: { includesAll: [priceOf("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and totals", ask: "boise nov 7 masterclass evening, how much is the class only ticket", expect: { includesAll: [priceOf("boise-nov-7", "masterclass_only")] } },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "i already bought core for orlando, how much to upgrade to pro track?", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "whats the difference between core and pro track", expect: { includesAll: [[/feedback/i, /filmed/i, /reel/i, /priority/i]] } },
  { kind: "single", topic: "upgrades", ask: "new hampshire vip upgrade - can i buy it by itself without the weekend pass?", expect: { includesAll: [[/weekend pass/i, /balance/i, /first/i]], excludes: [YES] } },

  // codes
  { kind: "single", topic: "codes", ask: "whats the victoria early bird code", expect: { includesAll: ["VICTORIAEARLY20"] } },
  { kind: "single", topic: "codes", ask: "how much is core in victoria with the early bird discount", expect: { includesAll: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20")] } },
  { kind: "single", topic: "codes", ask: "does PROTRACK50 work in hartford? what would pro cost then", expect: { includesAll: [afterAmount("hartford", "pro", "PROTRACK50")], excludes: [NO] } },
  { kind: "single", topic: "codes", ask: "can i still use SUMMER2025?", expect: { includesAll: [[/expired/i, /ended/i, /no longer/i, /isn.t valid/i, /not valid/i, /August 31/i]], excludes: [YES] } },
  { kind: "single", topic: "codes", ask: "bringafriend25 on orlando core, what do i pay", expect: { includesAll: [afterAmount("orlando", "core", "BRINGAFRIEND25")] } },
  { kind: "single", topic: "codes", ask: "where do i enter a promo code", expect: { includesAll: [/cart/i] } },
  { kind: "single", topic: "codes", ask: "can I use the victoria early bird code on a seattle ticket?", expect: { includesAll: [/victoria/i], excludes: [YES] } },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the seattle one", expect: { includesAll: [dayOf("seattle")] } },
  { kind: "single", topic: "dates and venues", ask: "what day of the week is boston", expect: { includesAll: [weekdayOf("boston")] } },
  { kind: "single", topic: "dates and venues", ask: "where is the spokane intensive held", expect: { includesAll: [[venueName("spokane"), streetOf("spokane")]] } },
  { kind: "single", topic: "dates and venues", ask: "address for the niagara falls studio?", expect: { includesAll: [streetOf("niagara-falls")] } },
  { kind: "single", topic: "dates and venues", ask: "are you coming to charleston wv? when", expect: { includesAll: [dayOf("charleston-wv")], excludes: [NO] } },
  { kind: "single", topic: "dates and venues", ask: "is there a london date yet", expect: { includesAll: [[/to be (determined|announced|confirmed)/i, /TBD|TBA/i, /(not|n.t) (yet )?(been )?(set|announced|confirmed|scheduled|finali[sz]ed)/i, /no date/i]], excludes: [YES] } },
  { kind: "single", topic: "dates and venues", ask: "is atlanta still happening?", expect: { includesAll: [/cancel/i], excludes: [YES] } },
  { kind: "single", topic: "dates and venues", ask: "sherwood is saturday and sunday right? which dates", expect: { includesAll: [dayOf("sherwood"), [dayOf("sherwood", "endsOn"), /24(th)?\s*(&|and|-|–|—|to|through)\s*25(?!\d)/i]] } },
  { kind: "single", topic: "dates and venues", ask: "whats the venue for dallas", expect: { includesAll: [[/coming soon/i, /(not|n.t) (yet )?(been )?(confirmed|announced|set)/i, /being confirmed/i, /TBD|TBA|to be (determined|confirmed|announced)/i]] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "what time do seniors start in seattle", expect: { includesAll: [[slotTime("seattle", "seniors", "Check-in"), slotTime("seattle", "seniors", "Warm-up")]] } },
  { kind: "single", topic: "schedule", ask: "my son is 9, what time should he be at check in for hartford", expect: { includesAll: [[slotTime("hartford", "juniors", "Check-in"), timeRe("9:45 AM")]] } },
  { kind: "single", topic: "schedule", ask: "when does the junior audition start in sarasota", expect: { includesAll: [slotTime("sarasota", "juniors", "Audition")] } },
  { kind: "single", topic: "schedule", ask: "boston seniors contemporary class what time", expect: { includesAll: [slotTime("boston", "seniors", "Contemporary")] } },
  { kind: "single", topic: "schedule", ask: "is there a lunch break for juniors in savannah?", expect: { includesAll: [[NO, /no (lunch )?break/i, /doesn.t (have|include|list|show)/i, /does not (have|include|list|show)/i, /isn.t a/i, /is no/i, /not (listed|scheduled)/i, /without a (lunch )?break/i]], excludes: [YES] } },
  { kind: "single", topic: "schedule", ask: "boise nov 7 masterclass, what time is the pro track session for the older group", expect: { includesAll: [slotTime("boise-nov-7", "seniors", "Pro Track session")] } },

  // ages
  { kind: "single", topic: "ages", ask: "how are the age groups split", expect: { includesAll: [/12 and under|12 & under|under 13/i, /13 and up|13\+|13 and older|13 & up/i] } },
  { kind: "single", topic: "ages", ask: "my daughter is 12, which group is she in for orlando", expect: { includesAll: [[/12 (and up|\+|to adult|and older)/i, /older group/i, /senior/i]] } },
  { kind: "single", topic: "ages", ask: "sherwood saturday is it split by age?", expect: { includesAll: [[/all ages/i, /every age/i, /together/i, /side by side/i, /(not|n.t) split/i]], excludes: [YES] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "does the audition cost extra", expect: { includesAll: [[/free/i, /no (extra |additional )?(charge|cost|fee)/i, /(doesn.t|does not) cost/i]], excludes: [YES] } },
  { kind: "single", topic: "auditions", ask: "do i have to audition if i take the class", expect: { includesAll: [[/optional/i, /not (required|mandatory|necessary)/i, /(don.t|do not|doesn.t|does not) have to/i, /up to you/i, /your choice/i]], excludes: [YES] } },
  { kind: "single", topic: "auditions", ask: "whats the youngest age that can register for the audition", expect: { includesAll: [[ageRe(auditionAges.min), numberWordRe(auditionAges.min)]] } },
  { kind: "single", topic: "auditions", ask: "my daughter is 16, does she need me on the audition form", expect: { includesAll: [[/parent/i, /guardian/i]], excludes: [NO] } },
  { kind: "single", topic: "auditions", ask: "if she auditions is she guaranteed a role", expect: { includesAll: [[/not guarantee/i, /n.t (a )?guarantee/i, /no guarantee/i, /not guaranteed/i]], excludes: [YES] } },
  { kind: "single", topic: "auditions", ask: "can I just come for the audition without buying a class", expect: { includesAll: [[/audition[- ]only/i, /free audition/i, /audition alone/i, /register (just )?for (just )?the (free )?audition/i]], excludes: [NO] } },

  // policies and credits
  { kind: "single", topic: "policies and credits", ask: "can i get a refund if my kid gets sick and cant come", expect: { includesAll: [[/all sales (are )?final/i, /no refund/i, /non-?refundable/i, /not refundable/i, /(can.t|cannot|don.t|do not) (give |offer |issue )?(a )?refund/i]], excludes: [YES] } },
  { kind: "single", topic: "policies and credits", ask: "what happens if you cancel the event", expect: { includesAll: [[/full refund/i, /refund(ed)? in full/i, /fully refunded/i]] } },
  { kind: "single", topic: "policies and credits", ask: "the date changed, how long do i have to decide", expect: { includesAll: [/48[- ]hours?/i] } },
  { kind: "single", topic: "policies and credits", ask: "does the credit expire?", expect: { includesAll: [[/(never|doesn.t|does not|don.t|do not|won.t|will not) expire/i, /no expir/i, /non-?expiring/i]], excludes: [YES] } },
  { kind: "single", topic: "policies and credits", ask: "i have a credit from a moved date, can i use it for a different city?", expect: { includesAll: [[/any (other )?city/i, /any (other )?(tour )?date/i, /another city/i, /(a )?different city/i, /other cit(y|ies)/i]], excludes: [NO] } },
  { kind: "single", topic: "policies and credits", ask: "can i cash out my credit", expect: { includesAll: [[/can.t be exchanged/i, /cannot be exchanged/i, /not (be )?exchange/i, /no cash/i, /not for cash/i, /can.t be (cashed|redeemed)/i, /(can.t|cannot) .{0,25}cash/i]], excludes: [YES] } },

  // what to bring
  { kind: "single", topic: "what to bring", ask: "what shoes should he bring", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "what to bring", ask: "does she need a headshot to audition", expect: { includesAll: [[/not required/i, /neither is required/i, /isn.t required/i, /don.t need/i, /optional/i]], excludes: [YES] } },
  { kind: "single", topic: "what to bring", ask: "what should we pack for the day", expect: { includesAll: [/water/i, [/lunch/i, /snack/i]] } },
  { kind: "single", topic: "what to bring", ask: "how early should we get there", expect: { includesAll: [/(15|fifteen) min/i] } },

  // footage
  { kind: "single", topic: "footage", ask: "do we get the video from class? when", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },
  { kind: "single", topic: "footage", ask: "i dont want my kid in your instagram posts, possible?", expect: { includesAll: [/email/i], excludes: [NO] } },

  // city pages
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/Liora Vantassel/i] } },
  { kind: "single", topic: "city pages", ask: "can anyone sign up for the hudson nh weekend?", expect: { includesAll: [[new RegExp(escapeRegExp(nhVenue), "i"), /students and alumni/i]], excludes: [YES] } },
  { kind: "single", topic: "city pages", ask: "spokane stunts class who runs it", expect: { includesAll: [[/stunt ?woman/i, /Rae Castellan/i, /stunt performer/i]] } },
  { kind: "single", topic: "city pages", ask: "does the boston ticket include a free month of acting for dancers", expect: { includesAll: [[/free month/i, /yes/i]], excludes: [NO] } },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "how much is an acting for dancers private session", expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "acting for dancers", ask: "3 pack price and how long do i have to use them", expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack"), /90 days/i] } },
  { kind: "single", topic: "acting for dancers", ask: "starter path vs steady growth how long is each", expect: { includesAll: [afdSessionWeeks.starter, afdSessionWeeks.steady] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers a monthly subscription?", expect: { includesAll: [[/one[- ]time/i, /(not|n.t|never) a (monthly )?subscription/i]], excludes: [YES] } },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "what are the mentorship levels", expect: { includesAll: [/Building/i, /Growth/i, /Elite Circle/i] } },
  { kind: "single", topic: "mentorship", ask: "when does mentorship start", expect: { includesAll: [mentorshipStartRe] } },
  { kind: "single", topic: "mentorship", ask: "is there a minimum commitment for mentorship", expect: { includesAll: [minMonthsRe], excludes: [NO] } },
  { kind: "single", topic: "mentorship", ask: "on the seattle page how much is the elite circle a month", expect: { includesAll: [priceOf("seattle", "mentorship_elite")] } },
  { kind: "single", topic: "mentorship", ask: "which mentorship level has a one on one call with the choreographer", expect: { includesAll: [/Elite Circle/i] } },

  // scholarships and talent
  { kind: "single", topic: "scholarships and talent", ask: "does the scholarship cover travel and hotel", expect: { includesAll: [[/don.t cover/i, /does not cover/i, /doesn.t cover/i, /not cover/i, /not included/i, /(not|n.t) covered/i]], excludes: [YES] } },
  { kind: "single", topic: "scholarships and talent", ask: "when do scholarship applications close", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
  { kind: "single", topic: "scholarships and talent", ask: "cant make any tour dates, can i still be seen by the casting team", expect: { includesAll: [/submit talent|submit-talent|submit your talent|talent submission|talent (page|form)/i], excludes: [NO] } },
  { kind: "single", topic: "scholarships and talent", ask: "how many links can i put on the talent submission", expect: { includesAll: [[ageRe(maxTalentLinks), numberWordRe(maxTalentLinks)]] } },
  { kind: "single", topic: "scholarships and talent", ask: "is there an age limit for submitting talent? my son is 6", expect: { includesAll: [[ageRe(talentAges.min), /parent|guardian/i]], excludes: [NO] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site neither knows nor sells these

export const heldoutAAOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather going to be like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a hotel near the orlando studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "my daughter sprained her ankle last week, should she dance on it?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell dance shoes or costumes", expect: { notSure: true } },
  { kind: "off-topic", ask: "is the joffrey summer intensive better than yours", expect: { notSure: true } },
  { kind: "off-topic", ask: "what's the best restaurant near the boston studio for after class", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you offer weekly ballet classes in victoria", expect: { notSure: true } },
  { kind: "off-topic", ask: "how do i get a work visa to dance in london", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you help me with my math homework", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const heldoutAAConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent plans Seattle, then asks about the younger child",
    turns: [
      { ask: "hi my daughter is 14 and wants to do the seattle intensive, when is it", expect: { includesAll: [dayOf("seattle")] } },
      { ask: "what time does her group check in", expect: { includesAll: [slotTime("seattle", "seniors", "Check-in")] } },
      { ask: "and her little brother is 10, when does his group start?", expect: { includesAll: [[slotTime("seattle", "juniors", "Check-in"), slotTime("seattle", "juniors", "Warm-up")]] } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner prices Victoria, then switches to Niagara Falls",
    turns: [
      { ask: "im a studio owner in bc, how much is core at victoria", expect: { includesAll: [priceOf("victoria-bc", "core")] } },
      { ask: "and for 4 dancers?", expect: { includesAll: [totalOf("victoria-bc", "core", 4)] } },
      { ask: "what about niagara falls core, same price?", expect: { includesAll: [priceOf("niagara-falls", "core")], excludes: [YES] } },
    ],
  },
  {
    kind: "conversation",
    title: "A buyer after checkout: refund, then a date change",
    turns: [
      { ask: "i bought a ticket for boston but we cant go anymore, refund?", expect: { includesAll: [[/all sales (are )?final/i, /no refund/i, /non-?refundable/i, /not refundable/i, /(can.t|cannot|don.t|do not) (give |offer |issue )?(a )?refund/i]], excludes: [YES] } },
      { ask: "what if you move the date though", expect: { includesAll: [/48[- ]hours?/i] } },
      { ask: "and the address of the boston studio?", expect: { includesAll: [streetOf("boston")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers, then mentorship",
    turns: [
      { ask: "tell me about acting for dancers", expect: { includesAll: [[/online/i, /virtual/i, /video/i]] } },
      { ask: "how much is the starter path", expect: { includesAll: [priceOf("acting-for-dancers", "afd_starter")] } },
      { ask: "ok and is mentorship billed monthly?", expect: { includesAll: [/month/i], excludes: [NO] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend, then auditions",
    turns: [
      { ask: "where is sherwood being held", expect: { includesAll: [[venueName("sherwood"), streetOf("sherwood")]] } },
      { ask: "how much for just the sunday", expect: { includesAll: [priceOf("sherwood", "core_day2")] } },
      { ask: "is the audition there free too?", expect: { includesAll: [/free/i], excludes: [NO] } },
    ],
  },
];

export const heldoutAAQuestionCount =
  heldoutAASingleQuestions.length +
  heldoutAAOffTopicQuestions.length +
  heldoutAAConversations.reduce((n, c) => n + c.turns.length, 0);
