/**
 * Tuning set 24 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or
 * other sets' questions. Its emphasis is conversations: ten of three turns, whose later turns lean on
 * the earlier ones ("and for her sister?", "what about there?") or switch away from them (another
 * city, another product, from prices to policy, from the intensive to mentorship), with `excludes`
 * keeping the earlier subject's figure out of a reply once the subject has changed.
 *
 * Every figure (price, group total, upgrade difference, date, weekday, venue, street, time, cohort
 * date, minimum audition age, order limit, early-bird price) is computed from the seed with the site's
 * own functions; copy facts are short phrases with alternatives. The clock is 2025-09-01, as in
 * scripts/eval-chat.ts.
 */
import { ADULT_AGE } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  seedDiscountCode,
  seedEvent,
  seedOffer,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning24Topic =
  | "prices"
  | "group totals"
  | "upgrades and codes"
  | "dates"
  | "venues"
  | "schedule"
  | "ages and guardians"
  | "auditions"
  | "policies"
  | "what to bring"
  | "mentorship"
  | "acting for dancers"
  | "scholarships and footage"
  | "special stops";

interface Tuning24Question {
  kind: "single";
  topic: Tuning24Topic;
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

/** A stop's first (or last) day as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`${slug} has a bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The weekday of a stop's first day, from its seeded calendar date. */
function weekdayOf(slug: string): string {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const day = WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()];
  if (!day) throw new Error(`${slug}: no weekday for ${iso}`);
  return day;
}
const weekdayRe = (slug: string): RegExp => new RegExp(`\\b${weekdayOf(slug)}\\b`, "i");

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
  const dayTables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const table = dayTables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0): RegExp => timeRe(slotTime(slug, group, activity, dayIndex));

/** Whether a stop's schedule has an activity at all (any day, any group). */
function hasActivity(slug: string, activity: string): boolean {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  return days.some((d) => d.tables.some((t) => t.slots.some((s) => s.activity === activity)));
}
function mustHave(slug: string, activity: string): void {
  if (!hasActivity(slug, activity)) throw new Error(`${slug} has no ${activity} in its schedule`);
}

/** The venue's name and street. */
const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** The date is not set yet ("To Be Determined"). */
function noDate(slug: string): readonly Fact[] {
  if (seedEvent(slug).startsOn) throw new Error(`${slug} has a date`);
  return [/to be (determined|announced|confirmed)/i, /\bTBD\b|\bTBA\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no date/i, /hasn'?t been (set|announced)/i];
}

/** A cancelled stop. */
function cancelled(slug: string): RegExp {
  if (!seedEvent(slug).isCancelled) throw new Error(`${slug} is not cancelled`);
  return /cancel+ed/i;
}

/** The seeded order limit of one offer (the cart's "At most N per order"). */
const maxPerOrder = (slug: string, tier: string): number => seedOffer(slug, tier).maxPerOrder;

/** The youngest age the audition form accepts (with a guardian named), from its own schema. */
function minimumAuditionAge(): number {
  for (let age = 0; age <= 30; age++) {
    const ok = auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "test@example.com", phone: "555 0100", age, parentName: "Test Parent", consent: true }).success;
    if (ok) return age;
  }
  throw new Error("the audition form accepts no age up to 30");
}
const MIN_AUDITION_AGE = minimumAuditionAge();

/** Whether the form refuses a dancer of `age` without a parent's name (the guardian rule). */
function needsGuardian(age: number): boolean {
  return !auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "test@example.com", phone: "555 0100", age, consent: true }).success;
}
if (!needsGuardian(ADULT_AGE - 1) || needsGuardian(ADULT_AGE)) throw new Error("the audition form's guardian rule changed");

const num = (n: number): RegExp => new RegExp(`(?<![\\d$£])${n}(?!\\d)`);

/** The polarity of a "No" answer. */
const NO: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i];
/** The polarity of a "Yes" answer. */
const YES: readonly Fact[] = [/\byes\b/i, /\byep\b/i, /\bdefinitely\b/i, /\bof course\b/i, /\babsolutely\b/i];
/** "Yes", or a reply that says so in its own words (the given alternatives). */
const yesOr = (...also: RegExp[]): readonly Fact[] => [...YES, ...also];

