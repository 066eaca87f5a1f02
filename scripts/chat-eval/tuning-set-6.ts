/**
 * Tuning set 6 of the chat assistant (issue 40, eighth round, second set): written from the spec, the
 * seed catalog, the site's content files and the forms' validation, by someone who never read the
 * answerer, its evaluation sets' questions or its tuning. Unlike the held-out sets, this set IS tuned on.
 *
 * It leans toward what visitors really type: compound messages, indirect phrasing ("she can't do
 * Saturdays", "we're driving from Tacoma"), comparisons between cities and tickets, what happens after
 * buying, mentorship levels against ticket tiers with similar names, parents asking about watching and
 * filming, misspelt cities and tickets, and questions whose right answer is a plain "no".
 *
 * Every catalog figure is computed from the seed with the site's own functions (seedOffers via
 * seed-facts, formatMoney, percentOff, upgradeDifference, cartUpgradeDifference); eligibility comes from
 * the forms' zod schemas and isMinor; mentorship terms from describeMentorshipCohort at the eval clock.
 * Copy facts are short phrases a right answer contains, with alternatives. The clock is 2025-09-01.
 */
import {
  AGE_GROUP_LABELS,
  ADULT_AGE,
  auditionAgeGroup,
  isMinor,
} from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import {
  cartUpgradeDifference,
  UPGRADE_LINK_DAYS,
  upgradeDifference,
} from "~/domain/ticket-upgrade";
import { parents } from "~/content/marketing";
import { site } from "~/content/site";
import { seedOffers } from "~/features/catalog/seed-offers";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { studentSchema } from "~/features/checkout/orders/checkout-schema";
import type {
  Conversation,
  Expectation,
  Fact,
  FactOrAlternatives,
  OffTopicQuestion,
} from "./independent-set";
import { mentorshipCohort as cohort, seedPrice as priceMoney, seedVenue as venue, seed, seedEvent, seedOffer } from "./seed-facts";

export type Tuning6Topic =
  | "prices"
  | "totals and groups"
  | "upgrades"
  | "dates and venues"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "after buying"
  | "bring and wear"
  | "the day and schedule"
  | "city pages"
  | "mentorship"
  | "acting for dancers"
  | "parents"
  | "not on the tour"
  | "similar names";

export interface Tuning6Question {
  kind: "single";
  topic: Tuning6Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced as the site prices them

/** A price as a reply may write it: "$1,008" or "$1008"; Canadian dollars also as "227 CAD" or "CA$227". */
function moneyFact(m: Money): FactOrAlternatives {
  const shown = formatMoney(m);
  const units = m.amountMinor / 100;
  const plain = String(units);
  const alternatives: Fact[] = [shown];
  if (shown.includes(",")) alternatives.push(shown.replace(/,/g, ""));
  if (m.currency === "CAD")
    alternatives.push(
      `${plain} CAD`,
      `CA$${plain}`,
      `$${plain} CAD`,
      `$${plain} Canadian`,
    );
  if (m.currency === "GBP") alternatives.push(`${plain} GBP`);
  return alternatives.length === 1 ? shown : alternatives;
}

function price(slug: string, tier: string): FactOrAlternatives {
  return moneyFact(priceMoney(slug, tier));
}

/** Several tickets of one or more tiers in one order, before any code. */
function total(
  slug: string,
  ...lines: Array<[tier: string, quantity: number]>
): FactOrAlternatives {
  const currency = priceMoney(slug, lines[0]![0]).currency;
  const amountMinor = lines.reduce(
    (sum, [tier, quantity]) =>
      sum + priceMoney(slug, tier).amountMinor * quantity,
    0,
  );
  return moneyFact({ amountMinor, currency });
}

/** Swapping a ticket in the cart for a higher tier, as the cart's upgrade dialog charges it. */
function cartUpgrade(
  slug: string,
  from: string,
  to: string,
): FactOrAlternatives {
  const a = priceMoney(slug, from);
  const b = priceMoney(slug, to);
  return moneyFact({
    amountMinor: cartUpgradeDifference(a.amountMinor, b.amountMinor),
    currency: a.currency,
  });
}

/** Moving one already-bought ticket (paid in full, no code) up a tier with an upgrade link. */
function bookedUpgrade(
  slug: string,
  from: string,
  to: string,
): FactOrAlternatives {
  const fromOffer = seedOffer(slug, from);
  const b = priceMoney(slug, to);
  const own =
    fromOffer.rule.upgrade?.tierKey === to
      ? fromOffer.rule.upgrade.priceMinor
      : null;
  const amountMinor = upgradeDifference({
    lineTotalMinor: fromOffer.price.amountMinor,
    quantity: 1,
    toPriceMinor: b.amountMinor,
    upgradePriceMinor: own,
  });
  return moneyFact({ amountMinor, currency: b.currency });
}

const monthDay = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "long",
  day: "numeric",
});
const weekdayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
});

