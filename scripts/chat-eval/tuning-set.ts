/**
 * The tuning set of the chat assistant (issue 40): the one set the answerer may be tuned on. Written
 * from the spec, the seed catalog, the site's content files and the forms' own validation, without
 * reading the answerer or its evaluation runner's internals.
 *
 * It aims at the categories issue 40 lists: yes/no and either/or questions (the reply must carry the
 * yes or no, or the side of the choice), off-topic questions that name a real city or product (the
 * reply is "not sure" and quotes no price), products with similar names (Pro Track vs Pro / Growth,
 * the VIP upgrade vs the weekend pass), eligibility (the audition's ages from the form's schema,
 * optional, without the intensive), facts in one city's own copy, group buying, and upgrade prices as
 * the cart and the upgrade link compute them.
 *
 * Catalog facts are computed from the seed with the same pricing functions the site uses
 * (seedOffers, formatMoney, percentOff, upgradeDifference); eligibility comes from the audition
 * form's zod schema; copy facts are short phrases a good answer contains, with alternatives.
 * Visitors' wording on purpose: lowercase, typos, short. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { catalog } from "../../seed/catalog";
import { site } from "~/content/site";
import { scheduleCopy } from "~/content/schedule";
import { isMinor } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { UPGRADE_LINK_DAYS, upgradeDifference } from "~/domain/ticket-upgrade";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { seedOffers } from "~/features/catalog/seed-offers";
import { catalogSeedSchema } from "~/features/catalog/seed-types";
import type { Conversation, Expectation, Fact, FactOrAlternatives, OffTopicQuestion } from "./independent-set";

export type TuningTopic =
  | "yes or no"
  | "either or"
  | "similar names"
  | "eligibility"
  | "city copy"
  | "group buying"
  | "upgrade prices"
  | "not offered";

export interface TuningQuestion {
  kind: "single";
  topic: TuningTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed catalog, priced the way the site prices them

const seed = catalogSeedSchema.parse(catalog);

function event(slug: string) {
  const e = seed.events.find((x) => x.slug === slug);
  if (!e) throw new Error(`no event ${slug} in the catalog`);
  return e;
}

function offer(slug: string, tier: string) {
  const o = seedOffers(seed, event(slug)).find((x) => x.tierKey === tier);
  if (!o) throw new Error(`${slug} does not sell ${tier}`);
  return o;
}

/** An offer's price as the site shows it ('$168', 'C$227', '£133'). */
const price = (slug: string, tier: string): string => formatMoney(offer(slug, tier).price);

/** A sum of money in an event's currency, shown as the site shows it. */
const money = (slug: string, amountMinor: number): string => formatMoney({ amountMinor, currency: event(slug).currency } as Money);

/** `n` tickets of a tier, as the cart totals them (price × quantity, no discount). */
const times = (slug: string, tier: string, n: number): string => money(slug, offer(slug, tier).price.amountMinor * n);

/** A tier's listed (base) price in US dollars. */
function listed(tier: string): string {
  const t = seed.tiers.find((x) => x.key === tier);
  if (!t) throw new Error(`no tier ${tier}`);
  return formatMoney({ amountMinor: Math.round(t.basePrice * 100), currency: "USD" });
}

/** What the cart's upgrade offer says accepting costs: the higher tier's price less the one in the cart. */
function inCartUpgrade(slug: string, from: string, to: string): string {
  return money(slug, Math.max(0, offer(slug, to).price.amountMinor - offer(slug, from).price.amountMinor));
}

/** What the upgrade link charges for one already-bought ticket (paid at its full price). */
function boughtUpgrade(slug: string, from: string, to: string): string {
  const f = offer(slug, from);
  const rule = f.rule.upgrade;
  return money(
    slug,
    upgradeDifference({
      lineTotalMinor: f.price.amountMinor,
      quantity: 1,
      toPriceMinor: offer(slug, to).price.amountMinor,
      upgradePriceMinor: rule && rule.tierKey === to ? rule.priceMinor : null,
    }),
  );
}

/**
 * Orlando's two upgrade figures: what the cart's offer charges for a Core in the cart (the difference)
 * and what the upgrade link charges for a bought Core (the offer's own upgrade price). An in-cart
 * answer must not quote the bought-ticket figure, where the two differ.
 */
