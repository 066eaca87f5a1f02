/**
 * Held-out set O of the chat assistant (issue 40): written after the freeze at 4e5417f from the spec,
 * the seed catalog, the site's content files and the forms' own validation, by someone who never read
 * the answerer, its docs or other sets' questions. Scored once; nobody tunes against it.
 *
 * A balanced cross-section of visitor questions: prices and totals, dates, venues, schedule times,
 * ages and groups, the audition, policies, what to bring, mentorship, Acting for Dancers, scholarships,
 * Submit Talent, discount codes, each city page's own facts, and cancelled or unconfirmed stops.
 *
 * Every figure is computed from the seed with the site's own functions; copy facts are short phrases
 * with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { site } from "~/content/site";
import { scheduleCopy } from "~/content/schedule";
import { isMinor } from "~/domain/age-groups";
import { checkCode, type DiscountCodeRule } from "~/domain/discounts";
import { formatMoney, toMinor, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { applicationSchemas } from "~/features/applications/application-schemas";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
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

export type HeldoutOTopic =
  | "prices and totals"
  | "upgrades and discount codes"
  | "dates and status"
  | "venues"
  | "schedule"
  | "ages and parents"
  | "auditions"
  | "policies"
  | "bring and wear"
  | "mentorship"
  | "acting for dancers"
  | "scholarships and talent"
  | "city pages";

interface HeldoutOQuestion {
  kind: "single";
  topic: HeldoutOTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed (copied from tuning-set-22.ts lines 1-125)

/** A printed figure as a pattern that does not match inside a larger one. */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" and "CA$227". */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

/** One offer's price at a stop, as a pattern. */
const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

/** n tickets of one offer, as a pattern. */
const totalOf = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
};

/** A pattern for a printed money string from seed-facts. */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A stop's first (or last) day as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`${slug} has a bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
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
function slotTime(slug: string, group: Group, activity: string, dayIndex = 0, title?: string): string {
  const schedule = seedEvent(slug).page?.schedule;
  const dayTables = schedule?.days?.[dayIndex]?.tables ?? [];
  const table = dayTables.find((t) => t.group === group && (title === undefined || t.title === title));
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0, title?: string): RegExp =>
  timeRe(slotTime(slug, group, activity, dayIndex, title));


/** The venue's name and street. */
const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

// ---------------------------------------------------------------------------------------------
// More facts from the seed and the site's own rules

const NO: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i, /\bunfortunately\b/i];
/** "No" where the honest answer says what it is limited to ("only Hartford"). */
const NO_ONLY: readonly Fact[] = [...NO, /\bonly\b/i];
const YES: readonly Fact[] = [/\byes\b/i, /\byep\b/i, /\bsure\b/i, /\babsolutely\b/i, /\bof course\b/i, /\bcan\b/i, /\bdoes\b/i, /\bincludes?\b/i, /\bincluded\b/i, /\bwe do\b/i, /\bthere (is|are)\b/i];

/** A small whole number as a pattern that matches neither inside a larger number nor a price; or its word. */
const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen"];
function num(n: number): readonly Fact[] {
  const word = WORDS[n];
  return [new RegExp(`(?<![\\d$£.,])${n}(?!\\d|,\\d)`), ...(word ? [new RegExp(`\\b${word}\\b`, "i")] : [])];
}
const contact: Fact = site.contactEmail;

/** A tier's catalog base price (the mentorship and Acting for Dancers program pages show these). */
function basePrice(tierKey: string): RegExp {
  const t = seed.tiers.find((x) => x.key === tierKey);
  if (!t) throw new Error(`no tier ${tierKey}`);
  return money({ amountMinor: toMinor(t.basePrice), currency: "USD" });
}

/** A stop's offer must not be on sale at all (for "does X sell Y?" No questions). */
function assertNotSold(slug: string, tier: string): void {
  let sold = true;
  try {
    seedOffer(slug, tier);
  } catch {
    sold = false;
  }
  if (sold) throw new Error(`${slug} sells ${tier}`);
}

/** The youngest age the audition form accepts, found with the form's own schema. */
function youngestAuditionAge(): number {
  for (let age = 0; age < 30; age++) {
    const r = auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age, parentName: "A Parent", consent: true });
    if (r.success) return age;
  }
  throw new Error("no audition age accepted");
}
const MIN_AUDITION_AGE = youngestAuditionAge();
/** A 17-year-old needs a parent or guardian on the form; an 18-year-old doesn't. */
if (!isMinor(17) || isMinor(18)) throw new Error("the guardian rule changed");
const seventeenWithoutParent = auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age: 17, consent: true });
if (seventeenWithoutParent.success) throw new Error("a 17-year-old can register without a parent");

