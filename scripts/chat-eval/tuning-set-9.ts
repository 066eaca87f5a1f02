/**
 * Tuning set 9 of the chat assistant (issue 40, eighth round): written from the spec, the seed catalog,
 * the site's content files and the forms' validation, by someone who never read the answerer, its
 * evaluation sets' questions or its tuning. Unlike the held-out sets, this set IS tuned on.
 *
 * Visitors' wording on purpose: teens, parents and studio owners, short and long, typos, yes/no and
 * either/or questions, totals for groups with mixed tickets, upgrades before buying (the cart's price
 * difference) and after (the upgrade link's price), Canadian and UK stops in their own currencies.
 *
 * Catalog facts are computed from the seed with the site's own functions (seedOffers through
 * seed-facts.ts, formatMoney, percentOff, upgradeDifference, cartUpgradeDifference, the upgrade link's
 * 14 days); eligibility comes from the audition and checkout forms' zod schemas and isMinor; the
 * mentorship terms from describeMentorshipCohort at the eval clock. Copy facts are short phrases a
 * right answer contains, with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { AGE_GROUP_LABELS, auditionAgeGroup, isMinor } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { cartUpgradeDifference, UPGRADE_LINK_DAYS, upgradeDifference } from "~/domain/ticket-upgrade";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { studentSchema } from "~/features/checkout/orders/checkout-schema";
import type { Conversation, Expectation, Fact, FactOrAlternatives, OffTopicQuestion } from "./independent-set";
import { dateText, escapeRegExp as escape, mentorshipCohort as cohort, seedDiscountCode as discountCode, seedPrice as priceOf, seedVenue as venueOf, street, seedEvent, seedOffer } from "./seed-facts";

export type Tuning9Topic =
  | "prices at a stop"
  | "groups and totals"
  | "discount codes"
  | "upgrades and add-ons"
  | "dates and venues"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "bring and expect"
  | "city pages"
  | "schedule"
  | "mentorship"
  | "acting for dancers"
  | "where the tour goes";

export interface Tuning9Question {
  kind: "single";
  topic: Tuning9Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced as the site prices them

function times(m: Money, n: number): Money {
  return { amountMinor: m.amountMinor * n, currency: m.currency };
}

function sum(...parts: Money[]): Money {
  const currency = parts[0]?.currency;
  if (!currency) throw new Error("sum of nothing");
  if (parts.some((p) => p.currency !== currency)) throw new Error("sum of mixed currencies");
  return { amountMinor: parts.reduce((a, p) => a + p.amountMinor, 0), currency };
}

function minus(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new Error("difference of mixed currencies");
  return { amountMinor: a.amountMinor - b.amountMinor, currency: a.currency };
}

/**
 * An amount as a right answer may write it: formatMoney's "$1,164" (the comma optional, ".00" allowed),
 * "C$227" / "CA$227" / "227 CAD" for Canadian stops, "£133" / "133 GBP" for London.
 */
function money(m: Money): RegExp {
  const formatted = formatMoney(m);
  const digits = formatted.replace(/^-?(C\$|\$|£)/, "");
  const n = `${escape(digits).replace(/,/g, ",?")}(?:\\.00)?(?!\\d|,\\d)`;
  if (m.currency === "CAD") return new RegExp(`(?:CA?D?\\$ ?${n}|\\$${n} ?\\(?(?:CAD|Canadian)|${n} ?CAD)`, "i");
  if (m.currency === "GBP") return new RegExp(`(?:£ ?${n}|${n} ?(?:GBP|pounds))`, "i");
  return new RegExp(`\\$${n}`);
}

const price = (slug: string, tier: string) => money(priceOf(slug, tier));

/** A London price the catalog lists but London does not sell (the Acting for Dancers page sells in US dollars). */
function londonCatalogPrice(tier: string): RegExp {
  const london = seedEvent("london");
  const units = london.prices[tier];
  if (units === undefined) throw new Error(`london lists no ${tier} price`);
  return money({ amountMinor: Math.round(units * 100), currency: london.currency });
}

/** What the cart's upgrade dialog charges to swap one ticket in the cart for the higher tier. */
function cartUpgrade(slug: string, from: string, to: string): RegExp {
  const a = priceOf(slug, from);
  const b = priceOf(slug, to);
  return money({ amountMinor: cartUpgradeDifference(a.amountMinor, b.amountMinor), currency: a.currency });
}

