/**
 * Tuning set 32 of the chat assistant (issue 40): written from the spec, the seed catalog, the site's
 * content files and the forms' own validation, by someone who never read the answerer, its docs or
 * other sets' questions. About half the single questions ask what one city's page says of its own day:
 * date and weekday, studio and street, each group's times, the classes and teachers it lists, its
 * special rules (a private weekend, two-day stops, a masterclass evening, one-class tickets, an
 * early-bird code), cancelled and unconfirmed stops, and two stops side by side.
 *
 * Every figure (price, total, upgrade difference, date, weekday, venue, street, time, age limit,
 * cohort date, order limit, discount) is computed from the seed with the site's own functions; copy
 * facts are short phrases with alternatives. The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { scheduleCopy } from "~/content/schedule";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { cartLineSchema } from "~/features/cart/quote-schema";
import { CITY_COPY } from "../../seed/city-copy";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  boughtUpgrade,
  escapeRegExp,
  MONTHS,
  mentorshipCohort,
  seed,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning32Topic =
  | "city dates and weekdays"
  | "venues and streets"
  | "city schedules"
  | "classes and teachers"
  | "special stops"
  | "cancelled and unconfirmed"
  | "comparing stops"
  | "prices and totals"
  | "ages and auditions"
  | "policies"
  | "bring and wear"
  | "online programs";

interface Tuning32Question {
  kind: "single";
  topic: Tuning32Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Helpers: figures as patterns, computed from the seed (fig, money, dayOf, timeRe, slotTime as in tuning-set-22.ts)

/** A printed figure as a pattern that does not match inside a larger one ("$168" but not "$1680"; "$115, 3 Pack" still matches). */
const fig = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?!\\d|,\\d)`, "i");

/** A price as a pattern: "C$227" also matches "$227 CAD" and "CA$227" (the "$227" part). */
const money = (m: Money): RegExp => fig(formatMoney(m).replace(/^C(?=\$)/, ""));

/** One offer's price at a stop, as a pattern. */
const priceOf = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));

/** n tickets of one offer, as a pattern. */
const totalOf = (slug: string, tier: string, n: number): RegExp => {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
};

/** A pattern for a printed money string from seed-facts (price, cartUpgrade, boughtUpgrade). */
const printed = (text: string): RegExp => fig(text.replace(/^C(?=\$)/, ""));

/** A seeded ISO calendar date ("2025-11-09") as a reply would write it: "November 9", "Nov 9", "Nov. 9th". */
function isoDayRe(iso: string): RegExp {
  const [, m = 0, d = 0] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  if (!month) throw new Error(`bad date ${iso}`);
  return new RegExp(`(${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?!\\d)`, "i");
}

/** A stop's first (or last) day as a reply would write it. */
function dayOf(slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return isoDayRe(iso);
}

/** The weekday of a stop's first (or last) day, in English ("Sunday"), from its seeded calendar date. */
function weekdayName(slug: string, which: "startsOn" | "endsOn" = "startsOn"): string {
  const iso = seedEvent(slug)[which];
  if (!iso) throw new Error(`${slug} has no ${which}`);
  return new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));
}
const weekdayOf = (slug: string, which: "startsOn" | "endsOn" = "startsOn"): RegExp => {
  const name = weekdayName(slug, which);
  return new RegExp(`\\b(${name}|${name.slice(0, 3)})\\b`, "i");
};

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

/** Minutes after midnight of a schedule time ("2:30 PM" → 870), to compare two stops' times. */
function minutesOf(t: string): number {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(t);
  if (!match) throw new Error(`not a time: ${t}`);
  const h = Number(match[1]) % 12;
  return (match[3] === "PM" ? h + 12 : h) * 60 + Number(match[2]);
}

type Group = "juniors" | "seniors" | "all";

/** A stop's schedule table, by group and day (first day unless told), optionally by its title. */
function tableOf(slug: string, group: Group, dayIndex = 0, title?: string) {
  const tables = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables ?? [];
  const table = tables.find((t) => t.group === group && (title === undefined || t.title === title));
  if (!table) throw new Error(`${slug} has no ${group} table on day ${dayIndex}`);
  return table;
}

/** A slot's time in a stop's schedule, by group, activity and day (first day unless told). */
function slotTime(slug: string, group: Group, activity: string, dayIndex = 0, title?: string): string {
  const slot = tableOf(slug, group, dayIndex, title).slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity} on day ${dayIndex}`);
  return slot.time;
}
const slotAt = (slug: string, group: Group, activity: string, dayIndex = 0, title?: string): RegExp =>
  timeRe(slotTime(slug, group, activity, dayIndex, title));

