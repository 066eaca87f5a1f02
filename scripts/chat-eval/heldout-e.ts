/**
 * Held-out set E of the chat assistant (issue 40): written after the answerer's code froze at 1987e99,
 * from the spec, the seed catalog, the site's content files and the forms' own validation, by someone
 * who never read the answerer, its docs or any evaluation set's questions. Scored once; its questions
 * are never read while the answerer is changed.
 *
 * Catalog facts are computed from the seed with the site's own functions (seedOffers, formatMoney,
 * percentOff, upgradeDifference, cartUpgradeDifference); eligibility comes from the audition and
 * checkout forms' zod schemas and isMinor; mentorship terms from pickCohortTerms and
 * describeMentorshipCohort at the eval clock. Copy facts are short phrases a right answer contains,
 * with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { auditionAgeGroup, isMinor } from "~/domain/age-groups";
import { describeMentorshipCohort, pickCohortTerms } from "~/domain/mentorship-cohort";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { cartUpgradeDifference, upgradeDifference, UPGRADE_LINK_DAYS } from "~/domain/ticket-upgrade";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { studentSchema } from "~/features/checkout/orders/checkout-schema";
import type { Conversation, Expectation, Fact, FactOrAlternatives, OffTopicQuestion } from "./independent-set";
import { seed, seedEvent as event, seedOffer as offer, EVAL_CLOCK as CLOCK } from "./seed-facts";

export type HeldoutETopic =
  | "prices and tickets"
  | "dates and venues"
  | "schedule"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "bring and the day"
  | "teachers and city classes"
  | "upgrades"
  | "mentorship and acting"
  | "group buying"
  | "similar names";

export interface HeldoutEQuestion {
  kind: "single";
  topic: HeldoutETopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced as the site prices them


/** A price as the site prints it; for Canadian dollars also the bare "$227" a reply may write. */
function shown(m: Money): FactOrAlternatives {
  const s = formatMoney(m);
  if (m.currency !== "CAD") return s;
  const digits = s.replace(/^[^\d]*/, "");
  return [s, `$${digits}`, `${digits} CAD`];
}
const price = (slug: string, tier: string): FactOrAlternatives => shown(offer(slug, tier).price);
const minor = (slug: string, tier: string): number => offer(slug, tier).price.amountMinor;
const inCurrency = (slug: string, amountMinor: number): FactOrAlternatives => shown({ amountMinor, currency: event(slug).currency });
/** The plain figure with any currency sign, for a "$" that must not be confused with another one. */
const asText = (f: FactOrAlternatives): string => (typeof f === "string" ? f : String(Array.isArray(f) ? f[0] : f));

// Standard tour stop (Nashville) and its upgrade, in the cart and after buying.
const nashvilleCore = price("nashville", "core");
const nashvillePro = price("nashville", "pro");
const nashvilleCartUp = inCurrency("nashville", cartUpgradeDifference(minor("nashville", "core"), minor("nashville", "pro")));

// Orlando: its own prices and a set upgrade price after buying.
const orlandoCore = price("orlando", "core");
const orlandoPro = price("orlando", "pro");
const orlandoCoreOffer = offer("orlando", "core");
const orlandoAfterUp = inCurrency(
  "orlando",
  upgradeDifference({
    lineTotalMinor: orlandoCoreOffer.price.amountMinor,
    quantity: 1,
    toPriceMinor: minor("orlando", "pro"),
    upgradePriceMinor: orlandoCoreOffer.rule.upgrade?.priceMinor ?? null,
  }),
);
const orlandoCartUp = inCurrency("orlando", cartUpgradeDifference(minor("orlando", "core"), minor("orlando", "pro")));

// Savannah after buying, no set upgrade price: the difference of what one ticket paid.
const savannahAfterUp = inCurrency(
  "savannah",
  upgradeDifference({
    lineTotalMinor: minor("savannah", "core") * 2,
    quantity: 2,
    toPriceMinor: minor("savannah", "pro"),
    upgradePriceMinor: offer("savannah", "core").rule.upgrade?.priceMinor ?? null,
  }),
);

