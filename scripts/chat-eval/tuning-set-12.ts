/**
 * Tuning set 12 of issue 40 (ninth round): written from the spec, the seed catalog, the site's content
 * files and the forms' validation, by someone who never read the answerer. It IS tuned on: the answerer
 * may be changed after reading its results (it is not a held-out set).
 *
 * Catalog facts (prices, totals, upgrades, dates, venues, schedule times) are computed from the seed with
 * the site's own functions (seedOffers through seed-facts.ts, formatMoney, cartUpgradeDifference,
 * upgradeDifference); eligibility comes from the audition form's zod schema and isMinor; mentorship terms
 * from describeMentorshipCohort at the eval clock. Copy facts are short phrases a right answer contains,
 * with alternatives. The clock is 2025-09-01 (EVAL_CLOCK).
 */
import { isMinor } from "~/domain/age-groups";
import { formatMoney } from "~/domain/money";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import { boughtUpgrade, cartUpgrade, escapeRegExp, mentorshipCohort, price, seedEvent, seedPrice, seedVenue, street } from "./seed-facts";

export type Tuning12Topic =
  | "prices and tickets"
  | "dates and venues"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "bring and expect"
  | "city pages"
  | "upgrades"
  | "mentorship and acting"
  | "group buying"
  | "schedule"
  | "not on the tour";

export interface Tuning12Question {
  kind: "single";
  topic: Tuning12Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts computed from the seed

/** n tickets of one tier at one stop, as the cart would total them (no code). */
function times(slug: string, tier: string, n: number): string {
  const p = seedPrice(slug, tier);
  return formatMoney({ amountMinor: p.amountMinor * n, currency: p.currency });
}

/** Sum of one ticket of each listed tier at a stop. */
function sum(slug: string, ...tiers: string[]): string {
  const ps = tiers.map((t) => seedPrice(slug, t));
  return formatMoney({ amountMinor: ps.reduce((a, p) => a + p.amountMinor, 0), currency: ps[0]!.currency });
}

/** A schedule time from the stop's seeded page: the first slot of `activity` in the table of `group`. */
function slotTime(slug: string, group: string, activity: string, dayIndex = 0): string {
  const schedule = seedEvent(slug).page?.schedule;
  const table = schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group}`);
  return slot.time;
}

/** A time as a reply may write it: "2:30 PM", "2:30 pm", "2:30pm". */
function timeFact(time: string): RegExp {
  const [clock, half] = time.split(" ");
  return new RegExp(`${escapeRegExp(clock ?? time)}\\s?${half ?? ""}`, "i");
}

/** A seeded date as "November 9" (month and day), which any reply naming the date contains. */
function monthDay(slug: string): string {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const [, m, d] = iso.split("-").map(Number);
  return `${["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][m! - 1]} ${d}`;
}

const venueName = (slug: string): string => seedVenue(slug).name;

const ageAccepted = (age: number): boolean =>
  auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age, parentName: "A Parent", consent: true }).success;
const guardianNeeded = (age: number): boolean =>
  !auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age, consent: true }).success && ageAccepted(age);

const YES: Fact = /\byes\b/i;
const NO: Fact = /\bno\b|\bnot\b|n't\b/i;
const NOT_ON_TOUR: Fact = /\bno\b|\bnot\b|n't\b|isn't|aren't/i;

// Sanity: the age range and the guardian rule the questions rely on.
if (ageAccepted(4) || !ageAccepted(5) || !ageAccepted(99) || ageAccepted(100)) throw new Error("audition age range changed");
if (!isMinor(17) || isMinor(18) || !guardianNeeded(16) || guardianNeeded(19)) throw new Error("guardian rule changed");

