/**
 * Tuning set 26 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or
 * other sets' questions. Balanced like a held-out set: every topic of the site, mostly in the words of
 * teen and adult dancers (slang, abbreviations, lowercase), with a few careful questions from adult
 * professionals about mentorship, Acting for Dancers, auditions, scholarships and Submit Talent, plus
 * either/or questions and comparisons of two products or two cities.
 *
 * Every figure (price, group total, upgrade difference, date, venue, street, time, age limit, cohort
 * date, order limit, discount) is computed from the seed with the site's own functions; copy facts are
 * short phrases with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { AGE_GROUP_LABELS, auditionAgeGroup } from "~/domain/age-groups";
import { calendarDateInZone } from "~/domain/dates";
import { formatMoney, toMinor, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  EVAL_CLOCK,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  seed,
  seedDiscountCode,
  seedEvent,
  seedOffer,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning26Topic =
  | "prices"
  | "group totals and limits"
  | "upgrades and codes"
  | "dates"
  | "venues"
  | "schedule"
  | "ages and eligibility"
  | "auditions and talent"
  | "scholarships and opportunities"
  | "policies"
  | "bring and wear"
  | "mentorship"
  | "acting for dancers"
  | "comparisons";

interface Tuning26Question {
  kind: "single";
  topic: Tuning26Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed (fig/money as in tuning-set-22.ts)

/** A printed figure as a pattern that does not match inside a larger one ("$168" but not "$1680"). */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" and "CA$227" (the "$227" part). */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

/** A price as alternatives: as printed ("$1,164") and without the thousands comma ("$1164"). */
const moneyAlts = (m: Money): readonly Fact[] => {
  const printedText = formatMoney(m).replace(/^C(?=\$)/, "");
  const plain = printedText.replace(/,/g, "");
  return plain === printedText ? [fig(printedText)] : [fig(printedText), fig(plain)];
};

/** One offer's price at a stop, as a pattern. */
const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

/** n tickets of one offer, as alternatives. */
const totalOf = (slug: string, tier: string, n: number): readonly Fact[] => {
  const p = seedPrice(slug, tier);
  return moneyAlts({ amountMinor: p.amountMinor * n, currency: p.currency });
};

