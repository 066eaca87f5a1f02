/**
 * Tuning set 17 of the chat assistant (issue 40): a balanced cross-section of what visitors ask, written
 * from the spec, the seed catalog, the site's content files and the forms' own validation only, by someone
 * who never read the answerer, its docs or the other sets' questions.
 *
 * Every catalog figure (prices, totals, upgrade differences, dates, venues, streets, schedule times,
 * mentorship cohort terms) is computed from the seed with the site's own functions; eligibility comes from
 * the audition form's zod schema and the age-group rules. Copy facts are short phrases a right answer
 * contains, with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { AGE_GROUP_LABELS, auditionAgeGroup } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { scheduleCopy } from "~/content/schedule";
import { site } from "~/content/site";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
  dateText,
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

export type Tuning17Topic =
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
  | "city pages"
  | "mentorship and acting"
  | "similar names"
  | "places not visited";

interface Tuning17Question {
  kind: "single";
  topic: Tuning17Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Figures from the seed, as the site prints them

/** A printed figure as a pattern that doesn't match inside a larger one ($168 but not $1680 or $168,5), yet matches "$168, then". */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern, by stop and tier. */
const priceFig = (slug: string, tier: string): RegExp => fig(price(slug, tier));

/** Several amounts added up, in the first one's currency, as printed. */
function sum(...parts: Array<[Money, number]>): string {
  const first = parts[0];
  if (!first) throw new Error("nothing to add");
  const amountMinor = parts.reduce((acc, [m, n]) => acc + m.amountMinor * n, 0);
  return formatMoney({ amountMinor, currency: first[0].currency });
}

/** n tickets of one tier at one stop, as a pattern. */
const totalFig = (slug: string, tier: string, n: number): RegExp => fig(sum([seedPrice(slug, tier), n]));

/** A stop's start date ("November 2" or "Nov 2"), from its ISO date, as a pattern. */
function dayPattern(iso: string): RegExp {
  const [, m, d] = iso.split("-").map(Number);
  const month = MONTHS[(m ?? 1) - 1];
  if (!month || !d) throw new Error(`bad date ${iso}`);
  return new RegExp(`(?:${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}
function startDay(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return dayPattern(iso);
}
function endDay(slug: string): RegExp {
  const iso = seedEvent(slug).endsOn;
  if (!iso) throw new Error(`${slug} has no end date`);
  return dayPattern(iso);
}

/** The year of a stop's date, as the seed words it. */
function yearOf(slug: string): RegExp {
  const year = /\d{4}/.exec(dateText(slug))?.[0];
  if (!year) throw new Error(`${slug} has no year`);
  return new RegExp(year);
}

/** A clock time ("1:00 PM") as a pattern: "1:00 pm", "1pm", "1 p.m.". */
function timeFig(text: string): RegExp {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text);
  if (!m) throw new Error(`bad time ${text}`);
  const [, h, mm, ap] = m;
  const half = `${(ap ?? "").charAt(0).toLowerCase()}\\.?\\s?m\\.?`;
  const minutes = mm === "00" ? "(?::00)?" : `:${mm}`;
  return new RegExp(`(?<!\\d)${h}${minutes}\\s*${half}`, "i");
}

type Slot = { time: string; activity: string; detail?: string };

/** The time of an activity in one table of a stop's schedule (day by index, table by group or studio title). */
function slotTime(slug: string, dayIndex: number, table: string, activity: string): string {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  const d = days[dayIndex];
  const t = d?.tables.find((x) => x.group === table || x.title === table);
  const slot = (t?.slots as Slot[] | undefined)?.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug}: no ${activity} in ${table} on day ${dayIndex}`);
  return slot.time;
}
const slotFig = (slug: string, dayIndex: number, table: string, activity: string): RegExp => timeFig(slotTime(slug, dayIndex, table, activity));

