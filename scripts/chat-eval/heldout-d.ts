/**
 * Held-out set D of the chat assistant (issue 40, point 4): written after the answerer was frozen, from
 * the spec, the seed catalog, the site's content files and the forms' own validation, by a helper who
 * read neither the answerer nor the other sets' questions (only the first lines of heldout-a.ts for the
 * file shape). Scored once; its questions are never read while the answerer is changed.
 *
 * Catalog facts are computed from the seed with the site's own functions through set C's helpers
 * (seedOffers, formatMoney, upgradeDifference, cartUpgradeDifference, the audition form's zod schema,
 * describeMentorshipCohort at the eval clock, each event's own page data). Copy facts are short phrases
 * any right answer contains, with alternatives. The clock is 2025-09-01 (noon in America/Los_Angeles),
 * as in scripts/eval-chat.ts.
 */
import { UPGRADE_LINK_DAYS } from "~/domain/ticket-upgrade";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  activitiesOf,
  ageGroupWord,
  AUDITION_MAX_AGE,
  AUDITION_MIN_AGE,
  boughtUpgrade,
  cartUpgrade,
  cohort,
  dateRe,
  eventOf,
  MAX_PER_ORDER,
  maxPerOrderRe,
  monthlyRe,
  moneyRe,
  noOr,
  oneTimeRe,
  price,
  priceRe,
  seed,
  timeRe,
  venueOf,
  yes,
  type HeldoutQuestion,
  type HeldoutTopic,
} from "./heldout-c";

// ---------------------------------------------------------------------------------------------
// Facts read from the seed's page data and opportunities

const orlandoVenue = venueOf("orlando");
const niagaraVenueNotes = seed.venues.find((v) => v.key === eventOf("niagara-falls").venue)?.notes ?? "";
if (!/back of the building/i.test(niagaraVenueNotes)) throw new Error("held-out set D: Niagara's entrance note changed");

/** The slot of Victoria's schedule a One Class Only ticket opens. */
const victoriaOneClass = (eventOf("victoria-bc").page.schedule?.days ?? [])
  .flatMap((d) => d.tables.flatMap((t) => t.slots))
  .find((s) => /one class only/i.test(s.detail ?? ""));
if (!victoriaOneClass) throw new Error("held-out set D: Victoria's One Class Only class is not in its schedule");

/** Boston's Pro Track session in the seniors' table. */
const bostonProSession = (eventOf("boston").page.schedule?.days ?? [])
  .flatMap((d) => d.tables.flatMap((t) => t.slots))
  .find((s) => /pro track/i.test(s.activity));
if (!bostonProSession) throw new Error("held-out set D: Boston's schedule has no Pro Track session");

/** The stops whose 'What to Expect' list is the extended one (a stunts class and a free month of Acting for Dancers). */
const freeMonthCities = seed.events.filter((e) => e.page.whatToExpect !== "base").map((e) => e.slug);
const freeMonthWords: Record<string, RegExp> = { spokane: /spokane/i, sherwood: /sherwood/i, "new-hampshire": /new hampshire|hudson/i, boston: /boston/i };
const freeMonthFacts = freeMonthCities.map((slug) => freeMonthWords[slug] ?? new RegExp(eventOf(slug).cityName.split(",")[0] ?? slug, "i"));

if (!activitiesOf("new-hampshire").some((a) => /stunt/i.test(a))) throw new Error("held-out set D: New Hampshire has no stunts class");

/** The skeleton crew's minimum age, from its opportunity page. */
const skeletonCrewMinAge = Number(
  /Ages (\d+) and up/i.exec(seed.opportunities.find((o) => o.kind === "skeleton_crew")?.details.join(" ") ?? "")?.[1] ?? Number.NaN,
);
if (!Number.isInteger(skeletonCrewMinAge)) throw new Error("held-out set D: the skeleton crew's age is not in its page");

/** A 3 Pack's sessions are used within this many days (the Acting for Dancers page). */
const threePackDays = 90;
const afdJoin = eventOf("acting-for-dancers").page.onlineAccess?.join.join(" ") ?? "";
if (!afdJoin.includes(`within ${threePackDays} days`)) throw new Error("held-out set D: the 3 Pack's window changed");

