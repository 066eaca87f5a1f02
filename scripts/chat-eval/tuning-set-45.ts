/**
 * Tuning set 45 of the chat assistant (issue 40): written from the spec, the seed catalog, the city
 * pages' own copy (seed/city-copy.ts), the online programs' pages (app/content/programs.ts), the FAQ,
 * the scholarship and talent pages and the forms' own validation, by someone who never read the
 * answerer, its docs or other sets' questions.
 *
 * Emphasis: parents, teen and adult dancers and studio owners, before and after buying: a balanced
 * cross-section of every topic, with yes/no and either/or questions (about half answered No), totals
 * for several dancers, a child's age and group, plans that change, and what a ticket or program
 * includes.
 *
 * Every figure (price, total, upgrade, discount, date, weekday, venue, street, time, age limit, link
 * limit) is computed from the seed with the site's own functions; copy facts are short phrases with
 * alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { formatMoney, type Money } from "~/domain/money";
import { applyDiscounts, type DiscountCodeRule } from "~/domain/discounts";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { applicationSchemas } from "~/features/applications/application-schemas";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning45Topic =
  | "prices and totals"
  | "upgrades"
  | "codes"
  | "dates and venues"
  | "schedule"
  | "ages and groups"
  | "auditions"
  | "policies and changes"
  | "what to bring"
  | "footage"
  | "city pages"
  | "what a ticket includes"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and talent";

interface Tuning45Question {
  kind: "single";
  topic: Tuning45Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed

/** A printed figure as a pattern that does not match inside a larger one. */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" and "CA$227". */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

/** The sum of several lines at one stop: [tier, how many]. */
function totalOf(slug: string, lines: ReadonlyArray<readonly [string, number]>): RegExp {
  const first = lines[0];
  if (!first) throw new Error("no lines");
  const currency = seedPrice(slug, first[0]).currency;
  const amountMinor = lines.reduce((sum, [tier, n]) => sum + seedPrice(slug, tier).amountMinor * n, 0);
  return money({ amountMinor, currency });
}

/** A printed money string (from seed-facts) as a pattern. */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A price after a percentage code, rounded as the site does. */
function afterPercent(slug: string, tier: string, code: string): RegExp {
  const p = seedPrice(slug, tier);
  const d = seedDiscountCode(code);
  if (!d.percentOff) throw new Error(`${code} is not a percentage code`);
  return money({ amountMinor: percentOff(p.amountMinor, d.percentOff), currency: p.currency });
}

/** A seeded code as the cart's discount rules see it. */
function ruleOf(code: string): DiscountCodeRule {
  const d = seedDiscountCode(code);
  return {
    code: d.code,
    discountType: d.percentOff ? "percentage" : "fixed",
    value: d.percentOff ? d.percentOff : Math.round((d.amount ?? 0) * 100),
    currency: d.percentOff ? null : (d.currency ?? "USD"),
    eligibleTiers: d.eligibleTiers ?? [],
    cityRestriction: d.city ?? null,
    customerTag: d.customerTag ?? null,
    description: d.description ?? "",
    startsAt: null,
    endsAt: null,
    maxUses: null,
    usesCount: 0,
    isActive: true,
  };
}

/** The cart's total for several tickets of one tier at a stop with one code, by the cart's own arithmetic. */
function cartTotalWithCode(slug: string, tier: string, n: number, code: string): RegExp {
  const p = seedPrice(slug, tier);
  const r = applyDiscounts([{ tierKey: tier, unitPriceMinor: p.amountMinor, quantity: n }], [ruleOf(code)]);
  return money({ amountMinor: r.totalMinor, currency: p.currency });
}

