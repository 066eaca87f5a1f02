/**
 * Tuning set 4 of the chat assistant (issue 40): written for issue 40's seventh round (a fourth tuning
 * set) from the spec, the seed catalog, the site's content files and the forms' own validation, by
 * someone who never read the answerer, its evaluation sets' questions or its tuning. It IS tuned on:
 * the answerer may be changed while its questions are read.
 *
 * Catalog facts are computed from the seed with the site's own functions (seedOffers, formatMoney,
 * percentOff, upgradeDifference, cartUpgradeDifference); eligibility comes from the audition form's
 * zod schema and isMinor. Copy facts are short phrases a right answer contains, with alternatives.
 * The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { isMinor } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { cartUpgradeDifference, upgradeDifference } from "~/domain/ticket-upgrade";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { studentSchema } from "~/features/checkout/orders/checkout-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import { seed, seedEvent as event, seedOffer as offer } from "./seed-facts";

export type Tuning4Topic =
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
  | "similar names"
  | "schedule";

export interface Tuning4Question {
  kind: "single";
  topic: Tuning4Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced as the site prices them


/** The price of a tier at a stop as the site shows it, e.g. "$168". */
function price(slug: string, tier: string): string {
  return formatMoney(offer(slug, tier).price);
}

function times(slug: string, tier: string, n: number): string {
  const p = offer(slug, tier).price;
  return formatMoney({ amountMinor: p.amountMinor * n, currency: p.currency });
}

function venue(slug: string) {
  const key = event(slug).venue;
  const v = seed.venues.find((x) => x.key === key);
  if (!v) throw new Error(`no venue for ${slug}`);
  return v;
}

/** The first two words of the venue's street address, e.g. "415 Farmington". */
function street(slug: string): string {
  const address = venue(slug).address;
  if (!address) throw new Error(`no address for ${slug}`);
  return address.split(" ").slice(0, 2).join(" ");
}

/** The upgrade price from one tier to another as the cart works it out. */
function cartUpgrade(slug: string, from: string, to: string): string {
  const f = offer(slug, from).price;
  const t = offer(slug, to).price;
  const money: Money = { amountMinor: cartUpgradeDifference(f.amountMinor, t.amountMinor), currency: f.currency };
  return formatMoney(money);
}

/** Upgrading one ticket already bought at full price, as the upgrade link charges it (the offer's own upgrade price where set). */
function boughtUpgrade(slug: string, from: string, to: string): string {
  const f = offer(slug, from);
  const t = offer(slug, to);
  const amountMinor = upgradeDifference({
    lineTotalMinor: f.price.amountMinor,
    quantity: 1,
    toPriceMinor: t.price.amountMinor,
    upgradePriceMinor: f.rule.upgrade?.tierKey === to ? f.rule.upgrade.priceMinor : null,
  });
  return formatMoney({ amountMinor, currency: f.price.currency });
}

const maxPerOrder = offer("seattle", "core").maxPerOrder;

/** What the audition form accepts: the youngest and oldest ages, and whether a guardian is asked for. */
function formAccepts(age: number, parentName: string): boolean {
  return auditionFormSchema.safeParse({
    fullName: "Test Dancer",
    email: "test@example.com",
    phone: "555 0100",
    age: String(age),
    parentName,
    consent: true,
  }).success;
}
function youngestAccepted(): number {
  for (let a = 1; a < 30; a++) if (formAccepts(a, "Parent")) return a;
  throw new Error("no age accepted");
}
function oldestAccepted(): number {
  for (let a = 150; a > 0; a--) if (formAccepts(a, "")) return a;
  throw new Error("no age accepted");
}
const YOUNGEST = youngestAccepted();
const OLDEST = oldestAccepted();
const MINOR_17 = isMinor(17);

/** The youngest student age checkout accepts for a ticket (with a guardian's name and consent). */
function youngestStudent(): number {
  for (let a = 1; a < 30; a++) {
    if (studentSchema.safeParse({ fullName: "Test Student", age: String(a), parentName: "Parent", guardianConsent: true }).success) return a;
  }
  throw new Error("no student age accepted");
}
const YOUNGEST_STUDENT = youngestStudent();
/** An age checkout takes for class but the audition form turns away (there is one while the two minimums differ). */
const CLASS_NOT_AUDITION_AGE = YOUNGEST_STUDENT < YOUNGEST ? YOUNGEST - 1 : null;

// ---------------------------------------------------------------------------------------------
// Common phrases

