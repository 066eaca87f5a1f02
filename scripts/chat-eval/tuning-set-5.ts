/**
 * Tuning set 5 of issue 40 (eighth round): written from the spec, the seed catalog, the site's content
 * files and the forms' own validation, by someone who never read the answerer, its other evaluation
 * sets' questions or its tuning. Unlike the held-out sets, this set IS tuned on: the answerer may be
 * changed while reading its results.
 *
 * Every catalog figure is computed from the seed with the site's own functions (seedOffers through
 * seed-facts.ts, formatMoney, upgradeDifference, cartUpgradeDifference); eligibility comes from the
 * audition form's zod schema, isMinor and auditionAgeGroup; mentorship terms from describeMentorshipCohort
 * at the eval clock; schedule times from the seeded page schedules. Copy facts are short phrases a right
 * answer contains, with alternatives. The clock is 2025-09-01 (EVAL_CLOCK), as in scripts/eval-chat.ts.
 */
import { catalog } from "../../seed/catalog";
import { CITY_COPY } from "../../seed/city-copy";
import { auditionAgeGroup, isMinor } from "~/domain/age-groups";
import { formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { cartUpgradeDifference, upgradeDifference } from "~/domain/ticket-upgrade";
import { site } from "~/content/site";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import { EVAL_CLOCK, escapeRegExp as escapeRe, mentorshipCohort as cohort, MONTHS, seedPrice as priceOf, seedVenue as venueOf, street, seed, seedEvent, seedOffer } from "./seed-facts";

export type Tuning5Topic =
  | "prices"
  | "group totals"
  | "upgrades"
  | "dates and venues"
  | "ages and eligibility"
  | "auditions"
  | "policies"
  | "bring and wear"
  | "city pages and the day"
  | "schedule"
  | "mentorship and similar names"
  | "acting for dancers"
  | "not on the tour";

export interface Tuning5Question {
  kind: "single";
  topic: Tuning5Topic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Facts from the seed, priced and worded as the site does

/** A price as a pattern: the site's figure ('$1,344', 'C$227'), allowing '$1344' and 'CA$227' / '$227 CAD'. */
function moneyFact(m: Money): RegExp {
  const shown = formatMoney(m);
  const plain = shown.startsWith("C$") ? shown.slice(1) : shown;
  return new RegExp(`${escapeRe(plain).replace(/,/g, ",?")}(?!\\d)`);
}

function price(slug: string, tier: string): RegExp {
  return moneyFact(priceOf(slug, tier));
}

/** Several tickets of one or more tiers at one stop, as the cart adds them up. */
function total(slug: string, lines: ReadonlyArray<[tier: string, quantity: number]>): RegExp {
  const firstTier = lines[0]?.[0];
  if (!firstTier) throw new Error("a total needs a line");
  const first = priceOf(slug, firstTier);
  const amountMinor = lines.reduce((sum, [tier, q]) => sum + priceOf(slug, tier).amountMinor * q, 0);
  return moneyFact({ amountMinor, currency: first.currency });
}

/** The cart's upgrade dialog: the higher tier's price less this one's. */
function cartUpgrade(slug: string, from: string, to: string): RegExp {
  const a = priceOf(slug, from);
  const b = priceOf(slug, to);
  return moneyFact({ amountMinor: cartUpgradeDifference(a.amountMinor, b.amountMinor), currency: a.currency });
}

/** An already-booked ticket moving up (one ticket on its own line, no discount): the offer's own upgrade price if it has one. */
function bookedUpgrade(slug: string, from: string, to: string): RegExp {
  const o = seedOffer(slug, from);
  const toPrice = priceOf(slug, to);
  const own = o.rule.upgrade && o.rule.upgrade.tierKey === to ? o.rule.upgrade.priceMinor : null;
  const diff = upgradeDifference({ lineTotalMinor: o.price.amountMinor, quantity: 1, toPriceMinor: toPrice.amountMinor, upgradePriceMinor: own });
  return moneyFact({ amountMinor: diff, currency: o.price.currency });
}

/** A calendar date ('2025-11-09') as a reply may write it: 'November 9', 'Nov 9th', 'Nov. 9', '11/9'. */
function dayFact(iso: string): readonly Fact[] {
  const [, m, d] = iso.split("-").map(Number);
  const month = m === undefined ? undefined : MONTHS[m - 1];
  if (!month || d === undefined) throw new Error(`unreadable date ${iso}`);
  return [new RegExp(`\\b${month.slice(0, 3)}[a-z]*\\.? ${d}(?!\\d)`, "i"), new RegExp(`\\b${m}/${d}(?!\\d)`)];
}

function startDate(slug: string): readonly Fact[] {
  const e = seedEvent(slug);
  if (!e.startsOn) throw new Error(`${slug} has no date`);
  return dayFact(e.startsOn);
}

function endDate(slug: string): readonly Fact[] {
  const e = seedEvent(slug);
  if (!e.endsOn) throw new Error(`${slug} has no second day`);
  return dayFact(e.endsOn);
}

/** A time on a stop's seeded schedule: the slot of `activity` in the table of `group` on day `dayIndex`. */
function slotTime(slug: string, group: "juniors" | "seniors" | "all", activity: string, dayIndex = 0): RegExp {
  const day = seedEvent(slug).page.schedule.days[dayIndex];
  const table = day?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${activity} for ${group} on day ${dayIndex}`);
  // '7:00 PM' → also '7 PM', '7pm', '7:00pm'.
  const [, h, min, ampm] = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(slot.time) ?? [];
  if (!h || !ampm) throw new Error(`unreadable time ${slot.time}`);
  const minutes = min === "00" ? `(?::00)?` : `:${min}`;
  return new RegExp(`\\b${h}${minutes} ?${ampm[0]}\\.?m\\b`, "i");
}

function tableTitle(slug: string, group: "juniors" | "seniors", dayIndex = 0): string {
  const t = seedEvent(slug).page.schedule.days[dayIndex]?.tables.find((x) => x.group === group);
  if (!t?.title) throw new Error(`${slug} has no titled ${group} table`);
  return t.title;
}

// Eligibility from the audition form's own validation.
const auditionAt = (age: number, parentName?: string) =>
  auditionFormSchema.safeParse({ fullName: "Test Dancer", email: "test@example.com", phone: "555 0100", age, parentName, consent: true }).success;
const YOUNGEST_AUDITION_AGE = (() => {
  for (let age = 1; age < 30; age++) if (auditionAt(age, "A Parent")) return age;
  throw new Error("no audition age found");
})();
if (auditionAt(YOUNGEST_AUDITION_AGE - 1, "A Parent")) throw new Error("the youngest audition age is wrong");
if (!auditionAt(70)) throw new Error("a 70-year-old should be able to register");
if (auditionAt(16) || !auditionAt(16, "A Parent")) throw new Error("a 16-year-old should need a parent's name");
if (!auditionAt(19)) throw new Error("a 19-year-old should not need a parent's name");
if (!isMinor(16) || isMinor(19)) throw new Error("isMinor disagrees with the set");
if (auditionAgeGroup(12) !== "12_and_under" || auditionAgeGroup(13) !== "13_and_up") throw new Error("age groups changed");

// Mentorship terms as the pages word them at the eval clock.
if (cohort.startsOnPurchase) throw new Error("the set expects a mentorship cohort that has not started yet");
const cohortStartIso = (() => {
  const d = new Date(`${cohort.start} UTC`);
  return d.toISOString().slice(0, 10);
})();
const minimumTerm: readonly Fact[] = [
  new RegExp(`\\b${cohort.minimumTermMonths}[- ]month`, "i"),
  new RegExp(`\\b${["zero", "one", "two", "three", "four", "five", "six"][cohort.minimumTermMonths]}[- ]month`, "i"),
];

// The Victoria early bird, as the banner computes it.
const earlyBird = catalog.discountCodes?.find((d) => d.code === "VICTORIAEARLY20");
if (!earlyBird?.percentOff || !earlyBird.endsAt) throw new Error("no Victoria early bird in the seed");
const earlyBirdEndIso = earlyBird.endsAt.slice(0, 10);
if (new Date(earlyBird.endsAt) <= EVAL_CLOCK) throw new Error("the early bird has ended at the eval clock");
const victoriaCore = priceOf("victoria-bc", "core");
const victoriaEarlyCore = moneyFact({ amountMinor: percentOff(victoriaCore.amountMinor, earlyBird.percentOff), currency: victoriaCore.currency });

// New Hampshire's VIP upgrade against its compare-at price.
const nhVip = seedOffer("new-hampshire", "nh_protrack_vip");
if (!nhVip.compareAt) throw new Error("the NH VIP upgrade has no compare-at price");
const nhVipSaving = moneyFact({ amountMinor: nhVip.compareAt.amountMinor - nhVip.price.amountMinor, currency: nhVip.price.currency });

// Which stops' schedules carry the 'work in progress' note.
if (!seedEvent("hartford").page.schedule.showWorkInProgressNote) throw new Error("Hartford's schedule note changed");
if (seedEvent("atlanta").isCancelled !== true) throw new Error("Atlanta is no longer cancelled");
for (const slug of ["madison-wi", "dallas", "belgrade"]) if (seedEvent(slug).venue) throw new Error(`${slug} has a venue now`);
if (seedEvent("london").startsOn !== null) throw new Error("London has a date now");

const stunts = CITY_COPY.spokane.cityExtra.highlights.some((h) => /stunt/i.test(h));
if (!stunts) throw new Error("Spokane's page no longer mentions stunts");
const bostonInstructor = CITY_COPY.boston.contemporaryClass.instructor.name;

/** The tour's cities (pages and cart-only stops), to make sure a 'not on the tour' city really isn't. */
const tourCities = seed.events.map((e) => e.cityName.toLowerCase());
function notOnTour(city: string): Expectation {
  if (tourCities.some((c) => c.includes(city.toLowerCase()))) throw new Error(`${city} is on the tour`);
  return {
    includesAny: [
      /not (?:currently )?(?:on|part of) (?:the|our) tour/i,
      /no (?:tour )?(?:stop|event|date)s? (?:in|for|planned)/i,
      /(?:isn't|is not|aren't|are not) (?:currently )?(?:on|a stop|scheduled|planned|visiting|coming)/i,
      /(?:don't|do not) (?:currently )?(?:have|visit|go|come)/i,
      /not sure/i,
      "submit talent",
      "submit-talent",
      site.contactEmail,
    ],
    excludes: [/\$\d/],
  };
}

// Short copy facts, with the wordings a right answer may use.
const YES: Fact = /\b(?:yes|yep|absolutely|of course|definitely)\b/i;
const NO: Fact = /\b(?:no|not|nope|don't|doesn't|isn't|can't|cannot)\b/i;
const FINAL: readonly Fact[] = [/sales are final/i, /\bfinal\b/i, /non-?refundable/i, /(?:can't|cannot|don't|do not|won't) (?:offer a |give a |issue a )?refund/i, /no refunds?/i];
const FULL_REFUND: readonly Fact[] = [/full refund/i, /refund(?:ed)? in full/i];
const NEVER_EXPIRES: readonly Fact[] = [/never expires?/i, /(?:doesn't|does not|won't|will not|don't|do not) expire/i, /no expiry/i, /no expiration/i];
const FOUR_WEEKS: readonly Fact[] = [/four weeks/i, /4 weeks/i];
const ONLINE: readonly Fact[] = [/online/i, /virtual/i, /over video/i];
const ONE_TIME: readonly Fact[] = [/one-time/i, /one time/i, /not a (?:monthly )?subscription/i, /never a subscription/i];
const THEATER: Fact = /theat(?:er|re)/i;
const JUNIORS: Fact = /junior/i;
const SENIORS: Fact = /senior/i;
const PARENT: readonly Fact[] = [/parent/i, /guardian/i];
const MONTHLY: readonly Fact[] = [/month/i, /\/ ?mo\b/i];

const q = (topic: Tuning5Topic, ask: string, expect: Expectation): Tuning5Question => ({ kind: "single", topic, ask, expect });

// ---------------------------------------------------------------------------------------------
// Single questions

export const tuning5SingleQuestions: readonly Tuning5Question[] = [
  // Prices at specific stops
  q("prices", "how much is the core experience in nashville", { includesAll: [price("nashville", "core")] }),
  q("prices", "pro track price for boone nc?", { includesAll: [price("boone", "pro")] }),
  q("prices", "Whats the cost of Core Day 1 at the Spokane intensive", { includesAll: [price("spokane", "core_day1")] }),
  q("prices", "spokane pro track how much is it", { includesAll: [price("spokane", "pro")] }),
  q("prices", "How much is the Full Weekend Pass for Sherwood Oregon?", { includesAll: [price("sherwood", "weekend_pass")] }),
  q("prices", "what does pro track cost at sherwood", { includesAll: [price("sherwood", "pro")] }),
  q("prices", "If my daughter only comes on the Saturday in Sherwood, what does that ticket cost?", { includesAll: [price("sherwood", "core_day1")] }),
  q("prices", "What's the price of the Just a Class option in Cypress TX?", { includesAll: [price("cypress", "masterclass_only")] }),
  q("prices", "Victoria Pro Track cost (canadian dollars I assume?)", { includesAll: [price("victoria-bc", "pro"), [/C\$/, /CA\$/, /CAD/, /Canadian/i]] }),
  q("prices", "what is the One Class Only ticket in Victoria and how much", { includesAll: [price("victoria-bc", "victoria_one_class_only")] }),
  q("prices", "niagara falls core experiance price?", { includesAll: [price("niagara-falls", "core")] }),
  q("prices", "How much is the masterclass-only ticket at Niagara Falls?", { includesAll: [price("niagara-falls", "masterclass_only")] }),
  q("prices", "boston core and pro track prices", { includesAll: [price("boston", "boston_core"), price("boston", "boston_pro_track")] }),
  q("prices", "How much is the Full Weekend Pass for the Hudson NH studio weekend?", { includesAll: [price("new-hampshire", "nh_full_weekend")] }),
  q("prices", "We paid the deposit for New Hampshire already. What's the balance payment?", { includesAll: [price("new-hampshire", "nh_balance_payment")] }),
  q("prices", "how much is the pro track vip upgrade in new hampshire and how much does it save?", { includesAll: [price("new-hampshire", "nh_protrack_vip"), nhVipSaving] }),
  q("prices", "Is the audition only option free in Charleston WV or do I pay?", { includesAll: [[/\bfree\b/i, moneyFact(priceOf("charleston-wv", "audition_only"))]] }),
  q("prices", "how much for just the masterclass at the Boise masterclass evening on November 7?", { includesAll: [price("boise-nov-7", "masterclass_only")] }),
  q("prices", "What are the prices for Savannah? core and pro", { includesAll: [price("savannah", "core"), price("savannah", "pro")] }),

  // Several dancers at once
  q("group totals", "I have 3 daughters. What's the total for 3 Core Experience tickets in Hartford?", { includesAll: [total("hartford", [["core", 3]])] }),
  q("group totals", "total for 2 pro track tickets in orlando?", { includesAll: [total("orlando", [["pro", 2]])] }),
  q("group totals", "I own a studio and want to bring 8 dancers to Nashville on Core Experience. What would that come to?", { includesAll: [total("nashville", [["core", 8]])] }),
  q("group totals", "twins, both want the full weekend pass at sherwood. how much all together", { includesAll: [total("sherwood", [["weekend_pass", 2]])] }),
  q("group totals", "One Core and one Pro Track in Seattle, what's the total?", { includesAll: [total("seattle", [["core", 1], ["pro", 1]])] }),
  q("group totals", "4 core tickets for victoria bc, total please", { includesAll: [total("victoria-bc", [["core", 4]])] }),
  q("group totals", "Boston: three Core Experience and one Pro Track. Total?", { includesAll: [total("boston", [["boston_core", 3], ["boston_pro_track", 1]])] }),

  // Upgrades
  q("upgrades", "I already bought a Core ticket for Orlando. How much is it to upgrade to Pro Track?", { includesAll: [bookedUpgrade("orlando", "core", "pro")] }),
  q("upgrades", "i have hartford core in my cart, how much more if i switch it to pro track?", { includesAll: [cartUpgrade("hartford", "core", "pro")] }),
  q("upgrades", "Spokane: what's the difference between Core Day 1 and Pro Track?", { includesAll: [cartUpgrade("spokane", "core_day1", "pro")] }),
  q("upgrades", "How much more is Pro Track than the Full Weekend Pass at Sherwood?", { includesAll: [cartUpgrade("sherwood", "weekend_pass", "pro")] }),
  q("upgrades", "victoria - going from core to pro track, how much extra", { includesAll: [cartUpgrade("victoria-bc", "core", "pro")] }),

  // Dates and venues
  q("dates and venues", "when is the nashville intensive", { includesAll: [startDate("nashville")] }),
  q("dates and venues", "where is the seattle one held?", { includesAll: [venueOf("seattle").name] }),
  q("dates and venues", "What's the address of the Boston studio?", { includesAll: [street("boston")] }),
  q("dates and venues", "When is Sherwood? Is it one day or two?", { includesAll: [startDate("sherwood"), endDate("sherwood")] }),
  q("dates and venues", "is the buford georgia one in september?", { includesAll: [startDate("hoschton")] }),
  q("dates and venues", "When is the London intensive?", { includesAll: [[/to be determined/i, /\bTBD\b/, /not (?:been )?(?:set|announced|scheduled|confirmed)/i, /no date yet/i, /not yet/i]] }),
  q("dates and venues", "Which studio is the Madison WI stop at?", { includesAll: [[/coming soon/i, /(?:not|being) (?:yet )?confirmed/i, /not (?:been )?announced/i, /to be announced/i, /\bTBA\b/]] }),
  q("dates and venues", "Charleston WV date?", { includesAll: [startDate("charleston-wv")] }),
  q("dates and venues", "Springfield Virginia — when and where?", { includesAll: [startDate("springfield-va"), venueOf("springfield-va").name] }),
  q("dates and venues", "sarasota florida date and studio", { includesAll: [startDate("sarasota"), venueOf("sarasota").name] }),
  q("dates and venues", "Is the Atlanta event still happening?", { includesAll: [/cancel/i] }),
  q("dates and venues", "niagara falls studio address pls", { includesAll: [street("niagara-falls")] }),
  q("dates and venues", "Belgrade Montana date?", { includesAll: [startDate("belgrade")] }),

  // Ages and eligibility
  q("ages and eligibility", "My son is 16. Does he need a parent to sign for the audition?", { includesAll: [[YES, /under 18/i, /minor/i], PARENT] }),
  q("ages and eligibility", "I'm 19, do I still need a guardian's name on the audition form?", { includesAll: [NO, /18/] }),
  q("ages and eligibility", "what's the youngest age that can register for the audition", { includesAll: [new RegExp(`\\b${YOUNGEST_AUDITION_AGE}\\b`)] }),
  q("ages and eligibility", "my daughter is 12, would she be a junior or a senior?", { includesAll: [JUNIORS] }),
  q("ages and eligibility", "What are the age groups in Orlando?", { includesAll: [/\b11\b/, /\b12\b/] }),
  q("ages and eligibility", "Can anyone sign up for the Hudson New Hampshire weekend?", { includesAll: [venueOf("new-hampshire").name, [/students/i, /alumni/i]] }),
  q("ages and eligibility", "does my kid need to be advanced to do the intensive", { includesAll: [[/all levels/i, /every level/i, /any level/i, /all ages, all levels/i]] }),
  q("ages and eligibility", "how old do you have to be for the skeleton crew audition", { includesAll: [/\b16\b/] }),

  // Auditions
  q("auditions", "Is the audition mandatory?", { includesAll: [[/optional/i, /not (?:required|mandatory)/i, /don't have to/i, /do not have to/i]] }),
  q("auditions", "how much does the audition cost", { includesAll: [[/\bfree\b/i, /\$0(?!\d)/]] }),
  q("auditions", "Can she just do the audition in Hartford without taking the classes?", { includesAll: [[YES, /\bcan\b/i], /audition only/i] }),
  q("auditions", "does auditioning guarantee my daughter gets a role?", { includesAll: [[/(?:not|doesn't|does not|no|never) guarantee/i, /isn't guaranteed/i, /is not guaranteed/i, /no guarantee/i]] }),
  q("auditions", "we cant make any of the dates, is there another way to be considered?", { includesAll: [[/submit talent/i, /submit-talent/i]] }),
  q("auditions", "What time is the seniors audition in Seattle?", { includesAll: [slotTime("seattle", "seniors", "Audition")] }),
  q("auditions", "what time do juniors audition at sarasota", { includesAll: [slotTime("sarasota", "juniors", "Audition")] }),
  q("auditions", "Does she need a headshot to audition?", { includesAll: [[/\bno\b/i, /not required/i, /(?:don't|doesn't|do not|does not) need/i, /neither is required/i, /optional/i]] }),

  // Policies
  q("policies", "Can I get a refund if my daughter gets sick and can't go?", { includesAll: [FINAL] }),
  q("policies", "what happens if you cancel the event", { includesAll: [FULL_REFUND] }),
  q("policies", "If the date changes, what are my options?", { includesAll: [/48 hours/i] }),
  q("policies", "if I never reply to the date change email what happens to my money", { includesAll: [/credit/i] }),
  q("policies", "do credits expire?", { includesAll: [NEVER_EXPIRES] }),
  q("policies", "When does the Victoria early bird code end?", { includesAll: [dayFact(earlyBirdEndIso)] }),
  q("policies", "when do we get the footage from the day?", { includesAll: [FOUR_WEEKS] }),

  // What to bring and wear
  q("bring and wear", "what should she wear for the on camera intensive", { includesAll: [/solid colou?rs?/i] }),
  q("bring and wear", "which shoes should we bring?", { includesAll: [/sneakers/i, /jazz shoes/i] }),
  q("bring and wear", "What do we need to bring on the day?", { includesAll: [/water/i] }),
  q("bring and wear", "how early should we get there", { includesAll: [/15 minutes/i] }),

  // City pages and the day
  q("city pages and the day", "What's different about the Boston intensive?", { includesAll: [/contemporary/i] }),
  q("city pages and the day", "who teaches the contemporary class in boston", { includesAll: [bostonInstructor] }),
  q("city pages and the day", "Is there a stunts class in Spokane?", { includesAll: [[YES, /there is/i, /includes?/i, /\bhas\b/i], /stunt/i] }),
  q("city pages and the day", "does the spokane ticket come with anything for acting?", { includesAll: [/acting for dancers/i, [/free month/i, /a month/i, /one month/i]] }),
  q("city pages and the day", "Is the Hartford schedule final yet?", { includesAll: [[/work in progress/i, /finali[sz]ed closer/i, /closer to the (?:event )?date/i, /not (?:yet )?final/i]] }),
  q("city pages and the day", "Niagara falls - which entrance do we use?", { includesAll: [/back of the building/i] }),
  q("city pages and the day", "what styles do they teach", { includesAll: [/jazz/i, /street/i, THEATER, /funk/i] }),

  // Schedule of the day
  q("schedule", "what time does the pro track session start in spokane", { includesAll: [slotTime("spokane", "seniors", "Pro Track session")] }),
  q("schedule", "Sherwood Saturday - is it split by age?", { includesAll: [[/all ages/i, /every age/i, /together/i]] }),
  q("schedule", "In New Hampshire which studio are the seniors in?", { includesAll: [tableTitle("new-hampshire", "seniors")] }),
  q("schedule", "What time do juniors check in at Hartford?", { includesAll: [slotTime("hartford", "juniors", "Check-in")] }),
  q("schedule", "when does the seniors industry q&a start in boston", { includesAll: [slotTime("boston", "seniors", "Industry Q&A")] }),

  // Mentorship, and names that sound alike
  q("mentorship and similar names", "how much is the Building mentorship per month", { includesAll: [price("hartford", "mentorship_building"), MONTHLY] }),
  q("mentorship and similar names", "What does Elite Circle cost?", { includesAll: [price("hartford", "mentorship_elite")] }),
  q("mentorship and similar names", "Is Pro Track the same thing as the Pro / Growth mentorship?", {
    includesAll: [NO, price("hartford", "mentorship_growth")],
  }),
  q("mentorship and similar names", "when does the mentorship program start?", { includesAll: [dayFact(cohortStartIso)] }),
  q("mentorship and similar names", "is there a minimum commitment for mentorship", { includesAll: [minimumTerm] }),
  q("mentorship and similar names", "How much is Building mentorship on the Sherwood page?", { includesAll: [price("sherwood", "mentorship_building")] }),
  q("mentorship and similar names", "niagara falls building mentorship price", { includesAll: [price("niagara-falls", "mentorship_building")] }),
  q("mentorship and similar names", "Does Elite Circle renew automatically?", { includesAll: [[YES, /renews? automatically/i, /auto-?renew/i]] }),

  // Acting for Dancers
  q("acting for dancers", "acting for dancers private session price", { includesAll: [price("acting-for-dancers", "afd_private_session")] }),
  q("acting for dancers", "starter path - how much and how long is it?", { includesAll: [price("acting-for-dancers", "afd_starter"), [/four weeks/i, /4 weeks/i, /four-week/i, /4-week/i]] }),
  q("acting for dancers", "What's the Steady Growth Path and what does it cost?", { includesAll: [price("acting-for-dancers", "afd_steady_growth"), [/eight weeks/i, /8 weeks/i, /eight-week/i, /8-week/i]] }),
  q("acting for dancers", "Is Acting for Dancers a monthly subscription?", { includesAll: [ONE_TIME] }),
  q("acting for dancers", "how long do i have to use the 3 pack sessions", { includesAll: [/90 days/i] }),

  // Places the tour does not visit
  q("not on the tour", "do you come to denver?", notOnTour("Denver")),
  q("not on the tour", "Any dates in Chicago?", notOnTour("Chicago")),
  q("not on the tour", "is there a stop in los angeles", notOnTour("Los Angeles")),
];

// ---------------------------------------------------------------------------------------------
// Questions the assistant cannot answer: the right reply is "not sure"

const offTopic = (ask: string): OffTopicQuestion => ({ kind: "off-topic", ask, expect: { notSure: true } });

export const tuning5OffTopicQuestions: readonly OffTopicQuestion[] = [
  offTopic("what's the weather usually like in Seattle in November?"),
  offTopic("Where can we park near the Boston studio?"),
  offTopic("any good restaurants near the Orlando studio for dinner after?"),
  offTopic("Can you recommend a hotel close to the Sherwood studio?"),
  offTopic("do you sell dance costumes"),
  offTopic("Do you do pointe shoe fittings?"),
  offTopic("Can we rent the Hartford studio for my daughter's birthday party?"),
  offTopic("is there a starbucks near the savannah studio"),
  offTopic("Which airport should we fly into for Victoria BC?"),
  offTopic("Do you sell gift cards for Elite Circle?"),
  offTopic("does the spokane studio have showers"),
  offTopic("Can someone babysit my younger son while his sister is at the Nashville intensive?"),
  offTopic("what's the wifi password at the Cypress studio?"),
  offTopic("Can you recommend a headshot photographer in Boise?"),
  offTopic("Does a Pro Track ticket in Orlando come with a hotel discount?"),
];

// ---------------------------------------------------------------------------------------------
// Conversations: follow-ups that lean on the earlier turn or switch away from it

export const tuning5Conversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "Seattle, then its Pro Track, then Orlando",
    turns: [
      { ask: "when is the seattle intensive?", expect: { includesAll: [startDate("seattle")] } },
      { ask: "how much is pro track there", expect: { includesAll: [price("seattle", "pro")] } },
      { ask: "what about Orlando?", expect: { includesAll: [price("orlando", "pro")], excludes: [price("seattle", "pro")] } },
    ],
  },
  {
    kind: "conversation",
    title: "An 11-year-old at Hartford",
    turns: [
      { ask: "My daughter is 11, can she do the Hartford intensive?", expect: { includesAll: [[YES, /\bcan\b/i, /all ages/i, /welcome/i]] } },
      { ask: "which group would she be in?", expect: { includesAll: [JUNIORS] } },
      { ask: "what time does her group check in?", expect: { includesAll: [slotTime("hartford", "juniors", "Check-in")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Orlando Core, then Pro, then upgrading after booking",
    turns: [
      { ask: "How much is Core in Orlando?", expect: { includesAll: [price("orlando", "core")] } },
      { ask: "and pro track?", expect: { includesAll: [price("orlando", "pro")] } },
      { ask: "If I buy core now can I upgrade later? how much would that be", expect: { includesAll: [bookedUpgrade("orlando", "core", "pro")] } },
    ],
  },
  {
    kind: "conversation",
    title: "Acting for Dancers, its 3 Pack, and whether that one is a subscription",
    turns: [
      { ask: "what is acting for dancers?", expect: { includesAll: [ONLINE] } },
      { ask: "how much is the 3 pack", expect: { includesAll: [price("acting-for-dancers", "afd_3pack")] } },
      { ask: "is that one a monthly subscription?", expect: { includesAll: [ONE_TIME] } },
    ],
  },
  {
    kind: "conversation",
    title: "Pro / Growth mentorship: price, start, cancelling early",
    turns: [
      { ask: "How much is the Pro / Growth mentorship?", expect: { includesAll: [price("hartford", "mentorship_growth"), MONTHLY] } },
      { ask: "when does it start", expect: { includesAll: [dayFact(cohortStartIso)] } },
      { ask: "can she cancel after the first month?", expect: { includesAll: [minimumTerm] } },
    ],
  },
  {
    kind: "conversation",
    title: "Victoria: date, Core price, early bird",
    turns: [
      { ask: "When is Victoria BC?", expect: { includesAll: [startDate("victoria-bc")] } },
      { ask: "how much is core there", expect: { includesAll: [price("victoria-bc", "core")] } },
      { ask: "is there any discount on it?", expect: { includesAll: ["VICTORIAEARLY20", victoriaEarlyCore] } },
    ],
  },
  {
    kind: "conversation",
    title: "Sherwood weekend: the pass, Saturday, Sunday for a 14-year-old",
    turns: [
      { ask: "what's the full weekend pass at sherwood?", expect: { includesAll: [price("sherwood", "weekend_pass")] } },
      { ask: "Who dances on the Saturday?", expect: { includesAll: [[/all ages/i, /every age/i, /together/i]] } },
      { ask: "and on sunday, where does my 14 year old go?", expect: { includesAll: [SENIORS] } },
    ],
  },
];

export const tuning5QuestionCount =
  tuning5SingleQuestions.length + tuning5OffTopicQuestions.length + tuning5Conversations.reduce((n, c) => n + c.turns.length, 0);
