/**
 * Tuning set 39 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files (with close reading of the FAQ and the Terms & Conditions) and the forms' own
 * validation, by someone who never read the answerer, its docs or other sets' questions.
 *
 * Emphasis: a week of real visitor traffic across every topic of the site (city pages, prices and
 * totals, upgrades, discount codes, dates and weekdays, venues, schedule times per age group, ages and
 * guardians, auditions, policies and refunds, date changes and credits, what to bring and wear,
 * footage, mentorship, Acting for Dancers, scholarships, Submit Talent), mostly parents on phones plus
 * teen and adult dancers; about half of the yes/no questions have the answer No. Several questions
 * ask about specific sentences of the FAQ and of the Terms.
 *
 * Every figure (price, group total, upgrade difference, discount, date, weekday, venue, street, time,
 * audition age limit, order limit, cohort date) is computed from the seed with the site's own
 * functions; copy facts are short phrases with alternatives. The clock is 2025-09-01, as in
 * scripts/eval-chat.ts.
 */
import { ADULT_AGE } from "~/domain/age-groups";
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
  price,
  seedDiscountCode,
  seedEvent,
  seedOffer,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning39Topic =
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
  | "terms";

interface Tuning39Question {
  kind: "single";
  topic: Tuning39Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed

/** A printed figure as a pattern that does not match inside a larger one. */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD". */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

const totalOf = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
};

/** A sum of several lines at one stop. */
function sumOf(slug: string, lines: readonly (readonly [string, number])[]): RegExp {
  const first = lines[0];
  if (!first) throw new Error("no lines");
  const currency = seedPrice(slug, first[0]).currency;
  const amountMinor = lines.reduce((acc, [tier, n]) => acc + seedPrice(slug, tier).amountMinor * n, 0);
  return money({ amountMinor, currency });
}

/** The difference between two tiers at one stop. */
function diffOf(slug: string, from: string, to: string): RegExp {
  const a = seedPrice(slug, from);
  const b = seedPrice(slug, to);
  return money({ amountMinor: b.amountMinor - a.amountMinor, currency: a.currency });
}

