/**
 * Tuning set 11 of the chat assistant (issue 40, eighth round): written from the spec, the seed
 * catalog, the site's content files and the forms' own validation, by someone who never read the
 * answerer, its evaluation sets' questions or its tuning. This set IS tuned on.
 *
 * Written as short, messy phone messages: lowercase, abbreviations, misspelt cities and tiers,
 * fragments and one- or two-word follow-ups. Catalog facts are computed from the seed with the
 * site's own functions (seedOffers via seed-facts.ts, formatMoney, percentOff, upgradeDifference,
 * cartUpgradeDifference); eligibility comes from the audition form's zod schema and isMinor; the
 * mentorship terms from describeMentorshipCohort at the eval clock. Copy facts are short phrases a
 * right answer contains, with alternatives. The clock is 2025-09-01 (EVAL_CLOCK).
 */
import { site } from "~/content/site";
import { AGE_GROUP_LABELS, auditionAgeGroup, isMinor } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { cartUpgradeDifference, upgradeDifference } from "~/domain/ticket-upgrade";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, FactOrAlternatives, OffTopicQuestion } from "./independent-set";
import { EVAL_CLOCK, dateText, mentorshipCohort as cohort, seedPrice as price, seed, seedEvent, seedOffer } from "./seed-facts";

export type Tuning11Topic =
  | "prices and totals"
  | "upgrades"
  | "dates and venues"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "bring and wear"
  | "the day and schedule"
  | "city pages"
  | "mentorship and similar names"
  | "acting for dancers"
  | "not on the tour";

export interface Tuning11Question {
  kind: "single";
  topic: Tuning11Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced and worded by the site's own functions

/** A price as the site writes it; Canadian prices also as 'CAD 219' / '$219 CAD'. */
function money(m: Money): FactOrAlternatives {
  const shown = formatMoney(m);
  if (m.currency !== "CAD") return shown;
  const units = (m.amountMinor / 100).toString();
  return [shown, new RegExp(`CA?D?\\s?\\$\\s?${units}\\b`), new RegExp(`\\b${units}\\s?(CAD|Canadian)`, "i")];
}

const priceFact = (slug: string, tier: string) => money(price(slug, tier));
const times = (m: Money, n: number): Money => ({ ...m, amountMinor: m.amountMinor * n });
const plus = (a: Money, b: Money): Money => {
  if (a.currency !== b.currency) throw new Error("mixed currencies");
  return { ...a, amountMinor: a.amountMinor + b.amountMinor };
};

/** The cart's figure for swapping one ticket for the higher tier (what the cart dialog and checkout charge). */
function cartUpgrade(slug: string, from: string, to: string): Money {
  const f = price(slug, from);
  const t = price(slug, to);
  return { ...f, amountMinor: cartUpgradeDifference(f.amountMinor, t.amountMinor) };
}

/** What moving one already-bought ticket up costs: the offer's own upgrade price where the team set one. */
function bookedUpgrade(slug: string, from: string, to: string): Money {
  const o = seedOffer(slug, from);
  const t = price(slug, to);
  const own = o.rule.upgrade && o.rule.upgrade.tierKey === to ? o.rule.upgrade.priceMinor : null;
  const amountMinor = upgradeDifference({ lineTotalMinor: o.price.amountMinor, quantity: 1, toPriceMinor: t.amountMinor, upgradePriceMinor: own });
  return { ...o.price, amountMinor };
}

/** 'November 9' of 'November 9, 2025'. */
const monthDay = (slug: string) => dateText(slug).replace(/,?\s*\d{4}$/, "");

function venueOf(slug: string) {
  const key = seedEvent(slug).venue;
  const v = seed.venues.find((x) => x.key === key);
  if (!v?.address) throw new Error(`${slug} has no venue with an address in the seed`);
  return { name: v.name, address: v.address, notes: v.notes ?? "" };
}
/** The street part of a venue's address ('250 Stuart St'). */
const street = (slug: string): string => venueOf(slug).address.split(",")[0] ?? venueOf(slug).address;

type Group = "juniors" | "seniors" | "all";
/** The time of an activity in one group's table of an event's schedule (first day that has it). */
function slotTime(slug: string, group: Group, activity: string, dayIndex?: number): string {
  const days = seedEvent(slug).page.schedule.days;
  const pool = dayIndex === undefined ? days : [days[dayIndex]];
  for (const d of pool) {
    const table = d?.tables.find((t) => t.group === group);
    const slot = table?.slots.find((s) => s.activity === activity);
    if (slot) return slot.time;
  }
  throw new Error(`${slug} ${group}: no ${activity}`);
}

/** A clock time as a fact: '9:30 AM' or '9:30am'. */
const timeFact = (t: string): Fact => new RegExp(`\\b${t.replace(/\s?([AP])M$/i, "\\s?$1\\.?M\\.?")}`, "i");

const opportunity = (slug: string) => {
  const o = seed.opportunities.find((x) => x.slug === slug);
  if (!o) throw new Error(`no opportunity ${slug}`);
  return o;
};
/** 'Ages 16 and up' from an opportunity's details. */
function minAgeOf(slug: string): number {
  const line = opportunity(slug).details.find((d) => /^Ages \d+ and up/.test(d));
  const m = line?.match(/^Ages (\d+)/);
  if (!m?.[1]) throw new Error(`${slug} states no age`);
  return Number(m[1]);
}

// Audition eligibility, from the form's own schema.
const auditionOk = (age: number, parentName?: string) =>
  auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "t@example.com", phone: "555 0100", age, parentName, consent: true }).success;
