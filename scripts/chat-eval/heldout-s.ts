/**
 * Held-out set S of the chat assistant (issue 40): written after the code freeze at c2cc8b7, from the
 * spec, the seed catalog, the city copy, the site's content files and the forms' own validation, by
 * someone who never read the answerer, its docs or other sets' questions. It is scored once, and its
 * questions are never read by the people changing the assistant.
 *
 * It emphasises a balanced week of real visitor traffic across every topic of the site: city pages,
 * prices and totals, upgrades, discount codes, dates and weekdays, venues, schedule times per age group,
 * ages and guardians, auditions, policies and refunds, date changes and credits, what to bring and wear,
 * footage, mentorship, Acting for Dancers, scholarships and Submit Talent. Mostly parents on phones, plus
 * teen and adult dancers; about half of the yes/no questions have the answer No.
 *
 * Every figure (price, total, discount, upgrade difference, date, weekday, venue, street, time, age
 * limit, cohort date) is computed from the seed with the site's own functions; copy facts are short
 * phrases with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { AGE_GROUP_LABELS, ADULT_AGE, auditionAgeGroup } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { CITY_COPY } from "../../seed/city-copy";
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

export type HeldoutSTopic =
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
  | "submit talent";

interface HeldoutSQuestion {
  kind: "single";
  topic: HeldoutSTopic;
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

/** A pattern for a printed money string from seed-facts (cartUpgrade, boughtUpgrade). */
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

/** The year of a stop's first day. */
function yearOf(slug: string): string {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return iso.slice(0, 4);
}

/** The weekday of a stop's day, from its seeded ISO date ("Sunday"). */
function weekdayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): string {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
}
const weekdayRe = (slug: string): RegExp => new RegExp(`\\b${weekdayOf(slug)}`, "i");

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
function slotAt(slug: string, group: Group, activity: string, dayIndex = 0): RegExp {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const table = tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return timeRe(slot.time);
}

/** The venue's name and street. */
const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set|finali[sz]ed)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** A price less a fixed amount (a fixed-amount code), as a pattern. */
function lessAmount(slug: string, tier: string, code: string): RegExp {
  const d = seedDiscountCode(code);
  if (d.amount === undefined) throw new Error(`${code} is not a fixed-amount code`);
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor - d.amount * 100, currency: p.currency });
}

/** A price after a percentage code, rounded as the site rounds it, as a pattern. */
function afterPercent(slug: string, tier: string, code: string): RegExp {
  const d = seedDiscountCode(code);
  if (d.percentOff === undefined) throw new Error(`${code} is not a percentage code`);
  const p = seedPrice(slug, tier);
  return money({ amountMinor: percentOff(p.amountMinor, d.percentOff), currency: p.currency });
}

