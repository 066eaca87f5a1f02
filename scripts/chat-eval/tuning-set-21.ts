/**
 * Tuning set 21 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or
 * the other sets' questions. A balanced week of visitor questions, with a few more than usual on
 * scholarships, Submit Talent and the audition.
 *
 * Catalog figures (prices, totals, upgrade differences, dates, venues, streets, schedule times, the
 * mentorship cohort) are computed from the seed with the site's own functions; eligibility comes from
 * the audition form's zod schema and isMinor. Copy facts are short phrases with alternatives. The
 * clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { isMinor } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  MONTHS,
  boughtUpgrade,
  cartUpgrade,
  escapeRegExp,
  mentorshipCohort,
  price,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning21Topic =
  | "prices and tickets"
  | "group buying"
  | "upgrades"
  | "dates and venues"
  | "schedule"
  | "ages and eligibility"
  | "auditions"
  | "scholarships"
  | "submit talent"
  | "policies"
  | "bring and expect"
  | "city pages and teachers"
  | "mentorship and acting"
  | "similar names"
  | "places not visited";

interface Tuning21Question {
  kind: "single";
  topic: Tuning21Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Figures from the seed

/** A printed figure as a pattern that will not match inside a larger one ($168 but not $1680 or $168,5), yet matches "$168, 3 Pack". */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price at a stop as a pattern. */
const p = (slug: string, tier: string): RegExp => fig(price(slug, tier));

/** n of one ticket, as the cart totals it. */
function total(slug: string, tier: string, n: number): RegExp {
  const one: Money = seedPrice(slug, tier);
  return fig(formatMoney({ amountMinor: one.amountMinor * n, currency: one.currency }));
}

/** Sum of several tickets at one stop. */
function sum(slug: string, ...tiers: string[]): RegExp {
  const prices = tiers.map((t) => seedPrice(slug, t));
  const first = prices[0];
  if (!first) throw new Error("no tiers");
  return fig(formatMoney({ amountMinor: prices.reduce((a, m) => a + m.amountMinor, 0), currency: first.currency }));
}

