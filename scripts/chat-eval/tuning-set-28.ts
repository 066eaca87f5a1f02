/**
 * Tuning set 28 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or
 * other sets' questions. A busy week of chat traffic: about a third parents on phones (typos, no
 * punctuation), a third teen dancers (slang), a third adult dancers and studio owners (full sentences,
 * group orders). Many yes/no questions (about half answered No), a few either/or questions and a few
 * that compare two stops or two products.
 *
 * Every figure (price, group total, upgrade difference, date, venue, street, time, cohort date,
 * minimum audition age, order limit, discount) is computed from the seed with the site's own
 * functions; copy facts are short phrases with alternatives. The clock is 2025-09-01, as in
 * scripts/eval-chat.ts.
 */
import { ADULT_AGE } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
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

export type Tuning28Topic =
  | "prices"
  | "group orders"
  | "upgrades and codes"
  | "dates"
  | "venues"
  | "schedule"
  | "ages and parents"
  | "auditions"
  | "policies"
  | "bring and wear"
  | "mentorship"
  | "acting for dancers"
  | "scholarships and opportunities"
  | "cancelled, private and unconfirmed stops";

interface Tuning28Question {
  kind: "single";
  topic: Tuning28Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed (as in tuning-set-22.ts)

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

/** An ISO date or a "Month D, YYYY" text as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function dayRe(month: string, d: number): RegExp {
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** A stop's first (or last) day as a pattern. */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`${slug} has a bad date ${iso}`);
  return dayRe(month, d);
}

/** A worded date ("December 1, 2025") as a pattern. */
function wordedDay(text: string): RegExp {
  const match = /^([A-Z][a-z]+) (\d{1,2}), \d{4}$/.exec(text);
  if (!match || !MONTHS.includes(match[1] ?? "")) throw new Error(`not a worded date: ${text}`);
  return dayRe(match[1] ?? "", Number(match[2]));
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
function slotTime(slug: string, group: Group, activity: string, dayIndex = 0): string {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const table = tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0): RegExp => timeRe(slotTime(slug, group, activity, dayIndex));

/** Whether a stop's schedule has an activity at all (any day, any group). */
function scheduleHas(slug: string, activity: string): boolean {
  return (seedEvent(slug).page?.schedule?.days ?? []).some((d) => d.tables.some((t) => t.slots.some((s) => s.activity === activity)));
}

/** The venue's name and street as facts. */
const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** A stop that must be cancelled in the seed. */
function cancelled(slug: string): readonly Fact[] {
  if (!seedEvent(slug).isCancelled) throw new Error(`${slug} is not cancelled`);
  return [/cancel+ed/i, /cancel+ation/i];
}

/** A stop that must be upcoming at the eval clock. */
function upcoming(slug: string): string {
  const iso = seedEvent(slug).startsOn;
  if (!iso || new Date(`${iso}T23:59:59-08:00`) < EVAL_CLOCK) throw new Error(`${slug} is not upcoming`);
  return slug;
}

/** The polarity words of a yes/no answer. */
const YES: readonly Fact[] = [/\byes\b/i, /\byep\b/i, /\byeah\b/i, /\babsolutely\b/i, /\bdefinitely\b/i, /\bof course\b/i];
const NO: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i];

/** A figure difference as money in one currency. */
function diff(a: Money, b: Money): RegExp {
  if (a.currency !== b.currency) throw new Error("currencies differ");
  return money({ amountMinor: Math.abs(a.amountMinor - b.amountMinor), currency: a.currency });
}

// ---------------------------------------------------------------------------------------------
// Figures from the seed and the site's own rules

/** The youngest age the audition form accepts, by its own schema. */
const MIN_AUDITION_AGE: number = (() => {
  for (let age = 0; age <= 30; age++) {
    const ok = auditionFormSchema.safeParse({
      fullName: "Test Dancer",
      email: "dancer@example.com",
      phone: "555-0100",
      age,
      parentName: "Test Parent",
      consent: true,
    }).success;
    if (ok) return age;
  }
  throw new Error("no audition age accepted");
})();

