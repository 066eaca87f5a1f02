/**
 * Tuning set 18 of the chat assistant (issue 40): a balanced cross-section written as a mobile visitor
 * types (short, lowercase, typos, little punctuation), from the spec, the seed catalog, the site's
 * content files and the forms' own validation only, by someone who never read the answerer, its docs or
 * the other sets' questions. Slightly more conversations than usual (7 of 3 turns) whose later turns
 * lean on the earlier ones or switch the city or the subject.
 *
 * Every figure (price, group total, upgrade difference, code price, date, venue, street, time, cohort
 * dates, age limits) is computed from the seed with the site's own functions. Copy facts are short
 * phrases a right answer contains, with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { isMinor } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { site } from "~/content/site";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
  escapeRegExp,
  mentorshipCohort,
  MONTHS,
  price,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning18Topic =
  | "prices and tickets"
  | "group totals"
  | "upgrades"
  | "dates and venues"
  | "schedule"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "bring and wear"
  | "city pages"
  | "mentorship and acting"
  | "discount codes"
  | "similar names"
  | "not on the site";

export interface Tuning18Question {
  kind: "single";
  topic: Tuning18Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Figures, computed from the seed with the site's own functions

/** A printed figure as a pattern that will not match inside a larger figure ($168 but not $1680 or $1,680), while "$115, 3 Pack" still matches. */
const figure = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A stop's price for one tier, as a pattern. */
const priceRe = (slug: string, tier: string): RegExp => figure(price(slug, tier));

/** n tickets of one tier at a stop, as the site would total them. */
const totalRe = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return figure(formatMoney({ amountMinor: p.amountMinor * n, currency: p.currency }));
};

const moneyRe = (amountMinor: number, like: Money): RegExp => figure(formatMoney({ amountMinor, currency: like.currency }));

/** A stop's (first) date as a reply would write it: "November 9", "Nov 9", "11/9". */
function dateRe(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month || !d) throw new Error(`unreadable date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)|\\b${m}/${d}(?!\\d)`, "i");
}

/** A studio's name at a stop. */
const venueName = (slug: string): string => seedVenue(slug).name;
/** The street address of a stop's studio, loosely ("250 Stuart St" or "250 Stuart Street"). */
const streetRe = (slug: string): RegExp => new RegExp(escapeRegExp(street(slug)).replace(/St$/, "St(reet)?").replace(/Ave$/, "Ave(nue)?"), "i");

interface SeedSlot {
  time: string;
  activity: string;
}
interface SeedTable {
  group?: string;
  slots: SeedSlot[];
}
interface SeedDay {
  label?: string;
  tables: SeedTable[];
}

/** The time of an activity in a stop's schedule (day index, group), as a loose pattern ("9:00 AM", "9am", "9:00am"). */
function timeRe(slug: string, dayIndex: number, group: string, activity: string): RegExp {
  const schedule = (seedEvent(slug).page as { schedule?: { days?: SeedDay[] } }).schedule;
  const table = schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  const [, h, min, ampm] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(slot.time) ?? [];
  if (!h || !ampm) throw new Error(`unreadable time ${slot.time}`);
  const a = ampm.toLowerCase()[0];
  const minutes = min === "00" ? `(:00)?` : `:${min}`;
  return new RegExp(`\\b${h}${minutes}\\s*${a}\\.?m\\b`, "i");
}

// Audition form limits, read from the form's own schema.
const auditionOk = (age: number, parentName?: string): boolean =>
  auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "test@example.com", phone: "5550100", age, parentName, consent: true }).success;
const youngestAuditionAge = (() => {
  for (let a = 1; a < 30; a++) if (auditionOk(a, "Parent Name")) return a;
  throw new Error("no audition age passes");
})();
const oldestAuditionAge = (() => {
  for (let a = 150; a > 0; a--) if (auditionOk(a)) return a;
  throw new Error("no audition age passes");
})();
const firstAdultAge = (() => {
  for (let a = youngestAuditionAge; a < 30; a++) if (!isMinor(a) && auditionOk(a)) return a;
  throw new Error("no adult age");
})();
if (auditionOk(firstAdultAge - 1)) throw new Error("a minor passes the audition form without a parent");
const ageFig = (n: number): RegExp => new RegExp(`\\b${n}(?![\\d:])`);

