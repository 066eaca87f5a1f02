/**
 * Held-out set X of the chat assistant (issue 40): written after the code freeze at aec2f10, from the
 * spec, the seed catalog, the site's content files and the forms' own validation, by someone who never
 * read the answerer, its docs or other sets' questions. It is scored once, and the people changing the
 * assistant never read its questions.
 *
 * Emphasis: a balanced cross-section of what real visitors ask (teen and adult dancers, parents and
 * studio owners, before and after buying) across every topic of the site: each city page's own facts,
 * prices and totals, upgrades, codes, dates, venues, schedules, ages, auditions, policies, credits,
 * what to bring, footage, the online programs, scholarships and talent submissions. Yes/no questions
 * (about half answered No), either/or, comparisons between stops or tickets, totals, and follow-ups.
 *
 * Every figure is computed from the seed with the site's own functions; copy facts are short phrases
 * with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, type Money } from "~/domain/money";
import { ADULT_AGE } from "~/domain/age-groups";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { cartLineSchema } from "~/features/cart/quote-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type HeldoutXTopic =
  | "prices and totals"
  | "upgrades"
  | "discount codes"
  | "dates and venues"
  | "schedule"
  | "ages and guardians"
  | "auditions"
  | "policies and credits"
  | "bring and wear"
  | "footage"
  | "city pages"
  | "online programs"
  | "scholarships and talent";

interface HeldoutXQuestion {
  kind: "single";
  topic: HeldoutXTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed

const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));
const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));
const totalOf = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
};
const sumOf = (parts: readonly [string, string][]): RegExp => {
  const prices = parts.map(([slug, tier]) => seedPrice(slug, tier));
  const currency = prices[0]?.currency ?? "USD";
  return money({ amountMinor: prices.reduce((s, p) => s + p.amountMinor, 0), currency });
};
const diffOf = (a: [string, string], b: [string, string]): RegExp => {
  const pa = seedPrice(...a);
  const pb = seedPrice(...b);
  return money({ amountMinor: Math.abs(pa.amountMinor - pb.amountMinor), currency: pa.currency });
};
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`${slug} has a bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
function weekdayOf(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const name = WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()];
  if (!name) throw new Error(`bad weekday for ${slug}`);
  return new RegExp(`\\b${name}`, "i");
}

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

function slotTime(slug: string, group: Group, activity: string, dayIndex = 0): string {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const slot = tables.find((t) => t.group === group)?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0): RegExp => timeRe(slotTime(slug, group, activity, dayIndex));

/** Whether a group's table on a stop's day has an activity (the set fails if the seed changes the answer). */
function hasSlot(slug: string, group: Group, activity: string, dayIndex = 0): boolean {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  return Boolean(tables.find((t) => t.group === group)?.slots.some((s) => s.activity === activity));
}
function assertNoSlot(slug: string, group: Group, activity: string): void {
  if (hasSlot(slug, group, activity)) throw new Error(`${slug} ${group} has ${activity}`);
}

const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

const NO = /^(no\b|nope|not\b|unfortunately|sorry|it (is|isn'?t|does|doesn'?t)n?'?t?|there (is|are)n'?t|they (are|do)n'?t|you (can'?t|don'?t|won'?t))/i;
const YES = /^(yes|yep|yeah|absolutely|of course|sure)\b/i;

// Seed facts used below, checked so a changed seed fails loudly rather than silently.
const baseForm = { fullName: "A Dancer", email: "a@example.com", phone: "555", parentName: "A Parent", consent: true };
/** The youngest age the audition form accepts, probed from its own schema. */
const minAge = Array.from({ length: 30 }, (_, i) => i).find((age) => auditionFormSchema.safeParse({ ...baseForm, age }).success);
if (minAge === undefined) throw new Error("no audition age accepted");
/** The largest quantity of one ticket a cart line accepts, probed from its own schema. */
const maxQty = [1, 10, 20, 50, 99, 100, 200, 500].filter((quantity) => cartLineSchema.safeParse({ tierKey: "core", quantity }).success).pop();
if (maxQty === undefined) throw new Error("no quantity accepted");
assertNoSlot("boston", "juniors", "Audition");
assertNoSlot("savannah", "juniors", "Audition");

