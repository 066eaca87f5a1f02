/**
 * Held-out set P of the chat assistant (issue 40): written after the answerer was frozen at 4e5417f,
 * from the spec, the seed catalog, the site's content files, its pages and the forms' own validation,
 * by someone who never read the answerer, its docs or other sets' questions. Scored once.
 *
 * A week of ordinary chat traffic: parents on phones, teen and adult dancers, studio owners; prices and
 * totals, dates, venues, schedule times, ages and groups, the audition, policies, what to bring,
 * mentorship, Acting for Dancers, scholarships and Submit Talent, discount codes, each city page's own
 * facts, cancelled and unconfirmed stops. Every figure is computed from the seed with the site's own
 * functions; copy facts are short phrases with alternatives. The clock is 2025-09-01 (Pacific time).
 */
import { CITY_COPY } from "../../seed/city-copy";
import { ADULT_AGE, AGE_GROUP_LABELS, auditionAgeGroup } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { scheduleCopy } from "~/content/schedule";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
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

export type HeldoutPTopic =
  | "prices and totals"
  | "upgrades"
  | "dates and stops"
  | "venues"
  | "schedule"
  | "ages and groups"
  | "auditions"
  | "policies and refunds"
  | "bring and wear"
  | "mentorship"
  | "acting for dancers"
  | "scholarships and talent"
  | "discount codes"
  | "city pages";

interface HeldoutPQuestion {
  kind: "single";
  topic: HeldoutPTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed (copied from tuning-set-22.ts lines 1-125)

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

/** The difference between two offers' prices at a stop, as a pattern. */
const diffOf = (slug: string, a: string, b: string): RegExp => {
  const pa = seedPrice(slug, a);
  const pb = seedPrice(slug, b);
  return money({ amountMinor: Math.abs(pb.amountMinor - pa.amountMinor), currency: pa.currency });
};

/** A pattern for a printed money string from seed-facts (cartUpgrade, boughtUpgrade). */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

function isoParts(iso: string): { month: string; day: number } {
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`bad date ${iso}`);
  return { month, day: d };
}

/** A month and day as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
const monthDay = (month: string, day: number): RegExp =>
  new RegExp(`(${month}|${month.slice(0, 3)}t?\\.?)\\s+${day}(?!\\d)`, "i");

/** A stop's first (or last) day as a pattern. */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const { month, day } = isoParts(iso);
  return monthDay(month, day);
}

/** The second day of a two-day stop, written alone ("January 25") or in a range ("January 24 & 25", "Jan 24-25"). */
function secondDayOf(slug: string): RegExp {
  const e = seedEvent(slug);
  if (!e.startsOn || !e.endsOn) throw new Error(`${slug} is not a two-day stop`);
  const a = isoParts(e.startsOn);
  const b = isoParts(e.endsOn);
  const mo = `(${b.month}|${b.month.slice(0, 3)}t?\\.?)`;
  return new RegExp(`${mo}\\s+${b.day}(?!\\d)|${a.day}(st|nd|rd|th)?\\s*(&|and|-|–|—|to)\\s*(${mo}\\s+)?${b.day}(?!\\d)`, "i");
}

/** The weekday of a stop's first day ("Friday"). */
function weekdayOf(slug: string): string {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
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
function slotTime(slug: string, group: Group, activity: string, dayIndex = 0): string {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const table = tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0): RegExp => timeRe(slotTime(slug, group, activity, dayIndex));

/** Whether a group's table on a stop's day has an activity (used to write No questions from the seed). */
function hasSlot(slug: string, group: Group, activity: string, dayIndex = 0): boolean {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const table = tables.find((t) => t.group === group);
  if (!table) throw new Error(`${slug} has no ${group} table`);
  return table.slots.some((s) => s.activity.toLowerCase().includes(activity.toLowerCase()));
}

const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set|finali[sz]ed)/i, /(being|still|yet to be) (confirmed|finali[sz]ed|announced)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i, /isn'?t (confirmed|announced|set)/i];
}

