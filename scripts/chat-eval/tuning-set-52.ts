/**
 * Tuning set 52 (issue 40): "parents, dancers and studio owners, before and after buying". Written from
 * the spec, the seed and the site's pages only, apart from the answerer. Every figure is computed from
 * the seed with the site's own functions; copy facts are short phrases from the pages with ordinary
 * alternatives. The clock is EVAL_CLOCK (2025-09-01).
 */
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  dateText,
  escapeRegExp,
  mentorshipCohort,
  price,
  seedDiscountCode,
  seedEvent,
  seedOffer,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";
import { applyDiscounts, type DiscountCodeRule } from "~/domain/discounts";
import { formatMoney, toMinor } from "~/domain/money";
import { AGE_GROUP_LABELS, auditionAgeGroup } from "~/domain/age-groups";
import { scheduleCopy } from "~/content/schedule";
import { auditionMessages } from "~/features/auditions/audition-schema";
import { applicationMessages } from "~/features/applications/application-schemas";

type Tuning52Topic =
  | "prices and totals"
  | "upgrades"
  | "discount codes"
  | "dates and venues"
  | "schedule and groups"
  | "ages and eligibility"
  | "auditions"
  | "refunds, credits and changes"
  | "what to bring and wear"
  | "footage and photos"
  | "city pages"
  | "what a ticket includes"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and submit talent";

interface Tuning52Single {
  kind: "single";
  topic: Tuning52Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Figures, computed from the seed

/** A printed amount as a pattern that does not match inside a larger number; C$ also accepts $ (and CA$). */
function moneyRe(text: string): RegExp {
  const m = /^(C\$|£|\$)(.+)$/.exec(text);
  if (!m) throw new Error(`not a price: ${text}`);
  const [, symbol, number] = m as unknown as [string, string, string];
  const prefix = symbol === "C$" ? "(?:C|CA)?\\$" : symbol === "£" ? "£" : "\\$";
  const plain = number.replace(/,/g, "");
  const body = plain === number ? escapeRegExp(number) : `(?:${escapeRegExp(number)}|${escapeRegExp(plain)})`;
  return new RegExp(`${prefix}\\s?${body}(?!\\d|,\\d|\\.\\d[1-9])`, "i");
}

/** One offer's price, as a pattern. */
const priceRe = (slug: string, tier: string) => moneyRe(price(slug, tier));

/** n tickets of one offer, as the site would total them. */
function timesRe(slug: string, tier: string, n: number): RegExp {
  const p = seedPrice(slug, tier);
  return moneyRe(formatMoney({ amountMinor: p.amountMinor * n, currency: p.currency }));
}

/** A seeded discount code as the cart's rules see it. */
function rule(code: string): DiscountCodeRule {
  const d = seedDiscountCode(code);
  const percent = d.percentOff !== undefined && d.percentOff !== null;
  return {
    code: d.code,
    discountType: percent ? "percentage" : "fixed",
    value: percent ? (d.percentOff as number) : toMinor(d.amount as number),
    currency: percent ? null : ((d.currency as DiscountCodeRule["currency"]) ?? null),
    eligibleTiers: d.eligibleTiers ?? [],
    cityRestriction: d.city ?? null,
    customerTag: d.customerTag ?? null,
    description: d.description ?? "",
    startsAt: d.startsAt ? new Date(d.startsAt) : null,
    endsAt: d.endsAt ? new Date(d.endsAt) : null,
    maxUses: d.maxUses ?? null,
    usesCount: 0,
    isActive: d.isActive !== false,
  };
}

/** The cart total for n tickets of one offer with one code, as a pattern. */
function discountedRe(slug: string, tier: string, n: number, code: string): RegExp {
  const p = seedPrice(slug, tier);
  const r = applyDiscounts([{ tierKey: tier, unitPriceMinor: p.amountMinor, quantity: n }], [rule(code)]);
  if (r.discountMinor <= 0) throw new Error(`${code} takes nothing off ${tier} at ${slug}`);
  return moneyRe(formatMoney({ amountMinor: r.totalMinor, currency: p.currency }));
}

/** A code's percentage, as "20%" or "20 percent". */
function percentRe(code: string): RegExp {
  const p = seedDiscountCode(code).percentOff;
  if (typeof p !== "number") throw new Error(`${code} is not a percentage code`);
  return new RegExp(`(?<!\\d)${p}\\s?(?:%|percent)`, "i");
}

/** A stop's date ("November 22"), the year optional. */
function dateRe(slug: string): RegExp {
  const first = dateText(slug).split(",")[0] ?? "";
  if (!/^[A-Z][a-z]+ \d{1,2}$/.test(first)) throw new Error(`${slug}: no single date in "${dateText(slug)}"`);
  return new RegExp(`${escapeRegExp(first)}(?!\\d)`, "i");
}

/** A stop's weekday, from its seeded start date. */
function weekday(slug: string): string {
  const startsOn = seedEvent(slug).startsOn;
  if (!startsOn) throw new Error(`${slug} has no date`);
  return new Date(`${startsOn}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
}

/** A schedule slot's time at a stop, by day, group and activity (fails if the schedule has none). */
function slotTime(slug: string, group: string, activity: string, dayIndex = 0): string {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const s = table?.slots.find((x) => x.activity === activity);
  if (!s) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex + 1}`);
  return s.time;
}

/** A time ("9:30 AM") as a pattern: the AM/PM optional, not inside another time. */
function timeRe(time: string): RegExp {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!m) throw new Error(`not a time: ${time}`);
  const [, h, min, half] = m as unknown as [string, string, string, string];
  const short = min === "00" ? `(?::00)?` : `:${min}`;
  return new RegExp(`(?<![\\d:])${h}${short}\\s?(?:${half === "AM" ? "a\\.?m\\.?" : "p\\.?m\\.?"})${min === "00" ? "" : "?"}(?![\\d])`, "i");
}

