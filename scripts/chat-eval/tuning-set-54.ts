/**
 * Tuning set 54 (issue 40): "a week of real traffic". A cross-section of what visitors send the chat in
 * an ordinary week: mostly prices and totals, dates and places, what's included, ages and groups,
 * auditions and policies, with short follow-ups. Written from the spec, the seed and the site's pages
 * only, without reading the answerer. Every figure is computed from the seed with the site's own
 * functions; a name the seed lacks throws when the file loads. Clock: 2025-09-01 (EVAL_CLOCK).
 */
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
  escapeRegExp,
  mentorshipCohort,
  MONTHS,
  price,
  seedDiscountCode,
  seedEvent,
  seedOffer,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";
import { applyDiscounts, type DiscountCodeRule } from "~/domain/discounts";
import { formatMoney, toMinor, type Money } from "~/domain/money";
import { AGE_GROUP_LABELS, auditionAgeGroup } from "~/domain/age-groups";
import { applicationMessages } from "~/features/applications/application-schemas";

type Topic =
  | "prices"
  | "upgrades"
  | "discount codes"
  | "dates and venues"
  | "schedule and groups"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "what to bring"
  | "footage"
  | "what's included"
  | "mentorship"
  | "acting for dancers"
  | "scholarships and forms";

interface Single {
  kind: "single";
  topic: Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures from the seed, as patterns that don't match inside a larger number

/** A printed price as a pattern; "C$227" also accepts "$227". */
function fig(text: string): RegExp {
  const body = text.startsWith("C$") ? text.slice(1) : text;
  return new RegExp(escapeRegExp(body) + "(?!\\d|,\\d)");
}

const money = (m: Money) => formatMoney(m);
const priceFig = (slug: string, tier: string) => fig(price(slug, tier));

/** n tickets of one tier, as printed. */
function times(slug: string, tier: string, n: number): string {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
}

/** A seeded code as the discount rules see it. */
function codeRule(code: string): DiscountCodeRule {
  const d = seedDiscountCode(code);
  return {
    code: d.code,
    discountType: d.percentOff !== undefined ? "percentage" : "fixed",
    value: d.percentOff !== undefined ? d.percentOff : toMinor(d.amount ?? 0),
    currency: d.percentOff !== undefined ? null : (d.currency ?? null),
    eligibleTiers: d.eligibleTiers ?? [],
    cityRestriction: d.city ?? null,
    customerTag: d.customerTag ?? null,
    description: d.description ?? "",
    startsAt: d.startsAt ? new Date(d.startsAt) : null,
    endsAt: d.endsAt ? new Date(d.endsAt) : null,
    maxUses: d.maxUses ?? null,
    usesCount: 0,
    isActive: true,
  };
}

/** One ticket of a tier at a stop after a code, as printed. */
function withCode(slug: string, tier: string, code: string, quantity = 1): string {
  const o = seedOffer(slug, tier);
  const r = applyDiscounts([{ tierKey: tier, unitPriceMinor: o.price.amountMinor, quantity }], [codeRule(code)]);
  return money({ amountMinor: r.totalMinor, currency: o.price.currency });
}

function isoParts(iso: string): { month: number; day: number; year: number } {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number);
  if (!y || !m || !d) throw new Error(`bad date ${iso}`);
  return { year: y, month: m, day: d };
}

/** A calendar date as a reply may word it: "November 9", "Nov 9th", "11/9". */
function dateRe(iso: string): RegExp {
  const { month, day } = isoParts(iso);
  const name = MONTHS[month - 1]!;
  return new RegExp(`(${name}|${name.slice(0, 3)}\\.?)\\s+${day}(?!\\d)|\\b${month}/${day}(?!\\d)`, "i");
}

/** A stop's first day as a pattern. */
function eventDate(slug: string): RegExp {
  const s = seedEvent(slug).startsOn;
  if (!s) throw new Error(`${slug} has no date`);
  return dateRe(s);
}