/** The date is not set: the page says "To Be Determined" / "Date to be announced". */
function noDate(slug: string): readonly Fact[] {
  if (seedEvent(slug).startsOn !== null) throw new Error(`${slug} has a date`);
  return [/to be (determined|announced|confirmed)/i, /\bTBD\b|\bTBA\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no (set |confirmed )?date (yet|has been)/i, /hasn'?t been (set|announced|confirmed)/i, /isn'?t (set|announced|confirmed)/i];
}

const YES: readonly Fact[] = [/\byes\b/i, /\byep\b/i, /\byeah\b/i, /\bcorrect\b/i, /\babsolutely\b/i, /\bdefinitely\b/i, /\bof course\b/i, /that'?s right/i];
const NO: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i, /\bnope\b/i, /\bonly\b/i];
/** A strict No: "only" does not count. */
const NO_STRICT: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i, /\bnope\b/i];

/** A Yes or a No, chosen from the seed's own answer. */
const polarity = (yes: boolean): readonly Fact[] => (yes ? YES : NO_STRICT);

const CANCELLED: readonly Fact[] = [/cancel/i];
const FULL_REFUND: readonly Fact[] = [/full refund/i, /refunded in full/i, /fully refunded/i, /refund(ed)? (you )?in full/i];

// ---------------------------------------------------------------------------------------------
// Figures computed from the seed and the site's rules

/** The youngest age the audition form accepts. */
const MIN_AUDITION_AGE = (() => {
  for (let age = 1; age < 30; age++) {
    const ok = auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "test@example.com", phone: "555 0100", age, parentName: "Test Parent", consent: true }).success;
    if (ok) return age;
  }
  throw new Error("the audition form accepts no age under 30");
})();
const ageRe = (n: number): RegExp => new RegExp(`(?<!\\d)${n}(?!\\d)`);
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen"];
const ageFact = (n: number): readonly Fact[] => [ageRe(n), new RegExp(`\\b${NUMBER_WORDS[n] ?? "-"}\\b`, "i")];

/** The minor a 17-year-old is, by the site's rule. */
const SEVENTEEN_NEEDS_GUARDIAN = (() => {
  const withoutParent = auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "test@example.com", phone: "555 0100", age: ADULT_AGE - 1, consent: true });
  return !withoutParent.success;
})();

/** An opportunity's minimum age from its details ("Ages 16 and up"). */
function opportunityMinAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  if (!o) throw new Error(`no opportunity ${slug}`);
  for (const d of o.details) {
    const m = /Ages (\d+) and up/i.exec(d);
    if (m) return Number(m[1]);
  }
  throw new Error(`${slug} states no minimum age`);
}
const SKELETON_AGE = opportunityMinAge("skeleton-crew-audition-registration");

/** The most tickets of one kind in one order. */
const MAX_PER_ORDER = seedOffer("cypress", "core").maxPerOrder;

/** The age-group heading a dancer of `age` gets at a stop, by the schedule's age-group scheme. */
function groupLabel(slug: string, age: number): string {
  const scheme = seedEvent(slug).page?.schedule?.ageGroups ?? "juniors_seniors";
  const labels = scheduleCopy.ageGroups[scheme];
  if (scheme === "juniors_seniors") return AGE_GROUP_LABELS[auditionAgeGroup(age)];
  return age <= 11 ? labels.juniors : labels.seniors;
}
const groupName = (label: string): RegExp => new RegExp(label.split(" ")[0] ?? label, "i");
const groupSpan = (label: string): RegExp => {
  const inner = /\(([^)]+)\)/.exec(label)?.[1];
  const m = inner ? /^(\d+) (and up|and under|to adult)$/.exec(inner) : null;
  if (!m) throw new Error(`no ages in ${label}`);
  const n = m[1];
  const tail =
    m[2] === "and under" ? "(\\s?and\\s(under|younger|below)|\\s?(&|or)\\s?(under|younger))" : "(\\s?and\\s(up|older|over)|\\s?to\\sadult|\\+|\\s?(&|or)\\s?(up|older|over))";
  return new RegExp(`(?<!\\d)${n}${tail}`, "i");
};

