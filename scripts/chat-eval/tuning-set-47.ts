/**
 * Tuning set 47 of the chat assistant (issue 40): written from the spec, the seed catalog, the city
 * pages' own copy (seed/city-copy.ts), the tier features, the online programs' pages, the FAQ, the
 * terms, scholarship and talent pages and the forms' own validation, by someone who never read the
 * answerer, its docs or other sets' questions. Emphasis: parents, teen and adult dancers and studio
 * owners, before and after buying: a balanced cross-section of every topic, with yes/no and
 * either/or questions (about half answered No), totals for several dancers, a child's age and group,
 * plans that change, and what a ticket or program includes.
 *
 * Every figure (price, total, upgrade, discount, date, weekday, venue, street, time, age limit, count
 * limit) is computed from the seed with the site's own functions; copy facts are short phrases with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { auditionAgeGroup } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { scheduleCopy } from "~/content/schedule";
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

export type Tuning47Topic =
  | "prices and totals"
  | "upgrades"
  | "codes"
  | "dates and venues"
  | "schedule"
  | "ages and groups"
  | "auditions"
  | "policies and credits"
  | "what to bring"
  | "footage"
  | "city pages"
  | "what's included"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and talent";

interface Tuning47Question {
  kind: "single";
  topic: Tuning47Topic;
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

/** Several tickets, possibly of several tiers, at one stop: [tier, count] pairs. */
function basketOf(slug: string, ...lines: Array<[string, number]>): RegExp {
  const first = lines[0];
  if (!first) throw new Error("empty basket");
  const currency = seedPrice(slug, first[0]).currency;
  const amountMinor = lines.reduce((sum, [tier, n]) => sum + seedPrice(slug, tier).amountMinor * n, 0);
  return money({ amountMinor, currency });
}

const totalOf = (slug: string, tier: string, n: number): RegExp => basketOf(slug, [tier, n]);

