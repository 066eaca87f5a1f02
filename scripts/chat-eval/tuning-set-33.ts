/**
 * Tuning set 33 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or
 * other sets' questions. About two thirds of the single questions are narrow: ONE part of a bigger
 * topic, where a good answer gives that part and not an overview — one class at one stop (its time,
 * its teacher, which group takes it), one case of a policy (a refund after a date change, a transfer,
 * a cancelled stop, a sick dancer, a credit in another currency), what one ticket tier or mentorship
 * level includes and whether it includes a named thing that belongs to another tier or level, which
 * tier or level includes a named thing, and the audition's own rules (video length, ages, whether it
 * is optional, what to wear). The rest is balanced across the site.
 *
 * Every figure (price, total, saving, upgrade difference, date, weekday, venue, street, time, minimum
 * audition age, cohort date) is computed from the seed with the site's own functions; copy facts are
 * short phrases with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { site } from "~/content/site";
import { stunts } from "~/content/marketing";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { CITY_COPY } from "../../seed/city-copy";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
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

export type Tuning33Topic =
  | "one class at one stop"
  | "one policy case"
  | "what a tier includes"
  | "which tier includes it"
  | "mentorship levels"
  | "audition rules"
  | "acting for dancers"
  | "discount codes"
  | "prices and totals"
  | "dates and venues"
  | "age groups"
  | "bring and wear"
  | "footage and extras";

interface Tuning33Question {
  kind: "single";
  topic: Tuning33Topic;
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

/** A pattern for a printed money string from seed-facts. */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A stop's day as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`${slug} has a bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** A cohort date as the pages word it ("December 1, 2025") as a reply may write it: "December 1", "Dec 1st". */
function cohortDay(text: string): RegExp {
  const m = /^([A-Z][a-z]+) (\d{1,2}), \d{4}$/.exec(text);
  if (!m) throw new Error(`not a cohort date: ${text}`);
  const [, month = "", d = ""] = m;
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** A stop's first day's weekday ("Friday"). */
function weekdayOf(slug: string): string {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const wd = WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()];
  if (!wd) throw new Error(`bad weekday for ${iso}`);
  return wd;
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

/** The schedule table of a stop, by group (and studio title), on a day (first unless told). */
function tableOf(slug: string, group: Group, dayIndex = 0, title?: string) {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const table = tables.find((t) => t.group === group && (title === undefined || t.title === title));
  if (!table) throw new Error(`${slug} has no ${group} table on day ${dayIndex}`);
  return table;
}

/** A slot's time in a stop's schedule, by group, activity and day. */
function slotTime(slug: string, group: Group, activity: string, dayIndex = 0, title?: string): string {
  const slot = tableOf(slug, group, dayIndex, title).slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0, title?: string): RegExp =>
  timeRe(slotTime(slug, group, activity, dayIndex, title));

/** Fails unless the group's table on that day has no slot for the activity (a "No" question rests on it). */
function lacks(slug: string, group: Group, activity: string, dayIndex = 0): true {
  if (tableOf(slug, group, dayIndex).slots.some((s) => s.activity === activity)) throw new Error(`${slug} ${group} has ${activity}`);
  return true;
}

/** The index of the schedule day whose tables hold an activity (fails unless exactly one does). */
function dayWith(slug: string, activity: string): number {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  const hits = days.flatMap((d, i) => (d.tables.some((t) => t.slots.some((s) => s.activity === activity)) ? [i] : []));
  if (hits.length !== 1 || hits[0] === undefined) throw new Error(`${slug}: ${activity} is on ${hits.length} days`);
  return hits[0];
}

/** The label of a schedule day ("Saturday, January 24"), its weekday first. */
function dayLabel(slug: string, dayIndex: number): string {
  const label = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.label;
  if (!label) throw new Error(`${slug} day ${dayIndex} has no label`);
  return label;
}

/** What a tier's card lists at a stop (its page features). */
function features(slug: string, tier: string): readonly string[] {
  const list = seedEvent(slug).page?.pricing.features?.[tier];
  if (!list) throw new Error(`${slug} lists no features for ${tier}`);
  return list;
}
/** Fails unless the card's list mentions the phrase (or, with `absent`, does not). */
function listed(slug: string, tier: string, phrase: RegExp, absent = false): true {
  const has = features(slug, tier).some((f) => phrase.test(f));
  if (has === absent) throw new Error(`${slug} ${tier}: ${phrase} ${absent ? "is" : "is not"} listed`);
  return true;
}

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** The youngest age the audition form accepts, found with the form's own schema. */
const MIN_AUDITION_AGE = (() => {
  for (let age = 1; age < 30; age += 1) {
    const ok = auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age, parentName: "A Parent", consent: true }).success;
    if (ok) return age;
  }
  throw new Error("the audition form accepts no age under 30");
})();

