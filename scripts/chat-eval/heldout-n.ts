/**
 * Held-out set N of the chat assistant (issue 40): written after the answerer was frozen at 3374c61,
 * from the spec, the seed catalog, the site's content files, its pages and the forms' own validation,
 * by someone who never read the answerer, its docs or other sets' questions. Scored once: nobody reads
 * its questions or misses while changing the assistant.
 *
 * A week of ordinary chat traffic across every topic of the site: parents on phones, teen dancers,
 * adult dancers and studio owners; yes/no questions (about half of them No), either/or questions,
 * totals for several tickets, comparisons and follow-ups.
 *
 * Every figure (price, total, upgrade difference, discounted price, date, weekday, venue, street, time,
 * age limit, cohort date, order limit) is computed from the seed with the site's own
 * functions; copy facts are short phrases with alternatives. The clock is 2025-09-01, as in
 * scripts/eval-chat.ts.
 */
import {
  AGE_GROUP_LABELS,
  ADULT_AGE,
  auditionAgeGroup,
} from "~/domain/age-groups";
import { formatMoney, toMinor, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { scheduleCopy } from "~/content/schedule";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { applicationSchemas } from "~/features/applications/application-schemas";
import type {
  Conversation,
  Expectation,
  Fact,
  FactOrAlternatives,
  OffTopicQuestion,
} from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
  EVAL_CLOCK,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  seed,
  seedDiscountCode,
  seedEvent,
  seedOffer,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type HeldoutNTopic =
  | "prices and totals"
  | "upgrades"
  | "dates and status"
  | "venues"
  | "schedule"
  | "ages and groups"
  | "auditions"
  | "policies"
  | "bring and wear"
  | "mentorship"
  | "acting for dancers"
  | "scholarships and talent"
  | "discount codes"
  | "city pages";

interface HeldoutNQuestion {
  kind: "single";
  topic: HeldoutNTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed (copied from tuning-set-22.ts lines 1-125)

/** A printed figure as a pattern that does not match inside a larger one ("$168" but not "$1680"). */
const fig = (text: string): RegExp =>
  new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" and "CA$227" (the "$227" part). */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

/** One offer's price at a stop, as a pattern. */
const priceOf = (slug: string, tier: string): RegExp =>
  money(seedPrice(slug, tier));

/** n tickets of one offer, as a pattern. */
const totalOf = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
};

/** A pattern for a printed money string from seed-facts (price, cartUpgrade, boughtUpgrade). */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** An ISO date as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function isoDay(iso: string): RegExp {
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** A stop's first (or last) day as a pattern. */
function dayOf(
  slug: string,
  which: "startsOn" | "endsOn" = "startsOn",
): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return isoDay(iso);
}

/** The weekday of a stop's first day ("Friday"), from its calendar date. */
function weekdayOf(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const name = new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    timeZone: "UTC",
  });
  return new RegExp(`\\b${name}`, "i");
}

/** A year-month-day of the seed (an instant such as a code's end) as the day it falls on in Pacific time. */
function pacificDay(instant: string): RegExp {
  const d = new Date(instant);
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Los_Angeles",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(d);
  return isoDay(parts);
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
function slotTime(
  slug: string,
  group: Group,
  activity: string,
  dayIndex = 0,
  title?: string,
): string {
  const schedule = seedEvent(slug).page?.schedule;
  const dayTables = schedule?.days?.[dayIndex]?.tables ?? [];
  const table = dayTables.find(
    (t) => t.group === group && (title === undefined || t.title === title),
  );
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot)
    throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (
  slug: string,
  group: Group,
  activity: string,
  dayIndex = 0,
  title?: string,
): RegExp => timeRe(slotTime(slug, group, activity, dayIndex, title));

/** The venue's name and street. */
const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [
    /coming soon/i,
    /not (yet )?(been )?(confirmed|announced|set|finali[sz]ed)/i,
    /(being|still|yet to be) (confirmed|finali[sz]ed|announced)/i,
    /\bTBD\b|\bTBA\b|to be (announced|determined|confirmed)/i,
    /hasn'?t been (confirmed|announced|set)/i,
    /don'?t (have|know) (the|a) (venue|studio)/i,
  ];
}

