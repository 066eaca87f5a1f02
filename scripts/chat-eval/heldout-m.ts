/**
 * Held-out set M of the chat assistant (issue 40): written after the answerer was frozen at 3374c61, from
 * the spec, the seed catalog, the site's content files, its pages and the forms' own validation, by
 * someone who never read the answerer, its docs or any other set's questions. Scored once: nobody reads
 * its questions or misses while changing the assistant.
 *
 * A balanced cross-section of what visitors ask: prices and totals, dates, venues, schedule times, ages
 * and groups, the audition, policies and refunds, what to bring and wear, mentorship, Acting for Dancers,
 * scholarships and Submit Talent, discount codes and upgrades, each city page's own facts, and cancelled
 * or unconfirmed stops. Every figure is computed from the seed with the site's own functions; copy facts
 * are short phrases with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, toMinor, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { applicationSchemas } from "~/features/applications/application-schemas";
import type { Conversation, Expectation, Fact, FactOrAlternatives, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
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

export type HeldoutMTopic =
  | "prices and totals"
  | "dates"
  | "venues"
  | "schedule times"
  | "ages and groups"
  | "audition"
  | "policies and refunds"
  | "bring and wear"
  | "mentorship"
  | "acting for dancers"
  | "scholarships and talent"
  | "discounts and upgrades"
  | "city pages"
  | "cancelled and unconfirmed";

interface HeldoutMQuestion {
  kind: "single";
  topic: HeldoutMTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed (the fig/money helpers of tuning-set-22.ts)

/** A printed figure as a pattern that does not match inside a larger one ("$168" but not "$1680"). */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" and "CA$227" (the "$227" part). */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

/** A small whole number (an age, a limit) as a pattern: "5" or "five", not inside "15" or "$5". */
function count(n: number): RegExp {
  const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
  const word = words[n];
  return new RegExp(`(?<![\\d.,$£])${n}(?!\\d|,\\d)${word ? `|\\b${word}\\b` : ""}`, "i");
}

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

/** A pattern for a printed money string from seed-facts (boughtUpgrade). */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A tier's catalog base price (what the mentorship program page shows), as a pattern. */
function basePriceOf(key: string): RegExp {
  const t = seed.tiers.find((x) => x.key === key);
  if (!t) throw new Error(`no tier ${key}`);
  return money({ amountMinor: toMinor(t.basePrice), currency: "USD" });
}

/** An ISO calendar date ("2025-11-09", or a longer instant) as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function isoDay(iso: string): RegExp {
  const [, m = 0, d = 0] = iso.slice(0, 10).split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month || !d) throw new Error(`bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** A stop's first (or last) day as a pattern. */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return isoDay(iso);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The weekday of a stop's first day, as a pattern ("Friday"). */
function weekdayOf(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const name = WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()];
  if (!name) throw new Error(`bad date ${iso}`);
  return new RegExp(`\\b${name}`, "i");
}

/** A stop's first day minus n days, as a pattern. */
function daysBefore(slug: string, n: number): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return isoDay(d.toISOString());
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

/** A slot's time in a stop's schedule, by group and activity (first day unless told). */
function slotAt(slug: string, group: Group, activity: string, dayIndex = 0): RegExp {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const slot = tables.find((t) => t.group === group)?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return timeRe(slot.time);
}

/** The detail of a slot (e.g. where the entrance is), failing if there is none. */
function slotDetail(slug: string, group: Group, activity: string): string {
  const tables = seedEvent(slug).page?.schedule?.days?.[0]?.tables ?? [];
  const detail = tables.find((t) => t.group === group)?.slots.find((s) => s.activity === activity)?.detail;
  if (!detail) throw new Error(`${slug} has no detail on ${group} ${activity}`);
  return detail;
}

/** Niagara Falls' check-in detail: where the entrance is ("the back of the building"). */
const niagaraEntrance = (() => {
  const m = /at the (.+)$/i.exec(slotDetail("niagara-falls", "juniors", "Check-in"));
  if (!m?.[1] || !/\bback\b/i.test(m[1])) throw new Error("Niagara's entrance is no longer at the back");
  return new RegExp(escapeRegExp(m[1]), "i");
})();

/** The venue's name and street. */
const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [
    /coming soon/i,
    /not (yet )?(been )?(confirmed|announced|set|listed|finali[sz]ed)/i,
    /(being|still|yet to be) (confirmed|finali[sz]ed|announced)/i,
    /\bTBD\b|\bTBA\b|to be (announced|determined|confirmed)/i,
    /hasn'?t been (confirmed|announced|set)/i,
    /no venue/i,
  ];
}

