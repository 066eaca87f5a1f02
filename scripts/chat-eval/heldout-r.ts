/**
 * Held-out set R of the chat assistant (issue 40): written after the freeze at f6e83c2 from the spec,
 * the seed catalog, the site's content files and the forms' own validation, by someone who never read
 * the answerer, its docs or other sets' questions. A week of visitor traffic across every topic of the
 * site: parents on phones, teen and adult dancers, studio owners; yes/no (about half No), either/or,
 * comparisons, totals for several tickets and follow-ups.
 *
 * Every figure is computed from the seed with the site's own functions; copy facts are short phrases
 * with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { AGE_GROUP_LABELS, auditionAgeGroup } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
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

export type HeldoutRTopic =
  | "prices and totals"
  | "upgrades and discounts"
  | "dates"
  | "venues"
  | "schedule times"
  | "ages and groups"
  | "auditions"
  | "policies and refunds"
  | "bring and wear"
  | "mentorship and acting"
  | "scholarships and talent"
  | "city pages"
  | "cancelled and unconfirmed";

interface HeldoutRQuestion {
  kind: "single";
  topic: HeldoutRTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed (copied from tuning-set-22.ts)

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

/** An ISO date as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function isoDay(iso: string): RegExp {
  const [, m = 0, d = 0] = iso.slice(0, 10).split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** A stop's first (or last) day as a reply would write it. */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return isoDay(iso);
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
  const slot = tables.find((t) => t.group === group)?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0): RegExp => timeRe(slotTime(slug, group, activity, dayIndex));

/** Whether a stop's schedule has an activity at all (any day, any group). */
function hasActivity(slug: string, activity: RegExp): boolean {
  return (seedEvent(slug).page?.schedule?.days ?? []).some((d) => d.tables.some((t) => t.slots.some((s) => activity.test(s.activity))));
}

/** The venue's name and street. */
const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set)/i, /(being|still|yet to be) (confirmed|finali[sz]ed)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** A plain count as a pattern that does not match inside a larger number or a clock time. */
const count = (n: number): RegExp => new RegExp(`(?<![\\d$.,])${n}(?![\\d:]|,\\d)`, "i");

const NO: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n't\b/i, /\bonly\b/i];
const YES: readonly Fact[] = [/\byes\b/i, /\byep\b/i, /\bcan\b/i, /\bdoes\b/i, /\bis\b/i];
const CANCELLED: readonly Fact[] = [/cancel+ed/i, /cancel+ation/i, /not (going ahead|happening|running)/i];
const DATE_TBD: readonly Fact[] = [/to be (announced|determined|confirmed)/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed)/i, /hasn'?t been (set|announced|confirmed)/i, /no date yet/i];

// ---------------------------------------------------------------------------------------------
// Figures from the seed and the site's own rules

if (seedEvent("atlanta").isCancelled !== true) throw new Error("atlanta is expected to be cancelled");
if (seedEvent("london").startsOn) throw new Error("london is expected to have no date");
if (!seedEvent("boise-nov-7").isMasterclass) throw new Error("boise-nov-7 is expected to be a masterclass");

/** The youngest age the audition form accepts, and the first age that needs no parent or guardian. */
const auditionBase = { fullName: "A Dancer", email: "dancer@example.com", phone: "555 0100", consent: true as const };
const ages = Array.from({ length: 30 }, (_, i) => i + 1);
const minAuditionAge = ages.find((age) => auditionFormSchema.safeParse({ ...auditionBase, age, parentName: "A Parent" }).success);
const firstAgeWithoutGuardian = ages.find((age) => auditionFormSchema.safeParse({ ...auditionBase, age }).success);
if (minAuditionAge === undefined || firstAgeWithoutGuardian === undefined) throw new Error("audition ages not found");
const tooYoung = minAuditionAge - 1;
const justMinor = firstAgeWithoutGuardian - 1;

/** The group a dancer of a given age joins at a stop with the usual split. */
const groupWord = (age: number): RegExp => new RegExp((AGE_GROUP_LABELS[auditionAgeGroup(age)].split(" ")[0] ?? "").replace(/s$/, ""), "i");