const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A stop's first (or last) day as a reply would write it. */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`${slug} has a bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The weekday of a stop's first (or last) day, from its seeded ISO date. */
function weekdayName(slug: string, which: "startsOn" | "endsOn" = "startsOn"): string {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const name = WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()];
  if (!name) throw new Error(`bad date ${iso}`);
  return name;
}
const weekdayOf = (slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp =>
  new RegExp(`\\b(${weekdayName(slug, which)}|${weekdayName(slug, which).slice(0, 3)})\\b`, "i");
/** Any weekday other than the stop's own, for excludes. */
const otherWeekdays = (slug: string): RegExp =>
  new RegExp(`\\b(${WEEKDAYS.filter((w) => w !== weekdayName(slug)).join("|")})\\b`, "i");

/** A clock time as a reply may write it. */
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

function slotTime(slug: string, group: Group, activity: string, dayIndex = 0): string {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const table = tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0): RegExp =>
  timeRe(slotTime(slug, group, activity, dayIndex));

/** Whether a group's table at a stop has an activity at all. */
function hasActivity(slug: string, group: Group, activity: string): boolean {
  const tables = seedEvent(slug).page?.schedule?.days?.[0]?.tables ?? [];
  return Boolean(tables.find((t) => t.group === group)?.slots.some((s) => s.activity === activity));
}

const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** The youngest age the audition form accepts, from its own schema. */
function youngestAuditionAge(): number {
  for (let age = 1; age < 30; age++) {
    const r = auditionFormSchema.safeParse({ fullName: "A B", email: "a@b.co", phone: "555 0100", age, parentName: "C D", consent: true });
    const ageIssue = r.success ? false : r.error.issues.some((i) => i.path[0] === "age");
    if (!ageIssue) return age;
  }
  throw new Error("no audition age accepted");
}
const MIN_AUDITION_AGE = youngestAuditionAge();

const maxPerOrder = (slug: string, tier: string): number => {
  const n = seedOffer(slug, tier).maxPerOrder;
  if (!n) throw new Error(`${slug} ${tier} has no order limit`);
  return n;
};

// Checks that the No answers below stay No against the seed.
if (!seedEvent("atlanta").isCancelled) throw new Error("atlanta is expected to be cancelled");
if (hasActivity("boston", "juniors", "Audition")) throw new Error("boston juniors now have an audition slot");
if (seedOffer("victoria-bc", "pro").price.currency !== "CAD") throw new Error("victoria is expected in CAD");
if (seedEvent("london").startsOn) throw new Error("london now has a date");
if (hasActivity("seattle", "juniors", "Funk")) throw new Error("seattle juniors now have funk");

const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
const hartfordPro = seedDiscountCode("PROTRACK50");
const friend = seedDiscountCode("BRINGAFRIEND25");
const summer = seedDiscountCode("SUMMER2025");
const london15 = seedDiscountCode("LONDON15");
if (!victoriaEarly.percentOff || !hartfordPro.amount || !friend.amount || !summer.endsAt) throw new Error("discount codes changed shape");
const victoriaCoreEarly = money({ amountMinor: percentOff(seedPrice("victoria-bc", "core").amountMinor, victoriaEarly.percentOff), currency: "CAD" });
const hartfordProWithCode = money({ amountMinor: seedPrice("hartford", "pro").amountMinor - hartfordPro.amount * 100, currency: "USD" });
const victoriaEndMonth = MONTHS[Number(victoriaEarly.endsAt?.slice(5, 7)) - 1] ?? "";
const victoriaEndDay = Number(victoriaEarly.endsAt?.slice(8, 10));
const victoriaEnds = new RegExp(`(${victoriaEndMonth}|${victoriaEndMonth.slice(0, 3)}\\.?)\\s+${victoriaEndDay}(?!\\d)`, "i");

const NO: Fact = /^\s*(no\b|nope|not\b|unfortunately|sorry|it (isn'?t|is not|doesn'?t|does not)|they (aren'?t|are not|don'?t|do not)|you (can'?t|cannot|don'?t|do not))/i;
const YES: Fact = /^\s*(yes|yep|yeah|absolutely|of course|sure|it (is|does)\b|they (are|do)\b|you can\b)/i;
const startsYes: Fact = /^\s*yes\b/i;
const startsNo: Fact = /^\s*no\b/i;

const ALL_FINAL: Fact[] = [/all sales (are )?final/i, /non-?refundable/i, /(can'?t|cannot|don'?t|do not|won'?t|not) (give |offer |issue )?(a )?refund/i];
const CREDIT_FOREVER: Fact[] = [/never expires?/i, /(does not|doesn'?t|won'?t) expire/i, /non-?expiring/i, /no expir/i];
const FOURTY_EIGHT: Fact = /48[- ]?h(ou)?rs?|forty[- ]eight hours/i;
const c = mentorshipCohort;

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning39SingleQuestions: readonly Tuning39Question[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "my 2 girls want core in boston, whats the total", expect: { includesAll: [totalOf("boston", "boston_core", 2)] } },
  { kind: "single", topic: "prices and totals", ask: "3 core tickets for victoria how much altogether", expect: { includesAll: [totalOf("victoria-bc", "core", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "one core and one pro track in nashville, total pls", expect: { includesAll: [sumOf("nashville", [["core", 1], ["pro", 1]])] } },
  { kind: "single", topic: "prices and totals", ask: "is the niagara falls masterclass only ticket in canadian dollars? how much", expect: { includesAll: [priceOf("niagara-falls", "masterclass_only"), /CAD|canadian|C\$|CA\$/i] } },
  { kind: "single", topic: "prices and totals", ask: "london core experience price in pounds?", expect: { includesAll: [priceOf("london", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "is spokane the same price as seattle for the day 1 core ticket?", expect: { includesAll: [NO, priceOf("spokane", "core_day1"), priceOf("seattle", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "cheapest ticket in boise on nov 7", expect: { includesAll: [priceOf("boise-nov-7", "masterclass_only")] } },
  { kind: "single", topic: "prices and totals", ask: "sherwood weekend pass vs buying saturday and sunday separately, how much do i save", expect: { includesAll: [priceOf("sherwood", "weekend_pass"), money({ amountMinor: seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor - seedPrice("sherwood", "weekend_pass").amountMinor, currency: "USD" })] } },
  { kind: "single", topic: "prices and totals", ask: "does the audition only option cost anything", expect: { includesAll: [[/free/i, /\$0(?!\d)/]], excludes: [/\$\d{2,}/] } },
  { kind: "single", topic: "prices and totals", ask: "whats the most tickets of one kind i can put in one order?", expect: { includesAll: [new RegExp(`\\b${maxPerOrder("seattle", "core")}\\b`)] } },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "how much more is pro track than core in seattle", expect: { includesAll: [diffOf("seattle", "core", "pro")] } },
  { kind: "single", topic: "upgrades", ask: "already bought core in orlando, what does it cost to move up to pro track?", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "in my cart i have a core ticket for hartford, if i switch it to pro track what's the difference", expect: { includesAll: [printed(cartUpgrade("hartford", "core", "pro"))] } },

  // discount codes
  { kind: "single", topic: "discount codes", ask: "whats VICTORIAEARLY20 take the core ticket down to", expect: { includesAll: [victoriaCoreEarly] } },
  { kind: "single", topic: "discount codes", ask: "until when does the victoria early bird code work", expect: { includesAll: [victoriaEnds] } },
  { kind: "single", topic: "discount codes", ask: "can i use VICTORIAEARLY20 for seattle tickets?", expect: { includesAll: [NO], includesAny: [/victoria/i, /only/i] } },
  { kind: "single", topic: "discount codes", ask: "PROTRACK50 on a hartford pro track ticket, what do i pay", expect: { includesAll: [hartfordProWithCode] } },
  { kind: "single", topic: "discount codes", ask: "does BRINGAFRIEND25 work on pro track tickets", expect: { includesAll: [NO, /core/i] } },
  { kind: "single", topic: "discount codes", ask: "is SUMMER2025 still good? want to use it today", expect: { includesAll: [[NO, /expired/i, /ended/i, /no longer/i]], excludes: [YES] } },
  { kind: "single", topic: "discount codes", ask: `is LONDON15 ${london15.percentOff}% off for anyone?`, expect: { includesAll: [[NO, /mailing list/i]], includesAny: [/mailing list/i, /london/i] } },

  // dates and weekdays
  { kind: "single", topic: "dates and weekdays", ask: "when is the boston one", expect: { includesAll: [dayOf("boston")] } },
  { kind: "single", topic: "dates and weekdays", ask: "what day of the week is the boston intensive", expect: { includesAll: [weekdayOf("boston")], excludes: [otherWeekdays("boston")] } },
  { kind: "single", topic: "dates and weekdays", ask: "is seattle on a sunday?", expect: { includesAll: [weekdayName("seattle") === "Sunday" ? YES : NO, weekdayOf("seattle")] } },
  { kind: "single", topic: "dates and weekdays", ask: "is there a date for london yet", expect: { includesAll: [[NO, /to be determined/i, /TBD/i, /not yet/i]], includesAny: [/to be determined/i, /TBD/i, /not (yet )?(been )?(set|announced|confirmed)/i, /waitlist/i] } },
  { kind: "single", topic: "dates and weekdays", ask: "new hampshire is it 2 days? which dates", expect: { includesAll: [dayOf("new-hampshire"), /\b14\b/] } },
  { kind: "single", topic: "dates and weekdays", ask: "is the atlanta intensive still on?", expect: { includesAll: [[NO, /cancel+ed/i]], includesAny: [/cancel+ed/i] } },

  // venues
  { kind: "single", topic: "venues", ask: "where is the seattle one held", expect: { includesAll: [venueName("seattle")] } },
  { kind: "single", topic: "venues", ask: "address for boston studio?", expect: { includesAll: [streetOf("boston")] } },
  { kind: "single", topic: "venues", ask: "whats the venue for madison wi", expect: { includesAny: noVenue("madison-wi") } },
  { kind: "single", topic: "venues", ask: "niagara falls studio - which entrance do we use?", expect: { includesAll: [/back/i], includesAny: [/rear/i, /back of the building/i] } },
  { kind: "single", topic: "venues", ask: "is the hoschton event actually in hoschton?", expect: { includesAll: [[NO, /buford/i]], includesAny: [/buford/i] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "what time do juniors check in at seattle", expect: { includesAll: [slotAt("seattle", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "when's the audition for seniors in orlando", expect: { includesAll: [slotAt("orlando", "seniors", "Audition")] } },
  { kind: "single", topic: "schedule", ask: "do juniors have funk in seattle?", expect: { includesAll: [NO] } },
  { kind: "single", topic: "schedule", ask: "is there a juniors audition slot in boston?", expect: { includesAll: [NO] } },
  { kind: "single", topic: "schedule", ask: "boston seniors pro track session is at what time", expect: { includesAll: [slotAt("boston", "seniors", "Pro Track session")] } },
  { kind: "single", topic: "schedule", ask: "orlando age groups, is it 12 and under?", expect: { includesAll: [[NO, /11 and under/i]], includesAny: [/11 and under/i, /12 to adult/i] } },

  // ages and guardians
  { kind: "single", topic: "ages and guardians", ask: "youngest age that can register for the audition?", expect: { includesAll: [new RegExp(`\\b${MIN_AUDITION_AGE}\\b`)] } },
  { kind: "single", topic: "ages and guardians", ask: "im 17 do i need a parent to sign up", expect: { includesAll: [YES, /(parent|guardian)/i] } },
  { kind: "single", topic: "ages and guardians", ask: `i'm ${ADULT_AGE}, do i need a guardian on the form?`, expect: { includesAll: [NO], includesAny: [/under 18/i, /minors?/i] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "if she auditions is she guaranteed a part", expect: { includesAll: [[NO, /not guarantee/i, /doesn'?t guarantee/i, /does not guarantee/i, /no guarantee/i]] } },
  { kind: "single", topic: "auditions", ask: "do i need a headshot and resume to audition", expect: { includesAll: [[startsNo, /not required/i, /neither is required/i, /don'?t need/i]] } },

  // policies and refunds
  { kind: "single", topic: "policies and refunds", ask: "can i get a refund if my kid gets sick and can't come", expect: { includesAll: [[NO, ...ALL_FINAL]], includesAny: ALL_FINAL } },
  { kind: "single", topic: "policies and refunds", ask: "what happens if you guys cancel", expect: { includesAll: [/full refund/i], includesAny: [/original payment/i, /refund/i] } },
  { kind: "single", topic: "policies and refunds", ask: "if we get kicked out for behaviour do we get our money back", expect: { includesAll: [[NO, /without a refund/i]] } },
  { kind: "single", topic: "policies and refunds", ask: "is the studio responsible if her bag gets stolen?", expect: { includesAll: [[NO, /not responsible/i]] } },

  // date changes and credits
  { kind: "single", topic: "date changes and credits", ask: "they moved the date, how long do i have to ask for a refund", expect: { includesAll: [FOURTY_EIGHT] } },
  { kind: "single", topic: "date changes and credits", ask: "does the credit expire", expect: { includesAll: [[NO, ...CREDIT_FOREVER]], includesAny: CREDIT_FOREVER } },
  { kind: "single", topic: "date changes and credits", ask: "my credit is from a us city, can i use it in victoria?", expect: { includesAll: [NO], includesAny: [/currency/i, /US dollars|USD/i] } },
  { kind: "single", topic: "date changes and credits", ask: "can i cash out my credit?", expect: { includesAll: [[NO, /can'?t be exchanged/i, /cannot be exchanged/i]] } },

  // bring and wear
  { kind: "single", topic: "bring and wear", ask: "what shoes should she bring", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "bring and wear", ask: "ok to wear a shirt with a big logo?", expect: { includesAll: [[NO, /avoid/i]], includesAny: [/solid colou?rs?/i, /logos?/i] } },
  { kind: "single", topic: "bring and wear", ask: "can she dance in the sneakers she wore outside", expect: { includesAll: [[NO, /not allowed/i, /clean/i]] } },

  // footage
  { kind: "single", topic: "footage", ask: "when do we get the video clips", expect: { includesAll: [/four weeks|4 weeks/i] } },
  { kind: "single", topic: "footage", ask: "i don't want my daughter in your promo posts, what do i do", expect: { includesAll: [/hello@callboard\.dance/i], includesAny: [/before the event/i] } },
  { kind: "single", topic: "footage", ask: "do you pay dancers for using their footage?", expect: { includesAll: [[NO, /no fee/i]] } },
  { kind: "single", topic: "footage", ask: "can i film the class on my phone", expect: { includesAny: [/instructor'?s discretion/i, /may be limited/i, /limited/i] } },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "when does mentorship start", expect: { includesAll: [c.start] } },
  { kind: "single", topic: "mentorship", ask: "is there a minimum for mentorship or can i cancel after 1 month", expect: { includesAll: [new RegExp(`${c.minimumTermMonths}[- ]month|${["zero", "one", "two", "three", "four", "five", "six"][c.minimumTermMonths] ?? "x"}[- ]month`, "i")] } },
  { kind: "single", topic: "mentorship", ask: "if she doesnt use her mentorship sessions one month do we get that month back", expect: { includesAll: [[NO, /not refunded/i]] } },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers in person at the studio?", expect: { includesAll: [[NO, /virtual/i, /online/i]], includesAny: [/virtual/i, /online/i] } },
  { kind: "single", topic: "acting for dancers", ask: "3 pack vs 3 private sessions for acting, which is cheaper and by how much", expect: { includesAll: [/3[- ]?pack/i, money({ amountMinor: seedPrice("acting-for-dancers", "afd_private_session").amountMinor * 3 - seedPrice("acting-for-dancers", "afd_3pack").amountMinor, currency: "USD" })] } },

  // scholarships
  { kind: "single", topic: "scholarships", ask: "do scholarships cover travel and hotel?", expect: { includesAll: [[NO, /don'?t cover/i, /doesn'?t cover/i, /not cover/i]] } },
  { kind: "single", topic: "scholarships", ask: "when do scholarship applications close", expect: { includesAll: [/three weeks|3 weeks/i] } },
  { kind: "single", topic: "scholarships", ask: "i already bought a ticket, can a scholarship refund it?", expect: { includesAll: [NO], includesAny: [/before you buy/i, /all sales (are )?final/i] } },

  // submit talent
  { kind: "single", topic: "submit talent", ask: "does it cost money to submit talent", expect: { includesAll: [[NO, /free/i]], includesAny: [/free/i] } },
  { kind: "single", topic: "submit talent", ask: "can i just buy the cinematic demo reel?", expect: { includesAll: [[NO, /application/i, /apply/i]], includesAny: [/application/i, /apply/i] } },

  // terms
  { kind: "single", topic: "terms", ask: "does one ticket cover me and my sister", expect: { includesAll: [[NO, /one dancer/i]], includesAny: [/one dancer/i, /each (dancer|ticket)/i] } },
  { kind: "single", topic: "terms", ask: "whats the most you're liable for if my kid gets hurt", expect: { includesAny: [/amount you paid/i, /what you paid/i, /limited to/i] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site does not know these, so the answer is "not sure"

export const tuning39OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "will it rain in seattle on the day", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is parking near the boston studio per hour", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good pizza place near the orlando venue?", expect: { notSure: true } },
  { kind: "off-topic", ask: "my daughter sprained her ankle last week, should she ice it or heat it", expect: { notSure: true } },
  { kind: "off-topic", ask: "which hotel near niagara falls has a pool", expect: { notSure: true } },
  { kind: "off-topic", ask: "does the studio in victoria offer weekly ballet classes for toddlers", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats the best dance competition in texas this year", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a cheap flight from denver to boise", expect: { notSure: true } },
  { kind: "off-topic", ask: "how do i get my kid signed with a talent agency in LA", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on the earlier ones or switch subject

export const tuning39Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle times, then seniors, then Boston",
    turns: [
      { ask: "what time does the juniors audition start in seattle", expect: { includesAll: [slotAt("seattle", "juniors", "Audition")] } },
      { ask: "and for the seniors?", expect: { includesAll: [slotAt("seattle", "seniors", "Audition")] } },
      { ask: "what about boston seniors check in", expect: { includesAll: [slotAt("boston", "seniors", "Check-in")], excludes: [slotAt("seattle", "seniors", "Check-in")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria prices, a total, then the code",
    turns: [
      { ask: "pro track victoria price", expect: { includesAll: [priceOf("victoria-bc", "pro")] } },
      { ask: "two of those?", expect: { includesAll: [totalOf("victoria-bc", "pro", 2)] } },
      { ask: `and with the early bird ${victoriaEarly.percentOff}% code, one of them?`, expect: { includesAll: [money({ amountMinor: percentOff(seedPrice("victoria-bc", "pro").amountMinor, victoriaEarly.percentOff), currency: "CAD" })] } },
    ],
  },
  {
    kind: "conversation",
    title: "Date change, the credit, then footage",
    turns: [
      { ask: "got an email that our event date moved. what now", expect: { includesAll: [FOURTY_EIGHT] } },
      { ask: "and if i miss that window?", expect: { includesAll: [/credit/i], includesAny: CREDIT_FOREVER } },
      { ask: "different thing - is the class filmed?", expect: { includesAll: [YES] } },
    ],
  },
  {
    kind: "conversation",
    title: "Orlando venue, date, then Madison",
    turns: [
      { ask: "which studio is the orlando one at", expect: { includesAll: [venueName("orlando")] } },
      { ask: "what day of the week is that", expect: { includesAll: [weekdayOf("orlando")], excludes: [otherWeekdays("orlando")] } },
      { ask: "what about madison wi, where is that one", expect: { includesAny: noVenue("madison-wi"), excludes: [venueName("orlando")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship billing, then Acting for Dancers",
    turns: [
      { ask: "how does mentorship billing work", expect: { includesAll: [[c.start, c.firstPeriod]], includesAny: [/monthly/i, /each month/i] } },
      { ask: "does elite circle renew by itself?", expect: { includesAll: [[startsYes, /renews? automatically/i, /auto(matically)?[- ]renew/i]] } },
      { ask: "ok and the acting for dancers starter path, how much", expect: { includesAll: [printed(price("acting-for-dancers", "afd_starter"))] } },
    ],
  },
];

export const tuning39QuestionCount =
  tuning39SingleQuestions.length +
  tuning39OffTopicQuestions.length +
  tuning39Conversations.reduce((n, conv) => n + conv.turns.length, 0);