// Cohort figures (at the eval clock).
const cohort = mentorshipCohort;
const cohortStart = new RegExp(escapeRegExp(cohort.start).replace(/, /, ",? "), "i");
const cohortStartShort = new RegExp(`${cohort.start.split(" ")[0]?.slice(0, 3)}\\w*\\.?\\s+1(?!\\d)`, "i");
const minimumMonths = new RegExp(`\\b${cohort.minimumTermMonths}[- ]month|\\b${["zero", "one", "two", "three", "four", "five", "six"][cohort.minimumTermMonths] ?? "#"}[- ]month`, "i");
const recurringFrom = new RegExp(escapeRegExp(cohort.recurringFrom).replace(/, /, ",? "), "i");

// Early bird: Victoria's code and what it takes off.
const EARLY = seedDiscountCode("VICTORIAEARLY20");
if (!EARLY.percentOff || EARLY.city !== "victoria-bc") throw new Error("the Victoria early-bird code changed");
const earlyCore: Money = { amountMinor: percentOff(seedPrice("victoria-bc", "core").amountMinor, EARLY.percentOff), currency: seedPrice("victoria-bc", "core").currency };
const earlyEnds = (() => {
  const iso = EARLY.endsAt?.slice(0, 10);
  if (!iso) throw new Error("the early-bird code has no end");
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1] ?? "?";
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
})();
if ((EARLY.eligibleTiers ?? []).includes("victoria_one_class_only")) throw new Error("the early-bird code now covers One Class Only");

// Checks on the catalog facts the questions lean on.
if (seedEvent("spokane").endsOn) throw new Error("Spokane is now more than one day");
if (seedEvent("new-hampshire").listedOnTour) throw new Error("the Hudson weekend is now public");
mustHave("boston", "Contemporary");
mustHave("spokane", "Stunts for Dancers");
mustHave("sherwood", "Stunts for Dancers");
if (seedOffer("new-hampshire", "nh_protrack_vip").rule.requiresOneOf.length === 0) throw new Error("the VIP upgrade no longer needs a weekend ticket");
if (seedOffer("victoria-bc", "core").price.currency !== "CAD") throw new Error("Victoria no longer prices in CAD");
if (seedOffer("london", "core").price.currency !== "GBP") throw new Error("London no longer prices in GBP");

