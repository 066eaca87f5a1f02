/**
 * Held-out set I of the chat assistant (issue 40, point 4): written after the answerer's code froze at
 * 5c357cc, from the spec, the seed catalog, the site's content files and the forms' own validation, by
 * someone who never read the answerer, its docs, its evaluation sets' questions or its tuning. Scored
 * once; its questions are never read while the answerer is changed.
 *
 * A balanced week of visitors: prices and group totals, upgrades, dates and venues, schedule times,
 * ages, auditions, scholarships, policies, what to bring, each stop's own page (guest teachers, the
 * private New Hampshire weekend, Niagara's back entrance), mentorship and Acting for Dancers, look-alike
 * product names and places the tour does not visit; plus off-topic questions and three-turn conversations.
 *
 * Every catalog figure is computed from the seed with the site's own functions (seedOffers through
 * seed-facts, formatMoney, cartUpgradeDifference / upgradeDifference, describeMentorshipCohort); audition
 * eligibility comes from the audition form's zod schema. Copy facts are short phrases with alternatives.
 * The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { AGE_GROUP_LABELS, auditionAgeGroup } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { scheduleCopy } from "~/content/schedule";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  MONTHS,
  boughtUpgrade,
  cartUpgrade,
  escapeRegExp,
  mentorshipCohort,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type HeldoutITopic =
  | "prices and tickets"
  | "group buying"
  | "upgrades"
  | "dates and venues"
  | "schedule"
  | "ages and eligibility"
  | "auditions"
  | "scholarships and talent"
  | "policies"
  | "bring and expect"
  | "teachers and city classes"
  | "mentorship and acting"
  | "similar names"
  | "places not visited";

export interface HeldoutIQuestion {
  kind: "single";
  topic: HeldoutITopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Figures, computed from the seed

/** A sum of money as a reply may write it: "$168", "$1,060" or "$1060", "C$227" or "$227 CAD", "£133". */
function moneyFact(m: Money): RegExp[] {
  const printed = formatMoney(m);
  const number = printed.replace(/^-?[^\d]+/, "");
  const digits = escapeRegExp(number).replace(/,/g, ",?");
  const symbol = m.currency === "GBP" ? "£" : "\\$";
  const withSymbol = new RegExp(`${symbol}\\s?${digits}(?:\\.00)?(?!\\d|,\\d)`, "i");
  if (m.currency === "USD") return [withSymbol];
  const word = m.currency === "GBP" ? "(?:GBP|pounds?)" : "(?:CAD|canadian)";
  return [withSymbol, new RegExp(`(?<![\\d.,])${digits}(?:\\.00)?\\s?${word}`, "i")];
}

/** One offer's price at a stop, as alternatives. */
const priceFact = (slug: string, tier: string): RegExp[] => moneyFact(seedPrice(slug, tier));

/** Several tickets of one tier (and optionally others), summed as the cart sums them. */
function total(lines: ReadonlyArray<[slug: string, tier: string, quantity: number]>): Money {
  const first = lines[0];
  if (!first) throw new Error("no lines");
  const currency = seedPrice(first[0], first[1]).currency;
  const amountMinor = lines.reduce((sum, [slug, tier, q]) => sum + seedPrice(slug, tier).amountMinor * q, 0);
  return { amountMinor, currency };
}

/** A printed figure ("$240", "C$297") as alternatives, with the currency taken from the stop. */
function printedFact(printed: string, slug: string): RegExp[] {
  const currency = seedPrice(slug, firstTier(slug)).currency;
  const minor = Math.round(Number(printed.replace(/[^\d.]/g, "")) * 100);
  return moneyFact({ amountMinor: minor, currency });
}

function firstTier(slug: string): string {
  const tier = seedEvent(slug).page.pricing.tiers[0];
  if (!tier) throw new Error(`${slug} shows no tiers`);
  return tier;
}

