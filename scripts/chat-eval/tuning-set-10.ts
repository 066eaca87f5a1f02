/**
 * Tuning set 10 of the chat assistant (issue 40, eighth round): written from the spec, the seed catalog,
 * the site's content files and the forms' own validation, by someone who never read the answerer, its
 * evaluation sets' questions or its tuning. Unlike the held-out sets, this set IS tuned on.
 *
 * Its emphasis: what a FAQ page answers only indirectly. The day hour by hour at a named stop (check-in,
 * warm-up, lunch, the audition slot, the Q&A), who teaches (the founder, a stop's guest teachers), the
 * footage and filming policy, a sick or injured dancer, the waitlist, what the confirmation and reminder
 * emails contain, the codes and where they work, and policy edge cases (date changes, credits, cancellations).
 *
 * Catalog facts are computed from the seed with the site's own functions (seedOffers via seed-facts.ts,
 * formatMoney, percentOff, upgradeDifference, cartUpgradeDifference); eligibility comes from the audition
 * form's zod schema, isMinor and the age-group labels; mentorship terms from describeMentorshipCohort at the
 * eval clock. Copy facts are short phrases a right answer contains, with alternatives. The clock is
 * 2025-09-01 (EVAL_CLOCK), as in scripts/eval-chat.ts.
 */
import { auditionAgeGroup, isMinor } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { site } from "~/content/site";
import { scheduleCopy } from "~/content/schedule";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import { boughtUpgrade as paidUpgrade, cartUpgrade, mentorshipCohort as cohort, MONTHS, price, seedDiscountCode as code, seedVenue as venueOf, seedEvent, seedOffer } from "./seed-facts";

export type Tuning10Topic =
  | "prices"
  | "group totals"
  | "upgrades"
  | "dates and venues"
  | "places not on the tour"
  | "ages and eligibility"
  | "auditions"
  | "the day hour by hour"
  | "teachers and city pages"
  | "footage"
  | "policies and credits"
  | "waitlist and emails"
  | "codes and discounts"
  | "mentorship vs tickets"
  | "acting for dancers"
  | "bring, wear and safety";

