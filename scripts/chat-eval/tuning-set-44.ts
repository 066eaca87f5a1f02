/**
 * Tuning set 44 of the chat assistant (issue 40): a balanced cross-section of a week of real traffic
 * to the site, every topic in proportion to how often visitors would ask it, from first-time visitors
 * (when, where, how much, which age group) to buyers after checkout (upgrades, codes, date changes,
 * credits, footage, free months). Written from the spec, the seed catalog, the city pages' own copy
 * (seed/city-copy.ts), the online programs' pages, the FAQ, the scholarship and talent pages and the
 * forms' own validation, by someone who never read the answerer, its docs or other sets' questions.
 * Visitors' wording on purpose: lowercase, typos, parents asking for a child by age or name, studio
 * owners with several dancers, short follow-ups. About half the yes/no questions have the answer No.
 *
 * Every figure (price, total, upgrade, discount, date, weekday, venue, street, time, age limit, count
 * limit) is computed from the seed with the site's own functions; copy facts are short phrases with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { ADULT_AGE } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { applicationSchemas } from "~/features/applications/application-schemas";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
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

export type Tuning44Topic =
  | "prices and totals"
  | "upgrades"
  | "codes"
  | "dates and weekdays"
  | "venues"
  | "schedule"
  | "ages and groups"
  | "auditions"
  | "policies and credits"
  | "what to bring"
  | "footage"
  | "city pages"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and talent";

interface Tuning44Question {
  kind: "single";
  topic: Tuning44Topic;
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


/** The month name of a stop's first day. */
function monthOf(slug: string): string {
  const m = Number((seedEvent(slug).startsOn ?? "").split("-")[1]);
  const name = MONTHS[m - 1];
  if (!name) throw new Error(`${slug} has no date`);
  return name;
}

/** A whole number standing alone ("5" but not "15" or "5:00"). */
const num = (n: number): RegExp => new RegExp(`(?<![\\d:.,])${n}(?![\\d:]|,\\d)`, "i");

/** A reply that opens with the wrong polarity. */
const startsYes: Fact = /^\W*(yes|yep|yeah|absolutely|of course|sure)\b/i;
const startsNo: Fact = /^\W*(no|nope|unfortunately)\b/i;

/** A schedule row's time at a stop, by its day, group and activity (fails if the seed has no such row). */
function slotTime(slug: string, group: string, activity: string, dayIndex = 0): RegExp {
  const days = seedEvent(slug).page.schedule?.days ?? [];
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex + 1}`);
  return timeRe(slot.time);
}

/** The venue of a stop: its name or its street, either will do. */
const venueOf = (slug: string): Fact[] => [seedVenue(slug).name, street(slug)];

/** The smallest and largest age a form's schema accepts, probed with an otherwise valid form. */
function ageBounds(parse: (age: number) => boolean): { min: number; max: number } {
  const ok = Array.from({ length: 151 }, (_, a) => a).filter(parse);
  const min = ok[0];
  const max = ok[ok.length - 1];
  if (min === undefined || max === undefined) throw new Error("no age passes the schema");
  return { min, max };
}

const dancer = { fullName: "Test Dancer", email: "dancer@example.com", phone: "5555550100", parentName: "Test Parent" };
const auditionAges = ageBounds((age) => auditionFormSchema.safeParse({ ...dancer, age, consent: true }).success);

/** The most links the talent form takes. */
const talentMaxLinks = (() => {
  let most = 0;
  for (let n = 1; n <= 30; n++) {
    const links = Array.from({ length: n }, (_, i) => `https://example.com/reel-${i}`);
    if (applicationSchemas.talent.safeParse({ ...dancer, age: 20, links }).success) most = n;
  }
  if (most === 0) throw new Error("the talent form takes no links");
  return most;
})();

const sherwoodSaturday = seedEvent("sherwood").page.schedule?.days[0]?.tables[0]?.group;
if (sherwoodSaturday !== "all") throw new Error("Sherwood's Saturday is no longer one group for all ages");

