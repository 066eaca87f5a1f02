/**
 * Tuning set 8 of the chat assistant (issue 40, eighth round): written from the spec, the seed catalog,
 * the site's content files and the forms' own validation, by someone who never read the answerer, its
 * evaluation sets' questions or its tuning. Unlike the held-out sets, this set IS tuned on.
 *
 * Written the way parents on their first visit ask: eligibility (ages, levels, guardians, the forms'
 * rules), safety and supervision, the day and what comes after it (emails, footage, audition results),
 * policies (refunds, date changes, credits, cancellations), logistics (arrival, venue notes), plus
 * off-topic questions that name real cities, tiers or the choreographer while asking something the
 * site doesn't state or sell.
 *
 * Catalog facts are computed from the seed with the site's own functions (seedOffer via seed-facts,
 * formatMoney, percentOff, upgradeDifference, cartUpgradeDifference); eligibility comes from the audition
 * form's zod schema, auditionAgeGroup and isMinor; mentorship terms from describeMentorshipCohort at the
 * eval clock. Copy facts are short phrases a right answer contains, with alternatives. The clock is
 * 2025-09-01 (EVAL_CLOCK).
 */
import { AGE_GROUP_LABELS, auditionAgeGroup, isMinor } from "~/domain/age-groups";
import { formatMoney } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { scheduleCopy } from "~/content/schedule";
import type { Conversation, Expectation, Fact, FactOrAlternatives, OffTopicQuestion } from "./independent-set";
import { boughtUpgrade, cartUpgrade, mentorshipCohort as cohort, price, seedPrice as money, seedVenue as venue, street, seed, seedEvent } from "./seed-facts";

export type Tuning8Topic =
  | "prices"
  | "group totals"
  | "upgrades"
  | "dates and venues"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "what to bring and wear"
  | "the day and after"
  | "safety and supervision"
  | "city pages"
  | "mentorship and acting"
  | "similar names"
  | "not on the tour";

export interface Tuning8Question {
  kind: "single";
  topic: Tuning8Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced as the site prices them

/** Several tickets of one tier (and optionally more of another) at one stop, as the cart adds them. */
function total(slug: string, lines: ReadonlyArray<[tier: string, quantity: number]>): string {
  if (!lines[0]) throw new Error("a total needs a line");
  const first = money(slug, lines[0][0]);
  const amountMinor = lines.reduce((sum, [tier, qty]) => sum + money(slug, tier).amountMinor * qty, 0);
  return formatMoney({ amountMinor, currency: first.currency });
}

/** The first calendar part of a date text: "November 2" of "November 2, 2025". */
function dayOf(slug: string): string {
  const m = /^([A-Z][a-z]+ \d{1,2})/.exec(seedEvent(slug).dateText);
  if (!m?.[1]) throw new Error(`${slug} has no calendar date`);
  return m[1];
}

function slotTime(slug: string, group: string, activity: string): string {
  const schedule = seedEvent(slug).page.schedule;
  for (const d of schedule?.days ?? []) {
    for (const t of d.tables) {
      if (t.group !== group) continue;
      const s = t.slots.find((x) => x.activity === activity);
      if (s) return s.time;
    }
  }
  throw new Error(`${slug} has no ${activity} for ${group}`);
}

const earlyBird = seed.discountCodes.find((d) => d.city === "victoria-bc" && d.isEarlyBird);
if (!earlyBird?.percentOff) throw new Error("no Victoria early-bird code in the seed");
const victoriaCoreEarly = formatMoney({
  amountMinor: percentOff(money("victoria-bc", "core").amountMinor, earlyBird.percentOff),
  currency: money("victoria-bc", "core").currency,
});

if (cohort.startsOnPurchase || cohort.minimumTermMonths === 0) throw new Error("the set expects a future mentorship cohort with a minimum term");

/** The youngest and oldest ages the audition form accepts, found by asking its own schema. */
function auditionAccepts(age: number): boolean {
  return auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age, parentName: "A Parent", consent: true }).success;
}
const auditionAges = Array.from({ length: 120 }, (_, i) => i).filter(auditionAccepts);
const AUDITION_MIN_AGE = auditionAges[0];
const AUDITION_MAX_AGE = auditionAges[auditionAges.length - 1];
if (AUDITION_MIN_AGE === undefined || AUDITION_MAX_AGE === undefined) throw new Error("the audition schema accepts no age");
const TOO_YOUNG = AUDITION_MIN_AGE - 1;
const GROWN_UP = 45;
if (auditionAccepts(TOO_YOUNG) || !auditionAccepts(GROWN_UP)) throw new Error("audition age bounds moved");

