/**
 * Held-out set K of the chat assistant (issue 40): written after the answerer's code froze at fc4767a,
 * from the spec, the seed catalog, the site's content files and the forms' own validation, by someone who
 * never read the answerer, its docs, its evaluation sets' questions or its tuning. Scored once; its
 * questions are never read while the answerer is changed.
 *
 * A cross-section of a normal week's visitors (parents, teens, adult dancers, studio owners), in their
 * own wording. Catalog facts (prices, totals, upgrade differences, dates, venues, schedule times, the
 * mentorship cohort) are computed from the seed with the site's own functions; eligibility comes from
 * the audition form's zod schema; copy facts are short phrases a right answer contains, with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { AGE_GROUP_LABELS, auditionAgeGroup } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
  dateText,
  escapeRegExp,
  mentorshipCohort,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type HeldoutKTopic =
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
  | "city pages and teachers"
  | "mentorship and acting"
  | "similar names"
  | "places not visited";

export interface HeldoutKQuestion {
  kind: "single";
  topic: HeldoutKTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Figures computed from the seed with the site's own functions

/**
 * A printed figure as a pattern that does not match inside a larger one ($168 but not $1680 or $168,5),
 * while a figure followed by a comma in a list ("$168, $388") still matches. A Canadian figure matches
 * as "C$227", "CA$227" or "$227 CAD" alike (the "$227" part).
 */
function fig(text: string): RegExp {
  const body = text.startsWith("C$") ? text.slice(1) : text;
  return new RegExp(`${escapeRegExp(body)}(?!\\d|,\\d)`, "i");
}

/** One offer's price as printed, as a figure pattern. */
const priceFig = (slug: string, tier: string): RegExp => fig(formatMoney(seedPrice(slug, tier)));

/** n tickets of one tier, added up as the cart adds them, as a figure pattern. */
function timesFig(slug: string, tier: string, n: number): RegExp {
  const p = seedPrice(slug, tier);
  return fig(formatMoney({ amountMinor: p.amountMinor * n, currency: p.currency }));
}

/** A sum of several offers (slug, tier, quantity) at one stop, as a figure pattern. */
function sumFig(slug: string, lines: ReadonlyArray<readonly [string, number]>): RegExp {
  let total = 0;
  let currency: Money["currency"] = "USD";
  for (const [tier, n] of lines) {
    const p = seedPrice(slug, tier);
    total += p.amountMinor * n;
    currency = p.currency;
  }
  return fig(formatMoney({ amountMinor: total, currency }));
}

