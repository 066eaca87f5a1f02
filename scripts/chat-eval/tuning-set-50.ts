/**
 * Tuning set 50 (issue 40): parents, dancers and studio owners, before and after buying. Written from the
 * spec, the seed and the site's pages only. Figures are computed from the seed with the site's own functions;
 * copy facts are short phrases from the pages with ordinary alternatives. The clock is EVAL_CLOCK (2025-09-01).
 */
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import { boughtUpgrade, cartUpgrade, escapeRegExp, MONTHS, mentorshipCohort, price, seedEvent, seedDiscountCode, seedPrice, seedVenue, street } from "./seed-facts";
import { auditionAgeGroup, AGE_GROUP_LABELS } from "~/domain/age-groups";
import { applyDiscounts, type DiscountCodeRule } from "~/domain/discounts";
import { formatMoney, type Money } from "~/domain/money";
import { applicationSchemas } from "~/features/applications/application-schemas";
import { auditionFormSchema } from "~/features/auditions/audition-schema";

type Topic50 =
  | "prices and totals"
  | "upgrades"
  | "discount codes"
  | "dates and venues"
  | "schedule and groups"
  | "ages and eligibility"
  | "auditions"
  | "refunds and changes"
  | "what to bring and wear"
  | "footage and photos"
  | "city pages"
  | "what a ticket includes"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and submit talent";

