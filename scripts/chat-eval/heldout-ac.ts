/**
 * Held-out set AC (issue 40): "a week of real traffic". A cross-section of what dancers, parents and
 * studio owners send the chat in an ordinary week, in roughly those proportions: mostly prices and
 * totals, dates and places, what a ticket includes, ages and groups, auditions and policies; short
 * messages, many cities, and follow-ups that lean on the turn before. Written from the spec, the seed
 * catalog and the site's pages only, apart from the answerer.
 *
 * Every figure (price, total, discount, upgrade, date, weekday, venue, street, time, age limit, count
 * limit) is computed from the seed with the site's own functions; a name the seed doesn't have throws
 * when the file loads. Copy facts are short phrases from the site's pages, with plain alternatives.
 * The clock is EVAL_CLOCK (2025-09-01).
 */
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import { boughtUpgrade, dateText, EVAL_CLOCK, escapeRegExp, mentorshipCohort, MONTHS, seedDiscountCode, seedEvent, seedOffer, seedPrice, seedVenue, street } from "./seed-facts";
import { scheduleCopy } from "~/content/schedule";
import { AGE_GROUP_LABELS, auditionAgeGroup, isMinor } from "~/domain/age-groups";
import { applyDiscounts, type DiscountCodeRule } from "~/domain/discounts";
import { formatMoney, type Money } from "~/domain/money";
import { applicationMessages } from "~/features/applications/application-schemas";
import { auditionMessages } from "~/features/auditions/audition-schema";

type HeldoutACTopic =
  | "prices and totals"
  | "discount codes"
  | "upgrades"
  | "dates"
  | "venues"
  | "the day's schedule"
  | "ages and groups"
  | "auditions"
  | "refunds, credits and date changes"
  | "what to bring and wear"
  | "footage and photos"
  | "city pages"
  | "what a ticket includes"
  | "mentorship"
  | "acting for dancers"
  | "scholarships and submit talent";

interface HeldoutACSingle {
  kind: "single";
  topic: HeldoutACTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts computed from the seed

/**
 * A printed amount as a pattern that doesn't match inside a larger number. "C$227" also accepts "$227",
 * "CA$227", "227 CAD" and "227 Canadian dollars"; "£133" also "133 pounds"; "$1,008" also "$1008" and
 * "$1,008.00"; "$168" also "168 USD" and "168 dollars".
 */
function moneyFact(printed: string): RegExp {
  const symbol = /^[^\d]*/.exec(printed)![0];
  const num = escapeRegExp(printed.slice(symbol.length)).replace(/,/g, ",?");
  const end = "(?:\\.00)?(?!\\d|,\\d|\\.\\d)";
  const bare = `(?<![\\d.,])${num}${end}`;
  const alts =
    symbol === "£"
      ? [`£\\s*${num}${end}`, `${bare}\\s*(?:GBP|pounds?)`, `GBP\\s*${num}${end}`]
      : symbol === "C$"
        ? [`\\$\\s*${num}${end}`, `${bare}\\s*(?:CAD|Canadian)`, `CAD\\s*\\$?\\s*${num}${end}`]
        : [`\\$\\s*${num}${end}`, `${bare}\\s*(?:USD|US dollars|dollars)`, `USD\\s*\\$?\\s*${num}${end}`];
  return new RegExp(alts.join("|"), "i");
}

function money(m: Money): RegExp {
  return moneyFact(formatMoney(m));
}

/** One offer's price as a fact. */
function priceFact(slug: string, tier: string): RegExp {
  return money(seedPrice(slug, tier));
}

/** Several tickets of one tier, no code. */
function totalFact(slug: string, tier: string, quantity: number): RegExp {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * quantity, currency: p.currency });
}

/** The seed's code as the discount rules see it. */
function codeRule(code: string): DiscountCodeRule {
  const d = seedDiscountCode(code);
  const percent = d.percentOff !== undefined;
  return {
    code: d.code,
    discountType: percent ? "percentage" : "fixed",
    value: percent ? d.percentOff! : Math.round(d.amount! * 100),
    currency: percent ? null : (d.currency ?? null),
    eligibleTiers: d.eligibleTiers ?? [],
    cityRestriction: d.city ?? null,
    customerTag: d.customerTag ?? null,
    description: d.description ?? "",
    startsAt: d.startsAt ? new Date(d.startsAt) : null,
    endsAt: d.endsAt ? new Date(d.endsAt) : null,
    maxUses: d.maxUses ?? null,
    usesCount: 0,
    isActive: true,
  };
}