const yes: Fact[] = [/\byes\b/i, "you can", "you do", "absolutely", "of course"];
const no: Fact[] = [/\bno\b/i, "not ", "don't", "do not", "isn't", "can't", "cannot"];
const optional: Fact[] = ["optional", "not required", "don't have to", "do not have to", "no need", /\bno\b/i];
const free: Fact[] = ["free", "$0", "no cost", "no charge"];
const auditionAlone: Fact[] = ["Audition Only", "audition alone", "just the audition", "only the audition", "on its own"];
const finalSale: Fact[] = ["final", "no refund", "not refund", "can't refund", "cannot refund", "non-refundable"];
const monthly: Fact[] = ["monthly", "per month", "/month", "a month", "each month", "every month"];
const oneTime: Fact[] = ["one-time", "one time", "once", "single payment", "not monthly", "not a subscription", "not a monthly"];
const guardian: Fact[] = ["parent", "guardian"];

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning4SingleQuestions: readonly Tuning4Question[] = [
  // auditions
  { kind: "single", topic: "auditions", ask: "do i have to do the audition if i just want the classes", expect: { includesAll: [optional] } },
  { kind: "single", topic: "auditions", ask: "is the audition extra $$ or included?", expect: { includesAll: [free, ["optional", "included", "stay for", "after class"]] } },
  { kind: "single", topic: "auditions", ask: "can my daughter ONLY audition without buying the intensive?", expect: { includesAll: [yes, auditionAlone] } },
  { kind: "single", topic: "auditions", ask: "what r we even auditioning for", expect: { includesAll: [["project", "music video", "film", "television", "tv", "casting"]] } },
  { kind: "single", topic: "auditions", ask: "if my son auditions is he guaranteed a part?", expect: { includesAll: [no, ["guarantee", "not promised"]] } },
  { kind: "single", topic: "auditions", ask: "does she need a headshot and resume to audition", expect: { includesAll: [optional, ["headshot", "photo", "résumé", "resume"]] } },
  { kind: "single", topic: "auditions", ask: "when does the audition happen, before or after class?", expect: { includesAll: [["after"]] } },
  { kind: "single", topic: "auditions", ask: "we cant make any tour date. can she still be considered for projects?", expect: { includesAll: [yes, ["Submit Talent", "submit"]] } },
  { kind: "single", topic: "auditions", ask: "will we hear back after the audition", expect: { includesAll: [["contact", "email", "phone", "reach out"]], includesAny: ["on file", "does not mean no", "doesn't mean no", "throughout the year", "if"] } },
  { kind: "single", topic: "auditions", ask: "how early should we get there for the audition", expect: { includesAll: [["15 minutes", "fifteen minutes"]] } },
  { kind: "single", topic: "auditions", ask: "is the audition filmed too?", expect: { includesAll: [yes, ["film", "camera"]] } },

  // ages and eligibility
  { kind: "single", topic: "ages and eligibility", ask: `my son is ${YOUNGEST}, is he old enough to register for the audition?`, expect: { includesAll: [yes, guardian] } },
  { kind: "single", topic: "ages and eligibility", ask: "whats the youngest age you take for the audition", expect: { includesAll: [new RegExp(`\\b${YOUNGEST}\\b`)] } },
  { kind: "single", topic: "ages and eligibility", ask: `im ${OLDEST - 54} and never trained pro, am i too old?`, expect: { includesAll: [no, ["all ages", "all levels", "everyone", "welcome"]] } },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my daughter is 17 does a parent have to sign her up or can she do it herself",
    expect: { includesAll: [MINOR_17 ? guardian : yes, MINOR_17 ? ["under 18", "minor", "parent or guardian"] : yes] },
  },
  { kind: "single", topic: "ages and eligibility", ask: `my son is ${YOUNGEST_STUDENT}, can i buy him a class ticket?`, expect: { includesAll: [yes, guardian] } },
  ...(CLASS_NOT_AUDITION_AGE === null
    ? []
    : [
        {
          kind: "single" as const,
          topic: "ages and eligibility" as const,
          ask: `can my ${CLASS_NOT_AUDITION_AGE} year old do the audition part too?`,
          expect: { includesAll: [no, new RegExp(`\\b${YOUNGEST}\\b`)] },
        },
      ]),
  { kind: "single", topic: "ages and eligibility", ask: "my daughter is 11 which group will she dance in", expect: { includesAll: [["Juniors", "12 and under", "11 and under"]] } },
  { kind: "single", topic: "ages and eligibility", ask: "is my 13 yr old a junior or senior", expect: { includesAll: [["Senior", "13 and up", "12 to adult"]] } },
  { kind: "single", topic: "ages and eligibility", ask: "do u have to be advanced? she's a rec dancer", expect: { includesAll: [no, ["all levels", "recreational", "everyone"]] } },

  // prices and tickets
  { kind: "single", topic: "prices and tickets", ask: "how much is core in seattle", expect: { includesAll: [price("seattle", "core")], excludes: [price("seattle", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "pro track price boston?", expect: { includesAll: [price("boston", "boston_pro_track")], excludes: [price("boston", "mentorship_growth")] } },
  { kind: "single", topic: "prices and tickets", ask: "spokane core ticket how much", expect: { includesAll: [price("spokane", "core_day1")] } },
  { kind: "single", topic: "prices and tickets", ask: "what does pro track cost in spokane", expect: { includesAll: [price("spokane", "pro")], excludes: [price("seattle", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "sherwood weekend pass price?", expect: { includesAll: [price("sherwood", "weekend_pass")] } },
  { kind: "single", topic: "prices and tickets", ask: "how much for just saturday in sherwood", expect: { includesAll: [price("sherwood", "core_day1")], excludes: [price("sherwood", "weekend_pass")] } },
  { kind: "single", topic: "prices and tickets", ask: "how much is the core experience in orlando", expect: { includesAll: [price("orlando", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "london core experience price in pounds?", expect: { includesAll: [price("london", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "victoria bc one class only how much", expect: { includesAll: [price("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "is the pro track in hartford a monthly payment or once?", expect: { includesAll: [oneTime, price("hartford", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "hudson nh full weekend pass cost", expect: { includesAll: [price("new-hampshire", "nh_full_weekend")] } },
  { kind: "single", topic: "prices and tickets", ask: "i paid the deposit for new hampshire, what's the balance?", expect: { includesAll: [price("new-hampshire", "nh_balance_payment")] } },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "how much to go from core to pro track in seattle if it's in my cart", expect: { includesAll: [cartUpgrade("seattle", "core", "pro")] } },
  {
    kind: "single",
    topic: "upgrades",
    ask: "i already bought a core ticket for orlando, how much more to upgrade to pro track?",
    expect: { includesAll: [boughtUpgrade("orlando", "core", "pro")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "orlando core is in my cart, how much extra if i switch it to pro track before paying",
    expect: { includesAll: [cartUpgrade("orlando", "core", "pro")], excludes: cartUpgrade("orlando", "core", "pro") === boughtUpgrade("orlando", "core", "pro") ? [] : [boughtUpgrade("orlando", "core", "pro")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i upgrade my boston core ticket to pro track after i bought it? how much",
    expect: { includesAll: [yes, boughtUpgrade("boston", "boston_core", "boston_pro_track")] },
  },
  { kind: "single", topic: "upgrades", ask: "nh pro track vip upgrade how much", expect: { includesAll: [price("new-hampshire", "nh_protrack_vip")] } },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i buy the pro track vip upgrade in hudson by itself without the weekend pass?",
    expect: { includesAll: [no, ["Full Weekend Pass", "weekend pass", "Balance Payment", "balance"]] },
  },
  { kind: "single", topic: "upgrades", ask: "sherwood: is the weekend pass the same thing as the vip?", expect: { includesAll: [no, price("sherwood", "weekend_pass")] } },

  // group buying
  { kind: "single", topic: "group buying", ask: "im a studio owner can i buy tickets for 8 dancers in one order?", expect: { includesAll: [yes, ["quantity", "one order", "same order", String(maxPerOrder)]] } },
  {
    kind: "single",
    topic: "group buying",
    ask: "buying for 6 of my students, do i need all their names before i pay?",
    expect: { includesAll: [no, ["after", "later", "registration link", "register your students"]] },
  },
  { kind: "single", topic: "group buying", ask: "max tickets per order?", expect: { includesAll: [new RegExp(`\\b${maxPerOrder}\\b`)] } },
  { kind: "single", topic: "group buying", ask: "how much for 3 core tickets in seattle", expect: { includesAll: [times("seattle", "core", 3)] } },
  { kind: "single", topic: "group buying", ask: "4 kids core boston total?", expect: { includesAll: [times("boston", "boston_core", 4)] } },
  { kind: "single", topic: "group buying", ask: "i want 15 tickets for my studio, can i do it in one checkout", expect: { includesAll: [[String(maxPerOrder), "more than one order", "separate order", "two orders", "contact", "email"]] } },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is hartford", expect: { includesAll: [["January 18", "Jan 18"]] } },
  { kind: "single", topic: "dates and venues", ask: "boston date pls", expect: { includesAll: [["December 12", "Dec 12"]] } },
  { kind: "single", topic: "dates and venues", ask: "is sherwood one day or two?", expect: { includesAll: [["two", "2 days", "24", "weekend"]] } },
  { kind: "single", topic: "dates and venues", ask: "when's the london one", expect: { includesAll: [["to be determined", "tbd", "not set", "not yet", "to be announced", "not announced"]] } },
  { kind: "single", topic: "dates and venues", ask: "which studio is the seattle intensive at", expect: { includesAll: [[venue("seattle").name, street("seattle")]] } },
  { kind: "single", topic: "dates and venues", ask: "boston address?", expect: { includesAll: [[venue("boston").name, street("boston")]] } },
  { kind: "single", topic: "dates and venues", ask: "hartford venue", expect: { includesAll: [[venue("hartford").name, street("hartford")]] } },
  { kind: "single", topic: "dates and venues", ask: "is atlanta still happening?", expect: { includesAll: [["cancel"]] } },
  { kind: "single", topic: "dates and venues", ask: "spokane date?", expect: { includesAll: [["November 15", "Nov 15"]] } },

  // city pages
  { kind: "single", topic: "city pages", ask: "can anyone sign up for the hudson nh weekend?", expect: { includesAll: [no, ["Granite Stage", "private"]] } },
  { kind: "single", topic: "city pages", ask: "what kind of event is boise on nov 7", expect: { includesAll: [["masterclass"]] } },
  { kind: "single", topic: "city pages", ask: "is there a contemporary class in boston? who teaches it", expect: { includesAll: [yes, ["Liora", "Vantassel"]] } },
  { kind: "single", topic: "city pages", ask: "does the boston contemporary class cost extra?", expect: { includesAll: [no, ["included", "same ticket"]] } },
  { kind: "single", topic: "city pages", ask: "what's special about spokane vs other stops", expect: { includesAll: [["Stunts for Dancers", "stunt"]] } },
  { kind: "single", topic: "city pages", ask: "is sherwood saturday split by age?", expect: { includesAll: [no, ["all ages", "every age"]] } },
  { kind: "single", topic: "city pages", ask: "in sherwood are juniors and seniors separate on sunday", expect: { includesAll: [yes, ["Juniors", "12 and under"]] } },
  { kind: "single", topic: "city pages", ask: "do you get a free month of acting for dancers with spokane?", expect: { includesAll: [yes, ["free month", "month of Acting for Dancers"]] } },

  // schedule times
  { kind: "single", topic: "schedule", ask: "seattle juniors check in time?", expect: { includesAll: ["9:30"] } },
  { kind: "single", topic: "schedule", ask: "what time do seniors start in seattle", expect: { includesAll: [["2:00", "2:15", "2:30"]] } },
  { kind: "single", topic: "schedule", ask: "what time is the audition for seniors in hartford", expect: { includesAll: ["6:30"] } },
  { kind: "single", topic: "schedule", ask: "hartford juniors what time do we arrive", expect: { includesAll: ["10:00"] } },
  { kind: "single", topic: "schedule", ask: "boston is it during the day or evening? my son is 10", expect: { includesAll: [["3:30", "afternoon"]] } },
  { kind: "single", topic: "schedule", ask: "when is the pro track session in boston", expect: { includesAll: ["8:00"] } },
  { kind: "single", topic: "schedule", ask: "my daughter is 12, which group at the boise nov 7 masterclass?", expect: { includesAll: [["Senior", "12 to adult"]], excludes: ["12 and under"] } },
  { kind: "single", topic: "schedule", ask: "boise masterclass juniors start time", expect: { includesAll: ["4:00"] } },

  // policies
  { kind: "single", topic: "policies", ask: "can i get a refund if we cant go anymore", expect: { includesAll: [no, finalSale] } },
  { kind: "single", topic: "policies", ask: "what if you cancel the event, do i get my money back?", expect: { includesAll: [yes, ["full refund"]] } },
  { kind: "single", topic: "policies", ask: "the date changed and i didn't answer the email, did i lose my ticket?", expect: { includesAll: [no, ["credit"]], includesAny: ["never expire", "48 hours", "any city"] } },
  { kind: "single", topic: "policies", ask: "how long do i have to reply when you move a date", expect: { includesAll: [["48 hours", "48-hour", "two days"]] } },
  { kind: "single", topic: "policies", ask: "does the credit expire?", expect: { includesAll: [["never expire", "doesn't expire", "does not expire", "no expiry", "no expiration"]] } },
  { kind: "single", topic: "policies", ask: "can i use a discount code from another city's page", expect: { includesAll: [no, ["city"]] } },
  { kind: "single", topic: "policies", ask: "do you do scholarships", expect: { includesAll: [yes, ["Scholarship"]] } },

  // bring and expect
  { kind: "single", topic: "bring and expect", ask: "what shoes should she bring", expect: { includesAll: [["sneakers"], ["jazz shoes"]] } },
  { kind: "single", topic: "bring and expect", ask: "should we pack lunch?", expect: { includesAll: [yes, ["lunch", "snack"]] } },
  { kind: "single", topic: "bring and expect", ask: "what should he wear", expect: { includesAll: [["fitted", "solid", "move"]] } },
  { kind: "single", topic: "bring and expect", ask: "do we get the videos after", expect: { includesAll: [["clips", "footage"], ["four weeks", "4 weeks", "email"]] } },
  { kind: "single", topic: "bring and expect", ask: "when do we get the schedule and venue for our day", expect: { includesAll: [["week before", "a week", "day before", "email"]] } },
  { kind: "single", topic: "bring and expect", ask: "what styles do they teach", expect: { includesAll: [["jazz"], ["street"], ["theater", "theatre"], ["funk"]] } },

  // mentorship and acting
  { kind: "single", topic: "mentorship and acting", ask: "is mentorship monthly or a one time thing", expect: { includesAll: [monthly], excludes: ["one-time payment"] } },
  { kind: "single", topic: "mentorship and acting", ask: "what are the mentorship levels", expect: { includesAll: [["Building"], ["Pro / Growth", "Growth"], ["Elite Circle"]] } },
  { kind: "single", topic: "mentorship and acting", ask: "building mentorship price", expect: { includesAll: [price("seattle", "mentorship_building")] } },
  { kind: "single", topic: "mentorship and acting", ask: "acting for dancers is it in person?", expect: { includesAll: [no, ["virtual", "online"]] } },
  { kind: "single", topic: "mentorship and acting", ask: "how much is an acting for dancers private session", expect: { includesAll: [price("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "mentorship and acting", ask: "acting for dancers 3 pack price?", expect: { includesAll: [price("acting-for-dancers", "afd_3pack")] } },

  // similar names
  {
    kind: "single",
    topic: "similar names",
    ask: "is pro track the same as the pro / growth mentorship?",
    expect: { includesAll: [no, ["ticket", "one-day", "event", "intensive"], monthly] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "elite circle vs pro track which is the monthly one",
    expect: { includesAll: [["Elite Circle"], monthly] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions that name a real city or product: the site cannot answer them

const notSure = { notSure: true } as const;
export const tuning4OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather gonna be in seattle on nov 9", expect: notSure },
  { kind: "off-topic", ask: "is there parking at the boston studio and how much is it", expect: notSure },
  { kind: "off-topic", ask: "can you recommend a hotel near the hartford venue", expect: notSure },
  { kind: "off-topic", ask: "best pizza near the spokane studio?", expect: notSure },
  { kind: "off-topic", ask: "do you sell dance shoes? my son needs jazz shoes before orlando", expect: notSure },
  { kind: "off-topic", ask: "which airport should we fly into for sherwood oregon", expect: notSure },
  { kind: "off-topic", ask: "do you do birthday party bookings at the victoria studio", expect: notSure },
  { kind: "off-topic", ask: "can the choreographer teach a private class at our studio in nashville next month", expect: notSure },
  { kind: "off-topic", ask: "is there a babysitter for younger siblings during the boston intensive", expect: notSure },
  { kind: "off-topic", ask: "what train goes from manhattan to saratoga springs", expect: notSure },
  { kind: "off-topic", ask: "do you sell costumes for competition season", expect: notSure },
  { kind: "off-topic", ask: "how many dancers got booked from last years dallas audition", expect: notSure },
  { kind: "off-topic", ask: "is the london stop near a tube station", expect: notSure },
  { kind: "off-topic", ask: "can you write my daughter's dance résumé for her", expect: notSure },
  { kind: "off-topic", ask: "do u offer ballet exams like RAD grades", expect: notSure },
];

// ---------------------------------------------------------------------------------------------
// Conversations whose later turns lean on the earlier ones

export const tuning4Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle Pro Track, then Spokane, then two of them",
    turns: [
      { ask: "how much is pro track in seattle", expect: { includesAll: [price("seattle", "pro")] } },
      { ask: "what about spokane?", expect: { includesAll: [price("spokane", "pro")], excludes: [price("seattle", "pro")] } },
      { ask: "and 2 of those?", expect: { includesAll: [times("spokane", "pro", 2)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Audition only for a minor",
    turns: [
      { ask: "my daughter is 11, can she just audition and skip class?", expect: { includesAll: [yes, auditionAlone] } },
      { ask: "does it cost anything?", expect: { includesAll: [free] } },
      { ask: "do i need to be there or sign something", expect: { includesAll: [guardian] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship billing",
    turns: [
      { ask: "tell me about the mentorship", expect: { includesAll: [["Building", "Elite Circle", "Pro / Growth"]] } },
      { ask: "is that monthly?", expect: { includesAll: [yes, monthly] } },
      { ask: "and the pro track, also monthly?", expect: { includesAll: [no, oneTime] } },
    ],
  },
  {
    kind: "conversation",
    title: "Hartford date, venue, then Boston",
    turns: [
      { ask: "when is the hartford intensive", expect: { includesAll: [["January 18", "Jan 18"]] } },
      { ask: "where is it held", expect: { includesAll: [[venue("hartford").name, street("hartford")]] } },
      { ask: "what about boston?", expect: { includesAll: [[venue("boston").name, street("boston"), "December 12", "Dec 12"]], excludes: [venue("hartford").name] } },
    ],
  },
  {
    kind: "conversation",
    title: "Studio owner group order",
    turns: [
      { ask: "i run a studio, can i buy for my whole team at once for boston", expect: { includesAll: [yes] } },
      { ask: "how many per order", expect: { includesAll: [new RegExp(`\\b${maxPerOrder}\\b`)] } },
      { ask: "and 5 core tickets would be?", expect: { includesAll: [times("boston", "boston_core", 5)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Refund, then date change",
    turns: [
      { ask: "we bought orlando tickets but cant go now. refund?", expect: { includesAll: [no, finalSale] } },
      { ask: "what if YOU change the date?", expect: { includesAll: [["48 hours", "refund", "credit", "new date"]] } },
      { ask: "and if you cancel it?", expect: { includesAll: [["full refund"]] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend",
    turns: [
      { ask: "sherwood dates?", expect: { includesAll: [["January 24", "Jan 24"]] } },
      { ask: "how much for both days", expect: { includesAll: [price("sherwood", "weekend_pass")] } },
      { ask: "and just sunday?", expect: { includesAll: [price("sherwood", "core_day2")], excludes: [price("sherwood", "weekend_pass")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers vs one-on-one",
    turns: [
      { ask: "what is acting for dancers", expect: { includesAll: [["virtual", "online"], ["acting"]] } },
      { ask: "how much is a private session", expect: { includesAll: [price("acting-for-dancers", "afd_private_session")] } },
      { ask: "and the starter path?", expect: { includesAll: [price("acting-for-dancers", "afd_starter")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Audition with class, then ages",
    turns: [
      { ask: "does the audition come with the intensive", expect: { includesAll: [["optional", "after class", "stay", "free"]] } },
      { ask: "is it required for my son?", expect: { includesAll: [optional] } },
      { ask: "he's 13, what group?", expect: { includesAll: [["Senior", "13 and up", "12 to adult"]] } },
    ],
  },
  {
    kind: "conversation",
    title: "New Hampshire private weekend",
    turns: [
      { ask: "tell me about the hudson nh event", expect: { includesAll: [["December 13", "Dec 13", "Granite Stage", "weekend"]] } },
      { ask: "how much is the full weekend", expect: { includesAll: [price("new-hampshire", "nh_full_weekend")] } },
      { ask: "and the vip upgrade on top?", expect: { includesAll: [price("new-hampshire", "nh_protrack_vip")] } },
    ],
  },
];

export const tuning4QuestionCount =
  tuning4SingleQuestions.length + tuning4OffTopicQuestions.length + tuning4Conversations.reduce((n, c) => n + c.turns.length, 0);

