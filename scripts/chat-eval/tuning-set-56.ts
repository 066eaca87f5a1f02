/**
 * Tuning set 56 (issue 40): parents, dancers and studio owners, before and after buying. Written from
 * the spec, the seed catalog and the site's pages only, without reading the answerer. Every figure is
 * computed from the seed with the site's own functions; a name the seed doesn't have throws on load.
 * Many yes/no and either/or questions (about half answered No by the site), totals for several
 * dancers, a child's age and her group, plans that change after buying, and what a ticket includes.
 * The clock is 2025-09-01 (EVAL_CLOCK).
 */
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  EVAL_CLOCK,
  boughtUpgrade,
  dateText,
  escapeRegExp,
  mentorshipCohort,
  price,
  seedDiscountCode,
  seedEvent,
  seedOffer,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";
import { AGE_GROUP_LABELS, auditionAgeGroup } from "~/domain/age-groups";
import { applyDiscounts, checkCode, type DiscountCodeRule } from "~/domain/discounts";
import { formatMoney, toMinor, type Money } from "~/domain/money";
import { scheduleCopy } from "~/content/schedule";
import { applicationSchemas } from "~/features/applications/application-schemas";
import { auditionFormSchema } from "~/features/auditions/audition-schema";

type Topic =
  | "prices and totals"
  | "upgrades"
  | "discount codes"
  | "dates and venues"
  | "schedule and groups"
  | "ages and eligibility"
  | "auditions"
  | "refunds, credits and changes"
  | "what to bring and wear"
  | "footage and photos"
  | "city pages"
  | "what a ticket includes"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and forms";

