/**
 * Held-out set C of the chat assistant (issue 40, point 4): written after the answerer was frozen, from
 * the spec, the seed catalog, the site's content files and the forms' own validation, by a helper who
 * read neither the answerer nor the other sets' questions (only the first lines of heldout-a.ts for the
 * file shape). Scored once; its questions are never read while the answerer is changed.
 *
 * Catalog facts are computed from the seed with the site's own functions (seedOffers, formatMoney,
 * upgradeDifference, cartUpgradeDifference); audition ages come from the audition form's zod schema;
 * mentorship terms from describeMentorshipCohort at the eval clock; schedule, venue and class facts from
 * each event's own page data. Copy facts are short phrases any right answer contains, with alternatives.
 * The clock is 2025-09-01 (noon in America/Los_Angeles), as in scripts/eval-chat.ts.
 */
import { catalog } from "../../seed/catalog";
import { AGE_GROUP_LABELS, auditionAgeGroup } from "~/domain/age-groups";
import { describeMentorshipCohort, pickCohortTerms } from "~/domain/mentorship-cohort";
import { formatMoney, type Money } from "~/domain/money";
import { cartUpgradeDifference, UPGRADE_LINK_DAYS, upgradeDifference } from "~/domain/ticket-upgrade";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { seedOffers, type SeedOffer } from "~/features/catalog/seed-offers";
import { catalogSeedSchema } from "~/features/catalog/seed-types";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";

export type HeldoutTopic =
  | "prices and tickets"
  | "dates and venues"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "bring and expect"
  | "teachers and city classes"
  | "upgrades"
  | "mentorship and acting"
  | "group buying"
  | "similar names";

export interface HeldoutQuestion {
  kind: "single";
  topic: HeldoutTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced and worded as the site prices and words them (shared with set D)

/** The eval clock: 2025-09-01 at noon in America/Los_Angeles. */
export const EVAL_NOW = new Date("2025-09-01T19:00:00Z");

export const seed = catalogSeedSchema.parse(catalog);

export type SeedEventParsed = (typeof seed.events)[number];

export function eventOf(slug: string): SeedEventParsed {
  const e = seed.events.find((x) => x.slug === slug);
  if (!e) throw new Error(`held-out set: no seeded event ${slug}`);
  return e;
}

export function offerOf(slug: string, tierKey: string): SeedOffer {
  const o = seedOffers(seed, eventOf(slug)).find((x) => x.tierKey === tierKey);
  if (!o) throw new Error(`held-out set: ${slug} does not sell ${tierKey}`);
  return o;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** An amount as a reply may write it: '$168', 'C$227', 'CA$ 227', '£133', '227 CAD', '$1,234.00' (never '$1680'). */
export function moneyRe(m: Money): RegExp {
  const whole = formatMoney({ amountMinor: m.amountMinor, currency: "USD" }).replace("$", "");
  const num = escapeRe(whole).replace(/,/g, ",?");
  const symbol = m.currency === "GBP" ? "£" : "\\$";
  const end = "(?:\\.00)?(?![\\d]|[.,]\\d)";
  return new RegExp(`${symbol}\\s?${num}${end}|\\b${num}${end}\\s?${m.currency}\\b`, "i");
}

/** The price of a tier at an event, as a pattern. */
export function priceRe(slug: string, tierKey: string): RegExp {
  return moneyRe(offerOf(slug, tierKey).price);
}

export function price(slug: string, tierKey: string): Money {
  return offerOf(slug, tierKey).price;
}

/** What one already-bought ticket costs to move up (the upgrade link and the emails). */
export function boughtUpgrade(slug: string, fromTier: string, toTier: string): Money {
  const from = offerOf(slug, fromTier);
  const to = offerOf(slug, toTier);
  const setPrice = from.rule.upgrade && from.rule.upgrade.tierKey === toTier ? from.rule.upgrade.priceMinor : null;
  const amountMinor = upgradeDifference({
    lineTotalMinor: from.price.amountMinor,
    quantity: 1,
    toPriceMinor: to.price.amountMinor,
    upgradePriceMinor: setPrice,
  });
  return { amountMinor, currency: from.price.currency };
}

/** What swapping a ticket still in the cart for the higher tier costs (the cart's dialog and the checkout). */
export function cartUpgrade(slug: string, fromTier: string, toTier: string): Money {
  const from = offerOf(slug, fromTier);
  const to = offerOf(slug, toTier);
  return { amountMinor: cartUpgradeDifference(from.price.amountMinor, to.price.amountMinor), currency: from.price.currency };
}

/** A calendar date 'YYYY-MM-DD' as a pattern: 'November 30', 'Nov 30', 'Nov. 30th', '11/30'. */
export function dateRe(isoDate: string | null): RegExp {
  if (!isoDate) throw new Error("held-out set: an event without a date");
  const [, m = 1, d = 1] = isoDate.split("-").map(Number);
  const month = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2025, m - 1, 1)));
  const short = month.slice(0, 3);
  return new RegExp(`\\b(?:${month}|${short}\\.?)\\s+${d}(?:st|nd|rd|th)?\\b|\\b${m}/${d}\\b`, "i");
}