/** The difference between two prices at a stop (b - a). */
function differenceOf(slug: string, a: [string, number], b: [string, number]): RegExp {
  const pa = seedPrice(slug, a[0]);
  const pb = seedPrice(slug, b[0]);
  return money({ amountMinor: pb.amountMinor * b[1] - pa.amountMinor * a[1], currency: pa.currency });
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

/** A code's last day, in the tour's own zone (the date part of its seeded end). */
function codeEndDay(code: string): RegExp {
  const end = seedDiscountCode(code).endsAt;
  if (!end) throw new Error(`${code} has no end`);
  return isoDay(String(end).slice(0, 10));
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

type Group = "juniors" | "seniors" | "all";

/** The time of an activity in a stop's seeded schedule (day index, group, activity as written). */
function slotTime(slug: string, group: Group, activity: string, dayIndex = 0): RegExp {
  const schedule = seedEvent(slug).page?.schedule;
  const day = schedule?.days?.[dayIndex];
  const table = day?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return timeRe(slot.time);
}

/** The group label a dancer of this age sees on a stop's schedule ("Juniors (12 and under)"). */
function groupFor(slug: string, age: number): { name: RegExp; ages: RegExp } {
  const scheme = seedEvent(slug).page?.schedule?.ageGroups ?? "juniors_seniors";
  const labels = scheduleCopy.ageGroups[scheme];
  const key = auditionAgeGroup(age) === "12_and_under" ? "juniors" : "seniors";
  // The audition form's age split (12 | 13) differs from the 11 | 12 scheme: judge by the label itself.
  const label = scheme === "eleven_and_twelve_plus" ? (age <= 11 ? labels.juniors : labels.seniors) : labels[key];
  const m = /^(\w+) \((.+)\)$/.exec(label);
  if (!m?.[1] || !m[2]) throw new Error(`odd label ${label}`);
  return { name: new RegExp(`\\b${m[1]}`, "i"), ages: new RegExp(escapeRegExp(m[2]), "i") };
}

/** The venue's name and street of a stop. */
const venueName = (slug: string): RegExp => new RegExp(escapeRegExp(seedVenue(slug).name), "i");
const streetRe = (slug: string): RegExp => new RegExp(escapeRegExp(street(slug)).replace(/\\?\s+/g, "\\s+"), "i");

/** The youngest and oldest ages a schema accepts, found by asking the schema itself. */
function ageBounds(accepts: (age: number) => boolean): { min: number; max: number } {
  const ok = Array.from({ length: 131 }, (_, a) => a).filter(accepts);
  const min = ok[0];
  const max = ok[ok.length - 1];
  if (min === undefined || max === undefined) throw new Error("no age accepted");
  return { min, max };
}

const auditionAges = ageBounds(
  (age) =>
    auditionFormSchema.safeParse({
      fullName: "Test Dancer",
      email: "dancer@example.com",
      phone: "5550100",
      age,
      parentName: "Test Parent",
      consent: true,
    }).success,
);

/** The most links the talent form takes, found by asking its schema. */
const talentMaxLinks = (() => {
  let n = 1;
  const accepts = (k: number) =>
    applicationSchemas.talent.safeParse({
      fullName: "Test Dancer",
      email: "dancer@example.com",
      age: 30,
      links: Array.from({ length: k }, (_, i) => `https://example.com/${i}`),
    }).success;
  while (accepts(n + 1) && n < 100) n += 1;
  if (!accepts(n)) throw new Error("talent form refuses one link");
  return n;
})();
const talentNeedsLink = !applicationSchemas.talent.safeParse({
  fullName: "Test Dancer",
  email: "dancer@example.com",
  age: 30,
  links: [],
}).success;
if (!talentNeedsLink) throw new Error("the talent form no longer needs a link");

/** A number as a pattern that doesn't match inside a larger one. */
const num = (n: number): RegExp => new RegExp(`(?<![\\d.])${n}(?!\\d)`);
const numOrWord = (n: number, word: string): Fact[] => [num(n), new RegExp(`\\b${word}\\b`, "i")];

/** Replies that open with the wrong polarity. */
const NOT_YES: Fact = /^\W*(yes|yep|yeah|absolutely|of course|sure)\b/i;
const NOT_NO: Fact = /^\W*(no|nope|unfortunately not|sorry)\b/i;

const cad: Fact[] = [/\bCAD\b/, /canadian/i, /C\$/];
const usd: Fact[] = [/\bUSD\b/, /US dollars?/i, /U\.S\./i];

// ---------------------------------------------------------------------------------------------
// Facts computed once

const seattleGroup10 = groupFor("seattle", 10);
const seattleGroup12 = groupFor("seattle", 12);
const orlandoGroup12 = groupFor("orlando", 12);
const bostonGroup14 = groupFor("boston", 14);
const afdStarterOffer = seedPrice("acting-for-dancers", "afd_starter");
const afdSteadyOffer = seedPrice("acting-for-dancers", "afd_steady_growth");
if (afdSteadyOffer.amountMinor <= afdStarterOffer.amountMinor) throw new Error("Steady Growth is no longer dearer than Starter");
const sherwoodWeekendCheaper =
  seedPrice("sherwood", "weekend_pass").amountMinor < seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor;
if (!sherwoodWeekendCheaper) throw new Error("the Sherwood weekend pass no longer saves");

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning47SingleQuestions: readonly Tuning47Question[] = [
  // Prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the seattle intensive for my 2 girls, both doing core", expect: { includesAll: [totalOf("seattle", "core", 2)] } },
  { kind: "single", topic: "prices and totals", ask: "boston pro track price?", expect: { includesAll: [priceOf("boston", "boston_pro_track")] } },
  { kind: "single", topic: "prices and totals", ask: "victoria bc core experience cost, is that in canadian or us dollars", expect: { includesAll: [priceOf("victoria-bc", "core"), cad] } },
  { kind: "single", topic: "prices and totals", ask: "how much is london core in pounds", expect: { includesAll: [priceOf("london", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "im a studio owner bringing 5 dancers to sarasota, all core experience. total?", expect: { includesAll: [totalOf("sarasota", "core", 5)] } },
  { kind: "single", topic: "prices and totals", ask: "hartford: 2 core tickets and 1 pro track for my three kids, whats the total", expect: { includesAll: [basketOf("hartford", ["core", 2], ["pro", 1])] } },
  { kind: "single", topic: "prices and totals", ask: "cypress has a just a class option? how much", expect: { includesAll: [priceOf("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and totals", ask: "orlando core experince price pls", expect: { includesAll: [priceOf("orlando", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "sherwood: is the full weekend pass cheaper than buying day 1 and day 2 separately?", expect: { includesAll: [priceOf("sherwood", "weekend_pass"), [differenceOf("sherwood", ["weekend_pass", 1], ["core_day1", 2]), basketOf("sherwood", ["core_day1", 1], ["core_day2", 1])]], excludes: [NOT_NO] } },
  { kind: "single", topic: "prices and totals", ask: "whats the difference in price between core and pro track in charleston wv", expect: { includesAll: [differenceOf("charleston-wv", ["core", 1], ["pro", 1])] } },

  // Upgrades
  { kind: "single", topic: "upgrades", ask: "we already bought core for orlando, how much more to move up to pro track", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "my son has a seattle core ticket, upgrade to pro track costs what", expect: { includesAll: [printed(boughtUpgrade("seattle", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "upgrade from core to pro in victoria after buying - how much?", expect: { includesAll: [printed(boughtUpgrade("victoria-bc", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "how do i upgrade a ticket i already paid for? do i have to buy a new one", expect: { includesAny: [/order number/i, /upgrade link/i, /secure link/i, /pay the difference/i], excludes: [NOT_YES] } },

  // Codes
  { kind: "single", topic: "codes", ask: "with BRINGAFRIEND25 what would a seattle core ticket come to", expect: { includesAll: [afterAmount("seattle", "core", "BRINGAFRIEND25")] } },
  { kind: "single", topic: "codes", ask: "price of victoria core with the early bird code VICTORIAEARLY20?", expect: { includesAll: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20")] } },
  { kind: "single", topic: "codes", ask: "hartford pro track with PROTRACK50 comes to?", expect: { includesAll: [afterAmount("hartford", "pro", "PROTRACK50")] } },
  { kind: "single", topic: "codes", ask: "can i use PROTRACK50 for boston pro track", expect: { includesAll: [/hartford/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "codes", ask: "does SUMMER2025 still work?", expect: { includesAny: [/expired/i, /ended/i, /no longer/i, /not (currently )?valid/i, /isn'?t valid/i, isoDay(String(seedDiscountCode("SUMMER2025").endsAt).slice(0, 10))], excludes: [NOT_YES] } },
  { kind: "single", topic: "codes", ask: "can BRINGAFRIEND25 be used on a pro track ticket", expect: { includesAll: [/core/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "codes", ask: "until when is the victoria early bird code good", expect: { includesAll: [codeEndDay("VICTORIAEARLY20")] } },

  // Dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is boise and what day of the week", expect: { includesAll: [dayOf("boise"), weekdayOf("boise")] } },
  { kind: "single", topic: "dates and venues", ask: "boston is on a saturday right?", expect: { includesAll: [weekdayOf("boston"), dayOf("boston")], excludes: [NOT_YES] } },
  { kind: "single", topic: "dates and venues", ask: "where exactly is the hartford one held", expect: { includesAll: [venueName("hartford"), streetRe("hartford")] } },
  { kind: "single", topic: "dates and venues", ask: "niagara falls studio address?", expect: { includesAll: [streetRe("niagara-falls")] } },
  { kind: "single", topic: "dates and venues", ask: "which dates is sherwood", expect: { includesAll: [dayOf("sherwood"), /25/] } },
  { kind: "single", topic: "dates and venues", ask: "is there a date for london yet", expect: { includesAny: [/to be (determined|announced)/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no date yet/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "dates and venues", ask: "is the atlanta intensive still happening", expect: { includesAny: [/cancel/i], excludes: [NOT_YES] } },

  // Schedule
  { kind: "single", topic: "schedule", ask: "what time is check in for juniors in seattle", expect: { includesAll: [slotTime("seattle", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "seattle seniors - what time is the audition at the end", expect: { includesAll: [slotTime("seattle", "seniors", "Audition")] } },
  { kind: "single", topic: "schedule", ask: "charleston wv, my 15 yo - when does she need to check in", expect: { includesAll: [slotTime("charleston-wv", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "sherwood sunday seniors, what time is the pro track session", expect: { includesAll: [slotTime("sherwood", "seniors", "Pro Track session", 1)] } },
  { kind: "single", topic: "schedule", ask: "is there a lunch break for the younger kids in spokane, what time", expect: { includesAll: [slotTime("spokane", "juniors", "Lunch break")] } },

  // Ages and groups
  { kind: "single", topic: "ages and groups", ask: "my daughter is 12, is she a junior or a senior in seattle", expect: { includesAll: [seattleGroup12.name, seattleGroup12.ages] } },
  { kind: "single", topic: "ages and groups", ask: "son is 12, orlando. which group", expect: { includesAll: [orlandoGroup12.name, orlandoGroup12.ages] } },
  { kind: "single", topic: "ages and groups", ask: "my 4 year old wants to audition too, can she?", expect: { includesAll: [num(auditionAges.min)], excludes: [NOT_YES] } },
  { kind: "single", topic: "ages and groups", ask: "im 45 is it too late, can adults audition", expect: { includesAny: [/all ages/i, /adults?/i, /welcome/i], excludes: [NOT_NO] } },
  { kind: "single", topic: "ages and groups", ask: "my 16 yr old wants to register herself for the audition, does she need me on the form", expect: { includesAll: [/parent|guardian/i], excludes: [NOT_NO] } },
  { kind: "single", topic: "ages and groups", ask: "im 19, do i need a parent or guardian to sign up", expect: { excludes: [NOT_YES, /parent or guardian('s)? name is required/i], includesAny: [/under 18/i, /minors?/i, /no\b/i] } },
  { kind: "single", topic: "ages and groups", ask: "sherwood saturday - can my 8 yr old and 14 yr old dance in the same class", expect: { includesAny: [/all ages/i, /together/i, /side by side/i], excludes: [NOT_NO] } },
  { kind: "single", topic: "ages and groups", ask: "boston, my kid is 14 - what time does her group check in", expect: { includesAll: [bostonGroup14.name, slotTime("boston", "seniors", "Check-in")] } },

  // Auditions
  { kind: "single", topic: "auditions", ask: "does my daughter have to take the classes to audition or can she just audition", expect: { includesAny: [/audition only/i, /audition alone/i, /just (the )?audition/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "auditions", ask: "do i have to pay extra for the audition in charleston", expect: { includesAll: [/free/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "auditions", ask: "if he auditions is he guaranteed a part", expect: { includesAny: [/not guarantee/i, /doesn'?t guarantee/i, /no guarantee/i, /does not guarantee/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "auditions", ask: "headshot required to audition?", expect: { includesAny: [/not required/i, /neither is required/i, /don'?t need/i, /no\b/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "auditions", ask: "cant make any of the tour dates, can she still be considered", expect: { includesAny: [/submit talent/i, /submit your talent/i, /submit-talent/i], excludes: [NOT_NO] } },

  // Policies and credits
  { kind: "single", topic: "policies and credits", ask: "can i get a refund if our plans change", expect: { includesAny: [/all sales are final/i, /sales are final/i, /final/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "policies and credits", ask: "what happens to my money if you cancel the event", expect: { includesAll: [/full refund/i] } },
  { kind: "single", topic: "policies and credits", ask: "i have a credit from a seattle ticket, can i use it for victoria bc", expect: { includesAll: [[/currency/i, ...usd, ...cad]], excludes: [NOT_YES] } },
  { kind: "single", topic: "policies and credits", ask: "do credits expire?", expect: { includesAny: [/never expire/i, /does not expire/i, /doesn'?t expire/i, /don'?t expire/i, /no expir/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "policies and credits", ask: "can i give my daughter's boise ticket to her friend instead", expect: { notSure: true } },

  // What to bring
  { kind: "single", topic: "what to bring", ask: "what shoes should my son bring, sneakers or jazz shoes?", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "what to bring", ask: "should we pack lunch or is food provided", expect: { includesAll: [/lunch/i], includesAny: [/bring/i, /pack/i] } },
  { kind: "single", topic: "what to bring", ask: "what should she wear, is a sparkly costume ok", expect: { includesAny: [/solid colou?rs?/i, /fitted/i, /avoid (big logos|busy prints)/i], excludes: [NOT_YES] } },

  // Footage
  { kind: "single", topic: "footage", ask: "do we get the video of the class after", expect: { includesAny: [/four weeks/i, /4 weeks/i, /selected clips/i] } },
  { kind: "single", topic: "footage", ask: "i dont want my 9 yr old in your instagram posts, possible?", expect: { includesAny: [/email/i, /before the event/i, /keep (them|her|him) out/i], excludes: [NOT_NO] } },
  { kind: "single", topic: "footage", ask: "can i just buy the cinematic demo reel add on at checkout?", expect: { includesAny: [/application/i, /apply/i, /email/i], excludes: [NOT_YES] } },

  // City pages
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/Liora Vantassel/i] } },
  { kind: "single", topic: "city pages", ask: "spokane - does the ticket come with a free month of acting for dancers?", expect: { includesAll: [/free month/i], excludes: [NOT_NO] } },
  { kind: "single", topic: "city pages", ask: "can anyone sign up for the new hampshire weekend?", expect: { includesAll: [/Granite Stage/i], includesAny: [/students/i, /alumni/i, /private/i], excludes: [NOT_YES] } },

  // What's included
  { kind: "single", topic: "what's included", ask: "what does pro track include that core doesnt", expect: { includesAny: [/filmed for your reel/i, /personal feedback/i, /priority consideration/i] } },
  { kind: "single", topic: "what's included", ask: "does the audition only ticket include any classes", expect: { includesAny: [/no classes/i, /doesn'?t include/i, /does not include/i, /not include/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "what's included", ask: "boston core - is the contemporary class extra or included", expect: { includesAll: [/included/i] } },

  // Acting for Dancers
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers 3 pack price", expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack")] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers a monthly subscription?", expect: { includesAny: [/one-time/i, /one time/i, /never a subscription/i, /not a subscription/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers in person in LA or online", expect: { includesAny: [/online/i, /virtual/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "acting for dancers", ask: "starter path or steady growth for my 13 yr old, whats the difference in length and price", expect: { includesAll: [priceOf("acting-for-dancers", "afd_starter"), priceOf("acting-for-dancers", "afd_steady_growth"), [/four weeks?/i, /4 weeks?/i, /4-week/i, /four-week/i], [/eight weeks?/i, /8 weeks?/i, /8-week/i, /eight-week/i]] } },

  // Mentorship
  { kind: "single", topic: "mentorship", ask: "mentorship levels and monthly prices?", expect: { includesAll: [/Building/i, /Elite Circle/i, priceOf("seattle", "mentorship_building"), priceOf("seattle", "mentorship_growth"), priceOf("seattle", "mentorship_elite")] } },
  { kind: "single", topic: "mentorship", ask: "when does mentorship start and when is the 2nd payment", expect: { includesAll: [new RegExp(escapeRegExp(mentorshipCohort.start.replace(/, \d{4}$/, "")), "i"), new RegExp(escapeRegExp(mentorshipCohort.recurringFrom.replace(/, \d{4}$/, "")), "i")] } },
  { kind: "single", topic: "mentorship", ask: "can i cancel mentorship after the first month?", expect: { includesAll: [[num(mentorshipCohort.minimumTermMonths), /three/i]], includesAny: [/minimum/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "mentorship", ask: "does elite circle renew automatically", expect: { includesAny: [/renews automatically/i, /auto-?renew/i, /automatically renew/i], excludes: [NOT_NO] } },

  // Scholarships and talent
  { kind: "single", topic: "scholarships and talent", ask: "would a scholarship cover our hotel and travel to sherwood", expect: { includesAny: [/don'?t cover/i, /doesn'?t cover/i, /does not cover/i, /not cover/i], excludes: [NOT_YES] } },
  { kind: "single", topic: "scholarships and talent", ask: "when do scholarship applications close", expect: { includesAll: [/three weeks|3 weeks/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "submit talent form - how many links can i add, and do i need at least one", expect: { includesAll: [numOrWord(talentMaxLinks, "five"), [/at least one/i, /required/i, /need/i]] } },
  { kind: "single", topic: "scholarships and talent", ask: "already bought a ticket, can i still get a scholarship refund on it", expect: { includesAny: [/all sales are final/i, /apply before/i, /before you buy/i], excludes: [NOT_YES] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: what the site does not know or sell

export const tuning47OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "will it be raining in seattle on the day of the intensive", expect: { notSure: true } },
  { kind: "off-topic", ask: "any hotel near the boston studio you recommend", expect: { notSure: true } },
  { kind: "off-topic", ask: "is your intensive better than broadway dance center's summer program", expect: { notSure: true } },
  { kind: "off-topic", ask: "my daughter sprained her ankle last week, is it safe for her to dance at orlando", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell pointe shoes or dancewear", expect: { notSure: true } },
  { kind: "off-topic", ask: "cheapest flights to victoria bc from calgary?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you run a year-round ballet company my son could join in nashville", expect: { notSure: true } },
  { kind: "off-topic", ask: "good restaurants near the sherwood studio for dinner after", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you help me with my kid's math homework", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on or switch away from the earlier turn

export const tuning47Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent prices Seattle for a 10-year-old, then switches to Boston",
    turns: [
      { ask: "how much is seattle for my 10 yr old", expect: { includesAll: [priceOf("seattle", "core")] } },
      { ask: "and which group would she be in", expect: { includesAll: [seattleGroup10.name, seattleGroup10.ages] } },
      { ask: "actually boston might work better for us, what day is that one", expect: { includesAll: [dayOf("boston"), weekdayOf("boston")], excludes: [dayOf("seattle")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner books six dancers for Charleston",
    turns: [
      { ask: "studio owner here, 6 dancers core experience at charleston wv, total?", expect: { includesAll: [totalOf("charleston-wv", "core", 6)] } },
      { ask: "when is it again", expect: { includesAll: [dayOf("charleston-wv")] } },
      { ask: "and the studio address so i can book the bus", expect: { includesAll: [streetRe("charleston-wv")], includesAny: [venueName("charleston-wv"), /Charleston/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "A teen asks about mentorship billing",
    turns: [
      { ask: "how much is the building mentorship", expect: { includesAll: [priceOf("seattle", "mentorship_building")] } },
      { ask: "when would i get charged first", expect: { includesAll: [new RegExp(escapeRegExp(mentorshipCohort.start.replace(/, \d{4}$/, "")), "i")] } },
      { ask: "could i stop after 2 months?", expect: { includesAll: [[num(mentorshipCohort.minimumTermMonths), /three/i]], excludes: [NOT_YES] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria prices with the early bird code",
    turns: [
      { ask: "victoria core price", expect: { includesAll: [priceOf("victoria-bc", "core")] } },
      { ask: "with the early bird code?", expect: { includesAll: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20")] } },
      { ask: "and pro track with the same code", expect: { includesAll: [afterPercent("victoria-bc", "pro", "VICTORIAEARLY20")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A family's plans change after buying Orlando",
    turns: [
      { ask: "we bought orlando tickets but now we cant go, can we get our money back", expect: { includesAny: [/all sales are final/i, /sales are final/i], excludes: [NOT_YES] } },
      { ask: "what if you guys move the date?", expect: { includesAll: [/48 hours/i] } },
      { ask: "and if i miss that email and dont reply", expect: { includesAll: [/credit/i], includesAny: [/never expire/i, /does not expire/i, /doesn'?t expire/i, /no expir/i] } },
    ],
  },
];

export const tuning47QuestionCount =
  tuning47SingleQuestions.length +
  tuning47OffTopicQuestions.length +
  tuning47Conversations.reduce((sum, c) => sum + c.turns.length, 0);
