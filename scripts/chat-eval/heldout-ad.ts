/**
 * Held-out evaluation set AD (issue 40): parents, dancers and studio owners, before and after buying.
 * Written from the spec, the seed catalog, the site's content pages, domain rules and form schemas only,
 * apart from the answerer. Every figure is computed from the seed with the site's own functions; copy
 * facts are short phrases from the site's pages with ordinary alternatives. The clock is 2025-09-01.
 */
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  EVAL_CLOCK,
  MONTHS,
  boughtUpgrade,
  cartUpgrade,
  escapeRegExp,
  mentorshipCohort,
  seed,
  seedDiscountCode,
  seedEvent,
  seedOffer,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";
import { AGE_GROUP_LABELS, ADULT_AGE, auditionAgeGroup } from "~/domain/age-groups";
import { applyDiscounts, checkCode, type DiscountCodeRule } from "~/domain/discounts";
import { formatMoney, toMinor, type Money } from "~/domain/money";
import { applicationMessages } from "~/features/applications/application-schemas";
import { auditionMessages } from "~/features/auditions/audition-schema";
import { scheduleCopy } from "~/content/schedule";
import { UPGRADE_LINK_DAYS } from "~/domain/ticket-upgrade";

type ADTopic =
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
  | "what's included"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and submit talent";

