/**
 * Held-out set AB of the chat assistant (issue 40): written after the code freeze at f1a9438, scored once.
 *
 * This set is HELD-OUT: it is scored exactly once against the assistant as frozen at f1a9438, and the
 * score measures whether the assistant generalises. It is a fair, balanced cross-section of what real
 * visitors ask (parents, teen and adult dancers, studio owners, before and after buying), not a set of
 * traps and not a set of easy questions: every topic of the site, yes/no and either/or questions (about
 * half answered No), totals for several dancers, a child's age and group, plans that change, and what a
 * ticket or program includes. Written from the spec, the seed, the site's copy and the forms' schemas
 * only, by someone who never read the answerer, its docs or other sets' questions.
 *
 * Every figure (price, total, upgrade, discount, date, weekday, venue, street, time, age limit, count
 * limit) is computed from the seed with the site's own functions; copy facts are short phrases with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { site } from "~/content/site";
import { scheduleCopy } from "~/content/schedule";
import { applyDiscounts, type DiscountCodeRule } from "~/domain/discounts";
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

export type HeldoutABTopic =
  | "prices and totals"
  | "upgrades"
  | "codes"
  | "dates and venues"
  | "schedule"
  | "ages"
  | "auditions"
  | "policies and credits"
  | "what to bring"
  | "footage"
  | "city pages"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and talent";

interface HeldoutABQuestion {
  kind: "single";
  topic: HeldoutABTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed

/** A price as a pattern: "C$227" also matches "$227 CAD" and "CA$227". */
const money = (m: Money): RegExp => new RegExp(`${escapeRegExp(formatMoney(m).replace(/^C(?=\$)/, ""))}(?!\\d|,\\d)`, "i");

const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

const totalOf = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
};

/** A printed money string (from seed-facts) as a pattern. */
const printed = (text: string): RegExp => new RegExp(`${escapeRegExp(text.replace(/^C(?=\$)/, ""))}(?!\\d|,\\d)`, "i");

/** A price after a percentage code, per ticket, rounded as the site does, times n tickets. */
function afterPercent(slug: string, tier: string, code: string, n = 1): RegExp {
  const p = seedPrice(slug, tier);
  const d = seedDiscountCode(code);
  if (!d.percentOff) throw new Error(`${code} is not a percentage code`);
  return money({ amountMinor: percentOff(p.amountMinor, d.percentOff) * n, currency: p.currency });
}

/** The cart's total for n tickets of one tier with one fixed-amount code, by the site's applyDiscounts. */
function cartTotalWithFixedCode(slug: string, tier: string, n: number, code: string): RegExp {
  const p = seedPrice(slug, tier);
  const d = seedDiscountCode(code);
  if (!d.amount || !d.currency) throw new Error(`${code} is not an amount code`);
  const rule: DiscountCodeRule = {
    code: d.code,
    discountType: "fixed",
    value: Math.round(d.amount * 100),
    currency: d.currency,
    eligibleTiers: d.eligibleTiers ?? [],
    cityRestriction: d.city ?? null,
    customerTag: d.customerTag ?? null,
    description: d.description ?? "",
    startsAt: null,
    endsAt: null,
    maxUses: null,
    usesCount: 0,
    isActive: true,
  };
  const result = applyDiscounts([{ tierKey: tier, unitPriceMinor: p.amountMinor, quantity: n }], [rule]);
  return money({ amountMinor: result.totalMinor, currency: p.currency });
}

/** The difference between two tiers' prices at one stop. */
function differenceOf(slug: string, lower: string, higher: string): RegExp {
  const a = seedPrice(slug, lower);
  const b = seedPrice(slug, higher);
  return money({ amountMinor: b.amountMinor - a.amountMinor, currency: a.currency });
}

