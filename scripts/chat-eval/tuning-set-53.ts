/**
 * Tuning set 53 (issue 40): "the support inbox after buying". Parents, adult dancers and studio owners
 * who already bought (or are about to) ask short follow-ups: what a ticket includes or doesn't, whether
 * something is allowed, what happens if plans change, totals for several dancers, groups and times by
 * age, codes and credits, footage, what to bring. Written from the spec, the seed and the site's pages
 * only, apart from the answerer. Figures are computed from the seed with the site's own functions.
 */
import { type Conversation, type Expectation, type Fact, type FactOrAlternatives, type OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  dateText,
  EVAL_CLOCK,
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
import { auditionAgeGroup, AGE_GROUP_LABELS, ADULT_AGE } from "~/domain/age-groups";
import { applyDiscounts, type DiscountCodeRule } from "~/domain/discounts";
import { formatMoney, type CurrencyCode, type Money } from "~/domain/money";
import { applicationMessages } from "~/features/applications/application-schemas";
import { auditionMessages } from "~/features/auditions/audition-schema";

type Topic =
  | "prices and totals"
  | "upgrades"
  | "discount codes"
  | "dates and venues"
  | "schedule and groups"
  | "ages and eligibility"
  | "auditions"
  | "refunds and credits"
  | "what to bring"
  | "footage"
  | "city pages"
  | "ticket includes"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and forms";

interface Single {
  kind: "single";
  topic: Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures from the seed

/** A printed amount that must not match inside a larger number. */
function fig(text: string): RegExp {
  return new RegExp("(?<![\\d,])" + escapeRegExp(text) + "(?!\\d|,\\d)");
}

/** A Money as a reply may write it: "C$227" or "$227" for Canadian prices. */
function amount(m: Money): FactOrAlternatives {
  const text = formatMoney(m);
  return m.currency === "CAD" ? [fig(text), fig(text.replace("C$", "$"))] : fig(text);
}

function priceFact(slug: string, tier: string): FactOrAlternatives {
  return amount(seedPrice(slug, tier));
}

function times(slug: string, tier: string, n: number): Money {
  const p = seedPrice(slug, tier);
  return { amountMinor: p.amountMinor * n, currency: p.currency };
}

/** A seeded code as the discount rules read it. */
function codeRule(code: string): DiscountCodeRule {
  const d = seedDiscountCode(code);
  const fixed = d.percentOff === undefined;
  return {
    code: d.code,
    discountType: fixed ? "fixed" : "percentage",
    value: fixed ? Math.round((d.amount ?? 0) * 100) : (d.percentOff ?? 0),
    currency: fixed ? ((d.currency ?? "USD") as CurrencyCode) : null,
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

/** The cart total for these tickets at a stop with these codes, as the site's discount rules compute it. */
function total(slug: string, lines: ReadonlyArray<readonly [string, number]>, codes: readonly string[]): Money {
  const currency = seedPrice(slug, lines[0]![0]).currency;
  const result = applyDiscounts(
    lines.map(([tier, quantity]) => ({ tierKey: tier, unitPriceMinor: seedPrice(slug, tier).amountMinor, quantity })),
    codes.map(codeRule),
  );
  return { amountMinor: result.totalMinor, currency };
}

/** A code's last day, in the tour's time zone ("October 24"). */
function codeEnds(code: string): string {
  const ends = seedDiscountCode(code).endsAt;
  if (!ends) throw new Error(`${code} has no end`);
  return new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", month: "long", day: "numeric" }).format(new Date(ends));
}

/** A stop's weekday ("Saturday"), from its seeded start date. */
function weekday(slug: string): string {
  const on = seedEvent(slug).startsOn;
  if (!on) throw new Error(`${slug} has no date`);
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long" }).format(new Date(`${on}T12:00:00Z`));
}

/** A seeded date text's month and day ("November 9"). */
function monthDay(slug: string): RegExp {
  const m = /^([A-Za-z]+ \d+)/.exec(dateText(slug));
  if (!m?.[1]) throw new Error(`${slug} has no month and day`);
  return new RegExp(escapeRegExp(m[1]) + "(?!\\d)", "i");
}

/** The schedule time of a slot in a stop's seeded page (throws if the stop has no such slot). */
function slotTime(slug: string, group: string, activity: string, dayIndex = 0): RegExp {
  const days = seedEvent(slug).page.schedule?.days ?? [];
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  const [, hm, ampm] = /^(\d+:\d\d) (AM|PM)$/.exec(slot.time) ?? [];
  if (!hm || !ampm) throw new Error(`odd time ${slot.time}`);
  const h = hm.replace(/:00$/, "");
  return new RegExp(`(?<![\\d:])(${escapeRegExp(hm)}|${escapeRegExp(h)})\\s*${ampm[0]}\\.?\\s*${ampm[1]}\\b`, "i");
}

/** A tier's feature line at a stop, as seeded into that page (throws if the page doesn't say it). */
function feature(slug: string, tier: string, words: string): string {
  const list = seedEvent(slug).page.pricing.features?.[tier] ?? [];
  if (!list.some((f) => f.toLowerCase().includes(words.toLowerCase()))) throw new Error(`${slug} ${tier} does not list "${words}"`);
  return words;
}

/** An age group's label's words ("12 and under"), from the site's age groups. */
function groupAges(age: number): string {
  const label = AGE_GROUP_LABELS[auditionAgeGroup(age)];
  const m = /\((.+)\)/.exec(label);
  if (!m?.[1]) throw new Error(`odd label ${label}`);
  return m[1];
}

function opportunity(slug: string) {
  const o = seed.opportunities.find((x) => x.slug === slug);
  if (!o) throw new Error(`no opportunity ${slug}`);
  return o;
}

/** The minimum age an opportunity states ("Ages 16 and up"). */
function opportunityMinAge(slug: string): number {
  const line = opportunity(slug).details?.find((d) => /^Ages \d+ and up/.test(d));
  const n = line ? Number(/^Ages (\d+)/.exec(line)?.[1]) : NaN;
  if (!Number.isFinite(n)) throw new Error(`${slug} states no minimum age`);
  return n;
}

const startsNo: Fact = /^\s*(yes|yep|yeah|sure)\b/i;
const startsYes: Fact = /^\s*(no|nope)\b/i;
const notWord: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i, /\bcannot\b/i];

// Stops and their facts, looked up once (a missing one throws when the file loads).
const springfieldVenue = seedVenue("springfield-va");
const sarasotaVenue = seedVenue("sarasota");
const niagaraNotes = seedVenue("niagara-falls").notes ?? "";
if (!/rear lot/.test(niagaraNotes)) throw new Error("Niagara's venue notes changed");
const atlanta = seedEvent("atlanta");
if (!atlanta.isCancelled) throw new Error("Atlanta is no longer cancelled");
const london = seedEvent("london");
if (london.startsOn !== null) throw new Error("London has a date now");
if (seedEvent("madison-wi").venue) throw new Error("Madison has a venue now");
const cohortStart = new RegExp(escapeRegExp(mentorshipCohort.start), "i");
const cohortLastMonth = new RegExp(escapeRegExp(mentorshipCohort.minimumLastMonth.split(" ")[0] ?? "February"), "i");
const minimumMonths = mentorshipCohort.minimumTermMonths;
const minimumFact: FactOrAlternatives = [
  new RegExp(`${minimumMonths}[- ]month`, "i"),
  new RegExp(`${["zero", "one", "two", "three", "four", "five", "six"][minimumMonths] ?? "x"}[- ]month`, "i"),
];
if (new Date(seedDiscountCode("SUMMER2025").endsAt ?? 0).getTime() > EVAL_CLOCK.getTime()) throw new Error("SUMMER2025 is still running");
if (new Date(seedDiscountCode("VICTORIAEARLY20").endsAt ?? 0).getTime() < EVAL_CLOCK.getTime()) throw new Error("VICTORIAEARLY20 has ended");
if (seedOffer("new-hampshire", "nh_protrack_vip").rule.requiresOneOf.length === 0) throw new Error("NH VIP no longer needs a weekend ticket");
const vipCompareAt = seedOffer("new-hampshire", "nh_balance_payment").compareAt;
if (vipCompareAt === null || vipCompareAt === undefined) throw new Error("NH has no compare-at price");
const skeletonMin = opportunityMinAge("skeleton-crew-audition-registration");
const cameraMin = opportunityMinAge("shadowing-opportunity-camera-team");
const choreoMin = opportunityMinAge("shadowing-opportunity-choreographer");
if (ADULT_AGE !== 18) throw new Error("the adult age changed");
const maxLinks = Number(/no more than (\d+)/.exec(applicationMessages.tooManyLinks)?.[1]);
if (!maxLinks) throw new Error("no link limit");
const storyRange = /(\d+) to (\d+) characters/.exec(applicationMessages.story);
if (!storyRange?.[1] || !storyRange[2]) throw new Error("no story range");
const ageRange = /(\d+)-(\d+)/.exec(auditionMessages.age);
if (!ageRange?.[1] || !ageRange[2]) throw new Error("no age range");

const fullRefund: FactOrAlternatives = [/full refund/i, /refund(ed)? in full/i, /fully refund/i];
const allSalesFinal: FactOrAlternatives = [/all sales are final/i, /sales are final/i, /non-?refundable/i, /no refunds?/i, /can['’]?no?t (be )?refund/i, /don['’]t (give |offer )?refunds?/i, /not refundable/i];
const neverExpires: FactOrAlternatives = [/(does not|doesn['’]t|never|won['’]t|will not|do not|don['’]t) expire/i, /no expir/i, /non-?expiring/i];
const sameCurrency: FactOrAlternatives = [/currency/i, /canadian dollars/i, /\bCAD\b/];

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning53SingleQuestions: readonly Single[] = [
  // --- what a ticket includes ---------------------------------------------------------------
  {
    kind: "single",
    topic: "ticket includes",
    ask: "we only got audition only for hartford, does that come with any classes?",
    expect: { includesAll: [[feature("hartford", "audition_only", "No classes included"), /no classes/i, /(doesn['’]t|does not|not) (include|come with) (any )?class/i]], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "ticket includes",
    ask: "does the core ticket in savannah include the audition or is that extra",
    expect: { includesAll: [[/optional audition/i, /audition is (optional and )?free/i, /included/i, /free/i]], excludes: [/audition costs/i] },
  },
  {
    kind: "single",
    topic: "ticket includes",
    ask: "my son has pro track for sarasota, does he get feedback from the choreographer?",
    expect: { includesAll: [[/personal feedback/i, /feedback from the choreographer/i]], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "ticket includes",
    ask: "bought boston core for my daughter - is the contemporary class included or do i pay extra",
    expect: { includesAll: [/contemporary/i, [/included/i, /no extra/i, /same ticket/i, /part of/i]] },
  },
  {
    kind: "single",
    topic: "ticket includes",
    ask: "who teaches the contemporary class in boston?",
    expect: { includesAll: [/Liora Vantassel/i] },
  },
  {
    kind: "single",
    topic: "ticket includes",
    ask: "pro track in charleston wv, is the session filmed for a reel?",
    expect: { includesAll: [[/filmed for your reel/i, /for (your|a|his|her|their) reel/i]], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "ticket includes",
    ask: "sherwood sunday core ticket, whats included",
    expect: { includesAll: [[/new choreography/i, /day 2/i], /stunts/i] },
  },
  {
    kind: "single",
    topic: "ticket includes",
    ask: "does the sherwood full weekend pass get both days",
    expect: { includesAll: [[/both/i, /saturday and sunday/i, /two days/i]], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "ticket includes",
    ask: "is stunts for dancers part of the spokane day?",
    expect: { includesAll: [/stunt/i, [/stuntwoman/i, /included/i, /yes/i, slotTime("spokane", "juniors", "Stunts for Dancers")]], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "ticket includes",
    ask: "victoria one class only - which class can she take with it",
    expect: { includesAll: [[/on-camera jazz/i, /class of your choice/i]] },
  },

  // --- prices and totals ----------------------------------------------------------------------
  {
    kind: "single",
    topic: "prices and totals",
    ask: "studio owner here, 3 core tickets for savannah, whats the total",
    expect: { includesAll: [amount(times("savannah", "core", 3))] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "two pro track tickets niagara falls how much altogether",
    expect: { includesAll: [amount(times("niagara-falls", "pro", 2))] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "full weekend pass sherwood for my twins, total?",
    expect: { includesAll: [amount(times("sherwood", "weekend_pass", 2))] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "boise nov 7 masterclass evening, how much is pro track there",
    expect: { includesAll: [priceFact("boise-nov-7", "pro")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "orlando core for 2 kids how much",
    expect: { includesAll: [amount(times("orlando", "core", 2))] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "the victoria one class only ticket, what does it cost",
    expect: { includesAll: [priceFact("victoria-bc", "victoria_one_class_only")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "is the audition only ticket in nashville free or do i pay",
    expect: { includesAll: [[/free/i, fig(formatMoney(seedPrice("nashville", "audition_only")))]], excludes: [fig(formatMoney(seedPrice("nashville", "core")))] },
  },

  // --- upgrades --------------------------------------------------------------------------------
  {
    kind: "single",
    topic: "upgrades",
    ask: "already bought core in orlando, how much more to move up to pro track",
    expect: { includesAll: [fig(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "i have a seattle core ticket, what does upgrading to pro track cost",
    expect: { includesAll: [fig(boughtUpgrade("seattle", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how do i upgrade my core ticket to pro track after buying? do i have to pay full price again",
    expect: { includesAll: [[/difference/i, /order number/i]], excludes: [/pay (the )?full price again/i] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how long does the upgrade link work",
    expect: { includesAll: [[/14 days/i, /fourteen days/i, /two weeks/i]] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "new hampshire - can i buy just the pro track vip upgrade without the weekend pass",
    expect: { includesAll: [[/full weekend pass first/i, /weekend pass/i, /balance payment/i], notWord], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "price of the nh pro track vip upgrade?",
    expect: { includesAll: [priceFact("new-hampshire", "nh_protrack_vip")] },
  },

  // --- discount codes --------------------------------------------------------------------------
  {
    kind: "single",
    topic: "discount codes",
    ask: "4 core tickets in victoria with VICTORIAEARLY20, whats my total",
    expect: { includesAll: [amount(total("victoria-bc", [["core", 4]], ["VICTORIAEARLY20"]))] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "does VICTORIAEARLY20 work on the one class only ticket",
    expect: { includesAll: [[/core/i, /pro track/i], notWord], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "tried SUMMER2025 today and it didnt work, is it still valid?",
    expect: { includesAll: [[/expired/i, /ended/i, /no longer/i, new RegExp(escapeRegExp(codeEnds("SUMMER2025")), "i")]], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "can i use PROTRACK50 for seattle pro track?",
    expect: { includesAll: [/hartford/i, notWord], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "2 pro track tickets hartford with PROTRACK50 total?",
    expect: { includesAll: [amount(total("hartford", [["pro", 2]], ["PROTRACK50"]))] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "does BRINGAFRIEND25 work on a pro track ticket",
    expect: { includesAll: [/core/i, notWord], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "two core tickets for boone with BRINGAFRIEND25, what do i pay",
    expect: { includesAll: [amount(total("boone", [["core", 2]], ["BRINGAFRIEND25"]))] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "we're a partner studio. 5 core tix for cypress with STUDIOFRIEND10 - total?",
    expect: { includesAll: [amount(total("cypress", [["core", 5]], ["STUDIOFRIEND10"]))] },
  },

  // --- dates and venues ------------------------------------------------------------------------
  {
    kind: "single",
    topic: "dates and venues",
    ask: "what day of the week is the charleston wv one",
    expect: { includesAll: [new RegExp(weekday("charleston-wv"), "i"), monthDay("charleston-wv")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "whats the studio name for springfield va",
    expect: { includesAll: [springfieldVenue.name] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "address for the minneapolis studio?",
    expect: { includesAll: [street("minneapolis")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "i bought tickets for atlanta, is it still happening?",
    expect: { includesAll: [/cancel/i], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when is the london date",
    expect: { includesAll: [[/to be determined/i, /\bTBD\b/, /not (been )?(set|announced|confirmed)/i, /to be announced/i, /no date yet/i]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "which studio is the madison one at? i already paid",
    expect: { includesAll: [[/coming soon/i, /being confirmed/i, /not (yet )?(been )?confirmed/i, /not announced/i, /to be confirmed/i]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "niagara falls - where do we go in, front door?",
    expect: { includesAll: [/back of the building/i], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "sarasota date and studio",
    expect: { includesAll: [monthDay("sarasota"), sarasotaVenue.name] },
  },

  // --- schedule and groups ---------------------------------------------------------------------
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "my daughter is 10, what time is check in at sarasota",
    expect: { includesAll: [slotTime("sarasota", "juniors", "Check-in"), [/juniors/i, new RegExp(escapeRegExp(groupAges(10)), "i")]] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "hartford, my son is 14 - when does he need to be there",
    expect: { includesAll: [slotTime("hartford", "seniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "boston, 13 yr old, what time does her group start",
    expect: { includesAll: [[slotTime("boston", "seniors", "Check-in"), slotTime("boston", "seniors", "Warm-up")], /seniors/i] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "my 12 year old is going to orlando. juniors or seniors?",
    expect: { includesAll: [/seniors/i, /12 to adult/i] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "sherwood saturday, are the kids split by age?",
    expect: { includesAll: [/all ages/i, notWord] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "my 8 yr old has the sherwood sunday ticket, what time is check-in",
    expect: { includesAll: [slotTime("sherwood", "juniors", "Check-in", 1)] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "nh sunday, what time is the pro track vip session",
    expect: { includesAll: [slotTime("new-hampshire", "seniors", "Pro Track VIP session", 1)] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "how early should we get there on the day",
    expect: { includesAll: [[/15 minutes/i, /fifteen minutes/i]] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "savannah juniors - whats the last thing on their schedule and what time",
    expect: { includesAll: [/Q&A/i, slotTime("savannah", "juniors", "Industry Q&A")] },
  },

  // --- ages and eligibility --------------------------------------------------------------------
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my daughter dances at a different studio, can she come to the new hampshire weekend?",
    expect: { includesAll: [/Granite Stage/i, [/only/i, ...notWord]], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my 14 year old wants to shadow the camera team, is she old enough",
    expect: { includesAll: [new RegExp(`${cameraMin}\\b`), notWord], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can my 15yo shadow the choreographer?",
    expect: { includesAll: [new RegExp(`${choreoMin}\\b`), /parent|guardian/i], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my 12 year old wants to try out for the skeleton crew",
    expect: { includesAll: [new RegExp(`${skeletonMin}\\b`)], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my 4 year old loves dancing, can she do the audition form",
    expect: { includesAll: [new RegExp(`\\b${ageRange[1]}\\b`)], excludes: [startsNo] },
  },

  // --- auditions ---------------------------------------------------------------------------------
  {
    kind: "single",
    topic: "auditions",
    ask: "if my son auditions does that mean he gets a part?",
    expect: { includesAll: [[/does not guarantee/i, /doesn['’]t guarantee/i, /not guaranteed/i, /no guarantee/i]], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "does my 16 yr old need me on the audition registration",
    expect: { includesAll: [/parent|guardian/i], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "do we need a headshot for the audition",
    expect: { includesAll: [[/not required/i, /neither is required/i, /don['’]t need/i, /no,/i, /isn['’]t required/i]], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "we cant make any of the dates, can she still be seen for projects",
    expect: { includesAll: [/submit talent/i], excludes: [startsYes] },
  },

  // --- refunds and credits -----------------------------------------------------------------------
  {
    kind: "single",
    topic: "refunds and credits",
    ask: "my daughter is sick and cant go to nashville anymore, can i get a refund?",
    expect: { includesAll: [allSalesFinal], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "refunds and credits",
    ask: "if you guys cancel the city do i get my money back",
    expect: { includesAll: [fullRefund], excludes: [startsYes] },
  },
  {
    kind: "single",
    topic: "refunds and credits",
    ask: "does my credit expire?",
    expect: { includesAll: [neverExpires], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "refunds and credits",
    ask: "can i cash out my credit instead",
    expect: { includesAll: [[/can['’]?no?t be exchanged for cash/i, /not (be )?exchanged for cash/i, /no cash/i, /can['’]t (be )?(cashed|exchanged)/i, /not for cash/i, /cannot be cashed/i]], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "refunds and credits",
    ask: "i have a credit from niagara falls. can i use it for seattle?",
    expect: { includesAll: [sameCurrency], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "refunds and credits",
    ask: "already bought a sherwood ticket, can i apply for a scholarship and get my money back",
    expect: { includesAll: [[/before you buy/i, /all sales are final/i, /sales are final/i]], excludes: [startsNo] },
  },

  // --- what to bring ------------------------------------------------------------------------------
  {
    kind: "single",
    topic: "what to bring",
    ask: "is lunch provided or should we pack one",
    expect: { includesAll: [[/bring/i, /pack/i]], excludes: [/lunch is provided/i, /we provide lunch/i] },
  },
  {
    kind: "single",
    topic: "what to bring",
    ask: "can he wear the sneakers he wore to the studio from outside?",
    expect: { includesAll: [[/not allowed/i, /clean sneakers/i, /worn outside/i]], excludes: [startsNo] },
  },

  // --- footage ------------------------------------------------------------------------------------
  {
    kind: "single",
    topic: "footage",
    ask: "when do we get the clips from the day",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i], /email/i] },
  },
  {
    kind: "single",
    topic: "footage",
    ask: "i dont want my kid in your instagram posts, can i opt out",
    expect: { includesAll: [[/before the event/i, /email/i]], excludes: [startsYes] },
  },

  // --- mentorship / AFD / forms ------------------------------------------------------------------
  {
    kind: "single",
    topic: "mentorship",
    ask: "if i sign up for building mentorship today when is the first charge for?",
    expect: { includesAll: [[cohortStart, new RegExp(escapeRegExp(mentorshipCohort.firstPeriod), "i")]] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "building mentorship price in sherwood",
    expect: { includesAll: [priceFact("sherwood", "mentorship_building")] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "are unused mentorship months refunded",
    expect: { includesAll: [[/not refunded/i, /aren['’]t refunded/i, /no refund/i, /non-?refundable/i]], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is the acting for dancers 3 pack a monthly subscription?",
    expect: { includesAll: [/one-time/i, priceFact("acting-for-dancers", "afd_3pack")], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "how long do we have to use the 3 pack sessions",
    expect: { includesAll: [[/90 days/i, /ninety days/i]] },
  },
  {
    kind: "single",
    topic: "scholarships and forms",
    ask: "does the scholarship pay for our hotel",
    expect: { includesAll: [[/accommodation/i, /travel/i], notWord], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "scholarships and forms",
    ask: "submit talent form - can i put 8 links in",
    expect: { includesAll: [new RegExp(`\\b${maxLinks}\\b`)], excludes: [startsNo] },
  },
  {
    kind: "single",
    topic: "scholarships and forms",
    ask: "how long does the scholarship statement have to be",
    expect: { includesAll: [new RegExp(`\\b${storyRange[1]}\\b`), new RegExp(`\\b${storyRange[2]}\\b|2,000`)] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: things the site does not state

export const tuning53OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november? need to know what coat to pack", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there parking at the boston studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "any hotels near the sherwood studio you recommend", expect: { notSure: true } },
  { kind: "off-topic", ask: "which airport is closest to boise for the nov 8 one", expect: { notSure: true } },
  { kind: "off-topic", ask: "does the minneapolis studio have lockers", expect: { notSure: true } },
  { kind: "off-topic", ask: "is the hartford studio wheelchair accessible? my son uses a chair", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a physio for my daughters ankle before cypress", expect: { notSure: true } },
  { kind: "off-topic", ask: "good place to eat near the savannah studio after?", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is an uber from the orlando airport to the studio", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const tuning53Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent with two children at Orlando",
    turns: [
      { ask: "my 12 yo is booked for orlando, which group is she in", expect: { includesAll: [/seniors/i, /12 to adult/i] } },
      { ask: "what time is her check in", expect: { includesAll: [slotTime("orlando", "seniors", "Check-in")] } },
      { ask: "and her brother is 9?", expect: { includesAll: [/juniors/i, slotTime("orlando", "juniors", "Check-in")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner buying Victoria with the early-bird code",
    turns: [
      { ask: "how much is core in victoria", expect: { includesAll: [priceFact("victoria-bc", "core")] } },
      { ask: "i need 3 for my students with the early bird code, total?", expect: { includesAll: [amount(total("victoria-bc", [["core", 3]], ["VICTORIAEARLY20"]))] } },
      { ask: "until when does the code work", expect: { includesAll: [new RegExp(escapeRegExp(codeEnds("VICTORIAEARLY20")), "i")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A date change and the credit after it",
    turns: [
      { ask: "got an email that you moved our event date. what now", expect: { includesAll: [[/48 hours/i, /forty-eight hours/i, /two days/i]] } },
      { ask: "and if i dont answer in time?", expect: { includesAll: [/credit/i, neverExpires] } },
      { ask: "we paid in us dollars, could we use that credit in london?", expect: { includesAll: [sameCurrency], excludes: [startsNo] } },
    ],
  },
  {
    kind: "conversation",
    title: "An adult dancer on Elite Circle mentorship",
    turns: [
      { ask: "when does elite circle mentorship start", expect: { includesAll: [cohortStart] } },
      { ask: "and what's the monthly price", expect: { includesAll: [priceFact("seattle", "mentorship_elite")] } },
      { ask: "can i cancel after january", expect: { includesAll: [minimumFact, cohortLastMonth], excludes: [startsNo] } },
    ],
  },
  {
    kind: "conversation",
    title: "A deposit holder at the New Hampshire weekend",
    turns: [
      { ask: "we paid the deposit for the NH weekend, whats left to pay", expect: { includesAll: [priceFact("new-hampshire", "nh_balance_payment")] } },
      { ask: "can we add the vip upgrade after that?", expect: { includesAll: [priceFact("new-hampshire", "nh_protrack_vip")], excludes: [startsYes] } },
      { ask: "is the vip thing on saturday or sunday", expect: { includesAll: [/sunday/i, slotTime("new-hampshire", "seniors", "Pro Track VIP session", 1)], excludes: [/^\s*saturday\b/i] } },
    ],
  },
];

export const tuning53QuestionCount =
  tuning53SingleQuestions.length + tuning53OffTopicQuestions.length + tuning53Conversations.reduce((n, c) => n + c.turns.length, 0);
