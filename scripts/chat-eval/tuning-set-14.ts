/**
 * Tuning set 14 of the chat assistant (issue 40): a cross-section of a normal week of visitors, written
 * from the spec, the seed catalog, the site's content files and the forms' own validation, by someone
 * who never read the answerer, its docs, its evaluation script or the other sets' questions.
 *
 * Emphasis: a general mix over many stops, with about fifteen questions that sound like catalog
 * questions but ask for a detail the site never states (the right reply is "not sure" and where to
 * ask), and about ten where a neighbouring fact is easy to give instead (the audition's time vs the
 * check-in's, the upgrade's difference vs the tier's price, Orlando's age split vs the usual one).
 *
 * Every figure is computed with the site's own functions (seed-facts helpers, formatMoney,
 * percentOff, cartUpgradeDifference/upgradeDifference through cartUpgrade/boughtUpgrade,
 * describeMentorshipCohort, auditionFormSchema). The clock is 2025-09-01, as in scripts/eval-chat.ts.
 */
import { actingForDancersPage } from "~/content/programs";
import { scheduleCopy } from "~/content/schedule";
import { CREDIT_CURRENCY_NOTE } from "~/content/credit-scope";
import { CITY_COPY } from "../../seed/city-copy";
import { AGE_GROUP_LABELS, auditionAgeGroup } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { UPGRADE_LINK_DAYS } from "~/domain/ticket-upgrade";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  MONTHS,
  boughtUpgrade,
  cartUpgrade,
  escapeRegExp,
  mentorshipCohort,
  seed,
  seedDiscountCode,
  seedEvent,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

export type Tuning14Topic =
  | "prices and tickets"
  | "group totals"
  | "upgrades"
  | "dates and venues"
  | "schedule"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "what to bring"
  | "city pages"
  | "mentorship and acting"
  | "similar names"
  | "not on the site";

// ---------------------------------------------------------------------------------------------
// Facts from the seed, worded and priced as the site does

/** A price as a pattern: "$168", "C$227" / "227 CAD", "£133", never inside a larger figure. */
function moneyRe(m: Money): RegExp {
  const printed = formatMoney(m).replace(/^[^\d]+/, "");
  const plain = printed.replace(/,/g, "");
  const num = printed === plain ? escapeRegExp(printed) : `(?:${escapeRegExp(printed)}|${escapeRegExp(plain)})`;
  const end = "(?!\\d|,\\d)";
  if (m.currency === "CAD") {
    return new RegExp(`(?:C\\$|CA\\$|CAD\\s?\\$?)\\s?${num}${end}|(?<![\\d.,])\\$?${num}${end}\\s?(?:CAD|Canadian)`, "i");
  }
  if (m.currency === "GBP") {
    return new RegExp(`£\\s?${num}${end}|(?<![\\d.,])${num}${end}\\s?(?:GBP|pounds?)`, "i");
  }
  return new RegExp(`\\$\\s?${num}${end}|(?<![\\d.,])${num}${end}\\s?(?:USD|dollars)`, "i");
}

const priceRe = (slug: string, tier: string): RegExp => moneyRe(seedPrice(slug, tier));

/** n tickets of one tier, as the cart would total them (no code). */
function totalRe(...lines: Array<[slug: string, tier: string, quantity: number]>): RegExp {
  const head = lines[0];
  if (!head) throw new Error("a total needs a line");
  const first = seedPrice(head[0], head[1]);
  const amountMinor = lines.reduce((sum, [slug, tier, n]) => sum + seedPrice(slug, tier).amountMinor * n, 0);
  return moneyRe({ amountMinor, currency: first.currency });
}

/** A printed figure ("$240", "C$180") as a pattern in the same loose form. */
function printedRe(printed: string, currency: Money["currency"]): RegExp {
  const units = Number(printed.replace(/[^\d.]/g, ""));
  return moneyRe({ amountMinor: Math.round(units * 100), currency });
}

