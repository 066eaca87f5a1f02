/**
 * The independent evaluation set of the chat assistant (issue 24): questions written from the spec,
 * the seed catalog and the site's pages only, without reading the answerer. Visitors' wording on
 * purpose: paraphrases, typos, lowercase, parents asking for a child, follow-ups that lean on or
 * switch away from the earlier question, and off-topic questions that must get "not sure".
 *
 * Facts that come from the catalog (prices, dates, venues, schedule times) are computed from the seed
 * with the pricing rules and formatMoney; facts from the site's copy are short phrases a good answer
 * would contain, with reasonable alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { catalog } from "../../seed/catalog";
import { site } from "~/content/site";
import { formatMoney } from "~/domain/money";
import { seedOffers } from "~/features/catalog/seed-offers";
import { catalogSeedSchema } from "~/features/catalog/seed-types";

/** A phrase (matched case-insensitively) or a pattern the reply must contain. */
export type Fact = string | RegExp;
/** One fact, or a list of alternatives of which any one will do. */
export type FactOrAlternatives = Fact | readonly Fact[];

export interface Expectation {
  /** Every entry must be in the reply (an entry that is a list: any one of its alternatives). */
  includesAll?: readonly FactOrAlternatives[];
  /** At least one of these must be in the reply. */
  includesAny?: readonly Fact[];
  /** The reply must be the assistant's "not sure" answer. */
  notSure?: true;
  /** None of these may be in the reply (e.g. the earlier city when the question switches city). */
  excludes?: readonly Fact[];
}

export type Topic =
  | "dates"
  | "venues"
  | "prices"
  | "ages and guardians"
  | "auditions"
  | "policies"
  | "the day and styles"
  | "what to bring"
  | "programs and help"
  | "schedule";

export interface SingleQuestion {
  kind: "single";
  topic: Topic;
  ask: string;
  expect: Expectation;
}

export interface OffTopicQuestion {
  kind: "off-topic";
  ask: string;
  expect: { notSure: true };
}

export interface ConversationTurn {
  ask: string;
  expect: Expectation;
}

