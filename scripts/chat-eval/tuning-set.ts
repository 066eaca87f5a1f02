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
import { describeMentorshipCohort } from "~/domain/mentorship-cohort";
import { actingCoach, stunts } from "~/content/marketing";
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
  | "not offered"
  | "auditions"
  | "mentorship and acting"
  | "dates and venues"
  | "ages"
  | "policies"
  | "what to bring";

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

const firstSingleQuestions: readonly TuningQuestion[] = [
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

const firstOffTopicQuestions: readonly OffTopicQuestion[] = [
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

const firstConversations: readonly Conversation[] = [
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

// ---------------------------------------------------------------------------------------------
// Second batch (issue 40): auditions, upgrades, each city's own copy, mentorship and Acting for
// Dancers, dates, venues, ages, policies, what to bring, group totals, off-topic and conversations.
// Same rules: catalog facts computed from the seed with the site's functions, copy facts as short
// phrases with alternatives.

/** A total a visitor may see written with or without the thousands comma ('$1,992' or '$1992'). */
const loose = (amount: string): FactOrAlternatives => [...new Set([amount, amount.replace(/,/g, "")])];

/** The time a row starts in an event's schedule, for an age group's table ('juniors', 'seniors', 'all'). */
function slotTime(slug: string, group: string, activity: string | null): string {
  for (const d of event(slug).page.schedule.days ?? []) {
    for (const t of d.tables) {
      if (t.group !== group) continue;
      const s = activity ? t.slots.find((x) => x.activity === activity) : t.slots[0];
      if (s) return s.time;
    }
  }
  throw new Error(`${slug} has no ${activity ?? "first"} row for ${group}`);
}
/** '6:30 PM' → matches '6:30 PM', '6:30pm', '6:30 p.m.'. */
const clock = (time: string): Fact => {
  const [hm, ampm] = time.split(" ") as [string, string];
  return new RegExp(`\\b${escape(hm)}\\s*${ampm[0]}\\.?\\s*${ampm[1]}\\.?`, "i");
};

function venueOf(slug: string) {
  const v = seed.venues.find((x) => x.key === event(slug).venue);
  if (!v) throw new Error(`${slug} has no venue`);
  return v;
}
/** The street line of a venue's address ('1520 W Idaho St'). */
function street(slug: string): string {
  const line = venueOf(slug).address?.split(",")[0];
  if (!line) throw new Error(`${slug}'s venue has no address`);
  return line;
}

/** How many dancers a city's free audition room holds (its Audition Only seat pool). */
function auditionSeats(slug: string): number {
  const n = event(slug).seats.audition_only?.capacity;
  if (!n) throw new Error(`${slug} has no audition seat pool`);
  return n;
}

const mentorshipTier = seed.tiers.find((t) => t.key === "mentorship_growth");
if (!mentorshipTier) throw new Error("no Pro / Growth tier");
/** The mentorship cohort as the site words it at the eval clock (2025-09-01). */
const COHORT = describeMentorshipCohort(
  { startsOn: mentorshipTier.subscriptionStartsOn ?? null, minimumTermMonths: mentorshipTier.minimumTermMonths ?? 0 },
  new Date("2025-09-01T12:00:00Z"),
);
if (COHORT.startsOnPurchase || COHORT.minimumTermMonths === 0) throw new Error("the mentorship cohort no longer has a later start and a minimum");
/** 'December 1, 2025' → 'December 1' or 'Dec 1' (not 'December 12'). */
const COHORT_START: FactOrAlternatives = (() => {
  const [month, dd] = COHORT.start.replace(/,.*$/, "").split(" ") as [string, string];
  return [new RegExp(`\\b${month} ${dd}(?!\\d)`, "i"), new RegExp(`\\b${month.slice(0, 3)}\\.? ${dd}(?!\\d)`, "i"), new RegExp(`\\b${dd}(?:st)? (?:of )?${month}`, "i")];
})();
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const MINIMUM_TERM: FactOrAlternatives = [
  new RegExp(`\\b(?:${COHORT.minimumTermMonths}|${NUMBER_WORDS[COHORT.minimumTermMonths]})[- ]months?\\b`, "i"),
];

const AFD = "acting-for-dancers";
const AFD_3PACK_DAYS: FactOrAlternatives = ["90 days", "90-day", "ninety days"];
const NH_VIP_COMPARE_AT = (() => {
  const c = event("new-hampshire").offers.nh_protrack_vip?.compareAt;
  if (c === undefined) throw new Error("the NH VIP upgrade has no compare-at price");
  return c * 100;
})();
const NH_VIP_SAVING = money("new-hampshire", NH_VIP_COMPARE_AT - offer("new-hampshire", "nh_protrack_vip").price.amountMinor);

/** A teacher named by first or last name ('Liora', 'Vantassel'). */
const teacher = (name: string | undefined): FactOrAlternatives => {
  if (!name) throw new Error("no teacher's name");
  return name.split(" ");
};
const CONTEMPORARY_TEACHER = teacher(event("boston").page.contemporaryClass?.instructor.name);
const ACTING_COACH = teacher(actingCoach.coach.name);
if (!event("spokane").page.sections.includes("acting_coach")) throw new Error("Spokane's page no longer shows the acting coach");
if (!stunts.instructor.role.includes("fight coordinator")) throw new Error("the stunt coach's role changed");
const STUNT_BIO: FactOrAlternatives = [/gymnast|fight coordinator|stunt performer|stunt work for (?:television|tv|film)/i];
const GRANITE: FactOrAlternatives = ["Granite Stage"];
const AUDITION_ALONE: FactOrAlternatives = [/audition[- ]only|free audition|audition (?:alone|by itself|on its own)|just (?:the )?audition/i];
const WAITLIST: FactOrAlternatives = [/wait ?list/i];
const CONTACTED: FactOrAlternatives = [/by email|by phone|email or phone|phone or email|contacts? you|contact you|reach out|get in touch|hear from/i];
const CASTING_FOR: FactOrAlternatives = [/music videos?|film|television|\btv\b|live shows?|upcoming projects|future projects/i];
const SUBMIT_TALENT: FactOrAlternatives = [/submit[- ]talent|send (?:us )?(?:your|a) (?:clip|video|materials)|submit (?:your )?materials|dance clip/i];
const WEAR: FactOrAlternatives = [/solid colou?rs?|fitted|logos|busy prints|move (?:freely|in)/i];
const NO_HEADSHOT_NEEDED: FactOrAlternatives = [/not required|isn't required|aren't required|neither is required|don't need|do not need|not needed|no need|photo/i];
const PROJECTS_NOT_SINGLE: FactOrAlternatives = [/optional|end of the day|free/i];
const QR_KEPT: FactOrAlternatives = [/QR code|same ticket|moves up|keeps its|keep your ticket|no new ticket/i];
const REEL: FactOrAlternatives = [/reel|filmed/i];
const FEEDBACK: FactOrAlternatives = [/feedback/i];
const BEFORE_EVENT: FactOrAlternatives = [/before the event|event (?:starts|has (?:begun|started)|begins)|once the event|after the event (?:has )?start/i];
const TBD: FactOrAlternatives = [/to be determined|\bTBD\b|to be announced|not (?:yet )?(?:been )?(?:set|announced|scheduled|confirmed)|no date/i];
const VENUE_TBD: FactOrAlternatives = [/coming soon|not (?:yet )?(?:been )?(?:confirmed|announced|set)|being confirmed|to be announced|\bTBD\b|to be determined/i];
const CANCELLED: FactOrAlternatives = [/cancel/i];
const CURRENCY: FactOrAlternatives = [/currency|US dollars|Canadian dollars|CAD|USD/i];
const NEVER_EXPIRES: FactOrAlternatives = [/never expire|doesn't expire|does not expire|don't expire|do not expire|no expir/i];
const SNEAKERS: FactOrAlternatives = [/sneakers|trainers/i];
const JAZZ_SHOES: FactOrAlternatives = [/jazz shoes/i];
const LUNCH: FactOrAlternatives = [/lunch|snacks?/i];
const EARLY_15: FactOrAlternatives = [/15 minutes|fifteen minutes|15 min/i];
const FOUR_WEEKS: FactOrAlternatives = [/four weeks|4 weeks/i];
const ONLINE: FactOrAlternatives = [/online|virtual|over video|video call/i];
const ACCOUNT: FactOrAlternatives = [/account/i];
const AUTO_RENEW: FactOrAlternatives = [/renews? automatically|automatically renew|auto[- ]?renew/i];
const LEVEL_NAMES: FactOrAlternatives[] = ["Building", [/Pro ?\/ ?Growth|Pro Growth/i], "Elite Circle"];
const ONE_ON_ONE: FactOrAlternatives = [/one[- ]on[- ]one|1[- ]on[- ]1|1:1|private call/i];
const GROUP_CALL: FactOrAlternatives = [/group coaching|coaching call|group call/i];
const LIBRARY: FactOrAlternatives = [/library/i];
const FOUR_WEEK: FactOrAlternatives = [/four[- ]week|4[- ]week|four weekly|four weeks|4 weeks/i];
const EIGHT_WEEK: FactOrAlternatives = [/eight[- ]week|8[- ]week|eight weekly|eight weeks|8 weeks/i];
const CONTEMPORARY_FOCUS: FactOrAlternatives = [/floor ?work|release|breath|musicality|phrasing|intention|weight/i];
const TWO_STUDIOS: FactOrAlternatives = [/Studio 1|Studio 2|two studios|separate studios|different studios/i];
const FRIDAY: FactOrAlternatives = [/friday/i];

// Prices the new questions quote, computed once.
const SEATTLE_CORE = price("seattle", "core");
const VICTORIA_CORE = price("victoria-bc", "core");
const SPOKANE_PRO = price("spokane", "pro");
const SHERWOOD_PRO = price("sherwood", "pro");
const ORLANDO_3_CORE = times("orlando", "core", 3);
const ORLANDO_3_PRO = times("orlando", "pro", 3);
const growthPrice = listed("mentorship_growth");
const proTrackListed = listed("pro");

const secondSingleQuestions: readonly TuningQuestion[] = [
  // Auditions: who, what it costs, optional, alone, what to bring and wear, results, spots, times
  q("auditions", "how old do you have to be to try out at the audition", all(new RegExp(`\\b${YOUNGEST}\\b`))),
  q("auditions", "my 6 yr old wants to audition is she allowed", all(yesNo(auditionTakes(6)))),
  q("auditions", "does the audition cost anything on top of the core ticket", all([/free|no (?:extra )?(?:cost|charge)|doesn't cost|does not cost|\$0\b/i])),
  q("auditions", "is the audition mandatory if we're doing pro track", all(NO, OPTIONAL)),
  q("auditions", "we cant afford the classes right now, can she still come and audition in boise", all(YES, AUDITION_ALONE)),
  q("auditions", "what should my daughter wear to the audition", all(WEAR)),
  q("auditions", "do i need a headshot and resume to audition", all(NO, NO_HEADSHOT_NEEDED)),
  q("auditions", "how do we find out if he got picked after the audition", all(CONTACTED)),
  q("auditions", "is there an audition at the seattle one", all(YES, PROJECTS_NOT_SINGLE)),
  q("auditions", "how many dancers can register for the cypress audition", all(String(auditionSeats("cypress")))),
  q("auditions", "what happens if the audition is already full", all(WAITLIST)),
  q("auditions", "my son is 16 does he need a parent on the audition registration", all(yesNo(!takesWithoutGuardian(16)), PARENT)),
  q("auditions", "what kind of jobs are they casting for at the audition", all(CASTING_FOR)),
  q("auditions", "none of the dates work for us, is there any way to still be seen", all(YES, SUBMIT_TALENT)),
  q("auditions", "what time is the seniors audition in hartford", all(clock(slotTime("hartford", "seniors", "Audition")))),

  // Upgrades: a bought ticket (the upgrade link) vs one in the cart, how long the link works, what it replaces
  q("upgrade prices", "bought seattle core last week, how much more to go up to pro track", all(boughtUpgrade("seattle", "core", "pro"))),
  q("upgrade prices", "core is in my basket for cypress, whats the extra to make it pro track", all(inCartUpgrade("cypress", "core", "pro"))),
  q("upgrade prices", "niagara - still in my cart as core, how much to switch to pro", all(inCartUpgrade("niagara-falls", "core", "pro"))),
  q("upgrade prices", "paid for core in victoria already, price to upgrade to pro?", all(boughtUpgrade("victoria-bc", "core", "pro"))),
  q("upgrade prices", "how many days do i have to use the upgrade email before it stops working", all([`${UPGRADE_LINK_DAYS} days`, `${UPGRADE_LINK_DAYS}-day`])),
  q("upgrade prices", "if i upgrade do i get a new ticket or does my core one just change", all(QR_KEPT)),
  q("upgrade prices", "what do i actually get extra if i upgrade core to pro track", all(REEL, FEEDBACK)),
  q("upgrade prices", "can i still upgrade to pro once the intensive has started", all(NO, BEFORE_EVENT)),
  // The page's callout compares the VIP with the regular $300 Pro Track, not the tour's listed Pro Track.
  q("similar names", "how much do i save with the nh vip compared to normal pro track", {
    includesAll: [[NH_VIP_SAVING, price("new-hampshire", "nh_protrack_vip")]],
    excludes: [money("new-hampshire", seed.tiers.find((t) => t.key === "pro")!.basePrice * 100 - offer("new-hampshire", "nh_protrack_vip").price.amountMinor)],
  }),

  // Each city's own copy: teachers, what a city adds, schedule status
  q("city copy", "who is the acting coach they have at spokane", all(ACTING_COACH)),
  q("city copy", "what does spokane have that the other stops dont", all([/stunts?|free month|acting for dancers|dedicated on-camera/i])),
  q("city copy", "is the hudson nh weekend open to anyone or just one studio", all(GRANITE)),
  q("city copy", "does the boston ticket come with the free month of acting for dancers", all(YES, [/free month|month of (?:the )?acting/i])),
  q("city copy", "what's the stunt coach's background", all(STUNT_BIO)),
  q("city copy", "has boston's schedule been finalized", all(scheduleStatus("boston"))),
  q("city copy", "what day of the week is the boston intensive", all(FRIDAY)),
  q("city copy", "at the nh weekend are juniors and seniors in different rooms", all(YES, TWO_STUDIOS)),
  q("city copy", "what do they work on in boston's contemporary class", all(CONTEMPORARY_FOCUS)),
  q("city copy", "who teaches the contemporary in boston", all(CONTEMPORARY_TEACHER)),

  // Mentorship subscriptions and Acting for Dancers
  q("mentorship and acting", "what are the mentorship levels called", all(...LEVEL_NAMES)),
  q("mentorship and acting", "cheapest mentorship option a month?", all(listed("mentorship_building"), MONTHLY)),
  q("mentorship and acting", "is there a minimum commitment for the mentorship", all(YES, MINIMUM_TERM)),
  q("mentorship and acting", "how do i cancel my mentorship subscription", all(ACCOUNT)),
  q("mentorship and acting", "when does the mentorship start, can we begin right away", all(COHORT_START)),
  q("mentorship and acting", "elite circle vs pro/growth, whats the difference", all(listed("mentorship_elite"), growthPrice, ONE_ON_ONE)),
  q("mentorship and acting", "whats included in the building level", all(GROUP_CALL, LIBRARY)),
  q("mentorship and acting", "does elite circle keep renewing by itself", all(YES, AUTO_RENEW)),
  q("mentorship and acting", "is acting for dancers a monthly subscription", all(NO, ONE_TIME)),
  q("mentorship and acting", "steady growth path, how much and how long", {
    includesAll: [price(AFD, "afd_steady_growth"), EIGHT_WEEK],
    excludes: [growthPrice],
  }),
  q("mentorship and acting", "how long do i have to use the acting 3 pack sessions", all(AFD_3PACK_DAYS)),
  q("mentorship and acting", "is acting for dancers in person or online", all(ONLINE)),
  q("mentorship and acting", "my 14 year old wants to do acting for dancers, do i need to be involved", all(YES, PARENT)),

  // Dates and venues
  q("dates and venues", "when is the cypress one", all(day("cypress"))),
  q("dates and venues", "whats the address for the boise intensive", all(street("boise"))),
  q("dates and venues", "which studio is minneapolis at", all(venueOf("minneapolis").name)),
  q("dates and venues", "is there a date for london yet", all(TBD)),
  q("dates and venues", "where is the dallas one being held", all(VENUE_TBD)),
  q("dates and venues", "is atlanta still happening", all(NO, CANCELLED)),
  q("dates and venues", "boise masterclass vs the full day, are they on different dates", all(YES, day("boise-nov-7"), day("boise"))),
  q("dates and venues", "what time do juniors check in for boston", all(clock(slotTime("boston", "juniors", null)))),

  // Ages and age groups
  q("ages", "my daughter is 11, juniors or seniors in seattle", all(ageGroupAt("seattle", 11))),
  q("ages", "which group is a 13 year old in at savannah", all(ageGroupAt("savannah", 13))),
  q("ages", "my 11 yr old in orlando, what group", all(ageGroupAt("orlando", 11))),

  // Policies
  q("policies", "we picked the wrong city by mistake, can i get my money back", all(NO, FINAL)),
  q("policies", "i paid in us dollars, can my credit be used in victoria", all(yesNo(event("victoria-bc").currency === "USD"), CURRENCY)),
  q("policies", "does a credit ever expire", all(NO, NEVER_EXPIRES)),

  // What to bring
  q("what to bring", "what shoes should he bring", all(SNEAKERS, JAZZ_SHOES)),
  q("what to bring", "should we pack lunch for the day", all(YES, LUNCH)),
  q("what to bring", "how early should we get there", all(EARLY_15)),
  q("what to bring", "when do we get the video clips from the day", all(FOUR_WEEKS)),

  // Group buying and totals
  q("group buying", "can i buy 12 core tickets for my studio in one go for cypress", all(String(offer("cypress", "core").maxPerOrder))),
  q("group buying", "4 pro track tickets in sherwood how much", all(loose(times("sherwood", "pro", 4)))),
  q("group buying", "3 kids doing the sherwood weekend pass, total?", all(loose(times("sherwood", "weekend_pass", 3)))),
  q(
    "group buying",
    "2 core and 1 pro track for seattle, what would that come to",
    all(loose(money("seattle", offer("seattle", "core").price.amountMinor * 2 + offer("seattle", "pro").price.amountMinor))),
  ),
  q("group buying", "6 of the one class only tickets in victoria, how much", all(loose(times("victoria-bc", "victoria_one_class_only", 6)))),
  q("group buying", "5 of my students only want to audition, what does that cost", all(FREE)),
  q("group buying", "8 core tickets for niagara falls total please", all(loose(times("niagara-falls", "core", 8)))),
];

const secondOffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("whats the wifi password at the boston studio"),
  offTopic("can you recommend a good dance bag for the sherwood weekend"),
  offTopic("is victoria safe to walk around at night"),
  offTopic("how do i get to the niagara falls studio from toronto by train"),
  offTopic("does the orlando studio have a vending machine"),
  offTopic("whats the best dance competition near cypress texas"),
  offTopic("does the savannah studio have showers"),
  offTopic("is the pro / growth mentorship tax deductible"),
];

const secondConversations: readonly Conversation[] = [
  convo(
    "Seattle, then Victoria, then the weather",
    ["how much is core in seattle", all(SEATTLE_CORE)],
    ["and in victoria?", { includesAll: [VICTORIA_CORE], excludes: [new RegExp(`(?<!C)${escape(SEATTLE_CORE)}\\b`)] }],
    ["whats the weather like there in november", NOT_SURE],
  ),
  convo(
    "Boston: the date, what's special, who teaches it",
    ["when is the boston intensive", all(day("boston"))],
    ["is there anything different about that one", all([/contemporary/i])],
    ["who teaches it?", all(CONTEMPORARY_TEACHER)],
  ),
  convo(
    "Pro Track in Spokane, then Sherwood, then a 10-year-old's group",
    ["how much is pro track in spokane", all(SPOKANE_PRO)],
    ["what about in sherwood", { includesAll: [SHERWOOD_PRO], excludes: [SPOKANE_PRO] }],
    ["what about for my 10 year old, which group is she in on the sunday", all(ageGroupAt("sherwood", 10))],
  ),
  convo(
    "The middle mentorship level",
    ["what's the middle mentorship level called", all([/Pro ?\/ ?Growth|Pro Growth/i])],
    ["how much is that one", { includesAll: [growthPrice], excludes: [proTrackListed] }],
    ["is it charged every month or just once", all(MONTHLY)],
  ),
  convo(
    "Acting for Dancers' Starter Path",
    ["whats the starter path in acting for dancers", all(FOUR_WEEK)],
    ["how much is it", { includesAll: [price(AFD, "afd_starter")], excludes: [growthPrice] }],
    ["is that monthly?", all(NO, ONE_TIME)],
  ),
  convo(
    "Hartford's audition for a 4-year-old",
    ["is there an audition in hartford", all(YES)],
    ["my son is 4, can he do it", all(yesNo(auditionTakes(4)), new RegExp(`\\b${YOUNGEST}\\b`))],
    ["what time is the audition for the older group there", all(clock(slotTime("hartford", "seniors", "Audition")))],
  ),
  convo(
    "The New Hampshire weekend for a dancer from another studio",
    ["what does the nh weekend pass cost", all(price("new-hampshire", "nh_full_weekend"))],
    ["my kid goes to a different studio, can she still come", all(NO, GRANITE)],
    ["is there parking at the studio", NOT_SURE],
  ),
  convo(
    "Three Orlando tickets, then Pro Track, then an 11-year-old",
    ["price for 3 core tickets in orlando", all(loose(ORLANDO_3_CORE))],
    ["and pro track for all 3 instead?", { includesAll: [loose(ORLANDO_3_PRO)], excludes: [ORLANDO_3_CORE] }],
    ["which group would my 11 year old be in", all(ageGroupAt("orlando", 11))],
  ),
];

export const tuningSingleQuestions: readonly TuningQuestion[] = [...firstSingleQuestions, ...secondSingleQuestions];
export const tuningOffTopicQuestions: readonly OffTopicQuestion[] = [...firstOffTopicQuestions, ...secondOffTopicQuestions];
export const tuningConversations: readonly Conversation[] = [...firstConversations, ...secondConversations];

export const tuningQuestionCount =
  tuningSingleQuestions.length + tuningOffTopicQuestions.length + tuningConversations.reduce((n, c) => n + c.turns.length, 0);
