/**
 * Tuning set 51 (issue 40): "a week of real traffic". A cross-section of what visitors send a
 * dance-intensive site's chat in a week, in about the proportions they send it: mostly prices and
 * totals, dates and places, what a ticket includes, ages and groups, auditions and policies, in short
 * messages over many cities, with follow-ups that lean on the turn before. Written from the spec, the
 * seed and the site's pages only, apart from the answerer.
 *
 * Every figure (price, total, discount, upgrade, date, weekday, venue, street, time, age limit, count
 * limit) is computed from the seed with the site's own functions; a name the seed does not have throws
 * when this file loads. Copy facts are short phrases from the site's copy with ordinary alternatives.
 */
import type { Conversation, Expectation, Fact, FactOrAlternatives, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
  escapeRegExp,
  EVAL_CLOCK,
  mentorshipCohort,
  MONTHS,
  seed,
  seedDiscountCode,
  seedEvent,
  seedOffer,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";
import { AGE_GROUP_LABELS, ADULT_AGE, auditionAgeGroup } from "~/domain/age-groups";
import { applyDiscounts, checkCode, type DiscountCodeRule } from "~/domain/discounts";
import { formatMoney, toMinor, type Money } from "~/domain/money";
import { applicationMessages } from "~/features/applications/application-schemas";
import { auditionMessages } from "~/features/auditions/audition-schema";

type Topic51 =
  | "prices"
  | "totals"
  | "upgrades"
  | "discount codes"
  | "dates"
  | "venues"
  | "schedule"
  | "ages and groups"
  | "auditions"
  | "policies"
  | "what to bring"
  | "footage"
  | "city pages"
  | "what's included"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and talent";

interface Single51 {
  kind: "single";
  topic: Topic51;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Fact builders

/** A money figure as a reply may write it: "$1,008" or "$1008"; a Canadian "C$227" also as "$227" or "227 CAD". */
function moneyFact(m: Money): RegExp {
  const printed = formatMoney(m);
  const digits = printed.replace(/^-?(C\$|\$|£)/, "");
  const number = escapeRegExp(digits).replace(/,/g, ",?");
  const end = "(?!\\d|,\\d|\\.\\d)";
  if (m.currency === "CAD") return new RegExp(`(?:\\$${number}${end}|\\b${number}${end}\\s*(?:CAD|Canadian))`, "i");
  const symbol = m.currency === "GBP" ? "£" : "\\$";
  return new RegExp(`${symbol}${number}${end}`, "i");
}

/** One offer's price as a fact. */
function priceFact(slug: string, tier: string): RegExp {
  return moneyFact(seedPrice(slug, tier));
}

/** The total of several tickets at one stop (no code), with the site's own discount arithmetic. */
function totalOf(slug: string, items: ReadonlyArray<[tier: string, quantity: number]>, codes: readonly DiscountCodeRule[] = []): Money {
  const currency = seedPrice(slug, items[0]![0]).currency;
  const lines = items.map(([tier, quantity]) => ({ tierKey: tier, unitPriceMinor: seedPrice(slug, tier).amountMinor, quantity }));
  return { amountMinor: applyDiscounts(lines, codes).totalMinor, currency };
}

/** A seeded code as the discount rules see it. */
function codeRule(code: string): DiscountCodeRule {
  const d = seedDiscountCode(code);
  const percentage = d.percentOff !== undefined;
  return {
    code: d.code,
    discountType: percentage ? "percentage" : "fixed",
    value: percentage ? d.percentOff! : toMinor(d.amount!),
    currency: percentage ? null : d.currency!,
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

/** A month and day as a reply may write them: "November 2", "Nov 2", "2 November", never matching "November 22". */
function monthDayFact(monthIndex: number, day: number): RegExp {
  const name = MONTHS[monthIndex];
  if (!name) throw new Error(`no month ${monthIndex}`);
  const short = name.slice(0, 3);
  return new RegExp(`(?:(?:${name}|${short}\\.?)\\s+${day}(?:st|nd|rd|th)?(?!\\d)|\\b${day}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${name}|${short}))`, "i");
}

/** An ISO calendar date ("2025-11-02") as a fact. */
function isoDateFact(iso: string): RegExp {
  const [, month, day] = iso.split("-").map(Number);
  return monthDayFact(month! - 1, day!);
}

/** A stop's first day as a fact. */
function startFact(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return isoDateFact(iso);
}

/** A date worded "December 1, 2025" as a fact. */
function wordedDateFact(text: string): RegExp {
  const m = /^([A-Z][a-z]+) (\d{1,2}), \d{4}$/.exec(text);
  if (!m) throw new Error(`not a worded date: ${text}`);
  return monthDayFact(MONTHS.indexOf(m[1]!), Number(m[2]));
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The weekday of a stop's first day. */
function weekdayOf(slug: string): string {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()]!;
}

/** A schedule time ("10:00 AM") as a reply may write it: "10:00 AM", "10am", "10 a.m.". */
function timeFact(time: string): RegExp {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!m) throw new Error(`not a schedule time: ${time}`);
  const [, h, min, ap] = m;
  const a = `${ap![0]!.toLowerCase()}\\.?\\s*m\\.?`;
  const minutes = min === "00" ? "(?::00)?" : `:${min}`;
  return new RegExp(`\\b${h}${minutes}\\s*${a}`, "i");
}

/** The time of an activity in a stop's schedule, by day index and group ("juniors", "seniors", "all"). */
function slotTime(slug: string, dayIndex: number, group: string, activity: string): string {
  const schedule = seedEvent(slug).page?.schedule;
  const table = schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return slot.time;
}

/** The venue's name as a fact. */
function venueName(slug: string): string {
  return seedVenue(slug).name;
}

/** The first and second number in a message ("Please enter a valid age (5-99)" → [5, 99]). */
function numbersIn(text: string): number[] {
  const found = text.match(/\d+/g);
  if (!found || found.length === 0) throw new Error(`no number in: ${text}`);
  return found.map(Number);
}

/** A whole number as a fact, as digits (with or without a thousands comma) or as listed words. */
function countFact(n: number, words: readonly string[] = []): readonly Fact[] {
  const digits = n >= 1000 ? `${Math.floor(n / 1000)},?${String(n % 1000).padStart(3, "0")}` : String(n);
  return [new RegExp(`(?<![\\d,])${digits}(?!\\d)`), ...words.map((w) => new RegExp(`\\b${w}\\b`, "i"))];
}

const startsYes = /^\s*(?:yes|yeah|yep|yup)\b/i;
const startsNo = /^\s*(?:no|nope|nah)\b/i;

// ---------------------------------------------------------------------------------------------
// Facts computed once

const summer = codeRule("SUMMER2025");
const summerCheck = checkCode(summer, { eventSlug: "hartford", currency: "USD", tierKeys: ["core"], now: EVAL_CLOCK });
if (summerCheck.ok || summerCheck.reason !== "expired") throw new Error("SUMMER2025 is expected to have expired by the eval clock");

const victoriaEarly = codeRule("VICTORIAEARLY20");
const victoriaEarlyCheck = checkCode(victoriaEarly, { eventSlug: "victoria-bc", currency: "CAD", tierKeys: ["core"], now: EVAL_CLOCK });
if (!victoriaEarlyCheck.ok) throw new Error("VICTORIAEARLY20 is expected to be open at the eval clock");
if (victoriaEarly.eligibleTiers.includes("victoria_one_class_only")) throw new Error("VICTORIAEARLY20 now covers One Class Only");
const victoriaEarlyEnd = (() => {
  const end = seedDiscountCode("VICTORIAEARLY20").endsAt;
  if (!end) throw new Error("VICTORIAEARLY20 has no end");
  // The last day as the stop's own time zone has it.
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: seedEvent("victoria-bc").timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(end));
  return isoDateFact(day);
})();
const victoriaEarlyTierLabels = victoriaEarly.eligibleTiers.map((k) => {
  const t = seed.tiers.find((x) => x.key === k);
  if (!t) throw new Error(`no tier ${k}`);
  return t.label;
});

const protrack50 = seedDiscountCode("PROTRACK50");
if (protrack50.city !== "hartford") throw new Error("PROTRACK50 is expected to be Hartford's");
const protrack50City = seedEvent(protrack50.city).cityName.split(",")[0]!;

const bringAFriend = codeRule("BRINGAFRIEND25");
if (bringAFriend.discountType !== "fixed") throw new Error("BRINGAFRIEND25 is expected to be a fixed amount");

const auditionAge = numbersIn(auditionMessages.age);
const minAuditionAge = auditionAge[0]!;
const storyLimits = numbersIn(applicationMessages.story);
const maxLinks = numbersIn(applicationMessages.tooManyLinks)[0]!;

if (seedPrice("savannah", "audition_only").amountMinor !== 0) throw new Error("the audition is expected to be free");
if (!seedEvent("atlanta").isCancelled) throw new Error("Atlanta is expected to be cancelled");
if (seedEvent("london").startsOn !== null) throw new Error("London is expected to have no date");
for (const slug of ["dallas", "madison-wi"]) if (seedEvent(slug).venue) throw new Error(`${slug} is expected to have no venue yet`);

const juniorsLabel = AGE_GROUP_LABELS[auditionAgeGroup(12)].split(" ")[0]!; // "Juniors"
const seniorsLabel = AGE_GROUP_LABELS[auditionAgeGroup(13)].split(" ")[0]!; // "Seniors"
const singular = (label: string) => new RegExp(label.replace(/s$/, ""), "i");

if (mentorshipCohort.startsOnPurchase) throw new Error("the mentorship cohort is expected to start after the eval clock");
const mentorshipStart = wordedDateFact(mentorshipCohort.start);
const mentorshipRenewal = wordedDateFact(mentorshipCohort.recurringFrom);
const minimumMonths = mentorshipCohort.minimumTermMonths;
const minimumFact: readonly Fact[] = [new RegExp(`\\b${minimumMonths}[- ]?months?\\b`, "i"), new RegExp(`\\b${["zero", "one", "two", "three", "four", "five", "six"][minimumMonths]}[- ]months?\\b`, "i")];

const contemporary = seedEvent("boston").page?.contemporaryClass?.instructor?.name;
if (!contemporary) throw new Error("Boston has no contemporary instructor");

const niagaraNotes = seedVenue("niagara-falls").notes;
if (!niagaraNotes?.includes("back of the building")) throw new Error("Niagara Falls' entrance note changed");

const sherwoodStart = seedEvent("sherwood");
if (!sherwoodStart.startsOn || !sherwoodStart.endsOn) throw new Error("Sherwood is expected to be a weekend");

// Acting for Dancers is sold on its own page, priced by its own event.
const AFD = "acting-for-dancers";
seedOffer(AFD, "afd_3pack");

// ---------------------------------------------------------------------------------------------
// Single questions

const noRefund: FactOrAlternatives = ["final", "no refund", "not refund", "n't refund", "cannot refund", "non-refundable", "nonrefundable", "not refundable"];

export const tuning51SingleQuestions: readonly Single51[] = [
  // prices
  { kind: "single", topic: "prices", ask: "how much is core in nashville", expect: { includesAll: [priceFact("nashville", "core")] } },
  { kind: "single", topic: "prices", ask: "cypress has a just a class option? how much is it", expect: { includesAll: [priceFact("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices", ask: "victoria bc core ticket price", expect: { includesAll: [priceFact("victoria-bc", "core")] } },
  { kind: "single", topic: "prices", ask: "niagara falls pro track how much", expect: { includesAll: [priceFact("niagara-falls", "pro")] } },
  { kind: "single", topic: "prices", ask: "how much is the one class only ticket in victoria", expect: { includesAll: [priceFact("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices", ask: "spokane core day 1 cost", expect: { includesAll: [priceFact("spokane", "core_day1")] } },
  { kind: "single", topic: "prices", ask: "sherwood saturday only ticket how much", expect: { includesAll: [priceFact("sherwood", "core_day1")] } },
  { kind: "single", topic: "prices", ask: "price of the full weekend pass in sherwood", expect: { includesAll: [priceFact("sherwood", "weekend_pass")] } },
  { kind: "single", topic: "prices", ask: "boston pro track cost", expect: { includesAll: [priceFact("boston", "boston_pro_track")] } },
  { kind: "single", topic: "prices", ask: "how much is core in london", expect: { includesAll: [priceFact("london", "core")] } },
  {
    kind: "single",
    topic: "prices",
    ask: "is the audition only ticket free in savannah?",
    expect: { includesAll: [["free", moneyFact(seedPrice("savannah", "audition_only")), "no cost", "no charge"]], excludes: [startsNo] },
  },
  { kind: "single", topic: "prices", ask: "boise nov 7 masterclass, how much for just the class", expect: { includesAll: [priceFact("boise-nov-7", "masterclass_only")] } },

  // totals
  { kind: "single", topic: "totals", ask: "studio owner here - 6 core tickets for saratoga springs, whats the total", expect: { includesAll: [moneyFact(totalOf("saratoga-springs", [["core", 6]]))] } },
  { kind: "single", topic: "totals", ask: "2 pro track tickets in niagara falls total?", expect: { includesAll: [moneyFact(totalOf("niagara-falls", [["pro", 2]]))] } },
  { kind: "single", topic: "totals", ask: "4 full weekend passes for sherwood, total please", expect: { includesAll: [moneyFact(totalOf("sherwood", [["weekend_pass", 4]]))] } },
  { kind: "single", topic: "totals", ask: "one core and one pro track for minneapolis - total?", expect: { includesAll: [moneyFact(totalOf("minneapolis", [["core", 1], ["pro", 1]]))] } },
  {
    kind: "single",
    topic: "totals",
    ask: "if i use BRINGAFRIEND25 on one core ticket for charleston wv what do i pay",
    expect: { includesAll: [moneyFact(totalOf("charleston-wv", [["core", 1]], [bringAFriend]))] },
  },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "already bought core for orlando, how much more to go up to pro track", expect: { includesAll: [moneyFact(parseMoney(boughtUpgrade("orlando", "core", "pro"), "USD"))] } },
  { kind: "single", topic: "upgrades", ask: "i have core in my cart for seattle, whats the difference to switch it to pro", expect: { includesAll: [moneyFact(parseMoney(cartUpgrade("seattle", "core", "pro"), "USD"))] } },
  { kind: "single", topic: "upgrades", ask: "bought a core ticket for niagara falls, what does upgrading to pro track cost", expect: { includesAll: [moneyFact(parseMoney(boughtUpgrade("niagara-falls", "core", "pro"), "CAD"))] } },

  // discount codes
  { kind: "single", topic: "discount codes", ask: "is SUMMER2025 still working?", expect: { includesAll: [["expired", "ended", "no longer", "not valid", "isn't valid", "not active"]], excludes: [startsYes] } },
  {
    kind: "single",
    topic: "discount codes",
    ask: "does VICTORIAEARLY20 work on the one class only ticket",
    expect: { includesAll: victoriaEarlyTierLabels.map((l) => [l, l.replace(" Experience", "")]), excludes: [startsYes] },
  },
  { kind: "single", topic: "discount codes", ask: "when does the victoria early bird end", expect: { includesAll: [victoriaEarlyEnd] } },
  { kind: "single", topic: "discount codes", ask: "can i use PROTRACK50 for boston?", expect: { includesAll: [protrack50City], excludes: [startsYes] } },

  // dates
  { kind: "single", topic: "dates", ask: "when is the nashville one", expect: { includesAll: [startFact("nashville")] } },
  { kind: "single", topic: "dates", ask: "what dates for boise", expect: { includesAll: [startFact("boise"), startFact("boise-nov-7")] } },
  { kind: "single", topic: "dates", ask: "whens charleston wv", expect: { includesAll: [startFact("charleston-wv")] } },
  { kind: "single", topic: "dates", ask: "is atlanta still happening?", expect: { includesAll: [["cancel"]], excludes: [startsYes] } },
  {
    kind: "single",
    topic: "dates",
    ask: "london date yet?",
    expect: { includesAll: [["to be determined", "tbd", "not yet", "hasn't been set", "not been set", "not been announced", "no date yet", "not set", "not announced", "yet to be"]] },
  },
  { kind: "single", topic: "dates", ask: "is boston on a friday or a saturday?", expect: { includesAll: [weekdayOf("boston")] } },
  { kind: "single", topic: "dates", ask: "savannah - is it a saturday or sunday", expect: { includesAll: [weekdayOf("savannah")] } },
  { kind: "single", topic: "dates", ask: "anything in texas?", expect: { includesAll: ["cypress", "dallas"] } },

  // venues
  { kind: "single", topic: "venues", ask: "where is the seattle one held", expect: { includesAll: [venueName("seattle")] } },
  { kind: "single", topic: "venues", ask: "address for the hartford studio pls", expect: { includesAll: [street("hartford")] } },
  { kind: "single", topic: "venues", ask: "niagara falls venue? and how do we get in", expect: { includesAll: [venueName("niagara-falls"), ["back", "rear"]] } },
  {
    kind: "single",
    topic: "venues",
    ask: "is the dallas venue announced yet",
    expect: { excludes: [startsYes], includesAll: [["coming soon", "not yet", "hasn't been", "being confirmed", "not been confirmed", "to be confirmed", "tbd", "not announced", "yet to be"]] },
  },
  { kind: "single", topic: "venues", ask: "boone nc where exactly", expect: { includesAll: [[venueName("boone"), street("boone")]] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "my son is 10, what time does he check in at hartford", expect: { includesAll: [timeFact(slotTime("hartford", 0, "juniors", "Check-in"))] } },
  { kind: "single", topic: "schedule", ask: "what time is the audition for seniors in savannah", expect: { includesAll: [timeFact(slotTime("savannah", 0, "seniors", "Audition"))] } },
  { kind: "single", topic: "schedule", ask: "boston - when does the contemporary class start for the juniors", expect: { includesAll: [timeFact(slotTime("boston", 0, "juniors", "Contemporary"))] } },
  { kind: "single", topic: "schedule", ask: "what time does sherwood start on saturday", expect: { includesAll: [timeFact(slotTime("sherwood", 0, "all", "Check-in"))] } },

  // ages and groups
  { kind: "single", topic: "ages and groups", ask: "my daughter is 12, which group in seattle", expect: { includesAll: [singular(juniorsLabel)] } },
  { kind: "single", topic: "ages and groups", ask: "my son is 12 and we're doing orlando. which group is he in", expect: { includesAll: [singular(seniorsLabel)] } },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "does my 16 yo need a parent to register for the audition",
    expect: { includesAll: [["parent", "guardian"]], excludes: [startsNo] },
  },
  { kind: "single", topic: "ages and groups", ask: "is there a minimum age for the audition form", expect: { includesAll: [countFact(minAuditionAge, ["five"])] } },
  { kind: "single", topic: "ages and groups", ask: "im 19, do i need a guardian to sign up?", expect: { includesAll: [countFact(ADULT_AGE, ["eighteen"])], excludes: [startsYes] } },
  { kind: "single", topic: "ages and groups", ask: "at sherwood can my 9 yr old and 14 yr old train together", expect: { includesAll: [["saturday"]] } },
  { kind: "single", topic: "ages and groups", ask: "do you need to be advanced or are beginners ok", expect: { includesAll: [["all levels", "every level", "any level", "all skill levels", "all abilities", "all experience levels"]] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "does the audition cost extra", expect: { includesAll: [["free", "no cost", "no charge", "$0", "doesn't cost", "does not cost", "no extra"]], excludes: [startsYes] } },
  {
    kind: "single",
    topic: "auditions",
    ask: "does auditioning guarantee a role",
    expect: { includesAll: [["not guarantee", "n't guarantee", "no guarantee", "never guarantee", "not guaranteed", "isn't guaranteed"]], excludes: [startsYes] },
  },
  { kind: "single", topic: "auditions", ask: "cant make any of the dates, any other way to get seen?", expect: { includesAll: [["submit talent", "submit your talent", "submit-talent"]] } },
  {
    kind: "single",
    topic: "auditions",
    ask: "do i need a headshot to audition",
    expect: { includesAll: [["not required", "n't required", "n't need", "do not need", "not needed", "optional", "neither is required", "not necessary"]], excludes: [startsYes] },
  },

  // policies
  { kind: "single", topic: "policies", ask: "can i get a refund if my kid gets sick and cant go", expect: { includesAll: [noRefund], excludes: [startsYes] } },
  { kind: "single", topic: "policies", ask: "what happens if you cancel the event", expect: { includesAll: [["full refund", "refund in full", "fully refunded", "refunded in full"]] } },
  { kind: "single", topic: "policies", ask: "the date moved, how long do i have to respond", expect: { includesAll: [[/\b48\b/, /forty[- ]eight/i]] } },
  {
    kind: "single",
    topic: "policies",
    ask: "what if i dont answer the date change email",
    expect: { includesAll: [["credit"], ["never expire", "n't expire", "does not expire", "no expir", "won't expire", "not expire"]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "can i use my victoria credit for a us city",
    expect: { includesAll: [["currency", "canadian", "CAD", "C$"]], excludes: [startsYes] },
  },

  // what to bring
  { kind: "single", topic: "what to bring", ask: "sneakers or jazz shoes for class?", expect: { includesAll: [["sneaker", "trainers"], ["jazz shoe"]] } },
  { kind: "single", topic: "what to bring", ask: "what should my daughter wear", expect: { includesAll: [["fitted", "solid", "form-fitting", "move freely"]] } },

  // footage
  { kind: "single", topic: "footage", ask: "when do we get the footage", expect: { includesAll: [[/\bfour weeks\b/i, /\b4 weeks\b/i]] } },
  { kind: "single", topic: "footage", ask: "can i opt my child out of your social media posts?", expect: { includesAll: [["email", "hello@callboard.dance"], ["before"]], excludes: [startsNo] } },

  // city pages
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [contemporary] } },
  { kind: "single", topic: "city pages", ask: "is the hudson nh weekend open to anyone", expect: { includesAll: ["Granite Stage"], excludes: [startsYes] } },
  { kind: "single", topic: "city pages", ask: "nh deposit holders, what do we still owe", expect: { includesAll: [priceFact("new-hampshire", "nh_balance_payment")] } },

  // what's included
  { kind: "single", topic: "what's included", ask: "whats included in core experience", expect: { includesAll: [["jazz", "on-camera"], ["q&a", "q & a", "question"]] } },
  { kind: "single", topic: "what's included", ask: "what do i get extra with pro track vs core", expect: { includesAll: [["reel", "filmed"], ["feedback"]] } },
  { kind: "single", topic: "what's included", ask: "does the audition only ticket include any classes", expect: { includesAll: [["no classes", "n't include", "does not include", "not include", "without classes", "no class", "not included"]], excludes: [startsYes] } },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers private session price", expect: { includesAll: [priceFact(AFD, "afd_private_session")] } },
  { kind: "single", topic: "acting for dancers", ask: "how long is a private acting session", expect: { includesAll: [[/\b50[- ]?min/i, /fifty/i]] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers in person or online", expect: { includesAll: [["online", "virtual", "over video"]] } },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "sherwood page says building mentorship is how much", expect: { includesAll: [priceFact("sherwood", "mentorship_building")] } },
  { kind: "single", topic: "mentorship", ask: "does elite circle auto renew", expect: { includesAll: [["renews automatically", "automatically renew", "auto-renew", "auto renew", "renew automatically"]], excludes: [startsNo] } },

  // scholarships and talent
  { kind: "single", topic: "scholarships and talent", ask: "does the scholarship cover travel too?", expect: { includesAll: [["don't cover", "do not cover", "doesn't cover", "does not cover", "not cover", "not covered", "only covers", "n't include"]], excludes: [startsYes] } },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "how long does the scholarship statement have to be",
    expect: { includesAll: [countFact(storyLimits[0]!, ["twenty"]), countFact(storyLimits[1]!)] },
  },
  { kind: "single", topic: "scholarships and talent", ask: "how many links can i put on the submit talent form", expect: { includesAll: [countFact(maxLinks, ["five"])] } },
];

/** A printed price ("$240", "C$180") back as Money, checked against its currency. */
function parseMoney(printed: string, currency: Money["currency"]): Money {
  const m = /^(C\$|\$|£)([\d,]+(?:\.\d{2})?)$/.exec(printed);
  if (!m) throw new Error(`not a price: ${printed}`);
  const symbol = { USD: "$", CAD: "C$", GBP: "£" }[currency];
  if (m[1] !== symbol) throw new Error(`${printed} is not in ${currency}`);
  return { amountMinor: toMinor(Number(m[2]!.replace(/,/g, ""))), currency };
}

// ---------------------------------------------------------------------------------------------
// Off-topic: things the site does not state

export const tuning51OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there parking at the boston studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "any hotels near the hartford venue you recommend?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell jazz shoes or dancewear", expect: { notSure: true } },
  { kind: "off-topic", ask: "best stretches to get my splits faster?", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a dance agent in LA for my daughter", expect: { notSure: true } },
  { kind: "off-topic", ask: "how do i get from the airport to the victoria studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "is the nashville studio wheelchair accessible", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats the wifi password at the cypress studio", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on the turn before

const orlandoJuniors = (() => {
  const schedule = seedEvent("orlando").page?.schedule;
  if (schedule?.ageGroups !== "eleven_and_twelve_plus") throw new Error("Orlando is expected to split 11 and under / 12 to adult");
  return slotTime("orlando", 0, "juniors", "Check-in");
})();

export const tuning51Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Studio owner pricing a group for Cypress",
    turns: [
      { ask: "how much is core in cypress", expect: { includesAll: [priceFact("cypress", "core")] } },
      { ask: "and for 8 dancers?", expect: { includesAll: [moneyFact(totalOf("cypress", [["core", 8]]))] } },
      { ask: "what if 2 of them do pro track instead", expect: { includesAll: [moneyFact(totalOf("cypress", [["core", 6], ["pro", 2]]))] } },
    ],
  },
  {
    kind: "conversation",
    title: "Parent of an 11-year-old looking at Orlando",
    turns: [
      { ask: "my son is 11, when is orlando", expect: { includesAll: [startFact("orlando")] } },
      { ask: "which group would he be in", expect: { includesAll: [singular(juniorsLabel)] } },
      { ask: "what time does his group check in", expect: { includesAll: [timeFact(orlandoJuniors)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria early bird for two",
    turns: [
      { ask: "victoria core price?", expect: { includesAll: [priceFact("victoria-bc", "core")] } },
      { ask: "is there an early bird code", expect: { includesAll: ["VICTORIAEARLY20"] } },
      { ask: "so how much for 2 with it", expect: { includesAll: [moneyFact(totalOf("victoria-bc", [["core", 2]], [victoriaEarly]))] } },
    ],
  },
  {
    kind: "conversation",
    title: "Seattle venue, then Boise",
    turns: [
      { ask: "where is the seattle stop", expect: { includesAll: [venueName("seattle")] } },
      { ask: "what about boise?", expect: { includesAll: [venueName("boise")], excludes: [venueName("seattle")] } },
      { ask: "and what time do seniors check in on the nov 8 day", expect: { includesAll: [timeFact(slotTime("boise", 0, "seniors", "Check-in"))] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship start and commitment",
    turns: [
      { ask: "what mentorship levels do you have", expect: { includesAll: ["Building", ["Pro / Growth", "Pro/Growth", "Growth"], "Elite Circle"] } },
      { ask: "when does it start", expect: { includesAll: [mentorshipStart] } },
      { ask: "and when's the next charge after that? is there a minimum?", expect: { includesAll: [mentorshipRenewal, minimumFact] } },
    ],
  },
];

export const tuning51QuestionCount =
  tuning51SingleQuestions.length + tuning51OffTopicQuestions.length + tuning51Conversations.reduce((n, c) => n + c.turns.length, 0);
