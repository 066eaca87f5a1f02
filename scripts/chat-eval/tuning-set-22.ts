/**
 * Tuning set 22 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or
 * other sets' questions. A balanced week of visitor questions, with a few more on dates and venues of
 * stops whose details are not all confirmed and on what each city's page says of its own day.
 *
 * Every figure (price, group total, upgrade difference, date, venue, street, time, cohort date,
 * minimum audition age, order limit) is computed from the seed with the site's own functions; copy
 * facts are short phrases with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
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
  price,
  seedDiscountCode,
  seedEvent,
  seedOffer,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning22Topic =
  | "prices and tickets"
  | "group buying"
  | "upgrades"
  | "dates and venues"
  | "schedule"
  | "ages and eligibility"
  | "auditions"
  | "scholarships and talent"
  | "policies"
  | "bring and expect"
  | "city pages and teachers"
  | "mentorship and acting"
  | "similar names"
  | "places not visited";

interface Tuning22Question {
  kind: "single";
  topic: Tuning22Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed

/** A printed figure as a pattern that does not match inside a larger one ("$168" but not "$1680"; "$115, 3 Pack" still matches). */
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

/** A pattern for a printed money string from seed-facts (price, cartUpgrade, boughtUpgrade). */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A stop's first day as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`${slug} has a bad date ${iso}`);
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

/** A slot's time in a stop's schedule, by group, activity and day (first day unless told). */
function slotTime(slug: string, group: Group, activity: string, dayIndex = 0, title?: string): string {
  const schedule = seedEvent(slug).page?.schedule;
  const dayTables = schedule?.days?.[dayIndex]?.tables ?? [];
  const table = dayTables.find((t) => t.group === group && (title === undefined || t.title === title));
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0, title?: string): RegExp =>
  timeRe(slotTime(slug, group, activity, dayIndex, title));

/** The activity at a given time in a stop's schedule. */
function activityAt(slug: string, dayIndex: number, title: string, time: string): string {
  const table = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables.find((t) => t.title === title);
  const slot = table?.slots.find((s) => s.time === time);
  if (!slot) throw new Error(`${slug} has nothing at ${time} in ${title}`);
  return slot.activity;
}

/** The venue's name and street as patterns. */
const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** The minimum age the audition form accepts, and a check that a 17-year-old needs a guardian's name. */
const auditionAccepts = (age: number, parentName?: string): boolean =>
  auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "dancer@example.com", phone: "555 0100", age, parentName, consent: true }).success;
const MIN_AUDITION_AGE = (() => {
  for (let age = 1; age < 30; age++) if (auditionAccepts(age, "Parent")) return age;
  throw new Error("no audition age accepted");
})();
if (auditionAccepts(17) || !auditionAccepts(17, "A Parent")) throw new Error("the audition form's guardian rule changed");
/** Order limit of one ticket (the catalog's maxPerOrder). */
const maxPerOrder = seedOffer("charleston-wv", "core").maxPerOrder;

/** Victoria's early-bird code and what Core costs with it. */
const victoriaCode = seedDiscountCode("VICTORIAEARLY20");
const victoriaCore = seedPrice("victoria-bc", "core");
const victoriaEarlyCore = money({ amountMinor: percentOff(victoriaCore.amountMinor, victoriaCode.percentOff ?? 0), currency: victoriaCore.currency });

