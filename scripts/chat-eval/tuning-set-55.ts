/**
 * Tuning set 55 (issue 40): parents, dancers and studio owners, before and after buying. Written from the
 * spec, the seed and the site's pages only. Every figure is computed from the seed with the site's own
 * functions; a name the seed does not have throws when this file loads. The clock is EVAL_CLOCK (2025-09-01).
 */
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import { EVAL_CLOCK, MONTHS, boughtUpgrade, escapeRegExp, mentorshipCohort, seedDiscountCode, seedEvent, seedPrice, seedVenue, street } from "./seed-facts";
import { scheduleCopy } from "~/content/schedule";
import { auditionAgeGroup } from "~/domain/age-groups";
import { applyDiscounts, type DiscountCodeRule } from "~/domain/discounts";
import { formatMoney, toMinor, type Money } from "~/domain/money";

type Topic =
  | "prices and totals"
  | "upgrades"
  | "discount codes"
  | "dates and venues"
  | "schedule and groups"
  | "ages and eligibility"
  | "auditions"
  | "changes, refunds and credits"
  | "what to bring and wear"
  | "footage and photos"
  | "city pages"
  | "what a ticket includes"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and submit talent";

interface Single {
  kind: "single";
  topic: Topic;
  ask: string;
  expect: Expectation;
}

const YES_FIRST: Fact = /^\s*(yes|yep|yeah|sure)\b/i;
const NO_FIRST: Fact = /^\s*(no|nope)\b/i;

/** A printed amount as a pattern that does not match inside a larger number; "C$227" also accepts "$227". */
function fig(m: Money): RegExp {
  const text = formatMoney(m).replace(/^C(?=\$)/, "");
  return new RegExp(escapeRegExp(text).replace(/,/g, ",?") + "(?!\\d|,\\d)");
}
function figText(text: string): RegExp {
  return new RegExp(escapeRegExp(text.replace(/^C(?=\$)/, "")).replace(/,/g, ",?") + "(?!\\d|,\\d)");
}
const pr = (slug: string, tier: string) => fig(seedPrice(slug, tier));
function times(slug: string, tier: string, n: number): RegExp {
  const p = seedPrice(slug, tier);
  return fig({ amountMinor: p.amountMinor * n, currency: p.currency });
}

/** A seeded code as the discount rules see it. */
function codeRule(code: string): DiscountCodeRule {
  const d = seedDiscountCode(code);
  const percent = "percentOff" in d && typeof d.percentOff === "number" ? d.percentOff : null;
  const amount = "amount" in d && typeof d.amount === "number" ? d.amount : null;
  if (percent === null && amount === null) throw new Error(`${code} has neither percent nor amount`);
  return {
    code: d.code,
    discountType: percent !== null ? "percentage" : "fixed",
    value: percent !== null ? percent : toMinor(amount ?? 0),
    currency: percent !== null ? null : ((("currency" in d ? d.currency : null) ?? null) as DiscountCodeRule["currency"]),
    eligibleTiers: ("eligibleTiers" in d ? d.eligibleTiers : undefined) ?? [],
    cityRestriction: ("city" in d ? d.city : undefined) ?? null,
    customerTag: null,
    description: d.description ?? "",
    startsAt: null,
    endsAt: null,
    maxUses: null,
    usesCount: 0,
    isActive: true,
  };
}
/** The cart total for n tickets of one tier with one code, by the site's applyDiscounts. */
function withCode(slug: string, tier: string, n: number, code: string): RegExp {
  const p = seedPrice(slug, tier);
  const r = applyDiscounts([{ tierKey: tier, unitPriceMinor: p.amountMinor, quantity: n }], [codeRule(code)]);
  if (r.discountMinor <= 0) throw new Error(`${code} takes nothing off ${slug} ${tier}`);
  return fig({ amountMinor: r.totalMinor, currency: p.currency });
}
/** When a code ends, as a month and day ("October 24"). */
function codeEnds(code: string): RegExp {
  const d = seedDiscountCode(code);
  const ends = "endsAt" in d && d.endsAt ? String(d.endsAt) : null;
  if (!ends) throw new Error(`${code} has no end`);
  const [, m, day] = ends.slice(0, 10).split("-").map(Number);
  return monthDay(m!, day!);
}
function codeExpired(code: string): boolean {
  const d = seedDiscountCode(code);
  const ends = "endsAt" in d && d.endsAt ? new Date(String(d.endsAt)) : null;
  return ends !== null && ends.getTime() <= EVAL_CLOCK.getTime();
}