// Discount codes, from their own rows.
const victoriaCode = seedDiscountCode("VICTORIAEARLY20");
const victoriaCore = seedPrice("victoria-bc", "core");
const victoriaCoreWithCode = moneyRe(percentOff(victoriaCore.amountMinor, victoriaCode.percentOff ?? 0), victoriaCore);
const victoriaCodeEnds = (() => {
  const d = new Date(victoriaCode.endsAt ?? "");
  const local = new Date(d.getTime() - 7 * 3600_000); // the row's own -07:00 offset
  const month = MONTHS[local.getUTCMonth()];
  if (!month) throw new Error("unreadable end date");
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${local.getUTCDate()}(?!\\d)`, "i");
})();
const summerCode = seedDiscountCode("SUMMER2025");
if (new Date(summerCode.endsAt ?? "") > new Date("2025-09-01T12:00:00Z")) throw new Error("SUMMER2025 has not ended at the eval clock");
const friendCode = seedDiscountCode("BRINGAFRIEND25");
const friendOff = formatMoney({ amountMinor: (friendCode.amount ?? 0) * 100, currency: friendCode.currency ?? "USD" });
const seattleCore = seedPrice("seattle", "core");
const seattleCoreWithFriend = moneyRe(seattleCore.amountMinor - (friendCode.amount ?? 0) * 100, seattleCore);

// Sherwood: two single days against the Full Weekend Pass.
const sherwoodDay = seedPrice("sherwood", "core_day1");
const sherwoodPass = seedPrice("sherwood", "weekend_pass");
const sherwoodSaving = moneyRe(sherwoodDay.amountMinor + seedPrice("sherwood", "core_day2").amountMinor - sherwoodPass.amountMinor, sherwoodPass);

// New Hampshire: the VIP upgrade against the regular Pro Track it is compared with.
const nhVip = seedPrice("new-hampshire", "nh_protrack_vip");
const nhCompareAt = (seedEvent("new-hampshire").offers.nh_protrack_vip?.compareAt ?? 0) * 100;
if (!nhCompareAt) throw new Error("the VIP upgrade has no compare-at price");
const nhVipSaving = moneyRe(nhCompareAt - nhVip.amountMinor, nhVip);

// Mentorship cohort terms as the pages word them at the eval clock.
const cohortStart = new RegExp(`${escapeRegExp(mentorshipCohort.start)}|${escapeRegExp(mentorshipCohort.start.replace(/, \d{4}$/, ""))}|${escapeRegExp(mentorshipCohort.firstPeriod)}`, "i");
const cohortRenews = new RegExp(`${escapeRegExp(mentorshipCohort.recurringFrom)}|${escapeRegExp(mentorshipCohort.recurringFrom.replace(/, \d{4}$/, ""))}`, "i");
const minimumTerm = new RegExp(`${mentorshipCohort.minimumTermMonths}[- ]month|${["zero", "one", "two", "three", "four", "five", "six"][mentorshipCohort.minimumTermMonths]}[- ]month`, "i");

const email = site.contactEmail;
const CAD: Fact = /C\$|CAD|canadian/i;
const allSalesFinal: Fact[] = [/all sales (are )?final/i, /no refunds?/i, /(don'?t|do not|can'?t|cannot|won'?t) (offer a |give a |issue a )?refund/i, /non-?refundable/i];

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning18SingleQuestions: readonly Tuning18Question[] = [
  // prices and tickets
  { kind: "single", topic: "prices and tickets", ask: "pro track price spokane", expect: { includesAll: [priceRe("spokane", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "victoria core how much n is that us or canadian", expect: { includesAll: [priceRe("victoria-bc", "core"), CAD] } },
  { kind: "single", topic: "prices and tickets", ask: "cypress just a class price", expect: { includesAll: [priceRe("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "boston core n pro prices pls", expect: { includesAll: [priceRe("boston", "boston_core"), priceRe("boston", "boston_pro_track")] } },
  { kind: "single", topic: "prices and tickets", ask: "how much is the one class only in victoria", expect: { includesAll: [priceRe("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "boise nov 7 masterclass how much", expect: { includesAll: [priceRe("boise-nov-7", "masterclass_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "london prices? in pounds?", expect: { includesAll: [[priceRe("london", "core"), priceRe("london", "pro")]] } },
  { kind: "single", topic: "prices and tickets", ask: "whats the difference core vs pro track", expect: { includesAll: [[/reel/i, /personal feedback/i, /pro track session/i, /priority/i]] } },

  // group totals
  { kind: "single", topic: "group totals", ask: "3 core tickets seattle total?", expect: { includesAll: [totalRe("seattle", "core", 3)] } },
  { kind: "single", topic: "group totals", ask: "my 2 girls both want core in boston how much altogether", expect: { includesAll: [totalRe("boston", "boston_core", 2)] } },
  { kind: "single", topic: "group totals", ask: "4 pro tracks at charleston wv how much", expect: { includesAll: [totalRe("charleston-wv", "pro", 4)] } },
  { kind: "single", topic: "group totals", ask: "victoria 2 core tix total", expect: { includesAll: [totalRe("victoria-bc", "core", 2)] } },
  { kind: "single", topic: "group totals", ask: "studio of 5 kids core orlando what would it be", expect: { includesAll: [totalRe("orlando", "core", 5)] } },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "upgrade core to pro seattle how much more", expect: { includesAll: [figure(cartUpgrade("seattle", "core", "pro"))] } },
  {
    kind: "single",
    topic: "upgrades",
    ask: "already bought core orlando can i move up to pro, cost?",
    expect: { includesAll: [figure(boughtUpgrade("orlando", "core", "pro"))] },
  },
  { kind: "single", topic: "upgrades", ask: "spokane day 1 to pro track difference", expect: { includesAll: [figure(cartUpgrade("spokane", "core_day1", "pro"))] } },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i buy just the vip upgrade for hudson without the weekend",
    expect: { includesAll: [[/full weekend pass/i, /balance payment/i, /weekend ticket/i]], includesAny: [/first/i, /need/i, /require/i, /only with/i, /add-?on/i] },
  },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is cypress", expect: { includesAll: [dateRe("cypress")] } },
  { kind: "single", topic: "dates and venues", ask: "hartford date n studio", expect: { includesAll: [dateRe("hartford"), venueName("hartford")] } },
  { kind: "single", topic: "dates and venues", ask: "wheres the boston one held address?", expect: { includesAll: [streetRe("boston")] } },
  { kind: "single", topic: "dates and venues", ask: "sarasota address", expect: { includesAll: [streetRe("sarasota")] } },
  { kind: "single", topic: "dates and venues", ask: "springfield va what studio", expect: { includesAll: [venueName("springfield-va")] } },
  { kind: "single", topic: "dates and venues", ask: "london date?", expect: { includesAll: [[/to be determined/i, /\bTBD\b/i, /not (been )?(set|announced|confirmed)/i, /to be announced/i]] } },
  { kind: "single", topic: "dates and venues", ask: "is atlanta still happening", expect: { includesAll: [/cancel/i] } },
  { kind: "single", topic: "dates and venues", ask: "sherwood is it 1 day or 2", expect: { includesAll: [[/two days/i, /2 days/i, /both days/i, /weekend/i], dateRe("sherwood")] } },
  { kind: "single", topic: "dates and venues", ask: "niagara falls studio where do we go in", expect: { includesAll: [[/back of the building/i, /rear/i]] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "seattle what time do juniors check in", expect: { includesAll: [timeRe("seattle", 0, "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "hartford audition time for the older kids", expect: { includesAll: [timeRe("hartford", 0, "seniors", "Audition")] } },
  { kind: "single", topic: "schedule", ask: "what classes r in boston", expect: { includesAll: [/contemporary/i] } },
  { kind: "single", topic: "schedule", ask: "sherwood saturday what time check in", expect: { includesAll: [timeRe("sherwood", 0, "all", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "how early should we get there", expect: { includesAll: [/15 min/i] } },

  // ages and eligibility
  { kind: "single", topic: "ages and eligibility", ask: "my son is 12 is he junior or senior", expect: { includesAll: [/junior/i], excludes: [/he (is|would be|'s) (a |in )?(the )?senior/i] } },
  { kind: "single", topic: "ages and eligibility", ask: "orlando age groups?", expect: { includesAll: [/11 and under/i, /12/i] } },
  { kind: "single", topic: "ages and eligibility", ask: "im 45 too old?", expect: { includesAll: [[/all ages/i, /everyone/i, new RegExp(`\\b${oldestAuditionAge}\\b`), /not too old/i, /welcome/i]] } },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "shes 16 do i have to put my name on the form",
    expect: { includesAll: [[/parent/i, /guardian/i]], includesAny: [/under 18/i, /minor/i, new RegExp(`under ${firstAdultAge}`, "i"), /yes/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can anyone sign up for new hampshire",
    expect: { includesAll: [/granite stage/i], includesAny: [/students/i, /alumni/i, /private/i] },
  },

  // auditions
  { kind: "single", topic: "auditions", ask: "can i just do audition no classes", expect: { includesAll: [/audition only/i] } },
  { kind: "single", topic: "auditions", ask: "if she auditions will she get a job", expect: { includesAll: [[/not guarantee/i, /doesn'?t guarantee/i, /no guarantee/i, /isn'?t guaranteed/i, /not guaranteed/i]] } },
  { kind: "single", topic: "auditions", ask: "cant make any date can she still be seen", expect: { includesAll: [/submit talent/i] } },
  { kind: "single", topic: "auditions", ask: "need headshot to audition?", expect: { includesAll: [[/\bno\b/i, /not required/i, /neither is required/i, /don'?t need/i]] } },

  // policies
  { kind: "single", topic: "policies", ask: "refund if we cant go", expect: { includesAll: [allSalesFinal] } },
  { kind: "single", topic: "policies", ask: "what if u cancel the event", expect: { includesAll: [/full refund/i] } },
  { kind: "single", topic: "policies", ask: "date got moved what now", expect: { includesAll: [/48 hours/i], includesAny: [/credit/i, /refund/i, /new date/i] } },
  { kind: "single", topic: "policies", ask: "didnt answer the date change email in time, lost my money?", expect: { includesAll: [/credit/i], includesAny: [/never expire/i, /any city/i, /doesn'?t expire/i] } },
  { kind: "single", topic: "policies", ask: "will the footage be on instagram can we opt out", expect: { includesAll: [email] } },
  { kind: "single", topic: "policies", ask: "when do we get the video clips", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },

  // bring and wear
  { kind: "single", topic: "bring and wear", ask: "what shoes", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "bring and wear", ask: "do they give lunch or bring our own", expect: { includesAll: [[/bring (your own )?lunch/i, /lunch and snacks/i, /pack (a )?lunch/i, /bring .{0,20}lunch/i]] } },
  { kind: "single", topic: "bring and wear", ask: "stunts class do i need gear", expect: { includesAll: [[/no gear/i, /nothing to bring/i, /don'?t need (any )?gear/i, /mats/i]] } },

  // city pages
  { kind: "single", topic: "city pages", ask: "who teaches contemporary in boston", expect: { includesAll: [/liora vantassel/i] } },
  { kind: "single", topic: "city pages", ask: "sherwood scholarships?", expect: { includesAll: [[/scholarship/i]], includesAny: [/yes/i, /available/i, /apply/i] } },
  { kind: "single", topic: "city pages", ask: "spokane core day 1 is that the only day", expect: { includesAll: [dateRe("spokane")], includesAny: [/only/i, /one day/i, /single/i] } },

  // discount codes
  {
    kind: "single",
    topic: "discount codes",
    ask: "VICTORIAEARLY20 what does core come to",
    expect: { includesAll: [[victoriaCoreWithCode, /20 ?%/]] },
  },
  { kind: "single", topic: "discount codes", ask: "when does victoria early bird end", expect: { includesAll: [victoriaCodeEnds] } },
  { kind: "single", topic: "discount codes", ask: "SUMMER2025 still work?", expect: { includesAll: [[/ended/i, /expired/i, /no longer/i, /not valid/i, /isn'?t valid/i]] } },
  {
    kind: "single",
    topic: "discount codes",
    ask: "bringafriend25 on seattle core how much then",
    expect: { includesAll: [[seattleCoreWithFriend, figure(friendOff)]] },
  },

  // mentorship and acting
  { kind: "single", topic: "mentorship and acting", ask: "is there a minimum for mentorship", expect: { includesAll: [minimumTerm] } },
  { kind: "single", topic: "mentorship and acting", ask: "mentorship levels n prices", expect: { includesAll: [/building/i, /elite circle/i, priceRe("seattle", "mentorship_building")] } },
  { kind: "single", topic: "mentorship and acting", ask: "acting for dancers private session price", expect: { includesAll: [priceRe("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "mentorship and acting", ask: "afd 3 pack how long do i have to use it", expect: { includesAll: [/90 days/i] } },
  { kind: "single", topic: "mentorship and acting", ask: "starter path vs steady growth whats diff", expect: { includesAll: [[/four/i, /4/], [/eight/i, /8/]] } },
  { kind: "single", topic: "mentorship and acting", ask: "acting coach who", expect: { includesAll: [/celeste ambrose-kim/i] } },

  // similar names
  {
    kind: "single",
    topic: "similar names",
    ask: "is pro track the same thing as pro / growth",
    expect: { includesAll: [[/mentorship/i, /monthly/i]], includesAny: [/not the same/i, /different/i, /\bno\b/i] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "masterclass in boise vs the boise intensive which day is which",
    expect: { includesAll: [dateRe("boise-nov-7"), dateRe("boise")] },
  },
  { kind: "single", topic: "similar names", ask: "buford ga date", expect: { includesAll: [dateRe("hoschton")] } },

  // not on the site (must be "not sure")
  { kind: "single", topic: "not on the site", ask: "parking at the seattle studio?", expect: { notSure: true } },
  { kind: "single", topic: "not on the site", ask: "r u coming to denver", expect: { notSure: true } },
  { kind: "single", topic: "not on the site", ask: "is the hartford studio wheelchair accessible", expect: { notSure: true } },
  { kind: "single", topic: "not on the site", ask: "do u sell gift cards", expect: { notSure: true } },
  { kind: "single", topic: "not on the site", ask: "how many kids usually in the cypress class", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions (must get "not sure")

export const tuning18OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "best stretches for middle splits", expect: { notSure: true } },
  { kind: "off-topic", ask: "can u help w my math hw", expect: { notSure: true } },
  { kind: "off-topic", ask: "weather in seattle in nov?", expect: { notSure: true } },
  { kind: "off-topic", ask: "recommend a hotel near boston studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats a good dance school in tampa", expect: { notSure: true } },
  { kind: "off-topic", ask: "how do i get an agent in LA", expect: { notSure: true } },
  { kind: "off-topic", ask: "write me an instagram caption for my recital", expect: { notSure: true } },
  { kind: "off-topic", ask: "which is better capezio or bloch jazz shoes", expect: { notSure: true } },
  { kind: "off-topic", ask: "do u know when the next so you think you can dance auditions r", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations of 3 turns

export const tuning18Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle price, then for 2, then switch to Victoria",
    turns: [
      { ask: "seattle core price", expect: { includesAll: [priceRe("seattle", "core")] } },
      { ask: "and for 2", expect: { includesAll: [totalRe("seattle", "core", 2)] } },
      { ask: "what about victoria", expect: { includesAll: [priceRe("victoria-bc", "core")], excludes: [/seattle/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Orlando core, the upgrade, then the age split",
    turns: [
      { ask: "orlando core how much", expect: { includesAll: [priceRe("orlando", "core")] } },
      { ask: "and to upgrade to pro later", expect: { includesAll: [figure(boughtUpgrade("orlando", "core", "pro"))] } },
      { ask: "my daughter is 11 which group there", expect: { includesAll: [/11 and under/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston date, venue, then switch to Hartford",
    turns: [
      { ask: "boston when", expect: { includesAll: [dateRe("boston")] } },
      { ask: "where exactly", expect: { includesAll: [[streetRe("boston"), venueName("boston")]] } },
      { ask: "hartford same q", expect: { includesAll: [[streetRe("hartford"), venueName("hartford"), dateRe("hartford")]], excludes: [venueName("boston"), streetRe("boston")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend: pass, saving, Sunday juniors",
    turns: [
      { ask: "sherwood weekend pass?", expect: { includesAll: [priceRe("sherwood", "weekend_pass")] } },
      { ask: "how much do i save vs buying both days", expect: { includesAll: [[sherwoodSaving, totalRe("sherwood", "core_day1", 2)]] } },
      { ask: "sunday is my 9yo with the little ones?", expect: { includesAll: [/junior/i], includesAny: [/12 and under/i, /separate/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Audition: cost, age minimum, then switch to refunds",
    turns: [
      { ask: "audition cost?", expect: { includesAll: [/free|no (extra )?(cost|charge)|\$0/i] } },
      { ask: "shes 4 can she", expect: { includesAll: [ageFig(youngestAuditionAge)] } },
      { ask: "ok unrelated if we buy core n cant go do we get money back", expect: { includesAll: [allSalesFinal] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship start, renewal, then Acting for Dancers",
    turns: [
      { ask: "mentorship start date", expect: { includesAll: [cohortStart] } },
      { ask: "and when does it renew", expect: { includesAll: [cohortRenews] } },
      { ask: "what about acting for dancers is that monthly too", expect: { includesAll: [[/one-time/i, /one time/i, /not a subscription/i, /never a subscription/i]] } },
    ],
  },
  {
    kind: "conversation",
    title: "New Hampshire VIP, its saving, then Niagara Falls",
    turns: [
      { ask: "nh vip upgrade price", expect: { includesAll: [priceRe("new-hampshire", "nh_protrack_vip")] } },
      { ask: "how much cheaper than normal pro track", expect: { includesAll: [[nhVipSaving, moneyRe(nhCompareAt, nhVip)]] } },
      { ask: "niagara falls pro then", expect: { includesAll: [priceRe("niagara-falls", "pro")], excludes: [priceRe("new-hampshire", "nh_protrack_vip")] } },
    ],
  },
];

export const tuning18QuestionCount: number =
  tuning18SingleQuestions.length + tuning18OffTopicQuestions.length + tuning18Conversations.reduce((n, c) => n + c.turns.length, 0);