/** What the upgrade link charges for one ticket bought at its full price (the offer's own upgrade price where set). */
function linkUpgrade(slug: string, from: string, to: string): RegExp {
  const fromOffer = seedOffer(slug, from);
  const toOffer = seedOffer(slug, to);
  const amountMinor = upgradeDifference({
    lineTotalMinor: fromOffer.price.amountMinor,
    quantity: 1,
    toPriceMinor: toOffer.price.amountMinor,
    upgradePriceMinor: fromOffer.rule.upgrade?.priceMinor ?? null,
  });
  return money({ amountMinor, currency: fromOffer.price.currency });
}

/** "January 18" of "January 18, 2026". */
function monthDay(slug: string): string {
  const first = dateText(slug).replace(/,? \d{4}$/, "").split(" & ")[0];
  if (!first || !/^[A-Z][a-z]+ \d{1,2}$/.test(first)) throw new Error(`${slug} has no calendar date`);
  return first;
}

/** A time of a stop's schedule, by day, group and activity ("9:00 AM"), as a pattern that allows "9am" and "9:00am". */
function slot(slug: string, group: string, activity: string, dayIndex = 0): RegExp {
  const days = seedEvent(slug).page.schedule?.days ?? [];
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const found = table?.slots.find((s) => s.activity === activity);
  if (!found) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(found.time);
  if (!m) throw new Error(`unexpected time ${found.time}`);
  const [, h, min, ampm] = m;
  if (!h || !min || !ampm) throw new Error(`unexpected time ${found.time}`);
  const minutes = min === "00" ? `(?::00)?` : `:${min}`;
  return new RegExp(`\\b${h}${minutes} ?${ampm[0]}\\.?${ampm[1]}\\.?`, "i");
}

const EARLY_BIRD = discountCode("VICTORIAEARLY20");
const earlyBirdPercent = EARLY_BIRD.percentOff ?? 0;
if (earlyBirdPercent <= 0 || EARLY_BIRD.city !== "victoria-bc") throw new Error("the Victoria early bird changed shape");
const earlyBird = (tier: string): RegExp => {
  const p = priceOf("victoria-bc", tier);
  return money({ amountMinor: percentOff(p.amountMinor, earlyBirdPercent), currency: p.currency });
};
/** The early bird's last day in Victoria's own zone ("October 24"). */
const earlyBirdEnds = (() => {
  if (!EARLY_BIRD.endsAt) throw new Error("the early bird has no end");
  return new Intl.DateTimeFormat("en-US", { timeZone: seedEvent("victoria-bc").timeZone, month: "long", day: "numeric" }).format(new Date(EARLY_BIRD.endsAt));
})();

// The mentorship cohort as the pages word it at the eval clock.
if (cohort.startsOnPurchase || cohort.minimumTermMonths <= 0) throw new Error("the mentorship cohort changed shape");
const minimumTerm: readonly Fact[] = [
  `${cohort.minimumTermMonths}-month`,
  `${cohort.minimumTermMonths} month`,
  `${["zero", "one", "two", "three", "four", "five", "six"][cohort.minimumTermMonths] ?? cohort.minimumTermMonths}-month`,
  `${["zero", "one", "two", "three", "four", "five", "six"][cohort.minimumTermMonths] ?? cohort.minimumTermMonths} month`,
];

// Eligibility from the forms' own validation.
const auditionAccepts = (age: number, parentName?: string) =>
  auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "dancer@example.com", phone: "555 0100", age, parentName, consent: true }).success;
const checkoutAccepts = (age: number, parentName?: string, guardianConsent?: boolean) =>
  studentSchema.safeParse({ fullName: "Test Dancer", age, parentName, guardianConsent }).success;

const YOUNGEST_AUDITION_AGE = (() => {
  for (let age = 1; age < 30; age++) if (auditionAccepts(age, "A Parent")) return age;
  throw new Error("no audition age accepted");
})();
if (auditionAccepts(YOUNGEST_AUDITION_AGE - 1, "A Parent")) throw new Error("audition age check broken");
// A 16-year-old needs a guardian's name and consent at checkout; an 18-year-old needs no guardian at the audition.
if (checkoutAccepts(16) || checkoutAccepts(16, "A Parent") || !checkoutAccepts(16, "A Parent", true)) throw new Error("the checkout's guardian rule changed");
if (!isMinor(17) || isMinor(18) || !auditionAccepts(18) || auditionAccepts(17)) throw new Error("the audition's guardian rule changed");

