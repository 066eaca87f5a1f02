/**
 * Tuning set 3 of the chat assistant (issue 40, seventh round: a third tuning set): written from the
 * spec, the seed catalog, the site's content files and the forms' own validation, by someone who never
 * read the answerer, its evaluation sets' questions or its tuning. The answerer IS tuned on it.
 *
 * Catalog facts are computed from the seed with the site's own functions (seedOffers, formatMoney,
 * upgradeDifference, cartUpgradeDifference); eligibility comes from the audition form's zod schema and
 * isMinor. Copy facts are short phrases a right answer contains, with alternatives. Many questions are
 * plain yes/no: the reply must carry the decision and its reason. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { isMinor } from "~/domain/age-groups";
import { describeMentorshipCohort, pickCohortTerms } from "~/domain/mentorship-cohort";
import { formatMoney, type Money } from "~/domain/money";
import { cartUpgradeDifference, upgradeDifference } from "~/domain/ticket-upgrade";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import { seed, seedEvent as event, seedOffer as offer, EVAL_CLOCK as CLOCK } from "./seed-facts";

export type Tuning3Topic =
  | "prices and tickets"
  | "dates and venues"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "bring and expect"
  | "upgrades"
  | "mentorship and acting"
  | "group buying"
  | "similar names";

export interface Tuning3Question {
  kind: "single";
  topic: Tuning3Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced as the site prices them


const money = (m: Money): string => formatMoney(m);
const price = (slug: string, tier: string): string => money(offer(slug, tier).price);
/** "January 18, 2026" also matched as "Jan 18". */
function date(slug: string): Fact[] {
  const text = event(slug).dateText;
  const m = /^([A-Z][a-z]+) (\d+)/.exec(text);
  const [, month = "", day = ""] = m ?? [];
  return m ? [text, new RegExp(`${month.slice(0, 3)}[a-z]*\\.? ${day}\\b`, "i")] : [text];
}

/** The audition form's verdict on an age (with a guardian named, so only the age range decides). */
function formAccepts(age: number): boolean {
  return auditionFormSchema.safeParse({
    fullName: "Test Dancer",
    email: "dancer@example.com",
    phone: "555 0100",
    age: String(age),
    parentName: "Test Parent",
    consent: true,
  }).success;
}
const YOUNGEST = [3, 4, 5, 6].find(formAccepts) ?? 5;
const OLDEST = [99, 100, 101].filter(formAccepts).pop() ?? 99;
if (formAccepts(YOUNGEST - 1)) throw new Error("the audition form accepts younger dancers than expected");
if (!isMinor(17) || isMinor(18)) throw new Error("minor age changed: the guardian questions need rewording");

const hartfordCore = offer("hartford", "core");
const hartfordPro = offer("hartford", "pro");
const cartUpgradeHartford = money({ amountMinor: cartUpgradeDifference(hartfordCore.price.amountMinor, hartfordPro.price.amountMinor), currency: "USD" });
const orlandoCore = offer("orlando", "core");
const orlandoPro = offer("orlando", "pro");
const orlandoUpgrade = money({
  amountMinor: upgradeDifference({
    lineTotalMinor: orlandoCore.price.amountMinor,
    quantity: 1,
    toPriceMinor: orlandoPro.price.amountMinor,
    upgradePriceMinor: orlandoCore.rule.upgrade?.priceMinor ?? null,
  }),
  currency: "USD",
});
const orlandoCartUpgrade = money({ amountMinor: cartUpgradeDifference(orlandoCore.price.amountMinor, orlandoPro.price.amountMinor), currency: "USD" });
if (orlandoCartUpgrade === orlandoUpgrade) throw new Error("Orlando's bought-ticket upgrade now equals the cart's difference: drop the exclusion");
const threeCoreSeattle = money({ amountMinor: offer("seattle", "core").price.amountMinor * 3, currency: "USD" });
const MAX_PER_ORDER = offer("seattle", "core").maxPerOrder;
const nhVip = offer("new-hampshire", "nh_protrack_vip");
const nhBalance = offer("new-hampshire", "nh_balance_payment");

const cohort = describeMentorshipCohort(pickCohortTerms(seed.tiers.map((t) => ({ ...t, subscriptionStartsOn: t.subscriptionStartsOn ?? null })), ["mentorship_building", "mentorship_growth", "mentorship_elite"]), CLOCK);
const MIN_MONTHS = cohort.minimumTermMonths;
const MIN_MONTHS_WORD = ["zero", "one", "two", "three", "four", "five", "six"][MIN_MONTHS] ?? String(MIN_MONTHS);
if (MIN_MONTHS < 2) throw new Error("the mentorship minimum term changed: reword the minimum-term questions");
if (offer("sherwood", "weekend_pass").price.amountMinor >= offer("sherwood", "core_day1").price.amountMinor + offer("sherwood", "core_day2").price.amountMinor)
  throw new Error("the Sherwood weekend pass is no longer cheaper than both days");

