/**
 * Tuning set 16 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's content
 * files and the forms' own validation, by someone who never read the answerer, its docs, its evaluation sets'
 * questions or its tuning, and never saw one of its answers. Emphasis: teens, adult dancers and studio owners
 * choosing between tiers, what a tier includes, group totals, upgrades after buying, mentorship levels beside
 * ticket tiers with similar names, Acting for Dancers, each city's own page facts, and places or products the
 * site does not have (those must get "not sure", not a near match).
 *
 * Every figure (price, group total, upgrade difference, date, venue, street, time, cohort date, age limit) is
 * computed here with the site's own functions (seed-facts helpers, formatMoney, percentOff,
 * cartUpgradeDifference via cartUpgrade, upgradeDifference via boughtUpgrade, describeMentorshipCohort via
 * mentorshipCohort, auditionFormSchema). Copy facts are short phrases with alternatives.
 * The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { scheduleCopy } from "~/content/schedule";
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
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning16Topic =
  | "tier choice"
  | "what a tier includes"
  | "group totals"
  | "upgrades"
  | "mentorship vs tiers"
  | "acting for dancers"
  | "city page facts"
  | "dates and venues"
  | "schedule"
  | "ages and eligibility"
  | "policies"
  | "bring and prepare"
  | "not on the site";

export interface Tuning16Question {
  kind: "single";
  topic: Tuning16Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Figures, computed from the seed with the site's own functions

/** A printed amount ("$1,176", "C$227") as a pattern: the number with or without its thousands comma, never inside a larger figure. */
function amountPattern(printed: string): RegExp {
  const number = printed.replace(/^[^\d]*/, "");
  if (!number) throw new Error(`no number in ${printed}`);
  const flexible = escapeRegExp(number).replace(/,/g, ",?");
  return new RegExp(`(?<![\\d.,])${flexible}(?!\\d|[.,]\\d)`, "i");
}

/** A Money as a pattern. */
const money = (m: Money): RegExp => amountPattern(formatMoney(m));

/** One offer's price at a stop as a pattern. */
const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

/** n tickets of one tier at a stop, as the cart totals them, as a pattern. */
function totalOf(slug: string, ...lines: Array<[tier: string, quantity: number]>): RegExp {
  const first = lines[0];
  if (!first) throw new Error("no lines");
  const currency = seedPrice(slug, first[0]).currency;
  const amountMinor = lines.reduce((sum, [tier, quantity]) => sum + seedPrice(slug, tier).amountMinor * quantity, 0);
  return money({ amountMinor, currency });
}

/** A seeded calendar date ("2025-11-09") as a reply may word it: "November 9", "Nov 9th", "nov. 9". */
function isoDatePattern(iso: string): RegExp {
  const [, month, day] = iso.split("-").map(Number);
  const name = MONTHS[(month ?? 0) - 1];
  if (!name || !day) throw new Error(`bad date ${iso}`);
  return new RegExp(`\\b${name.slice(0, 3)}[a-z]*\\.?\\s+${day}(?:st|nd|rd|th)?(?!\\d)`, "i");
}

/** A stop's (first) date as a pattern. */
function dateOf(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return isoDatePattern(iso);
}

/** A time from the schedule ("9:00 AM") as a reply may word it: "9:00 am", "9am", "9 a.m.". */
function timePattern(time: string): RegExp {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!m) throw new Error(`bad time ${time}`);
  const [, hour, minutes, half] = m;
  const mins = minutes === "00" ? "(?::00)?" : `:${minutes}`;
  const [h1, h2] = (half ?? "").toLowerCase().split("");
  return new RegExp(`(?<![\\d:])${hour}${mins}\\s*${h1}\\.?${h2}\\.?`, "i");
}

/** The time of an activity in one table of a stop's schedule (by day index and group, or title). */
function slotTime(slug: string, dayIndex: number, group: string, activity: string): RegExp {
  const schedule = seedEvent(slug).page?.schedule;
  const table = schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return timePattern(slot.time);
}

const venueName = (slug: string): RegExp => new RegExp(escapeRegExp(seedVenue(slug).name), "i");
const streetOf = (slug: string): RegExp => new RegExp(escapeRegExp(street(slug)).replace(/\\ /g, "\\s+"), "i");