const AUDITION_AGES = Array.from({ length: 120 }, (_, i) => i).filter((a) => auditionOk(a, "A Parent"));
const MIN_AUDITION_AGE = Math.min(...AUDITION_AGES);
const MAX_AUDITION_AGE = Math.max(...AUDITION_AGES);
if (auditionOk(MIN_AUDITION_AGE - 1, "A Parent")) throw new Error("the schema's minimum age moved");
if (auditionOk(16) || !auditionOk(16, "A Parent") || !isMinor(17) || isMinor(18) || !auditionOk(18)) {
  throw new Error("the guardian rule changed: re-check the questions on parents");
}
const juniorsLabel = AGE_GROUP_LABELS[auditionAgeGroup(12)];
const seniorsLabel = AGE_GROUP_LABELS[auditionAgeGroup(13)];
if (!/12 and under/.test(juniorsLabel) || !/13 and up/.test(seniorsLabel)) throw new Error("the age groups changed");

// Mentorship terms at the eval clock.
if (cohort.startsOnPurchase) throw new Error("the mentorship cohort has started: re-word the mentorship questions");
const minimumTerm: FactOrAlternatives = [`${cohort.minimumTermMonths}-month`, `${cohort.minimumTermMonths} month`, `${["zero", "one", "two", "three", "four", "five", "six"][cohort.minimumTermMonths] ?? "?"} month`];

// Victoria's early bird, from the seed's code and the site's percentOff.
const earlyBird = seed.discountCodes.find((d) => d.city === "victoria-bc" && d.isEarlyBird);
if (!earlyBird?.percentOff || !earlyBird.endsAt) throw new Error("Victoria's early bird changed");
const EARLY_PCT = earlyBird.percentOff;
const victoriaCore = price("victoria-bc", "core");
const victoriaCoreEarly: Money = { ...victoriaCore, amountMinor: percentOff(victoriaCore.amountMinor, EARLY_PCT) };
const victoriaPro = price("victoria-bc", "pro");
const victoriaProEarly: Money = { ...victoriaPro, amountMinor: percentOff(victoriaPro.amountMinor, EARLY_PCT) };
const earlyEnds = new Intl.DateTimeFormat("en-US", { timeZone: seedEvent("victoria-bc").timeZone, month: "long", day: "numeric" }).format(new Date(earlyBird.endsAt));
if (new Date(earlyBird.endsAt) <= EVAL_CLOCK) throw new Error("the early bird has ended at the eval clock");

