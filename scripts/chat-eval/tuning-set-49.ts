/**
 * Tuning set 49 of the chat assistant (issue 40): written from the spec, the seed catalog, the city
 * pages' own copy (seed/city-copy.ts), the tier features, the online programs' pages, the FAQ, the
 * scholarship and talent pages and the forms' own validation, by someone who never read the answerer,
 * its docs or other sets' questions. Emphasis: parents, teen and adult dancers and studio owners,
 * before and after buying: a balanced cross-section of every topic, with yes/no and either/or
 * questions (about half answered No), totals for several dancers, a child's age and group, plans that
 * change, and what a ticket or program includes.
 *
 * Every figure (price, total, upgrade, discount, date, weekday, venue, street, time, age limit, count
 * limit) is computed from the seed with the site's own functions; copy facts are short phrases with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { ADULT_AGE, auditionAgeGroup } from "~/domain/age-groups";
import { applyDiscounts, checkCode, type DiscountCodeRule } from "~/domain/discounts";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { applicationSchemas } from "~/features/applications/application-schemas";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  EVAL_CLOCK,
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

export type Tuning49Topic =
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

interface Tuning49Question {
  kind: "single";
  topic: Tuning49Topic;
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

/** A seeded code as the cart's rules see it. */
function codeRule(code: string): DiscountCodeRule {
  const d = seedDiscountCode(code);
  return {
    code: d.code,
    discountType: d.percentOff ? "percentage" : "fixed",
    value: d.percentOff ?? Math.round((d.amount ?? 0) * 100),
    currency: d.percentOff ? null : (d.currency ?? null),
    eligibleTiers: d.eligibleTiers,
    cityRestriction: d.city ?? null,
    customerTag: d.customerTag ?? null,
    description: d.description,
    startsAt: d.startsAt ? new Date(d.startsAt) : null,
    endsAt: d.endsAt ? new Date(d.endsAt) : null,
    maxUses: d.maxUses ?? null,
    usesCount: 0,
    isActive: d.isActive,
  };
}

/** What the cart charges for n tickets of one tier at a stop with one code, as a pattern. */
function cartTotalWithCode(slug: string, tier: string, n: number, code: string): RegExp {
  const p = seedPrice(slug, tier);
  const rule = codeRule(code);
  const ok = checkCode(rule, { eventSlug: slug, currency: p.currency, tierKeys: [tier], now: EVAL_CLOCK });
  if (!ok.ok) throw new Error(`${code} is refused at ${slug}: ${ok.reason}`);
  const r = applyDiscounts([{ tierKey: tier, unitPriceMinor: p.amountMinor, quantity: n }], [rule]);
  return money({ amountMinor: r.totalMinor, currency: p.currency });
}

/** Why the cart refuses a code at a stop (fails if the cart would take it). */
function refusal(slug: string, tier: string, code: string): string {
  const p = seedPrice(slug, tier);
  const ok = checkCode(codeRule(code), { eventSlug: slug, currency: p.currency, tierKeys: [tier], now: EVAL_CLOCK });
  if (ok.ok) throw new Error(`${code} is accepted at ${slug}`);
  return ok.reason;
}