/** The words inside a label's parentheses ("12 and under"). */
function inParens(label: string): string {
  const m = /\(([^)]+)\)/.exec(label);
  if (!m?.[1]) throw new Error(`no parentheses in ${label}`);
  return m[1];
}

/** A group label's age words, with the number-first variants a reply may use ("12 and under", "12 or under", "under 13"). */
function ageWords(label: string): Fact[] {
  const words = inParens(label);
  const m = /^(\d+) (and|to) (\w+)$/.exec(words);
  if (!m) return [words];
  const [, n, , rest] = m as unknown as [string, string, string, string];
  const synonyms = rest === "under" ? "under|younger|below" : "up|older|over|above|adult";
  return [new RegExp(`${n}\\s*(?:and|or|&|-|to)\\s*(?:${rest}|${synonyms})`, "i"), ...(rest === "under" ? [] : [new RegExp(`${n}\\+`)])];
}

const juniorsSeniors = scheduleCopy.ageGroups.juniors_seniors;
const elevenTwelve = scheduleCopy.ageGroups.eleven_and_twelve_plus;

/** The audition and application forms' age range, as their own message states it ("5-99"). */
const formAges = (() => {
  const m = /\((\d+)-(\d+)\)/.exec(auditionMessages.age);
  if (!m?.[1] || !m[2]) throw new Error("the audition form's age message has no range");
  return { min: Number(m[1]), max: Number(m[2]) };
})();

/** The free audition's seats at a stop. */
function auditionSeats(slug: string): number {
  const seats = seedEvent(slug).seats as Record<string, { capacity: number }> | undefined;
  const c = seats?.audition_only?.capacity;
  if (typeof c !== "number") throw new Error(`${slug} has no audition seats`);
  return c;
}

/** The application forms' limits, from their own messages. */
const maxLinks = (() => {
  const m = /no more than (\d+) links/.exec(applicationMessages.tooManyLinks);
  if (!m?.[1]) throw new Error("no link limit");
  return m[1];
})();

const n = (x: number | string) => new RegExp(`(?<![\\d,])${x}(?!\\d)`);
const NO: Fact = /^\s*(?:yes|yeah|yep|sure|absolutely|of course)\b/i;
const YES_FIRST: Fact = /^\s*(?:no|nope|unfortunately not|sorry,? no)\b/i;
const NUMBER_WORDS: Record<number, string> = { 3: "three", 4: "four", 5: "five", 15: "fifteen", 16: "sixteen", 18: "eighteen", 48: "forty-eight", 90: "ninety" };
const num = (x: number): Fact[] => [n(x), ...(NUMBER_WORDS[x] ? [new RegExp(`\\b${NUMBER_WORDS[x]}\\b`, "i")] : [])];