function startDate(slug: string): Date {
  const startsOn = seedEvent(slug).startsOn;
  if (!startsOn) throw new Error(`${slug} has no date`);
  return new Date(`${startsOn}T12:00:00Z`);
}

/** "November 15" (a reply may add the weekday or the year). */
function day(slug: string): string {
  return monthDay.format(startDate(slug));
}

function lastDay(slug: string): string {
  const endsOn = seedEvent(slug).endsOn;
  if (!endsOn) throw new Error(`${slug} is one day`);
  return monthDay.format(new Date(`${endsOn}T12:00:00Z`));
}

function weekday(slug: string): string {
  return weekdayFormat.format(startDate(slug));
}

/** The street line of a venue's address: "420 N 5th St". */
function street(slug: string): string {
  const address = venue(slug).address;
  if (!address) throw new Error(`${slug} has no address`);
  return address.split(",")[0]!.trim();
}

/** A schedule time as a reply may write it: "2:30 PM", "2:30pm". */
function timeFact(time: string): RegExp {
  return new RegExp(`\\b${time.replace(" ", "\\s?")}`, "i");
}

/** The time of the first row whose activity starts with `activity`, in the table for `group` on day `dayIndex`. */
function slot(
  slug: string,
  group: string,
  activity: string,
  dayIndex = 0,
): RegExp {
  const days = seedEvent(slug).page.schedule.days;
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const row = table?.slots.find((s) => s.activity.startsWith(activity));
  if (!row)
    throw new Error(
      `${slug} has no ${activity} for ${group} on day ${dayIndex}`,
    );
  return timeFact(row.time);
}

function tierLabel(key: string): string {
  const t = seed.tiers.find((x) => x.key === key);
  if (!t) throw new Error(`no tier ${key}`);
  return t.label;
}

// The mentorship cohort as a page rendered at the eval clock words it.
if (cohort.startsOnPurchase)
  throw new Error(
    "the mentorship cohort was expected to start after the eval clock",
  );
const cohortStart = cohort.start.replace(/, \d{4}$/, ""); // "December 1"
const cohortRenewal = cohort.recurringFrom.replace(/, \d{4}$/, ""); // "January 1"
const minimumMonths = cohort.minimumTermMonths;
const minimumFact: Fact[] = [
  new RegExp(`\\b${minimumMonths}[- ]month`, "i"),
  new RegExp(
    `\\b${["zero", "one", "two", "three", "four", "five", "six"][minimumMonths] ?? "x"}[- ]month`,
    "i",
  ),
];

// Eligibility from the forms' own validation.
function auditionAgeAccepted(age: number): boolean {
  return auditionFormSchema.safeParse({
    fullName: "A Dancer",
    email: "a@example.com",
    phone: "555 0100",
    age,
    parentName: "A Parent",
    consent: true,
  }).success;
}
function checkoutAgeAccepted(age: number): boolean {
  return studentSchema.safeParse({
    fullName: "A Dancer",
    age,
    parentName: "A Parent",
    guardianConsent: true,
  }).success;
}
const youngestAuditionAge = [3, 4, 5, 6, 7, 8].find(auditionAgeAccepted);
if (youngestAuditionAge === undefined || auditionAgeAccepted(4))
  throw new Error(
    "the audition form's youngest age is not as this set assumes",
  );
if (!checkoutAgeAccepted(45) || !auditionAgeAccepted(45))
  throw new Error("a 45-year-old was expected to be accepted");
if (!isMinor(17) || isMinor(18)) throw new Error("the guardian rule changed");
const olderChild = 12;
const youngGroup = AGE_GROUP_LABELS[auditionAgeGroup(olderChild)]; // "Juniors (12 and under)"
const orlandoSplit = parents.ageGroups.eleven_and_twelve_plus; // Juniors 11 and under, Seniors 12 to adult
if (seedEvent("orlando").page.schedule.ageGroups !== "eleven_and_twelve_plus")
  throw new Error("Orlando's split changed");
const orlandoGroupOf12 = orlandoSplit.find((g) => g.ages.startsWith("12"))!;
const orlandoGroupOf11 = orlandoSplit.find((g) => g.ages.startsWith("11"))!;

