/**
 * Tuning set 42 of the chat assistant (issue 40): written from the spec, the seed catalog, the city
 * pages' own copy (seed/city-copy.ts), the tier features, the FAQ, the scholarship and talent pages and
 * the forms' own validation, by someone who never read the answerer, its docs or other sets' questions.
 *
 * Emphasis: parents and studio owners before and after buying. Yes/no and either/or questions (about
 * half answered No), totals for several dancers, a child's age and group, what happens if plans
 * change, what the ticket includes, and several questions that state a wrong fact and ask to confirm
 * it (the answer must correct it).
 *
 * Every figure (price, total, upgrade, discount, date, weekday, venue, street, time, age limit) is
 * computed from the seed with the site's own functions; copy facts are short phrases with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { ADULT_AGE, isMinor } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { scheduleCopy } from "~/content/schedule";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  EVAL_CLOCK,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning42Topic =
  | "prices and totals"
  | "upgrades"
  | "codes"
  | "dates and venues"
  | "schedule"
  | "ages and groups"
  | "auditions"
  | "policies and plans changing"
  | "what's included"
  | "what to bring"
  | "footage"
  | "city pages"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and talent";

interface Tuning42Question {
  kind: "single";
  topic: Tuning42Topic;
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

/** n tickets of one tier at one stop. */
const totalOf = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
};

/** A mixed order at one stop: [tier, count] pairs. */
function mixedTotal(slug: string, lines: ReadonlyArray<readonly [string, number]>): RegExp {
  let sum = 0;
  let currency: Money["currency"] | undefined;
  for (const [tier, n] of lines) {
    const p = seedPrice(slug, tier);
    sum += p.amountMinor * n;
    currency = p.currency;
  }
  if (!currency) throw new Error("an empty order");
  return money({ amountMinor: sum, currency });
}

/** The difference between two tiers' list prices at one stop. */
function diffOf(slug: string, from: string, to: string): RegExp {
  const a = seedPrice(slug, from);
  const b = seedPrice(slug, to);
  return money({ amountMinor: b.amountMinor - a.amountMinor, currency: a.currency });
}

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

/** A code's own amount or percentage as a pattern. */
function codeSize(code: string): RegExp {
  const d = seedDiscountCode(code);
  if (d.percentOff) return new RegExp(`(?<!\\d)${d.percentOff}\\s?(%|percent)`, "i");
  if (d.amount) return fig(`$${d.amount}`);
  throw new Error(`${code} has no size`);
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

function weekdayName(slug: string, which: "startsOn" | "endsOn" = "startsOn"): string {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no date`);
  const [y = 0, m = 0, d = 0] = iso.split("-").map(Number);
  const name = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  if (!name) throw new Error(`no weekday for ${iso}`);
  return name;
}

/** The weekday of a stop's first (or last) day. */
const weekdayOf = (slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp =>
  new RegExp(`\\b${weekdayName(slug, which)}`, "i");

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

interface Slot {
  time: string;
  activity: string;
}
interface Table {
  group: string;
  slots: Slot[];
}
interface ScheduleData {
  ageGroups: keyof typeof scheduleCopy.ageGroups;
  days: Array<{ label?: string; tables: Table[] }>;
}

function scheduleOf(slug: string): ScheduleData {
  const page = seedEvent(slug).page as { schedule?: ScheduleData } | undefined;
  if (!page?.schedule) throw new Error(`${slug} has no schedule`);
  return page.schedule;
}

/** The time of one activity for one group on a stop's day (first match), as a pattern. */
function slotTime(slug: string, group: string, activity: string, day = 0): RegExp {
  const table = scheduleOf(slug).days[day]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${day}`);
  return timeRe(slot.time);
}

/** The age group a dancer of this age is in at one stop, as that stop's schedule labels it. */
function groupLabelFor(slug: string, age: number): string {
  const scheme = scheduleOf(slug).ageGroups;
  const labels = scheduleCopy.ageGroups[scheme];
  const juniorMax = Number(/(\d+) and under/.exec(labels.juniors)?.[1]);
  if (!juniorMax) throw new Error(`no junior bound for ${scheme}`);
  return age <= juniorMax ? labels.juniors : labels.seniors;
}

/** The group's short name ("Juniors" or "Seniors") from its label. */
const groupWord = (label: string): RegExp => new RegExp(escapeRegExp(label.split(" ")[0] ?? label), "i");

