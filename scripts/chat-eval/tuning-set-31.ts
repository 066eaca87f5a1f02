/**
 * Tuning set 31 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or
 * other sets' questions. About half the single questions are on the online programs and help: the
 * mentorship levels (city prices, start, billing, minimum term, cancelling, what each level adds),
 * Acting for Dancers (paths, packs, private sessions, the free month), scholarships (who, what, when)
 * and Submit Talent, the demo reel and the opportunity pages; the rest covers the tour stops.
 *
 * Every figure (price, total, difference, date, venue, street, time, age limit, cohort date, order
 * limit, discount, deadline) is computed from the seed with the site's own functions; copy facts are
 * short phrases with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { currencyNames } from "~/content/programs";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { applicationSchemas } from "~/features/applications/application-schemas";
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

export type Tuning31Topic =
  | "mentorship prices"
  | "mentorship billing and terms"
  | "mentorship levels"
  | "acting for dancers"
  | "scholarships"
  | "talent, reels and opportunities"
  | "tickets and prices"
  | "dates and venues"
  | "schedule and ages"
  | "policies"
  | "bring and expect"
  | "auditions";

interface Tuning31Question {
  kind: "single";
  topic: Tuning31Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed (fig/money as in tuning-set-22.ts)

/** A printed figure as a pattern that does not match inside a larger one ("$168" but not "$1680"). */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" and "CA$227" (the "$227" part). */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

/** One offer's price at a stop, as a pattern. */
const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

/** n of one offer, as a pattern. */
const totalOf = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
};

/** The difference between two offers at a stop (higher minus lower), as a pattern; fails if not higher. */
function diffOf(slug: string, higher: string, lower: string, otherSlug = slug): RegExp {
  const a = seedPrice(slug, higher);
  const b = seedPrice(otherSlug, lower);
  if (a.currency !== b.currency || a.amountMinor <= b.amountMinor) throw new Error(`${slug} ${higher} is not above ${otherSlug} ${lower}`);
  return money({ amountMinor: a.amountMinor - b.amountMinor, currency: a.currency });
}

/** A calendar date as a reply would write it: "December 1", "Dec 1", "Dec. 1st". */
function calendarRe(month: number, day: number): RegExp {
  const name = MONTHS[month - 1];
  if (!name) throw new Error(`bad month ${month}`);
  return new RegExp(`(${name}|${name.slice(0, 3)}\\.?)\\s+${day}(?!\\d)`, "i");
}

/** An ISO date ("2025-11-09", or the date part of a timestamp) as a pattern. */
function isoDayRe(iso: string): RegExp {
  const [, m = 0, d = 0] = iso.slice(0, 10).split("-").map(Number);
  return calendarRe(m, d);
}

/** A date worded as the cohort words it ("December 1, 2025") as a pattern. */
function wordedDayRe(text: string): RegExp {
  const match = /^([A-Z][a-z]+) (\d{1,2}), \d{4}$/.exec(text);
  if (!match) throw new Error(`not a worded date: ${text}`);
  return calendarRe(MONTHS.indexOf(match[1] ?? "") + 1, Number(match[2]));
}

/** A stop's first day as a pattern. */
function dayOf(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return isoDayRe(iso);
}

/** The scholarship deadline of a stop: three weeks (21 days) before its date, as the Scholarship page words it. */
const SCHOLARSHIP_CLOSE_DAYS = 21;
function scholarshipCloseRe(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const close = new Date(`${iso}T12:00:00Z`);
  close.setUTCDate(close.getUTCDate() - SCHOLARSHIP_CLOSE_DAYS);
  return calendarRe(close.getUTCMonth() + 1, close.getUTCDate());
}

/** A month name as a pattern ("December" or "Dec"). */
const monthRe = (name: string): RegExp => new RegExp(`\\b(${name}|${name.slice(0, 3)})\\b`, "i");

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