// The Victoria early bird: its code, percentage and what Core costs with it.
const victoriaEarly = seed.discountCodes.find(
  (c) => c.code === seedEvent("victoria-bc").page.earlyBird?.code,
);
if (!victoriaEarly?.percentOff)
  throw new Error("Victoria has no percentage early bird");
const victoriaCore = priceMoney("victoria-bc", "core");
const victoriaEarlyCore = moneyFact({
  amountMinor: percentOff(victoriaCore.amountMinor, victoriaEarly.percentOff),
  currency: victoriaCore.currency,
});

// Sherwood: the weekend pass against two single days.
const sherwoodTwoDays =
  priceMoney("sherwood", "core_day1").amountMinor +
  priceMoney("sherwood", "core_day2").amountMinor;
const sherwoodPass = priceMoney("sherwood", "weekend_pass").amountMinor;
if (sherwoodPass >= sherwoodTwoDays)
  throw new Error("the Sherwood pass is no longer cheaper than two days");

// Cities the tour sells in (a "not on the tour" question must not name one of them).
const tourCities = seed.events.map((e) => e.cityName.toLowerCase());
for (const missing of [
  "denver",
  "chicago",
  "los angeles",
  "phoenix",
  "new york, ny",
  "portland",
]) {
  if (tourCities.some((c) => c.startsWith(missing)))
    throw new Error(`${missing} is in the catalog`);
}
if (!seedEvent("atlanta").isCancelled)
  throw new Error("Atlanta was expected to be cancelled");
if (seedEvent("london").startsOn !== null)
  throw new Error("London was expected to have no date");
for (const slug of ["madison-wi", "dallas", "belgrade"])
  if (seedEvent(slug).venue) throw new Error(`${slug} now has a venue`);

// Which tiers a stop sells.
const sells = (slug: string, tier: string) =>
  seedOffers(seed, seedEvent(slug)).some((o) => o.tierKey === tier);
if (sells("spokane", "core_day2") || sells("spokane", "weekend_pass"))
  throw new Error("Spokane now sells a second day");
if (
  sells("niagara-falls", "victoria_one_class_only") ||
  !sells("niagara-falls", "masterclass_only")
)
  throw new Error("Niagara's single class changed");
if (!seedEvent("new-hampshire").page.pricing.note?.includes("Granite Stage"))
  throw new Error("Hudson is no longer private");

const nhVenue = venue("new-hampshire").name; // Granite Stage Dance Academy