const cohort = mentorshipCohort;

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning12SingleQuestions: readonly Tuning12Question[] = [
  // prices and tickets
  { kind: "single", topic: "prices and tickets", ask: "how much is core in seattle", expect: { includesAll: [price("seattle", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "orlando prices? core and pro pls", expect: { includesAll: [price("orlando", "core"), price("orlando", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "Spokane - what's the Core Day 1 ticket?", expect: { includesAll: [price("spokane", "core_day1")] } },
  { kind: "single", topic: "prices and tickets", ask: "How much is the Full Weekend Pass in Sherwood?", expect: { includesAll: [price("sherwood", "weekend_pass")] } },
  { kind: "single", topic: "prices and tickets", ask: "Victoria BC core experience price? is that canadian dollars", expect: { includesAll: [price("victoria-bc", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "how much is the One Class Only ticket in Victoria", expect: { includesAll: [price("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "cypress tx has a 'just a class' option? how much is it", expect: { includesAll: [price("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "What's the cheapest ticket for the Boise masterclass on November 7?", expect: { includesAll: [price("boise-nov-7", "masterclass_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "Hudson NH balance payment, how much is left to pay if we already did the deposit?", expect: { includesAll: [price("new-hampshire", "nh_balance_payment")] } },

  // group buying
  { kind: "single", topic: "group buying", ask: "I have 3 students wanting Core in Seattle, what's the total?", expect: { includesAll: [times("seattle", "core", 3)] } },
  { kind: "single", topic: "group buying", ask: "one core and one pro in Boston for my two kids - total?", expect: { includesAll: [sum("boston", "boston_core", "boston_pro_track")] } },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "I already bought Core in Orlando. How much more to move up to Pro Track?", expect: { includesAll: [boughtUpgrade("orlando", "core", "pro")] } },
  { kind: "single", topic: "upgrades", ask: "I have a Core ticket in my cart for Hartford, what's the difference if I switch it to Pro Track", expect: { includesAll: [cartUpgrade("hartford", "core", "pro")] } },
  { kind: "single", topic: "upgrades", ask: "How much extra is Pro Track over Core in Spokane?", expect: { includesAll: [cartUpgrade("spokane", "core_day1", "pro")] } },
  { kind: "single", topic: "upgrades", ask: "Can I add the Pro Track VIP upgrade in New Hampshire on its own without the weekend pass?", expect: { includesAll: [NO] } },
  { kind: "single", topic: "upgrades", ask: "price of the NH VIP upgrade?", expect: { includesAll: [price("new-hampshire", "nh_protrack_vip")] } },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the seattle intensive", expect: { includesAll: [monthDay("seattle")] } },
  { kind: "single", topic: "dates and venues", ask: "Where is the Seattle one held? which studio", expect: { includesAll: [[venueName("seattle"), street("seattle")]] } },
  { kind: "single", topic: "dates and venues", ask: "What's the address of the Boston studio?", expect: { includesAll: [street("boston")] } },
  { kind: "single", topic: "dates and venues", ask: "hartford ct date and venue please", expect: { includesAll: [monthDay("hartford"), [venueName("hartford"), street("hartford")]] } },
  { kind: "single", topic: "dates and venues", ask: "is there a date for london yet", expect: { includesAll: [/to be determined|TBD|not (yet )?(been )?(set|announced|confirmed|scheduled)|no date/i] } },
  { kind: "single", topic: "dates and venues", ask: "niagara falls - when and where", expect: { includesAll: [monthDay("niagara-falls"), [venueName("niagara-falls"), street("niagara-falls")]] } },
  { kind: "single", topic: "dates and venues", ask: "there are two boise dates?? whats the difference", expect: { includesAll: [/November 7/i, /November 8/i] } },
  { kind: "single", topic: "dates and venues", ask: "What's the next stop in Texas?", expect: { includesAll: [[/Dallas/i, /Cypress/i]] } },

  // ages and eligibility
  { kind: "single", topic: "ages and eligibility", ask: "My daughter is 4, can she register for the audition?", expect: { includesAll: [NO, /\b5\b/] } },
  { kind: "single", topic: "ages and eligibility", ask: "does my 16 yr old need me to sign anything to audition", expect: { includesAll: [YES, /parent|guardian/i] } },
  { kind: "single", topic: "ages and eligibility", ask: "I'm 19, do I need a parent's name on the audition form?", expect: { includesAll: [NO] } },
  { kind: "single", topic: "ages and eligibility", ask: "I'm 42, can I still register for the audition?", expect: { includesAll: [YES] } },
  { kind: "single", topic: "ages and eligibility", ask: "Can anyone sign up for the New Hampshire weekend?", expect: { includesAll: [NO, /Granite Stage/i] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "Is the audition mandatory?", expect: { includesAll: [NO, /optional/i] } },
  { kind: "single", topic: "auditions", ask: "can she do just the audition without buying the intensive", expect: { includesAll: [YES, /audition[- ]only/i] } },
  { kind: "single", topic: "auditions", ask: "if he auditions is he guaranteed a role?", expect: { includesAll: [NO] } },
  { kind: "single", topic: "auditions", ask: "We can't make any of the dates. is there another way to be considered?", expect: { includesAll: [/Submit Talent/i] } },
  { kind: "single", topic: "auditions", ask: "What time is the audition for seniors in Atlanta?", expect: { includesAll: [timeFact(slotTime("atlanta", "seniors", "Audition"))] } },

  // policies
  { kind: "single", topic: "policies", ask: "what's your refund policy", expect: { includesAll: [/all sales are final|sales are final/i] } },
  { kind: "single", topic: "policies", ask: "my daughter got sick and can't go anymore, can I get a refund?", expect: { includesAll: [/final|can't refund|cannot refund|no refund|not refund/i] } },
  { kind: "single", topic: "policies", ask: "what happens if you cancel the event", expect: { includesAll: [/full refund/i] } },
  { kind: "single", topic: "policies", ask: "If the date gets moved, how long do I have to decide?", expect: { includesAll: [/48 hours/i] } },
  { kind: "single", topic: "policies", ask: "If I don't answer after a date change, do I lose my money?", expect: { includesAll: [NO, /credit/i] } },
  { kind: "single", topic: "policies", ask: "when do we get the footage from the day", expect: { includesAll: [/four weeks|4 weeks/i] } },

  // bring and expect
  { kind: "single", topic: "bring and expect", ask: "what should she wear", expect: { includesAny: [/solid colou?rs?/i, /fitted/i] } },
  { kind: "single", topic: "bring and expect", ask: "what shoes? jazz shoes or sneakers?", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "bring and expect", ask: "How early should we get there?", expect: { includesAll: [/15 minutes/i] } },
  { kind: "single", topic: "bring and expect", ask: "what styles do they teach at the intensive", expect: { includesAll: [/jazz/i, /street/i, /theater|theatre/i, /funk/i] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "What time does check-in start for juniors at a regular stop like Nashville?", expect: { includesAll: [timeFact(slotTime("nashville", "juniors", "Check-in"))] } },
  { kind: "single", topic: "schedule", ask: "when do seniors start in Hartford", expect: { includesAll: [timeFact(slotTime("hartford", "seniors", "Check-in"))] } },
  { kind: "single", topic: "schedule", ask: "In Sherwood, is Saturday split by age?", expect: { includesAll: [NO, /all ages|every age|together/i] } },
  { kind: "single", topic: "schedule", ask: "What time does the Boise masterclass evening start for seniors on Nov 7?", expect: { includesAll: [timeFact(slotTime("boise-nov-7", "seniors", "Check-in"))] } },

  // city pages
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/Liora Vantassel/i] } },
  { kind: "single", topic: "city pages", ask: "Spokane has a stunts class?", expect: { includesAll: [YES, /stunt/i] } },
  { kind: "single", topic: "city pages", ask: "are there scholarships for sherwood", expect: { includesAll: [YES, /scholarship/i] } },
  { kind: "single", topic: "city pages", ask: "Is there an early bird code for Victoria?", expect: { includesAll: [/VICTORIAEARLY20/i] } },
  { kind: "single", topic: "city pages", ask: "Niagara falls studio, which entrance do we use?", expect: { includesAll: [/back of the building|back entrance|rear/i] } },

  // mentorship and acting
  { kind: "single", topic: "mentorship and acting", ask: "what are the mentorship levels", expect: { includesAll: [/Building/i, /Growth/i, /Elite Circle/i] } },
  { kind: "single", topic: "mentorship and acting", ask: "Is there a minimum commitment on mentorship?", expect: { includesAll: [new RegExp(`${cohort.minimumTermMonths}[- ]month|${["zero", "one", "two", "three", "four", "five", "six"][cohort.minimumTermMonths] ?? "-"}[- ]month`, "i")] } },
  { kind: "single", topic: "mentorship and acting", ask: "When does the mentorship start?", expect: { includesAll: [[cohort.start, cohort.firstPeriod, cohort.start.replace(/,\s*\d{4}$/, "")]] } },
  { kind: "single", topic: "mentorship and acting", ask: "Building mentorship price per month in seattle?", expect: { includesAll: [price("seattle", "mentorship_building")] } },
  { kind: "single", topic: "mentorship and acting", ask: "Is Pro Track the same thing as the Pro / Growth mentorship?", expect: { includesAll: [NO] } },
  { kind: "single", topic: "mentorship and acting", ask: "how much is a private session of acting for dancers", expect: { includesAll: [price("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "mentorship and acting", ask: "Acting for Dancers 3 pack - price and how long do we have to use them?", expect: { includesAll: [price("acting-for-dancers", "afd_3pack"), /90 days/i] } },
  { kind: "single", topic: "mentorship and acting", ask: "starter path vs steady growth path cost?", expect: { includesAll: [price("acting-for-dancers", "afd_starter"), price("acting-for-dancers", "afd_steady_growth")] } },

  // not on the tour
  { kind: "single", topic: "not on the tour", ask: "do you come to Denver?", expect: { includesAll: [NOT_ON_TOUR], excludes: [/Denver[^.]*\b(January|February|March|April|May|June|July|August|September|October|November|December) \d/i] } },
  { kind: "single", topic: "not on the tour", ask: "any events in chicago?", expect: { includesAll: [NOT_ON_TOUR] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the right reply is "not sure"

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const tuning12OffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("what's the weather going to be like in Seattle on the day?"),
  offTopic("where should we park near the Boston studio"),
  offTopic("Any good restaurants near the Orlando venue for after?"),
  offTopic("Can you recommend a hotel in Sherwood for the weekend?"),
  offTopic("do you sell dance costumes or leotards"),
  offTopic("Can my daughter take weekly ballet classes with you?"),
  offTopic("Do you do wedding first-dance lessons?"),
  offTopic("Is there a shuttle from the Niagara Falls airport to the studio?"),
  offTopic("what's the best pointe shoe brand for a beginner"),
  offTopic("Does the Elite Circle include a trip to Los Angeles?"),
  offTopic("Do you offer headshot photography sessions at the Hartford stop?"),
  offTopic("can you help my son with his math homework"),
  offTopic("Is the Victoria ferry running on November 23?"),
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const tuning12Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle, then its venue, then Denver",
    turns: [
      { ask: "when is seattle", expect: { includesAll: [monthDay("seattle")] } },
      { ask: "where is it held", expect: { includesAll: [[venueName("seattle"), street("seattle")]] } },
      { ask: "what about Denver", expect: { includesAll: [NOT_ON_TOUR], excludes: [venueName("seattle"), street("seattle")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent's daughter: audition, guardian, cost",
    turns: [
      { ask: "my daughter is 14 and wants to audition in Atlanta. is the audition included?", expect: { includesAll: [/free|optional/i] } },
      { ask: "does she need me there or my name on the form", expect: { includesAll: [/parent|guardian/i] } },
      { ask: "and if she also takes core, how much is that", expect: { includesAll: [price("atlanta", "core")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Orlando prices, upgrade, then Boise",
    turns: [
      { ask: "how much is core in orlando", expect: { includesAll: [price("orlando", "core")] } },
      { ask: "and pro track?", expect: { includesAll: [price("orlando", "pro")] } },
      { ask: "what about the Boise one on November 8, same prices?", expect: { includesAll: [price("boise", "core")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend: dates, weekend pass, that one for two",
    turns: [
      { ask: "tell me about sherwood", expect: { includesAll: [/January 24/i] } },
      { ask: "how much is the full weekend pass", expect: { includesAll: [price("sherwood", "weekend_pass")] } },
      { ask: "that one for 2 dancers?", expect: { includesAll: [times("sherwood", "weekend_pass", 2)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship vs Pro Track",
    turns: [
      { ask: "what's the elite circle", expect: { includesAll: [/mentorship/i] } },
      { ask: "how much is it a month in seattle", expect: { includesAll: [price("seattle", "mentorship_elite")] } },
      { ask: "is that the same as pro track at the intensive?", expect: { includesAll: [NO] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston class, its teacher, then Victoria",
    turns: [
      { ask: "what's special about the boston stop", expect: { includesAll: [/contemporary/i] } },
      { ask: "who teaches it", expect: { includesAll: [/Liora Vantassel/i] } },
      { ask: "what about Victoria, when is that", expect: { includesAll: [monthDay("victoria-bc")], excludes: [/Liora/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers: what, price, how she joins",
    turns: [
      { ask: "my daughter wants to do acting for dancers, what is it", expect: { includesAll: [/online|virtual/i] } },
      { ask: "how much is a single private session", expect: { includesAll: [price("acting-for-dancers", "afd_private_session")] } },
      { ask: "does she need to install anything to join?", expect: { includesAll: [/nothing to install|\bno\b|n't need|not need/i] } },
    ],
  },
];

export const tuning12QuestionCount =
  tuning12SingleQuestions.length + tuning12OffTopicQuestions.length + tuning12Conversations.reduce((n, c) => n + c.turns.length, 0);
