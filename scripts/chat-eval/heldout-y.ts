/**
 * Held-out set Y of the chat assistant (issue 40): written after the code freeze at 53f82b7, scored once.
 *
 * A balanced cross-section of a week of real traffic to the site: every topic in proportion to how
 * often visitors would ask it, from first-time visitors (prices, dates, where, who it is for) to buyers
 * after checkout (upgrades, credits, date changes, footage). Written from the spec, the seed catalog,
 * the city pages' own copy, the FAQ and terms, the program pages and the forms' own validation, by
 * someone who never read the answerer, its docs or other sets' questions. Visitors' wording: lowercase,
 * typos, parents asking for a child, studio owners with several dancers, short follow-ups. About half
 * the yes/no questions have the answer No.
 *
 * Every figure (price, total, upgrade, discount, date, weekday, venue, street, time, age limit, count
 * limit) is computed from the seed with the site's own functions; copy facts are short phrases with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { site } from "~/content/site";
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
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type HeldoutYTopic =
  | "prices and totals"
  | "upgrades"
  | "codes"
  | "dates"
  | "venues"
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

interface HeldoutYQuestion {
  kind: "single";
  topic: HeldoutYTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed

/** A printed figure as a pattern that does not match inside a larger one. */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" and "CA$227". */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

/** A price with or without its thousands comma ("$1,008" or "$1008"). */
const moneyAlts = (m: Money): RegExp[] => {
  const printed = formatMoney(m).replace(/^C(?=\$)/, "");
  return printed.includes(",") ? [fig(printed), fig(printed.replace(/,/g, ""))] : [fig(printed)];
};

const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

const totalOf = (slug: string, tier: string, n: number): RegExp[] => {
  const p = seedPrice(slug, tier);
  return moneyAlts({ amountMinor: p.amountMinor * n, currency: p.currency });
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

/** An ISO date-time's calendar day in the event's zone (the code deadlines). */
function isoDayOfInstant(isoInstant: string): RegExp {
  return isoDay(isoInstant.slice(0, 10));
}

function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return isoDay(iso);
}