/** The heading of a stop's age group, as its schedule names it ("Seniors (12 to adult)"). */
function groupHeading(slug: string, group: "juniors" | "seniors"): string {
  const scheme = seedEvent(slug).page.schedule?.ageGroups ?? "juniors_seniors";
  return scheduleCopy.ageGroups[scheme][group];
}

/** "Juniors (11 and under)" → the group's name and its ages, in any reasonable wording ("11 and under", "12+"). */
function groupFacts(heading: string): FactOrAlternatives[] {
  const m = /^(\w+) \((\d+) (and under|and up|to adult)\)$/.exec(heading);
  if (!m) throw new Error(`not a group heading: ${heading}`);
  const [, name = "", n = "", range = ""] = m;
  const ages: Fact[] =
    range === "and under"
      ? [
          new RegExp(`\\b${n}\\s*(and|&|or)\\s*(under|younger|below)`, "i"),
          new RegExp(`under ${Number(n) + 1}(?!\\d)`, "i"),
          new RegExp(`\\b${n} (years )?(old )?or younger`, "i"),
        ]
      : [
          new RegExp(`\\b${n}\\s*(and|&|or)\\s*(up|over|older|above)`, "i"),
          new RegExp(`\\b${n}\\+`),
          new RegExp(`\\b${n}\\s*(to|-|–)\\s*adults?`, "i"),
        ];
  return [new RegExp(name.replace(/s$/, ""), "i"), ages];
}

/** A date the cohort words as "December 1, 2025", as a reply would write it ("December 1", "Dec 1st"). */
function textDay(text: string): RegExp {
  const m = /^(\w+) (\d{1,2}), (\d{4})$/.exec(text);
  const month = m ? MONTHS.indexOf(m[1] ?? "") : -1;
  if (!m || month < 0) throw new Error(`not a date: ${text}`);
  return isoDay(
    `${m[3]}-${String(month + 1).padStart(2, "0")}-${String(m[2]).padStart(2, "0")}`,
  );
}

/** "January 1, 2026" also as "the 1st of January". */
function firstOf(text: string): RegExp {
  const m = /^(\w+) (\d{1,2}), \d{4}$/.exec(text);
  if (!m) throw new Error(`not a date: ${text}`);
  const ord = m[2] === "1" ? "1st|first" : `${m[2]}(st|nd|rd|th)`;
  return new RegExp(`\\b(${ord}) of ${m[1]}`, "i");
}

/** A tier's base price (the program pages show the mentorship levels at their base prices). */
function basePrice(tierKey: string): RegExp {
  const t = seed.tiers.find((x) => x.key === tierKey);
  if (!t) throw new Error(`no tier ${tierKey}`);
  return money({ amountMinor: toMinor(t.basePrice), currency: "USD" });
}

/** The youngest age the audition form accepts, by its own schema. */
function youngestAuditionAge(): number {
  for (let age = 0; age <= 30; age++) {
    const ok = auditionFormSchema.safeParse({
      fullName: "A Dancer",
      email: "a@example.com",
      phone: "555 0100",
      age,
      parentName: "A Parent",
      consent: true,
    }).success;
    if (ok) return age;
  }
  throw new Error("the audition form accepts no age up to 30");
}

/** An opportunity's minimum age, from its seeded details ("Ages 16 and up"). */
function opportunityAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  const line = o?.details.map((d) => /Ages (\d+) and up/.exec(d)).find(Boolean);
  if (!line?.[1]) throw new Error(`${slug} has no minimum age`);
  return Number(line[1]);
}

/** Whether the Submit Talent form accepts a submission without any link (its own schema). */
function talentNeedsLink(): boolean {
  const base = { fullName: "A Dancer", email: "a@example.com", age: 20 };
  const without = applicationSchemas.talent.safeParse({
    ...base,
    links: [],
  }).success;
  const withLink = applicationSchemas.talent.safeParse({
    ...base,
    links: ["https://example.com/reel"],
  }).success;
  if (!withLink) throw new Error("the talent form refuses a valid submission");
  return !without;
}

