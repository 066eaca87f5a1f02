/**
 * Tuning set 35 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or
 * other sets' questions. A balanced cross-section of a week of visitor traffic across every topic of
 * the site: city pages, prices and group totals, upgrades, discount codes, dates and weekdays, venues,
 * schedule times per age group, ages and guardians, auditions, refunds, date changes and credits, what
 * to bring and wear, footage, mentorship, Acting for Dancers, scholarships, Submit Talent, the FAQ and
 * the Terms. About half of the yes/no questions have the answer No, and the wording varies a lot.
 *
 * Every figure (price, total, discount, date, weekday, venue, street, time, minimum age) is computed
 * from the seed with the site's own functions; copy facts are short phrases with alternatives. The
 * clock is 2025-09-01, as in scripts/eval-chat.ts.
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

export type Tuning35Topic =
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
  | "submit talent"
  | "faq and terms";

interface Tuning35Question {
  kind: "single";
  topic: Tuning35Topic;
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

/** A sum of several offers at one stop: [tier, count] pairs. */
function sumOf(slug: string, ...parts: Array<[string, number]>): Money {
  const first = seedPrice(slug, parts[0]![0]);
  const amountMinor = parts.reduce((n, [tier, count]) => n + seedPrice(slug, tier).amountMinor * count, 0);
  return { amountMinor, currency: first.currency };
}
const totalOf = (slug: string, ...parts: Array<[string, number]>): RegExp => money(sumOf(slug, ...parts));

const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A month-day as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function monthDay(iso: string): RegExp {
  const [, m = 0, d = 0] = iso.slice(0, 10).split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return monthDay(iso);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** The weekday of a stop's first day, from its calendar date. */
function weekdayOf(slug: string): string {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const w = WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()];
  if (!w) throw new Error(`bad date ${iso}`);
  return w;
}

/** A clock time as a reply may write it: "1:00 PM", "1 pm", "1:00pm" (and "noon"). */
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

function table(slug: string, group: Group, dayIndex = 0) {
  const t = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables.find((x) => x.group === group);
  if (!t) throw new Error(`${slug} has no ${group} table on day ${dayIndex}`);
  return t;
}
function slotTime(slug: string, group: Group, activity: string, dayIndex = 0): string {
  const slot = table(slug, group, dayIndex).slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0): RegExp => timeRe(slotTime(slug, group, activity, dayIndex));
const hasSlot = (slug: string, group: Group, activity: string, dayIndex = 0): boolean =>
  table(slug, group, dayIndex).slots.some((s) => s.activity === activity);

