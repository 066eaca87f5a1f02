/**
 * Tuning set 2 of the chat assistant (issue 40, seventh round): written from the spec, the seed catalog,
 * the site's content files and the forms' own validation, by someone who never read the answerer, its
 * evaluation sets' questions or its tuning. Unlike the held-out sets, this set IS tuned on: the answerer
 * may be changed while looking at its results, so its score is not an unseen score.
 *
 * Catalog facts are computed from the seed with the site's own functions (seedOffers, formatMoney,
 * percentOff, upgradeDifference, cartUpgradeDifference); eligibility comes from the audition form's and
 * the checkout's zod schemas and isMinor; mentorship terms from describeMentorshipCohort at the eval
 * clock. Copy facts are short phrases a right answer contains, with alternatives. The clock is
 * 2025-09-01, as in scripts/eval-chat.ts.
 */
import { isMinor } from "~/domain/age-groups";
import { describeMentorshipCohort, pickCohortTerms } from "~/domain/mentorship-cohort";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { cartUpgradeDifference, upgradeDifference } from "~/domain/ticket-upgrade";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { studentSchema } from "~/features/checkout/orders/checkout-schema";
import { site } from "~/content/site";
import type { Conversation, Expectation, Fact, FactOrAlternatives, OffTopicQuestion } from "./independent-set";
import { seed, seedEvent as event, seedOffer as offer, EVAL_CLOCK as CLOCK } from "./seed-facts";

export type Tuning2Topic =
  | "prices and tickets"
  | "discounts and upgrades"
  | "group buying"
  | "ages and eligibility"
  | "auditions"
  | "dates and venues"
  | "schedule"
  | "city pages"
  | "policies"
  | "bring and wear"
  | "mentorship"
  | "acting for dancers"
  | "similar names";

