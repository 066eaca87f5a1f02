/**
 * Held-out set AE (issue 40): "a week of real traffic". A cross-section of what visitors send a
 * dance-intensive site's chat in a week, in roughly those proportions: prices and totals first, then
 * dates and places, what a ticket includes, ages and groups, auditions and policies, with short
 * follow-ups. Written from the spec, the seed and the site's pages only, apart from the answerer.
 *
 * Every figure is computed from the seed with the site's own functions; copy facts are short phrases
 * from the pages with the ordinary wordings a correct answer might use. The clock is EVAL_CLOCK.
 */
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  cartUpgrade,
  dateText,
  escapeRegExp,
  EVAL_CLOCK,
  MONTHS,
  mentorshipCohort,
  price,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";
import { site } from "~/content/site";
import { scheduleCopy } from "~/content/schedule";
import { AGE_GROUP_LABELS, ADULT_AGE, auditionAgeGroup } from "~/domain/age-groups";
import { applyDiscounts, checkCode, type DiscountCodeRule } from "~/domain/discounts";
import { formatMoney, toMinor } from "~/domain/money";
import { applicationSchemas } from "~/features/applications/application-schemas";
import { auditionFormSchema } from "~/features/auditions/audition-schema";

type AETopic =
  | "prices"
  | "totals"
  | "upgrades"
  | "discount codes"
  | "dates"
  | "venues"
  | "schedule and groups"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "what to bring"
  | "footage"
  | "city pages"
  | "what's included"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and forms";

