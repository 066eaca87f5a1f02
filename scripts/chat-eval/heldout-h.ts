/**
 * Held-out set H of the chat assistant (issue 40, point 4): written after the answerer's code froze at
 * 737c509, from the spec, the seed catalog, the site's content files and the forms' own validation, by
 * someone who never read the answerer, its docs, its evaluation sets' questions or its tuning. Scored
 * once; its questions are never read while the answerer is changed.
 *
 * Catalog facts are computed from the seed with the site's own functions (seedOffers, formatMoney,
 * percentOff, upgradeDifference, cartUpgradeDifference); schedule times are read from the seed's
 * schedule tables; eligibility comes from the audition and checkout forms' zod schemas and isMinor;
 * mentorship terms from describeMentorshipCohort and pickCohortTerms at the eval clock. Copy facts are
 * short phrases a right answer contains, with alternatives. The clock is 2025-09-01, as in
 * scripts/eval-chat.ts.
 */
import { isMinor } from "~/domain/age-groups";
import { describeMentorshipCohort, pickCohortTerms } from "~/domain/mentorship-cohort";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { cartUpgradeDifference, upgradeDifference } from "~/domain/ticket-upgrade";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { studentSchema } from "~/features/checkout/orders/checkout-schema";
import type { Conversation, Expectation, Fact, FactOrAlternatives, OffTopicQuestion } from "./independent-set";
import { seed, seedEvent as event, seedOffer as offer, EVAL_CLOCK as CLOCK } from "./seed-facts";

export type HeldoutHTopic =
  | "prices and tickets"
  | "dates and venues"
  | "schedule"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "bring and expect"
  | "city pages"
  | "upgrades"
  | "mentorship and acting"
  | "group buying"
  | "scholarships and talent"
  | "places not visited";

export interface HeldoutHQuestion {
  kind: "single";
  topic: HeldoutHTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced and worded as the site does

function venue(slug: string) {
  const key = event(slug).venue;
  const v = seed.venues.find((x) => x.key === key);
  if (!v) throw new Error(`${slug} has no venue`);
  return v;
}

/** A figure as formatMoney writes it, matched with or without the thousands comma and not inside a larger figure. */
function amountPattern(m: Money): RegExp {
  const text = formatMoney(m);
  const digits = text.replace(/^-?(C\$|\$|£)/, "");
  const plain = digits.replace(/,/g, "");
  const alts = [...new Set([digits, plain])].map((d) => d.replace(/[.,]/g, (c) => `\\${c}`));
  return new RegExp(`(?<![\\d,.])(?:${alts.join("|")})(?![\\d,]|\\.\\d)`);
}

const priceOf = (slug: string, tier: string): Money => offer(slug, tier).price;
const price = (slug: string, tier: string): RegExp => amountPattern(priceOf(slug, tier));
const times = (m: Money, n: number): Money => ({ amountMinor: m.amountMinor * n, currency: m.currency });
const money = (amountMinor: number, like: Money): Money => ({ amountMinor, currency: like.currency });

/** The cart's upgrade dialog: the higher tier's price less this one's. */
const cartGap = (slug: string, from: string, to: string): RegExp =>
  amountPattern(money(cartUpgradeDifference(priceOf(slug, from).amountMinor, priceOf(slug, to).amountMinor), priceOf(slug, from)));

/** The upgrade link for one ticket already bought on its own line, paid `paidMinor`. */
function linkPrice(slug: string, from: string, to: string, paidMinor?: number): RegExp {
  const o = offer(slug, from);
  const upgrade = o.rule.upgrade && o.rule.upgrade.tierKey === to ? o.rule.upgrade.priceMinor : null;
  const paid = paidMinor ?? o.price.amountMinor;
  return amountPattern(money(upgradeDifference({ lineTotalMinor: paid, quantity: 1, toPriceMinor: priceOf(slug, to).amountMinor, upgradePriceMinor: upgrade }), o.price));
}

/** The time a schedule row starts: day `dayIndex`, the table for `group`, the first row whose activity starts with `activity`. */
function slotTime(slug: string, group: "juniors" | "seniors" | "all", activity: string, dayIndex = 0): string {
  const days = event(slug).page.schedule?.days ?? [];
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const row = table?.slots.find((s) => s.activity.toLowerCase().startsWith(activity.toLowerCase()));
  if (!row) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return row.time;
}

/** '9:30 AM' as a pattern that also takes '9:30am', '9:30 a.m.'. */
function timePattern(t: string): RegExp {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(t);
  if (!m) throw new Error(`unexpected time ${t}`);
  const [, h, min, ap] = m;
  const a = ap?.[0] ?? "";
  const minutes = min === "00" ? `(?::00)?` : `:${min}`;
  return new RegExp(`(?<!\\d)${h}${minutes}\\s?${a}\\.?m\\.?`, "i");
}
const at = (slug: string, group: "juniors" | "seniors" | "all", activity: string, dayIndex = 0): RegExp =>
  timePattern(slotTime(slug, group, activity, dayIndex));

/** 'November 9, 2025' → pattern for 'November 9' or 'Nov 9'. */
function datePattern(slug: string): RegExp {
  const startsOn = event(slug).startsOn;
  if (!startsOn) throw new Error(`${slug} has no date`);
  const d = new Date(`${startsOn}T12:00:00Z`);
  if (d.getTime() <= CLOCK.getTime()) throw new Error(`${slug} is not upcoming`);
  const month = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(d);
  return new RegExp(`${month.slice(0, 3)}[a-z]*\\.? ${d.getUTCDate()}(?!\\d)`, "i");
}

// The forms' own limits.
function youngestAccepted(test: (age: number) => boolean): number {
  for (let age = 0; age <= 99; age++) if (test(age)) return age;
  throw new Error("no age accepted");
}
const auditionYoungest = youngestAccepted(
  (age) =>
    auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "5551234567", age, parentName: "A Parent", consent: true }).success,
);
const checkoutYoungest = youngestAccepted(
  (age) => studentSchema.safeParse({ fullName: "A Dancer", age, parentName: "A Parent", guardianConsent: true }).success,
);
if (!isMinor(17) || isMinor(18)) throw new Error("the guardian rule changed: revisit the age questions");
const youngestAuditionAge = new RegExp(`(?<!\\d)${auditionYoungest}(?!\\d)`);
if (auditionYoungest <= 4) throw new Error("a 4-year-old can audition now: revisit that question");
if (checkoutYoungest > 4) throw new Error("a 4-year-old can't be registered for class now: revisit that question");