export interface Conversation {
  kind: "conversation";
  title: string;
  turns: readonly ConversationTurn[];
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

/** A figure with no digit (or decimal point) glued to either side, so "147" never matches "1470". */
const figure = (digits: string) => new RegExp(`(?<![\\d.])${escape(digits)}(?![\\d])`);

/** What an event's tier costs by the pricing rules: "$168" or the bare figure, or "free". */
function price(slug: string, tier: string): readonly Fact[] {
  const o = seedOffers(seed, event(slug)).find((x) => x.tierKey === tier);
  if (!o) throw new Error(`${slug} does not sell ${tier}`);
  if (o.price.amountMinor === 0) return ["free"];
  return shownPrice(formatMoney(o.price));
}

/** "$389" (not "$3890") or the bare figure. */
const shownPrice = (shown: string): readonly Fact[] => [new RegExp(`${escape(shown)}(?!\\d)`), figure(shown.replace(/^[^\d]+/, ""))];

/** A tier's listed (base) price in US dollars, for tiers no event page sells. */
function listedPrice(tier: string): readonly Fact[] {
  const t = seed.tiers.find((x) => x.key === tier);
  if (!t) throw new Error(`no tier ${tier}`);
  return shownPrice(formatMoney({ amountMinor: Math.round(t.basePrice * 100), currency: "USD" }));
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** An event's first (or last) day as "November 9", "Nov 9" or "Sept 27", never matching "November 19". */
function day(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = event(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  const [, m, d] = iso.split("-").map(Number);
  const month = MONTHS[(m ?? 1) - 1] ?? "";
  const short = month === "September" ? "Sept?" : month.slice(0, 3);
  return new RegExp(`\\b(${month}|${short}\\.?) ${d}(?!\\d)`, "i");
}

/** "Seattle" from "Seattle, WA". */
const city = (slug: string) => event(slug).cityName.split(",")[0] ?? "";

function venue(slug: string) {
  const key = event(slug).venue;
  const v = seed.venues.find((x) => x.key === key);
  if (!v) throw new Error(`${slug} has no venue`);
  return v;
}
/** "415 Farmington Ave" from the venue's address. */
function street(slug: string): string {
  const s = venue(slug).address?.split(",")[0];
  if (!s) throw new Error(`${slug}'s venue has no address`);
  return s;
}
/** The studio's name or its street address: either tells the visitor where to go. */
const where = (slug: string): readonly Fact[] => [venue(slug).name, street(slug)];

type Slot = { time: string; activity: string };
function table(slug: string, index: number): Slot[] {
  return event(slug).page.schedule.days[0]?.tables[index]?.slots ?? [];
}
/** The time of a slot in an event's first day ("12:45 PM"), as "12:45". */
function slotTime(slug: string, tableIndex: number, activity: RegExp | "first"): string {
  const slots = table(slug, tableIndex);
  const slot = activity === "first" ? slots[0] : slots.find((s) => activity.test(s.activity));
  if (!slot) throw new Error(`${slug} table ${tableIndex} has no ${String(activity)}`);
  return slot.time.replace(/\s?[AP]M$/i, "");
}

const earlyBird = seed.discountCodes.find((d) => d.isEarlyBird);
if (!earlyBird?.code || !earlyBird.percentOff) throw new Error("the catalog has no early-bird code");
const earlyBirdCode = earlyBird.code;
const earlyBirdPercent = `${earlyBird.percentOff}%`;

/** The upcoming dates in a month on a page of their own, by city ("Boston"). */
function citiesIn(month: string): string[] {
  return seed.events
    .filter((e) => e.hasPage && e.kind !== "virtual" && !e.isCancelled && (e.startsOn ?? "").startsWith(month))
    .map((e) => e.cityName.split(",")[0] ?? "");
}

/** The earliest upcoming dates at 2025-09-01 (with or without a page): any of their cities starts a fair answer. */
const TODAY = "2025-09-01";
const firstUpcoming = [...seed.events]
  .filter((e) => e.kind !== "virtual" && !e.isCancelled && e.startsOn && e.startsOn >= TODAY)
  .sort((a, b) => (a.startsOn ?? "").localeCompare(b.startsOn ?? ""))
  .slice(0, 3)
  .map((e) => e.cityName.split(",")[0] ?? "");

// ---------------------------------------------------------------------------------------------
// Facts from the site's copy (FAQ, policies, pages), in a few words with their usual alternatives

/** The under-18 rule, not any mention of guardians ("parents and guardians are welcome to watch" is not it). */
const parentOrGuardian: readonly Fact[] = [/parent or guardian/i, /parent\/guardian/i, /guardian's (name|consent)/i, /with a guardian/i];
const noGuarantee: readonly Fact[] = [/(does not|doesn't|do not|don't|never|not) guarantee/i, /no guarantee/i, /not guaranteed/i];
const allSalesFinal: readonly Fact[] = [/sales are final/i, /sales final/i, /non-?refundable/i];
const fortyEightHours: readonly Fact[] = [/48 hours/i, /48-hour/i, /forty-eight hours/i];
const credit: readonly Fact[] = [/credit/i];
const neverExpires: readonly Fact[] = [/never expires?/i, /(does not|doesn't|won't|will not) expire/i, /non-expiring/i, /no expir/i];
const fullRefund: readonly Fact[] = [/full refund/i, /refunded in full/i, /refund in full/i];
const fifteenMinutes: readonly Fact[] = [/15 minutes/i, /fifteen minutes/i, /15 min/i];
const tbd: readonly Fact[] = [/to be determined/i, /\bTBD\b/, /to be announced/i, /not (been )?(set|announced|confirmed)/i, /isn't set/i];
const venueNotConfirmed: readonly Fact[] = [/coming soon/i, /(isn't|is not|not yet|not) confirmed/i, /being confirmed/i, /TBA/];
const cancelled: readonly Fact[] = [/cancell?ed/i];
const contact = site.contactEmail;
const dec1 = /\b(December|Dec\.?) 1(?!\d)/i;
const threeMonthMinimum: readonly Fact[] = [/3-month/i, /3 month/i, /three[- ]month/i, /three months/i];
const notSure = { notSure: true } as const;

// ---------------------------------------------------------------------------------------------
// Single questions, each asked as the first question of a new widget conversation

const q = (topic: Topic, ask: string, expect: Expectation): SingleQuestion => ({ kind: "single", topic, ask, expect });

export const singleQuestions: readonly SingleQuestion[] = [
  // Dates
  q("dates", "when is the seattle intensive", { includesAll: [day("seattle")] }),
  q("dates", "What date is the Hartford event?", { includesAll: [day("hartford")] }),
  q("dates", "wen is spokane", { includesAll: [day("spokane")] }),
  q("dates", "Is there anything in Orlando? When?", { includesAll: [day("orlando")] }),
  q("dates", "Which days is the Sherwood weekend?", { includesAll: [day("sherwood")] }),
  q("dates", "what day is the boston one", { includesAll: [day("boston")] }),
  q("dates", "When's the London date?", { includesAll: [tbd] }),
  q("dates", "Are you coming to Buford, Georgia?", { includesAll: [day("hoschton")] }),
  q("dates", "my daughter wants to do the niagara falls class, what day is it?", { includesAll: [day("niagara-falls")] }),
  q("dates", "When is the Charleston West Virginia event", { includesAll: [day("charleston-wv")] }),
  q("dates", "springfield va date?", { includesAll: [day("springfield-va")] }),
  q("dates", "Is the Atlanta intensive still happening?", { includesAll: [cancelled] }),
  q("dates", "What's the next stop on the tour?", { includesAny: firstUpcoming }),
  q("dates", "do you have any dates in Texas?", { includesAll: [city("cypress"), city("dallas")] }),
  q("dates", "Any events in December?", { includesAll: citiesIn("2025-12").filter((c) => ["Boston", "Minneapolis", "Saratoga Springs"].includes(c)) }),
  q("dates", "Is the Boise masterclass on the 7th or the 8th?", { includesAll: [day("boise-nov-7")] }),
  q("dates", "when is victoria bc", { includesAll: [day("victoria-bc")] }),

  // Venues
  q("venues", "Where is the Seattle class held?", { includesAny: where("seattle") }),
  q("venues", "whats the address of the hartford studio", { includesAll: [street("hartford")] }),
  q("venues", "Which studio is Niagara Falls at?", { includesAny: where("niagara-falls") }),
  q("venues", "where's the dallas one?", { includesAll: [venueNotConfirmed] }),
  q("venues", "Where do we park for Niagara Falls? I heard the entrance is weird", { includesAny: [/rear lot/i, /back of the building/i] }),
  q("venues", "location of the orlando event", { includesAny: where("orlando") }),
  q("venues", "Where is the New Hampshire weekend held?", { includesAny: [...where("new-hampshire"), "Hudson"] }),
  q("venues", "whats the studio in boise", { includesAny: where("boise") }),

  // Prices
  q("prices", "How much is the Core Experience in Seattle?", { includesAll: [price("seattle", "core")] }),
  q("prices", "how much does pro track cost in orlando", { includesAll: [price("orlando", "pro")] }),
  q("prices", "How much are tickets for Victoria?", { includesAll: [price("victoria-bc", "core")] }),
  q("prices", "How much is the Unlimited Membership?", { includesAll: [listedPrice("unlimited")] }),
  q("prices", "unlimited membership price per month?", { includesAll: [listedPrice("unlimited")] }),
  q("prices", "what does the unlimted membership cost", { includesAll: [listedPrice("unlimited")] }),
  q("prices", "Is the audition free?", { includesAll: ["free"] }),
  q("prices", "how much is it to only audition in cypress, no classes", { includesAll: [price("cypress", "audition_only")] }),
  q("prices", "How much is Just a Class in Cypress?", { includesAll: [price("cypress", "masterclass_only")] }),
  q("prices", "spokane pro track price", { includesAll: [price("spokane", "pro")] }),
  q("prices", "What does the full weekend pass cost in Sherwood?", { includesAll: [price("sherwood", "weekend_pass")] }),
  q("prices", "How much is the core ticket in London?", { includesAll: [price("london", "core")] }),
  q("prices", "What's the price of the Building mentorship?", { includesAll: [listedPrice("mentorship_building")] }),
  q("prices", "How much is Elite Circle a month?", { includesAll: [listedPrice("mentorship_elite")] }),
  q("prices", "acting for dancers private session cost", { includesAll: [price("acting-for-dancers", "afd_private_session")] }),
  q("prices", "how much is the 3 pack for acting for dancers", { includesAll: [price("acting-for-dancers", "afd_3pack")] }),
  q("prices", "What does a core ticket cost in Niagara Falls?", { includesAll: [price("niagara-falls", "core")] }),
  q("prices", "I bought core in Orlando, how much more to upgrade to pro track?", { includesAll: [["$240", figure("240")]] }),
  q("prices", "Is there an early bird discount for Victoria?", { includesAll: [earlyBirdCode, earlyBirdPercent] }),
  q("prices", "How much is the Pro Track VIP upgrade for the New Hampshire weekend?", { includesAll: [price("new-hampshire", "nh_protrack_vip")] }),
  q("prices", "what's the balance payment for new hampshire deposit holders", { includesAll: [price("new-hampshire", "nh_balance_payment")] }),

  // Ages and guardians
  q("ages and guardians", "My son is 15, can he register for the audition by himself?", { includesAll: [parentOrGuardian] }),
  q("ages and guardians", "does a 16 year old need a parent to sign up", { includesAll: [parentOrGuardian] }),
  q("ages and guardians", "Do minors need parental consent to register?", { includesAll: [parentOrGuardian] }),
  q("ages and guardians", "im 17 do i need my mom to fill out the audition form", { includesAll: [parentOrGuardian] }),
  q("ages and guardians", "What are the age groups?", { includesAll: [/12 and under/i, /13 and up/i] }),
  q("ages and guardians", "my daughter is 12, which group is she in?", { includesAll: [/12 and under/i] }),
  q("ages and guardians", "Which group does a 12 year old dance with in Orlando?", { includesAll: [/12 to adult/i] }),
  q("ages and guardians", "can adults come too or is it only for kids", { includesAny: [/all ages/i, /13 and up/i, /to adult/i, /adults/i] }),
  q("ages and guardians", "Is it ok for beginners? my kid has only danced a year", { includesAny: [/all levels/i, /every level/i, /everyone belongs/i, /recreational/i] }),
  q("ages and guardians", "do parents have to stay the whole day?", { includesAny: [/reachable/i, /pick-up/i, /pick up/i] }),
  q("ages and guardians", "Can parents watch?", { includesAny: [/showcase/i, /studio's space/i, /depends on/i] }),

  // Auditions
  q("auditions", "does attending guarantee my kid gets cast?", { includesAll: [noGuarantee] }),
  q("auditions", "If I take the class will I definitely get a role?", { includesAll: [noGuarantee] }),
  q("auditions", "Is a role guaranteed if I audition?", { includesAll: [noGuarantee] }),
  q("auditions", "what exactly am i auditioning for", { includesAny: [/music videos?/i, /film/i, /television/i, /upcoming projects/i] }),
  q("auditions", "I can't make any of the dates. Can I still be considered?", { includesAny: [/submit talent/i, /submit-talent/i] }),
  q("auditions", "do i need a headshot to audition", { includesAny: [/\bno\b/i, /not required/i, /neither is required/i, /don't need/i] }),
  q("auditions", "When should we get there for the audition?", { includesAll: [fifteenMinutes] }),
  q("auditions", "Will I hear back after the audition?", { includesAny: [/on file/i, /contacts? you/i, /email or phone/i] }),
  q("auditions", "is the audition filmed", { includesAll: [/filmed/i] }),

  // Policies
  q("policies", "What is your refund policy?", { includesAll: [allSalesFinal] }),
  q("policies", "can i get my money back if we cant go anymore", { includesAll: [allSalesFinal] }),
  q("policies", "What happens if the date of my event changes?", { includesAll: [fortyEightHours, credit] }),
  q("policies", "You moved the date and we can't make the new one, now what?", { includesAll: [fortyEightHours] }),
  q("policies", "if you reschedule do i lose what i paid", { includesAll: [credit] }),
  q("policies", "What if you cancel the event?", { includesAll: [fullRefund] }),
  q("policies", "do i get refunded if the intensive gets cancelled", { includesAll: [fullRefund] }),
  q("policies", "How do discount codes work?", { includesAll: [/cart/i] }),
  q("policies", "is it safe to pay with my card on your site", { includesAny: [/encrypted/i, /secure/i, /never see/i] }),
  q("policies", "Does the credit from a date change expire?", { includesAll: [neverExpires] }),
  q("policies", "can I use the same promo code twice?", { includesAny: [/once/i, /already been applied/i] }),

  // The day and styles
  q("the day and styles", "What dance styles do the classes teach?", { includesAll: ["jazz", "street", "theater", "funk"] }),
  q("the day and styles", "which styles will my kid learn", { includesAll: ["jazz", "street", "theater", "funk"] }),
  q("the day and styles", "what kind of dance is it? like ballet or hip hop?", { includesAll: ["jazz", "street"] }),
  q("the day and styles", "what do you actually do at the intensive", { includesAny: [/camera/i, /jazz/i, /Q&A/i] }),
  q("the day and styles", "Is there a Q&A?", { includesAll: [/Q&A/i] }),
  q("the day and styles", "What is the On-Camera Dance Intensive?", { includesAll: [/camera/i], includesAny: [/one-day/i, /one day/i, /jazz/i] }),
  q("the day and styles", "What's included in the Pro Track?", { includesAny: [/feedback/i, /reel/i] }),
  q("the day and styles", "what do i get with the core experience", { includesAny: [/Q&A/i, /classes/i] }),
  q("the day and styles", "What is Stunts for Dancers?", { includesAll: [/stunt/i], includesAny: [/falls/i, /stuntwoman/i, /fight/i] }),
  q("the day and styles", "Is there a contemporary class in Boston?", { includesAll: [/contemporary/i] }),
  q("the day and styles", "Do I get a free month of Acting for Dancers with my ticket?", { includesAny: [/free month/i, /1 month/i, /one month/i] }),
  q("the day and styles", "is the class filmed?", { includesAll: [/film/i] }),
  q("the day and styles", "when do we get the footage from the day", { includesAny: [/four weeks/i, /4 weeks/i] }),

  // What to bring and wear
  q("what to bring", "What should I wear?", { includesAny: [/solid colou?rs?/i, /fitted/i] }),
  q("what to bring", "what shoes should my daughter bring", { includesAll: [/sneakers/i, /jazz shoes/i] }),
  q("what to bring", "what should we pack for the day", { includesAny: [/water/i, /lunch/i, /snacks/i] }),
  q("what to bring", "do we need to bring lunch", { includesAny: [/lunch/i, /snacks/i] }),
  q("what to bring", "can I wear jewelry?", { includesAny: [/minimal/i, /jewell?e?ry/i] }),
  q("what to bring", "How early should I arrive?", { includesAll: [fifteenMinutes] }),

  // Programs and help
  q("programs and help", "how does mentorship billing work", { includesAll: [dec1, threeMonthMinimum] }),
  q("programs and help", "Is there a minimum commitment for the mentorship?", { includesAll: [threeMonthMinimum] }),
  q("programs and help", "what are the mentorship levels", { includesAll: ["Building", /Growth/i, /Elite Circle/i] }),
  q("programs and help", "What is Acting for Dancers?", { includesAny: [/virtual/i, /online/i] }),
  q("programs and help", "is acting for dancers online or in person", { includesAll: [/online/i] }),
  q("programs and help", "Do you offer scholarships?", { includesAll: [/scholarship/i] }),
  q("programs and help", "When do scholarship applications close?", { includesAll: [/three weeks|3 weeks/i] }),
  q("programs and help", "What is the Elite Mentorship Beta?", { includesAll: [dec1] }),
  q("programs and help", "how do i contact you guys", { includesAll: [contact] }),
  q("programs and help", "Does Elite Circle renew automatically?", { includesAny: [/automatically/i, /auto-renew/i, /renews/i] }),
  q("programs and help", "What's the cinematic demo reel add-on?", { includesAny: [/application/i, /apply/i] }),

  // Schedule
  q("schedule", "what time does the seattle class start", { includesAll: [slotTime("seattle", 0, "first")] }),
  q("schedule", "When is lunch in Hartford?", { includesAll: [slotTime("hartford", 0, /lunch/i)] }),
  q("schedule", "what time do seniors start in hartford", { includesAll: [slotTime("hartford", 1, "first")] }),
  q("schedule", "Is the schedule final?", { includesAny: [/work in progress/i, /finali[sz]ed closer/i, /closer to the event/i] }),
];

// ---------------------------------------------------------------------------------------------
// Off-topic and unanswerable questions: the answer must be "not sure", never a confident passage

const off = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: notSure });

export const offTopicQuestions: readonly OffTopicQuestion[] = [
  off("do you sell shoes"),
  off("What's the weather in Hartford?"),
  off("Can you recommend a good pizza place in Seattle?"),
  off("who won the world series last year"),
  off("how do i reset my iphone"),
  off("What's the capital of France?"),
  off("write me a poem about cats"),
  off("Do you offer swimming lessons?"),
  off("whats apple's stock price today"),
  off("How do I bake sourdough bread?"),
  off("what time is it in tokyo"),
  off("Translate 'good morning' into Spanish"),
  off("is the moon made of cheese"),
  off("Which car insurance company is the cheapest?"),
  off("my dog ate chocolate what do i do"),
  off("Who is the president of Brazil?"),
  off("how many calories are in a banana"),
  off("Can you recommend a good show on Netflix?"),
  off("can you do my taxes"),
  off("what was the score of the lakers game"),
  off("Where can I buy Taylor Swift concert tickets?"),
  off("Do you sell gift cards?"),
  off("How tall is Mount Everest?"),
];

// ---------------------------------------------------------------------------------------------
// Conversations: each turn is sent with the earlier turns (and the assistant's real replies) as history

const conv = (title: string, ...turns: ConversationTurn[]): Conversation => ({ kind: "conversation", title, turns });
const t = (ask: string, expect: Expectation): ConversationTurn => ({ ask, expect });

export const conversations: readonly Conversation[] = [
  conv(
    "Seattle, then Buford",
    t("When is the Seattle intensive?", { includesAll: [day("seattle")] }),
    t("how much is the core ticket there", { includesAll: [price("seattle", "core")] }),
    t("Are you coming to Buford, Georgia?", { includesAll: [day("hoschton")], excludes: ["Seattle"] }),
  ),
  conv(
    "Hartford, then Buford",
    t("How much is Hartford?", { includesAll: [price("hartford", "core")] }),
    t("what time does it start", { includesAll: [slotTime("hartford", 0, "first")] }),
    t("Are you coming to Buford, Georgia?", { includesAll: [day("hoschton")], excludes: ["Hartford"] }),
  ),
  conv(
    "Hartford, then Nashville",
    t("whats the date for hartford", { includesAll: [day("hartford")] }),
    t("and where is it?", { includesAny: where("hartford") }),
    t("what about nashville?", { includesAll: ["Nashville"], includesAny: [day("nashville"), ...where("nashville")], excludes: [venue("hartford").name] }),
  ),
  conv(
    "A 14-year-old auditioning in Boston",
    t("my son is 14, when is the Boston audition?", { includesAll: [day("boston")] }),
    t("does he need me to register him?", { includesAll: [parentOrGuardian] }),
    t("and how much does the audition cost?", { includesAll: ["free"] }),
  ),
  conv(
    "Refund, date change, cancellation",
    t("what's your refund policy", { includesAll: [allSalesFinal] }),
    t("what if you change the date?", { includesAll: [fortyEightHours] }),
    t("and if you cancel it?", { includesAll: [fullRefund] }),
  ),
  conv(
    "Pro Track in Orlando, then Spokane",
    t("How much is Pro Track in Orlando?", { includesAll: [price("orlando", "pro")] }),
    t("What about in Spokane?", { includesAll: [price("spokane", "pro")], excludes: price("orlando", "pro") }),
    t("and when is that one?", { includesAll: [day("spokane")], excludes: [day("orlando")] }),
  ),
  conv(
    "The Unlimited Membership",
    t("What's the Unlimited Membership?", { includesAny: [/unlimited online classes/i, /monthly/i, /month/i, ...listedPrice("unlimited")] }),
    t("how much is it", { includesAll: [listedPrice("unlimited")] }),
    t("is that charged every month?", { includesAll: [/month/i] }),
  ),
  conv(
    "Mentorship levels and billing",
    t("Tell me about the mentorship program", { includesAll: ["Building"] }),
    t("how much is the top level?", { includesAll: [listedPrice("mentorship_elite")] }),
    t("when does billing start?", { includesAll: [dec1] }),
  ),
  conv(
    "Styles and shoes",
    t("What do you learn at the intensive?", { includesAny: [/jazz/i, /camera/i] }),
    t("which dance styles exactly?", { includesAll: ["jazz", "street", "theater", "funk"] }),
    t("what shoes do I need for those?", { includesAll: [/sneakers/i, /jazz shoes/i] }),
  ),
  conv(
    "Cypress with an off-topic turn",
    t("When is the Cypress class?", { includesAll: [day("cypress")] }),
    t("what's the weather going to be like there?", notSure),
    t("ok, how much is Just a Class there", { includesAll: [price("cypress", "masterclass_only")] }),
  ),
  conv(
    "Age groups in Orlando and Seattle",
    t("how are the age groups split?", { includesAll: [/12 and under/i] }),
    t("my daughter is 11, which group is she in at Orlando?", { includesAll: [/11 and under/i] }),
    t("and in Seattle?", { includesAll: [/12 and under/i], excludes: [/11 and under/i] }),
  ),
  conv(
    "Atlanta cancelled",
    t("Is the Atlanta event still on?", { includesAll: [cancelled] }),
    t("will I get my money back?", { includesAll: [fullRefund] }),
    t("is there another date in Georgia?", { includesAny: [city("hoschton"), city("savannah")] }),
  ),
  conv(
    "Boise, then Niagara Falls",
    t("Where is the Boise event?", { includesAny: where("boise") }),
    t("is there a masterclass there too?", { includesAll: [day("boise-nov-7")] }),
    t("Where is Niagara Falls held?", { includesAny: where("niagara-falls"), excludes: [venue("boise").name] }),
  ),
  conv(
    "London",
    t("Do you come to London?", { includesAll: [tbd] }),
    t("what currency are the prices in?", { includesAny: ["£", /pounds?/i, /GBP/] }),
    t("how much is the core experience there?", { includesAll: [price("london", "core")] }),
  ),
  conv(
    "Victoria and its early bird",
    t("When is Victoria?", { includesAll: [day("victoria-bc")] }),
    t("is there an early bird deal?", { includesAll: [earlyBirdCode] }),
    t("what's the pro track price there?", { includesAny: [...price("victoria-bc", "pro")] }),
  ),
  conv(
    "The private New Hampshire weekend",
    t("Can anyone go to the New Hampshire weekend?", { includesAny: [/students and alumni/i, /private/i, /Granite Stage/i] }),
    t("what are the dates?", { includesAll: [day("new-hampshire")] }),
    t("how much is the full weekend pass?", { includesAll: [price("new-hampshire", "nh_full_weekend")] }),
  ),
  conv(
    "A parent: consent, casting, footage",
    t("I'm a parent. What do I need to know?", { includesAll: [parentOrGuardian] }),
    t("will my kid get cast if she attends?", { includesAll: [noGuarantee] }),
    t("will we get the footage?", { includesAny: [/four weeks/i, /4 weeks/i, /email/i] }),
  ),
  conv(
    "Sherwood weekend",
    t("what's happening in Sherwood?", { includesAll: [day("sherwood")] }),
    t("is saturday for all ages?", { includesAll: [/all ages/i] }),
    t("how much is the weekend pass?", { includesAll: [price("sherwood", "weekend_pass")] }),
  ),
  conv(
    "Audition, off-topic, what to bring",
    t("how much is the audition", { includesAll: ["free"] }),
    t("can you recommend a hotel nearby?", notSure),
    t("ok, what should I bring?", { includesAny: [/water/i, /lunch/i, /snacks/i] }),
  ),
  conv(
    "Seattle and a date change",
    t("When is Seattle again?", { includesAll: [day("seattle")] }),
    t("what happens if it gets moved to another date?", { includesAll: [fortyEightHours] }),
    t("does the credit expire?", { includesAll: [neverExpires] }),
  ),
  conv(
    "Boston's contemporary class",
    t("Tell me about Boston", { includesAll: [day("boston")] }),
    t("who teaches the contemporary class?", { includesAll: ["Liora Vantassel"] }),
    t("how much is the pro track there?", { includesAll: [price("boston", "boston_pro_track")] }),
  ),
  conv(
    "Scholarships",
    t("Do you offer scholarships?", { includesAll: [/scholarship/i] }),
    t("what does it cover?", { includesAll: [/Core Experience/i] }),
    t("when do applications close?", { includesAll: [/three weeks|3 weeks/i] }),
  ),
  conv(
    "Acting for Dancers for a 12-year-old",
    t("what's acting for dancers", { includesAny: [/online/i, /virtual/i] }),
    t("how much is the starter path", { includesAll: [price("acting-for-dancers", "afd_starter")] }),
    t("can my 12 year old join?", { includesAny: [...parentOrGuardian, /every age/i, /all ages/i] }),
  ),
  conv(
    "Texas: Dallas, then Cypress",
    t("any dates in texas?", { includesAll: [city("dallas"), city("cypress")] }),
    t("where's the Dallas one held?", { includesAll: [venueNotConfirmed] }),
    t("and Cypress?", { includesAny: where("cypress") }),
  ),
  conv(
    "Styles, then the Unlimited Membership, then a minor",
    t("what styles do you teach", { includesAll: ["jazz", "street", "theater", "funk"] }),
    t("how much is the unlimited membership", { includesAll: [listedPrice("unlimited")] }),
    t("my 15 year old wants to audition, does she need anything from me?", { includesAll: [parentOrGuardian] }),
  ),
];

/** Every question of the set, counted as the issue counts them (each conversation turn is a question). */
export const questionCount = singleQuestions.length + offTopicQuestions.length + conversations.reduce((n, c) => n + c.turns.length, 0);
