/**
 * Held-out set Z of the chat assistant (issue 40): written after the code freeze at 53f82b7, scored once.
 *
 * HELD-OUT: this set is scored exactly once against the assistant as frozen at commit 53f82b7, and
 * its score measures whether the assistant generalises. It is a fair, balanced cross-section of what
 * real visitors ask (neither traps nor easy questions), written from the spec, the seed catalog, the
 * city pages' own copy (seed/city-copy.ts), the online programs' pages, the FAQ, the terms, the
 * scholarship and talent pages and the forms' own validation, by someone who never read the answerer,
 * its docs or other sets' questions. Emphasis: parents, teen and adult dancers and studio owners,
 * before and after buying, with yes/no and either/or questions (about half answered No), totals for
 * several dancers, a child's age and group, plans that change, and what a ticket or program includes.
 *
 * Every figure (price, total, upgrade, discount, date, weekday, venue, street, time, age limit, count
 * limit) is computed from the seed with the site's own functions; copy facts are short phrases with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { auditionAgeGroup } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
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
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type HeldoutZTopic =
  | "prices and totals"
  | "upgrades"
  | "codes"
  | "dates and venues"
  | "schedule"
  | "ages and groups"
  | "auditions"
  | "policies and credits"
  | "what to bring"
  | "footage"
  | "city pages"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and talent";

interface HeldoutZQuestion {
  kind: "single";
  topic: HeldoutZTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed

/** A printed figure as a pattern that does not match inside a larger one. */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A bare count or age as a pattern that is not part of a larger number ("5" does not match "15"). */
const num = (n: number): RegExp => new RegExp(`(?<![\\d.,])${n}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" and "CA$227". */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

const totalOf = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
};

/** A printed money string (from seed-facts) as a pattern. */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A price after a percentage code, rounded as the site does. */
function afterPercent(slug: string, tier: string, code: string): RegExp {
  const p = seedPrice(slug, tier);
  const d = seedDiscountCode(code);
  if (!d.percentOff) throw new Error(`${code} is not a percentage code`);
  return money({ amountMinor: percentOff(p.amountMinor, d.percentOff), currency: p.currency });
}

/** A price after a fixed-amount code. */
function afterAmount(slug: string, tier: string, code: string): RegExp {
  const p = seedPrice(slug, tier);
  const d = seedDiscountCode(code);
  if (!d.amount) throw new Error(`${code} is not an amount code`);
  return money({ amountMinor: p.amountMinor - Math.round(d.amount * 100), currency: p.currency });
}

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

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The weekday of a stop's first (or last) day. */
function weekdayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no date`);
  const [y = 0, m = 0, d = 0] = iso.split("-").map(Number);
  const name = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  if (!name) throw new Error(`no weekday for ${iso}`);
  return new RegExp(`\\b${name}`, "i");
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

/** A slot's time on a stop's seeded schedule, by day index, group and activity (fails if absent). */
function slotTime(slug: string, group: "juniors" | "seniors" | "all", activity: string, dayIndex = 0): RegExp {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return timeRe(slot.time);
}

/** Whether a stop's schedule has an activity for a group (used to assert a No answer is true). */
function hasActivity(slug: string, group: "juniors" | "seniors", activity: string, dayIndex = 0): boolean {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  return Boolean(table?.slots.some((s) => s.activity.includes(activity)));
}

function assert(condition: boolean, what: string): void {
  if (!condition) throw new Error(`held-out set Z: ${what} no longer holds in the seed`);
}

/** The venue's name as a phrase. */
const venueName = (slug: string): string => seedVenue(slug).name;

/** The youngest and oldest age the audition form accepts, read from its schema. */
function ageBounds(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } }, base: Record<string, unknown>) {
  const accepts = (age: number) => !(schema.safeParse({ ...base, age }).error?.issues ?? []).some((i) => i.path[0] === "age");
  let min = 0;
  while (!accepts(min) && min < 150) min += 1;
  let max = min;
  while (accepts(max + 1) && max < 150) max += 1;
  return { min, max };
}
const auditionAges = ageBounds(auditionFormSchema, { fullName: "A", email: "a@example.com", phone: "1", parentName: "P", consent: true });

