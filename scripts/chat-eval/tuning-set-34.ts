/**
 * Tuning set 34 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own zod schemas, by someone who never read the answerer, its docs or
 * other sets' questions. Emphasis: when footage and clips arrive and what they include; Boise, the city
 * with two events (a masterclass evening and a full intensive the next day), where a question that does
 * not say which must be answered with both or with a question back; scholarship and Submit Talent form
 * rules; the Acting for Dancers 3 Pack against single sessions; one-day tickets against weekend passes
 * at two-day stops; Acting for Dancers and the mentorship levels (price, monthly or one-time, minimum
 * term, cancelling). Eight conversations of three turns whose later turns name only a group, a tier or
 * a city.
 *
 * Every figure (price, pack saving, weekend saving, total, date, time, venue, street, form limit,
 * cohort date) is computed from the seed with the site's own functions; copy facts are short phrases
 * with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { applicationSchemas } from "~/features/applications/application-schemas";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning34Topic =
  | "footage and clips"
  | "two events in one city"
  | "scholarships and talent"
  | "packs and singles"
  | "day tickets and weekend passes"
  | "acting and mentorship"
  | "prices and codes"
  | "dates and venues"
  | "schedule and ages"
  | "policies"
  | "bring and expect";

interface Tuning34Question {
  kind: "single";
  topic: Tuning34Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed

/** A printed figure as a pattern that does not match inside a larger one. */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD". */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

/** n of one offer, as a pattern. */
const totalOf = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
};

/** What n of one offer saves against another offer (n × single − pack), as a pattern. */
function savingOf(slug: string, single: string, n: number, pack: string): RegExp {
  const s = seedPrice(slug, single);
  const p = seedPrice(slug, pack);
  const saving = s.amountMinor * n - p.amountMinor;
  if (saving <= 0) throw new Error(`${pack} saves nothing at ${slug}`);
  return money({ amountMinor: saving, currency: s.currency });
}

/** A printed money string from seed-facts as a pattern. */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** An ISO date as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function isoDay(iso: string): RegExp {
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return isoDay(iso);
}
/** The day n days before a stop's first day, as a pattern. */
function daysBefore(slug: string, n: number): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return isoDay(d.toISOString().slice(0, 10));
}

/** A clock time as a reply may write it: "1:00 PM", "1 pm" (and "noon" for 12:00 PM). */
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
function slotAt(slug: string, group: Group, activity: string, dayIndex = 0): RegExp {
  const table = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return timeRe(slot.time);
}

/** Which day of a stop's schedule holds a group's optional audition (its label, e.g. "Sunday, January 25"). */
function auditionDayLabel(slug: string, group: Group): string {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  const found = days.find((d) => d.tables.some((t) => t.group === group && t.slots.some((s) => s.activity === "Audition")));
  if (!found?.label) throw new Error(`${slug} has no labelled audition day for ${group}`);
  return found.label;
}

/** The first word of a day label ("Sunday"). */
const weekday = (label: string): RegExp => new RegExp(`\\b${escapeRegExp(label.split(",")[0] ?? label)}\\b`, "i");

/** A form field's limit, found by asking the form's own zod schema what it accepts (smallest, or largest above the smallest). */
function limitOf(kind: "scholarship" | "talent", field: string, which: "min" | "max"): number {
  const base = { fullName: "Test Dancer", email: "test@example.com", age: 20, parentName: "A Parent", city: "Seattle", story: "x".repeat(50), links: ["https://example.com/reel"] };
  const accepts = (value: unknown) => applicationSchemas[kind].safeParse({ ...base, [field]: value }).success;
  const make = (n: number): unknown => (field === "age" ? n : field === "links" ? Array.from({ length: n }, (_, i) => `https://example.com/${i}`) : "x".repeat(n));
  let n = 0;
  while (n < 5000 && !accepts(make(n))) n += 1;
  if (n >= 5000) throw new Error(`${kind}.${field} accepts nothing`);
  if (which === "min") return n;
  while (n < 5000 && accepts(make(n + 1))) n += 1;
  if (n >= 5000) throw new Error(`${kind}.${field} has no max`);
  return n;
}
const num = (n: number): RegExp => new RegExp(`(?<![\\d,])${n.toLocaleString("en-US").replace(",", ",?")}(?!\\d)`);