/** A seeded ISO date ("2025-11-09") as a reply may write it: "November 9", "Nov 9th", "9 November". */
function dateFact(iso: string): RegExp[] {
  const [, m, d] = iso.split("-").map(Number);
  if (!m || !d) throw new Error(`bad date ${iso}`);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`bad month in ${iso}`);
  const mon = month.slice(0, 3);
  return [new RegExp(`${mon}[a-z]*\\.?\\s+${d}(?!\\d)`, "i"), new RegExp(`(?<!\\d)${d}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${mon}`, "i")];
}

function startDate(slug: string): RegExp[] {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return dateFact(iso);
}

function endDate(slug: string): RegExp[] {
  const iso = seedEvent(slug).endsOn;
  if (!iso) throw new Error(`${slug} has no end date`);
  return dateFact(iso);
}

/** A schedule time ("9:00 AM") as a reply may write it: "9:00 AM", "9am", "9 a.m.", "9:00". */
function timeFact(time: string): RegExp[] {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!match) throw new Error(`bad time ${time}`);
  const [, h, mm, ap] = match;
  const minutes = mm === "00" ? "(?::00)?" : `:${mm}`;
  const suffix = ap === "AM" ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
  const alternatives = [new RegExp(`(?<![\\d:])${h}${minutes}\\s?${suffix}`, "i"), new RegExp(`(?<![\\d:])${h}:${mm}(?!\\d)`, "i")];
  if (time === "12:00 PM") alternatives.push(/\bnoon\b/i);
  return alternatives;
}

/** The time of a slot in a stop's schedule, by day, age group (or studio title) and activity. */
function slotTime(slug: string, group: "juniors" | "seniors" | "all", activity: string, dayIndex = 0): string {
  const days = seedEvent(slug).page.schedule.days;
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return slot.time;
}

const venueName = (slug: string): string => seedVenue(slug).name;
const streetFact = (slug: string): RegExp => new RegExp(escapeRegExp(street(slug)).replace(/\\?\s+/g, "\\s+"), "i");
const words = (text: string): RegExp => new RegExp(escapeRegExp(text).replace(/\s+/g, "\\s+"), "i");

/** The audition form's age limits, found by asking its own schema. */
function auditionAgeLimits(): { min: number; max: number } {
  const accepted: number[] = [];
  for (let age = 0; age <= 130; age++) {
    const form = { fullName: "Test Dancer", email: "test@example.com", phone: "555 0100", age, parentName: "A Parent", consent: true as const };
    if (auditionFormSchema.safeParse(form).success) accepted.push(age);
  }
  const min = accepted[0];
  const max = accepted[accepted.length - 1];
  if (min === undefined || max === undefined) throw new Error("the audition form accepts no age");
  return { min, max };
}
const AUDITION_AGES = auditionAgeLimits();

/** Whether the form refuses a minor who gives no parent or guardian (checked, not assumed). */
function minorNeedsGuardian(age: number): boolean {
  const result = auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "test@example.com", phone: "555 0100", age, consent: true });
  return !result.success && result.error.issues.some((i) => i.path[0] === "parentName");
}
if (!minorNeedsGuardian(16)) throw new Error("the audition form no longer asks a 16-year-old for a guardian");

/** The heading of a standard stop's group for an age ("Juniors (12 and under)"), by the site's own rule. */
const standardGroup = (age: number): string => AGE_GROUP_LABELS[auditionAgeGroup(age)];
const orlandoGroups = scheduleCopy.ageGroups.eleven_and_twelve_plus;
if (seedEvent("orlando").page.schedule.ageGroups !== "eleven_and_twelve_plus") throw new Error("Orlando no longer splits 11 and under / 12 to adult");

/** A group heading as alternatives: the whole heading, or its name with the age range. */
function groupFact(heading: string): RegExp[] {
  const m = /^(\w+) \((.+)\)$/.exec(heading);
  if (!m || !m[1] || !m[2]) throw new Error(`bad group heading ${heading}`);
  return [words(m[2]), new RegExp(`\\b${m[1]}\\b`, "i")];
}
/** The range part of a group heading ("12 and under"). */
function groupRange(heading: string): RegExp {
  const m = /\((.+)\)$/.exec(heading);
  if (!m || !m[1]) throw new Error(`bad group heading ${heading}`);
  return words(m[1]);
}