const juniorLabel = AGE_GROUP_LABELS[auditionAgeGroup(12)];
const seniorLabel = AGE_GROUP_LABELS[auditionAgeGroup(13)];
if (!juniorLabel.startsWith("Juniors") || !seniorLabel.startsWith("Seniors")) throw new Error("age group labels changed");

const maxPerOrder = seedOffer("niagara-falls", "core").maxPerOrder;

// Answers' shapes.
const YES: readonly Fact[] = [/\byes\b/i, /\byep\b/i, /\babsolutely\b/i, /\bdefinitely\b/i, /\bof course\b/i];
const NO: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i, /\bonly\b/i];
const NOT_ON_TOUR: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i, /\bnone\b/i];
const includesAll = (...facts: FactOrAlternatives[]): Expectation => ({ includesAll: facts });

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning9SingleQuestions: readonly Tuning9Question[] = [
  // Prices at a stop
  { kind: "single", topic: "prices at a stop", ask: "Spokane core day 1, what does it cost", expect: includesAll(price("spokane", "core_day1")) },
  { kind: "single", topic: "prices at a stop", ask: "Sherwood Pro Track cost?", expect: includesAll(price("sherwood", "pro")) },
  { kind: "single", topic: "prices at a stop", ask: "how much is just the saturday ticket at sherwood", expect: includesAll(price("sherwood", "core_day1")) },
  { kind: "single", topic: "prices at a stop", ask: "how much is the one class only ticket in victoria?", expect: includesAll(price("victoria-bc", "victoria_one_class_only")) },
  {
    kind: "single",
    topic: "prices at a stop",
    ask: "Niagara Falls prices for core and pro track? (canadian $ i assume)",
    expect: includesAll(price("niagara-falls", "core"), price("niagara-falls", "pro")),
  },
  { kind: "single", topic: "prices at a stop", ask: "niagara masterclass only - how much", expect: includesAll(price("niagara-falls", "masterclass_only")) },
  { kind: "single", topic: "prices at a stop", ask: "How much is the Core Experience in London, in pounds?", expect: includesAll(price("london", "core")) },
  { kind: "single", topic: "prices at a stop", ask: "What's the Orlando Pro Track price?", expect: includesAll(price("orlando", "pro")) },
  {
    kind: "single",
    topic: "prices at a stop",
    ask: "boston - core and pro track prices?",
    expect: includesAll(price("boston", "boston_core"), price("boston", "boston_pro_track")),
  },
  { kind: "single", topic: "prices at a stop", ask: "for the boise masterclass on nov 7 how much is pro track", expect: includesAll(price("boise-nov-7", "pro")) },
  { kind: "single", topic: "prices at a stop", ask: "Boise Nov 7: price of the masterclass only ticket?", expect: includesAll(price("boise-nov-7", "masterclass_only")) },
  {
    kind: "single",
    topic: "prices at a stop",
    ask: "new hampshire weekend: what's the full weekend pass and what's the balance payment?",
    expect: includesAll(price("new-hampshire", "nh_full_weekend"), price("new-hampshire", "nh_balance_payment")),
  },

  // Groups and totals
  { kind: "single", topic: "groups and totals", ask: "total for 3 core tickets in seattle?", expect: includesAll(money(times(priceOf("seattle", "core"), 3))) },
  {
    kind: "single",
    topic: "groups and totals",
    ask: "I'm bringing 3 girls to Boston, 2 want pro track and 1 just core. what's the total",
    expect: includesAll(money(sum(times(priceOf("boston", "boston_pro_track"), 2), priceOf("boston", "boston_core")))),
  },
  { kind: "single", topic: "groups and totals", ask: "i have 4 students for orlando, all core. total?", expect: includesAll(money(times(priceOf("orlando", "core"), 4))) },
  {
    kind: "single",
    topic: "groups and totals",
    ask: "sherwood: two full weekend passes plus one saturday-only ticket, how much altogether",
    expect: includesAll(money(sum(times(priceOf("sherwood", "weekend_pass"), 2), priceOf("sherwood", "core_day1")))),
  },
  { kind: "single", topic: "groups and totals", ask: "3 dancers, core experience, victoria. total in CAD?", expect: includesAll(money(times(priceOf("victoria-bc", "core"), 3))) },
  {
    kind: "single",
    topic: "groups and totals",
    ask: "Studio owner here - what would 10 Core tickets at Niagara Falls come to?",
    expect: includesAll(money(times(priceOf("niagara-falls", "core"), 10))),
  },
  {
    kind: "single",
    topic: "groups and totals",
    ask: "can i buy 12 core tickets for my studio in one order at niagara falls?",
    expect: includesAll(new RegExp(`\\b${maxPerOrder}\\b`)),
  },
  {
    kind: "single",
    topic: "groups and totals",
    ask: "spokane, one core day 1 and one pro track together — how much?",
    expect: includesAll(money(sum(priceOf("spokane", "core_day1"), priceOf("spokane", "pro")))),
  },
  {
    kind: "single",
    topic: "groups and totals",
    ask: "cypress: 2 just a class tickets and 1 core experience, total?",
    expect: includesAll(money(sum(times(priceOf("cypress", "masterclass_only"), 2), priceOf("cypress", "core")))),
  },
  {
    kind: "single",
    topic: "groups and totals",
    ask: "London: 2 core and 1 pro track, what's that in pounds",
    expect: includesAll(money(sum(times(priceOf("london", "core"), 2), priceOf("london", "pro")))),
  },

  // Discount codes
  {
    kind: "single",
    topic: "discount codes",
    ask: "is there an early bird code for victoria?",
    expect: includesAll(EARLY_BIRD.code, `${earlyBirdPercent}%`),
  },
  { kind: "single", topic: "discount codes", ask: "with the victoria early bird what does core come to", expect: includesAll(earlyBird("core")) },
  { kind: "single", topic: "discount codes", ask: "when does the victoria early bird end", expect: includesAll(earlyBirdEnds) },
  {
    kind: "single",
    topic: "discount codes",
    ask: "can I use VICTORIAEARLY20 in niagara falls too?",
    expect: includesAll(NO),
  },

  // Upgrades and add-ons
  {
    kind: "single",
    topic: "upgrades and add-ons",
    ask: "I have orlando core in my cart, how much more to switch it to pro track before I check out?",
    expect: includesAll(cartUpgrade("orlando", "core", "pro")),
  },
  {
    kind: "single",
    topic: "upgrades and add-ons",
    ask: "already bought an orlando core ticket last week. how much to upgrade to pro now?",
    expect: includesAll(linkUpgrade("orlando", "core", "pro")),
  },
  {
    kind: "single",
    topic: "upgrades and add-ons",
    ask: "we bought seattle core, can she upgrade to pro track after and what does it cost",
    expect: includesAll(linkUpgrade("seattle", "core", "pro")),
  },
  {
    kind: "single",
    topic: "upgrades and add-ons",
    ask: "victoria: difference between core and pro track if I swap in the cart?",
    expect: includesAll(cartUpgrade("victoria-bc", "core", "pro")),
  },
  {
    kind: "single",
    topic: "upgrades and add-ons",
    ask: "I already have a Saturday Core ticket for Sherwood — how much to upgrade to Pro Track?",
    expect: includesAll(linkUpgrade("sherwood", "core_day1", "pro")),
  },
  {
    kind: "single",
    topic: "upgrades and add-ons",
    ask: "bought core for the boise nov 7 masterclass, what's it cost to go up to pro track",
    expect: includesAll(linkUpgrade("boise-nov-7", "core", "pro")),
  },
  {
    kind: "single",
    topic: "upgrades and add-ons",
    ask: "how long does the upgrade link work?",
    expect: includesAll([`${UPGRADE_LINK_DAYS} days`, `${UPGRADE_LINK_DAYS}-day`]),
  },
  {
    kind: "single",
    topic: "upgrades and add-ons",
    ask: "how do i upgrade a ticket i already paid for",
    expect: includesAll("order number", "email"),
  },
  {
    kind: "single",
    topic: "upgrades and add-ons",
    ask: "how much is the vip upgrade in new hampshire and how much does it save vs regular pro track",
    expect: includesAll(
      price("new-hampshire", "nh_protrack_vip"),
      (() => {
        const vip = seedOffer("new-hampshire", "nh_protrack_vip");
        if (!vip.compareAt) throw new Error("the VIP upgrade lost its compare-at price");
        return [money(minus(vip.compareAt, vip.price)), money(vip.compareAt)];
      })(),
    ),
  },

  // Dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the hartford one", expect: includesAll(monthDay("hartford")) },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "where's the seattle studio?",
    expect: includesAll([venueOf("seattle").name, street("seattle")]),
  },
  { kind: "single", topic: "dates and venues", ask: "what date is niagara falls", expect: includesAll(monthDay("niagara-falls")) },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when is the london date",
    expect: includesAll(["To Be Determined", "TBD", "not yet", "no date yet", "not been set", "hasn't been set", "not set", "not announced", "to be announced"]),
  },
  { kind: "single", topic: "dates and venues", ask: "Where is the Orlando intensive held?", expect: includesAll([venueOf("orlando").name, street("orlando")]) },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "what studio is the dallas one at",
    expect: includesAll(["coming soon", "not yet", "being confirmed", "to be confirmed", "TBD", "hasn't been", "not been"]),
  },
  { kind: "single", topic: "dates and venues", ask: "is atlanta still happening?", expect: includesAll("cancel") },
  { kind: "single", topic: "dates and venues", ask: "charleston wv - which studio?", expect: includesAll(venueOf("charleston-wv").name) },
  { kind: "single", topic: "dates and venues", ask: "victoria venue + address", expect: includesAll(venueOf("victoria-bc").name, street("victoria-bc")) },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "boise - are there 2 different dates??",
    expect: includesAll(monthDay("boise-nov-7"), monthDay("boise")),
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Is the New Hampshire weekend open to anyone?",
    expect: includesAll(NO, "Granite Stage"),
  },

  // Ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: `my daughter is ${YOUNGEST_AUDITION_AGE - 1}, can she register for the audition?`,
    expect: includesAll(NO, new RegExp(`\\b${YOUNGEST_AUDITION_AGE}\\b`)),
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "he's 17, do I have to put a parent name on the audition form",
    expect: includesAll([...YES, "under 18", "required", "need"], ["parent", "guardian"]),
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "im 18 do i need a guardian for the audition registration",
    expect: includesAll(NO),
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my son is 12, is he a junior or senior at the orlando intensive?",
    expect: includesAll(["Senior", "12 to adult"]),
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "at sherwood on sunday, my 13 year old goes with juniors or seniors?",
    expect: includesAll("Senior"),
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "does my 16 yo need me to sign anything at checkout",
    expect: includesAll([...YES, "under 18", "consent", "required"], ["parent", "guardian"]),
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "im 25 and just dance for fun, is this for me or just kids?",
    expect: includesAll(["all ages", "every age", "adult"]),
  },

  // Auditions
  { kind: "single", topic: "auditions", ask: "does she HAVE to do the audition", expect: includesAll("optional") },
  { kind: "single", topic: "auditions", ask: "is the audition free or extra?", expect: includesAll("free") },
  {
    kind: "single",
    topic: "auditions",
    ask: "can my daughter just audition without taking the classes?",
    expect: includesAll([...YES, "Audition Only"]),
  },
  { kind: "single", topic: "auditions", ask: "if she auditions is she guaranteed a part", expect: includesAll(NO, "guarantee") },
  {
    kind: "single",
    topic: "auditions",
    ask: "we cant make any of the dates, can she still be considered for projects?",
    expect: includesAll(["Submit Talent", "submit-talent"]),
  },
  { kind: "single", topic: "auditions", ask: "does she need a headshot and resume to audition?", expect: includesAll(NO) },
  { kind: "single", topic: "auditions", ask: "how early should we get there for the audition", expect: includesAll(["15 minutes", "fifteen minutes"]) },
  {
    kind: "single",
    topic: "auditions",
    ask: "what time is the seniors audition in victoria",
    expect: includesAll(slot("victoria-bc", "seniors", "Audition")),
  },

  // Policies
  { kind: "single", topic: "policies", ask: "can we get a refund if she can't go anymore", expect: includesAll("final") },
  { kind: "single", topic: "policies", ask: "what happens if you cancel the event?", expect: includesAll("full refund") },
  {
    kind: "single",
    topic: "policies",
    ask: "what if the date of our city changes",
    expect: includesAll(["48 hours", "48-hour"], "credit"),
  },
  {
    kind: "single",
    topic: "policies",
    ask: "we paid in canadian dollars for victoria. could a credit be used for seattle instead?",
    expect: includesAll(NO, ["currency", "Canadian", "CAD"]),
  },
  {
    kind: "single",
    topic: "policies",
    ask: "does a credit expire?",
    expect: includesAll(["never expire", "doesn't expire", "does not expire", "don't expire", "do not expire", "no expiry", "no expiration", "non-expiring"]),
  },
  { kind: "single", topic: "policies", ask: "can i cash out my credit", expect: includesAll(NO) },
  { kind: "single", topic: "policies", ask: "refund on acting for dancers sessions?", expect: includesAll("final") },

  // Bring and expect
  { kind: "single", topic: "bring and expect", ask: "what shoes does she need", expect: includesAll("sneakers", "jazz shoes") },
  { kind: "single", topic: "bring and expect", ask: "what should i wear for on camera class", expect: { includesAny: ["solid", "fitted"] } },
  { kind: "single", topic: "bring and expect", ask: "should we pack lunch or is food provided?", expect: includesAll(["lunch", "snack"]) },
  { kind: "single", topic: "bring and expect", ask: "when do we get the footage from the day", expect: includesAll(["four weeks", "4 weeks"]) },

  // City pages
  { kind: "single", topic: "city pages", ask: "is there a stunts class in spokane?", expect: includesAll("stunt") },
  {
    kind: "single",
    topic: "city pages",
    ask: "which stops come with a free month of acting for dancers",
    expect: includesAll("Spokane", "Sherwood", "Boston", ["New Hampshire", "Hudson"]),
  },
  { kind: "single", topic: "city pages", ask: "any scholarships for sherwood?", expect: includesAll([...YES, "available", "apply"]) },
  {
    kind: "single",
    topic: "city pages",
    ask: "is the hartford schedule final yet",
    expect: includesAll(["work in progress", "finalized closer", "closer to the event"]),
  },
  { kind: "single", topic: "city pages", ask: "niagara falls - where's the entrance?", expect: includesAll("back of the building") },
  {
    kind: "single",
    topic: "city pages",
    ask: "does spokane run both days of the weekend?",
    expect: includesAll(NO, monthDay("spokane")),
  },

  // Schedule
  { kind: "single", topic: "schedule", ask: "what time do boston juniors check in", expect: includesAll(slot("boston", "juniors", "Check-in")) },
  { kind: "single", topic: "schedule", ask: "sherwood saturday start time?", expect: includesAll(slot("sherwood", "all", "Check-in", 0)) },
  {
    kind: "single",
    topic: "schedule",
    ask: "spokane, what time is stunts for dancers for the juniors",
    expect: includesAll(slot("spokane", "juniors", "Stunts for Dancers")),
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "boise nov 7: when is the seniors masterclass?",
    expect: includesAll(slot("boise-nov-7", "seniors", "Masterclass: On-Camera Jazz")),
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "when is the pro track VIP session in new hampshire",
    expect: includesAll(slot("new-hampshire", "seniors", "Pro Track VIP session", 1), "Sunday"),
  },

  // Mentorship
  {
    kind: "single",
    topic: "mentorship",
    ask: "what are the mentorship levels",
    expect: includesAll("Building", ["Pro / Growth", "Pro/Growth", "Growth"], "Elite Circle"),
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "is elite circle monthly or a one time thing?",
    expect: includesAll(price("hartford", "mentorship_elite"), ["monthly", "a month", "per month", "/ month", "/month"]),
  },
  { kind: "single", topic: "mentorship", ask: "is there a minimum commitment on mentorship", expect: includesAll(minimumTerm) },
  {
    kind: "single",
    topic: "mentorship",
    ask: "can i cancel mentorship after the first month?",
    expect: includesAll(minimumTerm),
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "is pro / growth the same thing as pro track?",
    expect: includesAll(NO, ["mentorship", "monthly"]),
  },
  { kind: "single", topic: "mentorship", ask: "building mentorship price on the sherwood page?", expect: includesAll(price("sherwood", "mentorship_building")) },
  {
    kind: "single",
    topic: "mentorship",
    ask: "mentorship prices in victoria bc",
    expect: includesAll(price("victoria-bc", "mentorship_building"), price("victoria-bc", "mentorship_growth"), price("victoria-bc", "mentorship_elite")),
  },
  { kind: "single", topic: "mentorship", ask: "london elite circle price", expect: includesAll(price("london", "mentorship_elite")) },
  { kind: "single", topic: "mentorship", ask: "does elite circle auto renew", expect: includesAll([...YES, "automatically", "auto-renew", "auto renew"]) },
  {
    kind: "single",
    topic: "mentorship",
    ask: "what does the first mentorship payment cover and when is the next charge",
    expect: includesAll(cohort.firstPeriod, cohort.recurringFrom),
  },

  // Acting for Dancers
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "acting for dancers prices?",
    expect: includesAll(
      price("acting-for-dancers", "afd_private_session"),
      price("acting-for-dancers", "afd_3pack"),
      price("acting-for-dancers", "afd_starter"),
      price("acting-for-dancers", "afd_steady_growth"),
    ),
  },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers a subscription", expect: includesAll(NO, ["one-time", "one time"]) },
  { kind: "single", topic: "acting for dancers", ask: "how long is an acting for dancers private session", expect: includesAll(["50-minute", "50 minute", "50 min"]) },
  { kind: "single", topic: "acting for dancers", ask: "how many weeks is the starter path", expect: includesAll(["four", "4"], "week") },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "steady growth path: how long and how much",
    expect: includesAll(["eight", "8"], price("acting-for-dancers", "afd_steady_growth")),
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is the 3 pack cheaper than booking 3 private sessions separately? by how much",
    expect: includesAll(
      money(minus(times(priceOf("acting-for-dancers", "afd_private_session"), 3), priceOf("acting-for-dancers", "afd_3pack"))),
    ),
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "we're in the UK, what does an acting for dancers private session cost?",
    expect: { includesAll: [price("acting-for-dancers", "afd_private_session")], excludes: [londonCatalogPrice("afd_private_session")] },
  },

  // Where the tour goes
  { kind: "single", topic: "where the tour goes", ask: "any stops in chicago", expect: includesAll(NOT_ON_TOUR) },
  { kind: "single", topic: "where the tour goes", ask: "r u coming to phoenix at all this season", expect: includesAll(NOT_ON_TOUR) },
  { kind: "single", topic: "where the tour goes", ask: "which canadian cities are on the tour", expect: includesAll("Victoria", "Niagara Falls") },
  { kind: "single", topic: "where the tour goes", ask: "are you doing anything in the UK?", expect: includesAll("London") },
];