/** The smallest age the audition form accepts (its zod schema, with a guardian named). */
const minAuditionAge = (() => {
  for (let age = 0; age < 130; age++) {
    const ok = auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age, parentName: "A Parent", consent: true }).success;
    if (ok) return age;
  }
  throw new Error("no age accepted");
})();
const tooYoung = minAuditionAge - 1;

/** Orlando's split (11 and under / 12 to adult) as the schedule heads it. */
const orlandoSchedule = seedEvent("orlando").page?.schedule;
if (orlandoSchedule?.ageGroups !== "eleven_and_twelve_plus") throw new Error("Orlando's age split changed");
const twelveToAdult = scheduleCopy.ageGroups.eleven_and_twelve_plus.seniors;

/** The Victoria early-bird code and its price for Core. */
const earlyBird = seedDiscountCode("VICTORIAEARLY20");
const earlyPercent = earlyBird.percentOff ?? 0;
if (!earlyPercent) throw new Error("VICTORIAEARLY20 is no longer a percentage code");
const victoriaCore = seedPrice("victoria-bc", "core");
const victoriaCoreEarly = money({ amountMinor: percentOff(victoriaCore.amountMinor, earlyPercent), currency: victoriaCore.currency });

/** Sherwood's two single days bought apart, beside its weekend pass. */
const sherwoodTwoDays = money({
  amountMinor: seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor,
  currency: seedPrice("sherwood", "core_day1").currency,
});

/** Sherwood's second day, from the seed's end date. */
const sherwoodEnd = seedEvent("sherwood").endsOn;
if (!sherwoodEnd) throw new Error("Sherwood is no longer two days");
const sherwoodLastDay = new RegExp(`(?<![\\d:])${Number(sherwoodEnd.split("-")[2])}(?![\\d:])`);

/** Mentorship cohort dates as the pages word them at the eval clock. */
const cohortStart = mentorshipCohort.start;
if (!cohortStart) throw new Error("the mentorship cohort starts on purchase at the eval clock: rewrite those questions");
const cohortStartIso = seed.tiers.find((t) => t.key === "mentorship_building")?.subscriptionStartsOn;
if (!cohortStartIso) throw new Error("mentorship_building has no cohort start");
const cohortStartPattern = isoDatePattern(cohortStartIso);
const minimumMonths = mentorshipCohort.minimumTermMonths;
const minimumPattern = new RegExp(`\\b(?:${minimumMonths}|${["zero", "one", "two", "three", "four", "five", "six"][minimumMonths] ?? minimumMonths})[- ]?months?\\b`, "i");

/** Upgrade figures: an already-bought ticket (the upgrade link), and a swap in the cart. */
const upSeattle = amountPattern(boughtUpgrade("seattle", "core", "pro"));
const upOrlandoBought = amountPattern(boughtUpgrade("orlando", "core", "pro"));
const upOrlandoCart = amountPattern(cartUpgrade("orlando", "core", "pro"));
const upHartford = amountPattern(boughtUpgrade("hartford", "core", "pro"));
if (boughtUpgrade("orlando", "core", "pro") === cartUpgrade("orlando", "core", "pro")) throw new Error("Orlando's two upgrade figures agree now: the exclude below no longer tells them apart");
if (boughtUpgrade("orlando", "core", "pro") === boughtUpgrade("hartford", "core", "pro")) throw new Error("Orlando and Hartford upgrade the same now: rewrite the last conversation");

const afd = (tier: string): RegExp => priceOf("acting-for-dancers", tier);