const nhSchool = /Granite Stage/i;
if (!nhSchool.test(eventOf("new-hampshire").page.pricing.note ?? "")) throw new Error("held-out set D: New Hampshire's private note changed");

const studioGroupSize = 6;
const groupTotal = (slug: string, tierKey: string) => {
  const p = price(slug, tierKey);
  return moneyRe({ amountMinor: p.amountMinor * studioGroupSize, currency: p.currency });
};

const q = (topic: HeldoutTopic, ask: string, expect: Expectation): HeldoutQuestion => ({ kind: "single", topic, ask, expect });
const any = (...facts: Fact[]): readonly Fact[] => facts;
const linkDays = new RegExp(`\\b${UPGRADE_LINK_DAYS}[- ]days?\\b|two weeks`, "i");

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutDSingleQuestions: readonly HeldoutQuestion[] = [
  // prices and tickets
  q("prices and tickets", "price for nashville?", { includesAll: [priceRe("nashville", "core")], excludes: [priceRe("orlando", "core")] }),
  q("prices and tickets", "orlando tickets how much", { includesAll: [priceRe("orlando", "core")], excludes: [priceRe("nashville", "core")] }),
  q("prices and tickets", "sherwood pro track price pls", { includesAll: [priceRe("sherwood", "pro")], excludes: [priceRe("nashville", "pro")] }),
  q("prices and tickets", "are niagara falls prices in us or canadian dollars", { includesAll: [any(/canadian/i, /\bCAD\b/, /C\$/, /CA\$/)] }),

  // dates and venues
  q("dates and venues", "what date is the savannah intensive", { includesAll: [dateRe(eventOf("savannah").startsOn)] }),
  q("dates and venues", "where's the dallas one gonna be", {
    includesAny: [/coming soon/i, /not (?:yet |been )?(?:confirmed|announced|set)/i, /being confirmed/i, /\bTBD\b/, /to be (?:announced|confirmed|determined)/i],
  }),
  q("dates and venues", "is sherwood one day or two", { includesAll: [/two days|2 days|two-day|2-day|both days|weekend/i, dateRe(eventOf("sherwood").startsOn)] }),
  q("dates and venues", "address for the orlando studio?", { includesAny: [/2100 Edgewater/i, orlandoVenue.address ?? orlandoVenue.name] }),
  q("dates and venues", "is atlanta still happening?", { includesAll: [/cancel/i] }),

  // ages and eligibility
  q("ages and eligibility", "my son just turned 13, juniors or seniors?", { includesAll: [ageGroupWord(13)] }),
  q("ages and eligibility", "can anyone sign up for the new hampshire weekend", { includesAll: [noOr(/only/i), nhSchool] }),
  q("ages and eligibility", "at sherwood on saturday can my 7 and 14 year old be in the same class", { includesAll: [yes, /all ages/i] }),
  q("ages and eligibility", "is there an age limit for the audition", {
    includesAll: [new RegExp(`\\b${AUDITION_MIN_AGE}\\b`), new RegExp(`\\b${AUDITION_MAX_AGE}\\b`)],
  }),
  q("ages and eligibility", `my ${skeletonCrewMinAge - 2} year old wants to join the skeleton crew, is she old enough?`, {
    includesAll: [noOr(/not (?:yet )?old enough/i, /too young/i), new RegExp(`\\b${skeletonCrewMinAge}\\b`)],
  }),

  // auditions
  q("auditions", "do auditions cost extra?", { includesAll: [noOr(/free of charge/i, /doesn't cost/i, /does not cost/i, /(?:is|it's) (?:completely |totally )?free/i), any(/free/i, moneyRe(price("nashville", "audition_only")))] }),
  q("auditions", "i cant make any of the dates, can i still audition somehow", { includesAll: [/submit talent|submit-talent/i] }),
  q("auditions", "if i audition am i guaranteed a part?", {
    includesAll: [noOr(/not guaranteed/i, /doesn't guarantee/i, /does not guarantee/i, /no guarantee/i)],
  }),
  q("auditions", "what does the audition form ask for", { includesAll: [/email/i, /phone/i, /\bage\b/i] }),

  // policies
  q("policies", "my daughter broke her ankle, can we get our money back", { includesAll: [/all sales (?:are )?final|final sale/i] }),
  q("policies", "if you move the date and i dont answer in time what happens", { includesAll: [/credit/i], includesAny: [/48 hours/i, /never expires?/i, /any city/i] }),
  q("policies", "can a credit be used for a different city", { includesAll: [yes, /any city/i] }),
  q("policies", "does a discount code work in every city", { includesAll: [noOr(/only (?:work )?(?:on|for|in)/i, /tied to/i), /city/i] }),

  // bring and expect
  q("bring and expect", "what should she wear?", { includesAny: [/fitted/i, /solid colou?r/i] }),
  q("bring and expect", "do we get the schedule before the day", { includesAny: [/week before/i, /day before/i] }),
  q("bring and expect", "is there a q&a part?", { includesAll: [yes, /q&a|q & a|questions/i] }),
  q("bring and expect", "how long till we get the videos after", { includesAll: [/four weeks|4 weeks/i] }),

  // teachers and city classes
  q("teachers and city classes", "which class does the one class only ticket in victoria get me into", { includesAll: [victoriaOneClass.activity] }),
  q("teachers and city classes", "does the new hampshire weekend have a stunts class", { includesAll: [yes, /stunt/i] }),
  q("teachers and city classes", "which cities come with a free month of acting for dancers", { includesAll: freeMonthFacts }),
  q("teachers and city classes", "what time is the pro track session in boston", { includesAll: [timeRe(bostonProSession.time)] }),
  q("teachers and city classes", "where's the entrance at the niagara falls studio", { includesAll: [/back of the building|rear|back entrance/i] }),

  // upgrades
  q("upgrades", "spokane core day 1 to pro track, what does the upgrade cost if i already paid", {
    includesAll: [moneyRe(boughtUpgrade("spokane", "core_day1", "pro"))],
    excludes: [moneyRe(boughtUpgrade("orlando", "core", "pro"))],
  }),
  q("upgrades", "sherwood saturday ticket bought, how much more for pro track", {
    includesAll: [moneyRe(boughtUpgrade("sherwood", "core_day1", "pro"))],
    excludes: [moneyRe(boughtUpgrade("seattle", "core", "pro"))],
  }),
  q("upgrades", "when does the upgrade link stop working", { includesAll: [linkDays], includesAny: [/event (?:starts|begins|has started)/i, /start of the event/i, /before the event/i, /event starts/i] }),
  q("upgrades", "do i keep my ticket if i upgrade?", { includesAll: [yes], includesAny: [/QR/i, /moves? up/i, /same ticket/i, /keeps?/i] }),
  q("upgrades", "the orlando checkout popped up an upgrade to pro, what does that cost", {
    includesAll: [moneyRe(cartUpgrade("orlando", "core", "pro"))],
    excludes: [moneyRe(boughtUpgrade("orlando", "core", "pro"))],
  }),

  // mentorship and acting
  q("mentorship and acting", "when does mentorship billing start", { includesAny: [cohort.start, cohort.firstPeriod] }),
  q("mentorship and acting", "after the first payment when does mentorship renew", { includesAll: [cohort.recurringFrom] }),
  q("mentorship and acting", "how much is the building level", { includesAll: [priceRe("nashville", "mentorship_building"), monthlyRe] }),
  q("mentorship and acting", "how long is the starter path for acting for dancers", { includesAll: [/four[- ]weeks?|4[- ]weeks?/i] }),
  q("mentorship and acting", "how long do i have to use a 3 pack", { includesAll: [new RegExp(`\\b${threePackDays} days`, "i")] }),
  q("mentorship and acting", "price of one private acting session", {
    includesAll: [priceRe("acting-for-dancers", "afd_private_session")],
    excludes: [priceRe("acting-for-dancers", "afd_3pack")],
  }),
  q("mentorship and acting", "does elite circle renew automatically", { includesAll: [yes], includesAny: [/auto(?:matically|-renew)/i, /renews?/i] }),

  // group buying
  q("group buying", "im buying for my 3 kids, do i have to check out 3 separate times?", {
    includesAll: [noOr(/one (?:order|checkout)/i, /single (?:order|checkout)/i, /all at once/i)],
  }),
  q("group buying", "how do i add my students names after paying", { includesAny: [/link/i, /email/i] }),
  q("group buying", `can i buy ${MAX_PER_ORDER + 5} core tickets at once for my studio`, { includesAll: [noOr(/at most/i, /up to/i, /maximum/i, /limit/i), maxPerOrderRe] }),
  q("group buying", "does each student need their own ticket", { includesAll: [yes], includesAny: [/one student per ticket/i, /each (?:dancer|student)/i, /per (?:dancer|student)/i] }),

  // similar names
  q("similar names", "is pro track the monthly one?", { includesAll: [noOr(/not monthly/i, /one[- ]time/i), /mentorship/i] }),
  q("similar names", "difference between the vip upgrade and the full weekend pass in new hampshire?", {
    includesAll: [priceRe("new-hampshire", "nh_full_weekend"), priceRe("new-hampshire", "nh_protrack_vip")],
  }),
  q("similar names", "how much is pro track in orlando, the ticket not the mentorship", {
    includesAll: [priceRe("orlando", "pro")],
    excludes: [priceRe("orlando", "mentorship_growth")],
  }),
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions that name something the site knows, but ask what it does not answer

export const heldoutDOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the best hotel near the sherwood studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "will it snow in minneapolis in december?", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there a good pizza place near the savannah studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a physio in boston who works with dancers", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you rent out the victoria studio for birthday parties", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there free parking near the charleston wv studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "which airline should we fly to get to london", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you do costume rentals for recitals in nashville", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on the earlier ones

export const heldoutDConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Orlando's price, then Boston's, then Boston's date",
    turns: [
      { ask: "how much is the core experience in orlando", expect: { includesAll: [priceRe("orlando", "core")] } },
      { ask: "and in boston?", expect: { includesAll: [priceRe("boston", "boston_core")], excludes: [priceRe("orlando", "core")] } },
      { ask: "when is that one", expect: { includesAll: [dateRe(eventOf("boston").startsOn)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers: what it is, a path's price, one-time or monthly",
    turns: [
      { ask: "what is acting for dancers", expect: { includesAny: [/virtual/i, /online/i] } },
      { ask: "how much is the starter path", expect: { includesAll: [priceRe("acting-for-dancers", "afd_starter")], excludes: [priceRe("acting-for-dancers", "afd_steady_growth")] } },
      { ask: "is that paid monthly?", expect: { includesAll: [noOr(/not monthly/i, /not a subscription/i), oneTimeRe] } },
    ],
  },
  {
    kind: "conversation",
    title: "Spokane: the date, a child's group, then the weather",
    turns: [
      { ask: "when is the spokane intensive", expect: { includesAll: [dateRe(eventOf("spokane").startsOn)] } },
      { ask: "what about my 10-year-old, which group would he be in?", expect: { includesAll: [ageGroupWord(10)], excludes: [/\bseniors? \(13/i] } },
      { ask: "whats the weather like in spokane in november", expect: { notSure: true } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner books six dancers for Seattle",
    turns: [
      { ask: `im bringing ${studioGroupSize} students from my studio to seattle, can i book them all in one order?`, expect: { includesAll: [yes] } },
      { ask: "how much is that for core?", expect: { includesAny: [groupTotal("seattle", "core"), priceRe("seattle", "core")] } },
      { ask: "and if they all do pro track instead?", expect: { includesAny: [groupTotal("seattle", "pro"), priceRe("seattle", "pro")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria: the date, the price, then parking",
    turns: [
      { ask: "when is the victoria bc intensive", expect: { includesAll: [dateRe(eventOf("victoria-bc").startsOn)] } },
      { ask: "how much is that?", expect: { includesAll: [priceRe("victoria-bc", "core")], excludes: [priceRe("seattle", "core")] } },
      { ask: "is there parking at the studio there?", expect: { notSure: true } },
    ],
  },
];

export const heldoutDQuestionCount =
  heldoutDSingleQuestions.length + heldoutDOffTopicQuestions.length + heldoutDConversations.reduce((n, c) => n + c.turns.length, 0);
