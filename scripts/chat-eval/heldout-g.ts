/**
 * Held-out set G of the chat assistant (issue 40, point 4): written after the answerer's code froze at
 * 737c509, from the spec, the seed catalog, the site's content files and the forms' own validation, by
 * someone who never read the answerer, its docs, its evaluation sets' questions or its tuning. Scored
 * once; its questions are never read while the answerer is changed.
 *
 * Catalog facts are computed from the seed with the site's own functions (seedOffers, formatMoney,
 * percentOff, upgradeDifference, cartUpgradeDifference); eligibility comes from the audition and
 * checkout forms' zod schemas and isMinor; mentorship terms from describeMentorshipCohort and
 * pickCohortTerms at the eval clock. Copy facts are short phrases a right answer contains, with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { isMinor } from "~/domain/age-groups";
import { describeMentorshipCohort, pickCohortTerms } from "~/domain/mentorship-cohort";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { cartUpgradeDifference, upgradeDifference } from "~/domain/ticket-upgrade";
import { auditionMessages } from "~/features/auditions/audition-schema";
import { checkoutMessages } from "~/features/checkout/orders/checkout-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import { seed, seedEvent as event, seedOffer as offer, EVAL_CLOCK as CLOCK } from "./seed-facts";

export type HeldoutGTopic =
  | "prices and tickets"
  | "dates and venues"
  | "schedule"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "bring and expect"
  | "teachers and city classes"
  | "upgrades"
  | "mentorship and acting"
  | "group buying"
  | "similar names"
  | "scholarships and talent"
  | "places not visited";

export interface HeldoutGQuestion {
  kind: "single";
  topic: HeldoutGTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced as the site prices them

function venue(slug: string) {
  const key = event(slug).venue;
  const v = seed.venues.find((x) => x.key === key);
  if (!v) throw new Error(`${slug} has no venue`);
  return v;
}

const escape = (text: string): string => text.replace(/[$.()?*+[\]{}|^\\]/g, (c) => `\\${c}`);
/** A figure as a pattern that will not match inside a larger figure ($168 but not $1680). */
const figure = (text: string): RegExp => new RegExp(`${escape(text)}(?![\\d,])`);
const money = (amountMinor: number, like: Money): string => formatMoney({ amountMinor, currency: like.currency });
const price = (slug: string, tier: string): RegExp => figure(formatMoney(offer(slug, tier).price));
/** n tickets of one tier (the cart has no group discount: n times the price). */
const total = (slug: string, tier: string, n: number): RegExp => {
  const p = offer(slug, tier).price;
  return figure(money(p.amountMinor * n, p));
};
/** What the cart's upgrade dialog charges to swap a ticket in the cart for the higher tier. */
const cartGap = (slug: string, from: string, to: string): RegExp => {
  const a = offer(slug, from).price;
  return figure(money(cartUpgradeDifference(a.amountMinor, offer(slug, to).price.amountMinor), a));
};
/** What the upgrade link charges for one bought ticket on its own line, no discount. */
const linkGap = (slug: string, from: string, to: string): RegExp => {
  const o = offer(slug, from);
  const up = o.rule.upgrade;
  const amount = upgradeDifference({
    lineTotalMinor: o.price.amountMinor,
    quantity: 1,
    toPriceMinor: offer(slug, to).price.amountMinor,
    upgradePriceMinor: up && up.tierKey === to ? up.priceMinor : null,
  });
  return figure(money(amount, o.price));
};
/** A tier's price after a percentage code, as percentOff computes it. */
const discounted = (slug: string, tier: string, percent: number): RegExp => {
  const p = offer(slug, tier).price;
  return figure(money(percentOff(p.amountMinor, percent), p));
};

/** A stop's date as the seed writes it, plus its month-day part alone. */
const date = (slug: string): Fact[] => {
  const text = event(slug).dateText;
  const monthDay = text.replace(/,? \d{4}$/, "");
  return [text, monthDay];
};
const studio = (slug: string): string => venue(slug).name;
const street = (slug: string): string => {
  const first = (venue(slug).address ?? "").split(",")[0];
  if (!first) throw new Error(`${slug}'s venue has no address`);
  return first;
};