export interface Tuning2Question {
  kind: "single";
  topic: Tuning2Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced as the site prices them


const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The number of an amount as a reply may write it: "1,008" or "1008", "182" (never a longer number). */
function digits(m: Money): string {
  const whole = formatMoney(m).replace(/^-?(C\$|\$|£)/, "");
  return escape(whole).replace(/,/g, ",?");
}

/** An amount as the site shows it ("C$227"), or its number after a currency sign or code. */
function amount(m: Money): readonly Fact[] {
  return [formatMoney(m), new RegExp(`(?:[$£]|\\b(?:CAD|USD|GBP)\\s?)\\s?${digits(m)}(?![\\d])`, "i"), new RegExp(`(?<![\\d.,])${digits(m)}\\s?(?:CAD|USD|GBP|dollars|pounds)`, "i")];
}

/** The amount with a currency sign or code, for `excludes` (a bare number may be innocent). */
function amountWithCurrency(m: Money): RegExp {
  return new RegExp(`(?:[$£]|\\b(?:CAD|USD|GBP)\\s?)\\s?${digits(m)}(?![\\d])`, "i");
}

const priceOf = (slug: string, tier: string): Money => offer(slug, tier).price;
const price = (slug: string, tier: string): readonly Fact[] => amount(priceOf(slug, tier));
const notPrice = (slug: string, tier: string): RegExp => amountWithCurrency(priceOf(slug, tier));
const times = (slug: string, tier: string, n: number): readonly Fact[] => {
  const p = priceOf(slug, tier);
  return amount({ amountMinor: p.amountMinor * n, currency: p.currency });
};
const money = (amountMinor: number, currency: Money["currency"]): Money => ({ amountMinor, currency });

/** What the cart's upgrade dialog charges to swap one ticket in the cart for the higher tier. */
function cartUpgrade(slug: string, from: string, to: string): Money {
  const a = priceOf(slug, from);
  return money(cartUpgradeDifference(a.amountMinor, priceOf(slug, to).amountMinor), a.currency);
}

/** What moving one bought ticket (paid at full price) up costs: the offer's own upgrade price, else the difference. */
function paidUpgrade(slug: string, from: string, to: string): Money {
  const o = offer(slug, from);
  const own = o.rule.upgrade && o.rule.upgrade.tierKey === to ? o.rule.upgrade.priceMinor : null;
  return money(
    upgradeDifference({ lineTotalMinor: o.price.amountMinor, quantity: 1, toPriceMinor: priceOf(slug, to).amountMinor, upgradePriceMinor: own }),
    o.price.currency,
  );
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** A date of an event as "November 9" or "Nov 9" (with an optional "th"). */
function day(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = event(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`${slug}: bad date ${iso}`);
  return new RegExp(`(?:${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?![\\d])`, "i");
}

function venue(slug: string) {
  const key = event(slug).venue;
  const v = seed.venues.find((x) => x.key === key);
  if (!v) throw new Error(`${slug} has no venue`);
  return v;
}
const venueName = (slug: string): string => venue(slug).name;
const street = (slug: string): string => (venue(slug).address ?? "").split(",")[0] ?? "";

/** The time of the first slot whose activity matches, in the table for `group` (on the day labelled `dayLabel`, if given). */
function slot(slug: string, group: string, activity: RegExp, dayLabel?: RegExp): string {
  const schedule = event(slug).page.schedule;
  for (const d of schedule.days) {
    if (dayLabel && !(d.label && dayLabel.test(d.label))) continue;
    for (const t of d.tables) {
      if (t.group !== group && t.title !== group) continue;
      const s = t.slots.find((x) => activity.test(x.activity));
      if (s) return s.time;
    }
  }
  throw new Error(`no ${String(activity)} for ${group} at ${slug}`);
}
/** A schedule time as a reply may write it: "6:30 PM", "6:30pm", "6:30 p.m." ("noon" too for 12:00 PM). */
function clock(time: string): readonly Fact[] {
  const [hm = "", ampm = ""] = time.split(" ");
  const [h, m] = hm.split(":");
  if (!/^[AP]M$/.test(ampm) || !h || !m) throw new Error(`unexpected schedule time ${time}`);
  const minutes = m === "00" ? `(?::00)?` : `:${m}`;
  const written = new RegExp(`(?<![\\d:])${h}${minutes}\\s?${ampm[0]}\\.?m`, "i");
  return time === "12:00 PM" ? [written, "noon", "midday"] : [written];
}

// Eligibility from the forms' own schemas.
const validAudition = { fullName: "Test Dancer", email: "dancer@example.com", phone: "555 0100", parentName: "Parent Name", consent: true as const };
const auditionAccepts = (age: number) => auditionFormSchema.safeParse({ ...validAudition, age }).success;
const auditionAges = Array.from({ length: 130 }, (_, i) => i).filter(auditionAccepts);
const minAuditionAge = auditionAges[0] ?? 0;
const maxAuditionAge = auditionAges[auditionAges.length - 1] ?? 0;
const studentAccepts = (age: number) => studentSchema.safeParse({ fullName: "Test Dancer", age, parentName: "Parent Name", guardianConsent: true }).success;
const minStudentAge = Array.from({ length: 130 }, (_, i) => i).find(studentAccepts) ?? 0;
const figure = (n: number) => new RegExp(`(?<![\\d.])${n}(?![\\d])`);
if (!isMinor(17) || isMinor(18)) throw new Error("the guardian rule changed: rewrite the guardian questions");
if (auditionAccepts(4)) throw new Error("the audition form now accepts 4-year-olds: rewrite that question");
if (!studentAccepts(4)) throw new Error("checkout no longer accepts 4-year-olds: rewrite that question");

// Mentorship terms as the pages word them at the clock.
const MENTORSHIP_KEYS = ["mentorship_building", "mentorship_growth", "mentorship_elite"];
const cohortTiers = seed.tiers.map((t) => ({
  key: t.key,
  billing: t.billing,
  subscriptionStartsOn: t.subscriptionStartsOn ?? null,
  minimumTermMonths: t.minimumTermMonths,
}));
const cohort = describeMentorshipCohort(pickCohortTerms(cohortTiers, MENTORSHIP_KEYS), CLOCK);
const cohortStart = new RegExp(escape(cohort.start).replace(/, /, ",?\\s*").replace("December", "(?:December|Dec\\.?)"), "i");
const recurring = new RegExp(escape(cohort.recurringFrom).replace(/, /, ",?\\s*").replace("January", "(?:January|Jan\\.?)"), "i");
const minimumTerm: readonly Fact[] = [`${cohort.minimumTermMonths}-month`, `${cohort.minimumTermMonths} month`, `${["zero", "one", "two", "three", "four", "five", "six"][cohort.minimumTermMonths]} month`];

// Discounts and limits.
const earlyBird = seed.discountCodes.find((d) => d.isEarlyBird);
if (!earlyBird?.percentOff || !earlyBird.city) throw new Error("no early-bird code in the catalog");
const earlyBirdCity = earlyBird.city;
const earlyBirdPercent = earlyBird.percentOff;
const earlyBirdPrice = (tier: string): Money => {
  const p = priceOf(earlyBirdCity, tier);
  return money(percentOff(p.amountMinor, earlyBirdPercent), p.currency);
};
const maxPerOrder = offer("hartford", "core").maxPerOrder;
const vip = offer("new-hampshire", "nh_protrack_vip");
if (!vip.compareAt) throw new Error("the VIP upgrade has no compare-at price");
const vipSaving = money(vip.compareAt.amountMinor - vip.price.amountMinor, vip.price.currency);
const nhBalance = offer("new-hampshire", "nh_balance_payment");

// Phrases used often.
const NO: Fact = /\bno\b|\bnope\b/i;
const YES: Fact = /\byes\b|\byep\b|\bsure\b|\bcan(?!['’]?t\b|not\b)\b/i;
const optional: readonly Fact[] = ["optional", "not required", "don't have to", "do not have to", "not mandatory", "your choice", /\bno\b/i];
const minorRule: readonly Fact[] = ["under 18", "under eighteen", "minor", "17 and under", "younger than 18"];
const guardian: readonly Fact[] = ["parent", "guardian"];
const cancelled: readonly Fact[] = ["cancelled", "canceled", "cancel"];
const allSalesFinal: readonly Fact[] = ["all sales are final", "all sales final", "sales are final", "non-refundable", "nonrefundable", "final sale"];
const email: readonly Fact[] = [site.contactEmail, "email", "e-mail", "write to"];
const monthly: readonly Fact[] = ["monthly", "per month", "/ month", "/month", "a month", "each month", "every month", "/mo"];
const oneTime: readonly Fact[] = ["one-time", "one time", "once", "single payment", "not a subscription", "not monthly", "isn't monthly", "is not monthly", "not recurring"];
const stopsWithExtras: readonly FactOrAlternatives[] = ["spokane", "sherwood", ["new hampshire", "hudson"], "boston"];

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning2SingleQuestions: readonly Tuning2Question[] = [
  // Prices and tickets
  { kind: "single", topic: "prices and tickets", ask: "how much is the core experience in hartford", expect: { includesAll: [price("hartford", "core")] } },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "orlando tickets how much are they",
    expect: { includesAll: [price("orlando", "core"), price("orlando", "pro")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "how much is core day 1 in spokane",
    expect: { includesAll: [price("spokane", "core_day1")], excludes: [notPrice("hartford", "core")] },
  },
  { kind: "single", topic: "prices and tickets", ask: "victoria bc core experience price in canadian", expect: { includesAll: [price("victoria-bc", "core")] } },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "niagara falls pro track cost",
    expect: { includesAll: [price("niagara-falls", "pro")], excludes: [notPrice("victoria-bc", "pro")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "for the boise nov 7 masterclass how much is it to just do the class",
    expect: { includesAll: [price("boise-nov-7", "masterclass_only")] },
  },
  { kind: "single", topic: "prices and tickets", ask: "cypress 'just a class' ticket how much", expect: { includesAll: [price("cypress", "masterclass_only")] } },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "do i pay for the audition or is it free",
    expect: { includesAll: [["free", "$0", "no cost", "no charge", "doesn't cost", "does not cost"]] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "is pro track more in sherwood or spokane",
    expect: { includesAll: [price("sherwood", "pro"), price("spokane", "pro"), "sherwood"] },
  },
  { kind: "single", topic: "prices and tickets", ask: "how much is the london core ticket in pounds", expect: { includesAll: [price("london", "core")] } },

  // Discounts and upgrades
  {
    kind: "single",
    topic: "discounts and upgrades",
    ask: "victoria pro track early bird price?",
    expect: { includesAll: [amount(earlyBirdPrice("pro"))] },
  },
  {
    kind: "single",
    topic: "discounts and upgrades",
    ask: `can i use ${earlyBird.code} for seattle`,
    expect: { includesAll: [[NO, "only", "can't", "cannot", "won't", "not valid"], "victoria"] },
  },
  {
    kind: "single",
    topic: "discounts and upgrades",
    ask: "i already bought a core ticket for hartford. how much to upgrade to pro track?",
    expect: { includesAll: [amount(paidUpgrade("hartford", "core", "pro"))], excludes: [notPrice("hartford", "pro")] },
  },
  {
    kind: "single",
    topic: "discounts and upgrades",
    ask: "we bought core for orlando last week, how much more is it to move up to pro?",
    expect: { includesAll: [amount(paidUpgrade("orlando", "core", "pro"))], excludes: [amountWithCurrency(cartUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "discounts and upgrades",
    ask: "orlando: core is in my cart and it's asking if i want to upgrade to pro track. how much extra is that?",
    expect: { includesAll: [amount(cartUpgrade("orlando", "core", "pro"))], excludes: [amountWithCurrency(paidUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "discounts and upgrades",
    ask: "how do i upgrade a ticket i already paid for?",
    expect: { includesAll: [["order number", "order #", "confirmation"], ["difference", "link"]] },
  },
  {
    kind: "single",
    topic: "discounts and upgrades",
    ask: "how long is the upgrade link good for",
    expect: { includesAll: [["14 days", "fourteen days", "two weeks", "2 weeks"]] },
  },
  {
    kind: "single",
    topic: "discounts and upgrades",
    ask: "nh vip upgrade how much do i save",
    expect: { includesAll: [amount(vipSaving)] },
  },

  // Group buying
  {
    kind: "single",
    topic: "group buying",
    ask: "i own a studio, can i buy 8 tickets for my dancers in one order?",
    expect: { includesAll: [YES] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "can i get 15 core tickets at once for hartford",
    expect: { includesAll: [figure(maxPerOrder)] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "do i need all the kids names when i check out? i dont have them all yet",
    expect: { includesAll: [["after paying", "after you pay", "after payment", "later", "after checkout", "after purchase", "after you've paid", "after you check out"]] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "can my two daughters share one ticket",
    expect: { includesAll: [[NO, "one dancer", "each dancer", "per dancer", "one student per ticket", "one ticket per", "two tickets", "each ticket", "a ticket each", "own ticket"]] },
  },
  { kind: "single", topic: "group buying", ask: "how much for 3 core tickets in boston total", expect: { includesAll: [times("boston", "boston_core", 3)] } },

  // Ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my son is 4 can he do the audition",
    expect: { includesAll: [figure(minAuditionAge)], includesAny: [NO, "not", "too young", "at least", "and up", "and older", "minimum"] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "is there an age limit to audition",
    expect: { includesAll: [figure(minAuditionAge), figure(maxAuditionAge)] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "im 17 do i need my mom to register me",
    expect: { includesAll: [[/\byes\b/i, "required", "need", "must"], guardian, minorRule] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "i'm 18, do i still need a guardian on the form?",
    expect: { includesAll: [[NO, "don't need", "do not need", "not need", "not required", "isn't required", "only for", "only needed", "only required"]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my daughter is 12 and we're going to hartford, is she a junior or senior",
    expect: { includesAll: [["junior", "12 and under"]], excludes: [/\bshe(?:'s| is| would be| will be)(?: in)? (?:the )?seniors?\b/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "orlando - my kid just turned 12, what age group",
    expect: { includesAll: [["12 to adult", "12-to-adult", "12 and up", "12 and older", "12 through adult"]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "im 35 is that too old lol",
    expect: { includesAll: [["all ages", "not too old", "everyone", "any age", "adults", /\bno\b/i]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "is the new hampshire weekend open to anybody?",
    expect: { includesAll: [[NO, "only", "private"], "granite stage"] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "how old do you have to be for the skeleton crew audition",
    expect: { includesAll: [["16 and up", "16 or older", "16+", "at least 16", "16 and older", "sixteen"]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can a 4 year old buy a ticket for the class itself",
    expect: { includesAll: [[YES, "all ages", figure(minStudentAge)]] },
  },

  // Auditions
  { kind: "single", topic: "auditions", ask: "do i have to do the audition part", expect: { includesAll: [optional] } },
  {
    kind: "single",
    topic: "auditions",
    ask: "can i just audition without doing the classes",
    expect: { includesAll: [[YES, "audition only", "audition-only"]], includesAny: ["free", "audition only", "audition-only"] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if i audition am i guaranteed a role",
    expect: { includesAll: [["not guarantee", "no guarantee", "doesn't guarantee", "does not guarantee", "not guaranteed", "isn't guaranteed", "can't guarantee", "cannot guarantee"]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "how early should we get there for the audition",
    expect: { includesAll: [["15 minutes", "fifteen minutes", "15 min"]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "we cant make any of the dates, can she still be seen?",
    expect: { includesAll: [["submit talent", "submit-talent", "/submit-talent"]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "do i need a headshot and resume to audition",
    expect: { includesAll: [[NO, "not required", "aren't required", "not needed", "optional", "neither is required"]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "what time is the senior audition in hartford",
    expect: { includesAll: [clock(slot("hartford", "seniors", /^Audition$/))] },
  },

  // Dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is seattle", expect: { includesAll: [day("seattle")] } },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "where is the boston one held",
    expect: { includesAll: [[venueName("boston"), street("boston")]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "i bought tickets to atlanta, what happens now",
    expect: { includesAll: [cancelled, ["full refund", "refund"]] },
  },
  { kind: "single", topic: "dates and venues", ask: "sherwood dates?", expect: { includesAll: [day("sherwood"), /\b25\b/] } },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when's the london date",
    expect: { includesAll: [["to be determined", "tbd", "not set", "not yet", "to be announced", "hasn't been", "has not been", "not been announced", "not scheduled"]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "niagara falls studio name and how do we get in",
    expect: { includesAll: [venueName("niagara-falls"), ["back of the building", "back", "rear"]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "dallas studio address?",
    expect: { includesAll: [["coming soon", "not yet", "being confirmed", "to be confirmed", "tbd", "hasn't been", "has not been", "not been announced", "not announced"]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "buford ga date and studio",
    expect: { includesAll: [day("hoschton"), venueName("hoschton")] },
  },

  // Schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "savannah juniors check in time",
    expect: { includesAll: [clock(slot("savannah", "juniors", /^Check-in$/))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "is the boise nov 7 one a full day? when does it start for the juniors and seniors",
    expect: { includesAll: [clock(slot("boise-nov-7", "juniors", /^Check-in$/)), clock(slot("boise-nov-7", "seniors", /^Check-in$/))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "is the hartford schedule final yet",
    expect: { includesAll: [["work in progress", "finalized", "finalised", "not final", "closer to", "may change", "subject to change"]] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "what time is the pro track session in boston",
    expect: { includesAll: [clock(slot("boston", "seniors", /^Pro Track session$/))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "sherwood saturday - are kids and teens split up or together",
    expect: { includesAll: [["together", "all ages"], ["sunday"]] },
  },

  // City pages
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: ["Liora Vantassel"] } },
  {
    kind: "single",
    topic: "city pages",
    ask: "does the boston stop have anything the others dont?",
    expect: { includesAll: ["contemporary"] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "which cities have the stunts for dancers class",
    expect: { includesAll: stopsWithExtras },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "do we get the free month of acting for dancers if we go to seattle",
    expect: {
      includesAll: [[NO, "not", "doesn't", "does not", "isn't", "only"]],
      includesAny: ["spokane", "sherwood", "boston", "new hampshire", "hudson"],
    },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "how do i claim the free acting for dancers month from my intensive",
    expect: { includesAll: [email] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "what's the on-camera class in spokane about",
    expect: { includesAll: [["etiquette", "hitting your mark", "hit your mark", "film-set", "film set"]] },
  },

  // Policies
  {
    kind: "single",
    topic: "policies",
    ask: "if my kid gets sick the week before can i get my money back",
    expect: { includesAll: [allSalesFinal] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "if you change the date do i keep my ticket",
    expect: { includesAll: [["48 hours", "48 hrs", "48-hour", "two days"], ["new date", "refund"]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "do credits expire",
    expect: { includesAll: [["never expire", "doesn't expire", "does not expire", "don't expire", "do not expire", "non-expiring", "never expires", "no expiration", "no expiry"]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "i have a credit from victoria (paid in cad). can i use it for seattle?",
    expect: { includesAll: [[NO, "not", "can't", "cannot", "only"], "currency"] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "we cant go anymore what are our options",
    expect: { includesAll: [email], includesAny: [...allSalesFinal, "can't refund", "cannot refund", "no refund"] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "i dont want my daughter in your instagram videos, what do i do",
    expect: { includesAll: [email, "before"] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "when do we get the footage from the day",
    expect: { includesAll: [["four weeks", "4 weeks", "a month"]] },
  },

  // Bring and wear
  { kind: "single", topic: "bring and wear", ask: "what shoes do i need", expect: { includesAll: ["sneakers", "jazz shoes"] } },
  { kind: "single", topic: "bring and wear", ask: "what should my daughter wear", expect: { includesAll: [["fitted", "solid"]] } },
  { kind: "single", topic: "bring and wear", ask: "do we bring lunch or is food provided", expect: { includesAll: [["lunch", "snack"]] } },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "can i just wear the sneakers i walk in with",
    expect: { includesAll: [[NO, "not allowed", "clean", "aren't allowed", "not be worn", "can't"]] },
  },

  // Mentorship
  { kind: "single", topic: "mentorship", ask: "when does the mentorship start", expect: { includesAll: [cohortStart] } },
  { kind: "single", topic: "mentorship", ask: "is there a minimum commitment for mentorship?", expect: { includesAll: [minimumTerm] } },
  {
    kind: "single",
    topic: "mentorship",
    ask: "how much is elite circle",
    expect: { includesAll: [price("hartford", "mentorship_elite"), monthly] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "building mentorship price on the sherwood page",
    expect: { includesAll: [price("sherwood", "mentorship_building")], excludes: [notPrice("hartford", "mentorship_building")] },
  },
  { kind: "single", topic: "mentorship", ask: "does elite circle renew on its own", expect: { includesAll: [["yes", "automatically", "auto-renew", "auto renew"]] } },
  {
    kind: "single",
    topic: "mentorship",
    ask: "how do i cancel mentorship",
    expect: { includesAll: [["account page", "account", "email"]], includesAny: ["minimum", "end of the month", "paid"] },
  },

  // Acting for Dancers
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "acting for dancers private session price",
    expect: { includesAll: [price("acting-for-dancers", "afd_private_session")], excludes: [amountWithCurrency(money(30000, "USD"))] },
  },
  { kind: "single", topic: "acting for dancers", ask: "how long do i have to use the 3 pack", expect: { includesAll: [["90 days", "ninety days"]] } },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is the starter path a subscription",
    expect: { includesAll: [oneTime] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "steady growth path how many weeks and how much",
    expect: { includesAll: [["eight", /\b8\b/], price("acting-for-dancers", "afd_steady_growth")] },
  },

  // Similar names
  {
    kind: "single",
    topic: "similar names",
    ask: "is pro track the same as the pro / growth mentorship? in hartford",
    expect: { includesAll: [price("hartford", "pro"), price("hartford", "mentorship_growth")] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "is pro track a monthly thing",
    expect: { includesAll: [[NO, ...oneTime, "one day", "one-day", "ticket"]] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "in new hampshire is the vip upgrade the same thing as the weekend pass",
    expect: { includesAll: [[NO, "add-on", "add on", "on top", "first", "requires", "need"], price("new-hampshire", "nh_protrack_vip")] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "how much is a private 1 on 1 lesson with the choreographer? dance, not the acting program",
    expect: { includesAll: [[...email, "contact", "reach out", "ask"]], excludes: [notPrice("acting-for-dancers", "afd_private_session")] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "full weekend pass sherwood vs new hampshire price",
    expect: { includesAll: [price("sherwood", "weekend_pass"), price("new-hampshire", "nh_full_weekend")] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "niagara falls one class ticket price",
    expect: { includesAll: [price("niagara-falls", "masterclass_only")], excludes: [notPrice("victoria-bc", "victoria_one_class_only")] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "nh balance payment, is that another ticket?",
    expect: { includesAll: ["deposit", amount(nhBalance.price)] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site cannot answer them, so the right reply is "not sure"

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const tuning2OffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("whats the weather gonna be like in seattle on nov 9"),
  offTopic("where should we park for the boston intensive"),
  offTopic("any hotels near the orlando studio you'd recommend?"),
  offTopic("can you recommend a good studio in dallas for weekly classes"),
  offTopic("do you sell dance shoes? need jazz shoes for spokane"),
  offTopic("do you do dance birthday parties in hartford"),
  offTopic("best place to eat near the sherwood studio?"),
  offTopic("is there a shuttle from the airport to the niagara falls studio"),
  offTopic("do you offer RAD ballet exams"),
  offTopic("whats the wifi password at the savannah studio"),
  offTopic("can the choreographer write my daughter's competition solo"),
  offTopic("is there childcare for little siblings during the new hampshire weekend"),
  offTopic("how tall do you need to be to be a rockette"),
  offTopic("what's the exchange rate from cad to usd today for the victoria prices"),
  offTopic("can you recommend a physio in boise for a sprained ankle before the masterclass"),
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on the earlier ones

export const tuning2Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A 12-year-old's age group, then a city with the other split",
    turns: [
      { ask: "my daughter is 12, we're looking at hartford. which group would she be in?", expect: { includesAll: [["junior", "12 and under"]] } },
      { ask: "what time does her group check in", expect: { includesAll: [clock(slot("hartford", "juniors", /^Check-in$/))] } },
      { ask: "and if we did orlando instead?", expect: { includesAll: [["12 to adult", "12-to-adult", "12 and up", "12 and older", "12 through adult"]] } },
    ],
  },
  {
    kind: "conversation",
    title: "Pro Track price, another city, then monthly or once",
    turns: [
      { ask: "how much is pro track in spokane", expect: { includesAll: [price("spokane", "pro")] } },
      { ask: "what about boston?", expect: { includesAll: [price("boston", "boston_pro_track")], excludes: [notPrice("spokane", "pro")] } },
      { ask: "is that monthly?", expect: { includesAll: [[NO, ...oneTime, "one day", "one-day"]] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship levels, billing, first renewal",
    turns: [
      { ask: "tell me about the mentorship levels", expect: { includesAll: ["building", ["pro / growth", "pro/growth", "growth"], "elite circle"] } },
      { ask: "is that monthly? and do i have to stay a while", expect: { includesAll: [monthly, minimumTerm] } },
      { ask: "if i sign up now when's the first charge after the first one", expect: { includesAll: [recurring] } },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers, the 3 Pack, its time limit",
    turns: [
      { ask: "what is acting for dancers", expect: { includesAll: [["online", "virtual"]] } },
      { ask: "how much is the 3 pack", expect: { includesAll: [price("acting-for-dancers", "afd_3pack")] } },
      { ask: "does it expire?", expect: { includesAll: [["90 days", "ninety days"]] } },
    ],
  },
  {
    kind: "conversation",
    title: "A Granite Stage family with a deposit, then the VIP upgrade",
    turns: [
      { ask: "we're a granite stage family doing new hampshire and already paid the deposit. what do we still owe?", expect: { includesAll: [amount(nhBalance.price)] } },
      { ask: "can we add the vip thing too? how much", expect: { includesAll: [[YES, "add"], price("new-hampshire", "nh_protrack_vip")] } },
      {
        ask: "when is the vip session",
        expect: { includesAll: [["sunday", "december 14", "dec 14"], clock(slot("new-hampshire", "Studio 2", /^Pro Track VIP session$/, /Sunday/))] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner buying for six dancers",
    turns: [
      { ask: "i own a studio and want to bring 6 dancers to cypress. how much for 6 core tickets?", expect: { includesAll: [times("cypress", "core", 6)] } },
      {
        ask: "do i need all their names at checkout",
        expect: { includesAll: [["after paying", "after you pay", "after payment", "later", "after checkout", "after purchase", "after you've paid", "link"]] },
      },
      { ask: "and if one of them ends up not being able to come?", expect: { includesAll: [allSalesFinal] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria's date, the early bird, then Pro Track",
    turns: [
      { ask: "when is the victoria one", expect: { includesAll: [day("victoria-bc")] } },
      { ask: "is there an early bird? how much is core with it", expect: { includesAll: [earlyBird.code, amount(earlyBirdPrice("core"))] } },
      { ask: "and for pro track?", expect: { includesAll: [amount(earlyBirdPrice("pro"))] } },
    ],
  },
  {
    kind: "conversation",
    title: "A date change, no answer, then a credit in another currency",
    turns: [
      { ask: "what happens if you move the date of my city", expect: { includesAll: [["48 hours", "48 hrs", "48-hour"]] } },
      { ask: "and if i miss that and dont answer?", expect: { includesAll: ["credit"], includesAny: ["never expire", "doesn't expire", "does not expire", "non-expiring", "any city"] } },
      { ask: "could i use it for london then? we paid in dollars", expect: { includesAll: [[NO, "not", "can't", "cannot", "only"], "currency"] } },
    ],
  },
];

export const tuning2QuestionCount =
  tuning2SingleQuestions.length + tuning2OffTopicQuestions.length + tuning2Conversations.reduce((n, c) => n + c.turns.length, 0);