/** What `quantity` tickets of one tier cost with one code, as the cart computes it. */
function discountedFact(slug: string, tier: string, quantity: number, code: string): RegExp {
  const p = seedPrice(slug, tier);
  const r = applyDiscounts([{ tierKey: tier, unitPriceMinor: p.amountMinor, quantity }], [codeRule(code)]);
  if (r.discountMinor === 0) throw new Error(`${code} takes nothing off ${slug} ${tier}`);
  return money({ amountMinor: r.totalMinor, currency: p.currency });
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function isoOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): string {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return iso;
}

/** A month and day as a reply might write it: "November 1", "Nov 1st", "Sat, Nov 1", "1 November", "1st of Nov". */
function monthDayPattern(month: string, d: number): RegExp {
  const name = `(?:${month}|${month.slice(0, 3)}\\.?)`;
  return new RegExp(`${name}\\s+${d}(?:st|nd|rd|th)?(?!\\d)|(?<!\\d)${d}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${name}(?![a-z])`, "i");
}

/** A stop's date as a reply might write it: "November 1", "Nov 1st". */
function dateFact(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const [, m, d] = isoOf(slug, which).split("-").map(Number);
  return monthDayPattern(MONTHS[m! - 1]!, d!);
}

function weekday(slug: string): string {
  return WEEKDAYS[new Date(`${isoOf(slug)}T12:00:00Z`).getUTCDay()]!;
}

/** The upcoming-as-of-clock check, so a question never treats a past stop as upcoming. */
function upcoming(slug: string): string {
  const iso = isoOf(slug);
  if (new Date(`${iso}T23:59:59Z`) < EVAL_CLOCK) throw new Error(`${slug} is already past at the eval clock`);
  return slug;
}

interface SeedSlot {
  time: string;
  activity: string;
  detail?: string;
}
interface SeedSchedule {
  ageGroups?: string;
  days?: { label?: string; tables: { group?: string; title?: string; slots: SeedSlot[] }[] }[];
}

function scheduleOf(slug: string): SeedSchedule {
  const s = (seedEvent(slug).page as unknown as { schedule?: SeedSchedule }).schedule;
  if (!s?.days?.length) throw new Error(`${slug} has no schedule`);
  return s;
}

function slots(slug: string, group: string, day = 0): SeedSlot[] {
  const table = scheduleOf(slug).days![day]?.tables.find((t) => t.group === group);
  if (!table) throw new Error(`${slug} has no ${group} table on day ${day}`);
  return table.slots;
}

/** The time of one activity in a stop's schedule, as printed ("1:00 PM"). */
function slotTime(slug: string, group: string, activity: string, day = 0): string {
  const slot = slots(slug, group, day).find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} ${group} has no ${activity}`);
  return slot.time;
}

/** "1:00 PM" as a fact: also "1pm", "1:00pm", "1 p.m.". */
function timeFact(printed: string): RegExp {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(printed);
  if (!m) throw new Error(`not a time: ${printed}`);
  const [, h, mm, ap] = m;
  const minutes = mm === "00" ? "(?::00)?" : `:${mm}`;
  return new RegExp(`(?<![\\d:])${h}${minutes}\\s*${ap![0]}\\.?\\s?m\\b`, "i");
}

function slotFact(slug: string, group: string, activity: string, day = 0): RegExp {
  return timeFact(slotTime(slug, group, activity, day));
}

function hasActivity(slug: string, group: string, activity: string, day = 0): boolean {
  return slots(slug, group, day).some((s) => s.activity === activity);
}

/** Require a seeded fact to hold, so a question built on it fails at load if the seed changes. */
function assert(condition: boolean, what: string): void {
  if (!condition) throw new Error(`seed no longer says: ${what}`);
}

function venueName(slug: string): string {
  return seedVenue(slug).name;
}

/** A number the site's form messages state ("no more than 5 links"), as a figure or in words. */
const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
function countFact(n: number): RegExp {
  return new RegExp(`(?<!\\d)${n}(?!\\d)|\\b${WORDS[n] ?? "-"}\\b`, "i");
}
function numberIn(text: string, index = 0): number {
  const all = text.match(/\d+/g);
  const n = all?.[index];
  if (!n) throw new Error(`no number in "${text}"`);
  return Number(n);
}

const NO: Fact = /\bno\b|\bnot\b|n't\b|\bcannot\b|\bonly\b/i;
const startsYes: Fact = /^\W*(?:yes|yep|yeah)\b/i;
const startsNo: Fact = /^\W*no\b/i;
/** No, where the reply will echo the ticket name "One Class Only": "only" counts only as "only for Core …". */
const NO_NOT_ONLY: Fact = /\bno\b|\bnot\b|n't\b|\bcannot\b|only (?:on|for|to|applies to|covers?|valid (?:on|for)) (?:the )?(?:core|pro)|just (?:for |on )?(?:the )?(?:core|pro)/i;
/** "he's a junior" / "she'd be in the seniors" and the like, for excluding the wrong group. */
function isInGroup(pronoun: "he" | "she", group: "junior" | "senior"): RegExp {
  return new RegExp(`\\b${pronoun}(?:'s| is|'d be| would be|'ll be| will be| belongs| goes)(?: in| with| into)?(?: the| a)? ${group}s?\\b(?!\\s+(?:at|from|once|when|next|if|in \\d)\\b)`, "i");
}

