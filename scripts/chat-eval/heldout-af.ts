/**
 * Held-out evaluation set AF (issue 40): parents, dancers and studio owners, before and after buying.
 * Written from the spec, the seed catalog and the site's pages only, apart from the answerer. Every
 * figure is computed from the seed with the site's own functions; copy facts are short phrases from
 * the pages with the ordinary wordings a correct answer might use. The clock is EVAL_CLOCK (2025-09-01).
 */
import { AUDITION_CONSENT_TEXT, auditionMessages } from "~/features/auditions/audition-schema";
import { applicationMessages } from "~/features/applications/application-schemas";
import { AGE_GROUP_LABELS, auditionAgeGroup, isMinor } from "~/domain/age-groups";
import { applyDiscounts, checkCode, type DiscountCodeRule } from "~/domain/discounts";
import { formatMoney, toMinor, type Money } from "~/domain/money";
import { scheduleCopy } from "~/content/schedule";
import { site } from "~/content/site";
import type { Conversation, Expectation, Fact, OffTopicQuestion } from "./independent-set";
import {
  EVAL_CLOCK,
  boughtUpgrade,
  cartUpgrade,
  dateText,
  escapeRegExp,
  mentorshipCohort,
  seed,
  seedDiscountCode,
  seedEvent,
  seedOffer,
  seedPrice,
  seedVenue,
  street,
} from "./seed-facts";

type AFTopic =
  | "prices and totals"
  | "upgrades"
  | "discount codes"
  | "dates and venues"
  | "schedule and groups"
  | "ages and eligibility"
  | "auditions"
  | "refunds, credits and date changes"
  | "what to bring and wear"
  | "footage and photos"
  | "city pages"
  | "what a ticket includes"
  | "acting for dancers"
  | "mentorship"
  | "scholarships and submit talent";

interface AFSingle {
  kind: "single";
  topic: AFTopic;
  ask: string;
  expect: Expectation;
}

// ---------------------------------------------------------------------------------------------
// Figures from the seed

/** A printed amount that does not match inside a larger number; Canadian "C$227" also accepts "$227". */
function figure(text: string): RegExp {
  const bare = text.startsWith("C$") ? text.slice(1) : text;
  const sym = bare[0]!;
  const digits = escapeRegExp(bare.slice(1)).replace(/,/g, ",?");
  const tail = "(?!\\d|,\\d)";
  if (sym === "£") return new RegExp(`£${digits}${tail}|(?<![\\d,])${digits}(?:\\.00)? ?(?:pounds|GBP)|GBP ?${digits}${tail}`, "i");
  return new RegExp(escapeRegExp(sym) + digits + tail);
}
const money = (m: Money): RegExp => figure(formatMoney(m));
const priceFact = (slug: string, tier: string): RegExp => money(seedPrice(slug, tier));
function times(slug: string, tier: string, n: number): RegExp {
  const p = seedPrice(slug, tier);
  return money({ amountMinor: p.amountMinor * n, currency: p.currency });
}
function mixTotal(slug: string, parts: ReadonlyArray<[string, number]>): RegExp {
  const currency = seedPrice(slug, parts[0]![0]).currency;
  const amountMinor = parts.reduce((sum, [tier, n]) => sum + seedPrice(slug, tier).amountMinor * n, 0);
  return money({ amountMinor, currency });
}