/** A "No" answer: it opens with no, or says plainly that it isn't / doesn't / can't. */
const NO: readonly Fact[] = [
  /^\W*(no|nope|not)\b/i,
  /\b(isn'?t|is not|doesn'?t|does not|don'?t|do not|aren'?t|are not|can'?t|cannot|won'?t|will not|not included|not part of|no longer)\b/i,
];
/** A reply that opens with yes when the answer is No. */
const OPENS_YES = /^\W*(yes|yep|yeah|absolutely|definitely|of course|sure)\b/i;
/** A reply that opens with no when the answer is Yes. */
const OPENS_NO = /^\W*(no|nope)\b/i;

const mail = site.contactEmail;

// Figures used in several places.
const sherwoodTwoDays = seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor;
const sherwoodPass = seedPrice("sherwood", "weekend_pass");
const sherwoodSaving = money({ amountMinor: sherwoodTwoDays - sherwoodPass.amountMinor, currency: sherwoodPass.currency });
const nhDepositSaving = (() => {
  const o = seedOffer("new-hampshire", "nh_balance_payment");
  if (!o.compareAt) throw new Error("the balance payment has no compare-at price");
  return money({ amountMinor: o.compareAt.amountMinor - o.price.amountMinor, currency: o.price.currency });
})();
const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
const victoriaCoreEarly = money({ amountMinor: percentOff(seedPrice("victoria-bc", "core").amountMinor, victoriaEarly.percentOff ?? 0), currency: "CAD" });
const summerEnds = seedDiscountCode("SUMMER2025").endsAt;
const sherwoodStuntsDay = dayWith("sherwood", "Stunts for Dancers");
const sherwoodProDay = dayWith("sherwood", "Pro Track session");
const bostonWeekday = weekdayOf("boston");
const contemporaryTeacher = CITY_COPY.boston.contemporaryClass.instructor.name;
const stuntsTeacher = stunts.instructor.name;
if (!summerEnds || new Date(summerEnds) > new Date("2025-09-01T12:00:00Z")) throw new Error("SUMMER2025 has not ended at the eval clock");
if (seedEvent("atlanta").isCancelled !== true) throw new Error("Atlanta is not cancelled");
if (seedEvent("niagara-falls").currency !== "CAD" || (seedEvent("orlando").currency ?? "USD") !== "USD") throw new Error("currencies moved");

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning33SingleQuestions: readonly Tuning33Question[] = [
  // One class at one stop: its time, its teacher, which group takes it
  {
    kind: "single",
    topic: "one class at one stop",
    ask: "what time is stunts for dancers for the seniors in spokane",
    expect: { includesAll: [slotAt("spokane", "seniors", "Stunts for Dancers")], excludes: [slotAt("spokane", "juniors", "Stunts for Dancers")] },
  },
  {
    kind: "single",
    topic: "one class at one stop",
    ask: "who teaches the stunts class?",
    expect: { includesAll: [stuntsTeacher.split(" ")[1] ?? stuntsTeacher] },
  },
  {
    kind: "single",
    topic: "one class at one stop",
    ask: "boston contemporary class - who's the teacher",
    expect: { includesAll: [contemporaryTeacher.split(" ")[1] ?? contemporaryTeacher], excludes: [stuntsTeacher.split(" ")[1] ?? stuntsTeacher] },
  },
  {
    kind: "single",
    topic: "one class at one stop",
    ask: "what time is contemporary for the juniors in boston?",
    expect: { includesAll: [slotAt("boston", "juniors", "Contemporary")] },
  },
  {
    kind: "single",
    topic: "one class at one stop",
    ask: "when's the pro track session in boston and do juniors do it too",
    expect: { includesAll: [slotAt("boston", "seniors", "Pro Track session"), /senior/i] },
  },
  {
    kind: "single",
    topic: "one class at one stop",
    ask: "sherwood weekend: is the stunts class on saturday or sunday?",
    expect: { includesAll: [new RegExp(dayLabel("sherwood", sherwoodStuntsDay).split(",")[0] ?? "", "i")], excludes: [/^\W*sunday\b/i] },
  },
  {
    kind: "single",
    topic: "one class at one stop",
    ask: "hudson nh saturday, what time do the seniors have stunts",
    expect: {
      includesAll: [slotAt("new-hampshire", "seniors", "Stunts for Dancers", 0, "Studio 2")],
      excludes: [slotAt("new-hampshire", "juniors", "Stunts for Dancers", 0, "Studio 1")],
    },
  },
  {
    kind: "single",
    topic: "one class at one stop",
    ask: "hartford theater class for the juniors, what time is it",
    expect: { includesAll: [slotAt("hartford", "juniors", "Theater")], excludes: [slotAt("hartford", "seniors", "Theater")] },
  },
  {
    kind: "single",
    topic: "one class at one stop",
    ask: "in savannah do the juniors get to audition too?",
    expect: lacks("savannah", "juniors", "Audition") && { includesAll: [NO, /senior/i], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "one class at one stop",
    ask: "is there a funk class for juniors at the seattle one",
    expect: lacks("seattle", "juniors", "Funk") && { includesAll: [NO], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "one class at one stop",
    ask: "buford seniors - do they do funk or theater?",
    expect: lacks("hoschton", "seniors", "Funk") && { includesAll: [/theat(er|re)/i, slotAt("hoschton", "seniors", "Theater")] },
  },
  {
    kind: "single",
    topic: "one class at one stop",
    ask: "boise nov 7 masterclass, what time for the 12+ group",
    expect: { includesAll: [slotAt("boise-nov-7", "seniors", "Masterclass: On-Camera Jazz")], excludes: [slotAt("boise-nov-7", "juniors", "Masterclass: On-Camera Jazz")] },
  },
  {
    kind: "single",
    topic: "one class at one stop",
    ask: "sherwood pro track session - which day and what time",
    expect: {
      includesAll: [new RegExp(dayLabel("sherwood", sherwoodProDay).split(",")[0] ?? "", "i"), slotAt("sherwood", "seniors", "Pro Track session", sherwoodProDay)],
    },
  },

  // What a tier includes, and whether it includes a thing that belongs to another tier
  {
    kind: "single",
    topic: "what a tier includes",
    ask: "does the core ticket in seattle include the pro track session filmed for your reel?",
    expect: listed("seattle", "core", /Pro Track session/i, true) && { includesAll: [NO, /pro track/i], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "which tier includes it",
    ask: "hartford: is personal feedback from the choreographer in core or only in pro track?",
    expect: listed("hartford", "pro", /Personal feedback/i) && listed("hartford", "core", /Personal feedback/i, true) && { includesAll: [/pro track/i] },
  },
  {
    kind: "single",
    topic: "what a tier includes",
    ask: "orlando core — does it come with priority consideration for upcoming projects?",
    expect: listed("orlando", "core", /Priority consideration/i, true) && { includesAll: [NO, /pro track/i], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "what a tier includes",
    ask: "is the audition included in the sherwood full weekend pass",
    expect: listed("sherwood", "weekend_pass", /optional audition/i) && { includesAll: [/audition/i], excludes: [OPENS_NO] },
  },
  {
    kind: "single",
    topic: "what a tier includes",
    ask: "does the boston core ticket have the contemporary class or is that extra",
    expect: listed("boston", "boston_core", /contemporary/i) && { includesAll: [/contemporary/i, [/includ/i, /part of/i, /comes with/i]], excludes: [OPENS_NO] },
  },
  {
    kind: "single",
    topic: "what a tier includes",
    ask: "audition only ticket — does that include any classes?",
    expect: listed("cypress", "audition_only", /No classes/i) && { includesAll: [NO], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "what a tier includes",
    ask: "whats in the NH full weekend pass? stunts and audition included?",
    expect: listed("new-hampshire", "nh_full_weekend", /Stunts/i) && { includesAll: [/stunt/i, /audition/i], excludes: [OPENS_NO] },
  },
  {
    kind: "single",
    topic: "what a tier includes",
    ask: "the nh 'balance payment' thing, what is it and how much",
    expect: { includesAll: [/deposit/i, priceOf("new-hampshire", "nh_balance_payment")] },
  },
  {
    kind: "single",
    topic: "what a tier includes",
    ask: "can i buy the NH pro track vip upgrade by itself without the weekend pass?",
    expect: { includesAll: [NO, /weekend pass|balance payment/i], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "which tier includes it",
    ask: "victoria one class only ticket, which class is that for?",
    expect: { includesAny: [/jazz/i, /(class|one) of your choice/i] },
  },

  // Mentorship levels
  {
    kind: "single",
    topic: "mentorship levels",
    ask: "is the 1:1 call with the choreographer part of the building level?",
    expect: { includesAll: [NO, /elite/i], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "mentorship levels",
    ask: "which mentorship level has the self-tape review",
    expect: { includesAll: [/growth/i] },
  },
  {
    kind: "single",
    topic: "mentorship levels",
    ask: "does building include a reel review?",
    expect: { includesAll: [NO, /elite/i], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "mentorship levels",
    ask: "which level gets first look at casting opportunities",
    expect: { includesAll: [/elite circle|elite/i], excludes: [/^\W*(building|pro \/ growth)\b/i] },
  },
  {
    kind: "single",
    topic: "mentorship levels",
    ask: "does pro / growth still have the monthly group coaching call",
    expect: { includesAll: [[/everything in building/i, /group coaching/i, /includes? (all of )?building/i]], excludes: [OPENS_NO] },
  },
  {
    kind: "single",
    topic: "mentorship levels",
    ask: "if i join elite circle can i cancel after the first month?",
    expect: {
      includesAll: [NO, new RegExp(`(${mentorshipCohort.minimumTermMonths}|three)[- ]month`, "i")],
      excludes: [OPENS_YES],
    },
  },
  {
    kind: "single",
    topic: "mentorship levels",
    ask: "when does mentorship actually start and when's the 2nd payment",
    expect: { includesAll: [cohortDay(mentorshipCohort.start), cohortDay(mentorshipCohort.recurringFrom)] },
  },

  // One policy case
  {
    kind: "single",
    topic: "one policy case",
    ask: "they changed the date of our city and we cant do the new one. can we get our money back?",
    expect: { includesAll: [/48/, [/refund/i, /money back/i], /credit/i] },
  },
  {
    kind: "single",
    topic: "one policy case",
    ask: "i didnt answer the date change email in time (missed the 48 hrs). did i lose my money??",
    expect: { includesAll: [/credit/i, [/never expire/i, /(doesn'?t|does not|don'?t|won'?t) expire/i, /no expir/i]], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "one policy case",
    ask: "we have a credit from niagara falls (paid in canadian $). can we use it for orlando?",
    expect: { includesAll: [NO, [/currenc/i, /canadian/i, /\bCAD\b/i]], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "one policy case",
    ask: "atlanta got cancelled, do i get a credit or my money back",
    expect: { includesAll: [/full refund/i] },
  },
  {
    kind: "single",
    topic: "one policy case",
    ask: "my daughter is sick and cant go to seattle anymore, can i get a refund",
    expect: { includesAll: [/(all )?sales (are )?final|final sale|no refund|can'?t (be )?refund|cannot (be )?refund/i, [mail, /email/i]], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "one policy case",
    ask: "can i give my ticket to a friend if i can't go",
    expect: { includesAll: [[mail, /email|contact|reach out/i]] },
  },
  {
    kind: "single",
    topic: "one policy case",
    ask: "i already bought a core ticket, can i still apply for a scholarship and get some back",
    expect: { includesAll: [[/(all )?sales (are )?final/i, /apply before/i, /before (you|buying)/i]] },
  },
  {
    kind: "single",
    topic: "one policy case",
    ask: "does the scholarship cover pro track?",
    expect: { includesAll: [NO, /core/i], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "one policy case",
    ask: "would a scholarship pay for our hotel and gas",
    expect: { includesAll: [NO], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "one policy case",
    ask: "my son doesnt go to granite stage, can he still sign up for the hudson nh weekend?",
    expect: { includesAll: [NO, /granite stage/i], excludes: [OPENS_YES] },
  },

  // Discount codes
  {
    kind: "single",
    topic: "discount codes",
    ask: "does BRINGAFRIEND25 work on pro track",
    expect: { includesAll: [NO, /core/i], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "can i use PROTRACK50 in boston",
    expect: seedDiscountCode("PROTRACK50").city === "hartford" ? { includesAll: [NO, /hartford/i], excludes: [OPENS_YES] } : {},
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "is SUMMER2025 still good",
    expect: { includesAll: [NO, [/expired/i, /ended/i, /august 31/i, /no longer/i]], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "victoria early bird code - does it work on the one class only ticket?",
    expect: { includesAll: [NO, /core|pro track/i], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "with the victoria early bird code how much is core",
    expect: { includesAll: [victoriaCoreEarly] },
  },

  // Audition rules
  {
    kind: "single",
    topic: "audition rules",
    ask: "how long can the audition video be?",
    expect: { includesAll: [/\b90\b|ninety/i] },
  },
  {
    kind: "single",
    topic: "audition rules",
    ask: "audition video - film it vertical or horizontal?",
    expect: { includesAll: [/landscape|horizontal/i], excludes: [/^\W*vertical\b/i] },
  },
  {
    kind: "single",
    topic: "audition rules",
    ask: "what do i say at the start of the audition video",
    expect: { includesAll: [/name/i, /age/i, /city/i] },
  },
  {
    kind: "single",
    topic: "audition rules",
    ask: "if we buy core does she HAVE to do the audition",
    expect: { includesAll: [/optional/i], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "audition rules",
    ask: "whats the youngest age that can register for the audition",
    expect: { includesAll: [new RegExp(`(?<!\\d)${MIN_AUDITION_AGE}(?!\\d)`)] },
  },
  {
    kind: "single",
    topic: "audition rules",
    ask: "what should she wear to audition",
    expect: { includesAll: [/solid/i, [/logo/i, /hair/i, /print/i]] },
  },
  {
    kind: "single",
    topic: "audition rules",
    ask: "does my kid need a headshot to audition?",
    expect: { includesAll: [NO], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "audition rules",
    ask: "skeleton crew audition, how old do you have to be",
    expect: { includesAll: [/\b16\b|sixteen/i] },
  },
  {
    kind: "single",
    topic: "audition rules",
    ask: "min age to shadow the choreographer?",
    expect: { includesAll: [/\b15\b|fifteen/i], excludes: [/\b16 and up\b/i] },
  },

  // Acting for Dancers
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "does the starter path include any private time with the coach?",
    expect: { includesAll: [/check-?in/i], excludes: [OPENS_NO] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "how many private sessions come with the steady growth path",
    expect: { includesAll: [/\btwo\b|\b2\b/i, /private/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "3 pack - how long do i have to use the sessions",
    expect: { includesAll: [/\b90\b|ninety/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is the acting for dancers private session an hour long?",
    expect: { includesAll: [NO, /\b50\b|fifty/i], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "got a free month code with my ticket, which acting option do i use it on",
    expect: { includesAll: [/starter/i] },
  },

  // Prices and totals
  {
    kind: "single",
    topic: "prices and totals",
    ask: "3 core tickets for orlando, whats the total",
    expect: { includesAll: [totalOf("orlando", "core", 3)] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "2 full weekend passes sherwood how much",
    expect: { includesAll: [totalOf("sherwood", "weekend_pass", 2)] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "sherwood: how much do i save with the weekend pass vs buying saturday and sunday separately",
    expect: { includesAll: [sherwoodSaving] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "already bought core in orlando, how much more to move up to pro track?",
    expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "hudson nh - how much was the deposit, i already paid it",
    expect: { includesAll: [nhDepositSaving] },
  },

  // Dates and venues, age groups, bring and wear, footage
  {
    kind: "single",
    topic: "dates and venues",
    ask: "where's the saratoga springs studio",
    expect: { includesAll: [seedVenue("saratoga-springs").name, street("saratoga-springs")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "dallas venue??",
    expect: { includesAny: noVenue("dallas") },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: `is the boston one on a weekend`,
    expect: ["Saturday", "Sunday"].includes(bostonWeekday) ? {} : { includesAll: [NO, new RegExp(bostonWeekday, "i")], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "age groups",
    ask: "orlando — my daughter is 12, is she a junior or senior there?",
    expect: { includesAll: [/senior/i, [/12 (to|and|through) (adult|up|older)/i, /12\+/]] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "jazz shoes or sneakers? she only has one pair",
    expect: { includesAll: [/sneakers/i] },
  },
  {
    kind: "single",
    topic: "footage and extras",
    ask: "how long until we get the clips from the day",
    expect: { includesAll: [/four weeks|4 weeks/i] },
  },
  {
    kind: "single",
    topic: "footage and extras",
    ask: "how much is the cinematic demo reel",
    expect: { includesAll: [/applica/i] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site does not know or sell these

export const tuning33OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "will it rain in seattle on nov 9", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is parking near the boston studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good pizza places near the orlando studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "my daughter rolled her ankle yesterday, should she ice it or heat it", expect: { notSure: true } },
  { kind: "off-topic", ask: "which hotel in spokane is closest to the studio and what does it cost", expect: { notSure: true } },
  { kind: "off-topic", ask: "does broadway dance center have drop in classes", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats juilliard's tuition", expect: { notSure: true } },
  { kind: "off-topic", ask: "cheapest flights to london in march?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell pointe shoes", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on the earlier ones or switch subject

export const tuning33Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Hartford funk, then the other group, then the address",
    turns: [
      { ask: "what time is funk for the seniors in hartford", expect: { includesAll: [slotAt("hartford", "seniors", "Funk")] } },
      { ask: "and for the juniors?", expect: { includesAll: [slotAt("hartford", "juniors", "Funk")], excludes: [slotAt("hartford", "seniors", "Funk")] } },
      { ask: "whats the address", expect: { includesAll: [street("hartford")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Pro Track price in Spokane, then Sherwood, then the session's day there",
    turns: [
      { ask: "how much is pro track in spokane", expect: { includesAll: [priceOf("spokane", "pro")] } },
      { ask: "what about sherwood?", expect: { includesAll: [priceOf("sherwood", "pro")], excludes: [priceOf("spokane", "pro")] } },
      {
        ask: "and the pro track session there is which day",
        expect: { includesAll: [new RegExp(dayLabel("sherwood", sherwoodProDay).split(",")[0] ?? "", "i")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Elite Circle, its renewal, then Building's price at Sherwood",
    turns: [
      { ask: "what do you get with elite circle", expect: { includesAll: [/one-on-one|1:1|one on one/i] } },
      { ask: "does it renew by itself?", expect: { includesAll: [/automatic|auto-?renew|renews/i], excludes: [OPENS_NO] } },
      {
        ask: "ok and how much is building a month on the sherwood page",
        expect: { includesAll: [priceOf("sherwood", "mentorship_building")], excludes: [priceOf("seattle", "mentorship_building")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "The audition's cost, a child going alone, then what to bring",
    turns: [
      { ask: "is the audition free?", expect: { includesAll: [/free/i], excludes: [OPENS_NO] } },
      { ask: "can my 10 yr old register without me", expect: { includesAll: [NO, /parent|guardian/i], excludes: [OPENS_YES] } },
      { ask: "what should she bring", expect: { includesAll: [/water/i, /snack|lunch/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston's venue, then Madison's, then Madison's date",
    turns: [
      { ask: "is the boston venue confirmed", expect: { includesAll: [seedVenue("boston").name, street("boston")] } },
      { ask: "what about madison?", expect: { includesAny: noVenue("madison-wi"), excludes: [seedVenue("boston").name] } },
      { ask: "when is it", expect: { includesAll: [dayOf("madison-wi")], excludes: [dayOf("boston")] } },
    ],
  },
];

export const tuning33QuestionCount =
  tuning33SingleQuestions.length + tuning33OffTopicQuestions.length + tuning33Conversations.reduce((n, c) => n + c.turns.length, 0);