export function venueOf(slug: string): { name: string; address: string | undefined } {
  const key = eventOf(slug).venue;
  const v = seed.venues.find((x) => x.key === key);
  if (!v) throw new Error(`held-out set: ${slug} has no venue`);
  return { name: v.name, address: v.address };
}

/** The first slot of a group's table on an event's first day (check-in). */
export function firstSlot(slug: string, group: "juniors" | "seniors"): { time: string; activity: string } {
  const table = eventOf(slug).page.schedule?.days[0]?.tables.find((t) => t.group === group);
  const slot = table?.slots[0];
  if (!slot) throw new Error(`held-out set: ${slug} has no ${group} schedule`);
  return slot;
}

/** A time like '10:00 AM' as a pattern: '10:00 AM', '10:00am', '10 am'. */
export function timeRe(time: string): RegExp {
  const [, h, min, ampm] = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time) ?? [];
  if (!h || !ampm) throw new Error(`held-out set: unreadable time ${time}`);
  const minutes = min === "00" ? `(?::00)?` : `:${min}`;
  return new RegExp(`\\b${h}${minutes}\\s?${ampm.toLowerCase()}\\b`, "i");
}

/** Every activity of an event's schedule, all days and tables. */
export function activitiesOf(slug: string): string[] {
  return (eventOf(slug).page.schedule?.days ?? []).flatMap((d) => d.tables.flatMap((t) => t.slots.map((s) => s.activity)));
}

// Audition eligibility, from the form's own validation.
const validAudition = { fullName: "Test Dancer", email: "dancer@example.com", phone: "555 0100", consent: true as const, parentName: "Test Parent" };
const ageAccepted = (age: number) => auditionFormSchema.safeParse({ ...validAudition, age }).success;
const acceptedAges = Array.from({ length: 131 }, (_, age) => age).filter(ageAccepted);
export const AUDITION_MIN_AGE = acceptedAges[0] ?? 0;
export const AUDITION_MAX_AGE = acceptedAges[acceptedAges.length - 1] ?? 0;
/** Whether the form refuses a dancer of this age without a parent or guardian's name. */
export function needsGuardian(age: number): boolean {
  return ageAccepted(age) && !auditionFormSchema.safeParse({ ...validAudition, parentName: undefined, age }).success;
}
/** 'Juniors (12 and under)' → /juniors/ (and the age words). */
export function ageGroupWord(age: number): RegExp {
  const label = AGE_GROUP_LABELS[auditionAgeGroup(age)];
  return new RegExp(escapeRe(label.split(" ")[0] ?? label), "i");
}