const ORLANDO_IN_CART = inCartUpgrade("orlando", "core", "pro");
const ORLANDO_BOUGHT = boughtUpgrade("orlando", "core", "pro");
const notTheBoughtFigure: Fact[] = ORLANDO_BOUGHT === ORLANDO_IN_CART ? [] : [ORLANDO_BOUGHT];

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** An event's first day: 'November 15', 'Nov 15' or '15 November'. */
function day(slug: string): FactOrAlternatives {
  const d = event(slug).startsOn;
  if (!d) throw new Error(`${slug} has no date`);
  const [, m, dd] = d.split("-").map(Number) as [number, number, number];
  const month = MONTHS[m - 1] ?? "";
  return [new RegExp(`\\b${month} ${dd}\\b`, "i"), new RegExp(`\\b${month.slice(0, 3)}\\.? ${dd}\\b`, "i"), new RegExp(`\\b${dd} ${month}\\b`, "i")];
}

/** The age group a dancer of `age` trains in at an event, by its schedule's age-group headings. */
function ageGroupAt(slug: string, age: number): FactOrAlternatives {
  const scheme = event(slug).page.schedule.ageGroups;
  const labels = scheduleCopy.ageGroups[scheme];
  const juniorsUpTo = scheme === "eleven_and_twelve_plus" ? 11 : 12;
  const label = age <= juniorsUpTo ? labels.juniors : labels.seniors;
  // 'Seniors (12 to adult)' → 'Seniors', '12 to adult'
  const [name, ages] = [label.replace(/\s*\(.*$/, ""), /\((.*)\)/.exec(label)?.[1] ?? label];
  return [ages, new RegExp(`\\b${name}\\b`)];
}

/** The phrase the schedule shows while it is not final, when that event shows it. */
function scheduleStatus(slug: string): FactOrAlternatives {
  if (!event(slug).page.schedule.showWorkInProgressNote) throw new Error(`${slug} shows no work-in-progress note`);
  return [/work in progress|not (?:yet )?final|finali[sz]ed closer|closer to the event|may change|could change/i];
}

/** The city names (before the comma) of the events whose page lists Stunts for Dancers. */
const STUNTS_CITIES: FactOrAlternatives[] = seed.events
  .filter((e) => e.page.whatToExpect !== "base" && e.hasPage !== false)
  .map((e) => {
    const city = e.cityName.split(",")[0] ?? e.cityName;
    return e.slug === "new-hampshire" ? [city, "New Hampshire"] : city;
  });

/** Where to park, from a venue's own "getting there" notes ('park in the rear lot' → 'rear lot'). */
function parking(slug: string): Fact {
  const notes = seed.venues.find((x) => x.key === event(slug).venue)?.notes ?? "";
  const where = /park (?:in|at|on) (?:the )?([^.;,]+)/i.exec(notes)?.[1];
  if (!where) throw new Error(`${slug}'s venue notes say nothing about parking`);
  return new RegExp(escape(where), "i");
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const opportunity = (slug: string) => {
  const o = seed.opportunities.find((x) => x.slug === slug);
  if (!o) throw new Error(`no opportunity ${slug}`);
  return o;
};
/** The youngest age an opportunity's details name ('Ages 16 and up'). */
function minimumAge(slug: string): number {
  const m = /Ages (\d+) and up/.exec(opportunity(slug).details.join(" "));
  if (!m) throw new Error(`${slug} names no minimum age`);
  return Number(m[1]);
}

const earlyBird = seed.discountCodes.find((d) => d.isEarlyBird);
if (!earlyBird?.percentOff || !earlyBird.city) throw new Error("no percentage early-bird code for a city in the catalog");
const earlyBirdPrice = (tier: string) => money(earlyBird.city!, percentOff(offer(earlyBird.city!, tier).price.amountMinor, earlyBird.percentOff!));

// ---------------------------------------------------------------------------------------------
// Eligibility from the audition form's own validation

const validForm = { fullName: "Sam Dancer", email: "sam@example.com", phone: "555 0100", consent: true as const };
/** Whether the audition form takes a dancer of this age (with a guardian's name, which minors need). */
const auditionTakes = (age: number) => auditionFormSchema.safeParse({ ...validForm, age, parentName: "Pat Dancer" }).success;
/** Whether the form takes this age without a guardian's name. */
const takesWithoutGuardian = (age: number) => auditionFormSchema.safeParse({ ...validForm, age }).success;
const AGES = Array.from({ length: 130 }, (_, i) => i);
const YOUNGEST = AGES.find(auditionTakes);
const OLDEST = [...AGES].reverse().find(auditionTakes);
if (YOUNGEST === undefined || OLDEST === undefined) throw new Error("the audition form takes no age");
const AGE_RANGE: Fact = new RegExp(`\\b${YOUNGEST}\\s*(?:-|–|to|and)\\s*${OLDEST}\\b`);

// ---------------------------------------------------------------------------------------------
// Copy facts and answer forms

const YES: Fact = /\byes\b/i;
const NO: Fact = /\bno\b/i;
/** The yes or no a question's computed answer calls for. */
const yesNo = (yes: boolean): Fact => (yes ? YES : NO);
const PRICE = /(?:[$£€]|C\$)\s?\d/;
const OPTIONAL: FactOrAlternatives = ["optional"];
const FREE: FactOrAlternatives = ["free", /\$0\b/];
const AUDITION_ONLY: FactOrAlternatives = ["Audition Only"];
const PARENT: FactOrAlternatives = [/parent or guardian|parent\/guardian|guardian/i];
const FINAL: FactOrAlternatives = ["all sales are final", "sales are final", "non-refundable", "no refunds"];
const FULL_REFUND: FactOrAlternatives = ["full refund"];
const HOURS_48: FactOrAlternatives = ["48 hours", "48-hour", "forty-eight hours"];
const MONTHLY: FactOrAlternatives = [/monthly|per month|\/ ?month|a month|each month|every month/i];
const ONE_TIME: FactOrAlternatives = [/one[- ]time|once|single payment|not (?:a )?monthly|not a subscription|isn't a subscription/i];
const NO_GUARANTEE: FactOrAlternatives = [/(?:not|never|doesn't|does not|no) guarantee/i, /guarantee[sd]? (?:no|nothing)/i];
const ANY_CITY: FactOrAlternatives = ["any city", "any other city", "another city", "any tour stop"];
const STUNTS_COACH: FactOrAlternatives = ["Rae Castellan"];
const CONTEMPORARY_BIO: FactOrAlternatives = ["Tidewater Dance Theatre", "nine seasons"];
const INCLUDED: FactOrAlternatives = [/included|same ticket|no extra|at no (?:extra )?cost|part of (?:the|your) (?:day|ticket)/i];
const ONE_ORDER: FactOrAlternatives = [/one order|single order|same order|one checkout|quantit|per order|at once|together/i];
const STUDENTS_LATER: FactOrAlternatives = [/one student per ticket|after (?:you pay|paying|checkout|purchase)|later|come back|registration link|register your students/i];
const NH_WEEKEND: FactOrAlternatives = ["Full Weekend Pass", "weekend pass", "balance payment"];
const UPGRADE_LINK: FactOrAlternatives = [`${UPGRADE_LINK_DAYS} days`, "until the event starts", "event starts", "event has begun"];

/** The "not sure" answer (scored by the runner's isNotSure: says so, gives the contact, quotes no price). */
const NOT_SURE: Expectation = { notSure: true };
/**
 * A service the business does not sell, asked with a real city or product in it: the reply says it
 * isn't offered (or that it isn't sure) and quotes no price.
 */
const NOT_OFFERED: Expectation = {
  includesAny: [/not sure/i, /\b(?:don't|do not|doesn't|does not|isn't|is not|aren't|not offered|no)\b/i, site.contactEmail],
  excludes: [PRICE],
};

const q = (topic: TuningTopic, ask: string, expect: Expectation): TuningQuestion => ({ kind: "single", topic, ask, expect });
const all = (...includesAll: FactOrAlternatives[]): Expectation => ({ includesAll });

// ---------------------------------------------------------------------------------------------
// Single questions, each asked in a new conversation

export const tuningSingleQuestions: readonly TuningQuestion[] = [
  // Yes/no: the reply carries the yes or the no, then the reason
  q("yes or no", "do we HAVE to audition if we buy a ticket", all(NO, OPTIONAL)),
  q("yes or no", "can he just take the classes and skip the audition part", all(YES, OPTIONAL)),
  q("yes or no", "if my daughter gets sick can we get a refund", all(NO, FINAL)),
  q("yes or no", "if you guys cancel do i get my money back", all(YES, FULL_REFUND)),
  q("yes or no", "can i use my credit for a different city", all(YES, ANY_CITY)),
  q("yes or no", "does doing pro track guarantee my son gets booked", all(NO, NO_GUARANTEE)),
  q("yes or no", "is the acting for dancers starter path charged every month", all(NO, ONE_TIME)),
  q("yes or no", "r core day 1 and pro track in spokane on different days?", all(NO, day("spokane"))),
  q(
    "yes or no",
    "does pro track cost the same in spokane as seattle",
    all(yesNo(price("spokane", "pro") === price("seattle", "pro")), price("spokane", "pro"), price("seattle", "pro")),
  ),

  // Either/or: the reply picks the side
  q("either or", "is mentorship billed monthly or is it one payment", all(MONTHLY)),
  q("either or", "pro track - is that a monthly thing or once?", all(ONE_TIME)),
  q("either or", "is the audition free or extra", all(FREE)),
  q("either or", "if you move the date do i keep my ticket or lose it", all(HOURS_48, [/new date|credit/i])),
  q("either or", "is saturday in sherwood for juniors only or every age", all([/all ages|every age|all-ages/i])),
  q("either or", "is the contemporary class in boston included or extra", all(INCLUDED)),
  q("either or", "are we auditioning for one show or for future stuff", all([/(?:upcoming|future) projects/i])),

  // Products with similar names
  q("similar names", "how much is pro growth mentorship", { includesAll: [listed("mentorship_growth"), MONTHLY], excludes: [listed("pro")] }),
  q("similar names", "is pro track the same as the pro / growth level?", all(NO, [/mentorship|monthly|per month|subscription/i])),
  q("similar names", "cypress pro track price", { includesAll: [price("cypress", "pro")], excludes: [listed("mentorship_growth")] }),
  q(
    "similar names",
    "whats the difference between the vip upgrade and the weekend pass in nh",
    all(price("new-hampshire", "nh_protrack_vip"), price("new-hampshire", "nh_full_weekend")),
  ),
  q("similar names", "can i buy just the vip upgrade for hudson nh without the weekend pass", all(NO, NH_WEEKEND)),
  q(
    "similar names",
    "nh weekend pass plus the vip upgrade, whats the total",
    all(money("new-hampshire", offer("new-hampshire", "nh_full_weekend").price.amountMinor + offer("new-hampshire", "nh_protrack_vip").price.amountMinor)),
  ),
  q("similar names", "one on one session vs acting private session price?", all(listed("protrack"), listed("afd_private_session"))),
  q(
    "similar names",
    "sherwood weekend pass vs buying sat and sun seperately",
    // The two days bought apart: their sum, or the day price the cards show.
    all(price("sherwood", "weekend_pass"), [money("sherwood", offer("sherwood", "core_day1").price.amountMinor + offer("sherwood", "core_day2").price.amountMinor), price("sherwood", "core_day1")]),
  ),

  // Eligibility: ages from the form's validation, optional, without the intensive
  q("eligibility", "can my 4 year old audition", {
    includesAll: [yesNo(auditionTakes(4)), new RegExp(`\\b${YOUNGEST}\\b`)],
    excludes: [/(?:dance|train|be)s? (?:with|in) (?:the )?Juniors/i],
  }),
  q("eligibility", "my grandma is 70 can she audition lol", all(yesNo(auditionTakes(70)))),
  q("eligibility", "is there an age limit on the audition", all(AGE_RANGE)),
  q("eligibility", "can we do only the audition without paying for the intensive", all(YES, AUDITION_ONLY, FREE)),
  q("eligibility", "she's 17, does a parent have to be on her audition form?", all(yesNo(!takesWithoutGuardian(17)), PARENT)),
  q("eligibility", "im 18, do i need a guardian name on the form", all(yesNo(isMinor(18)))),
  q("eligibility", "my son is 12 what group is he in for orlando", all(ageGroupAt("orlando", 12))),
  q("eligibility", "12 yr old at hartford, juniors or seniors?", all(ageGroupAt("hartford", 12))),
  q(
    "eligibility",
    "can a 15 year old do the skeleton crew audition",
    all(yesNo(15 >= minimumAge("skeleton-crew-audition-registration")), String(minimumAge("skeleton-crew-audition-registration"))),
  ),
  q("eligibility", "does the scholarship pay for pro track", all("Core Experience")),

  // Facts that live in one city's own copy
  q("city copy", "who's teaching stunts at the sherwood weekend", all(STUNTS_COACH)),
  q("city copy", "is there a contemporary class anywhere on the tour", all("Boston")),
  q("city copy", "what's the boston contemporary teacher's background", all(CONTEMPORARY_BIO)),
  q("city copy", "is the seattle schedule final or can it still change", all(scheduleStatus("seattle"))),
  q("city copy", "do they show you the playback in seattle", all(YES, [/playback/i])),
  q("city copy", "which cities have the stunts class", all(...STUNTS_CITIES)),
  q("city copy", "where do we park for niagara falls", all(parking("niagara-falls"))),

  // Group buying: one checkout, quantities, one student per ticket
  q("group buying", "i own a studio and want to bring 8 dancers to seattle, can i get all the tickets in one order", all(yesNo(8 <= offer("seattle", "core").maxPerOrder), ONE_ORDER)),
  q("group buying", "how much for 5 core tickets in hartford", all(times("hartford", "core", 5))),
  q("group buying", "whats the most tickets i can buy at once", all(String(offer("hartford", "core").maxPerOrder))),
  q("group buying", "buying for my 3 kids, do i have to put all their names in before paying", all(NO, STUDENTS_LATER)),
  q("group buying", "2 pro tracks for orlando total?", all(times("orlando", "pro", 2))),
  q("group buying", "can one kid do core and the other pro track in the same cart", all(YES)),

  // Upgrade prices, as the cart and the upgrade link compute them
  q("upgrade prices", "i have orlando core in my cart, how much more to switch it to pro track", {
    includesAll: [ORLANDO_IN_CART],
    excludes: notTheBoughtFigure,
  }),
  q("upgrade prices", "already paid for core in orlando, what does upgrading to pro cost now", all(ORLANDO_BOUGHT)),
  q("upgrade prices", "bought a core ticket for hartford, how much to move up to pro track", all(boughtUpgrade("hartford", "core", "pro"))),
  q("upgrade prices", "niagara falls upgrade core to pro price?", all(boughtUpgrade("niagara-falls", "core", "pro"))),
  q("upgrade prices", "how long does the pro track upgrade link work", all(UPGRADE_LINK)),
  q("upgrade prices", "i paid the nh deposit, how much is it to add the vip", all(price("new-hampshire", "nh_protrack_vip"))),
  q("upgrade prices", "early bird price for pro track in victoria?", all(earlyBirdPrice("pro"))),

  // Services the business doesn't sell, asked with a real city or product in them
  q("not offered", "can i rent jazz shoes at the seattle studio", NOT_OFFERED),
  q("not offered", "is there babysitting for siblings at the sherwood weekend", NOT_OFFERED),
  q("not offered", "do you do birthday parties at the hartford studio", NOT_OFFERED),
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions that name a known city or product: "not sure", the contact, and no price

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const tuningOffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("whats the weather gonna be like in spokane in november"),
  offTopic("is there free parking at the seattle studio"),
  offTopic("best hotel near the boston studio?"),
  offTopic("any good restaurants near orlando dance collective"),
  offTopic("how long is the ferry from vancouver to victoria"),
  offTopic("what time does the london eye open"),
  offTopic("can i get a massage during the sherwood weekend"),
  offTopic("whats the exchange rate for canadian dollars today"),
  offTopic("is uber or lyft cheaper in nashville"),
  offTopic("can you recommend a physical therapist in boise for my daughters ankle"),
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on earlier ones

const convo = (title: string, ...turns: Array<[string, Expectation]>): Conversation => ({
  kind: "conversation",
  title,
  turns: turns.map(([ask, expect]) => ({ ask, expect })),
});

export const tuningConversations: readonly Conversation[] = [
  convo(
    "Orlando: the price, the in-cart upgrade, then the weather",
    ["orlando core price", all(price("orlando", "core"))],
    ["and if i switch to pro track in the cart how much more is that", { includesAll: [ORLANDO_IN_CART], excludes: notTheBoughtFigure }],
    ["whats the weather there that week", NOT_SURE],
  ),
  convo(
    "A New Hampshire deposit holder",
    ["i paid the deposit for the new hampshire weekend, what do i still owe", all(price("new-hampshire", "nh_balance_payment"))],
    ["can i add the vip thing too?", all(YES, price("new-hampshire", "nh_protrack_vip"))],
    ["is that the same as the pro / growth mentorship", all(NO)],
  ),
  convo(
    "A studio owner in Cypress",
    ["i run a studio, how much would 6 core tickets be in cypress", all(times("cypress", "core", 6))],
    ["can a couple of them do just one class instead", all(price("cypress", "masterclass_only"))],
    ["is there parking there", NOT_SURE],
  ),
  convo(
    "A parent of a 4-year-old and a 13-year-old",
    ["my son is 4 can he audition in seattle", all(yesNo(auditionTakes(4)), new RegExp(`\\b${YOUNGEST}\\b`))],
    ["ok his sister is 13, which group would she be in", all(ageGroupAt("seattle", 13))],
    ["does she have to take the class to audition", all(NO, AUDITION_ONLY)],
  ),
];

export const tuningQuestionCount =
  tuningSingleQuestions.length + tuningOffTopicQuestions.length + tuningConversations.reduce((n, c) => n + c.turns.length, 0);
