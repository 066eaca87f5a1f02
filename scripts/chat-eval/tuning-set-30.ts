/**
 * Tuning set 30 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or
 * other sets' questions. A week of chat traffic from people who have already bought: their order,
 * what happens on the day and when their child's group dances, what to bring and wear, changes and
 * refunds, upgrades, and what comes after (footage, callbacks, mentorship, Acting for Dancers).
 *
 * Every figure (price, group total, upgrade difference, date, venue, street, time, cohort date,
 * minimum audition age, order limit, discount) is computed from the seed with the site's own
 * functions; copy facts are short phrases with alternatives. The clock is 2025-09-01, as in
 * scripts/eval-chat.ts.
 */
import { AGE_GROUP_LABELS, ADULT_AGE, auditionAgeGroup } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { UPGRADE_LINK_DAYS } from "~/domain/ticket-upgrade";
import { site } from "~/content/site";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
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

export type Tuning30Topic =
  | "orders and tickets"
  | "the day and times"
  | "bring and wear"
  | "changes and refunds"
  | "upgrades"
  | "prices and totals"
  | "dates and venues"
  | "ages and guardians"
  | "footage and callbacks"
  | "mentorship"
  | "acting for dancers";

interface Tuning30Question {
  kind: "single";
  topic: Tuning30Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed (fig/money as in tuning-set-22.ts)

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

/** A pattern for a printed money string from seed-facts (boughtUpgrade). */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A whole number standing alone ("10", not "100" or "10:00"). */
const num = (n: number): RegExp => new RegExp(`(?<![\\d$.:])${n}(?![\\d:,])`);

/** A month and day as a reply may write it: "November 9", "Nov 9", "Nov. 9th". */
function monthDay(month: number, day: number): RegExp {
  const name = MONTHS[month - 1];
  if (!name) throw new Error(`bad month ${month}`);
  return new RegExp(`(${name}|${name.slice(0, 3)}\\.?)\\s+${day}(?!\\d)`, "i");
}

/** A stop's first day as a reply would write it. */
function dayOf(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  return monthDay(m, d);
}

/** A stop's first day's weekday ("Friday"), from its seeded date. */
function weekdayOf(slug: string): string {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
}

/** A written date ("December 1, 2025") as a month-and-day pattern. */
function writtenDay(text: string): RegExp {
  const match = /^([A-Z][a-z]+) (\d{1,2}), \d{4}$/.exec(text);
  const month = match ? MONTHS.indexOf(match[1] ?? "") + 1 : 0;
  if (!match || month === 0) throw new Error(`not a written date: ${text}`);
  return monthDay(month, Number(match[2]));
}

/** An instant's calendar day in a time zone, as a month-and-day pattern. */
function zonedDay(instant: string, timeZone: string): RegExp {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, month: "numeric", day: "numeric" }).formatToParts(new Date(instant));
  const month = Number(parts.find((p) => p.type === "month")?.value);
  const day = Number(parts.find((p) => p.type === "day")?.value);
  return monthDay(month, day);
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

function scheduleTable(slug: string, group: Group, dayIndex = 0, title?: string) {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const table = tables.find((t) => t.group === group && (title === undefined || t.title === title));
  if (!table) throw new Error(`${slug} has no ${group} table on day ${dayIndex}`);
  return table;
}

/** A slot's time in a stop's schedule, by group, activity and day (first day unless told). */
function slotTime(slug: string, group: Group, activity: string, dayIndex = 0, title?: string): string {
  const slot = scheduleTable(slug, group, dayIndex, title).slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0, title?: string): RegExp =>
  timeRe(slotTime(slug, group, activity, dayIndex, title));

/** The venue's name and street. */
const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set|finali[sz]ed)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** Answers that say no / yes. */
const NO: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i, /\bnope\b/i, /\bonly\b/i];
const NO_STRICT: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i, /\bnope\b/i];
const YES: readonly Fact[] = [/\byes\b/i, /\byep\b/i, /\byeah\b/i, /\babsolutely\b/i, /\bof course\b/i, /\bcorrect\b/i, /that['’]?s right/i, /\bdefinitely\b/i];

const CONTACT = site.contactEmail;

// ---------------------------------------------------------------------------------------------
// Figures that need a little working out, all from the seed

/** The youngest age the audition form accepts (for a minor, with a guardian named). */
const MIN_AUDITION_AGE = (() => {
  for (let age = 0; age <= 30; age++) {
    const ok = auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age, parentName: "A Parent", consent: true }).success;
    if (ok) return age;
  }
  throw new Error("no audition age accepted");
})();
/** The form refuses an age below the minimum. */
if (auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age: MIN_AUDITION_AGE - 1, parentName: "A Parent", consent: true }).success) {
  throw new Error("the audition form accepts an age below its minimum");
}
/** A 17-year-old without a guardian is refused; the first age that needs none is ADULT_AGE. */
const needsGuardianAt17 = !auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age: ADULT_AGE - 1, consent: true }).success;
if (!needsGuardianAt17) throw new Error("the audition form lets a minor register without a guardian");