// Checks that the seed still says what the questions rest on.
assert(seedEvent("atlanta").isCancelled === true, "Atlanta is cancelled");
assert(seedEvent("london").startsOn === null && dateText("london") === "To Be Determined", "London's date is to be determined");
assert(seedEvent("dallas").venue === undefined || seedEvent("dallas").venue === null, "Dallas has no venue yet");
assert(scheduleOf("orlando").ageGroups === "eleven_and_twelve_plus", "Orlando splits 11 and under / 12 to adult");
assert(!hasActivity("hoschton", "juniors", "Theater") && hasActivity("hoschton", "seniors", "Theater"), "Buford juniors have no Theater class");
assert(slots("sherwood", "all", 0).length > 0, "Sherwood Saturday is all ages");
assert(seedPrice("sherwood", "weekend_pass").amountMinor < seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor, "the Sherwood weekend pass costs less than both days");
assert(seedEvent("springfield-va").venue !== undefined, "Springfield, VA is a standard stop");
assert(seedDiscountCode("VICTORIAEARLY20").city === "victoria-bc", "the Victoria early-bird code is Victoria's");
assert(!(seedDiscountCode("VICTORIAEARLY20").eligibleTiers ?? []).includes("victoria_one_class_only"), "VICTORIAEARLY20 excludes One Class Only");
assert(new Date(seedDiscountCode("VICTORIAEARLY20").endsAt!) > EVAL_CLOCK, "VICTORIAEARLY20 is open at the clock");
assert(new Date(seedDiscountCode("SUMMER2025").endsAt!) < EVAL_CLOCK, "SUMMER2025 has ended at the clock");
assert(seedDiscountCode("PROTRACK50").city === "hartford", "PROTRACK50 is Hartford's");
assert(!(seedDiscountCode("BRINGAFRIEND25").eligibleTiers ?? []).includes("pro"), "BRINGAFRIEND25 is not for Pro Track");
assert(seedPrice("victoria-bc", "core").currency === "CAD" && seedPrice("seattle", "core").currency === "USD", "Victoria is in CAD, Seattle in USD");
assert(seedOffer("orlando", "core").rule.upgrade?.tierKey === "pro", "Orlando's Core has its own upgrade price to Pro Track");