/** An ISO date as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function isoDay(iso: string): RegExp {
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return isoDay(iso);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The weekday of a stop's first (or last) day. */
function weekdayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no date`);
  const [y = 0, m = 0, d = 0] = iso.split("-").map(Number);
  const name = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  if (!name) throw new Error(`no weekday for ${iso}`);
  return new RegExp(`\\b${name}`, "i");
}

/** A clock time as a reply may write it: "1:00 PM", "1 pm", "1:00pm" (and "noon" for 12:00 PM). */
function timeRe(t: string): RegExp {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(t);
  if (!match) throw new Error(`not a time: ${t}`);
  const [, h, min, half] = match;
  const ampm = half === "AM" ? "a\\.?\\s?m\\.?" : "p\\.?\\s?m\\.?";
  const minutes = min === "00" ? "(:00)?" : `:${min}`;
  const noon = t === "12:00 PM" ? "|\\bnoon\\b" : "";
  return new RegExp(`(?<![\\d:])${h}${minutes}\\s?${ampm}${noon}`, "i");
}

/** The time of an activity in a stop's seeded schedule, by day index and age-group table. */
function slotTime(slug: string, group: "juniors" | "seniors" | "all", activity: string, dayIndex = 0): RegExp {
  const schedule = seedEvent(slug).page?.schedule;
  const table = schedule?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return timeRe(slot.time);
}

const venueName = (slug: string): Fact => seedVenue(slug).name;
const streetOf = (slug: string): RegExp => new RegExp(escapeRegExp(street(slug)).replace(/\\ /g, "\\s"), "i");

/** The lowest and highest age the audition form accepts, probed from its own schema. */
function formAgeBounds(parse: (age: number) => boolean): { min: number; max: number } {
  const ok = Array.from({ length: 131 }, (_, age) => age).filter(parse);
  const min = ok[0];
  const max = ok[ok.length - 1];
  if (min === undefined || max === undefined) throw new Error("the form accepts no age");
  return { min, max };
}
const auditionBase = { fullName: "A Dancer", email: "a@example.com", phone: "555 0100", parentName: "A Parent", consent: true as const };
/** An age as a pattern that does not match inside another number. */
const ageFig = (n: number): RegExp => new RegExp(`(?<![\\d$£.])${n}(?!\\d|,\\d)`, "i");
const auditionAges = formAgeBounds((age) => auditionFormSchema.safeParse({ ...auditionBase, age }).success);

/** How many links the talent form accepts at most, probed from its own schema. */
function talentMaxLinks(): number {
  let n = 0;
  for (let k = 1; k <= 20; k++) {
    const links = Array.from({ length: k }, (_, i) => `https://example.com/${i}`);
    if (applicationSchemas.talent.safeParse({ fullName: "A Dancer", email: "a@example.com", age: 20, links }).success) n = k;
  }
  if (n === 0) throw new Error("the talent form accepts no links");
  return n;
}
const maxLinks = talentMaxLinks();
const talentNeedsLink = !applicationSchemas.talent.safeParse({ fullName: "A Dancer", email: "a@example.com", age: 20, links: [] }).success;
if (!talentNeedsLink) throw new Error("the talent form no longer needs a link");

/** A reply that opens with the wrong polarity. */
const saysYes: Fact = /^\W*(yes|yep|yeah|absolutely|of course|sure)\b/i;
const saysNo: Fact = /^\W*(no|nope|unfortunately not)\b/i;

const cohort = mentorshipCohort;
const cohortStart = isoDay(
  `${cohort.start.split(", ")[1] ?? ""}-${MONTHS.indexOf(cohort.start.split(" ")[0] ?? "") + 1}-${Number(cohort.start.split(" ")[1]?.replace(",", ""))}`,
);
const minTerm = new RegExp(`\\b(${cohort.minimumTermMonths}|three)[- ]month`, "i");

