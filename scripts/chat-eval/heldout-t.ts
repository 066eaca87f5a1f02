/**
 * Held-out set T of the chat assistant (issue 40): written after the code freeze at commit c2cc8b7, from
 * the spec, the seed catalog, the site's content files and the forms' own validation, by someone who
 * never read the answerer, its docs or other sets' questions. It is scored once, and its questions are
 * never read by the people changing the assistant.
 *
 * Emphasis: a balanced cross-section of what real visitors ask (dancers, teens and adults, parents and
 * studio owners, before and after buying) across every topic of the site: each city page's own facts,
 * prices and totals, upgrades, discount codes, dates, venues, schedules, ages, auditions, policies,
 * credits, what to bring, footage, the online programs, scholarships and talent submissions. Yes/no
 * questions (about half answered No), either/or questions, comparisons between stops or tickets,
 * totals for several tickets, and conversations whose later turns lean on or switch away from earlier ones.
 *
 * Every figure (price, total, upgrade difference, discounted price, date, weekday, venue, street, time,
 * age limit, order limit, cohort date) is computed from the seed with the site's own functions; copy
 * facts are short phrases with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { actingForDancersPage } from "~/content/programs";
import { site } from "~/content/site";
import { cityCredits } from "~/content/city-sections";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
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

export type HeldoutTTopic =
  | "city pages"
  | "prices and totals"
  | "upgrades"
  | "codes"
  | "dates"
  | "venues"
  | "schedule"
  | "ages"
  | "auditions"
  | "policies"
  | "credits"
  | "what to bring"
  | "footage"
  | "online programs"
  | "scholarships and talent";

interface HeldoutTQuestion {
  kind: "single";
  topic: HeldoutTTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed

/** A printed figure as a pattern that does not match inside a larger one. */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" and "CA$227". */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

/** One offer's price at a stop, as a pattern. */
const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

/** The sum of several offers at one stop ([tier, quantity] pairs), as a pattern. */
function sumOf(slug: string, ...lines: Array<[string, number]>): RegExp {
  const first = lines[0];
  if (!first) throw new Error("no lines");
  const currency = seedPrice(slug, first[0]).currency;
  const amountMinor = lines.reduce((sum, [tier, n]) => sum + seedPrice(slug, tier).amountMinor * n, 0);
  return money({ amountMinor, currency });
}

/** A printed money string from seed-facts (cartUpgrade, boughtUpgrade), as a pattern. */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** An ISO date (2025-11-09) as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function isoDay(iso: string): RegExp {
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** A stop's first (or last) day as a pattern. */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return isoDay(iso);
}

/** A stop's year, from its first day. */
function yearOf(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return new RegExp(`\\b${iso.slice(0, 4)}\\b`);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The weekday of a stop's first day. */
function weekdayName(slug: string): string {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const name = WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()];
  if (!name) throw new Error(`bad weekday for ${slug}`);
  return name;
}
const weekdayOf = (slug: string): RegExp => new RegExp(`\\b${weekdayName(slug)}\\b`, "i");

/** A date written in words ("December 1, 2025") as a pattern for its month and day. */
function wordedDay(text: string): RegExp {
  const match = /^([A-Z][a-z]+) (\d{1,2})/.exec(text);
  if (!match) throw new Error(`not a worded date: ${text}`);
  const [, month = "", d = ""] = match;
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
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

/** A slot's time in a stop's schedule, by group, activity and day (first day unless told), as a pattern. */
function slotAt(slug: string, group: Group, activity: string, dayIndex = 0, title?: string): RegExp {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const table = tables.find((t) => t.group === group && (title === undefined || t.title === title));
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return timeRe(slot.time);
}

/** The activity at a given time in a titled table of a stop's schedule. */
function activityAt(slug: string, dayIndex: number, title: string, time: string): string {
  const table = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables.find((t) => t.title === title);
  const slot = table?.slots.find((s) => s.time === time);
  if (!slot) throw new Error(`${slug} has nothing at ${time} in ${title}`);
  return slot.activity;
}

/** Whether any table of a stop's schedule has an activity whose name contains `word`. */
function scheduleHas(slug: string, word: string): boolean {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  return days.some((d) => d.tables.some((t) => t.slots.some((s) => s.activity.toLowerCase().includes(word.toLowerCase()))));
}

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set|listed|posted)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** A reply that answers No (at the start or in plain words). */
const NO: readonly Fact[] = [
  /^\W*(no|nope|not|unfortunately|sorry)\b/i,
  /\b(isn'?t|aren'?t|doesn'?t|don'?t|won'?t|can'?t|cannot|not)\b/i,
];
/** A reply that opens with No: what a Yes answer must not do. */
const OPENS_NO = /^\W*(no|nope)\b/i;
/** A reply that opens with Yes: what a No answer must not do. */
const OPENS_YES = /^\W*(yes|yep|yeah|absolutely|of course|sure)\b/i;