const AFD = "acting-for-dancers";

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning24SingleQuestions: readonly Tuning24Question[] = [
  // prices
  { kind: "single", topic: "prices", ask: "how much is the core experience in hartford", expect: { includesAll: [priceOf("hartford", "core")] } },
  { kind: "single", topic: "prices", ask: "Is Victoria priced in US dollars? How much is Core there?", expect: { includesAll: [NO, [/CAD/i, /canadian/i, /C\$/], priceOf("victoria-bc", "core")] } },
  { kind: "single", topic: "prices", ask: "cypress has a just one class option right? how much", expect: { includesAll: [priceOf("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices", ask: "In Niagara Falls, which is cheaper, the core or a single masterclass, and by how much are they each?", expect: { includesAll: [priceOf("niagara-falls", "masterclass_only"), priceOf("niagara-falls", "core")] } },
  { kind: "single", topic: "prices", ask: "is the audition only option free or do i have to pay for it in sarasota", expect: { includesAll: [/free/i] } },
  { kind: "single", topic: "prices", ask: "Spokane: what do Core Day 1 and Pro Track cost?", expect: { includesAll: [priceOf("spokane", "core_day1"), priceOf("spokane", "pro")] } },

  // group totals
  { kind: "single", topic: "group totals", ask: "how much for 4 core tickets in springfield va", expect: { includesAll: [totalOf("springfield-va", "core", 4)] } },
  { kind: "single", topic: "group totals", ask: "My twins both want Pro Track in Savannah. What's the total?", expect: { includesAll: [totalOf("savannah", "pro", 2)] } },
  { kind: "single", topic: "group totals", ask: "3 full weekend passes for sherwood, how much altogether?", expect: { includesAll: [totalOf("sherwood", "weekend_pass", 3)] } },
  { kind: "single", topic: "group totals", ask: "we're a studio, can i buy 15 core tickets for boise in one order?", expect: { includesAll: [NO, num(maxPerOrder("boise", "core"))] } },

  // upgrades and codes
  { kind: "single", topic: "upgrades and codes", ask: "I already bought a Core ticket for Orlando. How much more to move up to Pro Track?", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades and codes", ask: "bought core for hartford last week, what's the upgrade to pro going to cost me", expect: { includesAll: [printed(boughtUpgrade("hartford", "core", "pro"))] } },
  { kind: "single", topic: "upgrades and codes", ask: "Is there an early bird deal for Victoria? What does Core come to with it?", expect: { includesAll: [yesOr(/early[- ]?bird/i), [/VICTORIAEARLY20/i, new RegExp(`${EARLY.percentOff}\\s?%`)], money(earlyCore)] } },
  { kind: "single", topic: "upgrades and codes", ask: "does the victoria early bird code work on the one class only ticket", expect: { includesAll: [NO, [/core/i, /pro track/i]] } },
  { kind: "single", topic: "upgrades and codes", ask: "until when can we use the victoria early bird?", expect: { includesAll: [earlyEnds] } },

  // dates
  { kind: "single", topic: "dates", ask: "when is the seattle intensive", expect: { includesAll: [dayOf("seattle")] } },
  { kind: "single", topic: "dates", ask: "Is the Boston one on a Saturday?", expect: { includesAll: [NO, weekdayRe("boston"), dayOf("boston")] } },
  { kind: "single", topic: "dates", ask: "is atlanta still happening in september??", expect: { includesAll: [NO, cancelled("atlanta")] } },
  { kind: "single", topic: "dates", ask: "Has the London date been announced yet?", expect: { includesAll: [NO, noDate("london")] } },
  { kind: "single", topic: "dates", ask: "which comes first, charleston wv or springfield va? dates please", expect: { includesAll: [dayOf("charleston-wv"), dayOf("springfield-va"), /charleston/i] } },
  { kind: "single", topic: "dates", ask: "wen is niagra falls", expect: { includesAll: [dayOf("niagara-falls")] } },

  // venues
  { kind: "single", topic: "venues", ask: "what studio is the sarasota one at", expect: { includesAll: [venueName("sarasota")] } },
  { kind: "single", topic: "venues", ask: "Address for Boise please", expect: { includesAll: [streetOf("boise")] } },
  { kind: "single", topic: "venues", ask: "do you know the venue for dallas yet", expect: { includesAll: [noVenue("dallas")] } },
  { kind: "single", topic: "venues", ask: "niagara falls - which door do we go in? first time there", expect: { includesAll: [/back/i] } },
  { kind: "single", topic: "venues", ask: "is the belgrade montana venue confirmed", expect: { includesAll: [NO, noVenue("belgrade")] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "what time do seniors check in at hartford", expect: { includesAll: [slotAt("hartford", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "My son is 9. When does his group start in Savannah?", expect: { includesAll: [[slotAt("savannah", "juniors", "Check-in"), slotAt("savannah", "juniors", "Warm-up")]] } },
  { kind: "single", topic: "schedule", ask: "Boston seniors: what time does it start and when does the Pro Track session begin?", expect: { includesAll: [[slotAt("boston", "seniors", "Check-in"), slotAt("boston", "seniors", "Warm-up")], slotAt("boston", "seniors", "Pro Track session")] } },
  { kind: "single", topic: "schedule", ask: "when is the audition for the older group in niagara", expect: { includesAll: [slotAt("niagara-falls", "seniors", "Audition")] } },

  // ages and guardians
  { kind: "single", topic: "ages and guardians", ask: "my son is 12, is he a junior or senior at the orlando one?", expect: { includesAll: [/senior/i, /12 to adult|12\+|12 and (up|older)|twelve/i] } },
  { kind: "single", topic: "ages and guardians", ask: "Is a 12 year old in the Juniors at Hartford?", expect: { includesAll: [/junior/i, [/12 and under/i, /under 13/i, /twelve and under/i]] } },
  { kind: "single", topic: "ages and guardians", ask: `can my ${MIN_AUDITION_AGE - 1} yr old audition`, expect: { includesAll: [NO, num(MIN_AUDITION_AGE)] } },
  { kind: "single", topic: "ages and guardians", ask: `I'm ${ADULT_AGE - 1}. Do I really need a parent to sign me up for the audition?`, expect: { includesAll: [yesOr(/\bneed/i, /\brequire/i, /\bmust\b/i), [/parent/i, /guardian/i], num(ADULT_AGE)] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "if my daughter auditions is she guaranteed a part in something", expect: { includesAll: [NO, [/guarantee/i]] } },
  { kind: "single", topic: "auditions", ask: "can we just come for the audition without doing the classes?", expect: { includesAll: [yesOr(/\bcan\b/i), [/audition only/i, /free/i]] } },
  { kind: "single", topic: "auditions", ask: "We can't make any tour date. Is there another way to be considered?", expect: { includesAll: [/submit talent/i] } },

  // policies
  { kind: "single", topic: "policies", ask: "My daughter broke her ankle, can I get a refund for Seattle?", expect: { includesAll: [[/final/i, /can'?t refund|cannot refund|no refund|not refund/i], [/hello@callboard\.dance/i, /email/i]] } },
  { kind: "single", topic: "policies", ask: "what happens if you change the date and I don't answer", expect: { includesAll: [/48/i, /credit/i] } },
  { kind: "single", topic: "policies", ask: "Do credits expire?", expect: { includesAll: [NO, [/never expire/i, /not expire/i, /doesn'?t expire/i, /don'?t expire/i, /no expir/i]] } },
  { kind: "single", topic: "policies", ask: "i have a credit from victoria, can i use it for seattle?", expect: { includesAll: [NO, [/currency/i, /canadian|CAD/i]] } },

  // what to bring
  { kind: "single", topic: "what to bring", ask: "what shoes should my kid bring", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "what to bring", ask: "Does she need a headshot and résumé for the audition?", expect: { includesAll: [NO, [/not required/i, /if you have/i, /photo/i]] } },
  { kind: "single", topic: "what to bring", ask: "what to wear? can he wear his team jersey with the big logo", expect: { includesAll: [[/solid colou?rs?/i, /avoid (big )?logos/i, /no (big )?logos/i, /logos/i]] } },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "how much is the Growth mentorship a month", expect: { includesAll: [priceOf("hartford", "mentorship_growth")] } },
  { kind: "single", topic: "mentorship", ask: "Does Elite Circle include one on one calls with the choreographer?", expect: { includesAll: [yesOr(/\bincludes?\b/i), [/one-on-one/i, /1[- ]on[- ]1/i, /one on one/i]] } },
  { kind: "single", topic: "mentorship", ask: `when is the 2nd mentorship payment taken? the first one covers ${(cohort.firstPeriod.split(" ")[0] ?? "").toLowerCase()} right`, expect: { includesAll: [recurringFrom] } },
  { kind: "single", topic: "mentorship", ask: "if we sign up for mentorship now does it start right away", expect: { includesAll: [NO, [cohortStart, cohortStartShort]] } },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers steady growth path price", expect: { includesAll: [priceOf(AFD, "afd_steady_growth")] } },
  { kind: "single", topic: "acting for dancers", ask: "Is Acting for Dancers in person somewhere or online?", expect: { includesAll: [[/online/i, /virtual/i, /video/i]] } },
  { kind: "single", topic: "acting for dancers", ask: "how long is the starter path vs the steady growth one", expect: { includesAll: [[/\bfour\b/i, /\b4[- ]?weeks?\b/i], [/\beight\b/i, /\b8[- ]?weeks?\b/i]] } },

  // scholarships and footage
  { kind: "single", topic: "scholarships and footage", ask: "do scholarships pay for our hotel too", expect: { includesAll: [NO, [/travel|accommodation|hotel/i]] } },
  { kind: "single", topic: "scholarships and footage", ask: "When do scholarship applications close for a city?", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
  { kind: "single", topic: "scholarships and footage", ask: "do we get the videos the same day", expect: { includesAll: [NO, [/four weeks/i, /4 weeks/i]] } },

  // special stops
  { kind: "single", topic: "special stops", ask: "can anyone sign up for the hudson nh weekend?", expect: { includesAll: [NO, /Granite Stage/i] } },
  { kind: "single", topic: "special stops", ask: "Is Spokane a two day event like Sherwood?", expect: { includesAll: [NO, dayOf("spokane")] } },
  { kind: "single", topic: "special stops", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/Liora Vantassel/i] } },
  { kind: "single", topic: "special stops", ask: "Sherwood saturday, are the juniors and seniors split up?", expect: { includesAll: [NO, [/all ages/i, /together/i, /every age/i]] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site cannot answer these; the honest reply is "not sure" plus a contact.

export const tuning24OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather gonna be like in seattle on the day of the intensive", expect: { notSure: true } },
  { kind: "off-topic", ask: "Can you recommend a hotel near the Orlando studio?", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there parking at Back Bay Movement Studios in boston", expect: { notSure: true } },
  { kind: "off-topic", ask: "which airline is cheapest to fly to victoria from LA", expect: { notSure: true } },
  { kind: "off-topic", ask: "Can we rent the studio in Sarasota for my daughter's birthday party?", expect: { notSure: true } },
  { kind: "off-topic", ask: "good place to eat lunch near the hartford studio?", expect: { notSure: true } },
  { kind: "off-topic", ask: "Can you recommend a talent agent in Atlanta for my son?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell ballet pointe shoes", expect: { notSure: true } },
  { kind: "off-topic", ask: "What's the choreographer's favourite movie?", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on or switch away from earlier ones.

const seattleCore = priceOf("seattle", "core");
const orlandoPro = priceOf("orlando", "pro");
const orlandoUpgrade = printed(boughtUpgrade("orlando", "core", "pro"));
const londonCore = priceOf("london", "core");
const boiseCore = priceOf("boise", "core");
const niagaraCore = priceOf("niagara-falls", "core");
const afdPrivate = priceOf(AFD, "afd_private_session");
const nhWeekend = priceOf("new-hampshire", "nh_full_weekend");

export const tuning24Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle: a price, a group total, then a check-in time there",
    turns: [
      { ask: "how much is core in seattle", expect: { includesAll: [seattleCore] } },
      { ask: "and for 3 of us?", expect: { includesAll: [totalOf("seattle", "core", 3)] } },
      { ask: "ok what time do the little ones check in there", expect: { includesAll: [slotAt("seattle", "juniors", "Check-in")], excludes: [totalOf("seattle", "core", 3)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Orlando Pro Track, the upgrade of a bought ticket, then Victoria instead",
    turns: [
      { ask: "Pro track in Orlando, how much?", expect: { includesAll: [orlandoPro] } },
      { ask: "we already bought core there tho. how much to upgrade?", expect: { includesAll: [orlandoUpgrade] } },
      { ask: "never mind, what does pro track cost in victoria", expect: { includesAll: [priceOf("victoria-bc", "pro")], excludes: [orlandoPro, orlandoUpgrade] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood: the weekend, a junior's Sunday, then her older sister",
    turns: [
      { ask: "When is the Sherwood weekend?", expect: { includesAll: [dayOf("sherwood"), [dayOf("sherwood", "endsOn"), /\b25\b/]] } },
      { ask: "my daughter is 10, what time does she check in on sunday", expect: { includesAll: [slotAt("sherwood", "juniors", "Check-in", 1)] } },
      { ask: "and her sister? she's 15", expect: { includesAll: [slotAt("sherwood", "seniors", "Check-in", 1)], excludes: [slotAt("sherwood", "juniors", "Check-in", 1)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston's venue and its guest class, then Hartford's venue",
    turns: [
      { ask: "where is the boston one held", expect: { includesAll: [[venueName("boston"), streetOf("boston")]] } },
      { ask: "is there a contemporary class there?", expect: { includesAll: [yesOr(/\bincludes?\b/i, /\bincluded\b/i, /\bthere is\b/i, /\bthere's\b/i), /contemporary/i] } },
      { ask: "what about hartford, where's that one", expect: { includesAll: [[venueName("hartford"), streetOf("hartford")]], excludes: [venueName("boston"), streetOf("boston")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boise: a price, then the refund policy, then a cancellation",
    turns: [
      { ask: "boise core experience price?", expect: { includesAll: [boiseCore] } },
      { ask: "if we buy it and then can't go can we get our money back", expect: { includesAll: [[/final/i, /no refund/i, /can'?t refund|cannot refund|not refund/i]], excludes: [boiseCore] } },
      { ask: "what if YOU cancel it?", expect: { includesAll: [/full refund/i], excludes: [boiseCore] } },
    ],
  },
  {
    kind: "conversation",
    title: "Niagara Falls Core, then mentorship: its start and its minimum",
    turns: [
      { ask: "How much is Core in Niagara Falls?", expect: { includesAll: [niagaraCore] } },
      { ask: "she also wants to keep training with him online after. when does the mentorship start?", expect: { includesAll: [[cohortStart, cohortStartShort]], excludes: [niagaraCore] } },
      { ask: "can she stop after the first month?", expect: { includesAll: [NO, minimumMonths], excludes: [niagaraCore] } },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers: a private session, the 3 Pack, then how it is paid",
    turns: [
      { ask: "how much is one private acting for dancers session", expect: { includesAll: [afdPrivate] } },
      { ask: "and the 3 pack?", expect: { includesAll: [priceOf(AFD, "afd_3pack")], excludes: [totalOf(AFD, "afd_private_session", 3)] } },
      { ask: "is that charged every month?", expect: { includesAll: [NO, [/one-time/i, /one time/i, /once/i]] } },
    ],
  },
  {
    kind: "conversation",
    title: "London's date and price, then Victoria's",
    turns: [
      { ask: "when is london happening", expect: { includesAll: [noDate("london")] } },
      { ask: "how much will core be there", expect: { includesAll: [londonCore] } },
      { ask: "ok and in victoria?", expect: { includesAll: [priceOf("victoria-bc", "core")], excludes: [londonCore, /£/] } },
    ],
  },
  {
    kind: "conversation",
    title: "An audition in Cypress: without classes, a young dancer, then what to bring",
    turns: [
      { ask: "does my son have to take the classes to audition in cypress?", expect: { includesAll: [NO, [/audition only/i, /free/i]] } },
      { ask: `he's ${MIN_AUDITION_AGE + 2}, is that old enough?`, expect: { includesAll: [yesOr(/old enough/i, /\bcan\b/i), [/parent/i, /guardian/i]] } },
      { ask: "what should he bring with him", expect: { includesAll: [[/water/i], [/sneakers/i, /shoes/i]] } },
    ],
  },
  {
    kind: "conversation",
    title: "The Hudson studio weekend: the pass, the balance for deposit holders, then the VIP upgrade",
    turns: [
      { ask: "we're at granite stage, how much is the full weekend in hudson", expect: { includesAll: [nhWeekend] } },
      { ask: "we already paid the deposit, what do we owe now?", expect: { includesAll: [priceOf("new-hampshire", "nh_balance_payment")] } },
      { ask: "can she add the VIP thing on top, how much", expect: { includesAll: [priceOf("new-hampshire", "nh_protrack_vip")] } },
    ],
  },
];

/** How many questions the set asks: singles, off-topic, and every conversation turn. */
export const tuning24QuestionCount =
  tuning24SingleQuestions.length + tuning24OffTopicQuestions.length + tuning24Conversations.reduce((n, c) => n + c.turns.length, 0);