/** Per-order limit of a ticket. */
const maxPerOrder = seedOffer("seattle", "core").maxPerOrder;

/** Discount codes. */
const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
if (!victoriaEarly.percentOff || !victoriaEarly.endsAt) throw new Error("VICTORIAEARLY20 has no percent or end");
const victoriaCoreEarly = money({ amountMinor: percentOff(seedPrice("victoria-bc", "core").amountMinor, victoriaEarly.percentOff), currency: "CAD" });
const victoriaEarlyEnds = isoDay(victoriaEarly.endsAt);
const bringAFriend = seedDiscountCode("BRINGAFRIEND25");
if (!bringAFriend.amount) throw new Error("BRINGAFRIEND25 has no amount");
const bringAFriendOff = money({ amountMinor: bringAFriend.amount * 100, currency: "USD" });
const seattleCoreWithFriend = money({ amountMinor: seedPrice("seattle", "core").amountMinor - bringAFriend.amount * 100, currency: "USD" });
const hartfordPro = seedDiscountCode("PROTRACK50");
if (!hartfordPro.amount || hartfordPro.city !== "hartford") throw new Error("PROTRACK50 is expected to be a Hartford code");
const hartfordProWithCode = money({ amountMinor: seedPrice("hartford", "pro").amountMinor - hartfordPro.amount * 100, currency: "USD" });
const summer = seedDiscountCode("SUMMER2025");
if (!summer.endsAt || new Date(summer.endsAt) >= new Date("2025-09-01T12:00:00Z")) throw new Error("SUMMER2025 is expected to have ended");
const summerEnded = isoDay(summer.endsAt);

/** Acting for Dancers: the 3 Pack against three single sessions. */
const afdSingle = seedPrice("acting-for-dancers", "afd_private_session");
const afd3 = seedPrice("acting-for-dancers", "afd_3pack");
const afd3Saves = money({ amountMinor: afdSingle.amountMinor * 3 - afd3.amountMinor, currency: afdSingle.currency });

/** Sherwood: both single days against the Full Weekend Pass. */
const sherwoodTwoDays = money({ amountMinor: seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor, currency: "USD" });

/** Mixed cart: two Core and one Pro Track in Seattle. */
const seattleMixed = money({ amountMinor: seedPrice("seattle", "core").amountMinor * 2 + seedPrice("seattle", "pro").amountMinor, currency: "USD" });

/** Mentorship cohort. */
const cohortStart = new RegExp(escapeRegExp(mentorshipCohort.start.replace(/, \d{4}$/, "")).replace(/^(\w+)/, (m) => `(${m}|${m.slice(0, 3)}\\.?)`), "i");
const minimumTerm: Fact[] = [count(mentorshipCohort.minimumTermMonths), new RegExp(["zero", "one", "two", "three", "four", "five", "six"][mentorshipCohort.minimumTermMonths] ?? "^$", "i")];

/** The Orlando age split (11 and under / 12 to adult). */
if (seedEvent("orlando").page?.schedule?.ageGroups !== "eleven_and_twelve_plus") throw new Error("orlando is expected to split 11 / 12+");
if (seedEvent("seattle").page?.schedule?.ageGroups !== "juniors_seniors") throw new Error("seattle is expected to split 12 / 13+");

