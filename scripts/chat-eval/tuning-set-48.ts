/**
 * Tuning set 48 of the chat assistant (issue 40): a balanced cross-section of a week of real traffic
 * to the site, every topic in proportion to how often visitors would ask it, from first-time visitors
 * (what is it, how much, when, where) to buyers after checkout (upgrades, credits, date changes,
 * footage). Written from the spec, the seed catalog, the city pages' own copy, the FAQ, the program,
 * scholarship and talent pages and the forms' own validation, by someone who never read the answerer,
 * its docs or other sets' questions. About half the yes/no questions have the answer No.
 *
 * Every figure (price, total, upgrade, discount, date, weekday, venue, street, time, age limit, count
 * limit) is computed from the seed with the site's own functions; copy facts are short phrases with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { ADULT_AGE } from "~/domain/age-groups";
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

export type Tuning48Topic =
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

interface Tuning48Question {
  kind: "single";
  topic: Tuning48Topic;
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

const totalOf = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
};

/** Several tickets of different tiers at one stop, added up. */
function sumOf(slug: string, tiers: readonly string[]): RegExp {
  const prices = tiers.map((t) => seedPrice(slug, t));
  const currency = prices[0]?.currency;
  if (!currency) throw new Error("no tiers");
  return money({ amountMinor: prices.reduce((n, p) => n + p.amountMinor, 0), currency });
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

/** A seeded code as the cart's rules see it. */
function ruleOf(code: string): DiscountCodeRule {
  const d = seedDiscountCode(code);
  const fixed = typeof d.amount === "number";
  return {
    code: d.code,
    discountType: fixed ? "fixed" : "percentage",
    value: fixed ? Math.round((d.amount ?? 0) * 100) : (d.percentOff ?? 0),
    currency: fixed ? (d.currency ?? "USD") : null,
    eligibleTiers: d.eligibleTiers ?? [],
    cityRestriction: d.city ?? null,
    customerTag: d.customerTag ?? null,
    description: d.description ?? "",
    startsAt: d.startsAt ? new Date(d.startsAt) : null,
    endsAt: d.endsAt ? new Date(d.endsAt) : null,
    maxUses: d.maxUses ?? null,
    usesCount: 0,
    isActive: true,
  };
}

/** The cart total of `n` tickets of one tier with one code, by the site's discount arithmetic. */
function cartTotalWithCode(slug: string, tier: string, n: number, code: string): RegExp {
  const p = seedPrice(slug, tier);
  const r = applyDiscounts([{ tierKey: tier, unitPriceMinor: p.amountMinor, quantity: n }], [ruleOf(code)]);
  return money({ amountMinor: r.totalMinor, currency: p.currency });
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

function weekdayName(slug: string): string {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const [y = 0, m = 0, d = 0] = iso.split("-").map(Number);
  const name = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  if (!name) throw new Error(`no weekday for ${iso}`);
  return name;
}

/** The weekday of a stop's first day. */
const weekdayOf = (slug: string): RegExp => new RegExp(`\\b${weekdayName(slug)}`, "i");

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

/** The time of an activity in a stop's schedule, by day (0-based) and age group, as the seed has it. */
function slotTime(slug: string, dayIndex: number, group: string, activity: string): RegExp {
  const schedule = seedEvent(slug).page?.schedule;
  const day = schedule?.days?.[dayIndex];
  const table = day?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug}: no ${activity} for ${group} on day ${dayIndex + 1}`);
  return timeRe(slot.time);
}

/** Whether a stop's schedule has an activity at all (for questions whose answer is No). */
function hasActivity(slug: string, activity: string): boolean {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  return days.some((d) => d.tables.some((t) => t.slots.some((s) => s.activity === activity)));
}

/** A venue's name or its street: either one will do. */
const venueOf = (slug: string): Fact[] => [seedVenue(slug).name, street(slug)];

/** The youngest age the audition form accepts, probed with the form's own schema. */
function youngestAuditionAge(): number {
  for (let age = 0; age <= 120; age++) {
    const ok = auditionFormSchema.safeParse({ fullName: "A B", email: "a@example.com", phone: "1", age, parentName: "P", consent: true }).success;
    if (ok) return age;
  }
  throw new Error("no age accepted");
}
const MIN_AUDITION_AGE = youngestAuditionAge();

/** How many links the talent form accepts, probed with its schema. */
function maxTalentLinks(): number {
  let most = 0;
  for (let n = 1; n <= 50; n++) {
    const links = Array.from({ length: n }, (_, i) => `https://example.com/${i}`);
    const ok = applicationSchemas.talent.safeParse({ fullName: "A B", email: "a@example.com", age: 20, links }).success;
    if (ok) most = n;
  }
  if (!most) throw new Error("no links accepted");
  return most;
}
const TALENT_LINKS = maxTalentLinks();