/** A "no" answer, however it is worded. */
const NO: RegExp = /(^|\W)(no|nope|not|isn'?t|can'?t|cannot|doesn'?t|don'?t|won'?t|aren'?t|only)\b/i;
/** A "yes" answer. */
const YES: RegExp = /\b(yes|yep|yeah|definitely|absolutely|of course|sure)\b/i;
/** A reply that asks which of two events is meant. */
const WHICH: RegExp = /\bwhich\b|\bboth\b|\btwo (events|dates|days)\b/i;

// Facts used more than once
const boiseVenue = seedVenue("boise");
const boiseMcVenue = seedVenue("boise-nov-7");
if (boiseVenue.key !== boiseMcVenue.key) throw new Error("the two Boise events no longer share a studio");
const sherwoodSaturday = priceOf("sherwood", "core_day1");
const sherwoodSunday = priceOf("sherwood", "core_day2");
const sherwoodPass = priceOf("sherwood", "weekend_pass");
const sherwoodBothDays: Money = {
  amountMinor: seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor,
  currency: seedPrice("sherwood", "core_day1").currency,
};
const sherwoodPassSaving: Money = {
  amountMinor: sherwoodBothDays.amountMinor - seedPrice("sherwood", "weekend_pass").amountMinor,
  currency: sherwoodBothDays.currency,
};
const afdSingle = priceOf("acting-for-dancers", "afd_private_session");
const afd3Pack = priceOf("acting-for-dancers", "afd_3pack");
const afdThreeSingles = totalOf("acting-for-dancers", "afd_private_session", 3);
const afd3PackSaving = savingOf("acting-for-dancers", "afd_private_session", 3, "afd_3pack");
const hartfordCode = seedDiscountCode("PROTRACK50");
const hartfordProAfterCode = money({
  amountMinor: seedPrice("hartford", "pro").amountMinor - (hartfordCode.amount ?? 0) * 100,
  currency: seedPrice("hartford", "pro").currency,
});
const victoriaCode = seedDiscountCode("VICTORIAEARLY20");
const victoriaCoreEarly = money({
  amountMinor: percentOff(seedPrice("victoria-bc", "core").amountMinor, victoriaCode.percentOff ?? 0),
  currency: seedPrice("victoria-bc", "core").currency,
});
const storyMax = limitOf("scholarship", "story", "max");
const storyMin = limitOf("scholarship", "story", "min");
const talentAgeMin = limitOf("talent", "age", "min");
const c = mentorshipCohort;
const FOUR_WEEKS: RegExp = /\b(four|4)\s*weeks?\b|\bmonth\b/i;
const CONTACT: Fact = "hello@callboard.dance";
const GUARDIAN: RegExp = /parent|guardian/i;

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning34SingleQuestions: readonly Tuning34Question[] = [
  // Footage and clips
  { kind: "single", topic: "footage and clips", ask: "when do we get the videos from the intensive??", expect: { includesAll: [FOUR_WEEKS, /e-?mail/i] } },
  { kind: "single", topic: "footage and clips", ask: "do dancers get the full class video or only some clips", expect: { includesAll: [/selected clips|some clips|clips/i], excludes: [/full (class )?video (is|will be) (sent|shared)/i] } },
  { kind: "single", topic: "footage and clips", ask: "its been 2 weeks since our stop and no clips yet, is something wrong", expect: { includesAll: [FOUR_WEEKS], includesAny: [/spam|junk/i, CONTACT] } },
  { kind: "single", topic: "footage and clips", ask: "is the audition part filmed too or just the classes", expect: { includesAll: [/audition/i, /filmed|recorded|on camera/i], excludes: [/audition (is|isn'?t) not filmed|not filmed/i] } },
  { kind: "single", topic: "footage and clips", ask: "i dont want my son in your instagram videos. what do i do", expect: { includesAll: [CONTACT, /before the event|ahead of (the )?(event|day)|in advance/i] } },
  { kind: "single", topic: "footage and clips", ask: "do you pay the dancers if their footage is used in your ads?", expect: { includesAll: [/no fee|not paid|isn'?t paid|no payment|unpaid|don'?t pay|do not pay|no (compensation|money)/i] } },
  { kind: "single", topic: "footage and clips", ask: "can i buy the cinematic demo reel at checkout with my ticket", expect: { includesAll: [NO, /appl(y|ication)/i] } },
  { kind: "single", topic: "footage and clips", ask: "can parents film class on their phones", expect: { includesAny: [/instructor'?s? discretion/i, /may be limited|might be limited|limited/i] } },
  { kind: "single", topic: "footage and clips", ask: "does pro track get anything filmed for a reel", expect: { includesAll: [YES, /reel/i] } },

  // Boise: two events
  { kind: "single", topic: "two events in one city", ask: "when is boise", expect: { includesAll: [[dayOf("boise-nov-7"), WHICH], [dayOf("boise"), WHICH]] } },
  { kind: "single", topic: "two events in one city", ask: "how much for boise", expect: { includesAll: [[priceOf("boise-nov-7", "masterclass_only"), WHICH], [priceOf("boise", "core"), WHICH]] } },
  { kind: "single", topic: "two events in one city", ask: "boise masterclass, what time should my 14 yr old get there", expect: { includesAny: [slotAt("boise-nov-7", "seniors", "Check-in"), slotAt("boise-nov-7", "seniors", "Masterclass: On-Camera Jazz")], excludes: [slotAt("boise", "seniors", "Check-in")] } },
  { kind: "single", topic: "two events in one city", ask: "is the boise masterclass cheaper than the full day in boise?", expect: { includesAll: [YES, priceOf("boise-nov-7", "masterclass_only"), priceOf("boise", "core")] } },
  { kind: "single", topic: "two events in one city", ask: "are both boise dates at the same studio", expect: { includesAll: [YES, boiseVenue.name] } },
  { kind: "single", topic: "two events in one city", ask: "what are the age groups at the boise masterclass night", expect: { includesAll: [/11 and under|11 & under|under 12|ages? 11/i, /12 (to|and up|\+|-)|12 to adult/i], excludes: [/13 and up/i] } },

  // Scholarships and Submit Talent
  { kind: "single", topic: "scholarships and talent", ask: "how long can the scholarship story be", expect: { includesAll: [num(storyMax)], includesAny: [num(storyMin), /characters/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "can my 11 year old fill out the scholarship form by herself", expect: { includesAll: [NO, GUARDIAN] } },
  { kind: "single", topic: "scholarships and talent", ask: "when do scholarship applications close", expect: { includesAll: [/three weeks|3 weeks/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "how long till we hear back on a scholarship", expect: { includesAll: [/ten days|10 days/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "does the scholarship pay for the hotel and travel", expect: { includesAll: [NO], includesAny: [/travel/i, /accommodation|hotel/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "would a scholarship cover pro track", expect: { includesAll: [/core experience/i], excludes: [/^\W*yes\b/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "we already bought the ticket, can we still get a scholarship and get money back?", expect: { includesAll: [/all sales (are )?final|final/i], includesAny: [/before (you )?buy/i, /no refund|not refund|can'?t refund/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "if we get offered a scholarship how long do we have to accept", expect: { includesAll: [/five days|5 days/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "submit talent form - do i have to put a link or can i leave it empty", expect: { includesAll: [/at least (one|1)|need (a|one) link|required|must/i], excludes: [/can leave it (empty|blank)/i, /links? (are|is) optional/i] } },
  { kind: "single", topic: "scholarships and talent", ask: `can my ${talentAgeMin - 1} yr old send in a talent submission`, expect: { includesAll: [NO, num(talentAgeMin)] } },
  { kind: "single", topic: "scholarships and talent", ask: "does it cost anything to submit talent? and does it guarantee a job", expect: { includesAll: [/free|no cost|doesn'?t cost|nothing/i, /(not|never|doesn'?t|no) guarantee/i] } },

  // Packs and singles
  { kind: "single", topic: "packs and singles", ask: "acting 3 pack vs buying 3 private sessions, how much do i save", expect: { includesAll: [afd3PackSaving], includesAny: [afd3Pack, afdThreeSingles] } },
  { kind: "single", topic: "packs and singles", ask: "is the 3 pack actually cheaper than singles?", expect: { includesAll: [YES, afd3Pack], includesAny: [afdThreeSingles, afd3PackSaving, afdSingle] } },
  { kind: "single", topic: "packs and singles", ask: "how long do i have to use all 3 sessions in the pack", expect: { includesAll: [/90 days|ninety days/i] } },
  { kind: "single", topic: "packs and singles", ask: "how long is one private acting session", expect: { includesAll: [/50[- ]minute|50 min|fifty/i] } },
  { kind: "single", topic: "packs and singles", ask: "my twins both want the acting 3 pack, total?", expect: { includesAll: [totalOf("acting-for-dancers", "afd_3pack", 2)] } },
  { kind: "single", topic: "packs and singles", ask: "is the 3 pack charged monthly", expect: { includesAll: [NO, /one-time|one time|single payment|once/i] } },

  // Day tickets and weekend passes
  { kind: "single", topic: "day tickets and weekend passes", ask: "sherwood: weekend pass or 2 single days, whats the difference in price", expect: { includesAll: [sherwoodPass, money(sherwoodPassSaving)], includesAny: [money(sherwoodBothDays), sherwoodSaturday] } },
  { kind: "single", topic: "day tickets and weekend passes", ask: "can we just do sunday in sherwood", expect: { includesAll: [YES, sherwoodSunday] } },
  { kind: "single", topic: "day tickets and weekend passes", ask: "is the sherwood audition on saturday?", expect: { includesAll: [NO, weekday(auditionDayLabel("sherwood", "seniors"))] } },
  { kind: "single", topic: "day tickets and weekend passes", ask: "is there a weekend pass for spokane", expect: { includesAll: [NO, dayOf("spokane")] } },
  { kind: "single", topic: "day tickets and weekend passes", ask: "are juniors and seniors together on saturday at sherwood", expect: { includesAll: [YES], includesAny: [/all ages/i, /together/i] } },
  { kind: "single", topic: "day tickets and weekend passes", ask: "hudson nh weekend - can anyone sign up?", expect: { includesAll: [NO, seedVenue("new-hampshire").name] } },
  { kind: "single", topic: "day tickets and weekend passes", ask: "can i buy just the VIP upgrade for new hampshire without the weekend", expect: { includesAll: [NO, /full weekend pass|weekend pass/i] } },
  { kind: "single", topic: "day tickets and weekend passes", ask: "we paid the NH deposit, how much is left to pay", expect: { includesAll: [priceOf("new-hampshire", "nh_balance_payment")] } },

  // Acting for Dancers and mentorship
  { kind: "single", topic: "acting and mentorship", ask: "acting for dancers starter path: how long and how much", expect: { includesAll: [priceOf("acting-for-dancers", "afd_starter"), /four|4/i] } },
  { kind: "single", topic: "acting and mentorship", ask: "what do you get in steady growth", expect: { includesAll: [priceOf("acting-for-dancers", "afd_steady_growth"), /eight|8/i], includesAny: [/two private|2 private/i, /self-tape/i] } },
  { kind: "single", topic: "acting and mentorship", ask: "is acting for dancers in person at the tour stops?", expect: { includesAll: [NO, /online|virtual|video/i] } },
  { kind: "single", topic: "acting and mentorship", ask: "mentorship prices per month?", expect: { includesAll: [priceOf("seattle", "mentorship_building"), priceOf("seattle", "mentorship_growth"), priceOf("seattle", "mentorship_elite")] } },
  { kind: "single", topic: "acting and mentorship", ask: "when does mentorship actually start and when is the 2nd charge", expect: { includesAll: [c.start.replace(/, \d{4}$/, ""), c.recurringFrom.replace(/, \d{4}$/, "")] } },
  { kind: "single", topic: "acting and mentorship", ask: "can i cancel mentorship after 1 month if my daughter doesnt like it", expect: { includesAll: [NO, new RegExp(`${c.minimumTermMonths}[- ]month|three[- ]month|three months`, "i")] } },
  { kind: "single", topic: "acting and mentorship", ask: "how do i cancel a mentorship subscription", expect: { includesAll: [/account/i], includesAny: [CONTACT, /email/i] } },
  { kind: "single", topic: "acting and mentorship", ask: "does elite circle renew by itself", expect: { includesAll: [YES, /automatic|auto-?renew|renews/i] } },
  { kind: "single", topic: "acting and mentorship", ask: "whats the difference between building and pro/growth mentorship", expect: { includesAll: [/self-tape/i], includesAny: [/written/i, /career|planning/i] } },
  { kind: "single", topic: "acting and mentorship", ask: "acting for dancers refundable?", expect: { includesAll: [/all sales (are )?final|final/i], includesAny: [/cancel a session|we cancel|if we cancel/i, /full refund/i] } },
  { kind: "single", topic: "acting and mentorship", ask: "i got a free month code from my intensive, where do i use it", expect: { includesAll: [/starter/i], includesAny: [/promo/i, /cart/i, /code/i] } },

  // Prices and codes
  { kind: "single", topic: "prices and codes", ask: "already bought core in orlando, how much more to go pro track", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "prices and codes", ask: "victoria early bird code?", expect: { includesAll: [victoriaCode.code, /20\s?%|20 percent/i], includesAny: [victoriaCoreEarly, /core|pro track/i] } },
  { kind: "single", topic: "prices and codes", ask: "hartford pro track with the PROTRACK50 code comes to?", expect: { includesAll: [hartfordProAfterCode] } },
  { kind: "single", topic: "prices and codes", ask: "is the audition free or do i pay", expect: { includesAll: [/free/i] } },

  // Dates and venues
  { kind: "single", topic: "dates and venues", ask: "is atlanta still on?", expect: { includesAll: [NO, /cancel/i], includesAny: [/refund/i] } },
  { kind: "single", topic: "dates and venues", ask: "where is seattle held", expect: { includesAll: [seedVenue("seattle").name, street("seattle")] } },
  { kind: "single", topic: "dates and venues", ask: "whens london", expect: { includesAny: [/to be determined|TBD|not (been )?(set|announced|confirmed)|no date/i] } },
  { kind: "single", topic: "dates and venues", ask: "niagara falls studio, which door do we use", expect: { includesAll: [/back|rear/i] } },

  // Schedule and ages
  { kind: "single", topic: "schedule and ages", ask: "how do the age groups usually split", expect: { includesAll: [/12 and under|12 & under/i, /13 and up|13\+|13 & up/i] } },
  { kind: "single", topic: "schedule and ages", ask: "boston - any contemporary?", expect: { includesAll: [YES, /contemporary/i] } },

  // Policies and what to bring
  { kind: "single", topic: "policies", ask: "my kid is sick and cant go to nashville, can i get a refund", expect: { includesAll: [/all sales (are )?final|final|can'?t refund|no refund/i], includesAny: [CONTACT, /email/i] } },
  { kind: "single", topic: "policies", ask: "what if you move the date", expect: { includesAll: [/48 hours/i, /credit/i] } },
  { kind: "single", topic: "bring and expect", ask: "what shoes do we bring", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: the site does not know

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const tuning34OffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("whats the weather usually like in seattle in november"),
  offTopic("how much does parking cost at the boston studio"),
  offTopic("any good restaurants near the sherwood studio for lunch?"),
  offTopic("my daughter twisted her ankle last week, is it ok for her to dance on it"),
  offTopic("which hotel near the boise studio is cheapest"),
  offTopic("does juilliard's summer dance program take 13 year olds"),
  offTopic("how much is an uber from the hartford airport to the studio"),
  offTopic("can you recommend a good dance competition in texas this spring"),
  offTopic("what camera should i buy to film my own dance reel"),
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns name only a group, a tier or a city

export const tuning34Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Boise masterclass, then the seniors, then the next day",
    turns: [
      { ask: "boise masterclass - what time is the juniors class", expect: { includesAll: [slotAt("boise-nov-7", "juniors", "Masterclass: On-Camera Jazz")] } },
      { ask: "and the seniors?", expect: { includesAll: [[slotAt("boise-nov-7", "seniors", "Masterclass: On-Camera Jazz"), slotAt("boise-nov-7", "seniors", "Check-in")]], excludes: [slotAt("boise", "seniors", "On-Camera Jazz")] } },
      { ask: "what about the full day after that for seniors?", expect: { includesAll: [[slotAt("boise", "seniors", "Check-in"), slotAt("boise", "seniors", "On-Camera Jazz")]], includesAny: [dayOf("boise"), /next day|following day|saturday/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood tiers",
    turns: [
      { ask: "how much is the sherwood weekend pass", expect: { includesAll: [sherwoodPass] } },
      { ask: "what about pro track?", expect: { includesAll: [priceOf("sherwood", "pro")], excludes: [priceOf("seattle", "pro")] } },
      { ask: "and just saturday", expect: { includesAll: [sherwoodSaturday], excludes: [priceOf("sherwood", "pro")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship levels and the minimum",
    turns: [
      { ask: "how much is building mentorship a month", expect: { includesAll: [priceOf("seattle", "mentorship_building")] } },
      { ask: "and elite?", expect: { includesAll: [priceOf("seattle", "mentorship_elite")] } },
      { ask: "is there a minimum?", expect: { includesAll: [new RegExp(`${c.minimumTermMonths}[- ]month|three[- ]month|three months`, "i")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers: single, pack, path",
    turns: [
      { ask: "how much is one acting for dancers private session", expect: { includesAll: [afdSingle] } },
      { ask: "what about the 3 pack?", expect: { includesAll: [afd3Pack] } },
      { ask: "and the starter path", expect: { includesAll: [priceOf("acting-for-dancers", "afd_starter")], includesAny: [/four|4/i, /group/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Core price, city by city",
    turns: [
      { ask: "how much is core experience in seattle", expect: { includesAll: [priceOf("seattle", "core")] } },
      { ask: "same for victoria?", expect: { includesAll: [priceOf("victoria-bc", "core")], includesAny: [/CAD|C\$|canadian/i] } },
      { ask: "and niagara?", expect: { includesAll: [priceOf("niagara-falls", "core")], excludes: [priceOf("victoria-bc", "core")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Footage after the day",
    turns: [
      { ask: "after the intensive when do clips come", expect: { includesAll: [FOUR_WEEKS] } },
      { ask: "do audition only people get filmed too?", expect: { includesAll: [YES, /film/i] } },
      { ask: "and pro track?", expect: { includesAll: [/reel/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Check-in times, group then city",
    turns: [
      { ask: "what time do juniors check in at orlando", expect: { includesAll: [slotAt("orlando", "juniors", "Check-in")] } },
      { ask: "and the seniors?", expect: { includesAll: [slotAt("orlando", "seniors", "Check-in")] } },
      { ask: "same for hartford?", expect: { includesAll: [slotAt("hartford", "seniors", "Check-in")], excludes: [slotAt("orlando", "seniors", "Check-in")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Scholarship for Cypress",
    turns: [
      { ask: "can we get a scholarship for cypress", expect: { includesAll: [/appl(y|ication)/i], includesAny: [/scholarship/i] } },
      { ask: "when does it close for that one?", expect: { includesAll: [[daysBefore("cypress", 21), /three weeks|3 weeks/i]] } },
      { ask: "what does it cover", expect: { includesAll: [/core experience/i], includesAny: [/travel|hotel|accommodation|meals/i, /part or all|partial|full/i] } },
    ],
  },
];

/** Singles + off-topic + every conversation turn. */
export const tuning34QuestionCount =
  tuning34SingleQuestions.length +
  tuning34OffTopicQuestions.length +
  tuning34Conversations.reduce((n, conv) => n + conv.turns.length, 0);
