/**
 * Tuning set 20 of the chat assistant (issue 40): a balanced cross-section of what teen and adult dancers
 * ask (prices and tickets, group buying, upgrades, dates and venues, schedule, ages and eligibility,
 * auditions, scholarships and talent, policies, what to bring, each city's own page facts, mentorship and
 * acting, similar names, places not visited), written casually, from the spec, the seed catalog, the site's
 * content files and the forms' own validation, without reading the answerer or other sets' questions.
 *
 * Catalog figures are computed from the seed with the site's own functions (seed-facts helpers,
 * formatMoney, percentOff, the audition form's zod schema); copy facts are short phrases with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  price,
  seed,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning20Topic =
  | "prices and tickets"
  | "group buying"
  | "upgrades"
  | "dates and venues"
  | "schedule"
  | "ages and eligibility"
  | "auditions"
  | "scholarships and talent"
  | "policies"
  | "bring and expect"
  | "city page facts"
  | "mentorship and acting"
  | "similar names"
  | "places not visited";

// ---------------------------------------------------------------------------------------------
// Figures from the seed, as the site prints them

/** A printed figure as a pattern that will not match inside a larger figure, but still matches before a list comma. */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A stop's price as a pattern. */
const p = (slug: string, tier: string): RegExp => fig(price(slug, tier));

/** n tickets of one tier at a stop, as printed. */
function times(slug: string, tier: string, n: number): RegExp {
  const one: Money = seedPrice(slug, tier);
  return fig(formatMoney({ amountMinor: one.amountMinor * n, currency: one.currency }));
}

/** A sum of several offers at one stop, as printed. */
function sum(slug: string, items: ReadonlyArray<[tier: string, n: number]>): RegExp {
  const currency = seedPrice(slug, items[0]![0]).currency;
  const total = items.reduce((acc, [tier, n]) => acc + seedPrice(slug, tier).amountMinor * n, 0);
  return fig(formatMoney({ amountMinor: total, currency }));
}

