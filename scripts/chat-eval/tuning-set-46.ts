/**
 * Tuning set 46 of the chat assistant (issue 40): a balanced cross-section of a week of real traffic
 * to the site, every topic in proportion to how often visitors would ask it, from first-time visitors
 * (what is it, how much, when, where) to buyers after checkout (upgrades, date changes, credits,
 * footage, what to bring). Written from the spec, the seed catalog, the city pages' own copy
 * (seed/city-copy.ts), the online programs' pages, the FAQ, the scholarship and talent pages and the
 * forms' own validation, by someone who never read the answerer, its docs or other sets' questions.
 * About half the yes/no questions have the answer No.
 *
 * Every figure (price, total, upgrade, discount, date, weekday, venue, street, time, age limit, count
 * limit) is computed from the seed with the site's own functions; copy facts are short phrases with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
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
  seedOffer,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning46Topic =
  | "prices and totals"
  | "upgrades"
  | "codes"
  | "dates"
  | "venues"
  | "schedule"
  | "ages"
  | "auditions"
  | "policies and credits"
  | "what to bring and footage"
  | "city pages"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and talent";

interface Tuning46Question {
  kind: "single";
  topic: Tuning46Topic;
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

/** A code's own figure: "20%" or "$25". */
function codeFigure(code: string): RegExp {
  const d = seedDiscountCode(code);
  if (d.percentOff) return new RegExp(`(?<!\\d)${d.percentOff}\\s?(%|percent)`, "i");
  if (d.amount) return money({ amountMinor: Math.round(d.amount * 100), currency: d.currency ?? "USD" });
  throw new Error(`${code} has no figure`);
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

/** An ISO timestamp's calendar day (as written in the seed, before the time). */
const dayOfTimestamp = (stamp: string): RegExp => isoDay(stamp.slice(0, 10));

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function weekdayName(slug: string, which: "startsOn" | "endsOn" = "startsOn"): string {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no date`);
  const [y = 0, m = 0, d = 0] = iso.split("-").map(Number);
  const name = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  if (!name) throw new Error(`no weekday for ${iso}`);
  return name;
}

/** The weekday of a stop's first (or last) day. */
const weekdayOf = (slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp => new RegExp(`\\b${weekdayName(slug, which)}`, "i");

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

/** The seeded schedule slot of one activity for one group on one day (index) of a stop. */
function slot(slug: string, group: Group, activity: string, dayIndex = 0) {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const s = table?.slots.find((x) => x.activity === activity);
  if (!s) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return s;
}

/** When one activity starts for a group, as a pattern. */
const timeOf = (slug: string, group: Group, activity: string, dayIndex = 0): RegExp => timeRe(slot(slug, group, activity, dayIndex).time);

/** The venue's name as a case-insensitive phrase. */
const venueName = (slug: string): string => seedVenue(slug).name;

/** The venue's street ("2100 Edgewater Dr") with "Dr"/"Drive", "St"/"Street" and so on both accepted. */
function streetRe(slug: string): RegExp {
  const s = street(slug);
  const words: Record<string, string> = { Dr: "Dr(ive)?", St: "St(reet)?", Ave: "Ave(nue)?", Rd: "R(oa)?d", Pkwy: "P(ar)?kw?a?y", Way: "Way" };
  const parts = s.split(" ").map((w) => words[w] ?? escapeRegExp(w));
  return new RegExp(`${parts.join("\\.?\\s+")}\\.?`, "i");
}

/** The youngest and oldest age a schema accepts (adults, so no guardian is needed), found by asking it. */
function ageBounds(parse: (age: number) => boolean): { min: number; max: number } {
  const ok: number[] = [];
  for (let age = 0; age <= 150; age++) if (parse(age)) ok.push(age);
  const min = ok[0];
  const max = ok[ok.length - 1];
  if (min === undefined || max === undefined) throw new Error("no age passes the schema");
  return { min, max };
}

const auditionAges = ageBounds(
  (age) =>
    auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "dancer@example.com", phone: "555 0100", age, parentName: "Test Parent", consent: true })
      .success,
);
/** Whether the audition form takes a minor without a parent or guardian named. */
const minorWithoutGuardianOk = auditionFormSchema.safeParse({
  fullName: "Test Dancer",
  email: "dancer@example.com",
  phone: "555 0100",
  age: 15,
  consent: true,
}).success;
if (minorWithoutGuardianOk) throw new Error("the audition form now takes a minor without a guardian: rewrite the guardian questions");

/** How many links the talent form takes at most, found by asking it. */
function maxTalentLinks(): number {
  let n = 1;
  while (
    n < 50 &&
    applicationSchemas.talent.safeParse({
      fullName: "Test Dancer",
      email: "dancer@example.com",
      age: 20,
      links: Array.from({ length: n + 1 }, (_, i) => `https://example.com/${i}`),
    }).success
  )
    n++;
  return n;
}
const talentLinksMax = maxTalentLinks();