function monthDay(month: number, day: number): RegExp {
  const name = MONTHS[month - 1]!;
  return new RegExp(`(${name}|${name.slice(0, 3)}\\.?)\\s+${day}(?!\\d)|(?<!\\d)${day}(st|nd|rd|th)?\\s+(of\\s+)?(${name}|${name.slice(0, 3)})`, "i");
}
/** A stop's (first) date as a month and day pattern. */
function when(slug: string): RegExp {
  const s = seedEvent(slug).startsOn;
  if (!s) throw new Error(`${slug} has no date`);
  const [, m, d] = s.split("-").map(Number);
  return monthDay(m!, d!);
}
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
function weekday(slug: string): string {
  const s = seedEvent(slug).startsOn;
  if (!s) throw new Error(`${slug} has no date`);
  return WEEKDAYS[new Date(`${s}T12:00:00Z`).getUTCDay()]!;
}
const venue = (slug: string) => seedVenue(slug).name;

/** A time as a pattern: "9:00 AM" also matches "9am", "9 a.m."; never inside "19:00". */
function timeRx(time: string): RegExp {
  const [hm, ap] = time.split(" ");
  const [h, min] = hm!.split(":");
  const a = ap!.toLowerCase();
  const minutes = min === "00" ? "(?::00)?" : `:${min}`;
  return new RegExp(`(?<![\\d:])${h}${minutes}\\s?${a[0]}\\.?${a[1]}\\.?`, "i");
}
/** The time of one slot of a stop's schedule (fails if the seed has no such slot). */
function slot(slug: string, group: string, activity: string, day = 0): RegExp {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  const table = days[day]?.tables.find((t) => t.group === group);
  const s = table?.slots.find((x) => x.activity === activity);
  if (!s) throw new Error(`${slug} has no ${activity} for ${group} on day ${day}`);
  return timeRx(s.time);
}
/** The group a child of this age dances with at a standard stop ("junior" or "senior"). */
const groupOf = (age: number): RegExp => (auditionAgeGroup(age) === "12_and_under" ? /junior/i : /senior/i);
/** The Orlando split (11 and under / 12 to adult) as the schedule heads it. */
const orlandoSeniors = scheduleCopy.ageGroups.eleven_and_twelve_plus.seniors;
if (!orlandoSeniors.includes("12")) throw new Error("the Orlando split changed");
if (seedEvent("orlando").page?.schedule?.ageGroups !== "eleven_and_twelve_plus") throw new Error("Orlando no longer splits 11/12");