/** Whether the audition form accepts a minor without a parent or guardian name. */
const minorWithoutParentOk = (age: number): boolean =>
  auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "dancer@example.com", phone: "555-0100", age, consent: true }).success;
if (minorWithoutParentOk(ADULT_AGE - 2)) throw new Error("the audition form accepts a minor without a parent");
if (!minorWithoutParentOk(ADULT_AGE)) throw new Error("the audition form refuses an adult without a parent");
if (auditionFormSchema.safeParse({ fullName: "T", email: "t@example.com", phone: "1", age: MIN_AUDITION_AGE - 1, parentName: "P", consent: true }).success)
  throw new Error("the minimum audition age is wrong");

/** The most tickets of one offer in one order. */
const MAX_PER_ORDER = seedOffer("seattle", "core").maxPerOrder;
if (seedOffer("cypress", "core").maxPerOrder !== MAX_PER_ORDER) throw new Error("order limits differ between stops");

/** Victoria's early-bird code: 20% off Core and Pro, city-limited, not yet ended at the clock. */
const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
if (victoriaEarly.percentOff === undefined || victoriaEarly.city !== "victoria-bc") throw new Error("VICTORIAEARLY20 changed");
if (!victoriaEarly.endsAt || new Date(victoriaEarly.endsAt) <= EVAL_CLOCK) throw new Error("VICTORIAEARLY20 is over at the clock");
const victoriaCoreEarly = money({
  amountMinor: percentOff(seedPrice("victoria-bc", "core").amountMinor, victoriaEarly.percentOff),
  currency: seedPrice("victoria-bc", "core").currency,
});
const victoriaEarlyPercent = fig(`${victoriaEarly.percentOff}%`);
const victoriaEarlyEnds = (() => {
  const [, m = 0, d = 0] = (victoriaEarly.endsAt ?? "").slice(0, 10).split("-").map(Number);
  return dayRe(MONTHS[m - 1] ?? "", d);
})();

/** Hartford's Pro Track code: a fixed amount off Pro Track, Hartford only. */
const hartfordPro = seedDiscountCode("PROTRACK50");
if (hartfordPro.amount === undefined || hartfordPro.city !== "hartford" || !hartfordPro.eligibleTiers.includes("pro")) throw new Error("PROTRACK50 changed");
const hartfordProAfterCode = money({
  amountMinor: seedPrice("hartford", "pro").amountMinor - hartfordPro.amount * 100,
  currency: seedPrice("hartford", "pro").currency,
});

/** The bring-a-friend code: Core tickets only, not Pro Track. */
const bringAFriend = seedDiscountCode("BRINGAFRIEND25");
if (bringAFriend.eligibleTiers.includes("pro") || !bringAFriend.eligibleTiers.includes("core")) throw new Error("BRINGAFRIEND25 changed");

/** The summer newsletter code ended before the clock. */
const summer = seedDiscountCode("SUMMER2025");
if (!summer.endsAt || new Date(summer.endsAt) > EVAL_CLOCK) throw new Error("SUMMER2025 is still running at the clock");

/** Mentorship cohort figures. */
const cohortStart = wordedDay(mentorshipCohort.start);
const minimumTerm = mentorshipCohort.minimumTermMonths;
if (minimumTerm < 2) throw new Error("the mentorship minimum changed");
const minimumTermRe: readonly Fact[] = [new RegExp(`\\b${minimumTerm}[- ]month`, "i"), new RegExp(`\\b${["zero", "one", "two", "three", "four", "five", "six"][minimumTerm] ?? "x"}[- ]month`, "i"), new RegExp(`${minimumTerm} months`, "i")];