/** The stop's date is not set: its dateText says so and it has no start. */
function noDate(slug: string): readonly Fact[] {
  const e = seedEvent(slug);
  if (e.startsOn) throw new Error(`${slug} has a date`);
  return [/to be (determined|announced|confirmed)/i, /\bTBD\b|\bTBA\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no date/i, /date.{0,20}(coming soon|soon)/i, /hasn'?t been (set|announced)/i];
}

/** The youngest age the audition form accepts (a parent named, as for every minor). */
const MIN_AUDITION_AGE = (() => {
  const accepts = (age: number) =>
    auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "parent@example.com", phone: "555-0100", age, parentName: "Test Parent", consent: true }).success;
  for (let age = 0; age <= 30; age++) if (accepts(age)) return age;
  throw new Error("the audition form accepts no age up to 30");
})();

/** Whether the audition form accepts a dancer of this age without a parent or guardian's name. */
const acceptsWithoutParent = (age: number): boolean =>
  auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "dancer@example.com", phone: "555-0100", age, consent: true }).success;
if (acceptsWithoutParent(16)) throw new Error("the audition form takes a 16-year-old without a parent");

/** How many links the Submit Talent form takes at most. */
const MAX_TALENT_LINKS = (() => {
  const form = (n: number) => ({
    fullName: "Test Dancer",
    email: "dancer@example.com",
    age: 20,
    links: Array.from({ length: n }, (_, i) => `https://example.com/reel-${i}`),
  });
  for (let n = 1; n <= 20; n++) if (!applicationSchemas.talent.safeParse(form(n)).success) return n - 1;
  throw new Error("the talent form takes 20 links");
})();

/** The most of one ticket a single order takes (Seattle's Core Experience). */
const maxPerOrder = seedOffer("seattle", "core").maxPerOrder;

/** Victoria's early bird: the code, its percentage, its end and the Core price with it. */
const victoriaCode = seedDiscountCode("VICTORIAEARLY20");
const victoriaPercent = victoriaCode.percentOff ?? 0;
if (!victoriaPercent) throw new Error("VICTORIAEARLY20 is not a percentage code");
const victoriaCore = seedPrice("victoria-bc", "core");
const victoriaEarlyCore = money({ amountMinor: percentOff(victoriaCore.amountMinor, victoriaPercent), currency: victoriaCore.currency });
const victoriaEnds = (() => {
  if (!victoriaCode.endsAt) throw new Error("VICTORIAEARLY20 has no end");
  return isoDay(victoriaCode.endsAt);
})();
if (victoriaCode.eligibleTiers.includes("victoria_one_class_only")) throw new Error("the early bird covers One Class Only");

/** The Elite Mentorship beta countdown on the city pages (applications close). */
const betaDeadline = (() => {
  const endsAt = seedEvent("seattle").page?.countdown?.endsAt;
  if (!endsAt) throw new Error("no beta countdown on the Seattle page");
  return isoDay(endsAt);
})();

/** The mentorship cohort: start and minimum term. */
const cohortStart = new RegExp(escapeRegExp(mentorshipCohort.start).replace(/,? 20\d\d$/, ""), "i");
const minimumTerm = mentorshipCohort.minimumTermMonths;
if (minimumTerm < 2) throw new Error("the mentorship minimum is under two months");
const minimumRe: readonly Fact[] = [new RegExp(`\\b${minimumTerm}[- ]month`, "i"), new RegExp(`${["zero", "one", "two", "three", "four", "five", "six"][minimumTerm] ?? "@@"}[- ]month`, "i")];

/** Acting for Dancers. */
const afd = "acting-for-dancers";

/** Atlanta is cancelled; Savannah and Buford are not. */
if (!seedEvent("atlanta").isCancelled) throw new Error("Atlanta is no longer cancelled");
if (seedEvent("savannah").isCancelled || seedEvent("hoschton").isCancelled) throw new Error("Savannah or Buford is cancelled");
if (seedEvent("hoschton").cityName !== "Buford, GA") throw new Error("the hoschton stop is no longer Buford");

/** Hudson, NH: the VIP upgrade needs a weekend ticket first. */
const nhVipNeeds = seedOffer("new-hampshire", "nh_protrack_vip").rule.requiresOneOf;
if (!nhVipNeeds.includes("nh_full_weekend")) throw new Error("the NH VIP upgrade no longer needs the weekend pass");