/** Whether a group's table lists an activity (word match, e.g. "Funk"), to ask about classes a page leaves out. */
function groupHas(slug: string, group: Group, word: string, dayIndex = 0): boolean {
  return tableOf(slug, group, dayIndex).slots.some((s) => new RegExp(`\\b${escapeRegExp(word)}\\b`, "i").test(s.activity));
}
function mustLack(slug: string, group: Group, word: string, dayIndex = 0): void {
  if (groupHas(slug, group, word, dayIndex)) throw new Error(`${slug} ${group} does list ${word}`);
}
function mustHave(slug: string, group: Group, word: string, dayIndex = 0): void {
  if (!groupHas(slug, group, word, dayIndex)) throw new Error(`${slug} ${group} does not list ${word}`);
}

/** A slot's detail ("With a working stuntwoman"), failing if there is none. */
function slotDetail(slug: string, group: Group, activity: string, dayIndex = 0): string {
  const slot = tableOf(slug, group, dayIndex).slots.find((s) => s.activity === activity);
  if (!slot?.detail) throw new Error(`${slug} ${group} ${activity} has no detail`);
  return slot.detail;
}

/** The venue's name as a phrase. */
const venueName = (slug: string): Fact => seedVenue(slug).name;

/** The street part of a stop's address as a pattern that also accepts the long words ("Dr" or "Drive"). */
function streetOf(slug: string): RegExp {
  const long: Record<string, string> = { Dr: "Dr(ive)?\\.?", St: "St(reet)?\\.?", Ave: "Ave(nue)?\\.?", Rd: "R(oa)?d\\.?", Pkwy: "(Pkwy|Parkway)\\.?", NW: "(NW|Northwest)", N: "(N\\.?|North)", W: "(W\\.?|West)" };
  const words = street(slug)
    .split(/\s+/)
    .map((w) => long[w] ?? escapeRegExp(w));
  return new RegExp(words.join("\\s+"), "i");
}