/** A calendar date ("2025-11-08") as a reply would write it: "November 8", "Nov 8th", "11/8". */
function isoDayRe(iso: string): RegExp {
  const [, m, d] = iso.split("-").map(Number);
  const month = m === undefined ? undefined : MONTHS[m - 1];
  if (!month || d === undefined) throw new Error(`unreadable date ${iso}`);
  return new RegExp(`(?:${month}|${month.slice(0, 3)}\\.?)\\s+${d}(?:st|nd|rd|th)?(?!\\d)|(?<!\\d)${m}\\/${d}(?!\\d)`, "i");
}

function startsOn(slug: string): string {
  const s = seedEvent(slug).startsOn;
  if (!s) throw new Error(`${slug} has no date`);
  return s;
}

const dayRe = (slug: string): RegExp => isoDayRe(startsOn(slug));

/** A schedule time ("2:30 PM") as a pattern: "2:30", "2:30pm", "2:30 p.m." and, on the hour, "2pm". */
function timeRe(time: string): RegExp {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!m) throw new Error(`unreadable time ${time}`);
  const [, h, min, half] = m;
  if (!h || !min || !half) throw new Error(`unreadable time ${time}`);
  const other = half.toUpperCase() === "AM" ? "p" : "a";
  const exact = `(?<![\\d:])${h}:${min}(?!\\s*${other}\\.?m)`;
  return new RegExp(min === "00" ? `${exact}|(?<![\\d:])${h}\\s*${half[0]}\\.?m\\b` : exact, "i");
}

/** The time of the first slot whose activity starts with `activity` in a stop's schedule table. */
function slotTime(slug: string, group: "juniors" | "seniors" | "all", activity: string, dayIndex = 0): string {
  const day = seedEvent(slug).page.schedule.days[dayIndex];
  const table = day?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity.toLowerCase().startsWith(activity.toLowerCase()));
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  return slot.time;
}

const slotRe = (slug: string, group: "juniors" | "seniors" | "all", activity: string, dayIndex = 0): RegExp =>
  timeRe(slotTime(slug, group, activity, dayIndex));

/** The heading of a stop's age group as its schedule words it ("Seniors (12 to adult)"). */
function groupLabel(slug: string, group: "juniors" | "seniors"): string {
  return scheduleCopy.ageGroups[seedEvent(slug).page.schedule.ageGroups][group];
}

/** The ages inside a group heading: "12 to adult", "12 and under". */
const agesIn = (label: string): string => /\(([^)]+)\)/.exec(label)?.[1] ?? label;

// Eligibility, as the audition form decides it.
const auditionOk = (age: number, parentName?: string): boolean =>
  auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "dancer@example.com", phone: "555 0100", age, parentName, consent: true }).success;
const AGES = Array.from({ length: 130 }, (_, i) => i);
const youngestAuditioner = AGES.find((a) => auditionOk(a, "A Parent"));
const oldestAuditioner = [...AGES].reverse().find((a) => auditionOk(a, "A Parent"));
const firstAgeWithoutGuardian = AGES.find((a) => auditionOk(a));
if (youngestAuditioner === undefined || oldestAuditioner === undefined || firstAgeWithoutGuardian === undefined) {
  throw new Error("the audition form accepts no age");
}

/** "Ages 16 and up" from an opportunity's details. */
function opportunityMinAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  const line = o?.details.find((d) => /^Ages \d+ and up/.test(d));
  const age = line ? Number(/^Ages (\d+)/.exec(line)?.[1]) : NaN;
  if (!Number.isFinite(age)) throw new Error(`${slug} states no age`);
  return age;
}

/** A number found in a line of the site's copy ("50-minute", "within 90 days"). */
function numberIn(lines: readonly string[], pattern: RegExp): string {
  for (const l of lines) {
    const m = pattern.exec(l);
    if (m?.[1]) return m[1];
  }
  throw new Error(`no ${pattern} in the copy`);
}