// Figures that need more than one lookup.

const victoriaCode = seedDiscountCode("VICTORIAEARLY20");
const victoriaCore = seedPrice("victoria-bc", "core");
const victoriaCoreEarly: Money = { amountMinor: percentOff(victoriaCore.amountMinor, victoriaCode.percentOff ?? 0), currency: victoriaCore.currency };
const victoriaEarlyEnds = isoDay((victoriaCode.endsAt ?? "").slice(0, 10));

const bringAFriend = seedDiscountCode("BRINGAFRIEND25");
const bringAFriendOff = money({ amountMinor: (bringAFriend.amount ?? 0) * 100, currency: bringAFriend.currency ?? "USD" });
const london15 = seedDiscountCode("LONDON15");

const sherwoodTwoDays = seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor;
const sherwoodPass = seedPrice("sherwood", "weekend_pass");
const sherwoodSaving = money({ amountMinor: sherwoodTwoDays - sherwoodPass.amountMinor, currency: sherwoodPass.currency });
const sherwoodBothDays = money({ amountMinor: sherwoodTwoDays, currency: sherwoodPass.currency });

const maxCoreNashville = seedOffer("nashville", "core").maxPerOrder;

/** The youngest age the audition form accepts, found with the form's own schema. */
const minAuditionAge = (() => {
  for (let age = 0; age <= 30; age += 1) {
    const ok = auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age, parentName: "A Parent", consent: true }).success;
    if (ok) return age;
  }
  throw new Error("no audition age accepted");
})();

/** The minimum age of an opportunity page, from its seeded details ("Ages 16 and up"). */
function opportunityMinAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  const line = o?.details.find((d) => /^Ages \d+ and up/.test(d));
  const match = line ? /^Ages (\d+)/.exec(line) : null;
  if (!match?.[1]) throw new Error(`${slug} has no minimum age`);
  return Number(match[1]);
}
const skeletonCrewAge = opportunityMinAge("skeleton-crew-audition-registration");

/** The length of an Acting for Dancers private session, from its card ("One 50-minute private session"). */
const afdSessionMinutes = (() => {
  const line = actingForDancersPage.pricing.features.afd_private_session?.[0] ?? "";
  const match = /(\d+)-minute/.exec(line);
  if (!match?.[1]) throw new Error("no session length");
  return match[1];
})();

const cohortStart = wordedDay(mentorshipCohort.start);
const minimumTerm = new RegExp(`\\b(${mentorshipCohort.minimumTermMonths}|three)[- ]months?\\b`, "i");

const niagaraVenue = seedVenue("niagara-falls");
const nhVenue = seedVenue("new-hampshire");