/** A stop's studio name as a fact. */
const venueName = (slug: string): string => seedVenue(slug).name;
/** The street number and the street's name ("415 Farmington"), which survives "Ave" / "Avenue". */
function streetFig(slug: string): RegExp {
  const [num, name] = street(slug).split(" ");
  return new RegExp(`${escapeRegExp(num ?? "")}\\s+${escapeRegExp(name ?? "")}`, "i");
}

// ---------------------------------------------------------------------------------------------
// Eligibility from the audition form's own schema

const auditionForm = (age: number, parentName?: string) =>
  auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "dancer@example.com", phone: "555 0100", age, parentName, consent: true });

/** The youngest age the audition form accepts. */
const youngestAuditionAge = (() => {
  for (let age = 1; age < 30; age += 1) if (auditionForm(age, "Parent Name").success) return age;
  throw new Error("no age accepted");
})();
if (auditionForm(17).success) throw new Error("the form takes a 17-year-old without a guardian: rewrite the question");
if (!auditionForm(18).success) throw new Error("the form refuses an 18-year-old without a guardian: rewrite the question");

const agePattern = (n: number): RegExp => new RegExp(`(?<!\\d)${n}(?!\\d)`);
const groupOf = (age: number): RegExp => new RegExp(escapeRegExp(AGE_GROUP_LABELS[auditionAgeGroup(age)].split(" ")[0] ?? ""), "i");

// ---------------------------------------------------------------------------------------------
// Copy facts reused below