/** A stop's first day's weekday ("Saturday"). */
function weekday(slug: string): string {
  const s = seedEvent(slug).startsOn;
  if (!s) throw new Error(`${slug} has no date`);
  return new Date(`${s}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
}

/** A discount code's last day in the tour's time zone. */
function codeEnds(code: string): RegExp {
  const d = seedDiscountCode(code);
  if (!d.endsAt) throw new Error(`${code} has no end`);
  const iso = new Date(d.endsAt).toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" });
  return dateRe(iso);
}

interface SeedSlot {
  time: string;
  activity: string;
}
interface SeedSchedule {
  days?: { label?: string; tables: { group?: string; slots: SeedSlot[] }[] }[];
}

/** The time of an activity in one group's table ("10:00 AM"), failing if the seed has no such slot. */
function slotTime(slug: string, group: string, activity: string, dayIndex = 0): RegExp {
  const schedule = (seedEvent(slug).page as unknown as { schedule?: SeedSchedule }).schedule;
  const table = schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity}`);
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(slot.time);
  if (!m) throw new Error(`odd time ${slot.time}`);
  const [, h, min, ap] = m;
  const minutes = min === "00" ? "(:00)?" : `:${min}`;
  return new RegExp(`\\b${h}${minutes}\\s*${ap![0]}\\.?\\s*m\\b`, "i");
}

const venueName = (slug: string) => seedVenue(slug).name;
const groupLabel = (age: number) => AGE_GROUP_LABELS[auditionAgeGroup(age)].split(" ")[0]!;
const firstNumber = (text: string): string => {
  const m = /\d+/.exec(text);
  if (!m) throw new Error(`no number in ${text}`);
  return m[0];
};
const numberRe = (n: string): RegExp => new RegExp(`(?<!\\d)${n}(?!\\d)`);

const yes: Fact = /^\s*yes\b/i;
const no: Fact = /^\s*no\b/i;
const fifteenMinutes: Fact[] = [/15[ -]min/i, /fifteen[ -]min/i];

// ---------------------------------------------------------------------------------------------
// Single questions (75)