const ORDER_LIMIT = seedOffer("hartford", "core").maxPerOrder;

/** The Victoria early-bird code, its price and its last day. */
const victoriaCode = seedDiscountCode("VICTORIAEARLY20");
if (!victoriaCode.percentOff || !victoriaCode.endsAt) throw new Error("VICTORIAEARLY20 is not a dated percentage code");
const victoriaCore = seedPrice("victoria-bc", "core");
const victoriaEarlyCore = money({ amountMinor: percentOff(victoriaCore.amountMinor, victoriaCode.percentOff), currency: victoriaCore.currency });
const victoriaEarlyEnds = zonedDay(victoriaCode.endsAt, seedEvent("victoria-bc").timeZone);
const victoriaPercent = new RegExp(`${victoriaCode.percentOff}\\s?(%|percent)`, "i");
if (new Date(victoriaCode.endsAt).getTime() < new Date("2025-09-01T12:00:00Z").getTime()) throw new Error("the early bird has ended at the eval clock");

/** Currencies of stops used in credit questions. */
const currencyOf = (slug: string): string => seedPrice(slug, seedEvent(slug).page?.pricing.tiers[0] ?? "core").currency;
if (currencyOf("niagara-falls") === currencyOf("seattle")) throw new Error("Niagara Falls and Seattle share a currency");
if (currencyOf("victoria-bc") === currencyOf("sherwood")) throw new Error("Victoria and Sherwood share a currency");
if (currencyOf("victoria-bc") !== "CAD") throw new Error("Victoria is not priced in CAD");
const CAD: readonly Fact[] = [/\bCAD\b/i, /canadian/i, /C\$/, /CA\$/];

/** Atlanta is cancelled in the seed. */
if (!seedEvent("atlanta").isCancelled) throw new Error("Atlanta is not cancelled");

/** The same Pro Track price in Boston and Seattle. */
if (seedPrice("boston", "boston_pro_track").amountMinor !== seedPrice("seattle", "pro").amountMinor) throw new Error("Boston and Seattle Pro Track differ");
/** Sherwood's Building level is priced apart from Seattle's. */
if (seedPrice("sherwood", "mentorship_building").amountMinor === seedPrice("seattle", "mentorship_building").amountMinor) throw new Error("Building costs the same");

/** The cohort's dates. */
const cohortStart = writtenDay(mentorshipCohort.start);
const [firstMonth = "", firstYear = ""] = mentorshipCohort.firstPeriod.split(" ");
const cohortFirstPeriod = new RegExp(`${firstMonth}(\\s+${firstYear})?`, "i");
const NUMBER_WORDS: Record<number, string> = { 1: "one", 2: "two", 3: "three", 4: "four", 6: "six", 12: "twelve" };
const minimumTerm = new RegExp(`(\\b${mentorshipCohort.minimumTermMonths}|\\b${NUMBER_WORDS[mentorshipCohort.minimumTermMonths] ?? "§"})[- ]month`, "i");

/** Which New Hampshire studio the juniors use on Saturday. */
const nhJuniorStudio = scheduleTable("new-hampshire", "juniors", 0).title;
if (!nhJuniorStudio) throw new Error("the New Hampshire juniors table has no studio");

/** Hartford's age split is the standard one; a 13-year-old is a Senior. */
if ((seedEvent("hartford").page?.schedule?.ageGroups ?? "juniors_seniors") !== "juniors_seniors") throw new Error("Hartford's age groups changed");
const thirteenGroup = AGE_GROUP_LABELS[auditionAgeGroup(13)].split(" ")[0] ?? "";
/** Orlando splits at 11 and under; an 11-year-old is in the morning juniors group either way. */
if (seedEvent("orlando").page?.schedule?.ageGroups !== "eleven_and_twelve_plus") throw new Error("Orlando's age groups changed");


// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning30SingleQuestions: readonly Tuning30Question[] = [
  // Orders and tickets
  {
    kind: "single",
    topic: "orders and tickets",
    ask: "i bought 3 tickets for seattle but only put my own name in, where do i add my kids names??",
    expect: { includesAll: [[/regist/i], [/link/i, /order page/i, /confirmation email/i, /order email/i]] },
  },
  {
    kind: "single",
    topic: "orders and tickets",
    ask: "Do I have to register all three of my students right now, or can I add the last one later once I know who's coming?",
    expect: { includesAll: [[/later/i, /come back/i, /return/i, /any ?time/i, /the others/i]] },
  },
  {
    kind: "single",
    topic: "orders and tickets",
    ask: "whats the most tickets i can put in one order for hartford? buying for my whole studio",
    expect: { includesAll: [num(ORDER_LIMIT)] },
  },
  {
    kind: "single",
    topic: "orders and tickets",
    ask: "Do we need to print the tickets or can we just show them on my phone at the door?",
    expect: { includesAll: [[/phone/i], [/QR/i, /confirmation/i, /code/i]] },
  },
  {
    kind: "single",
    topic: "orders and tickets",
    ask: "got my confirmation for boston. when do we get the schedule + where to go?",
    expect: { includesAll: [[/week before/i, /a week/i, /one week/i, /7 days/i], [/day before/i, /the day prior/i]] },
  },
  {
    kind: "single",
    topic: "orders and tickets",
    ask: "I bought for my twins. Is it one QR code for the whole order or does each kid get their own?",
    expect: { includesAll: [[/each (student|dancer|child|kid|ticket)/i, /per (student|dancer|child|kid|ticket)/i, /their own/i, /own (QR|code|ticket)/i, /one (QR )?code (for|per) (each|every)/i]] },
  },

  // The day and times
  {
    kind: "single",
    topic: "the day and times",
    ask: "my son is 10, what time does he need to check in at the Hartford studio?",
    expect: { includesAll: [slotAt("hartford", "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "the day and times",
    ask: "what time is the audition for the older kids in seattle? my daughter is 14",
    expect: { includesAll: [slotAt("seattle", "seniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "the day and times",
    ask: "boston, my son has pro track and he's 15. what time is the pro track session?",
    expect: { includesAll: [slotAt("boston", "seniors", "Pro Track session")] },
  },
  {
    kind: "single",
    topic: "the day and times",
    ask: "sarasota seniors - when's the funk class",
    expect: { includesAll: [slotAt("sarasota", "seniors", "Funk")] },
  },
  {
    kind: "single",
    topic: "the day and times",
    ask: "Boston: what time does the 13 and up group check in?",
    expect: { includesAll: [slotAt("boston", "seniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "the day and times",
    ask: "is the boston intensive on a saturday?",
    expect: { includesAll: [NO_STRICT, new RegExp(weekdayOf("boston"), "i")] },
  },
  {
    kind: "single",
    topic: "the day and times",
    ask: "sherwood sunday, my 9yo is a junior. what time should she be there",
    expect: { includesAll: [slotAt("sherwood", "juniors", "Check-in", 1)] },
  },
  {
    kind: "single",
    topic: "the day and times",
    ask: "We have Pro Track at Sherwood. Is the Pro Track session on the Saturday or the Sunday, and what time?",
    expect: { includesAll: [/sunday/i, slotAt("sherwood", "seniors", "Pro Track session", 1)] },
  },
  {
    kind: "single",
    topic: "the day and times",
    ask: "for the new hampshire weekend which studio are the juniors in on saturday",
    expect: { includesAll: [nhJuniorStudio] },
  },
  {
    kind: "single",
    topic: "the day and times",
    ask: "spokane afternoon group, what time does stunts for dancers start",
    expect: { includesAll: [slotAt("spokane", "seniors", "Stunts for Dancers")] },
  },
  {
    kind: "single",
    topic: "the day and times",
    ask: "niagara falls studio: which door do we use? last time we went to the front and it was locked lol",
    expect: { includesAll: [[/back/i, /rear/i]] },
  },
  {
    kind: "single",
    topic: "the day and times",
    ask: "My daughter is 11 and we're going to Orlando. Is she in the morning group or the afternoon group?",
    expect: { includesAll: [[/morning/i, /junior/i, slotAt("orlando", "juniors", "Check-in")]], excludes: [/she('s| is) in the afternoon/i] },
  },
  {
    kind: "single",
    topic: "the day and times",
    ask: "how early should we get there before check in",
    expect: { includesAll: [/15\s?(min|-minute)/i] },
  },
  {
    kind: "single",
    topic: "the day and times",
    ask: "charleston wv - what time is the industry Q&A for the juniors?",
    expect: { includesAll: [slotAt("charleston-wv", "juniors", "Industry Q&A")] },
  },

  // Bring and wear
  {
    kind: "single",
    topic: "bring and wear",
    ask: "what should my daughter wear for the on camera day? is her sparkly competition costume ok",
    expect: { includesAll: [[/solid/i, /fitted/i, /plain/i], [/logo/i, /print/i, /sparkl/i, /costume/i, /busy/i, /distract/i]] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "Is lunch provided or do we pack our own?",
    expect: { includesAll: [[/lunch/i], [/bring/i, /pack/i]] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "does my son need a headshot and resume for the audition? he doesn't have either",
    expect: { includesAll: [NO_STRICT, [/headshot/i, /r[ée]sum[ée]/i, /photo/i]] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "can she wear her big hoop earrings during class",
    expect: { includesAll: [[/minimal/i, /swing/i, /remove/i, /take (them|it) out/i, /leave (them|it)/i, /avoid/i, /\bno\b/i, /not/i]] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "Can he just wear the sneakers he walks in with onto the studio floor?",
    expect: { includesAll: [NO, [/clean/i, /outside/i, /outdoor/i, /street shoes/i]] },
  },

  // Changes and refunds
  {
    kind: "single",
    topic: "changes and refunds",
    ask: "my daughter broke her wrist and can't dance at seattle anymore. can I get my money back?",
    expect: { includesAll: [[/final/i, /can'?t (give a )?refund/i, /cannot refund/i, /no refund/i, /not (be )?refund/i], CONTACT] },
  },
  {
    kind: "single",
    topic: "changes and refunds",
    ask: "I just saw atlanta got cancelled?? do I have to request my refund somewhere",
    expect: { includesAll: [[/full refund/i], [/original payment/i, /automatic/i, /don'?t need to/i, /no need/i, /do not need/i, /don'?t have to/i, /nothing (you need )?to do/i]] },
  },
  {
    kind: "single",
    topic: "changes and refunds",
    ask: "If you move the date of our city and we can't make the new date, what happens to our tickets?",
    expect: { includesAll: [/48/, [/credit/i]] },
  },
  {
    kind: "single",
    topic: "changes and refunds",
    ask: "I missed the date change email and didn't reply in time. did I lose what I paid?",
    expect: { includesAll: [[/credit/i], [/never expire/i, /not expire/i, /doesn'?t expire/i, /no expir/i, /won'?t expire/i]] },
  },
  {
    kind: "single",
    topic: "changes and refunds",
    ask: "We have a credit from Niagara Falls. Can we use it for the Seattle date?",
    expect: { includesAll: [NO_STRICT, [/currency/i, ...CAD]] },
  },
  {
    kind: "single",
    topic: "changes and refunds",
    ask: "can i get refunded for mentorship months we didnt use",
    expect: { includesAll: [NO_STRICT] },
  },
  {
    kind: "single",
    topic: "changes and refunds",
    ask: "If we sign up for mentorship can we cancel after just one month?",
    expect: { includesAll: [NO, minimumTerm] },
  },

  // Upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "I already have a Core ticket for Orlando. How much more is it to upgrade to Pro Track?",
    expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "bought core for seattle last week, what does it cost to move up to pro track now",
    expect: { includesAll: [printed(boughtUpgrade("seattle", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how do i actually upgrade a ticket i already paid for?",
    expect: { includesAll: [[/order number/i], [/link/i]] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how long does the upgrade link work for? mine says expired",
    expect: { includesAll: [new RegExp(`\\b${UPGRADE_LINK_DAYS}\\s?(days|-day)`, "i")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "After upgrading to Pro Track do we get a new QR code or is it the same one?",
    expect: { includesAll: [[/same (ticket )?(QR )?code/i, /keeps? (its |the |your )?(same )?(QR|code)/i, /same QR/i, /same ticket/i, /no new (QR )?code/i, /don'?t (need|get) a new/i]] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "Victoria - we bought core, how much extra to go to pro track?",
    expect: { includesAll: [printed(boughtUpgrade("victoria-bc", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "new hampshire: can I buy only the VIP upgrade? we don't have the weekend pass",
    expect: { includesAll: [NO, [/weekend pass/i, /balance/i]] },
  },

  // Prices and totals
  {
    kind: "single",
    topic: "prices and totals",
    ask: "we paid the deposit for the new hampshire weekend, how much is the balance payment?",
    expect: { includesAll: [priceOf("new-hampshire", "nh_balance_payment")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "how much for 2 more core tickets in seattle? my friend's kids want to come too",
    expect: { includesAll: [totalOf("seattle", "core", 2)] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "3 pro track tickets for orlando, what's the total",
    expect: { includesAll: [totalOf("orlando", "pro", 3)] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "Sherwood: is the weekend pass cheaper than buying Saturday and Sunday separately?",
    expect: { includesAll: [YES, priceOf("sherwood", "weekend_pass")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "victoria early bird code, what does core come to with it",
    expect: { includesAll: [[victoriaEarlyCore]] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "is the victoria early bird discount still going? until when",
    expect: { includesAll: [victoriaEarlyEnds], includesAny: [victoriaPercent, ...YES] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "Are the Victoria prices in US dollars?",
    expect: { includesAll: [NO_STRICT, CAD] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "Is Pro Track cheaper in Boston or in Seattle?",
    expect: { includesAll: [[/same/i, /both/i, /neither/i, /identical/i, /equal/i], priceOf("boston", "boston_pro_track")] },
  },

  // Dates and venues
  {
    kind: "single",
    topic: "dates and venues",
    ask: "whats the address of the boise studio for the nov 8 day",
    expect: { includesAll: [venueName("boise"), streetOf("boise")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "we have tickets for dallas, what's the studio address?",
    expect: { includesAll: [noVenue("dallas")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Is there a date for London yet?",
    expect: { includesAll: [[/to be determined/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled|determined)/i, /no date/i, /to be announced/i, /hasn'?t been/i, /no (confirmed )?date/i]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is nashville on nov 2 or nov 9?",
    expect: { includesAll: [dayOf("nashville")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Has the Madison WI venue been announced?",
    expect: { includesAll: [noVenue("madison-wi")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "springfield va is march 1 right?",
    expect: { includesAll: [YES, dayOf("springfield-va")] },
  },

  // Ages and guardians
  {
    kind: "single",
    topic: "ages and guardians",
    ask: "my youngest is 4, can she audition too with her big sister?",
    expect: { includesAll: [NO, num(MIN_AUDITION_AGE)] },
  },
  {
    kind: "single",
    topic: "ages and guardians",
    ask: "My son is 17 and wants to register for the audition on his own. Does he need me for it?",
    expect: { includesAll: [[...YES, /need/i, /required/i, /must/i], [/parent/i, /guardian/i]] },
  },
  {
    kind: "single",
    topic: "ages and guardians",
    ask: "hartford: my daughter just turned 13, is she juniors or seniors",
    expect: { includesAll: [new RegExp(thirteenGroup.replace(/s$/, ""), "i")], excludes: [/she('s| is| would be| will be) (in )?(the )?junior/i] },
  },
  {
    kind: "single",
    topic: "ages and guardians",
    ask: "can parents stay and watch the class?",
    expect: { includesAll: [[/depend/i, /studio'?s? space/i, /check-in/i]] },
  },

  // Footage and callbacks
  {
    kind: "single",
    topic: "footage and callbacks",
    ask: "when do we get the footage after the day?",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i]] },
  },
  {
    kind: "single",
    topic: "footage and callbacks",
    ask: "It's been a week since the audition and no callback. Does that mean she didn't get anything?",
    expect: { includesAll: [NO_STRICT, [/on file/i, /throughout the year/i, /future projects/i]] },
  },
  {
    kind: "single",
    topic: "footage and callbacks",
    ask: "how can we get a proper demo reel made from the footage",
    expect: { includesAll: [[/reel/i], [/application/i, /apply/i, CONTACT]] },
  },
  {
    kind: "single",
    topic: "footage and callbacks",
    ask: "if she does well at the audition is she guaranteed a part?",
    expect: { includesAll: [NO_STRICT, [/guarantee/i]] },
  },

  {
    kind: "single",
    topic: "footage and callbacks",
    ask: "is the audition part filmed as well or just the classes?",
    expect: { includesAll: [[/audition is filmed/i, /filmed too/i, /also filmed/i, /filmed as well/i, /both/i, ...YES]] },
  },

  // Mentorship
  {
    kind: "single",
    topic: "mentorship",
    ask: "if I sign my son up for mentorship today when does it actually start?",
    expect: { includesAll: [cohortStart] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "On the Seattle page, what's the difference in price between the Building and Elite Circle mentorship?",
    expect: { includesAll: [priceOf("seattle", "mentorship_building"), priceOf("seattle", "mentorship_elite")] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "does elite circle auto renew",
    expect: { includesAll: [[...YES, /renews? automatically/i, /auto-?renew/i]] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "which month does the first mentorship payment cover?",
    expect: { includesAll: [cohortFirstPeriod] },
  },

  // Acting for Dancers
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is acting for dancers in person at the intensive?",
    expect: { includesAll: [NO_STRICT, [/online/i, /virtual/i, /video/i]] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "3 pack or 3 separate private sessions, which is cheaper?",
    expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack"), totalOf("acting-for-dancers", "afd_private_session", 3)] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "We got the free month code with our Spokane ticket. How do I use it?",
    expect: { includesAll: [[/starter/i], [/promo/i, /code/i]] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "how long do we have to use the 3 pack sessions?",
    expect: { includesAll: [/90\s?days/i] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: the site cannot answer these; the honest reply is "I'm not sure" plus a contact

export const tuning30OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather supposed to be in seattle on november 9", expect: { notSure: true } },
  { kind: "off-topic", ask: "Where do we park at the Orlando Dance Collective?", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good hotels near the spokane studio? we're driving in the night before", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a good dance competition in texas for my daughter", expect: { notSure: true } },
  { kind: "off-topic", ask: "Do you sell dance shoes or costumes?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you run a summer sleepaway dance camp?", expect: { notSure: true } },
  { kind: "off-topic", ask: "best place to eat near Back Bay Movement Studios after the boston class?", expect: { notSure: true } },
  { kind: "off-topic", ask: "does the victoria studio have showers and a changing room", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much does a headshot photographer usually charge in hartford?", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on or switch away from the earlier ones

export const tuning30Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle family: both groups' times, then an upgrade",
    turns: [
      { ask: "we have 2 core tickets for seattle. what time do the juniors check in?", expect: { includesAll: [slotAt("seattle", "juniors", "Check-in")] } },
      { ask: "and the seniors?", expect: { includesAll: [slotAt("seattle", "seniors", "Check-in")] } },
      { ask: "ok how much to upgrade one of them to pro track", expect: { includesAll: [printed(boughtUpgrade("seattle", "core", "pro"))] } },
    ],
  },
  {
    kind: "conversation",
    title: "Hartford venue, then switching to Victoria",
    turns: [
      { ask: "where is the hartford one held?", expect: { includesAll: [venueName("hartford")] } },
      { ask: "what about victoria, what's the address there?", expect: { includesAll: [[venueName("victoria-bc"), streetOf("victoria-bc")]], excludes: [venueName("hartford")] } },
      { ask: "and how much is core in victoria", expect: { includesAll: [priceOf("victoria-bc", "core")], excludes: [venueName("hartford"), priceOf("hartford", "core")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend passes: a date change, no reply, then a credit elsewhere",
    turns: [
      { ask: "we bought sherwood weekend passes. what happens if the date moves?", expect: { includesAll: [/48/] } },
      { ask: "and if we don't reply in time?", expect: { includesAll: [[/credit/i], [/never expire/i, /not expire/i, /doesn'?t expire/i, /won'?t expire/i, /no expir/i]] } },
      { ask: "could we use that credit for victoria instead?", expect: { includesAll: [NO_STRICT, [/currency/i, ...CAD]] } },
    ],
  },
  {
    kind: "conversation",
    title: "After Boston: footage, callbacks, then mentorship",
    turns: [
      { ask: "when will we get footage from the boston day", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },
      { ask: "and if she gets picked for something how would we hear?", expect: { includesAll: [[/email/i], [/phone/i, /call/i]] } },
      { ask: "she wants to keep training after, when does the mentorship start?", expect: { includesAll: [cohortStart], excludes: [/four weeks|4 weeks/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers paths: two prices, then billing",
    turns: [
      { ask: "how much is the acting for dancers starter path?", expect: { includesAll: [priceOf("acting-for-dancers", "afd_starter")] } },
      { ask: "and steady growth?", expect: { includesAll: [priceOf("acting-for-dancers", "afd_steady_growth")] } },
      { ask: "is that charged every month?", expect: { includesAll: [NO_STRICT, [/one-time/i, /one time/i, /once/i, /single payment/i]] } },
    ],
  },
];

export const tuning30QuestionCount =
  tuning30SingleQuestions.length + tuning30OffTopicQuestions.length + tuning30Conversations.reduce((n, c) => n + c.turns.length, 0);