/** A price after a percentage code, rounded as the site does. */
function afterPercent(slug: string, tier: string, code: string): RegExp {
  const p = seedPrice(slug, tier);
  const d = seedDiscountCode(code);
  if (!d.percentOff) throw new Error(`${code} is not a percentage code`);
  return money({ amountMinor: percentOff(p.amountMinor, d.percentOff), currency: p.currency });
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

function weekdayName(slug: string, which: "startsOn" | "endsOn" = "startsOn"): string {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no date`);
  const [y = 0, m = 0, d = 0] = iso.split("-").map(Number);
  const name = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  if (!name) throw new Error(`no weekday for ${iso}`);
  return name;
}

/** The weekday of a stop's first day. */
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

interface SeedSlot {
  time: string;
  activity: string;
}
interface SeedTable {
  group: string;
  slots: SeedSlot[];
}
interface SeedSchedule {
  ageGroups?: string;
  days: Array<{ tables: SeedTable[] }>;
}

function scheduleOf(slug: string): SeedSchedule {
  const s = (seedEvent(slug).page as { schedule?: SeedSchedule } | undefined)?.schedule;
  if (!s) throw new Error(`${slug} has no schedule`);
  return s;
}

/** The time of one activity in one group's table of a stop's schedule (day index from 0). */
function slotTime(slug: string, group: string, activity: string, dayIndex = 0): RegExp {
  const table = scheduleOf(slug).days[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return timeRe(slot.time);
}

const venueName = (slug: string): string => seedVenue(slug).name;

/** The lowest and highest age the audition form accepts, found by asking its schema. */
function ageBounds(): { min: number; max: number } {
  const ok = (age: number) => auditionFormSchema.shape.age.safeParse(age).success;
  const accepted = Array.from({ length: 151 }, (_, i) => i).filter(ok);
  const min = accepted[0];
  const max = accepted[accepted.length - 1];
  if (min === undefined || max === undefined) throw new Error("the audition schema accepts no age");
  return { min, max };
}
const AGES = ageBounds();

/** The most links the talent form accepts, found by asking its schema. */
function maxTalentLinks(): number {
  const form = (n: number) => ({
    fullName: "Test Dancer",
    email: "dancer@example.com",
    age: 30,
    links: Array.from({ length: n }, (_, i) => `https://example.com/reel-${i}`),
  });
  let best = 0;
  for (let n = 1; n <= 50; n++) if (applicationSchemas.talent.safeParse(form(n)).success) best = n;
  if (best === 0) throw new Error("the talent schema accepts no link");
  return best;
}
const MAX_LINKS = maxTalentLinks();

const num = (n: number): RegExp => new RegExp(`(?<![\\d.])${n}(?![\\d])`);

// Wrong polarity of a yes/no answer.
const YES_FIRST: Fact = /^\W*(yes|yep|yeah|absolutely|definitely|of course)\b/i;
const NO_FIRST: Fact = /^\W*(no|nope|unfortunately not)\b/i;

// ---------------------------------------------------------------------------------------------
// Facts used below, all from the seed

