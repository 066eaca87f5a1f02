/**
 * Tuning set 23 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or
 * other sets' questions. A balanced cross-section of topics, with about a third of the single questions
 * COMPOUND (two questions in one message, a fact required for each part) and about a sixth needing facts
 * from two places on the site (a price and a policy, a date and a venue, a ticket and its upgrade).
 *
 * Every figure (price, group total, upgrade difference, date, venue, street, time, age limit, cohort date,
 * order limit, discount) is computed from the seed with the site's own functions; copy facts are short
 * phrases with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { UPGRADE_LINK_DAYS } from "~/domain/ticket-upgrade";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { site } from "~/content/site";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  seed,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning23Topic =
  | "prices"
  | "group totals"
  | "upgrades and add-ons"
  | "dates and status"
  | "venues"
  | "schedule"
  | "ages and guardians"
  | "auditions and casting"
  | "policies"
  | "bring and wear"
  | "online programs"
  | "discounts and scholarships";

interface Tuning23Question {
  kind: "single";
  topic: Tuning23Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed (copied from tuning-set-22.ts)

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

/** The difference between two offers of one stop, as a pattern. */
const diffOf = (slug: string, from: string, to: string): RegExp => {
  const a = seedPrice(slug, from);
  const b = seedPrice(slug, to);
  return money({ amountMinor: b.amountMinor - a.amountMinor, currency: a.currency });
};

/** A bare number (an age) that is not part of a larger number. */
const num = (n: number): RegExp => new RegExp(`(?<![\\d$£.,])${n}(?![\\d:]|,\\d)`);