// ---------------------------------------------------------------------------------------------
// Questions the site cannot answer: the right reply is "not sure"

const notSure = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const tuning9OffTopicQuestions: readonly OffTopicQuestion[] = [
  notSure("whats the weather gonna be in seattle on nov 9"),
  notSure("where should we park near the boston studio?"),
  notSure("good places to eat near the victoria studio?"),
  notSure("do you sell dance shoes or leotards"),
  notSure("hotel recommendations near sherwood for the weekend?"),
  notSure("do you rent recital costumes"),
  notSure("best airport to fly into for spokane?"),
  notSure("is there childcare for little siblings at the orlando event"),
  notSure("who won season 3 of dance moms"),
  notSure("can you recommend a physio for my daughter's ankle in hartford"),
  notSure("how much is an uber from heathrow to central london"),
  notSure("what's the sales tax rate in cypress tx"),
  notSure("how do I get a work visa to dance in the UK"),
  notSure("what time does the niagara falls boat tour run"),
  notSure("is there wifi at the charleston wv studio"),
  notSure("do you do wedding first-dance lessons for couples?"),
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on the earlier turn or switch city, ticket or program

export const tuning9Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Victoria core, then pro, then the early bird",
    turns: [
      { ask: "how much is core in victoria?", expect: includesAll(price("victoria-bc", "core")) },
      { ask: "and pro track?", expect: includesAll(price("victoria-bc", "pro")) },
      { ask: "what's that one with the early bird code?", expect: includesAll(earlyBird("pro")) },
    ],
  },
  {
    kind: "conversation",
    title: "Seattle core, three of them, then Victoria",
    turns: [
      { ask: "seattle core price", expect: includesAll(price("seattle", "core")) },
      { ask: "what about for 3 of them?", expect: includesAll(money(times(priceOf("seattle", "core"), 3))) },
      {
        ask: "and in victoria?",
        expect: {
          includesAll: [[money(times(priceOf("victoria-bc", "core"), 3)), price("victoria-bc", "core")]],
          excludes: [money(times(priceOf("seattle", "core"), 3))],
        },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Building mentorship: price, billing, start",
    turns: [
      { ask: "how much is the building mentorship level?", expect: includesAll(price("hartford", "mentorship_building")) },
      { ask: "is that one monthly?", expect: includesAll(["monthly", "a month", "per month", "each month", "every month"]) },
      { ask: "when does it start", expect: includesAll(cohort.start) },
    ],
  },
  {
    kind: "conversation",
    title: "Boston's guest teacher",
    turns: [
      { ask: "who's teaching the contemporary class in boston", expect: includesAll("Liora Vantassel") },
      { ask: "is her class included or extra?", expect: includesAll("included") },
      { ask: "what's the address", expect: includesAll(street("boston")) },
    ],
  },
  {
    kind: "conversation",
    title: "Orlando upgrade before and after buying",
    turns: [
      { ask: "orlando core price?", expect: includesAll(price("orlando", "core")) },
      { ask: "how much more to switch to pro track in my cart", expect: includesAll(cartUpgrade("orlando", "core", "pro")) },
      { ask: "and if I'd already bought the core ticket?", expect: includesAll(linkUpgrade("orlando", "core", "pro")) },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend for two",
    turns: [
      { ask: "when is sherwood", expect: includesAll(monthDay("sherwood")) },
      { ask: "how much is the weekend pass", expect: includesAll(price("sherwood", "weekend_pass")) },
      { ask: "what about for 2 dancers?", expect: includesAll(money(times(priceOf("sherwood", "weekend_pass"), 2))) },
    ],
  },
  {
    kind: "conversation",
    title: "A 12-year-old in Seattle, then Orlando",
    turns: [
      { ask: "my daughter is 12, is she a junior at the seattle one?", expect: includesAll("Junior") },
      { ask: "what time does she check in", expect: includesAll(slot("seattle", "juniors", "Check-in")) },
      { ask: "what about in orlando?", expect: includesAll(["Senior", "12 to adult"]) },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers 3 Pack",
    turns: [
      { ask: "whats the acting for dancers 3 pack cost", expect: includesAll(price("acting-for-dancers", "afd_3pack")) },
      { ask: "how long do i have to use it?", expect: includesAll(["90 days", "90-day"]) },
      { ask: "is that one monthly?", expect: includesAll(NO, ["one-time", "one time"]) },
    ],
  },
  {
    kind: "conversation",
    title: "Niagara Falls venue, parking, then Denver",
    turns: [
      { ask: "where is the niagara falls intensive", expect: includesAll(venueOf("niagara-falls").name) },
      { ask: "where do we park?", expect: includesAll("rear lot") },
      { ask: "what about denver, do you go there?", expect: { includesAll: [NOT_ON_TOUR], excludes: [venueOf("niagara-falls").name] } },
    ],
  },
  {
    kind: "conversation",
    title: "New Hampshire VIP add-on",
    turns: [
      { ask: "how much is the vip upgrade for new hampshire", expect: includesAll(price("new-hampshire", "nh_protrack_vip")) },
      { ask: "can i buy it on its own?", expect: includesAll(NO, [/full weekend pass/i, /balance payment/i]) },
      { ask: "ok how much is the full weekend pass then", expect: includesAll(price("new-hampshire", "nh_full_weekend")) },
    ],
  },
];

export const tuning9QuestionCount =
  tuning9SingleQuestions.length + tuning9OffTopicQuestions.length + tuning9Conversations.reduce((n, c) => n + c.turns.length, 0);