/** How many links the talent form takes at most, found with its own schema. */
function maxTalentLinks(): number {
  let max = 0;
  for (let n = 1; n <= 20; n++) {
    const links = Array.from({ length: n }, (_, i) => `https://example.com/${i}`);
    const r = applicationSchemas.talent.safeParse({ fullName: "A Dancer", email: "a@example.com", age: 20, links });
    if (r.success) max = n;
  }
  if (max === 0) throw new Error("talent form takes no links");
  return max;
}
const MAX_TALENT_LINKS = maxTalentLinks();
const talentNoLinks = applicationSchemas.talent.safeParse({ fullName: "A Dancer", email: "a@example.com", age: 20, links: [] });
if (talentNoLinks.success) throw new Error("the talent form takes no links");

/** A seeded code as the cart's rule sees it. */
function codeRule(code: string): DiscountCodeRule {
  const d = seedDiscountCode(code);
  return {
    code: d.code,
    discountType: d.percentOff !== undefined ? "percentage" : "fixed",
    value: d.percentOff !== undefined ? d.percentOff : toMinor(d.amount ?? 0),
    currency: d.currency ?? null,
    eligibleTiers: d.eligibleTiers,
    cityRestriction: d.city ?? null,
    customerTag: d.customerTag ?? null,
    description: d.description,
    startsAt: d.startsAt ? new Date(d.startsAt) : null,
    endsAt: d.endsAt ? new Date(d.endsAt) : null,
    maxUses: d.maxUses ?? null,
    usesCount: 0,
    isActive: d.isActive,
  };
}
function codeRefusal(code: string, slug: string, tiers: readonly string[]): string | null {
  const r = checkCode(codeRule(code), { eventSlug: slug, currency: seedEvent(slug).currency, tierKeys: tiers, now: EVAL_CLOCK });
  return r.ok ? null : r.reason;
}
function expectRefusal(code: string, slug: string, tiers: readonly string[], reason: string): void {
  const got = codeRefusal(code, slug, tiers);
  if (got !== reason) throw new Error(`${code} at ${slug}: expected ${reason}, got ${got}`);
}
function expectAccepted(code: string, slug: string, tiers: readonly string[]): void {
  const got = codeRefusal(code, slug, tiers);
  if (got !== null) throw new Error(`${code} at ${slug}: refused ${got}`);
}

// Codes as the cart judges them at the eval clock.
expectRefusal("SUMMER2025", "seattle", ["core"], "expired");
expectRefusal("PROTRACK50", "seattle", ["pro"], "wrong_city");
expectAccepted("PROTRACK50", "hartford", ["pro"]);
expectRefusal("BRINGAFRIEND25", "seattle", ["pro"], "not_eligible");
expectAccepted("VICTORIAEARLY20", "victoria-bc", ["core"]);
const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
const victoriaCore = seedPrice("victoria-bc", "core");
const victoriaCoreEarly = money({ amountMinor: percentOff(victoriaCore.amountMinor, victoriaEarly.percentOff ?? 0), currency: victoriaCore.currency });
const victoriaEarlyEnds = ((): RegExp => {
  const iso = victoriaEarly.endsAt;
  if (!iso) throw new Error("VICTORIAEARLY20 has no end");
  const [, m = 0, d = 0] = iso.slice(0, 10).split("-").map(Number);
  const month = MONTHS[m - 1] ?? "";
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
})();
const bringAFriend = seedDiscountCode("BRINGAFRIEND25");
const hartfordCoreWithFriend = ((): RegExp => {
  const p = seedPrice("hartford", "core");
  return money({ amountMinor: p.amountMinor - toMinor(bringAFriend.amount ?? 0), currency: p.currency });
})();
expectAccepted("BRINGAFRIEND25", "hartford", ["core"]);