// The age a dancer's group is decided by, at stops with the usual split.
const JUNIOR_AGE = 12;
const SENIOR_AGE = 13;
if (AGE_GROUP_LABELS[auditionAgeGroup(JUNIOR_AGE)] !== juniorsSeniors.juniors) throw new Error("juniors label drifted");
if (AGE_GROUP_LABELS[auditionAgeGroup(SENIOR_AGE)] !== juniorsSeniors.seniors) throw new Error("seniors label drifted");

// Venues
const hartfordVenue = seedVenue("hartford").name;
const cypressVenue = seedVenue("cypress").name;
const sarasotaVenue = seedVenue("sarasota").name;
const nhVenue = seedVenue("new-hampshire").name;

// The NH VIP add-on must need a weekend ticket first, as its page says.
if (!seedOffer("new-hampshire", "nh_protrack_vip").rule.requiresOneOf?.includes("nh_full_weekend")) throw new Error("NH VIP no longer needs the weekend pass");

// The cohort
const c = mentorshipCohort;
/** A cohort day ("December 1, 2025") as a pattern, the year optional and not inside "December 10". */
const dayRe = (day: string) => new RegExp(`${escapeRegExp(day.replace(/, \d{4}$/, ""))}(?!\\d)`, "i");
if (c.startsOnPurchase) throw new Error("the cohort has started at the eval clock");

// ---------------------------------------------------------------------------------------------
// Single questions (75)

