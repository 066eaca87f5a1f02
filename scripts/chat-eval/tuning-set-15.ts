/**
 * Tuning set 15 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or the
 * other sets' questions. Its emphasis: parents on a phone asking yes/no and either/or questions (about a
 * third of whose honest answer is "no" or "it depends"), two questions in one message, policies asked as
 * the family's situation rather than by the policy's name, and follow-ups that switch city or subject.
 *
 * Catalog facts are computed from the seed with the site's own functions (seedOffers through
 * seed-facts, formatMoney, percentOff, upgradeDifference through boughtUpgrade, describeMentorshipCohort
 * through mentorshipCohort); eligibility comes from the audition form's zod schema and the age-group
 * rules. Copy facts are short phrases a right answer contains, with alternatives. The clock is
 * 2025-09-01, as in scripts/eval-chat.ts.
 */
import { auditionAgeGroup, AGE_GROUP_LABELS, ADULT_AGE } from "~/domain/age-groups";
import { formatMoney } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { site } from "~/content/site";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  EVAL_CLOCK,
  MONTHS,
  boughtUpgrade,
  dateText,
  escapeRegExp,
  mentorshipCohort,
  price,
  seed,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning15Topic =
  | "prices and totals"
  | "dates and venues"
  | "schedule"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "discount codes"
  | "bring and wear"
  | "city pages"
  | "upgrades"
  | "mentorship and acting"
  | "similar names"
  | "not on the site";

interface Tuning15Question {
  kind: "single";
  topic: Tuning15Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced and worded as the site does

/** A figure as a pattern that will not match inside a larger figure ($168 but not $1680 or $168,5). */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`);

/** What n tickets of one tier at one stop cost together, as the site prints money. */
function total(slug: string, tier: string, n: number): string {
  const p = seedPrice(slug, tier);
  return formatMoney({ amountMinor: p.amountMinor * n, currency: p.currency });
}

/** What the Full Weekend Pass saves over a Saturday and a Sunday ticket bought apart, as printed. */
const sherwoodSaving = formatMoney({
  amountMinor: seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor - seedPrice("sherwood", "weekend_pass").amountMinor,
  currency: seedPrice("sherwood", "weekend_pass").currency,
});

/** The time of an activity in a stop's schedule, by group (or table title) and day. */
function slotTime(slug: string, who: string, activity: string, day = 0): string {
  const days = seedEvent(slug).page.schedule.days;
  const table = days[day]?.tables.find((t) => t.group === who || t.title === who);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${who} on day ${day}`);
  return slot.time;
}

/** A time as a pattern that tolerates "2:30 PM", "2:30pm", "2:30 p.m." (and "10 AM" for "10:00 AM"). */
function timeFact(time: string): RegExp {
  const m = /^(\d{1,2}):(\d{2}) ?([AP])M$/.exec(time);
  if (!m) throw new Error(`not a time: ${time}`);
  const [, h, min, ap] = m;
  const minutes = min === "00" ? `(?::00)?` : `:${min}`;
  return new RegExp(`\\b${h}${minutes}\\s*${ap}\\.?\\s*M\\b`, "i");
}

