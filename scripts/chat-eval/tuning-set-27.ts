/**
 * Tuning set 27 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or
 * other sets' questions. Balanced like a held-out set: every topic of the site in proportion to what
 * visitors ask, parents and dancers, short and long messages, two-part messages, and conversations whose
 * later turns lean on or switch away from the earlier ones.
 *
 * Every figure (price, group total, upgrade difference, date, venue, street, time, age limit, cohort
 * date, discount) is computed from the seed with the site's own functions; copy facts are short phrases
 * with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionAgeGroup } from "~/domain/age-groups";
import { scheduleCopy } from "~/content/schedule";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, FactOrAlternatives, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  seed,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning27Topic =
  | "prices and totals"
  | "dates"
  | "venues"
  | "schedule times"
  | "ages and groups"
  | "auditions"
  | "policies"
  | "what to bring and wear"
  | "mentorship"
  | "acting for dancers"
  | "scholarships and talent"
  | "discount codes"
  | "city pages"
  | "cancelled and unconfirmed stops";

interface Tuning27Question {
  kind: "single";
  topic: Tuning27Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed (copied from tuning-set-22.ts)

/** A printed figure as a pattern that does not match inside a larger one ("$168" but not "$1680"). */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" and "CA$227" (the "$227" part). */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

/** A price as alternatives: as printed ("$1,164") and without the thousands comma ("$1164"). */
const moneyAlt = (m: Money): RegExp[] => {
  const printed = formatMoney(m).replace(/^C(?=\$)/, "");
  const bare = printed.replace(/,/g, "");
  return bare === printed ? [fig(printed)] : [fig(printed), fig(bare)];
};

/** One offer's price at a stop, as a pattern. */
const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

/** A sum of offers at one stop (tier and count), as alternatives. */
function totalOf(slug: string, ...lines: Array<[string, number]>): RegExp[] {
  const first = lines[0];
  if (!first) throw new Error("no lines");
  const currency = seedPrice(slug, first[0]).currency;
  const amountMinor = lines.reduce((sum, [tier, n]) => sum + seedPrice(slug, tier).amountMinor * n, 0);
  return moneyAlt({ amountMinor, currency });
}

/** A pattern for a printed money string from seed-facts (boughtUpgrade). */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A month and day as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function monthDay(month: number, day: number): RegExp {
  const name = MONTHS[month - 1];
  if (!name) throw new Error(`bad month ${month}`);
  return new RegExp(`(${name}|${name.slice(0, 3)}\\.?)\\s+${day}(?!\\d)`, "i");
}

/** A stop's first (or last) day as a pattern. */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  return monthDay(m, d);
}

/** The Pacific calendar day of an instant (a code's end), as a pattern. */
function pacificDay(instant: Date | string | undefined | null): RegExp {
  if (!instant) throw new Error("no instant");
  const date = typeof instant === "string" ? new Date(instant) : instant;
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", month: "numeric", day: "numeric" }).formatToParts(date);
  const m = Number(parts.find((p) => p.type === "month")?.value);
  const d = Number(parts.find((p) => p.type === "day")?.value);
  return monthDay(m, d);
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
  const schedule = seedEvent(slug).page?.schedule;
  const dayTables = schedule?.days?.[dayIndex]?.tables ?? [];
  const table = dayTables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0): RegExp => timeRe(slotTime(slug, group, activity, dayIndex));


/** The venue's name and street. */
const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): Fact => street(slug);

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set|finali[sz]ed)/i, /(being|still|yet to be) (confirmed|finali[sz]ed|announced)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i];
}

/** The age-group headings of a stop's schedule (its `ageGroups` scheme). */
function groupsOf(slug: string): { juniors: string; seniors: string } {
  const scheme = seedEvent(slug).page?.schedule?.ageGroups ?? "juniors_seniors";
  const labels = scheduleCopy.ageGroups[scheme];
  return { juniors: labels.juniors, seniors: labels.seniors };
}
/** "Juniors (11 and under)" → "11 and under" as a pattern. */
const ageSpan = (label: string): RegExp => {
  const inner = /\(([^)]+)\)/.exec(label)?.[1];
  if (!inner) throw new Error(`no ages in ${label}`);
  return new RegExp(escapeRegExp(inner).replace(/ /g, "\\s+"), "i");
};

/** The audition form's youngest and oldest accepted ages, and the first age that needs no guardian, from its schema. */
const auditionForm = (age: number, parentName?: string) =>
  auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "dancer@example.com", phone: "5551234567", age, parentName, consent: true });
