/**
 * Held-out set F of the chat assistant (issue 40, point 4): written after the answerer's code froze at
 * 1987e99, from the spec, the seed catalog, the site's content files and the forms' own validation, by
 * someone who never read the answerer, its docs, its evaluation sets' questions or its tuning. Scored
 * once; its questions are never read while the answerer is changed.
 *
 * Catalog facts are computed from the seed with the site's own functions (seedOffers, formatMoney,
 * percentOff, upgradeDifference, cartUpgradeDifference); eligibility comes from the audition and
 * checkout forms' zod schemas and isMinor; mentorship terms from describeMentorshipCohort and
 * pickCohortTerms at the eval clock. Copy facts are short phrases a right answer contains, with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { isMinor } from "~/domain/age-groups";
import { describeMentorshipCohort, pickCohortTerms } from "~/domain/mentorship-cohort";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { cartUpgradeDifference, upgradeDifference } from "~/domain/ticket-upgrade";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import { seed, seedEvent as event, seedOffer as offer, EVAL_CLOCK as CLOCK } from "./seed-facts";

export type HeldoutFTopic =
  | "prices and tickets"
  | "dates and venues"
  | "schedule"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "bring and expect"
  | "teachers and city classes"
  | "upgrades"
  | "mentorship and acting"
  | "group buying"
  | "similar names";

export interface HeldoutFQuestion {
  kind: "single";
  topic: HeldoutFTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced as the site prices them


function venue(slug: string) {
  const key = event(slug).venue;
  const v = seed.venues.find((x) => x.key === key);
  if (!v) throw new Error(`${slug} has no venue`);
  return v;
}

const price = (slug: string, tier: string): string => formatMoney(offer(slug, tier).price);
const money = (amountMinor: number, like: Money): string => formatMoney({ amountMinor, currency: like.currency });

/** A figure as a pattern that will not match inside a larger figure ($168 but not $1680). */
const figure = (text: string): RegExp => new RegExp(`${text.replace(/[$.]/g, (c) => `\\${c}`)}(?![\\d,])`);

/** What moving one bought ticket up costs (the upgrade link), one ticket on its own line, no discount. */
function afterPurchaseUpgrade(slug: string, from: string, to: string): string {
  const f = offer(slug, from);
  const t = offer(slug, to);
  const minor = upgradeDifference({
    lineTotalMinor: f.price.amountMinor,
    quantity: 1,
    toPriceMinor: t.price.amountMinor,
    upgradePriceMinor: f.rule.upgrade?.tierKey === to ? f.rule.upgrade.priceMinor : null,
  });
  return money(minor, f.price);
}

/** What the cart's upgrade dialog charges for swapping a ticket still in the cart. */
function inCartUpgrade(slug: string, from: string, to: string): string {
  const f = offer(slug, from);
  return money(cartUpgradeDifference(f.price.amountMinor, offer(slug, to).price.amountMinor), f.price);
}

const MENTORSHIP_KEYS = ["mentorship_building", "mentorship_growth", "mentorship_elite"];
const cohort = describeMentorshipCohort(
  pickCohortTerms(
    seed.tiers.map((t) => ({
      key: t.key,
      billing: t.billing,
      subscriptionStartsOn: t.subscriptionStartsOn ?? null,
      minimumTermMonths: t.minimumTermMonths,
    })),
    MENTORSHIP_KEYS,
  ),
  CLOCK,
);

const auditionAgeOk = (age: number): boolean =>
  auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age, parentName: "A Parent", consent: true })
    .success;