export const tuning54SingleQuestions: readonly Single[] = [
  // prices (14)
  { kind: "single", topic: "prices", ask: "how much is core at hartford", expect: { includesAll: [priceFig("hartford", "core")] } },
  { kind: "single", topic: "prices", ask: "pro track price in seattle?", expect: { includesAll: [priceFig("seattle", "pro")] } },
  { kind: "single", topic: "prices", ask: "how much for the niagara falls core experience", expect: { includesAll: [priceFig("niagara-falls", "core")] } },
  { kind: "single", topic: "prices", ask: "victoria bc pro track cost", expect: { includesAll: [priceFig("victoria-bc", "pro")] } },
  { kind: "single", topic: "prices", ask: "orlando core ticket price pls", expect: { includesAll: [priceFig("orlando", "core")] } },
  { kind: "single", topic: "prices", ask: "what does the just a class option cost in cypress", expect: { includesAll: [priceFig("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices", ask: "spokane core day 1 how much", expect: { includesAll: [priceFig("spokane", "core_day1")] } },
  { kind: "single", topic: "prices", ask: "sherwood full weekend pass price?", expect: { includesAll: [priceFig("sherwood", "weekend_pass")] } },
  { kind: "single", topic: "prices", ask: "i have 3 students for savannah core, whats the total", expect: { includesAll: [fig(times("savannah", "core", 3))] } },
  { kind: "single", topic: "prices", ask: "2 pro track tickets for boise nov 8 how much all together", expect: { includesAll: [fig(times("boise", "pro", 2))] } },
  { kind: "single", topic: "prices", ask: "london core experience price in pounds?", expect: { includesAll: [priceFig("london", "core")] } },
  { kind: "single", topic: "prices", ask: "is the audition only option free in charleston wv?", expect: { includesAll: [[/free/i, fig(price("charleston-wv", "audition_only"))]], excludes: [no] } },
  { kind: "single", topic: "prices", ask: "how much is the balance payment for the hudson nh weekend", expect: { includesAll: [priceFig("new-hampshire", "nh_balance_payment")] } },
  {
    kind: "single",
    topic: "prices",
    ask: "sherwood: is the weekend pass cheaper than buying saturday and sunday seperately?",
    expect: { includesAll: [priceFig("sherwood", "weekend_pass")], includesAny: [/cheaper|save|less|better value|best value/i], excludes: [no] },
  },
  // upgrades (3)
  { kind: "single", topic: "upgrades", ask: "i already bought core for orlando, how much more to go up to pro track", expect: { includesAll: [fig(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "core is in my cart for victoria, whats the difference to switch it to pro?", expect: { includesAll: [fig(cartUpgrade("victoria-bc", "core", "pro"))] } },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i buy the nh pro track vip upgrade on its own without the weekend pass",
    expect: { includesAll: [/weekend pass|balance payment/i], excludes: [yes] },
  },
  // discount codes (5)
  { kind: "single", topic: "discount codes", ask: "with VICTORIAEARLY20 what does a core ticket come to", expect: { includesAll: [fig(withCode("victoria-bc", "core", "VICTORIAEARLY20"))] } },
  { kind: "single", topic: "discount codes", ask: "when does the victoria early bird end?", expect: { includesAll: [codeEnds("VICTORIAEARLY20")] } },
  { kind: "single", topic: "discount codes", ask: "PROTRACK50 on hartford pro track, what do i end up paying", expect: { includesAll: [fig(withCode("hartford", "pro", "PROTRACK50"))] } },
  { kind: "single", topic: "discount codes", ask: "can i use PROTRACK50 for seattle pro track?", expect: { includesAll: [/hartford/i], excludes: [yes] } },
  { kind: "single", topic: "discount codes", ask: "bringafriend25 on a core ticket in nashville, what's the price then", expect: { includesAll: [fig(withCode("nashville", "core", "BRINGAFRIEND25"))] } },
  // dates and venues (10)
  { kind: "single", topic: "dates and venues", ask: "when is the seattle intensive", expect: { includesAll: [eventDate("seattle")] } },
  { kind: "single", topic: "dates and venues", ask: "what day of the week is the boone one", expect: { includesAll: [weekday("boone")] } },
  { kind: "single", topic: "dates and venues", ask: "sarasota date?", expect: { includesAll: [eventDate("sarasota")] } },
  { kind: "single", topic: "dates and venues", ask: "where is the minneapolis event held", expect: { includesAll: [venueName("minneapolis")] } },
  { kind: "single", topic: "dates and venues", ask: "address for the savannah studio?", expect: { includesAll: [street("savannah")] } },
  { kind: "single", topic: "dates and venues", ask: "whens charleston wv", expect: { includesAll: [eventDate("charleston-wv")] } },
  { kind: "single", topic: "dates and venues", ask: "is the atlanta date still happening?", expect: { includesAll: [/cancel/i], excludes: [yes] } },
  { kind: "single", topic: "dates and venues", ask: "do you have a date for london yet", expect: { includesAny: [/to be determined/i, /\btbd\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no date/i, /not been/i] } },
  { kind: "single", topic: "dates and venues", ask: "springfield va when and where", expect: { includesAll: [eventDate("springfield-va"), venueName("springfield-va")] } },
  { kind: "single", topic: "dates and venues", ask: "what weekday is boston on", expect: { includesAll: [weekday("boston")] } },
  // schedule and groups (8)
  { kind: "single", topic: "schedule and groups", ask: "what time is check-in for juniors in hartford", expect: { includesAll: [slotTime("hartford", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule and groups", ask: "seniors start time at sarasota?", expect: { includesAll: [slotTime("sarasota", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule and groups", ask: "my son is 13, what group is he in for savannah", expect: { includesAll: [new RegExp(groupLabel(13), "i")] } },
  { kind: "single", topic: "schedule and groups", ask: "daughter is 12 - juniors or seniors at nashville?", expect: { includesAll: [new RegExp(groupLabel(12), "i")], excludes: [/^\s*seniors?\b/i] } },
  { kind: "single", topic: "schedule and groups", ask: "12 year old in orlando, which group", expect: { includesAll: [/senior/i, /12 to adult|12 and (up|over|older)|12\+|12 through adult/i], excludes: [/^\s*juniors?\b/i] } },
  { kind: "single", topic: "schedule and groups", ask: "sherwood saturday, is that all ages together?", expect: { includesAll: [/all ages|every age|all age/i], excludes: [no] } },
  { kind: "single", topic: "schedule and groups", ask: "who teaches the contemporary class in boston", expect: { includesAll: ["Liora Vantassel"] } },
  { kind: "single", topic: "schedule and groups", ask: "what time does the seattle audition start for seniors", expect: { includesAll: [slotTime("seattle", "seniors", "Audition")] } },
  // ages and eligibility (4)
  { kind: "single", topic: "ages and eligibility", ask: "does my 16 yo need a parent to register", expect: { includesAll: [/parent|guardian/i], excludes: [no] } },
  { kind: "single", topic: "ages and eligibility", ask: "is the hudson nh weekend open to anyone?", expect: { includesAll: [/granite stage/i], excludes: [yes] } },
  { kind: "single", topic: "ages and eligibility", ask: "do you have to be advanced to come", expect: { includesAny: [/all levels/i, /every level/i, /any level/i, /all ages,? all levels/i], excludes: [yes] } },
  { kind: "single", topic: "ages and eligibility", ask: "how old to shadow the choreographer?", expect: { includesAll: [/15 (and|or) (up|older|over)|15\+|at least 15|fifteen/i] } },
  // auditions (5)
  { kind: "single", topic: "auditions", ask: "does the audition cost extra", expect: { includesAll: [/free|no (extra )?(cost|charge)/i], excludes: [yes] } },
  { kind: "single", topic: "auditions", ask: "if she auditions is a role guaranteed?", expect: { includesAll: [/guarantee/i], excludes: [yes] } },
  { kind: "single", topic: "auditions", ask: "can i just audition without taking the classes", expect: { includesAll: [/audition only/i], excludes: [no] } },
  { kind: "single", topic: "auditions", ask: "cant make any of the dates, can i still be considered?", expect: { includesAll: [/submit (your )?talent/i], excludes: [no] } },
  { kind: "single", topic: "auditions", ask: "do i need a headshot to audition", expect: { includesAny: [/not required/i, /n['’]t required/i, /don['’]?t need/i, /not needed/i, /neither/i, /optional/i], excludes: [yes] } },
  // policies (6)
  { kind: "single", topic: "policies", ask: "can i get a refund if my kid gets sick and cant go", expect: { includesAll: [/final/i], excludes: [yes] } },
  { kind: "single", topic: "policies", ask: "what happens if you cancel the event", expect: { includesAll: [/full refund/i] } },
  { kind: "single", topic: "policies", ask: "the date got moved, how long do i have to reply", expect: { includesAll: [[/48[ -]hours?/i, /forty[- ]eight hours/i]] } },
  { kind: "single", topic: "policies", ask: "do credits expire?", expect: { includesAll: [/never expire|n['’]t expire|not expire|no expir/i], excludes: [yes] } },
  { kind: "single", topic: "policies", ask: "can i swap my credit for cash", expect: { includesAll: [/cash/i], excludes: [yes] } },
  { kind: "single", topic: "policies", ask: "i have a credit from niagara falls, can i use it for a us city?", expect: { includesAll: [/currency/i], excludes: [yes] } },
  // what to bring (4)
  { kind: "single", topic: "what to bring", ask: "what shoes should my daughter bring", expect: { includesAll: [/sneaker/i, /jazz shoe/i] } },
  { kind: "single", topic: "what to bring", ask: "what should she wear", expect: { includesAny: [/solid colou?r/i, /fitted/i] } },
  { kind: "single", topic: "what to bring", ask: "do we need to pack lunch?", expect: { includesAll: [/lunch/i], excludes: [no] } },
  { kind: "single", topic: "what to bring", ask: "how early should we get there", expect: { includesAll: [fifteenMinutes] } },
  // footage (2)
  { kind: "single", topic: "footage", ask: "when will we get the footage", expect: { includesAll: [[/4 weeks/i, /four weeks/i]] } },
  { kind: "single", topic: "footage", ask: "i dont want my kid in your promo posts, is that possible", expect: { includesAll: [/email/i, /before/i], excludes: [no] } },
  // what's included (3)
  { kind: "single", topic: "what's included", ask: "whats included with pro track in savannah", expect: { includesAll: [/reel/i, /feedback/i] } },
  { kind: "single", topic: "what's included", ask: "does the boston ticket come with a free month of acting for dancers?", expect: { includesAll: [/free month|1 month|one month|month of/i], excludes: [no] } },
  { kind: "single", topic: "what's included", ask: "audition only ticket - are any classes included?", expect: { includesAll: [/no classes|n['’]t include (any )?classes|not include (any )?classes|classes (are )?not included|without (any )?classes/i], excludes: [yes] } },
  // mentorship (4)
  { kind: "single", topic: "mentorship", ask: "what mentorship levels are there", expect: { includesAll: ["Building", /pro ?\/ ?growth|growth/i, "Elite Circle"] } },
  { kind: "single", topic: "mentorship", ask: "elite circle monthly price on the hartford page?", expect: { includesAll: [priceFig("hartford", "mentorship_elite")] } },
  { kind: "single", topic: "mentorship", ask: "when does mentorship billing start", expect: { includesAll: [dateRe(isoFromText(mentorshipCohort.start))] } },
  { kind: "single", topic: "mentorship", ask: "is there a minimum commitment for mentorship", expect: { includesAll: [[new RegExp(`${mentorshipCohort.minimumTermMonths}[- ]month`, "i"), /three[- ]month/i]], excludes: [no] } },
  // acting for dancers (3)
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers private session price", expect: { includesAll: [priceFig("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers online or in person", expect: { includesAll: [/online|virtual/i] } },
  { kind: "single", topic: "acting for dancers", ask: "how much is the acting 3 pack and how long do i have to use it", expect: { includesAll: [priceFig("acting-for-dancers", "afd_3pack"), [/90 days/i, /ninety days/i]] } },
  // scholarships and forms (4)
  { kind: "single", topic: "scholarships and forms", ask: "when do scholarship applications close", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
  { kind: "single", topic: "scholarships and forms", ask: "does the scholarship pay for travel?", expect: { includesAll: [/travel/i], excludes: [yes] } },
  { kind: "single", topic: "scholarships and forms", ask: "submit talent form how many links can i put", expect: { includesAll: [numberRe(firstNumber(applicationMessages.tooManyLinks))] } },
  {
    kind: "single",
    topic: "scholarships and forms",
    ask: "scholarship form - how long does the about me part have to be",
    expect: { includesAll: [numberRe(firstNumber(applicationMessages.story)), /2,?000/] },
  },
];

/** "December 1, 2025" → "2025-12-01". */
function isoFromText(text: string): string {
  const m = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  const month = m ? MONTHS.indexOf(m[1]!) + 1 : 0;
  if (!m || month < 1) throw new Error(`odd date ${text}`);
  return `${m[3]}-${String(month).padStart(2, "0")}-${m[2]!.padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------------
// Off-topic (9): things the site does not state

export const tuning54OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there parking near the boston studio?", expect: { notSure: true } },
  { kind: "off-topic", ask: "any hotel you recommend near the sherwood studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell jazz shoes", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you run a summer ballet camp in orlando", expect: { notSure: true } },
  { kind: "off-topic", ask: "which talent agency in LA should my son sign with", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there a starbucks close to the hartford studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "how should my daughter treat a sprained ankle before the intensive", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you do birthday party dance classes in cypress", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations (5 × 3)

const cypressMix = (() => {
  const core = seedPrice("cypress", "core");
  const pro = seedPrice("cypress", "pro");
  return money({ amountMinor: core.amountMinor * 4 + pro.amountMinor * 2, currency: core.currency });
})();

export const tuning54Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Studio owner pricing a group for Cypress",
    turns: [
      { ask: "how much is core in cypress", expect: { includesAll: [priceFig("cypress", "core")] } },
      { ask: "and for 6 dancers?", expect: { includesAll: [fig(times("cypress", "core", 6))] } },
      { ask: "what if 2 of the 6 do pro track instead", expect: { includesAll: [fig(cypressMix)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Parent looking at Victoria with the early bird",
    turns: [
      { ask: "when is victoria bc", expect: { includesAll: [eventDate("victoria-bc")] } },
      { ask: "price for core?", expect: { includesAll: [priceFig("victoria-bc", "core")] } },
      { ask: "with the early bird code?", expect: { includesAll: [fig(withCode("victoria-bc", "core", "VICTORIAEARLY20"))] } },
    ],
  },
  {
    kind: "conversation",
    title: "Two sisters at the Sherwood weekend",
    turns: [
      { ask: "my 10yo wants to do sherwood, what days is it", expect: { includesAll: [dateRe(seedEvent("sherwood").startsOn ?? ""), /25/] } },
      { ask: "what group is she in on sunday?", expect: { includesAll: [new RegExp(groupLabel(10), "i")] } },
      { ask: "and her 14 yr old sister?", expect: { includesAll: [new RegExp(groupLabel(14), "i")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Niagara Falls: where, when, how much",
    turns: [
      { ask: "where is the niagara falls one", expect: { includesAll: [[venueName("niagara-falls"), street("niagara-falls")]] } },
      { ask: "what date and what day is that", expect: { includesAll: [eventDate("niagara-falls"), weekday("niagara-falls")] } },
      { ask: "how much is pro there", expect: { includesAll: [priceFig("niagara-falls", "pro")], excludes: [fig(price("victoria-bc", "pro"))] } },
    ],
  },
  {
    kind: "conversation",
    title: "Orlando then Boise",
    turns: [
      { ask: "orlando pro track price", expect: { includesAll: [priceFig("orlando", "pro")] } },
      { ask: "what about boise on nov 8?", expect: { includesAll: [priceFig("boise", "pro")], excludes: [fig(price("orlando", "pro"))] } },
      { ask: "and which studio is that in", expect: { includesAll: [venueName("boise")], excludes: [venueName("orlando")] } },
    ],
  },
];

export const tuning54QuestionCount =
  tuning54SingleQuestions.length + tuning54OffTopicQuestions.length + tuning54Conversations.reduce((n, c) => n + c.turns.length, 0);