const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
const victoriaCoreEarly: Money = { amountMinor: percentOff(seedPrice("victoria-bc", "core").amountMinor, victoriaEarly.percentOff ?? 0), currency: "CAD" };
const bringAFriend = seedDiscountCode("BRINGAFRIEND25");
const atlantaCoreWithFriend: Money = { amountMinor: seedPrice("atlanta", "core").amountMinor - (bringAFriend.amount ?? 0) * 100, currency: "USD" };
const summer = seedDiscountCode("SUMMER2025");
const protrack50 = seedDiscountCode("PROTRACK50");


// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutXSingleQuestions: readonly HeldoutXQuestion[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in nashville", expect: { includesAll: [priceOf("nashville", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "pro track price for spokane?", expect: { includesAll: [priceOf("spokane", "pro")], excludes: [priceOf("atlanta", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "my 2 daughters want core tickets for Boise on nov 8, whats the total", expect: { includesAll: [totalOf("boise", "core", 2)] } },
  { kind: "single", topic: "prices and totals", ask: "3 pro track tickets for atlanta how much altogether?", expect: { includesAll: [totalOf("atlanta", "pro", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "is orlando cheaper than tampa? i mean cheaper than atlanta for core", expect: { includesAll: [YES, priceOf("orlando", "core"), priceOf("atlanta", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "is the spokane core ticket the same price as seattle's?", expect: { includesAll: [NO, priceOf("spokane", "core_day1"), priceOf("seattle", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "how much is the victoria one class only ticket", expect: { includesAll: [priceOf("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices and totals", ask: "Sherwood: is the weekend pass cheaper than buying day 1 and day 2 separately? by how much", expect: { includesAll: [YES, priceOf("sherwood", "weekend_pass"), money({ amountMinor: seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor - seedPrice("sherwood", "weekend_pass").amountMinor, currency: "USD" })] } },
  { kind: "single", topic: "prices and totals", ask: "whats the masterclass only price at cypress", expect: { includesAll: [priceOf("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and totals", ask: "core in niagara falls, is it in canadian dollars?", expect: { includesAll: [YES, priceOf("niagara-falls", "core"), [/CAD/i, /canadian/i, /C\$/]] } },
  { kind: "single", topic: "prices and totals", ask: "one core ticket for savannah and one for boone, total?", expect: { includesAll: [sumOf([["savannah", "core"], ["boone", "core"]])] } },
  { kind: "single", topic: "prices and totals", ask: "how much more is pro track than core in boston", expect: { includesAll: [diffOf(["boston", "boston_pro_track"], ["boston", "boston_core"])] } },
  { kind: "single", topic: "prices and totals", ask: "how much is the audition only ticket", expect: { includesAll: [[/free/i, /\$0(?!\d)/]] } },
  { kind: "single", topic: "prices and totals", ask: "what does london cost? the core one", expect: { includesAll: [priceOf("london", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "boise nov 7 vs nov 8 core, which is cheaper", expect: { includesAll: [priceOf("boise-nov-7", "core"), priceOf("boise", "core"), [/nov(ember)?\.? 7/i, /7th/i]] } },
  { kind: "single", topic: "prices and totals", ask: "can i buy 150 tickets in one go for my whole studio? same ticket", expect: { includesAll: [NO, fig(String(maxQty))] } },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "i already bought core for orlando, how much to upgrade to pro track now", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "core ticket is in my cart for orlando, whats the cost to switch it to pro before i pay", expect: { includesAll: [printed(cartUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "bought core for minneapolis last week. upgrade to pro costs what?", expect: { includesAll: [printed(boughtUpgrade("minneapolis", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "victoria core → pro upgrade after buying, price?", expect: { includesAll: [printed(boughtUpgrade("victoria-bc", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "new hampshire weekend, we paid the balance. can we add the pro track vip and what does it cost", expect: { includesAll: [YES, priceOf("new-hampshire", "nh_protrack_vip")] } },

  // discount codes
  { kind: "single", topic: "discount codes", ask: "whats victoria early bird price for core with the code", expect: { includesAll: [money(victoriaCoreEarly), "VICTORIAEARLY20"] } },
  { kind: "single", topic: "discount codes", ask: "does VICTORIAEARLY20 work on the one class only ticket?", expect: { includesAll: [NO] } },
  { kind: "single", topic: "discount codes", ask: "until when can i use the victoria early bird code", expect: { includesAll: [/oct(ober)?\.? 24/i] } },
  { kind: "single", topic: "discount codes", ask: "BRINGAFRIEND25 on an atlanta core ticket, what do i pay", expect: { includesAll: [money(atlantaCoreWithFriend)] } },
  { kind: "single", topic: "discount codes", ask: "can i use bringafriend25 on pro track?", expect: { includesAll: [NO], excludes: [YES] } },
  { kind: "single", topic: "discount codes", ask: `can I still use ${summer.code}?`, expect: { includesAll: [NO, [/expired/i, /ended/i, /no longer/i, /aug(ust)?\.? 31/i]] } },
  { kind: "single", topic: "discount codes", ask: `does ${protrack50.code} work for the seattle pro track`, expect: { includesAll: [NO, /hartford/i] } },
  { kind: "single", topic: "discount codes", ask: "can i put two discount codes on the same order", expect: { includesAll: [[/once per order/i, /each code/i, /one code/i, /more than one/i, /multiple/i]] } },
  { kind: "single", topic: "discount codes", ask: "im a studio owner, is there a discount for partner studios", expect: { includesAll: [YES, /10 ?%|10 percent/i] } },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the nashville one", expect: { includesAll: [dayOf("nashville")] } },
  { kind: "single", topic: "dates and venues", ask: "what day of the week is boston", expect: { includesAll: [weekdayOf("boston"), dayOf("boston")] } },
  { kind: "single", topic: "dates and venues", ask: "which studio is hartford at", expect: { includesAll: [venueName("hartford")] } },
  { kind: "single", topic: "dates and venues", ask: "address for the seattle intensive pls", expect: { includesAll: [streetOf("seattle")] } },
  { kind: "single", topic: "dates and venues", ask: "wheres the dallas event being held", expect: { includesAny: noVenue("dallas") } },
  { kind: "single", topic: "dates and venues", ask: "is madison on a saturday?", expect: { includesAll: [NO, weekdayOf("madison-wi")] } },
  { kind: "single", topic: "dates and venues", ask: "hoschton event, is it in hoschton itself?", expect: { includesAll: [NO, /buford/i, venueName("hoschton")] } },
  { kind: "single", topic: "dates and venues", ask: "has the london date been set yet", expect: { includesAll: [NO], includesAny: [/to be determined/i, /\bTBD\b/, /not (yet )?(been )?(set|announced|confirmed)/i] } },
  { kind: "single", topic: "dates and venues", ask: "which comes first, sarasota or savannah?", expect: { includesAll: [/sarasota/i, dayOf("sarasota"), dayOf("savannah")] } },
  { kind: "single", topic: "dates and venues", ask: "is there anything in december in new york state", expect: { includesAll: [[/saratoga/i, /rochester/i], [dayOf("saratoga-springs"), dayOf("rochester")]] } },
  { kind: "single", topic: "dates and venues", ask: "niagara falls studio - where do we park and which door", expect: { includesAll: [[/rear lot/i, /back of the building/i, /\bback\b/i]] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "what time do juniors check in at atlanta", expect: { includesAll: [slotAt("atlanta", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "seniors audition time in hartford?", expect: { includesAll: [slotAt("hartford", "seniors", "Audition")] } },
  { kind: "single", topic: "schedule", ask: "my 10yo is doing savannah, is there an audition for juniors there", expect: { includesAll: [NO] } },
  { kind: "single", topic: "schedule", ask: "boston juniors check in at what time", expect: { includesAll: [slotAt("boston", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "when does the contemporary class start for seniors in boston", expect: { includesAll: [slotAt("boston", "seniors", "Contemporary")] } },
  { kind: "single", topic: "schedule", ask: "spokane juniors - what time is stunts for dancers", expect: { includesAll: [slotAt("spokane", "juniors", "Stunts for Dancers")] } },
  { kind: "single", topic: "schedule", ask: "is sherwood saturday split by age or everyone together?", expect: { includesAll: [[/all ages/i, /together/i, /everyone/i]] } },
  { kind: "single", topic: "schedule", ask: "what time does the pro track session start on sherwood sunday", expect: { includesAll: [slotAt("sherwood", "seniors", "Pro Track session", 1)] } },
  { kind: "single", topic: "schedule", ask: "is there a lunch break for seniors in seattle?", expect: { includesAll: [NO] } },

  // ages and guardians
  { kind: "single", topic: "ages and guardians", ask: "my son is 13, junior or senior?", expect: { includesAll: [/senior/i] } },
  { kind: "single", topic: "ages and guardians", ask: "is 12 a junior", expect: { includesAll: [YES, /junior/i] } },
  { kind: "single", topic: "ages and guardians", ask: "whats the youngest age to register for the audition", expect: { includesAll: [fig(String(minAge))] } },
  { kind: "single", topic: "ages and guardians", ask: "im 17 do i need my parents name on the form", expect: { includesAll: [YES, [/parent/i, /guardian/i]] } },
  { kind: "single", topic: "ages and guardians", ask: `im ${ADULT_AGE + 6} is it too old for this?`, expect: { includesAll: [NO, [/all ages/i, /13 and up/i, /adult/i, /senior/i]] } },
  { kind: "single", topic: "ages and guardians", ask: "can parents watch the class", expect: { includesAll: [[/depends/i, /studio'?s space/i, /check-in/i]] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "does auditioning guarantee my kid gets a role", expect: { includesAll: [NO, /guarantee/i] } },
  { kind: "single", topic: "auditions", ask: "do i need a headshot to audition", expect: { includesAll: [NO] } },
  { kind: "single", topic: "auditions", ask: "what are the auditions for exactly", expect: { includesAny: [/music videos?/i, /film/i, /television|tv/i, /live shows?/i] } },
  { kind: "single", topic: "auditions", ask: "can i just audition without taking the classes", expect: { includesAll: [YES, /audition only/i] } },

  // policies and credits
  { kind: "single", topic: "policies and credits", ask: "can i get a refund if my daughter gets sick and cant come", expect: { includesAll: [NO, /final/i] } },
  { kind: "single", topic: "policies and credits", ask: "what happens if you cancel the event", expect: { includesAll: [/full refund/i] } },
  { kind: "single", topic: "policies and credits", ask: "the date moved and i didnt answer the email, did i lose my money?", expect: { includesAll: [NO, /credit/i, [/never expires/i, /doesn'?t expire/i, /no expir/i]] } },
  { kind: "single", topic: "policies and credits", ask: "how long do i have to reply after a date change", expect: { includesAll: [/48 hours/i] } },
  { kind: "single", topic: "policies and credits", ask: "does a credit expire after a year?", expect: { includesAll: [NO, [/never expires/i, /doesn'?t expire/i, /does not expire/i]] } },

  // bring and wear
  { kind: "single", topic: "bring and wear", ask: "can she dance in the sneakers she wore in from outside", expect: { includesAll: [NO, [/clean/i, /not allowed/i]] } },
  { kind: "single", topic: "bring and wear", ask: "should i bring lunch or is food provided", expect: { includesAll: [[/bring/i, /pack/i], [/lunch/i, /snacks/i]] } },
  { kind: "single", topic: "bring and wear", ask: "is a big logo hoodie ok to wear on camera", expect: { includesAll: [[/avoid/i, /not ideal/i, /better not/i, /\bno\b/i], [/solid colou?rs?/i, /logos?/i]] } },
  { kind: "single", topic: "bring and wear", ask: "how early should we get there", expect: { includesAll: [/15 minutes/i] } },

  // footage
  { kind: "single", topic: "footage", ask: "do we get the videos after? how long does it take", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },
  { kind: "single", topic: "footage", ask: "i dont want my kid on your instagram, can i opt out", expect: { includesAll: [YES, [/email/i, /before the event/i]] } },
  { kind: "single", topic: "footage", ask: "is the demo reel included in the pro track ticket", expect: { includesAll: [NO, [/application/i, /email/i]] } },

  // city pages
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/Liora Vantassel/i] } },
  { kind: "single", topic: "city pages", ask: "can anyone sign up for the new hampshire weekend?", expect: { includesAll: [NO, /Granite Stage/i] } },
  { kind: "single", topic: "city pages", ask: "does the spokane ticket come with acting for dancers?", expect: { includesAll: [YES, [/free month/i, /one month/i, /1 month/i]] } },

  // online programs
  { kind: "single", topic: "online programs", ask: "when does mentorship start and when's the next charge after that", expect: { includesAll: [mentorshipCohort.start, mentorshipCohort.recurringFrom] } },
  { kind: "single", topic: "online programs", ask: "can i cancel mentorship after the first month", expect: { includesAll: [NO, [new RegExp(`${mentorshipCohort.minimumTermMonths}[- ]month`, "i"), /three[- ]month/i]] } },
  { kind: "single", topic: "online programs", ask: "how much is the building mentorship a month", expect: { includesAll: [priceOf("atlanta", "mentorship_building")] } },
  { kind: "single", topic: "online programs", ask: "acting for dancers 3 pack or 3 single private sessions, which is cheaper", expect: { includesAll: [/3[- ]pack/i, priceOf("acting-for-dancers", "afd_3pack"), totalOf("acting-for-dancers", "afd_private_session", 3)] } },
  { kind: "single", topic: "online programs", ask: "is acting for dancers in person?", expect: { includesAll: [NO, [/virtual/i, /online/i]] } },

  // scholarships and talent
  { kind: "single", topic: "scholarships and talent", ask: "do u do scholarships", expect: { includesAll: [YES, /scholarship/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "we cant make any tour date, can my daughter still be seen by the choreographer", expect: { includesAll: [YES, /submit talent/i] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: the site does not know or sell these

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const heldoutXOffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("will it rain in seattle on the day of the intensive"),
  offTopic("how much is parking at the nashville studio garage"),
  offTopic("any good pizza places near the atlanta studio?"),
  offTopic("my daughter sprained her ankle last week, should she ice it or heat it"),
  offTopic("do you know if the joffrey summer intensive is worth it"),
  offTopic("what hotel should we book in boston near the studio"),
  offTopic("can you recommend a good tap teacher in orlando"),
  offTopic("whats the best flight from chicago to boise"),
  offTopic("does the hartford studio offer weekly ballet classes for adults"),
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const heldoutXConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent comparing two stops",
    turns: [
      { ask: "when is the minneapolis intensive", expect: { includesAll: [dayOf("minneapolis")] } },
      { ask: "and saratoga springs?", expect: { includesAll: [dayOf("saratoga-springs")], excludes: [dayOf("minneapolis")] } },
      { ask: "which one is at spa city dance arts", expect: { includesAll: [/saratoga/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "A teen checking her group's times",
    turns: [
      { ask: "im 14 doing nashville, when do i check in", expect: { includesAll: [slotAt("nashville", "seniors", "Check-in")] } },
      { ask: "and when's my audition", expect: { includesAll: [slotAt("nashville", "seniors", "Audition")] } },
      { ask: "what about my little sister shes 9", expect: { includesAll: [slotAt("nashville", "juniors", "Check-in")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner pricing a group",
    turns: [
      { ask: "i want to bring 4 students to cypress on core, total?", expect: { includesAll: [totalOf("cypress", "core", 4)] } },
      { ask: "and if they all did the masterclass only instead", expect: { includesAll: [totalOf("cypress", "masterclass_only", 4)] } },
      { ask: "is there a code for partner studios", expect: { includesAll: [YES, /10 ?%|10 percent/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Venue, then a switch to policy",
    turns: [
      { ask: "what studio is boston at", expect: { includesAll: [venueName("boston")] } },
      { ask: "whats the street address", expect: { includesAll: [streetOf("boston")] } },
      { ask: "if we cant go anymore can we get our money back", expect: { includesAll: [NO, /final/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Early bird in Victoria, then another city",
    turns: [
      { ask: "is there an early bird for victoria", expect: { includesAll: [YES, "VICTORIAEARLY20"] } },
      { ask: "how much is pro track with it", expect: { includesAll: [money({ amountMinor: percentOff(seedPrice("victoria-bc", "pro").amountMinor, victoriaEarly.percentOff ?? 0), currency: "CAD" })] } },
      { ask: "does niagara falls have an early bird code too?", expect: { includesAll: [NO], excludes: [/VICTORIAEARLY20 (works|applies)/i] } },
    ],
  },
];

export const heldoutXQuestionCount =
  heldoutXSingleQuestions.length + heldoutXOffTopicQuestions.length + heldoutXConversations.reduce((n, c) => n + c.turns.length, 0);

