/**
 * Held-out set A of the chat assistant (issue 40, point 4): written from the spec, the seed catalog,
 * the site's content files and the forms' own validation, by someone who never read the answerer,
 * its evaluation sets' questions or its tuning. Scored once; its questions are never read while the
 * answerer is changed.
 *
 * Catalog facts are computed from the seed with the site's own functions (seedOffers, formatMoney,
 * percentOff, upgradeDifference, cartUpgradeDifference); eligibility comes from the audition form's
 * zod schema and isMinor; mentorship terms from describeMentorshipCohort at the eval clock. Copy facts
 * are short phrases a right answer contains, with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
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

export type HeldoutTopic =
  | "prices and tickets"
  | "dates and venues"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "bring and expect"
  | "teachers and city classes"
  | "upgrades"
  | "mentorship and acting"
  | "group buying"
  | "similar names";

export interface HeldoutQuestion {
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
const victoriaCoreEarly = shown({ amountMinor: percentOff(offer("victoria-bc", "core").price.amountMinor, earlyBird.percentOff), currency: "CAD" });

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

// ---------------------------------------------------------------------------------------------
// Single questions

const q = (topic: HeldoutTopic, ask: string, expect: Expectation): HeldoutQuestion => ({ kind: "single", topic, ask, expect });

export const heldoutASingleQuestions: readonly HeldoutQuestion[] = [
  // prices and what each ticket includes
  q("prices and tickets", "hartford core experiance how much", { includesAll: [price("hartford", "core")] }),
  q("prices and tickets", "whats pro track cost in charleston wv", { includesAll: [price("charleston-wv", "pro")] }),
  q("prices and tickets", "price for the saturday only ticket sherwood", { includesAll: [price("sherwood", "core_day1")] }),
  q("prices and tickets", "whats included w the core ticket", { includesAll: [[/jazz/i, /on-camera classes/i, /full day/i]], includesAny: [/Q&A/i, /file/i, /audition/i] }),
  q("prices and tickets", "niagara falls core price in canadian", { includesAll: [price("niagara-falls", "core")] }),
  q("prices and tickets", "does pro track get filmed for my reel or is that just core", { includesAll: [[/reel/i, /filmed/i]], includesAny: [/Pro Track/i] }),

  // dates, venues, schedule
  q("dates and venues", "when is the springfield va one", { includesAll: [day("springfield-va")] }),
  q("dates and venues", "what studio is boston at", { includesAll: [where("boston")] }),
  q("dates and venues", "seattle seniors what time do we check in", { includesAll: [slot("seattle", 1, /check-in/i)] }),
  q("dates and venues", "is atlanta still happening??", { includesAll: [/cancel/i] }),
  q("dates and venues", "niagara falls how do i find the studio entrance", { includesAll: [[/back of the building/i, /rear/i, /back/i]] }),
  q("dates and venues", "is the hartford schedule final yet", { includesAll: [[/work in progress/i, /finali[sz]ed closer/i, /closer to the event/i, /may change/i, /\bnot (yet )?final/i, /\bno\b/i]] }),

  // ages, guardians, eligibility
  q("ages and eligibility", "my son is 4 can he do the audition", { includesAll: [NO, minAge] }),
  q("ages and eligibility", "im 17 do i need my mom to sign anything for the audition", { includesAll: [[YES, /parent/i, /guardian/i]], includesAny: [/parent/i, /guardian/i] }),
  q("ages and eligibility", "what age group is an 11 yr old in orlando", { includesAll: [[/11 and under/i, /juniors/i]] }),
  q("ages and eligibility", "can my daughter go to the new hampshire one, she doesnt dance at granite stage", { includesAll: [[/Granite Stage/i]], includesAny: [/only/i, /private/i, NO] }),
  q("ages and eligibility", "im 34 and a total beginner is this for me", { includesAll: [[/all ages/i, /all levels/i, /everyone belongs/i, YES]] }),

  // the audition
  q("auditions", "is the audition extra $ or included", { includesAll: [[/free/i, /no cost/i, /included/i]] }),
  q("auditions", "do i HAVE to audition if i buy core", { includesAll: [[/optional/i, NO]] }),
  q("auditions", "can i just audition and skip the classes", { includesAll: [[/Audition Only/i, YES, /audition alone/i]] }),
  q("auditions", "whats the audition actually for", { includesAll: [[/upcoming projects/i, /casting/i, /projects/i]] }),
  q("auditions", "if i audition am i guaranteed a part", { includesAll: [[/not guarantee/i, /doesn't guarantee/i, /does not guarantee/i, /no guarantee/i, NO]] }),

  // policies
  q("policies", "can i get a refund if my kid gets sick", { includesAll: [[/final/i, NO]] }),
  q("policies", "what happens if you guys cancel", { includesAll: [/full refund/i] }),
  q("policies", "if you change the date do i lose my money", { includesAll: [[/48 hours/i, /credit/i]] }),
  q("policies", "does the credit expire", { includesAll: [[/never expires/i, /not expire/i, /doesn't expire/i, /non-expiring/i, /no expir/i]] }),

  // what to bring, wear, expect
  q("bring and expect", "what shoes should she bring", { includesAll: [[/sneakers/i]], includesAny: [/jazz shoes/i, /jazz/i] }),
  q("bring and expect", "do i need a headshot", { includesAll: [[NO, /not required/i, /neither is required/i]] }),
  q("bring and expect", "will we get the videos after", { includesAll: [[/clips/i, /email/i, /footage/i]], includesAny: [/four weeks/i, /4 weeks/i, /email/i] }),

  // teachers and a city's own classes
  q("teachers and city classes", "who teaches the contemporary class in boston", { includesAll: [bostonInstructor] }),
  q("teachers and city classes", "spokane has a stunt class?", { includesAll: [[/stunt/i]], includesAny: [/stuntwoman/i, YES, /Stunts for Dancers/i] }),
  q("teachers and city classes", "what does sherwood do on saturday vs sunday", { includesAll: [[/all ages/i]], includesAny: [/juniors/i, /seniors/i, /separate/i] }),

  // upgrades
  q("upgrades", "i have core in my cart for orlando, how much more to switch it to pro track before i pay", { includesAll: [cartUpgrade("orlando", "core", "pro")] }),
  q("upgrades", "bought hartford core already, what does it cost to upgrade to pro", { includesAll: [paidUpgrade("hartford", "core", "pro")] }),

  // mentorship and Acting for Dancers
  q("mentorship and acting", "is mentorship monthly or one payment", { includesAll: [MONTHLY] }),
  q("mentorship and acting", "how long do i have to stay in the mentorship min", { includesAll: [minimumTerm] }),
  q("mentorship and acting", "acting for dancers 3 pack price", { includesAll: [price("acting-for-dancers", "afd_3pack")] }),
  q("mentorship and acting", "is the acting for dancers starter path a subscription", { includesAll: [ONE_TIME] }),

  // group buying
  q("group buying", "im a studio owner bringing 6 girls to seattle can i buy all the tickets in one order", { includesAll: [[YES, /one order/i, /quantity/i, /same order/i]] }),
  q("group buying", "how much for 3 core tickets in boise nov 8", { includesAll: [times("boise", "core", 3)] }),

  // similar names
  q("similar names", "whats the price of pro / growth", { includesAll: [price("hartford", "mentorship_growth"), MONTHLY] }),
  q("similar names", "new hampshire vip upgrade vs weekend pass which one do i need", { includesAll: [[/Full Weekend Pass/i, /weekend pass/i]], includesAny: [/first/i, /add-on/i, /add on/i, /requires/i, /balance/i] }),
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions naming a real city or product: "not sure", no price

const off = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const heldoutAOffTopicQuestions: readonly OffTopicQuestion[] = [
  off("whats the weather gonna be like in spokane that weekend"),
  off("is there parking near the boston studio"),
  off("any hotels near the sherwood studio you recommend"),
  off("do you sell dance costumes for the orlando show"),
  off("can you do a private birthday party dance class in hartford"),
  off("best pizza place near cypress tx"),
  off("does the pro track come with a t shirt"),
  off("what airport do i fly into for victoria bc"),
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on "it", "she", "that one"

const turn = (ask: string, expect: Expectation) => ({ ask, expect });

export const heldoutAConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent: Orlando, age group, guardian",
    turns: [
      turn("when is orlando", { includesAll: [day("orlando")] }),
      turn("my daughter is 12 what group is she in there", { includesAll: [[/12 to adult/i, /seniors/i]] }),
      turn("does she need me there to register", { includesAll: [[/parent/i, /guardian/i]] }),
    ],
  },
  {
    kind: "conversation",
    title: "Victoria: price, early bird, currency",
    turns: [
      turn("victoria bc core experience price", { includesAll: [price("victoria-bc", "core")] }),
      turn("is there an early bird code for it", { includesAll: [earlyBird.code] }),
      turn("so what does it come to with that", { includesAll: [victoriaCoreEarly] }),
    ],
  },
  {
    kind: "conversation",
    title: "Boston: the guest class and its teacher",
    turns: [
      turn("whats different about boston", { includesAll: [[/contemporary/i]] }),
      turn("who teaches that one", { includesAll: [bostonInstructor] }),
      turn("is it included or extra", { includesAll: [[/included/i, /same ticket/i, /in your day/i]] }),
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers: online, price, refund",
    turns: [
      turn("what is acting for dancers", { includesAll: [[/online/i, /virtual/i]] }),
      turn("how much is a private session of it", { includesAll: [price("acting-for-dancers", "afd_private_session")] }),
      turn("can i get my money back if i dont use it", { includesAll: [[/final/i, NO]] }),
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship: levels, start, Elite Circle",
    turns: [
      turn("what are the mentorship levels", { includesAll: [/Building/i, /Growth/i, /Elite Circle/i] }),
      turn("when does it start", { includesAll: [cohortStart] }),
      turn("does elite circle renew by itself", { includesAll: [[/automatic/i, /auto-renew/i, /renews/i, YES]] }),
    ],
  },
];

export const heldoutAQuestionCount =
  heldoutASingleQuestions.length + heldoutAOffTopicQuestions.length + heldoutAConversations.reduce((n, c) => n + c.turns.length, 0);