const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set|listed)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** The reply's opening says No (or an equivalent). */
const NO: readonly Fact[] = [/^\W*(no\b|nope|not\b|unfortunately|sorry|it (isn'?t|is not|doesn'?t|does not)|there (isn'?t|is no)|that code (isn'?t|is not|doesn'?t)|you (can'?t|cannot|don'?t|do not)|they (aren'?t|are not|don'?t))/i];
/** The reply's opening says Yes (or an equivalent). */
const YES: readonly Fact[] = [/^\W*(yes|yep|yeah|absolutely|sure|correct|definitely|of course|it (is|does)\b|you (can|do)\b|they (are|do)\b|there (is|are)\b)/i];

/** A yes/no opening decided by the seed: a question whose answer is computed, not typed. */
const yesNo = (answerIsYes: boolean): readonly Fact[] => (answerIsYes ? YES : NO);

/** The smallest age the audition form accepts, found with the form's own schema. */
function minAuditionAge(): number {
  for (let age = 1; age <= 30; age++) {
    const ok = auditionFormSchema.safeParse({ fullName: "A B", email: "a@example.com", phone: "555 0100", age, parentName: "C D", consent: true }).success;
    if (ok) return age;
  }
  throw new Error("no age passes the audition form");
}

function discountEnd(code: string): RegExp {
  const end = seedDiscountCode(code).endsAt;
  if (!end) throw new Error(`${code} has no end`);
  return monthDay(String(end));
}

// ---------------------------------------------------------------------------------------------
// Figures used below

const victoriaCoreEarly: Money = { amountMinor: percentOff(seedPrice("victoria-bc", "core").amountMinor, seedDiscountCode("VICTORIAEARLY20").percentOff ?? 0), currency: "CAD" };
const hartfordPro = seedPrice("hartford", "pro");
const hartfordProWithCode: Money = { amountMinor: hartfordPro.amountMinor - (seedDiscountCode("PROTRACK50").amount ?? 0) * 100, currency: hartfordPro.currency };
const sherwoodSaving: Money = {
  amountMinor: seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor - seedPrice("sherwood", "weekend_pass").amountMinor,
  currency: "USD",
};
const summerEnded = new Date(String(seedDiscountCode("SUMMER2025").endsAt)).getTime() < new Date("2025-09-01T12:00:00Z").getTime();
const victoriaProEarly: Money = { amountMinor: percentOff(seedPrice("victoria-bc", "pro").amountMinor, seedDiscountCode("VICTORIAEARLY20").percentOff ?? 0), currency: "CAD" };
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six"];
/** The mentorship minimum as a reply may word it: "3-month", "3 months", "three months". */
const minimumTerm = new RegExp(`(${mentorshipCohort.minimumTermMonths}|${NUMBER_WORDS[mentorshipCohort.minimumTermMonths] ?? "x"})[- ]months?`, "i");
if (!summerEnded) throw new Error("SUMMER2025 is expected to have ended by the eval clock");
if (seedEvent("atlanta").isCancelled !== true) throw new Error("Atlanta is expected to be cancelled");

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning35SingleQuestions: readonly Tuning35Question[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in nashville", expect: { includesAll: [priceOf("nashville", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "need 3 core tickets for boise on nov 8, whats the total", expect: { includesAll: [totalOf("boise", ["core", 3])] } },
  { kind: "single", topic: "prices and totals", ask: "in cypress is there a cheaper option if my kid just wants to do one class?", expect: { includesAll: [YES, priceOf("cypress", "masterclass_only")], includesAny: [/just a class/i, /masterclass/i, /one class/i] } },
  { kind: "single", topic: "prices and totals", ask: "victoria core ticket - how much and is that in canadian dollars", expect: { includesAll: [priceOf("victoria-bc", "core"), [/CAD/, /canadian/i, /C\$/]] } },
  { kind: "single", topic: "prices and totals", ask: "2 pro track for niagara falls total please", expect: { includesAll: [totalOf("niagara-falls", ["pro", 2])] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "spokane core is the same 168 as every other city right?",
    expect: { includesAll: [yesNo(seedPrice("spokane", "core_day1").amountMinor === seedPrice("nashville", "core").amountMinor), priceOf("spokane", "core_day1")] },
  },
  { kind: "single", topic: "prices and totals", ask: "sherwood: how much do i save getting the weekend pass instead of buying saturday and sunday separately", expect: { includesAll: [priceOf("sherwood", "weekend_pass"), money(sherwoodSaving)] } },
  { kind: "single", topic: "prices and totals", ask: "london price in pounds for the core day?", expect: { includesAll: [priceOf("london", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "total for 2 core + 2 pro track in sarasota? (twins + their older cousins lol)", expect: { includesAll: [totalOf("sarasota", ["core", 2], ["pro", 2])] } },
  { kind: "single", topic: "prices and totals", ask: "audition only is free right?", expect: { includesAll: [YES, /free/i] } },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "I bought core for orlando already. how much more to move up to pro track?", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "if i have core in my cart for seattle and switch it to pro, how much extra is that", expect: { includesAll: [printed(cartUpgrade("seattle", "core", "pro"))] } },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i buy just the pro track vip upgrade for new hampshire without the weekend pass?",
    expect: { includesAll: [NO, [/full weekend pass/i, /weekend pass/i, /balance payment/i]] },
  },

  // discount codes
  { kind: "single", topic: "discount codes", ask: "does the SUMMER2025 code still work", expect: { includesAll: [NO, [/expired/i, /ended/i, /no longer/i, /August 31/i, /Aug\.? 31/i]] } },
  { kind: "single", topic: "discount codes", ask: "with VICTORIAEARLY20 what does a core ticket in victoria come to?", expect: { includesAll: [money(victoriaCoreEarly)] } },
  { kind: "single", topic: "discount codes", ask: "does VICTORIAEARLY20 work on the pro track too? how much would it be", expect: { includesAll: [yesNo(seedDiscountCode("VICTORIAEARLY20").eligibleTiers.includes("pro")), money(victoriaProEarly)] } },
  { kind: "single", topic: "discount codes", ask: "until when does the victoria early bird run", expect: { includesAll: [discountEnd("VICTORIAEARLY20")] } },
  { kind: "single", topic: "discount codes", ask: "does BRINGAFRIEND25 work on pro track", expect: { includesAll: [NO, /core/i] } },
  { kind: "single", topic: "discount codes", ask: "hartford pro track with the PROTRACK50 code, what do i pay", expect: { includesAll: [money(hartfordProWithCode)] } },

  // dates and weekdays
  { kind: "single", topic: "dates and weekdays", ask: "what day of the week is savannah", expect: { includesAll: [new RegExp(weekdayOf("savannah"), "i"), dayOf("savannah")] } },
  { kind: "single", topic: "dates and weekdays", ask: "is boone on a saturday?", expect: { includesAll: [yesNo(weekdayOf("boone") === "Saturday"), new RegExp(weekdayOf("boone"), "i")] } },
  { kind: "single", topic: "dates and weekdays", ask: "dallas is a sunday right", expect: { includesAll: [yesNo(weekdayOf("dallas") === "Sunday"), new RegExp(weekdayOf("dallas"), "i")] } },
  { kind: "single", topic: "dates and weekdays", ask: "is there a date for london yet", expect: { includesAll: [NO, [/to be determined/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed)/i, /no date/i]] } },
  { kind: "single", topic: "dates and weekdays", ask: "charleston wv - is that this year?", expect: { includesAll: [NO, dayOf("charleston-wv"), /2026/] } },
  { kind: "single", topic: "dates and weekdays", ask: "is the atlanta sept 28 event still on", expect: { includesAll: [NO, /cancel/i] } },
  { kind: "single", topic: "dates and weekdays", ask: "sherwood, one day or two?", expect: { includesAll: [[/two/i, /2 days/i, /both days/i, /weekend/i], dayOf("sherwood"), /25/] } },

  // venues
  { kind: "single", topic: "venues", ask: "where's the seattle intensive held", expect: { includesAll: [venueName("seattle"), streetOf("seattle")] } },
  { kind: "single", topic: "venues", ask: "which studio is dallas at", expect: { includesAny: noVenue("dallas") } },
  { kind: "single", topic: "venues", ask: "has the madison wi venue been confirmed?", expect: { includesAll: [NO], includesAny: noVenue("madison-wi") } },
  { kind: "single", topic: "venues", ask: "niagara falls studio - which door do we use?", expect: { includesAll: [/back/i] } },
  { kind: "single", topic: "venues", ask: "the hoschton one, what studio is that in", expect: { includesAll: [venueName("hoschton")] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "what time do juniors check in in hartford", expect: { includesAll: [slotAt("hartford", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "boston seniors arrival time?", expect: { includesAll: [slotAt("boston", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "do the juniors get a funk class in seattle", expect: { includesAll: [yesNo(hasSlot("seattle", "juniors", "Funk"))] } },
  { kind: "single", topic: "schedule", ask: "what time is the senior audition in sarasota", expect: { includesAll: [slotAt("sarasota", "seniors", "Audition")] } },
  { kind: "single", topic: "schedule", ask: "how are the age groups split in orlando", expect: { includesAll: [/11 and under/i, [/12 to adult/i, /12\+/, /12 and (up|over|older)/i, /12[- ]to[- ]adult/i]] } },
  { kind: "single", topic: "schedule", ask: "on the sherwood saturday do all the ages dance together?", expect: { includesAll: [yesNo(table("sherwood", "all", 0).group === "all"), [/together/i, /all ages/i, /same (room|class)/i]] } },
  { kind: "single", topic: "schedule", ask: "older group masterclass time boise nov 7?", expect: { includesAll: [slotAt("boise-nov-7", "seniors", "Masterclass: On-Camera Jazz")] } },

  // ages and guardians
  { kind: "single", topic: "ages and guardians", ask: "my daughter just turned 12, is she a junior or senior at nashville", expect: { includesAll: [/junior/i, /12 and under/i] } },
  { kind: "single", topic: "ages and guardians", ask: "im 17, do i need a parent to register?", expect: { includesAll: [YES, [/parent/i, /guardian/i]] } },
  { kind: "single", topic: "ages and guardians", ask: "whats the youngest age that can register for the audition", expect: { includesAll: [new RegExp(`(?<!\\d)${minAuditionAge()}(?!\\d)`)] } },
  { kind: "single", topic: "ages and guardians", ask: "Can an adult take it? I'm 34 and still dance", expect: { includesAll: [YES], includesAny: [/13 and up/i, /senior/i, /all ages/i] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "if my son auditions is he guaranteed a role", expect: { includesAll: [NO, [/not guarantee/i, /doesn'?t guarantee/i, /no guarantee/i, /isn'?t guaranteed/i, /not guaranteed/i]] } },
  { kind: "single", topic: "auditions", ask: "can I just come for the audition and skip the classes", expect: { includesAll: [YES, /audition only/i] } },

  // policies and refunds
  { kind: "single", topic: "policies and refunds", ask: "my kid broke her wrist and cant go, can i get my money back", expect: { includesAll: [[/all sales are final/i, /sales are final/i, /non-?refundable/i, /can'?t refund/i, /cannot refund/i, /no refund/i]], excludes: [/full refund (will be|is) issued/i] } },
  { kind: "single", topic: "policies and refunds", ask: "atlanta got cancelled - will i get my money back without asking?", expect: { includesAll: [YES, /full refund/i] } },

  // date changes and credits
  { kind: "single", topic: "date changes and credits", ask: "if the date gets moved how long do i have to decide", expect: { includesAll: [/48 hours/i] } },
  { kind: "single", topic: "date changes and credits", ask: "so the credit from a moved date never runs out?", expect: { includesAll: [YES, [/never expires/i, /does(n'?t| not) expire/i, /no expir/i, /won'?t expire/i]] } },
  { kind: "single", topic: "date changes and credits", ask: "i have a credit from victoria (paid in CAD). can I use it for seattle?", expect: { includesAll: [NO, /currency/i] } },

  // bring and wear
  { kind: "single", topic: "bring and wear", ask: "what shoes should she bring", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "bring and wear", ask: "can i just wear the sneakers i walked in with on the studio floor", expect: { includesAll: [NO], includesAny: [/outside/i, /outdoor/i, /clean/i] } },
  { kind: "single", topic: "bring and wear", ask: "do we need to pack lunch", expect: { includesAll: [YES, /lunch/i] } },
  { kind: "single", topic: "bring and wear", ask: "is a shirt with a big logo ok for filming?", expect: { includesAll: [NO, [/solid/i, /avoid/i, /plain/i]] } },

  // footage
  { kind: "single", topic: "footage", ask: "when do we get the videos from class", expect: { includesAll: [[/four weeks/i, /4 weeks/i], /email/i] } },
  { kind: "single", topic: "footage", ask: "i'd rather my daughter not be in your instagram posts, how do i opt out", expect: { includesAll: ["hello@callboard.dance", /before the event/i] } },
  { kind: "single", topic: "footage", ask: "is the cinematic demo reel included in the ticket", expect: { includesAll: [NO, [/appl/i, /email/i]] } },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "elite circle mentorship how much per month", expect: { includesAll: [priceOf("nashville", "mentorship_elite")] } },
  { kind: "single", topic: "mentorship", ask: "when does mentorship start and when am i billed", expect: { includesAll: [monthDay("2025-12-01"), [/first of (each|every) month/i, /1st of (each|every) month/i, /monthly/i, monthDay("2026-01-01")]] } },
  { kind: "single", topic: "mentorship", ask: "can i cancel mentorship after the first month", expect: { includesAll: [NO, minimumTerm] } },
  { kind: "single", topic: "mentorship", ask: "is the building level cheaper in sherwood or in boston?", expect: { includesAll: [/boston/i, priceOf("boston", "mentorship_building"), priceOf("sherwood", "mentorship_building")] } },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers is all online right?", expect: { includesAll: [YES, [/online/i, /virtual/i]] } },
  { kind: "single", topic: "acting for dancers", ask: "price of one private acting session?", expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "acting for dancers", ask: "starter path vs steady growth - prices?", expect: { includesAll: [priceOf("acting-for-dancers", "afd_starter"), priceOf("acting-for-dancers", "afd_steady_growth")] } },

  // scholarships
  { kind: "single", topic: "scholarships", ask: "do you offer any financial help / scholarships", expect: { includesAll: [YES, /scholarship/i] } },
  { kind: "single", topic: "scholarships", ask: "does the scholarship pay for our hotel and travel", expect: { includesAll: [NO, [/travel/i, /accommodation/i, /hotel/i]] } },
  { kind: "single", topic: "scholarships", ask: "deadline to apply for a scholarship?", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },

  // submit talent
  { kind: "single", topic: "submit talent", ask: "we cant make any of the dates, can we still be considered by the casting team?", expect: { includesAll: [YES, /submit talent|submit your talent|submit-talent/i] } },

  // city pages
  { kind: "single", topic: "city pages", ask: "is there a stunts class at the spokane one?", expect: { includesAll: [yesNo(hasSlot("spokane", "seniors", "Stunts for Dancers")), /stunt/i] } },
  { kind: "single", topic: "city pages", ask: "is the new hampshire weekend open to anyone?", expect: { includesAll: [NO, /Granite Stage/i] } },
  { kind: "single", topic: "city pages", ask: "does the boston page have a contemporary class", expect: { includesAll: [YES, /contemporary/i] } },

  // faq and terms
  { kind: "single", topic: "faq and terms", ask: "is the class filmed", expect: { includesAll: [YES, [/film/i, /camera/i]] } },
  { kind: "single", topic: "faq and terms", ask: "do you store my credit card number", expect: { includesAll: [NO, [/never (see|store)/i, /payment provider/i, /don'?t (see|store)/i, /do not (see|store)/i]] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: things the site does not know or sell

export const tuning35OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is parking near the boston studio per hour", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good restaurants near the savannah venue for after?", expect: { notSure: true } },
  { kind: "off-topic", ask: "does broadway dance center have open classes this weekend", expect: { notSure: true } },
  { kind: "off-topic", ask: "my ankle is swollen from rehearsal, should i ice it or heat it", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a hotel in victoria with a group rate", expect: { notSure: true } },
  { kind: "off-topic", ask: "which capezio jazz shoe runs true to size", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is an uber from the orlando airport to the studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "who won so you think you can dance last season", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const tuning35Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Prices across cities, then a special ticket",
    turns: [
      { ask: "how much is core in cypress", expect: { includesAll: [priceOf("cypress", "core")] } },
      { ask: "and in victoria?", expect: { includesAll: [priceOf("victoria-bc", "core")], excludes: [priceOf("cypress", "core")] } },
      { ask: "what about that one class only ticket there", expect: { includesAll: [priceOf("victoria-bc", "victoria_one_class_only")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Hartford times, both groups, then the address",
    turns: [
      { ask: "when do seniors check in at hartford", expect: { includesAll: [slotAt("hartford", "seniors", "Check-in")] } },
      { ask: "and the juniors?", expect: { includesAll: [slotAt("hartford", "juniors", "Check-in")] } },
      { ask: "whats the address", expect: { includesAll: [streetOf("hartford")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Spokane date, a second day, then the Pro Track price",
    turns: [
      { ask: "what date is spokane", expect: { includesAll: [dayOf("spokane")] } },
      { ask: "is there a second day?", expect: { includesAll: [yesNo(Boolean(seedEvent("spokane").endsOn))] } },
      { ask: "ok how much is pro track there", expect: { includesAll: [priceOf("spokane", "pro")], excludes: [priceOf("seattle", "pro")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship billing, then a switch to auditions",
    turns: [
      { ask: "is the mentorship paid monthly", expect: { includesAll: [YES, /month/i] } },
      { ask: "whats the minimum i have to commit to", expect: { includesAll: [minimumTerm] } },
      { ask: "different question - does the audition after class cost anything", expect: { includesAll: [NO, /free/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "An 11-year-old's group in Orlando, then Boise",
    turns: [
      { ask: "my son is 11, which group would he be in for orlando", expect: { includesAll: [/11 and under/i] } },
      { ask: "what time does his group check in", expect: { includesAll: [slotAt("orlando", "juniors", "Check-in")] } },
      { ask: "and if we went to boise on nov 8 instead, which group?", expect: { includesAll: [[/12 and under/i, /junior/i]] } },
    ],
  },
];

export const tuning35QuestionCount =
  tuning35SingleQuestions.length + tuning35OffTopicQuestions.length + tuning35Conversations.reduce((n, c) => n + c.turns.length, 0);