/** A slot's time in a stop's schedule, by group and activity (first day unless told), as a pattern. */
function slotAt(slug: string, group: Group, activity: string, dayIndex = 0): RegExp {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const slot = tables.find((t) => t.group === group)?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return timeRe(slot.time);
}

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set|finali[sz]ed)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** The youngest age an opportunity takes, read from its seeded details ("Ages 16 and up; ..."). */
function opportunityMinAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  if (!o) throw new Error(`no opportunity ${slug}`);
  for (const line of o.details) {
    const m = /Ages (\d+) and up/.exec(line);
    if (m) return Number(m[1]);
  }
  throw new Error(`${slug} states no minimum age`);
}
const ageRe = (n: number): RegExp => new RegExp(`(?<!\\d)${n}(?!\\d)`);

/** The shortest and longest scholarship statement the form accepts (its zod schema). */
function scholarshipStoryLimits(): { min: number; max: number } {
  const ok = (n: number) =>
    applicationSchemas.scholarship.safeParse({ fullName: "Test Dancer", email: "test@example.com", age: 30, city: "Seattle", story: "a".repeat(n), links: [] }).success;
  let min = 1;
  while (!ok(min) && min < 5000) min++;
  let max = min;
  while (ok(max + 1) && max < 20000) max++;
  if (!ok(min) || min >= max) throw new Error("scholarship story limits not found");
  return { min, max };
}
const STORY = scholarshipStoryLimits();

// Polarity words
const NO: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i, /\bcannot\b/i];
const YES: readonly Fact[] = [/\byes\b/i, /\byep\b/i, /\babsolutely\b/i, /\bof course\b/i, /\bdefinitely\b/i];

// ---------------------------------------------------------------------------------------------
// Facts computed once

const cohortStart = wordedDayRe(mentorshipCohort.start);
const cohortRenewal = wordedDayRe(mentorshipCohort.recurringFrom);
const firstPeriodMonth = mentorshipCohort.firstPeriod.split(" ")[0] ?? "";
if (!MONTHS.includes(firstPeriodMonth)) throw new Error(`first period is not a month: ${mentorshipCohort.firstPeriod}`);
const minTerm = mentorshipCohort.minimumTermMonths;
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const minTermRe = new RegExp(`(${minTerm}|${NUMBER_WORDS[minTerm]})[- ]?months?`, "i");

// Sherwood's Building is priced above the standard Building of Seattle.
if (seedPrice("sherwood", "mentorship_building").amountMinor <= seedPrice("seattle", "mentorship_building").amountMinor) throw new Error("Sherwood Building is not dearer");
// Orlando's Growth costs the same as Seattle's.
const orlandoGrowth = seedPrice("orlando", "mentorship_growth");
const seattleGrowth = seedPrice("seattle", "mentorship_growth");
if (orlandoGrowth.amountMinor !== seattleGrowth.amountMinor || orlandoGrowth.currency !== seattleGrowth.currency) throw new Error("Orlando Growth differs from Seattle");

// Acting for Dancers: the 3 Pack against three single sessions.
const AFD = "acting-for-dancers";
const afdSingle = seedPrice(AFD, "afd_private_session");
const afdPack = seedPrice(AFD, "afd_3pack");
if (afdPack.amountMinor >= afdSingle.amountMinor * 3) throw new Error("the 3 Pack is not cheaper than three sessions");
const afdCurrencyName = currencyNames[seedEvent(AFD).currency];

// Early bird at Victoria.
const EARLY = seedDiscountCode("VICTORIAEARLY20");
if (!EARLY.percentOff || !EARLY.endsAt) throw new Error("VICTORIAEARLY20 is not a dated percentage code");
const victoriaCore = seedPrice("victoria-bc", "core");
const victoriaCoreEarly = money({ amountMinor: percentOff(victoriaCore.amountMinor, EARLY.percentOff), currency: victoriaCore.currency });

// The friend code's tiers.
const FRIEND = seedDiscountCode("BRINGAFRIEND25");
if (FRIEND.eligibleTiers?.includes("pro")) throw new Error("BRINGAFRIEND25 covers Pro Track");