/** The numeric bound inside a group label ("12 and under", "13 and up", "12 to adult"). */
function boundOf(label: string): RegExp {
  const inner = /\(([^)]+)\)/.exec(label)?.[1];
  if (!inner) throw new Error(`no bound in ${label}`);
  const n = /\d+/.exec(inner)?.[0] ?? "";
  return new RegExp(`(?<!\\d)${n}(?!\\d)`, "i");
}

/** The venue's name and street as alternatives. */
function venueOf(slug: string): readonly RegExp[] {
  return [new RegExp(escapeRegExp(seedVenue(slug).name), "i"), new RegExp(escapeRegExp(street(slug)), "i")];
}

/** The youngest and oldest ages the audition form accepts (found by running its schema). */
function auditionAgeBounds(): { min: number; max: number } {
  const ok: number[] = [];
  for (let age = 0; age <= 130; age++) {
    const r = auditionFormSchema.safeParse({
      fullName: "Test Dancer",
      email: "dancer@example.com",
      phone: "555 0100",
      age,
      parentName: "Test Parent",
      consent: true,
    });
    if (r.success) ok.push(age);
  }
  const min = ok[0];
  const max = ok[ok.length - 1];
  if (min === undefined || max === undefined) throw new Error("the audition form accepts no age");
  return { min, max };
}
const AUDITION_AGES = auditionAgeBounds();
const num = (n: number): RegExp => new RegExp(`(?<!\\d)${n}(?!\\d)`, "i");