// Discount codes
const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
const victoriaCore = seedPrice("victoria-bc", "core");
const victoriaCoreEarly = money({ amountMinor: percentOff(victoriaCore.amountMinor, victoriaEarly.percentOff ?? 0), currency: victoriaCore.currency });
const summer = seedDiscountCode("SUMMER2025");
const SUMMER_STILL_VALID = !summer.endsAt || new Date(summer.endsAt).getTime() > EVAL_CLOCK.getTime();
const bringAFriend = seedDiscountCode("BRINGAFRIEND25");
const BRINGAFRIEND_ON_PRO = (bringAFriend.eligibleTiers ?? []).includes("pro");
const proTrack50 = seedDiscountCode("PROTRACK50");
const hartfordPro = seedPrice("hartford", "pro");
const hartfordProWithCode = money({ amountMinor: hartfordPro.amountMinor - (proTrack50.amount ?? 0) * 100, currency: hartfordPro.currency });
const VICTORIA_CODE_CITY = victoriaEarly.city;
if (VICTORIA_CODE_CITY !== "victoria-bc") throw new Error("VICTORIAEARLY20 is no longer Victoria's");

// City copy
const bostonGuest = CITY_COPY.boston.contemporaryClass.instructor.name;
const nhStudio = seedVenue("new-hampshire").name;
const niagaraNotes = seedVenue("niagara-falls").notes ?? "";
if (!/back of the building/i.test(niagaraNotes)) throw new Error("Niagara's venue notes changed");

// Mentorship
const MIN_TERM = mentorshipCohort.minimumTermMonths;
const minTerm: readonly Fact[] = [new RegExp(`${MIN_TERM}[- ]month`, "i"), new RegExp(`${NUMBER_WORDS[MIN_TERM] ?? "-"}[- ]month`, "i"), new RegExp(`${MIN_TERM} months`, "i"), new RegExp(`${NUMBER_WORDS[MIN_TERM] ?? "-"} months`, "i")];
function cohortDay(text: string): RegExp {
  const m = /^(\w+) (\d+), (\d{4})$/.exec(text);
  if (!m) throw new Error(`not a date: ${text}`);
  return monthDay(m[1] ?? "", Number(m[2]));
}
const mentorshipStart = cohortDay(mentorshipCohort.start);
const mentorshipRenewal = cohortDay(mentorshipCohort.recurringFrom);