// New Hampshire's VIP upgrade needs a weekend ticket first.
const nhVip = seedOffer("new-hampshire", "nh_protrack_vip");
if (!nhVip.rule.requiresOneOf.includes("nh_full_weekend")) throw new Error("NH VIP needs no weekend ticket");

// Orlando's juniors and seniors split (11 and under / 12 to adult): a 12-year-old is a Senior there.
const orlandoSchedule = seedEvent("orlando").page?.schedule;
if (orlandoSchedule?.ageGroups !== "eleven_and_twelve_plus") throw new Error("Orlando does not split 11 / 12+");

// Sherwood's Saturday is one all-ages table.
const sherwoodSaturday = seedEvent("sherwood").page?.schedule?.days?.[0]?.tables ?? [];
if (sherwoodSaturday.length !== 1 || sherwoodSaturday[0]?.group !== "all") throw new Error("Sherwood Saturday is not all ages together");

// Atlanta is cancelled; London has no date.
if (!seedEvent("atlanta").isCancelled) throw new Error("Atlanta is not cancelled");
if (seedEvent("london").startsOn) throw new Error("London has a date");
// Niagara's venue notes.
if (!/rear lot/i.test(seedVenue("niagara-falls").notes ?? "")) throw new Error("Niagara has no parking note");

const skeletonAge = opportunityMinAge("skeleton-crew-audition-registration");
const shadowChoreoAge = opportunityMinAge("shadowing-opportunity-choreographer");
const shadowCameraAge = opportunityMinAge("shadowing-opportunity-camera-team");
if (!(shadowChoreoAge < shadowCameraAge)) throw new Error("the choreographer shadow is not open younger than the camera shadow");
if (!(skeletonAge - 1 >= shadowChoreoAge)) throw new Error("a dancer just under the skeleton crew age cannot shadow the choreographer");
// A Victoria credit is in another currency than Seattle's tickets.
if (seedEvent("victoria-bc").currency === seedEvent("seattle").currency) throw new Error("Victoria and Seattle share a currency");

const orderLimit = seedOffer("cypress", "core").maxPerOrder;