/** How many links the talent form takes at most, read from its schema. */
function maxTalentLinks(): number {
  const base = { fullName: "A", email: "a@example.com", age: 30 };
  let n = 1;
  while (n < 50 && applicationSchemas.talent.safeParse({ ...base, links: Array.from({ length: n + 1 }, (_, i) => `https://example.com/${i}`) }).success) n += 1;
  return n;
}
const talentLinkMax = maxTalentLinks();
assert(!applicationSchemas.talent.safeParse({ fullName: "A", email: "a@example.com", age: 30, links: [] }).success, "the talent form needs a link");

const YES: Fact = /^\W*(yes|yep|yeah|absolutely|of course|definitely)\b/i;
const NO: Fact = /^\W*(no|nope|unfortunately not|not quite)\b/i;
/** A reply whose answer is No must not open with Yes, and the other way round. */
const saysNo = { excludes: [YES] };
const saysYes = { excludes: [NO] };

assert(auditionAgeGroup(12) === "12_and_under" && auditionAgeGroup(13) === "13_and_up", "12 and under / 13 and up");
const lastMinimumMonth = mentorshipCohort.minimumLastMonth;
assert(seedDiscountCode("SUMMER2025").endsAt !== undefined && new Date(seedDiscountCode("SUMMER2025").endsAt ?? "") < EVAL_CLOCK, "SUMMER2025 has ended by the eval clock");
assert(new Date(seedDiscountCode("VICTORIAEARLY20").endsAt ?? "") > EVAL_CLOCK, "VICTORIAEARLY20 is open at the eval clock");
assert(!hasActivity("hoschton", "juniors", "Theater") && hasActivity("hoschton", "seniors", "Theater"), "Buford juniors have no Theater class");
assert(!hasActivity("seattle", "juniors", "Funk") && hasActivity("seattle", "seniors", "Funk"), "Seattle juniors have no Funk class");
assert(hasActivity("boston", "juniors", "Contemporary"), "Boston juniors take Contemporary");
assert(seedEvent("atlanta").isCancelled === true, "Atlanta is cancelled");
assert(seedEvent("london").startsOn === null, "London has no date");
assert(seedEvent("madison-wi").venue === undefined || seedEvent("madison-wi").venue === null, "Madison has no venue");

