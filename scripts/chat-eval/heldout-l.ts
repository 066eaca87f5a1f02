/**
 * Held-out set L of the chat assistant (issue 40, point 4): written after the answerer's code froze at
 * fc4767a, from the spec, the seed catalog, the site's content files and the forms' own validation, by
 * someone who never read the answerer, its docs, its evaluation sets' questions or its tuning. Scored
 * once; its questions are never read while the answerer is changed.
 *
 * Catalog figures are computed from the seed with the site's own functions (seed-facts helpers,
 * formatMoney, upgradeDifference / cartUpgradeDifference via boughtUpgrade / cartUpgrade,
 * describeMentorshipCohort via mentorshipCohort); eligibility comes from the audition form's zod schema.
 * Copy facts are short phrases a right answer contains, with alternatives. The clock is 2025-09-01.
 */
import { formatMoney } from "~/domain/money";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
  dateText,
  escapeRegExp,
  mentorshipCohort,
  MONTHS,
  price,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type HeldoutLTopic =
  | "prices and tickets"
  | "group buying"
  | "upgrades"
  | "dates and venues"
  | "schedule"
  | "ages and eligibility"
  | "auditions"
  | "scholarships and submissions"
  | "policies"
  | "bring and expect"
  | "city pages and teachers"
  | "mentorship and acting"
  | "similar names"
  | "places not visited";

interface HeldoutLQuestion {
  kind: "single";
  topic: HeldoutLTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Figures from the seed, as the site prints them

/** A printed figure as a pattern that does not match inside a larger figure ($168 but not $1680 or $168,5). */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** The printed price of one offer, as a pattern. */
const p = (slug: string, tier: string): RegExp => fig(price(slug, tier));

/** n tickets of one offer, as the site would total them. */
const times = (slug: string, tier: string, n: number): RegExp => {
  const one = seedPrice(slug, tier);
  return fig(formatMoney({ amountMinor: one.amountMinor * n, currency: one.currency }));
};

/** Sum of several offers at one stop. */
const sum = (slug: string, ...tiers: string[]): RegExp => {
  const first = seedPrice(slug, tiers[0] ?? "core");
  const total = tiers.reduce((acc, t) => acc + seedPrice(slug, t).amountMinor, 0);
  return fig(formatMoney({ amountMinor: total, currency: first.currency }));
};

/** Difference between two offers at one stop (e.g. what the weekend pass saves against both days). */
const diff = (slug: string, a: readonly string[], b: string): RegExp => {
  const cur = seedPrice(slug, b).currency;
  const total = a.reduce((acc, t) => acc + seedPrice(slug, t).amountMinor, 0) - seedPrice(slug, b).amountMinor;
  return fig(formatMoney({ amountMinor: total, currency: cur }));
};

/** A stop's date as a reply may write it: "November 15" or "Nov 15" or "11/15". */
function dayOf(slug: string): Fact[] {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const [, m, d] = iso.split("-").map(Number) as [number, number, number];
  const month = MONTHS[m - 1] ?? "";
  return [new RegExp(`${month}\\s+${d}(?!\\d)`, "i"), new RegExp(`${month.slice(0, 3)}\\.?\\s+${d}(?!\\d)`, "i"), new RegExp(`(?<!\\d)${m}/${d}(?!\\d)`)];
}

/** A venue's name, or its street, either will do. */
const venueOf = (slug: string): Fact[] => [seedVenue(slug).name, street(slug)];

/** A clock time such as "10:00 AM" as a pattern that accepts "10am", "10:00 a.m.". */
function time(text: string): RegExp {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text);
  if (!m) throw new Error(`bad time ${text}`);
  const [, h, min, ap] = m as unknown as [string, string, string, string];
  const minutes = min === "00" ? "(:00)?" : `:${min}`;
  return new RegExp(`(?<![\\d:])${h}${minutes}\\s*${ap[0]}\\.?\\s*m\\b`, "i");
}