// New Hampshire's studio weekend.
const nhVip = seedOffer("new-hampshire", "nh_protrack_vip");
if (!nhVip.compareAt) throw new Error("the VIP upgrade lost its compare-at price");
const nhVipSaving: Money = { ...nhVip.price, amountMinor: nhVip.compareAt.amountMinor - nhVip.price.amountMinor };
const nhBalance = seedOffer("new-hampshire", "nh_balance_payment");
if (!nhBalance.compareAt) throw new Error("the balance payment lost its compare-at price");
const nhDeposit: Money = { ...nhBalance.price, amountMinor: nhBalance.compareAt.amountMinor - nhBalance.price.amountMinor };
if (!nhVip.rule.requiresOneOf.includes("nh_full_weekend")) throw new Error("the VIP upgrade no longer needs the weekend pass");
const NH_SCHOOL = venueOf("new-hampshire").name;

const bostonInstructor = seedEvent("boston").page.contemporaryClass?.instructor?.name;
if (!bostonInstructor) throw new Error("Boston's guest instructor is missing");

const niagaraNotes = venueOf("niagara-falls").notes;
if (!/back of the building/.test(niagaraNotes)) throw new Error("Niagara's entrance note changed");

if (!seedEvent("atlanta").isCancelled) throw new Error("Atlanta is no longer cancelled");
if (seedEvent("london").startsOn !== null) throw new Error("London has a date now");
for (const slug of ["dallas", "madison-wi", "belgrade"]) if (seedEvent(slug).venue) throw new Error(`${slug} has a venue now`);

// Common alternatives.
const YES: Fact = /\byes\b|\byep\b|\byeah\b|\bof course\b|\bdefinitely\b/i;
const NO: Fact = /\bno\b|\bnope\b|\bnot\b|\bnever\b|n't\b/i;
const SOON: FactOrAlternatives = ["coming soon", "not yet", "to be confirmed", "being confirmed", "TBD", "not been announced", "hasn't been", "not confirmed", "still being"];
const TBD: FactOrAlternatives = ["to be determined", "TBD", "to be announced", "not set", "not yet", "no date", "not been announced", "hasn't been"];
const OPTIONAL: FactOrAlternatives = ["optional", "not required", "don't have to", "doesn't have to", "do not have to", "does not have to", "not mandatory", "up to you", "your choice"];
const FINAL: FactOrAlternatives = ["all sales are final", "sales are final", "all sales final", "non-refundable", "no refunds", "not refundable"];
const ONLINE: FactOrAlternatives = ["online", "virtual", "over video", "video call"];
const MONTHLY: FactOrAlternatives = ["month", "monthly"];
const ONE_TIME: FactOrAlternatives = ["one-time", "one time", "once", "single payment"];

// ---------------------------------------------------------------------------------------------
// Single questions

const q = (topic: Tuning11Topic, ask: string, expect: Expectation): Tuning11Question => ({ kind: "single", topic, ask, expect });

