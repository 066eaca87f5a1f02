/**
 * Tuning set 29 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or
 * other sets' questions. Balanced like a held-out set: every topic of the site in proportion to what
 * visitors ask, parents and dancers, short and long messages, two-part messages, yes/no questions
 * (many answered No) and conversation turns that switch subject.
 *
 * Every figure (price, group total, upgrade difference, date, venue, street, time, age limit, cohort
 * date, order limit, discount) is computed from the seed with the site's own functions; copy facts are
 * short phrases with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, type Money } from "~/domain/money";
import { ADULT_AGE } from "~/domain/age-groups";
import { percentOff } from "~/domain/pricing";
import { site } from "~/content/site";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
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

export type Tuning29Topic =
  | "dates"
  | "venues"
  | "prices"
  | "groups and codes"
  | "upgrades"
  | "schedule"
  | "ages and parents"
  | "auditions and opportunities"
  | "policies"
  | "bring and wear"
  | "mentorship"
  | "acting for dancers"
  | "scholarships and footage";

interface Tuning29Question {
  kind: "single";
  topic: Tuning29Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed (as in tuning-set-22.ts)

/** A printed figure as a pattern that does not match inside a larger one ("$168" but not "$1680"). */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" and "CA$227" (the "$227" part). */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

/** One offer's price at a stop, as a pattern. */
const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

/** n tickets of one offer, as a pattern. */
const totalOf = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
};

/** A pattern for a printed money string from seed-facts (cartUpgrade, boughtUpgrade). */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A month-and-day as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function monthDay(iso: string): RegExp {
  const [, m = 0, d = 0] = iso.slice(0, 10).split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** A stop's first (or last) day as a reply would write it. */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return monthDay(iso);
}

/** The day of the month of a stop's last day alone ("25" of "January 24 & 25"). */
function endDayNumber(slug: string): RegExp {
  const iso = seedEvent(slug).endsOn;
  if (!iso) throw new Error(`${slug} has no endsOn`);
  return new RegExp(`(?<!\\d)${Number(iso.slice(8, 10))}(?!\\d)`);
}

/** The year of a stop's first day. */
function yearOf(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return new RegExp(iso.slice(0, 4));
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

function scheduleTables(slug: string, dayIndex: number) {
  return seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
}

/** A slot's time in a stop's schedule, by group, activity and day (first day unless told). */
function slotTime(slug: string, group: Group, activity: string, dayIndex = 0): string {
  const table = scheduleTables(slug, dayIndex).find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0): RegExp => timeRe(slotTime(slug, group, activity, dayIndex));

/** The venue's name and street as facts. */
const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [
    /coming soon/i,
    /not (yet )?(been )?(confirmed|announced|set|listed)/i,
    /(being|still|yet to be) (confirmed|finali[sz]ed|announced)/i,
    /\bTBD\b|to be (announced|determined|confirmed)/i,
    /hasn'?t been (confirmed|announced)/i,
  ];
}

/** The difference between two tiers' prices at a stop, as a pattern. */
function priceGap(slug: string, from: string, to: string): RegExp {
  const a = seedPrice(slug, from);
  const b = seedPrice(slug, to);
  return money({ amountMinor: b.amountMinor - a.amountMinor, currency: a.currency });
}

/** The minimum age an opportunity's details state ("Ages 16 and up"). */
function opportunityMinAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  if (!o) throw new Error(`no opportunity ${slug}`);
  for (const line of o.details ?? []) {
    const m = /Ages (\d+) and up/i.exec(line);
    if (m) return Number(m[1]);
  }
  throw new Error(`${slug} states no minimum age`);
}

/** The youngest age the audition form accepts (with a guardian's name). */
function youngestAuditionAge(): number {
  for (let age = 0; age <= 30; age++) {
    const r = auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "parent@example.com", phone: "5550100", age, parentName: "Test Parent", consent: true });
    if (r.success) return age;
  }
  throw new Error("the audition form accepts no age up to 30");
}

/** A stop has no slot whose activity matches. */
function assertNoSlot(slug: string, activity: RegExp): void {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  if (days.length === 0) throw new Error(`${slug} has no schedule`);
  for (const d of days) for (const t of d.tables) for (const s of t.slots) if (activity.test(s.activity)) throw new Error(`${slug} has ${s.activity}`);
}

