/**
 * Tuning set 19 of the chat assistant (issue 40): a balanced cross-section of what parents and dancers
 * ask (prices and tickets, group buying, upgrades, dates and venues, schedule, ages and eligibility,
 * auditions, scholarships and talent, policies, what to bring, each city's own page facts, mentorship
 * and acting, similar names, places not on the tour), written from the spec, the seed catalog, the
 * site's content files and the forms' validation only, without reading the answerer.
 *
 * Every figure is computed from the seed with the site's own functions (seed-facts helpers,
 * formatMoney, percentOff, upgradeDifference via boughtUpgrade, cartUpgradeDifference via cartUpgrade,
 * describeMentorshipCohort via mentorshipCohort, the audition form's zod schema). The clock is
 * 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, FactOrAlternatives, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
  escapeRegExp,
  mentorshipCohort,
  MONTHS,
  price,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning19Topic =
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

interface Tuning19Question {
  kind: "single";
  topic: Tuning19Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Figures computed from the seed

/** A printed figure that must not match inside a larger one ($168 but not $1680 or $168,5), yet matches "$115, 3 Pack". */
const figure = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as printed, or for Canadian dollars also "227 CAD" / "CA$227" / "$227 CAD". */
function money(text: string): FactOrAlternatives {
  const m = /^C\$(.+)$/.exec(text);
  if (!m) return figure(text);
  const n = escapeRegExp(m[1] ?? "");
  return [figure(text), new RegExp(`CA\\$\\s?${n}(?!\\d|,\\d)`, "i"), new RegExp(`\\$?${n}(?!\\d|,\\d)\\s?(?:CAD|canadian)`, "i")];
}

const p = (slug: string, tier: string): FactOrAlternatives => money(price(slug, tier));

/** n tickets of one offer, as the cart would total them (no discount). */
function times(slug: string, tier: string, n: number): FactOrAlternatives {
  const one: Money = seedPrice(slug, tier);
  return money(formatMoney({ amountMinor: one.amountMinor * n, currency: one.currency }));
}

/** The sum of several offers at one stop. */
function sum(slug: string, ...tiers: string[]): FactOrAlternatives {
  const prices = tiers.map((t) => seedPrice(slug, t));
  return money(formatMoney({ amountMinor: prices.reduce((a, x) => a + x.amountMinor, 0), currency: prices[0]?.currency ?? "USD" }));
}

/** An ISO date ("2025-11-09") as a reply may word it: "November 9", "Nov 9", "Nov. 9th". */
function monthDay(iso: string): RegExp {
  const m = /^\d{4}-(\d{2})-(\d{2})/.exec(iso);
  const month = m ? MONTHS[Number(m[1]) - 1] : undefined;
  if (!m || !month) throw new Error(`odd date ${iso}`);
  return new RegExp(`${month.slice(0, 3)}[a-z]*\\.?\\s+${Number(m[2])}(?!\\d)`, "i");
}

/** A stop's (first) date as a reply may word it. */
function date(slug: string): RegExp {
  const startsOn = seedEvent(slug).startsOn;
  if (!startsOn) throw new Error(`${slug} has no date`);
  return monthDay(String(startsOn));
}

/** A clock time as a reply may word it: "9:00 AM", "9am", "9:00 a.m.", "9 AM". */
function clock(time: string): RegExp {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!m) throw new Error(`odd time ${time}`);
  const [, h, min, half] = m as unknown as [string, string, string, string];
  const minutes = min === "00" ? "(?::00)?" : `:${min}`;
  return new RegExp(`(?<!\\d)${h}${minutes}\\s?${half[0]}\\.?m\\.?`, "i");
}

/** The time of an activity in one stop's schedule (a day, a group), as the seed has it. */
function slot(slug: string, group: string, activity: string, dayIndex = 0): RegExp {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const s = table?.slots.find((x) => x.activity === activity);
  if (!s) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return clock(s.time);
}

const venueName = (slug: string): string => seedVenue(slug).name;
const streetOf = (slug: string): RegExp => new RegExp(escapeRegExp(street(slug)).replace(/\\ /g, "\\s+"), "i");

