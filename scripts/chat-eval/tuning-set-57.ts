/**
 * Tuning set 57 (issue 40): "a week of real traffic". A cross-section of what visitors send a
 * dance-intensive site's chat in a week, in roughly the proportions they send it: mostly prices and
 * totals, dates and places, what a ticket includes, ages and groups, auditions and policies, with
 * short lowercase messages across many cities and a few follow-ups that lean on the turn before.
 *
 * Written from the spec, the seed catalog and the site's pages only, apart from the answerer. Every
 * figure is computed from the seed with the site's own functions; a name the seed lacks throws on load.
 * The clock is 2025-09-01 (EVAL_CLOCK).
 */
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
  EVAL_CLOCK,
  escapeRegExp,
  mentorshipCohort,
  MONTHS,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";
import { AGE_GROUP_LABELS, auditionAgeGroup, isMinor } from "~/domain/age-groups";
import { applyDiscounts, checkCode, type DiscountCodeRule } from "~/domain/discounts";
import { formatMoney, toMinor } from "~/domain/money";
import { applicationSchemas } from "~/features/applications/application-schemas";
import { auditionFormSchema } from "~/features/auditions/audition-schema";

type Topic =
  | "prices"
  | "upgrades"
  | "discounts"
  | "dates"
  | "venues"
  | "schedule"
  | "ages"
  | "auditions"
  | "policies"
  | "what to bring"
  | "footage"
  | "included"
  | "city pages"
  | "mentorship"
  | "acting for dancers"
  | "forms";