// Mentorship cohort words.
if (mentorshipCohort.startsOnPurchase) throw new Error("the cohort has already started at the eval clock");
const cohortStart = ((): RegExp => {
  const [month = "", day = ""] = mentorshipCohort.start.split(/[ ,]+/);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${day}(?!\\d)|${month}\\s+20\\d\\d|\\b${month}\\b`, "i");
})();
const cohortMinimum: readonly Fact[] = [
  new RegExp(`\\b${mentorshipCohort.minimumTermMonths}[- ]month`, "i"),
  new RegExp(`\\b${["zero", "one", "two", "three", "four", "five", "six"][mentorshipCohort.minimumTermMonths] ?? "x"}[- ]month`, "i"),
  new RegExp(`\\b${mentorshipCohort.minimumTermMonths} months`, "i"),
];
const cohortRenewal = ((): RegExp => {
  const [month = "", day = ""] = mentorshipCohort.recurringFrom.split(/[ ,]+/);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${day}(?!\\d)|${month} 1st`, "i");
})();

// Orders: at most this many of one ticket per order (the cart's own limit, per offer).
const CORE_MAX = seedOffer("seattle", "core").maxPerOrder;

// No-questions checked against the seed.
assertNotSold("new-hampshire", "audition_only");
assertNotSold("spokane", "weekend_pass");
if (!seedEvent("atlanta").isCancelled) throw new Error("atlanta is not cancelled");
if (seedEvent("london").startsOn !== null) throw new Error("london has a date");
if (seedOffer("new-hampshire", "nh_protrack_vip").rule.requiresOneOf.length === 0) throw new Error("the VIP upgrade stands alone");

// Age-group labels of an event using the 11-and-under split.
const orlandoGroups = seedEvent("orlando").page?.schedule?.ageGroups;
if (orlandoGroups !== "eleven_and_twelve_plus") throw new Error("orlando uses the usual split");
const elevenSplit = scheduleCopy.ageGroups.eleven_and_twelve_plus;
if (!elevenSplit.seniors.includes("12")) throw new Error("seniors label changed");

// Opportunities' ages, from their details.
function opportunityAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  const m = o?.details.map((d) => /Ages (\d+) and up/.exec(d)).find(Boolean);
  if (!m?.[1]) throw new Error(`${slug} has no age`);
  return Number(m[1]);
}
const SKELETON_AGE = opportunityAge("skeleton-crew-audition-registration");
const SHADOW_CHOREO_AGE = opportunityAge("shadowing-opportunity-choreographer");

const niagaraNotes = seedVenue("niagara-falls").notes;
if (!niagaraNotes || !/back/i.test(niagaraNotes)) throw new Error("niagara notes changed");

const bostonInstructor = seedEvent("boston").page?.contemporaryClass?.instructor?.name;
if (!bostonInstructor) throw new Error("boston has no guest instructor");
const bostonInstructorSurname = bostonInstructor.split(" ").slice(-1)[0] ?? bostonInstructor;