const sherwoodEnds = seedEvent("sherwood").endsOn;
if (!sherwoodEnds) throw new Error("sherwood has no second day");
/** The second day's number ("25"), as "January 24 & 25" or "January 25" would write it. */
const sherwoodSecondDay = new RegExp(`(?<!\\d)${Number(sherwoodEnds.slice(8, 10))}(?!\\d)`);

const venueName = (slug: string): string => seedVenue(slug).name;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
function weekday(slug: string): string {
  const name = WEEKDAYS[new Date(`${startsOn(slug)}T12:00:00Z`).getUTCDay()];
  if (!name) throw new Error(`${slug} has no weekday`);
  return name;
}

const bostonInstructor = CITY_COPY.boston.contemporaryClass.instructor.name;
const afdPrivateMinutes = numberIn(actingForDancersPage.pricing.features.afd_private_session ?? [], /(\d+)-minute/);
const afd3PackDays = numberIn(actingForDancersPage.pricing.features.afd_3pack ?? [], /within (\d+) days/);
const earlyBird = seedDiscountCode("VICTORIAEARLY20");
if (earlyBird.percentOff === undefined) throw new Error("VICTORIAEARLY20 has no percentage");
const victoriaCoreEarly = moneyRe({ amountMinor: percentOff(seedPrice("victoria-bc", "core").amountMinor, earlyBird.percentOff), currency: "CAD" });

/** A date as the cohort words it ("December 1, 2025") as a pattern that also takes "Dec 1" and "12/1". */
function wordedDayRe(text: string): RegExp {
  const m = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  const [, name, day, year] = m ?? [];
  const month = name ? MONTHS.indexOf(name) + 1 : 0;
  if (!day || !year || month === 0) throw new Error(`unreadable date ${text}`);
  return isoDayRe(`${year}-${String(month).padStart(2, "0")}-${day.padStart(2, "0")}`);
}
const cohortStart = wordedDayRe(mentorshipCohort.start);
const cohortRenewal = wordedDayRe(mentorshipCohort.recurringFrom);
const minimumTerm: Fact[] = [
  new RegExp(`${mentorshipCohort.minimumTermMonths}[- ]month`, "i"),
  new RegExp(`${["zero", "one", "two", "three", "four", "five", "six"][mentorshipCohort.minimumTermMonths]}[- ]month`, "i"),
];