const notGuaranteed: Fact = /(not|never|n't|no)\s+(a\s+)?guarantee/i;
const allSalesFinal: Fact[] = [/all sales (are )?final/i, /(don't|do not|can't|cannot|won't|no)\s+(give\s+)?refund/i, /non-?refundable/i];
const orlandoSeniors = scheduleCopy.ageGroups.eleven_and_twelve_plus.seniors; // "Seniors (12 to adult)"
const victoriaCode = seedDiscountCode("VICTORIAEARLY20");
const victoriaCity = seedEvent(victoriaCode.city ?? "victoria-bc").cityName.split(",")[0] ?? "Victoria";
const mail = new RegExp(escapeRegExp(site.contactEmail), "i");

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning17SingleQuestions: readonly Tuning17Question[] = [
  // Prices and tickets
  { kind: "single", topic: "prices and tickets", ask: "how much is the core experience in hartford", expect: { includesAll: [priceFig("hartford", "core")] } },
  { kind: "single", topic: "prices and tickets", ask: "spokane pro track price pls", expect: { includesAll: [priceFig("spokane", "pro")] } },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "victoria bc core ticket, is that in canadian dollars? how much",
    expect: { includesAll: [priceFig("victoria-bc", "core"), [/C\$/, /CAD/i, /canadian/i]] },
  },
  { kind: "single", topic: "prices and tickets", ask: "cypress tx 'just a class' option how much??", expect: { includesAll: [priceFig("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and tickets", ask: "orlando core price", expect: { includesAll: [priceFig("orlando", "core")], excludes: [fig(price("hartford", "core"))] } },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "is there a london date yet? and what would it cost",
    expect: {
      includesAll: [[/to be (determined|announced|confirmed)/i, /\bTBD\b/i, /no date/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /hasn't been/i], priceFig("london", "core")],
    },
  },
  { kind: "single", topic: "prices and tickets", ask: "does the audition cost anything at savannah", expect: { includesAll: [[/free/i, fig(price("savannah", "audition_only")), /no (cost|charge|fee)/i]] } },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "the boise masterclass on nov 7, how much is just the class",
    expect: { includesAll: [priceFig("boise-nov-7", "masterclass_only")] },
  },
  { kind: "single", topic: "prices and tickets", ask: "sherwood full weekend pass price?", expect: { includesAll: [priceFig("sherwood", "weekend_pass")] } },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "we already paid the deposit for the granite stage weekend in hudson. what do we owe now",
    expect: { includesAll: [priceFig("new-hampshire", "nh_balance_payment")] },
  },

  // Group buying
  { kind: "single", topic: "group buying", ask: "3 core tickets for seattle, whats the total", expect: { includesAll: [totalFig("seattle", "core", 3)] } },
  {
    kind: "single",
    topic: "group buying",
    ask: "me and my 2 daughters all want pro track in boston, total for the three of us?",
    expect: { includesAll: [totalFig("boston", "boston_pro_track", 3)] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "our studio is sending 4 girls to charleston wv, core tickets. how much altogether",
    expect: { includesAll: [totalFig("charleston-wv", "core", 4)] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "orlando: 2 core + 1 pro track, what does that come to",
    expect: { includesAll: [fig(sum([seedPrice("orlando", "core"), 2], [seedPrice("orlando", "pro"), 1]))] },
  },

  // Upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "i already bought core for orlando, how much more to move up to pro track?",
    expect: { includesAll: [fig(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "i have a seattle core ticket in my cart, if i swap it for pro track whats the difference",
    expect: { includesAll: [fig(cartUpgrade("seattle", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "hudson nh pro track vip upgrade - price? and can my son buy just that",
    expect: { includesAll: [priceFig("new-hampshire", "nh_protrack_vip"), [/weekend pass/i, /balance/i, /deposit/i, /first/i]] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "whats the difference in price between core and pro in victoria",
    expect: { includesAll: [fig(cartUpgrade("victoria-bc", "core", "pro"))] },
  },

  // Dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the nashville one", expect: { includesAll: [startDay("nashville")] } },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "where exactly is the boise intensive, whats the address",
    expect: { includesAll: [streetFig("boise")], includesAny: [venueName("boise"), streetFig("boise")] },
  },
  { kind: "single", topic: "dates and venues", ask: "which studio is minneapolis at", expect: { includesAll: [venueName("minneapolis")] } },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "what studio is the dallas one at",
    expect: {
      includesAll: [[new RegExp(escapeRegExp(scheduleCopy.venueComingSoon), "i"), /coming soon/i, /not (yet )?(been )?(confirmed|announced|set)/i, /still being confirmed/i, /\bTBD\b/i, /to be (announced|confirmed)/i]],
    },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is atlanta still on for sept 28? we were going to buy",
    expect: { includesAll: [/cancel/i], excludes: [/atlanta is (still )?on\b/i] },
  },
  { kind: "single", topic: "dates and venues", ask: "hartford studio address", expect: { includesAll: [streetFig("hartford")] } },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "saratoga springs - when and where",
    expect: { includesAll: [startDay("saratoga-springs"), venueName("saratoga-springs")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "the charleston stop, is that charleston sc? what date",
    expect: { includesAll: [[/\bWV\b/, /west virginia/i], startDay("charleston-wv")] },
  },
  { kind: "single", topic: "dates and venues", ask: "springfield va when is it", expect: { includesAll: [startDay("springfield-va"), yearOf("springfield-va")] } },

  // Schedule
  { kind: "single", topic: "schedule", ask: "what time is check in for seniors in hartford", expect: { includesAll: [slotFig("hartford", 0, "seniors", "Check-in")] } },
  {
    kind: "single",
    topic: "schedule",
    ask: "my 10 yr old is doing seattle, what time does her group start",
    expect: { includesAll: [[slotFig("seattle", 0, "juniors", "Check-in"), slotFig("seattle", 0, "juniors", "Warm-up")]] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "daughter is 12, doing orlando. is she in the morning group or afternoon?",
    expect: {
      includesAll: [[new RegExp(escapeRegExp(orlandoSeniors), "i"), /12 to adult/i, /senior/i], [slotFig("orlando", 0, "seniors", "Check-in"), /afternoon/i]],
      excludes: [/she(?:'s| is| will be| would be| goes) (?:in )?(?:with )?(?:the )?junior/i],
    },
  },
  { kind: "single", topic: "schedule", ask: "boston seniors industry q&a what time", expect: { includesAll: [slotFig("boston", 0, "seniors", "Industry Q&A")] } },
  { kind: "single", topic: "schedule", ask: "savannah audition time for the older group", expect: { includesAll: [slotFig("savannah", 0, "seniors", "Audition")] } },
  {
    kind: "single",
    topic: "schedule",
    ask: "niagara falls - how do we get into the studio, someone said the door is weird",
    expect: { includesAll: [/back of the building|rear|back entrance|at the back/i] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "hudson nh sunday, when is the vip session for seniors",
    expect: { includesAll: [slotFig("new-hampshire", 1, "seniors", "Pro Track VIP session")] },
  },
  { kind: "single", topic: "schedule", ask: "spokane juniors - what time is the stunts class", expect: { includesAll: [slotFig("spokane", 0, "juniors", "Stunts for Dancers")] } },

  // Ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can my 4 year old do the audition? she loves dancing",
    expect: { includesAll: [agePattern(youngestAuditionAge)] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "im 17 can i sign up for the audition on my own",
    expect: { includesAll: [/parent|guardian/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "i just turned 18, do i still need a parent to register for the audition?",
    expect: { includesAny: [/\bno\b/i, /don't need/i, /do not need/i, /not (need|required)/i, /only (for )?(dancers )?under 18/i], excludes: [/yes,? you (still )?need/i] },
  },
  { kind: "single", topic: "ages and eligibility", ask: "my daughter is 13, is she a junior or senior", expect: { includesAll: [groupOf(13)] } },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can my 8 yr old and 15 yr old dance together on the sherwood saturday",
    expect: { includesAll: [[/all ages/i, /together/i, /same (room|group|class)/i]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my kid isnt at granite stage, can she still do the hudson nh weekend?",
    expect: { includesAll: [/granite stage/i, [/student/i, /alumni/i, /private/i]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "does my son need to be advanced? he only does rec classes",
    expect: { includesAny: [/all levels/i, /every level/i, /recreational/i, /everyone belongs/i, /step by step/i] },
  },

  // Auditions
  { kind: "single", topic: "auditions", ask: "if she does the audition is she guaranteed a part", expect: { includesAll: [notGuaranteed] } },
  {
    kind: "single",
    topic: "auditions",
    ask: "can he just come to the audition and skip the classes",
    expect: { includesAll: [/audition only/i, [/free/i, /no cost/i, /\$0(?!\d)/]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "what r they actually auditioning for",
    expect: { includesAny: [/music video/i, /film/i, /television|\btv\b/i, /live show/i, /upcoming projects/i] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "skeleton crew audition - how old do you have to be",
    expect: { includesAll: [agePattern(16)] },
  },

  // Scholarships and talent submissions
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "what does a scholarship actually cover, like travel too?",
    expect: { includesAll: [/core experience/i, [/(don't|do not|doesn't|does not|not|won't) (cover )?(include )?travel/i, /not travel/i, /no travel/i, /travel,? (accommodation|and)/i]] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "when do scholarship applications close",
    expect: { includesAll: [[/three weeks/i, /3 weeks/i]] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "we cant make any of the tour dates, is there another way to be seen",
    expect: { includesAll: [/submit talent|submit your talent|submit-talent/i] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "i already bought the ticket, can i apply for a scholarship and get money back",
    expect: { includesAny: [/apply before/i, /before (you )?buy/i, ...allSalesFinal] },
  },

  // Policies
  { kind: "single", topic: "policies", ask: "if my kid gets sick the week before can we get a refund", expect: { includesAny: allSalesFinal } },
  {
    kind: "single",
    topic: "policies",
    ask: "what happens if you guys change the date",
    expect: { includesAll: [[/48 hours/i, /48-hour/i, /two days/i], [/credit/i, /refund/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "we had tickets for atlanta and it got cancelled, do i have to ask for the refund?",
    expect: { includesAll: [/full refund/i], includesAny: [/don't need to ask/i, /do not need to ask/i, /automatic/i, /original payment/i, /no need/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "does the credit from a date change expire and can i use it at a different city",
    expect: { includesAll: [[/never expire/i, /not expire/i, /doesn't expire/i, /no expir/i], [/any city/i, /another city/i, /different city/i, /any (city or )?date/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: `does ${victoriaCode.code.toLowerCase()} work for seattle`,
    expect: {
      // The code's own name contains "victoria", so the reply must say it is limited to that stop, or that it won't work in Seattle.
      includesAll: [
        [
          new RegExp(`only (for|on|at|in|valid|works?|applies)[^.]{0,40}${escapeRegExp(victoriaCity)}`, "i"),
          new RegExp(`${escapeRegExp(victoriaCity)}[^.]{0,40}only`, "i"),
          /(doesn't|does not|won't|will not|can't|cannot|isn't|is not|not) (work|apply|be used|valid)/i,
        ],
      ],
      excludes: [/^\W*yes\b/i],
    },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "can parents watch the class?",
    expect: { includesAny: [/depends/i, /studio'?s space/i, /at check-in/i, /each studio/i] },
  },

  // What to bring and expect
  { kind: "single", topic: "bring and expect", ask: "what shoes should he bring", expect: { includesAll: [/sneaker/i, /jazz shoe/i] } },
  { kind: "single", topic: "bring and expect", ask: "do we need to pack lunch", expect: { includesAll: [[/lunch/i, /snack/i]] } },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "when do we get the video clips after",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i]] },
  },

  // City pages
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/liora vantassel/i] } },
  {
    kind: "single",
    topic: "city pages",
    ask: "is the boston contemporary class extra $$",
    expect: { includesAny: [/included/i, /same ticket/i, /no extra/i, /not extra/i, /doesn't cost extra/i] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "someone said spokane comes w a free month of acting for dancers? how do we get it",
    expect: { includesAll: [/free month/i, [mail, /email/i]] },
  },

  // Mentorship and acting
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "when does mentorship start and is there a minimum",
    expect: {
      includesAll: [
        [new RegExp(escapeRegExp(mentorshipCohort.start), "i"), new RegExp(escapeRegExp(mentorshipCohort.firstPeriod), "i"), /december 1/i],
        [new RegExp(`${mentorshipCohort.minimumTermMonths}[- ]month`, "i"), /three[- ]month/i],
      ],
    },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "how much is the building mentorship a month (looking at the seattle page)",
    expect: { includesAll: [priceFig("seattle", "mentorship_building")] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "does elite circle auto renew",
    expect: { includesAll: [[/renews automatically/i, /auto(matically)?[- ]?renew/i, /\byes\b/i]] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "acting for dancers 3 pack - price and how long do i have to use them",
    expect: { includesAll: [priceFig("acting-for-dancers", "afd_3pack"), [/90 days/i, /ninety days/i]] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "is acting for dancers a monthly subscription?",
    expect: { includesAll: [[/one-time/i, /one time/i, /not a subscription/i, /never a subscription/i, /\bno\b/i]] },
  },

  // Similar names
  {
    kind: "single",
    topic: "similar names",
    ask: "is pro track the same thing as the pro / growth mentorship",
    expect: { includesAll: [[/month/i, /mentorship/i, /online/i, /subscription/i]] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "there are 2 boise dates?? whats the difference between the nov 7 and nov 8 ones",
    expect: { includesAll: [/masterclass/i, startDay("boise")] },
  },

  // Places not visited / things the site doesn't say
  { kind: "single", topic: "places not visited", ask: "r u coming to phoenix at all", expect: { notSure: true } },
  { kind: "single", topic: "places not visited", ask: "any stop in toronto this season?", expect: { notSure: true } },
  { kind: "single", topic: "places not visited", ask: "is there parking at the seattle studio", expect: { notSure: true } },
  { kind: "single", topic: "places not visited", ask: "which famous artists has the choreographer worked with, like beyonce?", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the right reply is "not sure"

export const tuning17OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "write me a short poem about my dance recital", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats the weather gonna be in boston in december", expect: { notSure: true } },
  { kind: "off-topic", ask: "best brand of pointe shoes for wide feet?", expect: { notSure: true } },
  { kind: "off-topic", ask: "can u help w my algebra homework real quick", expect: { notSure: true } },
  { kind: "off-topic", ask: "what is the capital of australia", expect: { notSure: true } },
  { kind: "off-topic", ask: "good hotels near downtown orlando for a family of 4?", expect: { notSure: true } },
  { kind: "off-topic", ask: "my hamstring hurts after stretching, should i ice or heat it", expect: { notSure: true } },
  { kind: "off-topic", ask: "who won the world series last year", expect: { notSure: true } },
  { kind: "off-topic", ask: "translate 'five six seven eight' into spanish", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on or switch away from the earlier ones

export const tuning17Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Cypress price, then a group, then another city",
    turns: [
      { ask: "how much is core in cypress", expect: { includesAll: [priceFig("cypress", "core")] } },
      { ask: "and for 3 of us?", expect: { includesAll: [totalFig("cypress", "core", 3)] } },
      {
        ask: "ok what about niagara falls instead, just one core ticket",
        expect: { includesAll: [priceFig("niagara-falls", "core")], excludes: [totalFig("cypress", "core", 3)] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Orlando date, venue, then an 11-year-old's check-in",
    turns: [
      { ask: "when's the orlando intensive", expect: { includesAll: [startDay("orlando")] } },
      { ask: "where is it", expect: { includesAll: [[venueName("orlando"), streetFig("orlando")]] } },
      {
        ask: "my son is 11, what time does he check in",
        expect: {
          includesAll: [slotFig("orlando", 0, "juniors", "Check-in")],
          excludes: [slotFig("orlando", 0, "seniors", "Check-in")],
        },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship levels, the middle one's price, the minimum",
    turns: [
      { ask: "what are the mentorship levels", expect: { includesAll: [/building/i, /growth/i, /elite circle/i] } },
      { ask: "how much is the middle one per month", expect: { includesAll: [priceFig("seattle", "mentorship_growth")] } },
      {
        ask: "can i cancel after just one month",
        expect: { includesAll: [[new RegExp(`${mentorshipCohort.minimumTermMonths}[- ]month`, "i"), /three[- ]month/i, /minimum/i]] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood dates, Sunday only, then a switch to Boston",
    turns: [
      { ask: "what are the sherwood dates", expect: { includesAll: [startDay("sherwood"), [endDay("sherwood"), /&\s*25|and 25|-\s*25|–\s*25/]] } },
      { ask: "can she do only the sunday? how much", expect: { includesAll: [priceFig("sherwood", "core_day2")] } },
      {
        ask: "actually whats the date for the boston one",
        expect: { includesAll: [startDay("boston")], excludes: [startDay("sherwood"), endDay("sherwood")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A 16-year-old's audition in Savannah: can he, when, what to bring",
    turns: [
      {
        ask: "my son is 16 can he audition at savannah",
        expect: { includesAll: [[/\byes\b/i, /can audition/i, /free/i, /audition only/i]], includesAny: [/parent|guardian/i, /free/i, /audition only/i] },
      },
      { ask: "what time would that be", expect: { includesAll: [slotFig("savannah", 0, "seniors", "Audition")] } },
      { ask: "what should he bring", expect: { includesAny: [/water/i, /sneaker|shoes/i, /headshot/i, /lunch|snack/i, /towel/i] } },
    ],
  },
];

export const tuning17QuestionCount: number =
  tuning17SingleQuestions.length + tuning17OffTopicQuestions.length + tuning17Conversations.reduce((n, c) => n + c.turns.length, 0);