/** The group heading ("Juniors" / "Seniors") the standard split puts an age in. */
function groupName(age: number): string {
  const name = AGE_GROUP_LABELS[auditionAgeGroup(age)].split(" ")[0];
  if (!name) throw new Error(`no group name for age ${age}`);
  return name;
}
if (!isMinor(17) || isMinor(18)) throw new Error("the adult age moved");

const orlandoSplit = scheduleCopy.ageGroups.eleven_and_twelve_plus;

// ---------------------------------------------------------------------------------------------
// Answer shapes

const YES: FactOrAlternatives = [/\byes\b/i, /\byep\b/i, /\babsolutely\b/i, /\bof course\b/i, /\bdefinitely\b/i];
const NO: FactOrAlternatives = [/\bno\b/i, /\bnot\b/i, /n't\b/i, /\bnever\b/i];

const yes = (...facts: FactOrAlternatives[]): Expectation => ({ includesAll: [YES, ...facts] });
const no = (...facts: FactOrAlternatives[]): Expectation => ({ includesAll: [NO, ...facts] });
const all = (...facts: FactOrAlternatives[]): Expectation => ({ includesAll: facts });
const any = (...facts: Fact[]): Expectation => ({ includesAny: facts });

const FREE: FactOrAlternatives = [/\bfree\b/i, /no (cost|charge)/i, /\$0\b/];
const OPTIONAL: FactOrAlternatives = [/optional/i, /not required/i, /don't have to/i, /doesn't have to/i, /not mandatory/i];
const NOT_ON_TOUR: FactOrAlternatives = [/\bno\b/i, /\bnot\b/i, /n't\b/i, /isn't on/i];
const GUARDIAN: FactOrAlternatives = [/parent or guardian/i, /parent\/guardian/i, /guardian/i];
const CONSIDERED_BY: FactOrAlternatives = [/contact/i, /reach out/i, /get in touch/i, /hear from/i];

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning8SingleQuestions: readonly Tuning8Question[] = [
  // prices
  { kind: "single", topic: "prices", ask: "how much is the core experience in nashville?", expect: all(price("nashville", "core")) },
  { kind: "single", topic: "prices", ask: "cypress has a 'just a class' option right? how much is it", expect: yes(price("cypress", "masterclass_only")) },
  { kind: "single", topic: "prices", ask: "Price for a core ticket in Orlando please", expect: all(price("orlando", "core")) },
  { kind: "single", topic: "prices", ask: "What's the Core Experience in Victoria BC in Canadian dollars?", expect: all(price("victoria-bc", "core")) },
  { kind: "single", topic: "prices", ask: "How much is Core Day 1 in Spokane?", expect: all(price("spokane", "core_day1")) },
  { kind: "single", topic: "prices", ask: "Sherwood full weekend pass, how much?", expect: all(price("sherwood", "weekend_pass")) },
  { kind: "single", topic: "prices", ask: "what does the One Class Only ticket cost in Victoria?", expect: all(price("victoria-bc", "victoria_one_class_only")) },
  { kind: "single", topic: "prices", ask: "How much is the masterclass on Nov 7 in Boise?", expect: all(price("boise-nov-7", "masterclass_only")) },
  { kind: "single", topic: "prices", ask: "is the audition free??", expect: yes(FREE) },
  { kind: "single", topic: "prices", ask: "We already paid the deposit for the New Hampshire weekend. How much is the balance?", expect: all(price("new-hampshire", "nh_balance_payment")) },
  { kind: "single", topic: "prices", ask: "what is the price of the Pro Track VIP upgrade for new hampshire", expect: all(price("new-hampshire", "nh_protrack_vip")) },
  { kind: "single", topic: "prices", ask: "Is Orlando's core ticket cheaper than Hartford's?", expect: yes(price("orlando", "core"), price("hartford", "core")) },

  // group totals
  { kind: "single", topic: "group totals", ask: "I have 3 dancers for Hartford, all core experience. Total?", expect: all(total("hartford", [["core", 3]])) },
  { kind: "single", topic: "group totals", ask: "how much for 2 pro track tickets in orlando", expect: all(total("orlando", [["pro", 2]])) },
  { kind: "single", topic: "group totals", ask: "Savannah: two kids on Core and one on Pro Track, what would that come to?", expect: all(total("savannah", [["core", 2], ["pro", 1]])) },
  { kind: "single", topic: "group totals", ask: "our studio is sending 4 girls to Victoria for the core day - whats the total before any codes?", expect: all(total("victoria-bc", [["core", 4]])) },
  { kind: "single", topic: "group totals", ask: "Can I buy tickets for both my kids in one checkout?", expect: yes() },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "I have Core in my cart for Seattle. How much more to switch it to Pro Track?", expect: all(cartUpgrade("seattle", "core", "pro")) },
  { kind: "single", topic: "upgrades", ask: "We already bought a core ticket for Orlando. How much is it to upgrade to Pro Track?", expect: all(boughtUpgrade("orlando", "core", "pro")) },
  { kind: "single", topic: "upgrades", ask: "spokane - difference between core day 1 and pro track?", expect: all(cartUpgrade("spokane", "core_day1", "pro")) },
  { kind: "single", topic: "upgrades", ask: "How much extra is Pro Track over Core in Victoria?", expect: all(cartUpgrade("victoria-bc", "core", "pro")) },
  { kind: "single", topic: "upgrades", ask: "In Sherwood, what's the difference between one Core day and Pro Track?", expect: all(cartUpgrade("sherwood", "core_day1", "pro")) },
  { kind: "single", topic: "upgrades", ask: "Boston: how much more is Pro Track than Core?", expect: all(cartUpgrade("boston", "boston_core", "boston_pro_track")) },
  { kind: "single", topic: "upgrades", ask: "In Cypress how much more is the full Core day than Just a Class?", expect: all(cartUpgrade("cypress", "masterclass_only", "core")) },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the nashville intensive", expect: all(dayOf("nashville")) },
  { kind: "single", topic: "dates and venues", ask: "Where is the Seattle one held?", expect: all(venue("seattle").name) },
  { kind: "single", topic: "dates and venues", ask: "What's the address of the studio in Sarasota?", expect: all(street("sarasota")) },
  { kind: "single", topic: "dates and venues", ask: "What date is Charleston WV?", expect: all(dayOf("charleston-wv")) },
  { kind: "single", topic: "dates and venues", ask: "Which studio is the Dallas one at?", expect: any(/coming soon/i, /not (yet )?(been )?(confirmed|announced)/i, /still being confirmed/i, /to be confirmed/i, /\bTBD\b/, /not .*yet/i) },
  { kind: "single", topic: "dates and venues", ask: "When are you coming to London?", expect: any(/to be determined/i, /\bTBD\b/, /to be announced/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no date/i) },
  { kind: "single", topic: "dates and venues", ask: "is the atlanta one still happening?", expect: no(/cancel/i) },
  { kind: "single", topic: "dates and venues", ask: "What are the dates for Sherwood?", expect: all(dayOf("sherwood"), "25") },
  { kind: "single", topic: "dates and venues", ask: "Is there a New Hampshire weekend in December?", expect: yes(dayOf("new-hampshire")) },
  { kind: "single", topic: "dates and venues", ask: "Do you have a Madison, Wisconsin date?", expect: yes(dayOf("madison-wi")) },
  { kind: "single", topic: "dates and venues", ask: "Is there parking at the Niagara Falls studio? and which door do we use?", expect: yes(/rear lot/i, /back of the building/i) },
  { kind: "single", topic: "dates and venues", ask: "where exactly is the orlando studio", expect: all(venue("orlando").name, street("orlando")) },
  { kind: "single", topic: "dates and venues", ask: "Is Boise on two different days? I saw two dates", expect: yes(dayOf("boise-nov-7"), dayOf("boise")) },

  // ages and eligibility
  { kind: "single", topic: "ages and eligibility", ask: `can my ${TOO_YOUNG} year old do the audition?`, expect: no(String(AUDITION_MIN_AGE)) },
  { kind: "single", topic: "ages and eligibility", ask: "My son is 17. Does the audition form need a parent's name?", expect: yes(GUARDIAN) },
  { kind: "single", topic: "ages and eligibility", ask: "my daughter just turned 18, does she still need a guardian to sign for the audition?", expect: no() },
  { kind: "single", topic: "ages and eligibility", ask: "He is 12 - juniors or seniors at the Hartford stop?", expect: all(groupName(12), "12 and under") },
  { kind: "single", topic: "ages and eligibility", ask: "my girl is 13, which group would she dance in at Seattle?", expect: all(groupName(13), "13 and up") },
  { kind: "single", topic: "ages and eligibility", ask: "In Orlando my 12 yr old would be in which age group?", expect: all([orlandoSplit.seniors, /12[- ]to[- ]adult/i, /12 and (up|over|older)/i]) },
  { kind: "single", topic: "ages and eligibility", ask: "Can a total beginner come, or is it just for competition kids?", expect: yes(/all levels/i) },
  { kind: "single", topic: "ages and eligibility", ask: `Can I still audition at ${GROWN_UP}? or is there an age limit`, expect: yes([/all ages/i, /\bwelcome\b/i, new RegExp(`\\b${AUDITION_MAX_AGE}\\b`)]) },
  { kind: "single", topic: "ages and eligibility", ask: "My niece dances at a different studio, can she sign up for the New Hampshire weekend?", expect: no("Granite Stage") },
  { kind: "single", topic: "ages and eligibility", ask: "Does a parent have to agree to the filming for a 14 year old?", expect: yes(GUARDIAN) },
  { kind: "single", topic: "ages and eligibility", ask: "Are the New Hampshire dates open to alumni of Granite Stage too?", expect: yes(/alumni/i) },

  // auditions
  { kind: "single", topic: "auditions", ask: "is the audition mandatory?", expect: no(OPTIONAL) },
  { kind: "single", topic: "auditions", ask: "Can she only do the audition without paying for the intensive?", expect: yes([/audition[- ]only/i, /free audition/i]) },
  { kind: "single", topic: "auditions", ask: "What time is the seniors audition in Hartford?", expect: all(slotTime("hartford", "seniors", "Audition")) },
  { kind: "single", topic: "auditions", ask: "does auditioning guarantee my son gets a part?", expect: no(/guarantee/i) },
  { kind: "single", topic: "auditions", ask: "How do we find out how the audition went?", expect: all(CONSIDERED_BY) },
  { kind: "single", topic: "auditions", ask: "We can't make any of the dates. Can he still be considered?", expect: yes(/submit talent|submit-talent|submit your materials/i) },
  { kind: "single", topic: "auditions", ask: "is the audition filmed too?", expect: yes() },
  { kind: "single", topic: "auditions", ask: "Does she need a headshot and resume to audition?", expect: no([/not required/i, /neither is required/i, /if you have/i]) },

  // policies
  { kind: "single", topic: "policies", ask: "Can I get a refund if my daughter gets sick and can't come?", expect: no(/final/i) },
  { kind: "single", topic: "policies", ask: "if the date changes and I don't reply in time what happens to my money", expect: all(/credit/i, [/never expires/i, /does not expire/i, /doesn't expire/i, /non-expiring/i]) },
  { kind: "single", topic: "policies", ask: "How long do I have to answer if you move the date?", expect: all(/48 hours/i) },
  { kind: "single", topic: "policies", ask: "Does the credit expire?", expect: no() },
  { kind: "single", topic: "policies", ask: "Could I use a credit from the Victoria event (paid in CAD) for Seattle?", expect: no(/currency/i) },
  { kind: "single", topic: "policies", ask: `Does the ${earlyBird.code} code work in Seattle too?`, expect: no() },
  { kind: "single", topic: "policies", ask: "We bought tickets for Atlanta. Do we get our money back?", expect: yes(/full refund/i) },

  // what to bring and wear
  { kind: "single", topic: "what to bring and wear", ask: "what shoes should he bring", expect: all(/sneakers/i, /jazz shoes/i) },
  { kind: "single", topic: "what to bring and wear", ask: "Can she wear her shirt with the big logo on it?", expect: no(/logo/i) },
  { kind: "single", topic: "what to bring and wear", ask: "should we pack lunch?", expect: yes(/lunch/i) },
  { kind: "single", topic: "what to bring and wear", ask: "Does her hair need to be up?", expect: yes(/off (her|your|the) face/i) },
  { kind: "single", topic: "what to bring and wear", ask: "can he just wear the sneakers he walks in with outside on the studio floor?", expect: no(/outside|outdoor/i) },
  { kind: "single", topic: "what to bring and wear", ask: "What should we bring on the day?", expect: all(/water/i) },

  // the day and after
  { kind: "single", topic: "the day and after", ask: "what time should we get there", expect: all(/15 minutes/i) },
  { kind: "single", topic: "the day and after", ask: "Which dance styles are taught?", expect: all(/jazz/i, /street/i, /theater|theatre/i, /funk/i) },
  { kind: "single", topic: "the day and after", ask: "when does junior check-in start in Seattle", expect: all(slotTime("seattle", "juniors", "Check-in")) },
  { kind: "single", topic: "the day and after", ask: "Do the juniors get a lunch break at Hartford? what time?", expect: yes(slotTime("hartford", "juniors", "Lunch break")) },
  { kind: "single", topic: "the day and after", ask: "When will we get the schedule and venue info by email?", expect: all(/week before/i, /day before/i) },
  { kind: "single", topic: "the day and after", ask: "how long until we get the footage?", expect: all(/four weeks|4 weeks/i) },
  { kind: "single", topic: "the day and after", ask: "Could the Hartford schedule still change before the day?", expect: yes([/work in progress/i, /finali[sz]ed closer/i, /closer to the event/i, /may change/i]) },
  { kind: "single", topic: "the day and after", ask: "Is there a Q&A part of the day?", expect: yes(/industry/i) },

  // safety and supervision
  { kind: "single", topic: "safety and supervision", ask: "Do I have to stay at the studio the whole day with my 10 year old?", expect: all([/reachable/i, /by phone/i, /pick-up/i, /pick up/i, /pickup/i]) },
  { kind: "single", topic: "safety and supervision", ask: "my son has asthma, what should we do on the day?", expect: all(/staff/i) },
  { kind: "single", topic: "safety and supervision", ask: "Can I keep my daughter out of your social media posts?", expect: yes(/before the event/i) },

  // city pages
  { kind: "single", topic: "city pages", ask: "Is there a stunts class in Spokane?", expect: yes(/stunt/i) },
  { kind: "single", topic: "city pages", ask: "Does the Boston ticket come with a free month of Acting for Dancers?", expect: yes() },
  { kind: "single", topic: "city pages", ask: "Sherwood saturday - is that all ages together?", expect: yes(/all ages/i) },
  { kind: "single", topic: "city pages", ask: "Can I buy just the Sunday in Sherwood? how much", expect: yes(price("sherwood", "core_day2")) },
  { kind: "single", topic: "city pages", ask: "is spokane's pro track also on november 16?", expect: no(dayOf("spokane")) },
  { kind: "single", topic: "city pages", ask: "is there an early bird deal for victoria?", expect: yes(earlyBird.code, `${earlyBird.percentOff}%`) },
  { kind: "single", topic: "city pages", ask: "With the early bird code what does Core cost in Victoria?", expect: all(victoriaCoreEarly) },

  // mentorship and acting
  { kind: "single", topic: "mentorship and acting", ask: "What are the mentorship levels and prices?", expect: all("Building", "Elite Circle", price("hartford", "mentorship_building"), price("hartford", "mentorship_growth"), price("hartford", "mentorship_elite")) },
  { kind: "single", topic: "mentorship and acting", ask: "Is there a minimum commitment for mentorship?", expect: yes([new RegExp(`${cohort.minimumTermMonths}[- ]month`, "i"), /three[- ]month/i]) },
  { kind: "single", topic: "mentorship and acting", ask: "does elite circle renew automatically", expect: yes() },
  { kind: "single", topic: "mentorship and acting", ask: "How much is Pro / Growth mentorship at Niagara Falls?", expect: all(price("niagara-falls", "mentorship_growth")) },
  { kind: "single", topic: "mentorship and acting", ask: "Building level in Sherwood - price?", expect: all(price("sherwood", "mentorship_building")) },
  { kind: "single", topic: "mentorship and acting", ask: "acting for dancers - subscription or one time?", expect: all(/one-time|one time/i) },
  { kind: "single", topic: "mentorship and acting", ask: "how much is the acting for dancers 3 pack", expect: all(price("acting-for-dancers", "afd_3pack")) },
  { kind: "single", topic: "mentorship and acting", ask: "How long is an Acting for Dancers private session?", expect: all(/50[- ]minute/i) },
  { kind: "single", topic: "mentorship and acting", ask: "Steady Growth Path price?", expect: all(price("acting-for-dancers", "afd_steady_growth")) },

  // similar names
  { kind: "single", topic: "similar names", ask: "Is the Pro Track the same thing as the Pro / Growth mentorship?", expect: no([/month/i, /subscription/i]) },

  // not on the tour
  { kind: "single", topic: "not on the tour", ask: "Do you come to Denver?", expect: all(NOT_ON_TOUR) },
  { kind: "single", topic: "not on the tour", ask: "are you doing one in chicago", expect: all(NOT_ON_TOUR) },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: the site neither states nor sells it, so the right reply is "not sure"

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const tuning8OffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("What's the weather usually like in Seattle in November?"),
  offTopic("any good restaurants near the Hartford studio?"),
  offTopic("Is there a hotel discount for families going to the Boston intensive?"),
  offTopic("Where can we park near the Boston studio?"),
  offTopic("Do you sell jazz shoes? I'd like to buy a pair from you"),
  offTopic("Can the choreographer make a competition solo for my daughter?"),
  offTopic("Do you offer private ballet lessons in Orlando?"),
  offTopic("Which airport is best to fly into for Victoria?"),
  offTopic("Is there babysitting for younger siblings during the Sherwood weekend?"),
  offTopic("How old is the choreographer?"),
  offTopic("do you do wedding first-dance choreography"),
  offTopic("What's the wifi password at the Nashville studio?"),
  offTopic("Can you recommend a good dance agent in London?"),
  offTopic("Is there a shuttle from the hotels to the Spokane studio?"),
  offTopic("Do you sell costumes for the Pro Track session?"),
  offTopic("How much is an Uber from the airport to the Cypress studio?"),
  offTopic("Can someone do my daughter's stage makeup at the Orlando intensive?"),
  offTopic("How high is the ceiling in the Minneapolis studio?"),
  offTopic("Can I rent the Seattle studio for a rehearsal after the intensive?"),
  offTopic("Does the Elite Circle include help with college dance applications?"),
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on "it", "she", "that one", or switch city

export const tuning8Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Boise, then a city the tour skips",
    turns: [
      { ask: "when is the boise intensive?", expect: all(dayOf("boise")) },
      { ask: "how much is core there?", expect: all(price("boise", "core")) },
      { ask: "what about Denver?", expect: all(NOT_ON_TOUR) },
    ],
  },
  {
    kind: "conversation",
    title: "A parent of an 11-year-old in Orlando",
    turns: [
      { ask: "my daughter is 11, can she do the Orlando one?", expect: yes() },
      { ask: "which group would she be in?", expect: all([orlandoSplit.juniors, /11 and under/i]) },
      { ask: "does she need me to sign anything?", expect: yes(GUARDIAN) },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend",
    turns: [
      { ask: "what are the sherwood dates", expect: all(dayOf("sherwood")) },
      { ask: "how much is the weekend pass for it?", expect: all(price("sherwood", "weekend_pass")) },
      { ask: "and pro track for that one?", expect: all(price("sherwood", "pro")) },
    ],
  },
  {
    kind: "conversation",
    title: "Boston's guest teacher",
    turns: [
      { ask: "who's the guest teacher in boston?", expect: all("Liora Vantassel") },
      { ask: "what does she teach?", expect: all(/contemporary/i) },
      { ask: "is her class included in the ticket or extra?", expect: all(/included/i) },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria, then Niagara Falls",
    turns: [
      { ask: "price of core in victoria?", expect: all(price("victoria-bc", "core")) },
      { ask: "is there a code for that one?", expect: yes(earlyBird.code) },
      { ask: "what about Niagara Falls, how much is core there?", expect: all(price("niagara-falls", "core")) },
    ],
  },
  {
    kind: "conversation",
    title: "The Building mentorship level",
    turns: [
      { ask: "what does the building mentorship level cost?", expect: all(price("hartford", "mentorship_building")) },
      { ask: "is that one monthly or once?", expect: all(/month/i) },
      { ask: "when would it start?", expect: all(cohort.start) },
    ],
  },
  {
    kind: "conversation",
    title: "Refunds for Nashville",
    turns: [
      { ask: "if my son can't go to Nashville anymore do I get my money back?", expect: no(/final/i) },
      { ask: "what if you move the date?", expect: all(/48 hours/i) },
      { ask: "and if I miss that email?", expect: all(/credit/i) },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers",
    turns: [
      { ask: "is acting for dancers online?", expect: yes() },
      { ask: "how much is the 3 pack?", expect: all(price("acting-for-dancers", "afd_3pack")) },
      { ask: "how long do I have to use it?", expect: all(/90 days/i) },
    ],
  },
];

export const tuning8QuestionCount =
  tuning8SingleQuestions.length + tuning8OffTopicQuestions.length + tuning8Conversations.reduce((n, c) => n + c.turns.length, 0);