/** The shortest and longest scholarship story the form accepts. */
function storyBounds(): [number, number] {
  const accepts = (n: number) =>
    applicationSchemas.scholarship.safeParse({ fullName: "A B", email: "a@example.com", age: 20, city: "Seattle", story: "x".repeat(n) }).success;
  let min = 0;
  while (!accepts(min) && min < 10000) min++;
  let max = min;
  while (accepts(max + 1) && max < 10000) max++;
  return [min, max];
}
const [STORY_MIN, STORY_MAX] = storyBounds();
const num = (n: number): RegExp => new RegExp(`(?<![\\d,])${n.toLocaleString("en-US").replace(",", ",?")}(?!\\d)`);

/** A reply that opens with the wrong answer. */
const saysYes: Fact = /^\W*(yes|yep|yeah|absolutely|of course|sure)\b/i;
const saysNo: Fact = /^\W*(no|nope|unfortunately not|sorry,? no)\b/i;

const cohort = mentorshipCohort;
if (cohort.startsOnPurchase) throw new Error("the set expects a dated mentorship cohort");

// Checks that keep the No answers true of the seed.
if (weekdayName("orlando") === "Sunday") throw new Error("Orlando is on a Sunday: fix the question");
if (seedPrice("boise", "core").amountMinor !== seedPrice("seattle", "core").amountMinor) throw new Error("Boise and Seattle Core differ: fix the question");
if (!seedEvent("atlanta").isCancelled) throw new Error("Atlanta is no longer cancelled");
if (hasActivity("sherwood", "Audition") === false) throw new Error("Sherwood has no audition");
const PROTRACK50_CITY = seedDiscountCode("PROTRACK50").city;
if (PROTRACK50_CITY !== "hartford") throw new Error("PROTRACK50 moved city");
if (seedPrice("victoria-bc", "core").currency === "USD") throw new Error("Victoria is priced in USD now");

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning48SingleQuestions: readonly Tuning48Question[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the seattle intensive", expect: { includesAll: [priceOf("seattle", "core")] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "whats the price of pro track in victoria bc? is that in canadian or us dollars",
    expect: { includesAll: [priceOf("victoria-bc", "pro"), [/CAD/, /canadian/i]] },
  },
  { kind: "single", topic: "prices and totals", ask: "i have 3 girls who want the core experience in orlando, whats the total", expect: { includesAll: [totalOf("orlando", "core", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "london core experience price?", expect: { includesAll: [priceOf("london", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "cypress tx - how much is just one class", expect: { includesAll: [priceOf("cypress", "masterclass_only")] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "sherwood: is the full weekend pass cheaper than buying saturday and sunday seperately? how much each way",
    expect: { includesAll: [priceOf("sherwood", "weekend_pass"), sumOf("sherwood", ["core_day1", "core_day2"])], excludes: [saysNo] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "studio owner here. bringing 6 dancers to hartford for the core day, what would that come to before any codes",
    expect: { includesAll: [totalOf("hartford", "core", 6)] },
  },
  { kind: "single", topic: "prices and totals", ask: "2 pro track tickets for savannah, how much altogether?", expect: { includesAll: [totalOf("savannah", "pro", 2)] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "is boise cheaper than seattle for the core experience?",
    expect: { includesAll: [priceOf("boise", "core")], includesAny: [/same/i, /no\b/i, /not cheaper/i, /identical/i, /equal/i], excludes: [saysYes] },
  },

  // upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "i already bought a core ticket for orlando. how much more to switch to pro track?",
    expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "we have core for seattle, whats the cost to upgrade to pro",
    expect: { includesAll: [printed(boughtUpgrade("seattle", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "got the upgrade link email, how long is it good for?",
    expect: { includesAll: [[/14 days/i, /fourteen days/i, /two weeks/i]] },
  },

  // codes
  { kind: "single", topic: "codes", ask: "with VICTORIAEARLY20 what does core come to", expect: { includesAll: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20")] } },
  {
    kind: "single",
    topic: "codes",
    ask: "can i use PROTRACK50 on a boston pro track ticket?",
    expect: { includesAll: [/hartford/i], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "does SUMMER2025 still work",
    expect: { includesAny: [/expired/i, /ended/i, /no longer/i, /not (valid|active)/i, /isn'?t (valid|active)/i], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "2 core tickets in seattle with code bringafriend25, whats my total",
    expect: { includesAll: [cartTotalWithCode("seattle", "core", 2, "BRINGAFRIEND25")] },
  },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the hartford one", expect: { includesAll: [dayOf("hartford")] } },
  { kind: "single", topic: "dates and venues", ask: "what day of the week is cypress?", expect: { includesAll: [weekdayOf("cypress")] } },
  { kind: "single", topic: "dates and venues", ask: "where is the boise intensive held (the nov 8 one)", expect: { includesAny: venueOf("boise") } },
  { kind: "single", topic: "dates and venues", ask: "address of the niagara falls studio?", expect: { includesAll: [street("niagara-falls")] } },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "whens london happening",
    expect: { includesAny: [/to be determined/i, /\bTBD\b/, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /to be announced/i, /no date yet/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is atlanta still on? we were planning to go",
    expect: { includesAll: [/cancel/i], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "which studio is the dallas event at",
    expect: { includesAny: [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set)/i, /still being confirmed/i, /to be announced/i, /TBA/] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when is boston and what day of the week is that",
    expect: { includesAll: [dayOf("boston"), weekdayOf("boston")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "do you come to minneapolis? when and where",
    expect: { includesAll: [dayOf("minneapolis"), venueOf("minneapolis")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is the orlando intensive on a sunday?",
    expect: { includesAll: [weekdayOf("orlando")], excludes: [saysYes] },
  },

  // schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "my son is 10, what time does he need to be at hartford",
    expect: { includesAll: [slotTime("hartford", 0, "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "seattle - my daughter is 15, what time does her group start",
    expect: { includesAny: [slotTime("seattle", 0, "seniors", "Check-in"), slotTime("seattle", 0, "seniors", "Warm-up")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "what time is the industry q&a for the seniors in boston",
    expect: { includesAll: [slotTime("boston", 0, "seniors", "Industry Q&A")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "is there a lunch break for juniors in sarasota?",
    expect: { includesAll: [slotTime("sarasota", 0, "juniors", "Lunch break")], excludes: [saysNo] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "sherwood saturday what time is check in",
    expect: { includesAll: [slotTime("sherwood", 0, "all", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "boise nov 7 masterclass, what time for a 14 year old",
    expect: { includesAny: [slotTime("boise-nov-7", 0, "seniors", "Check-in"), slotTime("boise-nov-7", 0, "seniors", "Masterclass: On-Camera Jazz")] },
  },

  // ages
  {
    kind: "single",
    topic: "ages",
    ask: "orlando: my daughter just turned 12, is she a junior or a senior?",
    expect: { includesAll: [/senior/i], excludes: [/she('?s| is| would be) (a )?junior/i] },
  },
  {
    kind: "single",
    topic: "ages",
    ask: "how are the age groups split in seattle",
    expect: { includesAll: [/12 and under/i, /13 and up/i] },
  },
  { kind: "single", topic: "ages", ask: "is there a minimum age to audition?", expect: { includesAll: [num(MIN_AUDITION_AGE)] } },
  {
    kind: "single",
    topic: "ages",
    ask: `can my ${MIN_AUDITION_AGE - 1} year old register for the audition`,
    expect: { includesAll: [num(MIN_AUDITION_AGE)], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "ages",
    ask: `my daughter is ${ADULT_AGE - 1}, does a parent need to be on the registration?`,
    expect: { includesAny: [/parent/i, /guardian/i], excludes: [saysNo] },
  },

  // auditions
  { kind: "single", topic: "auditions", ask: "does the audition cost extra", expect: { includesAll: [/free/i], excludes: [saysYes] } },
  {
    kind: "single",
    topic: "auditions",
    ask: "can my kid just do the audition without taking the classes?",
    expect: { includesAny: [/audition only/i, /free audition/i], excludes: [saysNo] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if she auditions is she guaranteed a part",
    expect: { includesAny: [/not guarantee/i, /doesn'?t guarantee/i, /no guarantee/i, /never guarantee/i, /isn'?t guaranteed/i, /not guaranteed/i], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "we cant make any of the tour dates, is there another way to be considered",
    expect: { includesAny: [/submit talent/i, /submit your talent/i, /submit-talent/i] },
  },

  // policies and credits
  {
    kind: "single",
    topic: "policies and credits",
    ask: "my daughter broke her wrist and cant come to savannah, can i get a refund",
    expect: { includesAny: [/all sales are final/i, /sales are final/i, /no refunds?/i, /can'?t refund/i, /cannot refund/i], excludes: [saysYes] },
  },
  { kind: "single", topic: "policies and credits", ask: "what happens if you cancel the event", expect: { includesAll: [/full refund/i] } },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "you moved our date and i cant do the new one. what are my options",
    expect: { includesAll: [[/48 hours/i, /48-hour/i, /two days/i]], includesAny: [/refund/i, /credit/i] },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "does the credit expire?",
    expect: { includesAny: [/never expires/i, /does not expire/i, /doesn'?t expire/i, /no expir/i, /won'?t expire/i], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "i have a credit from seattle, can i use it for the victoria bc event?",
    expect: { includesAny: [/currency/i, /US dollars/i, /USD/, /Canadian/i, /CAD/], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "can i just get my credit paid out in cash",
    expect: { includesAny: [/can'?t be exchanged for cash/i, /cannot be exchanged/i, /no cash/i, /not (be )?(exchanged|redeemed) for cash/i, /can'?t be (cashed|redeemed)/i], excludes: [saysYes] },
  },

  // what to bring
  { kind: "single", topic: "what to bring", ask: "what shoes does she need", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "what to bring", ask: "should we pack lunch", expect: { includesAny: [/lunch/i, /snacks/i], excludes: [saysNo] } },
  {
    kind: "single",
    topic: "what to bring",
    ask: "can he wear his competition team shirt? it has a big logo on it",
    expect: { includesAny: [/avoid big logos/i, /logos/i, /solid colou?rs/i], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "what to bring",
    ask: "can she just dance in the sneakers she wears outside?",
    expect: { includesAny: [/not allowed/i, /clean/i, /street shoes/i], excludes: [saysYes] },
  },

  // footage
  {
    kind: "single",
    topic: "footage",
    ask: "when do we get the videos from the day",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i]], includesAny: [/email/i] },
  },
  {
    kind: "single",
    topic: "footage",
    ask: "i dont want my 9yo in your instagram posts, is that possible?",
    expect: { includesAny: [/email/i, /before the event/i], excludes: [saysNo] },
  },

  // city pages
  {
    kind: "single",
    topic: "city pages",
    ask: "who teaches the contemporary class in boston",
    expect: { includesAll: [/Liora Vantassel/i] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "is the new hampshire weekend open to anyone? my daughter dances at a different studio",
    expect: { includesAll: [/Granite Stage/i], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "spokane, what are the two ticket options",
    expect: { includesAll: [/core day 1/i, /pro track/i] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "sherwood saturday - is it split juniors and seniors?",
    expect: { includesAny: [/all ages/i, /every age/i, /together/i], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "does the spokane ticket come with acting for dancers",
    expect: { includesAny: [/free month/i, /one month/i, /a month/i], excludes: [saysNo] },
  },

  // acting for dancers
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "acting for dancers private session how much and how long",
    expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session"), [/50[- ]minute/i, /50 min/i]] },
  },
  { kind: "single", topic: "acting for dancers", ask: "how long do i have to use the 3 pack", expect: { includesAll: [/90 days/i] } },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "starter path vs steady growth whats the difference and price",
    expect: {
      includesAll: [priceOf("acting-for-dancers", "afd_starter"), priceOf("acting-for-dancers", "afd_steady_growth"), [/four/i, /4[- ]week/i], [/eight/i, /8[- ]week/i]],
    },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is acting for dancers a monthly subscription",
    expect: { includesAny: [/one-time/i, /one time/i, /never a subscription/i, /not a subscription/i], excludes: [saysYes] },
  },

  // mentorship
  {
    kind: "single",
    topic: "mentorship",
    ask: "what are the mentorship levels and what do they cost (seattle page)",
    expect: {
      includesAll: [
        /building/i,
        /growth/i,
        /elite circle/i,
        priceOf("seattle", "mentorship_building"),
        priceOf("seattle", "mentorship_growth"),
        priceOf("seattle", "mentorship_elite"),
      ],
    },
  },
  { kind: "single", topic: "mentorship", ask: "when does the mentorship start", expect: { includesAll: [fig(cohort.start.replace(/, \d{4}$/, ""))] } },
  {
    kind: "single",
    topic: "mentorship",
    ask: "is there a minimum commitment for mentorship",
    expect: { includesAll: [[new RegExp(`${cohort.minimumTermMonths}[- ]month`, "i"), new RegExp(`${["zero", "one", "two", "three", "four", "five", "six"][cohort.minimumTermMonths] ?? "-"} months`, "i")]], excludes: [saysNo] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "can i cancel elite circle after the first month",
    expect: { includesAll: [[new RegExp(`${cohort.minimumTermMonths}[- ]month`, "i"), /minimum/i]], excludes: [saysYes] },
  },

  // scholarships and talent
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "whats the deadline to apply for a scholarship",
    expect: { includesAll: [[/three weeks/i, /3 weeks/i]] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "does the scholarship cover our hotel and travel?",
    expect: { includesAny: [/don'?t cover/i, /doesn'?t cover/i, /does not cover/i, /do not cover/i, /not cover/i], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "how many links can i put on the submit talent form",
    expect: { includesAll: [num(TALENT_LINKS)] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "how long does the 'about yourself' part of the scholarship form have to be",
    expect: { includesAll: [num(STORY_MIN), num(STORY_MAX)] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site doesn't know or sell these

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const tuning48OffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("whats the weather usually like in seattle in november"),
  offTopic("can you recommend a hotel near the orlando studio"),
  offTopic("do you sell leotards or dancewear"),
  offTopic("what's the best dance school in atlanta other than you guys"),
  offTopic("my daughter sprained her ankle last week, should she ice it or use heat before class"),
  offTopic("how much is parking near the hartford studio"),
  offTopic("do you do wedding first dance choreography"),
  offTopic("how much are flights to boise from denver"),
  offTopic("can you recommend a talent agent in los angeles for my son"),
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const tuning48Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent prices Victoria, then compares Seattle",
    turns: [
      { ask: "how much is core in victoria bc", expect: { includesAll: [priceOf("victoria-bc", "core")] } },
      { ask: "and with the early bird code?", expect: { includesAll: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20")] } },
      {
        ask: "what about seattle, same price there?",
        expect: { includesAll: [priceOf("seattle", "core")], excludes: [saysYes] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Orlando: date, studio, then a child's group",
    turns: [
      { ask: "when is orlando", expect: { includesAll: [dayOf("orlando")] } },
      { ask: "where is it", expect: { includesAny: venueOf("orlando") } },
      {
        ask: "my son is 11, which group is he in and when does it start",
        expect: { includesAll: [/junior/i, slotTime("orlando", 0, "juniors", "Check-in")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship, then a switch to Acting for Dancers",
    turns: [
      { ask: "how much is the building mentorship level", expect: { includesAll: [priceOf("seattle", "mentorship_building")] } },
      {
        ask: "is there a minimum?",
        expect: { includesAll: [[new RegExp(`${cohort.minimumTermMonths}[- ]month`, "i"), /three months/i]], excludes: [saysNo] },
      },
      {
        ask: "ok and the acting for dancers starter path, is that monthly too?",
        expect: { includesAll: [priceOf("acting-for-dancers", "afd_starter")], includesAny: [/one-time/i, /one time/i, /not a subscription/i, /never a subscription/i], excludes: [saysYes] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A Cypress buyer asks about refunds and date changes",
    turns: [
      {
        ask: "we bought cypress tickets but might not be able to go, can we get a refund",
        expect: { includesAny: [/all sales are final/i, /sales are final/i, /no refunds?/i, /can'?t refund/i], excludes: [saysYes] },
      },
      { ask: "what if you move the date though", expect: { includesAll: [[/48 hours/i, /48-hour/i]] } },
      {
        ask: "and if i miss that email?",
        expect: { includesAll: [/credit/i], includesAny: [/never expires/i, /does not expire/i, /doesn'?t expire/i, /any city/i] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A Granite Stage family: dates, balance, VIP",
    turns: [
      { ask: "my kid is at granite stage, when is the new hampshire weekend", expect: { includesAll: [dayOf("new-hampshire"), /14/] } },
      { ask: "we already paid the deposit, what do we owe now", expect: { includesAll: [priceOf("new-hampshire", "nh_balance_payment")] } },
      {
        ask: "can we add the vip upgrade on top? how much",
        expect: { includesAll: [priceOf("new-hampshire", "nh_protrack_vip")], excludes: [saysNo] },
      },
    ],
  },
];

export const tuning48QuestionCount =
  tuning48SingleQuestions.length + tuning48OffTopicQuestions.length + tuning48Conversations.reduce((n, c) => n + c.turns.length, 0);