/** A pattern for a printed money string from seed-facts (price, cartUpgrade, boughtUpgrade). */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A month and day as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function monthDay(monthIndex: number, d: number): RegExp {
  const month = MONTHS[monthIndex];
  if (!month) throw new Error(`bad month ${monthIndex}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** A stop's first (or last) day as a reply would write it. */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  return monthDay(m - 1, d);
}

/** The weekday of a stop's first day ("Sunday"). */
function weekdayOf(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const name = new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
  return new RegExp(`\\b${name}`, "i");
}

/** A stop's year, for stops in another year than the clock's. */
function yearOf(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return new RegExp(`\\b${iso.slice(0, 4)}\\b`);
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

/** The venue's name and street as patterns. */
const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);
/** Either the venue's name or its street will do. */
const venueAny = (slug: string): readonly Fact[] => [venueName(slug), streetOf(slug)];

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i, /no venue/i];
}

/** The stop's date is not set yet ("To Be Determined"). */
function noDate(slug: string): readonly Fact[] {
  if (seedEvent(slug).startsOn) throw new Error(`${slug} has a date`);
  return [/to be (determined|announced|confirmed)/i, /\bTBD\b|\bTBA\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no date/i, /hasn'?t been (set|announced)/i];
}

/** The stop is cancelled in the seed. */
function cancelled(slug: string): readonly Fact[] {
  if (!seedEvent(slug).isCancelled) throw new Error(`${slug} is not cancelled`);
  return [/cancel/i];
}

// Polarity words a yes/no answer carries.
const NO: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i, /\bnope\b/i, /\bonly\b/i];
const YES: readonly Fact[] = [/\byes\b/i, /\byep\b/i, /\bdefinitely\b/i, /\babsolutely\b/i, /\bof course\b/i, /\bincluded\b/i, /\bincludes\b/i];

// ---------------------------------------------------------------------------------------------
// Facts computed once from the seed and the site's own rules

/** The youngest age the audition form accepts (with a guardian's name). */
const MIN_AUDITION_AGE = (() => {
  for (let age = 0; age < 100; age++) {
    const ok = auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555", age, parentName: "A Parent", consent: true }).success;
    if (ok) return age;
  }
  throw new Error("the audition form accepts no age");
})();

/** The age from which a shadowing / crew opportunity is open, read from its seeded details. */
function opportunityMinAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  if (!o) throw new Error(`no opportunity ${slug}`);
  const line = o.details.map((d) => /Ages (\d+) and up/i.exec(d)).find(Boolean);
  if (!line?.[1]) throw new Error(`${slug} names no minimum age`);
  return Number(line[1]);
}
const CAMERA_SHADOW_AGE = opportunityMinAge("shadowing-opportunity-camera-team");
const CREW_AGE = opportunityMinAge("skeleton-crew-audition-registration");

/** Victoria's early-bird code: the code, its percentage, its last day and the discounted Core price. */
const EARLY = seedDiscountCode("VICTORIAEARLY20");
const EARLY_PERCENT = (() => {
  if (!EARLY.percentOff) throw new Error("the early-bird code is not a percentage");
  return EARLY.percentOff;
})();
const EARLY_END = (() => {
  if (!EARLY.endsAt) throw new Error("the early-bird code has no end");
  const tz = seedEvent("victoria-bc").timeZone;
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: tz, month: "numeric", day: "numeric" }).formatToParts(new Date(EARLY.endsAt));
  const m = Number(parts.find((p) => p.type === "month")?.value);
  const d = Number(parts.find((p) => p.type === "day")?.value);
  return monthDay(m - 1, d);
})();
const victoriaCore = seedPrice("victoria-bc", "core");
const EARLY_CORE = money({ amountMinor: percentOff(victoriaCore.amountMinor, EARLY_PERCENT), currency: victoriaCore.currency });
const EARLY_CITY = (() => {
  if (EARLY.city !== "victoria-bc") throw new Error("the early-bird code is not Victoria's");
  return /victoria/i;
})();

/** The mentorship cohort as patterns. */
function cohortDate(text: string): RegExp {
  const m = /^([A-Za-z]+) (\d+), (\d{4})$/.exec(text);
  if (!m?.[1] || !m[2]) throw new Error(`not a date: ${text}`);
  const idx = MONTHS.indexOf(m[1]);
  return new RegExp(`${monthDay(idx, Number(m[2])).source}|\\b1st of ${m[1]}|\\b${m[1]} 1st`, "i");
}
if (mentorshipCohort.startsOnPurchase) throw new Error("the cohort has already started at the clock");
const COHORT_START = cohortDate(mentorshipCohort.start);
const COHORT_RENEW = cohortDate(mentorshipCohort.recurringFrom);
const MIN_TERM = new RegExp(`\\b(${mentorshipCohort.minimumTermMonths}|${["zero", "one", "two", "three", "four", "five", "six"][mentorshipCohort.minimumTermMonths]})[- ]month`, "i");

// Copy facts (short phrases with alternatives).
const ALL_SALES_FINAL: readonly Fact[] = [/all sales (are )?final/i, /non-?refundable/i, /no refunds?/i, /(don'?t|do not|can'?t|cannot) (offer |give |issue )?(a )?refund/i];
const FULL_REFUND: readonly Fact[] = [/full refund/i, /refund(ed)? in full/i, /100% refund/i];
const HOURS_48: readonly Fact[] = [/48 hours/i, /48-hour/i, /forty[- ]eight hours/i];
const NEVER_EXPIRES: readonly Fact[] = [/never expire/i, /(doesn'?t|does not|won'?t|will not) expire/i, /no expir/i];
const EARLY_15: readonly Fact[] = [/15 min/i, /fifteen min/i, /quarter of an hour/i];
const FREE: readonly Fact[] = [/\bfree\b/i, /no (cost|charge|fee)/i, /\$0(?!\d)/, /doesn'?t cost/i];
const GUARDIAN: readonly Fact[] = [/parent/i, /guardian/i];
const NO_GUARANTEE: readonly Fact[] = [/(not|n['’]t|no|never|without (a |any )?)\s?guarantee/i, /(isn['’]t|is not|not) guaranteed/i];
const FILMED: readonly Fact[] = [/film/i, /recorded/i, /on camera/i];
const ONLINE: readonly Fact[] = [/online/i, /virtual/i, /video/i, /remote/i];
const ONE_TIME: readonly Fact[] = [/one[- ]time/i, /single payment/i, /pay once/i, /not a subscription/i, /never a subscription/i];
const MONTHLY: readonly Fact[] = [/month/i];
const CONTACT: readonly Fact[] = [site.contactEmail, /email/i];

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning23SingleQuestions: readonly Tuning23Question[] = [
  // --- Compound: two questions in one message ------------------------------------------------
  {
    kind: "single",
    topic: "prices",
    ask: "whats the price for core in orlando + what time do the younger kids check in",
    expect: { includesAll: [priceOf("orlando", "core"), slotAt("orlando", "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "How much is Pro Track in Spokane, and what day is it on?",
    expect: { includesAll: [priceOf("spokane", "pro"), dayOf("spokane")] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "when is nashville and where is it being held",
    expect: { includesAll: [dayOf("nashville"), venueAny("nashville")] },
  },
  {
    kind: "single",
    topic: "auditions and casting",
    ask: "Is the audition free? And is it filmed?",
    expect: { includesAll: [FREE, FILMED] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "what should my daughter wear and which shoes does she need??",
    expect: { includesAll: [[/solid/i, /fitted/i, /move (freely|in)/i, /logos?/i], /sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "what's your refund policy, and what happens if you move the date?",
    expect: { includesAll: [ALL_SALES_FINAL, HOURS_48] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "when does the mentorship start and is there a minimum commitment",
    expect: { includesAll: [COHORT_START, MIN_TERM] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "how much is the acting for dancers 3 pack and how long do i have to use the sessions?",
    expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack"), /90 days|ninety days|three months/i] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "Boston: what date is it, and is there really a contemporary class?",
    expect: { includesAll: [dayOf("boston"), YES, /contemporary/i] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "dallas - when is it and which studio",
    expect: { includesAll: [dayOf("dallas"), noVenue("dallas")] },
  },
  {
    kind: "single",
    topic: "dates and status",
    ask: "Is there a date for London yet, and what does a Core ticket cost there?",
    expect: { includesAll: [noDate("london"), priceOf("london", "core")] },
  },
  {
    kind: "single",
    topic: "ages and guardians",
    ask: "can anyone sign up for the new hampshire weekend? and how much is the full weekend pass",
    expect: { includesAll: [NO, /Granite Stage/i, priceOf("new-hampshire", "nh_full_weekend")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "savannah date? and what time do seniors check in",
    expect: { includesAll: [dayOf("savannah"), slotAt("savannah", "seniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "Hartford — what time is junior check-in and what's the address?",
    expect: { includesAll: [slotAt("hartford", "juniors", "Check-in"), streetOf("hartford")] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "is the growth mentorship paid monthly or all at once, and how much is it",
    expect: { includesAll: [MONTHLY, priceOf("hartford", "mentorship_growth")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "In Cypress how much is the 'Just a Class' option and how much is the full Core day?",
    expect: { includesAll: [priceOf("cypress", "masterclass_only"), priceOf("cypress", "core")] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "niagara falls core price?? also heard the entrance is weird, where do we go in",
    expect: { includesAll: [priceOf("niagara-falls", "core"), [/back of the building/i, /\bback (entrance|door|of)/i, /\brear\b/i, /around the back/i]] },
  },
  {
    kind: "single",
    topic: "dates and status",
    ask: "charleston wv: what's the date and the name of the studio?",
    expect: { includesAll: [dayOf("charleston-wv"), venueName("charleston-wv")] },
  },
  {
    kind: "single",
    topic: "ages and guardians",
    ask: "how are the age groups split in orlando, and what time do the older ones check in?",
    expect: { includesAll: [[/11 and under/i, /12 to adult/i, /eleven and under/i], slotAt("orlando", "seniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "discounts and scholarships",
    ask: "Do you do scholarships? If so when do applications close?",
    expect: { includesAll: [YES, [/three weeks/i, /3 weeks/i]] },
  },
  {
    kind: "single",
    topic: "dates and status",
    ask: "boise masterclass - what date and how much for just the class",
    expect: { includesAll: [dayOf("boise-nov-7"), priceOf("boise-nov-7", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "auditions and casting",
    ask: "is there an age limit for the audition, and does my son need a headshot?",
    expect: { includesAll: [[num(MIN_AUDITION_AGE), /all ages/i, /any age/i], [/\bno\b/i, /not required/i, /n['’]t (need|required|necessary)/i, /optional/i, /not necessary/i]] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "sherwood: what time does saturday start and is it all ages together that day?",
    expect: { includesAll: [slotAt("sherwood", "all", "Check-in", 0), [/all ages/i, /every age/i, /together/i, /\byes\b/i]] },
  },
  {
    kind: "single",
    topic: "auditions and casting",
    ask: "when will we get the footage and is my kid guaranteed a job if she auditions",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i], NO_GUARANTEE] },
  },

  // --- Two places on the site -----------------------------------------------------------------
  {
    kind: "single",
    topic: "policies",
    ask: "How much is a Core ticket in Seattle, and if we end up not being able to go can I get the money back?",
    expect: { includesAll: [priceOf("seattle", "core"), ALL_SALES_FINAL] },
  },
  {
    kind: "single",
    topic: "upgrades and add-ons",
    ask: "i already bought core for orlando. what does pro track add and how much more to upgrade?",
    expect: { includesAll: [[/reel/i, /feedback/i, /Pro Track session/i], printed(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades and add-ons",
    ask: "New Hampshire VIP upgrade: what's in it, and can I buy it on its own?",
    expect: { includesAll: [[/reel/i, /feedback/i, /Pro Track/i], NO, /weekend/i] },
  },
  {
    kind: "single",
    topic: "discounts and scholarships",
    ask: "is there an early bird code for victoria and what would core cost with it?",
    expect: { includesAll: [EARLY.code, EARLY_CORE] },
  },
  {
    kind: "single",
    topic: "discounts and scholarships",
    ask: "until when does the victoria early bird last and how much % off is it",
    expect: { includesAll: [EARLY_END, [fig(`${EARLY_PERCENT}%`), new RegExp(`\\b${EARLY_PERCENT} ?(%|percent)`, "i")]] },
  },
  {
    kind: "single",
    topic: "discounts and scholarships",
    ask: "Can I use the Victoria early bird code for Niagara Falls tickets?",
    expect: { includesAll: [NO, EARLY_CITY] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "does the boston ticket come with the free acting for dancers month, and how do we actually use it?",
    expect: { includesAll: [YES, [/code/i, /promo/i, /Starter/i]] },
  },
  {
    kind: "single",
    topic: "ages and guardians",
    ask: `My daughter is ${CAMERA_SHADOW_AGE} and wants to shadow the camera team. Is she old enough, and do I have to be involved?`,
    expect: { includesAll: [YES, GUARDIAN] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "sarasota core price and what time is the juniors' theater class",
    expect: { includesAll: [priceOf("sarasota", "core"), slotAt("sarasota", "juniors", "Theater")] },
  },
  {
    kind: "single",
    topic: "discounts and scholarships",
    ask: "is there a scholarship for sherwood? and whats the weekend pass price",
    expect: { includesAll: [YES, priceOf("sherwood", "weekend_pass")] },
  },
  {
    kind: "single",
    topic: "upgrades and add-ons",
    ask: "how long does the upgrade link work once you email it to me, and what does the upgrade to pro track cost in orlando?",
    expect: { includesAll: [[fig(`${UPGRADE_LINK_DAYS} days`), /two weeks/i, /fourteen days/i], printed(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "what's the date for spokane and the studio name?",
    expect: { includesAll: [dayOf("spokane"), venueName("spokane")] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "if you cancel victoria do i get refunded, and in what currency is the price anyway?",
    expect: { includesAll: [FULL_REFUND, [/canadian/i, /\bCAD\b/i, /C\$/]] },
  },

  // --- Group totals -----------------------------------------------------------------------------
  {
    kind: "single",
    topic: "group totals",
    ask: "how much for 3 core tickets in boise",
    expect: { includesAll: [totalOf("boise", "core", 3)] },
  },
  {
    kind: "single",
    topic: "group totals",
    ask: "Two pro track tickets for Seattle, what's the total?",
    expect: { includesAll: [totalOf("seattle", "pro", 2)] },
  },
  {
    kind: "single",
    topic: "group totals",
    ask: "our studio is sending 4 girls to orlando for core. total?",
    expect: { includesAll: [totalOf("orlando", "core", 4)] },
  },
  {
    kind: "single",
    topic: "group totals",
    ask: "price for 2 core tickets in victoria bc please",
    expect: { includesAll: [totalOf("victoria-bc", "core", 2)] },
  },
  {
    kind: "single",
    topic: "group totals",
    ask: "my twins both want the full weekend pass at sherwood, how much all together",
    expect: { includesAll: [totalOf("sherwood", "weekend_pass", 2)] },
  },

  // --- Prices, comparisons ----------------------------------------------------------------------
  {
    kind: "single",
    topic: "prices",
    ask: "whats the difference in price between core and pro track in seattle",
    expect: { includesAny: [diffOf("seattle", "core", "pro"), priceOf("seattle", "pro")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "Is Core cheaper in Orlando or in Cypress?",
    expect: { includesAll: [/orlando/i, priceOf("orlando", "core"), priceOf("cypress", "core")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "how much is one class only in victoria",
    expect: { includesAll: [priceOf("victoria-bc", "victoria_one_class_only")] },
  },

  // --- Dates and status -------------------------------------------------------------------------
  {
    kind: "single",
    topic: "dates and status",
    ask: "Is the Seattle intensive on a Saturday or a Sunday?",
    expect: { includesAll: [weekdayOf("seattle"), dayOf("seattle")] },
  },
  {
    kind: "single",
    topic: "dates and status",
    ask: "is the boise masterclass on the 7th or the 8th",
    expect: { includesAll: [dayOf("boise-nov-7")] },
  },
  {
    kind: "single",
    topic: "dates and status",
    ask: "does springfield va happen this year?",
    expect: { includesAll: [NO, dayOf("springfield-va"), yearOf("springfield-va")] },
  },
  {
    kind: "single",
    topic: "dates and status",
    ask: "when's the buford georgia one",
    expect: { includesAll: [dayOf("hoschton")] },
  },
  {
    kind: "single",
    topic: "dates and status",
    ask: "Is Pro Track in Spokane on Sunday as well?",
    expect: { includesAll: [NO, dayOf("spokane")] },
  },

  // --- Venues -----------------------------------------------------------------------------------
  {
    kind: "single",
    topic: "venues",
    ask: "does madison have a studio yet",
    expect: { includesAll: [NO, noVenue("madison-wi")] },
  },

  // --- Schedule ---------------------------------------------------------------------------------
  {
    kind: "single",
    topic: "schedule",
    ask: "what time is the stunts class for juniors in spokane",
    expect: { includesAll: [slotAt("spokane", "juniors", "Stunts for Dancers")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "Does the Hartford junior group start at 9 or at 10?",
    expect: { includesAll: [slotAt("hartford", "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "sherwood sunday, what time do seniors check in?",
    expect: { includesAll: [slotAt("sherwood", "seniors", "Check-in", 1)] },
  },

  // --- Ages and guardians -----------------------------------------------------------------------
  {
    kind: "single",
    topic: "ages and guardians",
    ask: "my son is 13, can he be in the juniors in seattle?",
    expect: { includesAll: [NO, [/seniors/i, /13 and up/i]] },
  },
  {
    kind: "single",
    topic: "ages and guardians",
    ask: "In Orlando is an 11 year old a junior or a senior?",
    expect: { includesAll: [/junior/i, [/11 and under/i, /eleven and under/i]] },
  },
  {
    kind: "single",
    topic: "ages and guardians",
    ask: "can my 10 yr old register herself for the audition without me?",
    expect: { includesAll: [NO, GUARDIAN] },
  },
  {
    kind: "single",
    topic: "ages and guardians",
    ask: `How old do you have to be to audition for the skeleton crew?`,
    expect: { includesAll: [num(CREW_AGE)] },
  },

  // --- Auditions and casting --------------------------------------------------------------------
  {
    kind: "single",
    topic: "auditions and casting",
    ask: "we cant make any of the dates, can she still be considered?",
    expect: { includesAll: [YES, [/submit talent/i, /submit-talent/i, /submit (your )?(materials|talent)/i]] },
  },
  {
    kind: "single",
    topic: "auditions and casting",
    ask: "Can I just come to the audition without buying a class ticket?",
    expect: { includesAll: [YES, [/Audition Only/i, /free/i]] },
  },

  // --- Policies ---------------------------------------------------------------------------------
  {
    kind: "single",
    topic: "policies",
    ask: "my daughter got sick, can we get a refund for hartford?",
    expect: { includesAll: [NO, ALL_SALES_FINAL, CONTACT] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "if we dont answer within the 48 hrs after a date change, do we lose the money?",
    expect: { includesAll: [NO, /credit/i, NEVER_EXPIRES] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "I don't want my son in your promo videos on instagram. what do I do?",
    expect: { includesAll: [CONTACT, [/before the event/i, /ahead of/i, /before/i]] },
  },

  // --- Bring and wear ---------------------------------------------------------------------------
  {
    kind: "single",
    topic: "bring and wear",
    ask: "do we need to bring lunch, and when should we get there?",
    expect: { includesAll: [[/lunch/i, /snack/i, /food/i], EARLY_15] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "Is it OK to wear the sneakers she wore outside on the studio floor?",
    expect: { includesAll: [NO, [/clean/i, /outside/i, /outdoor/i]] },
  },

  // --- Online programs --------------------------------------------------------------------------
  {
    kind: "single",
    topic: "online programs",
    ask: "is acting for dancers in person?",
    expect: { includesAll: [NO, ONLINE] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "Is the Acting for Dancers Starter Path a monthly subscription?",
    expect: { includesAll: [NO, ONE_TIME, priceOf("acting-for-dancers", "afd_starter")] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "whats the difference between the 3 pack and the starter path",
    expect: { includesAll: [[/one[- ]on[- ]one/i, /private/i], [/group/i], [priceOf("acting-for-dancers", "afd_3pack"), priceOf("acting-for-dancers", "afd_starter"), /four weeks|4 weeks|four weekly/i]] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "Building vs Elite Circle mentorship, what's the price difference and what extra do you get?",
    expect: { includesAll: [[priceOf("hartford", "mentorship_building"), diffOf("hartford", "mentorship_building", "mentorship_elite")], priceOf("hartford", "mentorship_elite"), [/one[- ]on[- ]one/i, /1[- ]on[- ]1/i, /reel/i, /casting/i]] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "can i cancel elite circle after just the first month?",
    expect: { includesAll: [NO, MIN_TERM] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "when is the first renewal payment for mentorship",
    expect: { includesAll: [COHORT_RENEW] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: things the site does not answer

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const tuning23OffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("what's the weather usually like in seattle on november 9? should we pack rain gear"),
  offTopic(`Is there free parking at ${seedVenue("boston").name}?`),
  offTopic(`can you recommend a hotel near ${seedVenue("orlando").name}`),
  offTopic("which brand of jazz shoes is best, capezio or bloch?"),
  offTopic("Do you sell costumes or competition dancewear?"),
  offTopic("is there a good place to eat lunch near the sarasota studio"),
  offTopic("Do you offer ballet exam prep or RAD grades?"),
  offTopic("what's the cheapest flight from toronto to victoria bc for the intensive"),
  offTopic("Do you run an overnight summer dance camp?"),
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on or switch away from earlier ones

export const tuning23Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Orlando price, then Seattle, then Seattle's seniors",
    turns: [
      { ask: "how much is core in orlando", expect: { includesAll: [priceOf("orlando", "core")] } },
      { ask: "what about seattle?", expect: { includesAll: [priceOf("seattle", "core")], excludes: [priceOf("orlando", "core")] } },
      {
        ask: "and what time do the seniors check in there",
        expect: { includesAll: [slotAt("seattle", "seniors", "Check-in")], excludes: [slotAt("orlando", "seniors", "Check-in")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood dates, the weekend pass, then Sunday for a 12-year-old",
    turns: [
      { ask: "What dates is Sherwood?", expect: { includesAll: [dayOf("sherwood"), [dayOf("sherwood", "endsOn"), /\b25\b/]] } },
      { ask: "how much is the weekend pass", expect: { includesAll: [priceOf("sherwood", "weekend_pass")] } },
      {
        ask: "my daughter is 12, is she with the juniors on sunday and what time does she check in?",
        expect: { includesAll: [YES, /junior/i, slotAt("sherwood", "juniors", "Check-in", 1)] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Elite Circle, its start, then Acting for Dancers billing",
    turns: [
      { ask: "how much is elite circle", expect: { includesAll: [priceOf("hartford", "mentorship_elite"), MONTHLY] } },
      { ask: "when does it start?", expect: { includesAll: [COHORT_START] } },
      {
        ask: "ok and acting for dancers, is that monthly too?",
        expect: { includesAll: [NO, ONE_TIME], excludes: [COHORT_START, priceOf("hartford", "mentorship_elite")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Boston's studio, then Hartford's, then Hartford's juniors",
    turns: [
      { ask: "where is the boston one held", expect: { includesAll: [venueAny("boston")] } },
      { ask: "and hartford?", expect: { includesAll: [venueAny("hartford")], excludes: [streetOf("boston"), venueName("boston")] } },
      {
        ask: "what time should juniors be there in hartford",
        expect: {
          includesAll: [[slotAt("hartford", "juniors", "Check-in"), ...EARLY_15]],
          excludes: [slotAt("boston", "juniors", "Check-in")],
        },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Atlanta cancelled, the refund, then another Georgia date",
    turns: [
      { ask: "is atlanta still happening?", expect: { includesAll: [NO, cancelled("atlanta")] } },
      { ask: "we already bought tickets for it, do we get our money back?", expect: { includesAll: [YES, FULL_REFUND] } },
      {
        ask: "whats the next closest date in georgia then",
        expect: { includesAny: [dayOf("hoschton"), dayOf("savannah")], excludes: [dayOf("atlanta")] },
      },
    ],
  },
];

export const tuning23QuestionCount =
  tuning23SingleQuestions.length + tuning23OffTopicQuestions.length + tuning23Conversations.reduce((n, c) => n + c.turns.length, 0);