const coreSingles: readonly Tuning11Question[] = [
  // prices and totals
  q("prices and totals", "boston price?", { includesAll: [priceFact("boston", "boston_core")] }),
  q("prices and totals", "seatle core how much", { includesAll: [priceFact("seattle", "core")] }),
  q("prices and totals", "pro trak hartferd", { includesAll: [priceFact("hartford", "pro")] }),
  q("prices and totals", "orlando core", { includesAll: [priceFact("orlando", "core")] }),
  q("prices and totals", "how much is pro track in orlando pls", { includesAll: [priceFact("orlando", "pro")] }),
  q("prices and totals", "spokane core day 1 cost", { includesAll: [priceFact("spokane", "core_day1")] }),
  q("prices and totals", "spokane pro", { includesAll: [priceFact("spokane", "pro")] }),
  q("prices and totals", "sherwood pro track price", { includesAll: [priceFact("sherwood", "pro")] }),
  q("prices and totals", "sherwood full weekend pass", { includesAll: [priceFact("sherwood", "weekend_pass")] }),
  q("prices and totals", "niagra falls core price", { includesAll: [priceFact("niagara-falls", "core")] }),
  q("prices and totals", "victoria one class only how much", { includesAll: [priceFact("victoria-bc", "victoria_one_class_only")] }),
  q("prices and totals", "london core ticket price", { includesAll: [priceFact("london", "core")] }),
  q("prices and totals", "cypress just a class price", { includesAll: [priceFact("cypress", "masterclass_only")] }),
  q("prices and totals", "boise nov 7 masterclass only?", { includesAll: [priceFact("boise-nov-7", "masterclass_only")] }),
  q("prices and totals", "3 kids core in seattle total", { includesAll: [money(times(price("seattle", "core"), 3))] }),
  q("prices and totals", "2 pro track tickets boston how much all together", { includesAll: [money(times(price("boston", "boston_pro_track"), 2))] }),
  q("prices and totals", "4 dancers orlando core total?", { includesAll: [money(times(price("orlando", "core"), 4))] }),
  q("prices and totals", "one core one pro at charleston wv, total pls", {
    includesAll: [money(plus(price("charleston-wv", "core"), price("charleston-wv", "pro")))],
  }),
  q("prices and totals", "2 weekend passes sherwood", { includesAll: [money(times(price("sherwood", "weekend_pass"), 2))] }),
  q("prices and totals", "is the sherwood weekend pass cheaper than buying sat and sun separate", {
    includesAll: [YES, priceFact("sherwood", "weekend_pass")],
  }),
  q("prices and totals", "victoria early bird code?", { includesAll: [earlyBird.code] }),
  q("prices and totals", "victoria core with early bird", { includesAll: [money(victoriaCoreEarly)] }),
  q("prices and totals", "victoria pro track early bird price", { includesAll: [money(victoriaProEarly)] }),
  q("prices and totals", "when does the victoria early bird end", { includesAll: [earlyEnds] }),
  q("prices and totals", "is the audition free", { includesAll: [YES, "free"] }),

  // upgrades
  q("upgrades", "upgrade core to pro in seattle, how much more", { includesAll: [money(cartUpgrade("seattle", "core", "pro"))] }),
  q("upgrades", "boston core -> pro difference?", { includesAll: [money(cartUpgrade("boston", "boston_core", "boston_pro_track"))] }),
  q("upgrades", "spokane day 1 to pro track extra cost", { includesAll: [money(cartUpgrade("spokane", "core_day1", "pro"))] }),
  q("upgrades", "already booked core in orlando, upgrade to pro how much", { includesAll: [money(bookedUpgrade("orlando", "core", "pro"))] }),
  q("upgrades", "niagara falls core to pro upgrade cost", { includesAll: [money(cartUpgrade("niagara-falls", "core", "pro"))] }),
  q("upgrades", "how do i upgrade a ticket i already bought", {
    includesAll: [["order number", "email", "link"]],
  }),
  q("upgrades", "nh vip upgrade price", { includesAll: [money(nhVip.price)] }),
  q("upgrades", "how much do u save w the nh vip vs regular pro track", { includesAll: [money(nhVipSaving)] }),
  q("upgrades", "how much was the nh deposit", { includesAll: [money(nhDeposit)] }),
  q("upgrades", "can i buy the nh vip upgrade by itself", {
    includesAll: [NO, ["Full Weekend Pass", "weekend pass", "balance"]],
  }),

  // dates and venues
  q("dates and venues", "hartferd date", { includesAll: [monthDay("hartford")] }),
  q("dates and venues", "when is seattle", { includesAll: [monthDay("seattle")] }),
  q("dates and venues", "nashvile when", { includesAll: [monthDay("nashville")] }),
  q("dates and venues", "savanah date?", { includesAll: [monthDay("savannah")] }),
  q("dates and venues", "springfield va is when", { includesAll: [monthDay("springfield-va")] }),
  q("dates and venues", "minneapolis date and studio", { includesAll: [monthDay("minneapolis"), venueOf("minneapolis").name] }),
  q("dates and venues", "boston address", { includesAll: [[street("boston"), venueOf("boston").name]] }),
  q("dates and venues", "where is the sarasota one held", { includesAll: [[venueOf("sarasota").name, street("sarasota")]] }),
  q("dates and venues", "cypress tx studio name", { includesAll: [venueOf("cypress").name] }),
  q("dates and venues", "buford ga venue", { includesAll: [[venueOf("hoschton").name, street("hoschton")]] }),
  q("dates and venues", "where is dallas at", { includesAll: [SOON] }),
  q("dates and venues", "london date?", { includesAll: [TBD] }),
  q("dates and venues", "is atlanta still happening", { includesAll: [NO, "cancel"] }),
  q("dates and venues", "niagara falls how do we get in the studio", { includesAll: ["back of the building"] }),
  q("dates and venues", "which days is the sherwood one", { includesAll: ["January 24", "25"] }),
  q("dates and venues", "new hampshire dates", { includesAll: ["December 13", "14"] }),

  // ages and eligibility
  q("ages and eligibility", "audition age min", { includesAll: [new RegExp(`\\b${MIN_AUDITION_AGE}\\b`)] }),
  q("ages and eligibility", "can a 4 yr old audition", { includesAll: [NO, new RegExp(`\\b${MIN_AUDITION_AGE}\\b`)] }),
  q("ages and eligibility", `is there a max age, my mom is ${MAX_AUDITION_AGE - 30} lol`, {
    includesAll: [[YES, "all ages", String(MAX_AUDITION_AGE)]],
  }),
  q("ages and eligibility", "does my 16 yo need a parent to sign up", { includesAll: [YES, ["parent", "guardian"]] }),
  q("ages and eligibility", "im 18 do i need a parent", { includesAll: [NO] }),
  q("ages and eligibility", "is it ok for beginners", { includesAll: [YES, ["all levels", "every level", "all ages"]] }),
  q("ages and eligibility", "my son is 12, juniors or seniors?", { includesAll: ["junior", "12 and under"] }),
  q("ages and eligibility", "13 yo which group", { includesAll: ["senior", "13 and up"] }),
  q("ages and eligibility", "orlando age groups", { includesAll: ["11 and under", "12"] }),
  q("ages and eligibility", "can anyone go to the new hampshire one", {
    includesAll: [NO, [NH_SCHOOL, "students and alumni"]],
  }),
  q("ages and eligibility", "skeleton crew audition age", { includesAll: [new RegExp(`\\b${minAgeOf("skeleton-crew-audition-registration")}\\b`)] }),
  q("ages and eligibility", "how old to shadow the choreographer", { includesAll: [new RegExp(`\\b${minAgeOf("shadowing-opportunity-choreographer")}\\b`)] }),

  // auditions
  q("auditions", "does she have to audition", { includesAll: [NO, OPTIONAL] }),
  q("auditions", "can she just audition without the classes", { includesAll: [YES, ["Audition Only", "audition only"]] }),
  q("auditions", "audition guarantees a role?", { includesAll: [NO, ["guarantee"]] }),
  q("auditions", "cant make any date can she still be seen", { includesAll: [YES, ["Submit Talent", "submit-talent", "submit your"]] }),
  q("auditions", "what r they auditioning for", { includesAll: [["upcoming projects", "future projects", "music video", "film"]] }),
  q("auditions", "need headshot?", { includesAll: [NO, ["not required", "don't need", "do not need", "not needed", "optional", "if you have"]] }),
  q("auditions", "when will we hear back after audition", { includesAll: [["on file", "contact", "email or phone", "throughout the year"]] }),

  // policies
  q("policies", "refund if sick", { includesAll: [NO, FINAL] }),
  q("policies", "what if u cancel the event", { includesAll: ["full refund"] }),
  q("policies", "date got moved what now", { includesAll: ["48 hours", "credit"] }),
  q("policies", "does the credit expire", { includesAll: [NO, ["never expire", "doesn't expire", "does not expire", "non-expiring", "no expir"]] }),
  q("policies", "can i use a london credit in seattle", { includesAll: [NO, "currency"] }),
  q("policies", "is the class filmed", { includesAll: [YES, ["filmed", "camera"]] }),
  q("policies", "when do we get the footage", { includesAll: [["four weeks", "4 weeks"]] }),
  q("policies", "i dont want my kid on social media", { includesAll: [["email", site.contactEmail], ["before the event", "keep", "out of"]] }),
  q("policies", "scholarship?", { includesAll: [YES, "scholarship"] }),
  q("policies", "scholarship deadline", { includesAll: [["three weeks", "3 weeks"]] }),
  q("policies", "does scholarship cover travel", { includesAll: [NO, "travel"] }),

  // bring and wear
  q("bring and wear", "what shoes", { includesAll: ["sneakers"] }),
  q("bring and wear", "what to wear pls", { includesAll: [["solid colo", "fitted", "move in"]] }),
  q("bring and wear", "should she bring lunch", { includesAll: [YES, ["lunch", "snack"]] }),
  q("bring and wear", "what time should we arrive", { includesAll: [["15 minutes", "fifteen minutes"]] }),

  // the day and schedule
  q("the day and schedule", "what styles do they teach", { includesAll: ["jazz", "street", "theater", "funk"] }),
  q("the day and schedule", "seattle juniors check in time", { includesAll: [timeFact(slotTime("seattle", "juniors", "Check-in"))] }),
  q("the day and schedule", "hartford seniors start when", {
    includesAll: [[timeFact(slotTime("hartford", "seniors", "Check-in")), timeFact(slotTime("hartford", "seniors", "Warm-up"))]],
  }),
  q("the day and schedule", "boston pro track session what time", { includesAll: [timeFact(slotTime("boston", "seniors", "Pro Track session"))] }),
  q("the day and schedule", "spokane stunts class time for juniors", { includesAll: [timeFact(slotTime("spokane", "juniors", "Stunts for Dancers"))] }),
  q("the day and schedule", "boise masterclass evening juniors check in", {
    includesAll: [timeFact(slotTime("boise-nov-7", "juniors", "Check-in"))],
  }),
  q("the day and schedule", "is the schedule final", { includesAll: [NO, ["work in progress", "finalized closer", "closer to the event"]] }),
  q("the day and schedule", "can parents watch", { includesAll: [["studio", "space", "depends"]] }),

  // city pages
  q("city pages", "who teaches contemporary in boston", { includesAll: [bostonInstructor] }),
  q("city pages", "is there a stunts class in seattle", { includesAll: [NO], excludes: [YES] }),
  q("city pages", "free month acting for dancers with spokane ticket?", { includesAll: [YES, ["free", "month"]] }),
  q("city pages", "is sat all ages at sherwood", { includesAll: [YES, ["all ages", "every age"]] }),
];