const SEATTLE_CORE_MAX = seedOffer("seattle", "core").maxPerOrder;
const sherwoodDay = seedPrice("sherwood", "core_day1");
const sherwoodPass = seedPrice("sherwood", "weekend_pass");
const sherwoodSaving = money({ amountMinor: sherwoodDay.amountMinor * 2 - sherwoodPass.amountMinor, currency: sherwoodDay.currency });
if (seedEvent("seattle").currency === seedEvent("victoria-bc").currency) throw new Error("credit currency question needs two currencies");
if (refusal("seattle", "pro", "PROTRACK50") !== "wrong_city") throw new Error("PROTRACK50 should be Hartford only");
if (refusal("seattle", "core", "SUMMER2025") !== "expired") throw new Error("SUMMER2025 should have expired");
if (refusal("victoria-bc", "core", "BRINGAFRIEND25") !== "wrong_currency") throw new Error("BRINGAFRIEND25 should be USD only");
if (scheduleOf("orlando").ageGroups !== "eleven_and_twelve_plus") throw new Error("Orlando's split changed");
if (scheduleOf("seattle").ageGroups !== "juniors_seniors") throw new Error("Seattle's split changed");
if (auditionAgeGroup(10) !== "12_and_under" || auditionAgeGroup(14) !== "13_and_up") throw new Error("age groups changed");
if (seedEvent("london").startsOn !== null) throw new Error("London now has a date");
if (seedEvent("dallas").venue) throw new Error("Dallas now has a venue");
const parentAgeBelow = ADULT_AGE; // under this age the forms ask for a parent or guardian

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning49SingleQuestions: readonly Tuning49Question[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "I have twins (9) who want to do the Atlanta intensive, core tickets. total for both?", expect: { includesAll: [totalOf("atlanta", "core", 2)] } },
  { kind: "single", topic: "prices and totals", ask: "studio owner here - bringing 7 dancers to nashville, all core. what would that come to", expect: { includesAll: [totalOf("nashville", "core", 7)] } },
  { kind: "single", topic: "prices and totals", ask: "whats the price of pro track in spokane", expect: { includesAll: [priceOf("spokane", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "is victoria priced in US dollars?", expect: { includesAll: [["CAD", /canadian/i, "C$"]], excludes: [YES_FIRST] } },
  { kind: "single", topic: "prices and totals", ask: "how much for London core? and what currency", expect: { includesAll: [priceOf("london", "core"), [/pound/i, "GBP", "£"]] } },
  { kind: "single", topic: "prices and totals", ask: "orlando core ticket price pls", expect: { includesAll: [priceOf("orlando", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "sherwood: is the full weekend pass cheaper than buying both days separately?", expect: { includesAll: [priceOf("sherwood", "weekend_pass"), [sherwoodSaving, priceOf("sherwood", "core_day1")]], excludes: [NO_FIRST] } },
  { kind: "single", topic: "prices and totals", ask: "how much is just one class in cypress, not the whole day", expect: { includesAll: [priceOf("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and totals", ask: "i want to buy 12 core tickets in one order for my seattle team, can i?", expect: { includesAll: [num(SEATTLE_CORE_MAX)], excludes: [YES_FIRST] } },
  { kind: "single", topic: "prices and totals", ask: "boston pro track vs core, whats the difference in price", expect: { includesAll: [priceOf("boston", "boston_pro_track"), priceOf("boston", "boston_core")] } },
  { kind: "single", topic: "prices and totals", ask: "how much does the audition cost if my son only wants to audition", expect: { includesAny: [/\bfree\b/i, /\$0(?!\d)/] } },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "we already bought a core ticket for orlando. how much to upgrade to pro track now?", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "my daughter has core for sarasota, what would it cost to move her up to pro?", expect: { includesAll: [printed(boughtUpgrade("sarasota", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "new hampshire deposit paid. how much is the balance and can i add the VIP thing after?", expect: { includesAll: [priceOf("new-hampshire", "nh_balance_payment"), priceOf("new-hampshire", "nh_protrack_vip")] } },

  // codes
  { kind: "single", topic: "codes", ask: "does the code SUMMER2025 still work?", expect: { includesAny: [/expired/i, /ended/i, /no longer/i, /not (valid|active)/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "codes", ask: "can I use PROTRACK50 for pro track in seattle", expect: { includesAll: [/hartford/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "codes", ask: "does PROTRACK50 work for hartford pro track? what would i pay", expect: { includesAll: [cartTotalWithCode("hartford", "pro", 1, "PROTRACK50")], excludes: [NO_FIRST] } },
  { kind: "single", topic: "codes", ask: "2 core tickets in seattle with code BRINGAFRIEND25, whats my total", expect: { includesAll: [cartTotalWithCode("seattle", "core", 2, "BRINGAFRIEND25")] } },
  { kind: "single", topic: "codes", ask: "victoria early bird code - 3 core tickets for my dancers, how much altogether?", expect: { includesAll: [cartTotalWithCode("victoria-bc", "core", 3, "VICTORIAEARLY20")] } },
  { kind: "single", topic: "codes", ask: "will BRINGAFRIEND25 work on a victoria ticket?", expect: { includesAny: [/US dollars?/i, /USD/i, /currency/i, /not (valid|work|eligible|apply)/i, /won'?t (work|apply)/i], excludes: [YES_FIRST] } },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the seattle one", expect: { includesAll: [dayOf("seattle")] } },
  { kind: "single", topic: "dates and venues", ask: "is boston on a saturday?", expect: { includesAll: [weekdayOf("boston")], excludes: [YES_FIRST] } },
  { kind: "single", topic: "dates and venues", ask: "what studio is the hartford intensive at and whats the address", expect: { includesAll: [venueName("hartford"), fig(street("hartford"))] } },
  { kind: "single", topic: "dates and venues", ask: "where exactly is atlanta held", expect: { includesAll: [[venueName("atlanta"), fig(street("atlanta"))]] } },
  { kind: "single", topic: "dates and venues", ask: "sherwood oregon dates?", expect: { includesAll: [dayOf("sherwood"), [dayOf("sherwood", "endsOn"), /&\s*25|and 25|-\s*25|–\s*25/]] } },
  { kind: "single", topic: "dates and venues", ask: "has london got a date yet", expect: { includesAny: [/to be determined/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed)/i, /no date/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "dates and venues", ask: "which studio in dallas?", expect: { includesAny: [/coming soon/i, /not (yet )?(been )?(announced|confirmed)/i, /being confirmed/i, /to be confirmed/i, /\bTBD\b/i, /not sure/i] } },
  { kind: "single", topic: "dates and venues", ask: "what day of the week is the minneapolis intensive", expect: { includesAll: [weekdayOf("minneapolis")] } },
  { kind: "single", topic: "dates and venues", ask: "is spokane on a sunday or saturday", expect: { includesAll: [weekdayOf("spokane")], excludes: [weekdayName("spokane") === "Saturday" ? /\bon (a )?sunday\b/i : /\bon (a )?saturday\b/i] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "my son is 10, what time does he check in at seattle", expect: { includesAll: [slotTime("seattle", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "what time do seniors start in atlanta", expect: { includesAll: [[slotTime("atlanta", "seniors", "Check-in"), slotTime("atlanta", "seniors", "Warm-up")]] } },
  { kind: "single", topic: "schedule", ask: "boston - when does the contemporary class happen for the older group", expect: { includesAll: [slotTime("boston", "seniors", "Contemporary")] } },
  { kind: "single", topic: "schedule", ask: "for sarasota juniors when is the audition", expect: { includesAll: [slotTime("sarasota", "juniors", "Audition")] } },
  { kind: "single", topic: "schedule", ask: "how early should we get there?", expect: { includesAll: [/15 min/i] } },

  // ages and groups
  { kind: "single", topic: "ages and groups", ask: "my daughter is 11 - is she a junior or a senior?", expect: { includesAny: [/junior/i, /12 and under/i], excludes: [/she('?s| is| would be) (a |in the )?senior/i] } },
  { kind: "single", topic: "ages and groups", ask: "14 yr old, which group", expect: { includesAny: [/senior/i, /13 and up/i] } },
  { kind: "single", topic: "ages and groups", ask: "my son turns 12 before orlando, which group would he be in there?", expect: { includesAny: [/12 to adult/i, /12 and (up|older)/i, /12\+/] } },
  { kind: "single", topic: "ages and groups", ask: "is sherwood's saturday only for older kids?", expect: { includesAll: [/all ages/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "ages and groups", ask: "im 34, am i too old for this", expect: { includesAny: [/all ages/i, /everyone/i, /adult/i, /not too old/i], excludes: [YES_FIRST] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "is the audition mandatory?", expect: { includesAll: [/optional/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "auditions", ask: "whats the youngest age that can register for the audition", expect: { includesAll: [num(AGES.min)] } },
  { kind: "single", topic: "auditions", ask: "can my 6 year old audition?", expect: AGES.min <= 6 ? { includesAny: [/yes/i, num(AGES.min)], excludes: [NO_FIRST] } : { includesAll: [num(AGES.min)], excludes: [YES_FIRST] } },
  { kind: "single", topic: "auditions", ask: "if she auditions is she guaranteed a part?", expect: { includesAny: [/not guarantee/i, /doesn'?t guarantee/i, /no guarantee/i, /does not guarantee/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "auditions", ask: `my son is ${parentAgeBelow - 1}, do i have to fill anything in as his parent for the audition?`, expect: { includesAny: [/parent or guardian/i, /parent\/guardian/i, /guardian/i], excludes: [NO_FIRST] } },

  // policies and credits
  { kind: "single", topic: "policies and credits", ask: "can i get a refund if my kid gets sick and cant go", expect: { includesAny: [/all sales are final/i, /final/i, /can'?t refund/i, /cannot refund/i, /no refund/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "policies and credits", ask: "if you guys cancel the event do we get all our money back?", expect: { includesAll: [/full refund/i], excludes: [NO_FIRST] } },
  { kind: "single", topic: "policies and credits", ask: "if the date changes how long do i have to decide", expect: { includesAll: [/48/] } },
  { kind: "single", topic: "policies and credits", ask: "does the credit expire?", expect: { includesAny: [/never expire/i, /doesn'?t expire/i, /does not expire/i, /no expir/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "policies and credits", ask: "we have a credit from seattle, can we use it for victoria bc instead?", expect: { includesAny: [/currency/i, /Canadian/i, /CAD/i, /US dollars?/i, /USD/i], excludes: [YES_FIRST] } },

  // what to bring
  { kind: "single", topic: "what to bring", ask: "sneakers or jazz shoes?", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "what to bring", ask: "does he need a headshot to audition", expect: { includesAny: [/not required/i, /neither is required/i, /no,? /i, /don'?t need/i, /doesn'?t need/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "what to bring", ask: "should i pack lunch for my daughter", expect: { includesAny: [/lunch/i, /snack/i], excludes: [NO_FIRST] } },
  { kind: "single", topic: "what to bring", ask: "can she wear her outdoor shoes on the studio floor", expect: { includesAny: [/not allowed/i, /aren'?t allowed/i, /clean/i], excludes: [YES_FIRST] } },

  // footage
  { kind: "single", topic: "footage", ask: "is the class filmed?", expect: { includesAll: [/film|camera|shot/i], excludes: [NO_FIRST] } },
  { kind: "single", topic: "footage", ask: "when do we get the videos after", expect: { includesAny: [/four weeks/i, /4 weeks/i] } },
  { kind: "single", topic: "footage", ask: "is the cinematic demo reel something i can just buy in the cart?", expect: { includesAny: [/appl(y|ication)/i], excludes: [YES_FIRST] } },

  // city pages' own copy
  { kind: "single", topic: "city pages", ask: "is there a guest teacher for the contemporary class in boston? who?", expect: { includesAll: [/Liora Vantassel/i], excludes: [NO_FIRST] } },
  { kind: "single", topic: "city pages", ask: "can my daughter do the hudson nh weekend? she dances at a different studio", expect: { includesAll: [/Granite Stage/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "city pages", ask: "niagara falls - is the entrance round the back?", expect: { includesAll: [/back/i], excludes: [NO_FIRST] } },
  { kind: "single", topic: "city pages", ask: "does the spokane ticket come with the acting for dancers month", expect: { includesAll: [/free month/i], excludes: [NO_FIRST] } },
  { kind: "single", topic: "city pages", ask: "seattle page mentions playback?? what is that", expect: { includesAny: [/playback/i, /see what the lens sees/i, /watch your own/i] } },

  // what's included
  { kind: "single", topic: "what's included", ask: "what do you get with pro track that core doesnt have", expect: { includesAny: [/Pro Track session/i, /personal feedback/i, /priority/i, /reel/i] } },
  { kind: "single", topic: "what's included", ask: "does audition only include any classes?", expect: { includesAny: [/no classes/i, /doesn'?t include (any )?class/i, /does not include (any )?class/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "what's included", ask: "whats in the core experience ticket", expect: { includesAll: [[/jazz/i, /on-camera/i], [/Q&A/i, /industry/i]] } },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "how much is one private acting session", expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers a monthly subscription?", expect: { includesAny: [/one-time/i, /one time/i, /never a subscription/i, /not a subscription/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "acting for dancers", ask: "starter path or steady growth - whats the difference and price", expect: { includesAll: [priceOf("acting-for-dancers", "afd_starter"), priceOf("acting-for-dancers", "afd_steady_growth")] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers in person?", expect: { includesAny: [/online/i, /virtual/i], excludes: [YES_FIRST] } },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "how much is the elite circle mentorship per month", expect: { includesAll: [priceOf("seattle", "mentorship_elite")] } },
  { kind: "single", topic: "mentorship", ask: "can i cancel mentorship after the first month?", expect: { includesAll: [num(mentorshipCohort.minimumTermMonths)], excludes: [YES_FIRST] } },
  { kind: "single", topic: "mentorship", ask: "when does mentorship start", expect: { includesAll: [[mentorshipCohort.start, isoDay("2025-12-01")]] } },

  // scholarships and talent
  { kind: "single", topic: "scholarships and talent", ask: "do scholarships cover our hotel too?", expect: { includesAny: [/don'?t cover/i, /do not cover/i, /not cover/i, /travel/i, /accommodation/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "scholarships and talent", ask: "do scholarship applications close before the event date?", expect: { includesAny: [/three weeks/i, /3 weeks/i], excludes: [NO_FIRST] } },
  { kind: "single", topic: "scholarships and talent", ask: "we cant make any tour date, is there another way to be seen?", expect: { includesAny: [/submit talent/i, /submit your talent/i, /talent submission/i], excludes: [NO_FIRST] } },
  { kind: "single", topic: "scholarships and talent", ask: "how many links can i put on the talent submission", expect: { includesAll: [num(MAX_LINKS)] } },
  { kind: "single", topic: "scholarships and talent", ask: "does submitting talent cost anything", expect: { includesAny: [/free/i, /no cost/i, /doesn'?t cost/i], excludes: [YES_FIRST] } },

  // not stated by the site
  { kind: "single", topic: "dates and venues", ask: "is the boise studio wheelchair accessible", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions

export const tuning49OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "can u recommend a hotel near the boston studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "my daughter sprained her ankle last week, should she ice or heat it before the intensive", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there a better ballet school in atlanta for pointe work", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell competition costumes?", expect: { notSure: true } },
  { kind: "off-topic", ask: "cheapest flights to orlando in november?", expect: { notSure: true } },
  { kind: "off-topic", ask: "are disney world tickets cheaper on weekdays", expect: { notSure: true } },
  { kind: "off-topic", ask: "how many calories does a full day of dancing burn", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you guys offer summer dance camps with sleepover in nashville", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const tuning49Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent of two in Seattle who then looks at Boston",
    turns: [
      { ask: "hi! 2 core tickets for seattle for my kids, how much all up", expect: { includesAll: [totalOf("seattle", "core", 2)] } },
      { ask: "the younger one is 9, when does she check in", expect: { includesAll: [slotTime("seattle", "juniors", "Check-in")] } },
      { ask: "hmm actually boston might suit us better, what day is that", expect: { includesAll: [dayOf("boston"), weekdayOf("boston")], excludes: [venueName("seattle")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner bringing a group to Atlanta",
    turns: [
      { ask: "i run a studio and want to bring 6 dancers to atlanta, core tickets. total?", expect: { includesAll: [totalOf("atlanta", "core", 6)] } },
      { ask: "and where is it", expect: { includesAll: [[venueName("atlanta"), fig(street("atlanta"))]] } },
      { ask: "what if you move the date and some of my kids cant come", expect: { includesAll: [/48/], includesAny: [/refund/i, /credit/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria prices in Canadian dollars",
    turns: [
      { ask: "how much is victoria core", expect: { includesAll: [priceOf("victoria-bc", "core")] } },
      { ask: "and with the early bird code?", expect: { includesAll: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20")] } },
      { ask: "what if she only wants one class", expect: { includesAll: [priceOf("victoria-bc", "victoria_one_class_only")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship, then a switch to Acting for Dancers",
    turns: [
      { ask: "what are the mentorship levels", expect: { includesAll: [/Building/i, /Growth/i, /Elite/i] } },
      { ask: "when would i actually get charged", expect: { includesAll: [[mentorshipCohort.start, isoDay("2025-12-01")], [mentorshipCohort.recurringFrom, isoDay("2026-01-01")]] } },
      { ask: "ok different thing, how much is the acting 3 pack", expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack")], excludes: [priceOf("seattle", "mentorship_elite")] } },
    ],
  },
  {
    kind: "conversation",
    title: "An Orlando ticket holder whose plans change",
    turns: [
      { ask: "we booked orlando, what date is it again", expect: { includesAll: [dayOf("orlando")] } },
      { ask: "how much would it be to upgrade to pro track now", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
      { ask: "and if we cant go at all can we get our money back", expect: { includesAny: [/all sales are final/i, /final/i, /can'?t refund/i, /cannot refund/i, /no refund/i], excludes: [YES_FIRST] } },
    ],
  },
];

export const tuning49QuestionCount =
  tuning49SingleQuestions.length +
  tuning49OffTopicQuestions.length +
  tuning49Conversations.reduce((n, c) => n + c.turns.length, 0);