/** Both prices in one reply, in either order (a difference shown as "$408 vs $188"). */
function bothPrices(a: Money, b: Money): RegExp {
  const [x, y] = [money(a).source, money(b).source];
  return new RegExp(`${x}[\\s\\S]*${y}|${y}[\\s\\S]*${x}`, "i");
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

/** The weekday of a stop's first (or last) day. */
function weekdayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
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

/** The time of a slot in a stop's schedule (day index, group, activity), failing if the seed has none. */
function slotTime(slug: string, group: Group, activity: string, dayIndex = 0): string {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return slot.time;
}

/** The first slot's time of a group's table on a day. */
function firstSlot(slug: string, group: Group, dayIndex = 0): string {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  const slot = days[dayIndex]?.tables.find((t) => t.group === group)?.slots[0];
  if (!slot) throw new Error(`${slug} has no ${group} table on day ${dayIndex}`);
  return slot.time;
}

/** Whether a group's table on a stop's day has an activity whose name contains `word`. */
function hasActivity(slug: string, group: Group, word: string, dayIndex = 0): boolean {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  if (!table) throw new Error(`${slug} has no ${group} table`);
  return table.slots.some((s) => s.activity.toLowerCase().includes(word.toLowerCase()));
}

/** A seeded venue's name as a pattern. */
const venueName = (slug: string): RegExp => new RegExp(escapeRegExp(seedVenue(slug).name), "i");
/** A seeded venue's street as a pattern ("415 Farmington Ave" also matches "415 Farmington Avenue"). */
const streetRe = (slug: string): RegExp => new RegExp(escapeRegExp(street(slug)).replace(/Ave$/, "Ave(nue)?").replace(/St$/, "St(reet)?"), "i");

/** A whole number as a pattern that does not match inside another number. */
const num = (n: number): RegExp => new RegExp(`(?<![\\d.,$])${n}(?![\\d,])`, "i");

// Age limits of the audition form, read from its own schema: the youngest and oldest ages it accepts.
function ageBound(which: "min" | "max"): number {
  const base = { fullName: "A Dancer", email: "a@example.com", phone: "555 0100", parentName: "A Parent", consent: true };
  const ok = (age: number) => auditionFormSchema.safeParse({ ...base, age }).success;
  const range = Array.from({ length: 150 }, (_, i) => i).filter(ok);
  const v = which === "min" ? range[0] : range[range.length - 1];
  if (v === undefined) throw new Error("the audition form accepts no age");
  return v;
}
const AUDITION_MIN_AGE = ageBound("min");

/** Whether the audition form accepts a minor without a parent or guardian's name. */
const minorAloneAccepted = auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age: 17, consent: true }).success;
if (minorAloneAccepted) throw new Error("the audition form now accepts a minor alone: the question below would be wrong");

/** How many links the talent form accepts at most, read from its schema. */
const TALENT_MAX_LINKS = (() => {
  const base = { fullName: "A Dancer", email: "a@example.com", age: 20 };
  let max = 0;
  for (let n = 1; n <= 20; n++) {
    const links = Array.from({ length: n }, (_, i) => `https://example.com/${i}`);
    if (applicationSchemas.talent.safeParse({ ...base, links }).success) max = n;
  }
  if (max === 0) throw new Error("the talent form accepts no links");
  return max;
})();
const talentNeedsLink = !applicationSchemas.talent.safeParse({ fullName: "A Dancer", email: "a@example.com", age: 20, links: [] }).success;
if (!talentNeedsLink) throw new Error("the talent form now accepts no link: the question below would be wrong");

// Facts from the seed this set leans on, checked so a changed seed fails loudly rather than lying.
if (!seedEvent("atlanta").isCancelled) throw new Error("atlanta is no longer cancelled");
if (seedEvent("london").startsOn !== null) throw new Error("london now has a date");
if (seedEvent("dallas").venue) throw new Error("dallas now has a venue");
if (hasActivity("hoschton", "juniors", "lunch")) throw new Error("buford juniors now have a lunch break");
const summer = seedDiscountCode("SUMMER2025");
if (!summer.endsAt || new Date(summer.endsAt) > new Date("2025-09-01T12:00:00Z")) throw new Error("SUMMER2025 is still valid at the clock");
const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
if (!victoriaEarly.endsAt || new Date(victoriaEarly.endsAt) < new Date("2025-09-01T12:00:00Z")) throw new Error("VICTORIAEARLY20 has expired at the clock");
if (seedPrice("sherwood", "weekend_pass").amountMinor >= seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor) throw new Error("the Sherwood pass no longer saves");
if (seedEvent("niagara-falls").currency !== "CAD" || seedDiscountCode("BRINGAFRIEND25").currency !== "USD") throw new Error("currencies changed");