interface ADSingle {
  kind: "single";
  topic: ADTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Figures from the seed

/** A money figure as a pattern that does not match inside a larger number; Canadian prices accept "$227" too. */
function moneyFact(m: Money): RegExp {
  const text = formatMoney(m);
  if (m.currency === "CAD") {
    const num = text.replace(/^-?C\$/, "");
    return new RegExp(`(?:C\\$|CA\\$|\\$)\\s?${escapeRegExp(num)}(?!\\d|,\\d)`);
  }
  return new RegExp(escapeRegExp(text) + "(?!\\d|,\\d)");
}

/** A printed figure ("$240", "C$297") as a pattern. */
function printedFact(text: string): RegExp {
  const cad = /^C\$(.+)$/.exec(text);
  if (cad) return new RegExp(`(?:C\\$|CA\\$|\\$)\\s?${escapeRegExp(cad[1]!)}(?!\\d|,\\d)`);
  return new RegExp(escapeRegExp(text) + "(?!\\d|,\\d)");
}

const priceFact = (slug: string, tier: string) => moneyFact(seedPrice(slug, tier));

/** A seeded discount code as the discount rules see it. */
function codeRule(code: string): DiscountCodeRule {
  const d = seedDiscountCode(code);
  return {
    code: d.code,
    discountType: d.percentOff !== undefined ? "percentage" : "fixed",
    value: d.percentOff ?? toMinor(d.amount ?? 0),
    currency: d.currency ?? null,
    eligibleTiers: d.eligibleTiers ?? [],
    cityRestriction: d.city ?? null,
    customerTag: d.customerTag ?? null,
    description: d.description,
    startsAt: d.startsAt ? new Date(d.startsAt) : null,
    endsAt: d.endsAt ? new Date(d.endsAt) : null,
    maxUses: d.maxUses ?? null,
    usesCount: 0,
    isActive: true,
  };
}

/** Why a code is refused for these tiers at this stop at the eval clock (null when it may be used). */
function refusal(code: string, slug: string, tierKeys: readonly string[]): string | null {
  const r = checkCode(codeRule(code), { eventSlug: slug, currency: seedEvent(slug).currency, tierKeys, now: EVAL_CLOCK });
  return r.ok ? null : r.reason;
}

function expectRefusal(code: string, slug: string, tierKeys: readonly string[], reason: string): void {
  const got = refusal(code, slug, tierKeys);
  if (got !== reason) throw new Error(`${code} at ${slug} for ${tierKeys.join(",")}: expected ${reason}, got ${got ?? "ok"}`);
}

/** The cart total for several tickets at a stop, with codes, by the site's discount rules. */
function total(slug: string, items: ReadonlyArray<readonly [string, number]>, codes: readonly string[] = []): Money {
  const lines = items.map(([tierKey, quantity]) => ({ tierKey, unitPriceMinor: seedPrice(slug, tierKey).amountMinor, quantity }));
  for (const c of codes) {
    const why = refusal(c, slug, items.map(([t]) => t));
    if (why) throw new Error(`${c} cannot be used at ${slug}: ${why}`);
  }
  const result = applyDiscounts(lines, codes.map(codeRule));
  return { amountMinor: result.totalMinor, currency: seedEvent(slug).currency };
}

const totalFact = (slug: string, items: ReadonlyArray<readonly [string, number]>, codes: readonly string[] = []) =>
  moneyFact(total(slug, items, codes));

/** A calendar date ("2025-11-09") as "November 9" / "Nov 9". */
function isoDateFact(iso: string): RegExp {
  const [, m, d] = iso.split("-").map(Number) as [number, number, number];
  const month = MONTHS[m - 1]!;
  return new RegExp(`(?:${month}|${month.slice(0, 3)})\\.? ${d}(?!\\d)`, "i");
}

function startsOn(slug: string): string {
  const s = seedEvent(slug).startsOn;
  if (!s) throw new Error(`${slug} has no date`);
  return s;
}

const dateFact = (slug: string) => isoDateFact(startsOn(slug));

function weekday(slug: string): RegExp {
  const name = new Date(`${startsOn(slug)}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
  return new RegExp(name, "i");
}

/** "1:00 PM" as a pattern that also accepts "1 pm", "1:00pm", "1 p.m."; not inside "11:00". */
function timeFact(time: string): RegExp {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!m) throw new Error(`not a time: ${time}`);
  const [, h, mm, ap] = m;
  const minutes = mm === "00" ? "(?::00)?" : `:${mm}`;
  return new RegExp(`(?<!\\d)${h}${minutes}\\s*${ap![0]}\\.?\\s*m`, "i");
}

/** The time of an activity in a stop's schedule, for one group (or a table title), on a day (0-based). */
function slotTime(slug: string, who: string, activity: string, dayIndex = 0): string {
  const days = seedEvent(slug).page.schedule.days;
  const table = days[dayIndex]?.tables.find((t) => t.group === who || t.title === who);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug}: no ${activity} for ${who} on day ${dayIndex}`);
  return slot.time;
}

const slotFact = (slug: string, who: string, activity: string, dayIndex = 0) => timeFact(slotTime(slug, who, activity, dayIndex));

/** The word before a label's bracket: "Juniors (12 and under)" -> "Juniors". */
const groupWord = (label: string) => new RegExp(label.split(" ")[0]!.replace(/s$/, ""), "i");

function firstNumber(text: string, pattern: RegExp, index = 1): number {
  const m = pattern.exec(text);
  if (!m?.[index]) throw new Error(`no number in "${text}"`);
  return Number(m[index]);
}

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen"];
/** A small number as digits or as a word. */
const numFact = (n: number): RegExp =>
  new RegExp(`(?<![\\d,])${n}(?!\\d)${numberWords[n] ? `|\\b${numberWords[n]}\\b` : ""}`, "i");

const saysNo: Fact = /^\s*no\b(?![\s,]+(?:problem|worries))/i;
const saysYes: Fact = /^\s*yes\b/i;

// Ages and form limits, from the forms' own messages and rules
const [MIN_AGE, MAX_AGE] = [firstNumber(auditionMessages.age, /\((\d+)-(\d+)\)/), firstNumber(auditionMessages.age, /\((\d+)-(\d+)\)/, 2)];
if (!(16 < ADULT_AGE)) throw new Error("a 16-year-old is expected to be a minor");
const MAX_LINKS = firstNumber(applicationMessages.tooManyLinks, /no more than (\d+)/);
const STORY_MIN = firstNumber(applicationMessages.story, /(\d+) to (\d+)/);
const STORY_MAX = firstNumber(applicationMessages.story, /(\d+) to (\d+)/, 2);

// Age groups
const hartfordGroup12 = AGE_GROUP_LABELS[auditionAgeGroup(12)];
if (seedEvent("hartford").page.schedule.ageGroups !== "juniors_seniors") throw new Error("hartford is expected to use juniors/seniors");
const orlandoScheme = seedEvent("orlando").page.schedule.ageGroups;
if (orlandoScheme !== "eleven_and_twelve_plus") throw new Error("orlando is expected to split 11 and under / 12 to adult");
const orlandoJuniorMax = firstNumber(scheduleCopy.ageGroups[orlandoScheme].juniors, /(\d+) and under/);
const orlandoGroup12 = 12 <= orlandoJuniorMax ? scheduleCopy.ageGroups[orlandoScheme].juniors : scheduleCopy.ageGroups[orlandoScheme].seniors;
const nashvilleScheme = seedEvent("nashville").page.schedule.ageGroups;
const nashvilleJuniorMax = firstNumber(scheduleCopy.ageGroups[nashvilleScheme].juniors, /(\d+) and under/);
if (!(10 <= nashvilleJuniorMax && 14 > nashvilleJuniorMax)) throw new Error("nashville: 10 and 14 are expected in different groups");

// Opportunities
function opportunityMinAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  if (!o) throw new Error(`no opportunity ${slug}`);
  const line = o.details.find((d) => /Ages \d+ and up/.test(d));
  if (!line) throw new Error(`${slug} states no age`);
  return firstNumber(line, /Ages (\d+) and up/);
}

