/**
 * Tuning set 7 of the chat assistant (issue 40, eighth round, third set): written from the spec, the
 * seed catalog, the site's content files and the forms' own validation, by someone who never read the
 * answerer, its evaluation sets' questions or its tuning. It IS tuned on: the answerer may be changed
 * after reading its results, so it is not a held-out set.
 *
 * It reads like a week of the chat's traffic: short questions typed on phones by parents, teens and
 * studio owners, spread over prices, dates, venues, ages, what to bring and wear, refunds and date
 * changes, auditions, the day itself, the programs and the FAQ / Terms / About / Resources /
 * Scholarship / Submit Talent pages, plus cities the tour does not visit.
 *
 * Catalog facts are computed from the seed with the site's own functions (seedOffer via seed-facts.ts,
 * formatMoney, upgradeDifference, cartUpgradeDifference); eligibility from the audition form's zod
 * schema and isMinor; mentorship terms from describeMentorshipCohort at the eval clock. Copy facts are
 * short phrases a right answer contains, with alternatives. The clock is 2025-09-01 (EVAL_CLOCK).
 */
import { isMinor } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { cartUpgradeDifference, upgradeDifference } from "~/domain/ticket-upgrade";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, FactOrAlternatives, OffTopicQuestion } from "./independent-set";
import { escapeRegExp, mentorshipCohort as cohort, MONTHS, seedPrice as priceMoney, seedVenue, seed, seedEvent, seedOffer } from "./seed-facts";

export type Tuning7Topic =
  | "prices"
  | "group buying"
  | "upgrades"
  | "dates and venues"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "bring and wear"
  | "the day and schedule"
  | "city pages"
  | "programs"
  | "similar names"
  | "site pages"
  | "not on the tour";

export interface Tuning7Question {
  kind: "single";
  topic: Tuning7Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced and worded as the site does

/** A price as the site prints it ("$1,176"), or without the thousands comma. */
function moneyFact(m: Money): readonly Fact[] {
  const shown = formatMoney(m);
  const plain = shown.replace(/,/g, "");
  const alternatives: Fact[] = [shown];
  if (plain !== shown) alternatives.push(plain);
  // A Canadian price may be written "$227 CAD" or "227 CAD" instead of "C$227".
  if (m.currency === "CAD") alternatives.push(new RegExp(`\\$?${escapeRegExp(plain.replace("C$", ""))}\\s*(CAD|Canadian)`, "i"));
  return alternatives;
}

/** One ticket's price at a stop. */
function price(slug: string, tier: string): readonly Fact[] {
  return moneyFact(priceMoney(slug, tier));
}

/** Several tickets of the same tier, or several tiers, added up as the cart does. */
function total(items: ReadonlyArray<[slug: string, tier: string, quantity: number]>): readonly Fact[] {
  const head = items[0];
  if (!head) throw new Error("an empty order");
  const first = priceMoney(head[0], head[1]);
  const amountMinor = items.reduce((sum, [slug, tier, q]) => sum + priceMoney(slug, tier).amountMinor * q, 0);
  return moneyFact({ amountMinor, currency: first.currency });
}

/** What the cart's upgrade dialog charges to swap one tier in the cart for another. */
function cartUpgrade(slug: string, from: string, to: string): readonly Fact[] {
  const a = priceMoney(slug, from);
  const b = priceMoney(slug, to);
  return moneyFact({ amountMinor: cartUpgradeDifference(a.amountMinor, b.amountMinor), currency: a.currency });
}

/** What moving a bought ticket up costs: the offer's own upgrade price where set, else the difference. */
function boughtUpgrade(slug: string, from: string, to: string): readonly Fact[] {
  const o = seedOffer(slug, from);
  const toPrice = priceMoney(slug, to);
  const rule = o.rule.upgrade && o.rule.upgrade.tierKey === to ? o.rule.upgrade.priceMinor : null;
  const amountMinor = upgradeDifference({
    lineTotalMinor: o.price.amountMinor,
    quantity: 1,
    toPriceMinor: toPrice.amountMinor,
    upgradePriceMinor: rule,
  });
  return moneyFact({ amountMinor, currency: o.price.currency });
}

/** A saving: the first amount less the second. */
function saving(aMinor: number, bMinor: number, currency: Money["currency"]): readonly Fact[] {
  return moneyFact({ amountMinor: aMinor - bMinor, currency });
}

/** An event's first day, as "November 9" or "Nov 9" (with or without the year, weekday or ordinal). */
function dateOf(slug: string): readonly Fact[] {
  const e = seedEvent(slug);
  if (!e.startsOn) throw new Error(`${slug} has no date`);
  const [, m = 0, d = 0] = e.startsOn.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`${slug} has a bad date`);
  return [new RegExp(`${month.slice(0, 3)}[a-z]*\\.?\\s+${d}(st|nd|rd|th)?\\b`, "i"), new RegExp(`\\b${m}/${d}\\b`)];
}