/** An answer that opens with Yes (for questions whose answer is No). */
const SAYS_YES = /^\W*(yes|yep|yeah|correct|that's right|that is right)\b/i;
/** An answer that opens with No (for questions whose answer is Yes). */
const SAYS_NO = /^\W*(no|nope|not quite|actually,? no)\b/i;

// Checks that the seed still reads as the questions assume.
if (!seedEvent("atlanta").isCancelled) throw new Error("atlanta is expected to be cancelled in the seed");
if (seedEvent("london").startsOn) throw new Error("london is expected to have no date in the seed");
const summer = seedDiscountCode("SUMMER2025");
if (!summer.endsAt || new Date(summer.endsAt) >= EVAL_CLOCK) throw new Error("SUMMER2025 is expected to have ended by the eval clock");
const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
if (!victoriaEarly.endsAt || new Date(victoriaEarly.endsAt) <= EVAL_CLOCK) throw new Error("VICTORIAEARLY20 is expected to be running at the eval clock");
if (!isMinor(ADULT_AGE - 1) || isMinor(ADULT_AGE)) throw new Error("unexpected adult age");

const CAD = /\bCAD\b|canadian|C\$|CA\$/i;
const GBP = /£|\bGBP\b|pounds?/i;

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning42SingleQuestions: readonly Tuning42Question[] = [
  // prices and totals
  {
    kind: "single",
    topic: "prices and totals",
    ask: "i have 3 girls wanting core experience in seattle, whats the total",
    expect: { includesAll: [totalOf("seattle", "core", 3)] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "studio owner here - 2 of my dancers want pro track and 4 want core at nashville. total?",
    expect: { includesAll: [mixedTotal("nashville", [["pro", 2], ["core", 4]])] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "how much is 2 core tickets for victoria? and is that us dollars",
    expect: { includesAll: [totalOf("victoria-bc", "core", 2), CAD] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "the spokane core day is $168 same as everywhere else right?",
    expect: { includesAll: [priceOf("spokane", "core_day1")], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "sherwood weekend pass for my twins, how much all together",
    expect: { includesAll: [totalOf("sherwood", "weekend_pass", 2)] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "is the london intensive priced in dollars or pounds? core price?",
    expect: { includesAll: [GBP, priceOf("london", "core")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "orlando core vs pro track, whats the price difference",
    expect: { includesAll: [priceOf("orlando", "core"), priceOf("orlando", "pro")], includesAny: [diffOf("orlando", "core", "pro")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "cheapest thing my 9 yr old can do at the cypress stop?",
    expect: { includesAny: [priceOf("cypress", "masterclass_only"), /audition only|free audition/i] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "niagara falls masterclass only price for 3 kids from my studio",
    expect: { includesAll: [totalOf("niagara-falls", "masterclass_only", 3)] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "boise friday masterclass - how much is the masterclass only ticket",
    expect: { includesAll: [priceOf("boise-nov-7", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "new hampshire weekend full price? i already paid the deposit what do i owe",
    expect: { includesAll: [priceOf("new-hampshire", "nh_full_weekend"), priceOf("new-hampshire", "nh_balance_payment")] },
  },
  // upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "we bought core in orlando last week, how much to upgrade my son to pro track now?",
    expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "already bought a core ticket for boise saturday. can i pay the difference for pro?",
    expect: { includesAll: [printed(boughtUpgrade("boise", "core", "pro"))], excludes: [SAYS_NO] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "NH deposit family here - after paying the balance can we add the pro track vip? how much",
    expect: { includesAll: [priceOf("new-hampshire", "nh_protrack_vip")] },
  },
  // codes
  {
    kind: "single",
    topic: "codes",
    ask: "can i still use SUMMER2025 for hartford?",
    expect: { includesAny: [/expired|ended|no longer|not (currently )?(active|valid)|isn'?t valid|has closed/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "with VICTORIAEARLY20 what does one core ticket in victoria come to",
    expect: { includesAll: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20")] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "does VICTORIAEARLY20 work on the one class only ticket?",
    expect: { includesAny: [/\bno\b|not eligible|doesn'?t (apply|work)|does not (apply|work)|only (on|for) (the )?core/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "PROTRACK50 on a pro ticket in hartford - whats my price",
    expect: { includesAll: [afterAmount("hartford", "pro", "PROTRACK50")] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "can i use PROTRACK50 in seattle?",
    expect: { includesAny: [/hartford/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "how much off is BRINGAFRIEND25, and does it work on pro track",
    expect: { includesAll: [codeSize("BRINGAFRIEND25"), /core/i], excludes: [SAYS_YES] },
  },
  // dates and venues
  {
    kind: "single",
    topic: "dates and venues",
    ask: "the boston one is on a saturday right?",
    expect: { includesAll: [weekdayOf("boston")], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is atlanta still happening sept 28? want to buy for my daughter",
    expect: { includesAll: [/cancel/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when is london",
    expect: { includesAny: [/to be announced|not (been )?(announced|set|confirmed)|no date|tbd|not yet/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "where exactly is the hoschton one held? address pls",
    expect: { includesAll: [venueOf("hoschton")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "savannah date and what day of the week",
    expect: { includesAll: [dayOf("savannah"), weekdayOf("savannah")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "which studio is the minneapolis intensive at",
    expect: { includesAll: [venueOf("minneapolis")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "charleston wv is in march right?",
    expect: { includesAll: [dayOf("charleston-wv")], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "nashville or boone, which one comes first",
    expect: { includesAll: [dayOf("boone"), dayOf("nashville")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "how do we get into the niagara studio, is there parking",
    expect: { includesAny: [/back of the building|rear lot|at the back/i] },
  },
  // schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "my 10 year old is doing hartford, what time is check in for her group",
    expect: { includesAll: [slotTime("hartford", "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "seattle seniors - when does the first class start",
    expect: { includesAll: [slotTime("seattle", "seniors", "On-Camera Jazz")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "boston juniors start in the morning yes?",
    expect: { includesAll: [slotTime("boston", "juniors", "Check-in")], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "savannah seniors what time is the audition",
    expect: { includesAll: [slotTime("savannah", "seniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "boise masterclass friday evening - seniors check in time?",
    expect: { includesAll: [slotTime("boise-nov-7", "seniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "does my core ticket in boston include the 8pm pro track session",
    expect: { includesAny: [/pro track only|only (for )?pro track|pro track (ticket|holders)/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "how early should we get there on the day",
    expect: { includesAll: [/15 minutes/i] },
  },
  // ages and groups
  {
    kind: "single",
    topic: "ages and groups",
    ask: "my son is 12, is he a junior or senior in seattle",
    expect: { includesAll: [groupWord(groupLabelFor("seattle", 12))] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "maya turns 12 before orlando, which group will she dance with",
    expect: { includesAll: [groupWord(groupLabelFor("orlando", 12)), boundOf(groupLabelFor("orlando", 12))] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "juniors is 14 and under right? my daughter is 13",
    expect: {
      includesAll: [boundOf(scheduleCopy.ageGroups.juniors_seniors.juniors), groupWord(scheduleCopy.ageGroups.juniors_seniors.seniors)],
      excludes: [SAYS_YES],
    },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "can my 8 and 15 yr old come to sherwood saturday together in the same class",
    expect: { includesAny: [/all ages/i], excludes: [SAYS_NO] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "is it only for advanced dancers? my kid is recreational",
    expect: { includesAny: [/all levels|everyone|recreational/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: `my son is ${ADULT_AGE} now, does he still need me as parent/guardian on his registration`,
    expect: { includesAny: [/under 18|\bno\b|not need|doesn'?t need|does not need/i], excludes: [SAYS_YES] },
  },
  // auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "how much does the audition cost, is it $20?",
    expect: { includesAll: [/free/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "does my daughter have to audition if she takes the class",
    expect: { includesAll: [/optional/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "whats the youngest age for the audition registration form",
    expect: { includesAll: [num(AUDITION_AGES.min)] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "my grandma is 80 and wants to audition lol, is there an age limit",
    expect: { includesAll: [num(AUDITION_AGES.max)] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if she auditions is she guaranteed a role?",
    expect: { includesAny: [/not guarantee|doesn'?t guarantee|no guarantee|does not guarantee/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "can he do just the audition without paying for classes",
    expect: { includesAny: [/audition only/i], excludes: [SAYS_NO] },
  },
  // policies and plans changing
  {
    kind: "single",
    topic: "policies and plans changing",
    ask: "if my daughter gets sick can i get a refund?",
    expect: { includesAny: [/all sales are final|non-?refundable|no refunds?|can'?t refund|cannot refund/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "policies and plans changing",
    ask: "what happens to my money if you cancel the event",
    expect: { includesAll: [/full refund/i] },
  },
  {
    kind: "single",
    topic: "policies and plans changing",
    ask: "you moved the date and i didnt reply in time, is my money gone?",
    expect: { includesAll: [/credit/i, /never expire|doesn'?t expire|does not expire|no expir/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "policies and plans changing",
    ask: "how long do i have to answer if the date changes",
    expect: { includesAll: [/48 hours/i] },
  },
  {
    kind: "single",
    topic: "policies and plans changing",
    ask: "credit from a moved date - only for the same city?",
    expect: { includesAny: [/any city|any (tour )?(stop|date)|another city/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "policies and plans changing",
    ask: "can one discount code be applied twice in the same order",
    expect: { includesAny: [/once per order|one code|only once/i], excludes: [SAYS_YES] },
  },
  // what's included
  {
    kind: "single",
    topic: "what's included",
    ask: "what does the core ticket include",
    expect: { includesAll: [/jazz|street|theater|funk/i, /q&a|q & a|question/i] },
  },
  {
    kind: "single",
    topic: "what's included",
    ask: "what extra do you get with pro track compared to core",
    expect: { includesAny: [/feedback/i, /reel/i, /priority/i] },
  },
  {
    kind: "single",
    topic: "what's included",
    ask: "audition only ticket - does that include any classes?",
    expect: { includesAny: [/no classes|doesn'?t include (any )?class|does not include (any )?class|\bno\b/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "what's included",
    ask: "is lunch provided or do we pack it",
    expect: { includesAny: [/bring|pack/i], excludes: [/lunch is provided|we provide lunch/i] },
  },
  // what to bring
  {
    kind: "single",
    topic: "what to bring",
    ask: "does she need a headshot to audition",
    expect: { includesAny: [/not required|\bno\b|don'?t need|doesn'?t need|optional/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "what to bring",
    ask: "jazz shoes or sneakers? he only has one pair",
    expect: { includesAll: [/sneakers/i] },
  },
  {
    kind: "single",
    topic: "what to bring",
    ask: "can parents stay and watch the class",
    expect: { includesAny: [/depends|each studio|studio'?s space|check-in/i] },
  },
  // footage
  {
    kind: "single",
    topic: "footage",
    ask: "when will we get the video clips after the event",
    expect: { includesAny: [/four weeks|4 weeks/i] },
  },
  {
    kind: "single",
    topic: "footage",
    ask: "i dont want my 11yo in your instagram posts, can we opt out?",
    expect: { includesAny: [/email|before the event/i], excludes: [SAYS_NO] },
  },
  {
    kind: "single",
    topic: "footage",
    ask: "can i just buy the demo reel add on at checkout?",
    expect: { includesAny: [/appl(y|ication)/i], excludes: [SAYS_YES] },
  },
  // city pages
  {
    kind: "single",
    topic: "city pages",
    ask: "who teaches the contemporary class in boston",
    expect: { includesAll: [/Liora Vantassel/i] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "new hampshire weekend - can any dancer sign up?",
    expect: { includesAll: [/Granite Stage/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "sherwood is just one day isnt it",
    expect: { includesAll: [dayOf("sherwood"), dayOf("sherwood", "endsOn")], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "is there a stunts class in spokane",
    expect: { includesAll: [/stunt/i], excludes: [SAYS_NO] },
  },
  // acting for dancers
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "acting for dancers 3 pack price?",
    expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack")] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is acting for dancers in person at the tour stops?",
    expect: { includesAny: [/virtual|online/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "single private acting session or the starter - which is cheaper and by how much",
    expect: {
      includesAll: [priceOf("acting-for-dancers", "afd_private_session"), priceOf("acting-for-dancers", "afd_starter")],
    },
  },
  // mentorship
  {
    kind: "single",
    topic: "mentorship",
    ask: "mentorship building level monthly price",
    expect: { includesAll: [priceOf("seattle", "mentorship_building")] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "can i cancel mentorship after the first month?",
    expect: { includesAll: [num(mentorshipCohort.minimumTermMonths)], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "what are the mentorship levels called",
    expect: { includesAll: [/building/i, /growth/i, /elite/i] },
  },
  // scholarships and talent
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "does the scholarship pay for our hotel and travel too",
    expect: { includesAny: [/don'?t cover|does not cover|doesn'?t cover|not cover|\bno\b/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "we cant make any tour date, is there another way to be seen for casting",
    expect: { includesAll: [/submit (your )?talent/i] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "does it cost anything to submit talent",
    expect: { includesAll: [/free/i], excludes: [SAYS_YES] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site does not know or sell these

export const tuning42OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november, do we need rain boots", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a hotel near the boston studio for the night before", expect: { notSure: true } },
  { kind: "off-topic", ask: "is your intensive better than the one at broadway dance center", expect: { notSure: true } },
  { kind: "off-topic", ask: "my daughter sprained her ankle last week, should she ice it or heat it before dancing", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell dance costumes or leotards", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats the cheapest flight from chicago to orlando that weekend", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there babysitting for my younger son while his sister dances in nashville", expect: { notSure: true } },
  { kind: "off-topic", ask: "good pizza place near the savannah studio for after?", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much do backup dancers get paid on a music video in LA", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on or switch away from the earlier turn

export const tuning42Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A studio owner prices a group for Seattle, then switches to Victoria",
    turns: [
      { ask: "im bringing 5 dancers from my studio to seattle, all core. total?", expect: { includesAll: [totalOf("seattle", "core", 5)] } },
      {
        ask: "and if 2 of them do pro instead",
        expect: { includesAll: [mixedTotal("seattle", [["core", 3], ["pro", 2]])] },
      },
      {
        ask: "what would the same 5 core cost in victoria",
        expect: { includesAll: [totalOf("victoria-bc", "core", 5), CAD], excludes: [totalOf("seattle", "core", 5)] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A parent checks her daughter's group and times in Orlando",
    turns: [
      { ask: "my daughter is 11, going to orlando. which group?", expect: { includesAll: [groupWord(groupLabelFor("orlando", 11))] } },
      {
        ask: "what time does her group check in",
        expect: { includesAll: [slotTime("orlando", groupLabelFor("orlando", 11).startsWith("Juniors") ? "juniors" : "seniors", "Check-in")] },
      },
      { ask: "and where is it", expect: { includesAll: [venueOf("orlando")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Plans change after buying for Nashville",
    turns: [
      { ask: "bought 2 core tickets for nashville for my kids", expect: { includesAny: [dayOf("nashville"), venueOf("nashville")[0] ?? /nashville/i, /nashville/i] } },
      {
        ask: "now we cant go, can i get my money back?",
        expect: { includesAny: [/all sales are final|no refunds?|non-?refundable|can'?t refund|cannot refund/i], excludes: [SAYS_YES] },
      },
      { ask: "ok who do i email about it", expect: { includesAll: [/@/] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston: a wrong weekday, the guest class, then mentorship",
    turns: [
      { ask: "boston is sunday dec 14 right", expect: { includesAll: [dayOf("boston"), weekdayOf("boston")], excludes: [SAYS_YES] } },
      { ask: "whats different about boston vs other cities", expect: { includesAll: [/contemporary/i] } },
      {
        ask: "unrelated but how much is elite mentorship a month",
        expect: { includesAll: [priceOf("boston", "mentorship_elite")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A parent of a minor registers for the audition",
    turns: [
      {
        ask: `my son is ${ADULT_AGE - 1}, can he register for the audition himself`,
        expect: { includesAny: [/parent|guardian/i] },
      },
      { ask: "is it free?", expect: { includesAll: [/free/i], excludes: [SAYS_NO] } },
      { ask: "will they call him if he gets picked", expect: { includesAny: [/email|phone|contact/i] } },
    ],
  },
];

export const tuning42QuestionCount =
  tuning42SingleQuestions.length +
  tuning42OffTopicQuestions.length +
  tuning42Conversations.reduce((sum, c) => sum + c.turns.length, 0);
