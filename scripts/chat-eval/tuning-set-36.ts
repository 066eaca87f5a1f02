/**
 * Tuning set 36 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or
 * other sets' questions. A support inbox's week: which ticket fits a given dancer (age, experience,
 * feedback or a reel), one group's day at one stop hour by hour, what happens when a date moves or a
 * stop is cancelled, credits and the currency they work in, order limits and buying for a group,
 * upgrades after buying (and the difference the cart charges), what the confirmation and reminder
 * emails say, codes that don't apply, and the online programs' billing. About half the yes/no
 * questions have the answer No.
 *
 * Every figure (price, group total, upgrade difference, date, venue, street, time, order limit, code
 * limit, cohort date) is computed from the seed with the site's own functions; copy facts are short
 * phrases with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { MAX_CODES } from "~/features/cart/quote-schema";
import { UPGRADE_LINK_DAYS } from "~/domain/ticket-upgrade";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  seedDiscountCode,
  seedEvent,
  seedOffer,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning36Topic =
  | "which ticket"
  | "the day"
  | "date changes and cancellations"
  | "credits and currency"
  | "order limits and groups"
  | "upgrades"
  | "emails"
  | "codes"
  | "online billing";

interface Tuning36Question {
  kind: "single";
  topic: Tuning36Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed

/** A printed figure as a pattern that does not match inside a larger one. */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" and "CA$227". */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, "").replace(/^£/, "£"));

/** One offer's price at a stop, as a pattern. */
const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

/** A sum of tickets at one stop, as a pattern. */
function totalOf(slug: string, ...lines: Array<[tier: string, n: number]>): RegExp {
  const first = lines[0];
  if (!first) throw new Error("no lines");
  const currency = seedPrice(slug, first[0]).currency;
  const amountMinor = lines.reduce((sum, [tier, n]) => sum + seedPrice(slug, tier).amountMinor * n, 0);
  return money({ amountMinor, currency });
}