const ageRe = (n: number): RegExp => new RegExp(`(?<!\\d)${n}(?!\\d)`);

// Polarity of yes/no replies.
const YES: Fact = /^\W*(yes|yep|yeah|absolutely|definitely|of course|sure)\b/i;
const NO: Fact = /^\W*(no|nope|not)\b/i;

// Copy facts with their alternatives.
const ALL_SALES_FINAL: Fact[] = [/all sales are final/i, /no refunds?/i, /(not|n't) (be )?refund/i, /non-?refundable/i];
const FULL_REFUND: Fact[] = [/full refund/i, /refund(ed)? in full/i, /refund(ed)? to (the|your) original/i];
const FORTY_EIGHT_HOURS: Fact[] = [/48 hours/i, /48-hour/i, /two days/i];
const CREDIT_NEVER_EXPIRES: Fact[] = [/never expires?/i, /does(n't| not) expire/i, /no expir/i];
const SAME_CURRENCY: Fact[] = [/currency/i, /CAD|canadian/i, /US dollars|USD/i];
const FREE: Fact[] = [/\bfree\b/i, /no (cost|charge|fee)/i, /\$0(?!\d)/];
const OPTIONAL: Fact[] = [/optional/i, /not required/i, /(don't|do not|doesn't|does not) have to/i, /up to you/i];
const FIFTEEN_EARLY: Fact[] = [/15 minutes/i, /fifteen minutes/i];
const FOUR_WEEKS: Fact[] = [/four weeks/i, /4 weeks/i];
const GUARDIAN: Fact[] = [/parent or guardian/i, /parent\/guardian/i, /guardian/i, /parent/i];
const NO_GUARANTEE: Fact[] = [/(not|n't|never|no) guarantee/i, /guarantee(s|d)? (a|any) role/i];
const SUBMIT_TALENT: Fact[] = [/submit talent/i, /submit your talent/i, /\/submit-talent/i];
const THREE_WEEKS: Fact[] = [/three weeks/i, /3 weeks/i];

const nh = "new-hampshire";
const NH_STUDIO = "Granite Stage Dance Academy";
const CORE_PLUS = ["core", "core_day1", "core_day2", "boston_core"];

const bringFriend = seedDiscountCode("BRINGAFRIEND25");
const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
const summer = seedDiscountCode("SUMMER2025");
const protrack50 = seedDiscountCode("PROTRACK50");
const maxPerOrder = seedOffer("cypress", "core").maxPerOrder;
if (!bringFriend.eligibleTiers?.every((t) => CORE_PLUS.includes(t))) throw new Error("BRINGAFRIEND25 changed tiers");
if (!victoriaEarly.endsAt || !summer.endsAt) throw new Error("codes lost their windows");
if (protrack50.city !== "hartford") throw new Error("PROTRACK50 is no longer Hartford's");

const orlandoUpgrade = printed(boughtUpgrade("orlando", "core", "pro"));
const seattleUpgrade = printed(boughtUpgrade("seattle", "core", "pro"));

// Which stops in the seed have a weekend; which Spokane tiers run only on the first day.
const sherwoodEndsOn = seedEvent("sherwood").endsOn;
if (!sherwoodEndsOn) throw new Error("Sherwood is no longer two days");

const cohort = mentorshipCohort;

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning46SingleQuestions: readonly Tuning46Question[] = [
  // prices and totals
  {
    kind: "single",
    topic: "prices and totals",
    ask: "how much is the core experience in orlando",
    expect: { includesAll: [priceOf("orlando", "core")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "price for pro track seattle?",
    expect: { includesAll: [priceOf("seattle", "pro")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "hi! what does the intensive cost in victoria bc, and is that canadian or us dollars",
    expect: { includesAll: [priceOf("victoria-bc", "core"), [/CAD/, /canadian/i, /C\$/]] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "Im a studio owner bringing 4 dancers to Cypress, all core experience. whats the total",
    expect: { includesAll: [totalOf("cypress", "core", 4)] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "how much is just a class in cypress",
    expect: { includesAll: [priceOf("cypress", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "my twins want to do the sherwood full weekend pass, how much for both of them",
    expect: { includesAll: [totalOf("sherwood", "weekend_pass", 2)] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "is the one class only ticket in victoria cheaper than the core experience there?",
    expect: { includesAll: [priceOf("victoria-bc", "victoria_one_class_only")], includesAny: [YES, /cheaper/i, /less/i], excludes: [NO] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "boston core vs pro track - what's the price difference",
    expect: { includesAll: [priceOf("boston", "boston_core"), priceOf("boston", "boston_pro_track")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "can I buy 12 core tickets in one order for my studio in cypress?",
    expect: { includesAll: [ageRe(maxPerOrder)], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "what's the balance payment for the new hampshire weekend if we already paid the deposit",
    expect: { includesAll: [priceOf(nh, "nh_balance_payment")] },
  },

  // upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "I already bought core in orlando, how much more to move up to pro track?",
    expect: { includesAll: [orlandoUpgrade] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "bought a core ticket for seattle last week. upgrade to pro track cost?",
    expect: { includesAll: [seattleUpgrade] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how much is the pro track vip upgrade for the hudson nh weekend",
    expect: { includesAll: [priceOf(nh, "nh_protrack_vip")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i buy just the VIP upgrade in new hampshire without a weekend pass",
    expect: { includesAny: [/weekend pass/i, /balance payment/i, /first/i], excludes: [YES] },
  },

  // codes
  {
    kind: "single",
    topic: "codes",
    ask: "what does the code BRINGAFRIEND25 take off",
    expect: { includesAll: [codeFigure("BRINGAFRIEND25"), /core/i] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "with BRINGAFRIEND25 how much is core in seattle",
    expect: { includesAll: [afterAmount("seattle", "core", "BRINGAFRIEND25")] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "victoria early bird price for core with the code?",
    expect: { includesAll: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20")] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "when does the victoria early bird code end",
    expect: { includesAll: [dayOfTimestamp(victoriaEarly.endsAt)] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "can I still use SUMMER2025?",
    expect: { includesAny: [/expired/i, /ended/i, /no longer/i, /(is not|isn't) (valid|active)/i, dayOfTimestamp(summer.endsAt)], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "PROTRACK50 for hartford pro track, what do I pay",
    expect: { includesAll: [afterAmount("hartford", "pro", "PROTRACK50")] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "where do i type a promo code",
    expect: { includesAny: [/cart/i, /promo (code )?field/i, /checkout/i] },
  },

  // dates
  {
    kind: "single",
    topic: "dates",
    ask: "when is the nashville one",
    expect: { includesAll: [dayOf("nashville")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "what day of the week is the hartford intensive",
    expect: { includesAll: [weekdayOf("hartford"), dayOf("hartford")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "sarasota date?",
    expect: { includesAll: [dayOf("sarasota")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "is minneapolis on a saturday",
    expect:
      weekdayName("minneapolis") === "Saturday"
        ? { includesAll: [dayOf("minneapolis")], includesAny: [YES, /saturday/i], excludes: [NO] }
        : { includesAll: [weekdayOf("minneapolis"), dayOf("minneapolis")], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "when is london happening?",
    expect: { includesAny: [/to be (determined|announced)/i, /\bTBD\b/i, /not (been )?(set|announced|confirmed)/i, /announced/i], excludes: [/\d{1,2},? 2025/, /\d{1,2},? 2026/] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "which days is the sherwood weekend",
    expect: { includesAll: [dayOf("sherwood"), new RegExp(`(?<!\\d)${Number(sherwoodEndsOn.slice(8))}(?!\\d)`)] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "is the atlanta intensive still on? wanted to sign up my daughter",
    expect: { includesAny: [/cancel/i], excludes: [YES] },
  },

  // venues
  {
    kind: "single",
    topic: "venues",
    ask: "where is the boston intensive held",
    expect: { includesAll: [[venueName("boston"), streetRe("boston")]] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "whats the address for savannah",
    expect: { includesAll: [streetRe("savannah")] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "which studio is orlando at",
    expect: { includesAll: [venueName("orlando")] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "niagara falls studio - where do we go in, theres parking?",
    expect: { includesAll: [/back/i], includesAny: [/rear lot/i, /park/i] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "what studio is the dallas one at",
    expect: { includesAny: [/coming soon/i, /not (yet )?(been )?(confirmed|announced)/i, /being confirmed/i, /TBD|to be (announced|determined|confirmed)/i ] },
  },

  // schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "my son is 10, what time does he check in at hartford",
    expect: { includesAll: [timeOf("hartford", "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "what time do seniors start on-camera jazz in sarasota",
    expect: { includesAll: [timeOf("sarasota", "seniors", "On-Camera Jazz")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "seattle - when's the audition for the 13 and up group",
    expect: { includesAll: [timeOf("seattle", "seniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "what time does the boise masterclass evening start for the older kids",
    expect: { includesAll: [timeOf("boise-nov-7", "seniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "on sherwood saturday what time is stunts for dancers",
    expect: { includesAll: [timeOf("sherwood", "all", "Stunts for Dancers", 0)] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "how early should we get there",
    expect: { includesAny: FIFTEEN_EARLY },
  },

  // ages
  {
    kind: "single",
    topic: "ages",
    ask: "my daughter is 12, is she a junior or senior in nashville",
    expect: { includesAll: [/junior/i], excludes: [/she('s| is| would be) (a |in )?(the )?senior/i] },
  },
  {
    kind: "single",
    topic: "ages",
    ask: "in orlando my kid is 12 - which group",
    expect: { includesAll: [/senior/i], includesAny: [/12 to adult/i, /12\+/i, /12 and (up|older)/i] },
  },
  {
    kind: "single",
    topic: "ages",
    ask: "is there an age minimum to audition",
    expect: { includesAll: [ageRe(auditionAges.min)] },
  },
  {
    kind: "single",
    topic: "ages",
    ask: "im 34, too old for this?",
    expect: { includesAny: [/all ages/i, /not too old/i, /every age/i, /adults?/i, /welcome/i] },
  },
  {
    kind: "single",
    topic: "ages",
    ask: "does my 16 year old need me to register her for the audition or can she do it alone",
    expect: { includesAny: GUARDIAN },
  },

  // auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "do i have to audition if i buy core",
    expect: { includesAny: OPTIONAL },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "how much does the audition cost",
    expect: { includesAny: FREE },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if my son auditions is he guaranteed a part in something",
    expect: { includesAny: NO_GUARANTEE, excludes: [YES] },
  },

  // policies and credits
  {
    kind: "single",
    topic: "policies and credits",
    ask: "can i get a refund if my daughter gets sick and cant go",
    expect: { includesAny: ALL_SALES_FINAL, excludes: [YES] },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "what happens if you guys cancel the event",
    expect: { includesAny: FULL_REFUND },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "you moved the date of my city and i didn't answer the email, what now",
    expect: { includesAll: [/credit/i], includesAny: [...FORTY_EIGHT_HOURS, ...CREDIT_NEVER_EXPIRES] },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "how long do i have to reply when an event date changes",
    expect: { includesAny: FORTY_EIGHT_HOURS },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "does my credit expire?",
    expect: { includesAny: CREDIT_NEVER_EXPIRES, excludes: [YES] },
  },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "i have a credit from a US city, can i use it for victoria bc",
    expect: { includesAny: SAME_CURRENCY, excludes: [YES] },
  },

  // what to bring and footage
  {
    kind: "single",
    topic: "what to bring and footage",
    ask: "what shoes should my kid bring",
    expect: { includesAll: [/sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "what to bring and footage",
    ask: "does she need a headshot and resume for the audition?",
    expect: { includesAny: [/not required/i, /neither is required/i, /(don't|do not|doesn't|does not) need/i, /optional/i], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "what to bring and footage",
    ask: "what to wear? can he wear his big logo hoodie",
    expect: { includesAny: [/solid colou?rs?/i, /avoid (big )?logos/i, /fitted/i], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "what to bring and footage",
    ask: "do we get the video footage after? how long",
    expect: { includesAny: FOUR_WEEKS },
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
    ask: "can anyone sign up for the new hampshire weekend?",
    expect: { includesAll: [new RegExp(escapeRegExp(NH_STUDIO), "i")], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "does the seattle day have playback so dancers can see themselves",
    expect: { includesAny: [YES, /playback/i], excludes: [NO] },
  },

  // acting for dancers
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "how much is an acting for dancers private session",
    expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session")] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is acting for dancers in person?",
    expect: { includesAny: [/online/i, /virtual/i, /over video/i], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "starter path vs steady growth, whats the difference and price",
    expect: {
      includesAll: [priceOf("acting-for-dancers", "afd_starter"), priceOf("acting-for-dancers", "afd_steady_growth")],
      includesAny: [/four/i, /eight/i, /4 weeks?/i, /8 weeks?/i],
    },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is the acting for dancers 3 pack a monthly subscription",
    expect: { includesAny: [/one-time/i, /one time/i, /not a subscription/i, /never a subscription/i], excludes: [YES] },
  },

  // mentorship
  {
    kind: "single",
    topic: "mentorship",
    ask: "we're going to seattle. what are the mentorship levels on that page and how much per month",
    expect: {
      includesAll: [/Building/i, /Growth/i, /Elite Circle/i, priceOf("seattle", "mentorship_building"), priceOf("seattle", "mentorship_growth"), priceOf("seattle", "mentorship_elite")],
    },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "when does mentorship start",
    expect: { includesAll: [new RegExp(escapeRegExp(cohort.start.replace(/, \d{4}$/, "")), "i")] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "can i cancel mentorship after the first month?",
    expect: { includesAny: [new RegExp(`${cohort.minimumTermMonths}-month minimum`, "i"), new RegExp(`${cohort.minimumTermMonths} months?`, "i"), /minimum/i], excludes: [YES] },
  },

  // scholarships and talent
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "do you do scholarships? what do they cover",
    expect: { includesAll: [/core/i], includesAny: [/part or all/i, /partial|full/i] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "when do scholarship applications close for a city",
    expect: { includesAny: THREE_WEEKS },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "does the scholarship pay for our hotel and flights",
    expect: { includesAny: [/(don't|do not|doesn't|does not|not) cover/i, /travel/i, /accommodation/i], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "we cant make any date, can my daughter still be considered for projects",
    expect: { includesAny: SUBMIT_TALENT },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "how many links can i put on the submit talent form",
    expect: { includesAll: [ageRe(talentLinksMax)] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: things the site does not know or sell

export const tuning46OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather gonna be like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a hotel near the orlando studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "my daughter sprained her ankle last week, should she ice it or heat it before dancing", expect: { notSure: true } },
  { kind: "off-topic", ask: "is the ballet school down the street from the boston venue any good", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell dance costumes or competition outfits", expect: { notSure: true } },
  { kind: "off-topic", ask: "which airport is closest to hudson nh", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you help my son with his math homework", expect: { notSure: true } },
  { kind: "off-topic", ask: "are there good restaurants for lunch near the victoria studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you offer summer camp babysitting for younger siblings during the intensive", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on or switch away from the earlier turn

export const tuning46Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent prices Orlando, then switches to Victoria",
    turns: [
      { ask: "how much is core in orlando", expect: { includesAll: [priceOf("orlando", "core")] } },
      { ask: "and what day is that", expect: { includesAll: [dayOf("orlando")] } },
      {
        ask: "ok what about victoria instead, same ticket",
        expect: { includesAll: [priceOf("victoria-bc", "core")], excludes: [priceOf("orlando", "core")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner plans Cypress for a group",
    turns: [
      { ask: "where is the cypress tx intensive", expect: { includesAll: [[venueName("cypress"), streetRe("cypress")]] } },
      { ask: "we have 3 dancers for pro track, total?", expect: { includesAll: [totalOf("cypress", "pro", 3)] } },
      { ask: "do they need to bring anything for the audition", expect: { includesAny: [/headshot/i, /résumé|resume/i, /not required/i, /nothing/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "After checkout: a date change and a credit",
    turns: [
      { ask: "we bought tickets for nashville. what if the date changes", expect: { includesAny: [...FORTY_EIGHT_HOURS, /refund/i, /credit/i] } },
      { ask: "and if we just dont reply?", expect: { includesAll: [/credit/i] } },
      { ask: "does that credit run out at some point", expect: { includesAny: CREDIT_NEVER_EXPIRES, excludes: [YES] } },
    ],
  },
  {
    kind: "conversation",
    title: "A teen asks about Sherwood, then the audition",
    turns: [
      { ask: "sherwood weekend pass price?", expect: { includesAll: [priceOf("sherwood", "weekend_pass")] } },
      { ask: "and one day only", expect: { includesAll: [priceOf("sherwood", "core_day1")] } },
      { ask: "im 15, is there an age limit for the audition form", expect: { includesAll: [ageRe(auditionAges.min)], includesAny: GUARDIAN } },
    ],
  },
  {
    kind: "conversation",
    title: "Online programs: mentorship, then Acting for Dancers",
    turns: [
      { ask: "we did the boston intensive, how much is elite circle mentorship", expect: { includesAll: [priceOf("boston", "mentorship_elite")] } },
      { ask: "is there a minimum commitment", expect: { includesAll: [new RegExp(`(?<!\\d)${cohort.minimumTermMonths}(?!\\d)|three`, "i")] } },
      {
        ask: "ok and the acting for dancers 3 pack?",
        expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack")], excludes: [priceOf("boston", "mentorship_elite")] },
      },
    ],
  },
];

export const tuning46QuestionCount =
  tuning46SingleQuestions.length + tuning46OffTopicQuestions.length + tuning46Conversations.reduce((n, c) => n + c.turns.length, 0);