/** Skeleton Crew and shadowing age limits, from the opportunities' own details. */
function opportunityMinAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  const line = o?.details.find((d) => /^Ages \d+ and up/.test(d));
  const age = line ? Number(/^Ages (\d+)/.exec(line)?.[1]) : NaN;
  if (!Number.isFinite(age)) throw new Error(`${slug} has no age line`);
  return age;
}
const skeletonCrewAge = opportunityMinAge("skeleton-crew-audition-registration");
const shadowChoreographerAge = opportunityMinAge("shadowing-opportunity-choreographer");

/** The Niagara studio's access note (the one venue with parking words). */
const niagaraNotes = seedVenue("niagara-falls").notes ?? "";
if (!/rear lot/i.test(niagaraNotes) || !/back of the building/i.test(niagaraNotes)) throw new Error("Niagara's venue notes changed");

/** Stops whose schedule has no Stunts for Dancers slot (checked, so the question stays fair). */
if (scheduleHas("seattle", "Stunts for Dancers")) throw new Error("Seattle now has stunts");
if (!scheduleHas("spokane", "Stunts for Dancers")) throw new Error("Spokane lost its stunts class");
if (!scheduleHas("boston", "Contemporary")) throw new Error("Boston lost its contemporary class");

/** Yes/no and either/or answers, checked against the seed so each question keeps its polarity. */
const amount = (slug: string, tier: string): number => seedPrice(slug, tier).amountMinor;
if (amount("spokane", "core_day1") === amount("seattle", "core")) throw new Error("Spokane and Seattle now cost the same");
if (seedEvent("boston").venue === seedEvent("hartford").venue) throw new Error("Boston and Hartford share a studio");
if (!(amount("niagara-falls", "core") < amount("victoria-bc", "core"))) throw new Error("Niagara Falls is no longer the cheaper Core");
if (!((seedEvent("boone").startsOn ?? "") < (seedEvent("boise").startsOn ?? ""))) throw new Error("Boone no longer comes before Boise");
if (!(amount("sherwood", "weekend_pass") < amount("sherwood", "core_day1") + amount("sherwood", "core_day2"))) throw new Error("the weekend pass is no cheaper");
if (!(amount("acting-for-dancers", "afd_3pack") < 3 * amount("acting-for-dancers", "afd_private_session"))) throw new Error("the 3 Pack is no cheaper");
const saratogaWeekday = new Date(`${seedEvent("saratoga-springs").startsOn ?? ""}T12:00:00Z`).getUTCDay();
const saratogaIsSaturday = saratogaWeekday === 6;
if (seedEvent("saratoga-springs").startsOn?.slice(5, 7) !== "12") throw new Error("Saratoga Springs moved out of December");

// Charleston sets no upgrade price of its own, so a bought upgrade costs the price difference, as the upgrade page says.
if (seedOffer("charleston-wv", "core").rule.upgrade) throw new Error("Charleston now sets its own upgrade price");
if (seedEvent("savannah").startsOn?.slice(5, 7) !== "10") throw new Error("Savannah moved out of October");

/** The New Hampshire weekend is a private studio event. */
const nhStudio = seedVenue("new-hampshire").name;

// ---------------------------------------------------------------------------------------------
// Single questions

const ageJunior: readonly Fact[] = [/junior/i, /12 and under/i, /under 13/i];
const ageSenior: readonly Fact[] = [/senior/i, /13 and up/i, /13\+/i, /13 and (over|older)/i];