const SEATTLE = "seattle";
const VICTORIA = "victoria-bc";
const ORLANDO = "orlando";
const HARTFORD = "hartford";
const SHERWOOD = "sherwood";
const BOSTON = "boston";
const NH = "new-hampshire";
const AFD = "acting-for-dancers";

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutZSingleQuestions: readonly HeldoutZQuestion[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in seattle", expect: { includesAll: [priceOf(SEATTLE, "core")] } },
  { kind: "single", topic: "prices and totals", ask: "i have 3 kids who want to do the seattle day, all core. whats the total?", expect: { includesAll: [totalOf(SEATTLE, "core", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "studio owner here, bringing 5 dancers to hartford on core tickets. total cost?", expect: { includesAll: [totalOf(HARTFORD, "core", 5)] } },
  { kind: "single", topic: "prices and totals", ask: "victoria pro track price? and is that in canadian dollars", expect: { includesAll: [priceOf(VICTORIA, "pro"), ["CAD", /canadian/i, "C$", "CA$"]] } },
  { kind: "single", topic: "prices and totals", ask: "orlando core vs pro track — whats the price of each?", expect: { includesAll: [priceOf(ORLANDO, "core"), priceOf(ORLANDO, "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "is niagara falls priced in US dollars?", expect: { includesAll: [["CAD", /canadian/i]], ...saysNo } },
  { kind: "single", topic: "prices and totals", ask: "how much is the full weekend pass for sherwood", expect: { includesAll: [priceOf(SHERWOOD, "weekend_pass")] } },
  { kind: "single", topic: "prices and totals", ask: "my son only wants one class in victoria not the whole day, is there an option and price?", expect: { includesAll: [["One Class Only", /one class/i], priceOf(VICTORIA, "victoria_one_class_only")] } },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "i already bought core for orlando, how much more to move up to pro track", expect: { includesAll: [printed(boughtUpgrade(ORLANDO, "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "hudson nh: how much is the pro track vip upgrade", expect: { includesAll: [priceOf(NH, "nh_protrack_vip")] } },
  { kind: "single", topic: "upgrades", ask: "can i buy just the VIP upgrade at the new hampshire weekend without a weekend ticket?", expect: { includesAll: [[/weekend pass/i, /balance payment/i, /weekend ticket/i, /first/i]], ...saysNo } },
  { kind: "single", topic: "upgrades", ask: "what does pro track add on top of core?", expect: { includesAny: [/filmed for your reel/i, /personal feedback/i, /reel/i, /priority/i] } },

  // codes
  { kind: "single", topic: "codes", ask: "whats the price of core in victoria with the VICTORIAEARLY20 code", expect: { includesAll: [afterPercent(VICTORIA, "core", "VICTORIAEARLY20")] } },
  { kind: "single", topic: "codes", ask: "does VICTORIAEARLY20 work for seattle too?", expect: { includesAll: [[/victoria/i]], ...saysNo } },
  { kind: "single", topic: "codes", ask: "hartford pro track with PROTRACK50, what do i pay", expect: { includesAll: [afterAmount(HARTFORD, "pro", "PROTRACK50")] } },
  { kind: "single", topic: "codes", ask: "seattle core ticket with code BRINGAFRIEND25 how much is it then", expect: { includesAll: [afterAmount(SEATTLE, "core", "BRINGAFRIEND25")] } },
  { kind: "single", topic: "codes", ask: "can i still use SUMMER2025?", expect: { includesAll: [[/expired/i, /ended/i, /no longer/i, /isn't valid/i, /not valid/i, /closed/i, /August 31/i, /Aug\.? 31/i]], ...saysNo } },
  { kind: "single", topic: "codes", ask: "where do i put a discount code", expect: { includesAll: [[/cart/i]] } },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the hartford intensive", expect: { includesAll: [dayOf(HARTFORD)] } },
  { kind: "single", topic: "dates and venues", ask: "what day of the week is hartford? i need to know if its a school day", expect: { includesAll: [weekdayOf(HARTFORD)] } },
  { kind: "single", topic: "dates and venues", ask: "wheres the boston one held, address pls", expect: { includesAll: [[venueName(BOSTON), street(BOSTON)]] } },
  { kind: "single", topic: "dates and venues", ask: "what studio is the savannah intensive at", expect: { includesAll: [[venueName("savannah"), street("savannah")]] } },
  { kind: "single", topic: "dates and venues", ask: "is there a date for london yet?", expect: { includesAll: [[/to be determined/i, /TBD/i, /not (yet )?(been )?(set|announced|confirmed)/i, /(hasn't|has not|isn't|is not|haven't|have not)( yet)?( been)? (set|announced|confirmed|scheduled)/i, /no date/i, /not scheduled/i]], ...saysNo } },
  { kind: "single", topic: "dates and venues", ask: "is the atlanta sept 28 event still on", expect: { includesAll: [[/cancel/i]], ...saysNo } },
  { kind: "single", topic: "dates and venues", ask: "madison wi venue?", expect: { includesAll: [[/coming soon/i, /not (yet )?(been )?(confirmed|announced)/i, /(hasn't|has not|isn't|is not|haven't|have not)( yet)?( been)? (confirmed|announced|set)/i, /no venue/i, /being confirmed/i, /TBD/i, /to be (confirmed|announced)/i]] } },
  { kind: "single", topic: "dates and venues", ask: "niagara falls studio — how do we get in, front door?", expect: { includesAll: [[/back of the building/i, /rear/i, /back/i]], ...saysNo } },
  { kind: "single", topic: "dates and venues", ask: "sherwood is both days right? which dates", expect: { includesAll: [dayOf(SHERWOOD), [dayOf(SHERWOOD, "endsOn"), /\b25\b/]], ...saysYes } },

  // schedule
  { kind: "single", topic: "schedule", ask: "what time does check in start for the seniors in hartford", expect: { includesAll: [slotTime(HARTFORD, "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "does the younger group at buford do theater?", expect: { ...saysNo } },
  { kind: "single", topic: "schedule", ask: "boston seniors — what time is the contemporary class", expect: { includesAll: [slotTime(BOSTON, "seniors", "Contemporary")] } },
  { kind: "single", topic: "schedule", ask: "when is the industry q&a for juniors in sarasota", expect: { includesAll: [slotTime("sarasota", "juniors", "Industry Q&A")] } },
  { kind: "single", topic: "schedule", ask: "is funk on the juniors schedule in seattle?", expect: { ...saysNo } },

  // ages and groups
  { kind: "single", topic: "ages and groups", ask: "my daughter is 12, is she juniors or seniors for seattle", expect: { includesAll: [[/junior/i, /12 and under/i]], excludes: [/she('s| is| would be)( in)?( the)? senior/i] } },
  { kind: "single", topic: "ages and groups", ask: "orlando — my son just turned 12, which group is he in", expect: { includesAll: [[/senior/i, /12 to adult/i, /12\+/]] } },
  { kind: "single", topic: "ages and groups", ask: "my 11 yr old is going to orlando, what time is her check in", expect: { includesAll: [slotTime(ORLANDO, "juniors", "Check-in")] } },
  { kind: "single", topic: "ages and groups", ask: "im 14, at hartford when does my group start the on camera jazz", expect: { includesAll: [slotTime(HARTFORD, "seniors", "On-Camera Jazz")] } },
  { kind: "single", topic: "ages and groups", ask: "can my 9 year old and 15 year old do sherwood saturday together?", expect: { includesAll: [[/all ages/i, /every age/i, /together/i]], ...saysYes } },
  { kind: "single", topic: "ages and groups", ask: "im 27 is this only for kids?", expect: { includesAll: [[/all ages/i, /every age/i, /adult/i, /13 and up/i, /seniors/i]], ...saysNo } },

  // auditions
  { kind: "single", topic: "auditions", ask: "does the audition cost extra?", expect: { includesAll: [[/free/i, /no extra/i, /no cost/i, /no charge/i, /(doesn't|does not) cost/i]], ...saysNo } },
  { kind: "single", topic: "auditions", ask: "does my kid have to do the audition or can she just take class", expect: { includesAll: [[/optional/i, /doesn't have to/i, /does not have to/i, /don't have to/i, /do not have to/i, /not required/i, /not mandatory/i]] } },
  { kind: "single", topic: "auditions", ask: "can my 4 year old register for the audition", expect: { includesAll: [num(auditionAges.min)], ...saysNo } },
  { kind: "single", topic: "auditions", ask: "whats the oldest age you can put on the audition form", expect: { includesAll: [num(auditionAges.max)] } },
  { kind: "single", topic: "auditions", ask: "if she auditions is she guaranteed a part?", expect: { includesAll: [[/not guarantee/i, /doesn't guarantee/i, /does not guarantee/i, /can't guarantee/i, /cannot guarantee/i, /no guarantee/i, /isn't guaranteed/i, /not guaranteed/i, /(nothing|no role|no part) is guaranteed/i]], ...saysNo } },
  { kind: "single", topic: "auditions", ask: "my son is 16, do i need to be on the audition registration?", expect: { includesAll: [[/parent/i, /guardian/i]], ...saysYes } },

  // policies and credits
  { kind: "single", topic: "policies and credits", ask: "we bought boston tickets but she broke her wrist, can we get a refund", expect: { includesAll: [[/all sales are final/i, /sales are final/i, /can't refund/i, /cannot refund/i, /no refund/i, /(don't|do not) (give )?refunds?/i, /non-?refundable/i, /not refundable/i]], ...saysNo } },
  { kind: "single", topic: "policies and credits", ask: "what happens if you guys cancel the event", expect: { includesAll: [[/full refund/i]] } },
  { kind: "single", topic: "policies and credits", ask: "if you change the date how long do i have to answer", expect: { includesAll: [[/48 hours/i, /48-hour/i, /48 hrs/i]] } },
  { kind: "single", topic: "policies and credits", ask: "my credit is from niagara falls (canadian) — can i use it for seattle?", expect: { includesAll: [[/currency/i, /canadian/i, /CAD/i]], ...saysNo } },
  { kind: "single", topic: "policies and credits", ask: "can i get my credit paid out as cash instead", expect: { includesAll: [[/can't be exchanged/i, /cannot be exchanged/i, /not .*cash/i, /no cash/i]], ...saysNo } },

  // what to bring
  { kind: "single", topic: "what to bring", ask: "what shoes should she bring, sneakers or jazz shoes?", expect: { includesAll: [/sneaker/i, /jazz shoe/i] } },
  { kind: "single", topic: "what to bring", ask: "is lunch provided or should we pack food", expect: { includesAll: [[/lunch/i, /snack/i, /pack/i, /bring/i]] } },
  { kind: "single", topic: "what to bring", ask: "does he need a headshot to audition?", expect: { includesAll: [[/not required/i, /isn't required/i, /neither is required/i, /don't need/i, /doesn't need/i, /not need/i, /no need/i, /not necessary/i, /isn't necessary/i, /optional/i]], ...saysNo } },

  // footage
  { kind: "single", topic: "footage", ask: "when do we get the videos from the day", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },
  { kind: "single", topic: "footage", ask: "i dont want my daughter in your social media posts, what do i do", expect: { includesAll: [[/email/i, /hello@callboard\.dance/i]] } },

  // city pages
  { kind: "single", topic: "city pages", ask: "what's different about boston compared to the other stops", expect: { includesAll: [/contemporary/i] } },
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/Liora Vantassel/i] } },
  { kind: "single", topic: "city pages", ask: "our dancers are from a different studio, can they sign up for the hudson nh weekend?", expect: { includesAll: [/Granite Stage/i], ...saysNo } },
  { kind: "single", topic: "city pages", ask: "does the spokane ticket come with anything extra like acting?", expect: { includesAll: [[/Acting for Dancers/i, /free month/i]], ...saysYes } },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers in person or online", expect: { includesAll: [[/online/i, /video/i, /virtual/i]] } },
  { kind: "single", topic: "acting for dancers", ask: "how much is the acting for dancers 3 pack and how long do i have to use it", expect: { includesAll: [priceOf(AFD, "afd_3pack"), /90 days/i] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers a monthly subscription?", expect: { includesAll: [[/one-time/i, /one time/i, /not a subscription/i, /never a subscription/i, /single payment/i, /pay once/i, /paid once/i]], ...saysNo } },
  { kind: "single", topic: "acting for dancers", ask: "starter path vs steady growth, how many weeks each", expect: { includesAll: [[/four weeks/i, /4 weeks/i, /four-week/i, /4-week/i, /four weekly/i], [/eight weeks/i, /8 weeks/i, /eight-week/i, /8-week/i, /eight weekly/i]] } },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "what are the mentorship levels called", expect: { includesAll: [/Building/i, /Growth/i, /Elite Circle/i] } },
  { kind: "single", topic: "mentorship", ask: "if i sign up for mentorship can i cancel after the first month?", expect: { includesAll: [[fig(`${mentorshipCohort.minimumTermMonths}-month`), new RegExp(`${mentorshipCohort.minimumTermMonths} months?`, "i"), ...(mentorshipCohort.minimumTermMonths === 3 ? [/three[- ]months?/i] : []), new RegExp(escapeRegExp(lastMinimumMonth), "i")]], ...saysNo } },
  { kind: "single", topic: "mentorship", ask: "when does mentorship billing start", expect: { includesAll: [[new RegExp(escapeRegExp(mentorshipCohort.start), "i"), isoDay("2025-12-01")]] } },
  { kind: "single", topic: "mentorship", ask: "on the seattle page how much is elite circle a month", expect: { includesAll: [priceOf(SEATTLE, "mentorship_elite")] } },

  // scholarships and talent
  { kind: "single", topic: "scholarships and talent", ask: "does a scholarship cover our hotel and travel?", expect: { includesAll: [[/don't cover/i, /does not cover/i, /doesn't cover/i, /not cover/i, /not included/i, /only covers/i, /covers only/i]], ...saysNo } },
  { kind: "single", topic: "scholarships and talent", ask: "when do scholarship applications close for a stop", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
  { kind: "single", topic: "scholarships and talent", ask: "i already bought the ticket, can i still apply for a scholarship and get money back?", expect: { includesAll: [[/before you buy/i, /final/i, /before buying/i]], ...saysNo } },
  { kind: "single", topic: "scholarships and talent", ask: "we cant make any tour date, is there another way to be seen?", expect: { includesAll: [/submit talent|submit your talent|submit-talent|talent submission/i], ...saysYes } },
  { kind: "single", topic: "scholarships and talent", ask: "how many links can i add on the submit talent form", expect: { includesAll: [num(talentLinkMax)] } },
  { kind: "single", topic: "scholarships and talent", ask: "does it cost anything to submit talent?", expect: { includesAll: [[/free/i, /no cost/i, /no charge/i, /(doesn't|does not) cost/i]], ...saysNo } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: what the site does not know or sell

export const heldoutZOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather going to be like in seattle on nov 9", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a hotel near the boston studio?", expect: { notSure: true } },
  { kind: "off-topic", ask: "how does your intensive compare to broadway dance center's summer program", expect: { notSure: true } },
  { kind: "off-topic", ask: "my daughter sprained her ankle last week, should she dance on it?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you do wedding first dance choreography lessons", expect: { notSure: true } },
  { kind: "off-topic", ask: "what's a good restaurant near the hartford studio for dinner after", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell dance costumes or leotards", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is a flight from london to orlando", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you help with my kid's math homework", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on or switch away from the earlier turn

export const heldoutZConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent prices two children in Seattle, then switches to Victoria",
    turns: [
      { ask: "how much is core in seattle", expect: { includesAll: [priceOf(SEATTLE, "core")] } },
      { ask: "ok and for 2 kids?", expect: { includesAll: [totalOf(SEATTLE, "core", 2)] } },
      { ask: "what about victoria instead, same thing 2 kids core", expect: { includesAll: [totalOf(VICTORIA, "core", 2)], excludes: [totalOf(SEATTLE, "core", 2)] } },
    ],
  },
  {
    kind: "conversation",
    title: "A 12-year-old at Orlando: group, start time, then an upgrade after buying",
    turns: [
      { ask: "my son is 12 and going to orlando, which group?", expect: { includesAll: [[/senior/i, /12 to adult/i, /12\+/]] } },
      { ask: "what time should he check in", expect: { includesAll: [slotTime(ORLANDO, "seniors", "Check-in")], excludes: [slotTime(ORLANDO, "juniors", "Check-in")] } },
      { ask: "we already bought core, how much to switch him to pro track?", expect: { includesAll: [printed(boughtUpgrade(ORLANDO, "core", "pro"))] } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner plans Hartford for several dancers",
    turns: [
      { ask: "im a studio owner, 4 dancers for hartford core, total?", expect: { includesAll: [totalOf(HARTFORD, "core", 4)] } },
      { ask: "one of them wants pro track, we have PROTRACK50. what's her price", expect: { includesAll: [afterAmount(HARTFORD, "pro", "PROTRACK50")] } },
      { ask: "and where exactly is the studio", expect: { includesAll: [[venueName(HARTFORD), street(HARTFORD)]] } },
    ],
  },
  {
    kind: "conversation",
    title: "Plans change after buying Boston tickets",
    turns: [
      { ask: "we have tickets for boston but might not be able to go. refund?", expect: { includesAll: [[/all sales are final/i, /sales are final/i, /can't refund/i, /cannot refund/i, /no refund/i, /(don't|do not) (give )?refunds?/i, /non-?refundable/i, /not refundable/i]], ...saysNo } },
      { ask: "what if you move the date though", expect: { includesAll: [[/48 hours/i, /48-hour/i, /48 hrs/i]] } },
      { ask: "and if i miss that window?", expect: { includesAll: [/credit/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "A teen asks about Acting for Dancers, then about mentorship",
    turns: [
      { ask: "whats included in the acting for dancers starter path", expect: { includesAll: [[/four weekly/i, /4 weekly/i, /four weeks/i, /4 weeks/i, /small-group/i, /small group/i]] } },
      { ask: "how much is it", expect: { includesAll: [priceOf(AFD, "afd_starter")] } },
      { ask: "different q — does mentorship have a minimum commitment?", expect: { includesAll: [[fig(`${mentorshipCohort.minimumTermMonths}-month`), new RegExp(`${mentorshipCohort.minimumTermMonths} months?`, "i"), ...(mentorshipCohort.minimumTermMonths === 3 ? [/three[- ]months?/i] : [])]], ...saysYes } },
    ],
  },
];

export const heldoutZQuestionCount =
  heldoutZSingleQuestions.length + heldoutZOffTopicQuestions.length + heldoutZConversations.reduce((n, c) => n + c.turns.length, 0);