interface Single {
  kind: "single";
  topic: Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts computed from the seed

/** A printed amount as a pattern that doesn't match inside a larger number; C$ also accepts CA$ and a bare $. */
function moneyFact(text: string): RegExp {
  const cad = text.startsWith("C$");
  const bare = cad ? text.slice(1) : text;
  const body = escapeRegExp(bare).replace(/,/g, ",?");
  return new RegExp(`${cad ? "(?:CA?)?" : ""}${body}(?!\\d|,\\d)`, "i");
}

/** One ticket's price, as a fact. */
function priceFact(slug: string, tier: string): RegExp {
  return moneyFact(formatMoney(seedPrice(slug, tier)));
}

/** Several tickets of one tier, as a fact. */
function totalFact(slug: string, tier: string, quantity: number): RegExp {
  const p = seedPrice(slug, tier);
  return moneyFact(formatMoney({ amountMinor: p.amountMinor * quantity, currency: p.currency }));
}

/** A seeded code as the discount rules see it. */
function codeRule(code: string): DiscountCodeRule {
  const d = seedDiscountCode(code);
  const fixed = d.percentOff === undefined || d.percentOff === null;
  return {
    code: d.code,
    discountType: fixed ? "fixed" : "percentage",
    value: fixed ? toMinor(d.amount ?? 0) : (d.percentOff ?? 0),
    currency: fixed ? (d.currency ?? null) : null,
    eligibleTiers: d.eligibleTiers ?? [],
    cityRestriction: d.city ?? null,
    customerTag: d.customerTag ?? null,
    description: d.description ?? "",
    startsAt: d.startsAt ? new Date(d.startsAt) : null,
    endsAt: d.endsAt ? new Date(d.endsAt) : null,
    maxUses: d.maxUses ?? null,
    usesCount: 0,
    isActive: d.isActive ?? true,
  };
}

/** The total of `quantity` tickets with a code, checked as the cart checks it at the eval clock. */
function discountedFact(slug: string, tier: string, quantity: number, code: string): RegExp {
  const p = seedPrice(slug, tier);
  const rule = codeRule(code);
  const ok = checkCode(rule, { eventSlug: slug, currency: p.currency, tierKeys: [tier], now: EVAL_CLOCK });
  if (!ok.ok) throw new Error(`${code} does not apply to ${slug} ${tier}: ${ok.reason}`);
  const r = applyDiscounts([{ tierKey: tier, unitPriceMinor: p.amountMinor, quantity }], [rule]);
  return moneyFact(formatMoney({ amountMinor: r.totalMinor, currency: p.currency }));
}

/** A code's refusal at the eval clock (throws if it would be accepted). */
function refusal(code: string, slug: string, tier: string): string {
  const p = seedPrice(slug, tier);
  const ok = checkCode(codeRule(code), { eventSlug: slug, currency: p.currency, tierKeys: [tier], now: EVAL_CLOCK });
  if (ok.ok) throw new Error(`${code} would apply to ${slug} ${tier}`);
  return ok.reason;
}

/** An ISO date ("2025-11-02") as a pattern for "November 2" / "Nov 2" / "Nov. 2nd". */
function isoDateFact(iso: string): RegExp {
  const [, m, d] = iso.split("-").map(Number);
  const month = MONTHS[(m ?? 0) - 1];
  if (!month || !d) throw new Error(`bad date ${iso}`);
  return new RegExp(`(?:${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** A stop's first day as a fact. */
function startFact(slug: string): RegExp {
  const s = seedEvent(slug).startsOn;
  if (!s) throw new Error(`${slug} has no date`);
  return isoDateFact(s);
}

/** A stop's last day as a fact. */
function endFact(slug: string): RegExp {
  const s = seedEvent(slug).endsOn;
  if (!s) throw new Error(`${slug} has no end date`);
  return isoDateFact(s);
}

/** The weekday of a stop's first day, as a word. */
function weekday(slug: string): string {
  const s = seedEvent(slug).startsOn;
  if (!s) throw new Error(`${slug} has no date`);
  return new Date(`${s}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
}

/** The time of an activity in a stop's schedule, for one group on one day. */
function slotTime(slug: string, group: string, activity: string, dayIndex = 0): string {
  const days = seedEvent(slug).page.schedule.days;
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return slot.time;
}

/** "9:00 AM" as a pattern for "9:00 am", "9am", "9 a.m." (minutes optional only when :00). */
function timeFact(time: string): RegExp {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!m) throw new Error(`bad time ${time}`);
  const [, h, mm, ap] = m;
  const minutes = mm === "00" ? "(?::00)?" : `:${mm}`;
  return new RegExp(`(?<!\\d)${h}${minutes}\\s*${ap![0]}\\.?m\\b`, "i");
}

/** A stop's venue name. */
const venueName = (slug: string): string => seedVenue(slug).name;

/** The age-group label the site gives an audition age, reduced to its group name. */
function groupWord(age: number): string {
  const label = AGE_GROUP_LABELS[auditionAgeGroup(age)];
  return label.split(" ")[0]!;
}

/** An age the forms accept or refuse (throws if the form disagrees with `accepted`). */
function formAge(age: number, accepted: boolean): number {
  const r = auditionFormSchema.safeParse({ fullName: "A", email: "a@example.com", phone: "1", age, parentName: "P", consent: true });
  const ageOk = !r.success ? !r.error.issues.some((i) => i.path[0] === "age") : true;
  if (ageOk !== accepted) throw new Error(`the audition form ${accepted ? "refuses" : "accepts"} age ${age}`);
  return age;
}

/** The talent form's most links (checked: one more is refused). */
const MAX_TALENT_LINKS = (() => {
  const make = (n: number) => Array.from({ length: n }, (_, i) => `https://example.com/${i}`);
  const base = { fullName: "A", email: "a@example.com", age: 20 };
  let n = 1;
  while (applicationSchemas.talent.safeParse({ ...base, links: make(n + 1) }).success) n++;
  if (!applicationSchemas.talent.safeParse({ ...base, links: make(n) }).success) throw new Error("talent form refuses one link");
  if (applicationSchemas.talent.safeParse({ ...base, links: [] }).success) throw new Error("talent form accepts no link");
  return n;
})();

const words: Record<number, string> = { 3: "three", 4: "four", 5: "five", 10: "ten", 15: "fifteen", 16: "sixteen", 20: "twenty", 48: "forty-eight", 90: "ninety" };
/** A number as digits or as a word. */
function num(n: number): Fact[] {
  const w = words[n];
  return w ? [new RegExp(`(?<!\\d)${n}(?!\\d)`), w] : [new RegExp(`(?<!\\d)${n}(?!\\d)`)];
}

const earlyBird = seedDiscountCode("VICTORIAEARLY20");
const earlyBirdEnd = (() => {
  if (!earlyBird.endsAt) throw new Error("the early bird has no end");
  const ends = new Date(earlyBird.endsAt);
  if (ends.getTime() <= EVAL_CLOCK.getTime()) throw new Error("the early bird has ended at the eval clock");
  const iso = ends.toLocaleDateString("en-CA", { timeZone: seedEvent("victoria-bc").timeZone });
  return isoDateFact(iso);
})();

if (refusal("SUMMER2025", "nashville", "core") !== "expired") throw new Error("SUMMER2025 is not expired at the clock");
if (!seedEvent("atlanta").isCancelled) throw new Error("atlanta is not cancelled");
if (seedEvent("london").startsOn !== null) throw new Error("london has a date");
for (const s of ["madison-wi", "dallas", "belgrade"]) if (seedEvent(s).venue) throw new Error(`${s} has a venue`);
if (!isMinor(16) || isMinor(18)) throw new Error("the minor rule moved");
const nhPro = seedEvent("new-hampshire").offers.nh_protrack_vip;
if (!nhPro?.requiresOneOf.includes("nh_full_weekend")) throw new Error("the NH VIP upgrade no longer needs a weekend ticket");
if (mentorshipCohort.startsOnPurchase) throw new Error("the mentorship cohort has started at the clock");
const niagaraNotes = seedVenue("niagara-falls").notes ?? "";
if (!/back of the building/.test(niagaraNotes)) throw new Error("the Niagara entrance note moved");

/** A reply that opens with "yes" (excluded when the answer is No) or with "no" (excluded when it is Yes). */
const startsYes = /^\s*(?:yes|yeah|yep|sure)\b/i;
const startsNo = /^\s*(?:no|nope)\b/i;
const noWord: Fact[] = [/\bno\b/i, /\bnot\b/i, /n't\b/i];
const junior = ["junior", "12 and under", "12 & under", "under 13"];
const senior = ["senior", "13 and up", "13 and older", "13+"];
/** A date as the pages word it ("December 1, 2025") as a fact. */
function textDateFact(text: string): RegExp {
  const m = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  const month = m ? MONTHS.indexOf(m[1]!) + 1 : 0;
  if (!m || month === 0) throw new Error(`bad date ${text}`);
  return isoDateFact(`${m[3]}-${String(month).padStart(2, "0")}-${m[2]!.padStart(2, "0")}`);
}
const cohortStart = textDateFact(mentorshipCohort.start);
const recurring = new RegExp(escapeRegExp(mentorshipCohort.recurringFrom.replace(/, \d{4}$/, "")), "i");

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning57SingleQuestions: readonly Single[] = [
  // prices and totals (12)
  { kind: "single", topic: "prices", ask: "how much is the core experience in nashville", expect: { includesAll: [priceFact("nashville", "core")] } },
  { kind: "single", topic: "prices", ask: "price for pro track at the sarasota one?", expect: { includesAll: [priceFact("sarasota", "pro")] } },
  { kind: "single", topic: "prices", ask: "spokane core day 1 cost?", expect: { includesAll: [priceFact("spokane", "core_day1")] } },
  { kind: "single", topic: "prices", ask: "how much is a ticket for niagara falls, the core one", expect: { includesAll: [priceFact("niagara-falls", "core")] } },
  { kind: "single", topic: "prices", ask: "i run a studio, need 5 core tickets for charleston wv. total?", expect: { includesAll: [totalFact("charleston-wv", "core", 5)] } },
  { kind: "single", topic: "prices", ask: "3 pro track tickets for orlando how much altogether", expect: { includesAll: [totalFact("orlando", "pro", 3)] } },
  { kind: "single", topic: "prices", ask: "how much is the 'just a class' option in cypress", expect: { includesAll: [priceFact("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices", ask: "victoria one class only price?", expect: { includesAll: [priceFact("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices", ask: "what does the boise masterclass on nov 7 cost, just the class", expect: { includesAll: [priceFact("boise-nov-7", "masterclass_only")] } },
  { kind: "single", topic: "prices", ask: "is the audition free or do i have to pay?", expect: { includesAll: [["free", moneyFact(formatMoney(seedPrice("seattle", "audition_only")))]], excludes: [/^\s*you (?:have to|do) pay/i] } },
  { kind: "single", topic: "prices", ask: "how much is core in london", expect: { includesAll: [priceFact("london", "core")] } },
  { kind: "single", topic: "prices", ask: "2 core tickets for boston, how much", expect: { includesAll: [totalFact("boston", "boston_core", 2)] } },

  // upgrades (3)
  { kind: "single", topic: "upgrades", ask: "i already bought core for orlando, how much more to switch to pro track?", expect: { includesAll: [moneyFact(boughtUpgrade("orlando", "core", "pro"))], excludes: boughtUpgrade("orlando", "core", "pro") === cartUpgrade("orlando", "core", "pro") ? [] : [moneyFact(cartUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "bought a core ticket for hartford already, whats the difference to go pro track", expect: { includesAll: [moneyFact(boughtUpgrade("hartford", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "can i buy the pro track vip upgrade in hudson nh without a weekend pass?", expect: { includesAll: [["weekend pass first", "full weekend pass", "balance payment"]], includesAny: noWord, excludes: [startsYes] } },

  // discount codes (4)
  { kind: "single", topic: "discounts", ask: "does SUMMER2025 still work?", expect: { includesAll: [["expired", "ended", "no longer", "not valid", "isn't valid", "not active", "no longer valid"]], excludes: [startsYes] } },
  { kind: "single", topic: "discounts", ask: "whats the core price in victoria with the early bird code", expect: { includesAll: [discountedFact("victoria-bc", "core", 1, "VICTORIAEARLY20")] } },
  { kind: "single", topic: "discounts", ask: "when does the victoria early bird end", expect: { includesAll: [earlyBirdEnd] } },
  { kind: "single", topic: "discounts", ask: "one core ticket in nashville with BRINGAFRIEND25, what do i pay", expect: { includesAll: [discountedFact("nashville", "core", 1, "BRINGAFRIEND25")] } },

  // dates (8)
  { kind: "single", topic: "dates", ask: "when is the seattle intensive", expect: { includesAll: [startFact("seattle")] } },
  { kind: "single", topic: "dates", ask: "what date is minneapolis", expect: { includesAll: [startFact("minneapolis")] } },
  { kind: "single", topic: "dates", ask: "is the springfield va one on a saturday or sunday?", expect: { includesAll: [weekday("springfield-va")] } },
  { kind: "single", topic: "dates", ask: "when's the buford ga event", expect: { includesAll: [startFact("hoschton")] } },
  { kind: "single", topic: "dates", ask: "is atlanta still happening?", expect: { includesAll: [["cancelled", "canceled"]], excludes: [startsYes] } },
  { kind: "single", topic: "dates", ask: "do you have a date for london yet", expect: { includesAll: [["to be determined", "tbd", "not yet", "to be announced", "not been set", "hasn't been set", "not set", "no date yet", "not announced"]] } },
  { kind: "single", topic: "dates", ask: "saratoga springs date pls", expect: { includesAll: [startFact("saratoga-springs")] } },
  { kind: "single", topic: "dates", ask: "what day of the week is the sarasota intensive", expect: { includesAll: [weekday("sarasota")] } },

  // venues (6)
  { kind: "single", topic: "venues", ask: "where is the nashville one held", expect: { includesAll: [[venueName("nashville"), street("nashville")]] } },
  { kind: "single", topic: "venues", ask: "whats the address for boone", expect: { includesAll: [street("boone")] } },
  { kind: "single", topic: "venues", ask: "which studio is the savannah intensive at?", expect: { includesAll: [venueName("savannah")] } },
  { kind: "single", topic: "venues", ask: "do you know the venue for madison wi yet", expect: { includesAll: [["coming soon", "not yet", "being confirmed", "not been confirmed", "hasn't been confirmed", "to be confirmed", "not confirmed", "tbd"]], excludes: [venueName("minneapolis")] } },
  { kind: "single", topic: "venues", ask: "niagara falls studio, which door do we use?", expect: { includesAll: [["back of the building", "at the back", "rear"]] } },
  { kind: "single", topic: "venues", ask: "where in spokane is it", expect: { includesAll: [[venueName("spokane"), street("spokane")]] } },

  // schedule (6)
  { kind: "single", topic: "schedule", ask: "what time do juniors check in at hartford", expect: { includesAll: [timeFact(slotTime("hartford", "juniors", "Check-in"))] } },
  { kind: "single", topic: "schedule", ask: "seattle seniors start time?", expect: { includesAll: [timeFact(slotTime("seattle", "seniors", "Check-in"))] } },
  { kind: "single", topic: "schedule", ask: "what time is the audition for seniors in nashville", expect: { includesAll: [timeFact(slotTime("nashville", "seniors", "Audition"))] } },
  { kind: "single", topic: "schedule", ask: "boise nov 7 masterclass, what time does the seniors class start", expect: { includesAll: [timeFact(slotTime("boise-nov-7", "seniors", "Masterclass: On-Camera Jazz"))] } },
  { kind: "single", topic: "schedule", ask: "in spokane when is stunts for dancers for the juniors", expect: { includesAll: [timeFact(slotTime("spokane", "juniors", "Stunts for Dancers"))] } },
  { kind: "single", topic: "schedule", ask: "how early should we get there", expect: { includesAll: [num(15)], includesAny: ["minute"] } },

  // ages and groups (6)
  { kind: "single", topic: "ages", ask: "my daughter is 10, which group is she in?", expect: { includesAll: [[groupWord(10), ...junior]], excludes: [/\bseniors? \(13/i] } },
  { kind: "single", topic: "ages", ask: "my son is 14 — juniors or seniors?", expect: { includesAll: [[groupWord(14), ...senior]], excludes: [/^\s*juniors?\b/i] } },
  { kind: "single", topic: "ages", ask: "in orlando my kid is 9, is that juniors?", expect: { includesAll: [["junior", "11 and under"]], excludes: [startsNo] } },
  { kind: "single", topic: "ages", ask: "sherwood saturday, are the ages split or all together?", expect: { includesAll: [["all ages", "together", "every age"]] } },
  { kind: "single", topic: "ages", ask: "how old do you have to be to shadow the choreographer", expect: { includesAll: [num(15)] } },
  { kind: "single", topic: "ages", ask: "can a 14 year old do the skeleton crew audition?", expect: { includesAll: [num(16)], includesAny: noWord, excludes: [startsYes] } },

  // auditions (5)
  { kind: "single", topic: "auditions", ask: "my daughter is 16, does she need a parent to register for the audition?", expect: { includesAll: [["parent", "guardian"]], excludes: [startsNo] } },
  { kind: "single", topic: "auditions", ask: "im 19, do i need a guardian on the form?", expect: { includesAll: [["under 18", "minors", "18"]], excludes: [startsYes] } },
  { kind: "single", topic: "auditions", ask: "if i audition am i guaranteed a role", expect: { includesAll: [["not guarantee", "doesn't guarantee", "does not guarantee", "no guarantee", "not guaranteed", "isn't guaranteed", "never guarantee"]], excludes: [startsYes] } },
  { kind: "single", topic: "auditions", ask: "can i just do the audition without the classes?", expect: { includesAll: [["audition only"]], excludes: [startsNo] } },
  { kind: "single", topic: "auditions", ask: "we cant make any tour date, can my son still be considered?", expect: { includesAll: [["submit talent", "submit your talent"]], excludes: [startsNo] } },

  // policies (6)
  { kind: "single", topic: "policies", ask: "can i get a refund if my daughter gets sick and cant go", expect: { includesAll: [["all sales are final", "all sales final", "sales are final"]], excludes: [startsYes] } },
  { kind: "single", topic: "policies", ask: "what happens if you cancel the event", expect: { includesAll: [["full refund"]] } },
  { kind: "single", topic: "policies", ask: "the date changed, how long do i have to respond?", expect: { includesAll: [num(48)], includesAny: ["hour"] } },
  { kind: "single", topic: "policies", ask: "does the credit expire?", expect: { includesAll: [["never expire", "does not expire", "doesn't expire", "no expir", "won't expire", "not expire"]], excludes: [startsYes] } },
  { kind: "single", topic: "policies", ask: "can i use two discount codes on one order", expect: { includesAll: [["once per order", "one code per order", "once per order"]] } },
  { kind: "single", topic: "policies", ask: "i paid in canadian dollars for niagara and got a credit, can i use it in seattle?", expect: { includesAll: [["currency", "canadian dollars", "CAD"]], includesAny: noWord, excludes: [startsYes] } },

  // what to bring / wear (3)
  { kind: "single", topic: "what to bring", ask: "what shoes should she bring", expect: { includesAll: [["sneaker"], ["jazz shoe"]] } },
  { kind: "single", topic: "what to bring", ask: "does he need a headshot to audition?", expect: { includesAll: [["not required", "neither is required", "isn't required", "not needed", "don't need", "doesn't need", "no need"]], excludes: [startsYes] } },
  { kind: "single", topic: "what to bring", ask: "should we pack lunch", expect: { includesAll: [["lunch", "snack"]], excludes: [startsNo] } },

  // footage and photos (2)
  { kind: "single", topic: "footage", ask: "when do we get the videos after", expect: { includesAll: [[...num(4), "four weeks"]], includesAny: ["week", "email"] } },
  { kind: "single", topic: "footage", ask: "i dont want my kid in your instagram posts, what do i do", expect: { includesAll: [["email", "hello@callboard.dance"]], includesAny: ["before the event", "before"] } },

  // what a ticket includes (4)
  { kind: "single", topic: "included", ask: "whats included in pro track vs core", expect: { includesAll: [["filmed for your reel", "reel"], ["personal feedback", "feedback"]] } },
  { kind: "single", topic: "included", ask: "does the audition only ticket include any classes?", expect: { includesAll: [["no classes", "not include", "doesn't include", "does not include", "without classes", "no class"]], excludes: [startsYes] } },
  { kind: "single", topic: "included", ask: "sherwood full weekend pass, what do you get", expect: { includesAll: [["both", "two days", "both days"]] } },
  { kind: "single", topic: "included", ask: "what do you get with hudson nh balance payment", expect: { includesAll: [["deposit"]], includesAny: ["weekend pass", "full weekend", "both days"] } },

  // city pages' own copy (2)
  { kind: "single", topic: "city pages", ask: "is boston different from the other cities?", expect: { includesAll: [["contemporary"]] } },
  { kind: "single", topic: "city pages", ask: "can anyone sign up for the hudson new hampshire weekend", expect: { includesAll: [["Granite Stage"]], excludes: [startsYes] } },

  // mentorship (3)
  { kind: "single", topic: "mentorship", ask: "how much is the elite circle mentorship on the nashville page", expect: { includesAll: [priceFact("nashville", "mentorship_elite")], includesAny: ["month", "/mo"] } },
  { kind: "single", topic: "mentorship", ask: "building mentorship price in niagara falls", expect: { includesAll: [priceFact("niagara-falls", "mentorship_building")] } },
  { kind: "single", topic: "mentorship", ask: "if i join mentorship now when does it actually start", expect: { includesAll: [cohortStart] } },

  // Acting for Dancers (2)
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers private session price?", expect: { includesAll: [priceFact("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers in person or online", expect: { includesAll: [["online", "virtual", "over video"]], excludes: [/^\s*in person\b/i] } },

  // scholarships and forms (3)
  { kind: "single", topic: "forms", ask: "when do scholarship applications close", expect: { includesAll: [[...num(3), "three weeks"]], includesAny: ["week"] } },
  { kind: "single", topic: "forms", ask: "how many links can i put on the submit talent form", expect: { includesAll: [num(MAX_TALENT_LINKS)] } },
  { kind: "single", topic: "forms", ask: "does the scholarship cover travel or hotel?", expect: { includesAll: [["don't cover", "do not cover", "doesn't cover", "does not cover", "not cover", "not covered"]], excludes: [startsYes] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: things the site does not state

export const tuning57OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "any hotels near the hartford studio you recommend?", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there parking at the boone studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell leotards or dance shoes", expect: { notSure: true } },
  { kind: "off-topic", ask: "closest airport to boise?", expect: { notSure: true } },
  { kind: "off-topic", ask: "is the boston studio wheelchair accessible", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a good competition team in orlando for my 11 yr old", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good places to eat near the savannah studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "how do i get my daughter an agent in LA", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations that lean on the turn before

export const tuning57Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A studio owner pricing Cypress for her team",
    turns: [
      { ask: "how much is core in cypress", expect: { includesAll: [priceFact("cypress", "core")] } },
      { ask: "and for 6 of my dancers?", expect: { includesAll: [totalFact("cypress", "core", 6)] } },
      { ask: "what about pro track for 2 of them", expect: { includesAll: [totalFact("cypress", "pro", 2)] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent in Victoria with the early bird",
    turns: [
      { ask: "when is the victoria bc one", expect: { includesAll: [startFact("victoria-bc")] } },
      { ask: "price for core?", expect: { includesAll: [priceFact("victoria-bc", "core")] } },
      { ask: "and for two with the early bird code?", expect: { includesAll: [discountedFact("victoria-bc", "core", 2, "VICTORIAEARLY20")] } },
    ],
  },
  {
    kind: "conversation",
    title: "The Sherwood weekend",
    turns: [
      { ask: "when is sherwood", expect: { includesAll: [startFact("sherwood"), [endFact("sherwood"), /\b25\b/]] } },
      { ask: "is sunday split by age?", expect: { includesAll: [["junior", "12 and under"], ["senior", "13 and up"]], excludes: [startsNo] } },
      { ask: "how much for both days", expect: { includesAll: [priceFact("sherwood", "weekend_pass")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship billing",
    turns: [
      { ask: "what mentorship levels are there", expect: { includesAll: ["Building", ["Pro / Growth", "Pro/Growth", "Growth"], "Elite Circle"] } },
      { ask: "when does it start", expect: { includesAll: [cohortStart] } },
      { ask: "can i cancel after the first month?", expect: { includesAll: [[...num(mentorshipCohort.minimumTermMonths), `${mentorshipCohort.minimumTermMonths}-month`]], includesAny: ["minimum", recurring] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston: place, guest teacher, seniors' time",
    turns: [
      { ask: "where is the boston intensive", expect: { includesAll: [[venueName("boston"), street("boston")]] } },
      { ask: "who teaches the contemporary class there", expect: { includesAll: ["Liora Vantassel"] } },
      { ask: "what time do the seniors check in", expect: { includesAll: [timeFact(slotTime("boston", "seniors", "Check-in"))] } },
    ],
  },
];

/** Checks at load: the ages asked about are ones the audition form takes. */
formAge(10, true);
formAge(19, true);

export const tuning57QuestionCount =
  tuning57SingleQuestions.length + tuning57OffTopicQuestions.length + tuning57Conversations.reduce((n, c) => n + c.turns.length, 0);