/** A stop's seeded date ("November 9") as a pattern that also takes "Nov 9" or "nov. 9th". */
function dateRe(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const [, m, d] = iso.split("-").map(Number);
  const month = MONTHS[m! - 1]!;
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?) ${d}(?!\\d)`, "i");
}

/** A "9:30 AM" time as a pattern that takes "9:30am", and "2 pm" for "2:00 PM". */
function timeRe(text: string): RegExp {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text);
  if (!m) throw new Error(`not a time: ${text}`);
  const [, h, mm, ap] = m;
  const minutes = mm === "00" ? "(:00)?" : `:${mm}`;
  return new RegExp(`(?<!\\d)${h}${minutes}\\s*${ap!.toLowerCase()}`, "i");
}

/** The time of an activity in a stop's schedule, by day index and age-group table. */
function slotTime(slug: string, group: "juniors" | "seniors" | "all", activity: string, dayIndex = 0): RegExp {
  const schedule = seedEvent(slug).page.schedule;
  const table = schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return timeRe(slot.time);
}

const venueName = (slug: string): string => seedVenue(slug).name;
const streetRe = (slug: string): RegExp => new RegExp(escapeRegExp(street(slug)), "i");

/** A discount code's own amount off a stop's price, as printed. */
function afterCode(slug: string, tier: string, code: string): RegExp {
  const d = seedDiscountCode(code);
  const one = seedPrice(slug, tier);
  const amount =
    "percentOff" in d && typeof d.percentOff === "number"
      ? percentOff(one.amountMinor, d.percentOff)
      : one.amountMinor - Math.round(Number((d as { amount?: number }).amount ?? 0) * 100);
  return fig(formatMoney({ amountMinor: amount, currency: one.currency }));
}

/** Whether the audition form accepts a dancer of this age (with or without a parent's name). */
function auditionAccepts(age: number, withParent: boolean): boolean {
  return auditionFormSchema.safeParse({
    fullName: "Test Dancer",
    email: "dancer@example.com",
    phone: "555-0100",
    age,
    parentName: withParent ? "Test Parent" : undefined,
    consent: true,
  }).success;
}
const youngestAge = ((): number => {
  for (let age = 0; age < 120; age += 1) if (auditionAccepts(age, true)) return age;
  throw new Error("the audition form accepts no age");
})();
const oldestAge = ((): number => {
  for (let age = 120; age > 0; age -= 1) if (auditionAccepts(age, true)) return age;
  throw new Error("the audition form accepts no age");
})();
const adultAge = ((): number => {
  for (let age = youngestAge; age <= oldestAge; age += 1) if (auditionAccepts(age, false)) return age;
  throw new Error("the audition form always asks for a parent");
})();
if (auditionAccepts(adultAge - 1, false)) throw new Error("the audition form's guardian rule changed");

const opportunity = (slug: string) => {
  const o = seed.opportunities.find((x) => x.slug === slug);
  if (!o) throw new Error(`no opportunity ${slug}`);
  return o;
};
/** The "Ages N and up" of an opportunity, as a pattern on N. */
function opportunityAge(slug: string): RegExp {
  const line = opportunity(slug).details.find((d) => /Ages \d+ and up/.test(d));
  const n = line ? /Ages (\d+) and up/.exec(line)?.[1] : undefined;
  if (!n) throw new Error(`${slug} has no age line`);
  return new RegExp(`(?<!\\d)${n}(\\+| and up| and older| or older|\\b)`, "i");
}

const cohort = mentorshipCohort;
const cohortStart = new RegExp(`${escapeRegExp(cohort.start.replace(/, \d{4}$/, "")).replace("December", "(December|Dec\\.?)")}(?!\\d)`, "i");

const notSure: Expectation = { notSure: true };
const allSalesFinal: Fact[] = [/all sales (are )?final/i, /no refunds?/i, /non-?refundable/i, /can'?t (be )?refund/i, /don'?t refund/i];
const email: Fact = /hello@callboard\.dance/i;

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning20SingleQuestions: readonly { kind: "single"; topic: Tuning20Topic; ask: string; expect: Expectation }[] = [
  // prices and tickets
  { kind: "single", topic: "prices and tickets", ask: "how much is seattle", expect: { includesAll: [p("seattle", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "whats the pro track cost in spokane?? ", expect: { includesAll: [p("spokane", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "victoria bc how much in canadian $", expect: { includesAll: [p("victoria-bc", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "niagara falls tix price? the full day one", expect: { includesAll: [p("niagara-falls", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "orlando core price? heard its cheaper there", expect: { includesAll: [p("orlando", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "london price in pounds?", expect: { includesAll: [p("london", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "is the audition free or do i gotta pay", expect: { includesAll: [[/free/i, /no (cost|charge)/i, /\$0(?!\d)/]] } },
  { kind: "single", topic: "prices and tickets", ask: "cypress just a class price??", expect: { includesAll: [p("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "sherwood weekend pass how much", expect: { includesAll: [p("sherwood", "weekend_pass")] } },
  { kind: "single", topic: "prices and tickets", ask: "hartford has a pro track code right? whats it come to with it", expect: { includesAll: [/PROTRACK50/i, afterCode("hartford", "pro", "PROTRACK50")] } },
  { kind: "single", topic: "prices and tickets", ask: "victoria early bird code what do i pay for core w it", expect: { includesAll: [/VICTORIAEARLY20/i, afterCode("victoria-bc", "core", "VICTORIAEARLY20")] } },

  // group buying
  { kind: "single", topic: "group buying", ask: "3 of us want core in seattle, total?", expect: { includesAll: [times("seattle", "core", 3)] } },
  { kind: "single", topic: "group buying", ask: "me n my sister both core at victoria, how much all together", expect: { includesAll: [times("victoria-bc", "core", 2)] } },
  { kind: "single", topic: "group buying", ask: "4 weekend passes for sherwood = ?", expect: { includesAll: [times("sherwood", "weekend_pass", 4)] } },
  { kind: "single", topic: "group buying", ask: "boston: 2 pro track + 1 core whats the damage", expect: { includesAll: [sum("boston", [["boston_pro_track", 2], ["boston_core", 1]])] } },
  { kind: "single", topic: "group buying", ask: "cypress 2 just a class tickets total", expect: { includesAll: [times("cypress", "masterclass_only", 2)] } },
  { kind: "single", topic: "group buying", ask: "our crew is 5 ppl doing spokane core day 1, total cost??", expect: { includesAll: [times("spokane", "core_day1", 5)] } },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "i have core in my cart for seattle, how much more to swap it to pro track", expect: { includesAll: [fig(cartUpgrade("seattle", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "already bought orlando core, what does upgrading to pro cost me now", expect: { includesAll: [fig(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "niagara core in cart -> pro, difference?", expect: { includesAll: [fig(cartUpgrade("niagara-falls", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "nh vip upgrade how much and can i get it alone", expect: { includesAll: [p("new-hampshire", "nh_protrack_vip"), [/full weekend/i, /balance/i, /first/i]] } },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is boise", expect: { includesAll: [dateRe("boise")] } },
  { kind: "single", topic: "dates and venues", ask: "charleston wv date + studio?", expect: { includesAll: [dateRe("charleston-wv"), [venueName("charleston-wv"), streetRe("charleston-wv")]] } },
  { kind: "single", topic: "dates and venues", ask: "where exactly is the hartford one", expect: { includesAll: [[venueName("hartford"), streetRe("hartford")]] } },
  { kind: "single", topic: "dates and venues", ask: "springfield va when n where", expect: { includesAll: [dateRe("springfield-va"), [venueName("springfield-va"), streetRe("springfield-va")]] } },
  { kind: "single", topic: "dates and venues", ask: "sarasota address?", expect: { includesAll: [[streetRe("sarasota"), venueName("sarasota")]] } },
  { kind: "single", topic: "dates and venues", ask: "when is london happening", expect: { includesAll: [[/to be determined/i, /TBD/i, /not (yet )?(set|announced|confirmed)/i, /to be announced/i, /no date yet/i]] } },
  { kind: "single", topic: "dates and venues", ask: "is atlanta still on? wanna go", expect: { includesAll: [/cancel/i] } },
  { kind: "single", topic: "dates and venues", ask: "sherwood is 2 days right? which dates", expect: { includesAll: [dateRe("sherwood"), /25/] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "seattle seniors what time do we check in", expect: { includesAll: [slotTime("seattle", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "hartford juniors start time?", expect: { includesAll: [slotTime("hartford", "juniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "boston 13+ group when does it start", expect: { includesAll: [slotTime("boston", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule", ask: "what time is stunts for dancers in spokane for the younger kids", expect: { includesAll: [slotTime("spokane", "juniors", "Stunts for Dancers")] } },
  { kind: "single", topic: "schedule", ask: "sarasota juniors first class is what", expect: { includesAll: [/theater|theatre/i] } },
  { kind: "single", topic: "schedule", ask: "sherwood saturday check in time", expect: { includesAll: [slotTime("sherwood", "all", "Check-in", 0)] } },
  { kind: "single", topic: "schedule", ask: "how early should i show up b4 my group", expect: { includesAll: [/15 min/i] } },

  // ages and eligibility
  { kind: "single", topic: "ages and eligibility", ask: "im 12, junior or senior?", expect: { includesAll: [/junior/i, /12 and under|12 (or|and) younger|under 13/i] } },
  { kind: "single", topic: "ages and eligibility", ask: "orlando age groups? im 12", expect: { includesAll: [[/12 to adult/i, /12\+/i, /12 and (up|older)/i], /senior/i] } },
  { kind: "single", topic: "ages and eligibility", ask: "im 16 do i need my mom to sign me up for the audition", expect: { includesAll: [[/parent|guardian/i]], excludes: [/don'?t need a parent/i, /no,? you don'?t/i] } },
  { kind: "single", topic: "ages and eligibility", ask: "my little bro is 4 can he audition", expect: { includesAll: [new RegExp(`(?<!\\d)${youngestAge}(?!\\d)`)] } },
  { kind: "single", topic: "ages and eligibility", ask: "im 19 n not in the granite stage studio can i do the hudson nh weekend", expect: { includesAll: [/granite stage/i, [/students and alumni/i, /students (&|and|or) alumni/i, /private/i, /only/i]] } },
  { kind: "single", topic: "ages and eligibility", ask: "im a total beginner is that ok or is it only for comp kids", expect: { includesAll: [[/all levels/i, /recreational/i, /every(one| level)/i, /beginner/i]] } },
  { kind: "single", topic: "ages and eligibility", ask: `i'm ${adultAge} do i still need a parent for the audition form`, expect: { includesAll: [[/no\b/i, /don'?t need/i, /not need/i, /under 18/i, /only (for )?(minors|dancers under)/i]] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "can i just do the audition and skip the classes", expect: { includesAll: [/audition only/i] } },
  { kind: "single", topic: "auditions", ask: "wat am i even auditioning for lol", expect: { includesAll: [[/music video/i, /film/i, /tv|television/i, /upcoming projects/i]] } },
  { kind: "single", topic: "auditions", ask: "if i audition do i get a role guaranteed?", expect: { includesAll: [[/not guarantee/i, /no guarantee/i, /doesn'?t guarantee/i, /isn'?t guaranteed/i, /not guaranteed/i]] } },
  { kind: "single", topic: "auditions", ask: "do i need a headshot n resume to audition", expect: { includesAll: [[/not required/i, /\bno\b/i, /neither is required/i, /optional/i]] } },
  { kind: "single", topic: "auditions", ask: "skeleton crew audition age min?", expect: { includesAll: [opportunityAge("skeleton-crew-audition-registration")] } },

  // scholarships and talent
  { kind: "single", topic: "scholarships and talent", ask: "do u guys do scholarships", expect: { includesAll: [/scholarship/i, [/\/scholarship/i, /apply/i, /form/i]] } },
  { kind: "single", topic: "scholarships and talent", ask: "does a scholarship cover my flight + hotel", expect: { includesAll: [[/travel/i, /accommodation/i, /don'?t cover/i, /doesn'?t cover/i, /not cover/i]] } },
  { kind: "single", topic: "scholarships and talent", ask: "cant make any tour date, any way to still get seen?", expect: { includesAll: [/submit talent/i] } },

  // policies
  { kind: "single", topic: "policies", ask: "bought a ticket but cant go anymore, refund?", expect: { includesAll: [allSalesFinal] } },
  { kind: "single", topic: "policies", ask: "what if yall cancel the event", expect: { includesAll: [/full refund/i] } },
  { kind: "single", topic: "policies", ask: "they moved my date and i didnt reply what happens", expect: { includesAll: [/credit/i, [/48 hours/i, /never expires/i, /doesn'?t expire/i]] } },
  { kind: "single", topic: "policies", ask: "can i use the same discount code twice in one order", expect: { includesAll: [[/once per order/i, /once/i]] } },
  { kind: "single", topic: "policies", ask: "when do we get the footage", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },

  // bring and expect
  { kind: "single", topic: "bring and expect", ask: "wat shoes do i bring", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "bring and expect", ask: "what do i wear for camera", expect: { includesAll: [[/solid colou?rs?/i, /fitted/i, /no (big )?logos/i, /avoid big logos/i]] } },
  { kind: "single", topic: "bring and expect", ask: "should i pack lunch or is food there", expect: { includesAll: [[/lunch/i, /snacks/i]] } },

  // city page facts
  { kind: "single", topic: "city page facts", ask: "whos teaching the contemporary class in boston", expect: { includesAll: [/liora vantassel/i] } },
  { kind: "single", topic: "city page facts", ask: "niagara where do i go in, cant find the door last time", expect: { includesAll: [[/back of the building/i, /rear/i, /at the back/i]] } },
  { kind: "single", topic: "city page facts", ask: "spokane do u get acting for dancers free or smth", expect: { includesAll: [[/free month/i, /month of acting for dancers/i, /one month/i]] } },
  { kind: "single", topic: "city page facts", ask: "is there stunt stuff at sherwood n what time", expect: { includesAll: [/stunts for dancers/i, slotTime("sherwood", "all", "Stunts for Dancers", 0)] } },

  // mentorship and acting
  { kind: "single", topic: "mentorship and acting", ask: "mentorship building level how much a month", expect: { includesAll: [p("seattle", "mentorship_building")] } },
  { kind: "single", topic: "mentorship and acting", ask: "when does mentorship start and is there a min", expect: { includesAll: [cohortStart, [new RegExp(`${cohort.minimumTermMonths}[- ]month`, "i"), new RegExp(`${["zero", "one", "two", "three", "four", "five", "six"][cohort.minimumTermMonths]}[- ]month`, "i")]] } },
  { kind: "single", topic: "mentorship and acting", ask: "elite circle does it auto renew", expect: { includesAll: [[/renews? automatically/i, /auto[- ]?renew/i, /yes/i]] } },
  { kind: "single", topic: "mentorship and acting", ask: "acting for dancers private session price", expect: { includesAll: [p("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "mentorship and acting", ask: "afd 3 pack vs steady growth prices?", expect: { includesAll: [p("acting-for-dancers", "afd_3pack"), p("acting-for-dancers", "afd_steady_growth")] } },

  // similar names
  { kind: "single", topic: "similar names", ask: "boise masterclass vs the boise intensive, which day is which", expect: { includesAll: [dateRe("boise-nov-7"), dateRe("boise")] } },
  { kind: "single", topic: "similar names", ask: "is the nh pro track vip the same as normal pro track", expect: { includesAll: [p("new-hampshire", "nh_protrack_vip"), [/upgrade/i, /full weekend/i, /add/i]] } },
  { kind: "single", topic: "similar names", ask: "springfield — is that the mass one or virginia", expect: { includesAll: [/virginia|\bVA\b/i, dateRe("springfield-va")] } },

  // places not visited
  { kind: "single", topic: "places not visited", ask: "r u coming to denver", expect: notSure },
  { kind: "single", topic: "places not visited", ask: "any stop in phoenix az this yr?", expect: notSure },
  { kind: "single", topic: "places not visited", ask: "is there parking at the seattle studio", expect: notSure },
  { kind: "single", topic: "places not visited", ask: "is the hartford studio wheelchair accessible", expect: notSure },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions (the right reply is "not sure")

export const tuning20OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the choreographers fav song rn", expect: { notSure: true } },
  { kind: "off-topic", ask: "best hotel near sherwood or?", expect: { notSure: true } },
  { kind: "off-topic", ask: "can u help me with my chem homework", expect: { notSure: true } },
  { kind: "off-topic", ask: "is it gonna rain in seattle nov 9", expect: { notSure: true } },
  { kind: "off-topic", ask: "can my dog come watch lol", expect: { notSure: true } },
  { kind: "off-topic", ask: "how many followers does the choreographer have on tiktok", expect: { notSure: true } },
  { kind: "off-topic", ask: "do u know a good physio in boston for my ankle", expect: { notSure: true } },
  { kind: "off-topic", ask: "which airline flies cheapest to victoria", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats a good ballet summer program in nyc", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const tuning20Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle price, then two tickets, then switch to Spokane",
    turns: [
      { ask: "seattle core how much", expect: { includesAll: [p("seattle", "core")] } },
      { ask: "ok and for 2 of us?", expect: { includesAll: [times("seattle", "core", 2)] } },
      { ask: "what about spokane, when is it", expect: { includesAll: [dateRe("spokane")], excludes: [dateRe("seattle")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston venue, then its guest class, then a policy",
    turns: [
      { ask: "boston where is it", expect: { includesAll: [[venueName("boston"), streetRe("boston")]] } },
      { ask: "and theres a contemporary class? is it extra $", expect: { includesAll: [[/included/i, /same ticket/i, /no extra/i]] } },
      { ask: "ok if i buy and then cant go can i get money back", expect: { includesAll: [allSalesFinal] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria price, then the one class ticket, then switch to Niagara",
    turns: [
      { ask: "victoria core ticket?", expect: { includesAll: [p("victoria-bc", "core")] } },
      { ask: "is there a cheaper one class option there", expect: { includesAll: [p("victoria-bc", "victoria_one_class_only")] } },
      { ask: "what about niagara falls, date?", expect: { includesAll: [dateRe("niagara-falls")], excludes: [dateRe("victoria-bc")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship price, the start, then Acting for Dancers",
    turns: [
      { ask: "how much is elite circle mentorship", expect: { includesAll: [p("seattle", "mentorship_elite")] } },
      { ask: "when does it start billing", expect: { includesAll: [cohortStart] } },
      { ask: "nvm whats the acting for dancers starter path cost", expect: { includesAll: [p("acting-for-dancers", "afd_starter")], excludes: [p("seattle", "mentorship_elite")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend, a 12-year-old on Sunday, then the email",
    turns: [
      { ask: "sherwood full weekend pass price", expect: { includesAll: [p("sherwood", "weekend_pass")] } },
      { ask: "my friend is 12, which group on sunday", expect: { includesAll: [/junior/i] } },
      { ask: "and whats the email if i have more questions", expect: { includesAll: [email] } },
    ],
  },
];

export const tuning20QuestionCount: number =
  tuning20SingleQuestions.length + tuning20OffTopicQuestions.length + tuning20Conversations.reduce((n, c) => n + c.turns.length, 0);