const agesAccepted = Array.from({ length: 130 }, (_, i) => i).filter((a) => auditionForm(a, "A Parent").success);
const MIN_AUDITION_AGE = agesAccepted[0];
const MAX_AUDITION_AGE = agesAccepted[agesAccepted.length - 1];
const FIRST_AGE_WITHOUT_GUARDIAN = agesAccepted.find((a) => auditionForm(a).success);
if (MIN_AUDITION_AGE === undefined || MAX_AUDITION_AGE === undefined || FIRST_AGE_WITHOUT_GUARDIAN === undefined) throw new Error("audition ages not found");
/** The oldest age in the standard Juniors group (auditionAgeGroup). */
const JUNIORS_MAX = Array.from({ length: 100 }, (_, i) => i).filter((a) => auditionAgeGroup(a) === "12_and_under").pop();
if (JUNIORS_MAX === undefined) throw new Error("no juniors age");

/** The youngest age an opportunity page accepts ("Ages 16 and up"). */
function opportunityMinAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  const line = o?.details.find((d) => /^Ages \d+ and up/.test(d));
  const age = line ? Number(/^Ages (\d+)/.exec(line)?.[1]) : NaN;
  if (!Number.isFinite(age)) throw new Error(`${slug} has no minimum age`);
  return age;
}

const n = (x: number): RegExp => new RegExp(`(?<!\\d)${x}(?!\\d)`);

/** Yes and no, as alternatives. */
const NO: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i, /\bunfortunately\b/i];
const YES: readonly Fact[] = [/\byes\b/i, /\byep\b/i, /\byeah\b/i, /\bof course\b/i, /\babsolutely\b/i, /\bdefinitely\b/i, /\bsure\b/i];

const FINAL: readonly Fact[] = [/all sales (are )?final/i, /non-?refundable/i, /no refunds?/i, /can'?t (be )?refund/i, /cannot (be )?refund/i, /don'?t (give |offer )?refund/i];

// ---------------------------------------------------------------------------------------------
// Facts from the seed used below

const cohort = mentorshipCohort;
const CODE_VICTORIA = seedDiscountCode("VICTORIAEARLY20");
const CODE_FRIEND = seedDiscountCode("BRINGAFRIEND25");
const CODE_HARTFORD = seedDiscountCode("PROTRACK50");
const CODE_SUMMER = seedDiscountCode("SUMMER2025");

function earlyBird(slug: string, tier: string): RegExp[] {
  const p = seedPrice(slug, tier);
  const pct = CODE_VICTORIA.percentOff;
  if (pct === undefined) throw new Error("VICTORIAEARLY20 is not a percentage code");
  return moneyAlt({ amountMinor: percentOff(p.amountMinor, pct), currency: p.currency });
}

function lessFixed(slug: string, tier: string, code: ReturnType<typeof seedDiscountCode>): RegExp[] {
  const p = seedPrice(slug, tier);
  if (code.amount === undefined || code.currency !== p.currency) throw new Error(`${code.code} is not a fixed ${p.currency} code`);
  return moneyAlt({ amountMinor: Math.max(0, p.amountMinor - code.amount * 100), currency: p.currency });
}

const hartfordCodeCity = CODE_HARTFORD.city;
if (!hartfordCodeCity) throw new Error("PROTRACK50 has no city");
const hartfordName = seedEvent(hartfordCodeCity).cityName.split(",")[0] ?? "Hartford";
const friendAmount = CODE_FRIEND.amount;
if (friendAmount === undefined || !CODE_FRIEND.currency) throw new Error("BRINGAFRIEND25 is not fixed");
const victoriaPct = CODE_VICTORIA.percentOff;
if (victoriaPct === undefined) throw new Error("no percent");

const niagaraNotes = seedVenue("niagara-falls").notes;
if (!niagaraNotes) throw new Error("Niagara has no venue notes");

const orlandoGroups = groupsOf("orlando");
const boiseNov7Groups = groupsOf("boise-nov-7");
const standardGroups = groupsOf("boise");

const skeletonMin = opportunityMinAge("skeleton-crew-audition-registration");

if (!seedEvent("atlanta").isCancelled) throw new Error("atlanta is not cancelled");
if (seedEvent("london").startsOn) throw new Error("london has a date");