/** The age bounds the audition form accepts, found with its own schema. */
function auditionAgeBounds(): { min: number; max: number } {
  const ok = (age: number) =>
    auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age, parentName: "A Parent", consent: true }).success;
  let min = 1;
  while (!ok(min) && min < 30) min++;
  let max = min;
  while (ok(max + 1) && max < 150) max++;
  return { min, max };
}
const AUDITION_AGES = auditionAgeBounds();
/** Does the form accept a minor without a parent or guardian's name? */
const minorWithoutParentOk = auditionFormSchema.safeParse({
  fullName: "A Dancer",
  email: "a@example.com",
  phone: "555 0100",
  age: 15,
  consent: true,
}).success;
if (minorWithoutParentOk) throw new Error("the audition form no longer asks a minor for a parent or guardian");

const victoriaCode = seedDiscountCode("VICTORIAEARLY20");
const victoriaCoreEarly = money(
  formatMoney({ amountMinor: percentOff(seedPrice("victoria-bc", "core").amountMinor, victoriaCode.percentOff ?? 0), currency: "CAD" }),
);
const victoriaEarlyEnds = (() => {
  const ends = victoriaCode.endsAt;
  if (!ends) throw new Error("VICTORIAEARLY20 has no end");
  return monthDay(String(ends));
})();

/** A worded date ("December 1, 2025") as a reply may word it: "December 1", "Dec 1st", "Dec. 1, 2025". */
function wordedDay(text: string): RegExp {
  const m = /^([A-Z][a-z]+) (\d{1,2})/.exec(text);
  if (!m?.[1] || !m[2]) throw new Error(`odd date ${text}`);
  return new RegExp(`${m[1].slice(0, 3)}[a-z]*\\.?\\s+${m[2]}(?!\\d)`, "i");
}
const cohortStart = wordedDay(mentorshipCohort.start);
const cohortRenewal = wordedDay(mentorshipCohort.recurringFrom);
const minimumTerm: Fact[] = [
  new RegExp(`${mentorshipCohort.minimumTermMonths}[- ]month`, "i"),
  new RegExp(`${["zero", "one", "two", "three", "four", "five", "six"][mentorshipCohort.minimumTermMonths]}[- ]month`, "i"),
];

const juniors: Fact[] = [/12 and under/i, /12 (?:years )?(?:old )?(?:or|and) (?:younger|under)/i, /under 13/i, /up to 12/i];
const seniors: Fact[] = [/13 and up/i, /13 (?:years )?(?:old )?(?:or|and) (?:older|over|up)/i, /13\+/i];
const allSalesFinal: Fact[] = [/all sales are final/i, /sales are final/i, /non-?refundable/i, /no refunds?/i, /final sale/i];
const email = "hello@callboard.dance";

// ---------------------------------------------------------------------------------------------
// Single questions