// Checks on the seed the questions below rely on (fail loudly if the catalog changes under them).
if (scheduleHas("seattle", "stunt")) throw new Error("Seattle now has a stunts class");
if (weekdayName("sarasota") === "Saturday") throw new Error("Sarasota is now on a Saturday");
if (seedEvent("london").startsOn) throw new Error("London now has a date");
if (!seedEvent("atlanta").isCancelled) throw new Error("Atlanta is no longer cancelled");
if (seedPrice("springfield-va", "pro").amountMinor >= 40000) throw new Error("Springfield Pro Track is now $400 or more");
if (maxCoreNashville >= 15) throw new Error("Nashville now sells 15 Core tickets in one order");
if (skeletonCrewAge <= 14) throw new Error("the skeleton crew now takes 14-year-olds");
if (victoriaCode.city === "seattle") throw new Error("the Victoria code now works in Seattle");

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutTSingleQuestions: readonly HeldoutTQuestion[] = [
  // City pages' own facts
  {
    kind: "single",
    topic: "city pages",
    ask: "does the boston intensive have a contemporary class??",
    expect: { includesAll: [/contemporary/i], excludes: [OPENS_NO] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "who is teaching contemporary at boston",
    expect: { includesAll: ["Liora Vantassel"] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "is there a stunts for dancers class at the seattle one?",
    expect: { includesAll: [NO], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "do spokane tickets come with the free month of acting for dancers",
    expect: { includesAll: [/acting for dancers/i, [/free/i, /1 month|one month|a month/i]], excludes: [OPENS_NO] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "can anyone sign up for the new hampshire weekend? my daughter doesnt dance at that studio",
    expect: { includesAll: [NO, [nhVenue.name, /students and alumni/i]], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "was the atlanta date cancelled?",
    expect: { includesAll: [/cancel+ed/i], excludes: [OPENS_NO] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "for boise on nov 7, is that the full intensive or a masterclass",
    expect: { includesAll: [/masterclass/i], excludes: [OPENS_NO] },
  },

  // Prices and totals
  {
    kind: "single",
    topic: "prices and totals",
    ask: "how much is core experience in hartford",
    expect: { includesAll: [priceOf("hartford", "core")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "pro track price spokane vs sherwood?",
    expect: { includesAll: [priceOf("spokane", "pro"), priceOf("sherwood", "pro")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "3 core tickets for orlando, whats the total",
    expect: { includesAll: [sumOf("orlando", ["core", 3])] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "me and my two sisters want pro track at boise on november 8. total?",
    expect: { includesAll: [sumOf("boise", ["pro", 3])], excludes: [sumOf("boise-nov-7", ["pro", 3])] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "sherwood: is the weekend pass cheaper than buying saturday and sunday separately?",
    expect: { includesAll: [priceOf("sherwood", "weekend_pass"), [sherwoodBothDays, sherwoodSaving, /10\s?%/]], excludes: [OPENS_NO] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "victoria bc core price please (canadian?)",
    expect: { includesAll: [priceOf("victoria-bc", "core")], excludes: [priceOf("seattle", "core")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "is pro track in springfield va over $400?",
    expect: { includesAll: [NO, priceOf("springfield-va", "pro")], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "seattle - 2 core and 1 pro, how much altogether",
    expect: { includesAll: [sumOf("seattle", ["core", 2], ["pro", 1])] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "im a studio owner, can i buy 15 core tickets for nashville in one order",
    expect: { includesAll: [NO, new RegExp(`\\b${maxCoreNashville}\\b`)], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "niagara falls - which is cheaper, the masterclass only or core?",
    expect: { includesAll: [/masterclass/i, priceOf("niagara-falls", "masterclass_only"), priceOf("niagara-falls", "core")] },
  },

  // Upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "i already bought core for orlando. how much more to move up to pro track?",
    expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "i have hartford core in my cart, how much extra to switch it to pro",
    expect: { includesAll: [printed(cartUpgrade("hartford", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i buy the new hampshire pro track vip upgrade by itself?",
    expect: { includesAll: [NO, [/full weekend pass/i, /balance payment/i, /weekend (pass|ticket)/i]], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "do i keep the same qr code after upgrading?",
    expect: { includesAll: [/QR/i, [/same/i, /keeps?/i, /stays?/i]], excludes: [OPENS_NO] },
  },

  // Codes
  {
    kind: "single",
    topic: "codes",
    ask: "does VICTORIAEARLY20 work for seattle tickets",
    expect: { includesAll: [NO, /victoria/i], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "with the victoria early bird code what does core come down to",
    expect: { includesAll: [money(victoriaCoreEarly)] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "when does the victoria early bird end",
    expect: { includesAll: [victoriaEarlyEnds] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "can i still use SUMMER2025?",
    expect: { includesAll: [[/expired/i, /ended/i, /no longer/i, /not (valid|active)/i, /isn'?t (valid|active)/i, /\bover\b/i]], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "what does BRINGAFRIEND25 give me",
    expect: { includesAll: [bringAFriendOff, /core/i] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "can i use PROTRACK50 on boston pro track",
    expect: { includesAll: [NO, /hartford/i], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "is there any discount for london",
    expect: { includesAll: [[london15.code, new RegExp(`\\b${london15.percentOff}\\s?%`)]] },
  },

  // Dates
  {
    kind: "single",
    topic: "dates",
    ask: "what day of the week is the boston one",
    expect: { includesAll: [weekdayOf("boston")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "is sarasota on a saturday",
    expect: { includesAll: [weekdayOf("sarasota")], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "has london got a date yet",
    expect: {
      includesAll: [[/to be determined/i, /\bTBD\b/i, /to be announced/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /hasn'?t been (set|announced|confirmed)/i, /no date/i]],
      excludes: [OPENS_YES],
    },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "hartford - is that this year or next year?",
    expect: { includesAll: [dayOf("hartford"), yearOf("hartford")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "which comes first, boise (the nov 8 one) or victoria?",
    expect: { includesAll: [/boise/i, dayOf("boise"), dayOf("victoria-bc")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "what are the dates for new hampshire",
    expect: { includesAll: [dayOf("new-hampshire"), [/\b14\b/, dayOf("new-hampshire", "endsOn")]] },
  },

  // Venues
  {
    kind: "single",
    topic: "venues",
    ask: "where is the minneapolis intensive held",
    expect: { includesAll: [seedVenue("minneapolis").name], includesAny: [street("minneapolis")] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "address for boston studio?",
    expect: { includesAll: [street("boston")] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "is the madison venue confirmed",
    expect: { includesAll: [noVenue("madison-wi")], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "niagara falls studio - anything special about getting in?",
    expect: { includesAll: [/back of the building|rear|back entrance|at the back/i], includesAny: [niagaraVenue.name, street("niagara-falls")] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "is the buford one at lanier performing arts?",
    expect: { includesAll: [seedVenue("hoschton").name], excludes: [OPENS_NO] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "are both boise dates at the same studio",
    expect: { includesAll: [seedVenue("boise").name], excludes: [OPENS_NO] },
  },

  // Schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "what time do seniors check in at hartford",
    expect: { includesAll: [slotAt("hartford", "seniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "when is the pro track session in boston",
    expect: { includesAll: [slotAt("boston", "seniors", "Pro Track session")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "sherwood sunday, what time is the seniors audition",
    expect: { includesAll: [slotAt("sherwood", "seniors", "Audition", 1)] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "new hampshire saturday 9:30 in studio 2, what class is that",
    expect: { includesAll: [activityAt("new-hampshire", 0, "Studio 2", "9:30 AM")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "does the seattle junior group get a lunch break?",
    expect: { includesAll: [slotAt("seattle", "juniors", "Lunch break")], excludes: [OPENS_NO] },
  },

  // Ages
  {
    kind: "single",
    topic: "ages",
    ask: "my daughter is 12, would she be junior or senior in orlando",
    expect: { includesAll: [/senior/i, /12 to adult/i] },
  },
  {
    kind: "single",
    topic: "ages",
    ask: "is there a minimum age for the audition",
    expect: { includesAll: [new RegExp(`\\b${minAuditionAge}\\b`)] },
  },
  {
    kind: "single",
    topic: "ages",
    ask: "can my 14 yr old register for the skeleton crew audition",
    expect: { includesAll: [NO, new RegExp(`\\b${skeletonCrewAge}\\b`)], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "ages",
    ask: "can adults do the intensive too? im 34",
    expect: { includesAll: [[/all ages/i, /every age/i, /adults?/i]], excludes: [OPENS_NO] },
  },

  // Auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "is the audition free if i already have a core ticket",
    expect: { includesAll: [/free/i], excludes: [OPENS_NO] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if i audition am i guaranteed a part",
    expect: { includesAll: [NO], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "can i just come for the audition without doing the classes",
    expect: { includesAll: [/audition only/i], excludes: [OPENS_NO] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "my kid is 16, does a parent have to be on the audition registration",
    expect: { includesAll: [/parent|guardian/i], excludes: [OPENS_NO] },
  },

  // Policies
  {
    kind: "single",
    topic: "policies",
    ask: "if my son gets sick and can't come can i get a refund",
    expect: { includesAll: [/final/i], excludes: [OPENS_YES] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "the date changed, how long do i have to tell you what we want",
    expect: { includesAll: [/48 hours|48-hour|forty-eight hours/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "we paid for niagara falls in canadian dollars. if it becomes a credit can we use it at seattle?",
    expect: { includesAll: [NO, /currency|canadian|CAD/i], excludes: [OPENS_YES] },
  },

  // Credits
  {
    kind: "single",
    topic: "credits",
    ask: "what has the choreographer actually worked on",
    expect: { includesAny: cityCredits.map((c) => c.title) },
  },
  {
    kind: "single",
    topic: "credits",
    ask: "so a credit from a date change never expires, right?",
    expect: { includesAll: [/never expires|doesn'?t expire|does not expire|no expir|won'?t expire|non-expiring/i], excludes: [OPENS_NO] },
  },

  // What to bring
  {
    kind: "single",
    topic: "what to bring",
    ask: "what shoes should she bring",
    expect: { includesAll: [/sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "what to bring",
    ask: "does my daughter need a headshot to audition",
    expect: { includesAll: [NO], excludes: [OPENS_YES] },
  },

  // Footage
  {
    kind: "single",
    topic: "footage",
    ask: "do we get the videos from the day",
    expect: { includesAll: [/clips?/i, [/four weeks/i, /4 weeks/i, /email/i]] },
  },
  {
    kind: "single",
    topic: "footage",
    ask: "i dont want my kid on your instagram. can we opt out",
    expect: { includesAll: [[site.contactEmail, /email/i]], excludes: [OPENS_NO] },
  },
  {
    kind: "single",
    topic: "footage",
    ask: "how much is the cinematic demo reel",
    expect: { includesAll: [/appl(y|ication)/i], excludes: [/\$\d/] },
  },

  // Online programs
  {
    kind: "single",
    topic: "online programs",
    ask: "acting for dancers private session - price and how long is it",
    expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session"), new RegExp(`\\b${afdSessionMinutes}[- ]?min`, "i")] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "is acting for dancers all online?",
    expect: { includesAll: [/online|virtual/i], excludes: [OPENS_NO] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "starter path or steady growth, whats the difference",
    expect: { includesAll: [/four|4/i, /eight|8/i] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "is the acting 3 pack a one time payment?",
    expect: { includesAll: [/one-time|one time|single payment/i], excludes: [OPENS_NO] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "when does mentorship start and is there a minimum",
    expect: { includesAll: [cohortStart, minimumTerm] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "can i cancel elite circle after the first month?",
    expect: { includesAll: [minimumTerm], excludes: [OPENS_YES] },
  },

  // Scholarships and talent
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "do you do scholarships",
    expect: { includesAll: [/scholarship/i], excludes: [OPENS_NO] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "when do scholarship applications close",
    expect: { includesAll: [/three weeks|3 weeks/i] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "we can't make any of the dates, can she still be considered",
    expect: { includesAll: [/submit talent|submit-talent|submit your (talent|materials)/i], excludes: [OPENS_NO] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site does not know or sell these

export const heldoutTOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "will it rain in seattle on the day of the intensive?", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much does parking cost near the boston studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good places to eat near the orlando venue", expect: { notSure: true } },
  { kind: "off-topic", ask: "which hotel in sherwood is closest", expect: { notSure: true } },
  { kind: "off-topic", ask: "my ankle is swollen, should she still dance on it", expect: { notSure: true } },
  { kind: "off-topic", ask: "does broadway dance center have drop in classes on weekends", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much are flights from calgary to victoria in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats the best dance competition in texas this year", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you help my son with his algebra homework", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on the earlier ones or switch subject

export const heldoutTConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle prices, then the same ticket in Victoria",
    turns: [
      { ask: "how much is core in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
      { ask: "and pro?", expect: { includesAll: [priceOf("seattle", "pro")] } },
      {
        ask: "what about in victoria",
        expect: { includesAll: [priceOf("victoria-bc", "pro")], excludes: [priceOf("seattle", "pro")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A parent of an 11-year-old at Orlando",
    turns: [
      { ask: "my son is 11, which group would he be in at orlando", expect: { includesAll: [/junior/i, /11 and under/i] } },
      { ask: "what time does his group check in", expect: { includesAll: [slotAt("orlando", "juniors", "Check-in")] } },
      { ask: "and for 2 core tickets how much", expect: { includesAll: [sumOf("orlando", ["core", 2])] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood dates, studio, then scholarships",
    turns: [
      { ask: "when is sherwood", expect: { includesAll: [dayOf("sherwood"), [/\b25\b/, dayOf("sherwood", "endsOn")]] } },
      { ask: "where is it", expect: { includesAll: [seedVenue("sherwood").name], includesAny: [street("sherwood")] } },
      { ask: "ok and is there financial help for it? money is tight", expect: { includesAll: [/scholarship/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "A deposit holder at the New Hampshire studio weekend",
    turns: [
      {
        ask: "we paid the deposit for the granite stage weekend, how much is left to pay",
        expect: { includesAll: [priceOf("new-hampshire", "nh_balance_payment")] },
      },
      {
        ask: "can we add the vip pro track thing too? how much",
        expect: { includesAll: [priceOf("new-hampshire", "nh_protrack_vip")], excludes: [OPENS_NO] },
      },
      {
        ask: "so what's the total for both",
        expect: { includesAll: [sumOf("new-hampshire", ["nh_balance_payment", 1], ["nh_protrack_vip", 1])] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers, a price, then the refund policy",
    turns: [
      { ask: "what is acting for dancers", expect: { includesAll: [/online|virtual/i] } },
      { ask: "how much is the 3 pack", expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack")] } },
      { ask: "different question - if we buy it can we get a refund later?", expect: { includesAll: [/final/i], excludes: [OPENS_YES] } },
    ],
  },
];

export const heldoutTQuestionCount =
  heldoutTSingleQuestions.length +
  heldoutTOffTopicQuestions.length +
  heldoutTConversations.reduce((n, c) => n + c.turns.length, 0);