const COHORT_START: FactOrAlternatives = [new RegExp(escapeRegExp(cohort.start), "i"), /dec(ember|\.)?\s+1(st)?\b/i];
const COHORT_RECUR: FactOrAlternatives = [new RegExp(escapeRegExp(cohort.recurringFrom), "i"), /jan(uary|\.)?\s+1(st)?\b/i];
const MIN_TERM: FactOrAlternatives = [new RegExp(`${cohort.minimumTermMonths}[- ]month`, "i"), new RegExp(`(three|${cohort.minimumTermMonths}) months`, "i")];

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning27SingleQuestions: readonly Tuning27Question[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in nashville", expect: { includesAll: [priceOf("nashville", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "hi! my twins both want to do the core day in cypress, how much for 2?", expect: { includesAll: [totalOf("cypress", ["core", 2])] } },
  { kind: "single", topic: "prices and totals", ask: "how much for 3 pro track tickets in minneapolis? my daughter and 2 of her teammates", expect: { includesAll: [totalOf("minneapolis", ["pro", 3])] } },
  { kind: "single", topic: "prices and totals", ask: "orlando core vs pro track, whats the price of each?", expect: { includesAll: [priceOf("orlando", "core"), priceOf("orlando", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "Is the Victoria BC Core Experience priced in Canadian dollars, and how much is it?", expect: { includesAll: [YES, [/\bCAD\b/i, /canadian/i, /C\$/], priceOf("victoria-bc", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "I want to bring my son and his friend to Boston, one core and one pro track. what's the total?", expect: { includesAll: [totalOf("boston", ["boston_core", 1], ["boston_pro_track", 1])] } },
  { kind: "single", topic: "prices and totals", ask: "is the pro track at the boise masterclass on nov 7 the same price as the pro track at the regular boise day on nov 8?", expect: { includesAll: [NO, priceOf("boise-nov-7", "pro"), priceOf("boise", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "My daughter already bought a Core ticket for Seattle. How much more would it be to move her up to Pro Track?", expect: { includesAll: [printed(boughtUpgrade("seattle", "core", "pro"))] } },
  { kind: "single", topic: "prices and totals", ask: "Two Full Weekend Passes for Sherwood please, what would that come to?", expect: { includesAll: [totalOf("sherwood", ["weekend_pass", 2])] } },

  // dates
  { kind: "single", topic: "dates", ask: "when is the sarasota one", expect: { includesAll: [dayOf("sarasota")] } },
  { kind: "single", topic: "dates", ask: "What date is the Springfield, Virginia intensive?", expect: { includesAll: [dayOf("springfield-va")] } },
  { kind: "single", topic: "dates", ask: "is the savannah intensive on a weekend in november?", expect: { includesAll: [NO, dayOf("savannah")] } },
  { kind: "single", topic: "dates", ask: "Which is first, Cypress or Dallas? Need to pick one for my daughter.", expect: { includesAll: [dayOf("dallas"), dayOf("cypress")] } },
  { kind: "single", topic: "dates", ask: "what days is the new hampshire weekend", expect: { includesAll: [dayOf("new-hampshire"), [dayOf("new-hampshire", "endsOn"), /\b14\b/]] } },

  // venues
  { kind: "single", topic: "venues", ask: "what studio is the hartford event at", expect: { includesAll: [venueName("hartford")] } },
  { kind: "single", topic: "venues", ask: "Address for the Boise day please, I'm plugging it into my GPS", expect: { includesAll: [streetOf("boise")] } },
  { kind: "single", topic: "venues", ask: "where exactly is the minneapolis one held? studio name and street", expect: { includesAll: [venueName("minneapolis"), streetOf("minneapolis")] } },
  { kind: "single", topic: "venues", ask: "niagara falls - which door do we use when we get there? we've never been to that studio", expect: { includesAll: [/back of the building|rear|back entrance|at the back/i] } },

  // schedule times
  { kind: "single", topic: "schedule times", ask: "what time does check in start for seniors in hartford", expect: { includesAll: [slotAt("hartford", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule times", ask: "My 10 year old is doing Boston. When does she need to be there for check-in?", expect: { includesAll: [slotAt("boston", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule times", ask: "what time is the audition for juniors in seattle", expect: { includesAll: [slotAt("seattle", "juniors", "Audition")] } },
  { kind: "single", topic: "schedule times", ask: "sherwood saturday - what time should we show up", expect: { includesAll: [slotAt("sherwood", "all", "Check-in", 0)] } },
  { kind: "single", topic: "schedule times", ask: "At the Boise masterclass on November 7, what time is the juniors' class itself?", expect: { includesAll: [slotAt("boise-nov-7", "juniors", "Masterclass: On-Camera Jazz")] } },
  { kind: "single", topic: "schedule times", ask: "Is there a dinner break for the seniors in Nashville? what time", expect: { includesAll: [YES, slotAt("nashville", "seniors", "Dinner break")] } },

  // ages and groups
  { kind: "single", topic: "ages and groups", ask: "my son turns 12 before the orlando date. will he be in the juniors group there?", expect: { includesAll: [NO, [ageSpan(orlandoGroups.seniors), /\bseniors?\b/i]] } },
  { kind: "single", topic: "ages and groups", ask: `What's the youngest age that can register for the audition? My little one is ${MIN_AUDITION_AGE - 1}.`, expect: { includesAll: [n(MIN_AUDITION_AGE)] } },
  { kind: "single", topic: "ages and groups", ask: `I'm ${FIRST_AGE_WITHOUT_GUARDIAN - 1}, do I really need to put a parent's name on the audition form?`, expect: { includesAll: [YES.concat([/\brequired\b/i, /\bmust\b/i]), /parent|guardian/i] } },
  { kind: "single", topic: "ages and groups", ask: "can my 8 yr old and my 14 yr old dance together at the sherwood weekend?", expect: { includesAll: [/saturday/i, /all ages/i] } },
  { kind: "single", topic: "ages and groups", ask: "Is there an upper age limit? I'm 45 and want to take class and audition lol", expect: { includesAll: [/all ages|every age|any age|no upper|welcome/i] , excludes: [/\bnot (allowed|eligible)\b/i] } },
  { kind: "single", topic: "ages and groups", ask: `Can my ${skeletonMin - 1} year old sign up for the Skeleton Crew audition?`, expect: { includesAll: [NO, n(skeletonMin)] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "does the audition cost extra?", expect: { includesAll: [/\bfree\b|no (extra )?(cost|charge)|doesn'?t cost/i] } },
  { kind: "single", topic: "auditions", ask: "If my daughter auditions, is she guaranteed a part in something?", expect: { includesAll: [NO, /guarantee/i] } },
  { kind: "single", topic: "auditions", ask: "can i just audition without taking the classes", expect: { includesAll: [YES, /audition only|free/i] } },
  { kind: "single", topic: "auditions", ask: "We can't make any of the tour dates this year :( is there any other way to get seen?", expect: { includesAll: [/submit talent|submit-talent|submit your (talent|materials)/i] } },
  { kind: "single", topic: "auditions", ask: "How long can the audition video be and how should I film it?", expect: { includesAll: [/ninety seconds|90 seconds|90-second|1\.5 minutes/i, /landscape|horizontal/i] } },

  // policies
  { kind: "single", topic: "policies", ask: "my daughter broke her ankle and cant go to the seattle day anymore, can i get a refund?", expect: { includesAll: [FINAL] } },
  { kind: "single", topic: "policies", ask: "What happens if you cancel the event?", expect: { includesAll: [/full refund/i] } },
  { kind: "single", topic: "policies", ask: "If you move the date and I don't answer the email in time, do I lose my money?", expect: { includesAll: [NO, /credit/i, /48 hours|48-hour|forty-eight/i] } },
  { kind: "single", topic: "policies", ask: "I have a credit from a US stop. Can I use it for Victoria BC?", expect: { includesAll: [NO, /currency|dollars|CAD|USD/i] } },
  { kind: "single", topic: "policies", ask: "how long until we get the footage from the day", expect: { includesAll: [/four weeks|4 weeks/i] } },

  // what to bring and wear
  { kind: "single", topic: "what to bring and wear", ask: "what shoes should she bring? she only has sneakers", expect: { includesAll: [/sneakers/i], includesAny: [/only (own|have) one pair/i, /bring the sneakers/i, /sneakers are fine/i, /jazz shoes/i] } },
  { kind: "single", topic: "what to bring and wear", ask: "Any dress code? what do dancers wear for the camera", expect: { includesAll: [/solid colou?rs?/i], includesAny: [/logos?/i, /busy prints?/i, /fitted/i] } },
  { kind: "single", topic: "what to bring and wear", ask: "does he need a headshot and resume to audition", expect: { includesAll: [NO, /headshot/i] } },
  { kind: "single", topic: "what to bring and wear", ask: "should we pack lunch or is food provided?", expect: { includesAll: [/lunch|snacks?/i], includesAny: [/bring|pack/i] } },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "when does the mentorship start", expect: { includesAll: [COHORT_START] } },
  { kind: "single", topic: "mentorship", ask: "Is there a minimum commitment for the monthly mentorship, or can we cancel after the first month?", expect: { includesAll: [MIN_TERM] } },
  { kind: "single", topic: "mentorship", ask: "how much is the Pro / Growth mentorship a month", expect: { includesAll: [priceOf("seattle", "mentorship_growth")] } },
  { kind: "single", topic: "mentorship", ask: "what's the difference between Elite Circle and Growth? is it worth it", expect: { includesAll: [/one-on-one|1:1|1-on-1|one on one/i] } },
  { kind: "single", topic: "mentorship", ask: "If I sign up for mentorship now, when is the second payment taken?", expect: { includesAll: [COHORT_RECUR] } },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers private session price?", expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "acting for dancers", ask: "how long do we have to use the 3 pack sessions and how much is it", expect: { includesAll: [/90 days|ninety days/i, priceOf("acting-for-dancers", "afd_3pack")] } },
  { kind: "single", topic: "acting for dancers", ask: "Is the Steady Growth Path a monthly subscription?", expect: { includesAll: [NO, /one-time|one time|single payment/i] } },
  { kind: "single", topic: "acting for dancers", ask: "starter path vs steady growth path — how many weeks is each?", expect: { includesAll: [/\b(four|4)\b[- ]?(weeks?|weekly|or eight|or 8)/i, /\b(eight|8)\b[- ]?(weeks?|weekly)/i] } },

  // scholarships and talent
  { kind: "single", topic: "scholarships and talent", ask: "do you do scholarships? money is tight this year", expect: { includesAll: [YES.concat([/scholarships? (are|is) (available|offered)/i, /we offer/i]), /scholarship/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "When do scholarship applications close for a stop?", expect: { includesAll: [/three weeks|3 weeks/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "would a scholarship pay for our hotel and gas to get to the event?", expect: { includesAll: [NO, /travel|accommodation|hotel/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "How do I get the cinematic demo reel? Can I just buy it at checkout?", expect: { includesAll: [NO, /appl(y|ication)/i] } },

  // discount codes
  { kind: "single", topic: "discount codes", ask: "whats the early bird code for victoria and how much does it take off", expect: { includesAll: [CODE_VICTORIA.code, new RegExp(`${victoriaPct}\\s?%|${victoriaPct} percent`, "i")] } },
  { kind: "single", topic: "discount codes", ask: "With the Victoria early bird code, what would Core Experience cost?", expect: { includesAll: [earlyBird("victoria-bc", "core")] } },
  { kind: "single", topic: "discount codes", ask: `Can I use ${CODE_HARTFORD.code} for Pro Track in Seattle?`, expect: { includesAll: [NO, hartfordName] } },
  { kind: "single", topic: "discount codes", ask: `does ${CODE_SUMMER.code} still work?`, expect: { includesAll: [NO.concat([/expired/i, /ended/i]), pacificDay(CODE_SUMMER.endsAt)] } },
  { kind: "single", topic: "discount codes", ask: `If I use ${CODE_FRIEND.code} on a Core ticket in Boston what do I pay?`, expect: { includesAll: [lessFixed("boston", "boston_core", CODE_FRIEND)] } },

  // city pages
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: ["Liora Vantassel"] } },
  { kind: "single", topic: "city pages", ask: "My daughter dances at a different studio. Can she sign up for the New Hampshire weekend?", expect: { includesAll: [NO, "Granite Stage"] } },
  { kind: "single", topic: "city pages", ask: "we paid the deposit for the NH weekend, how much is left to pay?", expect: { includesAll: [priceOf("new-hampshire", "nh_balance_payment")] } },
  { kind: "single", topic: "city pages", ask: "Can I buy just the Pro Track VIP upgrade for New Hampshire without the weekend pass?", expect: { includesAll: [NO, /weekend pass|balance payment/i] } },
  { kind: "single", topic: "city pages", ask: "does the boston ticket come with the free month of acting for dancers?", expect: { includesAll: [YES.concat([/includes?/i]), /acting for dancers/i] } },
  { kind: "single", topic: "city pages", ask: "Spokane: can we come on a different day if Nov 15 doesn't work?", expect: { includesAll: [NO.concat([/only/i]), dayOf("spokane")] } },

  // cancelled and unconfirmed stops
  { kind: "single", topic: "cancelled and unconfirmed stops", ask: "is atlanta still happening?", expect: { includesAll: [NO.concat([/cancel+ed/i]), /cancel+ed/i] } },
  { kind: "single", topic: "cancelled and unconfirmed stops", ask: "when is london", expect: { includesAll: [[/to be (determined|announced|confirmed)/i, /\bTBD\b/i, /not (been )?(set|announced|confirmed)/i, /no date yet/i, /hasn'?t been (set|announced)/i]] } },
  { kind: "single", topic: "cancelled and unconfirmed stops", ask: "which studio is the Madison WI one at?", expect: { includesAll: [noVenue("madison-wi")] } },
  { kind: "single", topic: "cancelled and unconfirmed stops", ask: "Dallas: what's the venue address? and what date again?", expect: { includesAll: [noVenue("dallas"), dayOf("dallas")] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site cannot answer them; the honest reply is "not sure" plus a contact

const notSure = { notSure: true } as const;

export const tuning27OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november? should we pack rain boots", expect: notSure },
  { kind: "off-topic", ask: "Can you recommend a hotel close to the Hartford studio?", expect: notSure },
  { kind: "off-topic", ask: "is there street parking near the boston studio or do we need a garage", expect: notSure },
  { kind: "off-topic", ask: "Which dance competitions in Texas would you recommend for a 12 year old?", expect: notSure },
  { kind: "off-topic", ask: "do you sell jazz shoes or dancewear on the site?", expect: notSure },
  { kind: "off-topic", ask: "How much is an Uber from the Orlando airport to the studio?", expect: notSure },
  { kind: "off-topic", ask: "can you do a private ballet class at our house in sarasota", expect: notSure },
  { kind: "off-topic", ask: "Is there childcare for younger siblings during the Cypress day?", expect: notSure },
  { kind: "off-topic", ask: "what restaurants are near the victoria studio for dinner after", expect: notSure },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const tuning27Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent asks about Seattle, then switches to Victoria",
    turns: [
      { ask: "hi, how much is the core experience in seattle?", expect: { includesAll: [priceOf("seattle", "core")] } },
      { ask: "ok and where is it and what day?", expect: { includesAll: [venueName("seattle"), dayOf("seattle")] } },
      {
        ask: "actually we might be in victoria bc that month instead. same question, what's the price there?",
        expect: { includesAll: [priceOf("victoria-bc", "core")], excludes: [venueName("seattle"), dayOf("seattle")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A senior dancer plans the Sherwood weekend",
    turns: [
      { ask: "how much is the full weekend pass at sherwood", expect: { includesAll: [priceOf("sherwood", "weekend_pass")] } },
      { ask: "I'm 15. what time do I check in on the sunday?", expect: { includesAll: [slotAt("sherwood", "seniors", "Check-in", 1)] } },
      { ask: "and if I want pro track instead, how much is that?", expect: { includesAll: [priceOf("sherwood", "pro")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship, then Acting for Dancers",
    turns: [
      { ask: "When does the mentorship program start?", expect: { includesAll: [COHORT_START] } },
      { ask: "What does the Growth level cost per month?", expect: { includesAll: [priceOf("seattle", "mentorship_growth")] } },
      {
        ask: "hmm that's a lot. what about acting for dancers instead, how much is the starter path?",
        expect: { includesAll: [priceOf("acting-for-dancers", "afd_starter")], excludes: [priceOf("seattle", "mentorship_growth")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Boston, then Orlando",
    turns: [
      { ask: "when is boston", expect: { includesAll: [dayOf("boston")] } },
      { ask: "what time do the seniors do the contemporary class there", expect: { includesAll: [slotAt("boston", "seniors", "Contemporary")] } },
      {
        ask: "ok and the orlando date? that might be easier for us",
        expect: { includesAll: [dayOf("orlando")], excludes: [dayOf("boston")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A 12-year-old's group at the two Boise events",
    turns: [
      { ask: "when is the boise masterclass", expect: { includesAll: [dayOf("boise-nov-7")] } },
      {
        ask: `my son is ${JUNIORS_MAX}. which group is he in at the nov 7 masterclass?`,
        expect: { includesAll: [[ageSpan(boiseNov7Groups.seniors), /\bseniors?\b/i]] },
      },
      {
        ask: "and at the regular boise day on nov 8?",
        expect: { includesAll: [[ageSpan(standardGroups.juniors), /\bjuniors?\b/i]], excludes: [ageSpan(boiseNov7Groups.seniors)] },
      },
    ],
  },
];

/** Every question in this set (single, off-topic, and each conversation turn). */
export const tuning27QuestionCount =
  tuning27SingleQuestions.length + tuning27OffTopicQuestions.length + tuning27Conversations.reduce((sum, c) => sum + c.turns.length, 0);