const NO: Fact = /\b(no|nope|not)\b/i;
/** A yes: the word itself, or "can" that is not "can't"/"cannot". */
const YES: Fact = /\b(yes|yep|yeah|sure|absolutely|of course)\b|\bcan\s(?!not\b)/i;
const OPTIONAL: Fact[] = ["optional", "not required", "don't have to", "do not have to", "up to you", "your choice", NO];
const FREE: Fact[] = ["free", "$0", "no cost", "no charge", "doesn't cost", "does not cost"];
const FINAL: Fact[] = ["final", "no refund", "non-refundable", "nonrefundable", "can't refund", "cannot refund", "not refund"];
const GUARDIAN: Fact[] = ["parent", "guardian"];
const MONTHLY: Fact[] = ["month", "/mo", "monthly", "recurring"];

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning3SingleQuestions: readonly Tuning3Question[] = [
  // prices and tickets
  { kind: "single", topic: "prices and tickets", ask: "how much is core in hartford", expect: { includesAll: [price("hartford", "core")], excludes: [price("hartford", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "pro track price for nashville pls", expect: { includesAll: [price("nashville", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "whats the cheapest ticket in spokane", expect: { includesAll: [[price("spokane", "core_day1"), "free"]] } },
  { kind: "single", topic: "prices and tickets", ask: "spokane pro track cost?", expect: { includesAll: [price("spokane", "pro")], excludes: [price("hartford", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "how much is the london intensive in pounds", expect: { includesAll: [price("london", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "victoria bc core experience price? is it canadian dollars", expect: { includesAll: [price("victoria-bc", "core"), ["C$", "CAD", "canadian"]] } },
  { kind: "single", topic: "prices and tickets", ask: "victoria one class only how much", expect: { includesAll: [price("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "cypress masterclass only price?", expect: { includesAll: [price("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "niagara falls core vs pro price", expect: { includesAll: [price("niagara-falls", "core"), price("niagara-falls", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "orlando core experience how much", expect: { includesAll: [price("orlando", "core")], excludes: [price("hartford", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "boise nov 7 masterclass price", expect: { includesAll: [price("boise-nov-7", "masterclass_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "is the sherwood weekend pass cheaper than buying both days separately?", expect: { includesAll: [YES, price("sherwood", "weekend_pass")] } },
  { kind: "single", topic: "prices and tickets", ask: "sherwood pro track price", expect: { includesAll: [price("sherwood", "pro")], excludes: [price("hartford", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "does the audition cost extra in boston?", expect: { includesAll: [FREE] } },
  // upgrades
  { kind: "single", topic: "upgrades", ask: "i have core in my cart for hartford, how much more to switch it to pro track", expect: { includesAll: [cartUpgradeHartford] } },
  { kind: "single", topic: "upgrades", ask: "already bought orlando core, what does upgrading to pro cost", expect: { includesAll: [orlandoUpgrade], excludes: [orlandoCartUpgrade] } },
  { kind: "single", topic: "upgrades", ask: "hudson nh pro track vip upgrade how much", expect: { includesAll: [money(nhVip.price)] } },
  { kind: "single", topic: "upgrades", ask: "can i buy the nh vip upgrade by itself without the weekend?", expect: { includesAll: [NO, ["weekend pass", "balance payment", "full weekend", "with"]] } },
  { kind: "single", topic: "upgrades", ask: "nh balance payment amount for deposit holders?", expect: { includesAll: [money(nhBalance.price)] } },
  { kind: "single", topic: "upgrades", ask: "can i buy both the full weekend pass and the balance payment for hudson", expect: { includesAll: [NO] } },
  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is seattle", expect: { includesAll: [date("seattle")] } },
  { kind: "single", topic: "dates and venues", ask: "boston date?", expect: { includesAll: [date("boston")] } },
  { kind: "single", topic: "dates and venues", ask: "is sherwood one day or two?", expect: { includesAll: [["two", "both days", "weekend", "saturday", "2 days"], ["24", "25"]] } },
  { kind: "single", topic: "dates and venues", ask: "when is the london one", expect: { includesAll: [["to be determined", "tbd", "not set", "not yet", "no date", "announced"]] } },
  { kind: "single", topic: "dates and venues", ask: "is atlanta still happening?", expect: { includesAll: [[/cancel/i]] } },
  { kind: "single", topic: "dates and venues", ask: "when's the springfield va intensive", expect: { includesAll: [date("springfield-va")] } },
  { kind: "single", topic: "dates and venues", ask: "charleston wv date", expect: { includesAll: [date("charleston-wv")] } },
  { kind: "single", topic: "dates and venues", ask: "hudson nh - what dates", expect: { includesAll: [["December 13", "Dec 13"], "14"] } },
  { kind: "single", topic: "dates and venues", ask: "can anyone sign up for the hudson nh weekend?", expect: { includesAll: [[NO, "private"], ["Granite Stage", "studio", "students", "alumni"]] } },
  { kind: "single", topic: "dates and venues", ask: "where are the events held usually", expect: { includesAll: [["studio"]] } },
  { kind: "single", topic: "dates and venues", ask: "when is niagara falls", expect: { includesAll: [date("niagara-falls")] } },
  // ages and eligibility
  { kind: "single", topic: "ages and eligibility", ask: `my son is ${YOUNGEST - 1}, can he register for the audition?`, expect: { includesAll: [[NO, String(YOUNGEST)]] } },
  { kind: "single", topic: "ages and eligibility", ask: `my daughter is ${YOUNGEST}, is she old enough to audition`, expect: { includesAll: [YES, GUARDIAN] } },
  { kind: "single", topic: "ages and eligibility", ask: "im 17 do i need my mom to sign something", expect: { includesAll: [[/\byes\b/i, "need", "must", "required"], GUARDIAN] } },
  { kind: "single", topic: "ages and eligibility", ask: "im 18, do i need a parent on the form?", expect: { includesAll: [NO] } },
  { kind: "single", topic: "ages and eligibility", ask: `i'm ${OLDEST - 40}, am i too old for this?`, expect: { includesAll: [[NO, "all ages", "welcome"]] } },
  { kind: "single", topic: "ages and eligibility", ask: "my daughter is 12 which group is she in", expect: { includesAll: [["12 and under", "junior"]] } },
  { kind: "single", topic: "ages and eligibility", ask: "son is 13 junior or senior group?", expect: { includesAll: [["senior", "13 and up"]] } },
  { kind: "single", topic: "ages and eligibility", ask: "do i need to be advanced to come", expect: { includesAll: [[NO, "all levels"]] } },
  // auditions
  { kind: "single", topic: "auditions", ask: "do i have to audition if i buy the intensive?", expect: { includesAll: [OPTIONAL] } },
  { kind: "single", topic: "auditions", ask: "can i just do the audition without the class", expect: { includesAll: [YES, "audition only"] } },
  { kind: "single", topic: "auditions", ask: "if i audition am i guaranteed a role", expect: { includesAll: [[NO, "not guarantee", "doesn't guarantee", "does not guarantee"]] } },
  { kind: "single", topic: "auditions", ask: "is the class filmed or just the audition", expect: { includesAll: [[/\byes\b/i, "filmed", "both"]] } },
  { kind: "single", topic: "auditions", ask: "need a headshot to audition?", expect: { includesAll: [[NO, "not required"]] } },
  { kind: "single", topic: "auditions", ask: "cant make any date, can i still be considered for projects", expect: { includesAll: [YES, ["submit talent", "submit"]] } },
  { kind: "single", topic: "auditions", ask: "will we hear back after the audition", expect: { includesAll: [["contact", "email", "on file", "hear"]] } },
  { kind: "single", topic: "auditions", ask: "when should we get there for audition", expect: { includesAll: ["15 minutes"] } },
  // policies
  { kind: "single", topic: "policies", ask: "can i get a refund if my kid gets sick", expect: { includesAll: [FINAL] } },
  { kind: "single", topic: "policies", ask: "what if you guys cancel the event", expect: { includesAll: [["full refund", "refund"]] } },
  { kind: "single", topic: "policies", ask: "if the date moves do i keep my ticket", expect: { includesAll: ["48 hours", [/\byes\b/i, "new date", "credit", "refund"]] } },
  { kind: "single", topic: "policies", ask: "do credits expire", expect: { includesAll: [["never expire", "don't expire", "do not expire", "no expir"]] } },
  { kind: "single", topic: "policies", ask: "can i use 2 discount codes on one order", expect: { includesAll: [[NO, "once per order", "one code"]] } },
  { kind: "single", topic: "policies", ask: "does a boston discount code work for seattle", expect: { includesAll: [[NO, "that city", "tied to", "only"]] } },
  { kind: "single", topic: "policies", ask: "do you store my card number", expect: { includesAll: [[NO, "never"]] } },
  { kind: "single", topic: "policies", ask: "i dont want my daughter on your instagram, what do i do", expect: { includesAll: [["email", "before the event"]] } },
  // bring and expect
  { kind: "single", topic: "bring and expect", ask: "what shoes", expect: { includesAll: [["sneakers"], ["jazz shoes"]] } },
  { kind: "single", topic: "bring and expect", ask: "should my daughter pack lunch?", expect: { includesAll: [[/\byes\b/i, "lunch"]] } },
  { kind: "single", topic: "bring and expect", ask: "what styles do u teach", expect: { includesAll: ["jazz", "street", "theater", "funk"] } },
  { kind: "single", topic: "bring and expect", ask: "do we get the video footage after", expect: { includesAll: [["clips", "email"], ["four weeks", "4 weeks"]] } },
  { kind: "single", topic: "bring and expect", ask: "can i wear a big logo tshirt", expect: { includesAll: [[NO, "avoid", "solid"]] } },
  { kind: "single", topic: "bring and expect", ask: "can parents watch the class", expect: { includesAll: [["depends", "studio", "check-in"]] } },
  // mentorship and acting
  { kind: "single", topic: "mentorship and acting", ask: "is mentorship monthly or a one time payment", expect: { includesAll: [MONTHLY] } },
  { kind: "single", topic: "mentorship and acting", ask: "building mentorship price?", expect: { includesAll: [price("hartford", "mentorship_building"), MONTHLY] } },
  { kind: "single", topic: "mentorship and acting", ask: "elite circle how much a month", expect: { includesAll: [price("hartford", "mentorship_elite")], excludes: [price("hartford", "pro")] } },
  { kind: "single", topic: "mentorship and acting", ask: "can i cancel mentorship after the first month?", expect: { includesAll: [NO, [String(MIN_MONTHS), MIN_MONTHS_WORD], "minimum"] } },
  { kind: "single", topic: "mentorship and acting", ask: "if i sign up for mentorship today when does it start", expect: { includesAll: [cohort.startsOnPurchase ? ["purchase", "today", "right away"] : [cohort.start, cohort.firstPeriod]] } },
  { kind: "single", topic: "mentorship and acting", ask: "when does the mentorship renew after the first month", expect: { includesAll: [cohort.recurringFrom] } },
  { kind: "single", topic: "mentorship and acting", ask: "acting for dancers private session price", expect: { includesAll: [price("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "mentorship and acting", ask: "acting for dancers 3 pack cost", expect: { includesAll: [price("acting-for-dancers", "afd_3pack")] } },
  { kind: "single", topic: "mentorship and acting", ask: "is acting for dancers online or in person", expect: { includesAll: [["online", "virtual"]] } },
  // group buying
  { kind: "single", topic: "group buying", ask: "can i buy tickets for 3 dancers in one order", expect: { includesAll: [YES] } },
  { kind: "single", topic: "group buying", ask: "studio owner here, how many tickets max per order?", expect: { includesAll: [String(MAX_PER_ORDER)] } },
  { kind: "single", topic: "group buying", ask: "3 core tickets for seattle, total?", expect: { includesAll: [threeCoreSeattle] } },
  // similar names
  { kind: "single", topic: "similar names", ask: "is pro track a mentorship subscription?", expect: { includesAll: [NO, ["ticket", "one-time", "one time", "intensive"]] } },
  { kind: "single", topic: "similar names", ask: "whats the difference between pro track and pro / growth", expect: { includesAll: [price("hartford", "pro"), price("hartford", "mentorship_growth")] } },
  { kind: "single", topic: "similar names", ask: "is the sherwood weekend pass the same as the vip upgrade?", expect: { includesAll: [NO] } },
  { kind: "single", topic: "similar names", ask: "the acting for dancers private session - how much and is that per session", expect: { includesAll: [price("acting-for-dancers", "afd_private_session"), ["per session", "each session", "one session", "a session"]], excludes: [price("acting-for-dancers", "afd_3pack")] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions that name a real city or product: the site cannot answer them

const notSure = { notSure: true } as const;
export const tuning3OffTopicQuestions: readonly OffTopicQuestion[] = [
  "whats the weather gonna be in seattle on nov 9",
  "where do i park near the boston studio",
  "any good hotels close to the sherwood venue?",
  "best pizza in hartford for after class?",
  "do you sell dance shoes? need jazz shoes for nashville",
  "can you recommend a vocal coach in orlando",
  "is there a direct flight from atlanta to spokane",
  "whats the sales tax rate in savannah",
  "do you do birthday parties at the cypress studio",
  "can u recommend a ballet summer camp in london",
  "how do i get a work visa to dance in victoria bc",
  "whats a good agent in minneapolis for commercial dance",
  "is there a daycare near the boise studio for my toddler while my older one dances",
  "how much does an uber from the airport to niagara falls cost",
  "do you rent out studio space in madison wi",
].map((ask) => ({ kind: "off-topic" as const, ask, expect: notSure }));

// ---------------------------------------------------------------------------------------------
// Conversations of three turns, later turns leaning on the earlier ones

export const tuning3Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle, then Spokane, then the pro track",
    turns: [
      { ask: "when is seattle", expect: { includesAll: [date("seattle")] } },
      { ask: "what about spokane?", expect: { includesAll: [date("spokane")], excludes: [event("seattle").dateText] } },
      { ask: "and pro track there costs?", expect: { includesAll: [price("spokane", "pro")], excludes: [price("seattle", "pro")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent's daughter, then son",
    turns: [
      { ask: "my daughter is 10, can she audition", expect: { includesAll: [YES, GUARDIAN] } },
      { ask: "which group would she be in", expect: { includesAll: [["12 and under", "junior", "11 and under"]] } },
      { ask: "and my son is 15?", expect: { includesAll: [["senior", "13 and up", "12 to adult"]] } },
    ],
  },
  {
    kind: "conversation",
    title: "Refunds, then date changes, then credits",
    turns: [
      { ask: "can i get my money back if we cant go", expect: { includesAll: [FINAL] } },
      { ask: "what if u change the date", expect: { includesAll: ["48 hours"] } },
      { ask: "does that credit expire?", expect: { includesAll: [["never expire", "doesn't expire", "does not expire", "no expir", NO]] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship: price, billing, the top level",
    turns: [
      { ask: "how much is the building mentorship", expect: { includesAll: [price("hartford", "mentorship_building")] } },
      { ask: "is that monthly?", expect: { includesAll: [[/\byes\b/i, "month"]] } },
      { ask: "and elite circle?", expect: { includesAll: [price("hartford", "mentorship_elite")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston then Hartford prices",
    turns: [
      { ask: "boston core experience price", expect: { includesAll: [price("boston", "boston_core")] } },
      { ask: "what about hartford", expect: { includesAll: [price("hartford", "core"), date("hartford")] } },
      { ask: "how much more to move that to pro in the cart", expect: { includesAll: [cartUpgradeHartford] } },
    ],
  },
  {
    kind: "conversation",
    title: "Audition only",
    turns: [
      { ask: "is the audition included with the class", expect: { includesAll: [[/\byes\b/i, "optional", "free", "included"]] } },
      { ask: "can my friend come only for the audition", expect: { includesAll: [YES, "audition only"] } },
      { ask: "does she pay anything for that", expect: { includesAll: [FREE] } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner buying for a group",
    turns: [
      { ask: "i own a studio and want to bring 3 dancers to seattle, can i do one order", expect: { includesAll: [YES] } },
      { ask: "total for 3 core?", expect: { includesAll: [threeCoreSeattle] } },
      { ask: "what's the max in one order", expect: { includesAll: [String(MAX_PER_ORDER)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend",
    turns: [
      { ask: "sherwood dates?", expect: { includesAll: [["24", "25"]] } },
      { ask: "how much for both days", expect: { includesAll: [price("sherwood", "weekend_pass")] } },
      { ask: "and just saturday", expect: { includesAll: [price("sherwood", "core_day1")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Orlando then its upgrade",
    turns: [
      { ask: "orlando date", expect: { includesAll: [date("orlando")] } },
      { ask: "core price there?", expect: { includesAll: [price("orlando", "core")] } },
      { ask: "i bought that already, upgrade to pro costs?", expect: { includesAll: [orlandoUpgrade] } },
    ],
  },
  {
    kind: "conversation",
    title: "What to bring, then shoes, then food",
    turns: [
      { ask: "what should my son wear", expect: { includesAll: [["fitted", "solid", "move"]] } },
      { ask: "shoes?", expect: { includesAll: ["sneakers"] } },
      { ask: "does he need to bring food", expect: { includesAll: [[/\byes\b/i, "lunch", "snack"]] } },
    ],
  },
];

export const tuning3QuestionCount =
  tuning3SingleQuestions.length + tuning3OffTopicQuestions.length + tuning3Conversations.reduce((n, c) => n + c.turns.length, 0);