// Boise's masterclass evening, Cypress's class-only ticket, Canada.
const boiseClass = price("boise-nov-7", "masterclass_only");
const boiseCore7 = price("boise-nov-7", "core");
const boiseCore8 = price("boise", "core");
const cypressClass = price("cypress", "masterclass_only");
const victoriaOneClass = price("victoria-bc", "victoria_one_class_only");
const victoriaCore = price("victoria-bc", "core");
const victoriaCoreEarly = inCurrency("victoria-bc", percentOff(minor("victoria-bc", "core"), 20));
const niagaraCore = price("niagara-falls", "core");
const niagaraBuilding = price("niagara-falls", "mentorship_building");

// Weekends: Sherwood, Hudson NH; Spokane's single day.
const sherwoodDay = price("sherwood", "core_day1");
const sherwoodWeekend = price("sherwood", "weekend_pass");
const sherwoodPro = price("sherwood", "pro");
const sherwoodTwoDays = inCurrency("sherwood", minor("sherwood", "core_day1") + minor("sherwood", "core_day2"));
const nhVip = price("new-hampshire", "nh_protrack_vip");
const nhBalance = price("new-hampshire", "nh_balance_payment");
const nhWeekend = price("new-hampshire", "nh_full_weekend");
const spokaneCore = price("spokane", "core_day1");
const spokanePro = price("spokane", "pro");

// Boston's own tiers.
const bostonCore = price("boston", "boston_core");
const bostonPro = price("boston", "boston_pro_track");

// Group buying: the per-order limit of a ticket, and a group's total.
const nashvilleMax = offer("nashville", "core").maxPerOrder;
const cypressMax = offer("cypress", "pro").maxPerOrder;
const sixCoresSarasota = inCurrency("sarasota", minor("sarasota", "core") * 6);

// Mentorship and Acting for Dancers.
const building = price("nashville", "mentorship_building");
const growth = price("nashville", "mentorship_growth");
const elite = price("nashville", "mentorship_elite");
const cohort = describeMentorshipCohort(
  pickCohortTerms(
    seed.tiers.map((t) => ({
      key: t.key,
      billing: t.billing,
      subscriptionStartsOn: t.subscriptionStartsOn ?? null,
      minimumTermMonths: t.minimumTermMonths ?? 0,
    })),
    ["mentorship_building", "mentorship_growth", "mentorship_elite"],
  ),
  CLOCK,
);
const afdPrivate = price("acting-for-dancers", "afd_private_session");
const afd3 = price("acting-for-dancers", "afd_3pack");
const afdStarter = price("acting-for-dancers", "afd_starter");
const afdSteady = price("acting-for-dancers", "afd_steady_growth");

// Eligibility from the forms' own schemas.
const auditionBase = { fullName: "Test Dancer", email: "dancer@example.com", phone: "555 0100", consent: true as const };
const auditionAccepts = (age: number) => auditionFormSchema.safeParse({ ...auditionBase, age, parentName: "Parent Name" }).success;
const auditionAgeMin = [3, 4, 5, 6].find(auditionAccepts);
const fourYearOldCanAudition = auditionAccepts(4);
const seventeenIsMinor = isMinor(17);
const eighteenIsMinor = isMinor(18);
const twelveGroup = auditionAgeGroup(12);
const thirteenGroup = auditionAgeGroup(13);
const classAccepts = (age: number) => studentSchema.safeParse({ fullName: "Test Dancer", age, parentName: "Parent Name", guardianConsent: true }).success;
const fourYearOldCanTakeClass = classAccepts(4);

/** Every computed fact, printed once by the author to check it against the pages. */
export const heldoutEFacts = {
  nashvilleCore,
  nashvillePro,
  nashvilleCartUp,
  orlandoCore,
  orlandoPro,
  orlandoAfterUp,
  orlandoCartUp,
  savannahAfterUp,
  boiseClass,
  boiseCore7,
  boiseCore8,
  cypressClass,
  victoriaOneClass,
  victoriaCore,
  victoriaCoreEarly,
  niagaraCore,
  niagaraBuilding,
  sherwoodDay,
  sherwoodWeekend,
  sherwoodPro,
  sherwoodTwoDays,
  nhVip,
  nhBalance,
  nhWeekend,
  spokaneCore,
  spokanePro,
  bostonCore,
  bostonPro,
  nashvilleMax,
  cypressMax,
  sixCoresSarasota,
  building,
  growth,
  elite,
  cohort,
  afdPrivate,
  afd3,
  afdStarter,
  afdSteady,
  auditionAgeMin,
  fourYearOldCanAudition,
  seventeenIsMinor,
  eighteenIsMinor,
  twelveGroup,
  thirteenGroup,
  fourYearOldCanTakeClass,
  upgradeLinkDays: UPGRADE_LINK_DAYS,
};