/** Sherwood: the weekend pass and the two days bought apart. */
const sherwoodPass = seedPrice("sherwood", "weekend_pass");
const sherwoodTwoDays = seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor;
if (sherwoodPass.amountMinor >= sherwoodTwoDays) throw new Error("the Sherwood pass is not cheaper than two days");

/** Spokane is dearer than Seattle. */
if (seedPrice("spokane", "core_day1").amountMinor <= seedPrice("seattle", "core").amountMinor) throw new Error("Spokane is not dearer than Seattle");

/** Sarasota comes before Niagara Falls. */
if ((seedEvent("sarasota").startsOn ?? "") >= (seedEvent("niagara-falls").startsOn ?? "")) throw new Error("Sarasota is not before Niagara Falls");

// Polarity words of a yes/no answer.
const YES: readonly Fact[] = [/\byes\b/i, /\byep\b/i, /\byeah\b/i, /\babsolutely\b/i, /\bdefinitely\b/i, /\bof course\b/i];
const NO: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i, /\bnope\b/i, /\bunfortunately\b/i];

const NOT_SURE = { notSure: true } as const;

const all = (...facts: FactOrAlternatives[]): Expectation => ({ includesAll: facts });

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutMSingleQuestions: readonly HeldoutMQuestion[] = [
  // Prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in seattle", expect: all(priceOf("seattle", "core")) },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "How much would 3 Core tickets for Charleston WV cost? I have triplets lol",
    expect: all(totalOf("charleston-wv", "core", 3)),
  },
  { kind: "single", topic: "prices and totals", ask: "pro track price orlando?", expect: all(priceOf("orlando", "pro")) },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "What's the price difference between Core and Pro Track in Boston?",
    expect: all([diffOf("boston", "boston_core", "boston_pro_track"), priceOf("boston", "boston_pro_track")]),
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "is spokane cheaper than seattle?",
    expect: all([...NO, /more expensive|pricier|higher|costs more/i], priceOf("spokane", "core_day1"), priceOf("seattle", "core")),
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "I need the Sherwood full weekend pass for 2 of my kids, what's the total?",
    expect: all(totalOf("sherwood", "weekend_pass", 2)),
  },
  { kind: "single", topic: "prices and totals", ask: "how much for 2 pro track tix in sarasota", expect: all(totalOf("sarasota", "pro", 2)) },
  { kind: "single", topic: "prices and totals", ask: "How much is the 'Just a Class' ticket in Cypress?", expect: all(priceOf("cypress", "masterclass_only")) },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "whats the cheapest way to take just one class in victoria",
    expect: all(/one class only/i, priceOf("victoria-bc", "victoria_one_class_only")),
  },

  // Dates
  { kind: "single", topic: "dates", ask: "When is the Hartford intensive?", expect: all(dayOf("hartford")) },
  { kind: "single", topic: "dates", ask: "Is Springfield VA in March?", expect: all(YES, dayOf("springfield-va")) },
  {
    kind: "single",
    topic: "dates",
    ask: "is the boston one on a saturday? my daughter has competition saturdays",
    expect: all(NO, weekdayOf("boston"), dayOf("boston")),
  },
  { kind: "single", topic: "dates", ask: "what dates is the sherwood weekend?", expect: all(dayOf("sherwood"), /\b25\b/) },
  {
    kind: "single",
    topic: "dates",
    ask: "Which comes first, Sarasota or Niagara Falls?",
    expect: all(/sarasota/i, dayOf("sarasota"), dayOf("niagara-falls")),
  },

  // Venues
  { kind: "single", topic: "venues", ask: "where is the seattle intensive held", expect: all([venueName("seattle"), streetOf("seattle")]) },
  { kind: "single", topic: "venues", ask: "address for the charleston studio?", expect: all(streetOf("charleston-wv")) },
  { kind: "single", topic: "venues", ask: "Which dance studio is hosting Minneapolis?", expect: all(venueName("minneapolis")) },
  { kind: "single", topic: "venues", ask: "where is the dallas one going to be??", expect: all(noVenue("dallas")) },
  {
    kind: "single",
    topic: "venues",
    ask: "Niagara Falls: which door do we use to get into the studio?",
    expect: all([niagaraEntrance, /\bback\b/i, /\brear\b/i]),
  },

  // Schedule times
  { kind: "single", topic: "schedule times", ask: "what time do seniors check in at hartford", expect: all(slotAt("hartford", "seniors", "Check-in")) },
  {
    kind: "single",
    topic: "schedule times",
    ask: "my son is 10, what time does his group start in seattle?",
    expect: all([slotAt("seattle", "juniors", "Check-in"), slotAt("seattle", "juniors", "Warm-up")]),
  },
  { kind: "single", topic: "schedule times", ask: "What time is the Pro Track session in Boston?", expect: all(slotAt("boston", "seniors", "Pro Track session")) },
  {
    kind: "single",
    topic: "schedule times",
    ask: "what time does the audition start for the juniors in charleston",
    expect: all(slotAt("charleston-wv", "juniors", "Audition")),
  },
  { kind: "single", topic: "schedule times", ask: "Sherwood saturday - what time is check in?", expect: all(slotAt("sherwood", "all", "Check-in", 0)) },

  // Ages and groups
  {
    kind: "single",
    topic: "ages and groups",
    ask: "my daughter is 12. is she a junior or a senior for seattle?",
    expect: all(/junior/i, /12 and under|12 & under|under 13|12 or under/i),
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "My daughter just turned 12 - which group would she be in at the Orlando intensive?",
    expect: all(/senior/i, /12 to adult|12 and (up|over|older)|12\+/i),
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "I'm 27, am I too old for this?",
    expect: all([...NO, /all ages|every age|any age/i], [/all ages|every age|any age/i, /13 and up|adults?\b/i]),
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "can a 4 year old register for the audition?",
    expect: all(NO, count(MIN_AUDITION_AGE)),
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "my 16 yo wants to register for the audition herself, does she need me to do anything?",
    expect: all([/parent/i, /guardian/i], [/under 18/i, /minor/i, /name/i, /consent/i]),
  },

  // The audition
  { kind: "single", topic: "audition", ask: "is the audition extra $$ or included?", expect: all(/free/i) },
  {
    kind: "single",
    topic: "audition",
    ask: "Can she do only the audition without taking the classes?",
    expect: all(YES, [/audition only/i, /audition alone/i, /free audition/i]),
  },
  { kind: "single", topic: "audition", ask: "if my daughter auditions is she guaranteed a part in something?", expect: all(NO, [/guarantee/i]) },
  { kind: "single", topic: "audition", ask: "When do we get the footage from class?", expect: all([/four weeks/i, /4 weeks/i]) },
  { kind: "single", topic: "audition", ask: "do i need a headshot and a resume to audition?", expect: all(NO, [/not required/i, /don'?t need/i, /optional/i, /if you have/i, /photo/i]) },

  // Policies and refunds
  {
    kind: "single",
    topic: "policies and refunds",
    ask: "my daughter broke her ankle and cant go to Boise anymore. can I get a refund?",
    expect: all([/final/i, ...NO], [/hello@callboard\.dance/i, /email/i]),
  },
  {
    kind: "single",
    topic: "policies and refunds",
    ask: "What happens if you guys cancel the event?",
    expect: all(/full refund/i),
  },
  {
    kind: "single",
    topic: "policies and refunds",
    ask: "If the date changes, how long do I have to ask for my money back?",
    expect: all([/48 hours/i, /48-hour/i, /forty-eight hours/i]),
  },
  { kind: "single", topic: "policies and refunds", ask: "do credits expire", expect: all([/never expire/i, /(does ?n[o']t|do not|won'?t) expire/i, /no expir/i]) },
  {
    kind: "single",
    topic: "policies and refunds",
    ask: "If Niagara Falls' date moves and my payment becomes a credit, can I use that credit for Seattle?",
    expect: all(NO, [/currency/i, /canadian/i, /\bCAD\b/i]),
  },
  {
    kind: "single",
    topic: "policies and refunds",
    ask: "Our studio wants 12 core tickets for Seattle. Can I buy them all in one order?",
    expect: all(NO, count(maxPerOrder)),
  },

  // What to bring and wear
  {
    kind: "single",
    topic: "bring and wear",
    ask: "what should my daughter wear?",
    expect: all([/solid colou?rs?/i, /fitted/i], [/logo/i, /busy prints?/i, /move/i, /hair/i]),
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "can i wear my shirt with the big logo on it?",
    expect: all([...NO, /avoid/i], [/solid colou?rs?/i, /distract/i, /logos?/i]),
  },
  { kind: "single", topic: "bring and wear", ask: "Should we pack lunch or is food provided?", expect: all([/lunch/i, /snacks?/i], [/bring/i, /pack/i]) },
  { kind: "single", topic: "bring and wear", ask: "how early should we get there?", expect: all([/15 minutes/i, /fifteen minutes/i]) },

  // Mentorship
  { kind: "single", topic: "mentorship", ask: "How much is Elite Circle a month?", expect: all(basePriceOf("mentorship_elite")) },
  { kind: "single", topic: "mentorship", ask: "when does the mentorship start?", expect: all(cohortStart) },
  {
    kind: "single",
    topic: "mentorship",
    ask: "can I cancel mentorship after the first month if she doesn't like it?",
    expect: all(NO, minimumRe),
  },
  { kind: "single", topic: "mentorship", ask: "does elite circle renew automatically", expect: all(YES, [/renew/i]) },
  { kind: "single", topic: "mentorship", ask: "When do applications close for the Elite Mentorship beta?", expect: all(betaDeadline) },

  // Acting for Dancers
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers private session price?", expect: all(priceOf(afd, "afd_private_session")) },
  { kind: "single", topic: "acting for dancers", ask: "How long is one private acting session?", expect: all([/50 minutes?/i, /50-minute/i, /fifty minutes?/i]) },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers a monthly subscription?", expect: all(NO, [/one-time/i, /one time/i]) },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "If I buy the 3 pack, how long do I have to use the sessions?",
    expect: all([/90 days/i, /ninety days/i, /3 months/i, /three months/i]),
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "starter path vs steady growth path: how many weeks each and how much?",
    expect: all(
      [/four weeks?/i, /4 weeks?/i, /four-week/i, /4-week/i],
      [/eight weeks?/i, /8 weeks?/i, /eight-week/i, /8-week/i],
      priceOf(afd, "afd_starter"),
      priceOf(afd, "afd_steady_growth"),
    ),
  },

  // Scholarships and Submit Talent
  { kind: "single", topic: "scholarships and talent", ask: "do you offer scholarships?", expect: all(YES, /scholarship/i) },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "Would a scholarship also pay for our flights and hotel?",
    expect: all(NO, [/travel/i, /accommodation/i, /flights?/i, /hotels?/i]),
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "whats the deadline to apply for a scholarship for the hartford stop",
    expect: all([/three weeks/i, /3 weeks/i, /21 days/i, daysBefore("hartford", 21)]),
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "how many links can I add on the submit talent form?",
    expect: all(count(MAX_TALENT_LINKS)),
  },

  // Discount codes and upgrades
  { kind: "single", topic: "discounts and upgrades", ask: "with the early bird code how much is core in victoria", expect: all(victoriaEarlyCore) },
  { kind: "single", topic: "discounts and upgrades", ask: "Until when does the Victoria early bird last?", expect: all(victoriaEnds) },
  {
    kind: "single",
    topic: "discounts and upgrades",
    ask: "Does the Victoria early bird code work on the One Class Only ticket?",
    expect: all(NO, [/core/i, /pro track/i]),
  },
  {
    kind: "single",
    topic: "discounts and upgrades",
    ask: "I already bought Core for Orlando, how much more to upgrade to Pro Track?",
    expect: all(printed(boughtUpgrade("orlando", "core", "pro"))),
  },

  // City pages' own facts
  { kind: "single", topic: "city pages", ask: "what's different about the boston intensive?", expect: all(/contemporary/i) },
  {
    kind: "single",
    topic: "city pages",
    ask: "Can anyone sign up for the Hudson New Hampshire weekend? We're from a different studio",
    expect: all(NO, /Granite Stage/i),
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "Hudson NH: how much is the Pro Track VIP upgrade, and can I buy it without the weekend pass?",
    expect: all(priceOf("new-hampshire", "nh_protrack_vip"), [...NO, /first/i, /requires?/i, /need/i]),
  },
  { kind: "single", topic: "city pages", ask: "does spokane have the stunts for dancers class?", expect: all(YES, /stunt/i) },
  {
    kind: "single",
    topic: "city pages",
    ask: "can my 8 year old and my 14 year old be in the same class at sherwood?",
    expect: all(YES, /saturday/i),
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "Is the Sherwood weekend pass cheaper than buying saturday and sunday separately?",
    expect: all([...YES, /cheaper/i, /save/i, /less/i], money(sherwoodPass)),
  },

  // Cancelled and unconfirmed stops
  {
    kind: "single",
    topic: "cancelled and unconfirmed",
    ask: "atlanta got cancelled right? is the buford GA one still on, and when is it?",
    expect: all(YES, dayOf("hoschton")),
  },
  {
    kind: "single",
    topic: "cancelled and unconfirmed",
    ask: "I bought tickets for Atlanta, do I get my money back?",
    expect: all(/cancel/i, /full refund/i),
  },
  { kind: "single", topic: "cancelled and unconfirmed", ask: "when is the london one", expect: all(noDate("london")) },
  { kind: "single", topic: "cancelled and unconfirmed", ask: "Is there a venue yet for Madison, WI?", expect: all(noVenue("madison-wi")) },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site cannot answer them; the honest reply is "not sure" plus a contact.

export const heldoutMOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "what's the weather usually like in seattle in november? should we pack rain boots", expect: NOT_SURE },
  { kind: "off-topic", ask: "Is there free parking near the Boston studio?", expect: NOT_SURE },
  { kind: "off-topic", ask: "can you recommend a hotel close to the orlando studio?", expect: NOT_SURE },
  { kind: "off-topic", ask: "do you sell jazz shoes or dance costumes?", expect: NOT_SURE },
  { kind: "off-topic", ask: "Can you recommend a good dance agent in Los Angeles for my daughter?", expect: NOT_SURE },
  { kind: "off-topic", ask: "do you run summer sleepaway dance camps?", expect: NOT_SURE },
  { kind: "off-topic", ask: "any good restaurants near Sherwood for after class?", expect: NOT_SURE },
  { kind: "off-topic", ask: "Could the choreographer do the choreography for my daughter's quinceañera?", expect: NOT_SURE },
  { kind: "off-topic", ask: "how long is the drive from spokane to seattle", expect: NOT_SURE },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on or switch away from earlier ones.

export const heldoutMConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle's price and day, then Spokane's price",
    turns: [
      { ask: "how much is the seattle one", expect: all(priceOf("seattle", "core")) },
      { ask: "and what date is it?", expect: all(dayOf("seattle")) },
      {
        ask: "ok what about spokane, how much is it there?",
        expect: { includesAll: [priceOf("spokane", "core_day1")], excludes: [priceOf("seattle", "core")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A parent in Orlando: group, check-in, upgrade",
    turns: [
      {
        ask: "Hi! My daughter is 12 and we're doing Orlando. Is she with the juniors or the seniors?",
        expect: all(/senior/i),
      },
      { ask: "what time does her group check in?", expect: all(slotAt("orlando", "seniors", "Check-in")) },
      {
        ask: "If we buy Core now and she wants Pro Track later, how much more is the upgrade?",
        expect: all(printed(boughtUpgrade("orlando", "core", "pro"))),
      },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship levels, the top level's price, then billing",
    turns: [
      { ask: "tell me about the mentorship levels", expect: all(/building/i, /growth/i, /elite circle/i) },
      { ask: "how much is the top one?", expect: all(basePriceOf("mentorship_elite")) },
      {
        ask: "when would I be charged first, and can she quit after one month?",
        expect: all(cohortStart, NO, minimumRe),
      },
    ],
  },
  {
    kind: "conversation",
    title: "Atlanta cancelled, refund, then Savannah",
    turns: [
      { ask: "is the atlanta intensive still on for september?", expect: all(NO, /cancel/i) },
      { ask: "we already paid for it. what happens to our money?", expect: all(/full refund/i) },
      {
        ask: "ok. when is savannah and where is it?",
        expect: {
          includesAll: [dayOf("savannah"), [venueName("savannah"), streetOf("savannah")]],
          excludes: [venueName("atlanta"), streetOf("atlanta")],
        },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria's price, its early bird, then Niagara Falls",
    turns: [
      { ask: "how much is core in victoria bc", expect: all(priceOf("victoria-bc", "core")) },
      { ask: "is there a discount code for it?", expect: all(/VICTORIAEARLY20/i, [victoriaEarlyCore, fig(`${victoriaPercent}%`)]) },
      {
        ask: "and Niagara Falls core, how much?",
        expect: { includesAll: [priceOf("niagara-falls", "core")], excludes: [priceOf("victoria-bc", "core"), victoriaEarlyCore] },
      },
    ],
  },
];

export const heldoutMQuestionCount: number =
  heldoutMSingleQuestions.length + heldoutMOffTopicQuestions.length + heldoutMConversations.reduce((n, c) => n + c.turns.length, 0);