// New Hampshire: the deposit is what the full weekend costs less the balance; the VIP add-on's saving is against its compare-at.
const nhWeekend = seedPrice("new-hampshire", "nh_full_weekend");
const nhBalance = seedPrice("new-hampshire", "nh_balance_payment");
const nhDeposit: Money = { amountMinor: nhWeekend.amountMinor - nhBalance.amountMinor, currency: nhWeekend.currency };

// Victoria's early bird code, priced as the cart prices it.
const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
const victoriaCore = seedPrice("victoria-bc", "core");
const victoriaCoreEarly: Money = {
  amountMinor: victoriaCore.amountMinor - percentOff(victoriaCore.amountMinor, victoriaEarly.percentOff ?? 0),
  currency: victoriaCore.currency,
};

const cohort = mentorshipCohort;
if (cohort.startsOnPurchase) throw new Error("the mentorship cohort has already started at the eval clock");

const REFUND_FINAL: Fact = /(?:all\s+sales\s+(?:are\s+)?final|non-?refundable|no\s+refunds?|can(?:'|’)?t\s+(?:be\s+)?refund|cannot\s+(?:be\s+)?refund|not\s+refundable)/i;
const CONTACT: Fact[] = [/hello@callboard\.dance/i, /email/i];

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutISingleQuestions: readonly HeldoutIQuestion[] = [
  // prices and tickets
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "how much is the core experience in nashville",
    expect: { includesAll: [priceFact("nashville", "core")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "whats pro track cost for victoria bc? is that canadian dollars or us",
    expect: { includesAll: [priceFact("victoria-bc", "pro"), [/canadian/i, /\bCAD\b/i, /C\$/]] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "my daughter just wants to try ONE class at the cypress tx event, not the whole day. is there an option for that and what does it cost",
    expect: { includesAll: [priceFact("cypress", "masterclass_only")], includesAny: [/just a class/i, /one (?:on-camera )?class/i, /single class/i] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "how much is the london intensive in pounds? core ticket",
    expect: { includesAll: [priceFact("london", "core")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "spokane: how much is core day 1 and how much is pro track",
    expect: { includesAll: [priceFact("spokane", "core_day1"), priceFact("spokane", "pro")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "Hi, what does Pro Track cost in Boston and what do you get on top of the Core ticket?",
    expect: { includesAll: [priceFact("boston", "boston_pro_track"), [/reel/i, /film(?:ed)?/i, /personal feedback/i, /feedback/i]] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "boise masterclass on nov 7, price for just the masterclass?",
    expect: { includesAll: [priceFact("boise-nov-7", "masterclass_only")] },
  },

  // group buying
  {
    kind: "single",
    topic: "group buying",
    ask: "i need 3 core tickets for seattle (all my girls are going) whats the total",
    expect: { includesAll: [moneyFact(total([["seattle", "core", 3]]))] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "I own a studio and I'm bringing 8 dancers to Charleston WV, all Core Experience. What would the total be before any discounts?",
    expect: { includesAll: [moneyFact(total([["charleston-wv", "core", 8]]))] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "me and my sister both want the full weekend pass at sherwood, total for both of us?",
    expect: { includesAll: [moneyFact(total([["sherwood", "weekend_pass", 2]]))] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "hartford - 4 core tickets and 1 pro track in the same order, how much is that",
    expect: { includesAll: [moneyFact(total([["hartford", "core", 4], ["hartford", "pro", 1]]))] },
  },

  // upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "we already bought a core ticket for orlando. how much more to move my son up to pro track?",
    expect: { includesAll: [printedFact(boughtUpgrade("orlando", "core", "pro"), "orlando")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "i have core in my cart for seattle, if i switch it to pro track whats the difference",
    expect: { includesAll: [printedFact(cartUpgrade("seattle", "core", "pro"), "seattle")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "Bought Core for Savannah last week. Can I still upgrade to Pro Track and what will it cost me?",
    expect: { includesAll: [printedFact(boughtUpgrade("savannah", "core", "pro"), "savannah")], excludes: [/can(?:'|’)?t be upgraded|not possible to upgrade/i] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "got the upgrade email link, how long do i have before it stops working",
    expect: { includesAll: [[/14\s*days/i, /fourteen days/i, /two weeks/i]], includesAny: [/event (?:starts|begins)/i, /until the event/i, /before the event/i] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "new hampshire weekend - can i just buy the pro track vip upgrade by itself? how much is it",
    expect: { includesAll: [priceFact("new-hampshire", "nh_protrack_vip"), [/full weekend pass/i, /weekend pass/i, /balance payment/i, /weekend ticket/i]] },
  },

  // dates and venues
  {
    kind: "single",
    topic: "dates and venues",
    ask: "what studio is sarasota at",
    expect: { includesAll: [[words(venueName("sarasota")), streetFact("sarasota")]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is the atlanta date still happening? i was about to buy",
    expect: { includesAll: [/cancel/i], excludes: [/atlanta[^.]*(?:still on|is happening|on sale)/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when is london? we're in the uk",
    expect: { includesAll: [[/to be determined/i, /\bTBD\b/i, /\bTBA\b/i, /to be announced/i, /not (?:yet )?(?:been )?(?:set|announced|confirmed|scheduled)/i, /no date yet/i, /hasn(?:'|’)?t been (?:set|announced)/i]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "madison wi - which studio is it at?",
    expect: {
      includesAll: [[/coming soon/i, /not (?:yet )?(?:been )?(?:confirmed|announced)/i, /being confirmed/i, /to be confirmed/i, /\bTBC\b/i, /\bTBA\b/i]],
      includesAny: startDate("madison-wi"),
    },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "hartford ct date and place?",
    expect: { includesAll: [startDate("hartford"), [words(venueName("hartford")), streetFact("hartford")]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "niagara falls studio - where do we go in and where do we park?",
    expect: { includesAll: [/back of the building|rear|back entrance/i], includesAny: [/rear lot/i, /park (?:in|at) the (?:rear|back)/i, /back lot/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "what are the dates for sherwood oregon",
    expect: { includesAll: [startDate("sherwood"), [...endDate("sherwood"), /(?:&|and|-|–|to)\s*25(?!\d)/i]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Is the Buford, GA one coming up soon? When is it and where?",
    expect: { includesAll: [startDate("hoschton"), [words(venueName("hoschton")), streetFact("hoschton")]] },
  },

  // schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "what time do juniors check in at hartford",
    expect: { includesAll: [timeFact(slotTime("hartford", "juniors", "Check-in"))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "my 15 yr old will be with the seniors in seattle, what time does she need to be there",
    expect: { includesAll: [timeFact(slotTime("seattle", "seniors", "Check-in"))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "spokane what time is the stunts class for the older kids (seniors)",
    expect: { includesAll: [timeFact(slotTime("spokane", "seniors", "Stunts for Dancers"))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "sherwood saturday, what time does it start",
    expect: { includesAll: [timeFact(slotTime("sherwood", "all", "Check-in", 0))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "New Hampshire weekend: on Sunday, what time is the Pro Track VIP session for the seniors?",
    expect: { includesAll: [timeFact(slotTime("new-hampshire", "seniors", "Pro Track VIP session", 1))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "boise masterclass night (nov 7) - when do the older dancers check in",
    expect: { includesAll: [timeFact(slotTime("boise-nov-7", "seniors", "Check-in"))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "what time is the audition for seniors at savannah",
    expect: { includesAll: [timeFact(slotTime("savannah", "seniors", "Audition"))] },
  },

  // ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my son is 12, would he be a junior or senior in seattle?",
    expect: { includesAll: [groupFact(standardGroup(12))] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "daughter just turned 12 - for orlando which age group is she in",
    expect: { includesAll: [[groupRange(orlandoGroups.seniors), /12 (?:and|or) (?:up|older)/i]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "whats the youngest age that can audition? my 4 year old is obsessed with dancing lol",
    expect: { includesAll: [new RegExp(`(?<!\\d)${AUDITION_AGES.min}(?!\\d)`)] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "im 34 and used to compete, is this just for kids or can adults come",
    expect: { includesAll: [[/all ages/i, /every age/i, /adults?/i, /any age/i]], excludes: [/only for (?:kids|children)/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my 16yo wants to register for the audition herself, does a parent have to be involved?",
    expect: { includesAll: [/parent|guardian/i], includesAny: [/under 18/i, /minors?/i, /name/i, /consent/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can my kid do the new hampshire weekend? we're not at granite stage, we're from a different studio",
    expect: { includesAll: [/granite stage/i, [/students and alumni/i, /students or alumni/i, /private/i, /only/i]] },
  },

  // auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "what is the audition actually for? like will she get a job",
    expect: { includesAll: [[/upcoming projects/i, /music videos?/i, /film/i, /television|\btv\b/i], [/(?:not|no|doesn(?:'|’)?t|does not|never) guarantee/i, /isn(?:'|’)?t a guarantee/i, /no guarantee/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "can i do ONLY the audition at charleston and skip the classes",
    expect: { includesAll: [/audition only/i], includesAny: [/\bfree\b/i, /no cost/i, /\$0(?!\d)/] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "does my daughter need a professional headshot and resume to audition",
    expect: { includesAll: [[/not required/i, /\bno\b/i, /don(?:'|’)?t need/i, /isn(?:'|’)?t required/i, /neither is required/i, /optional/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "we cant make any of the tour dates, is there any other way my son can be seen?",
    expect: { includesAll: [[/submit talent/i, /submit-talent/i, /submit (?:your )?talent/i]] },
  },

  // scholarships and talent
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "do u guys do scholarships? money is tight this year",
    expect: { includesAll: [/scholarship/i], includesAny: [/apply/i, /\/scholarship/i, /application/i] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "when is the scholarship deadline for hartford",
    expect: { includesAll: [[/three weeks before/i, /3 weeks before/i]] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "if we get a scholarship does it also cover the hotel and gas? we'd be driving 4 hrs",
    expect: { includesAll: [[/travel/i, /accommodation/i, /hotel/i]], includesAny: [/doesn(?:'|’)?t cover/i, /don(?:'|’)?t cover/i, /does not cover/i, /do not cover/i, /not cover/i, /\bno\b/i] },
  },

  // policies
  {
    kind: "single",
    topic: "policies",
    ask: "if my daughter gets sick the week of, can we get our money back",
    expect: { includesAll: [REFUND_FINAL], includesAny: CONTACT },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "what happens if you guys change the date and we cant go on the new one",
    expect: { includesAll: [[/48\s*hours/i, /forty-eight hours/i], /credit/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "what if the event gets cancelled by you, do we get refunded?",
    expect: { includesAll: [/full refund/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "our niagara falls date moved and i missed the email by like a week. is my money just gone??",
    expect: { includesAll: [/credit/i], includesAny: [/never expires/i, /doesn(?:'|’)?t expire/i, /does not expire/i, /any city/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "we dont want our 9yo in your instagram videos. how do we opt out",
    expect: { includesAll: [[/hello@callboard\.dance/i, /email/i]], includesAny: [/before the event/i, /name and city/i, /dancer(?:'|’)?s name/i] },
  },

  // bring and expect
  {
    kind: "single",
    topic: "bring and expect",
    ask: "what shoes should she bring",
    expect: { includesAll: [/sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "what do you wear for an on camera class? anything to avoid",
    expect: { includesAll: [[/solid colou?rs?/i, /fitted/i]], includesAny: [/logos?/i, /busy prints?/i, /prints/i, /jewel(?:le)?ry/i] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "can parents stay and watch?",
    expect: { includesAll: [[/depends on (?:each |the )?studio/i, /studio(?:'|’)?s space/i, /space/i]], includesAny: [/check-in/i, /check in/i] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "when do we get the video clips from the day",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i]] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "how early should we get there",
    expect: { includesAll: [[/15 minutes/i, /fifteen minutes/i]] },
  },

  // teachers and city classes
  {
    kind: "single",
    topic: "teachers and city classes",
    ask: "who teaches the contemporary class at the boston one",
    expect: { includesAll: [/Liora Vantassel/i] },
  },
  {
    kind: "single",
    topic: "teachers and city classes",
    ask: "who is the stunt woman teaching at spokane? whats her background",
    expect: { includesAll: [/Rae Castellan/i] },
  },
  {
    kind: "single",
    topic: "teachers and city classes",
    ask: "is there a contemporary class at seattle too or only jazz and stuff",
    expect: {
      includesAll: [[/boston/i, /no contemporary/i, /doesn(?:'|’)?t (?:have|include) (?:a )?contemporary/i, /not (?:on|in|part of) (?:the )?seattle/i]],
      includesAny: [/jazz/i, /street/i, /theater|theatre/i, /funk/i],
    },
  },
  {
    kind: "single",
    topic: "teachers and city classes",
    ask: "does the spokane ticket come with anything extra like the acting program?",
    expect: { includesAll: [[/free month/i, /one month free/i, /month of (?:the )?acting for dancers/i]] },
  },
  {
    kind: "single",
    topic: "teachers and city classes",
    ask: "what is the choreographer's name and where did she go to school? want to look her up",
    expect: { notSure: true },
  },

  // mentorship and acting
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "when does the mentorship start and is there a minimum commitment",
    expect: { includesAll: [words(cohort.start), [new RegExp(`${cohort.minimumTermMonths}[- ]month`, "i"), /three months|three-month/i]] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "elite circle mentorship price per month?",
    expect: { includesAll: [priceFact("seattle", "mentorship_elite")] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "whats the difference between building and pro/growth mentorship",
    expect: { includesAll: [[/self-tape review/i, /self-tape/i, /career/i]], includesAny: [/group coaching/i, /class library/i, /everything in building/i] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "acting for dancers 3 pack - how much and how long do i have to use the sessions",
    expect: { includesAll: [priceFact("acting-for-dancers", "afd_3pack"), [/90 days/i, /ninety days/i]] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "acting for dancers: starter path vs steady growth path, whats the difference and prices",
    expect: {
      includesAll: [priceFact("acting-for-dancers", "afd_starter"), priceFact("acting-for-dancers", "afd_steady_growth"), [/four/i, /\b4\b/], [/eight/i, /\b8\b/]],
    },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "if i sign up for mentorship now when is the 2nd payment taken",
    expect: { includesAll: [words(cohort.recurringFrom)] },
  },

  // similar names
  {
    kind: "single",
    topic: "similar names",
    ask: "is the 'one class only' ticket the same thing as 'just a class'?",
    expect: { includesAll: [/victoria/i, /cypress/i] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "acting for dancers private session vs 3 pack, which is better value",
    expect: { includesAll: [priceFact("acting-for-dancers", "afd_private_session"), priceFact("acting-for-dancers", "afd_3pack")] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "new hampshire: whats the 'balance payment' thing vs the full weekend pass",
    expect: { includesAll: [[/deposit/i], [...moneyFact(nhBalance), ...moneyFact(nhDeposit)]] },
  },

  // places not visited, and things the site does not say
  {
    kind: "single",
    topic: "places not visited",
    ask: "are you coming to chicago at all this season",
    expect: { notSure: true },
  },
  {
    kind: "single",
    topic: "places not visited",
    ask: "dallas texas - do you know the venue yet? and the date",
    expect: { includesAll: [startDate("dallas"), [/coming soon/i, /not (?:yet )?(?:been )?(?:confirmed|announced)/i, /being confirmed/i, /to be confirmed/i, /\bTBC\b/i, /\bTBA\b/i]] },
  },
  {
    kind: "single",
    topic: "places not visited",
    ask: "is there parking at the seattle studio",
    expect: { notSure: true },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "can i give my ticket to my friend if i cant go",
    expect: { notSure: true },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "will there be a livestream of the day for grandparents who cant come?",
    expect: { notSure: true },
  },
];

// ---------------------------------------------------------------------------------------------// Off-topic questions: each must get the "not sure" reply

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const heldoutIOffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("can you help me solve 3x + 5 = 20 for my homework"),
  offTopic("whats the weather gonna be in seattle next weekend"),
  offTopic("my daughter sprained her ankle at practice, should we ice it or heat it"),
  offTopic("who won dancing with the stars last season"),
  offTopic("write me a short bio for my dance instagram page"),
  offTopic("best pointe shoe brand for wide feet?"),
  offTopic("how do i get my kid into juilliard"),
  offTopic("translate 'thank you for the amazing class' into spanish"),
  offTopic("is taylor swift touring again next year"),
];

// ---------------------------------------------------------------------------------------------
// Conversations

const victoriaTwo = total([["victoria-bc", "core", 2]]);

export const heldoutIConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Victoria core, then two, then the early bird code",
    turns: [
      { ask: "how much is the core experience in victoria", expect: { includesAll: [priceFact("victoria-bc", "core")] } },
      { ask: "and for 2?", expect: { includesAll: [moneyFact(victoriaTwo)] } },
      {
        ask: "is there an early bird code for it?",
        expect: { includesAll: [/VICTORIAEARLY20/i], includesAny: [new RegExp(`${victoriaEarly.percentOff ?? 0}\\s?%`), ...moneyFact(victoriaCoreEarly)] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Boston date and place, then Seattle",
    turns: [
      { ask: "when is the boston one", expect: { includesAll: [startDate("boston")] } },
      { ask: "where exactly is it", expect: { includesAll: [[words(venueName("boston")), streetFact("boston")]] } },
      {
        ask: "ok what about the seattle one, where's that",
        expect: { includesAll: [[words(venueName("seattle")), streetFact("seattle")]], excludes: [streetFact("boston"), words(venueName("boston"))] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship levels, the cheapest, then cancelling early",
    turns: [
      { ask: "can you explain the mentorship levels", expect: { includesAll: [/building/i, /growth/i, /elite circle/i] } },
      {
        ask: "which is cheapest per month",
        expect: { includesAll: [/building/i, [...priceFact("seattle", "mentorship_building"), ...priceFact("sherwood", "mentorship_building")]] },
      },
      {
        ask: "can i cancel after the first month if she doesnt like it",
        expect: { includesAll: [[new RegExp(`${cohort.minimumTermMonths}[- ]month`, "i"), /three months|three-month/i]] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "An 11-year-old in Orlando, two tickets, then upgrading the brother",
    turns: [
      {
        ask: "my daughter is 11 and wants to do orlando. what group is she in and what time does her group check in",
        expect: { includesAll: [[groupRange(orlandoGroups.juniors)], timeFact(slotTime("orlando", "juniors", "Check-in"))] },
      },
      {
        ask: "how much for her and her 14 yo brother, both core",
        expect: { includesAll: [moneyFact(total([["orlando", "core", 2]]))] },
      },
      {
        ask: "if he wants pro track after we've already paid, how much more is that",
        expect: { includesAll: [printedFact(boughtUpgrade("orlando", "core", "pro"), "orlando")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Scholarships, after buying, then applying",
    turns: [
      { ask: "do you offer scholarships", expect: { includesAll: [/scholarship/i], includesAny: [/yes/i, /apply/i, /available/i] } },
      {
        ask: "i already bought sherwood tickets, can i still apply and get the money back if i get one?",
        expect: { includesAll: [[REFUND_FINAL, /before (?:you )?buy/i, /already purchased/i, /normal policy/i]] },
      },
      {
        ask: "ok for next time how do i apply, she's 13",
        expect: { includesAll: [[/form/i, /\/scholarship/i, /scholarship page/i]], includesAny: [/parent/i, /guardian/i] },
      },
    ],
  },
];

export const heldoutIQuestionCount: number =
  heldoutISingleQuestions.length +
  heldoutIOffTopicQuestions.length +
  heldoutIConversations.reduce((sum, c) => sum + c.turns.length, 0);