// Mentorship cohort terms at the eval clock.
export const MENTORSHIP_KEYS = ["mentorship_building", "mentorship_growth", "mentorship_elite"] as const;
export const cohort = describeMentorshipCohort(
  pickCohortTerms(
    seed.tiers.map((t) => ({ key: t.key, billing: t.billing, subscriptionStartsOn: t.subscriptionStartsOn ?? null, minimumTermMonths: t.minimumTermMonths })),
    MENTORSHIP_KEYS,
  ),
  EVAL_NOW,
);
const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
export const minimumTermRe = new RegExp(`\\b(?:${cohort.minimumTermMonths}|${numberWords[cohort.minimumTermMonths] ?? "-"})[- ]months?\\b`, "i");
export const monthlyRe = /monthly|per month|a month|\/\s?month|each month|every month|\/mo\b/i;
export const oneTimeRe = /one[- ]time|once|single payment|not a subscription|isn't a subscription|is not a subscription|no subscription/i;

export function tierLabel(key: string): string {
  const t = seed.tiers.find((x) => x.key === key);
  if (!t) throw new Error(`held-out set: no tier ${key}`);
  return t.label;
}

/** The largest number of one ticket a single order may hold (the same for every tier of the seed). */
export const MAX_PER_ORDER = offerOf("seattle", "core").maxPerOrder;
if (seed.events.some((e) => seedOffers(seed, e).some((o) => o.maxPerOrder !== MAX_PER_ORDER))) throw new Error("held-out set: limits per order differ");
const maxWords = `(?:${MAX_PER_ORDER}|${numberWords[MAX_PER_ORDER] ?? "-"})`;
export const maxPerOrderRe = new RegExp(
  `(?:at most|up to|maximum(?: of)?|max(?:imum)?(?: is)?|limit(?: is| of)?|no more than)\\s+${maxWords}\\b|\\b${maxWords}\\s+(?:per|tickets|of each|of any|each)`,
  "i",
);

/** The yes/no word a yes/no question is answered with. */
export const yes = /\byes\b|\byep\b|\bof course\b|\babsolutely\b|\bdefinitely\b/i;
export const no = /\bno\b|\bnope\b/i;
/** A "no" or one of the given phrasings of it. */
export const noOr = (...alternatives: RegExp[]): readonly Fact[] => [no, ...alternatives];

const contemporaryInstructor = eventOf("boston").page.contemporaryClass?.instructor.name ?? "(no instructor in the seed)";
const bostonVenue = venueOf("boston");
const hartfordVenue = venueOf("hartford");
const niagaraJuniors = firstSlot("niagara-falls", "juniors");
const sarasotaSchedule = eventOf("sarasota").page.schedule;
const orlandoGroups = eventOf("orlando").page.schedule?.ageGroups;
const boiseMcGroups = eventOf("boise-nov-7").page.schedule?.ageGroups;

if (!sarasotaSchedule?.showWorkInProgressNote) throw new Error("held-out set C: Sarasota's schedule no longer says it is a work in progress");
if (orlandoGroups !== "eleven_and_twelve_plus" || boiseMcGroups !== "eleven_and_twelve_plus") throw new Error("held-out set C: age split changed");
if (!activitiesOf("spokane").some((a) => /stunt/i.test(a))) throw new Error("held-out set C: Spokane no longer has a stunts class");