/** A pattern for a printed money string from seed-facts (boughtUpgrade). */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** An ISO calendar date as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function isoDay(iso: string): RegExp {
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month || !d) throw new Error(`bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** A stop's first (or last) day as a pattern. */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return isoDay(iso);
}

/** A date worded "December 1, 2025" (as the cohort copy words it) as a pattern. */
function wordedDay(text: string): RegExp {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  if (!match) throw new Error(`not a worded date: ${text}`);
  const [, month = "", d = ""] = match;
  const m = MONTHS.indexOf(month) + 1;
  if (m < 1) throw new Error(`bad month in ${text}`);
  return isoDay(`2000-${String(m).padStart(2, "0")}-${d.padStart(2, "0")}`);
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** A small whole number as digits or as a word, not inside a larger number or a clock time. */
function countRe(n: number): RegExp {
  const word = NUMBER_WORDS[n];
  return new RegExp(`((?<![\\d$£.:,])${n}(?![\\d:,]|\\.\\d)${word ? `|\\b${word}\\b` : ""})`, "i");
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

/** A slot's time in a stop's schedule, by group, activity and day (first day unless told). */
function slotTime(slug: string, group: Group, activity: string, dayIndex = 0, title?: string): string {
  const schedule = seedEvent(slug).page?.schedule;
  const dayTables = schedule?.days?.[dayIndex]?.tables ?? [];
  const table = dayTables.find((t) => t.group === group && (title === undefined || t.title === title));
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0, title?: string): RegExp =>
  timeRe(slotTime(slug, group, activity, dayIndex, title));

/** The first class after the warm-up for a group (time and activity). */
function firstClassAfterWarmUp(slug: string, group: Group): { time: RegExp; activity: string } {
  const table = seedEvent(slug).page?.schedule?.days?.[0]?.tables.find((t) => t.group === group);
  const i = table?.slots.findIndex((s) => /^Warm-up/.test(s.activity)) ?? -1;
  const slot = i >= 0 ? table?.slots[i + 1] : undefined;
  if (!slot) throw new Error(`${slug} has no class after the ${group} warm-up`);
  return { time: timeRe(slot.time), activity: slot.activity };
}

/** The venue's name. */
const venueName = (slug: string): Fact => seedVenue(slug).name;

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [
    /coming soon/i,
    /not (yet )?(been )?(confirmed|announced|set|listed|posted)/i,
    /(being|still|yet to be) (confirmed|finali[sz]ed|announced)/i,
    /\bTBD\b|to be (announced|determined|confirmed)/i,
    /hasn'?t been (confirmed|announced|posted)/i,
  ];
}

/** Yes and No, as the polarity of a reply. */
const YES: readonly Fact[] = [/\byes\b/i, /\byep\b/i, /\byeah\b/i, /\babsolutely\b/i, /\bdefinitely\b/i, /\bof course\b/i, /\bsure\b/i];
const NO: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i, /\bnope\b/i, /\bonly\b/i];
const CANCELLED: readonly Fact[] = [/cancel+ed/i, /cancel+ation/i];

// ---------------------------------------------------------------------------------------------
// Figures computed from the seed and the forms' validation

/** The youngest and oldest ages the audition form accepts (with a guardian named). */
function auditionAccepts(age: number, parentName?: string): boolean {
  const r = auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "dancer@example.com", phone: "555 0100", age, parentName, consent: true });
  return r.success;
}
const AGES = Array.from({ length: 131 }, (_, i) => i);
const MIN_AUDITION_AGE = AGES.find((a) => auditionAccepts(a, "Parent Name"));
const MAX_AUDITION_AGE = [...AGES].reverse().find((a) => auditionAccepts(a, "Parent Name"));
/** The youngest age the form accepts without a parent or guardian. */
const NO_GUARDIAN_AGE = AGES.find((a) => auditionAccepts(a));
if (MIN_AUDITION_AGE === undefined || MAX_AUDITION_AGE === undefined || NO_GUARDIAN_AGE === undefined) throw new Error("audition ages not found");
/** The oldest age that still needs a guardian. */
const OLDEST_MINOR = NO_GUARDIAN_AGE - 1;
if (auditionAccepts(OLDEST_MINOR)) throw new Error("guardian age is not a boundary");

/** The oldest Junior: the age group label of 12 and the first Senior age. */
const OLDEST_JUNIOR = [...AGES].reverse().find((a) => auditionAgeGroup(a) === "12_and_under");
if (OLDEST_JUNIOR === undefined) throw new Error("no junior ages");
const JUNIOR_LABEL = AGE_GROUP_LABELS["12_and_under"];
const juniorsWords = /\((.+)\)/.exec(JUNIOR_LABEL)?.[1];
if (!juniorsWords) throw new Error(`no age words in ${JUNIOR_LABEL}`);

/** The order limit of a tier at a stop. */
const maxPerOrder = (slug: string, tier: string): number => seedOffer(slug, tier).maxPerOrder;

/** An opportunity's minimum age, read from its details ("Ages 16 and up; ..."). */
function opportunityMinAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  if (!o) throw new Error(`no opportunity ${slug}`);
  const line = o.details.map((d) => /Ages (\d+) and up/.exec(d)).find(Boolean);
  if (!line?.[1]) throw new Error(`${slug} has no minimum age`);
  return Number(line[1]);
}

/** How many tour dates the Skeleton Crew asks dancers to be free for, as digits or word. */
function skeletonCrewDates(): RegExp {
  const o = seed.opportunities.find((x) => x.slug === "skeleton-crew-audition-registration");
  const word = o?.details.map((d) => /at least (\w+) tour dates/.exec(d)).find(Boolean)?.[1];
  if (!word) throw new Error("no tour-date count for the Skeleton Crew");
  const n = NUMBER_WORDS.indexOf(word.toLowerCase());
  if (n < 0) throw new Error(`not a number word: ${word}`);
  return countRe(n);
}

/** A discount code's last valid day in the Pacific time of the tour. */
function codeLastDay(code: string): RegExp {
  const endsAt = seedDiscountCode(code).endsAt;
  if (!endsAt) throw new Error(`${code} has no end`);
  return isoDay(calendarDateInZone(new Date(endsAt), "America/Los_Angeles"));
}
function codeExpiredAtClock(code: string): boolean {
  const endsAt = seedDiscountCode(code).endsAt;
  return Boolean(endsAt && new Date(endsAt).getTime() <= EVAL_CLOCK.getTime());
}
if (!codeExpiredAtClock("SUMMER2025")) throw new Error("SUMMER2025 is not expired at the clock");
if (codeExpiredAtClock("VICTORIAEARLY20")) throw new Error("VICTORIAEARLY20 has expired at the clock");

/** The Victoria early-bird price of a tier. */
function earlyBird(tier: string): Money {
  const d = seedDiscountCode("VICTORIAEARLY20");
  if (!d.percentOff || d.city !== "victoria-bc" || !d.eligibleTiers?.includes(tier)) throw new Error(`VICTORIAEARLY20 does not cover ${tier}`);
  const p = seedPrice("victoria-bc", tier);
  return { amountMinor: percentOff(p.amountMinor, d.percentOff), currency: p.currency };
}
const victoriaPercent = seedDiscountCode("VICTORIAEARLY20").percentOff;
if (!victoriaPercent) throw new Error("VICTORIAEARLY20 is not a percentage");

/** A fixed-amount code off one ticket (eligible tier, no city limit, same currency). */
function fixedOff(code: string, slug: string, tier: string): Money {
  const d = seedDiscountCode(code);
  const p = seedPrice(slug, tier);
  if (!d.amount || d.currency !== p.currency) throw new Error(`${code} is not a ${p.currency} amount`);
  if (d.city && d.city !== slug) throw new Error(`${code} is for ${d.city}`);
  if (d.eligibleTiers?.length && !d.eligibleTiers.includes(tier)) throw new Error(`${code} does not cover ${tier}`);
  return { amountMinor: Math.max(0, p.amountMinor - toMinor(d.amount)), currency: p.currency };
}

/** The city a code is limited to, by name ("Hartford"). */
function codeCity(code: string): string {
  const city = seedDiscountCode(code).city;
  if (!city) throw new Error(`${code} has no city`);
  return seedEvent(city).cityName.split(",")[0] ?? city;
}

/** A mentorship level's base price (the program page's price). */
function mentorshipBase(key: string): Money {
  const t = seed.tiers.find((x) => x.key === key);
  if (!t) throw new Error(`no tier ${key}`);
  return { amountMinor: toMinor(t.basePrice), currency: "USD" };
}

/** The difference of two prices of the same currency. */
function diff(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new Error("currencies differ");
  return { amountMinor: Math.abs(a.amountMinor - b.amountMinor), currency: a.currency };
}

const cohortStart = wordedDay(mentorshipCohort.start);
const cohortRenewal = wordedDay(mentorshipCohort.recurringFrom);
const minimumTerm = (() => {
  const n = mentorshipCohort.minimumTermMonths;
  if (!n) throw new Error("the cohort has no minimum term");
  const word = NUMBER_WORDS[n] ?? String(n);
  return new RegExp(`(${n}|${word})[- ]months?`, "i");
})();

/** The name of a stop's city without its state ("Spokane"). */
const cityOf = (slug: string): string => seedEvent(slug).cityName.split(",")[0] ?? slug;

// Sanity checks on what the questions assume of the seed.
if (!seedEvent("atlanta").isCancelled) throw new Error("atlanta is not cancelled");
if (seedEvent("london").startsOn) throw new Error("london has a date");
if (seedEvent("new-hampshire").listedOnTour) throw new Error("new-hampshire is listed on the tour");
const NOV7_CORE = seedPrice("boise-nov-7", "core");
const NOV8_CORE = seedPrice("boise", "core");
if (NOV7_CORE.amountMinor >= NOV8_CORE.amountMinor) throw new Error("Boise Nov 7 core is not the cheaper one");
const SHERWOOD_PASS = seedPrice("sherwood", "weekend_pass");
const SHERWOOD_TWO_DAYS = seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor;
if (SHERWOOD_PASS.amountMinor >= SHERWOOD_TWO_DAYS) throw new Error("the Sherwood pass does not save");
const AFD_PRIVATE = seedPrice("acting-for-dancers", "afd_private_session");
const AFD_3PACK = seedPrice("acting-for-dancers", "afd_3pack");
const AFD_THREE_SINGLES: Money = { amountMinor: AFD_PRIVATE.amountMinor * 3, currency: AFD_PRIVATE.currency };
if (AFD_3PACK.amountMinor >= AFD_THREE_SINGLES.amountMinor) throw new Error("the 3 Pack is not cheaper");
if (seedPrice("seattle", "pro").amountMinor !== seedPrice("cypress", "pro").amountMinor) throw new Error("Seattle and Cypress Pro differ");
const NASHVILLE_LIMIT = maxPerOrder("nashville", "core");
if (NASHVILLE_LIMIT >= 12) throw new Error("12 tickets fit in one Nashville order");
if ((seedEvent("niagara-falls").startsOn ?? "") >= (seedEvent("victoria-bc").startsOn ?? "")) throw new Error("Niagara is not first");
if ((seedEvent("savannah").startsOn ?? "") >= (seedEvent("orlando").startsOn ?? "")) throw new Error("Savannah is not first");
const SPOKANE_PRO_EXTRA = diff(seedPrice("spokane", "pro"), seedPrice("spokane", "core_day1"));
const GROWTH_TO_ELITE = diff(mentorshipBase("mentorship_elite"), mentorshipBase("mentorship_growth"));
const juniorGroup = firstClassAfterWarmUp("sarasota", "juniors");

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning26SingleQuestions: readonly Tuning26Question[] = [
  // prices
  { kind: "single", topic: "prices", ask: "how much is the core experience in nashville", expect: { includesAll: [priceOf("nashville", "core")] } },
  { kind: "single", topic: "prices", ask: "How much is Pro Track at the Sherwood weekend?", expect: { includesAll: [priceOf("sherwood", "pro")] } },
  {
    kind: "single",
    topic: "prices",
    ask: "cost of the one class only ticket in victoria?? is that in canadian or us dollars",
    expect: { includesAll: [priceOf("victoria-bc", "victoria_one_class_only"), [/\bCAD\b/i, /canadian/i, /C\$/]] },
  },
  { kind: "single", topic: "prices", ask: "cypress 'just a class' option how much", expect: { includesAll: [priceOf("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices", ask: "london core price? in pounds pls", expect: { includesAll: [priceOf("london", "core")] } },
  {
    kind: "single",
    topic: "prices",
    ask: "We already paid the deposit for the Hudson NH weekend. How much is the balance payment?",
    expect: { includesAll: [priceOf("new-hampshire", "nh_balance_payment")] },
  },

  // group totals and limits
  { kind: "single", topic: "group totals and limits", ask: "how much for 3 core tickets at cypress", expect: { includesAll: [totalOf("cypress", "core", 3)] } },
  { kind: "single", topic: "group totals and limits", ask: "me + 2 friends want pro track in boston, total??", expect: { includesAll: [totalOf("boston", "boston_pro_track", 3)] } },
  { kind: "single", topic: "group totals and limits", ask: "2 kids core experience savannah how much altogether", expect: { includesAll: [totalOf("savannah", "core", 2)] } },
  {
    kind: "single",
    topic: "group totals and limits",
    ask: "can i buy 12 core tix for my studio in one order for nashville",
    expect: { includesAll: [NO, countRe(NASHVILLE_LIMIT)] },
  },
  { kind: "single", topic: "group totals and limits", ask: "4 one class only tickets in victoria how much", expect: { includesAll: [totalOf("victoria-bc", "victoria_one_class_only", 4)] } },

  // upgrades and codes
  {
    kind: "single",
    topic: "upgrades and codes",
    ask: "i already bought core for orlando. how much more to upgrade to pro track?",
    expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades and codes",
    ask: "is there an early bird code for victoria",
    expect: { includesAll: [/VICTORIAEARLY20/i, fig(`${victoriaPercent}%`)] },
  },
  { kind: "single", topic: "upgrades and codes", ask: "till when does the victoria early bird last", expect: { includesAll: [codeLastDay("VICTORIAEARLY20")] } },
  {
    kind: "single",
    topic: "upgrades and codes",
    ask: "can i still use SUMMER2025??",
    expect: { includesAll: [NO, [/expired/i, /ended/i, /no longer/i, /isn'?t (valid|active)/i, /not (valid|active)/i]] },
  },
  {
    kind: "single",
    topic: "upgrades and codes",
    ask: "does PROTRACK50 work on boston pro track?",
    expect: { includesAll: [NO, codeCity("PROTRACK50")] },
  },
  {
    kind: "single",
    topic: "upgrades and codes",
    ask: "how much is core in minneapolis w/ BRINGAFRIEND25",
    expect: { includesAll: [money(fixedOff("BRINGAFRIEND25", "minneapolis", "core"))] },
  },

  // dates
  { kind: "single", topic: "dates", ask: "when is the boston intensive", expect: { includesAll: [dayOf("boston")] } },
  {
    kind: "single",
    topic: "dates",
    ask: "is there a date for london yet",
    expect: {
      includesAll: [[/to be (determined|announced|confirmed)/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled|determined)/i, /no date yet/i, /hasn'?t been (set|announced)/i, /not yet/i]],
    },
  },
  { kind: "single", topic: "dates", ask: "is the atlanta one still happening on sept 28?", expect: { includesAll: [NO, CANCELLED] } },
  { kind: "single", topic: "dates", ask: "dates for sherwood??", expect: { includesAll: [[dayOf("sherwood"), /jan(uary|\.)?\s+24/i], [dayOf("sherwood", "endsOn"), /\b25\b/]] } },
  { kind: "single", topic: "dates", ask: "is belgrade montana in october or november", expect: { includesAll: [dayOf("belgrade")], excludes: [/\bnovember \d/i] } },

  // venues
  { kind: "single", topic: "venues", ask: "where is the savannah one held", expect: { includesAll: [venueName("savannah"), street("savannah")] } },
  { kind: "single", topic: "venues", ask: "what studio is madison wi at", expect: { includesAll: [noVenue("madison-wi")] } },
  { kind: "single", topic: "venues", ask: "dallas venue?", expect: { includesAll: [noVenue("dallas")] } },
  {
    kind: "single",
    topic: "venues",
    ask: "niagara falls studio, which entrance do we use",
    expect: { includesAll: [[/back of the building/i, /\bback\b/i, /\brear\b/i]] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "Which studio hosts the Boston day, and what is the street address?",
    expect: { includesAll: [venueName("boston"), street("boston")] },
  },

  // schedule
  { kind: "single", topic: "schedule", ask: "what time do seniors check in at hartford", expect: { includesAll: [slotAt("hartford", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "what time does the seniors audition start at nashville", expect: { includesAll: [slotAt("nashville", "seniors", "Audition")] } },
  { kind: "single", topic: "schedule", ask: "sherwood sunday seniors, when's the pro track session", expect: { includesAll: [slotAt("sherwood", "seniors", "Pro Track session", 1)] } },
  {
    kind: "single",
    topic: "schedule",
    ask: "sarasota juniors, what's the first class after warmup",
    expect: { includesAll: [new RegExp(escapeRegExp(juniorGroup.activity).replace("Theater", "theat(er|re)"), "i"), juniorGroup.time] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "Is the Saturday in Sherwood split by age, or do all ages dance together?",
    expect: { includesAll: [[/all ages/i, /every age/i, /all age groups/i], /together|side by side|same (room|group)/i] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "hudson nh sunday, studio 2, what time is the vip session",
    expect: { includesAll: [slotAt("new-hampshire", "seniors", "Pro Track VIP session", 1, "Studio 2")] },
  },

  // ages and eligibility
  { kind: "single", topic: "ages and eligibility", ask: "whats the youngest age that can audition", expect: { includesAll: [countRe(MIN_AUDITION_AGE)] } },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: `im ${OLDEST_MINOR} do i need my parent to sign up for the audition`,
    expect: { includesAll: [YES, [/parent/i, /guardian/i]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: `my son is ${OLDEST_JUNIOR}, does he go in juniors or seniors`,
    expect: { includesAll: [/junior/i, new RegExp(escapeRegExp(juniorsWords).replace(/\s+/g, "\\s+"), "i")] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "is there an upper age limit?? im 34 lol am i too old",
    expect: { includesAll: [[/\bno\b/i, /not too old/i, /all ages/i, /any age/i, new RegExp(`(?<!\\d)${MAX_AUDITION_AGE}(?!\\d)`)]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can my daughter do the hudson nh weekend? she dances at a different studio",
    expect: { includesAll: [NO, venueName("new-hampshire")] },
  },

  // auditions and talent
  {
    kind: "single",
    topic: "auditions and talent",
    ask: "does auditioning guarantee u get a role",
    expect: { includesAll: [NO, [/casting consideration/i, /guarantee/i]] },
  },
  {
    kind: "single",
    topic: "auditions and talent",
    ask: "I can't make any of the tour dates this season. Is there another way to be considered for projects?",
    expect: { includesAll: [/submit talent|submit-talent|submit your (talent|materials)/i] },
  },
  {
    kind: "single",
    topic: "auditions and talent",
    ask: "As a working commercial dancer, what should I include in a Submit Talent submission?",
    expect: { includesAll: [[/\breel\b/i, /video/i], /social/i] },
  },
  {
    kind: "single",
    topic: "auditions and talent",
    ask: "how long should my audition video be",
    expect: { includesAll: [[/ninety seconds/i, /90 seconds/i, /90-second/i, /90 sec/i]] },
  },
  {
    kind: "single",
    topic: "auditions and talent",
    ask: "do i need a headshot to audition",
    expect: { includesAll: [NO, [/not required/i, /optional/i, /photo/i, /if you have/i]] },
  },

  // scholarships and opportunities
  { kind: "single", topic: "scholarships and opportunities", ask: "do u guys do scholarships", expect: { includesAll: [YES, /scholarship/i] } },
  {
    kind: "single",
    topic: "scholarships and opportunities",
    ask: "What does a scholarship cover? Would it also pay for our travel and hotel?",
    expect: { includesAll: [/core experience/i, [/(doesn'?t|does not|don'?t|do not|not) cover/i, /\bno\b/i, /\bnot\b/i]] },
  },
  {
    kind: "single",
    topic: "scholarships and opportunities",
    ask: "when do scholarship applications close",
    expect: { includesAll: [[/three weeks/i, /3 weeks/i]] },
  },
  {
    kind: "single",
    topic: "scholarships and opportunities",
    ask: "how old do u have to be to shadow the choreographer",
    expect: { includesAll: [countRe(opportunityMinAge("shadowing-opportunity-choreographer"))] },
  },
  {
    kind: "single",
    topic: "scholarships and opportunities",
    ask: "skeleton crew audition, min age and how many tour dates do i need to be free for",
    expect: { includesAll: [countRe(opportunityMinAge("skeleton-crew-audition-registration")), skeletonCrewDates()] },
  },

  // policies
  {
    kind: "single",
    topic: "policies",
    ask: "can i get a refund if i cant go anymore",
    expect: { includesAll: [[/all sales (are )?final/i, /\bno\b/i, /can'?t refund/i, /cannot refund/i]] },
  },
  { kind: "single", topic: "policies", ask: "what happens if u cancel the event", expect: { includesAll: [/full refund/i] } },
  {
    kind: "single",
    topic: "policies",
    ask: "what if the date changes and i dont reply in time",
    expect: { includesAll: [[/48 hours/i, /48-hour/i, /forty-eight hours/i], /credit/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "when do we get the footage from the day",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "I would prefer my daughter not appear in your promotional posts. Is that possible?",
    expect: { includesAll: [YES, [/before the event/i, /email/i]] },
  },

  // bring and wear
  { kind: "single", topic: "bring and wear", ask: "what should i wear, is my big logo hoodie ok", expect: { includesAll: [/logo/i, [/solid/i, /fitted/i]] } },
  { kind: "single", topic: "bring and wear", ask: "do i need to pack lunch", expect: { includesAll: [YES, /lunch/i] } },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "can i wear the sneakers i walked in with on the studio floor",
    expect: { includesAll: [NO, [/clean/i, /outside/i, /outdoor/i]] },
  },
  { kind: "single", topic: "bring and wear", ask: "wat time should we get there", expect: { includesAll: [[/15 minutes/i, /fifteen minutes/i, /15 min/i]] } },

  // mentorship
  {
    kind: "single",
    topic: "mentorship",
    ask: "When does the mentorship program start, and how is it billed?",
    expect: { includesAll: [cohortStart, [cohortRenewal, /monthly/i, /each month/i, /every month/i, /per month/i]] },
  },
  { kind: "single", topic: "mentorship", ask: "is there a minimum commitment for mentorship", expect: { includesAll: [YES, minimumTerm] } },
  { kind: "single", topic: "mentorship", ask: "how much is elite circle a month", expect: { includesAll: [money(mentorshipBase("mentorship_elite"))] } },
  {
    kind: "single",
    topic: "mentorship",
    ask: "I'm a professional dancer weighing Pro / Growth against Elite Circle. What does Elite Circle add, and how much more is it per month?",
    expect: { includesAll: [/one-on-one|one on one|1:1|1-on-1/i, money(GROWTH_TO_ELITE)] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "Does joining the mentorship guarantee me casting in the choreographer's projects?",
    expect: { includesAll: [NO, /guarantee/i] },
  },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers online or in person", expect: { includesAll: [/online|virtual/i] } },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "how much is one private acting session and how long is it",
    expect: { includesAll: [money(AFD_PRIVATE), [/50 minutes/i, /50-minute/i, /fifty minutes/i, /50 min/i]] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is the acting for dancers starter path a monthly subscription?",
    expect: { includesAll: [NO, /one-time|one time|single payment/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "how do i use the free month of acting for dancers that came w my ticket",
    expect: { includesAll: [/starter path/i, [/promo/i, /code/i]] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "does a boston ticket come with free acting for dancers",
    expect: { includesAll: [YES, [/month/i]] },
  },

  // comparisons
  {
    kind: "single",
    topic: "comparisons",
    ask: "whats cheaper for core, boise nov 7 or nov 8",
    expect: { includesAll: [money(NOV7_CORE), money(NOV8_CORE), [dayOf("boise-nov-7"), /nov(ember|\.)?\s*7/i, /\b7th\b/i]] },
  },
  {
    kind: "single",
    topic: "comparisons",
    ask: "is the sherwood weekend pass cheaper than buying saturday and sunday separately",
    expect: { includesAll: [YES, money(SHERWOOD_PASS), [priceOf("sherwood", "core_day1"), money({ amountMinor: SHERWOOD_TWO_DAYS, currency: SHERWOOD_PASS.currency })]] },
  },
  {
    kind: "single",
    topic: "comparisons",
    ask: "acting for dancers 3 pack vs booking 3 single private sessions, which is cheaper",
    expect: { includesAll: [/3 pack|3-pack|three pack/i, money(AFD_3PACK), [money(AFD_PRIVATE), money(AFD_THREE_SINGLES)]] },
  },
  {
    kind: "single",
    topic: "comparisons",
    ask: `Core Day 1 vs Pro Track in ${cityOf("spokane")}: what does Pro add, and what is the price difference?`,
    expect: { includesAll: [money(SPOKANE_PRO_EXTRA), [/feedback/i, /camera time/i]] },
  },
  {
    kind: "single",
    topic: "comparisons",
    ask: "which comes first, niagara falls or victoria",
    expect: { includesAll: [/niagara/i, dayOf("niagara-falls")] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site does not answer these

export const tuning26OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: `whats the weather gonna be like in ${cityOf("seattle")} on ${seedEvent("seattle").dateText.replace(/, \d{4}$/, "")}`, expect: { notSure: true } },
  { kind: "off-topic", ask: `is there free parking near ${seedVenue("boston").name}?`, expect: { notSure: true } },
  { kind: "off-topic", ask: `can u recommend a hotel close to the ${cityOf("sherwood")} studio for the weekend`, expect: { notSure: true } },
  { kind: "off-topic", ask: "what's a good ballet summer intensive for a 14 year old? any recs", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you guys sell jazz shoes or dance costumes", expect: { notSure: true } },
  { kind: "off-topic", ask: "could the choreographer make up a first dance for my wedding? how much would that cost", expect: { notSure: true } },
  { kind: "off-topic", ask: `does the ${cityOf("victoria-bc")} studio have showers and lockers`, expect: { notSure: true } },
  { kind: "off-topic", ask: `cheapest flight from LA to ${cityOf("orlando")}?`, expect: { notSure: true } },
  { kind: "off-topic", ask: `can u recommend a headshot photographer in ${cityOf("hartford")}`, expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const tuning26Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle price and place, then Spokane's studio",
    turns: [
      { ask: "how much is core in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
      { ask: "and when + where is it", expect: { includesAll: [dayOf("seattle"), venueName("seattle")] } },
      {
        ask: "ok what about spokane, where's that one",
        expect: { includesAll: [venueName("spokane")], excludes: [seedVenue("seattle").name, street("seattle")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship levels, start and commitment",
    turns: [
      { ask: "what are the mentorship levels", expect: { includesAll: [/building/i, /growth/i, /elite circle/i] } },
      { ask: "when does it start", expect: { includesAll: [cohortStart] } },
      { ask: "how long do i have to stay in for", expect: { includesAll: [minimumTerm] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent: Hartford audition for a ten-year-old, check-in, then a date change",
    turns: [
      {
        ask: "my daughter is 10, can she audition in hartford?",
        expect: { includesAll: [YES, [/parent/i, /guardian/i]] },
      },
      { ask: "what time does her group check in", expect: { includesAll: [slotAt("hartford", "juniors", "Check-in")] } },
      {
        ask: "ok and what if you guys change the date",
        expect: { includesAll: [[/48 hours/i, /48-hour/i, /forty-eight hours/i], [/credit/i, /refund/i]] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria Pro Track with the early bird, then Niagara Falls",
    turns: [
      { ask: "price of pro track in victoria?", expect: { includesAll: [priceOf("victoria-bc", "pro")] } },
      { ask: "is there a discount code for it", expect: { includesAll: [/VICTORIAEARLY20/i, money(earlyBird("pro"))] } },
      {
        ask: "what does pro cost in niagara falls then",
        expect: { includesAll: [priceOf("niagara-falls", "pro")], excludes: [priceOf("victoria-bc", "pro"), money(earlyBird("pro"))] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers: what it is, the 3 Pack, then the Steady Growth Path",
    turns: [
      { ask: "whats acting for dancers", expect: { includesAll: [[/online/i, /virtual/i], [/year-round/i, /year round/i, /acting/i]] } },
      { ask: "how much is the 3 pack", expect: { includesAll: [money(AFD_3PACK)] } },
      {
        ask: "and the steady growth path, how long is it and whats the price",
        expect: {
          includesAll: [[/eight weeks/i, /8 weeks/i, /eight-week/i, /8-week/i], priceOf("acting-for-dancers", "afd_steady_growth")],
          excludes: [money(AFD_3PACK)],
        },
      },
    ],
  },
];

export const tuning26QuestionCount: number =
  tuning26SingleQuestions.length + tuning26OffTopicQuestions.length + tuning26Conversations.reduce((n, c) => n + c.turns.length, 0);