/** Boston has a contemporary class; Seattle has none. */
if (!hasActivity("boston", /contemporary/i) || hasActivity("seattle", /contemporary/i)) throw new Error("contemporary classes moved");

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutRSingleQuestions: readonly HeldoutRQuestion[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the seattle intensive", expect: { includesAll: [priceOf("seattle", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "Hi! What does the Pro Track cost in Boise on November 8?", expect: { includesAll: [priceOf("boise", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "Price for 2 pro track in orlando pls", expect: { includesAll: [totalOf("orlando", "pro", 2)] } },
  { kind: "single", topic: "prices and totals", ask: "What's the price of a Core ticket for Victoria BC, and is that in Canadian dollars?", expect: { includesAll: [priceOf("victoria-bc", "core"), [/CAD/i, /canadian/i, /C\$/]] } },
  { kind: "single", topic: "prices and totals", ask: "whats the cheapest way to just try one class in cypress", expect: { includesAll: [priceOf("cypress", "masterclass_only")], includesAny: [/just a class/i, /masterclass/i, /one class/i] } },
  { kind: "single", topic: "prices and totals", ask: "I run a studio and want to bring 4 dancers to the Springfield VA stop on the Core ticket. What would that come to?", expect: { includesAll: [totalOf("springfield-va", "core", 4)] } },
  { kind: "single", topic: "prices and totals", ask: "Niagara Falls core vs pro, what's the difference in price?", expect: { includesAll: [priceOf("niagara-falls", "core"), priceOf("niagara-falls", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "Sherwood: is the weekend pass cheaper than buying saturday and sunday separately?", expect: { includesAll: [YES, priceOf("sherwood", "weekend_pass")], includesAny: [sherwoodTwoDays, priceOf("sherwood", "core_day1")] } },
  { kind: "single", topic: "prices and totals", ask: "2 core + 1 pro track for seattle, total?", expect: { includesAll: [seattleMixed] } },
  { kind: "single", topic: "prices and totals", ask: "How many tickets can I buy in one order? I'm booking for my whole team", expect: { includesAll: [count(maxPerOrder)] } },

  // upgrades and discounts
  { kind: "single", topic: "upgrades and discounts", ask: "I have a core ticket in my cart for Hartford, how much more to switch it to Pro Track?", expect: { includesAll: [printed(cartUpgrade("hartford", "core", "pro"))] } },
  { kind: "single", topic: "upgrades and discounts", ask: "We already bought a Core ticket for Orlando. What does it cost to upgrade it to Pro Track now?", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades and discounts", ask: "is there an early bird for victoria? how much would core be with it", expect: { includesAll: [victoriaCoreEarly], includesAny: [/VICTORIAEARLY20/i, /early/i] } },
  { kind: "single", topic: "upgrades and discounts", ask: "Until when does the Victoria early bird code work?", expect: { includesAll: [victoriaEarlyEnds] } },
  { kind: "single", topic: "upgrades and discounts", ask: "can i use PROTRACK50 for seattle pro track?", expect: { includesAll: [NO, /hartford/i] } },
  { kind: "single", topic: "upgrades and discounts", ask: "With the Hartford Pro Track code, what would I pay for Pro Track there?", expect: { includesAll: [hartfordProWithCode] } },
  { kind: "single", topic: "upgrades and discounts", ask: "I have SUMMER2025 from the newsletter, does it still work?", expect: { includesAll: [NO, [/expired/i, /ended/i, /no longer/i, summerEnded]] } },
  { kind: "single", topic: "upgrades and discounts", ask: "my friend and i are both coming to seattle, is there a bring a friend discount? how much off", expect: { includesAll: [bringAFriendOff], includesAny: [/BRINGAFRIEND25/i, seattleCoreWithFriend] } },

  // dates
  { kind: "single", topic: "dates", ask: "What date is Boston?", expect: { includesAll: [dayOf("boston")] } },
  { kind: "single", topic: "dates", ask: "Is the Charleston WV intensive this fall?", expect: { includesAll: [NO, dayOf("charleston-wv"), /2026/] } },
  { kind: "single", topic: "dates", ask: "sherwood oregon dates?", expect: { includesAll: [dayOf("sherwood"), [/25/, dayOf("sherwood", "endsOn")]] } },
  { kind: "single", topic: "dates", ask: "Which comes first, Sarasota or Orlando?", expect: { includesAll: [/sarasota/i, dayOf("sarasota"), dayOf("orlando")] } },
  { kind: "single", topic: "dates", ask: "Is Spokane on a Sunday?", expect: { includesAll: [NO, /saturday/i, dayOf("spokane")] } },

  // venues
  { kind: "single", topic: "venues", ask: "what studio is the boston one at", expect: { includesAll: [venueName("boston")] } },
  { kind: "single", topic: "venues", ask: "Address for the Orlando intensive please", expect: { includesAll: [streetOf("orlando")] } },
  { kind: "single", topic: "venues", ask: "Where will the Dallas intensive be held?", expect: { includesAll: [noVenue("dallas")] } },

  // schedule times
  { kind: "single", topic: "schedule times", ask: "what time do seniors check in at seattle", expect: { includesAll: [slotAt("seattle", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule times", ask: "My son is 10, what time does he need to be at the Hartford studio?", expect: { includesAll: [slotAt("hartford", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule times", ask: "What time is the audition for juniors in Charleston?", expect: { includesAll: [slotAt("charleston-wv", "juniors", "Audition")] } },
  { kind: "single", topic: "schedule times", ask: "When does the Industry Q&A happen for seniors in Sarasota?", expect: { includesAll: [slotAt("sarasota", "seniors", "Industry Q&A")] } },
  { kind: "single", topic: "schedule times", ask: "sherwood sunday, what time do the seniors check in", expect: { includesAll: [slotAt("sherwood", "seniors", "Check-in", 1)] } },

  // ages and groups
  { kind: "single", topic: "ages and groups", ask: "my daughter is 12, is she a junior or senior in seattle?", expect: { includesAll: [groupWord(12)] } },
  { kind: "single", topic: "ages and groups", ask: "My daughter just turned 12. Which group would she be in at Orlando?", expect: { includesAll: [/senior/i], includesAny: [/12 to adult/i, /12\+/, /12 and (up|over|older)/i] } },
  { kind: "single", topic: "ages and groups", ask: "Im 24, am I too old for this?", expect: { includesAll: [NO, [/all ages/i, /every age/i, /any age/i, /adult/i, /senior/i]] } },
  { kind: "single", topic: "ages and groups", ask: `Does my ${justMinor} year old need me to sign anything to audition?`, expect: { includesAll: [/\byes\b/i, [/parent/i, /guardian/i]], includesAny: [/consent/i, /name/i] } },
  { kind: "single", topic: "ages and groups", ask: `can my ${tooYoung} year old do the audition?`, expect: { includesAll: [NO, count(minAuditionAge)] } },
  { kind: "single", topic: "ages and groups", ask: "Do juniors and seniors dance together in Sherwood on Saturday?", expect: { includesAll: [/\byes\b/i, [/all ages/i, /every age/i, /together/i]] } },
  { kind: "single", topic: "ages and groups", ask: "is this only for competition dancers? my kid just does rec", expect: { includesAll: [NO, [/recreational/i, /all levels/i, /every level/i, /all ages, all levels/i]] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "how much does the audition cost", expect: { includesAll: [/free/i] } },
  { kind: "single", topic: "auditions", ask: "Can she just audition without taking the classes?", expect: { includesAll: [/\byes\b/i, /audition only/i] } },
  { kind: "single", topic: "auditions", ask: "If my son auditions is he guaranteed a part in something?", expect: { includesAll: [NO, [/not guarantee/i, /doesn'?t guarantee/i, /does not guarantee/i, /no guarantee/i, /isn'?t guaranteed/i, /not guaranteed/i]] } },
  { kind: "single", topic: "auditions", ask: "Do I need a headshot and resume to audition?", expect: { includesAll: [NO, [/not required/i, /neither is required/i, /don'?t need/i, /if you have/i, /optional/i]] } },
  { kind: "single", topic: "auditions", ask: "we cant make any of the tour dates, is there any other way to be seen?", expect: { includesAll: [/submit talent/i] } },

  // policies and refunds
  { kind: "single", topic: "policies and refunds", ask: "Can I get a refund if my daughter is sick and can't come?", expect: { includesAll: [NO, [/all sales are final/i, /final/i]] } },
  { kind: "single", topic: "policies and refunds", ask: "what happens if you cancel the event", expect: { includesAll: [[/full refund/i, /refund(ed)? in full/i]] } },
  { kind: "single", topic: "policies and refunds", ask: "If the date changes, how long do I have to tell you if I want a refund?", expect: { includesAll: [[/48 hours/i, /48-hour/i, /two days/i]] } },
  { kind: "single", topic: "policies and refunds", ask: "if i miss the 48 hr window after a date change do i lose my money?", expect: { includesAll: [NO, /credit/i], includesAny: [/never expires/i, /doesn'?t expire/i, /no expir/i, /any city/i] } },
  { kind: "single", topic: "policies and refunds", ask: "When will we get the footage from the day?", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },

  // bring and wear
  { kind: "single", topic: "bring and wear", ask: "what shoes does she need", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "bring and wear", ask: "Should he wear his favorite graphic tee? It has a big logo", expect: { includesAll: [NO, [/logo/i, /solid/i, /prints/i]] } },
  { kind: "single", topic: "bring and wear", ask: "do we need to pack lunch", expect: { includesAll: [/\byes\b/i, [/lunch/i, /snacks/i]] } },
  { kind: "single", topic: "bring and wear", ask: "How early should we get there?", expect: { includesAll: [[/15 minutes/i, /fifteen minutes/i, /15 min/i]] } },

  // mentorship and acting
  { kind: "single", topic: "mentorship and acting", ask: "is there a minimum commitment for mentorship or can i cancel after 1 month", expect: { includesAll: [minimumTerm], includesAny: [/minimum/i, /commit/i] } },
  { kind: "single", topic: "mentorship and acting", ask: "On the Seattle page, how much is the Growth mentorship per month?", expect: { includesAll: [priceOf("seattle", "mentorship_growth")] } },
  { kind: "single", topic: "mentorship and acting", ask: "acting for dancers 3 pack vs 3 single sessions, which is cheaper and by how much", expect: { includesAll: [/3 pack|3-pack|three.pack/i, afd3Saves] } },
  { kind: "single", topic: "mentorship and acting", ask: "How much is one Acting for Dancers private session and how long is it?", expect: { includesAll: [money(afdSingle), [/50.minute/i, /50 min/i]] } },
  { kind: "single", topic: "mentorship and acting", ask: "Is Acting for Dancers a monthly subscription?", expect: { includesAll: [NO, [/one-time/i, /one time/i]] } },

  // scholarships and talent
  { kind: "single", topic: "scholarships and talent", ask: "do u guys do scholarships", expect: { includesAll: [/\byes\b/i, /scholarship/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "How far ahead of the event do scholarship applications close?", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
  { kind: "single", topic: "scholarships and talent", ask: "Does a scholarship cover our hotel and travel?", expect: { includesAll: [NO, [/travel/i, /accommodation/i]] } },
  { kind: "single", topic: "scholarships and talent", ask: "what do i send in submit talent", expect: { includesAny: [/reel/i, /clip/i, /social/i, /video/i] } },

  // city pages
  { kind: "single", topic: "city pages", ask: "Is there a contemporary class in Seattle like in Boston?", expect: { includesAll: [NO, /boston/i] } },
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/Liora Vantassel/i] } },
  { kind: "single", topic: "city pages", ask: "Niagara falls studio, which entrance do we use?", expect: { includesAll: [[/back of the building/i, /rear/i, /back entrance/i]] } },
  { kind: "single", topic: "city pages", ask: "Can anyone sign up for the New Hampshire weekend?", expect: { includesAll: [NO, /Granite Stage/i], includesAny: [/students/i, /alumni/i, /private/i] } },
  { kind: "single", topic: "city pages", ask: "victoria one class only, which class is it and how much", expect: { includesAll: [priceOf("victoria-bc", "victoria_one_class_only"), /jazz/i] } },
  { kind: "single", topic: "city pages", ask: "There are two Boise dates. Which one is the full day intensive?", expect: { includesAll: [dayOf("boise")], includesAny: [/masterclass/i, dayOf("boise-nov-7")] } },
  { kind: "single", topic: "city pages", ask: "boise nov 7 masterclass only price", expect: { includesAll: [priceOf("boise-nov-7", "masterclass_only")] } },

  // cancelled and unconfirmed
  { kind: "single", topic: "cancelled and unconfirmed", ask: "is atlanta still happening on the 28th?", expect: { includesAll: [NO, CANCELLED] } },
  { kind: "single", topic: "cancelled and unconfirmed", ask: "When is the London intensive?", expect: { includesAll: [DATE_TBD] } },
  { kind: "single", topic: "cancelled and unconfirmed", ask: "We bought Atlanta tickets, do we get our money back?", expect: { includesAll: [[/full refund/i, /refund(ed)? in full/i, /refund/i]], includesAny: CANCELLED } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: the site has no answer; the honest reply is "not sure" plus a contact

const notSure = { notSure: true } as const;

export const heldoutROffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "what's the weather gonna be like in seattle on november 9", expect: notSure },
  { kind: "off-topic", ask: "Is there free parking near the Boston studio?", expect: notSure },
  { kind: "off-topic", ask: "Can you recommend a hotel close to the Orlando studio for the night before?", expect: notSure },
  { kind: "off-topic", ask: "which brand of jazz shoes is the best for wide feet", expect: notSure },
  { kind: "off-topic", ask: "Do you do private choreography for a wedding first dance?", expect: notSure },
  { kind: "off-topic", ask: "What's the closest airport to Sherwood and how much are flights from LA?", expect: notSure },
  { kind: "off-topic", ask: "can you help my daughter with her college dance program application essay", expect: notSure },
  { kind: "off-topic", ask: "Do you sell dance costumes or recital outfits?", expect: notSure },
  { kind: "off-topic", ask: "what restaurants are near the charleston wv studio for lunch", expect: notSure },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on or switch away from earlier ones

export const heldoutRConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent compares Seattle and Spokane",
    turns: [
      { ask: "hi, we live in washington. when is seattle?", expect: { includesAll: [dayOf("seattle")] } },
      { ask: "and spokane?", expect: { includesAll: [dayOf("spokane")], excludes: [dayOf("seattle")] } },
      { ask: "how much is pro track there", expect: { includesAll: [priceOf("spokane", "pro")], excludes: [priceOf("seattle", "pro")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner prices a group for Charleston, then asks about a discount",
    turns: [
      { ask: "How much is the Core Experience in Charleston WV?", expect: { includesAll: [priceOf("charleston-wv", "core")] } },
      { ask: "ok and for 6 of my students?", expect: { includesAll: [totalOf("charleston-wv", "core", 6)] } },
      { ask: "Does the Hartford Pro Track code work for us there?", expect: { includesAll: [NO, /hartford/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "A teen asks about Boston, then switches to Orlando",
    turns: [
      { ask: "what time do seniors check in for boston", expect: { includesAll: [slotAt("boston", "seniors", "Check-in")] } },
      { ask: "whats the address", expect: { includesAll: [streetOf("boston")] } },
      { ask: "actually what about orlando, where is that one", expect: { includesAll: [[venueName("orlando"), streetOf("orlando")]], excludes: [streetOf("boston"), venueName("boston")] } },
    ],
  },
  {
    kind: "conversation",
    title: "An adult dancer asks about mentorship after a stop",
    turns: [
      { ask: "I'm going to the Niagara Falls one. Is there anything after the day to keep training?", expect: { includesAny: [/mentorship/i, /acting for dancers/i] } },
      { ask: "when would mentorship start and is it monthly?", expect: { includesAll: [cohortStart, /month/i] } },
      { ask: "and how much is the building level on the niagara page", expect: { includesAll: [priceOf("niagara-falls", "mentorship_building")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent asks about Atlanta, then London",
    turns: [
      { ask: "Is the Atlanta intensive still on?", expect: { includesAll: [CANCELLED] } },
      { ask: "ugh. what about london, my cousin lives there", expect: { includesAll: [DATE_TBD], excludes: [dayOf("atlanta")] } },
      { ask: "how much is core in london", expect: { includesAll: [priceOf("london", "core")], excludes: [priceOf("atlanta", "core")] } },
    ],
  },
];

export const heldoutRQuestionCount: number =
  heldoutRSingleQuestions.length + heldoutROffTopicQuestions.length + heldoutRConversations.reduce((n, c) => n + c.turns.length, 0);