const ELITE_CIRCLE: Fact = /Elite Circle/i;

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning31SingleQuestions: readonly Tuning31Question[] = [
  // Mentorship prices, as each city page sells them
  {
    kind: "single",
    topic: "mentorship prices",
    ask: "how much is the building mentorship if i sign up from the sherwood page",
    expect: { includesAll: [priceOf("sherwood", "mentorship_building")] },
  },
  {
    kind: "single",
    topic: "mentorship prices",
    ask: "What does Elite Circle cost per month on the Niagara Falls page?",
    expect: { includesAll: [priceOf("niagara-falls", "mentorship_elite")] },
  },
  {
    kind: "single",
    topic: "mentorship prices",
    ask: "Is Pro/Growth mentorship the same price in Orlando as in Seattle, or different?",
    expect: { includesAll: [[/\byes\b/i, /\bsame\b/i, /\bidentical\b/i, /\bboth\b/i], money(orlandoGrowth)] },
  },
  {
    kind: "single",
    topic: "mentorship prices",
    ask: "Is Building cheaper on the Sherwood page than on the Seattle page?",
    expect: { includesAll: [NO, priceOf("sherwood", "mentorship_building"), priceOf("seattle", "mentorship_building")] },
  },
  {
    kind: "single",
    topic: "mentorship prices",
    ask: "how much are the 3 mentorship levels for london",
    expect: { includesAll: [priceOf("london", "mentorship_building"), priceOf("london", "mentorship_growth"), priceOf("london", "mentorship_elite")] },
  },
  {
    kind: "single",
    topic: "mentorship prices",
    ask: "If my daughter does Building from the Sherwood page for the minimum term, what's the total?",
    expect: { includesAll: [totalOf("sherwood", "mentorship_building", minTerm)] },
  },

  // Mentorship billing, start, minimum, cancelling
  {
    kind: "single",
    topic: "mentorship billing and terms",
    ask: "when does the online mentorship actually start?",
    expect: { includesAll: [cohortStart] },
  },
  {
    kind: "single",
    topic: "mentorship billing and terms",
    ask: "If I subscribe to Building today, does my first payment cover September?",
    expect: { includesAll: [NO, monthRe(firstPeriodMonth)] },
  },
  {
    kind: "single",
    topic: "mentorship billing and terms",
    ask: "can we cancel growth after just one month if my son doesn't like it?",
    expect: { includesAll: [NO, minTermRe] },
  },
  {
    kind: "single",
    topic: "mentorship billing and terms",
    ask: "what day of the month does mentorship bill after the first payment",
    expect: { includesAny: [/\bfirst\b/i, /\b1st\b/i, cohortRenewal] },
  },
  {
    kind: "single",
    topic: "mentorship billing and terms",
    ask: "How do I cancel a mentorship subscription once the minimum is done?",
    expect: { includesAll: [/account/i] },
  },
  {
    kind: "single",
    topic: "mentorship billing and terms",
    ask: "does elite circle keep renewing on its own after the minimum?",
    expect: { includesAll: [[...YES, /renews? automatically/i, /auto-?renew/i, /automatically renew/i]] },
  },

  // Mentorship levels: what each includes and adds
  {
    kind: "single",
    topic: "mentorship levels",
    ask: "what do you actually get each month with Building?",
    expect: { includesAll: [/group coaching/i, /class library|library/i] },
  },
  {
    kind: "single",
    topic: "mentorship levels",
    ask: "whats the difference between building and growth",
    expect: { includesAll: [/self-?tape/i, [/review/i, /feedback/i], /planning|plan\b/i] },
  },
  {
    kind: "single",
    topic: "mentorship levels",
    ask: "Does Building include one-on-one calls with the choreographer?",
    expect: { includesAll: [NO, ELITE_CIRCLE] },
  },
  {
    kind: "single",
    topic: "mentorship levels",
    ask: "which mentorship level gets first look at casting opportunities",
    expect: { includesAll: [ELITE_CIRCLE] },
  },
  {
    kind: "single",
    topic: "mentorship levels",
    ask: "does pro / growth include a reel and portfolio review?",
    expect: { includesAll: [NO, ELITE_CIRCLE] },
  },

  // Acting for Dancers
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "how much is one private acting for dancers session",
    expect: { includesAll: [money(afdSingle)] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "Is the 3 Pack cheaper than buying three single private sessions?",
    expect: { includesAll: [[...YES, /cheaper/i, /save/i, /less/i], money(afdPack)] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "how long is each private acting session",
    expect: { includesAll: [/50[- ]?min|fifty[- ]minute/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "How many weeks is the Starter Path?",
    expect: { includesAll: [/\b(four|4)[- ]?weeks?/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "steady growth path - how many private sessions come with it",
    expect: { includesAll: [/\b(two|2) private/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "Is Acting for Dancers a monthly subscription like the mentorship?",
    expect: { includesAll: [NO, /one-?time/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "we got a free month of acting for dancers with our sherwood tickets, how do we use it?",
    expect: { includesAll: [/\bcode\b/i, /Starter/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "Does a Boston ticket come with the free month of Acting for Dancers?",
    expect: { includesAll: [[...YES, /includes?/i, /comes with/i], /free month|month free|1 month|one month/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "i just paid for a 3 pack. what happens now, how do i book?",
    expect: { includesAll: [/(one|1) business day/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "My son is 12. Can he do Acting for Dancers, and can I sit in?",
    expect: { includesAll: [[...YES, /\bcan\b/i, /welcome/i], /parent|guardian/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "we live in canada, are the acting for dancers prices in canadian dollars?",
    expect: { includesAll: [NO, new RegExp(`${escapeRegExp(afdCurrencyName)}|\\bUSD\\b|U\\.S\\. dollars`, "i")] },
  },

  // Scholarships
  {
    kind: "single",
    topic: "scholarships",
    ask: "who qualifies for a scholarship?",
    expect: { includesAll: [[/need/i, /financial/i, /cost/i, /barrier/i], [/commitment/i, /committed/i, /potential/i, /dedication/i]] },
  },
  {
    kind: "single",
    topic: "scholarships",
    ask: "does the scholarship pay for our flight and hotel too?",
    expect: { includesAll: [NO, [/travel/i, /accommodation/i, /hotel/i]] },
  },
  {
    kind: "single",
    topic: "scholarships",
    ask: "when's the scholarship deadline for hartford",
    expect: { includesAll: [[scholarshipCloseRe("hartford"), /three weeks|3 weeks/i]] },
  },
  {
    kind: "single",
    topic: "scholarships",
    ask: "How long after applying do we find out about a scholarship?",
    expect: { includesAll: [/\b(ten|10) days/i] },
  },
  {
    kind: "single",
    topic: "scholarships",
    ask: "Can a scholarship be used for Pro Track?",
    expect: { includesAll: [[...NO, /\bonly\b/i], /Core Experience/i] },
  },
  {
    kind: "single",
    topic: "scholarships",
    ask: "how long does the 'tell us about yourself' part of the scholarship form have to be",
    expect: { includesAll: [ageRe(STORY.min), [fig(String(STORY.max)), fig(STORY.max.toLocaleString("en-US"))]] },
  },

  // Submit Talent, the demo reel, audition videos and the opportunity pages
  {
    kind: "single",
    topic: "talent, reels and opportunities",
    ask: "we can't make any of the tour dates. is there any way to still be seen by the casting team?",
    expect: { includesAll: [/submit[- ]talent|submit your talent/i] },
  },
  {
    kind: "single",
    topic: "talent, reels and opportunities",
    ask: "what should i send in with a talent submission",
    expect: { includesAll: [/reel|video/i, /social/i] },
  },
  {
    kind: "single",
    topic: "talent, reels and opportunities",
    ask: "How much is the cinematic demo reel? can i just add it to my cart?",
    expect: { includesAll: [NO, /appl(y|ication)/i] },
  },
  {
    kind: "single",
    topic: "talent, reels and opportunities",
    ask: `My son is ${shadowCameraAge - 1}. Can he shadow the camera team?`,
    expect: { includesAll: [NO, ageRe(shadowCameraAge)] },
  },
  {
    kind: "single",
    topic: "talent, reels and opportunities",
    ask: "what's included if you get picked to shadow the choreographer",
    expect: { includesAll: [/debrief/i] },
  },
  {
    kind: "single",
    topic: "talent, reels and opportunities",
    ask: "how long can an audition video be",
    expect: { includesAll: [/\b(ninety|90)[- ]?sec/i] },
  },

  // Tickets and prices
  {
    kind: "single",
    topic: "tickets and prices",
    ask: "how much is core experience in orlando",
    expect: { includesAll: [priceOf("orlando", "core")] },
  },
  {
    kind: "single",
    topic: "tickets and prices",
    ask: "Pro Track price for Victoria?",
    expect: { includesAll: [priceOf("victoria-bc", "pro")] },
  },
  {
    kind: "single",
    topic: "tickets and prices",
    ask: "how much for 3 core tickets in cypress, my twins and their friend",
    expect: { includesAll: [totalOf("cypress", "core", 3)] },
  },
  {
    kind: "single",
    topic: "tickets and prices",
    ask: "I already bought Core for Orlando. What does it cost to move up to Pro Track?",
    expect: { includesAll: [fig(boughtUpgrade("orlando", "core", "pro").replace(/^C(?=\$)/, ""))] },
  },
  {
    kind: "single",
    topic: "tickets and prices",
    ask: "spokane: how much more is pro track than core day 1",
    expect: { includesAll: [diffOf("spokane", "pro", "core_day1")] },
  },
  {
    kind: "single",
    topic: "tickets and prices",
    ask: "Victoria early bird - what does Core come to with the code, and until when?",
    expect: { includesAll: [victoriaCoreEarly, isoDayRe(EARLY.endsAt)] },
  },
  {
    kind: "single",
    topic: "tickets and prices",
    ask: "sherwood full weekend pass price?",
    expect: { includesAll: [priceOf("sherwood", "weekend_pass")] },
  },
  {
    kind: "single",
    topic: "tickets and prices",
    ask: "Is there a limit on how many tickets I can buy in one order? I'm booking for our whole studio.",
    expect: { includesAll: [ageRe(orderLimit)] },
  },
  {
    kind: "single",
    topic: "tickets and prices",
    ask: "does BRINGAFRIEND25 work on pro track",
    expect: { includesAll: [NO, /Core/i] },
  },
  {
    kind: "single",
    topic: "tickets and prices",
    ask: "New Hampshire VIP upgrade: how much, and can I buy it by itself?",
    expect: { includesAll: [money(nhVip.price), NO, [/Full Weekend/i, /Balance/i, /weekend (pass|ticket)/i]] },
  },

  // Dates and venues
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when is the boise masterclass",
    expect: { includesAll: [dayOf("boise-nov-7")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Is Atlanta still happening?",
    expect: { includesAll: [NO, /cancel/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "where is the charleston wv one held",
    expect: { includesAll: [seedVenue("charleston-wv").name, street("charleston-wv")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "which studio is dallas at?",
    expect: { includesAll: [noVenue("dallas")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Is there a date for London yet?",
    expect: { includesAll: [[/to be determined|to be announced|\bTBD\b|TBA/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no date/i, /hasn'?t been (set|announced)/i]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "can anyone sign up for the hudson nh weekend?",
    expect: { includesAll: [NO, /Granite Stage/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "niagara falls studio - which door do we use and where do we park",
    expect: { includesAll: [/back of the building|rear (lot|of)|at the back|back entrance|behind the building/i] },
  },

  // Schedule and ages
  {
    kind: "single",
    topic: "schedule and ages",
    ask: "seattle seniors check in time?",
    expect: { includesAll: [slotAt("seattle", "seniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule and ages",
    ask: "My daughter is 12. Is she a Junior or a Senior at the Orlando event?",
    expect: { includesAll: [/Senior/i, /12 to adult|12\+|12 and (up|older|over)/i], excludes: [/\bshe(?:'s| is| would be| will be) (?:a |in (?:the )?)?Junior/i] },
  },
  {
    kind: "single",
    topic: "schedule and ages",
    ask: "at sherwood on saturday are juniors and seniors split up?",
    expect: { includesAll: [NO, /all ages|together/i] },
  },
  {
    kind: "single",
    topic: "schedule and ages",
    ask: "Boston: what time is the Pro Track session for seniors?",
    expect: { includesAll: [slotAt("boston", "seniors", "Pro Track session")] },
  },
  {
    kind: "single",
    topic: "schedule and ages",
    ask: "what time is the juniors audition in hartford",
    expect: { includesAll: [slotAt("hartford", "juniors", "Audition")] },
  },

  // Policies
  {
    kind: "single",
    topic: "policies",
    ask: "if my kid gets sick the week before can we get a refund",
    expect: { includesAll: [/final/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "What happens if you move the date of our event?",
    expect: { includesAll: [/\b(48|forty-eight)[- ]hours?/i, /credit/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "could a credit from a victoria ticket be used for seattle?",
    expect: { includesAll: [NO, /currency|Canadian|CAD/i] },
  },

  // What to bring and what to expect
  {
    kind: "single",
    topic: "bring and expect",
    ask: "what shoes does she need",
    expect: { includesAll: [/sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "Do we get the footage afterwards? How long does it take?",
    expect: { includesAll: [[/clips/i, /footage/i, /email/i], /\b(four|4) weeks/i] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "what should we pack for the day",
    expect: { includesAll: [/water/i, [/lunch/i, /snacks/i]] },
  },

  // Auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "is there a fee for the audition?",
    expect: { includesAll: [/\bfree\b|no (fee|cost|charge)/i] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "My son is 16, does a parent have to be on his audition registration?",
    expect: { includesAll: [[...YES, /required/i, /must/i, /needs?/i], /parent|guardian/i] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: the site cannot answer these (some name a real city or product to tempt the assistant)

export const tuning31OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "what's the weather usually like in spokane mid november? do we need snow tires", expect: { notSure: true } },
  { kind: "off-topic", ask: "Is there free parking near Back Bay Movement Studios for the Boston day?", expect: { notSure: true } },
  { kind: "off-topic", ask: "any hotels close to the sherwood studio you'd recommend for the weekend?", expect: { notSure: true } },
  { kind: "off-topic", ask: "Which brand of jazz shoes is best for a 9 year old?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell competition costumes or team jackets", expect: { notSure: true } },
  { kind: "off-topic", ask: "good place to grab dinner near the orlando studio after the seniors finish?", expect: { notSure: true } },
  { kind: "off-topic", ask: "Can the acting coach help my daughter write her college dance program essay?", expect: { notSure: true } },
  { kind: "off-topic", ask: "which talent agency in atlanta should we sign with", expect: { notSure: true } },
  { kind: "off-topic", ask: "How do we get from the Victoria ferry terminal to the studio by bus?", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on or switch away from earlier ones

export const tuning31Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Mentorship by city, then the first payment",
    turns: [
      { ask: "how much is building mentorship on the sherwood page", expect: { includesAll: [priceOf("sherwood", "mentorship_building")] } },
      {
        ask: "and if we sign up from niagara falls instead?",
        expect: { includesAll: [priceOf("niagara-falls", "mentorship_building")], excludes: [priceOf("sherwood", "mentorship_building")] },
      },
      { ask: "which month does the first payment cover", expect: { includesAll: [monthRe(firstPeriodMonth)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers: the 3 Pack, then the Steady Growth Path",
    turns: [
      { ask: "what's the acting for dancers 3 pack and how much is it", expect: { includesAll: [money(afdPack), /three|3/i] } },
      { ask: "how long do we have to use them", expect: { includesAll: [/\b(90|ninety) days/i] } },
      {
        ask: "ok what about the steady growth path, how many weeks and what does it cost",
        expect: { includesAll: [/\b(eight|8)[- ]?weeks?/i, priceOf(AFD, "afd_steady_growth")], excludes: [money(afdPack)] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Scholarship deadlines, switching city",
    turns: [
      { ask: "do you give scholarships for the boston intensive?", expect: { includesAll: [[...YES, /scholarships? (are|is) (available|offered)/i, /offer/i]] } },
      { ask: "when do applications close for that one", expect: { includesAll: [[scholarshipCloseRe("boston"), /three weeks|3 weeks/i]] } },
      {
        ask: "and for charleston wv?",
        expect: { includesAll: [[scholarshipCloseRe("charleston-wv"), /three weeks|3 weeks/i]], excludes: [scholarshipCloseRe("boston")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Opportunities for a young teen",
    turns: [
      { ask: "what is the skeleton crew thing", expect: { includesAll: [/tour/i, [/demonstrat/i, /rotations/i, /content/i, /travels?/i]] } },
      { ask: `my son is ${skeletonAge - 1}, can he audition for it?`, expect: { includesAll: [NO, ageRe(skeletonAge)] } },
      {
        ask: "what about shadowing the choreographer, can he do that?",
        expect: { includesAll: [[...YES, /\bcan\b/i, /eligible/i, /old enough/i], ageRe(shadowChoreoAge)] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Core price, switching to Canada, then the early bird",
    turns: [
      { ask: "core experience price in seattle?", expect: { includesAll: [priceOf("seattle", "core")] } },
      {
        ask: "what about victoria",
        expect: { includesAll: [priceOf("victoria-bc", "core")], excludes: [priceOf("seattle", "core")] },
      },
      {
        ask: "is there an early bird code there?",
        expect: { includesAll: [/VICTORIAEARLY20/i, new RegExp(`${EARLY.percentOff}\\s?%|${EARLY.percentOff} percent`, "i")] },
      },
    ],
  },
];

export const tuning31QuestionCount =
  tuning31SingleQuestions.length + tuning31OffTopicQuestions.length + tuning31Conversations.reduce((n, c) => n + c.turns.length, 0);