/** The weekday of a stop's first day, in English. */
function weekday(slug: string): string {
  const on = seedEvent(slug).startsOn;
  if (!on) throw new Error(`${slug} has no date`);
  return new Date(`${on}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
}

/** "November 9" out of "November 9, 2025" (a reply may leave the year out). */
const monthDay = (slug: string): string => dateText(slug).replace(/,\s*\d{4}$/, "");

/** The youngest age the audition form accepts (a parent's name given), from its zod schema. */
const auditionBase = { fullName: "Sam Lee", email: "sam@example.com", phone: "555 0100", consent: true as const };
const youngestAudition = Array.from({ length: 30 }, (_, age) => age).find(
  (age) => auditionFormSchema.safeParse({ ...auditionBase, age, parentName: "Pat Lee" }).success,
);
if (youngestAudition === undefined) throw new Error("the audition form accepts no age under 30");
const tooYoung = youngestAudition - 1;
/** A 17-year-old without a parent's name is refused by the form. */
const seventeenNeedsGuardian = !auditionFormSchema.safeParse({ ...auditionBase, age: ADULT_AGE - 1 }).success;
if (!seventeenNeedsGuardian) throw new Error("the audition form no longer asks a guardian for a 17-year-old");

/** The youngest age an opportunity takes ("Ages 16 and up"), from the seed. */
function opportunityMinAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  const m = o?.details.map((d) => /Ages (\d+) and up/.exec(d)).find(Boolean);
  if (!m) throw new Error(`${slug} states no age`);
  return Number(m[1]);
}
const skeletonCrewAge = opportunityMinAge("skeleton-crew-audition-registration");

const victoriaCode = seedDiscountCode("VICTORIAEARLY20");
const victoriaEarlyCore = formatMoney({
  amountMinor: percentOff(seedPrice("victoria-bc", "core").amountMinor, victoriaCode.percentOff ?? 0),
  currency: "CAD",
});

const summerCode = seedDiscountCode("SUMMER2025");
const summerEnds = summerCode.endsAt ? new Date(summerCode.endsAt) : null;
if (!summerEnds || summerEnds.getTime() > EVAL_CLOCK.getTime()) throw new Error("SUMMER2025 is no longer over at the eval clock");
const summerEndText = `${MONTHS[Number(summerCode.endsAt!.slice(5, 7)) - 1]} ${Number(summerCode.endsAt!.slice(8, 10))}`;

const nhStudio = seedVenue("new-hampshire").name;
const niagaraNote = seedVenue("niagara-falls").notes ?? "";
if (!/back of the building/.test(niagaraNote)) throw new Error("Niagara's venue note changed");

const juniorsAt12 = AGE_GROUP_LABELS[auditionAgeGroup(12)];
if (!/Juniors/.test(juniorsAt12)) throw new Error("a 12-year-old is no longer a Junior on the standard split");

/** "December 1, 2025" as a pattern a reply may write with or without its year ("December 1", "Dec 1st"). */
function withoutYear(day: string): RegExp {
  const m = /^([A-Z][a-z]+) (\d{1,2}), \d{4}$/.exec(day);
  if (!m) throw new Error(`not a day: ${day}`);
  return new RegExp(`\\b${m[1]!.slice(0, 3)}[a-z]*\\.? ${m[2]}(st|nd|rd|th)?\\b`, "i");
}

const notSure: Expectation = { notSure: true };
const no: Fact = /\bno\b|\bnot\b|n't|\bonly\b/i;
const email: Fact = site.contactEmail;

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning15SingleQuestions: readonly Tuning15Question[] = [
  // Prices and totals
  {
    kind: "single",
    topic: "prices and totals",
    ask: "is orlando core cheaper than seattle core or same price?? trying to pick one",
    expect: { includesAll: [fig(price("orlando", "core")), fig(price("seattle", "core"))] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "how much for 3 kids core experience in hartford, all together",
    expect: { includesAll: [fig(total("hartford", "core", 3))] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "sherwood - is the full weekend pass actually cheaper than buying saturday and sunday seperately? by how much",
    expect: {
      includesAll: [fig(price("sherwood", "weekend_pass")), [fig(total("sherwood", "core_day1", 2)), fig(sherwoodSaving), /10 ?%/]],
    },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "victoria bc core ticket - is that price us dollars or canadian? how much",
    expect: { includesAll: [fig(price("victoria-bc", "core")), /canadian|CAD|C\$/i] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "2 pro track tix for boston whats the total",
    expect: { includesAll: [fig(total("boston", "boston_pro_track", 2))] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "spokane is there a weekend pass or is it just the one day? and price of the cheapest ticket",
    expect: { includesAll: [fig(price("spokane", "core_day1")), [/one day|single|1 day|only|November 15/i]] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "cypress 'just a class' ticket how much, and does my daughter still get to audition with that one?",
    expect: { includesAll: [fig(price("cypress", "masterclass_only")), /free|audition only/i] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "boise nov 7 or nov 8 — which is cheaper for the core ticket",
    expect: { includesAll: [fig(price("boise-nov-7", "core")), fig(price("boise", "core"))] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "london core price and when is the london date",
    expect: {
      includesAll: [fig(price("london", "core")), /to be determined|TBD|not (yet )?(been )?(set|announced|confirmed|scheduled)|to be (announced|confirmed)|no date yet/i],
    },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "new hampshire full weekend pass how much, and can anyone buy it?",
    expect: { includesAll: [fig(price("new-hampshire", "nh_full_weekend")), new RegExp(escapeRegExp(nhStudio), "i")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "we already paid the deposit for the hudson nh weekend. what do we owe now",
    expect: { includesAll: [fig(price("new-hampshire", "nh_balance_payment"))] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "is sherwood pro track the same price as seattle pro track?",
    expect: { includesAll: [fig(price("sherwood", "pro")), fig(price("seattle", "pro"))] },
  },

  // Upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "nh vip upgrade how much and can i buy it on its own without the weekend pass",
    expect: { includesAll: [fig(price("new-hampshire", "nh_protrack_vip")), /full weekend pass|balance/i] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "bought core for orlando last week, she now wants pro track. can we upgrade and how much more",
    expect: { includesAll: [fig(boughtUpgrade("orlando", "core", "pro"))] },
  },

  // Discount codes
  {
    kind: "single",
    topic: "discount codes",
    ask: "victoria early bird code — what does core come to with it",
    expect: { includesAll: [fig(victoriaEarlyCore)] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "does the victoria early bird code work on the one class only ticket too?",
    expect: { includesAll: [no, /core/i, /pro track/i] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "can i use BRINGAFRIEND25 on a pro track ticket",
    expect: { includesAll: [no, /core/i] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "saw SUMMER2025 on an old email, does it still work?",
    expect: { includesAll: [[/expired|ended|no longer|not (valid|active)|isn't valid|is not valid/i, summerEndText]] },
  },

  // Dates and venues
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is the boston one on a saturday or a friday? need to get her out of school maybe",
    expect: { includesAll: [new RegExp(weekday("boston"), "i"), monthDay("boston")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "charleston — is that south carolina or west virginia?? and when",
    expect: { includesAll: [/west virginia|\bWV\b/i, monthDay("charleston-wv")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "dallas - what studio is it at?",
    expect: {
      includesAll: [/coming soon|not (yet )?(been )?(confirmed|announced|finali[sz]ed)|still being confirmed|to be (confirmed|announced)|TBD|hasn't been|has not been/i],
    },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is the buford ga stop the one they call hoschton? what day",
    expect: { includesAll: [monthDay("hoschton")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "atlanta sept 28 still on? we were going to buy",
    expect: { includesAll: [/cancel/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "niagara falls - where do we go in and where do we park",
    expect: { includesAll: [/back of the building|rear|back/i] },
  },

  // Schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "hartford, my 9 yo — what time do we need to be there in the morning",
    expect: { includesAll: [[timeFact(slotTime("hartford", "juniors", "Check-in")), /9:45/]] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "boston - my 10 year old, what time does her group check in",
    expect: { includesAll: [timeFact(slotTime("boston", "juniors", "Check-in"))] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "spokane seniors, there's something at 8pm — can a core day 1 kid stay for it?",
    expect: { includesAll: [no, /pro track/i] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "nh sunday studio 2, what is the thing at 1:15 and is it for everyone",
    expect: { includesAll: [/VIP/i] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "my daughter just turned 12, orlando — juniors or seniors?",
    expect: { includesAll: [/senior/i, /12 to adult|12 and (up|over|older)|12\+/i] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "seattle: 12 yr old, juniors or seniors?",
    expect: { includesAll: [/junior/i, /12 and under/i] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "boise nov 7 masterclass, my son is 13, what time does his group start",
    expect: { includesAll: [[timeFact(slotTime("boise-nov-7", "seniors", "Check-in")), timeFact(slotTime("boise-nov-7", "seniors", "Warm-up"))]] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "savannah — do the juniors get an audition slot or only the older kids?",
    expect: { includesAll: [timeFact(slotTime("savannah", "seniors", "Audition"))] },
  },

  // Ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: `can my ${tooYoung} year old do the audition? she's super into it`,
    expect: { includesAll: [no, new RegExp(`\\b${youngestAudition}\\b`)] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "im 17, do i need my mom to do anything for the audition signup or can i do it myself",
    expect: { includesAll: [/parent|guardian/i, /18/] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "im 24, is this just for kids or can adults come too",
    expect: { includesAll: [/all ages|adult|any age|13 and up|everyone|12 to adult/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my son's 14 and not at granite stage, can he still do the nh weekend?",
    expect: { includesAll: [no, new RegExp(escapeRegExp(nhStudio), "i")] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "skeleton crew audition, is 15 old enough",
    expect: { includesAll: [no, new RegExp(`\\b${skeletonCrewAge}\\b`)] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "she only does rec dance once a week, will she be lost or is it for advanced kids",
    expect: { includesAll: [/all levels|every level|any level|recreational|beginner/i] },
  },

  // Auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "is the audition extra $ or included if we buy core",
    expect: { includesAll: [/free/i] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "can he just do the audition and skip the classes? cheaper that way",
    expect: { includesAll: [/audition only/i] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if she auditions does that mean she gets a part in something?",
    expect: { includesAll: [/(not|n't|no) guarantee|never guarantee/i] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "we cant make any of the dates this year, is there any other way to be seen",
    expect: { includesAll: [/submit talent|submit-talent/i] },
  },

  // Policies, asked as the family's situation
  {
    kind: "single",
    topic: "policies",
    ask: "we bought orlando tickets but my daughter broke her ankle at practice. can we get our money back??",
    expect: { includesAll: [/final/i], includesAny: [email, /email/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "they moved our event date and i didnt see the email for like 4 days. is our money just gone now?",
    expect: { includesAll: [/credit/i, /never expire|not expire|doesn't expire|non-expiring|no expir/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "our date got changed and the new day doesnt work for us at all — can i get a refund or only a credit",
    expect: { includesAll: [/48/, /refund/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "we had tickets for atlanta. do i have to contact someone to get refunded?",
    expect: { includesAll: [/full refund/i, [/original payment|don't need to|do not need to|no need|automatic|you don't have to|won't need/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "can my son give his ticket to his friend since he can't go anymore",
    expect: { includesAll: [email] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "i got a credit from a date change on a us ticket, can i use it for victoria bc?",
    expect: { includesAll: [/currency/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "can i just get cash for my credit instead",
    expect: { includesAll: [no, /cash/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "do they film the kids? and can i keep my daughter out of instagram posts",
    expect: { includesAll: [/film/i, [email, /email/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "can parents stay and watch the classes in hartford or do we drop off",
    expect: { includesAll: [/space|depends|check-in|studio/i] },
  },

  // What to bring and wear
  {
    kind: "single",
    topic: "bring and wear",
    ask: "sneakers or jazz shoes?? she has both",
    expect: { includesAll: [/sneaker/i, /jazz shoe/i] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "can he wear his team hoodie with the giant logo on it",
    expect: { includesAll: [/logo/i] },
  },

  // City pages
  {
    kind: "single",
    topic: "city pages",
    ask: "boston contemporary class — who teaches it and does it cost extra",
    expect: { includesAll: [/Liora Vantassel|Liora/i, /included|same ticket|no extra|part of/i] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "does seattle come with a free month of acting for dancers too?",
    expect: { includesAll: [no, /spokane|sherwood|boston|hampshire|hudson|some/i] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "sherwood scholarship — when's the deadline to apply",
    expect: { includesAll: [/three weeks|3 weeks/i] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "if she gets a scholarship does it cover our hotel and gas too",
    expect: { includesAll: [no, /travel|accommodation|hotel/i] },
  },

  // Mentorship and Acting for Dancers
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "when does the mentorship start and when is the 2nd payment taken",
    expect: { includesAll: [withoutYear(mentorshipCohort.start), withoutYear(mentorshipCohort.recurringFrom)] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "if i sign up for mentorship and quit after 1 month do i stop paying?",
    expect: { includesAll: [no, new RegExp(`\\b(${mentorshipCohort.minimumTermMonths}|three)[- ]month`, "i")] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "elite circle or pro/growth — which one gets one-on-one calls with the choreographer",
    expect: { includesAll: [/elite circle/i] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "acting for dancers — is it a monthly subscription or pay once?",
    expect: { includesAll: [/one-time|one time|once/i] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "acting for dancers 3 pack price and how long do we have to use them",
    expect: { includesAll: [fig(price("acting-for-dancers", "afd_3pack")), /90 days|ninety days/i] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "we got the free acting month with our boston ticket, how do we actually use it",
    expect: { includesAll: [[email, /promo/i, /email/i]] },
  },

  // Similar names
  {
    kind: "single",
    topic: "similar names",
    ask: "is pro track the same thing as pro / growth? confused",
    expect: { includesAll: [no, /mentorship/i, /month/i] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "private mentorship with the choreographer vs acting for dancers private session — whats the difference, same length?",
    expect: { includesAll: [/60/, /50/] },
  },

  // Not on the site: the right reply is "not sure" and where to ask
  { kind: "single", topic: "not on the site", ask: "is there parking at the seattle studio?", expect: notSure },
  { kind: "single", topic: "not on the site", ask: "are you guys coming to phoenix az this year", expect: notSure },
  { kind: "single", topic: "not on the site", ask: "whats the choreographer's actual name? want to look him up", expect: notSure },
  { kind: "single", topic: "not on the site", ask: "is there a sibling discount if i bring 2 of my kids to cypress", expect: notSure },
  { kind: "single", topic: "not on the site", ask: "does the cypress studio have a sprung floor? she has bad knees", expect: notSure },
  { kind: "single", topic: "not on the site", ask: "is there a hotel deal for families doing the sherwood weekend", expect: notSure },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the right reply is "not sure"

export const tuning15OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "can u help w my sons math hw, whats 7x8 divided by 4", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats the weather gonna be in boise first week of november", expect: { notSure: true } },
  { kind: "off-topic", ask: "best stretches for a pulled hamstring? she tweaked it at comp", expect: { notSure: true } },
  { kind: "off-topic", ask: "recommend a good ballet school in london for a 10 year old", expect: { notSure: true } },
  { kind: "off-topic", ask: "write me a short poem about tap shoes for her birthday card", expect: { notSure: true } },
  { kind: "off-topic", ask: "how do i reset my iphone it keeps freezing", expect: { notSure: true } },
  { kind: "off-topic", ask: "which dance competitions are in texas in march", expect: { notSure: true } },
  { kind: "off-topic", ask: "who won dancing with the stars last season", expect: { notSure: true } },
  { kind: "off-topic", ask: "is it better to do ballet or hip hop first for a 6 year old in general", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on the earlier ones or switch city or subject

export const tuning15Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle price, then for two, then Victoria instead",
    turns: [
      { ask: "how much is core in seattle", expect: { includesAll: [fig(price("seattle", "core"))] } },
      { ask: "and for 2?", expect: { includesAll: [fig(total("seattle", "core", 2))] } },
      {
        ask: "hmm what about victoria instead, is it cheaper there?",
        expect: { includesAll: [fig(price("victoria-bc", "core"))], excludes: [seedVenue("seattle").name, street("seattle")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Orlando age group, check-in time, then an upgrade after buying",
    turns: [
      { ask: "my 12 yo wants to do orlando, is she a junior or senior there", expect: { includesAll: [/senior/i] } },
      {
        ask: "ok what time does her group check in",
        expect: { includesAll: [timeFact(slotTime("orlando", "seniors", "Check-in"))] },
      },
      {
        ask: "if we buy core now and she wants pro track later, can we switch? how much more",
        expect: { includesAll: [fig(boughtUpgrade("orlando", "core", "pro"))] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Savannah: cancelled, moved, then where it is",
    turns: [
      {
        ask: "we have tickets for savannah. what happens if it gets cancelled",
        expect: { includesAll: [/full refund/i] },
      },
      {
        ask: "and what if they just change the date instead and we can't go",
        expect: { includesAll: [/48/, /refund|credit/i] },
      },
      {
        ask: "ok good. where is it anyway",
        expect: { includesAll: [[seedVenue("savannah").name, street("savannah")]] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood dates and Saturday, then New Hampshire instead",
    turns: [
      { ask: "sherwood dates?", expect: { includesAll: [/january 24|jan\.? 24/i, /25/] } },
      { ask: "is saturday split by age", expect: { includesAll: [/all ages|together|every age/i] } },
      {
        ask: "what about the new hampshire weekend, can we go to that one instead",
        expect: {
          includesAll: [new RegExp(escapeRegExp(nhStudio), "i")],
          excludes: [seedVenue("sherwood").name, street("sherwood")],
        },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Elite Circle price and minimum, then Acting for Dancers",
    turns: [
      { ask: "how much is elite circle a month", expect: { includesAll: [fig(price("hartford", "mentorship_elite"))] } },
      {
        ask: "is there a minimum or can we cancel after the first month",
        expect: { includesAll: [new RegExp(`\\b(${mentorshipCohort.minimumTermMonths}|three)[- ]month`, "i")] },
      },
      {
        ask: "different question — is acting for dancers a subscription like that too?",
        expect: { includesAll: [/one-time|one time|once|not a subscription|never a subscription/i] },
      },
    ],
  },
];

export const tuning15QuestionCount: number =
  tuning15SingleQuestions.length +
  tuning15OffTopicQuestions.length +
  tuning15Conversations.reduce((n, c) => n + c.turns.length, 0);
