/**
 * The fresh evaluation set of the chat assistant (issue 24, second round). The older independent set
 * was used to tune the answerer, so it is no longer unseen; this one was written from the spec, the
 * seed catalog and the site's content files and pages alone, before anyone read the answerer again.
 *
 * Visitors' wording on purpose: paraphrases, typos, lowercase, parents asking for a child,
 * conversations whose later turns lean on or switch away from earlier ones, and questions the site
 * cannot answer, which must get "not sure". Catalog facts (prices, dates, venues, times) are computed
 * from the seed; copy facts are short phrases a good answer contains, with reasonable alternatives.
 * The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { catalog } from "../../seed/catalog";
import { site } from "~/content/site";
import { formatMoney } from "~/domain/money";
import { seedOffers } from "~/features/catalog/seed-offers";
import { catalogSeedSchema } from "~/features/catalog/seed-types";
import type { Conversation, Expectation, Fact, FactOrAlternatives, OffTopicQuestion } from "./independent-set";

export type FreshTopic =
  | "prices"
  | "dates"
  | "venues"
  | "ages and guardians"
  | "auditions"
  | "policies"
  | "what to expect"
  | "what to bring and wear"
  | "form rules"
  | "tiers and programs"
  | "teachers"
  | "schedule"
  | "places we don't visit";

export interface FreshQuestion {
  kind: "single";
  topic: FreshTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed catalog

const seed = catalogSeedSchema.parse(catalog);

function event(slug: string) {
  const e = seed.events.find((x) => x.slug === slug);
  if (!e) throw new Error(`no event ${slug} in the catalog`);
  return e;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An event's price for a tier as the site shows it ('$168', 'C$227', '£133'), or 'free'. */
function price(slug: string, tier: string): FactOrAlternatives {
  const o = seedOffers(seed, event(slug)).find((x) => x.tierKey === tier);
  if (!o) throw new Error(`${slug} does not sell ${tier}`);
  if (o.price.amountMinor === 0) return ["free", /\$0\b/];
  return formatMoney(o.price);
}