const juniorsLabel = /juniors?|12 and under|under 13|younger group/i;

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning45SingleQuestions: readonly Tuning45Question[] = [
  // prices and totals
  {
    kind: "single",
    topic: "prices and totals",
    ask: "how much is the core experience in seattle",
    expect: { includesAll: [priceOf("seattle", "core")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "im bringing my 3 kids to seattle, all core. whats the total?",
    expect: { includesAll: [totalOf("seattle", [["core", 3]])] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "studio owner here - 2 dancers want pro track in victoria bc, what would that come to before any code",
    expect: { includesAll: [totalOf("victoria-bc", [["pro", 2]])] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "orlando: one core ticket and one pro track ticket, total please",
    expect: { includesAll: [totalOf("orlando", [["core", 1], ["pro", 1]])] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "cypress 'just a class' option for 4 of my students how much altogether",
    expect: { includesAll: [totalOf("cypress", [["masterclass_only", 4]])] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "niagara falls prices are in canadian dollars right?",
    expect: { includesAll: [/canadian|CAD|C\$|CA\$/i], excludes: [saysNo] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "london core experience price? is it in pounds",
    expect: { includesAll: [priceOf("london", "core")], excludes: [saysNo] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "whats cheaper in niagara falls, core or pro track, and by how much",
    expect: {
      includesAll: [
        priceOf("niagara-falls", "core"),
        priceOf("niagara-falls", "pro"),
      ],
    },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "how much is the boise masterclass on nov 7 if my daughter just wants the class",
    expect: { includesAll: [priceOf("boise-nov-7", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "price of the one class only ticket in victoria?",
    expect: { includesAll: [priceOf("victoria-bc", "victoria_one_class_only")] },
  },

  {
    kind: "single",
    topic: "what a ticket includes",
    ask: "does pro track include everything in core",
    expect: { includesAll: [[/everything in (the )?core/i, /all of core/i, /everything core/i, /plus/i]], excludes: [saysNo] },
  },

  // upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "i already bought core for orlando, how much more to move up to pro track",
    expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "hudson nh - can i buy the pro track vip upgrade by itself without the weekend pass?",
    expect: {
      includesAll: [[/full weekend pass/i, /weekend (pass|ticket)/i, /balance payment/i]],
      excludes: [saysYes],
    },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "how much is the vip upgrade for the new hampshire weekend",
    expect: { includesAll: [priceOf("new-hampshire", "nh_protrack_vip")] },
  },

  // codes
  {
    kind: "single",
    topic: "codes",
    ask: "with the victoria early bird code what does one core ticket cost",
    expect: { includesAll: [afterPercent("victoria-bc", "core", "VICTORIAEARLY20")] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "does PROTRACK50 work for pro track in seattle?",
    expect: { includesAll: [/hartford/i], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "two of us are doing core in seattle with BRINGAFRIEND25, total for both?",
    expect: { includesAll: [cartTotalWithCode("seattle", "core", 2, "BRINGAFRIEND25")] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "can i put the same code in twice on one order to get double off",
    expect: { includesAll: [[/once per order/i, /one time per order/i, /only once/i]], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "codes",
    ask: "when does VICTORIAEARLY20 run out",
    expect: { includesAll: [isoDay((seedDiscountCode("VICTORIAEARLY20").endsAt ?? "").slice(0, 10))] },
  },

  {
    kind: "single",
    topic: "codes",
    ask: "is the victoria early bird 20% off?",
    expect: { includesAll: [fig(`${seedDiscountCode("VICTORIAEARLY20").percentOff ?? 0}%`)], excludes: [saysNo] },
  },

  // dates and venues
  {
    kind: "single",
    topic: "dates and venues",
    ask: "seattle is on a sunday right",
    expect: { includesAll: [weekdayOf("seattle"), dayOf("seattle")], excludes: [saysNo] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "when is the hartford one",
    expect: { includesAll: [dayOf("hartford")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is boston on a saturday?",
    expect: { includesAll: [weekdayOf("boston")], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "what studio is the boston intensive at and whats the address",
    expect: { includesAll: [venueName("boston"), streetOf("boston")] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "where exactly is orlando held",
    expect: { includesAll: [[venueName("orlando"), streetOf("orlando")]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "niagara falls studio, any tips for finding the entrance?",
    expect: { includesAll: [[/back of the building/i, /rear/i, /at the back/i]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "whats the date for london and where is it",
    expect: { includesAll: [[/to be (determined|announced)/i, /\bTBD\b/i, /not (yet )?(set|announced|confirmed)/i, /coming soon/i]] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is the atlanta intensive still happening in september?",
    expect: { includesAll: [/cancel/i], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "which comes first, sarasota or savannah?",
    expect: { includesAll: [/sarasota/i, dayOf("sarasota")] },
  },

  // schedule
  {
    kind: "single",
    topic: "schedule",
    ask: "my son is 15, what time does he check in for seattle",
    expect: { includesAll: [slotTime("seattle", "seniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "hartford juniors what time do they need to be there",
    expect: { includesAll: [slotTime("hartford", "juniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "what time is the audition for the seniors in sarasota",
    expect: { includesAll: [slotTime("sarasota", "seniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "boise evening masterclass nov 7 - when does the younger group start class",
    expect: { includesAll: [[slotTime("boise-nov-7", "juniors", "Masterclass: On-Camera Jazz"), slotTime("boise-nov-7", "juniors", "Check-in")]] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "is there a lunch break for juniors in savannah?",
    expect: { includesAll: [[/no (lunch )?break/i, /doesn'?t (have|include|list)/i, /does not (have|include|list)/i, /isn'?t (a|any)/i, /no lunch/i]], excludes: [saysYes] },
  },

  // ages and groups
  {
    kind: "single",
    topic: "ages and groups",
    ask: "my daughter is 12, is she a junior or senior in seattle",
    expect: { includesAll: [juniorsLabel], excludes: [/\bshe('s| is| would be) (a |in (the )?)?seniors?\b/i] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "my daughter is 12, which group is she in for orlando",
    expect: { includesAll: [[/12 to adult/i, /seniors?/i]] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "can beginners come? my kid is pretty new",
    expect: { includesAll: [[/all levels/i, /every level/i, /any level/i, /beginners?/i]], excludes: [saysNo] },
  },
  {
    kind: "single",
    topic: "ages and groups",
    ask: "sherwood saturday is all ages together, yes?",
    expect: { includesAll: [[/all ages/i, /every age/i, /together/i]], excludes: [saysNo] },
  },

  // auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "is the audition free",
    expect: { includesAll: [/free/i], excludes: [saysNo] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "can my 4 year old register for the audition",
    expect: { includesAll: [ageFig(auditionAges.min)], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "whats the age range on the audition form",
    expect: { includesAll: [ageFig(auditionAges.min), ageFig(auditionAges.max)] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if my daughter auditions is she guaranteed a part?",
    expect: { includesAll: [[/not guarantee/i, /doesn'?t guarantee/i, /no guarantee/i, /never guarantee/i]], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "can i do just the audition without paying for classes",
    expect: { includesAll: [[/audition only/i, /audition-only/i]], excludes: [saysNo] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "my son is 16, do i need to put my name on his audition registration",
    expect: { includesAll: [[/parent/i, /guardian/i]], excludes: [saysNo] },
  },

  // policies and changes
  {
    kind: "single",
    topic: "policies and changes",
    ask: "my daughter broke her wrist and cant go anymore, can i get my money back",
    expect: { includesAll: [[/all sales are final/i, /sales are final/i, /can'?t refund/i, /cannot refund/i, /no refunds?/i]], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "policies and changes",
    ask: "what happens if you guys cancel the event",
    expect: { includesAll: [/full refund/i] },
  },
  {
    kind: "single",
    topic: "policies and changes",
    ask: "if the date gets moved how long do i have to decide",
    expect: { includesAll: [/48 hours/i] },
  },
  {
    kind: "single",
    topic: "policies and changes",
    ask: "if i dont answer about a date change do i lose my money",
    expect: { includesAll: [/credit/i], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "policies and changes",
    ask: "if i end up with a credit can i use it for a different city?",
    expect: { includesAll: [[/any city/i, /another city/i, /different city/i, /any (tour )?date/i]], excludes: [saysNo] },
  },

  // what to bring
  {
    kind: "single",
    topic: "what to bring",
    ask: "what shoes should my 9 year old bring",
    expect: { includesAll: [/sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "what to bring",
    ask: "should we pack lunch or is food provided",
    expect: { includesAll: [[/bring (your own )?lunch/i, /lunch and snacks/i, /pack (a )?lunch/i, /snacks/i]] },
  },
  {
    kind: "single",
    topic: "what to bring",
    ask: "does she need a headshot to audition",
    expect: { includesAll: [[/not required/i, /don'?t need/i, /do not need/i, /no need/i, /isn'?t required/i, /optional/i]], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "what to bring",
    ask: "should she wear solid colors for the camera",
    expect: { includesAll: [[/solid colou?rs?/i, /black/i]], excludes: [saysNo] },
  },

  // footage
  {
    kind: "single",
    topic: "footage",
    ask: "how long until we get the clips from class",
    expect: { includesAll: [[/four weeks/i, /4 weeks/i]] },
  },
  {
    kind: "single",
    topic: "footage",
    ask: "is the audition filmed too?",
    expect: { includesAll: [/film/i], excludes: [saysNo] },
  },
  {
    kind: "single",
    topic: "footage",
    ask: "can i just buy a demo reel at checkout",
    expect: { includesAll: [[/application/i, /apply/i]], excludes: [saysYes] },
  },

  // city pages
  {
    kind: "single",
    topic: "city pages",
    ask: "who teaches the contemporary class in boston",
    expect: { includesAll: [/Liora Vantassel/i] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "can anybody sign up for the hudson new hampshire weekend?",
    expect: { includesAll: [/Granite Stage/i], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "in seattle do they let you watch your own footage during the day",
    expect: { includesAll: [/playback/i], excludes: [saysNo] },
  },
  {
    kind: "single",
    topic: "city pages",
    ask: "who runs the stunts class in spokane",
    expect: { includesAll: [/stunt ?woman/i] },
  },

  // what a ticket includes
  {
    kind: "single",
    topic: "what a ticket includes",
    ask: "whats included with pro track vs core",
    expect: { includesAll: [[/filmed for your reel/i, /reel/i], [/personal feedback/i, /feedback/i]] },
  },
  {
    kind: "single",
    topic: "what a ticket includes",
    ask: "does the audition only ticket include any classes",
    expect: { includesAll: [[/no classes/i, /doesn'?t include (any )?classes/i, /does not include (any )?classes/i, /without classes/i, /audition only/i]], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "what a ticket includes",
    ask: "does a boston ticket come with acting for dancers",
    expect: { includesAll: [/free month/i], excludes: [saysNo] },
  },

  // acting for dancers
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "how much is one private acting for dancers session",
    expect: { includesAll: [priceOf("acting-for-dancers", "afd_private_session")] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is acting for dancers a monthly subscription?",
    expect: { includesAll: [/one-time/i], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "how long do i have to use the 3 pack",
    expect: { includesAll: [/90 days/i] },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "starter path or steady growth - which is longer and what do they cost",
    expect: {
      includesAll: [
        /steady growth/i,
        [/eight weeks?/i, /8 weeks?/i, /eight-week/i, /8-week/i],
        priceOf("acting-for-dancers", "afd_starter"),
        priceOf("acting-for-dancers", "afd_steady_growth"),
      ],
    },
  },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "got a free month code with my spokane ticket, where do i use it",
    expect: { includesAll: [/starter path/i, [/promo/i, /cart/i]] },
  },

  // mentorship
  {
    kind: "single",
    topic: "mentorship",
    ask: "how much is the building mentorship per month on the seattle page",
    expect: { includesAll: [priceOf("seattle", "mentorship_building")] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "on the niagara falls page whats the building level mentorship price",
    expect: { includesAll: [priceOf("niagara-falls", "mentorship_building")] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "which mentorship level gets a one on one call with the choreographer",
    expect: { includesAll: [/elite circle/i] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "is there a 3 month minimum on mentorship?",
    expect: { includesAll: [minTerm], excludes: [saysNo] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "when does mentorship billing start if i sign up today",
    expect: { includesAll: [cohortStart] },
  },

  // scholarships and talent
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "do scholarships pay for the hotel too",
    expect: { includesAll: [[/don'?t cover/i, /does not cover/i, /doesn'?t cover/i, /not cover/i, /no[t]? (include )?travel/i]], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "when do scholarship applications close for a city",
    expect: { includesAll: [[/three weeks/i, /3 weeks/i]] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "how many links can i put on the submit talent form",
    expect: { includesAll: [ageFig(maxLinks)] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "can i send the talent form with no links, just my name?",
    expect: { includesAll: [[/at least one link/i, /one link/i, /need (a|at least one) link/i, /link is required/i, /requires? (a|at least one) link/i]], excludes: [saysYes] },
  },
  {
    kind: "single",
    topic: "scholarships and talent",
    ask: "is submitting talent free?",
    expect: { includesAll: [/free/i], excludes: [saysNo] },
  },

  // things the site does not state
  {
    kind: "single",
    topic: "city pages",
    ask: "how many dancers showed up to last years boise intensive",
    expect: { notSure: true },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is there a wheelchair ramp at the hartford studio",
    expect: { notSure: true },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions

export const tuning45OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a hotel near the boston studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "how much is parking in orlando near the studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "my daughter sprained her ankle last week, should she ice it or heat it before dancing", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell jazz shoes or dancewear", expect: { notSure: true } },
  { kind: "off-topic", ask: "is the joffrey summer intensive better than yours", expect: { notSure: true } },
  { kind: "off-topic", ask: "do we need a passport to drive to niagara falls ontario from buffalo", expect: { notSure: true } },
  { kind: "off-topic", ask: "can the choreographer come teach at my studio for a private workshop next spring", expect: { notSure: true } },
  { kind: "off-topic", ask: "cheapest flights to hartford in january?", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const tuning45Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A parent with two children in Seattle, then switching city",
    turns: [
      { ask: "how much for my two girls to do core in seattle", expect: { includesAll: [totalOf("seattle", [["core", 2]])] } },
      {
        ask: "theyre 10 and 14, what time does each one check in",
        expect: { includesAll: [slotTime("seattle", "juniors", "Check-in"), slotTime("seattle", "seniors", "Check-in")] },
      },
      {
        ask: "actually we might do victoria instead, what's core there for one",
        expect: { includesAll: [priceOf("victoria-bc", "core")], excludes: [priceOf("seattle", "core")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A studio owner with several dancers and the Victoria early-bird code",
    turns: [
      {
        ask: "i have 5 students for victoria core and we have the early bird code, what's the total",
        expect: { includesAll: [cartTotalWithCode("victoria-bc", "core", 5, "VICTORIAEARLY20")] },
      },
      {
        ask: "does that code work on the one class only ticket too?",
        expect: { includesAll: [[/core/i, /pro track/i]], excludes: [saysYes] },
      },
      {
        ask: "and when does it stop working",
        expect: { includesAll: [isoDay((seedDiscountCode("VICTORIAEARLY20").endsAt ?? "").slice(0, 10))] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "A teen after buying in Orlando: upgrade, venue, a date change",
    turns: [
      { ask: "hey i bought core in orlando, how much is it to switch to pro track", expect: { includesAll: [printed(boughtUpgrade("orlando", "core", "pro"))] } },
      { ask: "cool and where is it", expect: { includesAll: [[venueName("orlando"), streetOf("orlando")]] } },
      { ask: "what if you move the date and i cant make the new one", expect: { includesAll: [/48 hours/i, [/refund/i, /credit/i]] } },
    ],
  },
  {
    kind: "conversation",
    title: "An adult dancer asking about mentorship levels, billing and cancelling",
    turns: [
      { ask: "what are the mentorship levels", expect: { includesAll: [/building/i, /growth/i, /elite circle/i] } },
      { ask: "when would i first be charged", expect: { includesAll: [cohortStart] } },
      { ask: "can i cancel after the first month if i dont like it", expect: { includesAll: [minTerm], excludes: [saysYes] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent planning the Sherwood weekend for two children",
    turns: [
      { ask: "sherwood dates?", expect: { includesAll: [dayOf("sherwood"), [dayOf("sherwood", "endsOn"), /&\s*25\b/, /and 25\b/i, /-\s*25\b/]] } },
      { ask: "my son is 12, which group is he on sunday", expect: { includesAll: [juniorsLabel] } },
      {
        ask: "full weekend pass for him and his sister how much",
        expect: { includesAll: [totalOf("sherwood", [["weekend_pass", 2]])] },
      },
    ],
  },
];

export const tuning45QuestionCount =
  tuning45SingleQuestions.length + tuning45OffTopicQuestions.length + tuning45Conversations.reduce((n, c) => n + c.turns.length, 0);