interface Single {
  kind: "single";
  topic: Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Figures from the seed

/** A printed amount that does not match inside a larger number; "C$227" also accepts "$227", "$1,008" also "$1008". */
function moneyFact(text: string): Fact[] {
  const plain = text.replace(/^C\$/, "$");
  const tail = "(?!\\d|,\\d|\\.\\d)";
  const forms = new Set([plain, plain.replace(/,/g, "")]);
  return [...forms].map((f) => new RegExp(escapeRegExp(f) + tail));
}

const money = (m: Money) => moneyFact(formatMoney(m));
const priceFact = (slug: string, tier: string) => moneyFact(price(slug, tier));

/** What `quantity` tickets of one tier cost at a stop, with codes, as the cart's arithmetic totals it. */
function total(slug: string, tier: string, quantity: number, codes: readonly string[] = []): Money {
  const p = seedPrice(slug, tier);
  const rules = codes.map((c) => codeRule(c));
  for (const r of rules) {
    const ok = checkCode(r, { eventSlug: slug, currency: p.currency, tierKeys: [tier], now: EVAL_CLOCK });
    if (!ok.ok) throw new Error(`${r.code} does not apply to ${tier} at ${slug}: ${ok.reason}`);
  }
  const result = applyDiscounts([{ tierKey: tier, unitPriceMinor: p.amountMinor, quantity }], rules);
  return { amountMinor: result.totalMinor, currency: p.currency };
}

/** A seeded discount code as the discount rules read it. */
function codeRule(code: string): DiscountCodeRule {
  const d = seedDiscountCode(code);
  const percent = d.percentOff;
  return {
    code: d.code,
    discountType: percent !== undefined ? "percentage" : "fixed",
    value: percent !== undefined ? percent : toMinor(d.amount ?? 0),
    currency: d.currency ?? null,
    eligibleTiers: d.eligibleTiers ?? [],
    cityRestriction: d.city ?? null,
    customerTag: d.customerTag ?? null,
    description: d.description,
    startsAt: d.startsAt ? new Date(d.startsAt) : null,
    endsAt: d.endsAt ? new Date(d.endsAt) : null,
    maxUses: d.maxUses ?? null,
    usesCount: 0,
    isActive: d.isActive ?? true,
  };
}

/** Why a code is refused for a tier at a stop at the eval clock (throws if it would be accepted). */
function refusal(code: string, slug: string, tier: string): string {
  const r = checkCode(codeRule(code), { eventSlug: slug, currency: seedPrice(slug, tier).currency, tierKeys: [tier], now: EVAL_CLOCK });
  if (r.ok) throw new Error(`${code} would be accepted for ${tier} at ${slug}`);
  return r.reason;
}

/** The last day a code works, as "October 24", in the given zone. */
function codeEnds(code: string, timeZone: string): string {
  const end = seedDiscountCode(code).endsAt;
  if (!end) throw new Error(`${code} has no end`);
  return new Intl.DateTimeFormat("en-US", { timeZone, month: "long", day: "numeric" }).format(new Date(end));
}

/** "November 9" of "November 9, 2025", accepting "Nov 9" and not matching "November 19". */
function dayFact(text: string): RegExp {
  const m = /^([A-Z][a-z]+) (\d{1,2})/.exec(text);
  if (!m) throw new Error(`no date in ${text}`);
  return new RegExp(`${escapeRegExp(m[1]!.slice(0, 3))}[a-z]*\\.? ${m[2]}(?!\\d)`, "i");
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The weekday of a stop's first day. */
function weekday(slug: string): string {
  const on = seedEvent(slug).startsOn;
  if (!on) throw new Error(`${slug} has no date`);
  return WEEKDAYS[new Date(`${on}T12:00:00Z`).getUTCDay()]!;
}

/** A time of day ("1:00 PM") that does not match inside "11:00 PM"; accepts "1 pm", "1:00pm", "1 p.m.". */
function timeFact(time: string): RegExp {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!m) throw new Error(`bad time ${time}`);
  const minutes = m[2] === "00" ? "(?::00)?" : `:${m[2]}`;
  const half = m[3] === "AM" ? "a\\.?m\\.?" : "p\\.?m\\.?";
  return new RegExp(`(?<!\\d)${m[1]}${minutes}\\s*${half}`, "i");
}

/** The time of an activity in a stop's schedule table (day index, group), failing if the seed has none. */
function slot(slug: string, dayIndex: number, group: "juniors" | "seniors" | "all", activity: string): string {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const row = table?.slots.find((s) => s.activity === activity);
  if (!row) throw new Error(`${slug} day ${dayIndex} ${group} has no ${activity}`);
  return row.time;
}

/** The venue's name at a stop. */
const venueName = (slug: string) => seedVenue(slug).name;

// Checked against the seed on load.
const ORLANDO_GROUPS = scheduleCopy.ageGroups[seedEvent("orlando").page?.schedule?.ageGroups ?? "juniors_seniors"];
if (ORLANDO_GROUPS !== scheduleCopy.ageGroups.eleven_and_twelve_plus) throw new Error("Orlando no longer splits 11 and under / 12 to adult");
if (seedEvent("atlanta").isCancelled !== true) throw new Error("Atlanta is no longer cancelled");
if (seedEvent("london").startsOn !== null) throw new Error("London now has a date");
if (seedEvent("dallas").venue) throw new Error("Dallas now has a venue");
if (seedEvent("victoria-bc").currency === seedEvent("seattle").currency) throw new Error("Victoria and Seattle share a currency");
if (seedEvent("saratoga-springs").currency === seedEvent("london").currency) throw new Error("Saratoga and London share a currency");
if (refusal("BRINGAFRIEND25", "hartford", "pro") !== "not_eligible") throw new Error("BRINGAFRIEND25 now covers Pro Track");
if (refusal("SUMMER2025", "seattle", "core") !== "expired") throw new Error("SUMMER2025 is not expired at the eval clock");
if (refusal("PROTRACK50", "boston", "boston_pro_track") !== "wrong_city") throw new Error("PROTRACK50 now works in Boston");
if (refusal("VICTORIAEARLY20", "victoria-bc", "victoria_one_class_only") !== "not_eligible") throw new Error("the early bird now covers One Class Only");
if (seedOffer("new-hampshire", "nh_protrack_vip").rule.requiresOneOf?.length !== 2) throw new Error("the NH VIP upgrade no longer needs a weekend ticket");

const minAge = (() => {
  const base = { fullName: "A", email: "a@b.co", phone: "1", consent: true, parentName: "P" };
  let age = 1;
  while (!auditionFormSchema.safeParse({ ...base, age }).success) age += 1;
  return age;
})();
if (auditionFormSchema.safeParse({ fullName: "A", email: "a@b.co", phone: "1", consent: true, age: 16 }).success)
  throw new Error("a 16-year-old can register without a guardian");

const talentOk = (links: string[]) =>
  applicationSchemas.talent.safeParse({ fullName: "A", email: "a@b.co", age: 20, links }).success;
const maxLinks = (() => {
  let n = 1;
  while (talentOk(Array.from({ length: n + 1 }, (_, i) => `https://example.com/${i}`))) n += 1;
  return n;
})();
if (talentOk([])) throw new Error("talent submissions no longer need a link");

const storyLimits = (() => {
  const ok = (story: string) =>
    applicationSchemas.scholarship.safeParse({ fullName: "A", email: "a@b.co", age: 20, city: "Seattle", story }).success;
  let min = 1;
  while (!ok("x".repeat(min))) min += 1;
  let max = min;
  while (ok("x".repeat(max + 100))) max += 100;
  while (ok("x".repeat(max + 1))) max += 1;
  return { min, max };
})();

const juniorsAt12 = AGE_GROUP_LABELS[auditionAgeGroup(12)];
const seniorsAt13 = AGE_GROUP_LABELS[auditionAgeGroup(13)];
if (!juniorsAt12.startsWith("Juniors") || !seniorsAt13.startsWith("Seniors")) throw new Error("age group labels changed");

const c = mentorshipCohort;
const NO: Fact = /^\s*no\b/i;
const YES: Fact = /^\s*yes\b/i;
const notRe = /\b(no|not|can't|cannot|isn't|doesn't|don't|won't|only)\b|n't\b/i;
const num = (n: number, words: string) => new RegExp(`(?<![\\d,])${n}(?!\\d)|\\b${words}\\b`, "i");

// ---------------------------------------------------------------------------------------------
// Singles

export const tuning56SingleQuestions: readonly Single[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in nashville", expect: { includesAll: [priceFact("nashville", "core")] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "my two daughters want to do core in cypress, whats the total for both",
    expect: { includesAll: [money(total("cypress", "core", 2))] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "I own a studio and I'm bringing 6 dancers to Sarasota, all Core Experience. total?",
    expect: { includesAll: [money(total("sarasota", "core", 6))] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "pro track in victoria bc - is that price in canadian or us dollars and how much",
    expect: { includesAll: [priceFact("victoria-bc", "pro"), ["CAD", /canadian/i, "C$"]] },
  },
  { kind: "single", topic: "prices and totals", ask: "london core ticket price?", expect: { includesAll: [priceFact("london", "core")] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "3 kids from my studio want core at niagara falls, what does that come to",
    expect: { includesAll: [money(total("niagara-falls", "core", 3))] },
  },
  { kind: "single", topic: "prices and totals", ask: "cypress has a 'just a class' option? price?", expect: { includesAll: [priceFact("cypress", "masterclass_only")] } },
  // upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "i already bought a core ticket for orlando. how much more to move my son up to pro track?",
    expect: { includesAll: [moneyFact(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how long is the upgrade link good for after you email it?",
    expect: { includesAll: [num(14, "fourteen")], includesAny: [/event starts/i, /event has begun/i, /until the event/i, /before the event/i, /event begins/i] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "if i upgrade my daughter's ticket does she keep the same qr code?",
    expect: { includesAll: [[/keeps its QR/i, /same (ticket )?QR/i, /same ticket/i, /keep(s)? (the|your|her) (same )?QR/i, /QR code/i]], excludes: [NO] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i buy the pro track vip upgrade for new hampshire on its own? we don't have a weekend ticket",
    expect: { includesAll: [[/full weekend pass/i, /weekend (pass|ticket)/i, /balance/i]], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "bought core in victoria (no code), how much to go up to pro",
    expect: { includesAll: [moneyFact(boughtUpgrade("victoria-bc", "core", "pro"))] },
  },
  // discount codes
  {
    kind: "single",
    topic: "discount codes",
    ask: "does BRINGAFRIEND25 work on a pro track ticket?",
    expect: { includesAll: [/core/i, notRe], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "is SUMMER2025 still valid",
    expect: { includesAny: [/expired/i, /ended/i, /no longer/i, /not valid/i, /isn't valid/i, /August 31/i], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "is there an early bird code for victoria?",
    expect: { includesAll: ["VICTORIAEARLY20", num(seedDiscountCode("VICTORIAEARLY20").percentOff ?? 0, "twenty")], excludes: [NO] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "with the early bird, what's core in victoria",
    expect: { includesAll: [money(total("victoria-bc", "core", 1, ["VICTORIAEARLY20"]))] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "can I use PROTRACK50 for boston pro track",
    expect: { includesAll: [/hartford/i], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "hartford pro track with the PROTRACK50 code comes to what",
    expect: { includesAll: [money(total("hartford", "pro", 1, ["PROTRACK50"]))] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "does the victoria early bird work on the one class only ticket",
    expect: { includesAll: [[/core/i, /pro track/i]], excludes: [YES] },
  },
  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the seattle one", expect: { includesAll: [dayFact(dateText("seattle"))] } },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "what day of the week is nashville?",
    expect: { includesAll: [weekday("nashville"), dayFact(dateText("nashville"))] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "where exactly is the boston intensive",
    expect: { includesAll: [venueName("boston"), street("boston")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is atlanta still happening?",
    expect: { includesAll: [/cancel/i], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "whens london",
    expect: { includesAny: [/to be determined/i, /\bTBD\b/i, /to be announced/i, /not (been )?(set|announced|confirmed)/i, /no date yet/i, /not yet/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "which studio is the dallas one at",
    expect: { includesAny: [/coming soon/i, /not yet/i, /being confirmed/i, /to be (confirmed|announced)/i, /hasn't been/i, /not been/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "charleston wv is on a saturday or sunday?",
    expect: { includesAll: [weekday("charleston-wv"), dayFact(dateText("charleston-wv"))] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "niagara falls - is the way in round the back?",
    expect: { includesAll: [/back of the building|at the back|rear/i], excludes: [NO] },
  },
  // schedule and groups
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "my daughter is 12, which group would she be in at seattle",
    expect: { includesAll: [[/juniors/i, /12 and under/i]] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "my son turns 12 before orlando, juniors or seniors?",
    expect: { includesAll: [[/seniors/i, /12 to adult/i]] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "what time is check in for the seniors in hartford",
    expect: { includesAll: [timeFact(slot("hartford", 0, "seniors", "Check-in"))] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "boston juniors, what time do they need to be there",
    expect: { includesAll: [timeFact(slot("boston", 0, "juniors", "Check-in"))] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "can my 9 yr old and her 15 yr old sister dance together on the sherwood saturday?",
    expect: { includesAll: [/all ages/i], excludes: [NO] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "what time is the pro track session in spokane",
    expect: { includesAll: [timeFact(slot("spokane", 0, "seniors", "Pro Track session"))] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "my 13 yr old is doing boise nov 8, what time is check-in for her",
    expect: { includesAll: [timeFact(slot("boise", 0, "seniors", "Check-in"))] },
  },
  // ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can my 16 year old register for the audition by herself without me?",
    expect: { includesAll: [[/parent/i, /guardian/i]], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my son is 4, can he do the audition",
    expect: { includesAll: [num(minAge, "five")], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my daughter isnt at granite stage dance academy, can she still do the new hampshire weekend",
    expect: { includesAll: [[/students and alumni/i, /alumni/i, /private/i]], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can a beginner do it? she's only been dancing a year",
    expect: { includesAny: [/all levels/i, /every level/i, /everyone belongs/i, /recreational/i, /step by step/i], excludes: [NO] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "how old do you have to be for the skeleton crew audition",
    expect: { includesAll: [num(16, "sixteen")] },
  },
  // auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "can she just do the audition without the classes?",
    expect: { includesAll: [[/audition only/i, /free/i]], excludes: [NO] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if he auditions is he guaranteed a part",
    expect: { includesAll: [[/not guarantee/i, /doesn't guarantee/i, /does not guarantee/i, /no guarantee/i, /isn't guaranteed/i, /not guaranteed/i]], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "is it ok if he has no headshot or resume for the audition",
    expect: { includesAny: [/not required/i, /neither is required/i, /don't need/i, /do not need/i, /isn't required/i, /plain wall/i] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "we can't make any of the dates, can she still be considered?",
    expect: { includesAll: [/submit talent|submit your talent|submit-talent/i], excludes: [NO] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "how long should an audition video be",
    expect: { includesAll: [[/ninety seconds/i, /90 seconds/i, /90-second/i]] },
  },
  // refunds, credits and changes
  {
    kind: "single",
    topic: "refunds, credits and changes",
    ask: "we bought tickets but my daughter broke her ankle, can we get a refund?",
    expect: { includesAll: [[/all sales are final/i, /sales are final/i, /final/i]], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "refunds, credits and changes",
    ask: "what if you cancel the event, do we get our money back",
    expect: { includesAll: [/full refund/i], excludes: [NO] },
  },
  {
    kind: "single",
    topic: "refunds, credits and changes",
    ask: "you moved the date, how long do i have to tell you if we want a refund",
    expect: { includesAll: [num(48, "forty-eight")] },
  },
  {
    kind: "single",
    topic: "refunds, credits and changes",
    ask: "we got a credit after the date change - will it still be good next year?",
    expect: { includesAny: [/never expires/i, /does not expire/i, /doesn't expire/i, /no expiry/i, /no expiration/i, /won't expire/i, /not expire/i], excludes: [NO] },
  },
  {
    kind: "single",
    topic: "refunds, credits and changes",
    ask: "can i swap my credit for cash",
    expect: { includesAll: [[/can't be exchanged/i, /cannot be exchanged/i, /not .*cash/i, /no cash/i, /can't .*cash/i]], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "refunds, credits and changes",
    ask: "I paid for victoria in canadian dollars and got a credit. can I use it for the seattle stop?",
    expect: { includesAll: [[/currency/i, /canadian/i, /CAD/]], excludes: [YES] },
  },
  // what to bring and wear
  {
    kind: "single",
    topic: "what to bring and wear",
    ask: "does she need jazz shoes?",
    expect: { includesAll: [/jazz shoes/i], includesAny: [/sneakers/i, /theater/i] },
  },
  {
    kind: "single",
    topic: "what to bring and wear",
    ask: "he only has one pair, sneakers or jazz shoes?",
    expect: { includesAll: [/sneakers/i] },
  },
  {
    kind: "single",
    topic: "what to bring and wear",
    ask: "can she just wear the shoes she walks in with?",
    expect: { includesAll: [[/not allowed/i, /outdoor shoes/i, /worn outside/i, /street shoes/i]], excludes: [YES] },
  },
  // footage and photos
  {
    kind: "single",
    topic: "footage and photos",
    ask: "will we get any of the footage after? when?",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i]], includesAny: [/email/i], excludes: [NO] },
  },
  {
    kind: "single",
    topic: "footage and photos",
    ask: "can i keep my son out of your instagram posts?",
    expect: { includesAll: [/email/i, /before the event/i], excludes: [NO] },
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
    ask: "does spokane have stunts for dancers?",
    expect: { includesAll: [/stunt/i], includesAny: [/stuntwoman/i, /stunts for dancers/i], excludes: [NO] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "does a boston ticket come with a free month of acting for dancers",
    expect: { includesAll: [/free month/i], excludes: [NO] },
  },
  // what a ticket includes
  {
    kind: "single",
    topic: "what a ticket includes",
    ask: "what do you get with pro track that core doesnt have",
    expect: { includesAll: [[/reel/i, /filmed/i], [/personal feedback/i, /feedback/i]] },
  },
  {
    kind: "single",
    topic: "what a ticket includes",
    ask: "does the audition only ticket include any classes",
    expect: { includesAll: [[/no classes/i, /doesn't include (any )?classes/i, /does not include (any )?classes/i, /not include/i]], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "what a ticket includes",
    ask: "sherwood full weekend pass - is the audition included?",
    expect: { includesAll: [[/optional audition/i, /audition/i]], excludes: [NO] },
  },
  {
    kind: "single",
    topic: "what a ticket includes",
    ask: "what's the balance payment on the new hampshire page? how much",
    expect: { includesAll: [/deposit/i, priceFact("new-hampshire", "nh_balance_payment")] },
  },
  // acting for dancers
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "acting for dancers 3 pack how much",
    expect: { includesAll: [priceFact("acting-for-dancers", "afd_3pack")] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "can my daughter do acting for dancers from home? we live far away",
    expect: { includesAll: [[/online/i, /virtual/i, /video/i]], excludes: [NO] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is the acting for dancers starter path a monthly subscription?",
    expect: { includesAll: [[/one-time/i, /one time/i, /never a subscription/i, /not a subscription/i]], excludes: [YES] },
  },
  // mentorship
  {
    kind: "single",
    topic: "mentorship",
    ask: "when does the mentorship program start",
    expect: { includesAll: [dayFact(c.start)] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "does the building level include a self-tape review?",
    expect: { includesAll: [[/growth/i, /\bno\b/i, /\bnot\b/i, /n't\b/i]], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "on the sherwood page how much is the building mentorship a month",
    expect: { includesAll: [priceFact("sherwood", "mentorship_building")] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "does elite circle renew by itself every month",
    expect: { includesAll: [[/renews automatically/i, /automatically renew/i, /auto-?renew/i]], excludes: [NO] },
  },
  // scholarships and forms
  {
    kind: "single",
    topic: "scholarships and forms",
    ask: "does the scholarship cover the hotel and travel",
    expect: { includesAll: [[/don't cover/i, /does not cover/i, /doesn't cover/i, /do not cover/i, /not cover/i]], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "scholarships and forms",
    ask: "when do scholarship applications close",
    expect: { includesAll: [[/three weeks/i, /3 weeks/i]] },
  },
  {
    kind: "single",
    topic: "scholarships and forms",
    ask: "can a scholarship pay for pro track?",
    expect: { includesAll: [/core experience/i], excludes: [YES] },
  },
  {
    kind: "single",
    topic: "scholarships and forms",
    ask: "how long does the scholarship 'tell us about yourself' have to be",
    expect: { includesAll: [num(storyLimits.min, "twenty"), new RegExp(`${storyLimits.max}|${storyLimits.max.toLocaleString("en-US")}`)] },
  },
  {
    kind: "single",
    topic: "scholarships and forms",
    ask: "how many links can i put on the submit talent form",
    expect: { includesAll: [num(maxLinks, "five")] },
  },
  {
    kind: "single",
    topic: "scholarships and forms",
    ask: "can i send the talent form without any link, i dont have a reel",
    expect: { includesAll: [[/at least one link/i, /one link/i, /a link/i]], excludes: [YES] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: things the site does not state

export const tuning56OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there parking at the boston studio?", expect: { notSure: true } },
  { kind: "off-topic", ask: "any hotels near the sherwood studio you recommend", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell jazz shoes or dancewear", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a physio for my daughter's knee", expect: { notSure: true } },
  { kind: "off-topic", ask: "which dance college should my son apply to", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you do ballet exams for 5 year olds", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats the wifi password at the nashville studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "good restaurants near the orlando venue?", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const tuning56Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent plans Orlando for a 12-year-old, then thinks about upgrading",
    turns: [
      { ask: "my 12 yo wants to do orlando, how much is core", expect: { includesAll: [priceFact("orlando", "core")] } },
      {
        ask: "which group would she dance with there",
        expect: { includesAll: [[/seniors/i, /12 to adult/i]] },
      },
      {
        ask: "if we buy core now and upgrade to pro track later how much more is it",
        expect: { includesAll: [moneyFact(boughtUpgrade("orlando", "core", "pro"))] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner prices Victoria for four dancers with the early bird",
    turns: [
      {
        ask: "im bringing 4 dancers to victoria for core, total?",
        expect: { includesAll: [money(total("victoria-bc", "core", 4))] },
      },
      {
        ask: "and with the early bird code?",
        expect: { includesAll: [money(total("victoria-bc", "core", 4, ["VICTORIAEARLY20"]))] },
      },
      {
        ask: "until when does that code work",
        expect: { includesAll: [dayFact(codeEnds("VICTORIAEARLY20", seedEvent("victoria-bc").timeZone))] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "After buying Saratoga Springs, the date moves",
    turns: [
      {
        ask: "we have tickets for saratoga springs. what happens if the date changes?",
        expect: { includesAll: [num(48, "forty-eight")] },
      },
      {
        ask: "we missed the email and didnt answer in time, now what",
        expect: { includesAll: [/credit/i], includesAny: [/never expires/i, /does not expire/i, /doesn't expire/i, /any city/i] },
      },
      {
        ask: "can we use that credit for london?",
        expect: { includesAll: [[/currency/i, /pounds/i, /GBP/, /US dollars/i, /USD/]], excludes: [YES] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A family looks at the Sherwood weekend for two dancers",
    turns: [
      { ask: "sherwood full weekend pass price?", expect: { includesAll: [priceFact("sherwood", "weekend_pass")] } },
      { ask: "and for two?", expect: { includesAll: [money(total("sherwood", "weekend_pass", 2))] } },
      {
        ask: "my older one is 14, what time does she check in on sunday",
        expect: { includesAll: [timeFact(slot("sherwood", 1, "seniors", "Check-in"))] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A dancer asks about mentorship billing and cancelling",
    turns: [
      {
        ask: "what mentorship levels do you have",
        expect: { includesAll: [/building/i, /growth/i, /elite circle/i] },
      },
      {
        ask: "when does it start and when is the payment after the first one",
        expect: { includesAll: [[dayFact(c.start), new RegExp(escapeRegExp(c.firstPeriod), "i")], dayFact(c.recurringFrom)] },
      },
      {
        ask: "could i cancel after the first month?",
        expect: {
          includesAll: [num(c.minimumTermMonths, "three")],
          includesAny: [/minimum/i, new RegExp(escapeRegExp(c.minimumLastMonth.split(" ")[0]!), "i")],
          excludes: [YES],
        },
      },
    ],
  },
];

const conversationTurns = tuning56Conversations.reduce((n, conv) => n + conv.turns.length, 0);

export const tuning56QuestionCount = tuning56SingleQuestions.length + tuning56OffTopicQuestions.length + conversationTurns;