const londonCore = seedPrice("london", "core");
if (londonCore.currency !== "GBP") throw new Error("london is not in pounds");

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutOSingleQuestions: readonly HeldoutOQuestion[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "Hi! What does Pro Track cost for the Hartford date?", expect: { includesAll: [priceOf("hartford", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "How much for 2 Core Experience tickets in Victoria BC?", expect: { includesAll: [totalOf("victoria-bc", "core", 2)] } },
  { kind: "single", topic: "prices and totals", ask: "orlando core price?? and is pro track a lot more", expect: { includesAll: [priceOf("orlando", "core"), priceOf("orlando", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "Whats the price of the Just a Class option at Cypress TX", expect: { includesAll: [priceOf("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and totals", ask: "Is the Niagara Falls core ticket in Canadian dollars? how much is it", expect: { includesAll: [priceOf("niagara-falls", "core"), [/CAD/i, /canadian/i, /C\$/]] } },
  { kind: "single", topic: "prices and totals", ask: "For Spokane, what's the difference in price between Core Day 1 and Pro Track?", expect: { includesAll: [priceOf("spokane", "core_day1"), priceOf("spokane", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "What does the One Class Only ticket cost in Victoria?", expect: { includesAll: [priceOf("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices and totals", ask: "can I buy 15 core tickets for seattle in one order? we're a whole studio", expect: { includesAll: [NO_ONLY, num(CORE_MAX)] } },

  // upgrades and discount codes
  { kind: "single", topic: "upgrades and discount codes", ask: "I already bought a Core ticket for Orlando. How much more is it to move up to Pro Track?", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades and discount codes", ask: "does the code SUMMER2025 still work?", expect: { includesAll: [NO, [/expired/i, /ended/i, /no longer/i, /August 31|Aug\.? 31/i]] } },
  { kind: "single", topic: "upgrades and discount codes", ask: "can i use PROTRACK50 for seattle pro track", expect: { includesAll: [NO_ONLY, /hartford/i] } },
  { kind: "single", topic: "upgrades and discount codes", ask: "With the early bird code in Victoria, what does the Core Experience come to?", expect: { includesAll: [victoriaCoreEarly] } },
  { kind: "single", topic: "upgrades and discount codes", ask: "when does the victoria early bird end", expect: { includesAll: [victoriaEarlyEnds] } },
  { kind: "single", topic: "upgrades and discount codes", ask: "Does BRINGAFRIEND25 work on a Pro Track ticket?", expect: { includesAll: [NO_ONLY, /core/i] } },
  { kind: "single", topic: "upgrades and discount codes", ask: "if I use BRINGAFRIEND25 on one hartford core ticket what do I pay", expect: { includesAll: [hartfordCoreWithFriend] } },

  // dates and status
  { kind: "single", topic: "dates and status", ask: "When is the Charleston WV intensive?", expect: { includesAll: [dayOf("charleston-wv"), /2026/] } },
  { kind: "single", topic: "dates and status", ask: "is the atlanta one still happening on the 28th?", expect: { includesAll: [NO, /cancel/i] } },
  { kind: "single", topic: "dates and status", ask: "london date??", expect: { includesAny: [/to be (determined|announced|confirmed)/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed)/i, /no date/i, /hasn'?t been (set|announced)/i] } },
  { kind: "single", topic: "dates and status", ask: "Which days is the Sherwood Oregon weekend? Saturday and Sunday?", expect: { includesAll: [dayOf("sherwood"), [new RegExp(`\\b${Number(seedEvent("sherwood").endsOn?.slice(8))}\\b`), dayOf("sherwood", "endsOn")]] } },
  { kind: "single", topic: "dates and status", ask: "when do you come to boone nc", expect: { includesAll: [dayOf("boone")] } },
  { kind: "single", topic: "dates and status", ask: "Is Springfield VA before or after Charleston? I might do both", expect: { includesAll: [dayOf("springfield-va"), dayOf("charleston-wv"), [/after/i, /day later/i, /next day/i, /charleston (is |comes )?first/i]] } },
  { kind: "single", topic: "dates and status", ask: "is there a boise date in november?", expect: { includesAll: [YES, [dayOf("boise"), dayOf("boise-nov-7")]] } },

  // venues
  { kind: "single", topic: "venues", ask: "Where is the Hartford event held? Need the address", expect: { includesAll: [venueName("hartford"), streetOf("hartford")] } },
  { kind: "single", topic: "venues", ask: "what studio is minneapolis at", expect: { includesAll: [venueName("minneapolis")] } },
  { kind: "single", topic: "venues", ask: "Do you have the venue for Dallas yet?", expect: { includesAny: noVenue("dallas") } },
  { kind: "single", topic: "venues", ask: "Is the Madison WI studio confirmed?", expect: { includesAll: [NO], includesAny: noVenue("madison-wi") } },
  { kind: "single", topic: "venues", ask: "which studio is the savannah intensive at and what street", expect: { includesAll: [venueName("savannah"), streetOf("savannah")] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "What time is check-in for juniors in Seattle?", expect: { includesAll: [slotAt("seattle", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "my 15 yr old is in the seniors group at hartford. what time does she need to be there", expect: { includesAll: [slotAt("hartford", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "What time does the senior audition start in Sarasota?", expect: { includesAll: [slotAt("sarasota", "seniors", "Audition")] } },
  { kind: "single", topic: "schedule", ask: "boston contemporary class time for the older kids?", expect: { includesAll: [slotAt("boston", "seniors", "Contemporary")] } },
  { kind: "single", topic: "schedule", ask: "What time is the juniors masterclass at the Boise November 7 evening?", expect: { includesAll: [slotAt("boise-nov-7", "juniors", "Masterclass: On-Camera Jazz")] } },
  { kind: "single", topic: "schedule", ask: "At Sherwood on the Saturday, when does Stunts for Dancers start?", expect: { includesAll: [slotAt("sherwood", "all", "Stunts for Dancers", 0)] } },
  { kind: "single", topic: "schedule", ask: "how early should we get there before class starts", expect: { includesAll: [/15 minutes/i] } },

  // ages and parents
  { kind: "single", topic: "ages and parents", ask: "My daughter is 12. Is she a junior or a senior at the Orlando event?", expect: { includesAll: [[/senior/i, new RegExp(escapeRegExp(elevenSplit.seniors.replace(/^Seniors \(|\)$/g, "")), "i")]] } },
  { kind: "single", topic: "ages and parents", ask: "does my 17 year old need me to sign anything or can she register herself", expect: { includesAll: [[/parent/i, /guardian/i]] } },
  { kind: "single", topic: "ages and parents", ask: "is there a minimum age for the audition? my youngest is 4", expect: { includesAll: [num(MIN_AUDITION_AGE)] } },
  { kind: "single", topic: "ages and parents", ask: "Is this only for advanced dancers? mine is recreational", expect: { includesAll: [[/all (ages and )?levels/i, /everyone/i, /recreational/i]] } },
  { kind: "single", topic: "ages and parents", ask: "how old do you have to be for the skeleton crew audition", expect: { includesAll: [num(SKELETON_AGE)] } },
  { kind: "single", topic: "ages and parents", ask: "Could my 14 year old shadow the choreographer for a day?", expect: { includesAll: [NO, num(SHADOW_CHOREO_AGE)] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "can my kid just do the audition without the classes?", expect: { includesAll: [YES, /audition only/i] } },
  { kind: "single", topic: "auditions", ask: "If she auditions is she guaranteed a part in something?", expect: { includesAll: [NO, [/guarantee/i]] } },
  { kind: "single", topic: "auditions", ask: "we can't get to any of the cities. is there another way to be seen for projects", expect: { includesAll: [/submit talent|submit your talent|submit-talent/i] } },
  { kind: "single", topic: "auditions", ask: "Does my daughter need a headshot and resume to audition?", expect: { includesAll: [NO, [/not required/i, /photo/i, /neither/i, /n['’]t need/i, /optional/i]] } },

  // policies
  { kind: "single", topic: "policies", ask: "Can I get a refund if my daughter gets sick and can't come?", expect: { includesAll: [NO, [/all sales (are )?final/i, /final/i]] } },
  { kind: "single", topic: "policies", ask: "what happens if you change the date of our event", expect: { includesAll: [/48/, /credit/i] } },
  { kind: "single", topic: "policies", ask: "When will we get the footage from the day?", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },
  { kind: "single", topic: "policies", ask: "I'd rather my son not be in your social media clips. is that possible", expect: { includesAll: [YES, contact] } },

  // bring and wear
  { kind: "single", topic: "bring and wear", ask: "what shoes should she bring", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "bring and wear", ask: "Can he wear a shirt with a big logo on it?", expect: { includesAll: [[/avoid/i, /\bno\b/i, /not/i, /solid/i]] } },
  { kind: "single", topic: "bring and wear", ask: "do we pack lunch or is food provided", expect: { includesAll: [[/lunch/i, /snack/i]] } },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "is there a minimum commitment for mentorship or can I cancel after one month", expect: { includesAll: [cohortMinimum] } },
  { kind: "single", topic: "mentorship", ask: "how much is elite circle per month", expect: { includesAll: [basePrice("mentorship_elite")] } },
  { kind: "single", topic: "mentorship", ask: "What's the difference between Building and Elite Circle? Does Building include a one-on-one call?", expect: { includesAll: [NO, [/one-on-one/i, /1[- ]on[- ]1/i]] } },
  { kind: "single", topic: "mentorship", ask: "does elite circle auto renew", expect: { includesAll: [YES, [/renew/i]] } },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "How much is a private acting for dancers session?", expect: { includesAll: [basePrice("afd_private_session")] } },
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers 3 pack price and how long do i have to use them", expect: { includesAll: [basePrice("afd_3pack"), /90 days/i] } },
  { kind: "single", topic: "acting for dancers", ask: "starter path vs steady growth, which is longer and how much is each", expect: { includesAll: [basePrice("afd_starter"), basePrice("afd_steady_growth"), [/eight/i, /\b8\b/]] } },
  { kind: "single", topic: "acting for dancers", ask: "Is acting for dancers a monthly subscription?", expect: { includesAll: [NO, /one-time/i] } },

  // scholarships and talent
  { kind: "single", topic: "scholarships and talent", ask: "How far before the event do scholarship applications close?", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
  { kind: "single", topic: "scholarships and talent", ask: "does a scholarship pay for our hotel and travel too?", expect: { includesAll: [NO, [/travel/i, /accommodation/i]] } },
  { kind: "single", topic: "scholarships and talent", ask: "how many links can i add on the submit talent form", expect: { includesAll: [num(MAX_TALENT_LINKS)] } },
  { kind: "single", topic: "scholarships and talent", ask: "Does it cost anything to submit talent?", expect: { includesAll: [[/free/i, /\bno\b/i]] } },

  // city pages
  { kind: "single", topic: "city pages", ask: "can any dancer sign up for the hudson nh weekend?", expect: { includesAll: [NO_ONLY, /Granite Stage/i] } },
  { kind: "single", topic: "city pages", ask: "Who teaches the contemporary class in Boston?", expect: { includesAll: [[bostonInstructor, bostonInstructorSurname]] } },
  { kind: "single", topic: "city pages", ask: "which door do we use at the Niagara Falls studio", expect: { includesAll: [/back/i] } },
  { kind: "single", topic: "city pages", ask: "Can I buy only the Pro Track VIP upgrade for New Hampshire without the weekend pass?", expect: { includesAll: [NO, /weekend/i] } },
  { kind: "single", topic: "city pages", ask: "Does the Sherwood ticket come with the free month of Acting for Dancers?", expect: { includesAll: [YES, [/free month/i, /1 month/i, /one month/i, /month of/i]] } },
  { kind: "single", topic: "city pages", ask: "Can you do a weekend pass in Spokane or is it one day", expect: { includesAll: [[/one day/i, /single/i, /only/i, /\bno\b/i], dayOf("spokane")] } },
  { kind: "single", topic: "city pages", ask: "how much is the core experience in london", expect: { includesAll: [money(londonCore)] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: the site doesn't answer these

export const heldoutOOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "what's the weather usually like in Seattle in November?", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a hotel near the Victoria studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "Is there free parking at the Boston studio on Stuart St?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell jazz shoes or could you recommend a brand", expect: { notSure: true } },
  { kind: "off-topic", ask: "Can you recommend a good weekly ballet school in Orlando for my 9 year old?", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats the closest airport to spokane and how long is the drive", expect: { notSure: true } },
  { kind: "off-topic", ask: "Do you offer babysitting for younger siblings during the Hartford day?", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you help me write my college dance program application essay", expect: { notSure: true } },
  { kind: "off-topic", ask: "Which camera phone is best for filming self-tapes?", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on or switch away from earlier ones

export const heldoutOConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle price, a group total, then Victoria",
    turns: [
      { ask: "how much is core experience in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
      { ask: "ok and for 3 of them?", expect: { includesAll: [totalOf("seattle", "core", 3)] } },
      { ask: "what about victoria instead, same 3 tickets", expect: { includesAll: [totalOf("victoria-bc", "core", 3)], excludes: [totalOf("seattle", "core", 3)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston venue, a time, then Hartford",
    turns: [
      { ask: "Where is the Boston intensive?", expect: { includesAll: [venueName("boston"), streetOf("boston")] } },
      { ask: "What time do seniors check in there?", expect: { includesAll: [slotAt("boston", "seniors", "Check-in")] } },
      { ask: "And where's the Hartford one?", expect: { includesAll: [venueName("hartford")], excludes: [venueName("boston"), streetOf("boston")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship start, minimum, then a price",
    turns: [
      { ask: "my daughter wants to do the online mentorship after her intensive. when does it start", expect: { includesAll: [cohortStart] } },
      { ask: "and when does the monthly billing kick in after that?", expect: { includesAll: [cohortRenewal] } },
      { ask: "how much is the growth level a month? is there a minimum?", expect: { includesAll: [basePrice("mentorship_growth"), cohortMinimum] } },
    ],
  },
  {
    kind: "conversation",
    title: "An 11-year-old at Orlando",
    turns: [
      { ask: "My son is 11 and we're looking at Orlando. Which group would he be in?", expect: { includesAll: [[/junior/i, /11 and under/i]] } },
      { ask: "what time does his group check in?", expect: { includesAll: [slotAt("orlando", "juniors", "Check-in")] } },
      { ask: "Can he stay for the audition, and does it cost extra?", expect: { includesAll: [YES, /free/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Atlanta cancelled, refund, another Georgia stop",
    turns: [
      { ask: "we had our eye on atlanta in september, is it still on?", expect: { includesAll: [NO, /cancel/i] } },
      { ask: "if we'd bought tickets would we get a refund", expect: { includesAll: [/full refund/i] } },
      { ask: "Is there another Georgia date we could do instead?", expect: { includesAny: [dayOf("hoschton"), dayOf("savannah"), /Buford/i, /Savannah/i] } },
    ],
  },
];

export const heldoutOQuestionCount =
  heldoutOSingleQuestions.length + heldoutOOffTopicQuestions.length + heldoutOConversations.reduce((n, c) => n + c.turns.length, 0);