export const tuning28SingleQuestions: readonly Tuning28Question[] = [
  // --- prices
  {
    kind: "single",
    topic: "prices",
    ask: "how much is seattle",
    expect: { includesAll: [priceOf(upcoming("seattle"), "core")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "whats the price for pro track in boise? my daughter wants the filmed session",
    expect: { includesAll: [priceOf(upcoming("boise"), "pro")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "yo how much is the just a class ticket in cypress",
    expect: { includesAll: [priceOf(upcoming("cypress"), "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "Could you tell me what the Core Experience costs at the Orlando stop, and what Pro Track costs there?",
    expect: { includesAll: [priceOf(upcoming("orlando"), "core"), priceOf("orlando", "pro")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "is spokane the same price as seattle for the core day",
    expect: {
      includesAll: [NO, priceOf(upcoming("spokane"), "core_day1"), priceOf("seattle", "core")],
    },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "victoria bc core experience price?? is that in canadian",
    expect: { includesAll: [priceOf(upcoming("victoria-bc"), "core"), [/CAD/i, /canadian/i, /C\$/]] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "which is cheaper for core, niagara falls or victoria",
    expect: {
      includesAll: [/niagara/i, priceOf(upcoming("niagara-falls"), "core"), priceOf("victoria-bc", "core")],
    },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "whats the masterclass only price at the boise nov 7 masterclass",
    expect: { includesAll: [priceOf(upcoming("boise-nov-7"), "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "For Sherwood, is the weekend pass cheaper than buying the Saturday and Sunday tickets separately?",
    expect: {
      includesAll: [
        YES,
        priceOf(upcoming("sherwood"), "weekend_pass"),
        [money({ amountMinor: seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor, currency: "USD" }), priceOf("sherwood", "core_day1")],
      ],
    },
  },

  // --- group orders
  {
    kind: "single",
    topic: "group orders",
    ask: "I own a studio and want to bring 6 of my seniors to Charleston WV for the Core Experience. What would the total be?",
    expect: { includesAll: [totalOf(upcoming("charleston-wv"), "core", 6)] },
  },
  {
    kind: "single",
    topic: "group orders",
    ask: `can i buy ${MAX_PER_ORDER + 2} core tickets in one order for my team in hartford`,
    expect: { includesAll: [NO, fig(String(MAX_PER_ORDER))] },
  },
  {
    kind: "single",
    topic: "group orders",
    ask: "me and my 2 friends want pro track at springfield va how much all together",
    expect: { includesAll: [totalOf(upcoming("springfield-va"), "pro", 3)] },
  },
  {
    kind: "single",
    topic: "group orders",
    ask: "We are a group of 4 from Vancouver Island. How much would 4 Core Experience tickets in Victoria come to?",
    expect: { includesAll: [totalOf("victoria-bc", "core", 4)] },
  },

  // --- upgrades and codes
  {
    kind: "single",
    topic: "upgrades and codes",
    ask: "I already bought core for charleston wv, how much to upgrade to pro track",
    expect: { includesAll: [printed(boughtUpgrade(upcoming("charleston-wv"), "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades and codes",
    ask: "i have a core ticket in my cart for boise, whats the difference if i switch it to pro",
    expect: { includesAll: [printed(cartUpgrade("boise", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades and codes",
    ask: "is there an early bird for victoria?",
    expect: { includesAll: [YES, victoriaEarlyPercent], includesAny: [/VICTORIAEARLY20/i, victoriaCoreEarly, victoriaEarlyEnds] },
  },
  {
    kind: "single",
    topic: "upgrades and codes",
    ask: "what would core in victoria cost with the early bird code",
    expect: { includesAll: [victoriaCoreEarly] },
  },
  {
    kind: "single",
    topic: "upgrades and codes",
    ask: "does BRINGAFRIEND25 work on a pro track ticket",
    expect: { includesAll: [NO, [/core/i]] },
  },
  {
    kind: "single",
    topic: "upgrades and codes",
    ask: "can i still use the SUMMER2025 code",
    expect: { includesAll: [NO, [/expired/i, /ended/i, /no longer/i, /over/i, /August 31|Aug\.? 31/i]] },
  },
  {
    kind: "single",
    topic: "upgrades and codes",
    ask: "I have the PROTRACK50 code. What would Pro Track in Hartford cost after it?",
    expect: { includesAll: [hartfordProAfterCode] },
  },
  {
    kind: "single",
    topic: "upgrades and codes",
    ask: "can i use the protrack50 code for pro track in boston",
    expect: { includesAll: [NO, /hartford/i] },
  },

  // --- dates
  {
    kind: "single",
    topic: "dates",
    ask: "when is nashville",
    expect: { includesAll: [dayOf(upcoming("nashville"))] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "what day is the boston one",
    expect: { includesAll: [dayOf(upcoming("boston"))] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "is sherwood just one day or 2",
    expect: { includesAll: [[/two/i, /\b2\b/, /both days/i, /weekend/i], dayOf(upcoming("sherwood")), dayOf("sherwood", "endsOn")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "Is the Savannah intensive in October?",
    expect: { includesAll: [YES, dayOf(upcoming("savannah"))] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "hartford date? is it this year",
    expect: { includesAll: [dayOf(upcoming("hartford")), [/2026/, /next year/i]] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "which comes first, boone or boise?",
    expect: { includesAll: [/boone/i, dayOf(upcoming("boone")), dayOf(upcoming("boise"))] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "when is the london one happening",
    expect: { includesAll: [[/to be determined/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no date/i, /hasn['’]?t been (set|announced)/i, /to be announced/i]] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "is saratoga springs on a saturday in december",
    expect: { includesAll: [saratogaIsSaturday ? YES : NO, dayOf(upcoming("saratoga-springs"))] },
  },

  // --- venues
  {
    kind: "single",
    topic: "venues",
    ask: "where is the seattle class held",
    expect: { includesAll: [venueName("seattle")], includesAny: [streetOf("seattle"), /Leary/i] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "address for cypress tx pls",
    expect: { includesAll: [streetOf(upcoming("cypress"))] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "What studio is the Madison, Wisconsin intensive at?",
    expect: { includesAll: [noVenue(upcoming("madison-wi"))] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "Is the Boston intensive at the same studio as Hartford?",
    expect: { includesAll: [NO, venueName("boston"), venueName("hartford")] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "niagara falls studio how do we get in, which door",
    expect: { includesAll: [[/back of the building/i, /\bback\b/i, /\brear\b/i]] },
  },

  // --- schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "what time do juniors check in at seattle",
    expect: { includesAll: [slotAt("seattle", "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "my son is 15 what time does his group start in hartford",
    expect: { includesAll: [[slotAt("hartford", "seniors", "Check-in"), slotAt("hartford", "seniors", "Warm-up")]] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "Is the Boston intensive during the day? My daughter has school that Friday.",
    expect: { includesAll: [[slotAt("boston", "juniors", "Check-in"), slotAt("boston", "seniors", "Check-in")]] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "does seattle have a stunts class",
    expect: { includesAll: [NO] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "is there a contemporary class in boston",
    expect: { includesAll: [YES, /contemporary/i] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "when is the senior audition at cypress",
    expect: { includesAll: [slotAt("cypress", "seniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "Does Spokane have Stunts for Dancers, and if so when for the seniors?",
    expect: { includesAll: [YES, slotAt("spokane", "seniors", "Stunts for Dancers")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "how early should we get there",
    expect: { includesAll: [/15 min/i] },
  },

  // --- ages and parents
  {
    kind: "single",
    topic: "ages and parents",
    ask: "my daughter is 13 is she a junior or senior",
    expect: { includesAll: [ageSenior] },
  },
  {
    kind: "single",
    topic: "ages and parents",
    ask: "shes 12 which group for seattle",
    expect: { includesAll: [ageJunior] },
  },
  {
    kind: "single",
    topic: "ages and parents",
    ask: "im 16 do i need my mom to sign up for the audition",
    expect: { includesAll: [YES, [/parent/i, /guardian/i]] },
  },
  {
    kind: "single",
    topic: "ages and parents",
    ask: `What's the youngest age that can register for the audition? My son is ${MIN_AUDITION_AGE - 1}.`,
    expect: { includesAll: [fig(String(MIN_AUDITION_AGE))] },
  },
  {
    kind: "single",
    topic: "ages and parents",
    ask: "Do I need to be advanced? I'm 28 and only dance recreationally.",
    expect: { includesAll: [[/all (ages|levels)/i, /every level/i, /any level/i, /no\b/i, /don['’]t need/i, /not need/i]] },
  },
  {
    kind: "single",
    topic: "ages and parents",
    ask: "can parents watch the class",
    expect: { includesAll: [[/studio/i, /space/i, /check-in/i, /depends/i]] },
  },

  // --- auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "if i audition am i guaranteed a role",
    expect: { includesAll: [NO, [/guarantee/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "do i need a headshot to audition??",
    expect: { includesAll: [NO, [/not required/i, /optional/i, /if you have/i, /neither is required/i, /don['’]t need/i, /photo/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "cant make any of the dates can i still be considered",
    expect: { includesAll: [YES, [/submit talent/i, /submit-talent/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "when do we get the footage after",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i]] },
  },

  // --- policies
  {
    kind: "single",
    topic: "policies",
    ask: "can i get a refund if my kid gets sick and cant go",
    expect: { includesAll: [NO, [/all sales are final/i, /sales are final/i, /final/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "What happens if you change the date of the event?",
    expect: { includesAll: [[/48 hours/i, /48-hour/i, /forty-eight/i], [/credit/i, /refund/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "does the credit expire",
    expect: { includesAll: [NO, [/never expire/i, /not expire/i, /doesn['’]t expire/i, /does not expire/i, /no expir/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "if yall cancel do i get my money back",
    expect: { includesAll: [YES, [/full refund/i, /refund/i]] },
  },

  // --- bring and wear
  {
    kind: "single",
    topic: "bring and wear",
    ask: "what shoes should she bring",
    expect: { includesAll: [/sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "can i wear a big graphic tee",
    expect: { includesAll: [[/solid colou?rs?/i, /avoid/i, /logos?/i, /busy prints?/i]] },
  },

  // --- mentorship
  {
    kind: "single",
    topic: "mentorship",
    ask: "Is there a minimum commitment for the Building level, or can I do just one month?",
    expect: { includesAll: [minimumTermRe] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "whats the difference between building and growth price wise",
    expect: { includesAll: [priceOf("seattle", "mentorship_building"), priceOf("seattle", "mentorship_growth")], includesAny: [diff(seedPrice("seattle", "mentorship_growth"), seedPrice("seattle", "mentorship_building")), /month/i] },
  },

  // --- acting for dancers
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "how much is one acting for dancers private session",
    expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session")] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is acting for dancers a monthly subscription",
    expect: { includesAll: [NO, [/one-time/i, /one time/i]] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "Which is better value: the 3 Pack, or buying three single private sessions? What do both cost?",
    expect: {
      includesAll: [/3 pack/i, priceOf("acting-for-dancers", "afd_3pack"), [totalOf("acting-for-dancers", "afd_private_session", 3), priceOf("acting-for-dancers", "afd_private_session")]],
    },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "can my daughter do acting for dancers from home? we live 4 hrs from any tour city",
    expect: { includesAll: [YES, [/online/i, /virtual/i, /video/i]] },
  },

  // --- scholarships and opportunities
  {
    kind: "single",
    topic: "scholarships and opportunities",
    ask: "Does a scholarship cover travel and the hotel?",
    expect: { includesAll: [NO, [/travel/i, /accommodation/i]] },
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
    ask: `can my ${skeletonCrewAge - 2} yr old audition for the skeleton crew`,
    expect: { includesAll: [NO, fig(String(skeletonCrewAge))] },
  },
  {
    kind: "single",
    topic: "scholarships and opportunities",
    ask: "how old do u have to be to shadow the choreographer",
    expect: { includesAll: [fig(String(shadowChoreographerAge))] },
  },

  // --- cancelled, private and unconfirmed stops
  {
    kind: "single",
    topic: "cancelled, private and unconfirmed stops",
    ask: "is atlanta still happening in september",
    expect: { includesAll: [cancelled("atlanta")] },
  },
  {
    kind: "single",
    topic: "cancelled, private and unconfirmed stops",
    ask: "My daughter doesn't train at Granite Stage. Can she sign up for the Hudson, NH weekend?",
    expect: { includesAll: [NO, [/private/i, /students and alumni/i, /only/i], nhStudio] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: things the site does not answer

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const tuning28OffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("whats the weather gonna be like in seattle on nov 9"),
  offTopic("Can you recommend a hotel close to the Boston studio for the night before?"),
  offTopic("is there free parking at the cypress studio"),
  offTopic("which dance competition in orlando should my daughter enter this spring"),
  offTopic("do u sell jazz shoes or costumes"),
  offTopic("Do you offer private ballet lessons at my studio in Nashville?"),
  offTopic("what airport is closest to victoria bc and is it cheap to fly there"),
  offTopic("can you do a dance birthday party for my 8 year old"),
  offTopic("whats the best brand of pointe shoes for a beginner"),
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on or switch away from earlier ones

export const tuning28Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle price, a group total, then a switch to Spokane",
    turns: [
      { ask: "how much is core in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
      { ask: "ok and for 4 of us", expect: { includesAll: [totalOf("seattle", "core", 4)] } },
      {
        ask: "actually what about pro track in spokane instead",
        expect: { includesAll: [priceOf("spokane", "pro")], excludes: [totalOf("seattle", "core", 4), /emerald city/i] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Boston venue and times, then Hartford's date",
    turns: [
      { ask: "Where is the Boston intensive held?", expect: { includesAll: [venueName("boston")], includesAny: [streetOf("boston"), /Stuart/i] } },
      { ask: "what time do the juniors check in there", expect: { includesAll: [slotAt("boston", "juniors", "Check-in")] } },
      {
        ask: "and when is hartford",
        expect: { includesAll: [dayOf("hartford")], excludes: [streetOf("boston"), /Back Bay/i] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A parent of a ten-year-old: group, guardian, audition cost",
    turns: [
      { ask: "my son is 10 which group is he in", expect: { includesAll: [ageJunior] } },
      { ask: "do i have to put my name on his registration", expect: { includesAll: [YES, [/parent/i, /guardian/i]] } },
      { ask: "does the audition cost extra", expect: { includesAll: [NO, [/\bfree\b/i, /no (extra )?(cost|charge)/i]] } },
    ],
  },
  {
    kind: "conversation",
    title: "Elite Circle price, start date, cancelling early",
    turns: [
      { ask: "how much is the elite circle mentorship", expect: { includesAll: [priceOf("seattle", "mentorship_elite")] } },
      { ask: "when does it start", expect: { includesAll: [cohortStart] } },
      { ask: "can i cancel after the first month", expect: { includesAll: [NO, minimumTermRe] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria price and early bird, then Niagara Falls",
    turns: [
      { ask: "hi how much is core experience in victoria", expect: { includesAll: [priceOf("victoria-bc", "core")] } },
      { ask: "is there a discount code for it", expect: { includesAll: [victoriaEarlyPercent], includesAny: [/VICTORIAEARLY20/i, victoriaCoreEarly] } },
      {
        ask: "does that code work for niagara falls too? whats core there",
        expect: { includesAll: [NO, priceOf("niagara-falls", "core")], excludes: [victoriaCoreEarly] },
      },
    ],
  },
];

/** How many questions the set asks: singles, off-topic questions and every conversation turn. */
export const tuning28QuestionCount: number =
  tuning28SingleQuestions.length + tuning28OffTopicQuestions.length + tuning28Conversations.reduce((n, c) => n + c.turns.length, 0);