/** The cohort's start ("December 1, 2025") as a reply may write it: "Dec 1", "December 1st, 2025". */
const cohortStart: RegExp = (() => {
  const m = /^(\w+) (\d{1,2}), (\d{4})$/.exec(mentorshipCohort.start);
  if (!m) throw new Error(`not a date: ${mentorshipCohort.start}`);
  const [, month = "", day = "", year = ""] = m;
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${day}(st|nd|rd|th)?(?!\\d)(,?\\s+${year})?`, "i");
})();
/** The month the first payment covers ("December 2025"), with or without its year, never a day of it. */
const cohortFirstPeriod: RegExp = (() => {
  const m = /^(\w+) (\d{4})$/.exec(mentorshipCohort.firstPeriod);
  if (!m) throw new Error(`not a month: ${mentorshipCohort.firstPeriod}`);
  const [, month = "", year = ""] = m;
  return new RegExp(`\\b(${month}|${month.slice(0, 3)}\\.?)(?![a-z])(,?\\s+${year})?(?!,?\\s*\\d)`, "i");
})();

const SAYS_YES: Fact = /^\W*(yes|yeah|yep|sure|absolutely|of course)\b/i;
const SAYS_NO: Fact = /^\W*(no|nope|unfortunately not|sorry, no)\b/i;
const contactEmail = new RegExp(escapeRegExp(site.contactEmail), "i");
const juniorsLabel: Fact[] = ["Juniors", "12 and under"];
const seniorsLabel: Fact[] = ["Seniors", "13 and up"];
const comingSoon: Fact[] = [scheduleCopy.venueComingSoon, "coming soon", "not yet", "to be confirmed", "TBA", "TBD", "not been announced", "hasn't been announced", "not announced", "being confirmed"];

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutABSingleQuestions: readonly HeldoutABQuestion[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in hartford", expect: { includesAll: [priceOf("hartford", "core")] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "pro track price for niagara falls? is that us or canadian dollars",
    expect: { includesAll: [priceOf("niagara-falls", "pro"), ["CAD", "Canadian"]] },
  },
  { kind: "single", topic: "prices and totals", ask: "i own a studio and have 3 girls who want core in cypress. total?", expect: { includesAll: [totalOf("cypress", "core", 3)] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "spokane: how much more is pro track than core day 1?",
    expect: { includesAll: [[differenceOf("spokane", "core_day1", "pro"), bothPrices(seedPrice("spokane", "pro"), seedPrice("spokane", "core_day1"))]] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "sherwood full weekend pass, how much? is it cheaper than buying saturday and sunday seperately",
    expect: { includesAll: [priceOf("sherwood", "weekend_pass")], excludes: [SAYS_NO] },
  },
  { kind: "single", topic: "prices and totals", ask: "how much is core for london in pounds", expect: { includesAll: [priceOf("london", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "is the audition only option in boise free?", expect: { includesAny: ["free", "no charge", "$0"], excludes: [SAYS_NO] } },

  // upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "we already bought core for orlando, how much to move up to pro track?",
    expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "i have a core ticket for seattle, can i upgrade to pro and what does it cost",
    expect: { includesAll: [printed(boughtUpgrade("seattle", "core", "pro"))], excludes: [SAYS_NO] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i buy just the pro track vip upgrade for the hudson nh weekend without a weekend pass?",
    expect: { includesAny: ["Full Weekend Pass first", "weekend pass first", "need a weekend", "requires", "balance payment", "add-on", "add on"], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "what do you get with pro track that core doesnt have",
    expect: { includesAny: ["filmed for your reel", "reel", "personal feedback", "priority consideration"] },
  },

  // codes
  {
    kind: "single",
    topic: "codes",
    ask: "does VICTORIAEARLY20 work on pro track? what would i pay",
    expect: { includesAll: [afterPercent("victoria-bc", "pro", "VICTORIAEARLY20")], excludes: [SAYS_NO] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "3 dancers core in victoria with the early bird code, total?",
    expect: { includesAll: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20", 3)] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "can i use victoriaearly20 for the seattle intensive",
    expect: { includesAny: ["only Victoria", "only for Victoria", "only valid for Victoria", "isn't valid for this city", "not valid for", /Victoria[- ]only/i, "only works", /\bonly\b[^.]{0,40}\bVictoria/i, "isn't valid", "is not valid", "won't work", "doesn't work", "does not work", "can't be used", "cannot be used"], excludes: [SAYS_YES] },
  },
  { kind: "single", topic: "codes", ask: "is the SUMMER2025 code still good?", expect: { includesAny: ["expired", "ended", "no longer", "not valid", "isn't valid", "not active", "isn't active", /(August|Aug\.?)\s+31(?!\d)/i], excludes: [SAYS_YES] } },
  {
    kind: "single",
    topic: "codes",
    ask: "bringafriend25 on two core tickets in seattle, whats my total",
    expect: { includesAll: [cartTotalWithFixedCode("seattle", "core", 2, "BRINGAFRIEND25")] },
  },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "what day of the week is the boston one", expect: { includesAll: [weekdayOf("boston")] } },
  { kind: "single", topic: "dates and venues", ask: "hartford address?", expect: { includesAll: [[venueName("hartford"), streetRe("hartford")]] } },
  { kind: "single", topic: "dates and venues", ask: "is there a dallas date and which studio is it at", expect: { includesAll: [dayOf("dallas"), comingSoon] } },
  { kind: "single", topic: "dates and venues", ask: "when's london happening", expect: { includesAny: ["to be determined", "TBD", "to be announced", "not been set", "not set yet", "not yet", "hasn't been", "no date yet"] } },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is the atlanta intensive still on? we were going to drive down",
    expect: { includesAny: ["cancelled", "canceled"], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "niagara falls studio, where do we go in and where do we park",
    expect: { includesAll: [["back of the building", "rear", "back"]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is sherwood only one day?",
    expect: { includesAll: [dayOf("sherwood"), [dayOf("sherwood", "endsOn"), /\b24\s*(&|and|-|–)\s*25\b/]], excludes: [SAYS_YES] },
  },
  { kind: "single", topic: "dates and venues", ask: "springfield va, is that in march?", expect: { includesAll: [dayOf("springfield-va")], excludes: [SAYS_NO] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "what time is seniors check in for hartford", expect: { includesAll: [timeRe(slotTime("hartford", "seniors", "Check-in"))] } },
  {
    kind: "single",
    topic: "schedule",
    ask: "my daughter is 10, sarasota. what time does she need to be there",
    expect: { includesAll: [timeRe(slotTime("sarasota", "juniors", "Check-in"))] },
  },
  { kind: "single", topic: "schedule", ask: "seattle seniors, what time is the audition at the end", expect: { includesAll: [timeRe(slotTime("seattle", "seniors", "Audition"))] } },
  {
    kind: "single",
    topic: "schedule",
    ask: "do the juniors get a lunch break in buford?",
    expect: { includesAny: ["no lunch break", "doesn't have a lunch", "does not have a lunch", "no scheduled lunch", "isn't a lunch", "is no lunch", "not a lunch", "no break", "doesn't include a lunch", "does not include a lunch"], excludes: [SAYS_YES] },
  },
  { kind: "single", topic: "schedule", ask: "which classes are in boston", expect: { includesAll: ["contemporary", /jazz/i] } },
  {
    kind: "single",
    topic: "schedule",
    ask: "new hampshire sunday what time do things start",
    expect: { includesAll: [timeRe(firstSlot("new-hampshire", "juniors", 1))] },
  },

  // ages
  {
    kind: "single",
    topic: "ages",
    ask: "my daughter just turned 12, is she a junior or senior for seattle",
    expect: { includesAll: [juniorsLabel], excludes: [/\bshe(?:'s| is| would be| will be) (?:a |in the )?senior/i] },
  },
  { kind: "single", topic: "ages", ask: "whats the youngest age that can register for the audition", expect: { includesAll: [num(AUDITION_MIN_AGE)] } },
  {
    kind: "single",
    topic: "ages",
    ask: "im 17, can i register for the audition by myself without my parents?",
    expect: { includesAny: ["parent", "guardian"], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "ages",
    ask: "sherwood saturday: can my 8 year old and 15 year old dance in the same class",
    expect: { includesAny: ["all ages", "every age", "together"], excludes: [SAYS_NO] },
  },
  {
    kind: "single",
    topic: "ages",
    ask: "does my kid need to be advanced? she only does rec classes",
    expect: { includesAny: ["all levels", "every level", "any level", "recreational", "step by step", "everyone belongs"], excludes: [/^\W*yes\b/i] },
  },

  // auditions
  { kind: "single", topic: "auditions", ask: "does my son have to do the audition or is it optional", expect: { includesAll: ["optional"] } },
  {
    kind: "single",
    topic: "auditions",
    ask: "can i just come for the audition in seattle and skip the classes",
    expect: { includesAny: ["Audition Only", "audition-only", "Free Audition", "audition alone", "just the audition", "only the audition"], excludes: [SAYS_NO] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if she auditions is she guaranteed a part?",
    expect: { includesAny: ["not guarantee", "doesn't guarantee", "no guarantee", "isn't guaranteed", "not guaranteed", "does not guarantee"], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "do i need a headshot and resume for the audition?",
    expect: { includesAny: ["not required", "neither is required", "don't need", "do not need", "optional"], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "none of the dates work for us, can she still be considered for projects?",
    expect: { includesAny: ["Submit Talent", "submit-talent", "submit your talent"], excludes: [SAYS_NO] },
  },

  // policies and credits
  {
    kind: "single",
    topic: "policies and credits",
    ask: "if my kid gets sick the week before can i get my money back",
    expect: { includesAny: ["all sales are final", "sales are final", "final", "can't refund", "cannot refund", "no refund"], excludes: [SAYS_YES] },
  },
  { kind: "single", topic: "policies and credits", ask: "what happens if you guys cancel", expect: { includesAny: ["full refund"] } },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "if i get a credit is it good forever?",
    expect: { includesAny: ["never expires", "does not expire", "doesn't expire", "no expiry", "no expiration", "won't expire", "never expire"], excludes: [SAYS_NO] },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "i have a credit from niagara falls, can i use it for seattle?",
    expect: { includesAny: ["currency", "CAD", "Canadian"], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "can i stack two credits on one order",
    expect: { includesAny: ["one credit", "only one", "Only one credit can be used", "single credit", "one per order"], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "can i put my ticket in my friend's daughter's name instead, we cant go",
    expect: { notSure: true },
  },

  // what to bring
  { kind: "single", topic: "what to bring", ask: "what shoes should she bring", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "what to bring", ask: "what should he wear", expect: { includesAny: ["fitted", "solid colo", "no big logos", "avoid big logos"] } },
  { kind: "single", topic: "what to bring", ask: "do we need to bring lunch?", expect: { includesAny: ["lunch and snacks", "snacks", "bring lunch", "pack a lunch", "yes"], excludes: [SAYS_NO] } },
  {
    kind: "single",
    topic: "what to bring",
    ask: "can she wear her big hoop earrings",
    expect: { includesAny: ["minimal jewel", "nothing that swings", "swing", "catch", "minimal"], excludes: [SAYS_YES] },
  },

  // footage
  { kind: "single", topic: "footage", ask: "when do we get the videos from the day", expect: { includesAny: ["four weeks", "4 weeks"], includesAll: [["email", "e-mail"]] } },
  { kind: "single", topic: "footage", ask: "is the class actually filmed", expect: { includesAny: ["filmed", "camera"], excludes: [SAYS_NO] } },
  {
    kind: "single",
    topic: "footage",
    ask: "i dont want my 11 year old on your instagram, can you leave her out?",
    expect: { includesAll: [contactEmail], includesAny: ["before the event", "name and city", "keep them out", "out of published"], excludes: [SAYS_NO] },
  },
  {
    kind: "single",
    topic: "footage",
    ask: "can i buy a proper polished demo reel of my dancing",
    expect: { includesAny: ["by application", "application", "apply"], excludes: [] },
  },

  // city pages
  { kind: "single", topic: "city pages", ask: "anything special about the seattle stop?", expect: { includesAny: ["playback", "camera crew", "treats every combination like a take"] } },
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: ["Liora Vantassel"] } },
  {
    kind: "single",
    topic: "city pages",
    ask: "is the boston contemporary class included in the normal ticket",
    expect: { includesAny: ["included", "same ticket", "no extra"], excludes: [SAYS_NO] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "can anyone sign up for the hudson new hampshire weekend",
    expect: { includesAll: ["Granite Stage"], includesAny: ["only", "private", "students and alumni"], excludes: [SAYS_YES] },
  },
  { kind: "single", topic: "city pages", ask: "does spokane have the stunts class", expect: { includesAny: ["Stunts for Dancers", "stuntwoman", "stunt"], excludes: [SAYS_NO] } },
  {
    kind: "single",
    topic: "city pages",
    ask: "we paid the deposit for the nh weekend. how much is left to pay",
    expect: { includesAll: [priceOf("new-hampshire", "nh_balance_payment")] },
  },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers online or in person", expect: { includesAny: ["online", "virtual", "video"], excludes: [/in person only/i] } },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "acting for dancers 3 pack price and how long do i have to use it",
    expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack"), /90 days/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "whats the difference between the starter path and steady growth",
    expect: { includesAll: [["four weeks", "four-week", "4 weeks", "4-week", "four weekly"], ["eight weeks", "eight-week", "8 weeks", "8-week", "eight weekly"]] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is acting for dancers a monthly subscription?",
    expect: { includesAny: ["one-time", "one time", "not a subscription", "never a subscription"], excludes: [SAYS_YES] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "how long is a private acting session and how much",
    expect: { includesAll: [/50[- ]minute/i, priceOf("acting-for-dancers", "afd_private_session")] },
  },

  // mentorship
  {
    kind: "single",
    topic: "mentorship",
    ask: "what are the mentorship levels and how much each on the seattle page",
    expect: {
      includesAll: [
        "Building",
        "Elite Circle",
        priceOf("seattle", "mentorship_building"),
        priceOf("seattle", "mentorship_growth"),
        priceOf("seattle", "mentorship_elite"),
      ],
    },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "when does the mentorship actually start",
    expect: { includesAll: [cohortStart] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "can i cancel elite circle after just one month?",
    expect: { includesAll: [new RegExp(`(${mentorshipCohort.minimumTermMonths}|three)[- ]month`, "i")], excludes: [SAYS_YES] },
  },
  { kind: "single", topic: "mentorship", ask: "does elite circle auto renew", expect: { includesAny: ["renews automatically", "auto-renew", "automatically renew", "renew automatically", "auto renew"], excludes: [SAYS_NO] } },
  {
    kind: "single",
    topic: "mentorship",
    ask: "what do you get with the building level",
    expect: { includesAny: ["group coaching call", "coaching call", "class library", "self-tape"] },
  },

  // scholarships and talent
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "when is the scholarship deadline",
    expect: { includesAny: ["three weeks before", "3 weeks before"] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "would a scholarship cover our hotel and gas to get there",
    expect: { includesAny: ["don't cover travel", "doesn't cover travel", "not cover travel", "not travel", "travel, accommodation", "no travel"], excludes: [SAYS_YES] },
  },
  { kind: "single", topic: "scholarships and talent", ask: "is submitting talent free?", expect: { includesAny: ["free"], excludes: [SAYS_NO] } },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "how many links can i put on the submit talent form",
    expect: { includesAll: [[num(TALENT_MAX_LINKS), "five"]] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "should i buy the ticket first and then apply for the scholarship?",
    expect: { includesAny: ["apply before", "before you buy", "before buying", "all sales are final"], excludes: [SAYS_YES] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: things the site does not know or sell

export const heldoutABOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good hotels near the boston studio?", expect: { notSure: true } },
  { kind: "off-topic", ask: "which is the best competition studio in orlando for my daughter to join", expect: { notSure: true } },
  { kind: "off-topic", ask: "she rolled her ankle last week, should she dance on it saturday?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell jazz shoes or dancewear in your shop", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is parking in the hartford downtown garages", expect: { notSure: true } },
  { kind: "off-topic", ask: "cheapest flights into victoria bc from calgary?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you do RAD ballet exam prep classes", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there babysitting for younger siblings during the day in sherwood", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on or switch away from the earlier turn

export const heldoutABConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent of twins compares two cities",
    turns: [
      { ask: "my twins are 9 and want to do core in seattle, how much for both", expect: { includesAll: [totalOf("seattle", "core", 2)] } },
      { ask: "what time do they have to be there", expect: { includesAll: [timeRe(slotTime("seattle", "juniors", "Check-in"))] } },
      {
        ask: "hmm what about victoria instead, total for both?",
        expect: { includesAll: [totalOf("victoria-bc", "core", 2)], excludes: [totalOf("seattle", "core", 2)] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A partner studio owner books several dancers",
    turns: [
      {
        ask: "we're a partner studio, does STUDIOFRIEND10 work on pro track in hartford? price per dancer?",
        expect: { includesAll: [afterPercent("hartford", "pro", "STUDIOFRIEND10")], excludes: [SAYS_NO] },
      },
      { ask: "and for 4 dancers total?", expect: { includesAll: [afterPercent("hartford", "pro", "STUDIOFRIEND10", 4)] } },
      { ask: "ok what should they all bring", expect: { includesAny: ["water", "lunch", "snacks", "sneakers", "jazz shoes"] } },
    ],
  },
  {
    kind: "conversation",
    title: "An adult dancer weighs mentorship and then acting",
    turns: [
      { ask: "how much is elite circle a month", expect: { includesAll: [priceOf("seattle", "mentorship_elite")] } },
      { ask: "what does my first payment cover", expect: { includesAll: [cohortFirstPeriod] } },
      {
        ask: "actually maybe acting for dancers instead, how much is a single private session",
        expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session")], excludes: [priceOf("seattle", "mentorship_elite")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A family whose plans change after buying",
    turns: [
      {
        ask: "we bought sarasota tickets but now we cant go. refund?",
        expect: { includesAny: ["all sales are final", "sales are final", "final", "can't refund", "cannot refund"], excludes: [SAYS_YES] },
      },
      { ask: "what if you moved the date though", expect: { includesAll: [/48[- ]?hours?/i] } },
      { ask: "where is sarasota held anyway", expect: { includesAll: [[venueName("sarasota"), streetRe("sarasota")]] } },
    ],
  },
  {
    kind: "conversation",
    title: "A teen plans Nashville and the audition",
    turns: [
      { ask: "im 15, when is nashville", expect: { includesAll: [dayOf("nashville")] } },
      { ask: "which group am i in and when does it start", expect: { includesAll: [seniorsLabel, timeRe(firstSlot("nashville", "seniors"))] } },
      {
        ask: "do i need my mom for the audition form or can i do it alone",
        expect: { includesAny: ["parent", "guardian"], excludes: [/^\W*(yes,? )?you can do it alone/i] },
      },
    ],
  },
];

export const heldoutABQuestionCount =
  heldoutABSingleQuestions.length + heldoutABOffTopicQuestions.length + heldoutABConversations.reduce((n, c) => n + c.turns.length, 0);