export const heldoutFFacts = {
  seattleDate: event("seattle").dateText,
  seattleVenue: venue("seattle").name,
  seattleAddress: venue("seattle").address,
  hartfordDate: event("hartford").dateText,
  hartfordVenue: venue("hartford").name,
  bostonDate: event("boston").dateText,
  charlestonDate: event("charleston-wv").dateText,
  charlestonVenue: venue("charleston-wv").name,
  nhDate: event("new-hampshire").dateText,
  nhVenue: venue("new-hampshire").name,
  sherwoodDate: event("sherwood").dateText,
  londonDate: event("london").dateText,
  core: price("atlanta", "core"),
  pro: price("atlanta", "pro"),
  audition: price("atlanta", "audition_only"),
  londonCore: price("london", "core"),
  cypressClass: price("cypress", "masterclass_only"),
  boiseMasterclass: price("boise-nov-7", "masterclass_only"),
  boiseMasterclassDate: event("boise-nov-7").dateText,
  victoriaOneClass: price("victoria-bc", "victoria_one_class_only"),
  victoriaCore: price("victoria-bc", "core"),
  victoriaCoreEarly: money(percentOff(offer("victoria-bc", "core").price.amountMinor, 20), offer("victoria-bc", "core").price),
  victoriaProEarly: money(percentOff(offer("victoria-bc", "pro").price.amountMinor, 20), offer("victoria-bc", "pro").price),
  spokaneCore: price("spokane", "core_day1"),
  spokanePro: price("spokane", "pro"),
  sherwoodDay: price("sherwood", "core_day1"),
  sherwoodWeekend: price("sherwood", "weekend_pass"),
  sherwoodTwoDays: money(offer("sherwood", "core_day1").price.amountMinor + offer("sherwood", "core_day2").price.amountMinor, offer("sherwood", "core_day1").price),
  sherwoodPro: price("sherwood", "pro"),
  sherwoodBuilding: price("sherwood", "mentorship_building"),
  nhWeekend: price("new-hampshire", "nh_full_weekend"),
  nhBalance: price("new-hampshire", "nh_balance_payment"),
  nhVip: price("new-hampshire", "nh_protrack_vip"),
  orlandoCore: price("orlando", "core"),
  orlandoPro: price("orlando", "pro"),
  orlandoAfter: afterPurchaseUpgrade("orlando", "core", "pro"),
  orlandoCart: inCartUpgrade("orlando", "core", "pro"),
  standardAfter: afterPurchaseUpgrade("nashville", "core", "pro"),
  standardCart: inCartUpgrade("nashville", "core", "pro"),
  building: price("atlanta", "mentorship_building"),
  growth: price("atlanta", "mentorship_growth"),
  elite: price("atlanta", "mentorship_elite"),
  afdPrivate: price("acting-for-dancers", "afd_private_session"),
  afd3Pack: price("acting-for-dancers", "afd_3pack"),
  afdStarter: price("acting-for-dancers", "afd_starter"),
  afdSteady: price("acting-for-dancers", "afd_steady_growth"),
  maxCore: offer("atlanta", "core").maxPerOrder,
  maxBostonCore: offer("boston", "boston_core").maxPerOrder,
  fiveCoreTickets: money(offer("minneapolis", "core").price.amountMinor * 5, offer("minneapolis", "core").price),
  cohort,
  sixteenIsMinor: isMinor(16),
  eighteenIsMinor: isMinor(18),
  auditionAge4: auditionAgeOk(4),
  auditionAge5: auditionAgeOk(5),
} as const;

const F = heldoutFFacts;
const c = cohort;