/** "December 1, 2025" as a fact: "December 1", "Dec 1st". */
function monthDayFact(text: string): RegExp {
  const m = /^([A-Z][a-z]+) (\d{1,2})/.exec(text);
  if (!m) throw new Error(`not a date: ${text}`);
  return monthDayPattern(m[1]!, Number(m[2]));
}
const summerEndText = new Date(seedDiscountCode("SUMMER2025").endsAt!).toLocaleDateString("en-US", { timeZone: "America/Los_Angeles", month: "long", day: "numeric" });
const summerEndFact: readonly Fact[] = [monthDayFact(summerEndText), /expired|ended|no longer|(?:not|n't) (?:valid|active|working|running|usable|available|good)|over\b|has ended/i];
const victoriaEarlyPercent = seedDiscountCode("VICTORIAEARLY20").percentOff!;
const hartfordProWithCode = discountedFact("hartford", "pro", 1, "PROTRACK50");

const minAge = numberIn(auditionMessages.age, 0);
const maxLinks = numberIn(applicationMessages.tooManyLinks);
assert(isMinor(17) && !isMinor(19), "17 is a minor, 19 is not");

const juniorsLabel = AGE_GROUP_LABELS[auditionAgeGroup(12)];
const orlandoJuniors = scheduleCopy.ageGroups.eleven_and_twelve_plus.juniors;
assert(/11/.test(orlandoJuniors) && /12/.test(scheduleCopy.ageGroups.eleven_and_twelve_plus.seniors), "Orlando's split is 11 and under / 12 to adult");
assert(scheduleOf("seattle").ageGroups === undefined || scheduleOf("seattle").ageGroups === "juniors_seniors", "Seattle uses the 12 and under / 13 and up split");

const cohortStart = monthDayFact(mentorshipCohort.start);
const cohortMinimum = new RegExp(`${mentorshipCohort.minimumTermMonths}[- ]month|${WORDS[mentorshipCohort.minimumTermMonths]}[- ]month`, "i");

/** The street part of a stop's address, also with its abbreviations spelled out ("415 Farmington Avenue"). */
const STREET_WORDS: Record<string, string> = { Ave: "Ave(?:nue)?", St: "St(?:reet)?", Rd: "(?:Rd|Road)", Dr: "(?:Dr|Drive)", Pkwy: "(?:Pkwy|Parkway)", W: "W(?:est)?", N: "N(?:orth)?", S: "S(?:outh)?", E: "E(?:ast)?", NW: "(?:NW|Northwest)" };
function escapeStreet(slug: string): RegExp {
  const words = street(slug)
    .replace(/\.$/, "")
    .split(/\s+/)
    .map((w) => (STREET_WORDS[w] ? STREET_WORDS[w] + "\\.?" : escapeRegExp(w)));
  return new RegExp(words.join("\\s+") + "(?![a-z])", "i");
}

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutACSingleQuestions: readonly HeldoutACSingle[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is core in nashville", expect: { includesAll: [priceFact(upcoming("nashville"), "core")] } },
  { kind: "single", topic: "prices and totals", ask: "pro track price for seattle?", expect: { includesAll: [priceFact("seattle", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "victoria core experience cost pls", expect: { includesAll: [priceFact("victoria-bc", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "hi!! how much is the one class only ticket in victoria bc", expect: { includesAll: [priceFact("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices and totals", ask: "niagara falls, how much to do just one class", expect: { includesAll: [priceFact("niagara-falls", "masterclass_only")] } },
  { kind: "single", topic: "prices and totals", ask: "I own a studio and want 3 core tickets for savannah, what's the total", expect: { includesAll: [totalFact("savannah", "core", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "total for 2 pro track tickets in orlando?", expect: { includesAll: [totalFact("orlando", "pro", 2)] } },
  { kind: "single", topic: "prices and totals", ask: "sherwood full weekend pass how much", expect: { includesAll: [priceFact("sherwood", "weekend_pass")] } },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "in sherwood is the weekend pass cheaper than buying saturday and sunday seperately?",
    expect: { includesAll: [[priceFact("sherwood", "weekend_pass"), money({ amountMinor: seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor - seedPrice("sherwood", "weekend_pass").amountMinor, currency: "USD" }), /10\s*%|ten percent/i], [/\byes\b|cheaper|less|sav(?:e|ing)/i]], excludes: [startsNo] },
  },
  { kind: "single", topic: "prices and totals", ask: "how much is core in london", expect: { includesAll: [[priceFact("london", "core"), /133 (?:pounds|gbp)/i]] } },
  { kind: "single", topic: "prices and totals", ask: "spokane core day 1 price", expect: { includesAll: [priceFact("spokane", "core_day1")] } },
  { kind: "single", topic: "prices and totals", ask: "what does audition only cost in charleston wv", expect: { includesAny: ["free", moneyFact(formatMoney(seedPrice("charleston-wv", "audition_only")))] } },
  { kind: "single", topic: "prices and totals", ask: "we paid the deposit for hudson nh, how much is the balance payment", expect: { includesAll: [priceFact("new-hampshire", "nh_balance_payment")] } },

  // discount codes
  { kind: "single", topic: "discount codes", ask: "with VICTORIAEARLY20 what does core come to", expect: { includesAll: [discountedFact("victoria-bc", "core", 1, "VICTORIAEARLY20")] } },
  {
    kind: "single",
    topic: "discount codes",
    ask: "does the victoria early bird code work on the one class only ticket?",
    expect: { includesAll: [[NO_NOT_ONLY], [/core|pro track/i]], excludes: [startsYes] },
  },
  { kind: "single", topic: "discount codes", ask: "can i use PROTRACK50 for boston", expect: { includesAll: [[NO], /hartford/i], excludes: [startsYes] } },
  { kind: "single", topic: "discount codes", ask: "hartford pro track with code protrack50 what do i pay", expect: { includesAll: [hartfordProWithCode] } },
  { kind: "single", topic: "discount codes", ask: "is SUMMER2025 still good?", expect: { includesAll: [summerEndFact], excludes: [startsYes] } },
  { kind: "single", topic: "discount codes", ask: "can bringafriend25 go on a pro track ticket in seattle", expect: { includesAll: [[NO], /core/i], excludes: [startsYes] } },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "already bought core for orlando, how much more to move up to pro track?", expect: { includesAll: [moneyFact(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "have a core ticket for boise nov 8 and want pro track instead, whats the difference", expect: { includesAll: [moneyFact(boughtUpgrade(upcoming("boise"), "core", "pro"))] } },

  // dates
  { kind: "single", topic: "dates", ask: "when is the boone intensive", expect: { includesAll: [dateFact(upcoming("boone"))] } },
  { kind: "single", topic: "dates", ask: "sarasota date?", expect: { includesAll: [dateFact(upcoming("sarasota"))] } },
  {
    kind: "single",
    topic: "dates",
    ask: "is savannah on a weekday or the weekend",
    expect: { includesAll: [[new RegExp(weekday("savannah"), "i"), /\bweekend\b/i]], excludes: [/(?:it's|it is|that's|falls) on a weekday|\bis a weekday/i] },
  },
  { kind: "single", topic: "dates", ask: "what day of the week is minneapolis", expect: { includesAll: [new RegExp(weekday(upcoming("minneapolis")), "i")] } },
  { kind: "single", topic: "dates", ask: "when's london happening", expect: { includesAny: [/to be (?:determined|announced|confirmed)|\btbd\b|\btba\b|(?:not|n't)(?: yet)?(?: been)? (?:set|announced|confirmed|scheduled|finali[sz]ed|decided|fixed)|no (?:confirmed |set )?date(?: has been| yet)|date (?:is )?(?:still )?(?:pending|undecided|unconfirmed)/i] } },
  { kind: "single", topic: "dates", ask: "is atlanta still on?", expect: { includesAll: [/cancel/i], excludes: [startsYes] } },
  { kind: "single", topic: "dates", ask: "charleston wv date", expect: { includesAll: [dateFact(upcoming("charleston-wv"))] } },

  // venues
  { kind: "single", topic: "venues", ask: "where is the hartford one held", expect: { includesAll: [[venueName("hartford"), escapeStreet("hartford")]] } },
  { kind: "single", topic: "venues", ask: "how do we get in at the niagara falls studio, is there a side door or what", expect: { includesAll: [/back of the building|\bback\b|\brear\b/i] } },
  { kind: "single", topic: "venues", ask: "dallas venue?", expect: { includesAny: [/coming soon|(?:not|n't)(?: yet)?(?: been)? (?:confirmed|announced|listed|set|finali[sz]ed|decided)|being confirmed|\btbd\b|\btba\b|to be (?:announced|confirmed|determined)|no venue (?:yet|has been)/i] } },
  { kind: "single", topic: "venues", ask: "where in savannah is it", expect: { includesAll: [[venueName("savannah"), escapeStreet("savannah")]] } },

  // the day's schedule
  { kind: "single", topic: "the day's schedule", ask: "what time is check in for seniors in hartford", expect: { includesAll: [slotFact("hartford", "seniors", "Check-in")] } },
  { kind: "single", topic: "the day's schedule", ask: "what time is the juniors audition in seattle", expect: { includesAll: [slotFact("seattle", "juniors", "Audition")] } },
  { kind: "single", topic: "the day's schedule", ask: "boston seniors what time do they need to check in", expect: { includesAll: [slotFact("boston", "seniors", "Check-in")] } },
  {
    kind: "single",
    topic: "the day's schedule",
    ask: "does my 10 yr old get a theater class in buford?",
    expect: { includesAll: [[NO, /seniors only|only (?:the )?seniors/i]], excludes: [startsYes, /(?<![\d:])12(?::00)?\s*p\.?\s?m\b/i] },
  },
  { kind: "single", topic: "the day's schedule", ask: "sherwood saturday - are all ages together?", expect: { includesAll: [[/\byes\b|all ages|every age/i]], excludes: [startsNo] } },
  { kind: "single", topic: "the day's schedule", ask: "when is lunch for the juniors in sarasota", expect: { includesAll: [slotFact("sarasota", "juniors", "Lunch break")] } },

  // ages and groups
  { kind: "single", topic: "ages and groups", ask: "my daughter is 12, is she a junior or senior at the seattle one?", expect: { includesAll: [new RegExp(juniorsLabel.split(" ")[0]!.replace(/s$/, ""), "i")], excludes: [isInGroup("she", "senior")] } },
  { kind: "single", topic: "ages and groups", ask: "my son is 12 which group is he in for orlando", expect: { includesAll: [/senior/i], excludes: [isInGroup("he", "junior")] } },
  { kind: "single", topic: "ages and groups", ask: "im 17 do i need a parent to sign up", expect: { includesAll: [[/\byes\b/i, /parent or guardian|guardian/i]], excludes: [startsNo, /(?:don't|do not|doesn't|does not|won't|will not) need (?:a |your )?(?:parent|guardian)/i] } },
  { kind: "single", topic: "ages and groups", ask: "can my 4 year old register for the audition?", expect: { includesAll: [countFact(minAge)], excludes: [startsYes] } },
  { kind: "single", topic: "ages and groups", ask: "she's only a rec dancer, is that ok or is it for advanced kids", expect: { includesAll: [[/(?:all|every|any) (?:skill |ability )?levels?|(?:all|every|any) abilit|everyone belongs|recreational|rec dancers/i]] } },
  { kind: "single", topic: "ages and groups", ask: "my daughter is 19, does she still need a guardian for the audition", expect: { includesAll: [[NO, /under 18|18 and (?:over|up)|adult/i]], excludes: [startsYes, /\bshe (?:still )?(?:needs|will need|must have|has to have)\b/i] } },
  { kind: "single", topic: "ages and groups", ask: "is the hudson nh weekend open to anyone?", expect: { includesAll: [[/granite stage/i, /\bprivate\b/i, /students and alumni/i]], excludes: [startsYes, /(?:not|n't) (?:a )?private/i] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "can i just do the audition and skip the classes", expect: { includesAll: [[/audition[- ]only/i, /(?:just|only) the (?:free )?audition/i, /audition (?:alone|by itself|on its own)/i]], excludes: [startsNo] } },
  { kind: "single", topic: "auditions", ask: "if she auditions is a role guaranteed?", expect: { includesAll: [[/(?:not|n't|never|no)(?: a)? guarantee|(?:not|n't|never) (?:be )?guaranteed|(?:cannot|can not) guarantee|no (?:role|part|job) is guaranteed/i]], excludes: [startsYes] } },
  { kind: "single", topic: "auditions", ask: "do i need a headshot to audition", expect: { includesAll: [[/not required|(?:isn't|aren't|is not|are not) required|neither is required|optional|not (?:needed|necessary)|don't (?:need|have to)|do not need|no need|\bno\b/i]], excludes: [startsYes] } },
  { kind: "single", topic: "auditions", ask: "how early should we get there for the audition", expect: { includesAll: [/(?:15|fifteen)[- ]?min/i] } },
  { kind: "single", topic: "auditions", ask: "we cant make any of the dates, can she still be seen somehow", expect: { includesAll: [/submit[- ]?(?:your )?talent/i] } },

  // refunds, credits and date changes
  { kind: "single", topic: "refunds, credits and date changes", ask: "we cant go anymore, can i get a refund", expect: { includesAll: [/all sales (?:are )?final|final sale|non-?refundable|not refundable|no refunds|(?:can't|cannot|can not|don't|do not|won't) (?:give |issue |offer )?(?:you )?(?:a )?refund/i], excludes: [startsYes] } },
  { kind: "single", topic: "refunds, credits and date changes", ask: "what happens if you cancel the event", expect: { includesAll: [/full refund|refund(?:ed)? in full|fully refund/i] } },
  { kind: "single", topic: "refunds, credits and date changes", ask: "what if the date changes after i buy", expect: { includesAll: [/48[- ]?(?:hours?|hrs?)\b|forty[- ]eight[- ]hours?/i] } },
  { kind: "single", topic: "refunds, credits and date changes", ask: "do credits expire?", expect: { includesAll: [[/never expire|(?:not|n't) expire|no expir|last(?:s)? forever/i]], excludes: [startsYes] } },
  {
    kind: "single",
    topic: "refunds, credits and date changes",
    ask: "i have a credit from victoria, can i use it for seattle?",
    expect: { includesAll: [[NO], [/currency/i, /canadian|CAD/i]], excludes: [startsYes] },
  },

  // what to bring and wear
  { kind: "single", topic: "what to bring and wear", ask: "what should my daughter wear", expect: { includesAll: [[/solid[- ]colou?r|fitted|form[- ]fitting|no (?:big )?logos|plain colou?rs/i]] } },
  { kind: "single", topic: "what to bring and wear", ask: "what shoes do we bring", expect: { includesAll: [/sneakers|trainers|tennis shoes/i, /jazz shoes/i] } },
  { kind: "single", topic: "what to bring and wear", ask: "should we pack lunch or is food provided", expect: { includesAll: [[/lunch and snacks|(?:bring|pack)(?: a| your own| your| a packed)? (?:lunch|food|snacks?)|own (?:lunch|food)|snacks?\b/i]], excludes: [/\b(?:lunch|food|meals?) (?:is|are|will be) provided/i] } },

  // footage and photos
  { kind: "single", topic: "footage and photos", ask: "do we get the videos after?", expect: { includesAll: [[/clips|footage|videos?\b/i], [/(?:four|4)[- ]weeks?/i]] } },
  { kind: "single", topic: "footage and photos", ask: "i dont want my kid on your instagram, can i opt out", expect: { includesAll: [/before (?:the|your) (?:event|day|intensive)|ahead of (?:the|your) (?:event|day|intensive)|in advance|beforehand/i], excludes: [startsNo] } },

  // city pages
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/Liora/i] } },
  { kind: "single", topic: "city pages", ask: "is spokane 2 days?", expect: { includesAll: [[/one[- ]day|\b1[- ]day|single(?:, full)? day|only (?:on )?(?:saturday,? )?nov(?:ember|\.)? 15|nov(?:ember|\.)? 15 only|one (?:packed )?saturday|just (?:one|a single) day/i]], excludes: [startsYes] } },
  { kind: "single", topic: "city pages", ask: "in seattle do they get to watch themselves back on camera", expect: { includesAll: [/playback/i], excludes: [startsNo] } },

  // what a ticket includes
  { kind: "single", topic: "what a ticket includes", ask: "what do you actually get with a core ticket in springfield va", expect: { includesAll: [[/jazz/i, /street/i], [/q\s*(?:&|and)\s*a|question/i]] } },
  { kind: "single", topic: "what a ticket includes", ask: "whats the difference between core and pro track", expect: { includesAll: [[/reel/i, /personal feedback|feedback/i]] } },
  { kind: "single", topic: "what a ticket includes", ask: "does audition only include any classes", expect: { includesAll: [[/no classes|(?:not|n't) include (?:any )?classes|\bno\b|(?:just|only) the audition/i]], excludes: [startsYes] } },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "what are the mentorship levels", expect: { includesAll: [/building/i, /growth/i, /elite circle/i] } },
  { kind: "single", topic: "mentorship", ask: "when does the mentorship subscription start", expect: { includesAll: [cohortStart] } },
  { kind: "single", topic: "mentorship", ask: "is there a minimum commitment for mentorship", expect: { includesAll: [cohortMinimum], excludes: [startsNo] } },
  { kind: "single", topic: "mentorship", ask: "building mentorship price in victoria?", expect: { includesAll: [priceFact("victoria-bc", "mentorship_building")] } },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "price of the acting 3 pack", expect: { includesAll: [priceFact("acting-for-dancers", "afd_3pack")] } },
  { kind: "single", topic: "acting for dancers", ask: "is the starter path a subscription?", expect: { includesAll: [[/one[- ]time|(?:not|never|isn't) a subscription|single payment|pay(?:ment)? once|paid once/i]], excludes: [startsYes] } },

  // scholarships and submit talent
  { kind: "single", topic: "scholarships and submit talent", ask: "when do scholarship applications close", expect: { includesAll: [/(?:three|3)[- ]weeks?|21 days/i] } },
  { kind: "single", topic: "scholarships and submit talent", ask: "does a scholarship cover our hotel", expect: { includesAll: [[/(?:not|n't) cover|(?:not|n't) include|not included|only covers|\bno\b/i]], excludes: [startsYes] } },
  { kind: "single", topic: "scholarships and submit talent", ask: "submit talent form how many links can i add", expect: { includesAll: [countFact(maxLinks)] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: things the site does not state, even when they name a real city or product

export const heldoutACOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "any hotels near the boston studio you'd recommend?", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there parking at the hartford studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell pointe shoes", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you run weekly ballet classes in orlando", expect: { notSure: true } },
  { kind: "off-topic", ask: "which dance college is best for commercial dance", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there a bus from portland to the sherwood studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "are there any dance competitions in nashville that same weekend?", expect: { notSure: true } },
  { kind: "off-topic", ask: "good places to eat near the savannah studio?", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on the turn before

const seattleCore = seedPrice(upcoming("seattle"), "core");
const seattlePro = seedPrice("seattle", "pro");
const seattleMix = money({ amountMinor: seattleCore.amountMinor * 6 + seattlePro.amountMinor * 2, currency: seattleCore.currency });

export const heldoutACConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A studio owner prices a group for Seattle",
    turns: [
      { ask: "hi i run a studio and want to bring dancers to seattle. how much is core", expect: { includesAll: [priceFact("seattle", "core")] } },
      { ask: "and for 6 of them?", expect: { includesAll: [totalFact("seattle", "core", 6)] } },
      { ask: "plus 2 pro track on top of that, whole order total?", expect: { includesAll: [seattleMix] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent in Victoria finds the early bird",
    turns: [
      { ask: "when is the victoria one", expect: { includesAll: [dateFact(upcoming("victoria-bc"))] } },
      { ask: "is there an early bird?", expect: { includesAll: [[/VICTORIAEARLY20/i, new RegExp(`${victoriaEarlyPercent}\\s*%|${victoriaEarlyPercent} per ?cent|twenty per ?cent`, "i")]], excludes: [startsNo] } },
      { ask: "so what would core be for my daughter with it", expect: { includesAll: [discountedFact("victoria-bc", "core", 1, "VICTORIAEARLY20")] } },
    ],
  },
  {
    kind: "conversation",
    title: "An 11-year-old in Orlando, then the seniors",
    turns: [
      { ask: "my son is 11, which group would he be in for orlando?", expect: { includesAll: [/junior/i], excludes: [isInGroup("he", "senior")] } },
      { ask: "what time is his check in", expect: { includesAll: [slotFact(upcoming("orlando"), "juniors", "Check-in")] } },
      { ask: "and the seniors?", expect: { includesAll: [slotFact("orlando", "seniors", "Check-in")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A deposit family at the Hudson, NH weekend",
    turns: [
      { ask: "we already paid the deposit for the hudson weekend, what do we owe now", expect: { includesAll: [priceFact(upcoming("new-hampshire"), "nh_balance_payment")] } },
      { ask: "can we add the vip thing? how much", expect: { includesAll: [priceFact("new-hampshire", "nh_protrack_vip")], excludes: [startsNo] } },
      { ask: "when is that vip session", expect: { includesAll: [slotFact("new-hampshire", "seniors", "Pro Track VIP session", 1), [/sunday/i, dateFact("new-hampshire", "endsOn")]] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boise, then switching to Spokane",
    turns: [
      { ask: "whens boise", expect: { includesAll: [[dateFact(upcoming("boise")), dateFact(upcoming("boise-nov-7"))]] } },
      { ask: "where's it held", expect: { includesAll: [[venueName("boise"), escapeStreet("boise")]] } },
      { ask: "what about spokane, when and where?", expect: { includesAll: [dateFact(upcoming("spokane")), [venueName("spokane"), escapeStreet("spokane")]], excludes: [venueName("boise")] } },
    ],
  },
];

export const heldoutACQuestionCount =
  heldoutACSingleQuestions.length + heldoutACOffTopicQuestions.length + heldoutACConversations.reduce((n, c) => n + c.turns.length, 0);