// Codes and their refusals at the eval clock
expectRefusal("BRINGAFRIEND25", "nashville", ["pro"], "not_eligible");
if (refusal("BRINGAFRIEND25", "nashville", ["core"]) !== null) throw new Error("BRINGAFRIEND25 is expected to work on Nashville core");
expectRefusal("PROTRACK50", "springfield-va", ["pro"], "wrong_city");
expectRefusal("SUMMER2025", "seattle", ["core"], "expired");
const victoriaCodeEnds = seedDiscountCode("VICTORIAEARLY20").endsAt;
if (!victoriaCodeEnds) throw new Error("VICTORIAEARLY20 has no end");
const victoriaCodeEndFact = isoDateFact(victoriaCodeEnds.slice(0, 10));
const summerEnds = seedDiscountCode("SUMMER2025").endsAt;
if (!summerEnds) throw new Error("SUMMER2025 has no end");

// Credits stay in their currency
if (seedEvent("niagara-falls").currency === seedEvent("boise").currency) throw new Error("niagara and boise are expected to differ in currency");

// Sherwood's pass is cheaper than two single days
if (!(seedPrice("sherwood", "weekend_pass").amountMinor < seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor))
  throw new Error("sherwood weekend pass is expected to be cheaper than two days");

// Cancelled stop
if (!seedEvent("atlanta").isCancelled) throw new Error("atlanta is expected to be cancelled");

// Venue still to be confirmed
if (seedEvent("dallas").venue) throw new Error("dallas is expected to have no venue yet");

// Upgrade and order limits
const orlandoBought = boughtUpgrade("orlando", "core", "pro");
const orlandoCart = cartUpgrade("orlando", "core", "pro");
if (orlandoBought === orlandoCart) throw new Error("orlando's bought upgrade is expected to differ from the cart's swap");
const maxCore = seedOffer("minneapolis", "core").maxPerOrder;
const requiresForVip = seedOffer("new-hampshire", "nh_protrack_vip").rule.requiresOneOf;
if (!requiresForVip.includes("nh_full_weekend")) throw new Error("the NH VIP upgrade is expected to require the weekend pass");

// Mentorship cohort at the eval clock
if (mentorshipCohort.startsOnPurchase) throw new Error("the mentorship cohort is expected to start later than the eval clock");
/** "December 1, 2025" as "December 1" / "Dec 1" / "December 1st". */
function cohortDateFact(text: string): RegExp {
  const m = /^([A-Z][a-z]+) (\d{1,2}), \d{4}$/.exec(text);
  if (!m || !MONTHS.includes(m[1]!)) throw new Error(`not a date: ${text}`);
  return new RegExp(`(?:${m[1]}|${m[1]!.slice(0, 3)})\\.? ${m[2]}(?!\\d)`, "i");
}
const cohortStart = cohortDateFact(mentorshipCohort.start);
const cohortRecurring = cohortDateFact(mentorshipCohort.recurringFrom);