/** A price less a fixed code's amount (the cart's arithmetic for one ticket on a fixed code). */
function lessFixed(slug: string, tier: string, code: string): RegExp {
  const d = seedDiscountCode(code);
  if (d.amount === undefined) throw new Error(`${code} is not a fixed code`);
  if (!d.eligibleTiers.includes(tier))
    throw new Error(`${code} does not cover ${tier}`);
  const p = seedPrice(slug, tier);
  if (d.currency !== p.currency)
    throw new Error(`${code} is in another currency`);
  return money({
    amountMinor: Math.max(0, p.amountMinor - toMinor(d.amount)),
    currency: p.currency,
  });
}

/** A percentage code's price for one ticket (the early-bird figures). */
function lessPercent(slug: string, tier: string, code: string): RegExp {
  const d = seedDiscountCode(code);
  if (d.percentOff === undefined)
    throw new Error(`${code} is not a percentage code`);
  if (d.eligibleTiers.length > 0 && !d.eligibleTiers.includes(tier))
    throw new Error(`${code} does not cover ${tier}`);
  if (d.city && d.city !== slug) throw new Error(`${code} is for ${d.city}`);
  const p = seedPrice(slug, tier);
  return money({
    amountMinor: percentOff(p.amountMinor, d.percentOff),
    currency: p.currency,
  });
}

/** A code's end, checked to be in the past (or future) at the eval clock. */
function codeEnd(code: string, expect: "past" | "future"): RegExp {
  const end = seedDiscountCode(code).endsAt;
  if (!end) throw new Error(`${code} has no end`);
  const past = new Date(end).getTime() <= EVAL_CLOCK.getTime();
  if (past !== (expect === "past"))
    throw new Error(`${code} does not end in the ${expect}`);
  return pacificDay(end);
}

/** The city a code is limited to (fails if it has none). */
function codeCity(code: string): string {
  const c = seedDiscountCode(code).city;
  if (!c) throw new Error(`${code} has no city`);
  return c;
}

/** A city's name without the state ("Hartford, CT" → "Hartford"). */
const cityOf = (slug: string): RegExp =>
  new RegExp(escapeRegExp(seedEvent(slug).cityName.split(",")[0] ?? slug), "i");

/** The most of one ticket an order may hold at a stop. */
const maxPerOrder = (slug: string, tier: string): number =>
  seedOffer(slug, tier).maxPerOrder;

// ---------------------------------------------------------------------------------------------
// Polarity words and shared copy facts