// Common alternatives.
const NO: Fact = /\bno\b|\bnot\b|n't\b/i;
const YES: Fact = /\byes\b|\byou can\b|\bcan\b/i;
const FREE: readonly Fact[] = ["free", "no charge", /\$0(?![\d,])/, "no cost", "doesn't cost", "does not cost"];
const OPTIONAL: readonly Fact[] = ["optional", "not required", "don't have to", "do not have to", "your choice", "choose"];
const ALL_FINAL: readonly Fact[] = ["all sales are final", "sales are final", "non-refundable", "no refund", "can't refund", "cannot refund"];
const PARENT: readonly Fact[] = ["parent", "guardian"];
const MIN_TERM: readonly Fact[] = [`${c.minimumTermMonths}-month minimum`, `${c.minimumTermMonths} month minimum`, `minimum of ${c.minimumTermMonths}`, `${c.minimumTermMonths} months`, `minimum term`];

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutFSingleQuestions: readonly HeldoutFQuestion[] = [
  // prices and tickets
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "how much is the core experience in atlanta",
    expect: { includesAll: [figure(F.core)], excludes: [figure(F.pro)] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "whats the pro track cost for spokane?",
    expect: { includesAll: [figure(F.spokanePro)] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "price for a single class in cypress? my daughter just wants the masterclass not the whole day",
    expect: { includesAll: [figure(F.cypressClass)] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "victoria one class only ticket how much",
    expect: { includesAll: [figure(F.victoriaOneClass)] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "is there an early bird for victoria bc? what would core be with it",
    expect: { includesAll: [figure(F.victoriaCoreEarly), ["20%", "20 percent", "VICTORIAEARLY20"]] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "how much r tickets in london uk",
    expect: { includesAll: [figure(F.londonCore)] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "boise masterclass on nov 7, how much is just the masterclass?",
    expect: { includesAll: [figure(F.boiseMasterclass)] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "how much is the balance payment for the new hampshire weekend? i already paid a deposit",
    expect: { includesAll: [figure(F.nhBalance)] },
  },

  // dates and venues
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when is seattle and which studio is it at",
    expect: { includesAll: [["November 9", "Nov 9"], F.seattleVenue] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "whats the address for the charleston wv one",
    expect: { includesAll: ["1200 Quarrier St"] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is hartford in january? what date exactly",
    expect: { includesAll: [["January 18", "Jan 18"]], excludes: ["January 24"] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "where in madison wi is it held?",
    expect: { includesAll: [["coming soon", "not confirmed", "being confirmed", "still being", "not yet", "TBA", "to be announced"]], excludes: ["Treasure Valley", "North Loop"] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when is the london date",
    expect: { includesAll: [["To Be Determined", "TBD", "not set", "not yet", "not been set", "hasn't been set", "to be announced"]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "which days is sherwood oregon, is it one day or two",
    expect: { includesAll: [["January 24", "Jan 24"], ["25"]] },
  },

  // schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "what time do the juniors check in at orlando",
    expect: { includesAll: [/9(:00)?\s?a\.?m/i] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "orlando - what time does the older group start, my son is 14",
    expect: { includesAll: [/2:30\s?p\.?m|2:45\s?p\.?m|3(:00)?\s?p\.?m/i] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "how early should we get there on the day",
    expect: { includesAll: [["15 minutes", "fifteen minutes"]] },
  },

  // ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my son is 4, can i register him for the audition?",
    expect: { includesAll: [NO, /\b5\b|five/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "im 16 do i need my mom to sign anything to register",
    expect: { includesAll: [/\byes\b|\bneed\b|\brequire/i, PARENT, ["under 18", "under eighteen", "minor"]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "i'm 18, do i still need a parent's name on the form?",
    expect: { includesAll: [NO, ["under 18", "18", "adult"]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my daughter is 12, which group is she in at orlando?",
    expect: { includesAll: [["12 to adult", "Seniors"]], excludes: ["12 and under"] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "is it only for advanced dancers? mine is recreational",
    expect: { includesAll: [["all levels", "every level", "all ages, all levels", "recreational"]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can anyone sign up for the new hampshire weekend? we're not from that studio",
    expect: { includesAll: [NO, ["Granite Stage", "private"]] },
  },

  // auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "does the audition cost extra?",
    expect: { includesAll: [FREE] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "can my kid just do the audition and skip the classes",
    expect: { includesAll: [YES, ["Audition Only", "audition alone", "only the audition"]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "do we have to stay for the audition after class or is it optional",
    expect: { includesAll: [OPTIONAL] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if she auditions is she guaranteed a part in something?",
    expect: { includesAll: [NO, ["not guarantee", "doesn't guarantee", "does not guarantee", "no guarantee", "isn't guaranteed", "not guaranteed"]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "do i need a headshot to audition",
    expect: { includesAll: [NO, ["not required", "isn't required", "don't need", "do not need", "neither is required", "plain wall", "photo"]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "we cant make any of the tour dates, is there another way to be seen?",
    expect: { includesAll: [["Submit Talent", "submit-talent", "submission"]] },
  },

  // policies
  {
    kind: "single",
    topic: "policies",
    ask: "can i get a refund if my daughter gets sick and cant come?",
    expect: { includesAll: [NO, ALL_FINAL] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "what happens if you guys cancel the event",
    expect: { includesAll: [["full refund"]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "the date of our city moved, what are my options?",
    expect: { includesAll: [["48 hours", "48-hour", "forty-eight"], ["refund"], ["credit", "new date"]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "does a credit expire? and can i use a US credit at victoria?",
    expect: { includesAll: [["never expire", "doesn't expire", "does not expire", "no expiry", "no expiration"], ["currency", "CAD", "Canadian"]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "how long until we get the video clips after the event",
    expect: { includesAll: [["four weeks", "4 weeks"]] },
  },

  // bring and expect
  {
    kind: "single",
    topic: "bring and expect",
    ask: "what shoes should my son bring",
    expect: { includesAll: [["sneakers"], ["jazz shoes"]] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "what should she wear? any colors to avoid",
    expect: { includesAll: [["fitted", "solid"], ["logos", "busy prints", "prints"]] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "do we need to pack lunch?",
    expect: { includesAll: [/\byes\b|\bbring\b|\bpack\b/i, ["lunch", "snacks"]] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "what styles do they teach during the day",
    expect: { includesAll: ["jazz", "street", "theater", "funk"] },
  },

  // teachers and city classes
  {
    kind: "single",
    topic: "teachers and city classes",
    ask: "who teaches the contemporary class in boston",
    expect: { includesAll: ["Liora Vantassel"] },
  },
  {
    kind: "single",
    topic: "teachers and city classes",
    ask: "is there a stunts class at spokane?",
    expect: { includesAll: [["Stunts for Dancers", "stuntwoman"]], excludes: [/\bno\b/i] },
  },

  // upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "i already bought core for orlando, how much to upgrade to pro track now",
    expect: { includesAll: [figure(F.orlandoAfter)], excludes: [figure(F.orlandoCart)] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "core is in my cart for orlando, how much more to switch it to pro track before i pay",
    expect: { includesAll: [figure(F.orlandoCart)], excludes: [figure(F.orlandoAfter)] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how do i upgrade a ticket i already bought for nashville? how long does the link work",
    expect: { includesAll: [["14 days", "fourteen days"], ["email", "link"]] },
  },

  // mentorship and acting
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "what are the mentorship levels and prices",
    expect: { includesAll: ["Building", "Pro / Growth", "Elite Circle", figure(F.building), figure(F.growth), figure(F.elite)] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "when does mentorship start if i sign up today",
    expect: { includesAll: [[c.start, "December 1"]] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "can i cancel mentorship after 1 month?",
    expect: { includesAll: [NO, MIN_TERM] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "acting for dancers whats the cheapest option",
    expect: { includesAll: [["Private Session"], figure(F.afdPrivate)] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "how long do i have to use the acting 3 pack",
    expect: { includesAll: [["90 days", "ninety days"]] },
  },

  // group buying
  {
    kind: "single",
    topic: "group buying",
    ask: "im a studio owner, can i buy tickets for 15 of my dancers in one order for boston?",
    expect: { includesAll: [/\bno\b|n't\b|\bnot\b|at most|up to|maximum|limit/i, new RegExp(`\\b${F.maxBostonCore}\\b`), ["per order", "one order", "each order", "two orders", "separate orders", "second order"]] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "buying for 3 kids, do i put all their names in at checkout?",
    expect: { includesAll: [["after", "registration link", "register your students", "later"]] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "how much for 5 core tickets in minneapolis",
    expect: { includesAll: [figure(F.fiveCoreTickets)] },
  },

  // similar names
  {
    kind: "single",
    topic: "similar names",
    ask: "is the pro track ticket the same thing as the pro / growth mentorship?",
    expect: { includesAll: [NO, ["month", "monthly", "subscription"]] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "in new hampshire is the pro track vip upgrade the same as the full weekend pass?",
    expect: { includesAll: [NO, ["add-on", "add on", "upgrade", "on top", "requires", "need"], figure(F.nhVip)] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "sherwood: weekend pass or two single days, which is cheaper?",
    expect: { includesAll: [["weekend pass"], figure(F.sherwoodWeekend)] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site does not know; a right reply is the "not sure" answer

export const heldoutFOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather going to be like in seattle on nov 9", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there free parking near the nashville studio?", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a hotel close to the boston venue", expect: { notSure: true } },
  { kind: "off-topic", ask: "good places to eat near the orlando studio for lunch?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell dance shoes or costumes?", expect: { notSure: true } },
  { kind: "off-topic", ask: "does the hartford studio offer weekly ballet classes my kid could join", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you help my daughter with her math homework", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats the best airport to fly into for spokane and how much are flights", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on the earlier ones

export const heldoutFConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent picks a city, then asks its price and the age rule",
    turns: [
      { ask: "hi when is the hartford one", expect: { includesAll: [["January 18", "Jan 18"]] } },
      { ask: "and where is it held", expect: { includesAll: [F.hartfordVenue] } },
      { ask: "how much would pro track be there for my 11 yr old", expect: { includesAll: [figure(price("hartford", "pro"))] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria in Canadian dollars, then a switch to Seattle",
    turns: [
      { ask: "how much is core experience in victoria", expect: { includesAll: [figure(F.victoriaCore)] } },
      { ask: "and with the early bird code?", expect: { includesAll: [figure(F.victoriaCoreEarly)] } },
      { ask: "ok what about seattle instead, same ticket", expect: { includesAll: [figure(price("seattle", "core"))], excludes: ["C$"] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship: a level, its billing, then its minimum",
    turns: [
      { ask: "tell me about the elite circle mentorship", expect: { includesAll: [figure(F.elite), ["month", "monthly"]] } },
      { ask: "when would i be charged next after the first payment", expect: { includesAll: [[c.recurringFrom, "January 1"]] } },
      { ask: "can i stop it after december?", expect: { includesAll: [NO, MIN_TERM] } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner buying for a group at Spokane",
    turns: [
      { ask: "i run a studio and want to bring a group to spokane, what tickets are there", expect: { includesAll: [["Core", "Day 1"], ["Pro Track"]] } },
      { ask: "whats the most i can buy in one order", expect: { includesAll: [new RegExp(`\\b${offer("spokane", "core_day1").maxPerOrder}\\b`)] } },
      { ask: "and the core one costs?", expect: { includesAll: [figure(F.spokaneCore)], excludes: [figure(F.spokanePro)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Audition alone, then the parent rule, then what to bring",
    turns: [
      { ask: "can my son do only the audition in savannah", expect: { includesAll: [YES, ["Audition Only", "audition alone", "only the audition"]] } },
      { ask: "does it cost anything", expect: { includesAll: [FREE] } },
      { ask: "he's 15, do i need to be there or sign something", expect: { includesAll: [PARENT, ["consent", "name"]] } },
    ],
  },
];

export const heldoutFQuestionCount =
  heldoutFSingleQuestions.length + heldoutFOffTopicQuestions.length + heldoutFConversations.reduce((n, conv) => n + conv.turns.length, 0);
