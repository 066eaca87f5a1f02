/**
 * Held-out set B of the chat assistant (issue 40, point 4): a second set written apart from set A,
 * from the spec, the seed catalog, the site's content files and the forms' own validation, without
 * reading the answerer, the other sets' questions or its tuning. Scored once; its questions are never
 * read while the answerer is changed. Wording and mix differ from set A on purpose: more either/or
 * questions, studio owners and parents typing on a phone, other cities and other tiers.
 *
 * Catalog facts are computed from the seed with the site's own functions (seedOffers, formatMoney,
 * percentOff, upgradeDifference, cartUpgradeDifference); eligibility comes from the audition form's
 * zod schema and isMinor; mentorship terms from describeMentorshipCohort at the eval clock. The clock
 * is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { catalog } from "../../seed/catalog";
import { isMinor } from "~/domain/age-groups";
import { describeMentorshipCohort, pickCohortTerms } from "~/domain/mentorship-cohort";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { cartUpgradeDifference, upgradeDifference } from "~/domain/ticket-upgrade";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { seedOffers } from "~/features/catalog/seed-offers";
import { catalogSeedSchema } from "~/features/catalog/seed-types";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import type { HeldoutTopic } from "./heldout-a";

export interface HeldoutBQuestion {
  kind: "single";
  topic: HeldoutTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced as the site prices them

const seed = catalogSeedSchema.parse(catalog);
const CLOCK = new Date("2025-09-01T12:00:00Z");

function event(slug: string) {
  const e = seed.events.find((x) => x.slug === slug);
  if (!e) throw new Error(`no event ${slug} in the catalog`);
  return e;
}

function offer(slug: string, tier: string) {
  const o = seedOffers(seed, event(slug)).find((x) => x.tierKey === tier);
  if (!o) throw new Error(`${slug} does not sell ${tier}`);
  return o;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const figure = (digits: string) => new RegExp(`(?<![\\d.])${escape(digits)}(?![\\d])`);

/** "$168" / "C$227" / "£133" as shown, or its bare figure. */
function shown(m: Money): readonly Fact[] {
  const text = formatMoney(m);
  return [new RegExp(`${escape(text)}(?!\\d)`), figure(text.replace(/^[^\d]+/, ""))];
}

const price = (slug: string, tier: string): readonly Fact[] => shown(offer(slug, tier).price);
const times = (slug: string, tier: string, n: number): readonly Fact[] => {
  const p = offer(slug, tier).price;
  return shown({ amountMinor: p.amountMinor * n, currency: p.currency });
};

/** What the cart's upgrade dialog charges to swap a ticket in the cart for the higher one. */
function cartUpgrade(slug: string, from: string, to: string): readonly Fact[] {
  const a = offer(slug, from).price;
  const b = offer(slug, to).price;
  return shown({ amountMinor: cartUpgradeDifference(a.amountMinor, b.amountMinor), currency: a.currency });
}