const NOT_GUARANTEED: Fact[] = [/not guarantee/i, /doesn'?t guarantee/i, /no guarantee/i, /not guaranteed/i, /isn'?t guaranteed/i, /never guarantee/i];
const NOT_SURE: Expectation = { notSure: true };

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning14SingleQuestions: readonly { kind: "single"; topic: Tuning14Topic; ask: string; expect: Expectation }[] = [
  // Prices and tickets, across many stops
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "spokane pro track price?? my friend said its the same as everywhere",
    expect: { includesAll: [priceRe("spokane", "pro")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "hi whats the cheapest option in cypress tx, my daughter only wants to try one class not the whole day",
    expect: { includesAll: [priceRe("cypress", "masterclass_only")] },
  },
  { kind: "single", topic: "prices and tickets", ask: "niagara falls pro track cost pls", expect: { includesAll: [priceRe("niagara-falls", "pro")] } },
  { kind: "single", topic: "prices and tickets", ask: "whats the price for core in london? in pounds", expect: { includesAll: [priceRe("london", "core")] } },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "for the boise masterclass on nov 7 how much is pro track",
    expect: { includesAll: [priceRe("boise-nov-7", "pro")] },
  },
  { kind: "single", topic: "prices and tickets", ask: "sherwood full weekend pass price", expect: { includesAll: [priceRe("sherwood", "weekend_pass")] } },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "we already paid the deposit for the hudson nh weekend, whats the balance we still owe",
    expect: { includesAll: [priceRe("new-hampshire", "nh_balance_payment")] },
  },
  {
    kind: "single",
    topic: "prices and tickets",
    ask: "how much does the audition cost in hartford if she doesnt take the classes",
    expect: { includesAny: [/free/i, priceRe("hartford", "audition_only"), /no cost/i, /no charge/i] },
  },

  // Totals for several tickets
  {
    kind: "single",
    topic: "group totals",
    ask: "i need core for all 3 of my kids at the charleston wv stop, whats the total",
    expect: { includesAll: [totalRe(["charleston-wv", "core", 3])] },
  },
  {
    kind: "single",
    topic: "group totals",
    ask: "me and my bff both want the weekend pass for sherwood, total for both of us?",
    expect: { includesAll: [totalRe(["sherwood", "weekend_pass", 2])] },
  },
  {
    kind: "single",
    topic: "group totals",
    ask: "4 girls from our studio want core in victoria bc. what would that come to",
    expect: { includesAll: [totalRe(["victoria-bc", "core", 4])] },
  },
  {
    kind: "single",
    topic: "group totals",
    ask: "orlando: 2 core tickets and 1 pro track, whats my total",
    expect: { includesAll: [totalRe(["orlando", "core", 2], ["orlando", "pro", 1])] },
  },

  // Upgrades: the difference, not the tier's price
  {
    kind: "single",
    topic: "upgrades",
    ask: "already bought core for orlando, how much more to move up to pro track",
    expect: { includesAll: [printedRe(boughtUpgrade("orlando", "core", "pro"), "USD")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "bought a core ticket for seattle last week and now she wants pro. what do i pay on top",
    expect: { includesAll: [printedRe(boughtUpgrade("seattle", "core", "pro"), "USD")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "i have core for niagara in my cart, if i swap it for pro track how much extra is that",
    expect: { includesAll: [printedRe(cartUpgrade("niagara-falls", "core", "pro"), "CAD")] },
  },
  {
    kind: "single",
    topic: "upgrades",
    ask: "got the upgrade email link but didnt use it yet, how long does it work for",
    expect: { includesAll: [[new RegExp(`${UPGRADE_LINK_DAYS} days`, "i"), /fourteen days/i, /two weeks/i]] },
  },

  // Dates and venues
  { kind: "single", topic: "dates and venues", ask: "what studio is minneapolis at", expect: { includesAll: [venueName("minneapolis")] } },
  { kind: "single", topic: "dates and venues", ask: "address for the savannah class?", expect: { includesAll: [street("savannah")] } },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "where is the dallas one gonna be held",
    expect: { includesAny: [/coming soon/i, /not (?:yet )?(?:been )?(?:confirmed|announced)/i, /being confirmed/i, /to be (?:confirmed|announced)/i, /\bTBA\b/i, /\bTBD\b/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is there a date for london yet??",
    expect: { includesAny: [/to be determined/i, /\bTBD\b/i, /not yet/i, /to be announced/i, /no date/i, /hasn'?t been (?:set|announced)/i] },
  },
  { kind: "single", topic: "dates and venues", ask: "springfield va what day is it", expect: { includesAll: [dayRe("springfield-va")] } },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "is the atlanta one still on? we were planning to drive",
    expect: { includesAll: [/cancel/i] },
  },
  {
    kind: "single",
    topic: "dates and venues",
    ask: "hudson new hampshire dates and can any dancer sign up for it",
    expect: { includesAll: [dayRe("new-hampshire"), [/Granite Stage/i, /students and alumni/i, /private/i]] },
  },

  // Schedule: the asked slot, not its neighbour
  {
    kind: "single",
    topic: "schedule",
    ask: "what time do the seniors check in at hartford",
    expect: { includesAll: [slotRe("hartford", "seniors", "Check-in")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "my son is 10, what time does his group start in sarasota?",
    expect: { includesAll: [[slotRe("sarasota", "juniors", "Check-in"), slotRe("sarasota", "juniors", "Warm-up")]] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "seattle - what time is the audition for the 13 and up group",
    expect: { includesAll: [slotRe("seattle", "seniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "when is the pro track session at spokane",
    expect: { includesAll: [slotRe("spokane", "seniors", "Pro Track session")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "new hampshire, sunday, what time is the audition",
    expect: { includesAll: [slotRe("new-hampshire", "juniors", "Audition", 1)] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "buford ga juniors, what time is their audition",
    expect: { includesAll: [slotRe("hoschton", "juniors", "Audition")] },
  },
  {
    kind: "single",
    topic: "schedule",
    ask: "is there a lunch break for the younger kids at cypress? what time",
    expect: { includesAll: [/lunch/i, slotRe("cypress", "juniors", "Lunch")] },
  },

  // Ages and eligibility
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my daughter is 4 but very advanced, can she register for the audition",
    expect: { includesAll: [new RegExp(`(?<!\\d)${youngestAuditioner}(?!\\d)`)] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "im 17 can i sign up for the audition on my own",
    expect: { includesAll: [[/parent/i, /guardian/i]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "my son is 12, is he a junior or senior at the boone intensive",
    expect: { includesAll: [/junior/i, agesIn(AGE_GROUP_LABELS[auditionAgeGroup(12)])] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "he'll be 12 by the orlando date, which group does he go in there",
    expect: { includesAll: [[agesIn(groupLabel("orlando", "seniors")), /12\s*(?:and up|\+|and older)/i]] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "is there an age limit? im 45 lol and still dance",
    expect: { includesAny: [/all ages/i, /every age/i, new RegExp(`(?<!\\d)${oldestAuditioner}(?!\\d)`), /no upper/i, /any age/i] },
  },
  {
    kind: "single",
    topic: "ages and eligibility",
    ask: "how old do you have to be to shadow the choreographer for a day",
    expect: { includesAll: [new RegExp(`(?<!\\d)${opportunityMinAge("shadowing-opportunity-choreographer")}(?!\\d)`)] },
  },

  // Auditions
  {
    kind: "single",
    topic: "auditions",
    ask: "does she need a headshot and resume to audition",
    expect: { includesAll: [[/not required/i, /don'?t need/i, /do not need/i, /aren'?t required/i, /not needed/i, /optional/i, /neither is required/i, /^no\b/i]] },
  },
  { kind: "single", topic: "auditions", ask: "if my kid auditions is she guaranteed a part in something", expect: { includesAll: [NOT_GUARANTEED] } },
  {
    kind: "single",
    topic: "auditions",
    ask: "she registered for the audition in boone but wants to send a video too, how long can the video be",
    expect: { includesAll: [[/90 seconds/i, /ninety seconds/i, /90-second/i, /ninety-second/i]] },
  },
  {
    kind: "single",
    topic: "auditions",
    ask: "we cant make any of the tour dates, is there another way to be seen",
    expect: { includesAll: [[/submit talent/i, /submit-talent/i]] },
  },

  // Policies
  {
    kind: "single",
    topic: "policies",
    ask: "if my kid gets sick the week before can i get my money back",
    expect: { includesAll: [/final/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "what if you move the date of our city and we cant make the new one",
    expect: { includesAll: [/48/] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "i got a date change email and forgot to answer it, what happens now",
    expect: { includesAll: [/credit/i, [/never expire/i, /doesn'?t expire/i, /does not expire/i, /no expir/i, /non-expiring/i]] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "i have a credit from a seattle ticket, can i use it for victoria bc",
    expect: { includesAll: [CREDIT_CURRENCY_NOTE.includes("currency") ? /currency/i : /credit/i] },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "does the VICTORIAEARLY20 code work for niagara falls too",
    expect: {
      includesAll: [/victoria/i],
      includesAny: [/only/i, /not valid/i, /won'?t work/i, /doesn'?t work/i, /does not work/i, /can'?t be used/i, /cannot be used/i, /tied to/i, /specific to/i],
    },
  },
  {
    kind: "single",
    topic: "policies",
    ask: "victoria core with the early bird code, whats the price then",
    expect: { includesAll: [victoriaCoreEarly] },
  },

  // What to bring
  {
    kind: "single",
    topic: "what to bring",
    ask: "what shoes does she need",
    expect: { includesAll: [/sneaker/i, /jazz shoe/i] },
  },
  { kind: "single", topic: "what to bring", ask: "do we pack her lunch or do they feed the kids", expect: { includesAll: [/lunch/i] } },

  // City pages
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [bostonInstructor] } },
  {
    kind: "single",
    topic: "city pages",
    ask: "does the spokane ticket come with anything extra like the acting program",
    expect: { includesAll: [[/free month/i, /1 month/i, /one month/i, /free 1-month/i]] },
  },
  { kind: "single", topic: "city pages", ask: "boston is on what day of the week? need to take her out of school maybe", expect: { includesAll: [weekday("boston")] } },

  // Mentorship and Acting for Dancers
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "when does the mentorship start and when is the next payment after the first",
    expect: { includesAll: [cohortStart, cohortRenewal] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "can i cancel the mentorship after one month if its not for us",
    expect: { includesAll: [minimumTerm] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "building mentorship price on the sherwood page",
    expect: { includesAll: [priceRe("sherwood", "mentorship_building")] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "how long is one acting for dancers private session",
    expect: { includesAll: [new RegExp(`${afdPrivateMinutes}[- ]?min`, "i")] },
  },
  {
    kind: "single",
    topic: "mentorship and acting",
    ask: "if i buy the acting 3 pack how long do i have to use them",
    expect: { includesAll: [new RegExp(`${afd3PackDays} days`, "i")] },
  },

  // Similar names
  {
    kind: "single",
    topic: "similar names",
    ask: "how much is pro growth, is that the same thing as pro track?",
    expect: { includesAll: [priceRe("seattle", "mentorship_growth"), [/month/i, /mentorship/i]] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "is the boise nov 7 event the same as the nov 8 one",
    expect: { includesAll: [/masterclass/i, dayRe("boise")] },
  },
  {
    kind: "single",
    topic: "similar names",
    ask: "what does the vip upgrade cost at new hampshire",
    expect: { includesAll: [priceRe("new-hampshire", "nh_protrack_vip")] },
  },

  // Catalog-sounding questions the site does not answer
  { kind: "single", topic: "not on the site", ask: "is there parking at the boise studio", expect: NOT_SURE },
  { kind: "single", topic: "not on the site", ask: "what kind of floor does the cypress studio have, sprung or marley?", expect: NOT_SURE },
  { kind: "single", topic: "not on the site", ask: "whats the main choreographers name and what has she choreographed", expect: NOT_SURE },
  { kind: "single", topic: "not on the site", ask: "do you come to phoenix az? when", expect: NOT_SURE },
  { kind: "single", topic: "not on the site", ask: "any hotels near the sherwood studio you recommend or a hotel discount", expect: NOT_SURE },
  { kind: "single", topic: "not on the site", ask: "does the minneapolis studio have lockers or a changing room", expect: NOT_SURE },
  { kind: "single", topic: "not on the site", ask: "what songs do they use in the funk class", expect: NOT_SURE },
  { kind: "single", topic: "not on the site", ask: "will you add a second seattle date if this one sells out", expect: NOT_SURE },
  { kind: "single", topic: "not on the site", ask: "is the hartford studio wheelchair accessible? my son uses a chair", expect: NOT_SURE },
  { kind: "single", topic: "not on the site", ask: "how many dancers usually get picked from each audition", expect: NOT_SURE },
  { kind: "single", topic: "not on the site", ask: "can i pay for pro track at charleston in installments", expect: NOT_SURE },
  { kind: "single", topic: "not on the site", ask: "do you sell gift cards? want to give one for christmas", expect: NOT_SURE },
  { kind: "single", topic: "not on the site", ask: "which agents are coming to the industry q&a in boston", expect: NOT_SURE },
  { kind: "single", topic: "not on the site", ask: "will there be a photographer taking headshots at savannah", expect: NOT_SURE },
  { kind: "single", topic: "not on the site", ask: "do you run a week long summer camp in july", expect: NOT_SURE },
];

// ---------------------------------------------------------------------------------------------
// Off-topic questions: the right reply is "not sure"

export const tuning14OffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather gonna be in orlando next weekend", expect: { notSure: true } },
  { kind: "off-topic", ask: "can u help my kid with her fractions homework", expect: { notSure: true } },
  { kind: "off-topic", ask: "best pointe shoe brand for wide feet?", expect: { notSure: true } },
  { kind: "off-topic", ask: "who won the super bowl last year", expect: { notSure: true } },
  { kind: "off-topic", ask: "write me a short poem about dancing in the rain", expect: { notSure: true } },
  { kind: "off-topic", ask: "how do i translate 'break a leg' into spanish", expect: { notSure: true } },
  { kind: "off-topic", ask: "cheapest flights from denver to seattle in november?", expect: { notSure: true } },
  { kind: "off-topic", ask: "recommend a good dance movie for a sleepover", expect: { notSure: true } },
  { kind: "off-topic", ask: "what's a 20% tip on $85", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations: later turns lean on, or switch away from, the earlier ones

export const tuning14Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle core, then two, then the same in Victoria",
    turns: [
      { ask: "how much is core in seattle", expect: { includesAll: [priceRe("seattle", "core")] } },
      { ask: "and for 2?", expect: { includesAll: [totalRe(["seattle", "core", 2])] } },
      {
        ask: "what about 2 in victoria bc instead",
        expect: { includesAll: [totalRe(["victoria-bc", "core", 2])], excludes: [moneyRe({ amountMinor: seedPrice("seattle", "core").amountMinor * 2, currency: "USD" })] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend, its Sunday, then Hartford's studio",
    turns: [
      { ask: "sherwood is 2 days right? which dates", expect: { includesAll: [dayRe("sherwood"), sherwoodSecondDay] } },
      {
        ask: "what happens on the sunday, is it split up?",
        expect: { includesAll: [/junior/i, /senior/i] },
      },
      {
        ask: "ok different question, what studio is the hartford one at",
        expect: { includesAll: [venueName("hartford")], excludes: [venueName("sherwood")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "An 11-year-old at Orlando: group, price, upgrade",
    turns: [
      {
        ask: "my daughter is 11 and wants to do the orlando one, which group is she in",
        expect: { includesAll: [/junior/i, agesIn(groupLabel("orlando", "juniors"))] },
      },
      { ask: "how much is core there", expect: { includesAll: [priceRe("orlando", "core")] } },
      {
        ask: "and if we buy core now and want pro later, how much is the upgrade",
        expect: { includesAll: [printedRe(boughtUpgrade("orlando", "core", "pro"), "USD")] },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers, its Starter Path, then mentorship's start",
    turns: [
      { ask: "what is acting for dancers exactly", expect: { includesAll: [[/online/i, /virtual/i]] } },
      { ask: "how much is the starter path", expect: { includesAll: [priceRe("acting-for-dancers", "afd_starter")] } },
      {
        ask: "and the building mentorship, how much and when does it start",
        expect: {
          includesAll: [priceRe("seattle", "mentorship_building"), cohortStart],
          excludes: [priceRe("acting-for-dancers", "afd_starter")],
        },
      },
    ],
  },
  {
    kind: "conversation",
    title: "Niagara date and address, then Boston's",
    turns: [
      { ask: "when is niagara falls", expect: { includesAll: [dayRe("niagara-falls")] } },
      { ask: "where is it exactly", expect: { includesAll: [[street("niagara-falls"), venueName("niagara-falls")]] } },
      {
        ask: "and whats the address for the boston one",
        expect: { includesAll: [street("boston")], excludes: [street("niagara-falls")] },
      },
    ],
  },
];

/** Singles + off-topic + every conversation turn. */
export const tuning14QuestionCount: number =
  tuning14SingleQuestions.length + tuning14OffTopicQuestions.length + tuning14Conversations.reduce((n, c) => n + c.turns.length, 0);