/** A seeded ISO date as a reply would word it: "November 9" or "Nov 9" (the day not followed by another digit). */
function isoDay(iso: string): RegExp {
  const [, m, d] = iso.split("-").map(Number);
  const month = MONTHS[(m ?? 1) - 1] ?? "";
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?) ${d}(?!\\d)`, "i");
}

/** A stop's first day as a pattern. */
function day(slug: string): RegExp {
  const starts = seedEvent(slug).startsOn;
  if (!starts) throw new Error(`${slug} has no date`);
  return isoDay(starts);
}

/** A stop's last day (a weekend's Sunday): "January 25", or "24 & 25", "24-25", "24 and 25". */
function lastDay(slug: string): RegExp {
  const ends = seedEvent(slug).endsOn;
  if (!ends) throw new Error(`${slug} has no end date`);
  const [, d] = ends.split("-").slice(1).map(Number);
  return new RegExp(`${isoDay(ends).source}|(\\d\\s?(&|-|–|and|to)\\s?${d}(?!\\d))`, "i");
}

const venueName = (slug: string): string => seedVenue(slug).name;

interface SlotLike {
  time: string;
  activity: string;
}
interface TableLike {
  group?: string;
  title?: string;
  slots: readonly SlotLike[];
}
interface ScheduleLike {
  days?: ReadonlyArray<{ tables: readonly TableLike[] }>;
}

/** The time of a slot on a stop's schedule, by group and activity (first match), failing if absent. */
function slotTime(slug: string, group: string, activity: string, dayIndex = 0): string {
  const schedule = (seedEvent(slug).page as { schedule?: ScheduleLike } | undefined)?.schedule;
  const table = schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}

/** A schedule time as a pattern: "9:30 AM", "9:30am", "9:30 a.m." (":00" may be dropped). */
function time(text: string): RegExp {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text);
  if (!m) throw new Error(`odd time ${text}`);
  const [, h, min, ap] = m;
  const minutes = min === "00" ? `(:00)?` : `:${min}`;
  const half = (ap ?? "").toLowerCase().split("").join("\\.?");
  return new RegExp(`(?<!\\d)${h}${minutes}\\s?${half}\\.?`, "i");
}

const venueAlt = (slug: string): Fact[] => [venueName(slug), street(slug)];

// Eligibility from the audition form itself.
const baseForm = { fullName: "Test Dancer", email: "dancer@example.com", phone: "555 0100", consent: true as const };
const youngestOk = [3, 4, 5, 6].find((age) => auditionFormSchema.safeParse({ ...baseForm, age, parentName: "Parent" }).success);
const oldestOk = [120, 100, 99, 98].find((age) => auditionFormSchema.safeParse({ ...baseForm, age, parentName: "Parent" }).success);
if (youngestOk === undefined || oldestOk === undefined) throw new Error("the audition form takes none of the ages tried");
const sixteenNoParent = auditionFormSchema.safeParse({ ...baseForm, age: 16 }).success;
const adultNoParent = auditionFormSchema.safeParse({ ...baseForm, age: 18 }).success;
if (sixteenNoParent || !adultNoParent || !isMinor(17) || isMinor(18)) throw new Error("the guardian rule is not what this set expects");

const early = seedDiscountCode("VICTORIAEARLY20");
const earlyPercent = early.percentOff ?? 0;
const victoriaCoreEarly = (() => {
  const core = seedPrice("victoria-bc", "core");
  return fig(formatMoney({ amountMinor: percentOff(core.amountMinor, earlyPercent), currency: core.currency }));
})();

const cohort = mentorshipCohort;
const minTerm = new RegExp(`${cohort.minimumTermMonths}[- ]month|${["zero", "one", "two", "three", "four", "five", "six"][cohort.minimumTermMonths] ?? "x"}[- ]month`, "i");
const [cohortMonth, cohortDay] = cohort.start.split(/[ ,]+/);
if (!cohortMonth || !cohortDay) throw new Error("the mentorship cohort has no start date at the eval clock");
const cohortStart = new RegExp(`${cohortMonth} ${cohortDay}(st|nd|rd|th)?(?!\\d)|${cohortMonth}(,)? ${cohort.start.slice(-4)}`, "i");

const allSalesFinal: Fact[] = [/all sales (are )?final/i, /non-?refundable/i, /no refunds?/i, /can'?t (be )?refund|cannot (be )?refund|won'?t refund|don'?t refund/i];
const free: Fact[] = [/\bfree\b/i, /no (cost|charge)/i, /\$0(?!\d)/];
const optional: Fact[] = [/optional/i, /not required|don'?t have to|isn'?t required|not mandatory/i];
const parent: Fact[] = [/parent/i, /guardian/i];

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning21SingleQuestions: readonly Tuning21Question[] = [
  // prices and tickets
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "how much is the seattle one? just the regular ticket not the pro thing",
    expect: { includesAll: [p("seattle", "core")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "orlando prices pls, core and pro track",
    expect: { includesAll: [p("orlando", "core"), p("orlando", "pro")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "whats the cost for victoria bc core experience? is that canadian $",
    expect: { includesAll: [p("victoria-bc", "core"), [/canadian/i, /\bCAD\b/i, /C\$/]] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "niagara falls - how much is just one class? my daughter doesnt want the whole day",
    expect: { includesAll: [p("niagara-falls", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "cypress tx 'just a class' option, how much",
    expect: { includesAll: [p("cypress", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "sherwood full weekend pass how much vs buying saturday and sunday separate",
    expect: { includesAll: [p("sherwood", "weekend_pass"), p("sherwood", "core_day1")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "is there an early bird code for victoria and how much does it take off",
    expect: { includesAll: [/VICTORIAEARLY20/i, new RegExp(`${earlyPercent}\\s?%|${earlyPercent} percent`, "i")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "with the victoria early bird what does core come to",
    expect: { includesAll: [victoriaCoreEarly] },
  },

  // group buying
  {
    kind: "single",
    topic: "group buying",
    ask: "I have 3 girls going to seattle, all core. total?",
    expect: { includesAll: [total("seattle", "core", 3)] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "our studio wants to bring 5 dancers to orlando on the core ticket, what would that be all together",
    expect: { includesAll: [total("orlando", "core", 5)] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "two kids at cypress, one core one pro track. how much in total",
    expect: { includesAll: [sum("cypress", "core", "pro")] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "2 weekend passes for sherwood please how much",
    expect: { includesAll: [total("sherwood", "weekend_pass", 2)] },
  },

  // upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "i already bought orlando core for my son, can he move up to pro track and what does it cost",
    expect: { includesAll: [fig(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "core is in my cart for seattle, if i switch it to pro how much more",
    expect: { includesAll: [fig(cartUpgrade("seattle", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "boston: difference between core and pro track?",
    expect: { includesAll: [fig(cartUpgrade("boston", "boston_core", "boston_pro_track"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "hudson nh deposit family here, can we add the vip thing and how much is it",
    expect: { includesAll: [p("new-hampshire", "nh_protrack_vip")], includesAny: [/balance/i, /weekend/i, /VIP/i] },
  },

  // dates and venues
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when is hartford",
    expect: { includesAll: [day("hartford")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "which studio is boston at and whats the address",
    expect: { includesAll: [venueName("boston"), street("boston")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "sarasota date + where",
    expect: { includesAll: [day("sarasota"), venueAlt("sarasota")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is there a charleston wv stop? when?",
    expect: { includesAll: [day("charleston-wv")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "springfield va - what day and what studio",
    expect: { includesAll: [day("springfield-va"), venueAlt("springfield-va")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "madison wisconsin which studio? cant find the address",
    expect: { includesAll: [[/coming soon/i, /not (been )?(confirmed|announced)/i, /being confirmed/i, /TBD|to be (determined|announced|confirmed)/i]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "london date?? my daughter is in the uk",
    expect: { includesAll: [[/to be determined/i, /\bTBD\b/i, /not (yet )?(set|announced|confirmed)/i, /no date yet/i]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "atlanta sept 28 still happening?",
    expect: { includesAll: [/cancel/i], includesAny: [/refund/i, /another (city|date)/i, /other (cities|dates)/i] },
  },

  // schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "what time do juniors check in at hartford",
    expect: { includesAll: [time(slotTime("hartford", "juniors", "Check-in"))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "boston - when is the contemporary class for the older kids",
    expect: { includesAll: [time(slotTime("boston", "seniors", "Contemporary"))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "when does the audition happen at the savannah stop for seniors",
    expect: { includesAll: [time(slotTime("savannah", "seniors", "Audition"))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "spokane stunts class what time for juniors",
    expect: { includesAll: [time(slotTime("spokane", "juniors", "Stunts for Dancers"))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "sherwood sunday, what time does my 10 year old check in",
    expect: { includesAll: [time(slotTime("sherwood", "juniors", "Check-in", 1))] },
  },

  // ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "how are the age groups split? my son is 12",
    expect: { includesAll: [/12 and under/i, /13 and up|13\+/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "orlando - is my 12 year old a junior or senior there",
    expect: { includesAll: [[/senior/i, /12 (to|and|-|–) ?(adult|up)|12\+/i]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "whats the youngest age that can register for the audition",
    expect: { includesAll: [new RegExp(`(?<!\\d)${youngestOk}(?!\\d)`)] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "im 16, can i sign up for the audition by myself without my mom",
    expect: { includesAll: [parent], includesAny: [/under 18/i, /minor/i, /18/] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "im 35 and still dance, am i too old to audition lol",
    expect: {
      includesAny: [new RegExp(`(?<!\\d)${oldestOk}(?!\\d)`), /all ages/i, /adults?/i, /not too old/i, /any age/i, /13 and up/i],
      excludes: [/too old to audition/i],
    },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "is the new hampshire weekend open to anyone? we live nearby",
    expect: { includesAll: [/Granite Stage/i], includesAny: [/students and alumni/i, /private/i, /only/i] },
  },

  // auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "does the audition cost extra",
    expect: { includesAll: [free] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "can my kid only do the audition and skip classes?",
    expect: { includesAll: [/audition only/i], includesAny: free },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "what is the audition actually for. does she get a part if she auditions",
    expect: { includesAll: [[/guarantee/i, /not promised/i]], includesAny: [/music video/i, /film/i, /television|tv/i, /upcoming projects/i] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "does he need a headshot and resume for the audition",
    expect: { includesAll: [[/\bno\b/i, /not required/i, /isn'?t required/i, /don'?t need/i, /neither is required/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "is the audition mandatory or can we leave after class",
    expect: { includesAll: [optional] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "what happens if the audition in our city is full",
    expect: { includesAll: [/wait ?list/i] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "will we hear back after the audition? when?",
    expect: { includesAny: [/on file/i, /throughout the year/i, /contact/i, /doesn'?t mean no|does not mean no/i] },
  },

  // scholarships
  {
    kind: "single",
    topic: "scholarships",
    ask: "do u have scholarships? money is tight this year",
    expect: { includesAll: [/scholarship/i], includesAny: [/apply/i, /\/scholarship/i, /form/i] },
  },
  {
    kind: "single",
    topic: "scholarships",
    ask: "what does a scholarship cover - travel too?",
    expect: { includesAll: [/core experience|ticket|tuition/i, [/not? (cover )?travel/i, /don'?t cover travel/i, /doesn'?t cover travel/i, /travel[^.]*not/i, /not[^.]*travel/i]] },
  },
  {
    kind: "single",
    topic: "scholarships",
    ask: "when is the deadline to apply for a scholarship for boston",
    expect: { includesAll: [[/three weeks/i, /3 weeks/i]] },
  },
  {
    kind: "single",
    topic: "scholarships",
    ask: "how long until we find out about the scholarship application",
    expect: { includesAll: [[/ten days/i, /10 days/i]] },
  },
  {
    kind: "single",
    topic: "scholarships",
    ask: "i already bought the ticket, can i still apply for a scholarship and get money back",
    expect: { includesAll: [[/before you buy/i, /before buying/i, /all sales (are )?final/i, /before (purchasing|you purchase)/i]] },
  },
  {
    kind: "single",
    topic: "scholarships",
    ask: "who qualifies for scholarships, is it only for advanced dancers",
    expect: { includesAny: [/any age and level/i, /any level/i, /commitment/i, /need/i, /potential/i] },
  },
  {
    kind: "single",
    topic: "scholarships",
    ask: "we got offered a scholarship, how long do we have to say yes",
    expect: { includesAll: [[/five days/i, /5 days/i]] },
  },

  // submit talent
  {
    kind: "single",
    topic: "submit talent",
    ask: "we cant make any of the dates, is there a way to still be seen by the casting team",
    expect: { includesAll: [[/submit talent/i, /submit-talent/i, /submit your (talent|materials)/i]] },
  },
  {
    kind: "single",
    topic: "submit talent",
    ask: "what do i send for submit talent",
    expect: { includesAny: [/reel/i, /video/i, /clip/i, /social/i] },
  },
  {
    kind: "single",
    topic: "submit talent",
    ask: "does it cost anything to submit talent online",
    expect: { includesAll: [free] },
  },
  {
    kind: "single",
    topic: "submit talent",
    ask: "my 14 yr old wants to submit her dance video herself, is that ok",
    expect: { includesAll: [parent] },
  },

  // policies
  {
    kind: "single",
    topic: "policies",
    ask: "can i get a refund if my daughter gets sick and cant go",
    expect: { includesAll: [allSalesFinal] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "if you guys change the date what happens to my ticket",
    expect: { includesAll: [/48/], includesAny: [/credit/i, /refund/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "what if the event gets cancelled by you",
    expect: { includesAll: [/full refund/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "can i use two discount codes on one order",
    expect: { includesAny: [/once per order/i, /one code/i, /single code/i, /only one/i] },
  },

  // bring and expect
  {
    kind: "single",
    topic: "bring and expect",
    ask: "what shoes does she need",
    expect: { includesAll: [/sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "how early should we get there",
    expect: { includesAll: [[/15 minutes/i, /fifteen minutes/i]] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "do we get the videos after? when",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i]] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "niagara falls - how do we get in, is there parking",
    expect: { includesAll: [/back/i], includesAny: [/rear lot/i, /park/i] },
  },

  // city pages and teachers
  {
    kind: "single",
    topic: "city pages and teachers",
    ask: "who teaches the contemporary class in boston",
    expect: { includesAll: [/Liora Vantassel/i] },
  },
  {
    kind: "single",
    topic: "city pages and teachers",
    ask: "sherwood saturday - can my 9yo and her 14yo sister be in the same class",
    expect: { includesAll: [/all ages/i] },
  },
  {
    kind: "single",
    topic: "city pages and teachers",
    ask: "spokane, do both tickets run on the same day or is it a weekend",
    expect: { includesAll: [day("spokane")], includesAny: [/one day/i, /single day/i, /same day/i, /only/i, /one (full|packed)/i] },
  },

  // mentorship and acting
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "mentorship levels and monthly price?",
    expect: { includesAll: [p("seattle", "mentorship_building"), p("seattle", "mentorship_growth"), p("seattle", "mentorship_elite")] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "when does mentorship start and is there a minimum",
    expect: { includesAll: [cohortStart, minTerm] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "acting for dancers private session price",
    expect: { includesAll: [p("acting-for-dancers", "afd_private_session")] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "is acting for dancers a subscription? how much is the 3 pack",
    expect: { includesAll: [p("acting-for-dancers", "afd_3pack"), [/one-?time/i, /not a subscription/i, /never a subscription/i]] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "difference between starter path and steady growth path for acting",
    expect: { includesAll: [[/four weeks?|4 weeks?|four weekly|4 weekly/i], [/eight weeks?|8 weeks?|eight weekly|8 weekly/i]] },
  },

  // similar names
  {
    kind: "single",
    topic: "similar names",
    ask: "boise - theres two dates? nov 7 and nov 8, whats the difference",
    expect: { includesAll: [[/masterclass/i, /evening/i], day("boise")] },
  },

  // places not visited (the site doesn't say)
  {
    kind: "single",
    topic: "places not visited",
    ask: "are you coming to phoenix az anytime",
    expect: { notSure: true },
  },
  {
    kind: "single",
    topic: "places not visited",
    ask: "any stop in chicago? we could drive",
    expect: { notSure: true },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "is there parking at the seattle studio",
    expect: { notSure: true },
  },
  {
    kind: "single",
    topic: "city pages and teachers",
    ask: "is the boise studio wheelchair accessible? my son uses a chair between classes",
    expect: { notSure: true },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the right reply is "not sure"

export const tuning21OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather gonna be in orlando that weekend", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you help my son with his algebra homework", expect: { notSure: true } },
  { kind: "off-topic", ask: "best pointe shoe brand for wide feet?", expect: { notSure: true } },
  { kind: "off-topic", ask: "how do i get an agent in LA", expect: { notSure: true } },
  { kind: "off-topic", ask: "recommend a good stretching routine for splits", expect: { notSure: true } },
  { kind: "off-topic", ask: "who won dancing with the stars last season", expect: { notSure: true } },
  { kind: "off-topic", ask: "write me an instagram caption for my dance reel", expect: { notSure: true } },
  { kind: "off-topic", ask: "is it safe to fly with a sprained ankle", expect: { notSure: true } },
  { kind: "off-topic", ask: "what time does the airport shuttle in spokane run", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const tuning21Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle price, then for 3, then the other city",
    turns: [
      { ask: "hi! seattle core ticket price?", expect: { includesAll: [p("seattle", "core")] } },
      { ask: "and for 3 of them", expect: { includesAll: [total("seattle", "core", 3)] } },
      {
        ask: "what about orlando instead, same 3",
        expect: { includesAll: [total("orlando", "core", 3)], excludes: [total("seattle", "core", 3)] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Scholarship, then its deadline, then Submit Talent",
    turns: [
      { ask: "do you give scholarships for the intensive", expect: { includesAll: [/scholarship/i], includesAny: [/apply/i, /form/i, /\/scholarship/i] } },
      { ask: "ok and when do applications close", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
      {
        ask: "honestly we might not make it at all, can she be seen another way",
        expect: { includesAll: [[/submit talent/i, /submit-talent/i, /submit your (talent|materials)/i]] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Boston date and venue, then schedule, then switch to Hartford",
    turns: [
      { ask: "boston date and studio", expect: { includesAll: [day("boston"), venueAlt("boston")] } },
      { ask: "what time do juniors check in there", expect: { includesAll: [time(slotTime("boston", "juniors", "Check-in"))] } },
      {
        ask: "and in hartford?",
        expect: { includesAll: [time(slotTime("hartford", "juniors", "Check-in"))], excludes: [time(slotTime("boston", "juniors", "Check-in"))] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Audition for a minor, age limits, then refund",
    turns: [
      { ask: "my 11 yr old wants to audition, is it free", expect: { includesAll: [free] } },
      { ask: "does a parent have to sign anything", expect: { includesAll: [parent], includesAny: [/consent/i, /name/i, /under 18/i] } },
      { ask: "if we buy core and then she cant go can we get money back", expect: { includesAll: [allSalesFinal] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend, the second day, then mentorship",
    turns: [
      { ask: "sherwood dates?", expect: { includesAll: [day("sherwood"), lastDay("sherwood")] } },
      { ask: "how much for both days together", expect: { includesAll: [p("sherwood", "weekend_pass")] } },
      {
        ask: "separate q: the mentorship building level, how much a month",
        // Sherwood's page prices Building itself; every other US page shows the base price: either is right here.
        expect: { includesAll: [[p("seattle", "mentorship_building"), p("sherwood", "mentorship_building")]], excludes: [p("sherwood", "weekend_pass")] },
      },
    ],
  },
];

export const tuning21QuestionCount: number =
  tuning21SingleQuestions.length + tuning21OffTopicQuestions.length + tuning21Conversations.reduce((n, c) => n + c.turns.length, 0);