// Acting for Dancers
const AFD = "acting-for-dancers";

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutPSingleQuestions: readonly HeldoutPQuestion[] = [
  // Prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in hartford", expect: { includesAll: [priceOf("hartford", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "how much for 3 core tickets in orlando? i have triplets lol", expect: { includesAll: [totalOf("orlando", "core", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "What does Pro Track cost in Victoria, and is that in Canadian dollars?", expect: { includesAll: [priceOf("victoria-bc", "pro"), [/\bCAD\b/i, /canadian/i, /C\$/]] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "Is Spokane's Core Day 1 the same price as Seattle's Core Experience?",
    expect: { includesAll: [NO_STRICT, priceOf("spokane", "core_day1"), priceOf("seattle", "core")] },
  },
  { kind: "single", topic: "prices and totals", ask: "cypress tx - how much is the just a class ticket", expect: { includesAll: [priceOf("cypress", "masterclass_only")] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "for sherwood is the full weekend pass cheaper than buying saturday and sunday separately?",
    expect: { includesAll: [[...YES, /cheaper/i, /\bsave/i, /less/i], priceOf("sherwood", "weekend_pass")] },
  },
  { kind: "single", topic: "prices and totals", ask: "we need 4 core tickets for victoria bc, what's the total?", expect: { includesAll: [totalOf("victoria-bc", "core", 4)] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "Is the Core ticket cheaper in Orlando than in Hartford?",
    expect: { includesAll: [[...YES, /cheaper/i, /less/i, /lower/i], priceOf("orlando", "core"), priceOf("hartford", "core")] },
  },
  { kind: "single", topic: "prices and totals", ask: "niagara falls: how much more is pro than core?", expect: { includesAll: [diffOf("niagara-falls", "core", "pro")] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "I run a studio and want to buy 12 core tickets for cypress in one order, is that possible?",
    expect: { includesAll: [NO_STRICT, ageRe(MAX_PER_ORDER)] },
  },

  // Upgrades
  { kind: "single", topic: "upgrades", ask: "I already bought a core ticket for orlando, how much to upgrade to pro track?", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  {
    kind: "single",
    topic: "upgrades",
    ask: "i have a core ticket for victoria in my cart, haven't checked out yet. how much extra if i swap it for pro track?",
    expect: { includesAll: [printed(cartUpgrade("victoria-bc", "core", "pro"))] },
  },

  // Dates and stops
  { kind: "single", topic: "dates and stops", ask: "when is the seattle intensive", expect: { includesAll: [dayOf("seattle")] } },
  { kind: "single", topic: "dates and stops", ask: "is there a date for london yet?", expect: { includesAll: [noDate("london")] } },
  { kind: "single", topic: "dates and stops", ask: "Is the Atlanta one on Sept 28 still happening? We were planning to drive up", expect: { includesAll: [NO_STRICT, CANCELLED] } },
  { kind: "single", topic: "dates and stops", ask: "Sherwood Oregon - what are the dates, is it one day or two?", expect: { includesAll: [dayOf("sherwood"), secondDayOf("sherwood")] } },
  { kind: "single", topic: "dates and stops", ask: "Is the Boston intensive on a Saturday?", expect: { includesAll: [NO_STRICT, new RegExp(weekdayOf("boston"), "i"), dayOf("boston")] } },
  { kind: "single", topic: "dates and stops", ask: "Are you coming to Madison, Wisconsin this year?", expect: { includesAll: [dayOf("madison-wi")] } },
  { kind: "single", topic: "dates and stops", ask: "dallas is nov 29 or nov 30??", expect: { includesAll: [dayOf("dallas")] } },

  // Venues
  { kind: "single", topic: "venues", ask: "where is the hartford one held", expect: { includesAll: [venueName("hartford"), streetOf("hartford")] } },
  { kind: "single", topic: "venues", ask: "Which studio is hosting the Minneapolis intensive?", expect: { includesAll: [venueName("minneapolis")] } },
  { kind: "single", topic: "venues", ask: "Has the venue for Dallas been announced?", expect: { includesAll: [noVenue("dallas")] } },
  { kind: "single", topic: "venues", ask: "niagara falls studio, do we go in the front door?", expect: { includesAll: [NO, [/\bback\b/i, /\brear\b/i]] } },
  {
    kind: "single",
    topic: "venues",
    ask: "Is the Saratoga Springs day at Spa City Dance Arts on Broadway?",
    expect: { includesAll: [YES, streetOf("saratoga-springs")] },
  },

  // Schedule
  { kind: "single", topic: "schedule", ask: "what time is check in for the seniors at hartford", expect: { includesAll: [slotAt("hartford", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "my son is 10, what time does he have to be at the seattle studio?", expect: { includesAll: [slotAt("seattle", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "What time is the audition for the seniors in Sarasota?", expect: { includesAll: [slotAt("sarasota", "seniors", "Audition")] } },
  {
    kind: "single",
    topic: "schedule",
    ask: "does the juniors group get a funk class in seattle?",
    expect: { includesAll: [polarity(hasSlot("seattle", "juniors", "Funk"))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "Is there a lunch break for the juniors at the Buford event? Should I pack food",
    expect: { includesAll: [polarity(hasSlot("hoschton", "juniors", "Lunch"))] },
  },
  { kind: "single", topic: "schedule", ask: "boise masterclass, what time do the older kids check in?", expect: { includesAll: [slotAt("boise-nov-7", "seniors", "Check-in")] } },

  // Ages and groups
  {
    kind: "single",
    topic: "ages and groups",
    ask: "my daughter just turned 12 - is she a junior or a senior at the orlando one?",
    expect: { includesAll: [groupName(groupLabel("orlando", 12)), groupSpan(groupLabel("orlando", 12))] },
  },
  { kind: "single", topic: "ages and groups", ask: "can my 4 year old audition? she loves dancing", expect: { includesAll: [NO_STRICT, ageFact(MIN_AUDITION_AGE)] } },
  {
    kind: "single",
    topic: "ages and groups",
    ask: `I'm ${ADULT_AGE - 1}, do I need a parent to sign me up for the audition?`,
    expect: { includesAll: [polarity(SEVENTEEN_NEEDS_GUARDIAN), [/parent/i, /guardian/i]] },
  },
  { kind: "single", topic: "ages and groups", ask: "I'm 34 and haven't danced since college. Am I too old to come?", expect: { includesAll: [[/\bno\b/i, /not too old/i, /all ages/i, /welcome/i, /everyone belongs/i]] } },
  { kind: "single", topic: "ages and groups", ask: "how old do you have to be for the skeleton crew audition", expect: { includesAll: [ageFact(SKELETON_AGE)] } },

  // Auditions
  { kind: "single", topic: "auditions", ask: "does the audition cost extra on top of the ticket?", expect: { includesAll: [[/\bfree\b/i, /no (extra )?(cost|charge)/i]] } },
  { kind: "single", topic: "auditions", ask: "can i just do the audition in seattle and skip the classes", expect: { includesAll: [YES, [/audition only/i, /\bfree\b/i]] } },
  { kind: "single", topic: "auditions", ask: "If my kid auditions is she guaranteed a part in something?", expect: { includesAll: [NO_STRICT, /guarantee/i] } },
  { kind: "single", topic: "auditions", ask: "we can't make any of the dates. is there another way to be seen?", expect: { includesAll: [[/submit talent/i, /submit-talent/i, /submit your talent/i]] } },
  { kind: "single", topic: "auditions", ask: "How long can my audition video be?", expect: { includesAll: [[/\b90\b/, /ninety/i]] } },

  // Policies and refunds
  {
    kind: "single",
    topic: "policies and refunds",
    ask: "If my daughter gets sick and can't go, can I get my money back?",
    expect: { includesAll: [[/all sales (are )?final/i, /no refunds?/i, /can(no|')t (give a |offer a |issue a )?refund/i, /not (be )?refund/i]] },
  },
  { kind: "single", topic: "policies and refunds", ask: "if the date gets moved how long do i have to decide?", expect: { includesAll: [[/48 hours/i, /48-hour/i, /forty-eight hours/i]] } },
  { kind: "single", topic: "policies and refunds", ask: "Does the credit from a date change expire?", expect: { includesAll: [[/never expires?/i, /does(n'?t| not) expire/i, /no expir/i, /won'?t expire/i]] } },
  { kind: "single", topic: "policies and refunds", ask: "when do we get the videos from the day?", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },
  {
    kind: "single",
    topic: "policies and refunds",
    ask: "can i keep my son out of the promo videos you post?",
    expect: { includesAll: [YES, [/email/i, /hello@callboard\.dance/i], /before/i] },
  },

  // Bring and wear
  { kind: "single", topic: "bring and wear", ask: "what shoes should she bring?", expect: { includesAll: [/sneaker/i, /jazz shoe/i] } },
  { kind: "single", topic: "bring and wear", ask: "is it ok if i wear my big logo graphic tee for class?", expect: { includesAll: [[...NO_STRICT, /avoid/i], [/solid/i, /plain/i]] } },
  { kind: "single", topic: "bring and wear", ask: "Should we pack lunch or is food provided?", expect: { includesAll: [/lunch/i, [/bring/i, /pack/i]] } },
  { kind: "single", topic: "bring and wear", ask: "Does my dancer need a headshot and résumé to audition?", expect: { includesAll: [NO_STRICT] } },

  // Mentorship
  { kind: "single", topic: "mentorship", ask: "how much is the elite circle mentorship a month", expect: { includesAll: [priceOf("hartford", "mentorship_elite")] } },
  { kind: "single", topic: "mentorship", ask: "When does the mentorship program start?", expect: { includesAll: [mentorshipStart] } },
  { kind: "single", topic: "mentorship", ask: "is there a minimum commitment for mentorship or can i cancel after 1 month", expect: { includesAll: [minTerm] } },
  {
    kind: "single",
    topic: "mentorship",
    ask: "what's the difference between building and growth mentorship",
    expect: { includesAny: [/self-tape review/i, /review of (one )?self-tape/i, /written (feedback|review)/i, /career (and audition )?planning/i] },
  },
  { kind: "single", topic: "mentorship", ask: "when's the first renewal payment for mentorship", expect: { includesAll: [mentorshipRenewal] } },

  // Acting for Dancers
  { kind: "single", topic: "acting for dancers", ask: "how much is a private session for acting for dancers", expect: { includesAll: [priceOf(AFD, "afd_private_session")] } },
  { kind: "single", topic: "acting for dancers", ask: "acting 3 pack price? and how long do i have to use them", expect: { includesAll: [priceOf(AFD, "afd_3pack"), [/90 days/i, /ninety days/i]] } },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "starter path vs steady growth path, how much is each?",
    expect: { includesAll: [priceOf(AFD, "afd_starter"), priceOf(AFD, "afd_steady_growth")] },
  },
  { kind: "single", topic: "acting for dancers", ask: "does the spokane ticket come with a free month of acting for dancers?", expect: { includesAll: [YES, /free month/i] } },

  // Scholarships and talent
  { kind: "single", topic: "scholarships and talent", ask: "Do you offer scholarships? Money is tight this year", expect: { includesAll: [YES, /scholarship/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "when do scholarship applications close", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
  { kind: "single", topic: "scholarships and talent", ask: "would a scholarship cover our hotel and travel?", expect: { includesAll: [NO_STRICT, [/travel/i, /accommodation/i, /hotel/i]] } },
  { kind: "single", topic: "scholarships and talent", ask: "does submitting talent cost anything", expect: { includesAll: [[/\bfree\b/i, /no (cost|charge|fee)/i, /doesn'?t cost/i]] } },

  // Discount codes
  {
    kind: "single",
    topic: "discount codes",
    ask: "does SUMMER2025 still work?",
    expect: { includesAll: [polarity(SUMMER_STILL_VALID), [/expired/i, /ended/i, /no longer/i]] },
  },
  { kind: "single", topic: "discount codes", ask: "with the victoria early bird code what does core cost", expect: { includesAll: [victoriaCoreEarly] } },
  { kind: "single", topic: "discount codes", ask: "Does BRINGAFRIEND25 work on Pro Track?", expect: { includesAll: [polarity(BRINGAFRIEND_ON_PRO), /core/i] } },
  { kind: "single", topic: "discount codes", ask: "how much is hartford pro track with PROTRACK50", expect: { includesAll: [hartfordProWithCode] } },

  // City pages
  { kind: "single", topic: "city pages", ask: "Does Boston have a contemporary class? Who teaches it?", expect: { includesAll: [YES, bostonGuest] } },
  { kind: "single", topic: "city pages", ask: "is the new hampshire weekend open to anyone?", expect: { includesAll: [NO, nhStudio] } },
  { kind: "single", topic: "city pages", ask: "spokane - can we do pro track on the sunday instead?", expect: { includesAll: [NO, dayOf("spokane")] } },
  { kind: "single", topic: "city pages", ask: "In Victoria can I buy just one class?", expect: { includesAll: [YES, priceOf("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "city pages", ask: "For the NH weekend, can I buy just the Pro Track VIP upgrade on its own?", expect: { includesAll: [NO_STRICT, [/full weekend/i, /weekend pass/i, /balance/i]] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site does not answer these

export const heldoutPOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "what's the weather supposed to be in seattle on nov 9?", expect: { notSure: true } },
  { kind: "off-topic", ask: "Where can we park near the Hartford studio? Is it free?", expect: { notSure: true } },
  { kind: "off-topic", ask: "any hotels near the orlando studio you'd recommend for the night before?", expect: { notSure: true } },
  { kind: "off-topic", ask: "Can you recommend a weekly ballet studio in Boise for my 8 year old?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you guys sell dance shoes or costumes?", expect: { notSure: true } },
  { kind: "off-topic", ask: "good place to eat near Spa City Dance Arts after class?", expect: { notSure: true } },
  { kind: "off-topic", ask: "Is there an airport shuttle from Savannah airport to the studio?", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you help me find my daughter a talent agent in LA", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there a starbucks close to the cypress studio", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const heldoutPConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent prices Seattle, then switches to Spokane",
    turns: [
      { ask: "how much is core in seattle?", expect: { includesAll: [priceOf("seattle", "core")] } },
      { ask: "and for 2 kids?", expect: { includesAll: [totalOf("seattle", "core", 2)] } },
      {
        ask: "actually what about pro track in spokane instead, just for one of them",
        expect: { includesAll: [priceOf("spokane", "pro")], excludes: [totalOf("seattle", "core", 2), seedVenue("seattle").name] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Boston's date and studio, then Minneapolis",
    turns: [
      { ask: "when is the boston intensive?", expect: { includesAll: [dayOf("boston")] } },
      { ask: "where is it?", expect: { includesAll: [venueName("boston"), streetOf("boston")] } },
      {
        ask: "ok and what about minneapolis, when and where?",
        expect: { includesAll: [dayOf("minneapolis"), venueName("minneapolis")], excludes: [venueName("boston"), streetOf("boston")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship price and start, then Acting for Dancers billing",
    turns: [
      { ask: "how much is the building level of mentorship per month?", expect: { includesAll: [priceOf("hartford", "mentorship_building")] } },
      { ask: "when would it start?", expect: { includesAll: [mentorshipStart] } },
      {
        ask: "and is acting for dancers billed monthly like that too?",
        expect: { includesAll: [NO_STRICT, [/one-time/i, /one time/i]], excludes: [priceOf("hartford", "mentorship_building")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "An 11-year-old in Orlando: group, check-in, guardian",
    turns: [
      {
        ask: "my daughter is 11 and wants to do the orlando one, which group is she in?",
        expect: { includesAll: [groupName(groupLabel("orlando", 11)), groupSpan(groupLabel("orlando", 11))] },
      },
      { ask: "what time is her check in?", expect: { includesAll: [slotAt("orlando", "juniors", "Check-in")] } },
      { ask: "do i have to stay or be reachable the whole day?", expect: { includesAll: [[/reachable/i, /contact/i, /phone/i, /pick-?up/i]] } },
    ],
  },
  {
    kind: "conversation",
    title: "Atlanta was cancelled; the family looks at Buford",
    turns: [
      { ask: "I bought tickets for atlanta sept 28, is it still on?", expect: { includesAll: [CANCELLED, FULL_REFUND] } },
      {
        ask: "ok is there anything else close by? what about buford, when and where",
        expect: { includesAll: [dayOf("hoschton"), venueName("hoschton")], excludes: [seedVenue("atlanta").name] },
      },
      { ask: "what time do the juniors check in there", expect: { includesAll: [slotAt("hoschton", "juniors", "Check-in")], excludes: [seedVenue("atlanta").name] } },
    ],
  },
];

export const heldoutPQuestionCount: number =
  heldoutPSingleQuestions.length + heldoutPOffTopicQuestions.length + heldoutPConversations.reduce((n, c) => n + c.turns.length, 0);