const NO: readonly Fact[] = [
  /\bno\b/i,
  /\bnot\b/i,
  /n['’]t\b/i,
  /\bcannot\b/i,
  /\bonly\b/i,
  /\bnope\b/i,
];
const YES: readonly Fact[] = [
  /\byes\b/i,
  /\byep\b/i,
  /\babsolutely\b/i,
  /\bof course\b/i,
  /\bdefinitely\b/i,
  /\bsure\b/i,
  /\bindeed\b/i,
];
const CAD: readonly Fact[] = [/\bCAD\b/, /canadian/i, /C\$/];
const FREE: readonly Fact[] = [
  /\bfree\b/i,
  /no (cost|charge|fee)/i,
  /\$0(?!\d)/,
];
const ALL_SALES_FINAL: readonly Fact[] = [
  /all sales (are )?final/i,
  /non-?refundable/i,
  /no refunds?\b/i,
  /can(no|')t (offer|give|issue|process) (a )?refund/i,
  /don'?t (offer|give|issue) refunds?/i,
];
const FULL_REFUND: readonly Fact[] = [
  /full refund/i,
  /refund(ed)? in full/i,
  /100% refund/i,
];
const GUARDIAN: readonly Fact[] = [/parent/i, /guardian/i];

/** Victoria's pricing currency must be Canadian for the questions below. */
if (seedEvent("victoria-bc").currency !== "CAD")
  throw new Error("Victoria is not priced in CAD");
if (seedEvent("niagara-falls").currency !== "CAD")
  throw new Error("Niagara Falls is not priced in CAD");

/** The stops whose status the questions lean on. */
if (!seedEvent("atlanta").isCancelled)
  throw new Error("Atlanta is not cancelled");
if (seedEvent("london").startsOn !== null) throw new Error("London has a date");
if (
  seedEvent("nashville").isCancelled ||
  seedEvent("nashville").startsOn === null
)
  throw new Error("a stop asked about as on is cancelled");

const AUDITION_MIN_AGE = youngestAuditionAge();
const SKELETON_CREW_AGE = opportunityAge("skeleton-crew-audition-registration");
if (!talentNeedsLink()) throw new Error("Submit Talent no longer needs a link");
if (ADULT_AGE <= 16) throw new Error("a 16-year-old is no longer a minor");

const HARTFORD_ORDER_LIMIT = maxPerOrder("hartford", "core");
if (HARTFORD_ORDER_LIMIT >= 12)
  throw new Error("the order-limit question asks about 12 tickets");

const VIP = seedOffer("new-hampshire", "nh_protrack_vip");
if (!VIP.rule.requiresOneOf.includes("nh_full_weekend"))
  throw new Error("the VIP upgrade no longer needs a weekend ticket");

const ORLANDO_UPGRADE = boughtUpgrade("orlando", "core", "pro");
const SEATTLE_CART_UPGRADE = cartUpgrade("seattle", "core", "pro");

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutNSingleQuestions: readonly HeldoutNQuestion[] = [
  // Prices and totals
  {
    kind: "single",
    topic: "prices and totals",
    ask: "how much is the core experience in seattle",
    expect: { includesAll: [priceOf("seattle", "core")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "sherwood full weekend pass price??",
    expect: { includesAll: [priceOf("sherwood", "weekend_pass")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "I'm bringing my twins and their friend to Orlando. How much for 3 core tickets altogether?",
    expect: { includesAll: [totalOf("orlando", "core", 3)] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "are the victoria bc prices in US dollars?",
    expect: { includesAll: [NO, CAD] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "niagara falls, how much if my daughter only wants to take one class",
    expect: { includesAll: [priceOf("niagara-falls", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "cypress tx: what's the price of 'just a class' compared to the core experience?",
    expect: {
      includesAll: [
        priceOf("cypress", "masterclass_only"),
        priceOf("cypress", "core"),
      ],
    },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "Can I buy 12 Core tickets for Hartford in one order for my whole team?",
    expect: { includesAll: [NO, fig(String(HARTFORD_ORDER_LIMIT))] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "we already paid the deposit for the new hampshire weekend, how much is the balance?",
    expect: { includesAll: [priceOf("new-hampshire", "nh_balance_payment")] },
  },

  // Upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "i already bought a core ticket for orlando. how much more to move up to pro track?",
    expect: { includesAll: [printed(ORLANDO_UPGRADE)] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "I have Core for Seattle sitting in my cart, how much extra would it be to switch it to Pro Track instead?",
    expect: { includesAll: [printed(SEATTLE_CART_UPGRADE)] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "Can I buy just the Pro Track VIP upgrade for the New Hampshire weekend without a weekend ticket?",
    expect: {
      includesAll: [
        NO,
        [/full weekend pass/i, /weekend (pass|ticket)/i, /balance payment/i],
      ],
    },
  },

  // Dates and status
  {
    kind: "single",
    topic: "dates and status",
    ask: "Is the Atlanta intensive still on for the 28th?",
    expect: { includesAll: [NO, /cancel/i] },
  },
  {
    kind: "single",
    topic: "dates and status",
    ask: "is there a date for london yet?",
    expect: {
      includesAll: [
        [
          /\bno\b/i,
          /not yet/i,
          /\bTBD\b|\bTBA\b/i,
          /to be (determined|announced|confirmed)/i,
          /hasn'?t been (set|announced|confirmed)/i,
          /not (been )?(set|announced|confirmed)/i,
        ],
      ],
    },
  },
  {
    kind: "single",
    topic: "dates and status",
    ask: "Is the Sherwood Oregon event just one day?",
    expect: {
      includesAll: [
        NO,
        dayOf("sherwood"),
        [dayOf("sherwood", "endsOn"), /\b25\b/],
      ],
    },
  },
  {
    kind: "single",
    topic: "dates and status",
    ask: "is the boston intensive on a weekend? trying to figure out school",
    expect: { includesAll: [NO, weekdayOf("boston")] },
  },
  {
    kind: "single",
    topic: "dates and status",
    ask: "when are you coming to springfield virginia",
    expect: { includesAll: [dayOf("springfield-va"), /2026/] },
  },
  {
    kind: "single",
    topic: "dates and status",
    ask: "Savannah - is it October 25 or 26?",
    expect: { includesAll: [dayOf("savannah")] },
  },

  // Venues
  {
    kind: "single",
    topic: "venues",
    ask: "whats the address for the hartford class",
    expect: { includesAll: [streetOf("hartford")] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "Which studio is the Boise intensive at?",
    expect: { includesAll: [venueName("boise")] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "where is the dallas one being held",
    expect: { includesAll: [noVenue("dallas")] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "Niagara Falls - do we go in the front door of the studio?",
    expect: { includesAll: [[/\bback\b/i, /\brear\b/i]] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "victoria bc studio address?",
    expect: { includesAll: [streetOf("victoria-bc")] },
  },
  {
    kind: "single",
    topic: "venues",
    ask: "Is the Cypress intensive at Cypress Creek Dance Center?",
    expect: { includesAll: [YES, [streetOf("cypress"), venueName("cypress")]] },
  },
  // Schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "What time is check-in for the seniors in Hartford?",
    expect: { includesAll: [slotAt("hartford", "seniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "seattle juniors what time is lunch",
    expect: { includesAll: [slotAt("seattle", "juniors", "Lunch break")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "My son is 14. What time is his audition at the Sarasota intensive?",
    expect: { includesAll: [slotAt("sarasota", "seniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "What time is the stunts class on the Saturday in Sherwood?",
    expect: {
      includesAll: [slotAt("sherwood", "all", "Stunts for Dancers", 0)],
    },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "New Hampshire Sunday: what time does the Pro Track VIP session start?",
    expect: {
      includesAll: [
        slotAt(
          "new-hampshire",
          "seniors",
          "Pro Track VIP session",
          1,
          "Studio 2",
        ),
      ],
    },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "spokane seniors - what time is the pro track session",
    expect: {
      includesAll: [slotAt("spokane", "seniors", "Pro Track session")],
    },
  },

  // Ages and groups
  {
    kind: "single",
    topic: "ages and groups",
    ask: "my daughter just turned 12. is she a junior or senior for hartford?",
    expect: { includesAll: groupFacts(AGE_GROUP_LABELS[auditionAgeGroup(12)]) },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "For Orlando, which group would my 12 year old son be in?",
    expect: { includesAll: groupFacts(groupHeading("orlando", "seniors")) },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "whats the youngest age that can register for the audition",
    expect: { includesAll: [fig(String(AUDITION_MIN_AGE))] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "Does my 16 year old need a parent to register for the audition?",
    expect: { includesAll: [YES, GUARDIAN] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "sherwood saturday - are juniors and seniors separate that day?",
    expect: { includesAll: [NO, [/all ages/i, /together/i, /every age/i]] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "How old do you have to be for the Skeleton Crew audition?",
    expect: { includesAll: [fig(String(SKELETON_CREW_AGE))] },
  },
  // Auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "does the audition cost extra on top of the ticket?",
    expect: { includesAll: [[/\bno\b/i, ...FREE]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "Can I do just the audition in Seattle without taking the classes?",
    expect: { includesAll: [YES, [/audition only/i, ...FREE]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if my kid auditions is she guaranteed a role in something?",
    expect: { includesAll: [NO, [/guarantee/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "Do I need a headshot and resume to audition?",
    expect: {
      includesAll: [
        NO,
        [
          /not required/i,
          /\bno\b/i,
          /don'?t need/i,
          /optional/i,
          /if you have/i,
        ],
      ],
    },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "what time is the audition for the older group in seattle",
    expect: { includesAll: [slotAt("seattle", "seniors", "Audition")] },
  },
  // Policies
  {
    kind: "single",
    topic: "policies",
    ask: "If my daughter gets sick the week before and can't go, can I get a refund?",
    expect: { includesAll: [NO, ALL_SALES_FINAL] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "what happens if you change the date of our event",
    expect: { includesAll: [/48/, /credit/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "Does the credit I get after a date change expire?",
    expect: {
      includesAll: [
        [
          /never expires?/i,
          /does(n'?t| not) expire/i,
          /no expir/i,
          /won'?t expire/i,
          /\bnon-?expiring\b/i,
        ],
      ],
    },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "i have a credit from victoria bc, can i use it for the seattle date?",
    expect: { includesAll: [NO, [/currency/i, /canadian/i, /\bCAD\b/]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "How long after the event until we get the video clips?",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "I'd rather my son not be in your social media posts, is that possible?",
    expect: { includesAll: [YES, [/before the event/i, /\bemail\b/i]] },
  },

  // Bring and wear
  {
    kind: "single",
    topic: "bring and wear",
    ask: "what shoes should she bring",
    expect: { includesAll: [/sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "Can he just wear the sneakers he walks to the studio in?",
    expect: { includesAll: [NO, [/clean/i, /outside/i, /outdoor/i]] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "is a t-shirt with a big logo ok to wear?",
    expect: { includesAll: [NO, [/solid colou?rs?/i, /avoid/i, /logos?/i]] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "Does she need to bring pads or any gear for the Stunts for Dancers class?",
    expect: {
      includesAll: [
        NO,
        [/no gear/i, /mats/i, /nothing to bring/i, /don'?t need/i],
      ],
    },
  },

  // Mentorship
  {
    kind: "single",
    topic: "mentorship",
    ask: "when does the online mentorship start",
    expect: { includesAll: [textDay(mentorshipCohort.start)] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "How much is Elite Circle per month?",
    expect: { includesAll: [basePrice("mentorship_elite")] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "Could I cancel Elite Circle after just one month?",
    expect: {
      includesAll: [
        NO,
        new RegExp(
          `\\b${mentorshipCohort.minimumTermMonths}[- ]month|\\b(three|3) months|minimum`,
          "i",
        ),
      ],
    },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "When would the second mentorship payment be charged?",
    expect: {
      includesAll: [
        [
          textDay(mentorshipCohort.recurringFrom),
          firstOf(mentorshipCohort.recurringFrom),
        ],
      ],
    },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "does the Building level include one-on-one calls with the choreographer?",
    expect: { includesAll: [NO, /elite circle/i] },
  },

  // Acting for Dancers
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "Is Acting for Dancers in person at the tour stops?",
    expect: { includesAll: [NO, [/online/i, /virtual/i, /video/i]] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "acting for dancers 3 pack price",
    expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack")] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "Is the Steady Growth Path a monthly subscription?",
    expect: {
      includesAll: [
        NO,
        [/one-?time/i, /single payment/i],
        priceOf("acting-for-dancers", "afd_steady_growth"),
      ],
    },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "how long is one private acting session",
    expect: { includesAll: [/50[- ]minutes?|fifty[- ]minutes?/i] },
  },

  // Scholarships and talent
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "do you guys offer any scholarships",
    expect: { includesAll: [YES, /scholarship/i] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "When do scholarship applications close for a tour stop?",
    expect: { includesAll: [[/three weeks/i, /3 weeks/i]] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "would a scholarship cover our hotel and travel to the event?",
    expect: { includesAll: [NO, [/travel/i, /accommodation/i, /hotel/i]] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "We can't make any of the tour dates. Is there another way for my daughter to be seen?",
    expect: { includesAll: [/submit (your )?talent/i] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "Can I submit talent without any link, just my name and age?",
    expect: { includesAll: [NO, /link/i] },
  },
  // Discount codes
  {
    kind: "single",
    topic: "discount codes",
    ask: "What's the Core price in Victoria with the early bird discount?",
    expect: {
      includesAll: [lessPercent("victoria-bc", "core", "VICTORIAEARLY20")],
    },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "can I use PROTRACK50 on a boston pro track ticket",
    expect: { includesAll: [NO, cityOf(codeCity("PROTRACK50"))] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "SUMMER2025 isn't working for me, is it still valid?",
    expect: {
      includesAll: [
        NO,
        [/expired/i, /ended/i, /no longer/i, codeEnd("SUMMER2025", "past")],
      ],
    },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "If I use BRINGAFRIEND25 on one Core ticket in Seattle, what do I pay?",
    expect: { includesAll: [lessFixed("seattle", "core", "BRINGAFRIEND25")] },
  },

  // City pages
  {
    kind: "single",
    topic: "city pages",
    ask: "who teaches the contemporary class in boston",
    expect: { includesAll: [/Liora Vantassel|Vantassel/i] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "can anyone sign up for the hudson new hampshire weekend?",
    expect: { includesAll: [NO, /Granite Stage/i] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "spokane: does core day 1 and pro track run on both days of the weekend?",
    expect: { includesAll: [NO, dayOf("spokane")] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "Does the Spokane ticket come with a free month of Acting for Dancers?",
    expect: { includesAll: [YES, /free month/i] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site cannot answer them

export const heldoutNOffTopicQuestions: readonly OffTopicQuestion[] = [
  {
    kind: "off-topic",
    ask: "whats the weather supposed to be in seattle on november 9?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "Can you recommend a hotel close to the Orlando studio?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "is there street parking near the boston studio or do we need a garage",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "Do you sell jazz shoes? Need a pair for my daughter before Hartford",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "can you recommend a good weekly ballet teacher in Sarasota",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "Does Callboard choreograph wedding first dances?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "best flight from LA to victoria bc for the november date?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "Any good places to eat lunch near the Cypress studio?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "do you rent out the studio for birthday parties",
    expect: { notSure: true },
  },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const heldoutNConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle prices, then Spokane",
    turns: [
      {
        ask: "how much is core in seattle",
        expect: { includesAll: [priceOf("seattle", "core")] },
      },
      {
        ask: "and pro track?",
        expect: { includesAll: [priceOf("seattle", "pro")] },
      },
      {
        ask: "what about pro track in spokane instead",
        expect: {
          includesAll: [priceOf("spokane", "pro")],
          excludes: [priceOf("seattle", "pro")],
        },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A parent of an 11-year-old: Orlando, then Hartford",
    turns: [
      {
        ask: "Hi! My daughter is 11 and we're looking at the Orlando intensive. Which group would she be in?",
        expect: { includesAll: groupFacts(groupHeading("orlando", "juniors")) },
      },
      {
        ask: "What time does she need to check in?",
        expect: { includesAll: [slotAt("orlando", "juniors", "Check-in")] },
      },
      {
        ask: "ok and if we did Hartford instead, what time would check in be for her?",
        expect: {
          includesAll: [slotAt("hartford", "juniors", "Check-in")],
          excludes: [timeRe(slotTime("orlando", "juniors", "Check-in"))],
        },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Elite Circle, then Acting for Dancers",
    turns: [
      {
        ask: "how much is elite circle mentorship",
        expect: { includesAll: [basePrice("mentorship_elite")] },
      },
      {
        ask: "is there a minimum?",
        expect: {
          includesAll: [
            new RegExp(
              `\\b${mentorshipCohort.minimumTermMonths}[- ]month|\\b(three|3) months`,
              "i",
            ),
          ],
        },
      },
      {
        ask: "ok maybe too much for us. how much is a single acting for dancers private session?",
        expect: {
          includesAll: [priceOf("acting-for-dancers", "afd_private_session")],
          excludes: [basePrice("mentorship_elite")],
        },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Atlanta cancelled, then Nashville",
    turns: [
      {
        ask: "we bought tickets for atlanta, is it still happening?",
        expect: { includesAll: [NO, /cancel/i] },
      },
      {
        ask: "Do I have to do anything to get my money back?",
        expect: { includesAll: [NO, FULL_REFUND] },
      },
      {
        ask: "ok. is the nashville one still going ahead? what date is that",
        expect: {
          includesAll: [YES, dayOf("nashville")],
          excludes: [dayOf("atlanta")],
        },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria early bird, then Niagara Falls",
    turns: [
      {
        ask: "whats the victoria early bird code",
        expect: { includesAll: [/VICTORIAEARLY20/i] },
      },
      {
        ask: "until when can I use it?",
        expect: { includesAll: [codeEnd("VICTORIAEARLY20", "future")] },
      },
      {
        ask: "does it work for niagara falls too?",
        expect: {
          includesAll: [NO, [cityOf(codeCity("VICTORIAEARLY20")), /only/i]],
        },
      },
    ],
  },
];

/** How many questions the set asks: singles, off-topic questions and every conversation turn. */
export const heldoutNQuestionCount =
  heldoutNSingleQuestions.length +
  heldoutNOffTopicQuestions.length +
  heldoutNConversations.reduce((n, c) => n + c.turns.length, 0);