export interface Tuning10Question {
  kind: "single";
  topic: Tuning10Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced and worded as the site does

/** n tickets of one offer, as the cart totals them (no discount). */
function times(slug: string, tier: string, n: number): string {
  const p = seedOffer(slug, tier).price;
  return formatMoney({ amountMinor: p.amountMinor * n, currency: p.currency });
}

/** The event's first day as "November 9" (or "Nov 9"), from its calendar date. */
function dayFact(slug: string): RegExp {
  const e = seedEvent(slug);
  if (!e.startsOn) throw new Error(`${slug} has no date`);
  const [, m = 0, d = 0] = e.startsOn.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`${slug} has a bad date`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** The time of a slot on a stop's schedule ("9:30" of "9:30 AM"), found by group and activity. */
function slotTime(slug: string, group: string, activity: string, dayIndex = 0): RegExp {
  const day = seedEvent(slug).page.schedule.days[dayIndex];
  const table = day?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  const [hm] = slot.time.split(" ");
  return new RegExp(`(?<![\\d:])${hm}(?!\\d)`, "i");
}

/** The heading of a stop's age group ("Juniors (11 and under)"), as its schedule labels it. */
function groupLabel(slug: string, group: "juniors" | "seniors"): string {
  return scheduleCopy.ageGroups[seedEvent(slug).page.schedule.ageGroups][group];
}

/** The age range inside a group label: "11 and under". */
const rangeOf = (label: string): string => label.replace(/^.*\((.*)\).*$/, "$1");

/** The audition form's own age bounds: the youngest and oldest ages it accepts. */
function acceptedAges(): { min: number; max: number } {
  const ok = (age: number) =>
    auditionFormSchema.safeParse({ fullName: "A Dancer", email: "a@example.com", phone: "555 0100", age, parentName: "A Parent", consent: true }).success;
  const ages = Array.from({ length: 130 }, (_, i) => i).filter(ok);
  return { min: Math.min(...ages), max: Math.max(...ages) };
}
const AGES = acceptedAges();
/** The oldest age the form still treats as a minor (a parent or guardian required). */
const OLDEST_MINOR = Array.from({ length: 30 }, (_, i) => i).filter(isMinor).pop() ?? 17;

const victoriaEarly = code("VICTORIAEARLY20");
function earlyBirdPrice(tier: string): string {
  const p: Money = seedOffer("victoria-bc", tier).price;
  return formatMoney({ amountMinor: percentOff(p.amountMinor, victoriaEarly.percentOff ?? 0), currency: p.currency });
}

const nhVip = seedOffer("new-hampshire", "nh_protrack_vip");
const nhVipSaving = nhVip.compareAt ? formatMoney({ amountMinor: nhVip.compareAt.amountMinor - nhVip.price.amountMinor, currency: nhVip.price.currency }) : "";

const maxPerOrder = seedOffer("seattle", "core").maxPerOrder;
const bringAFriend = code("BRINGAFRIEND25");
const bringAFriendAmount = formatMoney({ amountMinor: (bringAFriend.amount ?? 0) * 100, currency: "USD" });

// Phrases that come back in many answers
const DATE_TBD: Fact[] = [/to be determined/i, /\bTBD\b/, /to be announced/i, /not (been )?(set|announced|confirmed)/i, /no date/i, /not yet/i];
const VENUE_TBD: Fact[] = [/coming soon/i, /being confirmed/i, /not (yet )?(been )?(confirmed|announced)/i, /to be (announced|confirmed)/i, /\bTBD\b/, /not yet/i];
const NOT_ON_TOUR: Fact[] = [
  /\bno\b/i,
  /not (currently |yet )?(on|in|part of|a stop|listed|visit|scheduled|planned|coming)/i,
  /(doesn'?t|does not|isn'?t|is not|don'?t|do not) (currently )?(have|visit|include|come|stop|go|list)/i,
];
const PARENT: Fact[] = [/parent/i, /guardian/i];
const NO_GUARANTEE: Fact[] = [/not guarantee/i, /n'?t guarantee/i, /no guarantee/i, /not guaranteed/i, /n'?t guaranteed/i];
const ALL_FINAL: Fact[] = [/all sales are final/i, /sales are final/i, /final/i];
const NEVER_EXPIRES: Fact[] = [/never expire/i, /not expire/i, /n'?t expire/i, /no expir/i];

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning10SingleQuestions: readonly Tuning10Question[] = [
  // Prices of tiers at named stops
  { kind: "single", topic: "prices", ask: "how much is core experience in seattle?", expect: { includesAll: [price("seattle", "core")] } },
  { kind: "single", topic: "prices", ask: "Pro Track price for Spokane pls", expect: { includesAll: [price("spokane", "pro")] } },
  { kind: "single", topic: "prices", ask: "what does the full weekend pass cost at sherwood", expect: { includesAll: [price("sherwood", "weekend_pass")] } },
  { kind: "single", topic: "prices", ask: "We're in Victoria BC. What's the Core Experience in Canadian dollars?", expect: { includesAll: [price("victoria-bc", "core")] } },
  { kind: "single", topic: "prices", ask: "How much is a Core ticket for London? in pounds", expect: { includesAll: [price("london", "core")] } },
  { kind: "single", topic: "prices", ask: "What's the One Class Only ticket in Victoria?", expect: { includesAll: [price("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices", ask: "I paid the deposit for the Hudson NH weekend. How much is the balance payment?", expect: { includesAll: [price("new-hampshire", "nh_balance_payment")] } },

  // Totals for several dancers
  { kind: "single", topic: "group totals", ask: "I have 3 kids who want Core in Seattle, what's the total?", expect: { includesAll: [times("seattle", "core", 3)] } },
  { kind: "single", topic: "group totals", ask: "2 dancers, pro track, boston. total?", expect: { includesAll: [times("boston", "boston_pro_track", 2)] } },
  { kind: "single", topic: "group totals", ask: "My twins both want the Full Weekend Pass at Sherwood. How much all together?", expect: { includesAll: [times("sherwood", "weekend_pass", 2)] } },
  {
    kind: "single",
    topic: "group totals",
    ask: "I own a studio and want to bring 14 students to Hartford. Can I buy them all in one order?",
    expect: { includesAll: [new RegExp(`\\b${maxPerOrder}\\b`)] },
  },

  // Upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "I already bought Core in Orlando. How much to upgrade to Pro Track?",
    expect: { includesAll: [paidUpgrade("orlando", "core", "pro")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "In my cart I've got Core for Seattle, how much more if I switch it to Pro Track?",
    expect: { includesAll: [cartUpgrade("seattle", "core", "pro")] },
  },
  { kind: "single", topic: "upgrades", ask: "spokane: difference between core day 1 and pro track?", expect: { includesAll: [cartUpgrade("spokane", "core_day1", "pro")] } },
  { kind: "single", topic: "upgrades", ask: "Victoria - going from core to pro track costs how much extra?", expect: { includesAll: [cartUpgrade("victoria-bc", "core", "pro")] } },
  {
    kind: "single",
    topic: "upgrades",
    ask: "How much do you save with the Hudson NH Pro Track VIP upgrade vs the regular Pro Track?",
    expect: { includesAll: [nhVipSaving] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can I buy just the NH VIP upgrade on its own? my son isn't doing the weekend",
    expect: { includesAll: [[/weekend pass/i, /full weekend/i, /balance payment/i, /weekend ticket/i]] },
  },

  // Dates and venues
  { kind: "single", topic: "dates and venues", ask: "Where is the Spokane intensive held?", expect: { includesAll: [venueOf("spokane").name] } },
  { kind: "single", topic: "dates and venues", ask: "whats the address for boston", expect: { includesAll: [(venueOf("boston").address ?? venueOf("boston").name).replace(/,.*$/, "")] } },
  { kind: "single", topic: "dates and venues", ask: "is there a date for London yet?", expect: { includesAny: DATE_TBD } },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Niagara Falls - what studio is it and how do we get in?",
    expect: { includesAll: [venueOf("niagara-falls").name, [/back of the building/i, /rear/i, /back entrance/i, /at the back/i]] },
  },
  { kind: "single", topic: "dates and venues", ask: "Is the Atlanta intensive still happening on the 28th?", expect: { includesAll: [/cancel/i] } },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "buford ga - what day and which studio?",
    expect: { includesAll: [dayFact("hoschton"), venueOf("hoschton").name] },
  },
  { kind: "single", topic: "dates and venues", ask: "Which studio is Madison WI at?", expect: { includesAny: VENUE_TBD } },
  { kind: "single", topic: "dates and venues", ask: "when's charleston wv", expect: { includesAll: [dayFact("charleston-wv")] } },

  // Places the tour does not visit, and regions it does
  { kind: "single", topic: "places not on the tour", ask: "do you come to Denver?", expect: { includesAny: NOT_ON_TOUR, excludes: [price("seattle", "core")] } },
  { kind: "single", topic: "places not on the tour", ask: "anything in Texas?", expect: { includesAll: ["Cypress"] } },

  // Ages and eligibility
  { kind: "single", topic: "ages and eligibility", ask: "what's the youngest age that can register for the audition?", expect: { includesAll: [new RegExp(`\\b${AGES.min}\\b`)] } },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: `my daughter is ${OLDEST_MINOR}, does she need me to sign her up or can she do it herself?`,
    expect: { includesAll: [PARENT] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "I'm 18, do I still need a parent's name on the audition form?",
    expect: { includesAny: isMinor(18) ? PARENT : [/\bno\b/i, /n'?t need/i, /not (need|required)/i, /only (for|if)/i, /under 18/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "My son is 12. Which group would he be in at Seattle?",
    expect: { includesAll: [[/junior/i, rangeOf(groupLabel("seattle", auditionAgeGroup(12) === "12_and_under" ? "juniors" : "seniors"))]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "we're going to Orlando and she's 12 - juniors or seniors?",
    expect: { includesAll: [/senior/i], excludes: [/she('?s| is| would be)( in)?( the)? junior/i] },
  },
  { kind: "single", topic: "ages and eligibility", ask: "is 45 too old to audition? asking for myself lol", expect: { includesAny: [/\bno\b/i, /not too old/i, /all ages/i, new RegExp(`\\b${AGES.max}\\b`), /welcome/i] } },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "At Sherwood can my 8 year old and my 15 year old dance in the same class on the Saturday?",
    expect: { includesAll: [[/all ages/i, /every age/i, /together/i]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "Can any dancer book the Hudson, New Hampshire weekend?",
    expect: { includesAll: ["Granite Stage"] },
  },

  // Auditions
  { kind: "single", topic: "auditions", ask: "is the audition mandatory at the end?", expect: { includesAll: [[/optional/i, /not required/i, /n'?t required/i, /not mandatory/i, /n'?t mandatory/i]] } },
  { kind: "single", topic: "auditions", ask: "does the audition cost extra on top of the ticket", expect: { includesAll: [/free/i] } },
  {
    kind: "single",
    topic: "auditions",
    ask: "can she audition without taking the classes?",
    expect: { includesAll: [[/audition only/i, /audition alone/i, /only the audition/i, /just the audition/i, /free audition/i]] },
  },
  { kind: "single", topic: "auditions", ask: "What time is the seniors audition in Seattle?", expect: { includesAll: [slotTime("seattle", "seniors", "Audition")] } },
  { kind: "single", topic: "auditions", ask: "hartford juniors audition time?", expect: { includesAll: [slotTime("hartford", "juniors", "Audition")] } },
  { kind: "single", topic: "auditions", ask: "If my daughter auditions is she guaranteed a part?", expect: { includesAny: NO_GUARANTEE } },
  { kind: "single", topic: "auditions", ask: "We can't make any of the dates. Is there any way to still be considered?", expect: { includesAll: [/submit talent/i] } },
  { kind: "single", topic: "auditions", ask: "savannah seniors - when's the audition?", expect: { includesAll: [slotTime("savannah", "seniors", "Audition")] } },

  // The day hour by hour at named stops
  { kind: "single", topic: "the day hour by hour", ask: "What time do juniors check in at Seattle?", expect: { includesAll: [slotTime("seattle", "juniors", "Check-in")] } },
  { kind: "single", topic: "the day hour by hour", ask: "When is lunch for the juniors in Hartford?", expect: { includesAll: [slotTime("hartford", "juniors", "Lunch break")] } },
  { kind: "single", topic: "the day hour by hour", ask: "what time is the industry Q&A for seniors in Boston", expect: { includesAll: [slotTime("boston", "seniors", "Industry Q&A")] } },
  { kind: "single", topic: "the day hour by hour", ask: "Boston Pro Track session - what time?", expect: { includesAll: [slotTime("boston", "seniors", "Pro Track session")] } },
  {
    kind: "single",
    topic: "the day hour by hour",
    ask: "At Sherwood, when is the Pro Track session for seniors on Sunday?",
    expect: { includesAll: [slotTime("sherwood", "seniors", "Pro Track session", 1)] },
  },
  {
    kind: "single",
    topic: "the day hour by hour",
    ask: "NH weekend: what time is the VIP session on the Sunday?",
    expect: { includesAll: [slotTime("new-hampshire", "seniors", "Pro Track VIP session", 1)] },
  },
  { kind: "single", topic: "the day hour by hour", ask: "what time does the stunts class start for juniors in spokane?", expect: { includesAll: [slotTime("spokane", "juniors", "Stunts for Dancers")] } },
  {
    kind: "single",
    topic: "the day hour by hour",
    ask: "what time is the juniors masterclass at the Boise one on November 7th?",
    expect: { includesAll: [slotTime("boise-nov-7", "juniors", "Masterclass: On-Camera Jazz")] },
  },
  {
    kind: "single",
    topic: "the day hour by hour",
    ask: "Is the Spokane schedule final or could the times still change?",
    expect: { includesAny: [/work in progress/i, /finali[sz]ed closer/i, /could (still )?change/i, /may (still )?change/i, /not (yet )?final/i, /n'?t final/i] },
  },

  // Teachers and each city's own page copy
  { kind: "single", topic: "teachers and city pages", ask: "who teaches the contemporary class in Boston?", expect: { includesAll: ["Liora Vantassel"] } },
  { kind: "single", topic: "teachers and city pages", ask: "who runs the Stunts for Dancers class", expect: { includesAll: ["Rae Castellan"] } },
  { kind: "single", topic: "teachers and city pages", ask: "Who is the acting coach?", expect: { includesAll: ["Celeste Ambrose-Kim"] } },
  { kind: "single", topic: "teachers and city pages", ask: "who actually teaches the intensive day?", expect: { includesAny: [/founder/i, /lead choreographer/i] } },
  { kind: "single", topic: "teachers and city pages", ask: "Does the Spokane ticket come with anything for acting?", expect: { includesAll: [/free month/i] } },
  { kind: "single", topic: "teachers and city pages", ask: "Are there scholarships for Sherwood?", expect: { includesAll: [/scholarship/i], includesAny: [/\byes\b/i, /available/i, /apply/i] } },

  // Footage, photos and clips
  { kind: "single", topic: "footage", ask: "will we get videos of my daughter from the day? when?", expect: { includesAll: [[/four weeks/i, /4 weeks/i]] } },
  { kind: "single", topic: "footage", ask: "Can I film my son from the side during class?", expect: { includesAny: [/discretion/i, /may be limited/i, /limited/i] } },
  {
    kind: "single",
    topic: "footage",
    ask: "I don't want my kid showing up on your social media. what do I do?",
    expect: { includesAll: [site.contactEmail], includesAny: [/before the event/i, /published clips/i, /keep (them|him|her|your dancer) out/i] },
  },
  { kind: "single", topic: "footage", ask: "how do I get the cinematic demo reel, how much is it?", expect: { includesAll: [[/appl(y|ication)/i]] } },

  // Policies, sick or injured dancers, credits
  { kind: "single", topic: "policies and credits", ask: "my daughter has the flu and can't go tomorrow, can I get a refund?", expect: { includesAny: ALL_FINAL } },
  { kind: "single", topic: "policies and credits", ask: "if you guys cancel the event do I get my money back?", expect: { includesAll: [/full refund/i] } },
  { kind: "single", topic: "policies and credits", ask: "What happens if the date of our event changes?", expect: { includesAll: [/48 hours/i, /credit/i] } },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "I have a credit from Victoria, can I use it for Seattle?",
    expect: { includesAll: [[/currency/i, /canadian/i, /\bCAD\b/i]] },
  },
  { kind: "single", topic: "policies and credits", ask: "how do I actually use a credit code", expect: { includesAll: [/promo/i] } },
  {
    kind: "single",
    topic: "policies and credits",
    ask: "The date moved and I missed the email, it's been a week. Did I lose my money?",
    expect: { includesAll: [/credit/i], includesAny: NEVER_EXPIRES },
  },
  { kind: "single", topic: "policies and credits", ask: "What should my daughter do if she gets hurt during class?", expect: { includesAny: [/staff/i, /first-aid/i, /first aid/i] } },

  // Waitlist and the emails
  { kind: "single", topic: "waitlist and emails", ask: "it says sold out, how does the waitlist work?", expect: { includesAll: [/email/i] } },
  {
    kind: "single",
    topic: "waitlist and emails",
    ask: "I got a 'seat opened up' email. What happens if I don't claim it in time?",
    expect: { includesAll: [/next person/i] },
  },
  {
    kind: "single",
    topic: "waitlist and emails",
    ask: "When will you email us the schedule and venue?",
    expect: { includesAll: [[/week before/i, /a week/i, /one week/i], [/day before/i]] },
  },
  { kind: "single", topic: "waitlist and emails", ask: "what's in the reminder email?", expect: { includesAll: [/schedule/i, /venue/i] } },
  { kind: "single", topic: "waitlist and emails", ask: "how do we get in at the door, is there a ticket to show?", expect: { includesAny: [/QR/i, /confirmation email/i] } },

  // Codes and discounts
  { kind: "single", topic: "codes and discounts", ask: "is there an early bird code for Victoria?", expect: { includesAll: [victoriaEarly.code] } },
  { kind: "single", topic: "codes and discounts", ask: "with the early bird what's Core in Victoria come to?", expect: { includesAll: [earlyBirdPrice("core")] } },
  { kind: "single", topic: "codes and discounts", ask: "Victoria early bird on pro track - final price?", expect: { includesAll: [earlyBirdPrice("pro")] } },
  { kind: "single", topic: "codes and discounts", ask: "does VICTORIAEARLY20 work for Seattle too?", expect: { includesAll: ["Victoria"], includesAny: [/\bno\b/i, /only/i, /n'?t/i, /not/i] } },
  { kind: "single", topic: "codes and discounts", ask: "can I use PROTRACK50 in Boston", expect: { includesAll: ["Hartford"] } },
  { kind: "single", topic: "codes and discounts", ask: "what does BRINGAFRIEND25 do", expect: { includesAll: [bringAFriendAmount, /core/i] } },
  { kind: "single", topic: "codes and discounts", ask: "is SUMMER2025 still good?", expect: { includesAny: [/expired/i, /ended/i, /no longer/i, /not (valid|active|available)/i, /n'?t (valid|active|available)/i] } },

  // Mentorship levels vs ticket tiers with similar names
  { kind: "single", topic: "mentorship vs tickets", ask: "how much is Pro / Growth mentorship a month?", expect: { includesAll: [price("seattle", "mentorship_growth")] } },
  {
    kind: "single",
    topic: "mentorship vs tickets",
    ask: "is the Pro / Growth thing the same as Pro Track?",
    expect: { includesAll: [[/month/i, /mentorship/i]], includesAny: [/\bno\b/i, /different/i, /not the same/i, /separate/i] },
  },
  { kind: "single", topic: "mentorship vs tickets", ask: "What's the Building level cost on the Sherwood page?", expect: { includesAll: [price("sherwood", "mentorship_building")] } },
  { kind: "single", topic: "mentorship vs tickets", ask: "when does the mentorship start?", expect: { includesAll: [cohort.start ? new RegExp(`${cohort.start.replace(/,? \d{4}$/, "")}(?!\\d)`, "i") : /purchase/i] } },
  { kind: "single", topic: "mentorship vs tickets", ask: "is there a minimum commitment for mentorship", expect: { includesAll: [new RegExp(`\\b(${cohort.minimumTermMonths}|three)[- ]month`, "i")] } },
  { kind: "single", topic: "mentorship vs tickets", ask: "What does Elite Circle add over Pro / Growth?", expect: { includesAll: [/one-on-one/i] } },
  { kind: "single", topic: "mentorship vs tickets", ask: "Elite Circle price in Niagara Falls?", expect: { includesAll: [price("niagara-falls", "mentorship_elite")] } },

  // Acting for Dancers
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers private session price?", expect: { includesAll: [price("acting-for-dancers", "afd_private_session")] } },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "How much is the acting 3 pack and how long do I have to use it?",
    expect: { includesAll: [price("acting-for-dancers", "afd_3pack"), /90 days/i] },
  },
  { kind: "single", topic: "acting for dancers", ask: "How many weeks is the Starter Path?", expect: { includesAll: [[/four/i, /\b4\b/]] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers a monthly subscription or a one time thing?", expect: { includesAll: [/one-time/i] } },

  // Bring, wear and safety
  { kind: "single", topic: "bring, wear and safety", ask: "what shoes should she bring", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "bring, wear and safety", ask: "what should my son wear? does color matter for the camera", expect: { includesAny: [/solid/i, /logos/i] } },
  { kind: "single", topic: "bring, wear and safety", ask: "Can parents come watch at the end?", expect: { includesAny: [/showcase/i] } },
  { kind: "single", topic: "bring, wear and safety", ask: "What does a scholarship cover?", expect: { includesAll: [/core experience/i] } },
  { kind: "single", topic: "bring, wear and safety", ask: "when is the deadline to apply for a scholarship", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site has no answer, so the right reply is "not sure"

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const tuning10OffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("what will the weather be like in Seattle on November 9?"),
  offTopic("where's the best place to park near the Boston studio?"),
  offTopic("any good restaurants near the Orlando studio for after?"),
  offTopic("Can you recommend a hotel close to the Spokane venue?"),
  offTopic("do you sell dancewear or costumes?"),
  offTopic("Do you offer RAD ballet exam prep?"),
  offTopic("do you teach wedding first dance lessons?"),
  offTopic("Is there a residential summer camp for dancers?"),
  offTopic("do you do pointe shoe fittings at the tour stops?"),
  offTopic("Can I rent the Hartford studio for my daughter's birthday party?"),
  offTopic("Which talent agent should my son sign with?"),
  offTopic("Does the Cypress studio have lockers in the changing room?"),
  offTopic("what's the wifi password at the Victoria studio"),
  offTopic("can you recommend a physio in Boise for a sprained ankle?"),
  offTopic("Will the Pro Track session in Sherwood be livestreamed for grandparents?"),
];

// ---------------------------------------------------------------------------------------------
// Conversations of three turns

export const tuning10Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle, then a city the tour does not visit",
    turns: [
      { ask: "how much is core in seattle", expect: { includesAll: [price("seattle", "core")] } },
      { ask: "and when is it?", expect: { includesAll: [dayFact("seattle")] } },
      { ask: "what about Denver", expect: { includesAny: NOT_ON_TOUR, excludes: [dayFact("seattle")] } },
    ],
  },
  {
    kind: "conversation",
    title: "An 11-year-old at Orlando",
    turns: [
      {
        ask: "my daughter is 11 and we're doing Orlando. which group is she in?",
        expect: { includesAll: [[/junior/i, rangeOf(groupLabel("orlando", "juniors"))]] },
      },
      { ask: "what time does her group check in?", expect: { includesAll: [slotTime("orlando", "juniors", "Check-in")] } },
      { ask: "does she need me to register her?", expect: { includesAll: [PARENT] } },
    ],
  },
  {
    kind: "conversation",
    title: "Spokane tiers and moving up",
    turns: [
      { ask: "tell me about the spokane date", expect: { includesAll: [dayFact("spokane")] } },
      { ask: "how much is pro track there?", expect: { includesAll: [price("spokane", "pro")] } },
      { ask: "she already has core day 1, how much more to move up to that one?", expect: { includesAll: [paidUpgrade("spokane", "core_day1", "pro")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Boston's guest class",
    turns: [
      { ask: "what's special about Boston", expect: { includesAll: [/contemporary/i] } },
      { ask: "who teaches that one?", expect: { includesAll: ["Liora Vantassel"] } },
      { ask: "what time is it for the seniors?", expect: { includesAll: [slotTime("boston", "seniors", "Contemporary")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria with the early-bird code",
    turns: [
      { ask: "victoria core price?", expect: { includesAll: [price("victoria-bc", "core")] } },
      { ask: "is there a code for it?", expect: { includesAll: [victoriaEarly.code] } },
      { ask: "so what's it come to with the code", expect: { includesAll: [earlyBirdPrice("core")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship levels vs the Pro Track ticket",
    turns: [
      { ask: "what is the Building mentorship and how much?", expect: { includesAll: [price("seattle", "mentorship_building")] } },
      { ask: "and Pro / Growth?", expect: { includesAll: [price("seattle", "mentorship_growth")] } },
      { ask: "is that one the same as Pro Track at the intensive?", expect: { includesAll: [[/month/i, /mentorship/i, /online/i]] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend for two",
    turns: [
      { ask: "sherwood dates?", expect: { includesAll: [dayFact("sherwood")] } },
      { ask: "how much to do both days?", expect: { includesAll: [price("sherwood", "weekend_pass")] } },
      { ask: "for two kids?", expect: { includesAll: [times("sherwood", "weekend_pass", 2)] } },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers packs and paths",
    turns: [
      { ask: "price of the acting for dancers 3 pack?", expect: { includesAll: [price("acting-for-dancers", "afd_3pack")] } },
      { ask: "how long do I have to use it", expect: { includesAll: [/90 days/i] } },
      { ask: "and the starter one?", expect: { includesAll: [price("acting-for-dancers", "afd_starter")] } },
    ],
  },
];

export const tuning10QuestionCount =
  tuning10SingleQuestions.length + tuning10OffTopicQuestions.length + tuning10Conversations.reduce((n, c) => n + c.turns.length, 0);