export const tuning52SingleQuestions: readonly Tuning52Single[] = [
  // prices and totals (7)
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in hartford", expect: { includesAll: [priceRe("hartford", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "my daughter wants pro track at the savannah stop, what does that cost?", expect: { includesAll: [priceRe("savannah", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "im a studio owner bringing 6 dancers to charleston wv, core for all of them. total?", expect: { includesAll: [timesRe("charleston-wv", "core", 6)] } },
  { kind: "single", topic: "prices and totals", ask: "price for 3 pro track tickets in boise nov 8?", expect: { includesAll: [timesRe("boise", "pro", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "niagara falls core ticket price? is it in canadian dollars", expect: { includesAll: [priceRe("niagara-falls", "core"), [/C\$|CA\$|CAD|canadian/i]] } },
  { kind: "single", topic: "prices and totals", ask: "twins both doing core in orlando, how much altogether", expect: { includesAll: [timesRe("orlando", "core", 2)] } },
  { kind: "single", topic: "prices and totals", ask: "whats the cheapest way to try it in victoria bc? just one class", expect: { includesAll: [priceRe("victoria-bc", "victoria_one_class_only"), [/one class only/i, /one class/i]] } },

  // upgrades (4)
  { kind: "single", topic: "upgrades", ask: "i already bought a core ticket for seattle. how much more to move up to pro track?", expect: { includesAll: [moneyRe(boughtUpgrade("seattle", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "we booked core in orlando last week, whats the upgrade to pro cost", expect: { includesAll: [moneyRe(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "how do i upgrade my daughters ticket after buying? do we have to buy a new ticket", expect: { includesAll: [[/order number/i, /upgrade link/i, /secure link/i, /difference/i]], excludes: [/^\s*yes\b/i] } },
  { kind: "single", topic: "upgrades", ask: "hudson nh - can i buy just the pro track vip upgrade without the weekend pass?", expect: { includesAll: [[/full weekend pass first/i, /weekend pass/i, /balance payment/i]], excludes: [NO] } },

  // discount codes (6)
  { kind: "single", topic: "discount codes", ask: "is there an early bird code for victoria?", expect: { includesAll: ["VICTORIAEARLY20", percentRe("VICTORIAEARLY20")] } },
  { kind: "single", topic: "discount codes", ask: "can i use PROTRACK50 for boston pro track", expect: { includesAll: [/hartford/i], excludes: [NO] } },
  { kind: "single", topic: "discount codes", ask: "does SUMMER2025 still work?", expect: { includesAll: [[/expired/i, /ended/i, /no longer/i, /august 31/i, /not valid/i, /isn'?t valid/i]], excludes: [NO] } },
  { kind: "single", topic: "discount codes", ask: "with BRINGAFRIEND25 what would a seattle core ticket come to", expect: { includesAll: [discountedRe("seattle", "core", 1, "BRINGAFRIEND25")] } },
  { kind: "single", topic: "discount codes", ask: "can i put two discount codes on one order? or the same code twice", expect: { includesAll: [[/once per order/i, /one code/i, /once/i]] } },
  { kind: "single", topic: "discount codes", ask: "i have a code from the hartford stop, will it work in sarasota?", expect: { includesAll: [[/only (?:for|on|in) (?:the|that) city/i, /city (?:it was|they were) (?:issued|made)/i, /only works? (?:on|for|in) (?:that|the) city/i, /only valid/i, /that city/i]], excludes: [NO] } },

  // dates and venues (7)
  { kind: "single", topic: "dates and venues", ask: "when is hartford and where", expect: { includesAll: [dateRe("hartford"), hartfordVenue] } },
  { kind: "single", topic: "dates and venues", ask: "whats the address for boston", expect: { includesAll: [street("boston")] } },
  { kind: "single", topic: "dates and venues", ask: "what day of the week is the charleston wv one", expect: { includesAll: [weekday("charleston-wv")] } },
  { kind: "single", topic: "dates and venues", ask: "which studio is cypress tx at", expect: { includesAll: [cypressVenue] } },
  { kind: "single", topic: "dates and venues", ask: "sarasota date and studio pls", expect: { includesAll: [dateRe("sarasota"), sarasotaVenue] } },
  { kind: "single", topic: "dates and venues", ask: "is the atlanta date still happening? i wanted to buy for sept 28", expect: { includesAll: [/cancel+ed/i], excludes: [NO] } },
  { kind: "single", topic: "dates and venues", ask: "when is the london intensive", expect: { includesAll: [[/to be determined/i, /to be announced/i, /tbd/i, /not (?:been )?(?:set|announced|confirmed)/i, /no date yet/i]] } },

  // schedule and groups (7)
  { kind: "single", topic: "schedule and groups", ask: `my daughter is ${JUNIOR_AGE}, which group is she in for seattle and what time does she check in`, expect: { includesAll: [/junior/i, timeRe(slotTime("seattle", "juniors", "Check-in"))] } },
  { kind: "single", topic: "schedule and groups", ask: "my son just turned 12, we're going to orlando. juniors or seniors?", expect: { includesAll: [/senior/i, ageWords(elevenTwelve.seniors)], excludes: [/^\s*juniors?\b/i] } },
  { kind: "single", topic: "schedule and groups", ask: `she's ${SENIOR_AGE}, what time does her group start in boston`, expect: { includesAll: [/senior/i, timeRe(slotTime("boston", "seniors", "Check-in"))] } },
  { kind: "single", topic: "schedule and groups", ask: "in hudson nh which studio are the juniors in", expect: { includesAll: [/studio 1/i] } },
  { kind: "single", topic: "schedule and groups", ask: "how are the age groups split usually", expect: { includesAll: [ageWords(juniorsSeniors.juniors), ageWords(juniorsSeniors.seniors)] } },
  { kind: "single", topic: "schedule and groups", ask: "what time is the audition for juniors in sarasota", expect: { includesAll: [timeRe(slotTime("sarasota", "juniors", "Audition"))] } },
  { kind: "single", topic: "schedule and groups", ask: "how early should we get there", expect: { includesAll: [num(15)] } },

  // ages and eligibility (5)
  { kind: "single", topic: "ages and eligibility", ask: "does my 16 yr old need me to register her or can she do it herself", expect: { includesAll: [[/parent or guardian/i, /parent\/guardian/i, /guardian/i]] } },
  { kind: "single", topic: "ages and eligibility", ask: "my daughter dances at a different studio, can she come to the hudson nh weekend?", expect: { includesAll: [nhVenue], excludes: [NO] } },
  { kind: "single", topic: "ages and eligibility", ask: "my 14 year old wants to try out for the skeleton crew, is she old enough?", expect: { includesAll: [num(16)], excludes: [NO] } },
  { kind: "single", topic: "ages and eligibility", ask: "is 15 old enough to shadow the choreographer", expect: { includesAll: [num(15)], excludes: [YES_FIRST] } },
  { kind: "single", topic: "ages and eligibility", ask: `can my ${formAges.min - 1} year old register for the audition`, expect: { includesAll: [num(formAges.min)], excludes: [NO] } },

  // auditions (5)
  { kind: "single", topic: "auditions", ask: "does the audition cost extra?", expect: { includesAll: [/free/i], excludes: [NO] } },
  { kind: "single", topic: "auditions", ask: "if she auditions is a role guaranteed", expect: { includesAll: [[/not guarantee/i, /doesn'?t guarantee/i, /no guarantee/i, /isn'?t guaranteed/i, /not guaranteed/i]], excludes: [NO] } },
  { kind: "single", topic: "auditions", ask: "can we just come for the audition and skip the classes?", expect: { includesAll: [/audition only/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "auditions", ask: "how many dancers can register for the free audition in one city", expect: { includesAll: [n(auditionSeats("hartford"))] } },
  { kind: "single", topic: "auditions", ask: "we cant make any tour date, can she still be considered for projects?", expect: { includesAll: [/submit talent/i], excludes: [YES_FIRST] } },

  // refunds, credits and changes (6)
  { kind: "single", topic: "refunds, credits and changes", ask: "we bought tickets but my daughter broke her ankle, can i get a refund", expect: { includesAll: [[/all sales (?:are )?final/i, /can'?t refund/i, /cannot refund/i, /no refunds?/i]], excludes: [NO] } },
  { kind: "single", topic: "refunds, credits and changes", ask: "what happens if you cancel the event", expect: { includesAll: [/full refund/i] } },
  { kind: "single", topic: "refunds, credits and changes", ask: "the date of our city moved. how long do i have to decide", expect: { includesAll: [num(48)] } },
  { kind: "single", topic: "refunds, credits and changes", ask: "if i miss the 48 hours after a date change do i lose the money?", expect: { includesAll: [/credit/i, [/never expires?/i, /does not expire/i, /doesn'?t expire/i, /no expir/i]], excludes: [NO] } },
  { kind: "single", topic: "refunds, credits and changes", ask: "i have a credit from niagara falls in canadian dollars, can i use it for seattle?", expect: { includesAll: [/currency/i], excludes: [NO] } },
  { kind: "single", topic: "refunds, credits and changes", ask: "can i cash out my credit instead", expect: { includesAll: [[/can'?t be exchanged for cash/i, /cannot be exchanged/i, /not .*cash/i, /no cash/i, /can'?t .*cash/i]], excludes: [NO] } },

  // what to bring and wear (4)
  { kind: "single", topic: "what to bring and wear", ask: "what shoes? she has jazz shoes and sneakers", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "what to bring and wear", ask: "if she only owns one pair of shoes which should she bring", expect: { includesAll: [/sneakers/i] } },
  { kind: "single", topic: "what to bring and wear", ask: "does she need a headshot to audition", expect: { includesAll: [[/not required/i, /neither is required/i, /no,/i, /don'?t need/i, /isn'?t required/i]], excludes: [NO] } },
  { kind: "single", topic: "what to bring and wear", ask: "what should she wear, can she wear her team shirt with the big logo", expect: { includesAll: [[/solid colou?rs?/i, /avoid big logos/i, /logos/i]], excludes: [NO] } },

  // footage and photos (3)
  { kind: "single", topic: "footage and photos", ask: "will i get the video of my daughter and when", expect: { includesAll: [[/selected clips/i, /clips/i], [/four weeks/i, /4 weeks/i]] } },
  { kind: "single", topic: "footage and photos", ask: "i don't want my son in your instagram posts. possible?", expect: { includesAll: [[/before the event/i, /email/i]], excludes: [/^\s*no\b/i] } },
  { kind: "single", topic: "footage and photos", ask: "can i buy a proper demo reel for her", expect: { includesAll: [[/application/i, /apply/i]] } },

  // city pages (5)
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/liora vantassel/i] } },
  { kind: "single", topic: "city pages", ask: "is there stunts for dancers in spokane", expect: { includesAll: [/stunt ?woman/i], excludes: [/^\s*no\b/i] } },
  { kind: "single", topic: "city pages", ask: "niagara falls studio, how do we get in", expect: { includesAll: [[/back of the building/i, /rear/i]] } },
  { kind: "single", topic: "city pages", ask: "spokane - can i do core day 1 on the 16th instead?", expect: { includesAll: [[/november 15 only/i, /15 only/i, /only on november 15/i, /november 15/i]], excludes: [NO] } },
  { kind: "single", topic: "city pages", ask: "does a boston ticket come with anything for acting", expect: { includesAll: [/acting for dancers/i, [/free month/i, /month free/i, /one month/i]] } },

  // what a ticket includes (4)
  { kind: "single", topic: "what a ticket includes", ask: "whats the difference between core and pro track", expect: { includesAll: [[/filmed for your reel/i, /reel/i], [/personal feedback/i, /feedback/i]] } },
  { kind: "single", topic: "what a ticket includes", ask: "does the audition only ticket include any classes", expect: { includesAll: [[/no classes/i, /doesn'?t include (?:any )?classes/i, /not include (?:any )?classes/i]], excludes: [NO] } },
  { kind: "single", topic: "what a ticket includes", ask: "sherwood weekend pass - is that both days?", expect: { includesAll: [[/both (?:core experience )?days/i, /both/i]], excludes: [/^\s*no\b/i] } },
  { kind: "single", topic: "what a ticket includes", ask: "does a scholarship pay for pro track?", expect: { includesAll: [/core experience/i], excludes: [NO] } },

  // acting for dancers (4)
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers - is it in person or online", expect: { includesAll: [/online/i] } },
  { kind: "single", topic: "acting for dancers", ask: "how much is the 3 pack and how long do we have to use it", expect: { includesAll: [priceRe("acting-for-dancers", "afd_3pack"), num(90)] } },
  { kind: "single", topic: "acting for dancers", ask: "is the acting for dancers starter path a monthly subscription?", expect: { includesAll: [[/one-time/i, /one time/i, /never a subscription/i, /not a subscription/i]], excludes: [NO] } },
  { kind: "single", topic: "acting for dancers", ask: "how long is a private acting session", expect: { includesAll: [[/50[- ]minute/i, /50 min/i, /fifty/i]] } },

  // mentorship (4)
  { kind: "single", topic: "mentorship", ask: "when does the mentorship start", expect: { includesAll: [dayRe(c.start)] } },
  { kind: "single", topic: "mentorship", ask: "whats the minimum commitment for mentorship", expect: { includesAll: [[`${c.minimumTermMonths}-month`, `${c.minimumTermMonths} month`, `${NUMBER_WORDS[c.minimumTermMonths] ?? c.minimumTermMonths} month`]] } },
  { kind: "single", topic: "mentorship", ask: "if she doesnt use a month of mentorship do we get that money back", expect: { includesAll: [[/not refunded/i, /no refunds?/i, /aren'?t refunded/i, /non-refundable/i]], excludes: [NO] } },
  { kind: "single", topic: "mentorship", ask: "which mentorship level has one on one calls with the choreographer", expect: { includesAll: [/elite circle/i] } },

  // scholarships and submit talent (4)
  { kind: "single", topic: "scholarships and submit talent", ask: "when do scholarship applications close for a city", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
  { kind: "single", topic: "scholarships and submit talent", ask: "does the scholarship cover our hotel and travel", expect: { includesAll: [[/don'?t cover/i, /does not cover/i, /doesn'?t cover/i, /not cover/i]], excludes: [NO] } },
  { kind: "single", topic: "scholarships and submit talent", ask: "i already bought the ticket, can i still apply for a scholarship and get money back", expect: { includesAll: [[/all sales (?:are )?final/i, /before you buy/i]], excludes: [NO] } },
  { kind: "single", topic: "scholarships and submit talent", ask: "how many links can i put on the submit talent form", expect: { includesAll: [n(maxLinks)] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic (9): things the site does not state

const notSure = { notSure: true } as const;
export const tuning52OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: notSure },
  { kind: "off-topic", ask: "any hotels near the sherwood studio you recommend?", expect: notSure },
  { kind: "off-topic", ask: "is there parking at the boston studio", expect: notSure },
  { kind: "off-topic", ask: "do you sell jazz shoes? she needs a new pair", expect: notSure },
  { kind: "off-topic", ask: "what's the best ballet school in orlando for a 9 year old", expect: notSure },
  { kind: "off-topic", ask: "do you run summer camps for toddlers", expect: notSure },
  { kind: "off-topic", ask: "which airport is closest to the spokane venue", expect: notSure },
  { kind: "off-topic", ask: "my daughter has knee pain, should she stretch before or after class?", expect: notSure },
  { kind: "off-topic", ask: "do you offer a student discount for college dancers in cypress", expect: notSure },
];

// ---------------------------------------------------------------------------------------------
// Conversations (5 × 3)

export const tuning52Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent in Victoria, with an early-bird code, then two daughters",
    turns: [
      { ask: "hi, my daughter is 11 and we're looking at victoria bc. how much is the core experience", expect: { includesAll: [priceRe("victoria-bc", "core")] } },
      { ask: "is there an early bird discount?", expect: { includesAll: ["VICTORIAEARLY20", [discountedRe("victoria-bc", "core", 1, "VICTORIAEARLY20"), percentRe("VICTORIAEARLY20")]] } },
      { ask: "and with the code for her and her sister both?", expect: { includesAll: [discountedRe("victoria-bc", "core", 2, "VICTORIAEARLY20")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner buying for several dancers in Cypress",
    turns: [
      { ask: "studio owner here. core price in cypress tx?", expect: { includesAll: [priceRe("cypress", "core")] } },
      { ask: "i've got 6 dancers, what's the total", expect: { includesAll: [timesRe("cypress", "core", 6)] } },
      { ask: "a couple of them only want one class, is there an option?", expect: { includesAll: [priceRe("cypress", "masterclass_only")] } },
    ],
  },
  {
    kind: "conversation",
    title: "After buying Core in Orlando: the date, an upgrade, then can't make it",
    turns: [
      { ask: "we bought core for orlando, what's the date again", expect: { includesAll: [dateRe("orlando")] } },
      { ask: "what day of the week is that", expect: { includesAll: [weekday("orlando")] } },
      { ask: "now she might not be able to go at all. refund?", expect: { includesAll: [[/all sales (?:are )?final/i, /can'?t refund/i, /cannot refund/i, /no refunds?/i]], excludes: [NO] } },
    ],
  },
  {
    kind: "conversation",
    title: "Siblings at the Sherwood weekend",
    turns: [
      { ask: "how much is the full weekend pass in sherwood", expect: { includesAll: [priceRe("sherwood", "weekend_pass")] } },
      { ask: "and just the saturday?", expect: { includesAll: [priceRe("sherwood", "core_day1")] } },
      { ask: "my kids are 8 and 14, can they dance together on saturday?", expect: { includesAll: [[/all ages/i, /every age/i, /together/i]], excludes: [/^\s*no\b/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "A dancer asking when mentorship charges and whether she can stop early",
    turns: [
      { ask: "when does mentorship begin", expect: { includesAll: [dayRe(c.start)] } },
      { ask: "and when's the next charge after the first one?", expect: { includesAll: [dayRe(c.recurringFrom)] } },
      { ask: "can i cancel after the first month?", expect: { includesAll: [[`${c.minimumTermMonths}-month`, `${c.minimumTermMonths} month`, `${NUMBER_WORDS[c.minimumTermMonths] ?? c.minimumTermMonths} month`, c.minimumLastMonth]], excludes: [NO] } },
    ],
  },
];

export const tuning52QuestionCount =
  tuning52SingleQuestions.length + tuning52OffTopicQuestions.length + tuning52Conversations.reduce((sum, conv) => sum + conv.turns.length, 0);