/** The venue is not confirmed yet: the schedule says "Venue details coming soon". */
function noVenue(slug: string): readonly Fact[] {
  if (seedEvent(slug).venue) throw new Error(`${slug} has a venue`);
  return [/coming soon/i, /not (yet )?(been )?(confirmed|announced|set|finali[sz]ed)/i, /(being|still|yet to be) (confirmed|finali[sz]ed|announced)/i, /\bTBD\b|to be (announced|determined|confirmed)/i, /hasn'?t been (confirmed|announced)/i, /no venue/i];
}

/** The answer's polarity for a yes/no question. */
const NO: readonly Fact[] = [/\bno\b/i, /\bnot\b/i, /n['’]t\b/i, /\bnope\b/i];
const YES: readonly Fact[] = [/\byes\b/i, /\byep\b/i, /\bcorrect\b/i, /\bthat'?s right\b/i, /\bindeed\b/i, /\babsolutely\b/i];

/** A short city name ("Hartford") from a seeded city name ("Hartford, CT"). */
const cityWord = (slug: string): string => {
  const word = seedEvent(slug).cityName.split(",")[0];
  if (!word) throw new Error(`${slug} has no city name`);
  return word;
};

/** A money difference between two offers (same currency), as a pattern. */
function differenceOf(a: Money, b: Money): RegExp {
  if (a.currency !== b.currency) throw new Error("different currencies");
  return money({ amountMinor: Math.abs(a.amountMinor - b.amountMinor), currency: a.currency });
}

/** A date-time's calendar day in a zone ("2025-10-24T23:59:59-07:00" → "2025-10-24"). */
function isoDayInZone(at: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(at));
}

// ---------------------------------------------------------------------------------------------
// Figures from the seed and the forms

const victoriaCode = seedDiscountCode("VICTORIAEARLY20");
if (!victoriaCode.percentOff) throw new Error("VICTORIAEARLY20 is not a percentage");
const victoriaCodePercent = victoriaCode.percentOff;
if (!victoriaCode.endsAt) throw new Error("VICTORIAEARLY20 has no end");
const victoriaCodeEnds = isoDayRe(isoDayInZone(victoriaCode.endsAt, seedEvent("victoria-bc").timeZone));
const victoriaCoreEarly: Money = (() => {
  const p = seedPrice("victoria-bc", "core");
  return { amountMinor: percentOff(p.amountMinor, victoriaCodePercent), currency: p.currency };
})();
const victoriaCodeTiers = victoriaCode.eligibleTiers ?? [];
if (victoriaCodeTiers.includes("victoria_one_class_only")) throw new Error("the early-bird code covers One Class Only");
if (victoriaCode.city !== "victoria-bc") throw new Error("VICTORIAEARLY20 is not Victoria's");

const hartfordCode = seedDiscountCode("PROTRACK50");
if (!hartfordCode.city || hartfordCode.city === "boston") throw new Error("PROTRACK50 is not limited to one city other than Boston");
const hartfordCodeCity = cityWord(hartfordCode.city);

/** The largest quantity of one ticket the cart accepts in one order. */
const maxQuantity = (() => {
  let n = 1;
  while (cartLineSchema.safeParse({ tierKey: "boston_core", quantity: n + 1 }).success) {
    n += 1;
    if (n > 100000) throw new Error("no order limit");
  }
  return n;
})();
const overLimit = maxQuantity + 10;

/** The youngest age the audition form accepts (with a parent's name given). */
const minAuditionAge = (() => {
  const base = { fullName: "A Dancer", email: "parent@example.com", phone: "555 0100", parentName: "A Parent", consent: true };
  for (let age = 0; age < 30; age++) if (auditionFormSchema.safeParse({ ...base, age }).success) return age;
  throw new Error("no audition age accepted");
})();
const youngerThanMin = minAuditionAge - 1;
/** Whether a 17-year-old needs a parent's name on the audition form. */
const seventeenNeedsParent = !auditionFormSchema.safeParse({ fullName: "A Dancer", email: "d@example.com", phone: "555 0100", age: 17, consent: true }).success;
if (!seventeenNeedsParent) throw new Error("a 17-year-old registers without a parent");

/** The Skeleton Crew audition's minimum age, from its page's details. */
const skeletonCrewMinAge = (() => {
  const o = seed.opportunities.find((x) => x.slug === "skeleton-crew-audition-registration");
  const line = o?.details.find((d) => /Ages \d+ and up/.test(d));
  const age = line ? Number(/Ages (\d+) and up/.exec(line)?.[1]) : NaN;
  if (!Number.isFinite(age)) throw new Error("no skeleton crew age");
  return age;
})();
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen"];
/** An age limit as a reply words it: "5 and up", "5+", "5 years", "age 5", "five". */
const ageRe = (n: number): RegExp =>
  new RegExp(`(?<!\\d)${n}(?!\\d)\\s*(\\+|and (up|over|older)|or older|years?|yrs?|-year)|\\bages? ${n}(?!\\d)|\\b${NUMBER_WORDS[n] ?? String(n)}\\b`, "i");

/** Orlando splits the day 11 and under / 12 to adult; a 12-year-old is in its older group. */
const orlandoAgeGroups = seedEvent("orlando").page?.schedule?.ageGroups;
if (orlandoAgeGroups !== "eleven_and_twelve_plus") throw new Error("Orlando uses the usual age split");
const orlandoSeniorsLabel = scheduleCopy.ageGroups[orlandoAgeGroups].seniors;
if (!/12/.test(orlandoSeniorsLabel)) throw new Error("Orlando's seniors do not start at 12");

/** Boston's guest contemporary teacher. */
const bostonTeacher = CITY_COPY.boston.contemporaryClass.instructor.name;
const bostonTeacherLast = bostonTeacher.split(" ").slice(-1)[0] ?? bostonTeacher;

/** Spokane's stunt teacher, as its schedule describes her. */
const spokaneStuntDetail = slotDetail("spokane", "juniors", "Stunts for Dancers");
if (!/stuntwoman/i.test(spokaneStuntDetail)) throw new Error("Spokane's stunts class no longer names a stuntwoman");

/** New Hampshire: the VIP add-on needs a weekend ticket. */
const nhVipNeeds = seedEvent("new-hampshire").offers?.nh_protrack_vip?.requiresOneOf ?? [];
if (!nhVipNeeds.includes("nh_full_weekend")) throw new Error("the NH VIP does not need a weekend pass");

/** The later and earlier of two stops. */
function earlierOf(a: string, b: string): [string, string] {
  const x = seedEvent(a).startsOn;
  const y = seedEvent(b).startsOn;
  if (!x || !y || x === y) throw new Error(`${a} and ${b} cannot be ordered`);
  return x < y ? [a, b] : [b, a];
}
const [firstOfBooneNashville] = earlierOf("boone", "nashville");

/** Whose juniors check in earlier, Hartford or Seattle. */
const hartfordJuniorIn = slotTime("hartford", "juniors", "Check-in");
const seattleJuniorIn = slotTime("seattle", "juniors", "Check-in");
if (hartfordJuniorIn === seattleJuniorIn) throw new Error("same check-in");
const earlierJuniorCity = minutesOf(hartfordJuniorIn) < minutesOf(seattleJuniorIn) ? "hartford" : "seattle";
const earlierJuniorTime = earlierJuniorCity === "hartford" ? hartfordJuniorIn : seattleJuniorIn;

/** Pro Track in Orlando against Hartford. */
const orlandoPro = seedPrice("orlando", "pro");
const hartfordPro = seedPrice("hartford", "pro");
if (orlandoPro.amountMinor >= hartfordPro.amountMinor) throw new Error("Orlando Pro Track is not cheaper");

/** Spokane's and Seattle's Core prices. */
const spokaneCore = seedPrice("spokane", "core_day1");
const seattleCore = seedPrice("seattle", "core");

/** Sarasota's month (asked as "is it in November?"). */
const sarasotaMonth = MONTHS[Number((seedEvent("sarasota").startsOn ?? "").split("-")[1]) - 1];
if (!sarasotaMonth || sarasotaMonth === "November") throw new Error("Sarasota is in November");
/** Boston's weekday (asked as "is it on a Saturday?"). */
if (weekdayName("boston") === "Saturday" || weekdayName("boston") === "Sunday") throw new Error("Boston is on a weekend");
/** Boise's two evenings share a studio. */
if (seedEvent("boise").venue !== seedEvent("boise-nov-7").venue) throw new Error("Boise's two days are in two studios");
if (!seedEvent("boise-nov-7").isMasterclass) throw new Error("Boise Nov 7 is not a masterclass");
/** Atlanta is cancelled; London, Madison, Dallas and Belgrade are not confirmed. */
if (!seedEvent("atlanta").isCancelled) throw new Error("Atlanta is not cancelled");
if (seedEvent("london").startsOn) throw new Error("London has a date");
/** Spokane runs one day; Sherwood two. */
if (seedEvent("spokane").endsOn) throw new Error("Spokane runs two days");
if (!seedEvent("sherwood").endsOn) throw new Error("Sherwood runs one day");

/** The mentorship cohort's start ("December 1, 2025") as a reply would write it. */
const cohortStart = (() => {
  const match = /^(\w+) (\d{1,2}), (\d{4})$/.exec(mentorshipCohort.start);
  if (!match) throw new Error(`the cohort has no start: ${mentorshipCohort.start}`);
  const month = MONTHS.indexOf(match[1] ?? "") + 1;
  if (month < 1) throw new Error(`bad month ${match[1]}`);
  return isoDayRe(`${match[3]}-${String(month).padStart(2, "0")}-${String(match[2]).padStart(2, "0")}`);
})();

const elsewhere: readonly Fact[] = [/\bonly\b/i, /\bjust\b/i, /specific/i];

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning32SingleQuestions: readonly Tuning32Question[] = [
  // City dates and weekdays
  {
    kind: "single",
    topic: "city dates and weekdays",
    ask: "what day of the week is the seattle one",
    expect: { includesAll: [weekdayOf("seattle"), dayOf("seattle")] },
  },
  {
    kind: "single",
    topic: "city dates and weekdays",
    ask: "Hi! When exactly is the Spokane intensive and is that a weekday or weekend?",
    expect: { includesAll: [dayOf("spokane"), weekdayOf("spokane")] },
  },
  {
    kind: "single",
    topic: "city dates and weekdays",
    ask: "Is the Boston intensive on a Saturday? trying to plan around school",
    expect: { includesAll: [NO, weekdayOf("boston"), dayOf("boston")] },
  },
  {
    kind: "single",
    topic: "city dates and weekdays",
    ask: "is the sarasota one in november",
    expect: { includesAll: [NO, dayOf("sarasota")] },
  },
  {
    kind: "single",
    topic: "city dates and weekdays",
    ask: "Savannah GA — what date is it and what day of the week does that fall on?",
    expect: { includesAll: [dayOf("savannah"), weekdayOf("savannah")] },
  },

  // Venues and streets
  {
    kind: "single",
    topic: "venues and streets",
    ask: "where is the buford ga class being held",
    expect: { includesAll: [venueName("hoschton"), streetOf("hoschton")] },
  },
  {
    kind: "single",
    topic: "venues and streets",
    ask: "Could you give me the studio address for Nashville please",
    expect: { includesAll: [venueName("nashville"), streetOf("nashville")] },
  },
  {
    kind: "single",
    topic: "venues and streets",
    ask: "which studio is victoria bc at",
    expect: { includesAll: [venueName("victoria-bc")], includesAny: [streetOf("victoria-bc"), /Fort St/i] },
  },
  {
    kind: "single",
    topic: "venues and streets",
    ask: "niagara falls studio - do we go in the front door?",
    expect: { includesAll: [[/\bback\b/i, /\brear\b/i]], includesAny: [venueName("niagara-falls"), streetOf("niagara-falls"), ...NO] },
  },

  // City schedules
  {
    kind: "single",
    topic: "city schedules",
    ask: "My son is 10 and we're doing Hartford. What time does he need to be there?",
    expect: { includesAll: [[slotAt("hartford", "juniors", "Check-in"), slotAt("hartford", "juniors", "Warm-up and across the floor")]] },
  },
  {
    kind: "single",
    topic: "city schedules",
    ask: "What time is the lunch break for the juniors in Sarasota?",
    expect: { includesAll: [slotAt("sarasota", "juniors", "Lunch break")] },
  },
  {
    kind: "single",
    topic: "city schedules",
    ask: "does the 13 and up group at the buford stop get a funk class?",
    expect: (() => {
      mustLack("hoschton", "seniors", "Funk");
      mustHave("hoschton", "juniors", "Funk");
      return { includesAll: [NO, [/theater/i, /junior/i, /12 and under/i, slotAt("hoschton", "juniors", "Funk")]] };
    })(),
  },
  {
    kind: "single",
    topic: "city schedules",
    ask: "what time is the industry Q&A for the younger kids in boston",
    expect: { includesAll: [slotAt("boston", "juniors", "Industry Q&A")] },
  },
  {
    kind: "single",
    topic: "city schedules",
    ask: "Savannah — what time is the audition for the seniors?",
    expect: { includesAll: [slotAt("savannah", "seniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "city schedules",
    ask: "What time does the Pro Track session start at the Spokane intensive?",
    expect: { includesAll: [slotAt("spokane", "seniors", "Pro Track session")] },
  },
  {
    kind: "single",
    topic: "city schedules",
    ask: "sherwood saturday check in time?",
    expect: { includesAll: [slotAt("sherwood", "all", "Check-in", 0)] },
  },
  {
    kind: "single",
    topic: "city schedules",
    ask: "new hampshire sunday - what time is the pro track vip session and which studio",
    expect: { includesAll: [slotAt("new-hampshire", "seniors", "Pro Track VIP session", 1, "Studio 2"), /studio 2|studio two/i] },
  },
  {
    kind: "single",
    topic: "city schedules",
    ask: "my daughter just turned 12. for orlando is she in juniors or seniors, and what time does her group check in?",
    expect: { includesAll: [/senior/i, slotAt("orlando", "seniors", "Check-in")], includesAny: [/12 to adult/i, /12 and (up|older)/i, /12\+/, /11 and under/i] },
  },
  {
    kind: "single",
    topic: "city schedules",
    ask: "Boise Nov 7 masterclass: what time for the older dancers?",
    expect: { includesAll: [[slotAt("boise-nov-7", "seniors", "Check-in"), slotAt("boise-nov-7", "seniors", "Masterclass: On-Camera Jazz")]] },
  },

  // Classes and teachers
  {
    kind: "single",
    topic: "classes and teachers",
    ask: "who teaches the contemporary class in boston?",
    expect: { includesAll: [new RegExp(escapeRegExp(bostonTeacherLast), "i")] },
  },
  {
    kind: "single",
    topic: "classes and teachers",
    ask: "is there a stunts class at the seattle intensive",
    expect: (() => {
      for (const g of ["juniors", "seniors"] as const) mustLack("seattle", g, "Stunts");
      return { includesAll: [NO], includesAny: [/jazz/i, /street/i, /theater/i, /funk/i] };
    })(),
  },
  {
    kind: "single",
    topic: "classes and teachers",
    ask: "spokane: what time is stunts for dancers for juniors and who runs it",
    expect: { includesAll: [slotAt("spokane", "juniors", "Stunts for Dancers"), [/stunt ?wom[ae]n/i, /stunt (performer|professional|coordinator)/i]] },
  },
  {
    kind: "single",
    topic: "classes and teachers",
    ask: "What class is in the Boise masterclass on November 7?",
    expect: { includesAll: [/on-?\s?camera jazz/i] },
  },
  {
    kind: "single",
    topic: "classes and teachers",
    ask: "do seniors get a theater class at the savannah one?",
    expect: (() => {
      mustLack("savannah", "seniors", "Theater");
      mustHave("savannah", "juniors", "Theater");
      return { includesAll: [NO], includesAny: [/junior/i, /funk/i, /street/i, slotAt("savannah", "juniors", "Theater")] };
    })(),
  },

  // Special stops
  {
    kind: "single",
    topic: "special stops",
    ask: "can my kid who trains at a different studio sign up for the Hudson NH weekend?",
    expect: { includesAll: [NO, /Granite Stage/i], includesAny: [/private/i, /students and alumni/i, /alumni/i] },
  },
  {
    kind: "single",
    topic: "special stops",
    ask: "we already paid the deposit for new hampshire. how much is left to pay?",
    expect: { includesAll: [priceOf("new-hampshire", "nh_balance_payment")] },
  },
  {
    kind: "single",
    topic: "special stops",
    ask: "Can I buy only the NH Pro Track VIP upgrade without the weekend pass?",
    expect: { includesAll: [NO, /weekend pass|balance|deposit/i], includesAny: [priceOf("new-hampshire", "nh_protrack_vip"), /first/i, /add-?on/i] },
  },
  {
    kind: "single",
    topic: "special stops",
    ask: "is there an early bird code for victoria",
    expect: { includesAll: [/VICTORIAEARLY20/i, new RegExp(`(?<!\\d)${victoriaCodePercent}\\s?%|${victoriaCodePercent} percent`, "i")] },
  },
  {
    kind: "single",
    topic: "special stops",
    ask: "How much is the Victoria Core Experience with the early bird discount?",
    expect: { includesAll: [money(victoriaCoreEarly)] },
  },
  {
    kind: "single",
    topic: "special stops",
    ask: "when does the victoria early bird end",
    expect: { includesAll: [victoriaCodeEnds] },
  },
  {
    kind: "single",
    topic: "special stops",
    ask: "does the victoria early bird code work on the One Class Only ticket?",
    expect: { includesAll: [NO, /core/i] },
  },
  {
    kind: "single",
    topic: "special stops",
    ask: "Spokane — can we come on the Sunday instead of Saturday?",
    expect: { includesAll: [NO, dayOf("spokane")], includesAny: [...elsewhere, /one day/i, /single day/i] },
  },
  {
    kind: "single",
    topic: "special stops",
    ask: "Is the November 7 Boise event a full-day intensive like the others?",
    expect: { includesAll: [/masterclass/i], includesAny: [...NO, /evening/i, /one class/i] },
  },

  // Cancelled and unconfirmed
  {
    kind: "single",
    topic: "cancelled and unconfirmed",
    ask: "is atlanta still happening",
    expect: { includesAll: [/cancel/i] },
  },
  {
    kind: "single",
    topic: "cancelled and unconfirmed",
    ask: "I bought tickets for Atlanta. Do I get my money back?",
    expect: { includesAll: [/cancel/i, /full refund|refund(ed)? in full|fully refunded/i] },
  },
  {
    kind: "single",
    topic: "cancelled and unconfirmed",
    ask: "london date?",
    expect: {
      includesAll: [[/to be (determined|announced|confirmed)/i, /\bTBD\b/i, /not (yet )?(been )?(set|announced|confirmed|scheduled)/i, /no date/i, /hasn'?t been/i, /(isn'?t|not) (set|confirmed|announced) yet/i, /yet to be/i]],
    },
  },
  {
    kind: "single",
    topic: "cancelled and unconfirmed",
    ask: "madison wi — which studio and when?",
    expect: { includesAll: [noVenue("madison-wi"), dayOf("madison-wi")] },
  },
  {
    kind: "single",
    topic: "cancelled and unconfirmed",
    ask: "What's the studio address for Dallas?",
    expect: { includesAll: [noVenue("dallas")], includesAny: [dayOf("dallas")] },
  },

  // Comparing stops
  {
    kind: "single",
    topic: "comparing stops",
    ask: "which one is earlier, boone or nashville?",
    expect: { includesAll: [new RegExp(cityWord(firstOfBooneNashville), "i"), dayOf("boone"), dayOf("nashville")] },
  },
  {
    kind: "single",
    topic: "comparing stops",
    ask: "whats the price difference between core in seattle vs spokane",
    expect: { includesAll: [differenceOf(spokaneCore, seattleCore)], includesAny: [money(spokaneCore), money(seattleCore)] },
  },
  {
    kind: "single",
    topic: "comparing stops",
    ask: "Is Pro Track cheaper in Orlando than in Hartford?",
    expect: { includesAll: [money(orlandoPro)], includesAny: [...YES, /cheaper/i, /less/i, /lower/i, differenceOf(orlandoPro, hartfordPro)] },
  },
  {
    kind: "single",
    topic: "comparing stops",
    ask: "are the boise nov 7 and nov 8 events at the same studio?",
    expect: { includesAll: [venueName("boise")], includesAny: [...YES, /same/i, /both/i] },
  },
  {
    kind: "single",
    topic: "comparing stops",
    ask: "juniors check in earlier at hartford or seattle?",
    expect: { includesAll: [new RegExp(cityWord(earlierJuniorCity), "i"), timeRe(earlierJuniorTime)] },
  },
  {
    kind: "single",
    topic: "comparing stops",
    ask: "sherwood or spokane, which one is the two-day one",
    expect: { includesAll: [/sherwood/i, [dayOf("sherwood", "endsOn"), /24\s*(&|and|-|–)\s*25/]] },
  },

  // Prices and totals
  {
    kind: "single",
    topic: "prices and totals",
    ask: "how much for 3 core tickets in hartford",
    expect: { includesAll: [totalOf("hartford", "core", 3)] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "Total for 2 Pro Track tickets in Spokane?",
    expect: { includesAll: [totalOf("spokane", "pro", 2)] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "orlando core experience price",
    expect: { includesAll: [priceOf("orlando", "core")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "how much is pro track in boston",
    expect: { includesAll: [priceOf("boston", "boston_pro_track")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "Niagara Falls core ticket cost in canadian?",
    expect: { includesAll: [priceOf("niagara-falls", "core")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "cypress 'just a class' how much",
    expect: { includesAll: [priceOf("cypress", "masterclass_only")] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: "I already bought Core for Hartford. How much more to move up to Pro Track?",
    expect: { includesAll: [printed(boughtUpgrade("hartford", "core", "pro"))] },
  },
  {
    kind: "single",
    topic: "prices and totals",
    ask: `I run a studio. Can I buy ${overLimit} Core tickets for Boston in one order?`,
    expect: { includesAll: [NO, fig(String(maxQuantity))] },
  },

  // Ages and auditions
  {
    kind: "single",
    topic: "ages and auditions",
    ask: "is the audition free or extra",
    expect: { includesAll: [/free/i], includesAny: [/optional/i, /no (extra )?(cost|charge)/i] },
  },
  {
    kind: "single",
    topic: "ages and auditions",
    ask: `my ${youngerThanMin} yr old loves to dance, can she register for the audition?`,
    expect: { includesAll: [[...NO, /too young/i], ageRe(minAuditionAge)] },
  },
  {
    kind: "single",
    topic: "ages and auditions",
    ask: "My son is 17. Does a parent need to be on his audition registration?",
    expect: { includesAll: [[...YES, /need/i, /required/i, /must/i], /parent|guardian/i] },
  },
  {
    kind: "single",
    topic: "ages and auditions",
    ask: "can my 14 year old audition for the skeleton crew",
    expect: { includesAll: [NO, ageRe(skeletonCrewMinAge)] },
  },
  {
    kind: "single",
    topic: "ages and auditions",
    ask: "how are the age groups split usually",
    expect: { includesAll: [/12 and under/i, /13 and (up|older)/i] },
  },

  // Policies
  {
    kind: "single",
    topic: "policies",
    ask: "can we get a refund if we can't make it anymore",
    expect: { includesAll: [[/all sales are final/i, /sales are final/i, /non-?refundable/i, /can'?t refund|cannot refund|not refund/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "What happens if you change the date of our event?",
    expect: { includesAll: [/48 hours|48-hour|48 hrs/i, /credit/i], includesAny: [/never expires|doesn'?t expire|does not expire/i, /refund/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "how long till we get the footage",
    expect: { includesAll: [/four weeks|4 weeks|four-week|4-week/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "can I use the PROTRACK50 code on a boston pro track ticket?",
    expect: { includesAll: [NO, new RegExp(hartfordCodeCity, "i")] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "Is the class filmed?",
    expect: { includesAll: [[...YES, /filmed/i, /camera/i]] },
  },

  // Bring and wear
  {
    kind: "single",
    topic: "bring and wear",
    ask: "what shoes should she bring",
    expect: { includesAll: [/sneakers/i, /jazz shoes/i] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "Do I need a headshot to audition?",
    expect: { includesAll: [[...NO, /not required/i, /optional/i, /not necessary/i]] },
  },
  {
    kind: "single",
    topic: "bring and wear",
    ask: "is lunch provided or do we pack it",
    expect: { includesAll: [/lunch|snack/i, /bring|pack/i] },
  },

  // Online programs
  {
    kind: "single",
    topic: "online programs",
    ask: "acting for dancers 3 pack - price and how long do i have to use it",
    expect: { includesAll: [priceOf("acting-for-dancers", "afd_3pack"), /90 days|ninety days|90-day/i] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "Is Acting for Dancers a monthly subscription?",
    expect: { includesAll: [NO, /one-time|one time|single payment/i] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "when does the mentorship start and is there a minimum?",
    expect: {
      includesAll: [
        cohortStart,
        new RegExp(`${mentorshipCohort.minimumTermMonths}[- ]month|${["zero", "one", "two", "three", "four", "five", "six"][mentorshipCohort.minimumTermMonths]}[- ]month`, "i"),
      ],
    },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "elite circle mentorship price per month?",
    expect: { includesAll: [priceOf("seattle", "mentorship_elite")] },
  },
  {
    kind: "single",
    topic: "online programs",
    ask: "How many weeks is the acting starter path?",
    expect: { includesAll: [/four weeks|4 weeks|four-week|4-week/i] },
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the site cannot answer them

export const tuning32OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in seattle in november? should we bring rain jackets", expect: { notSure: true } },
  { kind: "off-topic", ask: "Where's the best place to park near the Boston studio?", expect: { notSure: true } },
  { kind: "off-topic", ask: "any good hotels near the orlando studio for the night before?", expect: { notSure: true } },
  { kind: "off-topic", ask: "Can you recommend a good dance studio in Hartford for weekly ballet classes?", expect: { notSure: true } },
  { kind: "off-topic", ask: "which brand of jazz shoes is best for wide feet", expect: { notSure: true } },
  { kind: "off-topic", ask: "Do you do wedding first-dance choreography lessons for couples?", expect: { notSure: true } },
  { kind: "off-topic", ask: "good place to eat near the savannah studio between groups?", expect: { notSure: true } },
  { kind: "off-topic", ask: "does the spokane airport have a shuttle downtown", expect: { notSure: true } },
  { kind: "off-topic", ask: "can u help me with my algebra homework lol", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on or switch away from earlier ones

export const tuning32Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle's day, then Spokane's date",
    turns: [
      { ask: "when is the seattle intensive", expect: { includesAll: [dayOf("seattle")] } },
      { ask: "and what time do the juniors check in there?", expect: { includesAll: [slotAt("seattle", "juniors", "Check-in")] } },
      {
        ask: "ok what about spokane, what day is that one",
        expect: { includesAll: [dayOf("spokane")], includesAny: [weekdayOf("spokane")], excludes: [dayOf("seattle")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "The private New Hampshire weekend",
    turns: [
      { ask: "is the new hampshire weekend open to anyone?", expect: { includesAll: [NO, /Granite Stage/i] } },
      { ask: "We're Granite Stage alumni. How much is the full weekend?", expect: { includesAll: [priceOf("new-hampshire", "nh_full_weekend")] } },
      { ask: "and the vip add on?", expect: { includesAll: [priceOf("new-hampshire", "nh_protrack_vip")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria's early bird, then Niagara Falls",
    turns: [
      { ask: "price of core in victoria?", expect: { includesAll: [priceOf("victoria-bc", "core")] } },
      { ask: "is there a code to make it cheaper", expect: { includesAll: [/VICTORIAEARLY20/i], includesAny: [money(victoriaCoreEarly), new RegExp(`${victoriaCodePercent}\\s?%`)] } },
      {
        ask: "what about niagara falls, how much is core there and does that code work?",
        expect: { includesAll: [priceOf("niagara-falls", "core"), NO], excludes: [money(victoriaCoreEarly)] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Atlanta cancelled, then another Georgia stop",
    turns: [
      { ask: "is the atlanta sept 28 one still on?", expect: { includesAll: [/cancel/i] } },
      { ask: "ugh. is there another georgia date?", expect: { includesAny: [/Buford/i, /Savannah/i] } },
      {
        ask: "whats the address for the buford one",
        expect: { includesAll: [venueName("hoschton"), streetOf("hoschton")], excludes: [venueName("atlanta"), streetOf("atlanta")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood's weekend, then Boston",
    turns: [
      { ask: "Is Sherwood one day or two?", expect: { includesAll: [[/two/i, /2 days/i, /both days/i, /weekend/i], dayOf("sherwood")] } },
      { ask: "my kid is 9, what time on sunday?", expect: { includesAll: [slotAt("sherwood", "juniors", "Check-in", 1)] } },
      {
        ask: "and is the boston one two days too?",
        expect: { includesAll: [NO, dayOf("boston")], includesAny: [/one day/i, /one-day/i, /single day/i, weekdayOf("boston")], excludes: [dayOf("sherwood"), dayOf("sherwood", "endsOn")] },
      },
    ],
  },
];

export const tuning32QuestionCount =
  tuning32SingleQuestions.length + tuning32OffTopicQuestions.length + tuning32Conversations.reduce((n, c) => n + c.turns.length, 0);
