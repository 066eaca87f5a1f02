/**
 * Held-out set Q of the chat assistant (issue 40): written after the answerer was frozen at f6e83c2,
 * from the spec, the seed catalog, the site's content files and the forms' own validation, without
 * reading the answerer, its docs or other sets' questions. A balanced cross-section of what dancers and
 * parents ask: prices and totals, codes, dates, venues, schedule times, ages and groups, the audition,
 * policies, what to bring, mentorship, Acting for Dancers, scholarships and Submit Talent, each city
 * page's own facts, and cancelled or unconfirmed stops. Scored once; nobody reads its questions while
 * changing the assistant.
 *
 * Every figure is computed from the seed with the site's own functions; copy facts are short phrases
 * with alternatives. The clock is 2025-09-01 (Pacific), as in scripts/eval-chat.ts.
 */
import { ADULT_AGE } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { cartLineSchema } from "~/features/cart/quote-schema";
import { site } from "~/content/site";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  EVAL_CLOCK,
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

export type HeldoutQTopic =
  | "prices and totals"
  | "discount codes"
  | "dates"
  | "venues"
  | "schedule"
  | "ages and groups"
  | "auditions"
  | "policies"
  | "bring and wear"
  | "mentorship"
  | "acting for dancers"
  | "scholarships and talent"
  | "city pages"
  | "cancelled and unconfirmed";