/** A code's last day as a reply would write it ("October 24"), from its endsAt. */
function codeEnds(code: string): RegExp {
  const ends = seedDiscountCode(code).endsAt;
  if (!ends) throw new Error(`${code} has no end`);
  const [, m = 0, d = 0] = ends.slice(0, 10).split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`${code} has a bad end ${ends}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** The youngest age the audition form accepts, found with the form's own schema. */
const MIN_AUDITION_AGE = ((): number => {
  for (let age = 0; age < 30; age++) {
    const parsed = auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age, parentName: "A Parent", consent: true });
    if (parsed.success) return age;
  }
  throw new Error("the audition form accepts no age under 30");
})();

/** The Sherwood saving: two single days against the Full Weekend Pass. */
const sherwoodSaving = ((): Money => {
  const day = seedPrice("sherwood", "core_day1");
  const day2 = seedPrice("sherwood", "core_day2");
  const pass = seedPrice("sherwood", "weekend_pass");
  return { amountMinor: day.amountMinor + day2.amountMinor - pass.amountMinor, currency: pass.currency };
})();
const sherwoodTwoDays = ((): Money => {
  const day = seedPrice("sherwood", "core_day1");
  const day2 = seedPrice("sherwood", "core_day2");
  return { amountMinor: day.amountMinor + day2.amountMinor, currency: day.currency };
})();

const bostonInstructor = CITY_COPY.boston.contemporaryClass.instructor.name;
const twelveYearOldGroup = AGE_GROUP_LABELS[auditionAgeGroup(12)];
/** The cohort's first day without its year ("December 1"), not matching "December 10". */
const startRe = new RegExp(`${escapeRegExp(mentorshipCohort.start.replace(/,? \d{4}$/, ""))}(?!\\d)`, "i");
const minimumTerm = mentorshipCohort.minimumTermMonths;

/** A reply that opens with Yes. */
const YES_FIRST = /^\s*(yes|yep|yeah|absolutely|of course|sure)\b/i;
/** A reply that opens with No. */
const NO_FIRST = /^\s*(no|nope)\b/i;

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutSSingleQuestions: readonly HeldoutSQuestion[] = [
  // City pages
  { kind: "single", topic: "city pages", ask: "is the atlanta one still happening?", expect: { includesAll: [/cancel/i], excludes: [YES_FIRST] } },
  {
    kind: "single",
    topic: "city pages",
    ask: "is the new hampshire weekend a private event?",
    expect: { includesAll: [seedVenue("new-hampshire").name, [/students/i, /alumni/i]], excludes: [NO_FIRST] },
  },
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class at the boston one", expect: { includesAll: [bostonInstructor] } },
  { kind: "single", topic: "city pages", ask: "is there a stunts class in spokane??", expect: { includesAll: [/stunt/i], excludes: [NO_FIRST] } },
  {
    kind: "single",
    topic: "city pages",
    ask: "when are you coming to london",
    expect: { includesAll: [[/to be determined/i, /\bTBD\b/, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /hasn'?t been (set|announced|confirmed)/i, /no date yet/i, /(date|dates) (is|are) (still )?(being )?(finali[sz]ed|confirmed)/i]], excludes: [dayOf("hartford")] },
  },

  // Prices and totals
  { kind: "single", topic: "prices and totals", ask: "pro track price for victoria bc?", expect: { includesAll: [priceOf("victoria-bc", "pro")], excludes: [priceOf("hartford", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "3 core tickets for orlando how much total", expect: { includesAll: [totalOf("orlando", "core", 3)], excludes: [totalOf("hartford", "core", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "does the audition only option cost anything", expect: { includesAll: [[/free/i, /\$0(?!\d)/, /no cost/i, /nothing/i]], excludes: [YES_FIRST] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "sherwood: is the weekend pass cheaper than buying both days seperately",
    expect: { includesAll: [priceOf("sherwood", "weekend_pass"), [money(sherwoodTwoDays), money(sherwoodSaving)]], excludes: [NO_FIRST] },
  },
  { kind: "single", topic: "prices and totals", ask: "price of the boise masterclass on nov 7", expect: { includesAll: [priceOf("boise-nov-7", "masterclass_only")], excludes: [priceOf("cypress", "masterclass_only")] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "is spokane cheaper than hartford for the core ticket?",
    expect: { includesAll: [priceOf("spokane", "core_day1"), priceOf("hartford", "core"), [NO_FIRST, /more expensive|costs more|pricier|higher|more than/i]], excludes: [YES_FIRST] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "is the building mentorship the same price on the sherwood page as on the hartford page?",
    expect: { includesAll: [priceOf("sherwood", "mentorship_building"), priceOf("hartford", "mentorship_building")], excludes: [YES_FIRST] },
  },

  // Upgrades
  { kind: "single", topic: "upgrades", ask: "we already bought core for orlando. how much to upgrade to pro track now?", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "i have a core ticket for hartford, what does upgrading to pro cost", expect: { includesAll: [printed(boughtUpgrade("hartford", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "core for seattle is in my cart, how much more to switch it to pro track", expect: { includesAll: [printed(cartUpgrade("seattle", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "how long is the upgrade link good for", expect: { includesAll: [[/14 days/i, /fourteen days/i, /two weeks/i]] } },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i buy just the nh pro track vip upgrade by itself?",
    expect: { includesAll: [[/full weekend/i, /balance payment/i, /deposit/i]], excludes: [YES_FIRST] },
  },

  // Discount codes
  {
    kind: "single",
    topic: "discount codes",
    ask: "does VICTORIAEARLY20 work on the one class only ticket",
    expect: { includesAll: [[NO_FIRST, /only (on|for|applies)/i, /doesn'?t (work|apply)|does not (work|apply)|isn'?t (eligible|valid)|not (eligible|valid)/i]], excludes: [YES_FIRST] },
  },
  { kind: "single", topic: "discount codes", ask: "victoria core with the early bird code, what do i pay", expect: { includesAll: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20")] } },
  { kind: "single", topic: "discount codes", ask: "can i use PROTRACK50 for seattle pro track?", expect: { includesAll: [/hartford/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "discount codes", ask: "hartford pro track with PROTRACK50, what's the price then", expect: { includesAll: [lessAmount("hartford", "pro", "PROTRACK50")] } },
  {
    kind: "single",
    topic: "discount codes",
    ask: "is SUMMER2025 still good?",
    expect: { includesAll: [[/expired/i, /ended/i, /no longer/i, /not (valid|active)/i, /isn'?t (valid|active)/i, codeEnds("SUMMER2025")]], excludes: [YES_FIRST] },
  },

  // Dates and weekdays
  { kind: "single", topic: "dates and weekdays", ask: "when is boone", expect: { includesAll: [dayOf("boone")] } },
  { kind: "single", topic: "dates and weekdays", ask: "what day of the week is the seattle intensive", expect: { includesAll: [weekdayRe("seattle")] } },
  { kind: "single", topic: "dates and weekdays", ask: "boston is on a saturday right?", expect: { includesAll: [weekdayRe("boston"), dayOf("boston")], excludes: [YES_FIRST] } },
  { kind: "single", topic: "dates and weekdays", ask: "are dallas and cypress the same weekend", expect: { includesAll: [dayOf("dallas"), dayOf("cypress")], excludes: [NO_FIRST] } },
  { kind: "single", topic: "dates and weekdays", ask: "is springfield va happening this year?", expect: { includesAll: [dayOf("springfield-va"), yearOf("springfield-va")], excludes: [YES_FIRST] } },

  // Venues
  { kind: "single", topic: "venues", ask: "where is the seattle one held", expect: { includesAll: [venueName("seattle"), streetOf("seattle")] } },
  { kind: "single", topic: "venues", ask: "do you know which studio dallas is at yet", expect: { includesAll: [noVenue("dallas")], excludes: [venueName("cypress")] } },
  { kind: "single", topic: "venues", ask: "niagara falls, which door do we use?", expect: { includesAll: [[/back/i, /rear/i]] } },
  {
    kind: "single",
    topic: "venues",
    ask: "is the boise masterclass on the 7th at the same studio as the intensive on the 8th",
    expect: { includesAll: [venueName("boise-nov-7")], excludes: [NO_FIRST] },
  },

  // Schedule
  { kind: "single", topic: "schedule", ask: "boston seniors what time does it start", expect: { includesAll: [slotAt("boston", "seniors", "Check-in")], excludes: [slotAt("boston", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "when is the junior audition in sarasota", expect: { includesAll: [slotAt("sarasota", "juniors", "Audition")] } },
  { kind: "single", topic: "schedule", ask: "is there a lunch break for the juniors in seattle", expect: { includesAll: [slotAt("seattle", "juniors", "Lunch break")], excludes: [NO_FIRST] } },
  {
    kind: "single",
    topic: "schedule",
    ask: "sherwood saturday, are kids and teens split up?",
    expect: { includesAll: [[/all ages/i, /every age/i, /together/i]], excludes: [YES_FIRST] },
  },
  { kind: "single", topic: "schedule", ask: "what time should juniors get there for the boise nov 7 masterclass", expect: { includesAll: [slotAt("boise-nov-7", "juniors", "Check-in")], excludes: [slotAt("boise", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "what are the age groups in orlando", expect: { includesAll: [/11 and under/i, /12/] } },

  // Ages and guardians
  { kind: "single", topic: "ages and guardians", ask: "can adults do it too or is it only kids", expect: { includesAll: [[/all ages/i, /adults? (are|can|welcome)/i, /every age/i]], excludes: [NO_FIRST] } },
  { kind: "single", topic: "ages and guardians", ask: "my son is 12, is he a junior or a senior", expect: { includesAll: [/junior/i, twelveYearOldGroup.replace(/^Juniors \((.*)\)$/, "$1")] } },
  {
    kind: "single",
    topic: "ages and guardians",
    ask: `my daughter is ${MIN_AUDITION_AGE - 1}, can she register for the audition?`,
    expect: { includesAll: [new RegExp(`\\b${MIN_AUDITION_AGE}(?!\\d)`)], excludes: [YES_FIRST] },
  },
  { kind: "single", topic: "ages and guardians", ask: `im ${ADULT_AGE - 1}, do i need a parent to sign me up for the audition`, expect: { includesAll: [[/parent/i, /guardian/i]], excludes: [NO_FIRST] } },
  {
    kind: "single",
    topic: "ages and guardians",
    ask: `im ${ADULT_AGE + 1}, do i have to put a parent's name on the form?`,
    expect: { includesAll: [[NO_FIRST, /only (for|if|when)[^.]*(under|minor)/i, /(don'?t|do not|doesn'?t|does not) (need|have to)/i, /not (needed|required)/i]], excludes: [YES_FIRST] },
  },
  { kind: "single", topic: "ages and guardians", ask: "is this only for kids or can adults come too", expect: { includesAll: [[/all ages/i, /adults? (are|can|welcome)/i, /every age/i]] } },

  // Auditions
  { kind: "single", topic: "auditions", ask: "is the audition free if she already has a ticket?", expect: { includesAll: [/free/i], excludes: [NO_FIRST] } },
  { kind: "single", topic: "auditions", ask: "can my daughter just do the audition and skip the classes", expect: { includesAll: [/audition only/i], excludes: [NO_FIRST] } },
  {
    kind: "single",
    topic: "auditions",
    ask: "if he auditions is he guaranteed a part in something",
    expect: { includesAll: [[/not guarantee/i, /doesn'?t guarantee/i, /no guarantee/i, /isn'?t guaranteed/i, /not guaranteed/i]], excludes: [YES_FIRST] },
  },
  { kind: "single", topic: "auditions", ask: "do i need a headshot to audition", expect: { includesAll: [[NO_FIRST, /not required/i, /don'?t need/i, /do not need/i]], excludes: [YES_FIRST] } },

  // Policies and refunds
  { kind: "single", topic: "policies and refunds", ask: "is it safe to pay with my card on the site", expect: { includesAll: [[/encrypt/i, /payment provider/i, /never (see|store)/i, /don'?t (see|store)/i]], excludes: [NO_FIRST] } },
  { kind: "single", topic: "policies and refunds", ask: "if my kid gets sick and cant go can i get my money back", expect: { includesAll: [[/final/i, /can'?t refund/i, /cannot refund/i, /no refund/i]], excludes: [YES_FIRST] } },
  { kind: "single", topic: "policies and refunds", ask: "if you guys cancel the event do we get our money back?", expect: { includesAll: [/full refund/i], excludes: [NO_FIRST] } },

  // Date changes and credits
  { kind: "single", topic: "date changes and credits", ask: "if the date moves how long do i have to decide", expect: { includesAll: [[/48 hours/i, /48-hour/i, /two days/i]] } },
  { kind: "single", topic: "date changes and credits", ask: "if we end up with a credit can we still use it next year?", expect: { includesAll: [[/never expire/i, /doesn'?t expire/i, /does not expire/i, /no expir/i, /won'?t expire/i]], excludes: [NO_FIRST] } },
  { kind: "single", topic: "date changes and credits", ask: "i have a credit from a us event, can i use it for the victoria one", expect: { includesAll: [/currency/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "date changes and credits", ask: "what if i never reply to the date change email", expect: { includesAll: [/credit/i] } },

  // Bring and wear
  { kind: "single", topic: "bring and wear", ask: "what shoes does she need", expect: { includesAll: [/sneaker/i, /jazz shoe/i] } },
  { kind: "single", topic: "bring and wear", ask: "should she wear her sparkly competition costume?", expect: { includesAll: [[/solid colou?r/i, /fitted/i, /busy prints/i]], excludes: [YES_FIRST] } },
  { kind: "single", topic: "bring and wear", ask: "how early should we arrive", expect: { includesAll: [[/15 minutes/i, /fifteen minutes/i]] } },
  { kind: "single", topic: "bring and wear", ask: "can he just wear the shoes he walks in with", expect: { includesAll: [[/not allowed/i, /clean/i]], excludes: [YES_FIRST] } },

  // Footage
  { kind: "single", topic: "footage", ask: "do we get the videos after", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },
  { kind: "single", topic: "footage", ask: "i dont want my daughter in your social media posts", expect: { includesAll: [/hello@callboard\.dance/i] } },
  { kind: "single", topic: "footage", ask: "how do i get the cinematic demo reel add on", expect: { includesAll: [/appl(y|ication)/i] } },

  // Mentorship
  { kind: "single", topic: "mentorship", ask: "when does the mentorship start", expect: { includesAll: [startRe] } },
  { kind: "single", topic: "mentorship", ask: "is there a minimum commitment for mentorship", expect: { includesAll: [new RegExp(`(${minimumTerm}|three)[- ]month`, "i")] } },
  { kind: "single", topic: "mentorship", ask: "is the mentorship all online?", expect: { includesAll: [[/online/i, /virtual/i]], excludes: [NO_FIRST] } },

  // Acting for Dancers
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers - online or in person?", expect: { includesAll: [[/online/i, /virtual/i]] } },
  { kind: "single", topic: "acting for dancers", ask: "how much is one private acting session", expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "acting for dancers", ask: "is the acting starter path a one time payment?", expect: { includesAll: [[/one-time/i, /one time/i]], excludes: [NO_FIRST, /is a monthly subscription/i] } },
  { kind: "single", topic: "acting for dancers", ask: "3 pack price and how long do i have to use it", expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack"), /90 days/i] } },

  // Scholarships
  { kind: "single", topic: "scholarships", ask: "do you do scholarships? money is tight", expect: { includesAll: [/scholarship/i], excludes: [NO_FIRST] } },
  { kind: "single", topic: "scholarships", ask: "if we get a scholarship how do we use it", expect: { includesAll: [/code/i] } },

  // Submit Talent
  { kind: "single", topic: "submit talent", ask: "none of the dates work for us, can she still be seen somehow", expect: { includesAll: [/submit[ -]talent/i], excludes: [NO_FIRST] } },
  { kind: "single", topic: "submit talent", ask: "what do i send through submit talent", expect: { includesAll: [[/clip/i, /video/i], /photo/i] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site doesn't know or sell these

export const heldoutSOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather gonna be like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is parking near the boston studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good restaurants near the hartford studio for after?", expect: { notSure: true } },
  { kind: "off-topic", ask: "which hotel in spokane should we book", expect: { notSure: true } },
  { kind: "off-topic", ask: "my daughter sprained her ankle last week, is it safe for her to dance?", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much are disney world tickets, we want to do it the same trip as orlando", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell dance shoes? which brand is best", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is a flight from toronto to victoria", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a good agent in LA for my son", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on the earlier ones or switch subject

export const heldoutSConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle prices, then Victoria",
    turns: [
      { ask: "how much is core in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
      { ask: "and pro track?", expect: { includesAll: [priceOf("seattle", "pro")] } },
      { ask: "what about in victoria", expect: { includesAll: [priceOf("victoria-bc", "pro")], excludes: [priceOf("seattle", "pro")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Hartford times by group, then the venue",
    turns: [
      { ask: "what time do juniors start in hartford", expect: { includesAll: [slotAt("hartford", "juniors", "Check-in")] } },
      { ask: "and the seniors?", expect: { includesAll: [slotAt("hartford", "seniors", "Check-in")], excludes: [slotAt("hartford", "juniors", "Check-in")] } },
      { ask: "where is it", expect: { includesAll: [venueName("hartford"), streetOf("hartford")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston date, weekday, then refunds",
    turns: [
      { ask: "when is boston", expect: { includesAll: [dayOf("boston")] } },
      { ask: "what day of the week is that", expect: { includesAll: [weekdayRe("boston")] } },
      { ask: "if she cant make it after all do we get a refund", expect: { includesAll: [[/final/i, /can'?t refund/i, /cannot refund/i, /no refund/i]], excludes: [YES_FIRST] } },
    ],
  },
  {
    kind: "conversation",
    title: "Orlando for two, an upgrade, then the age groups",
    turns: [
      { ask: "2 core tickets for orlando how much", expect: { includesAll: [totalOf("orlando", "core", 2)] } },
      { ask: "if i upgrade one of them to pro later how much is that", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
      { ask: "ok and how do they split the ages there", expect: { includesAll: [/11 and under/i, /12/] } },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers, its 3 Pack, then mentorship",
    turns: [
      { ask: "what is acting for dancers", expect: { includesAll: [[/online/i, /virtual/i], /act/i] } },
      { ask: "how much is the 3 pack", expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack")] } },
      { ask: "and the mentorship, when does that start?", expect: { includesAll: [startRe] } },
    ],
  },
];

export const heldoutSQuestionCount =
  heldoutSSingleQuestions.length + heldoutSOffTopicQuestions.length + heldoutSConversations.reduce((n, c) => n + c.turns.length, 0);