// Mentorship cohort, as the pages word it at the eval clock.
const MENTORSHIP_KEYS = ["mentorship_building", "mentorship_growth", "mentorship_elite"];
const cohort = describeMentorshipCohort(
  pickCohortTerms(
    seed.tiers.map((t) => ({ key: t.key, billing: t.billing, subscriptionStartsOn: t.subscriptionStartsOn ?? null, minimumTermMonths: t.minimumTermMonths })),
    MENTORSHIP_KEYS,
  ),
  CLOCK,
);
if (cohort.startsOnPurchase || cohort.minimumTermMonths === 0) throw new Error("the mentorship cohort changed: revisit its questions");
const cohortStart = new RegExp(`${cohort.start.replace(/, \d{4}$/, "")}(?!\\d)`, "i");
const minimumTerm: Fact[] = [
  new RegExp(`${cohort.minimumTermMonths}[- ]month`, "i"),
  new RegExp(`${["zero", "one", "two", "three", "four", "five", "six"][cohort.minimumTermMonths] ?? "#"} months?`, "i"),
];
const recurringFrom = new RegExp(`${cohort.recurringFrom.replace(/, \d{4}$/, "")}(?!\\d)`, "i");

// Yes and no.
const YES: Fact[] = [/\byes\b/i, /\byep\b/i, /\bof course\b/i, /\byou can\b/i, /\bsure\b/i, /\babsolutely\b/i, /\bit is\b/i, /\bshe can\b/i, /\bhe can\b/i, /\bthey can\b/i, /\bdefinitely\b/i];
const NO: Fact[] = [/\bno\b/i, /\bnot\b/i, /n't\b/i, /\bnope\b/i, /\bnever\b/i];

const CAD: Fact[] = ["C$", "CAD", /canadian/i];
const GBP: Fact[] = ["£", "GBP", /pound/i];

// Sanity: the stops these questions treat as upcoming, cancelled or private really are.
if (!event("atlanta").isCancelled) throw new Error("Atlanta is no longer cancelled: revisit its question");
if (event("london").startsOn !== null) throw new Error("London has a date now: revisit its questions");
if (event("london").venue) throw new Error("London has a venue now: revisit its questions");
const orlandoUpgrade = offer("orlando", "core").rule.upgrade;
if (!orlandoUpgrade || orlandoUpgrade.tierKey !== "pro") throw new Error("Orlando's upgrade changed: revisit its questions");
const victoriaEarly = seed.discountCodes.find((c) => c.code === "VICTORIAEARLY20");
if (!victoriaEarly?.percentOff || !victoriaEarly.endsAt || new Date(victoriaEarly.endsAt) <= CLOCK) throw new Error("Victoria's early bird changed");
const victoriaEarlyCore = amountPattern(money(percentOff(priceOf("victoria-bc", "core").amountMinor, victoriaEarly.percentOff), priceOf("victoria-bc", "core")));
const victoriaPaidEarlyCore = percentOff(priceOf("victoria-bc", "core").amountMinor, victoriaEarly.percentOff);
const nhVip = offer("new-hampshire", "nh_protrack_vip");
if (!nhVip.rule.requiresOneOf.includes("nh_full_weekend")) throw new Error("the NH VIP upgrade no longer needs a weekend ticket");
const niagaraNotes = venue("niagara-falls").notes;
if (!niagaraNotes?.includes("back of the building")) throw new Error("Niagara's entrance note changed");

const any = (...facts: Fact[]): FactOrAlternatives => facts;

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutHSingleQuestions: readonly HeldoutHQuestion[] = [
  // prices and tickets
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "how much is core at seattle",
    expect: { includesAll: [price("seattle", "core")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "Whats the price for pro track in Victoria BC? is that canadian dollars",
    expect: { includesAll: [price("victoria-bc", "pro"), CAD] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "How much is the London Core Experience in pounds?",
    expect: { includesAll: [price("london", "core"), GBP] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "For Spokane is it the same price as other cities? how much is core day 1 there",
    expect: { includesAll: [price("spokane", "core_day1")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "what does the one class only ticket cost in victoria",
    expect: { includesAll: [price("victoria-bc", "victoria_one_class_only")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "In Cypress can my son just take one class? how much is that",
    expect: { includesAll: [price("cypress", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "is there an early bird discount for victoria? what would core be with it",
    expect: { includesAll: [YES.concat(["VICTORIAEARLY20", /early.?bird/i]), victoriaEarlyCore] },
  },

  // group buying
  {
    kind: "single",
    topic: "group buying",
    ask: "I own a studio and want to bring 6 dancers to Sarasota for the core day, what's the total?",
    expect: { includesAll: [amountPattern(times(priceOf("sarasota", "core"), 6))] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "3 pro track tickets at Boston how much altogether",
    expect: { includesAll: [amountPattern(times(priceOf("boston", "boston_pro_track"), 3))] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "my twins both want core experience at niagara falls. total for two?",
    expect: { includesAll: [amountPattern(times(priceOf("niagara-falls", "core"), 2))] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "need 4 weekend passes for sherwood for my students, total price?",
    expect: { includesAll: [amountPattern(times(priceOf("sherwood", "weekend_pass"), 4))] },
  },

  // upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "If I have core in my cart for Seattle and switch it to pro track how much more is it",
    expect: { includesAll: [cartGap("seattle", "core", "pro")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "we already bought a core ticket for orlando, what does it cost to upgrade to pro track now?",
    expect: { includesAll: [linkPrice("orlando", "core", "pro")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "victoria: difference between core and pro in the cart?",
    expect: { includesAll: [cartGap("victoria-bc", "core", "pro")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "I bought Core for Victoria with the early bird code. How much would the upgrade to Pro Track be for my ticket?",
    expect: { includesAll: [linkPrice("victoria-bc", "core", "pro", victoriaPaidEarlyCore)] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "Can I buy the Pro Track VIP upgrade in New Hampshire by itself?",
    expect: { includesAll: [NO, [/weekend pass/i, /balance/i, /weekend ticket/i]] },
  },

  // dates and venues
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when is the hartford one",
    expect: { includesAll: [datePattern("hartford")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "What studio is the Nashville intensive at?",
    expect: { includesAll: [venue("nashville").name] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "address for the savannah event?",
    expect: { includesAll: [any("1816 Bull St", venue("savannah").name)] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "do you have a date for London yet",
    expect: { includesAll: [[/to be (determined|announced)/i, /\bTBD\b/, /not yet/i, /no date/i, /n't (been )?(set|announced|confirmed)/i, /not (been )?(set|announced|confirmed)/i]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Is the Atlanta date still happening?",
    expect: { includesAll: [NO, /cancel/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "which date is boise? i saw two",
    expect: { includesAll: [datePattern("boise"), datePattern("boise-nov-7")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "where is madison being held",
    expect: { includesAll: [[/coming soon/i, /not (yet )?(been )?(confirmed|announced)/i, /still being confirmed/i, /to be (confirmed|announced)/i, /\bTBA\b/, /\bTBD\b/]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "what day is the springfield virginia intensive",
    expect: { includesAll: [datePattern("springfield-va")] },
  },

  // schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "what time does the on camera jazz start for juniors in seattle",
    expect: { includesAll: [at("seattle", "juniors", "On-Camera Jazz")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "my daughter is 14, what time is check in at sarasota?",
    expect: { includesAll: [at("sarasota", "seniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "when is the contemporary class for seniors in boston",
    expect: { includesAll: [at("boston", "seniors", "Contemporary")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "what time is stunts for dancers for the juniors at spokane",
    expect: { includesAll: [at("spokane", "juniors", "Stunts for Dancers")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "Sherwood saturday what time do we need to check in",
    expect: { includesAll: [at("sherwood", "all", "Check-in", 0)] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "what time is the audition for seniors at savannah",
    expect: { includesAll: [at("savannah", "seniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "niagara falls - which entrance do we use?",
    expect: { includesAll: [/back of the building/i] },
  },

  // ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my 4 year old loves dancing, can she audition?",
    expect: { includesAll: [NO, youngestAuditionAge] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "does my 17 yr old need a parent to sign her up?",
    expect: { includesAll: [YES, [/parent/i, /guardian/i]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "I'm 34 and I've only done adult classes, am I too old for this?",
    expect: { includesAll: [[/\bno\b/i, /not too old/i, /n't too old/i, /all ages/i], [/all ages/i, /all levels/i, /every age/i, /everyone/i, /99/]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "In Orlando my son is 12. Is he a junior or senior?",
    expect: { includesAll: [/senior/i, /12 to adult/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "Can anyone sign up for the New Hampshire weekend?",
    expect: { includesAll: [NO, /Granite Stage/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "how old do you have to be for the skeleton crew audition",
    expect: { includesAll: [/16/] },
  },

  // auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "Can my daughter only do the audition without paying for the class?",
    expect: { includesAll: [YES, [/audition only/i, /free/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "what is the audition actually for? does it guarantee anything",
    expect: {
      includesAll: [[/music video/i, /film/i, /television/i, /\btv\b/i, /live show/i, /upcoming projects/i], [/not guarantee/i, /doesn't guarantee/i, /does not guarantee/i, /no guarantee/i, /n't guarantee/i]],
    },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "we cant make any tour dates, is there another way to be considered?",
    expect: { includesAll: [/submit talent/i] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "do we need a headshot and resume for the audition",
    expect: { includesAll: [[/not required/i, /\bno\b/i, /n't (need|required)/i, /neither is required/i, /optional/i]] },
  },

  // policies
  {
    kind: "single",
    topic: "policies",
    ask: "can i get a refund if my kid gets sick and can't go",
    expect: { includesAll: [[/final/i, /\bno\b/i, /can't refund/i, /cannot refund/i, /not refund/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "what happens if you change the date of our event",
    expect: { includesAll: [/48 hours/i, /credit/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "If you cancel the event do I get my money back?",
    expect: { includesAll: [YES.concat([/full refund/i]), /full refund/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "when do we get the video footage after the event",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i]] },
  },

  // bring and expect
  {
    kind: "single",
    topic: "bring and expect",
    ask: "what shoes should he bring",
    expect: { includesAll: [/sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "what should she wear? any colors to avoid",
    expect: { includesAll: [[/solid colou?rs/i, /logos/i, /busy prints/i, /fitted/i]] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "how early should we get there",
    expect: { includesAll: [/15 minutes/i] },
  },

  // city pages
  {
    kind: "single",
    topic: "city pages",
    ask: "who teaches the contemporary class in Boston?",
    expect: { includesAll: [/Liora Vantassel/i] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "Is there anything special about the Spokane stop?",
    expect: { includesAll: [[/stunts? for dancers/i, /stuntwoman/i, /on-camera class/i, /acting for dancers/i]] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "sherwood is 2 days right? are all ages together both days?",
    expect: { includesAll: [[/saturday/i, /january 24/i], [/juniors/i, /seniors/i, /split/i, /separate/i]] },
  },

  // mentorship and acting
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "is mentorship monthly or a one time thing?",
    expect: { includesAll: [/month/i, [/subscription/i, /recurring/i, /recurs/i, /renew/i, /each month/i, /every month/i, /per month/i, /a month/i, /\/mo/i]] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "when does the building mentorship start if I sign up now",
    expect: { includesAll: [cohortStart] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "can i cancel mentorship after one month?",
    expect: { includesAll: [minimumTerm] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "Is the Pro / Growth mentorship the same thing as Pro Track?",
    expect: { includesAll: [NO, [amountPattern(priceOf("seattle", "mentorship_growth")), /month/i, /online/i]] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "acting for dancers - is it a subscription?",
    expect: { includesAll: [NO, /one-time|one time/i] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "how much is the acting for dancers 3 pack and how long do i have to use it",
    expect: { includesAll: [price("acting-for-dancers", "afd_3pack"), /90 days/i] },
  },

  // scholarships and talent
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "do you guys do scholarships? money is tight this year",
    expect: { includesAll: [YES.concat([/scholarships? (are|is) available/i]), /scholarship/i] },
  },

  // places not visited
  {
    kind: "single",
    topic: "places not visited",
    ask: "are you coming to Denver?",
    expect: {
      includesAll: [
        [/\bno\b/i, /not (currently )?(on|coming|visiting|planned|scheduled|a stop)/i, /n't (currently )?(on|coming|visiting|have|planned|scheduled)/i, /no (stop|date|event)/i],
        [/waitlist/i, /tour/i, /cit(y|ies)/i, /stops?\b/i],
      ],
      excludes: [/Denver[^.]*\b(on|is) (January|February|March|April|May|June|July|August|September|October|November|December)/i],
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: the right reply is "not sure"

export const heldoutHOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "what's the weather going to be like in Seattle on November 9?", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there free parking near the hartford studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good pizza places close to the boston venue?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell leotards or dance shoes at the orlando stop?", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a hotel near Sherwood for the weekend?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you offer costume rental for competitions?", expect: { notSure: true } },
  { kind: "off-topic", ask: "how long is the drive from vancouver to victoria", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups lean on the earlier question

export const heldoutHConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle, then it, then Cypress",
    turns: [
      { ask: "when is the seattle intensive", expect: { includesAll: [datePattern("seattle")] } },
      { ask: "and what studio is it at", expect: { includesAll: [venue("seattle").name] } },
      { ask: "what about cypress?", expect: { includesAll: [any(datePattern("cypress"), venue("cypress").name)], excludes: [venue("seattle").name] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent's 11-year-old in Orlando",
    turns: [
      { ask: "my daughter is 11, which group would she be in at orlando", expect: { includesAll: [/junior/i, /11 and under/i] } },
      { ask: "what time does she need to check in", expect: { includesAll: [at("orlando", "juniors", "Check-in")] } },
      { ask: "does she have to stay for the audition?", expect: { includesAll: [/optional/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria prices, that one, then Niagara",
    turns: [
      { ask: "how much is core in victoria", expect: { includesAll: [price("victoria-bc", "core")] } },
      { ask: "and pro track there?", expect: { includesAll: [price("victoria-bc", "pro")] } },
      { ask: "what about niagara falls for that one", expect: { includesAll: [price("niagara-falls", "pro")], excludes: [price("victoria-bc", "pro")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship levels, billing and the minimum",
    turns: [
      { ask: "what mentorship levels do you have", expect: { includesAll: [/building/i, /growth/i, /elite circle/i] } },
      { ask: "how much is the cheapest one", expect: { includesAll: [amountPattern(priceOf("seattle", "mentorship_building"))] } },
      { ask: "when would i be charged again after the first payment?", expect: { includesAll: [recurringFrom] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston: the day, the guest class, 2 tickets",
    turns: [
      { ask: "what's the date for boston", expect: { includesAll: [datePattern("boston")] } },
      { ask: "is there a contemporary class at it?", expect: { includesAll: [YES.concat([/contemporary/i]), /contemporary/i] } },
      { ask: "ok how much for 2 core tickets", expect: { includesAll: [amountPattern(times(priceOf("boston", "boston_core"), 2))] } },
    ],
  },
];

export const heldoutHQuestionCount =
  heldoutHSingleQuestions.length + heldoutHOffTopicQuestions.length + heldoutHConversations.reduce((n, c) => n + c.turns.length, 0);

// Guard against facts that would pass any reply (an empty pattern) or name a currency wrongly.
for (const q of heldoutHSingleQuestions) {
  for (const f of q.expect.includesAll ?? []) {
    const list = Array.isArray(f) ? f : [f];
    if (list.length === 0) throw new Error(`empty alternatives in "${q.ask}"`);
  }
}