/** A tier's listed (base) price in US dollars. */
function listed(tier: string): string {
  const t = seed.tiers.find((x) => x.key === tier);
  if (!t) throw new Error(`no tier ${tier}`);
  return formatMoney({ amountMinor: Math.round(t.basePrice * 100), currency: "USD" });
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** An event's first (or last) day: 'November 9', or 'Nov 9', or '9 November'. */
function day(slug: string, which: "startsOn" | "endsOn" = "startsOn"): FactOrAlternatives {
  const d = event(slug)[which];
  if (!d) throw new Error(`${slug} has no ${which}`);
  const [, m, dd] = d.split("-").map(Number) as [number, number, number];
  const month = MONTHS[m - 1] ?? "";
  return [
    new RegExp(`\\b${month} ${dd}\\b`, "i"),
    new RegExp(`\\b${month.slice(0, 3)}\\.? ${dd}\\b`, "i"),
    new RegExp(`\\b${dd} ${month}\\b`, "i"),
    // The last day of a range: 'January 24–25', 'January 24 & 25'.
    new RegExp(`\\b${month} \\d{1,2}\\s?(?:–|-|&|and|to)\\s?${dd}\\b`, "i"),
  ];
}

function venue(slug: string) {
  const key = event(slug).venue;
  const v = seed.venues.find((x) => x.key === key);
  if (!v) throw new Error(`${slug} has no venue`);
  return v;
}
const venueName = (slug: string) => venue(slug).name;
/** The street line of the venue's address ('415 Farmington Ave'). */
const street = (slug: string) => (venue(slug).address ?? "").split(",")[0] ?? "";

/** The time of the first slot matching an activity, in an event's juniors (0) or seniors (1) table. */
function slot(slug: string, activity: RegExp, table = 0): Fact {
  const found = event(slug).page.schedule.days[0]?.tables[table]?.slots.find((s) => activity.test(s.activity));
  if (!found) throw new Error(`${slug} has no slot ${activity}`);
  return new RegExp(`\\b${escape(found.time).replace(":00", "(?::00)?").replace(" ", "\\s?")}`, "i");
}

const earlyBird = seed.discountCodes.find((d) => d.isEarlyBird);
if (!earlyBird) throw new Error("no early-bird code in the catalog");

// ---------------------------------------------------------------------------------------------
// Facts from the site's copy (as phrases with alternatives)

const PRICE = /(?:[$£€]|C\$)\s?\d/;
const DATE = /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}\b/;
const FINAL: FactOrAlternatives = ["all sales are final", "sales are final", "all sales final", "non-refundable", "no refunds"];
const FULL_REFUND: FactOrAlternatives = ["full refund"];
const HOURS_48: FactOrAlternatives = ["48 hours", "48-hour", "forty-eight hours"];
const CREDIT: FactOrAlternatives = [/credit/i];
const NEVER_EXPIRES: FactOrAlternatives = [/never expires?|does not expire|doesn't expire|non-expiring|no expiry|won't expire/i];
const PARENT: FactOrAlternatives = [/parent or guardian|parent\/guardian|guardian/i];
const JUNIORS: FactOrAlternatives = ["12 and under", "12 & under", "twelve and under"];
const SENIORS: FactOrAlternatives = ["13 and up", "13 & up", "13+", "thirteen and up"];
const JUNIORS_11: FactOrAlternatives = ["11 and under"];
const SENIORS_12: FactOrAlternatives = ["12 to adult", "12 and up", "12 to adults"];
const NO_GUARANTEE: FactOrAlternatives = [/(?:not|never|doesn't|does not|no) guarantee/i, /guarantee[sd]? (?:no|nothing)/i];
const FREE: FactOrAlternatives = ["free", /\$0\b/];
const ARRIVE_15: FactOrAlternatives = ["15 minutes early", "15 minutes before", "fifteen minutes"];
const STYLES: readonly FactOrAlternatives[] = ["jazz", "street", "theater", "funk"];
const WATER: FactOrAlternatives = ["water"];
const FOOD: FactOrAlternatives = ["snack", "lunch"];
const SHOES: FactOrAlternatives = ["sneakers", "jazz shoes"];
const SUBMIT_TALENT: FactOrAlternatives = ["/submit-talent", "submit talent", "submit your talent", "submit your materials"];
const CHOREOGRAPHER: FactOrAlternatives = ["choreographer"];
const STUNTS_COACH: FactOrAlternatives = ["Rae Castellan", "stuntwoman"];
const ACTING_COACH = "Celeste Ambrose-Kim";
const CONTEMPORARY_TEACHER = "Liora Vantassel";
const NH_STUDIO = venueName("new-hampshire");
const MENTORSHIP_START: FactOrAlternatives = ["December 1, 2025", "December 1st, 2025", /December 1\b/];
const THREE_MONTHS: FactOrAlternatives = ["3-month minimum", "3 month minimum", "three-month minimum", "three month minimum", "3 months", "three months"];
const FOUR_WEEKS: FactOrAlternatives = ["four weeks", "4 weeks"];
const CANCELLED: FactOrAlternatives = [/cancel+ed/i];
const TBD: FactOrAlternatives = [/to be determined|not (?:yet )?(?:been )?(?:set|announced|scheduled)|TBD|to be announced|date is coming/i];

/** The "not sure" answer (scored by the runner's isNotSure). */
const NOT_SURE: Expectation = { notSure: true };
/**
 * A place the tour doesn't visit: it says so (or that it isn't sure), and gives that place no price
 * and no date (other cities' dates, offered instead, are fine).
 */
const notVisited = (place: string): Expectation => ({
  includesAny: [/not sure/i, /\b(?:don't|do not|doesn't|does not|isn't|not)\b/i, site.contactEmail],
  excludes: [new RegExp(`${place}[^.]*(?:${PRICE.source}|${DATE.source})`, "i")],
});

const q = (topic: FreshTopic, ask: string, expect: Expectation): FreshQuestion => ({ kind: "single", topic, ask, expect });
const all = (...includesAll: FactOrAlternatives[]): Expectation => ({ includesAll });

// ---------------------------------------------------------------------------------------------
// Single questions, each asked in a new conversation

export const freshSingleQuestions: readonly FreshQuestion[] = [
  // Prices per city and currency
  q("prices", "how much does the hartford intensive cost", all(price("hartford", "core"), price("hartford", "pro"))),
  q("prices", "whats the price for buford georgia", all(price("hoschton", "core"), price("hoschton", "pro"))),
  q("prices", "How much is the Pro Track in Spokane?", all(price("spokane", "pro"))),
  q("prices", "spokane core day 1 cost?", all(price("spokane", "core_day1"))),
  q("prices", "sherwood full weekend pass price", all(price("sherwood", "weekend_pass"))),
  q("prices", "How much is pro track at the sherwood weekend", all(price("sherwood", "pro"))),
  q("prices", "what does a single day cost in sherwood oregon", all(price("sherwood", "core_day1"))),
  q("prices", "orlando ticket prices please", all(price("orlando", "core"), price("orlando", "pro"))),
  q("prices", "How much is the upgrade from core to pro track in Orlando?", all("$240")),
  q("prices", "price in london?", all(price("london", "core"), price("london", "pro"))),
  q("prices", "are the london prices in pounds", all("£")),
  q("prices", "how much is core in victoria bc", all(price("victoria-bc", "core"))),
  q("prices", "victoria one class only price", all(price("victoria-bc", "victoria_one_class_only"))),
  q("prices", "niagra falls pro track cost", all(price("niagara-falls", "pro"))),
  q("prices", "is niagara falls priced in canadian dollars", all(["CAD", "C$", "Canadian"])),
  q("prices", "cypress just a class price", all(price("cypress", "masterclass_only"))),
  q("prices", "how much is the boston core experience", all(price("boston", "boston_core"))),
  q("prices", "boise nov 7 masterclass how much", all(price("boise-nov-7", "masterclass_only"))),
  q("prices", "what does the nh balance payment cost", all(price("new-hampshire", "nh_balance_payment"))),
  q("prices", "how much is the Pro Track VIP upgrade in new hampshire", all(price("new-hampshire", "nh_protrack_vip"))),
  q("prices", "How much is the Unlimited Membership?", all(listed("unlimited"))),
  q("prices", "price of elite circle mentorship", all(listed("mentorship_elite"))),
  q("prices", "how much is the building level of mentorship per month", all(listed("mentorship_building"))),
  q("prices", "acting for dancers 3 pack price", all(listed("afd_3pack"))),
  q("prices", "how much is the steady growth path", all(listed("afd_steady_growth"))),
  q("prices", "how much does it cost to audition", all(FREE)),
  q("prices", "whats the cost for my daughter to do the seattle day", all(price("seattle", "core"), price("seattle", "pro"))),
  q("prices", "How much is a one-on-one session?", all(listed("protrack"))),

  // Dates
  q("dates", "when is the seattle intensive", all(day("seattle"))),
  q("dates", "what date is hartford", all(day("hartford"))),
  q("dates", "When are you in Nashville?", all(day("nashville"))),
  q("dates", "dates for the sherwood weekend?", all(day("sherwood"), day("sherwood", "endsOn"))),
  q("dates", "when is the london event", all(TBD)),
  q("dates", "is the atlanta event still happening", all(CANCELLED)),
  q("dates", "when's savanah", all(day("savannah"))),
  q("dates", "what day is the minneapolis class", all(day("minneapolis"))),
  q("dates", "charleston west virginia date?", all(day("charleston-wv"))),
  q("dates", "when do you come to texas", all(day("cypress"), day("dallas"))),
  q("dates", "when is the new hampshire weekend", all(day("new-hampshire"), day("new-hampshire", "endsOn"))),

  // Venues
  q("venues", "where is the hartford event held", all([venueName("hartford"), street("hartford")])),
  q("venues", "what studio is the seattle one at", all(venueName("seattle"))),
  q("venues", "address for the boston intensive?", all([street("boston"), venueName("boston")])),
  q("venues", "Which studio hosts Orlando?", all(venueName("orlando"))),
  q("venues", "where in niagara falls is it", all([venueName("niagara-falls"), street("niagara-falls")])),
  q("venues", "how do i find the niagara falls studio entrance", all(/back of the building|rear/i)),
  q("venues", "where's the dallas venue", all(/coming soon|not (?:yet )?(?:been )?(?:confirmed|announced)|being confirmed|TBD/i)),
  q("venues", "what's the studio in victoria", all(venueName("victoria-bc"))),

  // Ages and guardians
  q("ages and guardians", "what are the age groups", all(JUNIORS, SENIORS)),
  q("ages and guardians", "my son is 12, is he a junior or senior?", all(JUNIORS)),
  q("ages and guardians", "what are the age groups in orlando", all(JUNIORS_11, SENIORS_12)),
  q("ages and guardians", "my 15 year old wants to audition, does she need me there?", all(PARENT)),
  q("ages and guardians", "Does a kid need a parent to sign up for the audition?", all(PARENT)),
  q("ages and guardians", "is this for beginners or only advanced dancers", all(["all levels", "all ages", "everyone belongs", "recreational"])),
  q("ages and guardians", "can adults take the class too", all(["all ages", "13 and up", "12 to adult", "everyone belongs"])),
  q("ages and guardians", "can parents watch", all(["showcase", "studio's space", "depends"])),
  q("ages and guardians", "what is the youngest age that can register for the audition", all(/\b5\b/)),

  // Auditions
  q("auditions", "is the audition included with my ticket", all(["optional", "free"])),
  q("auditions", "does auditioning guarantee my kid gets cast", all(NO_GUARANTEE)),
  q("auditions", "what are we auditioning for exactly", all([/projects?/i])),
  q("auditions", "i cant make any of the dates can i still be considered", all(SUBMIT_TALENT)),
  q("auditions", "do I need a headshot to audition", all([/\bno\b|not required|neither is required/i])),
  q("auditions", "will i hear back after the audition", all([/on file|contact|email|phone/i])),
  q("auditions", "can I register for just the audition without classes", all(["Audition Only"])),
  q("auditions", "how early should we get there for the audition", all(ARRIVE_15)),

  // Policies
  q("policies", "can i get my money back", all(FINAL)),
  q("policies", "whats your refund polcy", all(FINAL, FULL_REFUND)),
  q("policies", "what happens if you move the date of my event", all(HOURS_48, CREDIT)),
  q("policies", "do credits expire?", all(NEVER_EXPIRES)),
  q("policies", "what if you cancel the event", all(FULL_REFUND)),
  q("policies", "my daughter is sick and can't go anymore, what are my options", all([site.contactEmail, "final"])),
  q("policies", "how do discount codes work", all([/city/i])),
  q("policies", "is there an early bird code for victoria", all(earlyBird.code)),
  q("policies", "Is paying online secure?", all([/encrypt|never see|card payment provider|secure/i])),
  q("policies", "will my child's footage be posted on social media", all([/consent|promot/i])),
  q("policies", "when do we get the video footage", all(FOUR_WEEKS)),
  q("policies", "is the class filmed", all([/\byes\b|filmed/i])),

  // What to expect
  q("what to expect", "what dance styles do you teach", all(...STYLES)),
  q("what to expect", "what kind of dance is it", all(...STYLES)),
  q("what to expect", "what happens during the day", all([/Q&A|question/i], ["audition"])),
  q("what to expect", "is there a q and a", all([/Q&A|question/i])),
  q("what to expect", "what is the on camera dance intensive", all(["one-day", "one day", "full day"], ["camera"])),
  q("what to expect", "is there a stunts class", all([/stunt/i])),
  q("what to expect", "do we get acting for dancers free with the spokane ticket", all([/free month|1 month|one month|month of/i])),
  q("what to expect", "what's special about the boston event", all(["contemporary"])),
  q("what to expect", "is the new hampshire event open to everyone", all(["students and alumni", NH_STUDIO])),
  q("what to expect", "what's the difference between core and pro track", all([/feedback|reel|Pro Track session/i])),

  // What to bring and wear
  q("what to bring and wear", "what should I bring", all(WATER, FOOD)),
  q("what to bring and wear", "what do I need to pack for my son", all(WATER, FOOD)),
  q("what to bring and wear", "what to wear to the intensive", all([/solid colou?rs?|fitted/i])),
  q("what to bring and wear", "which shoes do i need", all(SHOES)),
  q("what to bring and wear", "can she wear jewelry", all([/jewel/i])),
  q("what to bring and wear", "should we bring lunch", all(FOOD)),
  q("what to bring and wear", "does my daughter need a resume", all([/\bno\b|not required|neither is required|if you have/i])),
  q("what to bring and wear", "do i need anything for the stunts class", all([/no gear|nothing to bring|mats/i])),

  // Form rules and messages
  q("form rules", "what ages can register for the audition", all(/5\s*(?:-|–|to)\s*99/)),
  q("form rules", "is a phone number required on the audition form", all(["phone"], [/requir|need|must|yes/i])),
  q("form rules", "what does the consent statement say", all([/casting consideration/i])),
  q("form rules", "why does the form say parent/guardian name is required for minors", all(PARENT, ["18"])),
  q("form rules", "how long can the name be on the registration", all(["100"])),

  // Tiers and programs
  q("tiers and programs", "what is the mentorship program", all("Building", ["Pro / Growth", "Growth"], "Elite Circle")),
  q("tiers and programs", "when does mentorship billing start", all(MENTORSHIP_START)),
  q("tiers and programs", "is there a minimum commitment for mentorship", all(THREE_MONTHS)),
  q("tiers and programs", "does elite circle renew automatically", all([/renews? automatically|auto-?renew/i])),
  q("tiers and programs", "what is acting for dancers", all([/online|virtual/i])),
  q("tiers and programs", "is acting for dancers in person", all([/online|virtual/i])),
  q("tiers and programs", "what is the elite mentorship beta", all(MENTORSHIP_START)),
  q("tiers and programs", "do you offer scholarships", all([/scholarship/i], ["yes", "/scholarship", "apply"])),
  q("tiers and programs", "what does a scholarship cover", all(["Core Experience"])),
  q("tiers and programs", "how do i get a demo reel", all(["application", "apply"])),
  q("tiers and programs", "what's the unlimited membership", all([/monthly|month/i])),
  q("tiers and programs", "what is the nh balance payment for", all(["deposit"])),
  q("tiers and programs", "what is the skeleton crew audition", all([/crew/i])),

  // Teachers
  q("teachers", "who are the teachers", all(CHOREOGRAPHER)),
  q("teachers", "who teaches the classes?", all(CHOREOGRAPHER)),
  q("teachers", "who teaches stunts for dancers", all(STUNTS_COACH)),
  q("teachers", "who is the acting coach", all(ACTING_COACH)),
  q("teachers", "who teaches the contemporary class in boston", all(CONTEMPORARY_TEACHER)),

  // Schedule
  q("schedule", "what time does check in start in hartford", all(slot("hartford", /Check-in/))),
  q("schedule", "seattle schedule for juniors", all(slot("seattle", /Check-in/))),
  q("schedule", "what time is the seniors audition in nashville", all(slot("nashville", /Audition/, 1))),
  q("schedule", "is the schedule final?", all([/work in progress|finali[sz]ed closer|closer to the event/i])),

  // Places the tour doesn't visit
  q("places we don't visit", "are you coming to tokyo", notVisited("Tokyo")),
  q("places we don't visit", "how much is the chicago intensive", notVisited("Chicago")),
  q("places we don't visit", "when is the event in miami", notVisited("Miami")),
];

// ---------------------------------------------------------------------------------------------
// Off-topic or unanswerable: the "not sure" answer, with the contact, and nothing made up

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const freshOffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("do you sell dance shoes"),
  offTopic("what's the weather in hartford this weekend"),
  offTopic("can you recommend a pizza place near the seattle studio"),
  offTopic("who won the super bowl last year"),
  offTopic("what is the capital of montana"),
  offTopic("write me a poem about ballet"),
  offTopic("do you sell gift cards"),
  offTopic("what's the wifi password at the studio"),
  offTopic("can my dog come to class"),
  offTopic("is there a hotel discount for families traveling to sherwood"),
  offTopic("how many instagram followers does the choreographer have"),
  offTopic("translate good luck into french"),
  offTopic("what is 17 times 23"),
  offTopic("can you book me a flight"),
  offTopic("do you sell team t-shirts or merch"),
  offTopic("is the studio wheelchair accessible"),
  offTopic("whats the best stretching routine for splits"),
  offTopic("how do I fix my printer"),
  offTopic("what is the choreographer's home address"),
  offTopic("do you offer swimming lessons"),
  offTopic("can you help with my math homework"),
  offTopic("who is the president of france"),
  offTopic("recommend a good movie to watch tonight"),
  offTopic("do you have a discount for military families"),
  offTopic("what's the stock price of apple"),
  offTopic("how tall is the eiffel tower"),
  offTopic("is there an airport shuttle to the boise studio"),
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on, or switch away from, earlier ones

const convo = (title: string, ...turns: Array<[string, Expectation]>): Conversation => ({
  kind: "conversation",
  title,
  turns: turns.map(([ask, expect]) => ({ ask, expect })),
});

export const freshConversations: readonly Conversation[] = [
  convo(
    "Seattle, then Spokane",
    ["when is the seattle one", all(day("seattle"))],
    ["how much is it?", all(price("seattle", "core"), price("seattle", "pro"))],
    ["what about spokane's prices", { includesAll: [price("spokane", "core_day1"), price("spokane", "pro")], excludes: ["Seattle"] }],
  ),
  convo(
    "Boston, then Buford",
    ["how much is boston", all(price("boston", "boston_core"), price("boston", "boston_pro_track"))],
    ["Are you coming to Buford, Georgia?", { includesAll: [day("hoschton")], excludes: ["Boston", "December 12"] }],
    ["where is it held there?", { includesAll: [[venueName("hoschton"), street("hoschton")]], excludes: ["Boston"] }],
  ),
  convo(
    "A parent of an 11-year-old",
    ["my daughter is 11, which group would she dance in?", all(JUNIORS)],
    ["does she need me to sign anything for the audition?", all(PARENT)],
    ["what should she bring", all(WATER, FOOD)],
  ),
  convo(
    "Refunds, then date changes, then cancellations",
    ["what's the refund policy", all(FINAL)],
    ["what if you change the date?", all(HOURS_48, CREDIT)],
    ["and if you cancel it?", all(FULL_REFUND)],
  ),
  convo(
    "Mentorship levels",
    ["tell me about mentorship", all("Building", "Elite Circle")],
    ["how much is elite circle", all(listed("mentorship_elite"))],
    ["is there a minimum?", all(THREE_MONTHS)],
  ),
  convo(
    "London",
    ["is london priced in pounds", all("£")],
    ["how much is the pro track there", all(price("london", "pro"))],
    ["when is it?", { includesAll: [TBD], excludes: ["Seattle"] }],
  ),
  convo(
    "Victoria and its early bird",
    ["victoria bc dates", all(day("victoria-bc"))],
    ["is there an early bird discount", all(earlyBird.code)],
    ["how much is the core experience there", all(price("victoria-bc", "core"))],
  ),
  convo(
    "Acting for Dancers",
    ["what is acting for dancers", all([/online|virtual/i])],
    ["how much is a private session", all(listed("afd_private_session"))],
    ["who is the coach", all(ACTING_COACH)],
  ),
  convo(
    "New Hampshire's private weekend",
    ["tell me about the new hampshire event", all(NH_STUDIO)],
    ["my kid doesn't go to that studio, can she still come?", all(["students and alumni"])],
    ["how much is the vip upgrade", all(price("new-hampshire", "nh_protrack_vip"))],
  ),
  convo(
    "Stunts for Dancers",
    ["what is the stunts for dancers class", all([/fall|stunt/i])],
    ["who teaches it", all(STUNTS_COACH)],
    ["do I need to bring any gear for it", all([/no gear|nothing to bring|mats/i])],
  ),
  convo(
    "Orlando, a weather question, back to Orlando",
    ["how much is orlando", all(price("orlando", "core"), price("orlando", "pro"))],
    ["what's the weather like in orlando in november", NOT_SURE],
    ["what time does check-in start there?", all(slot("orlando", /Check-in/))],
  ),
  convo(
    "Sherwood's weekend",
    ["sherwood dates", all(day("sherwood"), day("sherwood", "endsOn"))],
    ["how much is the weekend pass", all(price("sherwood", "weekend_pass"))],
    ["is saturday for all ages?", all(["all ages"])],
  ),
  convo(
    "Cypress",
    ["cypress tx when", all(day("cypress"))],
    ["is there anything cheaper than the core experience there", all(price("cypress", "masterclass_only"))],
    ["which studio?", all(venueName("cypress"))],
  ),
  convo(
    "Niagara Falls",
    ["niagara falls price", all(price("niagara-falls", "core"), price("niagara-falls", "pro"))],
    ["how do we find the studio", all(/back of the building|rear/i)],
    ["what's the date", all(day("niagara-falls"))],
  ),
  convo(
    "Orlando's ages, then Hartford's",
    ["orlando age groups", all(JUNIORS_11, SENIORS_12)],
    ["and in hartford?", { includesAll: [JUNIORS, SENIORS], excludes: ["11 and under"] }],
    ["when is hartford", all(day("hartford"))],
  ),
  convo(
    "The audition",
    ["is the audition free", all(FREE)],
    ["does it guarantee a role", all(NO_GUARANTEE)],
    ["what if my son can't make any of the dates", all(SUBMIT_TALENT)],
  ),
  convo(
    "Footage",
    ["is the class filmed", all([/\byes\b|filmed/i])],
    ["when will we get the footage", all(FOUR_WEEKS)],
    ["can you keep my child out of the social media posts", all([site.contactEmail])],
  ),
  convo(
    "Boston's contemporary class",
    ["what's different about the boston event", all(["contemporary"])],
    ["who teaches that class", all(CONTEMPORARY_TEACHER)],
    ["what date is it", all(day("boston"))],
  ),
  convo(
    "Spokane",
    ["spokane date", all(day("spokane"))],
    ["how much is the pro track there", all(price("spokane", "pro"))],
    ["does the ticket include acting for dancers", all([/free month|1 month|one month|month of/i])],
  ),
  convo(
    "Scholarships",
    ["do you have scholarships", all([/scholarship/i])],
    ["what does it cover", all(["Core Experience"])],
    ["when do applications close", all(["three weeks", "3 weeks"])],
  ),
  convo(
    "Clothes and shoes for a son",
    ["what should my son wear", all([/solid colou?rs?|fitted/i])],
    ["what shoes", all(SHOES)],
    ["can he wear the sneakers he wears outside", all([/clean|not allowed/i])],
  ),
  convo(
    "Discount codes, then Victoria's one class",
    ["how do promo codes work", all([/city/i])],
    ["is there one for victoria", all(earlyBird.code)],
    ["how much is the one class only there", all(price("victoria-bc", "victoria_one_class_only"))],
  ),
  convo(
    "Nashville, then Minneapolis",
    ["when is nashville", all(day("nashville"))],
    ["where is it", all(venueName("nashville"))],
    ["and minneapolis?", { includesAll: [[venueName("minneapolis"), ...(day("minneapolis") as Fact[])]], excludes: [venueName("nashville")] }],
  ),
  convo(
    "Boise's masterclass and intensive",
    ["boise masterclass price", all(price("boise-nov-7", "masterclass_only"))],
    ["what date is that", all(day("boise-nov-7"))],
    ["and the regular boise intensive, when is it?", all(day("boise"))],
  ),
  convo(
    "Charleston",
    ["charleston wv", all(day("charleston-wv"))],
    ["price?", all(price("charleston-wv", "core"), price("charleston-wv", "pro"))],
    ["what time do the seniors check in", all(slot("charleston-wv", /Check-in/, 1))],
  ),
  convo(
    "Springfield, a hotel, back to the studio",
    ["springfield va date", all(day("springfield-va"))],
    ["can you recommend a hotel nearby", NOT_SURE],
    ["what's the studio's address", all(street("springfield-va"))],
  ),
  convo(
    "Mentorship billing",
    ["when does mentorship start", all(MENTORSHIP_START)],
    ["when is the next payment after the first one", all(["January 1, 2026", "January 1"])],
    ["does elite circle auto renew", all([/renews? automatically|auto-?renew/i])],
  ),
  convo(
    "Sherwood, then Savannah, then something off-topic",
    ["how much is pro track in sherwood", all(price("sherwood", "pro"))],
    ["and in savannah?", { includesAll: [price("savannah", "pro")], excludes: [price("sherwood", "pro") as string] }],
    ["do you sell dance bags", NOT_SURE],
  ),
];

export const freshQuestionCount =
  freshSingleQuestions.length + freshOffTopicQuestions.length + freshConversations.reduce((n, c) => n + c.turns.length, 0);