// Phrases.
const YES: Fact = /\b(?:yes|yep|absolutely|of course|sure)\b/i;
/** The per-order limit as a number, not a clock time such as 10:00. */
const limit = (n: number): Fact => new RegExp(`\\b${n}\\b(?!:)`);
const NO: Fact = /\bno\b|\bnot\b|\bcan't\b|\bcannot\b|\bisn't\b|\bdon't\b/i;
const FREE: FactOrAlternatives = ["free", "no charge", "$0", "no cost", "doesn't cost", "does not cost"];
const OPTIONAL: FactOrAlternatives = ["optional", "don't have to", "do not have to", "not required", "your choice", "if you want"];
const PARENT: FactOrAlternatives = ["parent", "guardian"];
const FINAL: FactOrAlternatives = ["final", "non-refundable", "no refund", "not refundable", "don't refund", "can't refund"];
const MONTHLY: FactOrAlternatives = ["month", "/mo"];
const MIN_TERM: FactOrAlternatives = [`${cohort.minimumTermMonths}-month`, `${cohort.minimumTermMonths} month`, "three month", "three-month"];

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutESingleQuestions: readonly HeldoutEQuestion[] = [
  // Prices and tickets
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "how much is the core experience in nashville",
    expect: { includesAll: [nashvilleCore], excludes: [asText(orlandoCore)] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "orlando pro track price pls",
    expect: { includesAll: [orlandoPro], excludes: [asText(nashvillePro)] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "whats the cheapest way to do the boise masterclass on nov 7, just one class?",
    expect: { includesAll: [boiseClass] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "is there a just one class ticket in cypress tx and how much",
    expect: { includesAll: [cypressClass] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "victoria bc one class only ticket cost? is that canadian dollars",
    expect: { includesAll: [victoriaOneClass, ["CAD", "C$", "CA$", "Canadian"]] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "core experience niagara falls how much",
    expect: { includesAll: [niagaraCore], excludes: [asText(nashvilleCore)] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "if i use the early bird code VICTORIAEARLY20 on a core ticket in victoria what do i pay",
    expect: { includesAll: [victoriaCoreEarly, ["20%", "20 percent"]] },
  },
  // Dates and venues
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when is savannah",
    expect: { includesAll: [/october 26|oct\.? 26|10\/26/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "which studio is the nashville one at",
    expect: { includesAll: [["Music Row Dance Works", "1812 Division St"]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "charleston wv date + where",
    expect: { includesAll: [/february 28|feb\.? 28|2\/28/i, ["Kanawha Dance Center", "1200 Quarrier St"]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when r u coming to london",
    expect: { includesAll: [["to be determined", "tbd", "not set", "not been set", "no date", "not yet", "not announced", "not scheduled"]] },
  },
  // Schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "what time is check in for the seniors in seattle",
    expect: { includesAll: [/\b2:00\s?PM\b|\b2\s?pm\b/i], excludes: ["9:30 AM", "2:30 PM check"] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "hartford juniors start time? my daughter is 10",
    expect: { includesAll: ["10:00"] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "how late does the nov 7 boise thing go for the older group",
    expect: { includesAll: [["8:00", "8 PM", "8pm"]] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "niagara falls, which door do we go in",
    expect: { includesAll: [["back of the building", "back entrance", "entrance at the back", "rear"]] },
  },
  // Ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my son is 13, does he dance with juniors or seniors",
    expect: { includesAll: [/senior/i, ["13 and up", "13+", "13 and older"]], excludes: [/\bhe (?:is|would be|will be) (?:in|with) (?:the )?juniors\b/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can a 4 year old register for the audition",
    expect: { includesAll: [NO, ["5", "five"]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "im 17 do i need my mom to sign anything",
    expect: { includesAll: [YES, PARENT, ["under 18", "under eighteen", "minor"]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "i'm 18 do i still need a parent guardian name on the form?",
    expect: { includesAll: [NO, ["under 18", "under eighteen", "minor", "18 and over", "18 or older", "adult"]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "is the hudson nh weekend open to anyone? we're not at granite stage",
    expect: { includesAll: [NO, ["Granite Stage", "private"], ["students and alumni", "students", "alumni"]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "orlando - my son just turned 12, is he with the little kids or the older group",
    expect: { includesAll: [["12 to adult", "12-to-adult", "12 and up", "12 and older", "12+", "twelve and up", "older group"]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my 4yo is obsessed w dance, can she take the class at the atlanta stop? not audition just class",
    expect: { includesAll: [[YES, "all ages", "every age"]], excludes: [/\btoo young\b/i] },
  },
  // Auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "does the audition cost extra on top of the core ticket",
    expect: { includesAll: [NO, FREE, OPTIONAL] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "can my kid ONLY do the audition and skip the classes??",
    expect: { includesAll: [YES, ["Audition Only"], FREE] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if she auditions is she guaranteed a part in something",
    expect: { includesAll: [NO, ["guarantee"]] },
  },
  // Policies
  {
    kind: "single",
    topic: "policies",
    ask: "can i get my money back if we cant go anymore",
    expect: { includesAll: [FINAL], excludes: [/\bfull refund\b(?![^.]*cancel)/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "what if you guys move the date of my event",
    expect: { includesAll: [["48 hours", "48-hour", "48 hrs"], ["credit", "refund"]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "what happens to my ticket if you cancel the atlanta event",
    expect: { includesAll: [["full refund"]] },
  },
  // Bring and the day
  {
    kind: "single",
    topic: "bring and the day",
    ask: "what shoes should she bring",
    expect: { includesAll: [["sneakers", "sneaker"], ["jazz shoes", "jazz shoe"]] },
  },
  {
    kind: "single",
    topic: "bring and the day",
    ask: "do i need a headshot and resume to audition?",
    expect: { includesAll: [NO, ["not required", "neither is required", "don't need", "do not need", "optional", "if you have"]] },
  },
  {
    kind: "single",
    topic: "bring and the day",
    ask: "how long till we get the videos after",
    expect: { includesAll: [["four weeks", "4 weeks"]] },
  },
  // Teachers and city classes
  {
    kind: "single",
    topic: "teachers and city classes",
    ask: "who teaches the contemporary class in boston",
    expect: { includesAll: ["Liora Vantassel"] },
  },
  {
    kind: "single",
    topic: "teachers and city classes",
    ask: "is there a stunt class in spokane",
    expect: { includesAll: [YES, ["Stunts for Dancers", "stunt"]], includesAny: ["stuntwoman", "Stunts for Dancers"] },
  },
  {
    kind: "single",
    topic: "teachers and city classes",
    ask: "sherwood sunday - do the little ones dance with the teens or separate",
    expect: { includesAll: [["separate", "split", "Juniors"]], includesAny: ["12 and under", "13 and up", "Juniors and Seniors"] },
  },
  {
    kind: "single",
    topic: "teachers and city classes",
    ask: "heard the boston ticket comes with something for acting? what is it",
    expect: { includesAll: [["free month", "month of Acting for Dancers", "one month"], "Acting for Dancers"] },
  },
  // Upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "i already bought core in orlando, how much to upgrade to pro track now",
    expect: { includesAll: [orlandoAfterUp], excludes: [asText(orlandoCartUp)] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "core is in my cart for nashville, what's the difference to switch it to pro",
    expect: { includesAll: [nashvilleCartUp] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "we bought 2 core tix for savannah last week, what does upgrading one of them to pro cost",
    expect: { includesAll: [savannahAfterUp] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how long does the upgrade link work",
    expect: { includesAll: [[`${UPGRADE_LINK_DAYS} days`, "two weeks"]] },
  },
  // Mentorship and acting
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "what are the mentorship levels and prices",
    expect: { includesAll: ["Building", "Growth", "Elite Circle", building, growth, elite, MONTHLY] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "can i do mentorship for just one month and cancel",
    expect: { includesAll: [NO, MIN_TERM] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "when does mentorship actually start if i sign up today",
    expect: { includesAll: [cohort.start === "" ? "purchase" : [cohort.start, /\bdec(?:ember|\.)? 1(?:st)?\b/i]] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "acting for dancers private session how much and how long",
    expect: { includesAll: [afdPrivate, ["50-minute", "50 minute", "50 min"]] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "is the acting for dancers steady growth path a monthly subscription?",
    expect: { includesAll: [NO, ["one-time", "one time"], afdSteady] },
  },
  // Group buying
  {
    kind: "single",
    topic: "group buying",
    ask: "i own a studio and want to buy core tickets for 6 of my dancers for sarasota, total?",
    expect: { includesAll: [sixCoresSarasota] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "max number of tickets per order? bringing 14 students to nashville",
    expect: { includesAll: [limit(nashvilleMax)], includesAny: [/more than one order|two orders|separate orders|second order|another order|email/i] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "do i have to type every kid's name before i pay? i dont have them all yet",
    expect: { includesAll: [NO, ["after", "later"], ["link", "email"]] },
  },
  // Similar names
  {
    kind: "single",
    topic: "similar names",
    ask: "is pro track the same thing as the pro / growth mentorship",
    expect: { includesAll: [NO, MONTHLY, ["ticket", "one-time", "one time", "in person", "in-person"]] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "sherwood: is the VIP upgrade the same as the weekend pass?",
    expect: {
      includesAll: [NO, sherwoodWeekend],
      excludes: [asText(nhVip)],
    },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "hudson nh pro track vip upgrade, can i buy it by itself",
    expect: { includesAll: [NO, ["Full Weekend Pass", "weekend pass", "Balance Payment", "balance"]], includesAny: [asText(nhVip)] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "sherwood weekend pass vs buying saturday and sunday separate, which is cheaper",
    expect: { includesAll: [["weekend pass", "Full Weekend Pass"], sherwoodWeekend, [asText(sherwoodTwoDays), asText(sherwoodDay)]] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: every one must get the not-sure answer

export const heldoutEOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather gonna be like in boise nov 7", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there parking at the orlando studio, is it free", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good hotels near the savannah venue?", expect: { notSure: true } },
  { kind: "off-topic", ask: "where should we eat lunch near the cypress studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell ballet pointe shoes or dancewear", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you do private choreography for my studio's competition solo", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats the best airport to fly into for the victoria bc event", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you offer babysitting for younger siblings during the nashville day", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on earlier ones

export const heldoutEConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent of a 12-year-old in Orlando",
    turns: [
      { ask: "hi my daughter is 12, how much is orlando", expect: { includesAll: [orlandoCore] } },
      { ask: "and the more expensive one?", expect: { includesAll: [orlandoPro], excludes: [asText(nashvillePro)] } },
      { ask: "if we buy the cheaper one now can we move up later, how much", expect: { includesAll: [YES, orlandoAfterUp] } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner bringing a group to Cypress",
    turns: [
      { ask: "studio owner here, looking at cypress tx for my team", expect: { includesAll: [/november 30|nov\.? 30|11\/30/i] } },
      { ask: "whats the most i can put in one order for pro track", expect: { includesAll: [limit(cypressMax)] } },
      {
        ask: "a few of them only want one class, is there something cheaper",
        expect: { includesAll: [YES, cypressClass], excludes: [asText(victoriaOneClass)] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A dancer weighing mentorship",
    turns: [
      { ask: "tell me about the mentorship", expect: { includesAll: ["Building", "Elite Circle", MONTHLY] } },
      { ask: "how much is the cheapest level", expect: { includesAll: [building], excludes: [asText(elite)] } },
      {
        ask: "and can i stop it after the first month",
        expect: { includesAll: [NO, MIN_TERM], includesAny: [cohort.minimumLastMonth, cohort.minimumMonths, "minimum"] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Switching from Boise's class to Boise's full day",
    turns: [
      { ask: "boise nov 7 masterclass how much", expect: { includesAll: [boiseClass] } },
      { ask: "whats the other boise date", expect: { includesAll: [/november 8|nov\.? 8|11\/8/i] } },
      { ask: "and core there?", expect: { includesAll: [boiseCore8], excludes: [asText(boiseCore7)] } },
    ],
  },
  {
    kind: "conversation",
    title: "A Sherwood weekend, then the audition",
    turns: [
      { ask: "sherwood oregon dates?", expect: { includesAll: [/january 24/i, /25/] } },
      { ask: "price for just saturday", expect: { includesAll: [sherwoodDay], excludes: [asText(sherwoodPro)] } },
      { ask: "is the audition extra for that", expect: { includesAll: [NO, FREE], excludes: [asText(nhVip)] } },
    ],
  },
];

export const heldoutEQuestionCount =
  heldoutESingleQuestions.length + heldoutEOffTopicQuestions.length + heldoutEConversations.reduce((n, c) => n + c.turns.length, 0);