/** A printed money string from seed-facts, as a pattern. */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A stop's first day as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function dayOf(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`${slug} has a bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** A cohort date written like "December 1, 2025" as a pattern ("Dec 1", "December 1st"). */
function cohortDay(text: string): RegExp {
  const match = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  if (!match) throw new Error(`not a date: ${text}`);
  const [, month = "", d] = match;
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
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
function slotTime(slug: string, group: Group, activity: string, dayIndex = 0): string {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const slot = tables.find((t) => t.group === group)?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0): RegExp => timeRe(slotTime(slug, group, activity, dayIndex));

/** The activity at a given time for a group (fails if there is none). */
function activityAt(slug: string, group: Group, time: string, dayIndex = 0): string {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const slot = tables.find((t) => t.group === group)?.slots.find((s) => s.time === time);
  if (!slot) throw new Error(`${slug} has nothing at ${time} for ${group}`);
  return slot.activity;
}

/** Whether a group's day at a stop has an activity (checked so a "No" question stays true to the seed). */
function hasActivity(slug: string, group: Group, activity: RegExp, dayIndex = 0): boolean {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  return (tables.find((t) => t.group === group)?.slots ?? []).some((s) => activity.test(s.activity));
}
function mustLack(slug: string, group: Group, activity: RegExp): void {
  if (hasActivity(slug, group, activity)) throw new Error(`${slug} ${group} has ${activity}`);
}

/** The venue's name as a fact. */
const venueName = (slug: string): Fact => seedVenue(slug).name;

/** The venue is not confirmed yet. */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** A "No" answer, however it is worded; and a "Yes" opening that a No answer must not have. */
const NO: RegExp = /\b(no|not|isn'?t|aren'?t|can'?t|cannot|doesn'?t|don'?t|won'?t|only)\b/i;
const YES_OPENING: RegExp = /^\W*(yes|yep|yeah|absolutely|sure|of course)\b/i;
const NO_OPENING: RegExp = /^\W*(no|nope|unfortunately not)\b/i;

/** The order limit of one offer at a stop (the tier card's "At most N per order"). */
const maxPerOrder = (slug: string, tier: string): number => seedOffer(slug, tier).maxPerOrder;
const limitRe = (n: number): RegExp => new RegExp(`(?<!\\d)${n}(?!\\d)`);

/** A discount code's percentage taken off one price, as a pattern of what is left to pay. */
function afterPercent(slug: string, tier: string, code: string): RegExp {
  const p = seedPrice(slug, tier);
  const pct = seedDiscountCode(code).percentOff;
  if (typeof pct !== "number") throw new Error(`${code} is not a percentage code`);
  return money({ amountMinor: percentOff(p.amountMinor, pct), currency: p.currency });
}

/** A percentage code's figure as a pattern ("20%", "20 percent"). */
function pctRe(code: string): RegExp {
  const pct = seedDiscountCode(code).percentOff;
  if (typeof pct !== "number") throw new Error(`${code} is not a percentage code`);
  return new RegExp(`(?<!\\d)${pct}\\s?(%|percent)`, "i");
}

/** The city a code is limited to, from the seed (fails if none). */
function codeCity(code: string): string {
  const c = seedDiscountCode(code).city;
  if (!c) throw new Error(`${code} has no city`);
  return seedEvent(c).cityName.split(",")[0] ?? c;
}

/** A code's end date has passed at the eval clock. */
function endedBeforeClock(code: string): boolean {
  const end = seedDiscountCode(code).endsAt;
  return !!end && new Date(end).getTime() < new Date("2025-09-01T12:00:00Z").getTime();
}
if (!endedBeforeClock("SUMMER2025")) throw new Error("SUMMER2025 should have ended");

/** Two stops in the same or a different currency (credits work only in their own). */
function currencyOf(slug: string): string {
  return seedEvent(slug).currency;
}
if (currencyOf("seattle") === currencyOf("victoria-bc")) throw new Error("seattle and victoria share a currency");
if (currencyOf("niagara-falls") !== currencyOf("victoria-bc")) throw new Error("niagara and victoria differ in currency");
if (currencyOf("hartford") !== currencyOf("boston")) throw new Error("hartford and boston differ in currency");
if (currencyOf("orlando") === currencyOf("london")) throw new Error("orlando and london share a currency");

const CURRENCY_WORDS: readonly Fact[] = [/currenc/i, /\bCAD\b|canadian/i, /\bUSD\b|US dollars?|american dollars?/i];

// Seed checks behind some "No" answers.
mustLack("hoschton", "juniors", /^Theater$/);
mustLack("savannah", "juniors", /break/i);
if (seedEvent("spokane").page?.pricing.tiers.includes("weekend_pass")) throw new Error("spokane sells a weekend pass");
const NASHVILLE_GROUP = 12;
if (maxPerOrder("nashville", "core") >= NASHVILLE_GROUP) throw new Error("nashville allows 12 in one order");
const orlandoAges = seedEvent("orlando").page?.schedule?.ageGroups;
if (orlandoAges !== "eleven_and_twelve_plus") throw new Error("orlando's age split changed");

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning36SingleQuestions: readonly Tuning36Question[] = [
  // Which ticket fits this dancer
  {
    kind: "single",
    topic: "which ticket",
    ask: "my daughter is 10 and has never danced on camera. which ticket should she get for seattle and how much",
    expect: { includesAll: [/core experience/i, priceOf("seattle", "core")], excludes: [priceOf("seattle", "pro")] },
  },
  {
    kind: "single",
    topic: "which ticket",
    ask: "my son (16) wants personal feedback from the choreographer and something filmed for his reel. what should we book in hartford?",
    expect: { includesAll: [/pro track/i, priceOf("hartford", "pro")] },
  },
  {
    kind: "single",
    topic: "which ticket",
    ask: "she only wants to audition in sarasota, no classes. how much is that",
    expect: { includesAll: [/audition only/i, [/\bfree\b/i, /\$0(?!\d)/, /no (cost|charge)/i]] },
  },
  {
    kind: "single",
    topic: "which ticket",
    ask: "does the audition only option include any of the classes?",
    expect: { includesAll: [NO, /class/i], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "which ticket",
    ask: "cypress - is there something cheaper than core if my kid just wants to try one class",
    expect: { includesAll: [[/just a class/i, /masterclass/i, /one class/i], priceOf("cypress", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "which ticket",
    ask: "how much is the one class only ticket in victoria",
    expect: { includesAll: [priceOf("victoria-bc", "victoria_one_class_only")], excludes: [priceOf("victoria-bc", "core")] },
  },
  {
    kind: "single",
    topic: "which ticket",
    ask: "is the boston pro track session filmed for your reel?",
    expect: { includesAll: [/\breel\b/i, /film/i], excludes: [NO_OPENING] },
  },
  {
    kind: "single",
    topic: "which ticket",
    ask: "sherwood: we want both days, whats the best ticket and price",
    expect: { includesAll: [/full weekend pass|weekend pass/i, priceOf("sherwood", "weekend_pass")] },
  },
  {
    kind: "single",
    topic: "which ticket",
    ask: "can my 9 year old do the new hampshire weekend? we don't go to any studio there",
    expect: { includesAll: [NO, /granite stage/i, /students and alumni|alumni/i], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "which ticket",
    ask: "does the core experience in savannah come with personal feedback from the choreographer",
    expect: { includesAll: [/pro track/i], excludes: [YES_OPENING, /core (experience )?(includes|comes with) (personal )?feedback/i] },
  },
  {
    kind: "single",
    topic: "which ticket",
    ask: "is there a full weekend pass for spokane?",
    expect: { includesAll: [[dayOf("spokane"), /one day|only one|single day|day 1/i]], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "which ticket",
    ask: "im 27 and dance professionally, is this intensive only for kids?",
    expect: { includesAll: [/all ages|every age|adults?|pros?\b|professional/i], excludes: [YES_OPENING] },
  },

  // One group's day at one stop
  {
    kind: "single",
    topic: "the day",
    ask: "hartford seniors - what time is check in?",
    expect: { includesAll: [slotAt("hartford", "seniors", "Check-in")], excludes: [slotAt("hartford", "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "the day",
    ask: "what time does the juniors audition start in seattle",
    expect: { includesAll: [slotAt("seattle", "juniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "the day",
    ask: "do the juniors at the buford ga stop get a theater class?",
    expect: { includesAll: [NO, [/jazz/i, /street/i, /funk/i]], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "the day",
    ask: "when is the seniors audition at sarasota",
    expect: { includesAll: [slotAt("sarasota", "seniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "the day",
    ask: `spokane seniors, what's on at ${slotTime("spokane", "seniors", "Stunts for Dancers").replace(":00", "").toLowerCase()}?`,
    expect: { includesAll: [activityAt("spokane", "seniors", slotTime("spokane", "seniors", "Stunts for Dancers"))] },
  },
  {
    kind: "single",
    topic: "the day",
    ask: "what time do juniors need to be at the boston one",
    expect: { includesAll: [slotAt("boston", "juniors", "Check-in")], excludes: [slotAt("boston", "seniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "the day",
    ask: "is there a lunch break for the juniors in savannah? packing her bag",
    expect: { includesAll: [NO, [/snack/i, /check-?in/i, /jazz/i, /street/i, /theater/i, /Q&A/i]], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "the day",
    ask: "sherwood saturday are juniors and seniors in separate rooms?",
    expect: { includesAll: [/all ages|together|everyone/i], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "the day",
    ask: "new hampshire sunday, when is the vip session for the seniors",
    expect: { includesAll: [slotAt("new-hampshire", "seniors", "Pro Track VIP session", 1)] },
  },
  {
    kind: "single",
    topic: "the day",
    ask: "boise nov 7 masterclass, what time do the older kids check in",
    expect: { includesAll: [slotAt("boise-nov-7", "seniors", "Check-in")], excludes: [slotAt("boise-nov-7", "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "the day",
    ask: "orlando: my daughter just turned 12, is she with the juniors?",
    expect: { includesAll: [[/12[\s-]*(to|-|–)[\s-]*adult/i, /11 and under/i]], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "the day",
    ask: "where do we go in at the niagara falls studio",
    expect: { includesAll: [/back of the building|rear/i], includesAny: [venueName("niagara-falls"), street("niagara-falls")] },
  },
  {
    kind: "single",
    topic: "the day",
    ask: "victoria juniors on camera jazz what time",
    expect: { includesAll: [slotAt("victoria-bc", "juniors", "On-Camera Jazz")], excludes: [slotAt("victoria-bc", "seniors", "On-Camera Jazz")] },
  },

  // Date changes and cancellations
  {
    kind: "single",
    topic: "date changes and cancellations",
    ask: "if you move the date how long do i have to decide what to do",
    expect: { includesAll: [/48 hours/i] },
  },
  {
    kind: "single",
    topic: "date changes and cancellations",
    ask: "if i miss the email about a new date do i lose what i paid?",
    expect: { includesAll: [/credit/i, /never expires|doesn'?t expire|does not expire|no expiry|non-expiring/i], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "date changes and cancellations",
    ask: "atlanta was cancelled - do i have to request my refund somewhere?",
    expect: { includesAll: [[NO, /automatic/i], /refund/i], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "date changes and cancellations",
    ask: "we bought seattle but cant go anymore. can we get a refund?",
    expect: { includesAll: [/final/i], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "date changes and cancellations",
    ask: "if the date changes and the new one doesnt work for us, can we get our money back?",
    expect: { includesAll: [/refund/i, /48 hours/i], excludes: [NO_OPENING] },
  },

  // Credits and the currency they work in
  {
    kind: "single",
    topic: "credits and currency",
    ask: "i have a credit from the seattle date change. can i use it for victoria bc?",
    expect: { includesAll: [CURRENCY_WORDS], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "credits and currency",
    ask: "can my hartford credit go toward boston tickets",
    expect: { includesAll: [/credit/i], includesAny: [/\byes\b/i, /any city/i, /USD|US dollars?|same currency/i], excludes: [NO_OPENING, /can'?t be used|cannot be used/i] },
  },
  {
    kind: "single",
    topic: "credits and currency",
    ask: "does a credit expire?",
    expect: { includesAll: [/never expires|doesn'?t expire|does not expire|no expir|non-expiring/i], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "credits and currency",
    ask: "i have two credits from different orders, can i put both on one order",
    expect: { includesAll: [/one credit|only one/i], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "credits and currency",
    ask: "how do i actually use my credit when buying",
    expect: { includesAll: [/code/i, /promo|discount code field|code field|cart/i] },
  },
  {
    kind: "single",
    topic: "credits and currency",
    ask: "my credit is from niagara falls. does it work for victoria?",
    expect: { includesAll: [/credit/i], includesAny: [/\bCAD\b|canadian/i, /same currency/i, /\byes\b/i], excludes: [NO_OPENING] },
  },
  {
    kind: "single",
    topic: "credits and currency",
    ask: "orlando credit - can i spend it on london when it's announced?",
    expect: { includesAll: [CURRENCY_WORDS.concat([/pounds?|GBP|£/i])], excludes: [YES_OPENING] },
  },

  // Order limits and buying for a group
  {
    kind: "single",
    topic: "order limits and groups",
    ask: "whats the most core tickets i can buy in one order for boston",
    expect: { includesAll: [limitRe(maxPerOrder("boston", "boston_core"))] },
  },
  {
    kind: "single",
    topic: "order limits and groups",
    ask: `studio owner here - can i buy ${NASHVILLE_GROUP} core tickets for nashville in a single order?`,
    expect: { includesAll: [limitRe(maxPerOrder("nashville", "core"))], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "order limits and groups",
    ask: "3 core tickets in hartford, total?",
    expect: { includesAll: [totalOf("hartford", ["core", 3])] },
  },
  {
    kind: "single",
    topic: "order limits and groups",
    ask: "2 pro track + 1 core at cypress how much all together",
    expect: { includesAll: [totalOf("cypress", ["pro", 2], ["core", 1])] },
  },
  {
    kind: "single",
    topic: "order limits and groups",
    ask: "4 one class only tickets in victoria, whats the total",
    expect: { includesAll: [totalOf("victoria-bc", ["victoria_one_class_only", 4])] },
  },
  {
    kind: "single",
    topic: "order limits and groups",
    ask: "5 dancers core experience orlando total please",
    expect: { includesAll: [totalOf("orlando", ["core", 5])] },
  },
  {
    kind: "single",
    topic: "order limits and groups",
    ask: "how many promo codes can go on one cart",
    expect: { includesAll: [limitRe(MAX_CODES)] },
  },

  // Upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "orlando - i have core in my cart, how much more to switch it to pro track?",
    expect: { includesAll: [printed(cartUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "already paid for core in hartford, what would it cost to move her up to pro track",
    expect: { includesAll: [printed(boughtUpgrade("hartford", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how do i upgrade a ticket i already bought?",
    expect: { includesAll: [/order number/i, /email/i, /link/i] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how long is the upgrade link good for",
    expect: { includesAll: [new RegExp(`(?<!\\d)${UPGRADE_LINK_DAYS}\\s?days`, "i")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "boston core to pro track - whats the difference if we already bought core",
    expect: { includesAll: [printed(boughtUpgrade("boston", "boston_core", "boston_pro_track"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "new hampshire: can i buy just the vip upgrade without a weekend pass?",
    expect: { includesAll: [/full weekend pass|weekend pass|balance payment/i], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how much is the pro track vip upgrade at the nh weekend",
    expect: { includesAll: [priceOf("new-hampshire", "nh_protrack_vip")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "after upgrading do we need a new ticket / qr code for the door?",
    expect: { includesAll: [/same (ticket|QR)/i], excludes: [YES_OPENING] },
  },

  // Confirmation and reminder emails
  {
    kind: "single",
    topic: "emails",
    ask: "when do you send the reminder emails",
    expect: { includesAll: [/week before|a week/i, /day before/i] },
  },
  {
    kind: "single",
    topic: "emails",
    ask: "does the confirmation email have something to add it to my calendar?",
    expect: { includesAll: [/calendar/i], excludes: [NO_OPENING] },
  },
  {
    kind: "single",
    topic: "emails",
    ask: "bought dallas, confirmation has no studio address?? is that right",
    expect: { includesAll: [noVenue("dallas")] },
  },
  {
    kind: "single",
    topic: "emails",
    ask: "i paid but never put in my kids names. do i still need to do that?",
    expect: { includesAll: [/register/i, /student|dancer/i], excludes: [NO_OPENING] },
  },
  {
    kind: "single",
    topic: "emails",
    ask: "when will we get the footage from the day",
    expect: { includesAll: [/four weeks|4 weeks/i] },
  },

  // Codes that don't apply
  {
    kind: "single",
    topic: "codes",
    ask: "BRINGAFRIEND25 isnt working on my victoria cart, why",
    expect: { includesAll: [CURRENCY_WORDS] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "is SUMMER2025 still good?",
    expect: { includesAll: [/expired|ended/i], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "can i use PROTRACK50 for boston pro track",
    expect: { includesAll: [new RegExp(codeCity("PROTRACK50"), "i")], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "does VICTORIAEARLY20 work on the one class only ticket?",
    expect: { includesAll: [NO, /core/i, /pro track/i], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "with VICTORIAEARLY20 what do i pay for pro track in victoria",
    expect: { includesAll: [afterPercent("victoria-bc", "pro", "VICTORIAEARLY20")] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "can i apply the same code twice to get double off",
    expect: { includesAll: [/once|already been applied|twice/i], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "does BRINGAFRIEND25 work on pro track in hartford?",
    expect: { includesAll: [/core/i], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "how much does the victoria early bird code take off",
    expect: { includesAll: [pctRe("VICTORIAEARLY20")] },
  },

  // Online programs' billing
  {
    kind: "single",
    topic: "online billing",
    ask: "mentorship - when is the first payment taken",
    expect: { includesAll: [cohortDay(mentorshipCohort.start)] },
  },
  {
    kind: "single",
    topic: "online billing",
    ask: "can i cancel mentorship after just one month?",
    expect: { includesAll: [new RegExp(`${mentorshipCohort.minimumTermMonths}[- ]month|${["zero", "one", "two", "three", "four", "five", "six"][mentorshipCohort.minimumTermMonths] ?? "x"}[- ]month`, "i")], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "online billing",
    ask: "is the acting for dancers private session a monthly subscription?",
    expect: { includesAll: [[/one-?time/i, /per session/i]], excludes: [YES_OPENING] },
  },
  {
    kind: "single",
    topic: "online billing",
    ask: "how long do i have to use the 3 pack sessions",
    expect: { includesAll: [/90 days/i] },
  },
  {
    kind: "single",
    topic: "online billing",
    ask: "how much is the building mentorship level a month on the sherwood page",
    expect: { includesAll: [priceOf("sherwood", "mentorship_building")], excludes: [priceOf("hartford", "mentorship_building")] },
  },
  {
    kind: "single",
    topic: "online billing",
    ask: "after buying acting for dancers how soon does the coach get in touch",
    expect: { includesAll: [/one business day|1 business day/i] },
  },
  {
    kind: "single",
    topic: "online billing",
    ask: "do i have to download an app for the acting for dancers sessions",
    expect: { includesAll: [/nothing to install|no (app|download)|video/i], excludes: [YES_OPENING] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: things the site does not know or sell

export const tuning36OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is parking around the boston studio per hour", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good pizza places near the hartford studio?", expect: { notSure: true } },
  { kind: "off-topic", ask: "which hotel near orlando is cheapest for the weekend", expect: { notSure: true } },
  { kind: "off-topic", ask: "my daughter sprained her ankle last week, should she dance on it?", expect: { notSure: true } },
  { kind: "off-topic", ask: "what brand of jazz shoes is best for wide feet", expect: { notSure: true } },
  { kind: "off-topic", ask: "are there cheap flights to boise from denver", expect: { notSure: true } },
  { kind: "off-topic", ask: "does the joffrey ballet hold summer auditions in chicago", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a good headshot photographer in nashville", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

const bankDaysEqual = seedPrice("cypress", "pro").amountMinor === seedPrice("boise", "pro").amountMinor;
if (!bankDaysEqual) throw new Error("cypress and boise pro prices differ");

const studioFriendSix = (() => {
  const p = seedPrice("boise", "core");
  const pct = seedDiscountCode("STUDIOFRIEND10").percentOff;
  if (typeof pct !== "number") throw new Error("STUDIOFRIEND10 is not a percentage code");
  return money({ amountMinor: percentOff(p.amountMinor * 6, pct), currency: p.currency });
})();

export const tuning36Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A 14-year-old who wants feedback: Cypress, then Boise",
    turns: [
      {
        ask: "my 14 yr old wants feedback and a clip for her reel, what should she get in cypress",
        expect: { includesAll: [/pro track/i, priceOf("cypress", "pro")] },
      },
      {
        ask: "and what time does her group check in?",
        expect: { includesAll: [slotAt("cypress", "seniors", "Check-in")], excludes: [slotAt("cypress", "juniors", "Check-in")] },
      },
      {
        ask: "would it cost the same at boise on nov 8?",
        expect: { includesAll: [priceOf("boise", "pro")], excludes: [NO_OPENING, priceOf("boise-nov-7", "pro")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A moved date, the deadline, then a credit in another currency",
    turns: [
      {
        ask: "we got an email that our hartford date moved. what are our options",
        expect: { includesAll: [/refund/i, /48 hours/i], includesAny: [/new date/i, /keep/i, /attend/i] },
      },
      {
        ask: "and if we dont answer in time?",
        expect: { includesAll: [/credit/i, /never expires|doesn'?t expire|does not expire|non-expiring/i] },
      },
      {
        ask: "could we use that for niagara falls then?",
        expect: { includesAll: [CURRENCY_WORDS], excludes: [YES_OPENING] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner buying for a group in Boise",
    turns: [
      {
        ask: "price for 6 core experience tickets in boise (nov 8)?",
        expect: { includesAll: [totalOf("boise", ["core", 6])] },
      },
      {
        ask: "we're a partner studio with STUDIOFRIEND10, what's the total with that",
        expect: { includesAll: [studioFriendSix] },
      },
      {
        ask: "what if we end up needing 11, same order?",
        expect: { includesAll: [limitRe(maxPerOrder("boise", "core"))], excludes: [YES_OPENING] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Orlando: price, the cart's upgrade, then the venue",
    turns: [
      {
        ask: "how much is core in orlando",
        expect: { includesAll: [priceOf("orlando", "core")] },
      },
      {
        ask: "if i put core in my cart and then switch to pro how much more is it",
        expect: { includesAll: [printed(cartUpgrade("orlando", "core", "pro"))] },
      },
      {
        ask: "ok and where is it exactly",
        expect: { includesAll: [venueName("orlando"), street("orlando")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship billing: price, first payment, minimum",
    turns: [
      {
        ask: "how much is the elite circle mentorship per month",
        expect: { includesAll: [priceOf("hartford", "mentorship_elite")] },
      },
      {
        ask: "when would i be charged first",
        expect: { includesAll: [cohortDay(mentorshipCohort.start)] },
      },
      {
        ask: "and how long do i have to stay in?",
        expect: {
          includesAll: [new RegExp(`${mentorshipCohort.minimumTermMonths}[- ]month|three[- ]month|${escapeRegExp(mentorshipCohort.minimumLastMonth.split(" ")[0] ?? "February")}`, "i")],
        },
      },
    ],
  },
];

export const tuning36QuestionCount =
  tuning36SingleQuestions.length + tuning36OffTopicQuestions.length + tuning36Conversations.reduce((n, c) => n + c.turns.length, 0);