/** Phrases. */
const notSure = { notSure: true } as const;
const monthly: Fact = /month|\/\s?mo\b|monthly/i;
const inPerson: Fact[] = [/in[- ]person/i, /intensive/i, /ticket/i, /(one|1)[- ]day/i, /tier/i];
const reelOrFeedback: Fact[] = [/reel/i, /feedback/i, /priority/i];
const freeFacts: Fact[] = [/\bfree\b/i, /no (extra )?(cost|charge)/i, /\$0(?![\d.,])/, /doesn'?t cost/i, /does not cost/i];
const allAges: Fact[] = [/all ages/i, /every age/i, /any age/i, /adults?\b/i, /13 and up/i, /13\+/];

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning16SingleQuestions: readonly Tuning16Question[] = [
  // --- tier choice
  {
    kind: "single",
    topic: "tier choice",
    ask: "whats the actual difference between core and pro track in seattle?? my 16 yo wants pro but is it worth the extra",
    expect: { includesAll: [priceOf("seattle", "core"), priceOf("seattle", "pro"), reelOrFeedback] },
  },
  {
    kind: "single",
    topic: "tier choice",
    ask: "cypress tx - theres a 'just a class' option?? what is it and how much",
    expect: { includesAll: [priceOf("cypress", "masterclass_only"), [/one (on-camera )?class/i, /single class/i, /1 class/i]] },
  },
  {
    kind: "single",
    topic: "tier choice",
    ask: "victoria bc: one class only vs core experience, what do they each cost",
    expect: { includesAll: [priceOf("victoria-bc", "victoria_one_class_only"), priceOf("victoria-bc", "core")] },
  },
  {
    kind: "single",
    topic: "tier choice",
    ask: "spokane - can i get a full weekend pass or is it just the one day",
    expect: { includesAll: [dateOf("spokane"), [/core day 1/i, /one day/i, /single/i, /1 day/i]] },
  },
  {
    kind: "single",
    topic: "tier choice",
    ask: "sherwood weekend pass - how much, and is it actually cheaper than buying saturday and sunday separate?",
    expect: { includesAll: [priceOf("sherwood", "weekend_pass"), [sherwoodTwoDays, priceOf("sherwood", "core_day1")]] },
  },
  {
    kind: "single",
    topic: "tier choice",
    ask: "im an adult dancer in london, how much are tickets there and when is it",
    expect: {
      includesAll: [priceOf("london", "core"), [/to be determined/i, /\bTBD\b/i, /not (been )?(set|announced|confirmed|scheduled)/i, /to be announced/i, /\bTBA\b/i, /no date/i]],
    },
  },
  {
    kind: "single",
    topic: "tier choice",
    ask: "boise nov 7 masterclass - which tickets can i buy and prices pls",
    expect: { includesAll: [priceOf("boise-nov-7", "masterclass_only"), priceOf("boise-nov-7", "core"), priceOf("boise-nov-7", "pro")] },
  },
  {
    kind: "single",
    topic: "tier choice",
    ask: "is the boise thing on nov 7 the same event as boise nov 8 or 2 different things",
    expect: { includesAll: [/masterclass/i, dateOf("boise")] },
  },

  // --- what a tier includes
  {
    kind: "single",
    topic: "what a tier includes",
    ask: "does the core experience ticket include the audition or is that extra $$",
    expect: { includesAll: [freeFacts] },
  },
  {
    kind: "single",
    topic: "what a tier includes",
    ask: "what does pro track give you that core doesnt? (orlando)",
    expect: { includesAll: [reelOrFeedback] },
  },
  {
    kind: "single",
    topic: "what a tier includes",
    ask: "boston pro track - does it still include the contemporary class or is that only core",
    expect: { includesAll: [/contemporary/i, [/everything in (the )?core/i, /includ/i, /yes/i]] },
  },
  {
    kind: "single",
    topic: "what a tier includes",
    ask: "can i buy ONLY the pro track vip upgrade for hudson nh without the weekend pass",
    expect: {
      includesAll: [[/full weekend pass/i, /balance/i, /weekend ticket/i], [/first/i, /requir/i, /need/i, /only (with|after)/i, /add[- ]on/i]],
    },
  },
  {
    kind: "single",
    topic: "what a tier includes",
    ask: "my kid doesnt go to granite stage, can we still sign up for the new hampshire weekend",
    expect: { includesAll: [/granite stage/i, [/only/i, /private/i]] },
  },

  // --- group totals
  {
    kind: "single",
    topic: "group totals",
    ask: "3 core tickets for seattle, whats the total",
    expect: { includesAll: [totalOf("seattle", ["core", 3])] },
  },
  {
    kind: "single",
    topic: "group totals",
    ask: "studio owner here. bringing 12 students to hartford all core experience. total cost?",
    expect: { includesAll: [totalOf("hartford", ["core", 12])] },
  },
  {
    kind: "single",
    topic: "group totals",
    ask: "2 pro track tix in orlando how much altogether",
    expect: { includesAll: [totalOf("orlando", ["pro", 2])] },
  },
  {
    kind: "single",
    topic: "group totals",
    ask: "4 of my dancers want core at victoria. total in canadian $?",
    expect: { includesAll: [totalOf("victoria-bc", ["core", 4])] },
  },
  {
    kind: "single",
    topic: "group totals",
    ask: "5 full weekend passes for sherwood, what would that come to",
    expect: { includesAll: [totalOf("sherwood", ["weekend_pass", 5])] },
  },
  {
    kind: "single",
    topic: "group totals",
    ask: "charleston: 2 core and 1 pro track, total please",
    expect: { includesAll: [totalOf("charleston-wv", ["core", 2], ["pro", 1])] },
  },

  // --- upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "i bought core for seattle last week and now want pro track instead. how much more do i pay",
    expect: { includesAll: [upSeattle] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "already bought a core ticket in orlando, whats the upgrade to pro cost",
    expect: { includesAll: [upOrlandoBought], excludes: [upOrlandoCart] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "orlando core is in my cart, not paid yet. if i swap it for pro track what's the difference",
    expect: { includesAll: [upOrlandoCart] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how do i upgrade a ticket i already paid for? cant find a button",
    expect: { includesAll: [/order number/i, /link/i] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how long is the upgrade link good for",
    expect: { includesAll: [[/14 days/i, /fourteen days/i, /two weeks/i, /2 weeks/i]] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "if i upgrade do i get a new qr code or does the old one still work at the door",
    expect: { includesAll: [/QR/i, [/keeps?/i, /same/i, /stays?/i, /still works?/i, /doesn'?t change/i, /does not change/i]] },
  },

  // --- mentorship vs tiers
  {
    kind: "single",
    topic: "mentorship vs tiers",
    ask: "is the pro / growth mentorship the same thing as the pro track ticket??",
    expect: { includesAll: [priceOf("seattle", "mentorship_growth"), monthly, inPerson] },
  },
  {
    kind: "single",
    topic: "mentorship vs tiers",
    ask: "how much is elite circle a month and do i have to commit",
    expect: { includesAll: [priceOf("hartford", "mentorship_elite"), minimumPattern] },
  },
  {
    kind: "single",
    topic: "mentorship vs tiers",
    ask: "when does the mentorship actually start? can my daughter start now in september",
    expect: { includesAll: [cohortStartPattern] },
  },
  {
    kind: "single",
    topic: "mentorship vs tiers",
    ask: "building mentorship - min commitment? which months would i be paying",
    expect: { includesAll: [minimumPattern], includesAny: [/december/i, /february/i] },
  },
  {
    kind: "single",
    topic: "mentorship vs tiers",
    ask: "what do you actually get in the building level",
    expect: { includesAll: [[/group coaching/i, /coaching call/i, /group call/i], [/class library/i, /online classes/i, /library/i]] },
  },
  {
    kind: "single",
    topic: "mentorship vs tiers",
    ask: "on the sherwood page the building mentorship is how much",
    expect: { includesAll: [priceOf("sherwood", "mentorship_building")] },
  },
  {
    kind: "single",
    topic: "mentorship vs tiers",
    ask: "does buying pro track at the intensive come with mentorship months included",
    expect: { includesAll: [[/separate/i, /monthly/i, /subscription/i, /not included/i, /doesn'?t (include|come)/i, /does not (include|come)/i]] },
  },
  {
    kind: "single",
    topic: "mentorship vs tiers",
    ask: "what does elite circle add over pro / growth",
    expect: { includesAll: [[/one[- ]on[- ]one/i, /1[- ]on[- ]1/i, /reel/i, /first look/i, /portfolio/i]] },
  },

  // --- acting for dancers
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "acting for dancers - all the options and prices pls",
    expect: { includesAll: [afd("afd_private_session"), afd("afd_3pack"), afd("afd_starter"), afd("afd_steady_growth")] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is the AFD starter path a monthly subscription",
    expect: { includesAll: [/one[- ]time/i, afd("afd_starter")] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "whats the diff between the 3 pack and the steady growth path",
    expect: { includesAll: [[/three/i, /\b3\b/], [/eight/i, /\b8\b/, /small[- ]group/i, /group/i]] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "if i buy the acting 3 pack how long do i have to use the sessions",
    expect: { includesAll: [/90 days|ninety days/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "my ticket came with a free month of acting for dancers, how do i actually use it",
    expect: { includesAny: [/hello@callboard\.dance/i, /promo/i, /email/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "which tour stops come with the free month of acting for dancers",
    expect: { includesAll: [/spokane/i, /sherwood/i, /boston/i, [/new hampshire/i, /hudson/i]] },
  },

  // --- city page facts
  {
    kind: "single",
    topic: "city page facts",
    ask: "who teaches the contemporary class at the boston one",
    expect: { includesAll: [/Liora Vantassel|Liora/i] },
  },
  {
    kind: "single",
    topic: "city page facts",
    ask: "stunts for dancers - who teaches it",
    expect: { includesAll: [/Rae Castellan|Rae\b/i] },
  },
  {
    kind: "single",
    topic: "city page facts",
    ask: "spokane seniors - what time is the stunts class",
    expect: { includesAll: [slotTime("spokane", 0, "seniors", "Stunts for Dancers")] },
  },
  {
    kind: "single",
    topic: "city page facts",
    ask: "sherwood saturday is that all ages together or split",
    expect: { includesAll: [[/all ages/i, /every age/i, /together/i], /sunday/i] },
  },
  {
    kind: "single",
    topic: "city page facts",
    ask: "nh weekend do the juniors and seniors dance at the same time in different rooms?",
    expect: { includesAll: [[/studio 1/i, /studio 2/i, /two studios/i, /2 studios/i]] },
  },
  {
    kind: "single",
    topic: "city page facts",
    ask: "niagara falls - where's the entrance, and where do we park",
    expect: { includesAll: [[/back of the building/i, /rear/i, /back/i]] },
  },
  {
    kind: "single",
    topic: "city page facts",
    ask: "victoria early bird code? how much off",
    expect: { includesAll: [new RegExp(earlyBird.code, "i"), new RegExp(`${earlyPercent}\\s?%|${earlyPercent} percent`, "i")] },
  },
  {
    kind: "single",
    topic: "city page facts",
    ask: "with the victoria early bird what does core come down to",
    expect: { includesAll: [victoriaCoreEarly] },
  },

  // --- dates and venues
  {
    kind: "single",
    topic: "dates and venues",
    ask: "address for the boise studio?",
    expect: { includesAll: [streetOf("boise")], includesAny: [venueName("boise")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "cypress venue name + address",
    expect: { includesAll: [venueName("cypress"), streetOf("cypress")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "where is madison wi being held",
    expect: { includesAll: [[/coming soon/i, /not (yet )?(been )?(confirmed|announced|set)/i, /being confirmed/i, /\bTBA\b/i, /to be announced/i, /to be confirmed/i]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is atlanta on sept 28 still happening",
    expect: { includesAll: [/cancel/i] },
  },

  // --- schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "seattle juniors check in time?",
    expect: { includesAll: [slotTime("seattle", 0, "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "boston - my 15 yr old has pro track, what time is the pro track session",
    expect: { includesAll: [slotTime("boston", 0, "seniors", "Pro Track session")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "boise masterclass nov 7, when do the seniors start",
    expect: {
      includesAll: [
        [
          slotTime("boise-nov-7", 0, "seniors", "Check-in"),
          slotTime("boise-nov-7", 0, "seniors", "Warm-up"),
          slotTime("boise-nov-7", 0, "seniors", "Masterclass: On-Camera Jazz"),
        ],
      ],
    },
  },

  // --- ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: `can my ${tooYoung} year old register for the audition`,
    expect: { includesAll: [new RegExp(`(?<!\\d)${minAuditionAge}(?!\\d)`)] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "im 34 and still dance, is this just for kids?",
    expect: { includesAll: [allAges] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "orlando: my daughter turns 12 before the event, which group is she in",
    expect: { includesAll: [[new RegExp(escapeRegExp(twelveToAdult), "i"), /senior/i, /12 to adult/i]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "skeleton crew audition - min age?",
    expect: { includesAll: [/(?<!\d)16(?!\d)/] },
  },

  // --- policies
  {
    kind: "single",
    topic: "policies",
    ask: "if my kid gets sick the week of, do we get our money back",
    expect: { includesAll: [/final/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "what happens if you move the date of our city",
    expect: { includesAll: [[/48 hours/i, /48[- ]hour/i, /forty[- ]eight/i], /credit/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "i paid in pounds for london, can i use my credit for seattle later",
    expect: { includesAll: [[/currency/i, /GBP/i, /priced in/i]] },
  },

  // --- bring and prepare
  {
    kind: "single",
    topic: "bring and prepare",
    ask: "how much does the cinematic demo reel cost",
    expect: { includesAll: [[/applica/i, /apply/i]] },
  },

  // --- not on the site (catalog-sounding, the site doesn't say)
  { kind: "single", topic: "not on the site", ask: "is there parking at the seattle studio?", expect: notSure },
  { kind: "single", topic: "not on the site", ask: "any tour stop in phoenix az coming up?", expect: notSure },
  { kind: "single", topic: "not on the site", ask: "whats rae castellan the stunt teacher's instagram, want to follow her before sherwood", expect: notSure },
  { kind: "single", topic: "not on the site", ask: "how much is the platinum pass for sherwood", expect: notSure },
  { kind: "single", topic: "not on the site", ask: "do you have a hotel discount for the orlando event", expect: notSure },
  { kind: "single", topic: "not on the site", ask: "can I transfer my hartford ticket to another dancer from my studio", expect: notSure },
  { kind: "single", topic: "not on the site", ask: "whats the price for the elite circle plus tier", expect: notSure },
  { kind: "single", topic: "not on the site", ask: "when is the week-long summer intensive in new york city", expect: notSure },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions (must get "not sure")

export const tuning16OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather gonna be in boise in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "can u help me with my algebra homework", expect: { notSure: true } },
  { kind: "off-topic", ask: "best pointe shoe brand for wide feet?", expect: { notSure: true } },
  { kind: "off-topic", ask: "who won dancing with the stars last season", expect: { notSure: true } },
  { kind: "off-topic", ask: "write me a short poem about dancing", expect: { notSure: true } },
  { kind: "off-topic", ask: "what's the capital of canada", expect: { notSure: true } },
  { kind: "off-topic", ask: "good pizza place near the cypress studio?", expect: { notSure: true } },
  { kind: "off-topic", ask: "how do i get my splits fast, im 14", expect: { notSure: true } },
  { kind: "off-topic", ask: "translate 'break a leg' into spanish", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const tuning16Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle core, then two, then Spokane Pro Track",
    turns: [
      { ask: "how much is core in seattle for my daughter", expect: { includesAll: [priceOf("seattle", "core")] } },
      { ask: "and for 2?", expect: { includesAll: [totalOf("seattle", ["core", 2])] } },
      {
        ask: "actually what about pro track in spokane instead",
        expect: { includesAll: [priceOf("spokane", "pro")], excludes: [priceOf("seattle", "pro")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Pro / Growth mentorship beside Pro Track, then when billing starts",
    turns: [
      { ask: "whats the pro / growth mentorship", expect: { includesAll: [priceOf("hartford", "mentorship_growth"), monthly] } },
      { ask: "is that the same as the pro track at the intensive?", expect: { includesAll: [inPerson] } },
      { ask: "if i signed up today when would i get charged first", expect: { includesAll: [cohortStartPattern] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria date, Core price, early bird",
    turns: [
      { ask: "victoria bc date?", expect: { includesAll: [dateOf("victoria-bc")] } },
      { ask: "price of core there", expect: { includesAll: [priceOf("victoria-bc", "core")] } },
      { ask: "is there an early bird deal", expect: { includesAll: [new RegExp(earlyBird.code, "i")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston's guest class, then a switch to Sherwood's dates",
    turns: [
      { ask: "whats special about the boston one", expect: { includesAll: [/contemporary/i] } },
      { ask: "who teaches that", expect: { includesAll: [/Liora/i] } },
      {
        ask: "ok and sherwood, which days is that",
        expect: {
          includesAll: [dateOf("sherwood"), sherwoodLastDay],
          excludes: [dateOf("boston")],
        },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Hartford upgrade after buying, then Orlando's own upgrade price",
    turns: [
      { ask: "i already bought core for hartford", expect: { includesAny: [/upgrade/i, /pro track/i, /order/i, /hartford/i, dateOf("hartford")] } },
      { ask: "can i upgrade it to pro and how much", expect: { includesAll: [upHartford] } },
      { ask: "what if it had been orlando", expect: { includesAll: [upOrlandoBought], excludes: [upHartford] } },
    ],
  },
];

export const tuning16QuestionCount: number =
  tuning16SingleQuestions.length + tuning16OffTopicQuestions.length + tuning16Conversations.reduce((n, c) => n + c.turns.length, 0);