// Eligibility from the audition form itself: the youngest age it accepts, and whether a minor needs a guardian.
const auditionBase = { fullName: "Test Dancer", email: "t@example.com", phone: "555 0100", consent: true as const };
const youngestAuditionAge = (() => {
  for (let age = 1; age < 30; age += 1) if (auditionFormSchema.safeParse({ ...auditionBase, age, parentName: "Parent" }).success) return age;
  throw new Error("no age accepted");
})();
const minorWithoutParentAccepted = auditionFormSchema.safeParse({ ...auditionBase, age: 16 }).success;
if (minorWithoutParentAccepted) throw new Error("the form accepts a 16-year-old without a guardian: rewrite the guardian questions");
const seventeenAlone = auditionFormSchema.safeParse({ ...auditionBase, age: 17 }).success;
if (seventeenAlone) throw new Error("the form accepts a 17-year-old alone");

const cohort = mentorshipCohort;
const cohortStart: Fact[] = [cohort.start, /december\s+1(?!\d)/i, /dec(ember)?\.?\s+2025/i];
const minimumTerm: Fact[] = [new RegExp(`${cohort.minimumTermMonths}[- ]month`, "i"), /three[- ]month/i, /3 months/i];

const contact: Fact[] = ["hello@callboard.dance"];
const allSalesFinal: Fact[] = [/all sales are final/i, /no refund/i, /(don'?t|do not|can'?t|cannot|won'?t)\s+(offer\s+)?refund/i, /non-?refundable/i];

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutLSingleQuestions: readonly HeldoutLQuestion[] = [
  // prices and tickets
  { kind: "single", topic: "prices and tickets", ask: "how much is the hartford intensive", expect: { includesAll: [p("hartford", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "whats the price for pro track in charleston wv?", expect: { includesAll: [p("charleston-wv", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "Hi! What do tickets cost for the Victoria BC stop? Are they in Canadian dollars?", expect: { includesAll: [p("victoria-bc", "core"), [/C\$/, /CAD/i, /canadian/i]] } },
  { kind: "single", topic: "prices and tickets", ask: "niagara falls core experience price pls", expect: { includesAll: [p("niagara-falls", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "orlando core vs pro track, what's the difference in price?", expect: { includesAll: [p("orlando", "core"), p("orlando", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "how much is spokane?? my daughter wants the regular one not the pro", expect: { includesAll: [p("spokane", "core_day1")] } },
  { kind: "single", topic: "prices and tickets", ask: "Is there a cheaper option in Cypress if my son just wants to try one class?", expect: { includesAll: [p("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "how much does it cost just to audition in springfield va", expect: { includesAll: [[/free/i, /\$0(?!\d)/, /no (cost|charge)/i]] } },
  { kind: "single", topic: "prices and tickets", ask: "boston pro track how much", expect: { includesAll: [p("boston", "boston_pro_track")] } },
  { kind: "single", topic: "prices and tickets", ask: "What does the Sherwood full weekend pass cost compared to buying saturday and sunday separately?", expect: { includesAll: [p("sherwood", "weekend_pass"), [p("sherwood", "core_day1"), sum("sherwood", "core_day1", "core_day2"), diff("sherwood", ["core_day1", "core_day2"], "weekend_pass")]] } },
  { kind: "single", topic: "prices and tickets", ask: "hey how much is the boise masterclass on nov 7, just the class", expect: { includesAll: [p("boise-nov-7", "masterclass_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "sarasota price for core?", expect: { includesAll: [p("sarasota", "core")] } },

  // group buying
  { kind: "single", topic: "group buying", ask: "I have 3 kids who want to do the Seattle core experience, what would that be total?", expect: { includesAll: [times("seattle", "core", 3)] } },
  { kind: "single", topic: "group buying", ask: "studio owner here, bringing 10 dancers to hartford for core. total?", expect: { includesAll: [times("hartford", "core", 10)] } },
  { kind: "single", topic: "group buying", ask: "me and my 2 friends want pro track in victoria, how much all together", expect: { includesAll: [times("victoria-bc", "pro", 3)] } },
  { kind: "single", topic: "group buying", ask: "twins both doing core in orlando - whats the total", expect: { includesAll: [times("orlando", "core", 2)] } },
  { kind: "single", topic: "group buying", ask: "we'd buy 4 full weekend passes for sherwood, how much would that come to?", expect: { includesAll: [times("sherwood", "weekend_pass", 4)] } },
  { kind: "single", topic: "group buying", ask: "one core and one pro track for charleston, what do I pay", expect: { includesAll: [sum("charleston-wv", "core", "pro")] } },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "i already bought core for hartford, how much to upgrade to pro track", expect: { includesAll: [fig(boughtUpgrade("hartford", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "We bought a core ticket for Orlando last week. What does it cost to move up to Pro Track now?", expect: { includesAll: [fig(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "core ticket in my cart for niagara, if i switch it to pro how much more is that", expect: { includesAll: [fig(cartUpgrade("niagara-falls", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "how much is the VIP upgrade for the new hampshire weekend", expect: { includesAll: [p("new-hampshire", "nh_protrack_vip")] } },
  { kind: "single", topic: "upgrades", ask: "can i buy the NH pro track vip upgrade by itself without the weekend pass", expect: { includesAll: [[/weekend pass/i, /balance payment/i, /register .* first/i]], excludes: [/yes,? you can buy (it|the vip) (on its own|by itself|alone)/i] } },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the boone nc one", expect: { includesAll: [dayOf("boone")] } },
  { kind: "single", topic: "dates and venues", ask: "whats the address for the minneapolis intensive", expect: { includesAll: [venueOf("minneapolis")] } },
  { kind: "single", topic: "dates and venues", ask: "Which studio is the Savannah event at, and what date?", expect: { includesAll: [venueOf("savannah"), dayOf("savannah")] } },
  { kind: "single", topic: "dates and venues", ask: "is there a date for london yet", expect: { includesAll: [[/to be determined/i, /\bTBD\b/i, /not (been )?(set|announced|confirmed)/i, /no date yet/i, /not yet/i]] } },
  { kind: "single", topic: "dates and venues", ask: "where in dallas will it be held??", expect: { includesAll: [[/venue details coming soon/i, /coming soon/i, /not (yet )?(been )?(confirmed|announced)/i, /still being confirmed/i]] } },
  { kind: "single", topic: "dates and venues", ask: "is atlanta still happening on sept 28? we were planning to come", expect: { includesAll: [[/cancel/i]] } },
  { kind: "single", topic: "dates and venues", ask: "what date is the saratoga springs intensive and where", expect: { includesAll: [dayOf("saratoga-springs"), venueOf("saratoga-springs")] } },
  { kind: "single", topic: "dates and venues", ask: "nashville date?", expect: { includesAll: [dayOf("nashville")] } },
  { kind: "single", topic: "dates and venues", ask: "Is there parking at the Niagara Falls studio? how do we get in", expect: { includesAll: [[/rear lot/i, /back of the building/i, /\bback\b/i, /\brear\b/i]] } },
  { kind: "single", topic: "dates and venues", ask: "whens the next stop after 9/1 in georgia", expect: { includesAll: [[...dayOf("hoschton"), "Buford"]] } },

  // schedule
  { kind: "single", topic: "schedule", ask: "what time does check in start for juniors in hartford", expect: { includesAll: [time("10:00 AM")] } },
  { kind: "single", topic: "schedule", ask: "my son is 14, what time is his group in boston", expect: { includesAll: [time("5:30 PM")] } },
  { kind: "single", topic: "schedule", ask: "what time does the seattle day end for the older kids? trying to plan pickup", expect: { includesAll: [[time("7:00 PM"), time("6:30 PM"), /\b7\s*(pm|p\.m\.)/i]] } },
  { kind: "single", topic: "schedule", ask: "is there a lunch break at the sarasota one for the younger group", expect: { includesAll: [time("11:30 AM")] } },
  { kind: "single", topic: "schedule", ask: "Does the Sherwood Saturday split by age or is everyone together?", expect: { includesAll: [[/all ages/i, /together/i, /everyone/i]] } },
  { kind: "single", topic: "schedule", ask: "what styles do they teach in boston? i heard theres something different there", expect: { includesAll: [/contemporary/i] } },
  { kind: "single", topic: "schedule", ask: "how early should we get there", expect: { includesAll: [/15 min/i] } },

  // ages and eligibility
  { kind: "single", topic: "ages and eligibility", ask: "my daughter is 12, is she a junior or a senior?", expect: { includesAll: [/junior/i], excludes: [/she (is|would be|'d be) (a )?senior/i] } },
  { kind: "single", topic: "ages and eligibility", ask: "whats the youngest age that can register for the audition", expect: { includesAll: [new RegExp(`(?<!\\d)${youngestAuditionAge}(?!\\d)`)] } },
  { kind: "single", topic: "ages and eligibility", ask: "I'm 17, can I sign up for the audition on my own?", expect: { includesAll: [[/parent/i, /guardian/i]] } },
  { kind: "single", topic: "ages and eligibility", ask: "im 34 and haven't danced in years, is this for me or only for kids", expect: { includesAll: [[/all ages/i, /every age/i, /all levels/i, /adult/i]] } },
  { kind: "single", topic: "ages and eligibility", ask: "can my daughter go to the new hampshire weekend? she dances at a different studio", expect: { includesAll: ["Granite Stage"] } },
  { kind: "single", topic: "ages and eligibility", ask: "how are the age groups split in orlando", expect: { includesAll: [[/11 and under/i, /eleven and under/i, /12 (to|and) (up|adult)/i, /12\+/]] } },

  // auditions
  { kind: "single", topic: "auditions", ask: "is the audition extra or included in the ticket", expect: { includesAll: [[/free/i, /included/i, /no (extra )?(cost|charge)/i]] } },
  { kind: "single", topic: "auditions", ask: "what are they even auditioning for? does my kid get a job if she does well", expect: { includesAll: [[/music video/i, /film/i, /television/i, /upcoming projects/i], [/not guarantee/i, /doesn'?t guarantee/i, /no guarantee/i, /isn'?t guaranteed/i]] } },
  { kind: "single", topic: "auditions", ask: "do we need a headshot and resume for the audition?", expect: { includesAll: [[/not required/i, /\bno\b/i, /neither is required/i, /optional/i]] } },
  { kind: "single", topic: "auditions", ask: "when will we hear back after auditioning", expect: { includesAll: [[/on file/i, /throughout the year/i, /email or phone/i, /contact/i]] } },
  { kind: "single", topic: "auditions", ask: "how many spots are there for the audition only in cypress", expect: { includesAll: [/(?<!\d)60(?!\d)/] } },

  { kind: "single", topic: "auditions", ask: "my son is 15, can he try out for the skeleton crew that travels with the tour?", expect: { includesAll: [/16/] } },

  // scholarships and submissions
  { kind: "single", topic: "scholarships and submissions", ask: "do you guys do scholarships? money is tight this year", expect: { includesAll: [/scholarship/i], includesAny: [/\/scholarship/i, /application/i, /apply/i] } },
  { kind: "single", topic: "scholarships and submissions", ask: "whats the deadline to apply for a scholarship for a tour stop", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
  { kind: "single", topic: "scholarships and submissions", ask: "does the scholarship cover our hotel and gas", expect: { includesAll: [[/don'?t cover/i, /does not cover/i, /doesn'?t cover/i, /not cover/i, /\bno\b/i]] } },
  { kind: "single", topic: "scholarships and submissions", ask: "we can't make any of the dates, is there a way to still be seen by the choreographer", expect: { includesAll: [[/submit talent/i, /submit-talent/i]] } },

  // policies
  { kind: "single", topic: "policies", ask: "can i get a refund, my daughter hurt her ankle and can't go", expect: { includesAll: [allSalesFinal], includesAny: contact } },
  { kind: "single", topic: "policies", ask: "what happens if you guys cancel the event", expect: { includesAll: [/full refund/i] } },
  { kind: "single", topic: "policies", ask: "if the date gets moved and i can't do the new date what then", expect: { includesAll: [/48 hours/i], includesAny: [/credit/i, /refund/i] } },
  { kind: "single", topic: "policies", ask: "do the credits expire?", expect: { includesAll: [[/never expire/i, /don'?t expire/i, /do not expire/i, /no expir/i]] } },
  { kind: "single", topic: "policies", ask: "can i use the victoria early bird code in niagara falls", expect: { includesAll: [[/only (on|for|at) (that|victoria)/i, /victoria only/i, /only works? (on|for|in|at) victoria/i, /(won'?t|doesn'?t|does not|will not|can'?t|cannot) (work|apply|be used)/i, /\bno\b/i]] } },
  { kind: "single", topic: "policies", ask: "will videos of my kid end up on your instagram? i'd rather not", expect: { includesAll: [[/email/i, ...contact]], includesAny: [/before the event/i, /keep (them|your dancer) out/i, /promot/i] } },

  // bring and expect
  { kind: "single", topic: "bring and expect", ask: "what shoes does he need", expect: { includesAll: [/sneaker/i, /jazz shoes/i] } },
  { kind: "single", topic: "bring and expect", ask: "what should my 10yo wear for it", expect: { includesAll: [[/solid colo/i, /fitted/i, /black/i]] } },
  { kind: "single", topic: "bring and expect", ask: "do we need to pack lunch?", expect: { includesAll: [[/lunch/i, /snack/i]] } },
  { kind: "single", topic: "bring and expect", ask: "when do we get the footage from the day", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },

  // city pages and teachers
  { kind: "single", topic: "city pages and teachers", ask: "who teaches the contemporary class in boston", expect: { includesAll: ["Liora Vantassel"] } },
  { kind: "single", topic: "city pages and teachers", ask: "does spokane have the stunts class?", expect: { includesAll: [[/stunt/i]], includesAny: [/stuntwoman/i, /yes/i] } },
  { kind: "single", topic: "city pages and teachers", ask: "do you get acting for dancers free with a boston ticket?", expect: { includesAll: [[/free month/i, /month free/i, /one month/i]] } },
  { kind: "single", topic: "city pages and teachers", ask: "sherwood juniors are what ages", expect: { includesAll: [/12 and under/i] } },

  // mentorship and acting
  { kind: "single", topic: "mentorship and acting", ask: "how much is the mentorship per month", expect: { includesAll: [p("hartford", "mentorship_building")], includesAny: [p("hartford", "mentorship_growth"), p("hartford", "mentorship_elite")] } },
  { kind: "single", topic: "mentorship and acting", ask: "when does the mentorship start and is there a minimum", expect: { includesAll: [cohortStart, minimumTerm] } },
  { kind: "single", topic: "mentorship and acting", ask: "acting for dancers private session price?", expect: { includesAll: [p("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "mentorship and acting", ask: "is acting for dancers in person or online, and what's the 3 pack cost", expect: { includesAll: [[/online/i, /virtual/i, /video/i], p("acting-for-dancers", "afd_3pack")] } },
  { kind: "single", topic: "mentorship and acting", ask: "how long do i have to use the 3 pack sessions", expect: { includesAll: [/90 days/i] } },

  // similar names
  { kind: "single", topic: "similar names", ask: "whats the One Class Only ticket in victoria and how much", expect: { includesAll: [p("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "similar names", ask: "Is the Elite Circle the same thing as the Elite Mentorship beta?", expect: { includesAll: [[/beta/i]], includesAny: [/elite-mentorship-beta/i, /small online group/i, /tests? the next version/i, /not the same/i, /different/i] } },
  { kind: "single", topic: "similar names", ask: "the boise nov 7 one vs the nov 8 one, whats the difference", expect: { includesAll: [/masterclass/i], includesAny: dayOf("boise") } },

  // places not visited
  { kind: "single", topic: "places not visited", ask: "are you coming to chicago", expect: { notSure: true } },
  { kind: "single", topic: "places not visited", ask: "any dates in phoenix az?", expect: { notSure: true } },
  { kind: "single", topic: "places not visited", ask: "is there parking at the seattle studio", expect: { notSure: true } },
  { kind: "single", topic: "places not visited", ask: "does the buford studio have air conditioning? it gets so hot in september", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the right reply is "not sure"

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const heldoutLOffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("what's the weather going to be like in spokane in november"),
  offTopic("can you help my daughter with her algebra homework"),
  offTopic("best hotels near the orlando studio?"),
  offTopic("how much are tickets for the JUMP dance convention this year"),
  offTopic("recommend a good physical therapist for dancers' ankles in boston"),
  offTopic("write me a poem about ballet"),
  offTopic("what's a good stretching routine to get my splits faster"),
  offTopic("which airline flies cheapest to victoria bc from seattle"),
  offTopic("who won so you think you can dance last season"),
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const heldoutLConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Cypress price, then two tickets, then the other Texas stop",
    turns: [
      { ask: "how much is core in cypress tx", expect: { includesAll: [p("cypress", "core")] } },
      { ask: "and for 2 of them?", expect: { includesAll: [times("cypress", "core", 2)] } },
      { ask: "what about dallas, where is that one", expect: { includesAll: [[/coming soon/i, /not (yet )?(been )?(confirmed|announced)/i, /still being confirmed/i]], excludes: [seedVenue("cypress").name] } },
    ],
  },
  {
    kind: "conversation",
    title: "Parent of a 9-year-old in Seattle: group, times, what to bring",
    turns: [
      { ask: "my son is 9, we're looking at seattle. which group would he be in", expect: { includesAll: [/junior/i] } },
      { ask: "ok what time does his group start", expect: { includesAll: [time("9:30 AM")] } },
      { ask: "and when does it finish for him", expect: { includesAll: [[time("2:00 PM"), time("1:30 PM"), /\b2\s*(pm|p\.m\.)/i]] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria early bird, then a switch to Niagara",
    turns: [
      { ask: "is there an early bird for victoria bc", expect: { includesAll: ["VICTORIAEARLY20"], includesAny: [/20\s?%/, /20 percent/i] } },
      { ask: "until when?", expect: { includesAll: [[/october 24/i, /oct\.? 24/i, /10\/24/]] } },
      { ask: "ok and when is the niagara falls one and how much", expect: { includesAll: [dayOf("niagara-falls"), p("niagara-falls", "core")], excludes: [/november 23/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend, scholarship, then mentorship",
    turns: [
      { ask: "what dates is sherwood oregon", expect: { includesAll: [[/january 24/i, /jan\.? 24/i, /1\/24/]] } },
      { ask: "is there any financial help for it", expect: { includesAll: [/scholarship/i] } },
      { ask: "different question, how does the mentorship billing work", expect: { includesAll: [[/monthly/i, /each month/i, /per month/i, /a month/i], minimumTerm] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston date, schedule, then Hartford",
    turns: [
      { ask: `boston is ${dateText("boston")} right? where exactly`, expect: { includesAll: [venueOf("boston")] } },
      { ask: "does the pro track session there run late", expect: { includesAll: [time("8:00 PM")] } },
      { ask: "and hartford, when's that and how much", expect: { includesAll: [dayOf("hartford"), p("hartford", "core")], excludes: [seedVenue("boston").name, street("boston")] } },
    ],
  },
];

export const heldoutLQuestionCount: number =
  heldoutLSingleQuestions.length + heldoutLOffTopicQuestions.length + heldoutLConversations.reduce((n, c) => n + c.turns.length, 0);