/** The Elite Mentorship beta deadline the city pages count down to. */
const betaDeadline = (() => {
  const endsAt = seedEvent("hartford").page?.countdown?.endsAt;
  if (!endsAt) throw new Error("no beta countdown");
  const d = new Date(endsAt);
  const month = d.toLocaleDateString("en-US", { month: "long", timeZone: "America/Los_Angeles" });
  const day = d.toLocaleDateString("en-US", { day: "numeric", timeZone: "America/Los_Angeles" });
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${day}(?!\\d)`, "i");
})();

/** Sherwood: both single days bought apart, against the weekend pass. */
const sherwoodDay = seedPrice("sherwood", "core_day1");

/** The Boise stops: the Nov 7 masterclass evening and the Nov 8 intensive. */
if (!seedEvent("boise-nov-7").isMasterclass) throw new Error("boise-nov-7 is no longer the masterclass");

const afd = "acting-for-dancers";
const cohortStart = new RegExp(escapeRegExp(mentorshipCohort.start).replace(/,? 20\d\d$/, ""), "i");

const cancelledAtlanta = seedEvent("atlanta").isCancelled;
if (!cancelledAtlanta) throw new Error("Atlanta is no longer cancelled");

const bringAFriend = seedDiscountCode("BRINGAFRIEND25");
if (bringAFriend.eligibleTiers?.includes("pro") || !bringAFriend.eligibleTiers?.includes("core")) throw new Error("BRINGAFRIEND25 changed its tiers");

const NOT_SURE: Expectation = { notSure: true };

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning22SingleQuestions: readonly Tuning22Question[] = [
  // Prices and tickets
  { kind: "single", topic: "prices and tickets", ask: "how much is a regular ticket for hartford", expect: { includesAll: [priceOf("hartford", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "seattle pro track price??", expect: { includesAll: [priceOf("seattle", "pro")] } },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "victoria bc - core and pro prices? are they in canadian $",
    expect: { includesAll: [priceOf("victoria-bc", "core"), priceOf("victoria-bc", "pro")], includesAny: [/CAD|canadian|C\$/i] },
  },
  { kind: "single", topic: "prices and tickets", ask: "niagara falls, how much to do just one class", expect: { includesAll: [priceOf("niagara-falls", "masterclass_only")] } },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "sherwood: how much is the full weekend pass and how much is one day by itself",
    expect: { includesAll: [priceOf("sherwood", "weekend_pass"), money(sherwoodDay)] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "is there an early bird code for victoria? what would core come to with it",
    expect: { includesAll: ["VICTORIAEARLY20", victoriaEarlyCore] },
  },
  { kind: "single", topic: "prices and tickets", ask: "how much for london in pounds, core ticket", expect: { includesAll: [priceOf("london", "core")] } },

  // Group buying
  { kind: "single", topic: "group buying", ask: "buying core for my 3 kids at seattle, whats the total", expect: { includesAll: [totalOf("seattle", "core", 3)] } },
  { kind: "single", topic: "group buying", ask: "2 pro track tickets for orlando how much altogether?", expect: { includesAll: [totalOf("orlando", "pro", 2)] } },
  {
    kind: "single",
    topic: "group buying",
    ask: "me and my twin sister both want core at victoria. total in cad?",
    expect: { includesAll: [totalOf("victoria-bc", "core", 2)] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "im a studio owner, can i buy 12 core tickets for charleston wv in a single order?",
    expect: { includesAll: [new RegExp(`\\b${maxPerOrder}\\b`)] },
  },

  // Upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "i already paid for core in orlando and now she wants pro track. how much more do i pay",
    expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "i have a hartford core ticket sitting in my cart, what's the difference if i switch it to pro track",
    expect: { includesAll: [printed(cartUpgrade("hartford", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "spokane: went with core day 1, what would it be to move up to pro track",
    expect: { includesAll: [printed(boughtUpgrade("spokane", "core_day1", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "hudson nh - can i buy just the vip upgrade? my son doesnt have the weekend pass yet",
    expect: { includesAll: [[/full weekend pass/i, /weekend (pass|ticket)/i, /balance payment/i]], includesAny: [priceOf("new-hampshire", "nh_protrack_vip"), /first|required|need/i] },
  },

  // Dates and venues (a few more than usual, with unconfirmed details)
  { kind: "single", topic: "dates and venues", ask: "when is the boston one and what studio", expect: { includesAll: [dayOf("boston"), venueName("boston")] } },
  { kind: "single", topic: "dates and venues", ask: "madison wi - which studio is it at?", expect: { includesAny: noVenue("madison-wi") } },
  { kind: "single", topic: "dates and venues", ask: "dallas date and location please", expect: { includesAll: [dayOf("dallas"), noVenue("dallas")] } },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when is london happening??",
    expect: { includesAny: [/to be (determined|announced|confirmed)/i, /\bTBD\b|\bTBA\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no date yet/i, /hasn'?t been (set|announced|confirmed)/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "address for the niagara falls studio? is there anything tricky about finding it",
    expect: { includesAll: [streetOf("niagara-falls"), [/back of the building/i, /rear/i, /\bback\b/i]] },
  },
  { kind: "single", topic: "dates and venues", ask: "sarasota date + where", expect: { includesAll: [dayOf("sarasota"), venueName("sarasota")] } },
  { kind: "single", topic: "dates and venues", ask: "springfield va when is it", expect: { includesAll: [dayOf("springfield-va"), /2026/] } },
  { kind: "single", topic: "dates and venues", ask: "charleston wv venue + address", expect: { includesAll: [venueName("charleston-wv"), streetOf("charleston-wv")] } },
  { kind: "single", topic: "dates and venues", ask: "which studio is spokane at, i cant see it at the top of the page", expect: { includesAll: [venueName("spokane")] } },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is the atlanta date still on? we were going to drive up",
    expect: { includesAll: [/cancel/i], excludes: [/atlanta is (still )?(on|happening)/i] },
  },
  { kind: "single", topic: "dates and venues", ask: "hartford when and where", expect: { includesAll: [dayOf("hartford"), venueName("hartford")] } },

  // Schedule
  { kind: "single", topic: "schedule", ask: "what time do seniors check in at hartford", expect: { includesAll: [slotAt("hartford", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "what time is the pro track session in boston", expect: { includesAll: [slotAt("boston", "seniors", "Pro Track session")] } },
  {
    kind: "single",
    topic: "schedule",
    ask: "my 10 yr old is a junior at savannah, when should we get there",
    expect: { includesAll: [slotAt("savannah", "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "nh sunday what's happening in studio 2 at 1:15",
    expect: { includesAll: [new RegExp(escapeRegExp(activityAt("new-hampshire", 1, "Studio 2", "1:15 PM")).replace("VIP", "(VIP)?"), "i")] },
  },
  { kind: "single", topic: "schedule", ask: "sarasota senior audition time?", expect: { includesAll: [slotAt("sarasota", "seniors", "Audition")] } },
  {
    kind: "single",
    topic: "schedule",
    ask: "is the cypress schedule final or could times change",
    expect: { includesAny: [/work in progress/i, /finali[sz]ed closer/i, /(may|could|can) change/i, /closer to the (event|date)/i, /not (yet )?final/i] },
  },

  // Ages and eligibility
  { kind: "single", topic: "ages and eligibility", ask: "my son just turned 12, is he a junior or senior at seattle", expect: { includesAll: [/junior/i], includesAny: [/12 and under/i, /under 13/i, /12 or under/i] } },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "orlando - she's 12, which age group would she be in",
    expect: { includesAll: [/senior/i], includesAny: [/12 to adult/i, /12 and up/i, /12\+/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can my 4 year old do the audition",
    expect: { includesAll: [[new RegExp(`\\b${MIN_AUDITION_AGE}\\b`), /five/i]] },
  },
  { kind: "single", topic: "ages and eligibility", ask: "im 17, can i sign up for the audition on my own", expect: { includesAll: [/parent|guardian/i] } },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can my daughter do the hudson nh weekend? she doesnt dance at granite stage",
    expect: { includesAll: ["Granite Stage"], includesAny: [/private/i, /only/i, /students and alumni/i] },
  },

  // Auditions
  { kind: "single", topic: "auditions", ask: "if we take class do we HAVE to audition", expect: { includesAll: [/optional/i] } },
  { kind: "single", topic: "auditions", ask: "will auditioning get her a job for sure", expect: { includesAny: [/(does not|doesn't|no) guarantee/i, /not guaranteed/i] } },
  {
    kind: "single",
    topic: "auditions",
    ask: "can i come just for the audition at hartford without taking the classes",
    expect: { includesAll: [[/audition only/i, /audition on its own/i, /just the audition/i]], includesAny: [/free/i, /\$0(?!\d)/] },
  },
  { kind: "single", topic: "auditions", ask: "how do we find out if he got picked after the audition", expect: { includesAny: [/on file/i, /email or phone/i, /contact/i] } },

  // Scholarships and talent submissions
  { kind: "single", topic: "scholarships and talent", ask: "do yall do scholarships, money is tight rn", expect: { includesAll: [/scholarship/i], includesAny: [/apply/i, /\/scholarship/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "when's the deadline to apply for a scholarship for a stop", expect: { includesAny: [/three weeks/i, /3 weeks/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "we can't make any of the dates, can she still be seen by the team", expect: { includesAny: [/submit talent/i, /submit your (talent|materials)/i, /\/submit-talent/i] } },

  // Policies
  { kind: "single", topic: "policies", ask: "if my kid gets sick the week of can i get my money back", expect: { includesAny: [/all sales (are )?final/i, /no refunds?/i, /(can'?t|cannot|don'?t|do not) (give |offer )?refund/i] } },
  { kind: "single", topic: "policies", ask: "what happens if you guys move the date", expect: { includesAll: [/48 hours/i], includesAny: [/credit/i, /refund/i] } },
  { kind: "single", topic: "policies", ask: "if the event gets cancelled do we get refunded", expect: { includesAll: [/full refund/i] } },
  { kind: "single", topic: "policies", ask: "do credits from a date change expire", expect: { includesAny: [/never expire/i, /(doesn'?t|does not|don'?t|do not) expire/i, /no expir/i] } },
  {
    kind: "single",
    topic: "policies",
    ask: "can I use BRINGAFRIEND25 on a pro track ticket",
    expect: { includesAll: [/core/i], excludes: [/yes,? (you can|it works)/i] },
  },

  // What to bring and expect
  { kind: "single", topic: "bring and expect", ask: "what shoes does she need", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "bring and expect", ask: "can she wear her sparkly competition costume for the camera", expect: { includesAny: [/solid colou?rs?/i, /busy prints/i, /fitted/i, /logos/i] } },
  { kind: "single", topic: "bring and expect", ask: "when do we get the videos from the day", expect: { includesAny: [/four weeks/i, /4 weeks/i] } },

  // Each city's own page
  { kind: "single", topic: "city pages and teachers", ask: "who teaches the contemporary class in boston", expect: { includesAll: ["Liora Vantassel"] } },
  { kind: "single", topic: "city pages and teachers", ask: "does spokane have the stunts class", expect: { includesAll: [/stunt/i], includesAny: [/yes/i, /stuntwoman/i] } },
  {
    kind: "single",
    topic: "city pages and teachers",
    ask: "sherwood is 2 days right? whats the difference between saturday and sunday",
    expect: { includesAll: [/all ages/i, /junior/i] },
  },
  { kind: "single", topic: "city pages and teachers", ask: "the seattle page mentions playback?? what is that", expect: { includesAny: [/playback/i, /watch (your|yourself)/i, /see what the (lens|camera) sees/i] } },
  { kind: "single", topic: "city pages and teachers", ask: "do we get the free acting for dancers month with a boston ticket", expect: { includesAll: [/free month|month .*free|1 month|one month/i] } },
  {
    kind: "single",
    topic: "city pages and teachers",
    ask: "hudson nh 'balance payment' what is that and how much",
    expect: { includesAll: [/deposit/i, priceOf("new-hampshire", "nh_balance_payment")] },
  },
  { kind: "single", topic: "city pages and teachers", ask: "where do we park for niagara falls", expect: { includesAll: [/rear lot|back/i] } },
  { kind: "single", topic: "city pages and teachers", ask: "does liora vantassel have an instagram i can look at", expect: NOT_SURE },

  // Mentorship and Acting for Dancers
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "mentorship levels and monthly prices?",
    expect: { includesAll: [priceOf("hartford", "mentorship_building"), priceOf("hartford", "mentorship_growth"), priceOf("hartford", "mentorship_elite")] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "when does mentorship start and is there a minimum i have to stay",
    expect: { includesAll: [cohortStart, new RegExp(`(${mentorshipCohort.minimumTermMonths}|${["zero", "one", "two", "three", "four", "five", "six"][mentorshipCohort.minimumTermMonths]})[- ]months?`, "i")] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "acting for dancers 3 pack price and how long do we have to use them",
    expect: { includesAll: [printed(price(afd, "afd_3pack")), /90 days/i] },
  },
  { kind: "single", topic: "mentorship and acting", ask: "how long is one private acting session and what does it cost", expect: { includesAll: [/50[- ]minute/i, printed(price(afd, "afd_private_session"))] } },
  { kind: "single", topic: "mentorship and acting", ask: "when do elite mentorship beta applications close", expect: { includesAll: [betaDeadline] } },
  { kind: "single", topic: "mentorship and acting", ask: "on the sherwood page how much is the building mentorship", expect: { includesAll: [priceOf("sherwood", "mentorship_building")] } },
  {
    kind: "single",
    topic: "similar names",
    ask: "boise has nov 7 and nov 8?? which one do i pick, whats the difference",
    expect: { includesAll: [/masterclass/i, dayOf("boise-nov-7"), dayOf("boise")] },
  },
  { kind: "single", topic: "similar names", ask: "springfield illinois when", expect: { includesAll: [[/virginia/i, /\bVA\b/]] } },
  {
    kind: "single",
    topic: "similar names",
    ask: "victoria 'one class only' - what do you get for that",
    expect: { includesAll: [/one (on-camera )?class/i], includesAny: [priceOf("victoria-bc", "victoria_one_class_only"), /of your choice/i] },
  },

  // Places not visited, and catalog-sounding questions the site doesn't answer
  { kind: "single", topic: "places not visited", ask: "r u coming to denver", expect: NOT_SURE },
  { kind: "single", topic: "places not visited", ask: "is there parking at the seattle studio", expect: NOT_SURE },
  { kind: "single", topic: "places not visited", ask: "any hotel discount near the sherwood studio for out of town families", expect: NOT_SURE },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: every one must get "not sure"

export const tuning22OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather gonna be like in seattle on the weekend", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you help with my algebra homework, solve 3x+7=22", expect: { notSure: true } },
  { kind: "off-topic", ask: "which pointe shoe brand is best for wide feet", expect: { notSure: true } },
  { kind: "off-topic", ask: "write me a poem about my dog", expect: { notSure: true } },
  { kind: "off-topic", ask: "what stocks should i buy this month", expect: { notSure: true } },
  { kind: "off-topic", ask: "my car is making a clicking noise when i turn, what is it", expect: { notSure: true } },
  { kind: "off-topic", ask: "who won the world series last year", expect: { notSure: true } },
  { kind: "off-topic", ask: "good gluten free recipe for a quick dinner?", expect: { notSure: true } },
  { kind: "off-topic", ask: "how do i get my kid into a performing arts high school in new york", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on or switch away from the earlier ones

export const tuning22Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle core, then for three kids, then Victoria instead",
    turns: [
      { ask: "how much is core in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
      { ask: "and for 3 of them?", expect: { includesAll: [totalOf("seattle", "core", 3)] } },
      { ask: "what would 3 cost in victoria instead", expect: { includesAll: [totalOf("victoria-bc", "core", 3)], excludes: [venueName("seattle")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Spokane date and studio, then the Oregon weekend",
    turns: [
      { ask: "when is spokane", expect: { includesAll: [dayOf("spokane")] } },
      { ask: "where is it held", expect: { includesAll: [venueName("spokane")] } },
      { ask: "ok and the oregon one?", expect: { includesAll: [dayOf("sherwood"), venueName("sherwood")], excludes: [venueName("spokane")] } },
    ],
  },
  {
    kind: "conversation",
    title: "An 11-year-old at Orlando, her check-in, then Hartford instead",
    turns: [
      { ask: "my daughter is 11 which group is she in at orlando", expect: { includesAll: [/junior/i], includesAny: [/11 and under/i, /under 12/i] } },
      { ask: "what time does her group check in", expect: { includesAll: [slotAt("orlando", "juniors", "Check-in")] } },
      {
        ask: "and if we went to hartford instead, what time?",
        expect: { includesAll: [slotAt("hartford", "juniors", "Check-in")], excludes: [venueName("orlando")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship levels, its start, then Acting for Dancers",
    turns: [
      { ask: "tell me about the mentorship program, what levels are there", expect: { includesAll: [/building/i, /growth/i, /elite circle/i] } },
      { ask: "when does it start", expect: { includesAll: [cohortStart] } },
      { ask: "ok and acting for dancers, is that monthly too? how much is the starter", expect: { includesAll: [printed(price(afd, "afd_starter"))], includesAny: [/one-time/i, /one time/i, /not (a )?(monthly|subscription)/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Madison date, its venue, then Minneapolis instead",
    turns: [
      { ask: "is there a madison wi date", expect: { includesAll: [dayOf("madison-wi")] } },
      { ask: "what studio", expect: { includesAny: noVenue("madison-wi") } },
      { ask: "hmm what about minneapolis, when and where", expect: { includesAll: [dayOf("minneapolis"), venueName("minneapolis")], excludes: [dayOf("madison-wi")] } },
    ],
  },
];

export const tuning22QuestionCount: number =
  tuning22SingleQuestions.length + tuning22OffTopicQuestions.length + tuning22Conversations.reduce((n, c) => n + c.turns.length, 0);