/** What the emailed upgrade link charges for one ticket already bought at full price. */
function paidUpgrade(slug: string, from: string, to: string): readonly Fact[] {
  const a = offer(slug, from);
  const b = offer(slug, to).price;
  const amount = upgradeDifference({
    lineTotalMinor: a.price.amountMinor,
    quantity: 1,
    toPriceMinor: b.amountMinor,
    upgradePriceMinor: a.rule.upgrade?.tierKey === to ? a.rule.upgrade.priceMinor : null,
  });
  return shown({ amountMinor: amount, currency: a.price.currency });
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
function day(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = event(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const [, m, d] = iso.split("-").map(Number);
  const month = MONTHS[(m ?? 1) - 1] ?? "";
  const short = month === "September" ? "Sept?" : month.slice(0, 3);
  return new RegExp(`\\b(${month}|${short}\\.?) ${d}(?!\\d)`, "i");
}

function venue(slug: string) {
  const key = event(slug).venue;
  const v = seed.venues.find((x) => x.key === key);
  if (!v?.address) throw new Error(`${slug} has no venue`);
  return v;
}
const where = (slug: string): readonly Fact[] => [venue(slug).name, venue(slug).address?.split(",")[0] ?? venue(slug).name];

/** A schedule slot's time on the first day ("2:00 PM" as "2:00"). */
function slot(slug: string, table: number, activity: RegExp): RegExp {
  const s = event(slug).page.schedule.days[0]?.tables[table]?.slots.find((x) => activity.test(x.activity));
  if (!s) throw new Error(`${slug} table ${table} has no ${String(activity)}`);
  return figure(s.time.replace(/\s?[AP]M$/i, ""));
}

// Eligibility from the audition form's own schema.
const accepts = (age: number) =>
  auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@b.co", phone: "555 0100", age, parentName: "A Parent", consent: true }).success;
const auditionAges = Array.from({ length: 130 }, (_, i) => i).filter(accepts);
const minAuditionAge = auditionAges[0];
const maxAuditionAge = auditionAges[auditionAges.length - 1];
if (minAuditionAge === undefined || maxAuditionAge === undefined) throw new Error("the audition form accepts no age");
if (accepts(minAuditionAge - 1)) throw new Error("the audition form's youngest age is not a bound");
const minAge = figure(String(minAuditionAge));
const guardianAtSeventeen = isMinor(17);
const guardianAtEighteen = isMinor(18);
if (!guardianAtSeventeen || guardianAtEighteen) throw new Error("the minor rule moved: rewrite the guardian questions");

// Early bird in Victoria, as the banner computes it.
const earlyBird = seed.discountCodes.find((d) => d.isEarlyBird);
if (!earlyBird?.code || !earlyBird.percentOff) throw new Error("no early-bird code");

// The mentorship cohort's terms as the pages word them at the clock.
const cohort = describeMentorshipCohort(
  pickCohortTerms(
    seed.tiers.map((t) => ({ key: t.key, billing: t.billing, subscriptionStartsOn: t.subscriptionStartsOn ?? null, minimumTermMonths: t.minimumTermMonths ?? 0 })),
    ["mentorship_building", "mentorship_growth", "mentorship_elite"],
  ),
  CLOCK,
);
const minimumTerm: readonly Fact[] = [new RegExp(`${cohort.minimumTermMonths}[- ]month`, "i"), new RegExp(`${["zero", "one", "two", "three", "four", "five", "six"][cohort.minimumTermMonths] ?? "-"} months?`, "i")];
const cohortStart: readonly Fact[] = cohort.startsOnPurchase ? [/purchase/i] : [cohort.start, cohort.start.replace(/, \d{4}$/, "")];

// The Boston guest class and the stunts class, from the city copy and the marketing copy.
const bostonInstructor = event("boston").page.contemporaryClass?.instructor?.name;
if (!bostonInstructor) throw new Error("Boston has no contemporary instructor");

const YES = /\byes\b/i;
const NO = /\b(no|not|isn't|aren't|don't|doesn't|can't|cannot|won't)\b/i;
const MONTHLY: readonly Fact[] = [/monthly/i, /per month/i, /a month/i, /\/ ?month/i, /each month/i];
const ONE_TIME: readonly Fact[] = [/one[- ]time/i, /not a subscription/i, /never a subscription/i, /once/i];

const FREE: readonly Fact[] = [/free/i, /no cost/i, /\$0\b/];
const nhVip = offer("new-hampshire", "nh_protrack_vip");
if (!nhVip.compareAt) throw new Error("the VIP upgrade has no compare-at price");
const vipSaving = shown({ amountMinor: nhVip.compareAt.amountMinor - nhVip.price.amountMinor, currency: nhVip.price.currency });
const maxPerOrder = figure(String(offer("cypress", "core").maxPerOrder));
if (!accepts(80) || accepts(100)) throw new Error("the audition ages moved: rewrite the age questions");
const maxAge = figure(String(maxAuditionAge));
const sherwoodTwoDays = offer("sherwood", "core_day1").price.amountMinor + offer("sherwood", "core_day2").price.amountMinor;
if (offer("sherwood", "weekend_pass").price.amountMinor >= sherwoodTwoDays) throw new Error("the weekend pass is no longer the cheaper way");
const victoriaProEarly = shown({ amountMinor: percentOff(offer("victoria-bc", "pro").price.amountMinor, earlyBird.percentOff), currency: "CAD" });

// ---------------------------------------------------------------------------------------------
// Single questions

const q = (topic: HeldoutTopic, ask: string, expect: Expectation): HeldoutBQuestion => ({ kind: "single", topic, ask, expect });

export const heldoutBSingleQuestions: readonly HeldoutBQuestion[] = [
  // prices and what each ticket includes
  q("prices and tickets", "cypress tx just a class how much", { includesAll: [price("cypress", "masterclass_only")] }),
  q("prices and tickets", "london tickets how much in pounds", { includesAll: [price("london", "core")] }),
  q("prices and tickets", "boise nov 7 masterclass only price??", { includesAll: [price("boise-nov-7", "masterclass_only")] }),
  q("prices and tickets", "pro track savannah", { includesAll: [price("savannah", "pro")] }),
  q("prices and tickets", "does the audition only ticket include any classes", { includesAll: [[/no classes/i, NO]] }),
  q("prices and tickets", "victoria pro track w the early bird code what do i pay", { includesAll: [victoriaProEarly] }),

  // dates, venues, schedule
  q("dates and venues", "savannah date pls", { includesAll: [day("savannah")] }),
  q("dates and venues", "where in minneapolis is it", { includesAll: [where("minneapolis")] }),
  q("dates and venues", "dallas venue address?", { includesAll: [[/coming soon/i, /not (yet )?(been )?(announced|confirmed|posted)/i, /being confirmed/i, /TBA/i, /to be announced/i]] }),
  q("dates and venues", "when is london happening", { includesAll: [[/to be determined/i, /TBD/i, /not (yet )?(been )?(set|announced|scheduled)/i, /to be announced/i]] }),
  q("dates and venues", "sarasota juniors first class what time", { includesAll: [slot("sarasota", 0, /^Theater$/i)] }),
  q("dates and venues", "hudson nh is that one day or two", { includesAll: [[/two days/i, /2 days/i, /both days/i, /weekend/i]], includesAny: [day("new-hampshire"), /14/] }),

  // ages, guardians, eligibility
  q("ages and eligibility", "my grandma is 80 and wants to audition lol is that allowed", { includesAll: [[YES, maxAge]] }),
  q("ages and eligibility", "i turned 18 last month do i still need a parent name on the form", { includesAll: [[NO, /under 18/i, /not required/i]] }),
  q("ages and eligibility", "boise nov 7 age groups?", { includesAll: [[/11 and under/i]], includesAny: [/12 to adult/i] }),
  q("ages and eligibility", "is it ok for competitive dancers or only rec", { includesAll: [[/competitive/i, /all levels/i, /everyone/i]] }),
  q("ages and eligibility", "whats the youngest age for the audition", { includesAll: [minAge] }),

  // the audition
  q("auditions", "is the audition mandatory or optional", { includesAll: [/optional/i] }),
  q("auditions", "can i do the audition without buying the intensive", { includesAll: [[/Audition Only/i, YES, /audition alone/i, /without/i]] }),
  q("auditions", "what if the audition in seattle fills up", { includesAll: [/waitlist/i] }),
  q("auditions", "i cant make any date, can i still be seen", { includesAll: [[/submit talent/i, /submit-talent/i, /submit your materials/i]] }),

  // policies
  q("policies", "if the date moves do i get a refund or a credit", { includesAll: [/48 hours/i, /credit/i] }),
  q("policies", "i paid in usd can i use my credit for victoria", { includesAll: [[/currency/i]], includesAny: [NO, /same currency/i] }),
  q("policies", "can i use the same promo code twice on one order", { includesAll: [[/once/i, NO]] }),
  q("policies", "all sales final? even if i cant go", { includesAll: [[/final/i]] }),
  q("policies", "scholarship, do i apply before or after i buy", { includesAll: [[/before/i]] }),

  // what to bring, wear, expect
  q("bring and expect", "what should my son wear", { includesAll: [[/fitted/i, /solid colou?rs/i, /move/i]] }),
  q("bring and expect", "is lunch provided or bring our own", { includesAll: [[/lunch/i, /snacks/i, /bring/i]] }),
  q("bring and expect", "is the class filmed", { includesAll: [[YES, /filmed/i, /camera/i]] }),

  // teachers and a city's own classes
  q("teachers and city classes", "who is the stunt teacher", { includesAll: [[/Rae Castellan/i, /stuntwoman/i, /stunt performer/i]] }),
  q("teachers and city classes", "who's the acting coach for acting for dancers", { includesAll: [/Celeste/i] }),
  q("teachers and city classes", "does boston have stuff other cities dont", { includesAll: [[/contemporary/i]] }),

  // upgrades
  q("upgrades", "we already bought spokane core day 1, how much to bump her up to pro track", { includesAll: [paidUpgrade("spokane", "core_day1", "pro")] }),
  q("upgrades", "orlando - core is in my cart, if i take pro instead whats the difference", { includesAll: [cartUpgrade("orlando", "core", "pro")] }),
  q("upgrades", "how long is the upgrade link good for", { includesAll: [[/14 days/i, /fourteen days/i, /two weeks/i]] }),

  // mentorship and Acting for Dancers
  q("mentorship and acting", "elite circle how much a month", { includesAll: [price("hartford", "mentorship_elite")] }),
  q("mentorship and acting", "steady growth path is it weekly classes or private", { includesAll: [[/weekly/i, /small[- ]group/i, /eight/i]] }),
  q("mentorship and acting", "how long do i have to use a 3 pack", { includesAll: [[/90 days/i, /ninety days/i]] }),
  q("mentorship and acting", "steady growth path - pay once or every month?", { includesAll: [ONE_TIME] }),
  q("mentorship and acting", "when does the mentorship start, like first payment", { includesAll: [cohortStart] }),
  q("mentorship and acting", "can i cancel mentorship after 1 month", { includesAll: [minimumTerm] }),
  q("mentorship and acting", "mentorship in sherwood building price", { includesAll: [price("sherwood", "mentorship_building")] }),

  // group buying
  q("group buying", "studio owner here, can i buy 12 core tix at once for cypress", { includesAll: [maxPerOrder] }),
  q("group buying", "do i have to enter every dancers name before paying", { includesAll: [[/after paying/i, /after you pay/i, /later/i, /link/i, NO]] }),
  q("group buying", "one ticket per kid or can 2 siblings share", { includesAll: [[/one (student|dancer) per ticket/i, /each (dancer|student)/i, /one dancer/i, /one student/i, /own ticket/i]] }),

  // similar names
  q("similar names", "is pro track a monthly subscription", { includesAll: [[/one[- ]time/i, /not (a )?(monthly|subscription)/i, /\bno\b/i, /ticket/i]] }),
  q("similar names", "difference between pro track and pro/growth", { includesAll: [[/mentorship/i], MONTHLY] }),
  q("similar names", "the nh vip upgrade is that the same as a weekend pass", { includesAll: [[/add-on/i, /add on/i, /adds/i, /requires/i, /first/i, NO]], includesAny: [price("new-hampshire", "nh_protrack_vip")[0] as Fact, /Pro Track/i] }),
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions naming a real city or product: "not sure", no price

const off = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const heldoutBOffTopicQuestions: readonly OffTopicQuestion[] = [
  off("how cold is minneapolis in december"),
  off("whats the wifi password at the boston studio"),
  off("where can i buy jazz shoes in spokane"),
  off("any good restaurants near the charleston wv studio"),
  off("do you do wedding first dance lessons in nashville"),
  off("can i rent the savannah studio to practice the week before"),
  off("is there childcare for little siblings at the sarasota event"),
  off("uber or shuttle from the airport to the seattle studio?"),
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on "it", "she", "that one"

const turn = (ask: string, expect: Expectation) => ({ ask, expect });

export const heldoutBConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A studio owner: Cypress, a group, names later",
    turns: [
      turn("bringing my studio to cypress when is it", { includesAll: [day("cypress")] }),
      turn("whats the total for 5 core tickets", { includesAll: [times("cypress", "core", 5)] }),
      turn("can i add their names after i pay", { includesAll: [[YES, /after paying/i, /after you pay/i, /later/i, /link/i]] }),
    ],
  },
  {
    kind: "conversation",
    title: "New Hampshire: weekend, balance, VIP",
    turns: [
      turn("new hampshire full weekend price", { includesAll: [price("new-hampshire", "nh_full_weekend")] }),
      turn("we already paid the deposit, what do we owe now", { includesAll: [price("new-hampshire", "nh_balance_payment")] }),
      turn("and how much to add the vip for her", { includesAll: [price("new-hampshire", "nh_protrack_vip")], includesAny: [vipSaving[0] as Fact, /VIP/i, /Pro Track/i] }),
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood: dates, the pass, Saturday",
    turns: [
      turn("sherwood or dates", { includesAll: [day("sherwood")] }),
      turn("is the weekend pass cheaper than buying both days", { includesAll: [[YES, /save/i, /cheaper/i], price("sherwood", "weekend_pass")] }),
      turn("what happens on the saturday", { includesAll: [[/all ages/i]] }),
    ],
  },
  {
    kind: "conversation",
    title: "A young dancer's audition",
    turns: [
      turn("my son is 6, can he audition", { includesAll: [YES] }),
      turn("does he have to take the classes too", { includesAll: [[/Audition Only/i, NO, /optional/i, /audition alone/i]] }),
      turn("and what does that one cost", { includesAll: [FREE] }),
    ],
  },
  {
    kind: "conversation",
    title: "Spokane: Pro Track, what it adds, the upgrade",
    turns: [
      turn("spokane pro track cost", { includesAll: [price("spokane", "pro")] }),
      turn("what does it add over core day 1", { includesAll: [[/camera time/i, /feedback/i, /filmed/i]] }),
      turn("and if we already have core day 1 what's the difference to upgrade", { includesAll: [paidUpgrade("spokane", "core_day1", "pro")] }),
    ],
  },
];

export const heldoutBQuestionCount =
  heldoutBSingleQuestions.length + heldoutBOffTopicQuestions.length + heldoutBConversations.reduce((n, c) => n + c.turns.length, 0);