// Mentorship, similar names, Acting for Dancers and places the tour does not visit.
const moreSingles: readonly Tuning11Question[] = [
  q("mentorship and similar names", "mentorship levels?", { includesAll: ["Building", ["Pro / Growth", "Pro/Growth", "Growth"], "Elite Circle"] }),
  q("mentorship and similar names", "building mentorship cost", { includesAll: [priceFact("seattle", "mentorship_building"), MONTHLY] }),
  q("mentorship and similar names", "pro growth price", { includesAll: [priceFact("seattle", "mentorship_growth")] }),
  q("mentorship and similar names", "is pro track the same as pro / growth", {
    includesAll: [NO, ["mentorship", "monthly", "month"]],
  }),
  q("mentorship and similar names", "elite circle monthly or once?", { includesAll: [MONTHLY] }),
  q("mentorship and similar names", "when does mentorship start", { includesAll: [cohort.start] }),
  q("mentorship and similar names", "mentorship min commitment", { includesAll: [minimumTerm] }),
  q("mentorship and similar names", "does elite circle auto renew", { includesAll: [YES, ["renew"]] }),
  q("acting for dancers", "acting for dancers private session price", { includesAll: [priceFact("acting-for-dancers", "afd_private_session")] }),
  q("acting for dancers", "afd starter path how much", { includesAll: [priceFact("acting-for-dancers", "afd_starter")] }),
  q("acting for dancers", "is acting for dancers in person", { includesAll: [NO, ONLINE] }),
  q("acting for dancers", "steady growth path subscription?", { includesAll: [NO, ONE_TIME] }),
  q("not on the tour", "do u come to denver", { includesAll: [NO], excludes: [YES] }),
  q("not on the tour", "any dates in chicago", { includesAll: [NO], excludes: [YES] }),
];