// Venue names
const minneapolisStudio = seedVenue("minneapolis").name;
const niagaraNotes = seedVenue("niagara-falls").notes ?? "";
if (!/back of the building/.test(niagaraNotes)) throw new Error("niagara's venue note is expected to mention the back of the building");

const notFinal = [/all sales (are )?final/i, /final sale/i, /non-refundable/i, /no refunds?/i, /(?:not|isn'?t|aren'?t) refundable/i, /(?:can'?t|cannot|don'?t|do not|won'?t|will not|unable to|not able to) (?:be )?refund/i, /not refunded/i];
const notGuaranteed = [/not guarantee/i, /n'?t guarantee/i, /no guarantee/i, /never guarantee/i, /not guaranteed/i, /isn'?t guaranteed/i, /no (role|part|callback|job)\b[^.]*\bguaranteed/i];
const neverExpires = [/never expire/i, /(?:does not|doesn'?t|won'?t|will not|do not|don'?t) (?:ever )?expire/i, /non-expiring/i, /no expir/i, /without (?:an )?expir/i];
/** "3-month minimum", "three months", "minimum of 3 months". */
const minimumTermFact = new RegExp(`(?<![\\d,])(?:${mentorshipCohort.minimumTermMonths}|${numberWords[mentorshipCohort.minimumTermMonths] ?? "-"})[- ]?months?`, "i");

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutADSingleQuestions: readonly ADSingle[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in nashville", expect: { includesAll: [priceFact("nashville", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "my 2 daughters want the core day in boone nc, what's the total for both?", expect: { includesAll: [totalFact("boone", [["core", 2]])] } },
  { kind: "single", topic: "prices and totals", ask: "im a studio owner, can i buy 12 core experience tickets for minneapolis in one order?", expect: { includesAll: [numFact(maxCore)], excludes: [saysYes] } },
  { kind: "single", topic: "prices and totals", ask: "victoria one class only ticket price?", expect: { includesAll: [priceFact("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices and totals", ask: "sherwood: is the full weekend pass cheaper than buying saturday and sunday seperately?", expect: { includesAll: [priceFact("sherwood", "weekend_pass"), [totalFact("sherwood", [["core_day1", 1], ["core_day2", 1]]), /cheaper/i, /\bsav/i, /\bless\b/i, /10%/, /better (value|deal)/i, /best value/i]], excludes: [saysNo] } },
  { kind: "single", topic: "prices and totals", ask: "3 pro track tickets for cypress tx, how much all together?", expect: { includesAll: [totalFact("cypress", [["pro", 3]])] } },
  { kind: "single", topic: "prices and totals", ask: "the boise masterclass on november 7, how much is pro track there", expect: { includesAll: [priceFact("boise-nov-7", "pro")] } },

  // upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "we already bought a core ticket for orlando. how much more to upgrade to pro track?",
    expect: { includesAll: [printedFact(orlandoBought)], excludes: [printedFact(orlandoCart)] },
  },
  { kind: "single", topic: "upgrades", ask: "i have core in my cart for seattle, if i swap it for pro track how much more is that", expect: { includesAll: [printedFact(cartUpgrade("seattle", "core", "pro"))] } },
  {
    kind: "single",
    topic: "upgrades",
    ask: "bought core for charleston wv last week. can my son still upgrade to pro track and what would it cost?",
    expect: { includesAll: [printedFact(boughtUpgrade("charleston-wv", "core", "pro"))], excludes: [saysNo] },
  },
  { kind: "single", topic: "upgrades", ask: "how long does the upgrade link you email me work for", expect: { includesAll: [[numFact(UPGRADE_LINK_DAYS), /\b(?:two|2) weeks\b/i]] } },
  {
    kind: "single",
    topic: "upgrades",
    ask: "new hampshire: can i buy just the pro track vip upgrade without the weekend pass?",
    expect: { includesAll: [[/full weekend pass/i, /weekend pass/i, /balance payment/i]], excludes: [saysYes] },
  },
  { kind: "single", topic: "upgrades", ask: "how much is the pro track vip upgrade for the hudson nh weekend", expect: { includesAll: [priceFact("new-hampshire", "nh_protrack_vip")] } },

  // discount codes
  { kind: "single", topic: "discount codes", ask: "does BRINGAFRIEND25 work on a pro track ticket?", expect: { includesAll: [/core/i], excludes: [saysYes] } },
  { kind: "single", topic: "discount codes", ask: "can i use bringafriend25 on a core ticket in nashville?", expect: { includesAll: [/\$25(?!\d)/], excludes: [saysNo] } },
  { kind: "single", topic: "discount codes", ask: "can i use PROTRACK50 for springfield va", expect: { includesAll: [/hartford/i], excludes: [saysYes] } },
  {
    kind: "single",
    topic: "discount codes",
    ask: "is the SUMMER2025 code still good?",
    expect: { includesAll: [[/expired/i, /ended/i, /no longer/i, isoDateFact(summerEnds.slice(0, 10)), /not (valid|active)/i, /isn'?t (valid|active)/i]], excludes: [saysYes] },
  },
  { kind: "single", topic: "discount codes", ask: "2 core tickets in victoria with the early bird code, total please", expect: { includesAll: [totalFact("victoria-bc", [["core", 2]], ["VICTORIAEARLY20"])] } },
  { kind: "single", topic: "discount codes", ask: "hartford pro track with PROTRACK50, what do i pay", expect: { includesAll: [totalFact("hartford", [["pro", 1]], ["PROTRACK50"])] } },
  { kind: "single", topic: "discount codes", ask: "2 core tickets for savannah using BRINGAFRIEND25 — total?", expect: { includesAll: [totalFact("savannah", [["core", 2]], ["BRINGAFRIEND25"])] } },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the seattle intensive", expect: { includesAll: [dateFact("seattle")] } },
  { kind: "single", topic: "dates and venues", ask: "what day of the week is the charleston wv one", expect: { includesAll: [weekday("charleston-wv")] } },
  { kind: "single", topic: "dates and venues", ask: "whats the address of the sarasota studio?", expect: { includesAll: [new RegExp(escapeRegExp(street("sarasota")).replace(/St$/, "St(?:reet)?\\b"), "i")] } },
  { kind: "single", topic: "dates and venues", ask: "which studio is minneapolis at", expect: { includesAll: [new RegExp(escapeRegExp(minneapolisStudio), "i")] } },
  { kind: "single", topic: "dates and venues", ask: "is the atlanta intensive still on? we were hoping to go", expect: { includesAll: [/cancel/i], excludes: [saysYes] } },
  { kind: "single", topic: "dates and venues", ask: "where is the dallas event held", expect: { includesAll: [[/coming soon/i, /not (yet )?(been )?(confirmed|announced)/i, /n'?t (yet )?(been )?(confirmed|announced)/i, /still being confirmed/i, /to be (confirmed|announced)/i, /yet to be/i, /TBA|TBD/]] } },
  { kind: "single", topic: "dates and venues", ask: "niagara falls studio — how do we get in, is it the front door?", expect: { includesAll: [/back/i] } },
  { kind: "single", topic: "dates and venues", ask: "boston intensive is on what day of the week?", expect: { includesAll: [weekday("boston")] } },
  { kind: "single", topic: "dates and venues", ask: "saratoga springs is dec 6 or dec 7?", expect: { includesAll: [dateFact("saratoga-springs")] } },

  // schedule and groups
  { kind: "single", topic: "schedule and groups", ask: "my daughter is 12, does she dance with the juniors or the seniors in hartford?", expect: { includesAll: [[groupWord(hartfordGroup12), /12 (and|or) under/i, /12 and younger/i]] } },
  { kind: "single", topic: "schedule and groups", ask: "my son just turned 12 and we're doing orlando. which group is he in?", expect: { includesAll: [[groupWord(orlandoGroup12), /12[- ]to[- ]adult/i, /12 and (up|over|older)/i, /12\+/]] } },
  { kind: "single", topic: "schedule and groups", ask: "what time is check in for seniors in sarasota", expect: { includesAll: [slotFact("sarasota", "seniors", "Check-in")] } },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "on the sherwood saturday do all the ages dance together?",
    expect: { includesAll: [[/all ages/i, /together/i, /every age/i]], excludes: [saysNo] },
  },
  { kind: "single", topic: "schedule and groups", ask: "hudson nh weekend — are the juniors in studio 1 or studio 2?", expect: { includesAll: [/studio 1/i] } },
  { kind: "single", topic: "schedule and groups", ask: "spokane seniors, when is the dinner break", expect: { includesAll: [slotFact("spokane", "seniors", "Dinner break")] } },

  // ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: `my daughter is ${MIN_AGE - 1}, can she register for the audition?`,
    expect: { includesAll: [numFact(MIN_AGE)], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my son is 16, do i need to be on the registration as his parent?",
    expect: { includesAll: [[/parent/i, /guardian/i], [numFact(ADULT_AGE), /\bminors?\b/i]], excludes: [saysNo] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can my daughter's friend from a different studio come to the new hampshire weekend with us?",
    expect: { includesAll: [[/granite stage/i, /alumni/i]], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "she's only been dancing a year, can beginners come?",
    expect: { includesAll: [[/all levels/i, /every level/i, /everyone belongs/i, /recreational/i, /any level/i, /beginners? (are|is) (welcome|invited)/i, /whatever (her|their|your) level/i]], excludes: [saysNo] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "how old do you have to be for the skeleton crew audition",
    expect: { includesAll: [numFact(opportunityMinAge("skeleton-crew-audition-registration"))] },
  },

  // auditions
  { kind: "single", topic: "auditions", ask: "we already have core tickets, is the audition free or extra?", expect: { includesAll: [/free/i] } },
  {
    kind: "single",
    topic: "auditions",
    ask: "if my daughter auditions is she guaranteed a part in something?",
    expect: { includesAll: [notGuaranteed], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "can he audition without a headshot? we dont have one",
    expect: { includesAll: [[/not required/i, /n'?t required/i, /neither is required/i, /no headshot/i, /don'?t need/i, /do not need/i, /doesn'?t need/i, /does not need/i, /optional/i, /not necessary/i, /n'?t necessary/i, /neither\b[^.]*\brequired/i, /(?:not|n'?t) needed/i]] },
  },
  { kind: "single", topic: "auditions", ask: "how early should we get there for the audition", expect: { includesAll: [numFact(15)] } },
  { kind: "single", topic: "auditions", ask: "we cant make any of the tour dates. can she still be seen somehow?", expect: { includesAll: [/submit[ -]talent/i] } },

  // refunds, credits and changes
  {
    kind: "single",
    topic: "refunds, credits and changes",
    ask: "bought tickets for my daughter but she sprained her ankle and can't go. can i get a refund?",
    expect: { includesAll: [notFinal], excludes: [saysYes] },
  },
  { kind: "single", topic: "refunds, credits and changes", ask: "if you guys cancel the event do i get my money back?", expect: { includesAll: [[/full refund/i, /refund(?:ed)? in full/i, /refund(?:ed)? (?:to|on) (?:the|your) original/i]], excludes: [saysNo] } },
  {
    kind: "single",
    topic: "refunds, credits and changes",
    ask: "our date moved and i didnt answer the email in time. what happens to my ticket after the 48 hours?",
    expect: { includesAll: [/credit/i, neverExpires] },
  },
  { kind: "single", topic: "refunds, credits and changes", ask: "how long do i have to reply if the date of my event changes", expect: { includesAll: [/48|forty-eight/i] } },
  {
    kind: "single",
    topic: "refunds, credits and changes",
    ask: "we have a credit from niagara falls, can we use it for boise instead?",
    expect: { includesAll: [[/currenc/i, /canadian dollars?/i, /\bCAD\b/, /US dollars?/i, /\bUSD\b/]], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "refunds, credits and changes",
    ask: "can i get my credit paid out as cash instead?",
    expect: { includesAll: [/cash/i], excludes: [saysYes] },
  },
  { kind: "single", topic: "refunds, credits and changes", ask: "i got a credit code by email, how do i use it", expect: { includesAll: [[/promo/i, /code (field|box)/i, /discount code/i]] } },
  {
    kind: "single",
    topic: "refunds, credits and changes",
    ask: "my daughter didnt use her mentorship calls this month, can we get that month refunded?",
    expect: { includesAll: [[...notFinal, /aren'?t refunded/i, /won'?t be refunded/i, /no refund/i]], excludes: [saysYes] },
  },

  // what to bring and wear
  { kind: "single", topic: "what to bring and wear", ask: "what shoes does my daughter need", expect: { includesAll: [/sneaker/i, /jazz shoe/i] } },
  {
    kind: "single",
    topic: "what to bring and wear",
    ask: "can she just wear the sneakers she walks in with on the studio floor?",
    expect: { includesAll: [[/outside/i, /outdoor/i, /street shoes/i]], excludes: [saysYes] },
  },
  { kind: "single", topic: "what to bring and wear", ask: "should we pack lunch or is food provided", expect: { includesAll: [/lunch/i], excludes: [/\b(?:food|lunch|meals?|snacks?) (?:is|are|will be) (?:provided|included)/i] } },

  // footage and photos
  {
    kind: "single",
    topic: "footage and photos",
    ask: "will we get videos of her dancing after the event?",
    expect: { includesAll: [/email/i, [/four weeks/i, /4 weeks/i]] },
  },
  {
    kind: "single",
    topic: "footage and photos",
    ask: "i dont want my kid in your social media posts. is that possible?",
    expect: { includesAll: [/email/i, /before/i], excludes: [saysNo] },
  },
  { kind: "single", topic: "footage and photos", ask: "is the audition filmed too or just the classes", expect: { includesAll: [/film/i, [saysYes, /\bboth\b/i, /\btoo\b/i, /\balso\b/i, /as well/i, /auditions? (?:is|are) filmed/i]], excludes: [/not filmed/i, /isn.t filmed/i, /only the class/i] } },
  {
    kind: "single",
    topic: "footage and photos",
    ask: "the cinematic demo reel — is that something i just add to the cart and buy?",
    expect: { includesAll: [/appl/i], excludes: [saysYes] },
  },

  // city pages
  { kind: "single", topic: "city pages", ask: "whats different about the boston one", expect: { includesAll: [/contemporary/i] } },
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston?", expect: { includesAll: [/Liora Vantassel/i] } },
  {
    kind: "single",
    topic: "city pages",
    ask: "spokane: can we do core day 1 on the sunday instead?",
    expect: { includesAll: [[dateFact("spokane"), weekday("spokane")]], excludes: [saysYes] },
  },
  { kind: "single", topic: "city pages", ask: "in boston is the contemporary class included in the ticket or extra?", expect: { includesAll: [[/included/i, /same ticket/i, /part of (?:your|the) (?:ticket|day)/i, /no extra (?:cost|charge)/i, /at no (?:extra|additional)/i, /not (?:an )?extra/i, /isn'?t (?:an )?extra/i]] } },

  // what's included
  {
    kind: "single",
    topic: "what's included",
    ask: "whats the difference between core and pro track",
    expect: { includesAll: [[/reel/i, /filmed/i], [/feedback/i, /priority/i]] },
  },
  {
    kind: "single",
    topic: "what's included",
    ask: "does the audition only option include any classes?",
    expect: { includesAll: [[/class/i, /just the audition/i, /only the audition/i]], excludes: [saysYes] },
  },
  { kind: "single", topic: "what's included", ask: "who is the balance payment in new hampshire for?", expect: { includesAll: [/deposit/i] } },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers in person or online", expect: { includesAll: [[/online/i, /virtual/i]] } },
  { kind: "single", topic: "acting for dancers", ask: "how much is the acting for dancers 3 pack", expect: { includesAll: [priceFact("acting-for-dancers", "afd_3pack")] } },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "whats the minimum commitment for mentorship", expect: { includesAll: [minimumTermFact] } },
  {
    kind: "single",
    topic: "mentorship",
    ask: "if my daughter cancels elite circle after just one month, do we stop being charged right away?",
    expect: { includesAll: [minimumTermFact], excludes: [saysYes] },
  },

  // scholarships and submit talent
  { kind: "single", topic: "scholarships and submit talent", ask: "when do scholarship applications close for a city", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
  {
    kind: "single",
    topic: "scholarships and submit talent",
    ask: "would a scholarship cover our hotel and travel?",
    expect: { includesAll: [[/travel/i, /accommodation/i, /hotel/i]], excludes: [saysYes] },
  },
  { kind: "single", topic: "scholarships and submit talent", ask: "how many links can i add on the submit talent form", expect: { includesAll: [numFact(MAX_LINKS)] } },
  {
    kind: "single",
    topic: "scholarships and submit talent",
    ask: "how long does the 'tell us about yourself' part of the scholarship form have to be?",
    expect: { includesAll: [new RegExp(`(?<!\\d)${STORY_MIN}(?!\\d)`), new RegExp(`(?<!\\d)(?:${STORY_MAX}|${STORY_MAX.toLocaleString("en-US")})(?!\\d)`)] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: things the site does not state

export const heldoutADOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november? should we bring rain jackets", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there parking at the boston studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a hotel near the orlando studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell dance shoes or costumes", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you do birthday party packages for a studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats a good stretching routine to get my splits", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there a direct flight to boise from LA", expect: { notSure: true } },
  { kind: "off-topic", ask: "can my daughter get school credit for going to the intensive", expect: { notSure: true } },
  { kind: "off-topic", ask: "which talent agent should my son sign with", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

const nashvilleSeniorCheckIn = slotFact("nashville", "seniors", "Check-in");

export const heldoutADConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent with two children at Nashville",
    turns: [
      { ask: "my kids are 10 and 14 and we're going to nashville. which groups will they be in?", expect: { includesAll: [/junior/i, /senior/i] } },
      { ask: "ok and core experience for both of them, total?", expect: { includesAll: [totalFact("nashville", [["core", 2]])] } },
      { ask: "what time does the older one need to check in", expect: { includesAll: [nashvilleSeniorCheckIn] } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner buying for five dancers at Victoria",
    turns: [
      { ask: "im a studio owner bringing 5 dancers to victoria bc for core experience. how much before any discount?", expect: { includesAll: [totalFact("victoria-bc", [["core", 5]])] } },
      { ask: "and with the early bird code?", expect: { includesAll: [totalFact("victoria-bc", [["core", 5]], ["VICTORIAEARLY20"])] } },
      { ask: "until when can i use that code", expect: { includesAll: [victoriaCodeEndFact] } },
    ],
  },
  {
    kind: "conversation",
    title: "After buying Orlando, plans may change",
    turns: [
      { ask: "just bought core for orlando. what date and day is it again?", expect: { includesAll: [dateFact("orlando"), weekday("orlando")] } },
      { ask: "if you move the date and we can't come, then what?", expect: { includesAll: [/48|forty-eight/i, [/refund/i, /money back/i]] } },
      {
        ask: "and if i miss those 48 hours?",
        expect: { includesAll: [/credit/i, neverExpires] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A dancer choosing an Acting for Dancers path",
    turns: [
      { ask: "how much is the acting for dancers starter path", expect: { includesAll: [priceFact("acting-for-dancers", "afd_starter")] } },
      { ask: "is that a monthly subscription?", expect: { includesAll: [[/one-time/i, /one time/i, /(?:not|never|isn'?t) (?:a )?(?:monthly )?subscription/i, /pay once/i, /single payment/i]], excludes: [saysYes] } },
      {
        ask: "what about the steady growth one, how much and how many weeks",
        expect: { includesAll: [priceFact("acting-for-dancers", "afd_steady_growth"), [/eight/i, /\b8\b/]] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A parent asking about mentorship for her daughter",
    turns: [
      { ask: "what mentorship levels are there", expect: { includesAll: [/building/i, /growth/i, /elite circle/i] } },
      { ask: "how much is elite circle on the boston page?", expect: { includesAll: [priceFact("boston", "mentorship_elite")] } },
      { ask: "if she signs up now when does it actually start, and from when do the monthly payments recur?", expect: { includesAll: [cohortStart, cohortRecurring] } },
    ],
  },
];

export const heldoutADQuestionCount =
  heldoutADSingleQuestions.length +
  heldoutADOffTopicQuestions.length +
  heldoutADConversations.reduce((n, c) => n + c.turns.length, 0);

void MAX_AGE;
