/**
 * Held-out set J of the chat assistant (issue 40): written after the answerer's code froze at 5c357cc,
 * from the spec, the seed catalog, the site's content files and the forms' own validation, by someone
 * who never read the answerer, its docs, its evaluation sets' questions or its tuning. Scored once;
 * its questions are never read while the answerer is changed.
 *
 * A cross-section of a normal week's visitors: prices and tickets, group totals, upgrades, dates and
 * venues, schedules, ages and eligibility, auditions, scholarships and talent submissions, policies,
 * what to bring, each city page's own facts and teachers, mentorship and Acting for Dancers, similar
 * product names, places the tour doesn't visit; plus off-topic questions and three-turn conversations.
 *
 * Every figure is computed from the seed with the site's own functions (seedOffers via seed-facts,
 * formatMoney, percentOff, the upgrade helpers, describeMentorshipCohort via mentorshipCohort, the
 * audition form's zod schema); copy facts are short phrases with alternatives. The clock is 2025-09-01.
 */
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { UPGRADE_LINK_DAYS } from "~/domain/ticket-upgrade";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, FactOrAlternatives, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  escapeRegExp,
  mentorshipCohort,
  MONTHS,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type HeldoutJTopic =
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

export interface HeldoutJQuestion {
  kind: "single";
  topic: HeldoutJTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Figures from the seed, as the site prices and words them

const rx = (source: string): RegExp => new RegExp(source, "i");

/** A money figure as a reply may write it: "$2,016" or "$2016"; Canadian figures also need the currency named. */
function money(m: Money): FactOrAlternatives[] {
  const text = formatMoney(m);
  const digits = text.replace(/^[^\d]+/, "");
  const plain = digits.replace(/,/g, "");
  const forms = [...new Set([digits, plain])];
  const end = "(?!\\d|,\\d)";
  if (m.currency === "CAD") {
    return [forms.map((d) => rx(`(?<![\\d,.])${escapeRegExp(d)}${end}`)), [/C\$/i, /CAD/i, /canadian/i, /CA\$/i]];
  }
  const symbol = m.currency === "GBP" ? "£" : "\\$";
  return [forms.map((d) => rx(`${symbol}\\s?${escapeRegExp(d)}${end}`))];
}

const priceOf = (slug: string, tier: string): FactOrAlternatives[] => money(seedPrice(slug, tier));

/** n tickets of one tier at one stop, no code: the cart's total. */
function times(slug: string, tier: string, n: number): Money {
  const p = seedPrice(slug, tier);
  return { amountMinor: p.amountMinor * n, currency: p.currency };
}

function sum(...parts: Money[]): Money {
  const first = parts[0];
  if (!first) throw new Error("nothing to add");
  return { amountMinor: parts.reduce((a, p) => a + p.amountMinor, 0), currency: first.currency };
}

/** "$240" as printed, back to a money figure the reply may word with or without a comma. */
function printed(text: string, currency: Money["currency"]): FactOrAlternatives[] {
  const units = Number(text.replace(/[^\d.]/g, ""));
  return money({ amountMinor: Math.round(units * 100), currency });
}

/** A calendar date (YYYY-MM-DD) as a reply words it: "November 9", "Nov 9", "Nov. 9th", "11/9". */
function isoDate(iso: string): RegExp {
  const [, m, d] = iso.split("-").map(Number);
  const month = MONTHS[(m ?? 0) - 1];
  if (!month || !d) throw new Error(`bad date ${iso}`);
  return rx(`(?:${month}|${month.slice(0, 3)}[a-z]*\\.?)\\s+${d}(?!\\d)|(?<!\\d)${m}/${d}(?!\\d)`);
}

/** A stop's first day as a reply words it. */
function on(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return isoDate(iso);
}

/** A worded date ("December 1, 2025") as a pattern like isoDate's. */
function worded(text: string): RegExp {
  const m = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  if (!m) throw new Error(`bad worded date ${text}`);
  const month = MONTHS.indexOf(m[1] ?? "") + 1;
  return isoDate(`${m[3]}-${String(month).padStart(2, "0")}-${String(m[2]).padStart(2, "0")}`);
}

/** A stop's street as a reply may write it: exactly, or its number and street name ("1520 ... Idaho"). */
function streetOf(slug: string): Fact[] {
  const s = street(slug);
  const [num, ...rest] = s.split(" ");
  const name = [...rest].sort((a, b) => b.length - a.length)[0];
  if (!num || !name) throw new Error(`odd street ${s}`);
  return [rx(escapeRegExp(s)), rx(`${escapeRegExp(num)}\\s.*${escapeRegExp(name)}`)];
}

const venueName = (slug: string): RegExp => rx(escapeRegExp(seedVenue(slug).name));

/** The time of a slot in a stop's schedule, by day, table (group or title) and activity. */
function slot(slug: string, group: string, activity: string, dayIndex = 0): RegExp {
  const day = seedEvent(slug).page.schedule.days[dayIndex];
  const table = day?.tables.find((t) => t.group === group || t.title === group);
  const s = table?.slots.find((x) => x.activity === activity);
  if (!s) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/.exec(s.time);
  if (!m) throw new Error(`odd time ${s.time}`);
  const alt = m[1] === "12" && m[2] === "00" && m[3] === "PM" ? "|noon" : "";
  return rx(`(?<![\\d:])${m[1]}:${m[2]}(?!\\d)${alt}`);
}

/** The audition form's own age limits and guardian rule, found by asking its schema. */
const auditionForm = (age: number, parentName?: string) =>
  auditionFormSchema.safeParse({ fullName: "Sam Dancer", email: "sam@example.com", phone: "555 0100", age, parentName, consent: true }).success;
const AGES = Array.from({ length: 131 }, (_, i) => i).filter((age) => auditionForm(age, "Pat Dancer"));
const YOUNGEST = AGES[0];
const OLDEST = AGES[AGES.length - 1];
const NO_GUARDIAN_FROM = Array.from({ length: 131 }, (_, i) => i).find((age) => auditionForm(age));
if (YOUNGEST === undefined || OLDEST === undefined || NO_GUARDIAN_FROM === undefined) throw new Error("the audition form accepts no age");
const ageWord = (n: number): RegExp => rx(`(?<!\\d)${n}(?!\\d)`);

const VICTORIA_CODE = seedDiscountCode("VICTORIAEARLY20");
const VICTORIA_PERCENT = VICTORIA_CODE.percentOff ?? 0;
const victoriaCoreEarly: Money = { amountMinor: percentOff(seedPrice("victoria-bc", "core").amountMinor, VICTORIA_PERCENT), currency: "CAD" };
const victoriaEndsOn = (VICTORIA_CODE.endsAt ?? "").slice(0, 10);

const cohortStart = worded(mentorshipCohort.start);
const minimumMonths = rx(`${mentorshipCohort.minimumTermMonths}[- ]month|${["zero", "one", "two", "three", "four", "five", "six"][mentorshipCohort.minimumTermMonths] ?? "x"}[- ]month`);

const contact: Fact = "hello@callboard.dance";
const allSalesFinal: Fact[] = [/all sales (are )?final/i, /non-?refundable/i, /no refunds?/i, /can(no|')t (offer|give|issue) (a )?refund/i];
const juniors12: Fact[] = [/12 and under/i, /12 (years )?(old )?or (younger|under)/i, /under 13/i, /ages? 12 and below/i];
const notSure = { notSure: true } as const;

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutJSingleQuestions: readonly HeldoutJQuestion[] = [
  // Prices and tickets
  { kind: "single", topic: "prices and tickets", ask: "how much is the seattle intensive", expect: { includesAll: [...priceOf("seattle", "core")] } },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "hi what does pro track cost for victoria bc? is that in canadian $",
    expect: { includesAll: [...priceOf("victoria-bc", "pro")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "London price?? and is there even a date for london yet",
    expect: { includesAll: [...priceOf("london", "core"), [/to be determined/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no date yet/i, /hasn'?t been (set|announced)/i]] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "My daughter wants to do Spokane in November. What are the ticket options and prices?",
    expect: { includesAll: [...priceOf("spokane", "core_day1"), ...priceOf("spokane", "pro")] },
  },
  { kind: "single", topic: "prices and tickets", ask: "orlando core experience how much? i heard its cheaper there", expect: { includesAll: [...priceOf("orlando", "core")] } },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "is the weekend pass in sherwood cheaper than buying saturday and sunday seperately?",
    expect: { includesAll: [...priceOf("sherwood", "weekend_pass")], includesAny: [/yes/i, /save/i, /cheaper/i, /less/i] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "how much for the boise masterclass on nov 7, just the class part",
    expect: { includesAll: [...priceOf("boise-nov-7", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "do i have to pay to audition or is it free",
    expect: { includesAll: [[/free/i, /no (cost|charge)/i, /doesn'?t cost/i, /\$0(?!\d)/]] },
  },

  // Group buying
  {
    kind: "single",
    topic: "group buying",
    ask: "I own a studio and want to bring 12 of my dancers to Hartford, all Core Experience. What would the total be?",
    expect: { includesAll: [...money(times("hartford", "core", 12))] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "me and my sister both want pro track at spokane how much all together",
    expect: { includesAll: [...money(times("spokane", "pro", 2))] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "3 core tickets for victoria, whats that come to",
    expect: { includesAll: [...money(times("victoria-bc", "core", 3))] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "my twins are going to orlando, one wants core and the other wants pro track. total for both?",
    expect: { includesAll: [...money(sum(seedPrice("orlando", "core"), seedPrice("orlando", "pro")))] },
  },
  {
    kind: "single",
    topic: "group buying",
    ask: "4 girls from our comp team just want the single class option in cypress, how much is that for all 4",
    expect: { includesAll: [...money(times("cypress", "masterclass_only", 4))] },
  },

  // Upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "I already bought a core ticket for orlando. how much more to switch to pro track?",
    expect: { includesAll: [...printed(boughtUpgrade("orlando", "core", "pro"), "USD")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "we have core for seattle but my son wants pro track now. do we pay the whole thing again or just the difference?",
    expect: { includesAll: [[/difference/i, ...(printed(boughtUpgrade("seattle", "core", "pro"), "USD")[0] as Fact[])]] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i just buy the pro track vip upgrade for the new hampshire weekend without the weekend pass",
    expect: { includesAll: [[/weekend pass/i, /balance payment/i], ...priceOf("new-hampshire", "nh_protrack_vip")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how long does the upgrade link you email stay valid",
    expect: { includesAll: [[ageWord(UPGRADE_LINK_DAYS), /two weeks/i]], includesAny: [/event starts/i, /event begins/i, /before the event/i, /start of the event/i] },
  },

  // Dates and venues
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when is the nashville one and where is it",
    expect: { includesAll: [on("nashville"), [venueName("nashville"), ...streetOf("nashville")]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "Is there a Dallas date, and which studio is it at?",
    expect: { includesAll: [on("dallas"), [/coming soon/i, /not (yet )?(been )?(confirmed|announced)/i, /\bTBA\b/i, /to be announced/i, /still being confirmed/i]] },
  },
  { kind: "single", topic: "dates and venues", ask: "when is charleston west virginia", expect: { includesAll: [on("charleston-wv")] } },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "saratoga springs - date and address please, we're driving from vermont",
    expect: { includesAll: [on("saratoga-springs"), streetOf("saratoga-springs")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is the atlanta sept 28 intensive still on? i was about to buy",
    expect: { includesAll: [/cancel/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "buford georgia date? is it at lanier",
    expect: { includesAll: [on("hoschton"), venueName("hoschton")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is sherwood one day or two days",
    expect: { includesAll: [[/two days/i, /2 days/i, /both days/i, /weekend/i], isoDate(seedEvent("sherwood").startsOn ?? ""), [isoDate(seedEvent("sherwood").endsOn ?? ""), /&\s*25/, /24\s*(?:-|–|and)\s*25/i]] },
  },

  // Schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "what time is check in for juniors at seattle",
    expect: { includesAll: [slot("seattle", "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "my daughter is 15, what time does her group start in boston",
    expect: { includesAll: [[slot("boston", "seniors", "Check-in"), slot("boston", "seniors", "Warm-up")]] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "my 10 yr old is doing hartford. what time do we need to be there",
    expect: { includesAll: [slot("hartford", "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "what time is the audition for the older group in sarasota",
    expect: { includesAll: [slot("sarasota", "seniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "Spokane: when is the stunts class for the seniors?",
    expect: { includesAll: [slot("spokane", "seniors", "Stunts for Dancers")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "sherwood saturday what time does it start",
    expect: { includesAll: [[slot("sherwood", "all", "Check-in", 0), slot("sherwood", "all", "Warm-up", 0)]] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "when do you send out the schedule and venue info for our day?",
    expect: { includesAll: [[/a week before/i, /one week before/i, /week ahead/i, /7 days before/i]], includesAny: [/day before/i] },
  },

  // Ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my daughter just turned 12, would she be a junior or senior at the seattle one",
    expect: { includesAll: [/junior/i, juniors12] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "is orlando split the same way? my son is 12",
    expect: { includesAll: [[/12 to adult/i, /12 and (up|over|older)/i, /12\+/i], [/senior/i, /older group/i, /12[- ]to[- ]adult group/i]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "whats the youngest age that can register for the audition? my son is 4",
    expect: { includesAll: [ageWord(YOUNGEST)] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "im 17, can i sign up for the audition by myself or do i need my mom",
    expect: { includesAll: [[/parent/i, /guardian/i]], includesAny: [ageWord(NO_GUARDIAN_FROM), /under 18/i, /minor/i, /need/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "Is there an age limit? I'm 46 and still take classes.",
    expect: { includesAll: [[/all ages/i, /any age/i, /everyone/i, /no (upper )?age limit/i, ageWord(OLDEST)]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can my 9yo do the new hampshire weekend? we're not from granite stage",
    expect: { includesAll: [/Granite Stage/i, [/only/i, /private/i]] },
  },

  // Auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "can she just do the audition in boise without paying for classes",
    expect: { includesAll: [[/audition only/i, /audition on its own/i, /just the audition/i, /only the audition/i], /free/i] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "what exactly is the audition for? will my kid get a role if they do well",
    expect: { includesAll: [[/upcoming projects/i, /music videos?/i, /film/i, /casting/i], [/not guarantee/i, /no guarantee/i, /doesn'?t guarantee/i, /isn'?t guaranteed/i, /not guaranteed/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "does my son need a headshot and resume to audition",
    expect: { includesAll: [[/not required/i, /no\b/i, /don'?t need/i, /optional/i, /neither is required/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "we cant make any of the tour dates. is there any way she can still be considered",
    expect: { includesAll: [[/submit talent/i, /submit-talent/i, /submit (your|her) (materials|talent|reel)/i]] },
  },

  // Scholarships and talent submissions
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "how do scholarships work? when do i have to apply by for charleston",
    expect: { includesAll: [[/three weeks/i, /3 weeks/i]], includesAny: [/scholarship/i] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "does the scholarship pay for our hotel and gas too",
    expect: { includesAll: [[/don'?t cover/i, /does not cover/i, /doesn'?t cover/i, /not cover/i, /no\b/i]], includesAny: [/travel/i, /accommodation/i, /hotel/i] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "is it free to submit talent online and what do i send",
    expect: { includesAll: [/free/i, [/reel/i, /video/i], [/social/i, /profiles?/i, /links?/i]] },
  },

  // Policies
  {
    kind: "single",
    topic: "policies",
    ask: "what if my kid gets sick the week of, can i get my money back",
    expect: { includesAll: [allSalesFinal], includesAny: [contact, /email/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "what happens if you guys move the date",
    expect: { includesAll: [[/48 hours/i, /48-hour/i, /48 hrs/i], /credit/i], includesAny: [/never expires/i, /doesn'?t expire/i, /does not expire/i, /no expir/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "we paid for victoria and got a credit after the date changed. can we use it for seattle instead?",
    expect: { includesAll: [/currency/i] },
  },
  { kind: "single", topic: "policies", ask: "can i transfer my daughters ticket to her friend who can go instead", expect: notSure },
  {
    kind: "single",
    topic: "policies",
    ask: "i dont want my 11 year old in your instagram videos. possible?",
    expect: { includesAll: [[/before the event/i, /email/i, contact]], includesAny: [/keep (them|her|him|your dancer|the dancer) out/i, /not (be )?featured/i, /out of (published|promotional)/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "do we get the videos from the day? when",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i]], includesAny: [/email/i, /clips/i] },
  },

  // What to bring and expect
  {
    kind: "single",
    topic: "bring and expect",
    ask: "what shoes should my daughter bring",
    expect: { includesAll: [/sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "what should he wear so it looks good on camera",
    expect: { includesAll: [[/solid colou?rs?/i, /fitted/i]], includesAny: [/logos?/i, /hair/i, /black/i, /jewell?ery/i] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "do we pack lunch or is food provided",
    expect: { includesAll: [[/bring (your own )?lunch/i, /lunch and snacks/i, /pack (a )?lunch/i, /snacks/i]] },
  },
  {
    kind: "single",
    topic: "bring and expect",
    ask: "Can parents stay and watch the classes?",
    expect: { includesAll: [[/depends/i, /studio'?s space/i, /each studio/i]] },
  },

  // Each city's own page facts and teachers
  {
    kind: "single",
    topic: "city pages and teachers",
    ask: "who teaches the contemporary class in boston",
    expect: { includesAll: [/Liora Vantassel/i] },
  },
  {
    kind: "single",
    topic: "city pages and teachers",
    ask: "wheres parking at the niagara falls studio? and which door",
    expect: { includesAll: [/rear lot/i, [/back of the building/i, /at the back/i, /rear/i]] },
  },
  {
    kind: "single",
    topic: "city pages and teachers",
    ask: "is there an early bird for victoria? what would core be with it",
    expect: { includesAll: [/VICTORIAEARLY20/i, ...money(victoriaCoreEarly)], includesAny: [isoDate(victoriaEndsOn), rx(`${VICTORIA_PERCENT}\\s?%`)] },
  },
  {
    kind: "single",
    topic: "city pages and teachers",
    ask: "which cities come with the free month of acting for dancers",
    expect: { includesAll: [/spokane/i, /sherwood/i, /boston/i, [/new hampshire/i, /hudson/i]] },
  },
  { kind: "single", topic: "city pages and teachers", ask: "what's the choreographer's actual name and where did she train", expect: notSure },
  { kind: "single", topic: "city pages and teachers", ask: "is there parking at the seattle studio?", expect: notSure },

  // Mentorship and Acting for Dancers
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "what are the mentorship levels and how much is each per month",
    expect: {
      includesAll: [/Building/i, /Growth/i, /Elite Circle/i, ...money(seedPrice("hartford", "mentorship_building")), ...money(seedPrice("hartford", "mentorship_growth")), ...money(seedPrice("hartford", "mentorship_elite"))],
    },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "when does mentorship start and is there a minimum commitment",
    expect: { includesAll: [cohortStart, minimumMonths] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "acting for dancers 3 pack - price and how long do i have to use the sessions",
    expect: { includesAll: [...priceOf("acting-for-dancers", "afd_3pack"), /90 days/i] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "is acting for dancers a monthly subscription? dont want surprise charges",
    expect: { includesAll: [[/one-time/i, /one time/i, /not a subscription/i, /never a subscription/i, /isn'?t a subscription/i]] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "difference between starter path and steady growth path?",
    expect: { includesAll: [[/four weeks?/i, /4[- ]weeks?/i, /four weekly/i], [/eight weeks?/i, /8[- ]weeks?/i, /eight weekly/i]] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "does elite circle keep charging me after the minimum?",
    expect: { includesAll: [[/renews automatically/i, /auto(matically)?[- ]renew/i, /month to month/i, /until you cancel/i]] },
  },

  // Similar product names
  {
    kind: "single",
    topic: "similar names",
    ask: "cypress has 'just a class' and 'core experience' - whats the difference",
    expect: { includesAll: [...priceOf("cypress", "masterclass_only"), ...priceOf("cypress", "core"), [/one (on-camera )?class/i, /single class/i]] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "what is the 'one class only' ticket in victoria",
    expect: { includesAll: [...priceOf("victoria-bc", "victoria_one_class_only"), [/one (on-camera )?class/i, /single class/i, /on-camera jazz/i]] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "boise has nov 7 and nov 8?? are those the same event",
    expect: { includesAll: [on("boise-nov-7"), on("boise"), /masterclass/i] },
  },

  // Places the tour does not visit
  { kind: "single", topic: "places not visited", ask: "are you guys ever coming to denver", expect: notSure },
  { kind: "single", topic: "places not visited", ask: "any chicago dates??", expect: notSure },
  { kind: "single", topic: "places not visited", ask: "When is the Phoenix intensive and how much is it?", expect: notSure },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the right reply is "not sure"

export const heldoutJOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "can you help me with my algebra homework, solve 3x + 7 = 22", expect: notSure },
  { kind: "off-topic", ask: "what pointe shoe brand is best for wide feet", expect: notSure },
  { kind: "off-topic", ask: "whats the weather going to be in seattle on november 9", expect: notSure },
  { kind: "off-topic", ask: "who won so you think you can dance last season", expect: notSure },
  { kind: "off-topic", ask: "my daughter pulled her hamstring, should she ice it or heat it", expect: notSure },
  { kind: "off-topic", ask: "recommend a good hotel near the boston studio?", expect: notSure },
  { kind: "off-topic", ask: "write me a short poem about dancing in the rain", expect: notSure },
  { kind: "off-topic", ask: "what song should i use for my lyrical solo at nationals", expect: notSure },
  { kind: "off-topic", ask: "how do i get an agent in LA as a 14 year old dancer", expect: notSure },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on the earlier ones or switch subject

export const heldoutJConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle price, then three tickets, then the same three at Niagara Falls",
    turns: [
      { ask: "how much is core at the seattle one", expect: { includesAll: [...priceOf("seattle", "core")] } },
      { ask: "and for 3 of them?", expect: { includesAll: [...money(times("seattle", "core", 3))] } },
      {
        ask: "actually what would 3 be at niagara falls instead",
        expect: { includesAll: [...money(times("niagara-falls", "core", 3))], excludes: [new RegExp(`\\$${escapeRegExp(formatMoney(times("seattle", "core", 3)).slice(1))}(?!\\d|,\\d)`)] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Boston: date, address, then the guest teacher",
    turns: [
      { ask: "when is boston", expect: { includesAll: [on("boston")] } },
      { ask: "whats the address of the studio", expect: { includesAll: [streetOf("boston")] } },
      { ask: "who's teaching the contemporary part", expect: { includesAll: [/Liora Vantassel/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "An 11-year-old at Orlando, then switching to Hartford",
    turns: [
      {
        ask: "my son is 11, which age group would he be in at orlando",
        expect: { includesAll: [[/11 and under/i, /11 or (younger|under)/i, /under 12/i]] },
      },
      { ask: "what time does his group check in", expect: { includesAll: [slot("orlando", "juniors", "Check-in")] } },
      {
        ask: "ok and if we went to hartford instead what time would it be",
        expect: { includesAll: [slot("hartford", "juniors", "Check-in")], excludes: [slot("orlando", "juniors", "Check-in")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship: what it is, the top level's price, cancelling early",
    turns: [
      { ask: "what's the mentorship program", expect: { includesAll: [/Building/i, /Growth/i, /Elite Circle/i] } },
      { ask: "how much is the top one a month", expect: { includesAll: [...money(seedPrice("hartford", "mentorship_elite"))] } },
      { ask: "can i cancel after the first month if i dont like it", expect: { includesAll: [minimumMonths] } },
    ],
  },
  {
    kind: "conversation",
    title: "Spokane: date, the day ticket, then the refund policy",
    turns: [
      { ask: "do you come to spokane", expect: { includesAll: [on("spokane")] } },
      { ask: "how much is the day ticket there", expect: { includesAll: [...priceOf("spokane", "core_day1")] } },
      { ask: "and if we buy and then cant go, refund?", expect: { includesAll: [allSalesFinal] } },
    ],
  },
];

export const heldoutJQuestionCount: number =
  heldoutJSingleQuestions.length + heldoutJOffTopicQuestions.length + heldoutJConversations.reduce((n, c) => n + c.turns.length, 0);