const minimumMonths = mentorshipCohort.minimumTermMonths;
if (minimumMonths < 2) throw new Error("the mentorship minimum is no longer several months");

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning44SingleQuestions: readonly Tuning44Question[] = [
  // Prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "pro track price for victoria bc? is that us dollars or canadian",
    expect: { includesAll: [priceOf("victoria-bc", "pro"), [/\bCAD\b/, /canadian/i, /C\$|CA\$/]] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "my twins both want the core day in orlando, whats the total for 2",
    expect: { includesAll: [totalOf("orlando", "core", 2)] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "studio owner here - bringing 5 dancers to cypress, all core exprience. total?",
    expect: { includesAll: [totalOf("cypress", "core", 5)] },
  },
  { kind: "single", topic: "prices and totals", ask: "cypress 'just a class' option how much", expect: { includesAll: [priceOf("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and totals", ask: "price of core in london? in pounds i guess", expect: { includesAll: [priceOf("london", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "sherwood full weekend pass cost", expect: { includesAll: [priceOf("sherwood", "weekend_pass")] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "can we just do the saturday in sherwood? how much is one day",
    expect: { includesAll: [priceOf("sherwood", "core_day1")] },
  },
  { kind: "single", topic: "prices and totals", ask: "spokane pro track how much", expect: { includesAll: [priceOf("spokane", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "whats the one class only ticket in victoria", expect: { includesAll: [priceOf("victoria-bc", "victoria_one_class_only")] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "boston core vs pro track, what are the prices",
    expect: { includesAll: [priceOf("boston", "boston_core"), priceOf("boston", "boston_pro_track")] },
  },

  // Upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "i already bought core for orlando, how much more to upgrade to pro track?",
    expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how do i upgrade a ticket i already paid for",
    expect: { includesAny: [/order number/i, /(secure|upgrade) link/i, /pay the difference/i] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i buy just the pro track vip upgrade for the hudson nh weekend without the weekend pass",
    expect: { includesAll: [[/full weekend pass/i, /balance payment/i, /weekend (ticket|pass)/i]], excludes: [startsYes] },
  },

  // Codes
  {
    kind: "single",
    topic: "codes",
    ask: "with the victoria early bird code what does core come to",
    expect: { includesAll: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20")] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "does VICTORIAEARLY20 work on the one class only ticket",
    expect: { includesAny: [/core/i, /pro track/i, /doesn't apply|does not apply|not eligible|only/i], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "can i use PROTRACK50 for pro track in seattle?",
    expect: { includesAll: [/hartford/i], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "hartford pro track with protrack50, what do i pay",
    expect: { includesAll: [afterAmount("hartford", "pro", "PROTRACK50")] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "is the SUMMER2025 code still good",
    expect: { includesAny: [/expired/i, /ended/i, /no longer/i, /August 31/i], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "seattle core ticket with bringafriend25 - new price?",
    expect: { includesAll: [afterAmount("seattle", "core", "BRINGAFRIEND25")] },
  },

  // Dates and weekdays
  { kind: "single", topic: "dates and weekdays", ask: "when is the hartford intensive", expect: { includesAll: [dayOf("hartford")] } },
  { kind: "single", topic: "dates and weekdays", ask: "savannah date and what day of the week is it", expect: { includesAll: [dayOf("savannah"), weekdayOf("savannah")] } },
  {
    kind: "single",
    topic: "dates and weekdays",
    ask: `is the charleston wv one in ${monthOf("charleston-wv").toLowerCase()}?`,
    expect: { includesAll: [dayOf("charleston-wv")], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "dates and weekdays",
    ask: "when are you coming to london",
    expect: { includesAny: [/to be determined/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no date yet/i] },
  },
  {
    kind: "single",
    topic: "dates and weekdays",
    ask: "sherwood is 2 days right? which dates",
    expect: { includesAll: [dayOf("sherwood"), /(?<!\d)25(?!\d)/] },
  },
  {
    kind: "single",
    topic: "dates and weekdays",
    ask: "spokane is on a saturday yes?",
    expect: { includesAll: [weekdayOf("spokane")], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "dates and weekdays",
    ask: "is atlanta sept 28 still happening",
    expect: { includesAll: [/cancel/i], excludes: [startsYes] },
  },

  // Venues
  { kind: "single", topic: "venues", ask: "where is the seattle one held", expect: { includesAll: [venueOf("seattle")] } },
  { kind: "single", topic: "venues", ask: "address for niagara falls studio pls", expect: { includesAll: [street("niagara-falls")] } },
  {
    kind: "single",
    topic: "venues",
    ask: "which door do we use at the niagara studio and where do we park",
    expect: { includesAll: [/back of the building|rear|back entrance/i] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "what studio is dallas at",
    expect: { includesAny: [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set)/i, /to be (confirmed|announced)/i, /\bTBA\b|\bTBD\b/] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "the minneapolis event is in st paul right?",
    expect: { includesAll: [venueOf("minneapolis")], excludes: [startsYes] },
  },

  // Schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "my 10 yr old is doing hartford, what time is check in",
    expect: { includesAll: [slotTime("hartford", "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "what time is the audition for seniors in seattle",
    expect: { includesAll: [slotTime("seattle", "seniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "boston - my 15 year old, when does her group start",
    expect: { includesAll: [[slotTime("boston", "seniors", "Check-in"), slotTime("boston", "seniors", "Warm-up")]] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "sarasota juniors audition time?",
    expect: { includesAll: [slotTime("sarasota", "juniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "boise masterclass on nov 7, when is the pro track session",
    expect: { includesAll: [slotTime("boise-nov-7", "seniors", "Pro Track session")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "new hampshire sunday, what time is the vip session for seniors",
    expect: { includesAll: [slotTime("new-hampshire", "seniors", "Pro Track VIP session", 1)] },
  },

  // Ages and groups
  {
    kind: "single",
    topic: "ages and groups",
    ask: "my son just turned 12, is he a junior or senior at the seattle stop",
    expect: { includesAll: [/junior/i, /12 and under|under 13|12 or under/i] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "lily is 12, which group in orlando",
    expect: { includesAll: [/senior/i, /12 to adult|12 and (up|older|over)|12\+/i] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "does my 17 yr old need a parent to sign up with her",
    expect: { includesAll: [/parent|guardian/i, [num(ADULT_AGE), /minor/i]], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "in sherwood can my 9yo and 14yo dance together on saturday",
    expect: { includesAll: [/all ages|every age|together/i], excludes: [startsNo] },
  },

  // Auditions
  { kind: "single", topic: "auditions", ask: "is the audition free?", expect: { includesAll: [/\bfree\b/i], excludes: [startsNo] } },
  {
    kind: "single",
    topic: "auditions",
    ask: "does my kid HAVE to audition if we buy core",
    expect: { includesAll: [/optional/i], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "youngest age to register for the audition?",
    expect: { includesAll: [num(auditionAges.min)] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "can i just audition without paying for the classes",
    expect: { includesAll: [/audition only/i], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if i audition am i guaranteed a part",
    expect: { includesAny: [/not guarantee/i, /doesn't guarantee/i, /no guarantee/i, /isn't guaranteed|is not guaranteed/i], excludes: [startsYes] },
  },

  // Policies and credits
  {
    kind: "single",
    topic: "policies and credits",
    ask: "can i get a refund if my daughter gets sick and can't come",
    expect: { includesAny: [/all sales are final/i, /sales are final/i, /non-?refundable/i], excludes: [startsYes] },
  },
  { kind: "single", topic: "policies and credits", ask: "what happens if you guys cancel the event", expect: { includesAll: [/full refund/i] } },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "you moved our date, how long do i have to decide",
    expect: { includesAll: [/48 hours|48-hour|two days/i] },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "the date changed and i never replied. did i lose my money?",
    expect: { includesAll: [/credit/i, /never expires?|doesn't expire|does not expire|no expir/i], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "i have a credit from seattle, can i use it for victoria bc",
    expect: { includesAll: [/currency|canadian|CAD/i], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "is paying on the site secure",
    expect: { includesAny: [/encrypt/i, /never see or store/i, /payment provider/i], excludes: [startsNo] },
  },

  // What to bring
  { kind: "single", topic: "what to bring", ask: "what shoes does he need", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  {
    kind: "single",
    topic: "what to bring",
    ask: "do i need a headshot and resume to audition",
    expect: { includesAny: [/not required/i, /aren't required|are not required/i, /neither is required/i, /don't need|do not need/i], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "what to bring",
    ask: "what should she wear, any colors to avoid",
    expect: { includesAny: [/solid colou?rs?/i, /logos/i, /busy prints/i, /fitted/i] },
  },
  { kind: "single", topic: "what to bring", ask: "should we pack food or is lunch provided", expect: { includesAny: [/bring (your own )?lunch/i, /lunch and snacks/i, /pack (a )?lunch/i, /snacks/i] } },

  // Footage
  {
    kind: "single",
    topic: "footage",
    ask: "do we get the videos from the day? how long does it take",
    expect: { includesAll: [/four weeks|4 weeks/i], includesAny: [/clips/i, /email/i] },
  },
  {
    kind: "single",
    topic: "footage",
    ask: "i don't want my daughter in your instagram posts, what do i do",
    expect: { includesAll: [/email|hello@callboard\.dance/i], includesAny: [/before the event/i, /name and city/i] },
  },
  { kind: "single", topic: "footage", ask: "is the audition filmed too?", expect: { includesAll: [/film/i], excludes: [startsNo] } },

  // City pages' own copy
  { kind: "single", topic: "city pages", ask: "whats special about the seattle day", expect: { includesAny: [/playback/i, /camera crew/i, /like a take/i] } },
  {
    kind: "single",
    topic: "city pages",
    ask: "who teaches the contemporary class in boston",
    expect: { includesAll: [/Liora Vantassel/i] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "is the hudson nh weekend only for granite stage students?",
    expect: { includesAll: [/alumni|students/i], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "does the spokane ticket come with acting for dancers?",
    expect: { includesAll: [/free month|month of acting for dancers|one month/i], excludes: [startsNo] },
  },

  // Acting for Dancers
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "acting for dancers private session price",
    expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session")] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is the acting for dancers starter path a monthly subscription",
    expect: { includesAll: [/one-time|one time|single payment/i], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "how long do i have to use the 3 pack sessions",
    expect: { includesAll: [/90 days/i] },
  },

  // Mentorship
  {
    kind: "single",
    topic: "mentorship",
    ask: "what are the mentorship levels",
    expect: { includesAll: [/building/i, /growth/i, /elite circle/i] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "can i do mentorship for just one month and cancel",
    expect: { includesAll: [new RegExp(`${minimumMonths}[- ]month|${["zero", "one", "two", "three", "four", "five", "six"][minimumMonths] ?? "x"}[- ]month`, "i")], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "when does the mentorship start",
    expect: { includesAll: [new RegExp(`${escapeRegExp(mentorshipCohort.start.replace(/, \d{4}$/, ""))}(?!\\d)`, "i")] },
  },

  // Scholarships and talent
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "when do scholarship applications close",
    expect: { includesAll: [/three weeks|3 weeks/i] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "does the scholarship pay for our hotel and travel",
    expect: { includesAny: [/don't cover|do not cover|doesn't cover|does not cover|not cover/i], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "how many links can i put on the submit talent form",
    expect: { includesAll: [num(talentMaxLinks)] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "cant make any tour date, can i still be seen for projects",
    expect: { includesAll: [/submit talent|submit your talent/i], excludes: [startsNo] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: things the site does not know or sell

const notSure = { notSure: true } as const;

export const tuning44OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: notSure },
  { kind: "off-topic", ask: "any good hotels near the boston studio?", expect: notSure },
  { kind: "off-topic", ask: "my daughter sprained her ankle 2 weeks ago, is it safe for her to dance at orlando", expect: notSure },
  { kind: "off-topic", ask: "do you sell pointe shoes or dancewear", expect: notSure },
  { kind: "off-topic", ask: "which is the best competition studio in cypress tx", expect: notSure },
  { kind: "off-topic", ask: "how much are flights from toronto to victoria bc", expect: notSure },
  { kind: "off-topic", ask: "do you do dance birthday parties for kids", expect: notSure },
  { kind: "off-topic", ask: "is broadway dance center's summer program better than yours", expect: notSure },
  { kind: "off-topic", ask: "what should a 13 year old eat the week before a competition to lose weight", expect: notSure },
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on or switch away from the earlier turn

export const tuning44Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent of an 11-year-old near Savannah",
    turns: [
      { ask: "hi my daughter is 11 and we live near savannah, when is it", expect: { includesAll: [dayOf("savannah")] } },
      { ask: "what time does she need to be there", expect: { includesAll: [slotTime("savannah", "juniors", "Check-in")] } },
      { ask: "and for her + her friend, both core, total?", expect: { includesAll: [totalOf("savannah", "core", 2)] } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner comparing the Canadian stops",
    turns: [
      { ask: "pro track price in niagara falls?", expect: { includesAll: [priceOf("niagara-falls", "pro")] } },
      { ask: "and victoria?", expect: { includesAll: [priceOf("victoria-bc", "pro")], excludes: [priceOf("niagara-falls", "pro")] } },
      { ask: "is there an early bird code for that one", expect: { includesAll: [/VICTORIAEARLY20/i], includesAny: [afterPercent("victoria-bc", "pro", "VICTORIAEARLY20"), /20 ?%/] } },
    ],
  },
  {
    kind: "conversation",
    title: "A Boston buyer and the free month of Acting for Dancers",
    turns: [
      { ask: "does the boston ticket include anything online", expect: { includesAll: [/acting for dancers/i], includesAny: [/free month/i, /month/i] } },
      { ask: "ok how do i use it", expect: { includesAll: [/code/i], includesAny: [/starter path/i, /promo/i] } },
      { ask: "if my son ends up not liking it can i get refunded for afd", expect: { includesAny: [/all sales are final/i, /sales are final/i, /final/i], excludes: [startsYes] } },
    ],
  },
  {
    kind: "conversation",
    title: "An older dancer weighing Elite Circle",
    turns: [
      { ask: "what do you get with elite circle mentorship", expect: { includesAny: [/one-on-one|1-on-1|one on one/i, /first look at casting/i, /reel/i] } },
      { ask: "price per month?", expect: { includesAll: [priceOf("seattle", "mentorship_elite")] } },
      {
        ask: "does it renew on its own",
        expect: { includesAll: [/renews? automatically|auto-?renew/i], excludes: [startsNo] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Venues for two cities, then packing",
    turns: [
      { ask: "where is the sarasota one", expect: { includesAll: [venueOf("sarasota")] } },
      { ask: "what about boise", expect: { includesAll: [venueOf("boise")], excludes: [street("sarasota"), seedVenue("sarasota").name] } },
      { ask: "what should my son bring", expect: { includesAny: [/water/i, /sneakers/i, /jazz shoes/i, /snacks/i] } },
    ],
  },
];

export const tuning44QuestionCount =
  tuning44SingleQuestions.length +
  tuning44OffTopicQuestions.length +
  tuning44Conversations.reduce((n, c) => n + c.turns.length, 0);