function venueName(slug: string): string {
  return seedVenue(slug).name;
}

function venueStreet(slug: string): string {
  const key = seedEvent(slug).venue;
  const v = seed.venues.find((x) => x.key === key);
  if (!v?.address) throw new Error(`${slug} has no venue address`);
  return v.address.split(",")[0] ?? v.address;
}

/** A time as a schedule prints it ("2:30 PM"), matched also as "2:30pm" / "2:30 p.m.". */
function time(t: string): Fact {
  const [clock = "", half = ""] = t.split(" ");
  const [h, min] = clock.split(":");
  if (!h || !min || !/^[AP]M$/.test(half)) throw new Error(`a bad schedule time ${t}`);
  const minutes = min === "00" ? `(:00)?` : `:${min}`;
  return new RegExp(`\\b${h}${minutes}\\s*${half[0]}\\.?m\\.?`, "i");
}

/** The first slot of a group's table in a seeded schedule (its check-in). */
function firstSlot(slug: string, group: string, dayIndex = 0): string {
  const schedule = seedEvent(slug).page.schedule;
  const table = schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots[0];
  if (!slot) throw new Error(`${slug} has no ${group} table`);
  return slot.time;
}

function slotTime(slug: string, group: string, activity: string, dayIndex = 0): string {
  const schedule = seedEvent(slug).page.schedule;
  const table = schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group}`);
  return slot.time;
}

// Eligibility, from the audition form's own validation.
function auditionAccepts(age: number, withParent: boolean): boolean {
  return auditionFormSchema.safeParse({
    fullName: "Test Dancer",
    email: "test@example.com",
    phone: "555 0100",
    age,
    parentName: withParent ? "Test Parent" : undefined,
    consent: true,
  }).success;
}

const MIN_AUDITION_AGE = (() => {
  for (let age = 1; age < 30; age++) if (auditionAccepts(age, true)) return age;
  throw new Error("no audition age accepted");
})();
if (!isMinor(17) || isMinor(18) || auditionAccepts(16, false) || !auditionAccepts(18, false)) {
  throw new Error("the guardian rule is not what this set expects");
}
if (auditionAccepts(MIN_AUDITION_AGE - 1, true)) throw new Error("minimum audition age miscomputed");

// Mentorship terms, as the pages word them at the eval clock.
if (cohort.startsOnPurchase) throw new Error("the mentorship cohort is expected to start after the eval clock");
const cohortStart: FactOrAlternatives = [cohort.start, new RegExp(`${cohort.start.split(" ")[0]}\\s+1(st)?\\b`, "i"), cohort.firstPeriod];
const minimumTerm: FactOrAlternatives = [`${cohort.minimumTermMonths}-month`, `${cohort.minimumTermMonths} month`, new RegExp(`(three|${cohort.minimumTermMonths})[- ]months?`, "i")];

// Sherwood's weekend: two day tickets against the Full Weekend Pass.
const sherwoodTwoDays = priceMoney("sherwood", "core_day1").amountMinor + priceMoney("sherwood", "core_day2").amountMinor;
const sherwoodPass = priceMoney("sherwood", "weekend_pass").amountMinor;

// New Hampshire's VIP upgrade against the regular Pro Track it is compared with.
const nhVip = seedOffer("new-hampshire", "nh_protrack_vip");
if (!nhVip.compareAt) throw new Error("the NH VIP has no compare-at price");

const yes: FactOrAlternatives = [/\byes\b/i, /\byep\b/i, /\bof course\b/i, /\babsolutely\b/i];
const no: FactOrAlternatives = [/\bno\b/i, /\bnot\b/i, /n't\b/i];
const allSalesFinal: FactOrAlternatives = ["all sales are final", "sales are final", /final sale/i, /no refunds?/i, /non-?refundable/i];
const fullRefund: FactOrAlternatives = ["full refund", /refund(ed)? in full/i];
const fortyEight: FactOrAlternatives = ["48 hours", "48-hour", "48 hrs", "forty-eight hours"];
const credit: FactOrAlternatives = [/credit/i];
const free: FactOrAlternatives = [/\bfree\b/i, /no (cost|charge)/i, "$0"];
const parentGuardian: FactOrAlternatives = [/parent/i, /guardian/i];
const fifteenEarly: FactOrAlternatives = [/15 minutes/i, /fifteen minutes/i, /15 min/i];
const email = "hello@callboard.dance";
const notGuaranteed: FactOrAlternatives = [/not guarantee/i, /doesn't guarantee/i, /does not guarantee/i, /no guarantee/i, /isn't guaranteed/i, /not guaranteed/i];
// The free Audition Only option, sold at Savannah (the conversation below asks there).
if (seedOffer("savannah", "audition_only").price.amountMinor !== 0) throw new Error("Audition Only is expected to be free");
const auditionOnly: FactOrAlternatives = [/audition[- ]only/i, /just (the )?audition/i, /only the audition/i, /audition (by )?itself/i];
const venueComingSoon: FactOrAlternatives = [/coming soon/i, /not (yet )?(been )?(confirmed|announced)/i, /still being confirmed/i, /TBD|to be (determined|announced|confirmed)/i];
const notVisiting: FactOrAlternatives = [/\bno\b/i, /not (currently |yet )?(on|a stop|part|scheduled|visiting|coming|planned|listed)/i, /(don't|doesn't|isn't|aren't)/i];

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning7SingleQuestions: readonly Tuning7Question[] = [
  // Prices
  { kind: "single", topic: "prices", ask: "how much is seattle", expect: { includesAll: [price("seattle", "core")] } },
  { kind: "single", topic: "prices", ask: "price for pro track in cypress?", expect: { includesAll: [price("cypress", "pro")] } },
  { kind: "single", topic: "prices", ask: "whats the core ticket price for orlando", expect: { includesAll: [price("orlando", "core")] } },
  { kind: "single", topic: "prices", ask: "how much r tickets for hartford", expect: { includesAll: [price("hartford", "core"), price("hartford", "pro")] } },
  { kind: "single", topic: "prices", ask: "Victoria core experience price please", expect: { includesAll: [price("victoria-bc", "core")] } },
  { kind: "single", topic: "prices", ask: "niagara falls pro track how much", expect: { includesAll: [price("niagara-falls", "pro")] } },
  { kind: "single", topic: "prices", ask: "is there a cheaper option in cypress than the full day, like just one class", expect: { includesAll: [price("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices", ask: "sherwood full weekend pass price?", expect: { includesAll: [price("sherwood", "weekend_pass")] } },
  { kind: "single", topic: "prices", ask: "how much is a ticket for the boise masterclass on nov 7", expect: { includesAll: [[...price("boise-nov-7", "masterclass_only"), ...price("boise-nov-7", "core")]] } },
  { kind: "single", topic: "prices", ask: "how much for london", expect: { includesAll: [price("london", "core")] } },
  { kind: "single", topic: "prices", ask: "the balance payment for new hampshire, how much is it", expect: { includesAll: [price("new-hampshire", "nh_balance_payment")] } },

  // Group buying
  { kind: "single", topic: "group buying", ask: "i have 3 girls who want core in savannah, total?", expect: { includesAll: [total([["savannah", "core", 3]])] } },
  {
    kind: "single",
    topic: "group buying",
    ask: "one core and one pro for boston, what would that come to",
    expect: { includesAll: [total([["boston", "boston_core", 1], ["boston", "boston_pro_track", 1]])] },
  },
  { kind: "single", topic: "group buying", ask: "my studio is bringing 5 dancers to orlando for core. total cost?", expect: { includesAll: [total([["orlando", "core", 5]])] } },
  { kind: "single", topic: "group buying", ask: "4 kids full weekend pass sherwood = ?", expect: { includesAll: [total([["sherwood", "weekend_pass", 4]])] } },
  { kind: "single", topic: "group buying", ask: "can i buy tickets for more than one dancer in one order", expect: { includesAll: [[/\byes\b/i, /quantity/i, /\bof course\b/i, /absolutely/i]] } },

  // Upgrades and similar names
  { kind: "single", topic: "upgrades", ask: "i have core in my cart for seattle, how much more to switch to pro track", expect: { includesAll: [cartUpgrade("seattle", "core", "pro")] } },
  { kind: "single", topic: "upgrades", ask: "already bought a core ticket for orlando. what does it cost to upgrade to pro", expect: { includesAll: [boughtUpgrade("orlando", "core", "pro")] } },
  { kind: "single", topic: "upgrades", ask: "how much extra is pro over core day 1 in spokane", expect: { includesAll: [cartUpgrade("spokane", "core_day1", "pro")] } },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i buy just the NH vip upgrade by itself",
    expect: { includesAll: [no, [/weekend pass/i, /balance payment/i]] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "is pro/growth the same thing as pro track??",
    expect: { includesAll: [no, [/mentorship/i, /month/i]] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "cypress: whats pro growth vs pro track price",
    expect: { includesAll: [price("cypress", "mentorship_growth"), price("cypress", "pro")] },
  },
  { kind: "single", topic: "similar names", ask: "elite circle in orlando how much a month", expect: { includesAll: [price("orlando", "mentorship_elite"), /month/i] } },
  { kind: "single", topic: "similar names", ask: "building mentorship price at sherwood", expect: { includesAll: [price("sherwood", "mentorship_building")] } },

  // Dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is boston", expect: { includesAll: [dateOf("boston")] } },
  { kind: "single", topic: "dates and venues", ask: "what date is the hartford one", expect: { includesAll: [dateOf("hartford")] } },
  { kind: "single", topic: "dates and venues", ask: "when r u coming to sarasota", expect: { includesAll: [dateOf("sarasota")] } },
  { kind: "single", topic: "dates and venues", ask: "where is the seattle intensive held", expect: { includesAll: [[venueName("seattle"), venueStreet("seattle")]] } },
  { kind: "single", topic: "dates and venues", ask: "which studio is the niagara falls one at", expect: { includesAll: [[venueName("niagara-falls"), venueStreet("niagara-falls")]] } },
  { kind: "single", topic: "dates and venues", ask: "when is london happening", expect: { includesAll: [[/to be (determined|announced|confirmed)/i, /TBD/, /not (yet )?(been )?(set|scheduled|announced|confirmed)/i, /no date/i]] } },
  { kind: "single", topic: "dates and venues", ask: "where is the dallas one held", expect: { includesAll: [venueComingSoon] } },
  { kind: "single", topic: "dates and venues", ask: "is the atlanta event still happening", expect: { includesAll: [/cancel/i] } },
  { kind: "single", topic: "dates and venues", ask: "springfield va when and where", expect: { includesAll: [dateOf("springfield-va"), [venueName("springfield-va"), venueStreet("springfield-va")]] } },

  // Cities the tour does not visit
  { kind: "single", topic: "not on the tour", ask: "do you come to denver?", expect: { includesAll: [/denver/i, notVisiting] } },
  { kind: "single", topic: "not on the tour", ask: "is there a chicago stop this year", expect: { includesAll: [/chicago/i, notVisiting] } },
  { kind: "single", topic: "not on the tour", ask: "are u guys coming to miami", expect: { includesAll: [/miami/i, notVisiting] } },

  // Ages and eligibility
  { kind: "single", topic: "ages and eligibility", ask: "what ages can do the intensive", expect: { includesAll: [[/all ages/i, /every age/i, /any age/i, /12 and under/i, /13 and up/i]] } },
  { kind: "single", topic: "ages and eligibility", ask: "my son is 12 which group is he in", expect: { includesAll: [[/12 and under/i, /junior/i]] } },
  { kind: "single", topic: "ages and eligibility", ask: "my daughter is 12 and were going to orlando, what group", expect: { includesAll: [[/12 to adult/i, /senior/i]] } },
  { kind: "single", topic: "ages and eligibility", ask: "whats the youngest age for the audition", expect: { includesAll: [new RegExp(`\\b${MIN_AUDITION_AGE}\\b|${["zero", "one", "two", "three", "four", "five", "six", "seven"][MIN_AUDITION_AGE] ?? "_"}`, "i")] } },
  { kind: "single", topic: "ages and eligibility", ask: "im 18, do i need a parent on the form", expect: { includesAll: [no] } },
  { kind: "single", topic: "ages and eligibility", ask: "im a beginner is that ok or is it only for advanced dancers", expect: { includesAll: [[/all levels/i, /every level/i, /any level/i, /beginner/i]] } },
  { kind: "single", topic: "ages and eligibility", ask: "can anyone sign up for the new hampshire weekend", expect: { includesAll: [no, /granite stage/i] } },
  { kind: "single", topic: "ages and eligibility", ask: "how old do you have to be for the skeleton crew audition", expect: { includesAll: [/16/] } },

  // Auditions
  { kind: "single", topic: "auditions", ask: "is the audition mandatory", expect: { includesAll: [/optional/i] } },
  { kind: "single", topic: "auditions", ask: "can my son just audition without doing the classes", expect: { includesAll: [yes, auditionOnly] } },
  { kind: "single", topic: "auditions", ask: "if she auditions is she guaranteed a part?", expect: { includesAll: [notGuaranteed] } },
  { kind: "single", topic: "auditions", ask: "does she need a headshot to audition", expect: { includesAll: [[/not required/i, /\bno\b/i, /don't need/i, /doesn't need/i, /neither is required/i, /optional/i]] } },
  { kind: "single", topic: "auditions", ask: "we cant make any dates can she still be considered", expect: { includesAll: [yes, /submit talent/i] } },
  { kind: "single", topic: "auditions", ask: "when will we hear back after the audition", expect: { includesAll: [[/email or phone/i, /contact/i, /on file/i]] } },

  // Policies (FAQ and Terms)
  { kind: "single", topic: "policies", ask: "can i get a refund if we cant go anymore", expect: { includesAll: [allSalesFinal] } },
  { kind: "single", topic: "policies", ask: "what happens if you cancel the event", expect: { includesAll: [fullRefund] } },
  { kind: "single", topic: "policies", ask: "what if the date changes", expect: { includesAll: [fortyEight, credit] } },
  { kind: "single", topic: "policies", ask: "does the credit expire", expect: { includesAll: [[/never expires/i, /does not expire/i, /doesn't expire/i, /no expir/i, /not expire/i]] } },
  { kind: "single", topic: "policies", ask: "can i use my credit for a different city", expect: { includesAll: [yes, [/any city/i, /another city/i, /different city/i, /any (other )?(tour )?(date|stop)/i]] } },
  { kind: "single", topic: "policies", ask: "can i use the same discount code twice in one order", expect: { includesAll: [[/once per order/i, /only once/i, /one time per order/i]] } },
  { kind: "single", topic: "policies", ask: "when do we get the video footage", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },
  { kind: "single", topic: "policies", ask: "i dont want my daughter in your instagram posts, what do i do", expect: { includesAll: [email] } },
  { kind: "single", topic: "policies", ask: "do you refund mentorship months we didnt use", expect: { includesAll: [no] } },

  // Bring and wear
  { kind: "single", topic: "bring and wear", ask: "what should she wear", expect: { includesAll: [[/fitted/i, /solid colou?rs?/i]] } },
  { kind: "single", topic: "bring and wear", ask: "what shoes", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "bring and wear", ask: "what do we need to bring on the day", expect: { includesAll: [/water/i, [/lunch/i, /snack/i]] } },

  // The day and the schedule
  { kind: "single", topic: "the day and schedule", ask: "what happens during the day", expect: { includesAll: [[/jazz/i, /street/i, /theater/i, /funk/i], [/Q&A/i, /question/i]] } },
  { kind: "single", topic: "the day and schedule", ask: "how early should we get there", expect: { includesAll: [fifteenEarly] } },
  { kind: "single", topic: "the day and schedule", ask: "what time does the juniors group check in at hartford", expect: { includesAll: [time(firstSlot("hartford", "juniors"))] } },
  { kind: "single", topic: "the day and schedule", ask: "what time do seniors start in boston", expect: { includesAll: [[time(firstSlot("boston", "seniors")), time(slotTime("boston", "seniors", "Warm-up"))]] } },
  { kind: "single", topic: "the day and schedule", ask: "my 10 year old is doing cypress, what time is her check in", expect: { includesAll: [time(firstSlot("cypress", "juniors"))] } },
  { kind: "single", topic: "the day and schedule", ask: "what time is the audition for seniors in seattle", expect: { includesAll: [time(slotTime("seattle", "seniors", "Audition"))] } },
  { kind: "single", topic: "the day and schedule", ask: "is the schedule final?", expect: { includesAll: [[/work in progress/i, /finali[sz]ed closer/i, /closer to the (event )?date/i, /may change/i]] } },

  // City pages
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/Liora Vantassel/i] } },
  { kind: "single", topic: "city pages", ask: "does spokane have the stunts class", expect: { includesAll: [yes, [/stunt ?woman/i, /stunts for dancers/i]] } },
  { kind: "single", topic: "city pages", ask: "is there a free month of acting for dancers with a boston ticket?", expect: { includesAll: [yes] } },
  { kind: "single", topic: "city pages", ask: "how do we get in at the niagara studio", expect: { includesAll: [/back of the building/i] } },
  { kind: "single", topic: "city pages", ask: "is there an early bird code for victoria", expect: { includesAll: ["VICTORIAEARLY20"] } },
  { kind: "single", topic: "city pages", ask: "whats the nh vip upgrade save compared to regular pro track", expect: { includesAll: [moneyFact({ amountMinor: nhVip.compareAt.amountMinor - nhVip.price.amountMinor, currency: nhVip.price.currency })] } },
  {
    kind: "single",
    topic: "city pages",
    ask: "sherwood - how much do i save with the weekend pass vs buying sat and sun separately",
    expect: { includesAll: [saving(sherwoodTwoDays, sherwoodPass, priceMoney("sherwood", "weekend_pass").currency)] },
  },

  // Programs
  { kind: "single", topic: "programs", ask: "when does mentorship start", expect: { includesAll: [cohortStart] } },
  { kind: "single", topic: "programs", ask: "is there a minimum commitment on mentorship", expect: { includesAll: [minimumTerm] } },
  { kind: "single", topic: "programs", ask: "what levels of mentorship are there", expect: { includesAll: [/building/i, /growth/i, /elite circle/i] } },
  { kind: "single", topic: "programs", ask: "acting for dancers private session price", expect: { includesAll: [price("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "programs", ask: "how much is the 3 pack for acting", expect: { includesAll: [price("acting-for-dancers", "afd_3pack")] } },
  { kind: "single", topic: "programs", ask: "is acting for dancers online or in person", expect: { includesAll: [[/online/i, /virtual/i, /video/i]] } },
  { kind: "single", topic: "programs", ask: "how long do i have to use the 3 sessions in the 3 pack", expect: { includesAll: [/90 days/i] } },

  // Site pages: FAQ, Terms, About, Resources, Scholarship, Submit Talent
  { kind: "single", topic: "site pages", ask: "do you have scholarships", expect: { includesAll: [yes, /scholarship/i] } },
  { kind: "single", topic: "site pages", ask: "when do scholarship applications close", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
  { kind: "single", topic: "site pages", ask: "does the scholarship pay for travel or hotel", expect: { includesAll: [no] } },
  { kind: "single", topic: "site pages", ask: "we were offered a scholarship how long is the spot held", expect: { includesAll: [[/five days/i, /5 days/i]] } },
  { kind: "single", topic: "site pages", ask: "what does a scholarship cover", expect: { includesAll: [/core experience/i] } },
  { kind: "single", topic: "site pages", ask: "what do i send on the submit talent page", expect: { includesAll: [[/reel/i, /video/i], /social/i] } },
  { kind: "single", topic: "site pages", ask: "does submit talent cost anything", expect: { includesAll: [free] } },
  { kind: "single", topic: "site pages", ask: "how long should a dance reel be", expect: { includesAll: [[/two minutes/i, /2 minutes/i, /2 min/i]] } },
  { kind: "single", topic: "site pages", ask: "how do i get the cinematic demo reel", expect: { includesAll: [[/application/i, /apply/i]] } },
  { kind: "single", topic: "site pages", ask: "can parents watch the class", expect: { includesAll: [[/studio's space/i, /depends/i, /check-in/i]] } },
  { kind: "single", topic: "site pages", ask: "is my card info stored", expect: { includesAll: [[/never see or store/i, /don't store/i, /do not store/i, /never stor/i, /payment provider/i]] } },
  { kind: "single", topic: "site pages", ask: "if we get a scholarship after already buying the ticket can we get money back", expect: { includesAll: [allSalesFinal] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the right reply is "not sure"

export const tuning7OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "where should we park for the boston one", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good restaurants near the orlando studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a hotel in hartford", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell dance shoes", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you do choreography for weddings", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there a bus from tacoma to the seattle studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you offer babysitting for little siblings during the sherwood weekend", expect: { notSure: true } },
  { kind: "off-topic", ask: "can the elite circle coach help my daughter with her college essays", expect: { notSure: true } },
  { kind: "off-topic", ask: "do i need a visa to come to the london one from the us", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats the wifi password at the studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "does the pro track include hair and makeup", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is an uber from the airport to sherwood", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you rent costumes for competitions", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you help my son prepare for his ballet exam", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on the earlier turn, or switch away from it

export const tuning7Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle, then Denver, then back to a price",
    turns: [
      { ask: "when is seattle", expect: { includesAll: [dateOf("seattle")] } },
      { ask: "what about denver", expect: { includesAll: [/denver/i, notVisiting], excludes: [/November 9|Nov\.? 9/i] } },
      { ask: "ok how much is seattle then", expect: { includesAll: [price("seattle", "core")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent: Orlando price, her age group, then refunds",
    turns: [
      { ask: "how much is orlando core", expect: { includesAll: [price("orlando", "core")] } },
      { ask: "shes 11, what group would she be in", expect: { includesAll: [[/11 and under/i, /junior/i]] } },
      { ask: "and if she gets sick and cant go can i get my money back", expect: { includesAll: [allSalesFinal] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston, its guest teacher, then Hartford",
    turns: [
      { ask: "whats special about the boston one", expect: { includesAll: [/contemporary/i] } },
      { ask: "who teaches it", expect: { includesAll: [/Liora Vantassel/i] } },
      { ask: "what about hartford, when is that one", expect: { includesAll: [dateOf("hartford")], excludes: [/Liora/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship levels and the ticket with a similar name",
    turns: [
      { ask: "whats the mentorship program", expect: { includesAll: [/building/i, /elite circle/i] } },
      { ask: "how much is that one in cypress, the middle level", expect: { includesAll: [price("cypress", "mentorship_growth")] } },
      { ask: "and is pro track in cypress the same thing", expect: { includesAll: [no, [...price("cypress", "pro"), /in[- ]person/i, /ticket/i, /one[- ]day/i]] } },
    ],
  },
  {
    kind: "conversation",
    title: "Niagara: price for two, how to get in, then what to wear",
    turns: [
      { ask: "niagara falls core price", expect: { includesAll: [price("niagara-falls", "core")] } },
      { ask: "for 2 kids?", expect: { includesAll: [total([["niagara-falls", "core", 2]])] } },
      { ask: "different question, what should they wear", expect: { includesAll: [[/fitted/i, /solid colou?rs?/i]] } },
    ],
  },
  {
    kind: "conversation",
    title: "Audition only, her age, then the scholarship",
    turns: [
      { ask: "can my daughter just do the audition in savannah", expect: { includesAll: [auditionOnly] } },
      { ask: "does it cost anything", expect: { includesAll: [free] } },
      { ask: "shes 14, do i have to be on the form", expect: { includesAll: [yes, parentGuardian] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend, the Sunday split, then Acting for Dancers",
    turns: [
      { ask: "what dates is sherwood", expect: { includesAll: [dateOf("sherwood")] } },
      { ask: "is sunday split into age groups", expect: { includesAll: [yes, [/junior/i, /senior/i]] } },
      { ask: "ok and how much is the acting for dancers starter path", expect: { includesAll: [price("acting-for-dancers", "afd_starter")] } },
    ],
  },
];

export const tuning7QuestionCount =
  tuning7SingleQuestions.length +
  tuning7OffTopicQuestions.length +
  tuning7Conversations.reduce((sum, c) => sum + c.turns.length, 0);