const baseSingles: readonly Tuning19Question[] = [
  // prices and tickets
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "Hello, could you tell me how much the regular one day ticket is for the Seattle intensive? My daughter is 14.",
    expect: { includesAll: [p("seattle", "core")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "hi what does pro track cost in cypress tx and is there a cheaper just one class option there too?",
    expect: { includesAll: [p("cypress", "pro"), p("cypress", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "Good evening. We live near Niagara, what is the price of the Core Experience in Niagara Falls? Is that in Canadian dollars?",
    expect: { includesAll: [p("niagara-falls", "core"), [/C\$/i, /CAD/i, /canadian/i]] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "how much is victoria bc pro track pls",
    expect: { includesAll: [p("victoria-bc", "pro")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "Hi there, my son wants to try the Boston day. What are the two ticket prices for Boston?",
    expect: { includesAll: [p("boston", "boston_core"), p("boston", "boston_pro_track")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "Orlando core experience price? and the pro one?",
    expect: { includesAll: [p("orlando", "core"), p("orlando", "pro")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "Could you please tell me what the Spokane tickets cost? I saw something about Day 1.",
    expect: { includesAll: [p("spokane", "core_day1"), p("spokane", "pro")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "what's the price of the full weekend pass for sherwood oregon, and how much is just the saturday?",
    expect: { includesAll: [p("sherwood", "weekend_pass"), p("sherwood", "core_day1")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "Is the audition free or do we have to pay for it separately?",
    expect: { includesAll: [[/free/i, /no (?:extra )?(?:cost|charge)/i, /\$0(?!\d)/]] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "Hello, is there a discount code for Victoria at the moment? I heard about an early bird.",
    expect: { includesAll: [/VICTORIAEARLY20/i, [/20 ?%/i, /20 percent/i]] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "with the victoria early bird code what would the core ticket come to, and until when does the code work?",
    expect: { includesAll: [victoriaCoreEarly, victoriaEarlyEnds] },
  },

  // group buying
  {
    kind: "single",
    topic: "group buying",
    ask: "I have three daughters who all want the core experience in Cypress. What would three tickets cost altogether?",
    expect: { includesAll: [times("cypress", "core", 3)] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "two pro track tickets for boston, total?",
    expect: { includesAll: [times("boston", "boston_pro_track", 2)] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "Our studio is bringing 4 dancers to Orlando, all on the Core ticket. How much would that be in total please?",
    expect: { includesAll: [times("orlando", "core", 4)] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "If I buy one core and one pro track for my twins in Seattle what is the total?",
    expect: { includesAll: [sum("seattle", "core", "pro")] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "We need three Core tickets for Niagara Falls for my daughter and her two friends, what's the total?",
    expect: { includesAll: [times("niagara-falls", "core", 3)] },
  },

  // upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "I already bought a Core ticket for Orlando for my son. How much more would it be to move him up to Pro Track?",
    expect: { includesAll: [money(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "i have a core ticket in my cart for seattle, if i switch it to pro track how much extra is that?",
    expect: { includesAll: [money(cartUpgrade("seattle", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "Hello, we paid for Core in Hartford a few weeks ago. Can we upgrade to Pro Track and what would the difference be?",
    expect: { includesAll: [money(boughtUpgrade("hartford", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "For the New Hampshire weekend, how much is the Pro Track VIP upgrade, and can we buy it on its own?",
    expect: { includesAll: [p("new-hampshire", "nh_protrack_vip"), [/full weekend pass/i, /weekend (?:pass|ticket)/i, /balance payment/i, /first/i]] },
  },

  // dates and venues
  {
    kind: "single",
    topic: "dates and venues",
    ask: "When is the Charleston West Virginia date and which studio is it at?",
    expect: { includesAll: [date("charleston-wv"), venueName("charleston-wv")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "whats the address for the boston one",
    expect: { includesAll: [streetOf("boston")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Hi, what date is Sarasota and where exactly will it be held?",
    expect: { includesAll: [date("sarasota"), [venueName("sarasota"), streetOf("sarasota")]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Good morning, is there a Springfield Virginia date yet? We would drive from Maryland.",
    expect: { includesAll: [date("springfield-va")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when is the london intensive? my niece lives in the uk",
    expect: { includesAll: [[/to be determined/i, /\bTBD\b/i, /not (?:been )?(?:set|announced|confirmed)/i, /to be announced/i, /no date yet/i]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Which studio hosts the Madison Wisconsin stop? I need the address for our GPS.",
    expect: { includesAll: [date("madison-wi"), [/coming soon/i, /not (?:yet )?(?:been )?(?:confirmed|announced|set)/i, /still being confirmed/i]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Is the Atlanta September date still happening? I can't find the buy button.",
    expect: { includesAll: [/cancel+ed/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "what city is the georgia one in september, the 27th? where is it held",
    expect: { includesAll: [/Buford/i, [venueName("hoschton"), streetOf("hoschton")]] },
  },

  // schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "My daughter is 10, what time does she need to be at check-in for Hartford?",
    expect: { includesAll: [slot("hartford", "juniors", "Check-in")], excludes: [slot("hartford", "seniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "what time do the seniors start in boston? my son is 16",
    expect: { includesAll: [[slot("boston", "seniors", "Check-in"), slot("boston", "seniors", "Warm-up")]] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "Hi, at what time is the optional audition for the 13 and up group in Savannah?",
    expect: { includesAll: [slot("savannah", "seniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "When is the Stunts for Dancers class for juniors at Spokane?",
    expect: { includesAll: [slot("spokane", "juniors", "Stunts for Dancers")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "Sherwood saturday, what time is check in and is it everyone together?",
    expect: { includesAll: [slot("sherwood", "all", "Check-in", 0), [/all ages/i, /every age/i, /everyone together/i, /together/i]] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "Does the Seattle day have a lunch break for the younger kids, and when?",
    expect: { includesAll: [slot("seattle", "juniors", "Lunch break")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "how late does the seniors day go in sarasota? what time is their audition",
    expect: { includesAll: [slot("sarasota", "seniors", "Audition")] },
  },

  // ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "My son just turned 13. Would he be in the juniors or the seniors group at most stops?",
    expect: { includesAll: [[/senior/i]], includesAny: seniors },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "In Orlando, is my 12 year old with the juniors or the older group?",
    expect: { includesAll: [[/12 to adult/i, /12 and (?:up|older)/i, /senior/i]], includesAny: [/11 and under/i, /12 to adult/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "Is there a minimum age to register for the audition? My youngest is 4.",
    expect: { includesAll: [new RegExp(`(?<!\\d)${AUDITION_AGES.min}(?!\\d)`)] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "do i need to put a parent name when registering my 16 yr old for the audition",
    expect: { includesAll: [[/yes/i, /required/i, /needs?/i, /must/i]], includesAny: [/parent/i, /guardian/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "We aren't students at Granite Stage Dance Academy. Can my daughter still sign up for the New Hampshire weekend?",
    expect: { includesAll: [[/only/i, /private/i]], includesAny: [/students and alumni/i, /students? (?:or|and|&) alumni/i], excludes: [/^yes\b/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "Is this only for advanced dancers? My daughter does recreational classes once a week.",
    expect: { includesAll: [[/all levels/i, /every level/i, /any level/i, /recreational/i]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "How old do you have to be for the Skeleton Crew audition?",
    expect: { includesAll: [/16/] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my 15 year old would love to shadow the choreographer for a day, is she old enough?",
    expect: { includesAll: [/15/], includesAny: [/yes/i, /15 and up/i, /old enough/i] },
  },

  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "Hi, my daughter turns 12 next month. For Seattle would she dance with the juniors or the seniors?",
    expect: { includesAll: [/junior/i], includesAny: juniors },
  },
  // auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "If my daughter auditions, is she guaranteed a part in something?",
    expect: { includesAll: [[/not guarantee/i, /no guarantee/i, /doesn'?t guarantee/i, /does not guarantee/i, /isn'?t guaranteed/i, /not guaranteed/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "can we come just for the audition without buying the classes?",
    expect: { includesAll: [[/audition only/i, /audition-only/i]], includesAny: [/free/i, /yes/i] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "We can't make any tour date this year. Is there another way for my son to be considered for projects?",
    expect: { includesAll: [[/submit talent/i, /submit-talent/i, /submit (?:your|his) (?:talent|materials)/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "Does she need a headshot and resume to audition?",
    expect: { includesAll: [[/not required/i, /no\b/i, /neither is required/i, /don'?t need/i, /optional/i]] },
  },

  // scholarships and talent
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "Do you offer scholarships? Money is tight this year and my daughter is very dedicated.",
    expect: { includesAll: [[/yes/i, /scholarships? (?:are|is) available/i, /we offer scholarships/i]], includesAny: [/scholarship page/i, /\/scholarship/i, /apply/i, /application/i] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "how far before the event do scholarship applications close?",
    expect: { includesAll: [[/three weeks/i, /3 weeks/i]] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "Would a scholarship also pay for our hotel and travel to the city?",
    expect: { includesAll: [[/(?:doesn'?t|does not|don'?t|do not|won'?t|not) cover/i, /no\b/i]], includesAny: [/travel/i, /accommodation/i, /hotel/i] },
  },

  // policies
  {
    kind: "single",
    topic: "policies",
    ask: "Hello, my daughter broke her ankle and can't attend Seattle anymore. Can we get our money back?",
    expect: { includesAll: [allSalesFinal, [email, /email/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "what happens if you cancel the event?",
    expect: { includesAll: [/full refund/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "If the date of our city is changed and I miss the email, what happens to my ticket?",
    expect: { includesAll: [[/48 hours/i, /48 ?h/i, /forty-eight hours/i], /credit/i], includesAny: [/never expires?/i, /doesn'?t expire/i, /does not expire/i, /no expiry/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "When will we get the video clips from the day? It has been two weeks.",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i]], includesAny: [/spam/i, /email/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "I don't want my 9 year old appearing in your Instagram posts. Is that possible?",
    expect: { includesAll: [[email, /email/i]], includesAny: [/before the event/i, /name and city/i, /keep (?:them|her|him) out/i] },
  },

  // bring and expect
  {
    kind: "single",
    topic: "bring and expect",
    ask: "What shoes should my son bring? He mostly does hip hop.",
    expect: { includesAll: [/sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "what should she wear so it looks good on camera",
    expect: { includesAll: [[/solid colou?rs?/i, /fitted/i]], includesAny: [/logos?/i, /busy prints?/i, /hair/i, /jewel+e?ry/i] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "Do we need to pack lunch or is food provided during the day?",
    expect: { includesAll: [[/lunch/i, /snacks/i]], includesAny: [/bring/i, /pack/i] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "how early should we arrive?",
    expect: { includesAll: [[/15 minutes/i, /fifteen minutes/i]] },
  },

  // city page facts
  {
    kind: "single",
    topic: "city page facts",
    ask: "Who teaches the contemporary class in Boston?",
    expect: { includesAll: [/Liora Vantassel/i] },
  },
  {
    kind: "single",
    topic: "city page facts",
    ask: "For Niagara Falls, is there anything special about getting into the studio? We've never been.",
    expect: { includesAll: [[/back of the building/i, /rear/i, /back entrance/i, /entrance at the back/i]] },
  },
  {
    kind: "single",
    topic: "city page facts",
    ask: "Does the Spokane ticket come with anything extra like the acting program?",
    expect: { includesAll: [/free month/i], includesAny: [/acting for dancers/i] },
  },
  {
    kind: "single",
    topic: "city page facts",
    ask: "In Victoria, what does the One Class Only ticket cost and which class is it for?",
    expect: { includesAll: [p("victoria-bc", "victoria_one_class_only"), /on-?camera jazz/i] },
  },

  // mentorship and acting
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "When does the mentorship program start and is there a minimum commitment?",
    expect: { includesAll: [cohortStart, minimumTerm] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "what are the three mentorship levels called and what does the cheapest one cost per month?",
    expect: { includesAll: [/Building/i, [/Pro \/ Growth/i, /Growth/i], /Elite Circle/i, p("seattle", "mentorship_building")] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "If we sign up for mentorship, from when will the monthly payment recur?",
    expect: { includesAll: [cohortRenewal] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "How much is a single private session of Acting for Dancers, and the 3 pack?",
    expect: { includesAll: [p("acting-for-dancers", "afd_private_session"), p("acting-for-dancers", "afd_3pack")] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "Is Acting for Dancers in person or online? And is it a subscription?",
    expect: { includesAll: [[/online/i, /virtual/i, /over video/i], [/one-time/i, /not a subscription/i, /never a subscription/i, /no subscription/i]] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "how long do we have to use the 3 pack sessions?",
    expect: { includesAll: [[/90 days/i, /ninety days/i]] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "What's the difference between the Starter Path and the Steady Growth Path, and their prices?",
    expect: {
      includesAll: [p("acting-for-dancers", "afd_starter"), p("acting-for-dancers", "afd_steady_growth"), [/four weeks?/i, /4 weeks?/i, /four-week/i, /4-week/i]],
    },
  },

  // similar names
  {
    kind: "single",
    topic: "similar names",
    ask: "Is the Pro Track the same thing as the Pro / Growth mentorship? They sound alike.",
    expect: {
      includesAll: [[/not the same/i, /different/i, /no\b/i, /separate/i]],
      includesAny: [/mentorship/i, /monthly/i, /subscription/i, /online/i],
    },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "boise has 2 dates in november right? whats the difference between them",
    expect: { includesAll: [date("boise"), date("boise-nov-7"), /masterclass/i] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "Is the Charleston stop in South Carolina?",
    expect: { includesAll: [[/West Virginia/i, /\bWV\b/]] },
  },
];

// ---------------------------------------------------------------------------------------------
// Places and things the site doesn't say (must get "not sure")

const notSure = { notSure: true } as const;
const notSureSingles: readonly Tuning19Question[] = [
  { kind: "single", topic: "places not visited", ask: "Are you coming to Denver this year? We'd love a Colorado date.", expect: notSure },
  { kind: "single", topic: "places not visited", ask: "hi is there a phoenix arizona stop", expect: notSure },
  { kind: "single", topic: "city page facts", ask: "Is there free parking at the Sarasota studio?", expect: notSure },
  { kind: "single", topic: "city page facts", ask: "Which hotel near the Hartford studio do you recommend for families?", expect: notSure },
  { kind: "single", topic: "bring and expect", ask: "Is the Cypress studio floor sprung or concrete? My daughter has shin splints.", expect: notSure },
];

export const tuning19OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "what's the weather going to be like in seattle in november?", expect: notSure },
  { kind: "off-topic", ask: "Can you help my son with his algebra homework? It's about quadratic equations.", expect: notSure },
  { kind: "off-topic", ask: "Which physiotherapist would you recommend for a dancer's sprained ankle in Orlando?", expect: notSure },
  { kind: "off-topic", ask: "who won the world cup in 2014", expect: notSure },
  { kind: "off-topic", ask: "Please write me a Python function that sorts a list.", expect: notSure },
  { kind: "off-topic", ask: "What's a good healthy breakfast recipe for a teenager before a long day?", expect: notSure },
  { kind: "off-topic", ask: "cheapest flights from chicago to boston in december?", expect: notSure },
  { kind: "off-topic", ask: "Is it better for my daughter to do ballet or gymnastics at age 6?", expect: notSure },
  { kind: "off-topic", ask: "can you recommend a good movie for family night", expect: notSure },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const tuning19Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Cypress price, then for two, then the other Texas-area question switches to Orlando",
    turns: [
      { ask: "Hi, how much is the Core ticket in Cypress?", expect: { includesAll: [p("cypress", "core")] } },
      { ask: "and for 2 of them?", expect: { includesAll: [times("cypress", "core", 2)] } },
      {
        ask: "Actually what about Orlando instead, same two core tickets?",
        expect: { includesAll: [times("orlando", "core", 2)], excludes: [figure(formatMoney({ amountMinor: seedPrice("cypress", "core").amountMinor * 2, currency: "USD" }))] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Boston date, its venue, then switch to Niagara's venue",
    turns: [
      { ask: "When is the Boston intensive?", expect: { includesAll: [date("boston")] } },
      { ask: "and where is it held?", expect: { includesAll: [[venueName("boston"), streetOf("boston")]] } },
      {
        ask: "ok and the studio for niagara falls?",
        expect: { includesAll: [[venueName("niagara-falls"), streetOf("niagara-falls")]], excludes: [new RegExp(escapeRegExp(venueName("boston")), "i"), streetOf("boston")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend: price, Sunday schedule for a junior, scholarships",
    turns: [
      { ask: "How much is the Sherwood Full Weekend Pass?", expect: { includesAll: [p("sherwood", "weekend_pass")] } },
      { ask: "My son is 11, what time does he check in on the Sunday?", expect: { includesAll: [slot("sherwood", "juniors", "Check-in", 1)] } },
      { ask: "Are there scholarships for that weekend?", expect: { includesAll: [[/yes/i, /scholarships? (?:are|is) available/i]], includesAny: [/apply/i, /scholarship page/i, /\/scholarship/i, /pricing/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship start, minimum, then switch to Acting for Dancers price",
    turns: [
      { ask: "Tell me about the mentorship, when does it begin?", expect: { includesAll: [cohortStart] } },
      { ask: "is there a minimum number of months?", expect: { includesAll: [minimumTerm] } },
      {
        ask: "And how much is the Acting for Dancers Starter Path?",
        expect: { includesAll: [p("acting-for-dancers", "afd_starter")], excludes: [figure(price("seattle", "mentorship_building"))] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Savannah date, its senior audition time, then a refund question",
    turns: [
      { ask: "What date is the Savannah stop?", expect: { includesAll: [date("savannah")] } },
      { ask: "what time is the audition there for my 15 yr old?", expect: { includesAll: [slot("savannah", "seniors", "Audition")] } },
      { ask: "If she gets sick that week can I get a refund?", expect: { includesAll: [allSalesFinal] } },
    ],
  },
];

// ---------------------------------------------------------------------------------------------

/** Every single question: the catalog ones, then those the site doesn't answer. */
export const tuning19SingleQuestions: readonly Tuning19Question[] = [...baseSingles, ...notSureSingles];

/** Singles, off-topic questions and every conversation turn. */
export const tuning19QuestionCount: number =
  tuning19SingleQuestions.length + tuning19OffTopicQuestions.length + tuning19Conversations.reduce((n, c) => n + c.turns.length, 0);