/** A slot's time in a stop's schedule, read from the seed's page config. */
function slotTime(slug: string, group: string, activity: string, dayIndex = 0): string {
  const schedule = event(slug).page?.schedule;
  const days = schedule?.days ?? [];
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug}: no ${activity} for ${group} on day ${dayIndex}`);
  return slot.time;
}
/** '9:00 AM' also as '9am', '9:00am', '9 AM'. */
const time = (t: string): Fact => {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(t);
  if (!m) return t;
  const h = m[1] ?? "";
  const min = m[2] ?? "";
  const ap = m[3] ?? "";
  const short = min === "00" ? `(?::00)?` : `:${min}`;
  return new RegExp(`\\b${h}${short}\\s?${ap}`, "i");
};

const cohortTerms = pickCohortTerms(seed.tiers.map((t) => ({
  key: t.key,
  billing: t.billing ?? "one_time",
  subscriptionStartsOn: t.subscriptionStartsOn ?? null,
  minimumTermMonths: t.minimumTermMonths ?? 0,
})), ["mentorship_building", "mentorship_growth", "mentorship_elite"]);
const cohort = describeMentorshipCohort(cohortTerms, CLOCK);
const minTerm: Fact[] = [`${cohort.minimumTermMonths}-month`, `${cohort.minimumTermMonths} month`, `${["zero", "one", "two", "three", "four", "five", "six"][cohort.minimumTermMonths] ?? "?"} month`];

/** The forms' own age ranges, read from their validation messages ('Please enter a valid age (5-99)'). */
function range(message: string): { min: number; max: number } {
  const m = /\((\d+)-(\d+)\)/.exec(message);
  if (!m) throw new Error(`no range in ${message}`);
  return { min: Number(m[1]), max: Number(m[2]) };
}
const auditionAges = range(auditionMessages.age);
const ticketAges = range(checkoutMessages.studentAge);
if (!isMinor(16) || isMinor(18)) throw new Error("isMinor no longer draws the line at 18");

const YES: Fact = /\b(yes|yep|yeah|of course|sure|definitely|absolutely|correct)\b/i;
const NO: Fact = /\b(no|not|n't|nope|cannot)\b/i;
const guardian: Fact[] = ["parent", "guardian"];

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutGSingleQuestions: readonly HeldoutGQuestion[] = [
  // prices and tickets
  { kind: "single", topic: "prices and tickets", ask: "how much is core experience in nashville", expect: { includesAll: [price("nashville", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "Pro Track price for Hartford?", expect: { includesAll: [price("hartford", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "what does the orlando core ticket cost", expect: { includesAll: [price("orlando", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "Victoria BC - how much for pro track? is that canadian dollars", expect: { includesAll: [price("victoria-bc", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "niagara falls core experience cost?", expect: { includesAll: [price("niagara-falls", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "how much is just one class in Cypress", expect: { includesAll: [price("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "whats the price of the one class only ticket in victoria", expect: { includesAll: [price("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "London prices? core experience in pounds", expect: { includesAll: [price("london", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "spokane core day 1 how much", expect: { includesAll: [price("spokane", "core_day1")] } },
  { kind: "single", topic: "prices and tickets", ask: "Sherwood full weekend pass price please", expect: { includesAll: [price("sherwood", "weekend_pass")] } },
  { kind: "single", topic: "prices and tickets", ask: "is the audition only option free in savannah?", expect: { includesAll: [[YES, "free"], ["free", price("savannah", "audition_only")]] } },
  { kind: "single", topic: "prices and tickets", ask: "boise masterclass nov 7, how much for only the class", expect: { includesAll: [price("boise-nov-7", "masterclass_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "Pro track at the Sherwood weekend costs what?", expect: { includesAll: [price("sherwood", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "the victoria early bird code, what does core come to with it", expect: { includesAll: [discounted("victoria-bc", "core", 20)] } },

  // group buying
  { kind: "single", topic: "group buying", ask: "I have 3 girls wanting core experience in Seattle, total?", expect: { includesAll: [total("seattle", "core", 3)] } },
  { kind: "single", topic: "group buying", ask: "2 pro track tickets for boston how much altogether", expect: { includesAll: [total("boston", "boston_pro_track", 2)] } },
  { kind: "single", topic: "group buying", ask: "studio owner here - 5 students for core in Charleston WV, what's the total", expect: { includesAll: [total("charleston-wv", "core", 5)] } },
  { kind: "single", topic: "group buying", ask: "4 core tickets niagara falls total?", expect: { includesAll: [total("niagara-falls", "core", 4)] } },
  { kind: "single", topic: "group buying", ask: "twins, both doing orlando core. how much for the two", expect: { includesAll: [total("orlando", "core", 2)] } },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "whats the difference in price between core and pro track in springfield va", expect: { includesAll: [cartGap("springfield-va", "core", "pro")] } },
  { kind: "single", topic: "upgrades", ask: "I already bought an Orlando core ticket, how much to upgrade to pro track?", expect: { includesAll: [linkGap("orlando", "core", "pro")] } },
  { kind: "single", topic: "upgrades", ask: "in victoria how much extra is pro vs core", expect: { includesAll: [cartGap("victoria-bc", "core", "pro")] } },
  { kind: "single", topic: "upgrades", ask: "we bought core for sarasota. what would it cost to move her up to pro", expect: { includesAll: [linkGap("sarasota", "core", "pro")] } },
  { kind: "single", topic: "upgrades", ask: "new hampshire VIP upgrade - how much, and do I need the weekend pass first?", expect: { includesAll: [price("new-hampshire", "nh_protrack_vip"), [/weekend pass/i, /balance/i, /first/i]] } },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the boone nc intensive", expect: { includesAll: [date("boone")] } },
  { kind: "single", topic: "dates and venues", ask: "What date is Minneapolis?", expect: { includesAll: [date("minneapolis")] } },
  { kind: "single", topic: "dates and venues", ask: "where is the saratoga springs one held", expect: { includesAll: [[studio("saratoga-springs"), street("saratoga-springs")]] } },
  { kind: "single", topic: "dates and venues", ask: "which studio for seattle?", expect: { includesAll: [[studio("seattle"), street("seattle")]] } },
  { kind: "single", topic: "dates and venues", ask: "address of the hartford studio pls", expect: { includesAll: [street("hartford")] } },
  { kind: "single", topic: "dates and venues", ask: "Is there a London date yet?", expect: { includesAll: [[NO, /to be determined|tbd|not (been )?(set|announced|confirmed)|no date/i]] } },
  { kind: "single", topic: "dates and venues", ask: "is the atlanta event still happening", expect: { includesAll: [/cancel/i] } },
  { kind: "single", topic: "dates and venues", ask: "Dallas venue?", expect: { includesAll: [/coming soon|not (yet )?(been )?(confirmed|announced)|being confirmed|tbd|to be (confirmed|announced)/i] } },
  { kind: "single", topic: "dates and venues", ask: "when's sherwood? is it 2 days", expect: { includesAll: [[/january 24/i, /jan 24/i], [YES, /two days|2 days|both days|weekend|25/i]] } },
  { kind: "single", topic: "dates and venues", ask: "niagara falls studio, where do we go in", expect: { includesAll: [[/back of the building/i, /rear/i, /back entrance/i]] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "what time do seniors check in at hartford", expect: { includesAll: [time(slotTime("hartford", "seniors", "Check-in"))] } },
  { kind: "single", topic: "schedule", ask: "juniors start time in Seattle?", expect: { includesAll: [[time(slotTime("seattle", "juniors", "Check-in")), time(slotTime("seattle", "juniors", "Warm-up"))]] } },
  { kind: "single", topic: "schedule", ask: "when is the audition for seniors in sarasota", expect: { includesAll: [time(slotTime("sarasota", "seniors", "Audition"))] } },
  { kind: "single", topic: "schedule", ask: "boston - what time does the contemporary class start for the older group", expect: { includesAll: [time(slotTime("boston", "seniors", "Contemporary"))] } },
  { kind: "single", topic: "schedule", ask: "Is there a lunch break for juniors in Victoria and when", expect: { includesAll: [[YES, /lunch/i], time(slotTime("victoria-bc", "juniors", "Lunch break"))] } },
  { kind: "single", topic: "schedule", ask: "what time does stunts for dancers start for juniors at spokane", expect: { includesAll: [time(slotTime("spokane", "juniors", "Stunts for Dancers"))] } },

  // ages and eligibility
  { kind: "single", topic: "ages and eligibility", ask: `my son is ${auditionAges.min - 1}, can he register for the audition?`, expect: { includesAll: [NO, new RegExp(`\\b${auditionAges.min}\\b`)] } },
  { kind: "single", topic: "ages and eligibility", ask: "does my 16 yr old need me to sign anything to audition", expect: { includesAll: [YES, guardian] } },
  { kind: "single", topic: "ages and eligibility", ask: "I'm 34, am I too old for the intensive?", expect: { includesAll: [[NO, /all ages/i, /welcome/i]] } },
  { kind: "single", topic: "ages and eligibility", ask: "how are juniors and seniors split by age", expect: { includesAll: [/12 and under|12 & under|under 13|12 or under/i, /13 and up|13\+|13 and over|13 or older/i] } },
  { kind: "single", topic: "ages and eligibility", ask: `whats the youngest age you can buy a class ticket for`, expect: { includesAll: [new RegExp(`\\b${ticketAges.min}\\b`)] } },
  { kind: "single", topic: "ages and eligibility", ask: "can my daughter go to the new hampshire weekend? she doesnt dance at granite stage", expect: { includesAll: [NO, /granite stage/i] } },
  { kind: "single", topic: "ages and eligibility", ask: "Is it ok for beginners or only competitive dancers?", expect: { includesAll: [/all levels|every level|beginners? (are )?welcome|any level/i] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "does she have to do the audition or is it optional", expect: { includesAll: [/optional/i] } },
  { kind: "single", topic: "auditions", ask: "can we just do the audition without paying for the classes", expect: { includesAll: [YES, /audition only/i] } },
  { kind: "single", topic: "auditions", ask: "what are they auditioning for exactly", expect: { includesAll: [[/music video/i, /film/i, /television|tv/i, /live show/i, /upcoming projects/i]] } },
  { kind: "single", topic: "auditions", ask: "does auditioning guarantee a role", expect: { includesAll: [NO, /guarantee/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "we cant make any tour date, can she still be seen somehow?", expect: { includesAll: [/submit talent|submit your talent|submission/i] } },

  // policies
  { kind: "single", topic: "policies", ask: "can i get a refund if we cant go anymore", expect: { includesAll: [[NO, /final/i]] } },
  { kind: "single", topic: "policies", ask: "what happens if you cancel the event", expect: { includesAll: [/full refund/i] } },
  { kind: "single", topic: "policies", ask: "if the date changes how long do i have to answer", expect: { includesAll: [[/48 hours/i, /48-hour/i, /48 hrs/i]] } },
  { kind: "single", topic: "policies", ask: "does the credit expire? and can I use it in a different city", expect: { includesAll: [[/never expires?/i, /does(n't| not) expire/i, /no expir/i], [YES, /any city/i]] } },

  // bring and expect
  { kind: "single", topic: "bring and expect", ask: "what shoes should she bring", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "bring and expect", ask: "do I need a headshot to audition", expect: { includesAll: [[NO, /not required/i]] } },
  { kind: "single", topic: "bring and expect", ask: "what to wear for the camera class", expect: { includesAll: [[/solid colou?rs?/i, /fitted/i, /logos?/i]] } },
  { kind: "single", topic: "bring and expect", ask: "how early should we get there", expect: { includesAll: [/15 minutes/i] } },
  { kind: "single", topic: "bring and expect", ask: "will we get the footage after? how long does it take", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },

  // teachers and city classes
  { kind: "single", topic: "teachers and city classes", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/liora vantassel/i] } },
  { kind: "single", topic: "teachers and city classes", ask: "is there a stunt class at spokane?", expect: { includesAll: [YES, /stunts? for dancers/i] } },
  { kind: "single", topic: "teachers and city classes", ask: "sherwood saturday, is that all ages together?", expect: { includesAll: [YES, /all ages|every age/i] } },
  { kind: "single", topic: "teachers and city classes", ask: "spokane pro track and core day 1, are they both on the same day", expect: { includesAll: [YES, /november 15|nov 15/i] } },

  // mentorship and acting
  { kind: "single", topic: "mentorship and acting", ask: "mentorship building level is it monthly or once?", expect: { includesAll: [/month/i, price("hartford", "mentorship_building")] } },
  { kind: "single", topic: "mentorship and acting", ask: "when does mentorship start if I sign up now", expect: { includesAll: [[cohort.start, cohort.start.replace(/, \d{4}$/, "")]] } },
  { kind: "single", topic: "mentorship and acting", ask: "is there a minimum commitment for mentorship", expect: { includesAll: [minTerm] } },
  { kind: "single", topic: "mentorship and acting", ask: "acting for dancers private session price?", expect: { includesAll: [price("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "mentorship and acting", ask: "how long do i have to use the acting 3 pack", expect: { includesAll: [/90 days/i] } },
  { kind: "single", topic: "mentorship and acting", ask: "Acting for dancers, is it in person or online?", expect: { includesAll: [/online|virtual|video/i] } },

  // similar names
  { kind: "single", topic: "similar names", ask: "is Pro / Growth the same thing as Pro Track?", expect: { includesAll: [NO, [/mentorship/i, /monthly/i, /month/i]] } },
  { kind: "single", topic: "similar names", ask: "elite circle price per month", expect: { includesAll: [price("hartford", "mentorship_elite")] } },

  // scholarships
  { kind: "single", topic: "scholarships and talent", ask: "do you do scholarships", expect: { includesAll: [YES, /scholarship/i] } },
  { kind: "single", topic: "scholarships and talent", ask: "what does a scholarship cover? travel too?", expect: { includesAll: [/core experience/i, [NO, /travel/i]] } },

  // places not visited
  { kind: "single", topic: "places not visited", ask: "are you coming to Phoenix", expect: { includesAll: [NO] } },
  { kind: "single", topic: "places not visited", ask: "any dates in Chicago?", expect: { includesAll: [NO] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: the right reply is "not sure"

export const heldoutGOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather going to be like in Seattle on november 9", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good places to eat near the Boston studio?", expect: { notSure: true } },
  { kind: "off-topic", ask: "Is parking free at the Hartford studio? how much is the garage", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell pointe shoes", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a hotel in Orlando for the night before", expect: { notSure: true } },
  { kind: "off-topic", ask: "does the Elite Circle include a ballet exam certificate (RAD)?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you offer costume rental for competitions", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const heldoutGConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Nashville, then its price, then another city",
    turns: [
      { ask: "when is nashville", expect: { includesAll: [date("nashville")] } },
      { ask: "how much is core for it", expect: { includesAll: [price("nashville", "core")] } },
      { ask: "what about niagara falls", expect: { includesAll: [price("niagara-falls", "core")], excludes: [price("nashville", "core")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent of a 14-year-old at Hartford",
    turns: [
      { ask: "my daughter is 14, which group is she in?", expect: { includesAll: [/senior/i] } },
      { ask: "what time does she check in at hartford", expect: { includesAll: [time(slotTime("hartford", "seniors", "Check-in"))] } },
      { ask: "does she need me there to sign?", expect: { includesAll: [YES, guardian] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria tickets, then the cheaper one, then London",
    turns: [
      { ask: "what tickets are there in victoria bc", expect: { includesAll: [/one class only/i, /core/i, /pro track/i] } },
      { ask: "how much is that one class one", expect: { includesAll: [price("victoria-bc", "victoria_one_class_only")] } },
      { ask: "what about london, how much is core there", expect: { includesAll: [price("london", "core")], excludes: [price("victoria-bc", "core")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston's day and its guest teacher",
    turns: [
      { ask: "boston date?", expect: { includesAll: [date("boston")] } },
      { ask: "who's the guest teacher there", expect: { includesAll: [/liora vantassel/i] } },
      { ask: "is her class included or extra", expect: { includesAll: [/included|same ticket|part of/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship, then its billing, then Acting for Dancers",
    turns: [
      { ask: "what levels of mentorship are there", expect: { includesAll: [/building/i, /growth/i, /elite circle/i] } },
      { ask: "how much is the middle one", expect: { includesAll: [price("hartford", "mentorship_growth")] } },
      { ask: "and acting for dancers steady growth path?", expect: { includesAll: [price("acting-for-dancers", "afd_steady_growth")], excludes: [price("hartford", "mentorship_growth")] } },
    ],
  },
];

export const heldoutGQuestionCount =
  heldoutGSingleQuestions.length + heldoutGOffTopicQuestions.length + heldoutGConversations.reduce((n, c) => n + c.turns.length, 0);