/** A whole number (an age, a count) as a pattern that does not match inside a larger number or a price. */
const num = (n: number): RegExp => new RegExp(`(?<![\\d$£.,])${n}(?!\\d|,\\d)`);

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
/** "3-month", "three month", "3 months". */
const monthsRe = (n: number): RegExp => new RegExp(`\\b(${n}|${NUMBER_WORDS[n] ?? n})[- ]months?\\b`, "i");

/** The polarity words of a yes/no answer. */
const NO: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /\b\w+n['’]t\b/i, /\bcannot\b/i, /\bonly\b/i];
const YES: readonly Fact[] = [/\byes\b/i, /\byep\b/i, /\babsolutely\b/i, /\bof course\b/i, /\bsure\b/i, /\bdefinitely\b/i, /\bindeed\b/i];

// ---------------------------------------------------------------------------------------------
// Figures computed once

const earlyBird = seedDiscountCode("VICTORIAEARLY20");
if (!earlyBird.percentOff) throw new Error("VICTORIAEARLY20 is not a percentage code");
const victoriaCore = seedPrice("victoria-bc", "core");
const victoriaCoreEarly = money({ amountMinor: percentOff(victoriaCore.amountMinor, earlyBird.percentOff), currency: victoriaCore.currency });
const earlyBirdPercent = new RegExp(`${earlyBird.percentOff}\\s?(%|percent)`, "i");


const maxPerOrder = seedOffer("hartford", "core").maxPerOrder;
const niagaraPro = seedPrice("niagara-falls", "pro");
if (niagaraPro.amountMinor >= 40000) throw new Error("Niagara Pro Track is not under 400");

const firstOfSavannahNiagara = (seedEvent("niagara-falls").startsOn ?? "") < (seedEvent("savannah").startsOn ?? "") ? /niagara/i : /savannah/i;
assertNoSlot("savannah", /lunch|dinner|break/i);

const boiseSameVenue = seedEvent("boise").venue === seedEvent("boise-nov-7").venue;
if (!boiseSameVenue) throw new Error("the two Boise stops have different venues");

const skeletonAge = opportunityMinAge("skeleton-crew-audition-registration");
const shadowChoreographerAge = opportunityMinAge("shadowing-opportunity-choreographer");
if (shadowChoreographerAge > 15) throw new Error("a 15-year-old cannot shadow the choreographer");
if (skeletonAge <= 14) throw new Error("a 14-year-old can join the skeleton crew audition");
const minAuditionAge = youngestAuditionAge();

const cohortStart = monthDay(isoOf(mentorshipCohort.start));
const cohortRenewal = monthDay(isoOf(mentorshipCohort.recurringFrom));
const cohortFirstPeriod = new RegExp(escapeRegExp(mentorshipCohort.firstPeriod), "i");
const minimumTerm = monthsRe(mentorshipCohort.minimumTermMonths);

/** "December 1, 2025" as an ISO date. */
function isoOf(words: string): string {
  const m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(words);
  if (!m) throw new Error(`not a date: ${words}`);
  const month = MONTHS.indexOf(m[1] ?? "") + 1;
  if (month < 1) throw new Error(`not a month: ${m[1]}`);
  return `${m[3]}-${String(month).padStart(2, "0")}-${String(m[2]).padStart(2, "0")}`;
}

const contact: Fact[] = [site.contactEmail, /email/i];

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning29SingleQuestions: readonly Tuning29Question[] = [
  // Dates
  { kind: "single", topic: "dates", ask: "when is the seattle one", expect: { includesAll: [dayOf("seattle")] } },
  {
    kind: "single",
    topic: "dates",
    ask: "Is there anything in Boise this fall? My daughter really wants to go",
    expect: { includesAll: [dayOf("boise"), dayOf("boise-nov-7")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "is the atlanta intensive still happening sept 28?",
    expect: { includesAll: [NO, /cancel/i] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "when r u guys coming to london??",
    expect: { includesAll: [[/to be (determined|announced|confirmed)/i, /\bTBD\b/, /not (yet )?(been )?(set|announced|confirmed|scheduled|determined)/i, /no date/i, /hasn'?t been (set|announced|confirmed)/i, /date (is )?(still )?to be/i]] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "what dates is sherwood oregon? is it two days",
    expect: { includesAll: [dayOf("sherwood"), endDayNumber("sherwood")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "Which one is first, Savannah or Niagara Falls? We might do both",
    expect: { includesAll: [firstOfSavannahNiagara, dayOf("niagara-falls"), dayOf("savannah")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "Is the Springfield VA intensive this year or next year?",
    expect: { includesAll: [yearOf("springfield-va"), dayOf("springfield-va")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "we live in hudson nh. can my son sign up for the december weekend even though he doesnt dance at that studio?",
    expect: { includesAll: [NO, /Granite Stage/i] },
  },

  // Venues
  { kind: "single", topic: "venues", ask: "whats the address for the cypress intensive", expect: { includesAll: [streetOf("cypress")] } },
  {
    kind: "single",
    topic: "venues",
    ask: "Where is the Niagara Falls class held, and is there anything I should know about getting in?",
    expect: { includesAll: [venueName("niagara-falls"), [/back of the building/i, /rear/i, /\bback\b/i]] },
  },
  { kind: "single", topic: "venues", ask: "which studio is hosting boston?", expect: { includesAll: [venueName("boston")] } },
  { kind: "single", topic: "venues", ask: "venue for madison wi?", expect: { includesAll: [noVenue("madison-wi")] } },
  {
    kind: "single",
    topic: "venues",
    ask: "Is the Boise masterclass on Nov 7 at the same studio as the Nov 8 intensive?",
    expect: { includesAll: [[...YES, /\bboth\b/i, /same (studio|venue|place|location)/i], venueName("boise")] },
  },

  // Prices
  { kind: "single", topic: "prices", ask: "how much is core in orlando", expect: { includesAll: [priceOf("orlando", "core")] } },
  { kind: "single", topic: "prices", ask: "price of pro track in spokane?", expect: { includesAll: [priceOf("spokane", "pro")] } },
  {
    kind: "single",
    topic: "prices",
    ask: "How much is the Core Experience in Victoria? Is that in Canadian dollars?",
    expect: { includesAll: [priceOf("victoria-bc", "core"), [/\bCAD\b/i, /canadian/i, /C\$/]] },
  },
  { kind: "single", topic: "prices", ask: "how much to do just one class in cypress tx", expect: { includesAll: [priceOf("cypress", "masterclass_only")] } },
  {
    kind: "single",
    topic: "prices",
    ask: "london prices?? core and pro",
    expect: { includesAll: [priceOf("london", "core"), priceOf("london", "pro")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "What's the price difference between Core and Pro Track at Hartford?",
    expect: { includesAll: [priceGap("hartford", "core", "pro")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "is pro track at niagara falls more than 400 canadian?",
    expect: { includesAll: [NO, money(niagaraPro)] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "We already paid the deposit for the Hudson NH weekend. How much is the balance?",
    expect: { includesAll: [priceOf("new-hampshire", "nh_balance_payment")] },
  },

  // Group buying and codes
  { kind: "single", topic: "groups and codes", ask: "how much for 3 core tickets in seattle", expect: { includesAll: [totalOf("seattle", "core", 3)] } },
  {
    kind: "single",
    topic: "groups and codes",
    ask: "I need 2 pro track tickets for savannah (me and my sister), what's the total?",
    expect: { includesAll: [totalOf("savannah", "pro", 2)] },
  },
  {
    kind: "single",
    topic: "groups and codes",
    ask: "how much would 4 full weekend passes for sherwood come to",
    expect: { includesAll: [totalOf("sherwood", "weekend_pass", 4)] },
  },
  {
    kind: "single",
    topic: "groups and codes",
    ask: "I'm a studio owner. Can I buy 12 Core tickets for my students in one order for Hartford?",
    expect: { includesAll: [NO, num(maxPerOrder)] },
  },
  {
    kind: "single",
    topic: "groups and codes",
    ask: "is there an early bird code for victoria? how much would core be with it",
    expect: { includesAll: [earlyBird.code, [victoriaCoreEarly, earlyBirdPercent]] },
  },
  {
    kind: "single",
    topic: "groups and codes",
    ask: "does the victoria early bird discount work on the One Class Only ticket",
    expect: { includesAll: [NO, /core/i] },
  },

  // Upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "I already bought a Core ticket for Seattle. How much to upgrade to Pro Track?",
    expect: { includesAll: [printed(boughtUpgrade("seattle", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "bought an orlando core ticket last week, how much more is it to move up to pro",
    expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how do I upgrade a ticket I already paid for? do I have to buy a new one",
    expect: { includesAll: [[/order number/i, /upgrade link/i, /secure link/i, /upgrade-to-pro-track/i, /pay the difference/i]] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can I buy the NH pro track VIP upgrade by itself without the weekend pass?",
    expect: { includesAll: [NO, [/weekend pass/i, /balance/i]] },
  },

  // Schedule
  { kind: "single", topic: "schedule", ask: "what time do seniors check in at seattle", expect: { includesAll: [slotAt("seattle", "seniors", "Check-in")] } },
  {
    kind: "single",
    topic: "schedule",
    ask: "My 10 year old is doing Hartford. What time does she need to be there for check in?",
    expect: { includesAll: [slotAt("hartford", "juniors", "Check-in")] },
  },
  { kind: "single", topic: "schedule", ask: "what time is the pro track session in boston", expect: { includesAll: [slotAt("boston", "seniors", "Pro Track session")] } },
  { kind: "single", topic: "schedule", ask: "is there a lunch break in savannah?", expect: { includesAll: [NO] } },
  {
    kind: "single",
    topic: "schedule",
    ask: "when is stunts for dancers for the juniors in spokane",
    expect: { includesAll: [slotAt("spokane", "juniors", "Stunts for Dancers")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "Sherwood Saturday: what time does it start, and are all the ages together that day?",
    expect: { includesAll: [slotAt("sherwood", "all", "Check-in", 0), [...YES, /all ages/i, /every age/i]] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "When is the Pro Track VIP session at the New Hampshire weekend?",
    expect: { includesAll: [slotAt("new-hampshire", "seniors", "Pro Track VIP session", 1), [/sunday/i, dayOf("new-hampshire", "endsOn")]] },
  },

  // Ages and parents
  { kind: "single", topic: "ages and parents", ask: "my daughter is 12, is she a junior or senior", expect: { includesAll: [/junior/i] } },
  {
    kind: "single",
    topic: "ages and parents",
    ask: "My son just turned 12 and we're going to Orlando. Which group will he be in?",
    expect: { includesAll: [/senior/i] },
  },
  {
    kind: "single",
    topic: "ages and parents",
    ask: "im 19, do i need a parent to sign anything for the audition",
    expect: { includesAll: [NO, num(ADULT_AGE)] },
  },
  { kind: "single", topic: "ages and parents", ask: "whats the youngest age that can audition", expect: { includesAll: [num(minAuditionAge)] } },
  {
    kind: "single",
    topic: "ages and parents",
    ask: "Is it okay for a beginner? She only does rec dance once a week",
    expect: { includesAll: [[/all (ages and )?levels/i, /every level/i, /recreational/i, /beginner/i]] },
  },

  // Auditions and opportunities
  {
    kind: "single",
    topic: "auditions and opportunities",
    ask: "is the audition free or do we have to pay for it",
    expect: { includesAll: [/free/i] },
  },
  {
    kind: "single",
    topic: "auditions and opportunities",
    ask: "What is the audition actually for? And if she does great, is she guaranteed a part?",
    expect: { includesAll: [[/not guarantee/i, /no guarantee/i, /n'?t guarantee/i, /does not guarantee/i, /not guaranteed/i, /isn'?t guaranteed/i]] },
  },
  {
    kind: "single",
    topic: "auditions and opportunities",
    ask: "can we just come for the audition in seattle and skip the classes?",
    expect: { includesAll: [[/audition only/i, /free/i]] },
  },
  {
    kind: "single",
    topic: "auditions and opportunities",
    ask: "we can't make any of the dates. is there another way for my daughter to be seen?",
    expect: { includesAll: [/submit talent/i] },
  },
  {
    kind: "single",
    topic: "auditions and opportunities",
    ask: "Can my 14 yo audition for the skeleton crew?",
    expect: { includesAll: [NO, num(skeletonAge)] },
  },
  {
    kind: "single",
    topic: "auditions and opportunities",
    ask: "is shadow the choreographer open to a 15 year old?",
    expect: { includesAll: [YES, num(shadowChoreographerAge)] },
  },

  // Policies
  {
    kind: "single",
    topic: "policies",
    ask: "if my kid gets sick the week before can I get a refund",
    expect: { includesAll: [[/final/i, /\bno refund/i, /not refund/i, /can'?t refund/i]] },
  },
  { kind: "single", topic: "policies", ask: "what happens if you guys cancel the event", expect: { includesAll: [/full refund/i] } },
  {
    kind: "single",
    topic: "policies",
    ask: "If the date changes, how long do I have to ask for my money back?",
    expect: { includesAll: [/48/] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "do credits expire?",
    expect: { includesAll: [[/never expire/i, /(does not|doesn'?t|don'?t|do not|won'?t|will not) expire/i, /no expir/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "do you store my card number on your site?",
    expect: { includesAll: [NO] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "I don't want my daughter in any promo videos on social media. Can you keep her out?",
    expect: { includesAll: [contact, /before the event/i] },
  },

  // Bring and wear
  { kind: "single", topic: "bring and wear", ask: "what shoes should he bring", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "does she need a headshot and resume to audition?",
    expect: { includesAll: [[/\bno\b/i, /not required/i, /n'?t required/i, /not necessary/i, /optional/i, /if you have/i]] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "what should i wear? can i wear my fav graphic tee",
    expect: { includesAll: [[/logo/i, /print/i, /solid/i]] },
  },
  { kind: "single", topic: "bring and wear", ask: "do we need to pack lunch or is food provided", expect: { includesAll: [/lunch/i] } },

  // Mentorship
  { kind: "single", topic: "mentorship", ask: "how much is elite circle mentorship a month", expect: { includesAll: [priceOf("hartford", "mentorship_elite")] } },
  {
    kind: "single",
    topic: "mentorship",
    ask: "When does the mentorship start? Can I start right now?",
    expect: { includesAll: [cohortStart] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "whats the difference between building and growth mentorship",
    expect: { includesAll: [/self-?tape/i] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "does elite circle renew automatically?",
    expect: { includesAll: [[...YES, /renews? automatically/i, /auto-?renew/i]] },
  },

  // Acting for Dancers
  { kind: "single", topic: "acting for dancers", ask: "how much is one private acting session", expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session")] } },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "Acting for Dancers 3 pack: price, and how long do I have to use the sessions?",
    expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack"), /90/] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "Is the Steady Growth Path a monthly subscription?",
    expect: { includesAll: [NO, /one-?time/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "starter path vs steady growth whats the diff",
    expect: { includesAll: [/\b(four|4)[- ]weeks?\b/i, /\b(eight|8)[- ]weeks?\b/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "do we get a free month of acting for dancers with a boston ticket?",
    expect: { includesAll: [[...YES, /\bincludes?\b/i, /\bincluded\b/i, /\bcomes with\b/i]] },
  },

  // Scholarships and footage
  { kind: "single", topic: "scholarships and footage", ask: "do you offer scholarships? money is tight for us", expect: { includesAll: [/scholarship/i, [...YES, /we offer/i, /available/i]] } },
  {
    kind: "single",
    topic: "scholarships and footage",
    ask: "when do scholarship applications close for a city",
    expect: { includesAll: [/\b(three|3) weeks\b/i] },
  },
  {
    kind: "single",
    topic: "scholarships and footage",
    ask: "if she gets a scholarship does it cover our hotel and travel too?",
    expect: { includesAll: [NO] },
  },
  {
    kind: "single",
    topic: "scholarships and footage",
    ask: "when will we get the video clips from the day?",
    expect: { includesAll: [/\b(four|4) weeks\b/i] },
  },

];

// ---------------------------------------------------------------------------------------------
// Off-topic: the site cannot answer these

const notSure = { notSure: true } as const;

export const tuning29OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather gonna be like in seattle on november 9", expect: notSure },
  { kind: "off-topic", ask: "Is there street parking near the Cypress studio or a paid lot?", expect: notSure },
  { kind: "off-topic", ask: "can you recommend a hotel close to the orlando studio", expect: notSure },
  { kind: "off-topic", ask: "Where's a good store in Boston to buy jazz shoes before the intensive?", expect: notSure },
  { kind: "off-topic", ask: "can you recommend a ballet teacher in spokane for weekly lessons", expect: notSure },
  { kind: "off-topic", ask: "Do you do birthday party dance classes for kids?", expect: notSure },
  { kind: "off-topic", ask: "any good restaurants near the victoria studio for dinner after", expect: notSure },
  { kind: "off-topic", ask: "How long is the drive from Portland airport to Sherwood?", expect: notSure },
  { kind: "off-topic", ask: "who's the best headshot photographer in nashville?", expect: notSure },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on or switch away from earlier ones

export const tuning29Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle, then switching to Victoria",
    turns: [
      { ask: "when's seattle and how much is core", expect: { includesAll: [dayOf("seattle"), priceOf("seattle", "core")] } },
      {
        ask: "ok what about victoria bc instead",
        expect: { includesAll: [dayOf("victoria-bc"), priceOf("victoria-bc", "core")], excludes: [priceOf("seattle", "core")] },
      },
      { ask: "and where is that one", expect: { includesAll: [venueName("victoria-bc")], excludes: [venueName("seattle")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent with twins at Orlando",
    turns: [
      {
        ask: "My son is 11 and we want to do Orlando. Which group is he in and what time does his group check in?",
        expect: { includesAll: [/junior/i, slotAt("orlando", "juniors", "Check-in")] },
      },
      { ask: "how much for him and his twin sister", expect: { includesAll: [totalOf("orlando", "core", 2)] } },
      {
        ask: "and if we did pro track for both instead?",
        expect: { includesAll: [totalOf("orlando", "pro", 2)], excludes: [totalOf("orlando", "core", 2)] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship levels, billing and cancelling",
    turns: [
      {
        ask: "tell me about the mentorship levels and prices",
        expect: { includesAll: [priceOf("hartford", "mentorship_building"), priceOf("hartford", "mentorship_growth"), priceOf("hartford", "mentorship_elite")] },
      },
      { ask: "when would I be charged first, and when is the next payment?", expect: { includesAll: [[cohortStart, cohortFirstPeriod], cohortRenewal] } },
      { ask: "can I cancel after the first month if she doesn't like it?", expect: { includesAll: [NO, minimumTerm] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sarasota audition, then a refund question",
    turns: [
      { ask: "is the audition in sarasota free?", expect: { includesAll: [/free/i] } },
      { ask: "what time is it for the juniors", expect: { includesAll: [slotAt("sarasota", "juniors", "Audition")] } },
      {
        ask: "different question. if we buy tickets and then can't come, can we get our money back?",
        expect: { includesAll: [[/final/i, /\bno refund/i, /not refund/i, /can'?t refund/i]], excludes: [slotAt("sarasota", "juniors", "Audition")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "New Hampshire weekend, then Boston",
    turns: [
      {
        ask: "what's happening in new hampshire in december?",
        expect: { includesAll: [/Granite Stage/i, dayOf("new-hampshire")] },
      },
      { ask: "how much is the vip upgrade", expect: { includesAll: [priceOf("new-hampshire", "nh_protrack_vip")] } },
      {
        ask: "ok forget nh, we're not at that studio. when is boston and how much is core there",
        expect: { includesAll: [dayOf("boston"), priceOf("boston", "boston_core")], excludes: [priceOf("new-hampshire", "nh_protrack_vip")] },
      },
    ],
  },
];

export const tuning29QuestionCount: number =
  tuning29SingleQuestions.length + tuning29OffTopicQuestions.length + tuning29Conversations.reduce((n, c) => n + c.turns.length, 0);