/** A seeded code as the discount rules see it. */
function codeRule(code: string): DiscountCodeRule {
  const d = seedDiscountCode(code);
  const percent = d.percentOff !== undefined;
  return {
    code: d.code,
    discountType: percent ? "percentage" : "fixed",
    value: percent ? d.percentOff! : toMinor(d.amount!),
    currency: percent ? null : d.currency!,
    eligibleTiers: d.eligibleTiers,
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
/** The total of `n` tickets of one tier with a code, as the cart computes it (the code must be usable there at the clock). */
function withCode(slug: string, tier: string, n: number, code: string): RegExp {
  const p = seedPrice(slug, tier);
  const rule = codeRule(code);
  const ok = checkCode(rule, { eventSlug: slug, currency: p.currency, tierKeys: [tier], now: EVAL_CLOCK });
  if (!ok.ok) throw new Error(`${code} is refused on ${slug} ${tier}: ${ok.reason}`);
  const r = applyDiscounts([{ tierKey: tier, unitPriceMinor: p.amountMinor, quantity: n }], [rule]);
  return money({ amountMinor: r.totalMinor, currency: p.currency });
}
/** Why a code is refused on a stop at the clock (throws if it is accepted). */
function refusal(slug: string, tier: string, code: string): string {
  const p = seedPrice(slug, tier);
  const ok = checkCode(codeRule(code), { eventSlug: slug, currency: p.currency, tierKeys: [tier], now: EVAL_CLOCK });
  if (ok.ok) throw new Error(`${code} is accepted on ${slug}`);
  return ok.reason;
}
/** A code's last day ("October 24"), in the tour's time zone. */
function codeLastDay(code: string): RegExp {
  const ends = codeRule(code).endsAt;
  if (!ends) throw new Error(`${code} has no end`);
  const text = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", month: "long", day: "numeric" }).format(ends);
  return monthDay(text);
}

/** "November 1" as a reply may write it: "November 1", "Nov 1", "Nov. 1st", not inside a larger number. */
function monthDay(text: string): RegExp {
  const m = /^([A-Z][a-z]+) (\d{1,2})$/.exec(text);
  if (!m) throw new Error(`bad month and day ${text}`);
  const month = m[1]!;
  return new RegExp(`\\b${month.slice(0, 3)}(?:${escapeRegExp(month.slice(3))}|\\.)? ${m[2]}(?!\\d)`, "i");
}
/** A stop's date fact: "November 1" not inside a larger number. */
function dateFact(slug: string): RegExp {
  const m = /^([A-Z][a-z]+ \d{1,2})/.exec(dateText(slug));
  if (!m) throw new Error(`${slug} has no dated text`);
  return monthDay(m[1]!);
}
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
function weekday(slug: string): RegExp {
  const on = seedEvent(slug).startsOn;
  if (!on) throw new Error(`${slug} has no date`);
  const day = WEEKDAYS[new Date(`${on}T12:00:00Z`).getUTCDay()]!;
  return new RegExp(`\\b${day.slice(0, 3)}(?:${day.slice(3)})?\\b`, "i");
}
const venueName = (slug: string): string => seedVenue(slug).name;

/** A time in a stop's schedule for a group and activity (fails if the seed has no such slot). */
function slotTime(slug: string, group: string, activity: string, dayIndex = 0): RegExp {
  const sched = seedEvent(slug).page?.schedule;
  const table = sched?.days?.[dayIndex]?.tables.find((t) => t.group === group);
  const slot = table?.slots.find((s) => s.activity === activity);
  if (!slot) throw new Error(`${slug} has no ${group} ${activity}`);
  const [, hm, ampm] = /^(\d{1,2}:\d{2}) ?(AM|PM)$/.exec(slot.time) ?? [];
  if (!hm || !ampm) throw new Error(`bad time ${slot.time}`);
  const short = hm.endsWith(":00") ? `(?::00)?` : "";
  const base = hm.endsWith(":00") ? hm.slice(0, -3) : hm;
  return new RegExp(`(?<!\\d)${escapeRegExp(base)}${short}\\s*${ampm[0]}\\.?${ampm[1]}\\.?`, "i");
}
/** The title of the table (e.g. "Studio 2") a group dances in on a day. */
function tableTitle(slug: string, group: string, dayIndex: number): string {
  const t = seedEvent(slug).page?.schedule?.days?.[dayIndex]?.tables.find((x) => x.group === group);
  if (!t?.title) throw new Error(`${slug} has no titled ${group} table`);
  return t.title;
}
/** A stop's schedule uses the 11-and-under / 12-to-adult split. */
function groupsOf(slug: string) {
  const scheme = seedEvent(slug).page?.schedule?.ageGroups ?? "juniors_seniors";
  return scheduleCopy.ageGroups[scheme];
}
/** An opportunity's minimum age from its details ("Ages 16 and up"). */
function opportunityMinAge(slug: string): number {
  const o = seed.opportunities.find((x) => x.slug === slug);
  if (!o) throw new Error(`no opportunity ${slug}`);
  const m = o.details.map((d) => /Ages (\d+) and up/.exec(d)).find(Boolean);
  if (!m) throw new Error(`${slug} states no age`);
  return Number(m[1]);
}
const num = (n: number): RegExp => new RegExp(`(?<!\\d)${n}(?!\\d)`);
/** The numbers a form message names ("Please enter a valid age (5-99)" → [5, 99]). */
const numbersIn = (text: string): number[] => (text.match(/\d+/g) ?? []).map(Number);

// The facts the questions lean on, each checked against the seed when the file loads.
const nhVip = seedOffer("new-hampshire", "nh_protrack_vip");
if (!nhVip.rule.requiresOneOf.includes("nh_full_weekend")) throw new Error("the NH VIP upgrade no longer needs a weekend pass");
const nhBalance = seedOffer("new-hampshire", "nh_balance_payment");
const orlandoGroups = groupsOf("orlando");
const seattleGroups = groupsOf("seattle");
const twelveSeattle = AGE_GROUP_LABELS[auditionAgeGroup(12)];
if (seattleGroups.juniors !== twelveSeattle) throw new Error("Seattle's junior label moved");
const [minAuditionAge] = numbersIn(auditionMessages.age);
const [minStory] = numbersIn(applicationMessages.story);
const [maxLinks] = numbersIn(applicationMessages.tooManyLinks);
if (minAuditionAge === undefined || minStory === undefined || maxLinks === undefined) throw new Error("form limits moved");
const shadowAge = opportunityMinAge("shadowing-opportunity-choreographer");
if (!(14 < shadowAge)) throw new Error("a 14-year-old may now shadow the choreographer");
if (isMinor(19)) throw new Error("19 is a minor?");
if (refusal("boston", "boston_pro_track", "PROTRACK50") !== "wrong_city") throw new Error("PROTRACK50 refusal moved");
if (refusal("seattle", "core", "SUMMER2025") !== "expired") throw new Error("SUMMER2025 is not expired");
if (refusal("cypress", "pro", "BRINGAFRIEND25") !== "not_eligible") throw new Error("BRINGAFRIEND25 fits Pro Track");
if (!seedEvent("atlanta").isCancelled) throw new Error("Atlanta is no longer cancelled");
if (seedEvent("london").startsOn !== null) throw new Error("London has a date now");
if (seedEvent("dallas").venue) throw new Error("Dallas has a venue now");
const niagaraNotes = seedVenue("niagara-falls").notes ?? "";
if (!/back of the building/.test(niagaraNotes)) throw new Error("Niagara's entrance note moved");
if (!AUDITION_CONSENT_TEXT.includes("does not guarantee a role")) throw new Error("consent wording moved");
const contact = site.contactEmail;

const notYes: Fact[] = [/^\s*yes\b/i];
const notNo: Fact[] = [/^\s*no\b/i];
const three: Fact = /\b(?:3|three)[- ]month/i;
const fortyEight: Fact = /\b(?:48|forty[- ]eight)[- ]?(?:hours?|hrs?)\b/i;
const otherCurrency: Fact[] = [/currenc/i, /canadian dollars/i, /\bCAD\b/];

// ---------------------------------------------------------------------------------------------
// Single questions

export const heldoutAFSingleQuestions: readonly AFSingle[] = [
  // prices and totals
  { kind: "single", topic: "prices and totals", ask: "how much is the core experience in cypress tx", expect: { includesAll: [priceFact("cypress", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "pro track price for spokane?", expect: { includesAll: [priceFact("spokane", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "im a studio owner bringing 6 dancers to savannah for core experience, whats the total", expect: { includesAll: [times("savannah", "core", 6)] } },
  { kind: "single", topic: "prices and totals", ask: "3 girls from my studio want pro track in orlando how much all together", expect: { includesAll: [times("orlando", "pro", 3)] } },
  { kind: "single", topic: "prices and totals", ask: "victoria bc core experience cost?", expect: { includesAll: [priceFact("victoria-bc", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "how much is the one class only ticket in victoria", expect: { includesAll: [priceFact("victoria-bc", "victoria_one_class_only")] } },
  { kind: "single", topic: "prices and totals", ask: "niagara falls pro track how much", expect: { includesAll: [priceFact("niagara-falls", "pro")] } },
  { kind: "single", topic: "prices and totals", ask: "whats a core ticket for london in pounds", expect: { includesAll: [priceFact("london", "core")] } },
  { kind: "single", topic: "prices and totals", ask: "sherwood - is the full weekend pass or pro track cheaper?", expect: { includesAll: [[/weekend pass/i, /weekend/i], priceFact("sherwood", "weekend_pass")], excludes: [/pro track is (?:the )?cheaper/i] } },
  { kind: "single", topic: "prices and totals", ask: "price of just the masterclass at the boise evening on nov 7", expect: { includesAll: [priceFact("boise-nov-7", "masterclass_only")] } },

  // upgrades
  { kind: "single", topic: "upgrades", ask: "i already bought core for orlando, how much more to upgrade to pro track", expect: { includesAll: [figure(boughtUpgrade("orlando", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "bought my daughter core in seattle last week. what does it cost to move her up to pro track?", expect: { includesAll: [figure(boughtUpgrade("seattle", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "i have core for hartford in my cart, how much extra if i switch it to pro track", expect: { includesAll: [figure(cartUpgrade("hartford", "core", "pro"))] } },
  { kind: "single", topic: "upgrades", ask: "how long does the upgrade link work once you email it", expect: { includesAll: [[/\b(?:14|fourteen)\s*days?\b/i, /\b(?:2|two) weeks\b/i]] } },
  { kind: "single", topic: "upgrades", ask: "if i upgrade do i get a new qr code for the door?", expect: { includesAll: [[/same (?:ticket )?qr/i, /keeps? (?:its|the|your) (?:same )?qr/i, /same ticket/i, /same code/i, /(?:existing|current|original) (?:ticket )?qr/i, /(?:n't|not|no) (?:get |need |receive )?(?:a )?new (?:qr|code|ticket)/i]], excludes: notYes } },
  { kind: "single", topic: "upgrades", ask: "hudson nh: can i buy just the pro track vip upgrade without the weekend pass", expect: { includesAll: [[/full weekend pass/i, /weekend pass/i, /balance payment/i]], excludes: notYes } },

  // discount codes
  { kind: "single", topic: "discount codes", ask: "with the VICTORIAEARLY20 code how much is one core ticket", expect: { includesAll: [withCode("victoria-bc", "core", 1, "VICTORIAEARLY20")] } },
  { kind: "single", topic: "discount codes", ask: "2 pro track tickets in victoria using the early bird code, total?", expect: { includesAll: [withCode("victoria-bc", "pro", 2, "VICTORIAEARLY20")] } },
  { kind: "single", topic: "discount codes", ask: "hartford pro track with PROTRACK50, what do i pay", expect: { includesAll: [withCode("hartford", "pro", 1, "PROTRACK50")] } },
  { kind: "single", topic: "discount codes", ask: "can i still use SUMMER2025?", expect: { includesAny: [/expired/i, /ended/i, /no longer/i, /aug(?:ust|\.)? 31/i, /not (?:valid|active)/i, /n't (?:valid|active)/i], excludes: notYes } },
  { kind: "single", topic: "discount codes", ask: "does PROTRACK50 work for boston pro track", expect: { includesAll: [/hartford/i], excludes: notYes } },

  // dates and venues
  { kind: "single", topic: "dates and venues", ask: "when is the boone nc intensive and what day of the week", expect: { includesAll: [dateFact("boone"), weekday("boone")] } },
  { kind: "single", topic: "dates and venues", ask: "whats the address for the minneapolis one", expect: { includesAll: [street("minneapolis")] } },
  { kind: "single", topic: "dates and venues", ask: "which studio is savannah at", expect: { includesAll: [venueName("savannah")] } },
  { kind: "single", topic: "dates and venues", ask: "is springfield va on a saturday or sunday", expect: { includesAll: [weekday("springfield-va")], excludes: [/^\W*(?:it'?s |it is |that'?s )?(?:on )?(?:a )?sat(?:urday)?\b/i] } },
  { kind: "single", topic: "dates and venues", ask: "is there a date for london yet?", expect: { includesAny: [/to be determined/i, /\btbd\b/i, /to be announced/i, /not yet/i, /no date/i, /hasn't been set/i, /not been set/i, /not set/i, /n't (?:been )?(?:set|announced|scheduled|confirmed)/i, /not (?:been )?(?:announced|scheduled|confirmed)/i], excludes: notYes } },
  { kind: "single", topic: "dates and venues", ask: "where is the dallas one held, which studio", expect: { includesAny: [/coming soon/i, /not yet/i, /being confirmed/i, /to be confirmed/i, /\btbd\b/i, /to be announced/i, /n't (?:been )?(?:announced|confirmed|set)/i, /not (?:been )?(?:announced|confirmed|set)/i, /no venue/i] } },
  { kind: "single", topic: "dates and venues", ask: "is the atlanta sept 28 date still on? my daughter wants to go", expect: { includesAll: [/cancel/i], excludes: notYes } },
  { kind: "single", topic: "dates and venues", ask: "niagara falls studio, which door do we use", expect: { includesAll: [[/back of the building/i, /\bback\b/i, /\brear\b/i]] } },

  // schedule and groups
  { kind: "single", topic: "schedule and groups", ask: "my daughter is 12, which group is she in for seattle", expect: { includesAll: [/junior/i, [/12 ?(?:and|or|&) ?(?:under|younger|below)/i, /under 13/i, /12 and (?:down|less)/i]] } },
  { kind: "single", topic: "schedule and groups", ask: "my son just turned 12, does he dance with juniors or seniors in orlando?", expect: { includesAll: [/senior/i, [new RegExp(escapeRegExp(orlandoGroups.seniors.replace(/^Seniors \(|\)$/g, "")), "i"), /12\+/, /12 ?(?:and|&) ?(?:up|over|older)/i, /12\s*(?:-|–|to|through)\s*adult/i]], excludes: [/12 ?(?:and|&) ?under/i] } },
  { kind: "single", topic: "schedule and groups", ask: "what time do seniors check in at savannah", expect: { includesAll: [slotTime("savannah", "seniors", "Check-in")] } },
  { kind: "single", topic: "schedule and groups", ask: "boston seniors, what time is the pro track session", expect: { includesAll: [slotTime("boston", "seniors", "Pro Track session")] } },
  { kind: "single", topic: "schedule and groups", ask: "sherwood saturday do juniors and seniors dance together or separate", expect: { includesAll: [[/all ages/i, /together/i, /every age/i]] } },
  { kind: "single", topic: "schedule and groups", ask: "new hampshire weekend - which studio are the seniors in on saturday", expect: { includesAll: [new RegExp(escapeRegExp(tableTitle("new-hampshire", "seniors", 0)), "i")] } },
  { kind: "single", topic: "schedule and groups", ask: "spokane seniors: when is stunts for dancers", expect: { includesAll: [slotTime("spokane", "seniors", "Stunts for Dancers")] } },

  // ages and eligibility
  { kind: "single", topic: "ages and eligibility", ask: "my 16 yo wants to register for the audition by herself, does she need me?", expect: { includesAll: [[/parent/i, /guardian/i]], excludes: notNo } },
  { kind: "single", topic: "ages and eligibility", ask: "whats the youngest age you can register for the audition", expect: { includesAll: [num(minAuditionAge)] } },
  { kind: "single", topic: "ages and eligibility", ask: "my daughter dances at a different studio, can she come to the hudson nh weekend?", expect: { includesAll: [[/granite stage/i, /students and alumni/i, /private (?:intensive|event)/i]], excludes: notYes } },
  { kind: "single", topic: "ages and eligibility", ask: "is this only for advanced dancers? mine is recreational", expect: { includesAll: [[/all (?:skill )?levels/i, /every level/i, /any level/i, /all ages/i, /recreational/i, /everyone belongs/i, /beginner/i]], excludes: notYes } },
  { kind: "single", topic: "ages and eligibility", ask: "can my 14 year old shadow the choreographer?", expect: { includesAll: [num(shadowAge)], excludes: notYes } },

  // auditions
  { kind: "single", topic: "auditions", ask: "what is the audition actually for", expect: { includesAll: [[/projects/i, /music video/i, /film/i, /television/i, /\btv\b/i, /casting/i]] } },
  { kind: "single", topic: "auditions", ask: "if she auditions is she guaranteed a part?", expect: { includesAll: [[/not guarantee/i, /n't guarantee/i, /no guarantee/i, /n't guaranteed/i, /not guaranteed/i, /not a guarantee/i, /n't a guarantee/i, /cannot guarantee/i]], excludes: notYes } },
  { kind: "single", topic: "auditions", ask: "we cant make any of the tour dates, can she still be considered?", expect: { includesAll: [/submit talent/i], excludes: notNo } },
  { kind: "single", topic: "auditions", ask: "is the audition extra on top of the core ticket", expect: { includesAll: [[/free/i, /no (?:extra |additional )?(?:cost|charge|fee)/i, /\$0(?![\d.,]*\d)/, /included/i, /doesn't cost/i, /does not cost/i]], excludes: notYes } },

  // refunds, credits and date changes
  { kind: "single", topic: "refunds, credits and date changes", ask: "bought savannah tickets but my daughter broke her ankle, can i get a refund", expect: { includesAll: [[/final/i, /(?:can't|cannot|can not|won't|unable to|don't|do not) (?:\w+ ){0,2}refund/i, /no refunds?/i, /non-?refundable/i, /not refundable/i, /n't refundable/i]], excludes: notYes } },
  { kind: "single", topic: "refunds, credits and date changes", ask: "if you guys cancel the event do i get my money back", expect: { includesAll: [[/full refund/i, /fully refunded/i, /refund(?:ed)? in full/i, /all (?:of )?your money back/i]], excludes: notNo } },
  { kind: "single", topic: "refunds, credits and date changes", ask: "how long do i have to answer if my event date changes", expect: { includesAll: [fortyEight] } },
  { kind: "single", topic: "refunds, credits and date changes", ask: "does a credit expire?", expect: { includesAll: [[/never expire/i, /do(?:es)? not expire/i, /n't expire/i, /no expir/i, /non-?expiring/i, /not expire/i]], excludes: notYes } },
  { kind: "single", topic: "refunds, credits and date changes", ask: "i have a credit from victoria paid in canadian dollars, can i use it for seattle", expect: { includesAll: [otherCurrency], excludes: notYes } },
  { kind: "single", topic: "refunds, credits and date changes", ask: "we cant attend boone anymore what are our options", expect: { includesAll: [contact] } },

  // what to bring and wear
  { kind: "single", topic: "what to bring and wear", ask: "what shoes should she bring", expect: { includesAll: [/sneaker/i, /jazz shoe/i] } },
  { kind: "single", topic: "what to bring and wear", ask: "can he just wear the sneakers he wore outside on the dance floor", expect: { includesAll: [[/not (?:allowed|permitted)/i, /n't (?:allowed|permitted)/i, /\bclean\b/i, /no outdoor shoes/i, /outside are not/i, /(?:can't|cannot|shouldn't|should not) wear/i, /separate pair/i]], excludes: notYes } },
  { kind: "single", topic: "what to bring and wear", ask: "does she need to pack lunch or is food provided", expect: { includesAll: [[/lunch/i, /snack/i]], excludes: [/(?:lunch|food) (?:is|will be) provided/i, /we provide (?:lunch|food)/i, /no need to (?:pack|bring)/i, /(?:don't|do not) need to (?:pack|bring)/i] } },

  // footage and photos
  { kind: "single", topic: "footage and photos", ask: "will we get the videos of her dancing? when", expect: { includesAll: [[/\b(?:four|4)[- ]weeks?/i]] } },
  { kind: "single", topic: "footage and photos", ask: "i dont want my son on your social media, what do i do", expect: { includesAll: [contact, [/before the (?:event|day)/i, /ahead of (?:the event|time)/i, /in advance/i, /beforehand/i, /prior to the (?:event|day)/i]] } },

  // city pages
  { kind: "single", topic: "city pages", ask: "who teaches the contemporary class in boston", expect: { includesAll: [/liora vantassel/i] } },
  { kind: "single", topic: "city pages", ask: "boston contemporary class - do i pay extra for it", expect: { includesAll: [[/included/i, /includes/i, /no (?:extra|additional) (?:cost|charge|fee)/i, /part of (?:your|the) (?:day|ticket)/i, /comes with/i, /don't (?:have to |need to )?pay extra/i, /do not (?:have to |need to )?pay extra/i]], excludes: notYes } },
  { kind: "single", topic: "city pages", ask: "do they let you watch your playback in seattle?", expect: { includesAll: [[/playback/i, /play back/i, /watch (?:your|yourself|the footage|it back)/i]], excludes: notNo } },
  { kind: "single", topic: "city pages", ask: "spokane ticket comes with free acting for dancers month or no", expect: { includesAll: [[/free month/i, /month of (?:the )?acting/i, /\b(?:1|one)[- ]month/i, /month free/i]], excludes: notNo } },

  // what a ticket includes
  { kind: "single", topic: "what a ticket includes", ask: "whats the difference between core and pro track", expect: { includesAll: [[/filmed for your reel/i, /reel/i], [/personal feedback/i, /feedback/i]] } },
  { kind: "single", topic: "what a ticket includes", ask: "does the audition only option come with any classes", expect: { includesAll: [[/no class/i, /n't include/i, /not include/i, /(?:aren't|are not|isn't|is not) included/i, /(?:only|just) the audition/i]], excludes: notYes } },
  { kind: "single", topic: "what a ticket includes", ask: "we paid the deposit for new hampshire, how much is the balance", expect: { includesAll: [money(nhBalance.price)] } },
  { kind: "single", topic: "what a ticket includes", ask: "sherwood full weekend pass - what does that get you", expect: { includesAll: [[/both\b[^.]{0,40}\bdays/i, /saturday and sunday/i, /sat(?:urday)?\.? ?(?:&|and|\+) ?sun/i, /two days/i, /\b2 days/i, /whole weekend/i, /(?:jan(?:uary)? )?24 ?(?:&|and) ?25/i]] } },

  // acting for dancers
  { kind: "single", topic: "acting for dancers", ask: "acting for dancers private session price", expect: { includesAll: [priceFact("acting-for-dancers", "afd_private_session")] } },
  { kind: "single", topic: "acting for dancers", ask: "how long do i have to use the 3 pack sessions", expect: { includesAll: [/\b(?:90|ninety) days\b/i] } },
  { kind: "single", topic: "acting for dancers", ask: "is acting for dancers in person somewhere?", expect: { includesAll: [[/online/i, /virtual/i, /video/i]], excludes: notYes } },

  // mentorship
  { kind: "single", topic: "mentorship", ask: "when does the mentorship start", expect: { includesAll: [monthDay(mentorshipCohort.start.replace(/, \d{4}$/, ""))] } },
  { kind: "single", topic: "mentorship", ask: "building mentorship price on the sherwood page?", expect: { includesAll: [priceFact("sherwood", "mentorship_building")] } },
  { kind: "single", topic: "mentorship", ask: "does elite circle renew by itself", expect: { includesAll: [[/renews? automatically/i, /auto(?:matically)?[- ]?renew/i]], excludes: notNo } },
  { kind: "single", topic: "mentorship", ask: "if she doesnt use her mentorship sessions one month do we get that money back", expect: { includesAll: [[/(?:n't|not) (?:be )?refund/i, /no refund/i, /non-?refundable/i]], excludes: notYes } },

  // scholarships and submit talent
  { kind: "single", topic: "scholarships and submit talent", ask: "what does a scholarship cover", expect: { includesAll: [/core experience/i] } },
  { kind: "single", topic: "scholarships and submit talent", ask: "does the scholarship pay for our hotel and travel", expect: { includesAll: [[/n't cover/i, /not cover/i, /^\s*no\b/i, /only covers/i, /(?:isn't|aren't|is not|are not|not) (?:covered|included)/i, /n't (?:include|pay)/i, /not (?:include|pay)/i]], excludes: notYes } },
  { kind: "single", topic: "scholarships and submit talent", ask: "the about me box on the scholarship form, how short can it be", expect: { includesAll: [num(minStory)] } },
  { kind: "single", topic: "scholarships and submit talent", ask: "how many links can i put on submit talent", expect: { includesAll: [num(maxLinks)] } },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: things the site does not state

export const heldoutAFOffTopicQuestions: readonly OffTopicQuestion[] = [
  { kind: "off-topic", ask: "whats the weather usually like in spokane in november", expect: { notSure: true } },
  { kind: "off-topic", ask: "any hotels near the sherwood studio you recommend?", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there parking at the boston studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you sell dance costumes or shoes", expect: { notSure: true } },
  { kind: "off-topic", ask: "my daughter has knee pain, can you recommend a physio", expect: { notSure: true } },
  { kind: "off-topic", ask: "good places to eat near the orlando venue?", expect: { notSure: true } },
  { kind: "off-topic", ask: "do you run a bus from atlanta to the savannah stop", expect: { notSure: true } },
  { kind: "off-topic", ask: "is there wifi at the cypress studio", expect: { notSure: true } },
  { kind: "off-topic", ask: "should my son do ballet or hip hop to get into college", expect: { notSure: true } },
];

// ---------------------------------------------------------------------------------------------
// Conversations

export const heldoutAFConversations: readonly Conversation[] = [
  {
    kind: "conversation",
    title: "A studio owner plans Seattle for her dancers",
    turns: [
      { ask: "studio owner here, bringing 4 dancers to seattle for core, total?", expect: { includesAll: [times("seattle", "core", 4)] } },
      { ask: "what if 2 of them do pro track instead", expect: { includesAll: [mixTotal("seattle", [["core", 2], ["pro", 2]])] } },
      { ask: "and whats the studio address", expect: { includesAll: [street("seattle")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A parent after buying Orlando for an 11-year-old",
    turns: [
      { ask: "i bought a core ticket for orlando for my 11 year old, which group is she", expect: { includesAll: [/junior/i, [new RegExp(escapeRegExp(orlandoGroups.juniors.replace(/^Juniors \(|\)$/g, "")), "i"), /11 ?(?:or|&) ?(?:under|younger)/i, /11 and younger/i, /under 12/i]] } },
      { ask: "what time does her group check in", expect: { includesAll: [slotTime("orlando", "juniors", "Check-in")] } },
      { ask: "she wants pro track now, how much more", expect: { includesAll: [figure(boughtUpgrade("orlando", "core", "pro"))] } },
    ],
  },
  {
    kind: "conversation",
    title: "A Canadian dancer and the Victoria early bird",
    turns: [
      { ask: "victoria pro track price?", expect: { includesAll: [priceFact("victoria-bc", "pro")] } },
      { ask: "and with the early bird code?", expect: { includesAll: [withCode("victoria-bc", "pro", 1, "VICTORIAEARLY20")] } },
      { ask: "whats the last day i can use it", expect: { includesAll: [codeLastDay("VICTORIAEARLY20")] } },
    ],
  },
  {
    kind: "conversation",
    title: "A date change after buying Cypress",
    turns: [
      { ask: "we have cypress tickets, what happens if you move the date", expect: { includesAll: [fortyEight] } },
      { ask: "and if i miss the email and dont reply?", expect: { includesAll: [/credit/i] } },
      { ask: "could that credit go towards london then? we paid in dollars", expect: { includesAll: [[/currenc/i, /pounds/i, /\bGBP\b/, /£/]], excludes: notYes } },
    ],
  },
  {
    kind: "conversation",
    title: "A dancer weighs the mentorship",
    turns: [
      { ask: "what are the mentorship levels", expect: { includesAll: [/building/i, /growth/i, /elite circle/i] } },
      { ask: "when is the second payment taken", expect: { includesAll: [monthDay(mentorshipCohort.recurringFrom.replace(/, \d{4}$/, ""))] } },
      { ask: "can i cancel after the first month?", expect: { includesAll: [three], excludes: notYes } },
    ],
  },
];

export const heldoutAFQuestionCount =
  heldoutAFSingleQuestions.length + heldoutAFOffTopicQuestions.length + heldoutAFConversations.reduce((n, c) => n + c.turns.length, 0);