const NOT_EXPIRE: Fact = /(never|not|doesn'?t|does not|won'?t|will not|don'?t|no) expir|non-expiring|without (an )?expir/i;
const ALL_FINAL: Fact = /all sales (are )?final|sales are final|non-?refundable|(no|not|n't) (give )?refund|can'?t (get a |be )?refund|cannot (get a |be )?refund/i;
const NOT_GUARANTEE: Fact = /(does not|doesn'?t|not|no|never|isn'?t|won'?t) (a )?guarantee|not guaranteed|isn'?t guaranteed|no guarantee/i;

if (!codeExpired("SUMMER2025")) throw new Error("SUMMER2025 is still running at the eval clock");
if (codeExpired("VICTORIAEARLY20")) throw new Error("VICTORIAEARLY20 has ended at the eval clock");
if (!seedEvent("atlanta").isCancelled) throw new Error("Atlanta is not cancelled");
if (seedEvent("london").startsOn !== null) throw new Error("London now has a date");
if (seedEvent("dallas").venue) throw new Error("Dallas now has a venue");
const c = mentorshipCohort;
const minimum = new RegExp(`${c.minimumTermMonths}[- ]month|${["zero", "one", "two", "three", "four", "five", "six"][c.minimumTermMonths]}[- ]month`, "i");

export const tuning55SingleQuestions: readonly Single[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in nashville", expect: { includesAll: [pr("nashville", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "studio owner here, bringing 6 dancers to savannah, all core experience. whats the total", expect: { includesAll: [times("savannah", "core", 6)] } },
  { kind: "single", topic: "prices and totals", ask: "pro track price for victoria bc? is that in canadian dollars", expect: { includesAll: [pr("victoria-bc", "pro"), [/C\$/, /CAD/, /canadian/i]] } },
  { kind: "single", topic: "prices and totals", ask: "2 pro track tickets for spokane, how much all together", expect: { includesAll: [times("spokane", "pro", 2)] } },
  { kind: "single", topic: "prices and totals", ask: "my 3 girls each want the one class only ticket in victoria. total?", expect: { includesAll: [times("victoria-bc", "victoria_one_class_only", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "how much is the 'just a class' option in cypress", expect: { includesAll: [pr("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices and totals", ask: "sherwood: is the full weekend pass cheaper than buying saturday and sunday separately?", expect: { includesAll: [pr("sherwood", "weekend_pass"), fig({ amountMinor: seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor, currency: "USD" })], excludes: [NO_FIRST] } },
  // upgrades
  { kind: "single", topic: "upgrades", ask: "already bought core for orlando, my son wants pro track now. how much more do i pay?", expect: { includesAll: [figText(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "i have a core ticket for seattle. can i still upgrade to pro track after buying and what does it cost", expect: { includesAll: [figText(boughtUpgrade("seattle", "core", "pro"))], excludes: [NO_FIRST] } },
  { kind: "single", topic: "upgrades", ask: "how do i upgrade my daughters core ticket to pro track, i already paid", expect: { includesAll: [/order number/i, /email/i] } },
  { kind: "single", topic: "upgrades", ask: "can i buy only the pro track vip upgrade for the new hampshire weekend, without a weekend pass?", expect: { includesAll: [/weekend pass|balance payment|deposit/i], excludes: [YES_FIRST] } },
  // discount codes
  { kind: "single", topic: "discount codes", ask: "with VICTORIAEARLY20, what do 2 core experience tickets in victoria come to", expect: { includesAll: [withCode("victoria-bc", "core", 2, "VICTORIAEARLY20")] } },
  { kind: "single", topic: "discount codes", ask: "does PROTRACK50 work on a seattle pro track ticket?", expect: { includesAll: [/hartford/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "discount codes", ask: "hartford pro track with the code protrack50, what will i pay", expect: { includesAll: [withCode("hartford", "pro", 1, "PROTRACK50")] } },
  { kind: "single", topic: "discount codes", ask: "can i still use the code SUMMER2025?", expect: { includesAll: [[/expired|ended|no longer|not valid|isn'?t valid|not active|August 31/i]], excludes: [YES_FIRST] } },
  { kind: "single", topic: "discount codes", ask: "2 core tickets for hartford and the BRINGAFRIEND25 code, total?", expect: { includesAll: [withCode("hartford", "core", 2, "BRINGAFRIEND25")] } },
  { kind: "single", topic: "discount codes", ask: "does the victoria early bird code work on the one class only ticket", expect: { includesAll: [[/core/i, /pro track/i]], excludes: [YES_FIRST] } },
  { kind: "single", topic: "discount codes", ask: "until when is the victoria early bird code good?", expect: { includesAll: [codeEnds("VICTORIAEARLY20")] } },
  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the boise one day intensive? not the masterclass", expect: { includesAll: [when("boise")] } },
  { kind: "single", topic: "dates and venues", ask: "what day of the week is the boston intensive", expect: { includesAll: [weekday("boston"), when("boston")] } },
  { kind: "single", topic: "dates and venues", ask: "where is the minneapolis stop held", expect: { includesAll: [venue("minneapolis"), street("minneapolis")] } },
  { kind: "single", topic: "dates and venues", ask: "do you have a venue for dallas yet?", expect: { includesAll: [[/coming soon/i, /not (yet )?(been )?(announced|confirmed|set)/i, /being confirmed/i, /to be (announced|confirmed)/i, /TBD|TBA/]], excludes: [YES_FIRST] } },
  { kind: "single", topic: "dates and venues", ask: "whens the london date", expect: { includesAll: [[/to be determined/i, /TBD|TBA/, /not (yet )?(been )?(announced|set|confirmed)/i, /to be announced/i]] } },
  { kind: "single", topic: "dates and venues", ask: "is the atlanta intensive still happening?", expect: { includesAll: [/cancel/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "dates and venues", ask: "niagara falls - which door do we use and where do we park?", expect: { includesAll: [/back of the building|rear|back/i, /rear lot|rear/i] } },
  // schedule and groups
  { kind: "single", topic: "schedule and groups", ask: "my daughter is 10, what time is her check in at the nashville stop", expect: { includesAll: [slot("nashville", "juniors", "Check-in"), groupOf(10)] } },
  { kind: "single", topic: "schedule and groups", ask: "my son is 14. when does his group check in at sarasota?", expect: { includesAll: [slot("sarasota", "seniors", "Check-in"), groupOf(14)] } },
  { kind: "single", topic: "schedule and groups", ask: "my daughter just turned 12, which group is she in for orlando", expect: { includesAll: [/senior/i, /12 to adult|12 and (up|over|older)|12\+/i], excludes: [/^\s*juniors?\b/i] } },
  { kind: "single", topic: "schedule and groups", ask: "12 year old at the hartford stop - juniors or seniors?", expect: { includesAll: [groupOf(12)], excludes: [/^\s*seniors?\b/i] } },
  { kind: "single", topic: "schedule and groups", ask: "what time does the seniors audition start in buford", expect: { includesAll: [slot("hoschton", "seniors", "Audition")] } },
  // ages and eligibility
  { kind: "single", topic: "ages and eligibility", ask: "can my 4 year old register for the audition", expect: { includesAll: [[/\b5\b/, /five/i]], excludes: [YES_FIRST] } },
  { kind: "single", topic: "ages and eligibility", ask: "my son is 16, can he sign himself up or do i have to", expect: { includesAll: [/parent|guardian/i, /18|eighteen/i] } },
  { kind: "single", topic: "ages and eligibility", ask: "is this only for advanced dancers? mine is recreational", expect: { includesAny: [/all levels/i, /everyone belongs/i, /recreational/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "ages and eligibility", ask: "my daughter dances at a different studio, can she come to the hudson nh weekend?", expect: { includesAll: [/granite stage/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "ages and eligibility", ask: "can a 14 year old shadow the choreographer?", expect: { includesAll: [/15/], excludes: [YES_FIRST] } },
  // auditions
  { kind: "single", topic: "auditions", ask: "does the audition cost extra?", expect: { includesAny: [/free/i, /no (extra )?(cost|charge)/i, /\$0(?!\d)/], excludes: [YES_FIRST] } },
  { kind: "single", topic: "auditions", ask: "can she just do the audition and skip the classes", expect: { includesAll: [/audition only/i], excludes: [NO_FIRST] } },
  { kind: "single", topic: "auditions", ask: "if my daughter auditions is she guaranteed a part?", expect: { includesAll: [NOT_GUARANTEE], excludes: [YES_FIRST] } },
  { kind: "single", topic: "auditions", ask: "do we need a headshot and resume to audition", expect: { includesAny: [/not required/i, /isn'?t required/i, /neither is required/i, /(don'?t|do not) need/i, /optional/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "auditions", ask: "we cant make any of the tour dates, can she still be considered for projects?", expect: { includesAll: [/submit (your )?talent/i], excludes: [NO_FIRST] } },
  // changes, refunds and credits
  { kind: "single", topic: "changes, refunds and credits", ask: "we bought tickets but my daughter broke her ankle. can i get a refund?", expect: { includesAll: [ALL_FINAL], excludes: [YES_FIRST] } },
  { kind: "single", topic: "changes, refunds and credits", ask: "what happens to my money if you cancel the event", expect: { includesAll: [/full refund/i, /original payment/i] } },
  { kind: "single", topic: "changes, refunds and credits", ask: "you moved the date of our city. what are my options", expect: { includesAll: [/48 hours|forty-eight hours|48-hour/i, /refund/i, /new date/i] } },
  { kind: "single", topic: "changes, refunds and credits", ask: "missed the date change email and didnt reply in time. did i lose what i paid?", expect: { includesAll: [/credit/i, NOT_EXPIRE], excludes: [YES_FIRST] } },
  { kind: "single", topic: "changes, refunds and credits", ask: "i have a credit from a niagara falls ticket (paid in CAD). can i use it for a US city", expect: { includesAll: [/currency/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "changes, refunds and credits", ask: "how do i use the credit code you emailed me", expect: { includesAll: [/promo code|code field/i, /cart/i] } },
  // what to bring and wear
  { kind: "single", topic: "what to bring and wear", ask: "what shoes does she need", expect: { includesAll: [/sneakers/i, /jazz shoes/i] } },
  { kind: "single", topic: "what to bring and wear", ask: "can she wear the sneakers she walks to the studio in?", expect: { includesAll: [/outside|outdoor/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "what to bring and wear", ask: "are big logos ok on her top or should she wear something plain", expect: { includesAll: [/solid colou?rs?|plain/i], includesAny: [/avoid/i, /logos/i] } },
  { kind: "single", topic: "what to bring and wear", ask: "do we need to pack lunch", expect: { includesAll: [/lunch/i, /snacks?/i], excludes: [NO_FIRST] } },
  // footage and photos
  { kind: "single", topic: "footage and photos", ask: "will we get the videos from the class? when?", expect: { includesAll: [/email/i, /four weeks|4 weeks/i] } },
  { kind: "single", topic: "footage and photos", ask: "i don't want my daughter in your promo videos, what do i do", expect: { includesAll: [/email/i, /before the event/i] } },
  { kind: "single", topic: "footage and photos", ask: "do you post kids ages or schools with the footage?", expect: { includesAll: [/never/i], excludes: [YES_FIRST] } },
  // city pages
  { kind: "single", topic: "city pages", ask: "seattle page mentions playback, what is that about", expect: { includesAll: [/playback/i], includesAny: [/between rounds/i, /what the lens sees/i, /watch your own/i] } },
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/liora vantassel/i] } },
  { kind: "single", topic: "city pages", ask: "is there a stunts class at spokane", expect: { includesAll: [/stunts for dancers|stunt/i, /stuntwoman/i], excludes: [NO_FIRST] } },
  { kind: "single", topic: "city pages", ask: "spokane - can we do core day 1 on sunday the 16th instead?", expect: { includesAll: [when("spokane")], excludes: [YES_FIRST] } },
  { kind: "single", topic: "city pages", ask: "is a free month of acting for dancers included with the new hampshire weekend?", expect: { includesAll: [/free month|acting for dancers/i], excludes: [NO_FIRST] } },
  // what a ticket includes
  { kind: "single", topic: "what a ticket includes", ask: "whats the difference between core and pro track", expect: { includesAll: [/reel/i, /feedback/i] } },
  { kind: "single", topic: "what a ticket includes", ask: "does the audition only option include any classes", expect: { includesAll: [/no classes/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "what a ticket includes", ask: "does the victoria one class only ticket get her into the whole day?", expect: { includesAll: [/one (on-camera )?class/i], excludes: [YES_FIRST] } },
  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers prices?", expect: { includesAll: [pr("acting-for-dancers", "afd_private_session"), pr("acting-for-dancers", "afd_3pack"), pr("acting-for-dancers", "afd_starter"), pr("acting-for-dancers", "afd_steady_growth")] } },
  { kind: "single", topic: "acting for dancers", ask: "do we have to install any app for the acting sessions?", expect: { includesAll: [/nothing to install|no(thing)? (app|software|download)|(don'?t|do not) need to install|no need to install/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "acting for dancers", ask: "bought the acting 3 pack, how long do i have to use the sessions", expect: { includesAll: [/90 days|ninety days/i] } },
  { kind: "single", topic: "acting for dancers", ask: "is the acting for dancers starter path private or a group", expect: { includesAll: [/group/i], includesAny: [/weekly/i, /small/i] } },
  // mentorship
  { kind: "single", topic: "mentorship", ask: "what are the mentorship levels and monthly prices on the hartford page", expect: { includesAll: [/building/i, /growth/i, /elite circle/i, pr("hartford", "mentorship_building"), pr("hartford", "mentorship_growth"), pr("hartford", "mentorship_elite")] } },
  { kind: "single", topic: "mentorship", ask: "if i sign up for building mentorship today when does the card get charged", expect: { includesAll: [[c.firstPeriod, c.start], c.recurringFrom] } },
  { kind: "single", topic: "mentorship", ask: "how do i cancel mentorship", expect: { includesAll: [/account page/i], includesAny: [/end of the month/i, minimum, /paid/i] } },
  { kind: "single", topic: "mentorship", ask: "what does elite circle get you that growth doesnt", expect: { includesAll: [/one-on-one|1-on-1|one on one/i], includesAny: [/reel/i, /portfolio/i, /first look/i] } },
  { kind: "single", topic: "mentorship", ask: "building mentorship on the sherwood page, how much a month", expect: { includesAll: [pr("sherwood", "mentorship_building")] } },
  // scholarships and submit talent
  { kind: "single", topic: "scholarships and submit talent", ask: "does the scholarship cover travel and hotel?", expect: { includesAll: [/travel|accommodation/i], excludes: [YES_FIRST] } },
  { kind: "single", topic: "scholarships and submit talent", ask: "i already bought her ticket, can i still apply for a scholarship and get money back?", expect: { includesAny: [/before you buy/i, ALL_FINAL], excludes: [YES_FIRST] } },
  { kind: "single", topic: "scholarships and submit talent", ask: "how long should the scholarship statement be", expect: { includesAll: [/(?<!\d)20(?!\d)|twenty/i, /2,?000/] } },
  { kind: "single", topic: "scholarships and submit talent", ask: "submit talent form - how many links can i add", expect: { includesAll: [/(?<!\d)5(?!\d)|five/i] } },
  { kind: "single", topic: "scholarships and submit talent", ask: "what does a scholarship actually cover", expect: { includesAll: [/core experience/i], includesAny: [/part or all/i, /partial/i, /some or all/i] } },
];

export const tuning55OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "any hotels near the orlando studio you recommend?", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there parking at the boston studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell competition costumes", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a good ballet teacher in nashville", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there a physical therapist on site at the sarasota event", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you run week-long summer camps for kids", expect: { notSure: true } },
  { kind: "off-topic", ask: "which airport is closest to sherwood oregon", expect: { notSure: true } },
  { kind: "off-topic", ask: "what should my daughter eat the week before a competition", expect: { notSure: true } },
];

export const tuning55Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent with two dancers at the Sherwood weekend",
    turns: [
      { ask: "my daughter is 11 and my son is 14. full weekend passes for both at sherwood, whats the total", expect: { includesAll: [times("sherwood", "weekend_pass", 2)] } },
      { ask: "do they dance together on sunday?", expect: { includesAll: [/junior/i, /senior/i], excludes: [YES_FIRST] } },
      { ask: "what time does my son's group check in on sunday", expect: { includesAll: [slot("sherwood", "seniors", "Check-in", 1)] } },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner buying for five dancers in Victoria",
    turns: [
      { ask: "i own a studio and want core experience in victoria for 5 dancers. how much", expect: { includesAll: [times("victoria-bc", "core", 5)] } },
      { ask: "and with the early bird code?", expect: { includesAll: [withCode("victoria-bc", "core", 5, "VICTORIAEARLY20")] } },
      { ask: "until when can i use it", expect: { includesAll: [codeEnds("VICTORIAEARLY20")] } },
    ],
  },
  {
    kind: "conversation",
    title: "After buying Orlando: where, an upgrade, then plans change",
    turns: [
      { ask: "i bought a core ticket for orlando for my son. when and where is it exactly?", expect: { includesAll: [when("orlando"), venue("orlando")] } },
      { ask: "he wants pro track now, how much more", expect: { includesAll: [figText(boughtUpgrade("orlando", "core", "pro"))] } },
      { ask: "and if he can't make it after all, can i get my money back?", expect: { includesAll: [ALL_FINAL], excludes: [YES_FIRST] } },
    ],
  },
  {
    kind: "conversation",
    title: "A dancer weighing the Building mentorship",
    turns: [
      { ask: "what do you get with the building mentorship level", expect: { includesAll: [/group coaching/i], includesAny: [/class library/i, /self-tape/i, /audition/i] } },
      { ask: "how much is it on the niagara falls page", expect: { includesAll: [pr("niagara-falls", "mentorship_building")], excludes: [pr("hartford", "mentorship_building")] } },
      { ask: "can i stop after the first month?", expect: { includesAll: [minimum], excludes: [YES_FIRST] } },
    ],
  },
  {
    kind: "conversation",
    title: "A deposit family at the private Hudson, NH weekend",
    turns: [
      { ask: "we paid the deposit for the new hampshire weekend. what do i pay now?", expect: { includesAll: [/balance/i, pr("new-hampshire", "nh_balance_payment")] } },
      { ask: "can we add the vip upgrade too? price?", expect: { includesAll: [pr("new-hampshire", "nh_protrack_vip")], excludes: [NO_FIRST] } },
      { ask: "what day and time is the vip session", expect: { includesAll: [/sunday/i, slot("new-hampshire", "seniors", "Pro Track VIP session", 1)] } },
    ],
  },
];

if (tuning55SingleQuestions.length !== 75) throw new Error(`expected 75 single questions, got ${tuning55SingleQuestions.length}`);

export const tuning55QuestionCount =
  tuning55SingleQuestions.length + tuning55OffTopicQuestions.length + tuning55Conversations.reduce((n, conv) => n + conv.turns.length, 0);