// Yes and no, as a reply may say them.
const YES: Fact[] = [
  /\byes\b/i,
  /\byou can\b/i,
  /\bshe can\b/i,
  /\bhe can\b/i,
  /\bcan\b/i,
  /\babsolutely\b/i,
  /\bdefinitely\b/i,
];
const NO: Fact[] = [/\bno\b/i, /\bnot\b/i, /n't\b/i, /\bonly\b/i];
const NOT_VISITED: Fact[] = [/\bno\b/i, /\bnot\b/i, /n't\b/i];
const EMAIL = site.contactEmail;

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning6SingleQuestions: readonly Tuning6Question[] = [
  // Prices of tiers at specific stops
  {
    kind: "single",
    topic: "prices",
    ask: "how much is pro track in spokane",
    expect: { includesAll: [price("spokane", "pro")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "sherwod weekend pass how much",
    expect: { includesAll: [price("sherwood", "weekend_pass")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "Is the Sherwood weekend pass actually cheaper than buying the Saturday and Sunday tickets seperately? by how much",
    expect: {
      includesAll: [price("sherwood", "weekend_pass")],
      includesAny: [
        formatMoney({ amountMinor: sherwoodTwoDays, currency: "USD" }),
        formatMoney({
          amountMinor: sherwoodTwoDays - sherwoodPass,
          currency: "USD",
        }),
        "10%",
      ],
    },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "Victoria BC - price for the core experience?",
    expect: { includesAll: [price("victoria-bc", "core")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "how much is the one class only ticket in victoria",
    expect: { includesAll: [price("victoria-bc", "victoria_one_class_only")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "orlando core vs pro track, what are the two prices?",
    expect: {
      includesAll: [price("orlando", "core"), price("orlando", "pro")],
    },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "the 'Just a Class' option in Cypress TX, how much is it?",
    expect: { includesAll: [price("cypress", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "niagra falls pro track price please",
    expect: { includesAll: [price("niagara-falls", "pro")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "We're in the UK. How much is Core in London, in pounds?",
    expect: { includesAll: [price("london", "core")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "My daughter only wants the masterclass on the Friday night in Boise (Nov 7). What's the price for just the class?",
    expect: { includesAll: [price("boise-nov-7", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "is there an early bird for Victoria? what would core cost with it",
    expect: { includesAll: [victoriaEarlyCore, victoriaEarly.code] },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "Charleston WV: how much is pro track and what's the date?",
    expect: {
      includesAll: [price("charleston-wv", "pro"), day("charleston-wv")],
    },
  },
  {
    kind: "single",
    topic: "prices",
    ask: "Are the Victoria prices in US dollars?",
    expect: { includesAll: [NO, [/canadian/i, /\bCAD\b/, "C$"]] },
  },

  // Totals for several dancers, group buying
  {
    kind: "single",
    topic: "totals and groups",
    ask: "I have 3 daughters who all want Core in Seattle. total?",
    expect: { includesAll: [total("seattle", ["core", 3])] },
  },
  {
    kind: "single",
    topic: "totals and groups",
    ask: "I own a studio and we're bringing 6 dancers to the Boise intensive on November 8, all on Core Experience. What's the total?",
    expect: { includesAll: [total("boise", ["core", 6])] },
  },
  {
    kind: "single",
    topic: "totals and groups",
    ask: "my twins are doing orlando, one wants core and the other wants pro track. how much for both",
    expect: { includesAll: [total("orlando", ["core", 1], ["pro", 1])] },
  },
  {
    kind: "single",
    topic: "totals and groups",
    ask: "Victoria: two Core tickets and one Pro Track, what's that come to?",
    expect: { includesAll: [total("victoria-bc", ["core", 2], ["pro", 1])] },
  },
  {
    kind: "single",
    topic: "totals and groups",
    ask: "I'm buying for 5 students from my studio but I don't have all their details yet. Do I need every name at checkout?",
    expect: {
      includesAll: [
        [/after (paying|payment|you pay|checkout|purchase)/i, /\blater\b/i],
      ],
    },
  },

  // Upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "I already bought a core ticket for Orlando. How much more is it to upgrade to pro track?",
    expect: { includesAll: [bookedUpgrade("orlando", "core", "pro")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "If I swap the Spokane Core Day 1 in my cart for Pro Track, what's the difference?",
    expect: { includesAll: [cartUpgrade("spokane", "core_day1", "pro")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "we have the Sunday core ticket for sherwood. how much extra to go to pro track instead?",
    expect: { includesAll: [bookedUpgrade("sherwood", "core_day2", "pro")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "Price difference between core and pro in Victoria BC?",
    expect: { includesAll: [cartUpgrade("victoria-bc", "core", "pro")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "I asked for an upgrade link for my son's ticket. How long does the link work?",
    expect: {
      includesAll: [[`${UPGRADE_LINK_DAYS} days`, `${UPGRADE_LINK_DAYS}-day`]],
    },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "After we upgrade to pro track do we get a new ticket or QR code?",
    expect: { includesAll: ["QR"], includesAny: [/\bsame\b/i, /\bkeeps?\b/i] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "Can I buy just the Pro Track VIP Upgrade for the New Hampshire weekend without a weekend ticket?",
    expect: {
      includesAll: [
        NO,
        [/full weekend pass/i, /balance payment/i, /weekend pass/i],
      ],
    },
  },

  // Dates and venues
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when's the boston one, and what day of the week is that? she has school",
    expect: { includesAll: [day("boston"), weekday("boston")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Where is the Spokane intensive held?",
    expect: { includesAll: [venue("spokane").name] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "savannah - date and which studio?",
    expect: { includesAll: [day("savannah"), venue("savannah").name] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Is Sherwood one day or two days?",
    expect: {
      includesAll: [
        day("sherwood").split(" ")[0]!,
        new RegExp(`\\b${startDate("sherwood").getUTCDate()}\\b`),
        new RegExp(`\\b${lastDay("sherwood").split(" ")[1]}\\b`),
      ],
    },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "which studio is the Madison WI one at?",
    expect: {
      includesAny: [
        /coming soon/i,
        /not (yet )?(been )?(confirmed|announced|set)/i,
        /being confirmed/i,
        /to be (announced|confirmed)/i,
        /\bTBA\b/,
        /\bTBD\b/,
      ],
    },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "When is the London date?",
    expect: {
      includesAny: [
        /to be determined/i,
        /\bTBD\b/,
        /not (yet )?(been )?(set|announced|confirmed|scheduled)/i,
        /no date/i,
        /hasn't been/i,
      ],
    },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "We're driving down from Tacoma. Which stop is closest to us and when is it?",
    expect: { includesAll: ["Seattle", day("seattle")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "whats the address of the minneapolis studio",
    expect: { includesAll: [street("minneapolis")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "I see two Boise dates?? whats the difference between them",
    expect: { includesAll: [day("boise-nov-7"), day("boise")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Niagara Falls - where do we go in? someone said the door is weird",
    expect: { includesAny: [/back of the building/i, /rear/i, /\bback\b/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Is the Orlando studio the one on Edgewater Dr? Just want to make sure I put the right address in the GPS.",
    expect: {
      includesAll: [YES.concat([street("orlando")]), venue("orlando").name],
    },
  },

  // Ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: `my son is ${olderChild}, is he a junior or a senior?`,
    expect: {
      includesAll: [
        "Junior",
        [youngGroup.replace(/^Juniors \((.*)\)$/, "$1"), /12 (and|&) under/i],
      ],
    },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: `My daughter turns ${olderChild} before the Orlando date. Which group would she be in there?`,
    expect: {
      includesAll: [
        orlandoGroupOf12.name,
        [orlandoGroupOf12.ages, /12 to adult/i, /12 and (up|over|older)/i],
      ],
    },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can my 4 year old do the audition?",
    expect: { includesAll: [NO, new RegExp(`\\b${youngestAuditionAge}\\b`)] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "she's 17 and wants to register for the audition herself, does she have to have a parent's name on it?",
    expect: { includesAll: [YES, /parent|guardian/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "I'm 45 and used to dance professionally. Am I too old to take the class?",
    expect: {
      includesAll: [NOT_VISITED.concat([/\bnever\b/i])],
      includesAny: [/all ages/i, /every age/i, /\b99\b/, /welcome/i],
    },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: `My son just turned ${ADULT_AGE}. Does a parent still have to sign the consent at checkout?`,
    expect: {
      includesAll: [
        NO,
        [
          `under ${ADULT_AGE}`,
          `younger than ${ADULT_AGE}`,
          `below ${ADULT_AGE}`,
          "minor",
        ],
      ],
    },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "does she have to be an advanced dancer? she only does rec classes",
    expect: {
      includesAll: [
        NOT_VISITED,
        [/all (ages and )?levels/i, /every level/i, /any level/i],
      ],
    },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my son goes to a different studio in NH, not Granite Stage. Can he sign up for the Hudson weekend?",
    expect: { includesAll: [NO, "Granite Stage"] },
  },

  // Auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "Can my son just audition in Seattle without doing the classes?",
    expect: {
      includesAll: [YES, ["Audition Only", "audition alone", "audition-only"]],
      includesAny: ["free", "$0"],
    },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "What is the audition actually for? If she does well will she get a job?",
    expect: {
      includesAll: [[/guarantee/i]],
      includesAny: [/project/i, /music video/i, /casting/i],
    },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "is the audition extra $ on top of the ticket?",
    expect: { includesAll: [NOT_VISITED, "free"] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "What time is the seniors audition in Hartford? My daughter is 14.",
    expect: { includesAll: [slot("hartford", "seniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "Does she need a headshot and resume to audition? we don't have one",
    expect: {
      includesAll: [NOT_VISITED],
      includesAny: [
        /not required/i,
        /don't need/i,
        /isn't required/i,
        /no need/i,
        /\bNo\b/,
      ],
    },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "We can't make any of the tour dates. Is there any way she can still be considered for projects?",
    expect: {
      includesAll: [["Submit Talent", "submit-talent", "submit your talent"]],
    },
  },

  // Policies
  {
    kind: "single",
    topic: "policies",
    ask: "My daughter broke her ankle and can't dance at Seattle anymore. Can I get my money back?",
    expect: { includesAll: [/final/i], includesAny: [EMAIL, /email/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "You changed our date and I didn't see the email for 3 days. Did I lose the ticket?",
    expect: {
      includesAll: [/credit/i],
      includesAny: [
        /never expires?/i,
        /doesn't expire/i,
        /does not expire/i,
        /non-expiring/i,
      ],
    },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "how long do I have to answer if the date gets moved",
    expect: { includesAll: [["48 hours", "48-hour", "48 hrs"]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "We have a credit from the Victoria date change (we paid in Canadian dollars). Can we use it for Seattle?",
    expect: { includesAll: [/currency/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "plans changed and we can't come to Boise anymore, can I just get a refund?",
    expect: { includesAll: [NOT_VISITED, /final/i] },
  },

  // After buying
  {
    kind: "single",
    topic: "after buying",
    ask: "I just bought tickets for Cypress. When do we get the schedule and the venue info?",
    expect: { includesAll: [[/week before/i, /a week/i]] },
  },
  {
    kind: "single",
    topic: "after buying",
    ask: "When will we get the video footage from the day?",
    expect: { includesAll: [["four weeks", "4 weeks"]] },
  },
  {
    kind: "single",
    topic: "after buying",
    ask: "I don't want my 10 year old on your social media. Is that possible, and who do I tell?",
    expect: { includesAll: [EMAIL] },
  },
  {
    kind: "single",
    topic: "after buying",
    ask: "Spokane says there's a free month of Acting for Dancers with the ticket. how do we actually use it after the day?",
    expect: { includesAll: [EMAIL] },
  },

  // What to bring and wear
  {
    kind: "single",
    topic: "bring and wear",
    ask: "what shoes should she bring",
    expect: { includesAll: [/sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "can he just wear the sneakers he walks in with?",
    expect: { includesAll: [NOT_VISITED], includesAny: [/outside/i, /clean/i] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "what colors look best on camera? she has a sparkly leotard with a big logo",
    expect: { includesAll: [/solid/i], includesAny: [/logo/i, /print/i] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "how early should we get there",
    expect: { includesAll: [["15 minutes", "15 min", "fifteen minutes"]] },
  },

  // The day and its schedule
  {
    kind: "single",
    topic: "the day and schedule",
    ask: "What time does check-in start for the Seniors in Seattle?",
    expect: { includesAll: [slot("seattle", "seniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "the day and schedule",
    ask: "What time is the Pro Track session in Boston?",
    expect: { includesAll: [slot("boston", "seniors", "Pro Track session")] },
  },
  {
    kind: "single",
    topic: "the day and schedule",
    ask: "When is the VIP session at the Hudson weekend? Which day?",
    expect: {
      includesAll: [
        slot("new-hampshire", "seniors", "Pro Track VIP", 1),
        [lastDay("new-hampshire"), "Sunday"],
      ],
    },
  },
  {
    kind: "single",
    topic: "the day and schedule",
    ask: "My daughter is 9. What time does her group check in at Cypress?",
    expect: { includesAll: [slot("cypress", "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "the day and schedule",
    ask: "Is the industry Q&A just for the dancers or can parents listen in too?",
    expect: {
      includesAll: [/parent/i],
      includesAny: [/\bopen\b/i, /\bwelcome\b/i, /\byes\b/i, /\bcan\b/i],
    },
  },

  // Each city's own page copy
  {
    kind: "single",
    topic: "city pages",
    ask: "who's teaching the contemporary class in boston?",
    expect: { includesAll: ["Liora Vantassel"] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "Is the Boston contemporary class an extra charge, or is it part of the ticket?",
    expect: { includesAll: [/included|part of/i] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "Who teaches Stunts for Dancers at Spokane?",
    expect: { includesAny: [/stunt ?woman/i, /stunt performer/i, /\bRae\b/] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "Sherwood looks great but it's pricey for us. any scholarships?",
    expect: { includesAll: [YES, /scholarship/i] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "How is the Sunday split at Sherwood? my kids are 10 and 14",
    expect: {
      includesAll: [
        ["Juniors", "Junior"],
        ["Seniors", "Senior"],
        [
          AGE_GROUP_LABELS["12_and_under"].replace(/^Juniors \((.*)\)$/, "$1"),
          /12 (and|&) under/i,
        ],
        [
          AGE_GROUP_LABELS["13_and_up"].replace(/^Seniors \((.*)\)$/, "$1"),
          /13 (and|&) (up|over|older)/i,
        ],
      ],
    },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "Spokane - is there a second day on Sunday??",
    expect: { includesAll: [NOT_VISITED, day("spokane")] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "At the Seattle one, do the kids get to see themselves on camera during the day?",
    expect: { includesAll: [/playback/i] },
  },

  // Parents: watching, supervision, filming
  {
    kind: "single",
    topic: "parents",
    ask: "Can I stay and watch my daughter's classes all day?",
    expect: { includesAny: [/space/i, /showcase/i, /check-in/i] },
  },
  {
    kind: "single",
    topic: "parents",
    ask: "Is the whole class filmed? I need to know before I sign the consent",
    expect: { includesAll: [YES, /film/i] },
  },

  // Mentorship levels and billing
  {
    kind: "single",
    topic: "mentorship",
    ask: "what are the mentorship levels and how much is each a month?",
    expect: {
      includesAll: [
        "Building",
        "Pro / Growth",
        "Elite Circle",
        price("hartford", "mentorship_building"),
        price("hartford", "mentorship_growth"),
        price("hartford", "mentorship_elite"),
      ],
    },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "When does the mentorship start, and when is the second payment?",
    expect: { includesAll: [cohortStart, cohortRenewal] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "can I try mentorship for one month and cancel after that?",
    expect: { includesAll: [NOT_VISITED, minimumFact] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "Does Elite Circle renew by itself?",
    expect: { includesAll: [[/automatic/i, /auto-?renew/i, /renews/i]] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "mentorship - is it monthly or a one time payment?",
    expect: { includesAll: [/month/i] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "On the Sherwood page how much is the Building mentorship?",
    expect: { includesAll: [price("sherwood", "mentorship_building")] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "Elite circle price in victoria?",
    expect: { includesAll: [price("victoria-bc", "mentorship_elite")] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "What do you get in Elite Circle that Pro / Growth doesn't have?",
    expect: { includesAll: [/one-on-one|1:1|one on one/i] },
  },

  // Similar names
  {
    kind: "single",
    topic: "similar names",
    ask: "Is Pro / Growth the same thing as Pro Track?",
    expect: { includesAll: [NOT_VISITED, /month/i] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "my daughter did Pro Track in Seattle, does that mean she's in the Elite Circle mentorship now?",
    expect: {
      includesAll: [NOT_VISITED],
      includesAny: [/separate/i, /monthly/i, /subscription/i, /online/i],
    },
  },

  // Acting for Dancers
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "How much are the Acting for Dancers options?",
    expect: {
      includesAll: [
        price("acting-for-dancers", "afd_private_session"),
        price("acting-for-dancers", "afd_3pack"),
        price("acting-for-dancers", "afd_starter"),
        price("acting-for-dancers", "afd_steady_growth"),
      ],
    },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is acting for dancers a monthly subscription like the mentorship?",
    expect: { includesAll: [NOT_VISITED, [/one-time/i, /one time/i]] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "If we buy the acting 3 pack do the sessions expire?",
    expect: { includesAll: [["90 days", "90-day"]] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "starter path vs steady growth path - how long is each?",
    expect: {
      includesAll: [
        ["four weeks", "4 weeks", "four-week", "4-week"],
        ["eight weeks", "8 weeks", "eight-week", "8-week"],
      ],
    },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "Is Acting for Dancers in person at the tour stops?",
    expect: { includesAll: [NOT_VISITED, [/online/i, /virtual/i, /video/i]] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "My son is 13, can I sit in on his acting sessions?",
    expect: {
      includesAll: [YES],
      includesAny: [/welcome/i, /sit in/i, /parent/i],
    },
  },

  // Places the tour does not visit, and a cancelled stop
  {
    kind: "single",
    topic: "not on the tour",
    ask: "Do you have a stop in Denver?",
    expect: { includesAll: [NOT_VISITED] },
  },
  {
    kind: "single",
    topic: "not on the tour",
    ask: "are you coming to chicago this season",
    expect: { includesAll: [NOT_VISITED] },
  },
  {
    kind: "single",
    topic: "not on the tour",
    ask: "Any date in Los Angeles?",
    expect: { includesAll: [NOT_VISITED] },
  },
  {
    kind: "single",
    topic: "not on the tour",
    ask: "is the Atlanta intensive on Sept 28 still happening? we were planning to go",
    expect: { includesAll: [/cancel/i] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the right reply is "not sure"

export const tuning6OffTopicQuestions: readonly OffTopicQuestion[] = [
  {
    kind: "off-topic",
    ask: "what's the weather usually like in Spokane in mid November?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "Any good restaurants near the Boston studio for dinner after?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "Where's the cheapest parking near the Seattle studio?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "Can you recommend a hotel close to Sherwood for the weekend?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "Do you sell jazz shoes or dancewear?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "Do you run RAD ballet exams?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "Is there a shuttle from the Orlando airport to the studio?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "Do you offer babysitting for younger siblings during the Boise day?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "What's the best pizza place in Hartford?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "How much is an Uber from the Victoria ferry terminal to the studio?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "Can we rent your studio for my daughter's birthday party?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "Is there a Starbucks near the Cypress studio?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "Can you recommend a physiotherapist in Savannah? her ankle is sore",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "Do you sell Elite Circle team jackets or merch?",
    expect: { notSure: true },
  },
  {
    kind: "off-topic",
    ask: "What time do the Niagara Falls boat tours run on the weekend?",
    expect: { notSure: true },
  },
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on, or switch away from, the earlier turns

export const tuning6Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Spokane price, then its date, then a switch to Sherwood",
    turns: [
      {
        ask: "how much is pro track in spokane?",
        expect: { includesAll: [price("spokane", "pro")] },
      },
      { ask: "and when is it?", expect: { includesAll: [day("spokane")] } },
      {
        ask: "what about sherwood?",
        expect: {
          includesAll: [
            [day("sherwood"), formatMoney(priceMoney("sherwood", "pro"))],
          ],
          excludes: [day("spokane")],
        },
      },
    ],
  },
  {
    kind: "conversation",
    title: "An 11-year-old in Orlando: group, price, upgrade",
    turns: [
      {
        ask: "my daughter is 11 and we want to do Orlando. which group is she in?",
        expect: {
          includesAll: [
            orlandoGroupOf11.name,
            [orlandoGroupOf11.ages, /11 (and|&) under/i],
          ],
        },
      },
      {
        ask: "how much is core there?",
        expect: { includesAll: [price("orlando", "core")] },
      },
      {
        ask: "and if she wants to move up to pro track after we've bought it?",
        expect: { includesAll: [bookedUpgrade("orlando", "core", "pro")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Boston's date and guest teacher, then a city the tour skips",
    turns: [
      {
        ask: "when is the boston intensive?",
        expect: { includesAll: [day("boston")] },
      },
      {
        ask: "who teaches the contemporary class there?",
        expect: { includesAll: ["Liora Vantassel"] },
      },
      {
        ask: "what about Denver?",
        expect: { includesAll: [NOT_VISITED], excludes: ["Liora"] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria's single class, its currency, then Niagara Falls",
    turns: [
      {
        ask: "how much is the one class only in victoria?",
        expect: {
          includesAll: [price("victoria-bc", "victoria_one_class_only")],
        },
      },
      {
        ask: "is that US dollars?",
        expect: { includesAll: [NO, [/canadian/i, /\bCAD\b/, "C$"]] },
      },
      {
        ask: "does niagara falls have a single class ticket too? how much",
        expect: { includesAll: [price("niagara-falls", "masterclass_only")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A Sherwood dancer who can't do Saturdays",
    turns: [
      {
        ask: "my daughter can't do Saturdays. is Sherwood still an option for her?",
        expect: { includesAll: [YES.concat(["Sunday"]), lastDay("sherwood")] },
      },
      {
        ask: "how much is just that day?",
        expect: { includesAll: [price("sherwood", "core_day2")] },
      },
      {
        ask: "she's 13, which group would she be in?",
        expect: { includesAll: [["Senior", "Seniors"]] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers: what it is, the 3 Pack, then the Starter Path",
    turns: [
      {
        ask: "what is acting for dancers?",
        expect: { includesAll: [[/online/i, /virtual/i]] },
      },
      {
        ask: "how much is the 3 pack?",
        expect: { includesAll: [price("acting-for-dancers", "afd_3pack")] },
      },
      {
        ask: "what about the starter one, how long is that?",
        expect: {
          includesAll: [["four weeks", "4 weeks", "four-week", "4-week"]],
        },
      },
    ],
  },
  {
    kind: "conversation",
    title:
      "The private Hudson weekend: who may come, the balance, the VIP add-on",
    turns: [
      {
        ask: "is the new hampshire weekend open to anyone?",
        expect: { includesAll: [NO, nhVenue.replace(/ Dance Academy$/, "")] },
      },
      {
        ask: "ok she's an alum there and we paid the deposit. what's left to pay?",
        expect: { includesAll: [price("new-hampshire", "nh_balance_payment")] },
      },
      {
        ask: "can she add the VIP thing on top of that? how much",
        expect: { includesAll: [price("new-hampshire", "nh_protrack_vip")] },
      },
    ],
  },
];

export const tuning6QuestionCount =
  tuning6SingleQuestions.length +
  tuning6OffTopicQuestions.length +
  tuning6Conversations.reduce((n, c) => n + c.turns.length, 0);

// Labels used above, checked against the catalog so a renamed tier fails here rather than in a reply.
for (const [key, label] of [
  ["mentorship_growth", "Pro / Growth"],
  ["mentorship_elite", "Elite Circle"],
  ["mentorship_building", "Building"],
  ["audition_only", "Audition Only"],
] as const) {
  if (tierLabel(key) !== label)
    throw new Error(`${key} is now called ${tierLabel(key)}`);
}