interface HeldoutQQuestion {
  kind: "single";
  topic: HeldoutQTopic;
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

/** A pattern for a printed money string from seed-facts (boughtUpgrade). */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A month and day as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function monthDay(month: number, d: number): RegExp {
  const name = MONTHS[month - 1];
  if (!name) throw new Error(`bad month ${month}`);
  return new RegExp(`(${name}|${name.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** A stop's first day as a reply would write it. */
function dayOf(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  return monthDay(m, d);
}

/** The weekday of a stop's first day ("Friday"). */
function weekdayOf(slug: string): string {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
}

/** A date written out in words ("December 1, 2025") as a pattern on its month and day. */
function wordedDay(text: string): RegExp {
  const match = /^([A-Z][a-z]+) (\d{1,2}), \d{4}$/.exec(text);
  const month = match ? MONTHS.indexOf(match[1] ?? "") + 1 : 0;
  if (!match || month === 0) throw new Error(`not a worded date: ${text}`);
  return monthDay(month, Number(match[2]));
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

function groupSlots(slug: string, group: Group, dayIndex = 0, title?: string) {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const table = tables.find((t) => t.group === group && (title === undefined || t.title === title));
  if (!table) throw new Error(`${slug} has no ${group} table on day ${dayIndex}`);
  return table.slots;
}

/** A slot's time in a stop's schedule, by group, activity and day (first day unless told). */
function slotAt(slug: string, group: Group, activity: string, dayIndex = 0, title?: string): RegExp {
  const slot = groupSlots(slug, group, dayIndex, title).find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return timeRe(slot.time);
}

/** Fails unless a group's day at a stop has no class matching `activity` (for a "No" question). */
function hasNo(slug: string, group: Group, activity: RegExp): void {
  if (groupSlots(slug, group).some((s) => activity.test(s.activity))) throw new Error(`${slug} ${group} has ${activity}`);
}

/** The venue's name and street. */
const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** The polarity words of a yes/no answer. */
const NO: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i, /\bonly\b/i];
const YES: readonly Fact[] = [/\byes\b/i, /\byep\b/i, /\bsure\b/i, /\bdefinitely\b/i, /\babsolutely\b/i, /\bof course\b/i, /\bcan\b/i];

// ---------------------------------------------------------------------------------------------
// Figures that are not a single offer's price

/** The youngest age the audition form accepts. */
const minAuditionAge = ((): number => {
  const base = { fullName: "A Dancer", email: "a@example.com", phone: "555 0100", parentName: "A Parent", consent: true as const };
  for (let age = 0; age < 100; age++) if (auditionFormSchema.safeParse({ ...base, age }).success) return age;
  throw new Error("the audition form accepts no age");
})();

/** The most tickets of one kind a cart line accepts. */
const maxPerLine = ((): number => {
  let n = 1;
  while (cartLineSchema.safeParse({ tierKey: "core", quantity: n + 1 }).success) {
    n++;
    if (n > 100000) throw new Error("no quantity limit");
  }
  return n;
})();

/** A fixed-amount code's amount, as a pattern. */
function codeAmount(code: string): RegExp {
  const d = seedDiscountCode(code);
  if (d.amount === undefined || !d.currency) throw new Error(`${code} is not a fixed amount`);
  return money({ amountMinor: d.amount * 100, currency: d.currency });
}

/** A percent code's price on one offer, as the cart computes it. */
function afterCode(code: string, slug: string, tier: string): RegExp {
  const d = seedDiscountCode(code);
  if (d.percentOff === undefined) throw new Error(`${code} is not a percentage`);
  const p = seedPrice(slug, tier);
  return money({ amountMinor: percentOff(p.amountMinor, d.percentOff), currency: p.currency });
}

/** A code's city (fails if it has none). */
function codeCity(code: string): string {
  const city = seedDiscountCode(code).city;
  if (!city) throw new Error(`${code} has no city`);
  return city;
}

/** A code's end as a pattern, and a check that it ended before the clock. */
function expiredCodeEnd(code: string): RegExp {
  const end = seedDiscountCode(code).endsAt;
  if (!end) throw new Error(`${code} has no end`);
  const when = new Date(end as unknown as string);
  if (when.getTime() >= EVAL_CLOCK.getTime()) throw new Error(`${code} has not ended`);
  const parts = new Intl.DateTimeFormat("en-US", { month: "numeric", day: "numeric", timeZone: "America/Los_Angeles" }).formatToParts(when);
  return monthDay(Number(parts.find((p) => p.type === "month")?.value), Number(parts.find((p) => p.type === "day")?.value));
}

/** The youngest age in an opportunity's details ("Ages 16 and up"). */
function opportunityMinAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  const line = o?.details.find((d) => /^Ages \d+ and up/.test(d));
  const match = line ? /^Ages (\d+)/.exec(line) : null;
  if (!match) throw new Error(`${slug} has no minimum age`);
  return Number(match[1]);
}

/** Fails unless a stop is cancelled. */
function cancelled(slug: string): string {
  if (!seedEvent(slug).isCancelled) throw new Error(`${slug} is not cancelled`);
  return slug;
}

/** Two offers' prices, failing if they are the same (for a "No, not the same" question). */
function differentPrices(a: [string, string], b: [string, string]): [RegExp, RegExp] {
  const pa = seedPrice(...a);
  const pb = seedPrice(...b);
  if (pa.amountMinor === pb.amountMinor && pa.currency === pb.currency) throw new Error(`${a} and ${b} cost the same`);
  return [money(pa), money(pb)];
}

const mentorshipStart = wordedDay(mentorshipCohort.start);
const mentorshipRenewal = wordedDay(mentorshipCohort.recurringFrom);
const minTerm = mentorshipCohort.minimumTermMonths;
const minTermRe: readonly Fact[] = [new RegExp(`\\b${minTerm}[- ]month`, "i"), new RegExp(`\\b${["zero", "one", "two", "three", "four", "five", "six"][minTerm] ?? minTerm}[- ]month`, "i")];
const [spokanePro, seattlePro] = differentPrices(["spokane", "pro"], ["seattle", "pro"]);
const skeletonAge = opportunityMinAge("skeleton-crew-audition-registration");
hasNo("boston", "juniors", /funk/i);
if (weekdayOf("boston") === "Saturday") throw new Error("Boston is on a Saturday");
const londonDate = seedEvent("london").startsOn;
if (londonDate) throw new Error("London has a date");

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutQSingleQuestions: readonly HeldoutQQuestion[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "Hi! Looking at the Cypress stop for my daughter. How much is the \"Just a Class\" option?", expect: { includesAll: [priceOf("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and totals", ask: "how much for 3 core tickets in boston", expect: { includesAll: [totalOf("boston", "boston_core", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "price for 2 pro track tix in savannah pls", expect: { includesAll: [totalOf("savannah", "pro", 2)] } },
  { kind: "single", topic: "prices and totals", ask: "sherwood: is the weekend pass cheaper than buying saturday and sunday separately?", expect: { includesAll: [priceOf("sherwood", "weekend_pass"), [priceOf("sherwood", "core_day1"), totalOf("sherwood", "core_day1", 2)]] } },
  { kind: "single", topic: "prices and totals", ask: "Is Pro Track in Spokane the same price as in Seattle?", expect: { includesAll: [NO, spokanePro, seattlePro] } },
  { kind: "single", topic: "prices and totals", ask: "how much does the audition cost", expect: { includesAll: [[/\bfree\b/i, /no cost/i, /\$0(?!\d)/]] } },
  { kind: "single", topic: "prices and totals", ask: "Are the Niagara Falls prices in US dollars?", expect: { includesAll: [NO, [/canadian/i, /\bCAD\b/, /C\$/]] } },
  { kind: "single", topic: "prices and totals", ask: "we're a studio, can i put 150 core tickets for hartford in one order?", expect: { includesAll: [NO, fig(String(maxPerLine))] } },
  { kind: "single", topic: "prices and totals", ask: "I already bought a core ticket for orlando. how much more to switch to pro track?", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "prices and totals", ask: "whats the new hampshire vip upgrade cost", expect: { includesAll: [priceOf("new-hampshire", "nh_protrack_vip")] } },
  { kind: "single", topic: "prices and totals", ask: "Boise masterclass evening on Nov 7, what's the pro track price for that one?", expect: { includesAll: [priceOf("boise-nov-7", "pro")] } },

  // discount codes
  { kind: "single", topic: "discount codes", ask: "does VICTORIAEARLY20 work for the seattle stop?", expect: { includesAll: [NO, new RegExp(seedEvent(codeCity("VICTORIAEARLY20")).cityName.split(",")[0] ?? "victoria", "i")] } },
  { kind: "single", topic: "discount codes", ask: "with the victoria early bird code what would core cost", expect: { includesAll: [afterCode("VICTORIAEARLY20", "victoria-bc", "core")] } },
  { kind: "single", topic: "discount codes", ask: "can i still use the code SUMMER2025?", expect: { includesAll: [NO, [/expired/i, /ended/i, /no longer/i, /not valid/i, /isn'?t valid/i, expiredCodeEnd("SUMMER2025")]] } },
  { kind: "single", topic: "discount codes", ask: "is there a bring a friend discount?", expect: { includesAll: [/BRINGAFRIEND25/i, codeAmount("BRINGAFRIEND25")] } },
  { kind: "single", topic: "discount codes", ask: "how much does PROTRACK50 take off in hartford", expect: { includesAll: [codeAmount("PROTRACK50")] } },
  { kind: "single", topic: "discount codes", ask: "where do I type a promo code?", expect: { includesAll: [/cart/i] } },

  // dates
  { kind: "single", topic: "dates", ask: "when is the seattle intensive", expect: { includesAll: [dayOf("seattle")] } },
  { kind: "single", topic: "dates", ask: "what day is charleston wv", expect: { includesAll: [dayOf("charleston-wv")] } },
  { kind: "single", topic: "dates", ask: "is the boston one on a saturday? trying to plan around school", expect: { includesAll: [NO, dayOf("boston"), new RegExp(weekdayOf("boston"), "i")] } },
  { kind: "single", topic: "dates", ask: "sherwood is two days right? which dates", expect: { includesAll: [dayOf("sherwood"), new RegExp(`\\b${Number(seedEvent("sherwood").endsOn?.split("-")[2])}(?!\\d)`)] } },
  { kind: "single", topic: "dates", ask: "Is there an event in Minneapolis in January?", expect: { includesAll: [NO, dayOf("minneapolis")] } },

  // venues
  { kind: "single", topic: "venues", ask: "what studio is the hartford one at", expect: { includesAll: [venueName("hartford")] } },
  { kind: "single", topic: "venues", ask: "address for the cypress tx event?", expect: { includesAll: [streetOf("cypress")] } },
  { kind: "single", topic: "venues", ask: "where is it in savannah", expect: { includesAll: [[venueName("savannah"), streetOf("savannah")]] } },
  { kind: "single", topic: "venues", ask: "For Niagara Falls, which door do we use and where do we park?", expect: { includesAll: [[/back of the building/i, /\bback\b/i, /\brear\b/i]] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "what time is check in for juniors in seattle", expect: { includesAll: [slotAt("seattle", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "My son is 14. What time does his group start at the Hartford intensive?", expect: { includesAll: [[slotAt("hartford", "seniors", "Check-in"), slotAt("hartford", "seniors", "Warm-up")]] } },
  { kind: "single", topic: "schedule", ask: "what time is the seniors audition in sarasota", expect: { includesAll: [slotAt("sarasota", "seniors", "Audition")] } },
  { kind: "single", topic: "schedule", ask: "when does the contemporary class start for seniors in boston?", expect: { includesAll: [slotAt("boston", "seniors", "Contemporary")] } },
  { kind: "single", topic: "schedule", ask: "sherwood saturday what time do we need to be there", expect: { includesAll: [slotAt("sherwood", "all", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "Is there a funk class for the juniors in Boston?", expect: { includesAll: [NO, [/jazz/i, /contemporary/i]] } },

  // ages and groups
  { kind: "single", topic: "ages and groups", ask: "my daughter is 12, would she be a junior or senior in seattle?", expect: { includesAll: [/junior/i] } },
  { kind: "single", topic: "ages and groups", ask: "my daughter just turned 12 and we're going to orlando. which group is she in there", expect: { includesAll: [/senior/i] } },
  { kind: "single", topic: "ages and groups", ask: "Does my 15 year old need a parent to register for the audition?", expect: { includesAll: [YES, [/parent/i, /guardian/i], fig(String(ADULT_AGE))] } },
  { kind: "single", topic: "ages and groups", ask: "how young can you be to audition", expect: { includesAll: [fig(String(minAuditionAge))] } },
  { kind: "single", topic: "ages and groups", ask: "is the skeleton crew audition open to 14 year olds", expect: { includesAll: [NO, fig(String(skeletonAge))] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "do i have to do the audition?", expect: { includesAll: [NO, /optional/i] } },
  { kind: "single", topic: "auditions", ask: "Can my daughter come just for the audition in Hartford without taking the classes?", expect: { includesAll: [YES, /audition only/i] } },
  { kind: "single", topic: "auditions", ask: "if my kid auditions is she guaranteed a part in something", expect: { includesAll: [NO, /guarantee/i] } },
  { kind: "single", topic: "auditions", ask: "I can't make any of the dates. Is there another way to be considered for projects?", expect: { includesAll: [/submit talent/i] } },

  // policies
  { kind: "single", topic: "policies", ask: "can i get a refund if my daughter gets sick and can't go", expect: { includesAll: [[/all sales are final/i, /\bfinal\b/i, /no refund/i, /non-?refundable/i, /can'?t refund/i]] } },
  { kind: "single", topic: "policies", ask: "what happens if you cancel the event?", expect: { includesAll: [/full refund/i] } },
  { kind: "single", topic: "policies", ask: "If the date changes, how long do I have to decide whether to come or take a refund?", expect: { includesAll: [/\b48\b|forty-eight/i] } },
  { kind: "single", topic: "policies", ask: "will we get the videos from the class? when?", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },
  { kind: "single", topic: "policies", ask: "I don't want my son in your instagram posts. can we opt out of promo clips?", expect: { includesAll: [YES, [site.contactEmail, /email/i]] } },

  // bring and wear
  { kind: "single", topic: "bring and wear", ask: "what shoes do i need", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "bring and wear", ask: "can she wear her big logo hoodie or is that bad on camera", expect: { includesAll: [[/avoid/i, /\bno\b/i, /n['’]t\b/i, /\bnot\b/i], /logo/i] } },
  { kind: "single", topic: "bring and wear", ask: "should we pack a lunch", expect: { includesAll: [/lunch/i, [YES, /bring/i, /pack/i].flat()] } },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "when does the mentorship start", expect: { includesAll: [mentorshipStart] } },
  { kind: "single", topic: "mentorship", ask: "Is there a minimum commitment for the mentorship subscription?", expect: { includesAll: [YES.concat(minTermRe), minTermRe] } },
  { kind: "single", topic: "mentorship", ask: "building vs pro/growth mentorship, what's the monthly price of each (seattle page)", expect: { includesAll: [priceOf("seattle", "mentorship_building"), priceOf("seattle", "mentorship_growth")] } },
  { kind: "single", topic: "mentorship", ask: "is mentorship in person?", expect: { includesAll: [NO, [/online/i, /virtual/i, /video/i]] } },
  { kind: "single", topic: "mentorship", ask: "when's the first recurring mentorship payment after the start?", expect: { includesAll: [mentorshipRenewal] } },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "how much is a private acting session", expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "acting for dancers", ask: "Acting for Dancers 3 pack: price, and how long do I have to use the sessions?", expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack"), /90 days|ninety days/i] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers in person in seattle?", expect: { includesAll: [NO, [/online/i, /virtual/i, /video/i]] } },
  { kind: "single", topic: "acting for dancers", ask: "starter path or steady growth path, how many weeks is each and what do they cost", expect: { includesAll: [[/four/i, /\b4\b/], [/eight/i, /\b8\b/], priceOf("acting-for-dancers", "afd_starter"), priceOf("acting-for-dancers", "afd_steady_growth")] } },

  // scholarships and talent
  { kind: "single", topic: "scholarships and talent", ask: "do you guys do scholarships", expect: { includesAll: [YES, /scholarship/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "When do scholarship applications close for a tour stop?", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
  { kind: "single", topic: "scholarships and talent", ask: "would a scholarship also cover our hotel and travel?", expect: { includesAll: [NO, [/travel/i, /accommodation/i]] } },
  { kind: "single", topic: "scholarships and talent", ask: "is submitting talent free", expect: { includesAll: [YES, /free/i] } },

  // city pages
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/Liora Vantassel/i] } },
  { kind: "single", topic: "city pages", ask: "Can anyone sign up for the New Hampshire weekend?", expect: { includesAll: [NO, /Granite Stage/i] } },
  { kind: "single", topic: "city pages", ask: "does the spokane ticket come with acting for dancers?", expect: { includesAll: [/free month|month/i] } },
  { kind: "single", topic: "city pages", ask: "on the sunday in sherwood are the kids split by age? what ages", expect: { includesAll: [YES.concat([/junior/i]), /12 and under/i, /13 and up/i] } },

  // cancelled and unconfirmed
  { kind: "single", topic: "cancelled and unconfirmed", ask: `are ${cancelled("atlanta")} tickets still available`, expect: { includesAll: [/cancel/i] } },
  { kind: "single", topic: "cancelled and unconfirmed", ask: "where's the madison wi event being held", expect: { includesAny: noVenue("madison-wi") } },
  { kind: "single", topic: "cancelled and unconfirmed", ask: "london date?", expect: { includesAll: [[/to be determined/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /to be announced/i, /hasn'?t been (set|announced|confirmed)/i, /no date/i]] } },
  { kind: "single", topic: "cancelled and unconfirmed", ask: "belgrade mt, when and where?", expect: { includesAll: [dayOf("belgrade"), noVenue("belgrade")] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site has no answer

const notSure = { notSure: true } as const;
export const heldoutQOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "what's the weather supposed to be like in seattle on nov 9", expect: notSure },
  { kind: "off-topic", ask: "Is there free parking near the Boston studio?", expect: notSure },
  { kind: "off-topic", ask: "can you recommend a hotel near the orlando studio", expect: notSure },
  { kind: "off-topic", ask: "do you sell pointe shoes", expect: notSure },
  { kind: "off-topic", ask: "Do you do dance birthday parties? My daughter turns 9 in March.", expect: notSure },
  { kind: "off-topic", ask: "which competition should my daughter enter this spring", expect: notSure },
  { kind: "off-topic", ask: "whats the best studio in cypress for year round classes", expect: notSure },
  { kind: "off-topic", ask: "how do i get from the airport to the victoria studio", expect: notSure },
  { kind: "off-topic", ask: "is the sherwood studio wheelchair accessible?", expect: notSure },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const heldoutQConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle price, a total, then Spokane",
    turns: [
      { ask: "how much is core in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
      { ask: "and for 2 of them?", expect: { includesAll: [totalOf("seattle", "core", 2)] } },
      { ask: "what about spokane core day 1", expect: { includesAll: [priceOf("spokane", "core_day1")], excludes: [totalOf("seattle", "core", 2)] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent plans Orlando: date, group, check-in",
    turns: [
      { ask: "when is orlando", expect: { includesAll: [dayOf("orlando")] } },
      { ask: "my daughter is 12, which group is she in there?", expect: { includesAll: [/senior/i] } },
      { ask: "ok and what time does her group check in", expect: { includesAll: [slotAt("orlando", "seniors", "Check-in")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Dallas unconfirmed venue, then Cypress",
    turns: [
      { ask: "dallas date?", expect: { includesAll: [dayOf("dallas")] } },
      { ask: "which studio is it at", expect: { includesAny: noVenue("dallas") } },
      { ask: "hmm ok what about cypress then, where and when is that one", expect: { includesAll: [venueName("cypress"), dayOf("cypress")], excludes: [dayOf("dallas")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship levels, start, cancelling early",
    turns: [
      { ask: "what are the mentorship levels", expect: { includesAll: [/building/i, /growth/i, /elite circle/i] } },
      { ask: "when does it start?", expect: { includesAll: [mentorshipStart] } },
      { ask: "can i cancel after the first month", expect: { includesAll: [NO.concat(minTermRe), minTermRe] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria Pro Track with the early bird code",
    turns: [
      { ask: "victoria pro track price", expect: { includesAll: [priceOf("victoria-bc", "pro")] } },
      { ask: "is there an early bird code?", expect: { includesAll: [/VICTORIAEARLY20/i] } },
      { ask: "so what does pro come to with it", expect: { includesAll: [afterCode("VICTORIAEARLY20", "victoria-bc", "pro")] } },
    ],
  },
];

export const heldoutQQuestionCount: number =
  heldoutQSingleQuestions.length + heldoutQOffTopicQuestions.length + heldoutQConversations.reduce((n, c) => n + c.turns.length, 0);