interface Single50 {
  kind: "single";
  topic: Topic50;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Figures from the seed

/** A printed amount ("$1,008", "C$227", "£133") as patterns that don't match inside a larger number; "$227" is accepted for "C$227". */
function money(text: string): readonly Fact[] {
  const plain = text.replace(/^C\$/, "$");
  const variants = new Set([plain, plain.replace(/,/g, "")]);
  return [...variants].map((v) => new RegExp(escapeRegExp(v) + "(?!\\d|,\\d)"));
}

function times(m: Money, n: number): string {
  return formatMoney({ amountMinor: m.amountMinor * n, currency: m.currency });
}

/** A seeded discount code as the rules see it. */
function codeRule(code: string): DiscountCodeRule {
  const d = seedDiscountCode(code);
  const fixed = d.amount !== undefined && d.amount !== null;
  return {
    code: d.code,
    discountType: fixed ? "fixed" : "percentage",
    value: fixed ? Math.round(Number(d.amount) * 100) : Number(d.percentOff),
    currency: fixed ? (d.currency ?? null) : null,
    eligibleTiers: d.eligibleTiers ?? [],
    cityRestriction: d.city ?? null,
    customerTag: d.customerTag ?? null,
    description: d.description ?? "",
    startsAt: d.startsAt ? new Date(d.startsAt) : null,
    endsAt: d.endsAt ? new Date(d.endsAt) : null,
    maxUses: d.maxUses ?? null,
    usesCount: 0,
    isActive: true,
  };
}

/** The total for `quantity` tickets of one tier at a stop with one code, as printed. */
function withCode(slug: string, tier: string, quantity: number, code: string): string {
  const p = seedPrice(slug, tier);
  const r = applyDiscounts([{ tierKey: tier, unitPriceMinor: p.amountMinor, quantity }], [codeRule(code)]);
  if (r.discountMinor === 0) throw new Error(`${code} takes nothing off ${tier} at ${slug}`);
  return formatMoney({ amountMinor: r.totalMinor, currency: p.currency });
}

/** A difference between two tiers' prices at one stop, as printed. */
function difference(slug: string, cheaper: string, dearer: string): string {
  const a = seedPrice(slug, cheaper);
  const b = seedPrice(slug, dearer);
  return formatMoney({ amountMinor: b.amountMinor - a.amountMinor, currency: a.currency });
}

/** A date written "November 9" or "Nov 9", from the seed's ISO date. */
function dayFact(iso: string): RegExp {
  const [, m, d] = iso.split("-").map(Number);
  const month = MONTHS[(m ?? 0) - 1];
  if (!month || !d) throw new Error(`bad date ${iso}`);
  return new RegExp(`${month.slice(0, 3)}[a-z]*\\.? ${d}(?!\\d)`, "i");
}

function startDay(slug: string): RegExp {
  const s = seedEvent(slug).startsOn;
  if (!s) throw new Error(`${slug} has no start date`);
  return dayFact(s);
}


function weekday(slug: string): string {
  const s = seedEvent(slug).startsOn;
  if (!s) throw new Error(`${slug} has no start date`);
  return new Date(`${s}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
}

/** A slot's time on a stop's schedule ("9:30 AM" → /9:30\s*a\.?m/i), failing if the slot isn't there. */
function slotTime(slug: string, group: string, activity: string, dayIndex = 0): RegExp {
  const page = seedEvent(slug).page as { schedule?: { days?: { tables: { group?: string; slots: { time: string; activity: string }[] }[] }[] } } | undefined;
  const table = page?.schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group}`);
  const [clock, half] = slot.time.split(" ");
  if (!clock || !half) throw new Error(`bad time ${slot.time}`);
  const [h, min] = clock.split(":");
  const mins = min === "00" ? `(?::00)?` : `:${min}`;
  return new RegExp(`(?<!\\d)${h}${mins}\\s*${half[0]}\\.?m`, "i");
}

function venueName(slug: string): string {
  return seedVenue(slug).name;
}

function noVenue(slug: string): string {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return slug;
}

function dateTextOf(slug: string): string {
  return seedEvent(slug).dateText;
}

/** The largest number of links the Submit Talent form accepts (asked of its own schema). */
function maxTalentLinks(): number {
  let n = 1;
  const base = { fullName: "A Dancer", email: "a@example.com", age: 20 };
  while (n < 50 && applicationSchemas.talent.safeParse({ ...base, links: Array.from({ length: n + 1 }, (_, i) => `https://example.com/${i}`) }).success) n++;
  if (!applicationSchemas.talent.safeParse({ ...base, links: ["https://example.com/0"] }).success) throw new Error("talent form refuses one link");
  return n;
}

/** The youngest age the audition form accepts. */
function youngestAuditionAge(): number {
  const base = { fullName: "A Dancer", email: "a@example.com", phone: "555", parentName: "A Parent", consent: true };
  for (let age = 1; age < 30; age++) if (auditionFormSchema.safeParse({ ...base, age }).success) return age;
  throw new Error("no age accepted");
}

function num(n: number): Fact[] {
  const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
  const w = words[n];
  return [new RegExp(`(?<!\\d)${n}(?!\\d)`), ...(w ? [new RegExp(`\\b${w}\\b`, "i")] : [])];
}

const startsYes = /^\s*yes\b/i;
const startsNo = /^\s*no\b/i;
const cad = ["CAD", "canadian", "C$"];
const juniorLabel = (age: number) => AGE_GROUP_LABELS[auditionAgeGroup(age)].split(" ")[0]!.replace(/s$/, "");

const vicCore = price("victoria-bc", "core");
const vicEarly = seedDiscountCode("VICTORIAEARLY20");
const vicEarlyEnds = dayFact(vicEarly.endsAt!.slice(0, 10));
const cohort = mentorshipCohort;
const cohortStartDate = new Date(`${cohort.start} 12:00 UTC`);
if (Number.isNaN(cohortStartDate.getTime())) throw new Error("the mentorship cohort has no start");
const cohortStart: Fact[] = [dayFact(cohortStartDate.toISOString().slice(0, 10)), new RegExp(escapeRegExp(cohort.firstPeriod), "i")];
const minimum = cohort.minimumTermMonths;
const minimumFact: Fact[] = [new RegExp(`${minimum}[- ]month`, "i"), new RegExp(`${["zero", "one", "two", "three", "four", "five", "six"][minimum]}[- ]month`, "i")];

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning50SingleQuestions: readonly Single50[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in nashville", expect: { includesAll: [money(price("nashville", "core"))] } },
  { kind: "single", topic: "prices and totals", ask: "im a studio owner bringing 6 dancers to savannah for the core day. whats the total?", expect: { includesAll: [money(times(seedPrice("savannah", "core"), 6))] } },
  { kind: "single", topic: "prices and totals", ask: "my twins both want pro track in minneapolis, how much for the two of them", expect: { includesAll: [money(times(seedPrice("minneapolis", "pro"), 2))] } },
  { kind: "single", topic: "prices and totals", ask: "how much is the london core ticket", expect: { includesAll: [money(price("london", "core"))] } },
  { kind: "single", topic: "prices and totals", ask: "niagara falls - whats the price for just the masterclass? is that in canadian", expect: { includesAll: [money(price("niagara-falls", "masterclass_only")), cad] } },
  { kind: "single", topic: "prices and totals", ask: "3 of my girls want the full weekend pass at sherwood, total please", expect: { includesAll: [money(times(seedPrice("sherwood", "weekend_pass"), 3))] } },
  // upgrades
  { kind: "single", topic: "upgrades", ask: "i already bought core for seattle. how much more to upgrade to pro track?", expect: { includesAll: [money(boughtUpgrade("seattle", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "we have a core ticket for orlando already, what does it cost to move up to pro track", expect: { includesAll: [money(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "i have core for charleston wv in my cart, what extra if i switch it to pro track before paying", expect: { includesAll: [money(cartUpgrade("charleston-wv", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "can i buy just the pro track vip upgrade for the hudson nh weekend without the weekend pass?", expect: { includesAll: [["weekend pass", "balance payment", "deposit"]], excludes: [startsYes] } },
  // discount codes
  { kind: "single", topic: "discount codes", ask: "does the VICTORIAEARLY20 code work on the one class only ticket?", expect: { includesAll: [["core", "pro track"]], excludes: [startsYes] } },
  { kind: "single", topic: "discount codes", ask: "until when can i use the victoria early bird code", expect: { includesAll: [vicEarlyEnds] } },
  { kind: "single", topic: "discount codes", ask: "bringing a friend to boston, what does core cost with BRINGAFRIEND25", expect: { includesAll: [money(withCode("boston", "boston_core", 1, "BRINGAFRIEND25"))] } },
  { kind: "single", topic: "discount codes", ask: "can i use PROTRACK50 for pro track in nashville?", expect: { includesAll: [/hartford/i], excludes: [startsYes] } },
  { kind: "single", topic: "discount codes", ask: "with PROTRACK50 how much is pro track in hartford", expect: { includesAll: [money(withCode("hartford", "pro", 1, "PROTRACK50"))] } },
  { kind: "single", topic: "discount codes", ask: "can i still use the SUMMER2025 code?", expect: { includesAll: [["expired", "ended", "no longer", "not valid", "isn't valid", "not active", "august 31", "aug 31"]], excludes: [startsYes] } },
  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the boone one", expect: { includesAll: [startDay("boone")] } },
  { kind: "single", topic: "dates and venues", ask: "what studio is the minneapolis intensive at", expect: { includesAll: [venueName("minneapolis"), street("minneapolis")] } },
  { kind: "single", topic: "dates and venues", ask: "boston is on a weekday isnt it? which day", expect: { includesAll: [weekday("boston"), startDay("boston")] } },
  { kind: "single", topic: "dates and venues", ask: "is atlanta still happening? we wanted to buy tickets", expect: { includesAll: [["cancel"]], excludes: [startsYes] } },
  { kind: "single", topic: "dates and venues", ask: "where is the saratoga springs event held", expect: { includesAll: [venueName("saratoga-springs"), street("saratoga-springs")] } },
  { kind: "single", topic: "dates and venues", ask: "whats the date for london?", expect: { includesAll: [[dateTextOf("london"), "TBD", "not yet", "not been set", "hasn't been set", "not announced", "not set"]] } },
  { kind: "single", topic: "dates and venues", ask: `${noVenue("dallas")} venue address?`, expect: { includesAll: [["coming soon", "not yet", "being confirmed", "to be confirmed", "TBD", "hasn't been", "not been"]] } },
  { kind: "single", topic: "dates and venues", ask: "charleston wv date and which studio", expect: { includesAll: [startDay("charleston-wv"), venueName("charleston-wv")] } },
  // schedule and groups
  { kind: "single", topic: "schedule and groups", ask: "what time do seniors check in at seattle", expect: { includesAll: [slotTime("seattle", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule and groups", ask: "my daughter is 12, seattle. is she with the juniors or seniors?", expect: { includesAll: [juniorLabel(12)] } },
  { kind: "single", topic: "schedule and groups", ask: "my son is 13, savannah, which group and what time does he check in", expect: { includesAll: [juniorLabel(13), slotTime("savannah", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule and groups", ask: "hartford juniors - when is lunch", expect: { includesAll: [slotTime("hartford", "juniors", "Lunch break")] } },
  { kind: "single", topic: "schedule and groups", ask: "sherwood saturday, are juniors and seniors split up?", expect: { includesAll: [["all ages", "together", "every age", "all age"]], excludes: [startsYes] } },
  { kind: "single", topic: "schedule and groups", ask: "boston seniors, what time is the pro track session", expect: { includesAll: [slotTime("boston", "seniors", "Pro Track session")] } },
  // ages and eligibility
  { kind: "single", topic: "ages and eligibility", ask: "my daughter is 9 and only does recreational dance, is this too advanced for her?", expect: { includesAll: [["all levels", "all ages", "every level", "any level", "everyone belongs", "step by step"]], excludes: [startsYes] } },
  { kind: "single", topic: "ages and eligibility", ask: "im 16, do i need a parent to sign me up for the audition?", expect: { includesAll: [["parent", "guardian"]], excludes: [startsNo] } },
  { kind: "single", topic: "ages and eligibility", ask: "can my 14 yr old do the hudson nh weekend? she doesnt dance at granite stage", expect: { includesAll: [["granite stage", "students and alumni", "private"]], excludes: [startsYes] } },
  { kind: "single", topic: "ages and eligibility", ask: "whats the youngest age you can register for the audition", expect: { includesAll: [num(youngestAuditionAge())] } },
  { kind: "single", topic: "ages and eligibility", ask: "my son is 15, can he shadow the camera team?", expect: { includesAll: [/16/], excludes: [startsYes] } },
  // auditions
  { kind: "single", topic: "auditions", ask: "is the audition extra or does it cost anything?", expect: { includesAll: [["free", "no cost", "no extra", "doesn't cost", "does not cost", "$0"]] } },
  { kind: "single", topic: "auditions", ask: "if my kid auditions is she guaranteed a part", expect: { includesAll: [["not guarantee", "doesn't guarantee", "does not guarantee", "no guarantee", "isn't guaranteed", "not guaranteed", "never guarantee"]], excludes: [startsYes] } },
  { kind: "single", topic: "auditions", ask: "can we do just the audition in hartford, no classes?", expect: { includesAll: [["audition only"]], excludes: [startsNo] } },
  { kind: "single", topic: "auditions", ask: "does she need a headshot to audition", expect: { includesAll: [["not required", "isn't required", "no, neither", "don't need", "doesn't need", "not needed", "optional", "neither is required"]], excludes: [startsYes] } },
  // refunds and changes
  { kind: "single", topic: "refunds and changes", ask: "bought boone tickets but my daughter broke her ankle, can i get a refund", expect: { includesAll: [["final", "no refund", "not refund", "can't refund", "cannot refund", "don't refund", "do not refund", "not able to refund", "unable to refund"]], excludes: [startsYes] } },
  { kind: "single", topic: "refunds and changes", ask: "what happens if you cancel the event", expect: { includesAll: [["full refund"]] } },
  { kind: "single", topic: "refunds and changes", ask: "you moved the date and i never answered the email. what now?", expect: { includesAll: ["credit", ["never expire", "not expire", "doesn't expire", "no expir", "won't expire"]] } },
  { kind: "single", topic: "refunds and changes", ask: "how long do i have to reply when the date changes", expect: { includesAll: [["48 hours", "48-hour", "forty-eight"]] } },
  { kind: "single", topic: "refunds and changes", ask: "can my credit be used for a different city?", expect: { includesAll: [["any city", "another city", "different city", "other city", "any other city"]], excludes: [startsNo] } },
  { kind: "single", topic: "refunds and changes", ask: "i have a credit from a us ticket. can i use it for victoria bc?", expect: { includesAll: [["currency", "canadian", "CAD", "US dollars", "USD"]], excludes: [startsYes] } },
  { kind: "single", topic: "refunds and changes", ask: "can i swap my credit for cash instead", expect: { includesAll: [/cash/i], excludes: [startsYes] } },
  // what to bring and wear
  { kind: "single", topic: "what to bring and wear", ask: "which shoes does she need", expect: { includesAll: [["sneaker", "trainer"], "jazz shoe"] } },
  { kind: "single", topic: "what to bring and wear", ask: "she only has one pair of dance shoes, jazz shoes or sneakers?", expect: { includesAll: [["sneaker", "trainer"]] } },
  { kind: "single", topic: "what to bring and wear", ask: "can she wear her sparkly leopard print outfit?", expect: { includesAll: [["solid", "plain", "busy print", "avoid"]], excludes: [startsYes] } },
  { kind: "single", topic: "what to bring and wear", ask: "do we need to pack lunch", expect: { includesAll: [["lunch", "snack"]], excludes: [startsNo] } },
  { kind: "single", topic: "what to bring and wear", ask: "is it ok to dance in the sneakers he wore outside?", expect: { includesAll: [["clean", "not allowed", "outside", "outdoor"]], excludes: [startsYes] } },
  // footage and photos
  { kind: "single", topic: "footage and photos", ask: "will we get videos of her dancing after? how long", expect: { includesAll: [["four weeks", "4 weeks"]] } },
  { kind: "single", topic: "footage and photos", ask: "i dont want my daughter in your promo posts, can you leave her out?", expect: { includesAll: [["email", "e-mail"], "before"], excludes: [startsNo] } },
  { kind: "single", topic: "footage and photos", ask: "do dancers get paid if you use the footage", expect: { includesAll: [["no fee", "not paid", "isn't paid", "no payment", "don't pay", "do not pay", "unpaid", "without pay", "without payment"]], excludes: [startsYes] } },
  { kind: "single", topic: "footage and photos", ask: "can i just buy the cinematic demo reel?", expect: { includesAll: [["application", "apply"]], excludes: [startsYes] } },
  // city pages
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: ["Liora Vantassel"] } },
  { kind: "single", topic: "city pages", ask: "spokane is a two day thing right?", expect: { includesAll: [startDay("spokane")], excludes: [startsYes] } },
  { kind: "single", topic: "city pages", ask: "are there scholarships for the sherwood weekend?", expect: { includesAll: [["scholarship"]], excludes: [startsNo] } },
  // what a ticket includes
  { kind: "single", topic: "what a ticket includes", ask: "whats the difference between core and pro track", expect: { includesAll: [["reel", "filmed"], ["feedback"]] } },
  { kind: "single", topic: "what a ticket includes", ask: "does the audition only option include any classes", expect: { includesAll: [["no classes", "not include", "doesn't include", "does not include", "without classes", "just the audition", "only the audition"]], excludes: [startsYes] } },
  { kind: "single", topic: "what a ticket includes", ask: "sherwood sunday ticket, is stunts for dancers in it?", expect: { includesAll: [["stunt"]], excludes: [startsNo] } },
  { kind: "single", topic: "what a ticket includes", ask: "victoria one class only - what do i actually get", expect: { includesAll: [["one on-camera class", "one class", "single class", "1 class"]] } },
  { kind: "single", topic: "what a ticket includes", ask: "i paid the deposit for hudson, does the balance payment cover both days?", expect: { includesAll: [["both days", "full weekend", "whole weekend"]], excludes: [startsNo] } },
  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "how much is a private acting for dancers session", expect: { includesAll: [money(price("acting-for-dancers", "afd_private_session"))] } },
  { kind: "single", topic: "acting for dancers", ask: "acting 3 pack price and how long do i have to use them", expect: { includesAll: [money(price("acting-for-dancers", "afd_3pack")), ["90 days", "ninety days"]] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers in person at the studio?", expect: { includesAll: [["online", "virtual", "video"]], excludes: [startsYes] } },
  { kind: "single", topic: "acting for dancers", ask: "which is cheaper, starter path or steady growth, and by how much", expect: { includesAll: [/starter/i, money(difference("acting-for-dancers", "afd_starter", "afd_steady_growth"))] } },
  { kind: "single", topic: "acting for dancers", ask: "does the spokane ticket come with acting for dancers?", expect: { includesAll: [["free month", "month of acting", "one month", "1 month", "a month"]], excludes: [startsNo] } },
  // mentorship
  { kind: "single", topic: "mentorship", ask: "what are the mentorship levels and prices", expect: { includesAll: [money(price("hartford", "mentorship_building")), money(price("hartford", "mentorship_growth")), money(price("hartford", "mentorship_elite"))] } },
  { kind: "single", topic: "mentorship", ask: "if i sign up for mentorship now when am i actually charged", expect: { includesAll: [cohortStart] } },
  { kind: "single", topic: "mentorship", ask: "does elite circle renew by itself?", expect: { includesAll: [["automatic", "auto-renew", "auto renew", "renews"]], excludes: [startsNo] } },
  // scholarships and submit talent
  { kind: "single", topic: "scholarships and submit talent", ask: "does the scholarship cover travel and hotel too?", expect: { includesAll: [["travel", "accommodation"]], excludes: [startsYes] } },
  { kind: "single", topic: "scholarships and submit talent", ask: "deadline to apply for a scholarship?", expect: { includesAll: [["three weeks", "3 weeks"]] } },
  { kind: "single", topic: "scholarships and submit talent", ask: "how many links can i put on the submit talent form", expect: { includesAll: [num(maxTalentLinks())] } },
  { kind: "single", topic: "scholarships and submit talent", ask: "we cant make any tour dates, can she still be considered?", expect: { includesAll: [["submit talent", "submit your talent"]], excludes: [startsNo] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: things the site doesn't state

export const tuning50OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there parking at the spokane studio?", expect: { notSure: true } },
  { kind: "off-topic", ask: "any hotels near the sherwood studio you'd recommend", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell pointe shoes", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you do birthday parties for kids", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a physio for my daughters ankle", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats the best dance competition in texas", expect: { notSure: true } },
  { kind: "off-topic", ask: "is the boston studio wheelchair accessible", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you run a week long summer camp in orlando", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const tuning50Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A studio owner prices Victoria for four students",
    turns: [
      { ask: "how much is core in victoria", expect: { includesAll: [money(vicCore)] } },
      { ask: "and for 4 of my students?", expect: { includesAll: [money(times(seedPrice("victoria-bc", "core"), 4))] } },
      { ask: "we have the early bird code VICTORIAEARLY20, what would 4 cost then", expect: { includesAll: [money(withCode("victoria-bc", "core", 4, "VICTORIAEARLY20"))] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent of an 11-year-old plans Orlando",
    turns: [
      { ask: "when is orlando", expect: { includesAll: [startDay("orlando")] } },
      { ask: "my daughter is 11, which group is she in there", expect: { includesAll: [/junior/i, ["11 and under", "eleven and under"]] } },
      { ask: "what time does her group check in", expect: { includesAll: [slotTime("orlando", "juniors", "Check-in")] } },
    ],
  },
  {
    kind: "conversation",
    title: "After buying Boston, plans change",
    turns: [
      { ask: "i bought core for boston, what day is that again", expect: { includesAll: [startDay("boston")] } },
      { ask: "now she cant go. can i get my money back?", expect: { includesAll: [["final", "no refund", "not refund", "can't refund", "cannot refund", "don't refund", "do not refund", "unable to refund"]], excludes: [startsYes] } },
      { ask: "what if you were the ones who moved the date?", expect: { includesAll: [["48 hours", "48-hour", "forty-eight"]] } },
    ],
  },
  {
    kind: "conversation",
    title: "A dancer weighs the Building mentorship",
    turns: [
      { ask: "how much is the building mentorship level", expect: { includesAll: [money(price("hartford", "mentorship_building"))] } },
      { ask: "when is the first charge", expect: { includesAll: [cohortStart] } },
      { ask: "can i cancel after just one month?", expect: { includesAll: [minimumFact], excludes: [startsYes] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent of a 13-year-old looks at the Sherwood weekend",
    turns: [
      { ask: "sherwood full weekend pass price?", expect: { includesAll: [money(price("sherwood", "weekend_pass"))] } },
      { ask: "and just the sunday?", expect: { includesAll: [money(price("sherwood", "core_day2"))] } },
      { ask: "my son is 13, which group is he on sunday and when does he check in", expect: { includesAll: [juniorLabel(13), slotTime("sherwood", "seniors", "Check-in", 1)] } },
    ],
  },
];

export const tuning50QuestionCount =
  tuning50SingleQuestions.length + tuning50OffTopicQuestions.length + tuning50Conversations.reduce((n, c) => n + c.turns.length, 0);