/** The day-of-month of a stop's last day on its own ("25", "25th"), for "January 24 & 25". */
function endDayNumber(slug: string): RegExp {
  const iso = seedEvent(slug).endsOn;
  if (!iso) throw new Error(`${slug} has no end date`);
  const d = Number(iso.slice(8, 10));
  return new RegExp(`(?<![\\d$£])${d}(st|nd|rd|th)?(?!\\d)`, "i");
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

interface SeedSlot {
  time: string;
  activity: string;
}
interface SeedTable {
  group: string;
  slots: SeedSlot[];
}

/** The seeded time of an activity in one group's table of a stop's schedule (day by index). */
function slotTime(slug: string, group: "juniors" | "seniors" | "all", activity: string, dayIndex = 0): string {
  const schedule = (seedEvent(slug).page as { schedule?: { days?: { tables: SeedTable[] }[] } } | undefined)?.schedule;
  const table = schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return slot.time;
}
const slotRe = (slug: string, group: "juniors" | "seniors" | "all", activity: string, dayIndex = 0): RegExp =>
  timeRe(slotTime(slug, group, activity, dayIndex));

/** A check-in time and the time 15 minutes before it (the site asks dancers to arrive 15 minutes early): either will do. */
function arrivalRes(slug: string, group: "juniors" | "seniors" | "all"): RegExp[] {
  const t = slotTime(slug, group, "Check-in");
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(t);
  if (!match) throw new Error(`not a time: ${t}`);
  const h = Number(match[1]) % 12 + (match[3] === "PM" ? 12 : 0);
  const total = h * 60 + Number(match[2]) - 15;
  const h24 = Math.floor(total / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const early = `${h12}:${String(total % 60).padStart(2, "0")} ${h24 >= 12 ? "PM" : "AM"}`;
  return [timeRe(t), timeRe(early)];
}

/** The age-group scheme of a stop's schedule. */
function ageScheme(slug: string): string {
  const schedule = (seedEvent(slug).page as { schedule?: { ageGroups?: string } } | undefined)?.schedule;
  return schedule?.ageGroups ?? "juniors_seniors";
}

/** The venue's name or its street, either will do. */
const venueAny = (slug: string): Fact[] => [seedVenue(slug).name, street(slug)];

// ---------------------------------------------------------------------------------------------
// Limits from the forms' own schemas

const validAudition = { fullName: "Test Dancer", email: "dancer@example.com", phone: "555 0100", parentName: "Test Parent", consent: true };
const auditionAges = Array.from({ length: 121 }, (_, age) => age).filter(
  (age) => auditionFormSchema.safeParse({ ...validAudition, age }).success,
);
const AUDITION_MIN_AGE = auditionAges[0];
const AUDITION_MAX_AGE = auditionAges[auditionAges.length - 1];
if (AUDITION_MIN_AGE === undefined || AUDITION_MAX_AGE === undefined) throw new Error("the audition form accepts no age");
/** Under 18 without a parent's name: does the form accept it? */
const minorWithoutParentAccepted = auditionFormSchema.safeParse({ ...validAudition, parentName: undefined, age: 16 }).success;
if (minorWithoutParentAccepted) throw new Error("expected the audition form to require a parent for a 16-year-old");

const talentLinkCounts = Array.from({ length: 12 }, (_, n) => n).filter(
  (n) =>
    applicationSchemas.talent.safeParse({
      fullName: "Test Dancer",
      email: "dancer@example.com",
      age: 20,
      links: Array.from({ length: n }, (_, i) => `https://example.com/reel-${i}`),
    }).success,
);
const TALENT_MAX_LINKS = talentLinkCounts[talentLinkCounts.length - 1];
if (TALENT_MAX_LINKS === undefined || talentLinkCounts[0] !== 1) throw new Error("unexpected talent link limits");

const number = (n: number): RegExp => new RegExp(`(?<![\\d$£])${n}(?!\\d)`, "i");
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const numberOrWord = (n: number): RegExp[] => (NUMBER_WORDS[n] ? [number(n), new RegExp(`\\b${NUMBER_WORDS[n]}\\b`, "i")] : [number(n)]);

// ---------------------------------------------------------------------------------------------
// Facts used more than once

const SAYS_YES: RegExp = /^\W*(yes|yep|yeah|absolutely|of course|sure)\b/i;
const SAYS_NO: RegExp = /^\W*(no|nope|unfortunately not|not)\b/i;
const ONE_TIME: Fact[] = [
  /one-time/i,
  /one time/i,
  /not a subscription/i,
  /never a subscription/i,
  /n't a subscription/i,
  /\bpay(ing)? once\b/i,
  /single payment/i,
];
const ALL_SALES_FINAL: Fact[] = [/all sales (are )?final/i, /\bfinal\b/i, /non-?refundable/i];

const summerCode = seedDiscountCode("SUMMER2025");
if (!summerCode.endsAt) throw new Error("expected the codes to have end dates");
const hartfordCode = seedDiscountCode("PROTRACK50");
if (hartfordCode.city !== "hartford") throw new Error("expected PROTRACK50 to be Hartford's");

const months = mentorshipCohort.minimumTermMonths;
const MINIMUM_TERM: Fact[] = [
  new RegExp(`\\b${months}[- ]months?\\b`, "i"),
  new RegExp(`\\b${NUMBER_WORDS[months] ?? months}[- ]months?\\b`, "i"),
];
const cohortStart = (() => {
  const m = /^([A-Za-z]+) (\d+)/.exec(mentorshipCohort.start);
  if (!m) throw new Error(`unexpected cohort start ${mentorshipCohort.start}`);
  return new RegExp(`(${m[1]}|${m[1]!.slice(0, 3)}\\.?)\\s+${m[2]}(?!\\d)`, "i");
})();
const cohortRenewal = (() => {
  const m = /^([A-Za-z]+) (\d+)/.exec(mentorshipCohort.recurringFrom);
  if (!m) throw new Error(`unexpected renewal ${mentorshipCohort.recurringFrom}`);
  return new RegExp(`(${m[1]}|${m[1]!.slice(0, 3)}\\.?)\\s+${m[2]}(?!\\d)`, "i");
})();

// Stops whose facts the set leans on, checked against the seed so a changed catalog fails loudly.
if (!seedEvent("atlanta").isCancelled) throw new Error("expected Atlanta to be cancelled");
if (seedEvent("london").startsOn !== null) throw new Error("expected London to have no date yet");
if (seedEvent("dallas").venue) throw new Error("expected Dallas to have no venue yet");
if (ageScheme("orlando") !== "eleven_and_twelve_plus" || ageScheme("seattle") !== "juniors_seniors") throw new Error("unexpected age schemes");
const niagaraNotes = seedVenue("niagara-falls").notes ?? "";
if (!/back of the building/i.test(niagaraNotes)) throw new Error("expected Niagara's venue notes");
if (seedDiscountCode("BRINGAFRIEND25").city) throw new Error("expected BRINGAFRIEND25 to work in every city");
if (seedEvent("victoria-bc").currency !== "CAD" || seedEvent("seattle").currency !== "USD") throw new Error("unexpected currencies");

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutYSingleQuestions: readonly HeldoutYQuestion[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the seattle intensive", expect: { includesAll: [priceOf("seattle", "core")] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "victoria bc core experience price?? is that in canadian or us dollars",
    expect: { includesAll: [priceOf("victoria-bc", "core"), [/canadian/i, /\bCAD\b/, /C\$/, /CA\$/]] },
  },
  { kind: "single", topic: "prices and totals", ask: "pro track orlando how much", expect: { includesAll: [priceOf("orlando", "pro")] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "i have 3 kids who all want the core experience in hartford, whats the total",
    expect: { includesAll: [totalOf("hartford", "core", 3)] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "Studio owner here. If I bring 6 dancers to Sarasota on the Core Experience what would that come to?",
    expect: { includesAll: [totalOf("sarasota", "core", 6)] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "how much is the sherwood full weekend pass",
    expect: { includesAll: [priceOf("sherwood", "weekend_pass")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "whats the cheapest class ticket in cypress tx, my daughter just wants to try one class",
    expect: { includesAll: [priceOf("cypress", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "how much is the masterclass only ticket for boise on november 7",
    expect: { includesAll: [priceOf("boise-nov-7", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "what does london cost and is it in pounds",
    expect: { includesAll: [priceOf("london", "core"), [/pound/i, /\bGBP\b/, /£/]] },
  },

  // upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "I already bought a core ticket for Orlando. How much more is it to switch to pro track?",
    expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how much is the pro track vip upgrade for the hudson nh weekend",
    expect: { includesAll: [priceOf("new-hampshire", "nh_protrack_vip")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i buy only the VIP upgrade for new hampshire without the weekend pass?",
    expect: { includesAny: [/weekend pass/i, /balance/i, /first/i], excludes: [SAYS_YES] },
  },

  // codes
  {
    kind: "single",
    topic: "codes",
    ask: "if i use VICTORIAEARLY20 on pro track what do i pay",
    expect: { includesAll: [afterPercent("victoria-bc", "pro", "VICTORIAEARLY20")] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "does PROTRACK50 work for seattle pro track?",
    expect: { includesAll: [/hartford/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "my friend gave me BRINGAFRIEND25, what would core in seattle be with it",
    expect: { includesAll: [afterAmount("seattle", "core", "BRINGAFRIEND25")] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "can I still use the SUMMER2025 code?",
    expect: {
      includesAny: [/expired/i, /ended/i, /no longer/i, /not (valid|active)/i, isoDayOfInstant(summerCode.endsAt)],
      excludes: [SAYS_YES],
    },
  },

  // dates
  { kind: "single", topic: "dates", ask: "when is boston", expect: { includesAll: [dayOf("boston")] } },
  { kind: "single", topic: "dates", ask: "what day of the week is the spokane one", expect: { includesAll: [weekdayOf("spokane")] } },
  { kind: "single", topic: "dates", ask: "charleston wv date?", expect: { includesAll: [dayOf("charleston-wv")] } },
  {
    kind: "single",
    topic: "dates",
    ask: "is there a date for london yet",
    expect: {
      includesAny: [
        /to be determined/i,
        /\bTBD\b/i,
        /to be announced/i,
        /\bTBA\b/,
        /not (yet )?(been )?(set|announced|confirmed|scheduled)/i,
        /n't (yet )?(been )?(set|announced|confirmed|scheduled)/i,
        /no date/i,
        /not .*yet/i,
      ],
      excludes: [SAYS_YES],
    },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "is sherwood one day or two? which dates",
    expect: { includesAll: [dayOf("sherwood"), endDayNumber("sherwood")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "is the atlanta event still happening in september",
    expect: { includesAll: [/cancel/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "hartford - is it on a saturday or sunday?",
    expect: { includesAll: [weekdayOf("hartford")] },
  },

  // venues
  { kind: "single", topic: "venues", ask: "where is the seattle one held", expect: { includesAny: venueAny("seattle") } },
  { kind: "single", topic: "venues", ask: "whats the address for boston", expect: { includesAll: [street("boston")] } },
  {
    kind: "single",
    topic: "venues",
    ask: "niagara falls studio, which door do we use and where do we park",
    expect: { includesAll: [[/back of the building/i, /\bback\b/i, /\brear\b/i]] },
  },
  { kind: "single", topic: "venues", ask: "what studio is sarasota at", expect: { includesAny: venueAny("sarasota") } },
  {
    kind: "single",
    topic: "venues",
    ask: "where in dallas is it",
    expect: {
      includesAny: [
        /coming soon/i,
        /not (yet )?(been )?(confirmed|announced|set)/i,
        /n't (yet )?(been )?(confirmed|announced|set)/i,
        /still being confirmed/i,
        /\bTBA\b/,
        /to be announced/i,
        /\bTBD\b/i,
        /to be determined/i,
        /not .*yet/i,
      ],
    },
  },

  // schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "what time does my 10 year old need to be there in seattle",
    expect: { includesAll: [arrivalRes("seattle", "juniors")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "my daughter is 14, what time does the seniors group check in at hartford",
    expect: { includesAll: [slotRe("hartford", "seniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "what dance styles do they teach during the day",
    expect: { includesAll: [/jazz/i, /street/i, [/theater/i, /theatre/i], /funk/i] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "sarasota juniors what time is the audition",
    expect: { includesAll: [slotRe("sarasota", "juniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "spokane seniors, when is the stunts class",
    expect: { includesAll: [slotRe("spokane", "seniors", "Stunts for Dancers")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "what time does the saturday at sherwood start",
    expect: { includesAny: [slotRe("sherwood", "all", "Check-in", 0), slotRe("sherwood", "all", "Warm-up", 0)] },
  },

  // ages
  {
    kind: "single",
    topic: "ages",
    ask: "how do you split the age groups",
    expect: {
      includesAll: [
        [/12 and under/i, /12 & under/i, /12 or under/i, /under 13/i, /12 and younger/i],
        [/13 and up/i, /13\+/, /13 and older/i, /13 & up/i, /13 or older/i],
      ],
    },
  },
  {
    kind: "single",
    topic: "ages",
    ask: "my son just turned 12, is he a junior or senior for seattle",
    expect: { includesAll: [/junior/i] },
  },
  {
    kind: "single",
    topic: "ages",
    ask: "my son is 12 and we're going to orlando, which group is he in",
    expect: { includesAll: [/senior/i, [/12 to adult/i, /12 and up/i, /12\+/, /12 and older/i, /12-adult/i, /12 through adult/i]] },
  },
  {
    kind: "single",
    topic: "ages",
    ask: "im 34 and havent danced in years, am i too old for this lol",
    expect: { includesAny: [/all ages/i, /all levels/i, /13 and up/i, /senior/i, /everyone/i, /welcome/i], excludes: [/\b(you are|you're|youre|you’re|you'd be|you would be) (probably |definitely |a bit )?too old\b/i] },
  },
  {
    kind: "single",
    topic: "ages",
    ask: "can my 16 year old sign up for the audition on her own without a parent",
    expect: { includesAll: [[/parent/i, /guardian/i]], excludes: [SAYS_YES] },
  },

  // auditions
  { kind: "single", topic: "auditions", ask: "is the audition free?", expect: { includesAll: [/free/i], excludes: [SAYS_NO] } },
  {
    kind: "single",
    topic: "auditions",
    ask: "if i buy a ticket do i have to audition",
    expect: {
      includesAll: [[/optional/i, /n't have to/i, /do not have to/i, /not required/i, /n't required/i, /not mandatory/i]],
      excludes: [SAYS_YES],
    },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: `can my ${AUDITION_MIN_AGE - 1} year old register for the audition`,
    expect: { includesAll: [number(AUDITION_MIN_AGE)], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "can I just come for the audition and skip the classes?",
    expect: { includesAny: [/audition only/i, /free/i], excludes: [SAYS_NO] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if i audition am i guaranteed a role",
    expect: {
      includesAny: [/not guarantee/i, /n't guarantee/i, /no guarantee/i, /not guaranteed/i, /isn't a guarantee/i, /does not guarantee/i],
      excludes: [SAYS_YES],
    },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "we cant make any of the tour dates, is there another way to be considered",
    expect: { includesAll: [[/submit talent/i, /talent submission/i, /submit your talent/i, /submit-talent/i]] },
  },

  // policies and credits
  {
    kind: "single",
    topic: "policies and credits",
    ask: "can i get a refund if my daughter cant go anymore",
    expect: { includesAny: ALL_SALES_FINAL, excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "what happens if you guys cancel the event",
    expect: { includesAll: [[/full refund/i, /refunded in full/i, /refund in full/i, /fully refunded/i, /refund(ed)? (of )?the full/i]] },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "got an email that the date moved. how long do i have to reply?",
    expect: { includesAll: [[/48 hours/i, /48-hour/i, /forty-eight hours/i]] },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "does my credit expire?",
    expect: {
      includesAny: [/never expire/i, /n't expire/i, /does not expire/i, /no expir/i, /not expire/i],
      excludes: [SAYS_YES],
    },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "i have a credit from a seattle ticket, can i use it for victoria bc?",
    expect: { includesAll: [[/currency/i, /\bCAD\b/, /canadian/i, /\bUSD\b/, /US dollars/i]], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "how do i actually use my credit code",
    expect: { includesAny: [/promo/i, /code field/i, /\bcart\b/i] },
  },

  // what to bring
  {
    kind: "single",
    topic: "what to bring",
    ask: "what shoes should she bring",
    expect: { includesAll: [/sneaker/i, /jazz shoe/i] },
  },
  {
    kind: "single",
    topic: "what to bring",
    ask: "does my son need a headshot to audition",
    expect: { includesAny: [/not required/i, /\bno\b/i, /n't need/i, /not need/i, /optional/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "what to bring",
    ask: "should we pack food or is lunch provided",
    expect: { includesAny: [/lunch/i, /snack/i] },
  },

  // footage
  {
    kind: "single",
    topic: "footage",
    ask: "when will we get the videos from the day",
    expect: { includesAny: [/four weeks/i, /4 weeks/i, /four-week/i, /4-week/i] },
  },
  {
    kind: "single",
    topic: "footage",
    ask: "i dont want my daughter in your instagram posts, can i opt out",
    expect: { includesAny: [site.contactEmail, /email/i], excludes: [SAYS_NO] },
  },
  { kind: "single", topic: "footage", ask: "is the class filmed?", expect: { includesAny: [/\byes\b/i, /filmed/i], excludes: [SAYS_NO] } },

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
    ask: "is the new hampshire weekend open to anyone? we're not from a studio there",
    expect: { includesAll: [/Granite Stage/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "does the spokane ticket come with a free month of acting for dancers",
    expect: { includesAny: [/free month/i, /1 month/i, /one month/i, /month of (the )?(online )?acting/i], excludes: [SAYS_NO] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "do they have scholarships for the sherwood weekend?",
    expect: { includesAny: [/scholarship/i], excludes: [SAYS_NO] },
  },

  // acting for dancers
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "how much is an acting for dancers private session",
    expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session")] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is acting for dancers a monthly subscription?",
    expect: { includesAny: ONE_TIME, excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "how long is the starter path",
    expect: { includesAny: [/four weeks/i, /4 weeks/i, /four-week/i, /4-week/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "if i get the 3 pack how long do i have to use it",
    expect: { includesAll: [/90 days/i] },
  },

  // mentorship
  {
    kind: "single",
    topic: "mentorship",
    ask: "what are the mentorship levels",
    expect: { includesAll: [/building/i, /growth/i, /elite circle/i] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "when does the mentorship actually start",
    expect: { includesAll: [cohortStart] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "is there a minimum commitment for mentorship or can i cancel after one month",
    expect: { includesAny: MINIMUM_TERM },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "on the niagara falls page how much is elite circle a month",
    expect: { includesAll: [priceOf("niagara-falls", "mentorship_elite")] },
  },

  // scholarships and talent
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "when is the deadline to apply for a scholarship",
    expect: { includesAny: [/three weeks/i, /3 weeks/i] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "does the scholarship cover our hotel and travel?",
    expect: { includesAny: [/\bno\b/i, /n't cover/i, /not cover/i, /doesn't/i], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "how many links can i put on the submit talent form",
    expect: { includesAll: [numberOrWord(TALENT_MAX_LINKS)] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site does not know or sell these

export const heldoutYOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a hotel near the orlando studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "my knee has been clicking after jumps, should i ice it or see a doctor", expect: { notSure: true } },
  { kind: "off-topic", ask: "is broadway dance center better than you guys", expect: { notSure: true } },
  { kind: "off-topic", ask: "what pointe shoe brand is best for wide feet", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell competition costumes", expect: { notSure: true } },
  { kind: "off-topic", ask: "cheapest flight from boise to los angeles?", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much does parking cost in downtown victoria", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you run weekly ballet classes for toddlers in boston", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on or switch away from the earlier turn

export const heldoutYConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent planning Hartford for two sisters",
    turns: [
      { ask: "hi my daughter is 11 and we're looking at hartford, when is it", expect: { includesAll: [dayOf("hartford")] } },
      { ask: "what time does she need to be there", expect: { includesAll: [arrivalRes("hartford", "juniors")] } },
      { ask: "and how much for her and her sister, both core", expect: { includesAll: [totalOf("hartford", "core", 2)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria prices, its code, then Seattle",
    turns: [
      { ask: "how much is core in victoria", expect: { includesAll: [priceOf("victoria-bc", "core")] } },
      {
        ask: "is there any discount code for it",
        expect: { includesAll: [/VICTORIAEARLY20/i], includesAny: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20"), /20\s?%/] },
      },
      { ask: "what about seattle, same price?", expect: { includesAll: [priceOf("seattle", "core")] } },
    ],
  },
  {
    kind: "conversation",
    title: "An Orlando buyer after checkout",
    turns: [
      { ask: "i bought a core ticket for orlando, where exactly is it", expect: { includesAny: venueAny("orlando") } },
      { ask: "how much to move up to pro track", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
      { ask: "and if we end up not being able to go, can i get my money back?", expect: { includesAny: ALL_SALES_FINAL, excludes: [SAYS_YES] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship, then Acting for Dancers",
    turns: [
      { ask: "tell me about the mentorship program", expect: { includesAll: [/building/i, /growth/i, /elite/i] } },
      { ask: "when does billing renew", expect: { includesAll: [cohortRenewal] } },
      {
        ask: "and acting for dancers, is that monthly too?",
        expect: { includesAny: ONE_TIME, excludes: [SAYS_YES] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A Sherwood family with two ages",
    turns: [
      { ask: "whats happening in sherwood oregon", expect: { includesAll: [dayOf("sherwood")] } },
      {
        ask: "my kids are 9 and 15, can they dance together",
        expect: { includesAll: [/saturday/i], includesAny: [/all ages/i, /together/i] },
      },
      { ask: "how much is the full weekend pass", expect: { includesAll: [priceOf("sherwood", "weekend_pass")] } },
    ],
  },
];

export const heldoutYQuestionCount =
  heldoutYSingleQuestions.length + heldoutYOffTopicQuestions.length + heldoutYConversations.reduce((n, c) => n + c.turns.length, 0);