export const tuning11SingleQuestions: readonly Tuning11Question[] = [...coreSingles, ...moreSingles];

// ---------------------------------------------------------------------------------------------
// Off-topic: the right reply is "not sure"

const off = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const tuning11OffTopicQuestions: readonly OffTopicQuestion[] = [
  off("weather in seattle nov?"),
  off("where do i park for boston"),
  off("good pizza near the hartford studio"),
  off("hotel near orlando studio recs"),
  off("uber from airport to boise how much"),
  off("do u sell leotards"),
  off("can the choreographer do my daughters wedding dance"),
  off("is there wifi at the cypress studio"),
  off("does the sarasota studio have ac"),
  off("can u recommend an agent in LA"),
  off("dance shoe store in spokane?"),
  off("do u do birthday parties"),
  off("whats the best stretch for splits"),
  off("is there a starbucks near savannah studio"),
  off("babysitting for my toddler during the pro track"),
];

// ---------------------------------------------------------------------------------------------
// Conversations

const turn = (ask: string, expect: Expectation) => ({ ask, expect });

export const tuning11Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle core, then pro, then Spokane",
    turns: [
      turn("seatle core price", { includesAll: [priceFact("seattle", "core")] }),
      turn("and pro?", { includesAll: [priceFact("seattle", "pro")] }),
      turn("what about spokane", { includesAll: [priceFact("spokane", "pro")] }),
    ],
  },
  {
    kind: "conversation",
    title: "Boston: date, place, guest teacher",
    turns: [
      turn("boston date?", { includesAll: [monthDay("boston")] }),
      turn("where is it", { includesAll: [[venueOf("boston").name, street("boston")]], excludes: [venueOf("seattle").name] }),
      turn("who teaches the contemporary", { includesAll: [bostonInstructor] }),
    ],
  },
  {
    kind: "conversation",
    title: "New Hampshire VIP and the deposit",
    turns: [
      turn("what is the nh vip thing", { includesAll: [money(nhVip.price)] }),
      turn("do i need the weekend pass first", { includesAll: [YES, ["Full Weekend Pass", "weekend pass", "balance"]] }),
      turn("we already paid the deposit, whats left", { includesAll: [money(nhBalance.price)] }),
    ],
  },
  {
    kind: "conversation",
    title: "Age groups in Orlando, then Hartford",
    turns: [
      turn("orlando age groups", { includesAll: ["11 and under"] }),
      turn("and hartford?", { includesAll: ["12 and under", "13 and up"], excludes: ["11 and under"] }),
      turn("when do the older ones check in there", { includesAll: [timeFact(slotTime("hartford", "seniors", "Check-in"))] }),
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers 3 Pack",
    turns: [
      turn("acting for dancers 3 pack price", { includesAll: [priceFact("acting-for-dancers", "afd_3pack")] }),
      turn("is it online", { includesAll: [YES, ONLINE] }),
      turn("how long do we have to use it", { includesAll: ["90 days"] }),
    ],
  },
  {
    kind: "conversation",
    title: "Building mentorship: price, billing, minimum",
    turns: [
      turn("building mentorship how much", { includesAll: [priceFact("seattle", "mentorship_building")] }),
      turn("monthly or once?", { includesAll: [MONTHLY] }),
      turn("min commitment?", { includesAll: [minimumTerm] }),
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend for two",
    turns: [
      turn("sherwood dates", { includesAll: ["January 24"] }),
      turn("weekend pass price", { includesAll: [priceFact("sherwood", "weekend_pass")] }),
      turn("for 2 kids?", { includesAll: [money(times(price("sherwood", "weekend_pass"), 2))] }),
    ],
  },
  {
    kind: "conversation",
    title: "Denver, then Boise",
    turns: [
      turn("do u come to denver", { includesAll: [NO], excludes: [YES] }),
      turn("what about boise", { includesAll: [[monthDay("boise"), monthDay("boise-nov-7")]] }),
      turn("whats the studio", { includesAll: [venueOf("boise").name] }),
    ],
  },
];

export const tuning11QuestionCount =
  tuning11SingleQuestions.length +
  tuning11OffTopicQuestions.length +
  tuning11Conversations.reduce((n, c) => n + c.turns.length, 0);