const q = (topic: HeldoutTopic, ask: string, expect: Expectation): HeldoutQuestion => ({ kind: "single", topic, ask, expect });
const any = (...facts: Fact[]): readonly Fact[] => facts;

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutCSingleQuestions: readonly HeldoutQuestion[] = [
  // prices and tickets
  q("prices and tickets", "how much is the intensive in seattle", { includesAll: [priceRe("seattle", "core")], excludes: [priceRe("spokane", "core_day1")] }),
  q("prices and tickets", "whats pro track cost for spokane", { includesAll: [priceRe("spokane", "pro")], excludes: [priceRe("seattle", "pro")] }),
  q("prices and tickets", "victoria core experience price, is that us dollars or canadian?", {
    includesAll: [priceRe("victoria-bc", "core"), any(/canadian/i, /\bCAD\b/i, /C\$/, /CA\$/)],
    excludes: [priceRe("seattle", "core")],
  }),
  q("prices and tickets", "hw much are tickets for niagara falls", { includesAll: [priceRe("niagara-falls", "core")], excludes: [priceRe("seattle", "core")] }),
  q("prices and tickets", "price of the full weekend pass in sherwood?", {
    includesAll: [priceRe("sherwood", "weekend_pass")],
    excludes: [priceRe("new-hampshire", "nh_full_weekend")],
  }),

  // dates and venues
  q("dates and venues", "when is the cypress one", { includesAll: [dateRe(eventOf("cypress").startsOn)] }),
  q("dates and venues", "where is the hartford intensive held?", {
    includesAny: [hartfordVenue.name, hartfordVenue.address ?? hartfordVenue.name, /415 Farmington/i],
  }),
  q("dates and venues", "which studio is boston at", { includesAny: [bostonVenue.name, /250 Stuart/i] }),
  q("dates and venues", "is minneapolis in december?", { includesAll: [yes, dateRe(eventOf("minneapolis").startsOn)] }),
  q("dates and venues", "is there a date for london yet", {
    includesAny: [/to be determined/i, /\bTBD\b/, /not (?:yet |been )?(?:set|announced|confirmed|scheduled)/i, /no date/i, /hasn't been (?:set|announced)/i],
  }),

  // ages and eligibility
  q("ages and eligibility", "my daughter is 12, would she be with the juniors or seniors", { includesAll: [ageGroupWord(12)], excludes: [/\bshe(?:'d| would) be (?:a |with the )?senior/i] }),
  q("ages and eligibility", "what are the age groups in orlando", {
    includesAll: [/11 and under|11 & under|under 12|11 or under/i, /12 to adult|12 and (?:up|over|older)|12\+|12-adult|12 through adult/i],
  }),
  q("ages and eligibility", "can adults take the class or is it only kids", { includesAny: [/all ages/i, /every age/i, /13 and up/i, /adults? (?:are|is) welcome/i, /\byes\b/i] }),
  q("ages and eligibility", "does my 16 yr old need a parent to register for the audition", {
    includesAll: [needsGuardian(16) ? [yes, /(?:needs?|requires?|must (?:have|give|include)) (?:a )?parent/i] : noOr(), /parent|guardian/i],
  }),

  // auditions
  q("auditions", "do i have to audition if i come to the intensive?", { includesAll: [noOr(/(?:don't|do not) have to/i, /not (?:required|mandatory)/i), /optional/i] }),
  q("auditions", "can i just do the audition without paying for the classes", {
    includesAll: [yes, /audition only/i],
    includesAny: [/free/i, moneyRe(price("seattle", "audition_only"))],
  }),
  q("auditions", `my son is ${AUDITION_MIN_AGE - 1}, can he register for the audition`, {
    includesAll: [noOr(/can'?t|cannot|not (?:yet )?(?:able|eligible|old enough)|too young|must be at least/i), new RegExp(`\\b${AUDITION_MIN_AGE}\\b`)],
    excludes: [/\bjuniors? (?:is|are) (?:perfect|great) for him/i],
  }),
  q("auditions", "do i need a headshot to audition", { includesAll: [noOr(/not required/i, /(?:don't|do not) need/i, /neither is required/i)], includesAny: [/not required/i, /neither is required/i, /don't need/i, /do not need/i, /optional/i, /if you have/i] }),
  q("auditions", "how much does the audition cost", { includesAny: [/free/i, moneyRe(price("seattle", "audition_only"))] }),

  // policies
  q("policies", "can i get a refund if my kid gets sick and cant come", { includesAll: [/all sales (?:are )?final|final sale/i] }),
  q("policies", "what happens if you guys cancel the event", { includesAll: [/full refund/i] }),
  q("policies", "if the date changes how long do i have to reply", { includesAll: [/48 hours|48 hrs|48-hour|two days/i] }),
  q("policies", "does the credit expire?", { includesAny: [/never expires?/i, /does(?:n't| not) expire/i, /no expir/i, /won't expire/i, /doesn't run out/i] }),

  // bring and expect
  q("bring and expect", "what shoes should my daughter bring", { includesAll: [/sneaker/i, /jazz shoe/i] }),
  q("bring and expect", "what time should we get there", { includesAll: [/15 min(?:ute)?s? (?:early|before)|fifteen minutes/i] }),
  q("bring and expect", "what styles of dance do they teach", { includesAll: [/jazz/i, /street/i, /theat(?:er|re)/i, /funk/i] }),
  q("bring and expect", "do we need to pack lunch", { includesAll: [/lunch/i], includesAny: [yes, /bring/i, /pack/i] }),
  q("bring and expect", "is the class filmed", { includesAll: [yes, /film|camera/i] }),

  // teachers and city classes
  q("teachers and city classes", "who teaches the contemporary class in boston", { includesAll: [contemporaryInstructor] }),
  q("teachers and city classes", "is there a stunts class in spokane?", { includesAll: [yes, /stunt/i] }),
  q("teachers and city classes", "what does boston have that the other cities dont", { includesAll: [/contemporary/i] }),
  q("teachers and city classes", "is the sarasota schedule final or could it still change", {
    includesAny: [/work in progress/i, /finali[sz]ed closer/i, /not (?:yet )?final/i, /may (?:still )?change/i, /subject to change/i, /could (?:still )?change/i],
  }),

  // upgrades
  q("upgrades", "i already bought a core ticket for orlando, how much to upgrade to pro track", {
    includesAll: [moneyRe(boughtUpgrade("orlando", "core", "pro"))],
    excludes: [moneyRe(cartUpgrade("orlando", "core", "pro"))],
  }),
  q("upgrades", "i have orlando core in my cart, whats the extra to switch it to pro?", {
    includesAll: [moneyRe(cartUpgrade("orlando", "core", "pro"))],
    excludes: [moneyRe(boughtUpgrade("orlando", "core", "pro"))],
  }),
  q("upgrades", "how long does the upgrade link work", {
    includesAll: [new RegExp(`\\b${UPGRADE_LINK_DAYS}[- ]days?\\b|two weeks`, "i")],
  }),
  q("upgrades", "upgrading from core to pro track in seattle, what do i pay?", {
    includesAll: [moneyRe(boughtUpgrade("seattle", "core", "pro"))],
    excludes: [moneyRe(boughtUpgrade("orlando", "core", "pro"))],
  }),

  // mentorship and acting
  q("mentorship and acting", "is the mentorship monthly or a one time thing", { includesAll: [monthlyRe] }),
  q("mentorship and acting", "acting for dancers, is that a subscription?", { includesAll: [noOr(/not a subscription|isn't a subscription|never a subscription/i), oneTimeRe] }),
  q("mentorship and acting", "minimum commitment for mentorship?", { includesAll: [minimumTermRe] }),
  q("mentorship and acting", "how much is elite circle", { includesAll: [priceRe("seattle", "mentorship_elite"), monthlyRe] }),
  q("mentorship and acting", "price of the steady growth path", {
    includesAll: [priceRe("acting-for-dancers", "afd_steady_growth")],
    excludes: [priceRe("acting-for-dancers", "afd_starter")],
  }),

  // group buying
  q("group buying", "im a studio owner bringing 8 dancers, can i pay for all of them in one checkout", {
    includesAll: [yes],
    includesAny: [/quantity/i, /one (?:order|checkout)/i, /per ticket/i, /each dancer/i, /students?/i, /\+/],
  }),
  q("group buying", "whats the max number of tickets per order", { includesAll: [maxPerOrderRe] }),
  q("group buying", "do i need all the kids names when i buy the tickets?", {
    includesAll: [noOr(/(?:don't|do not) need/i, /not required/i, /not (?:at|before) checkout/i)],
    includesAny: [/after (?:paying|payment|checkout|purchase|you pay)/i, /later/i, /link/i],
  }),
  q("group buying", "one ticket per family or one per dancer?", { includesAll: [/(?:one|a) (?:ticket )?(?:per|for each|each) (?:dancer|student)|each (?:dancer|student) (?:needs|gets)|one student per ticket/i] }),

  // similar names
  q("similar names", "is pro track the same thing as pro / growth mentorship?", {
    includesAll: [noOr(/not the same/i, /different/i, /separate/i), /ticket|in[- ]person|intensive|the day/i, monthlyRe],
  }),
  q("similar names", "how much is pro growth", {
    includesAll: [priceRe("seattle", "mentorship_growth")],
    excludes: [priceRe("seattle", "pro")],
  }),
  q("similar names", "is the vip upgrade the same as a weekend pass?", {
    includesAll: [noOr(/not the same/i, /different/i, /separate/i, /isn't a weekend pass|is not a weekend pass/i), /weekend pass/i],
    includesAny: [/add[- ]on/i, /on top/i, /requires?/i, /first/i, /with (?:a|the|your)/i, /add (?:it|the)/i],
  }),
  q("similar names", "how much is the pro track vip upgrade in new hampshire", {
    includesAll: [priceRe("new-hampshire", "nh_protrack_vip")],
    excludes: [priceRe("seattle", "pro")],
  }),
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions that name something the site knows, but ask what it does not answer

export const heldoutCOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: `any good hotels near ${bostonVenue.name}?`, expect: { notSure: true } },
  { kind: "off-topic", ask: "where should we eat in orlando after the intensive", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell callboard hoodies or other merch", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a good studio in cypress for weekly classes", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there parking at the hartford studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "how far is the spokane venue from the airport", expect: { notSure: true } },
  { kind: "off-topic", ask: "does the choreographer teach wedding first dance lessons in nashville", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on the earlier ones

export const heldoutCConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A price, another city's, then that city's schedule",
    turns: [
      { ask: "how much is core experience in cypress", expect: { includesAll: [priceRe("cypress", "core")] } },
      { ask: "and in niagara falls?", expect: { includesAll: [priceRe("niagara-falls", "core")], excludes: [priceRe("cypress", "core")] } },
      { ask: "what time do juniors check in there", expect: { includesAll: [timeRe(niagaraJuniors.time)] } },
    ],
  },
  {
    kind: "conversation",
    title: "The Boise masterclass: date, price, a child's group",
    turns: [
      { ask: "when is the boise masterclass", expect: { includesAll: [dateRe(eventOf("boise-nov-7").startsOn)] } },
      {
        ask: "how much is the masterclass only ticket?",
        expect: { includesAll: [priceRe("boise-nov-7", "masterclass_only")], excludes: [priceRe("cypress", "masterclass_only")] },
      },
      { ask: "what about my 10-year-old, which group is she in?", expect: { includesAll: [/11 and under|11 & under|under 12|11 or under/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship levels, the middle one's price, billing",
    turns: [
      { ask: "what mentorship levels do you have", expect: { includesAll: [/building/i, /growth/i, /elite circle/i] } },
      { ask: "how much is the middle one", expect: { includesAll: [priceRe("seattle", "mentorship_growth")], excludes: [priceRe("seattle", "pro")] } },
      { ask: "is that charged every month?", expect: { includesAll: [yes, monthlyRe] } },
    ],
  },
  {
    kind: "conversation",
    title: "The audition: cost, a child's registration, then the weather",
    turns: [
      { ask: "is the audition free", expect: { includesAll: [yes], includesAny: [/free/i, moneyRe(price("boise", "audition_only"))] } },
      { ask: "my 8 yr old wants to do it, what do i need to register her", expect: { includesAll: [needsGuardian(8) ? /parent|guardian/i : /./] } },
      { ask: "whats the weather going to be like in boise that weekend", expect: { notSure: true } },
    ],
  },
  {
    kind: "conversation",
    title: "A bought Seattle ticket: can it move up, the price, the link",
    turns: [
      { ask: "i bought a core ticket for seattle. can i still upgrade to pro track?", expect: { includesAll: [yes] } },
      { ask: "how much is that?", expect: { includesAll: [moneyRe(boughtUpgrade("seattle", "core", "pro"))], excludes: [moneyRe(boughtUpgrade("orlando", "core", "pro"))] } },
      { ask: "how long is the link good for", expect: { includesAll: [new RegExp(`\\b${UPGRADE_LINK_DAYS}[- ]days?\\b|two weeks`, "i")] } },
    ],
  },
];

export const heldoutCQuestionCount =
  heldoutCSingleQuestions.length + heldoutCOffTopicQuestions.length + heldoutCConversations.reduce((n, c) => n + c.turns.length, 0);