/** The time of a schedule row at a stop ("1:00 PM"), by day index, age group and activity (first match). */
function slotTime(slug: string, group: string, activity: string, dayIndex = 0, title?: string): string {
  const days = seedEvent(slug).page.schedule?.days ?? [];
  const d = days[dayIndex];
  if (!d) throw new Error(`${slug} has no day ${dayIndex}`);
  const table = d.tables.find((t) => t.group === group && (title === undefined || t.title === title));
  if (!table) throw new Error(`${slug} day ${dayIndex} has no ${group} table`);
  const slot = table.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} ${group} has no ${activity}`);
  return slot.time;
}

/** A time as a pattern that allows "1:00 PM", "1:00pm", "1 PM", "1pm". */
function timeFig(time: string): RegExp {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time);
  if (!m) throw new Error(`bad time ${time}`);
  const [, h = "", min = "", ap = ""] = m;
  const minutes = min === "00" ? `(?::00)?` : `:${min}`;
  return new RegExp(`(?<!\\d)${h}${minutes}\\s*${ap.toLowerCase()}`, "i");
}

/** A seeded date ("November 8, 2025") as a pattern: "November 8", "Nov 8", "Nov. 8th". */
function dateFig(slug: string): RegExp {
  const m = /^([A-Z][a-z]+) (\d{1,2})/.exec(dateText(slug));
  if (!m) throw new Error(`${slug} has no single date`);
  const [, month = "", d = ""] = m;
  return new RegExp(`${month.slice(0, 3)}[a-z]*\\.?\\s+${d}(?!\\d)`, "i");
}

/** The venue's name as a fact. */
const venueName = (slug: string): Fact => seedVenue(slug).name;

/** The street address ("1944 Main St"), allowing "Street" for "St" and "Avenue" for "Ave". */
function streetFig(slug: string): RegExp {
  const s = escapeRegExp(street(slug))
    .replace(/\bSt$/, "St(?:reet|\\.)?")
    .replace(/\bAve$/, "Ave(?:nue|\\.)?")
    .replace(/\bDr$/, "Dr(?:ive|\\.)?")
    .replace(/\bRd\b/, "R(?:oa)?d\\.?");
  return new RegExp(s, "i");
}

// Eligibility from the audition form itself.
const auditionBase = { fullName: "Test Dancer", email: "parent@example.com", phone: "555-0100", consent: true as const };
const acceptedAges = Array.from({ length: 120 }, (_, age) => age).filter(
  (age) => auditionFormSchema.safeParse({ ...auditionBase, age, parentName: "Pat Parent" }).success,
);
const MIN_AUDITION_AGE = acceptedAges[0];
if (MIN_AUDITION_AGE === undefined) throw new Error("the audition form accepts no age");
/** Does a 17-year-old need a parent's name on the audition form? */
const seventeenNeedsParent = !auditionFormSchema.safeParse({ ...auditionBase, age: 17 }).success;
if (!seventeenNeedsParent) throw new Error("expected the audition form to ask a 17-year-old for a parent");

// Age groups from the domain's own split.
const groupOf12 = AGE_GROUP_LABELS[auditionAgeGroup(12)]; // "Juniors (12 and under)"
const twelveIsJunior = groupOf12.startsWith("Juniors");
if (!twelveIsJunior) throw new Error("expected 12 to be a Junior on the standard split");

// The Victoria early bird, from its own seeded code.
const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
const victoriaEarlyPercent = victoriaEarly.percentOff ?? 0;
const victoriaEarlyCore = formatMoney({
  amountMinor: percentOff(seedPrice("victoria-bc", "core").amountMinor, victoriaEarlyPercent),
  currency: "CAD",
});
const victoriaEarlyEnds = (() => {
  const iso = victoriaEarly.endsAt;
  if (!iso) throw new Error("VICTORIAEARLY20 has no end");
  const [, mm, dd] = iso.slice(0, 10).split("-");
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  const month = months[Number(mm) - 1] ?? "";
  return new RegExp(`${month.slice(0, 3)}[a-z]*\\.?\\s+${Number(dd)}(?!\\d)`, "i");
})();

// The mentorship cohort at the eval clock.
const cohortStart = mentorshipCohort.start; // "December 1, 2025"
const cohortStartFig = (() => {
  const m = /^([A-Z][a-z]+) (\d{1,2})/.exec(cohortStart);
  if (!m) throw new Error(`unexpected cohort start ${cohortStart}`);
  const [, month = "", d = ""] = m;
  return new RegExp(`${month.slice(0, 3)}[a-z]*\\.?\\s+${d}(?!\\d)`, "i");
})();
const minimumFig = new RegExp(
  `(?:${mentorshipCohort.minimumTermMonths}|${["zero", "one", "two", "three", "four", "five", "six"][mentorshipCohort.minimumTermMonths]})[- ]month`,
  "i",
);

const cancelledAtlanta = seedEvent("atlanta").isCancelled === true;
if (!cancelledAtlanta) throw new Error("expected Atlanta to be cancelled in the seed");

const niagaraNotes = seedVenue("niagara-falls").notes ?? "";
if (!/back of the building/.test(niagaraNotes)) throw new Error("expected the Niagara entrance note");

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutKSingleQuestions: readonly HeldoutKQuestion[] = [
  // Prices and tickets
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "how much is the hartford intensive?? my daughter wants to go",
    expect: { includesAll: [priceFig("hartford", "core")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "What does the London intensive cost? I'd be paying in pounds",
    expect: { includesAll: [priceFig("london", "core")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "spokane core day 1 how much",
    expect: { includesAll: [priceFig("spokane", "core_day1")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "for sherwood is the weekend pass cheaper than buying saturday and sunday separately? what are the prices",
    expect: { includesAll: [priceFig("sherwood", "weekend_pass"), priceFig("sherwood", "core_day1")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "we can only do the boise evening on nov 7. what does the masterclass cost",
    expect: { includesAll: [priceFig("boise-nov-7", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "is there something cheaper than core in victoria? my son only wants to try one class",
    expect: { includesAll: [/one class only/i, priceFig("victoria-bc", "victoria_one_class_only")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "hi, what's the price of the new hampshire full weekend and can anyone sign up",
    expect: { includesAll: [priceFig("new-hampshire", "nh_full_weekend"), /granite stage/i] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "charleston wv intensive, price and date?",
    expect: { includesAll: [priceFig("charleston-wv", "core"), dateFig("charleston-wv")] },
  },

  // Group buying
  {
    kind: "single",
    topic: "group buying",
    ask: "i have 3 daughters who all want core in nashville. whats the total",
    expect: { includesAll: [timesFig("nashville", "core", 3)] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "me + 2 friends want pro track in seattle, how much all together",
    expect: { includesAll: [timesFig("seattle", "pro", 3)] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "2 kids, core experience, victoria bc. total in cad?",
    expect: { includesAll: [timesFig("victoria-bc", "core", 2)] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "I own a studio and want to bring 10 students to Savannah for the core day. What would that come to?",
    expect: { includesAll: [timesFig("savannah", "core", 10)] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "orlando: 2 core tickets for my twins and 1 pro track for their older sister, total?",
    expect: { includesAll: [sumFig("orlando", [["core", 2], ["pro", 1]])] },
  },

  // Upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "I bought a core ticket for orlando last week, how much more to move up to pro track?",
    expect: { includesAll: [fig(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "already paid for hartford core. whats the difference to upgrade to pro",
    expect: { includesAll: [fig(boughtUpgrade("hartford", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "i have victoria core in my cart, if i switch it to pro track what does that add",
    expect: { includesAll: [fig(cartUpgrade("victoria-bc", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how do i upgrade my ticket after i already checked out?",
    expect: {
      includesAll: [[/order number/i, /upgrade link/i, /upgrade-to-pro-track/i, /secure link/i]],
    },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "the NH pro track VIP upgrade — can i buy just that? how much is it",
    expect: { includesAll: [priceFig("new-hampshire", "nh_protrack_vip"), [/weekend pass/i, /balance/i, /deposit/i]] },
  },

  // Dates and venues
  {
    kind: "single",
    topic: "dates and venues",
    ask: "what's the address of the sarasota studio",
    expect: { includesAll: [[streetFig("sarasota"), venueName("sarasota")]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "minneapolis - date and where is it held?",
    expect: { includesAll: [dateFig("minneapolis"), [venueName("minneapolis"), streetFig("minneapolis")]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "which studio is dallas at? need to book a hotel nearby",
    expect: {
      includesAll: [[/coming soon/i, /not (?:yet )?(?:been )?(?:confirmed|announced)/i, /being confirmed/i, /TBD|to be (?:announced|confirmed)/i]],
      excludes: [/Cypress Creek/i],
    },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is atlanta still happening on the 28th? we were planning on it",
    expect: { includesAll: [/cancel/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "the georgia one near hoschton / buford, what studio and address",
    expect: { includesAll: [[venueName("hoschton"), streetFig("hoschton")]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "saratoga springs when and where",
    expect: { includesAll: [dateFig("saratoga-springs"), [venueName("saratoga-springs"), streetFig("saratoga-springs")]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is springfield virginia this fall? trying to plan around comp season",
    expect: { includesAll: [dateFig("springfield-va")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "for niagara falls is there anything special about getting in to the building or parking",
    expect: { includesAll: [[/back of the building/i, /rear/i, /back entrance/i]] },
  },

  // Schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "hartford juniors — what time is the audition at the end",
    expect: { includesAll: [timeFig(slotTime("hartford", "juniors", "Audition"))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "what time do juniors check in at savannah",
    expect: { includesAll: [timeFig(slotTime("savannah", "juniors", "Check-in"))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "boston juniors schedule — is it after school? what time does it start",
    expect: { includesAll: [timeFig(slotTime("boston", "juniors", "Check-in"))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "sherwood saturday what time should we be there",
    expect: { includesAll: [timeFig(slotTime("sherwood", "all", "Check-in", 0))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "my 15yo is in seattle seniors, when is the audition",
    expect: { includesAll: [timeFig(slotTime("seattle", "seniors", "Audition"))] },
  },

  // Ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my son is 12, would he be juniors or seniors in seattle?",
    expect: { includesAll: [/junior/i], excludes: [/\bhe (?:would be|is|will be) (?:in )?(?:the )?seniors?\b/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "daughter just turned 12, orlando — which group is she in",
    expect: { includesAll: [[/senior/i, /12 to adult/i]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "is there a minimum age to audition? my little one is 4",
    expect: { includesAll: [new RegExp(`(?<!\\d)${MIN_AUDITION_AGE}(?!\\d)`)] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "im 17 can i register for the audition by myself or does my mom have to do it",
    expect: { includesAll: [/parent|guardian/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "I'm 34 and dance recreationally. is this just for kids?",
    expect: { includesAll: [[/all ages/i, /every age/i, /adults?\b/i, /any age/i]] },
  },

  // Auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "is the audition included w core or do i pay extra",
    expect: { includesAll: [[/free/i, /no (?:extra )?(?:cost|charge)/i, /\$0(?!\d)/], /optional/i] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "can i only do the audition and skip the classes in cypress?",
    expect: { includesAll: [/audition only/i, [/free/i, /\$0(?!\d)/]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if my kid auditions is she guaranteed a part in something",
    expect: { includesAll: [[/not guarantee/i, /doesn'?t guarantee/i, /no guarantee/i, /never guarantee/i, /isn'?t guaranteed/i, /not guaranteed/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "what exactly are the auditions for? like what projects",
    expect: { includesAll: [[/music video/i, /film/i, /television|\bTV\b/i, /live shows?/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "does he need a headshot and resume to audition? he doesn't have one",
    expect: { includesAll: [[/\bno\b/i, /not required/i, /isn'?t required/i, /don'?t need/i, /not needed/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "how many people get to shadow the choreographer per city and whats the age",
    expect: { includesAll: [[/one shadow/i, /\bone\b/i, /\b1\b/], /15/] },
  },

  // Scholarships and talent submissions
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "when do scholarship applications close for a tour stop",
    expect: { includesAll: [[/three weeks/i, /3 weeks/i]] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "does the scholarship cover travel and hotel too or just the ticket",
    expect: { includesAll: [/core experience|ticket/i, [/travel/i, /accommodation/i, /hotel/i]] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "we live too far from every tour city. can my son still be considered for projects?",
    expect: { includesAll: [[/submit talent/i, /submit-talent/i]] },
  },

  // Policies
  {
    kind: "single",
    topic: "policies",
    ask: "if my kid gets sick the week of can we get a refund",
    expect: { includesAll: [/all sales (?:are )?final/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "what happens if you guys move the date of my city",
    expect: { includesAll: [/48/, /credit/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "what if the event gets cancelled, do we get our money back?",
    expect: { includesAll: [/full refund/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "i have a credit from niagara falls (paid in cad). can i use it for orlando",
    expect: { includesAll: [/currency/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "is there an early bird for victoria? how much would core be with it",
    expect: { includesAll: [fig(victoriaEarlyCore)], includesAny: [new RegExp(`${victoriaEarlyPercent}\\s*%`), /VICTORIAEARLY20/i, victoriaEarlyEnds] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "can parents stay and watch the classes?",
    expect: { includesAll: [[/showcase/i, /space/i, /depends/i, /check-in/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "i don't want my 11 yr old's videos on your instagram. can we opt out of that",
    expect: { includesAll: [[/before the event/i, /email/i, /hello@callboard\.dance/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "how long until we get the footage from the day?",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i]] },
  },

  // What to bring and expect
  {
    kind: "single",
    topic: "bring and expect",
    ask: "what shoes does she need",
    expect: { includesAll: [/sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "what should i wear for the on camera classes",
    expect: { includesAll: [[/solid colou?rs?/i, /fitted/i, /logos/i]] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "do we need to bring food or is lunch provided",
    expect: { includesAll: [[/lunch/i, /snacks/i, /bring/i]], excludes: [/lunch is provided/i] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "how early should we get there",
    expect: { includesAll: [[/15 minutes/i, /fifteen minutes/i]] },
  },

  // City pages and teachers
  {
    kind: "single",
    topic: "city pages and teachers",
    ask: "who teaches the contemporary class in boston",
    expect: { includesAll: [/Liora Vantassel/i] },
  },
  {
    kind: "single",
    topic: "city pages and teachers",
    ask: "who runs the stunts for dancers class? is it safe for a 13 year old",
    expect: { includesAll: [/Rae Castellan/i] },
  },
  {
    kind: "single",
    topic: "city pages and teachers",
    ask: "which cities come with the free month of acting for dancers",
    expect: { includesAll: [[/spokane/i, /sherwood/i, /boston/i, /new hampshire|hudson/i]] },
  },
  {
    kind: "single",
    topic: "city pages and teachers",
    ask: "who is the acting coach for acting for dancers",
    expect: { includesAll: [/Celeste Ambrose-Kim/i] },
  },

  // Mentorship and Acting for Dancers
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "mentorship levels and monthly prices?",
    expect: {
      includesAll: [priceFig("hartford", "mentorship_building"), priceFig("hartford", "mentorship_growth"), priceFig("hartford", "mentorship_elite")],
    },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "if I sign up for mentorship today when does it actually start, and is there a minimum",
    expect: { includesAll: [cohortStartFig, minimumFig] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "can i cancel elite circle after the first month if it's not for us",
    expect: { includesAll: [minimumFig] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "acting for dancers private session price? and the 3 pack?",
    expect: { includesAll: [priceFig("acting-for-dancers", "afd_private_session"), priceFig("acting-for-dancers", "afd_3pack")] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "whats the difference between the starter path and steady growth path",
    expect: { includesAll: [[/four weeks?|4 weeks?|four-week|4-week/i], [/eight weeks?|8 weeks?|eight-week|8-week/i]] },
  },

  // Similar names
  {
    kind: "single",
    topic: "similar names",
    ask: "cypress: what's the difference between 'just a class' and core experience",
    expect: { includesAll: [priceFig("cypress", "masterclass_only"), priceFig("cypress", "core")] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "is pro track the same thing as the pro / growth mentorship?",
    expect: { includesAll: [priceFig("hartford", "pro"), priceFig("hartford", "mentorship_growth")] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "boise has two dates?? nov 7 and nov 8, which is the full intensive",
    expect: { includesAll: [dateFig("boise"), dateFig("boise-nov-7")] },
  },

  // Places not visited, and catalog-sounding questions the site doesn't answer
  {
    kind: "single",
    topic: "places not visited",
    ask: "are you coming to chicago this year?",
    expect: { notSure: true },
  },
  {
    kind: "single",
    topic: "places not visited",
    ask: "any dates in australia? sydney or melbourne",
    expect: { notSure: true },
  },
  {
    kind: "single",
    topic: "places not visited",
    ask: "is there parking at the seattle studio",
    expect: { notSure: true },
  },
  {
    kind: "single",
    topic: "places not visited",
    ask: "is the sarasota studio wheelchair accessible? my younger son uses a chair and will come watch",
    expect: { notSure: true },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the right reply is "not sure"

export const heldoutKOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather going to be in nashville on nov 2", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a good hotel near the cypress studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "which pointe shoe brand is best for wide feet", expect: { notSure: true } },
  { kind: "off-topic", ask: "who won dancing with the stars last season", expect: { notSure: true } },
  { kind: "off-topic", ask: "can u help me with my algebra homework real quick", expect: { notSure: true } },
  { kind: "off-topic", ask: "write me a short poem about a ballerina", expect: { notSure: true } },
  { kind: "off-topic", ask: "how do i get my iphone to stop deleting my dance videos", expect: { notSure: true } },
  { kind: "off-topic", ask: "what's a good stretching routine to get my splits by next month", expect: { notSure: true } },
  { kind: "off-topic", ask: "what time does the boston marathon start", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

const seattleVenue = seedVenue("seattle");

export const heldoutKConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle price, a group total, then a switch to Boise's address",
    turns: [
      { ask: "how much is core in seattle", expect: { includesAll: [priceFig("seattle", "core")] } },
      { ask: "and for 3 of us?", expect: { includesAll: [timesFig("seattle", "core", 3)] } },
      {
        ask: "actually boise might be easier. what's the address there",
        expect: { includesAll: [[streetFig("boise"), venueName("boise")]], excludes: [seattleVenue.name, /Leary/i] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria date and Pro Track, then Niagara Falls instead",
    turns: [
      { ask: "when is victoria bc", expect: { includesAll: [dateFig("victoria-bc")] } },
      { ask: "pro track price there?", expect: { includesAll: [priceFig("victoria-bc", "pro")] } },
      {
        ask: "ok and niagara falls pro track?",
        expect: { includesAll: [priceFig("niagara-falls", "pro")], excludes: [priceFig("victoria-bc", "pro")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood with two kids: days, a weekend total, scholarships",
    turns: [
      {
        ask: "my kids are 10 and 14 and want to do sherwood. which days would they dance",
        expect: { includesAll: [[/saturday/i, /january 24/i, /jan\.? 24/i], [/sunday/i, /january 25/i, /jan\.? 25/i]] },
      },
      { ask: "how much for both of them with the weekend pass", expect: { includesAll: [timesFig("sherwood", "weekend_pass", 2)] } },
      { ask: "is there any financial help? thats a lot for us", expect: { includesAll: [/scholarship/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Elite Circle, its billing, then Acting for Dancers",
    turns: [
      { ask: "what's elite circle and how much", expect: { includesAll: [priceFig("hartford", "mentorship_elite")] } },
      { ask: "when would i get charged first", expect: { includesAll: [[cohortStartFig, /December/i]] } },
      {
        ask: "and acting for dancers, is that monthly too? how much is one session",
        expect: { includesAll: [priceFig("acting-for-dancers", "afd_private_session"), [/one-time/i, /one time/i, /not (?:a )?monthly/i, /per session/i]] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Boston's contemporary class, its teacher, then Hartford's schedule",
    turns: [
      { ask: "whats different about the boston one", expect: { includesAll: [/contemporary/i] } },
      { ask: "who teaches that", expect: { includesAll: [/Liora Vantassel/i] } },
      {
        ask: "ok different question, what time do seniors check in at hartford",
        expect: { includesAll: [timeFig(slotTime("hartford", "seniors", "Check-in"))], excludes: [/Liora/i] },
      },
    ],
  },
];

export const heldoutKQuestionCount: number =
  heldoutKSingleQuestions.length + heldoutKOffTopicQuestions.length + heldoutKConversations.reduce((n, c) => n + c.turns.length, 0);