interface AESingle {
  kind: "single";
  topic: AETopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Figures from the seed

/** A printed amount as a pattern that does not match inside a larger number; "C$227" also matches "$227". */
function money(text: string): RegExp {
  const plain = text.replace(/^C(?=\$)/, "");
  return new RegExp(escapeRegExp(plain) + "(?!\\d|,\\d)");
}

/** One offer's printed price, as a pattern. */
const p = (slug: string, tier: string): RegExp => money(price(slug, tier));

/** A bare number that is not part of a larger one. */
const num = (n: number): RegExp => new RegExp(`(?<![\\d,.])${n}(?![\\d,]|\\.\\d)`);

/** What `quantity` of one offer costs with the given seeded codes, by the cart's own arithmetic. */
function total(slug: string, lines: ReadonlyArray<[string, number]>, codes: readonly string[] = []): RegExp {
  const currency = seedPrice(slug, lines[0]![0]).currency;
  const priced = lines.map(([tier, quantity]) => ({ tierKey: tier, unitPriceMinor: seedPrice(slug, tier).amountMinor, quantity }));
  const rules = codes.map((c) => codeRule(c));
  for (const rule of rules) {
    const ok = checkCode(rule, { eventSlug: slug, currency, tierKeys: lines.map(([t]) => t), now: EVAL_CLOCK });
    if (!ok.ok) throw new Error(`${rule.code} does not apply at ${slug}: ${ok.reason}`);
  }
  return money(formatMoney({ amountMinor: applyDiscounts(priced, rules).totalMinor, currency }));
}

/** A seeded code as the discount rules see it. */
function codeRule(code: string): DiscountCodeRule {
  const d = seedDiscountCode(code);
  const percent = d.percentOff ?? null;
  return {
    code: d.code,
    discountType: percent !== null ? "percentage" : "fixed",
    value: percent !== null ? percent : toMinor(d.amount ?? 0),
    currency: percent !== null ? null : (d.currency ?? null),
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

/** A month and day ("November 9") as a reply may write it: full or short month, optional ordinal. */
function monthDay(month: number, day: number): RegExp {
  const name = MONTHS[month - 1];
  if (!name) throw new Error(`no month ${month}`);
  return new RegExp(`${name.slice(0, 3)}[a-z]*\\.?\\s+${day}(?:st|nd|rd|th)?(?!\\d)`, "i");
}

/** A stop's start date ("November 9"), from its seeded ISO date. */
function startDay(slug: string): RegExp {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  const [, m, d] = iso.split("-").map(Number);
  return monthDay(m!, d!);
}

/** A seeded ISO date-time's calendar day as a pattern ("2025-10-24T..." → October 24). */
function isoDay(iso: string): RegExp {
  const [, m, d] = iso.slice(0, 10).split("-").map(Number);
  return monthDay(m!, d!);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** The weekday of a stop's start date. */
function weekday(slug: string): string {
  const iso = seedEvent(slug).startsOn;
  if (!iso) throw new Error(`${slug} has no date`);
  return WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()]!;
}

/** A schedule time ("9:30 AM") as a reply may write it: "9:30 am", "9:30am", and "9 am" for whole hours. */
function timeRe(text: string): RegExp {
  const m = /^(\d{1,2}):(\d{2})\s*([AP])M$/.exec(text);
  if (!m) throw new Error(`unreadable time ${text}`);
  const [, h, mm, ap] = m;
  const minutes = mm === "00" ? `(?::00)?` : `:${mm}`;
  return new RegExp(`(?<!\\d)${h}${minutes}\\s*${ap}\\.?\\s?m\\b`, "i");
}

/** The time of one activity in a stop's schedule (day index, group), failing if the seed has no such row. */
function slot(slug: string, dayIndex: number, group: string, activity: string): RegExp {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  const table = days[dayIndex]?.tables.find((t) => t.group === group);
  const row = table?.slots.find((s) => s.activity === activity);
  if (!row) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return timeRe(row.time);
}

/** Whether a stop's schedule (any day, group) lists an activity. */
function hasActivity(slug: string, group: string, activity: string): boolean {
  const days = seedEvent(slug).page?.schedule?.days ?? [];
  return days.some((d) => d.tables.some((t) => t.group === group && t.slots.some((s) => s.activity === activity)));
}

/** The venue's name and street, either of which places it. */
const place = (slug: string): Fact[] => [seedVenue(slug).name, street(slug)];

/** The youngest age the audition form accepts, by its own schema. */
const minAuditionAge = (() => {
  for (let age = 0; age <= 30; age++) {
    const ok = auditionFormSchema.safeParse({ fullName: "A", email: "a@b.co", phone: "1", age, parentName: "P", consent: true }).success;
    if (ok) return age;
  }
  throw new Error("the audition form accepts no age up to 30");
})();

/** The most links the Submit Talent form takes, by its own schema. */
const maxTalentLinks = (() => {
  let most = 0;
  for (let n = 1; n <= 20; n++) {
    const links = Array.from({ length: n }, (_, i) => `https://example.com/${i}`);
    if (applicationSchemas.talent.safeParse({ fullName: "A", email: "a@b.co", age: 20, links }).success) most = n;
  }
  if (most === 0) throw new Error("the talent form takes no links");
  return most;
})();

/** "Juniors (12 and under)" → /junior/i: the group word of a label. */
const groupWord = (label: string): RegExp => new RegExp(label.split(" ")[0]!.replace(/s$/, ""), "i");

const no: Fact = /^\s*no\b/i;
const yes: Fact = /^\s*yes\b/i;
const threeMonth: Fact[] = [
  new RegExp(`(?<!\\d)${mentorshipCohort.minimumTermMonths}[- ]months?\\b`, "i"),
  new RegExp(`\\b${["zero", "one", "two", "three", "four", "five", "six"][mentorshipCohort.minimumTermMonths]}[- ]months?\\b`, "i"),
];
const noRefund: Fact[] = [
  /all sales (are )?final/i,
  /non-?refundable/i,
  /(not|n't) refundable/i,
  /no refunds?/i,
  /can(no|'|’)?t (be )?refund/i,
  /(won'?t|will not) (be )?refund/i,
  /don'?t (give |offer |do )?refunds?/i,
  /do not (give |offer |do )?refunds?/i,
];
const email = site.contactEmail;

const victoriaEarly = seedDiscountCode("VICTORIAEARLY20");
const summer = seedDiscountCode("SUMMER2025");
if (!victoriaEarly.endsAt || !summer.endsAt) throw new Error("the early-bird and summer codes have end dates");
if (new Date(summer.endsAt) > EVAL_CLOCK) throw new Error("SUMMER2025 is expected to have ended by the eval clock");
if (new Date(victoriaEarly.endsAt) < EVAL_CLOCK) throw new Error("VICTORIAEARLY20 is expected to run at the eval clock");
if (!seedEvent("atlanta").isCancelled) throw new Error("Atlanta is expected to be cancelled");
if (seedEvent("dallas").venue) throw new Error("Dallas is expected to have no venue yet");
if (seedEvent("london").startsOn) throw new Error("London is expected to have no date");
if (hasActivity("hoschton", "juniors", "Theater")) throw new Error("Buford juniors are expected to have no Theater class");

const sherwoodDays = seedPrice("sherwood", "core_day1").amountMinor + seedPrice("sherwood", "core_day2").amountMinor;
if (seedPrice("sherwood", "weekend_pass").amountMinor >= sherwoodDays) throw new Error("the Sherwood weekend pass is expected to cost less than both days");
if (seedPrice("boston", "boston_pro_track").amountMinor >= toMinor(400)) throw new Error("Boston Pro Track is expected to cost under $400");
const orlandoGroups = scheduleCopy.ageGroups.eleven_and_twelve_plus;
const niagaraNotes = seedVenue("niagara-falls").notes ?? "";
if (!/back of the building/.test(niagaraNotes)) throw new Error("Niagara's venue notes changed");

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutAESingleQuestions: readonly AESingle[] = [
  // prices
  { kind: "single", topic: "prices", ask: "how much is core in nashville", expect: { includesAll: [p("nashville", "core")] } },
  { kind: "single", topic: "prices", ask: "pro track price for seattle?", expect: { includesAll: [p("seattle", "pro")] } },
  { kind: "single", topic: "prices", ask: "victoria bc core experience cost?", expect: { includesAll: [p("victoria-bc", "core")] } },
  { kind: "single", topic: "prices", ask: "how much is the one class only thing in victoria", expect: { includesAll: [p("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices", ask: "whats the price of just a class in cypress", expect: { includesAll: [p("cypress", "masterclass_only")] } },
  { kind: "single", topic: "prices", ask: "orlando core ticket price?", expect: { includesAll: [p("orlando", "core")] } },
  { kind: "single", topic: "prices", ask: "sherwood full weekend pass price", expect: { includesAll: [p("sherwood", "weekend_pass")] } },
  {
    kind: "single",
    topic: "prices",
    ask: "is the sherwood weekend pass cheaper than buying saturday and sunday seperately?",
    expect: { includesAll: [p("sherwood", "weekend_pass")], excludes: [no] },
  },
  { kind: "single", topic: "prices", ask: "spokane core day 1 price", expect: { includesAll: [p("spokane", "core_day1")] } },
  { kind: "single", topic: "prices", ask: "new hampshire balance payment how much is it", expect: { includesAll: [p("new-hampshire", "nh_balance_payment")] } },
  {
    kind: "single",
    topic: "prices",
    ask: "is pro track in boston more than $400?",
    expect: { includesAll: [p("boston", "boston_pro_track")], excludes: [yes] },
  },

  // totals
  { kind: "single", topic: "totals", ask: "i need 3 core tickets for savannah, total?", expect: { includesAll: [total("savannah", [["core", 3]])] } },
  {
    kind: "single",
    topic: "totals",
    ask: "studio owner here, 6 pro track tix for sarasota how much all together",
    expect: { includesAll: [total("sarasota", [["pro", 6]])] },
  },
  { kind: "single", topic: "totals", ask: "two pro track tickets in victoria total please", expect: { includesAll: [total("victoria-bc", [["pro", 2]])] } },
  {
    kind: "single",
    topic: "totals",
    ask: "one core and one pro track in boise nov 8 for my 2 kids, whats the total",
    expect: { includesAll: [total("boise", [["core", 1], ["pro", 1]])] },
  },
  { kind: "single", topic: "totals", ask: "4 spokane core day 1 tickets how much", expect: { includesAll: [total("spokane", [["core_day1", 4]])] } },

  // upgrades
  {
    kind: "single",
    topic: "upgrades",
    ask: "i already bought core for hartford, what does it cost to upgrade to pro track",
    expect: { includesAll: [money(boughtUpgrade("hartford", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "bought core in niagara falls last week, how much more to go up to pro?",
    expect: { includesAll: [money(boughtUpgrade("niagara-falls", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "i have a charleston core ticket in my cart, how much extra to swap it for pro track",
    expect: { includesAll: [money(cartUpgrade("charleston-wv", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "can i buy just the vip upgrade in new hampshire without a weekend ticket?",
    expect: { includesAny: [/weekend pass/i, /full weekend/i, /balance payment/i, /weekend ticket first/i], excludes: [yes] },
  },

  // discount codes
  {
    kind: "single",
    topic: "discount codes",
    ask: "is VICTORIAEARLY20 still working?",
    expect: { includesAll: [isoDay(victoriaEarly.endsAt)], excludes: [no] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "core in victoria with the early bird code, what do i pay",
    expect: { includesAll: [total("victoria-bc", [["core", 1]], ["VICTORIAEARLY20"])] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "bringafriend25 on one nashville core ticket, whats the price then",
    expect: { includesAll: [total("nashville", [["core", 1]], ["BRINGAFRIEND25"])] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "summer2025 code still good?",
    expect: { includesAny: [/^\s*no\b/i, /expired/i, /ended/i, /no longer/i, /(not|n't) (valid|active|working)/i, /(doesn'?t|does not|won'?t|will not) work/i, isoDay(summer.endsAt)], excludes: [yes] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "does PROTRACK50 work on pro track in boston?",
    expect: { includesAny: [/hartford/i, /^\s*no\b/i, /(n't|not) (work|valid|apply|be used)/i], excludes: [yes] },
  },
  {
    kind: "single",
    topic: "discount codes",
    ask: "hartford pro track with the protrack50 code how much",
    expect: { includesAll: [total("hartford", [["pro", 1]], ["PROTRACK50"])] },
  },

  // dates
  { kind: "single", topic: "dates", ask: "when is the seattle intensive", expect: { includesAll: [startDay("seattle")] } },
  { kind: "single", topic: "dates", ask: "boone nc date?", expect: { includesAll: [startDay("boone")] } },
  {
    kind: "single",
    topic: "dates",
    ask: "what day of the week is saratoga springs",
    expect: { includesAll: [weekday("saratoga-springs")] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "when is london happening",
    expect: { includesAny: [/to be (determined|announced|confirmed)/i, /\bTBD\b/i, /\bTBA\b/i, /(not|n't) (been )?(set|announced|confirmed|scheduled)/i, /no (set |confirmed )?date/i, /not yet/i] },
  },
  { kind: "single", topic: "dates", ask: "springfield va what date", expect: { includesAll: [startDay("springfield-va")] } },
  {
    kind: "single",
    topic: "dates",
    ask: "is the atlanta one still happening?",
    expect: { includesAll: [/cancel/i], excludes: [yes] },
  },
  {
    kind: "single",
    topic: "dates",
    ask: "sherwood, is it one day or the whole weekend?",
    expect: {
      includesAll: [[/Jan[a-z]*\.?\s+24(?:th)?\s*(?:&|and|-|–|to)\s*(?:Jan[a-z]*\.?\s+)?25/i, /\b(two|2)[- ]days?\b/i, /saturday and sunday/i, /both days/i]],
      excludes: [/^\s*(it'?s\s+)?(just\s+|only\s+)?(one|1|a single)[- ]day\b/i],
    },
  },

  // venues
  { kind: "single", topic: "venues", ask: "where is the orlando one held", expect: { includesAny: place("orlando") } },
  { kind: "single", topic: "venues", ask: "address for the boston intensive?", expect: { includesAll: [street("boston")] } },
  { kind: "single", topic: "venues", ask: "what studio is nashville at", expect: { includesAll: [seedVenue("nashville").name] } },
  {
    kind: "single",
    topic: "venues",
    ask: "dallas venue?",
    expect: { includesAny: [scheduleCopy.venueComingSoon, /coming soon/i, /(not|n't) (yet )?(been )?(confirmed|announced|set)/i, /being confirmed/i, /to be (confirmed|announced|determined)/i, /\bTBA\b/, /\bTBD\b/] },
  },
  { kind: "single", topic: "venues", ask: "niagara falls studio which entrance do we use", expect: { includesAll: [/back/i] } },

  // schedule and groups
  { kind: "single", topic: "schedule and groups", ask: "what time is check in for seniors in hartford", expect: { includesAll: [slot("hartford", 0, "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule and groups", ask: "juniors in seattle, what time do they need to be there", expect: { includesAll: [slot("seattle", 0, "juniors", "Check-in")] } },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "my son is 12, is he a junior or a senior?",
    expect: { includesAll: [groupWord(AGE_GROUP_LABELS[auditionAgeGroup(12)])] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "my daughter is 12 and we're going to orlando, which group is she in",
    expect: { includesAll: [[/12 to adult/i, /12 and (up|older)/i, /12\+/, groupWord(orlandoGroups.seniors)]] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "sherwood saturday are juniors and seniors split up?",
    expect: { includesAny: [/all ages/i, /together/i, /every age/i], excludes: [yes] },
  },
  {
    kind: "single",
    topic: "schedule and groups",
    ask: "do juniors in buford get a theater class?",
    expect: { includesAny: [/^\s*no\b/i, /(n't|\bnot|\bno)\b[^.]*theat/i, /theat[^.]*(only|just) (for )?(the )?seniors/i], excludes: [yes] },
  },

  // ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my 10 yr old wants to audition, does she need a parent to sign up",
    expect: { includesAll: [[/parent/i, /guardian/i]], excludes: [no] },
  },
  { kind: "single", topic: "ages and eligibility", ask: "youngest age you can register for the audition?", expect: { includesAll: [[num(minAuditionAge), /\bfive\b/i]] } },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: `im ${ADULT_AGE - 1}, can i register for the audition on my own without my mom?`,
    expect: { includesAll: [[/parent/i, /guardian/i]], excludes: [yes] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "can anyone sign up for the new hampshire weekend?",
    expect: { includesAll: [[/granite stage/i, /alumni/i]], excludes: [yes] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "is this only for advanced dancers or can beginners come",
    expect: { includesAny: [/all levels/i, /every level/i, /any level/i, /all ages/i, /everyone/i, /beginners (are )?(welcome|can come|invited)/i, /recreational/i] },
  },

  // auditions
  { kind: "single", topic: "auditions", ask: "is the audition free", expect: { includesAll: [/free/i], excludes: [no, /(not|n't) free/i] } },
  {
    kind: "single",
    topic: "auditions",
    ask: "do i need a headshot to audition?",
    expect: { includesAny: [/not required/i, /n't required/i, /(not|n't) necessary/i, /no(t)? need/i, /don'?t need/i, /do not need/i, /don'?t have to/i, /optional/i, /neither is required/i], excludes: [yes] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "if my kid auditions is a role guaranteed",
    expect: { includesAny: [/(does not|doesn'?t|not|no|never|cannot|can'?t|n't) guarantee/i, /(not|n't) guaranteed/i], excludes: [yes] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "we cant make any of the dates, can she still be considered?",
    expect: { includesAll: [[/submit[- ](your )?talent/i, /talent submission/i]], excludes: [no] },
  },

  // policies
  {
    kind: "single",
    topic: "policies",
    ask: "can i get a refund if my daughter gets sick and cant come",
    expect: { includesAny: noRefund, excludes: [yes] },
  },
  { kind: "single", topic: "policies", ask: "what happens if you cancel the event", expect: { includesAll: [/full refund/i] } },
  {
    kind: "single",
    topic: "policies",
    ask: "do credits expire?",
    expect: { includesAny: [/never expire/i, /(does not|doesn'?t|do not|don'?t|won'?t|will not) expire/i, /no expir/i], excludes: [yes] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "i have a credit from niagara falls paid in canadian dollars, can i use it for seattle?",
    expect: { includesAll: [[/currency/i, /canadian/i, /\bCAD\b/]], excludes: [yes] },
  },

  // what to bring
  { kind: "single", topic: "what to bring", ask: "what shoes should my kid bring", expect: { includesAll: [/sneaker/i, /jazz shoe/i] } },
  {
    kind: "single",
    topic: "what to bring",
    ask: "is a big graphic tee ok to wear?",
    expect: { includesAny: [/logo/i, /print/i, /solid colou?r/i], excludes: [yes] },
  },
  { kind: "single", topic: "what to bring", ask: "how early should we arrive", expect: { includesAll: [[/15[- ]min/i, /fifteen[- ]min/i]] } },

  // footage
  { kind: "single", topic: "footage", ask: "will we get the video from class and when", expect: { includesAll: [[/4 weeks/i, /four weeks/i]] } },
  {
    kind: "single",
    topic: "footage",
    ask: "i dont want my kid in your promo posts, is that possible?",
    expect: { includesAll: [email], excludes: [no] },
  },

  // city pages
  { kind: "single", topic: "city pages", ask: "boston guest contemporary teacher, who is it?", expect: { includesAll: [/Liora Vantassel/i] } },
  {
    kind: "single",
    topic: "city pages",
    ask: "does the spokane ticket come with acting for dancers?",
    expect: { includesAll: [[/free month/i, /month (of .*)?free/i, /one month/i, /1 month/i]], excludes: [no] },
  },

  // what's included
  {
    kind: "single",
    topic: "what's included",
    ask: "what do i get with pro track that core doesnt have",
    expect: { includesAll: [/reel/i, /feedback/i] },
  },
  { kind: "single", topic: "what's included", ask: "whats in the boston core ticket", expect: { includesAll: [/contemporary/i] } },
  {
    kind: "single",
    topic: "what's included",
    ask: "does the audition only ticket include any classes?",
    expect: { includesAny: [/^\s*no\b/i, /no classes/i, /(does not|doesn'?t) include/i, /not include/i, /(not|n't) included/i, /only the audition/i, /just the audition/i], excludes: [yes] },
  },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers 3 pack price", expect: { includesAll: [p("acting-for-dancers", "afd_3pack")] } },
  {
    kind: "single",
    topic: "acting for dancers",
    ask: "is acting for dancers a monthly subscription or one time?",
    expect: { includesAny: [/one[- ]time/i, /(not|n't) a (monthly )?subscription/i, /never a subscription/i] },
  },

  // mentorship
  {
    kind: "single",
    topic: "mentorship",
    ask: "mentorship levels and monthly prices on the hartford page?",
    expect: { includesAll: [p("hartford", "mentorship_building"), p("hartford", "mentorship_growth"), p("hartford", "mentorship_elite")] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "when does mentorship start if i sign up now",
    expect: { includesAll: [[mentorshipCohort.start, /December 1(?!\d)/i, /Dec\.? 1(?!\d)/i]] },
  },
  {
    kind: "single",
    topic: "mentorship",
    ask: "can i cancel elite circle after 1 month?",
    expect: { includesAll: [threeMonth], excludes: [yes] },
  },

  // scholarships and forms
  { kind: "single", topic: "scholarships and forms", ask: "when do scholarship applications close", expect: { includesAll: [[/three weeks/i, /3 weeks/i]] } },
  {
    kind: "single",
    topic: "scholarships and forms",
    ask: "does the scholarship cover travel?",
    expect: { includesAll: [/travel/i, [/\bno\b/i, /\bnot\b/i, /n't\b/i]], excludes: [yes] },
  },
  { kind: "single", topic: "scholarships and forms", ask: "submit talent form how many links can i add", expect: { includesAll: [[num(maxTalentLinks), /\bfive\b/i]] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: the site states none of these

export const heldoutAEOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "any hotels near the boston studio you'd recommend?", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there parking at the nashville studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell dance shoes or costumes", expect: { notSure: true } },
  { kind: "off-topic", ask: "can you recommend a good ballet school in orlando for my 8 year old", expect: { notSure: true } },
  { kind: "off-topic", ask: "best stretching routine to get my splits faster?", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good places to eat near the savannah studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you do birthday parties at the studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "whats the wifi password at the victoria studio", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const heldoutAEConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A studio owner prices Victoria for a group",
    turns: [
      { ask: "how much is core in victoria?", expect: { includesAll: [p("victoria-bc", "core")] } },
      { ask: "and for 5 dancers?", expect: { includesAll: [total("victoria-bc", [["core", 5]])] } },
      { ask: "with the early bird code?", expect: { includesAll: [total("victoria-bc", [["core", 5]], ["VICTORIAEARLY20"])] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent plans the Boise day",
    turns: [
      { ask: "when's the boise intensive", expect: { includesAll: [startDay("boise")] } },
      { ask: "where is it?", expect: { includesAny: place("boise") } },
      { ask: "my daughter is 9, what time does her group check in?", expect: { includesAll: [slot("boise", 0, "juniors", "Check-in")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Spokane tiers",
    turns: [
      { ask: "what do you get with spokane pro track?", expect: { includesAny: [/camera time/i, /feedback/i, /reel/i] } },
      { ask: "price?", expect: { includesAll: [p("spokane", "pro")] } },
      { ask: "and core day 1?", expect: { includesAll: [p("spokane", "core_day1")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Can't make Sarasota anymore",
    turns: [
      { ask: "we cant go to sarasota on " + dateText("sarasota").split(",")[0]!.toLowerCase() + " anymore, can i get my money back", expect: { includesAny: noRefund, excludes: [yes] } },
      { ask: "what if you move the date though?", expect: { includesAll: [[/48/, /forty-eight/i]] } },
      { ask: "and if i dont reply in time?", expect: { includesAll: [/credit/i] } },
    ],
  },
  {
    kind: "conversation",
    title: "Mentorship from scratch",
    turns: [
      { ask: "what mentorship levels do you have", expect: { includesAll: [/building/i, /growth/i, /elite circle/i] } },
      { ask: "how much is the middle one per month", expect: { includesAll: [p("hartford", "mentorship_growth")] } },
      { ask: "is there a minimum commitment?", expect: { includesAll: [threeMonth] } },
    ],
  },
];

export const heldoutAEQuestionCount =
  heldoutAESingleQuestions.length + heldoutAEOffTopicQuestions.length + heldoutAEConversations.reduce((n, c) => n + c.turns.length, 0);
