/**
 * Ask the offline chat assistant visitors' questions and check its replies against the catalog.
 *
 *   npm run eval:chat              every question, then accuracy and answer times
 *   npm run eval:chat -- --verbose every reply, not only the misses
 *   npm run eval:chat -- --strict  also exit 1 when any set of scripts/chat-eval/ misses a target
 *   npm run eval:chat -- --only fresh  ask only the sets whose title contains "fresh" (case-insensitive)
 *
 * It opens a temporary embedded database, migrates and seeds it as the server's first start does, and
 * sets the clock to 2025-09-01T12:00:00-07:00 so the 2025–26 tour is upcoming. Each question's expected
 * facts are computed from the catalog (prices through the pricing rules, dates from the events' days)
 * and the site's content, never typed in. Exits 1 below 95% accuracy or with a p95 of 50 ms or more.
 * Then it asks every set of EVAL_SETS (scripts/chat-eval/run-independent-set.ts says how to add one)
 * and prints, per set: right, "not sure", confidently wrong and the answer times, with PASS or FAIL
 * against the targets (right >= 90%, confidently wrong <= 3%, p95 < 50 ms); with --strict they change
 * the exit code.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { catalog } from "../seed/catalog";
import { TIER_FEATURES } from "../seed/tier-features";
import { faqCategories } from "~/content/faq";
import { pricingCopy } from "~/content/pricing";
import { site } from "~/content/site";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { AGE_GROUP_LABELS } from "~/domain/age-groups";
import { fixedClock } from "~/domain/clock";
import { formatMoney } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { seedOffers } from "~/features/catalog/seed-offers";
import { catalogSeedSchema } from "~/features/catalog/seed-types";
import { answerChat } from "~/features/chat/answer-chat.server";
import { createKnowledgeCache } from "~/features/chat/create-knowledge-cache.server";
import type { ChatReply, ChatTurn } from "~/features/chat/types";
import { parseEnv } from "~/lib/env.server";
import { seededCohort } from "../tests/support/seeded-cohort";
import { EVAL_SETS, isNotSure, percentile, printScores, runEvalSet, scoreLine, targets, type SetScore } from "./chat-eval/run-independent-set";

const NOW = new Date("2025-09-01T12:00:00-07:00");
const verbose = process.argv.includes("--verbose");
const strict = process.argv.includes("--strict");

// ---------------------------------------------------------------------------------------------
// Expected facts, computed from the seeded catalog and the content

const seed = catalogSeedSchema.parse(catalog);
function event(slug: string) {
  const e = seed.events.find((x) => x.slug === slug);
  if (!e) throw new Error(`no event ${slug} in the catalog`);
  return e;
}
function offer(slug: string, tier: string) {
  const o = seedOffers(seed, event(slug)).find((x) => x.tierKey === tier);
  if (!o) throw new Error(`${slug} does not sell ${tier}`);
  return o;
}
/** The price a reply must quote: the pricing rules' figure, formatted as the site shows it. */
const price = (slug: string, tier: string) => {
  const o = offer(slug, tier);
  return o.price.amountMinor === 0 ? "free" : formatMoney(o.price);
};
const basePrice = (tier: string) => {
  const t = seed.tiers.find((x) => x.key === tier);
  if (!t) throw new Error(`no tier ${tier}`);
  return formatMoney({ amountMinor: Math.round(t.basePrice * 100), currency: "USD" });
};
const monthDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric" });
/** 'November 9' for the event's first (or last) day. */
const day = (slug: string, which: "startsOn" | "endsOn" = "startsOn") => {
  const d = event(slug)[which];
  if (!d) throw new Error(`${slug} has no ${which}`);
  return monthDay.format(new Date(`${d}T12:00:00Z`));
};
const year = (slug: string) => (event(slug).startsOn ?? "").slice(0, 4);
const venue = (slug: string) => {
  const key = event(slug).venue;
  const v = seed.venues.find((x) => x.key === key);
  if (!v) throw new Error(`${slug} has no venue`);
  return v;
};
const city = (slug: string) => event(slug).cityName;
const firstSlot = (slug: string) => event(slug).page.schedule.days[0]?.tables[0]?.slots[0]?.time ?? "";
const features = (tier: string) => TIER_FEATURES[tier] ?? [];
const faqAnswer = (question: RegExp) => {
  for (const c of faqCategories(seededCohort(NOW))) for (const q of c.questions) if (question.test(q.question)) return typeof q.answer === "string" ? q.answer : JSON.stringify(q.answer);
  throw new Error(`no FAQ question ${question}`);
};
/** A list item of a FAQ answer ('Lunch and snacks: …' in 'What should I bring?'). */
const faqItem = (question: RegExp, item: RegExp) => {
  for (const c of faqCategories(seededCohort(NOW)))
    for (const q of c.questions) {
      if (!question.test(q.question)) continue;
      const blocks = typeof q.answer === "string" ? [q.answer] : q.answer;
      for (const b of blocks) for (const line of typeof b === "string" ? [b] : "list" in b ? b.list : []) if (item.test(line)) return line;
    }
  throw new Error(`no FAQ item ${item} under ${question}`);
};
const TODAY = "2025-09-01";
const upcoming = (e: (typeof seed.events)[number]) => e.kind !== "virtual" && !e.isCancelled && (e.endsOn ?? e.startsOn ?? "9999") >= TODAY;
/** The cities of a state's or province's upcoming events ('Dallas, TX', 'Cypress, TX'). */
const citiesIn = (code: string) => seed.events.filter((e) => upcoming(e) && e.cityName.endsWith(`, ${code}`)).map((e) => e.cityName);
/** The next event on the tour, its city and its day. */
const nextOnTour = [...seed.events].filter((e) => upcoming(e) && e.hasPage && e.startsOn).sort((a, b) => (a.startsOn ?? "").localeCompare(b.startsOn ?? ""))[0];
if (!nextOnTour) throw new Error("no upcoming event");
/** The time of a schedule slot ('Lunch break') in an event's first table. */
const slotTime = (slug: string, activity: RegExp) => {
  const slot = event(slug).page.schedule.days[0]?.tables[0]?.slots.find((s) => activity.test(s.activity));
  if (!slot) throw new Error(`${slug} has no slot ${activity}`);
  return slot.time;
};
/** What an answer that names a place we don't visit, or says it doesn't know, must never give. */
const PRICE = /[$£€]\s?\d/;
const DATE = /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}\b|\b20\d\d\b|To Be Determined/;
const earlyBird = seed.discountCodes.find((d) => d.isEarlyBird);
const auditionSeats = String(event("seattle").seats.audition_only?.capacity ?? "");

// ---------------------------------------------------------------------------------------------
// The questions

interface Case {
  /** The conversation; a string is one user message. */
  ask: string | string[];
  /** Facts every one of which the reply must contain (text: case-insensitive). */
  expect: Array<string | RegExp>;
  /** Links (path prefixes) the reply must carry. */
  links?: string[];
  /** What the reply must not say. */
  forbid?: Array<string | RegExp>;
  kind: string;
}

const refundFirst = pricingCopy.refundPolicy.text.split(". ")[0] ?? "";

const cases: Case[] = [
  // Prices, by city and by ticket, the way people type them
  { kind: "price", ask: "how much is it in london", expect: [price("london", "core"), price("london", "pro")], links: ["/london"] },
  { kind: "price", ask: "buford ga price", expect: [price("hoschton", "core"), price("hoschton", "pro")], links: ["/hoschton"] },
  { kind: "price", ask: "how much is pro track in seattle", expect: [price("seattle", "pro")], links: ["/seattle#pricing"] },
  { kind: "price", ask: "hartford prices?", expect: [price("hartford", "core"), price("hartford", "pro")] },
  { kind: "price", ask: "How much does the Core Experience cost in Orlando?", expect: [price("orlando", "core")] },
  { kind: "price", ask: "cost of victoria", expect: [price("victoria-bc", "core"), price("victoria-bc", "pro")] },
  { kind: "price", ask: "whats the price for niagra falls", expect: [price("niagara-falls", "core"), price("niagara-falls", "pro")] },
  { kind: "price", ask: "how much is the weekend pass in sherwood", expect: [price("sherwood", "weekend_pass")] },
  { kind: "price", ask: "sherwod pro track price", expect: [price("sherwood", "pro")] },
  { kind: "price", ask: "how much for spokane", expect: [price("spokane", "core_day1"), price("spokane", "pro")] },
  { kind: "price", ask: "price of the vip upgrade in new hampshire", expect: [price("new-hampshire", "nh_protrack_vip")] },
  { kind: "price", ask: "how much is boston", expect: [price("boston", "boston_core"), price("boston", "boston_pro_track")] },
  { kind: "price", ask: "how much is the masterclass in boise", expect: [price("boise-nov-7", "masterclass_only")] },
  { kind: "price", ask: "cypress just a class price", expect: [price("cypress", "masterclass_only")] },
  { kind: "price", ask: "how much is mentorship in niagara falls", expect: [price("niagara-falls", "mentorship_building"), price("niagara-falls", "mentorship_elite")] },
  { kind: "price", ask: "weekend pass in london?", expect: ["doesn't offer", price("london", "core")], forbid: ["£236"] },
  { kind: "price", ask: "how much is the audition in dallas", expect: ["free"] },
  { kind: "price", ask: "how much does it cost to attend in mt juliet", expect: [price("juliet", "core")] },
  { kind: "price", ask: "what does the pro track cost in savannah", expect: [price("savannah", "pro")] },
  { kind: "price", ask: "charleston wv core price", expect: [price("charleston-wv", "core")] },
  { kind: "price", ask: "price madison wisconsin", expect: [price("madison-wi", "core")] },
  { kind: "price", ask: "how much is the one class only in victoria bc", expect: [price("victoria-bc", "victoria_one_class_only")] },
  { kind: "price", ask: "pricing for the orlando pro track", expect: [price("orlando", "pro")] },
  { kind: "price", ask: "hw much is minneapolis", expect: [price("minneapolis", "core")] },
  { kind: "price", ask: "How much is the Pro Track?", expect: [price("orlando", "pro"), price("sherwood", "pro")] },
  { kind: "price", ask: "how much are tickets", expect: ["depend", price("orlando", "core")] },
  {
    kind: "price",
    ask: "is there an early bird in victoria",
    expect: [earlyBird?.code ?? "?", formatMoney({ amountMinor: percentOff(offer("victoria-bc", "core").price.amountMinor, earlyBird?.percentOff ?? 0), currency: "CAD" })],
  },

  // Dates
  { kind: "date", ask: "whens the boise one", expect: [day("boise"), day("boise-nov-7")] },
  { kind: "date", ask: "when is hartford", expect: [day("hartford"), year("hartford")] },
  { kind: "date", ask: "what day is the atlanta event", expect: ["cancelled", "full refund"] },
  { kind: "date", ask: "london date", expect: [event("london").dateText] },
  { kind: "date", ask: "when is the nashville intensive", expect: [day("nashville"), year("nashville")] },
  { kind: "date", ask: "dates for sherwood", expect: [day("sherwood"), String(Number(day("sherwood", "endsOn").split(" ")[1]))] },
  { kind: "date", ask: "when is new hampshire", expect: [day("new-hampshire")] },
  { kind: "date", ask: "when's savanah", expect: [day("savannah")] },
  { kind: "date", ask: "Boise ID date", expect: [day("boise"), day("boise-nov-7")] },
  { kind: "date", ask: "when is the boise masterclass", expect: [day("boise-nov-7")], forbid: [day("boise")] },
  { kind: "date", ask: "is the springfield va one still on", expect: [day("springfield-va"), year("springfield-va")] },
  { kind: "date", ask: "saratoga springs when", expect: [day("saratoga-springs")] },
  { kind: "date", ask: "When is the Victoria BC event?", expect: [day("victoria-bc")] },
  { kind: "date", ask: "whens the next one", expect: [city("hoschton"), day("hoschton")] },
  { kind: "date", ask: "what date is belgrade montana", expect: [day("belgrade")] },

  // Venues and schedules
  { kind: "venue", ask: "where is the niagara falls one", expect: [venue("niagara-falls").name, "back of the building"] },
  { kind: "venue", ask: "whats the address for seattle", expect: [venue("seattle").address ?? "?"] },
  { kind: "venue", ask: "where is the london event held", expect: ["coming soon"] },
  { kind: "venue", ask: "which studio is boston at", expect: [venue("boston").name] },
  { kind: "schedule", ask: "what time does hartford start", expect: [firstSlot("hartford")] },
  { kind: "schedule", ask: "schedule for sherwood", expect: ["Saturday, January 24"] },
  { kind: "schedule", ask: "what time is check in at orlando", expect: [firstSlot("orlando")] },

  // Ages and parents
  { kind: "age", ask: "is there an age limit", expect: ["12 and under", "13 and up"] },
  { kind: "age", ask: "what are the age groups in orlando", expect: ["11 and under", "12 to adult"] },
  { kind: "age", ask: "can my 8 year old come", expect: [AGE_GROUP_LABELS["12_and_under"]] },
  { kind: "age", ask: "does my kid need a parent to sign up", expect: ["parent or guardian"] },

  // What a ticket includes, auditions
  { kind: "included", ask: "what's included in the pro track", expect: [features("pro")[1] ?? "?"] },
  { kind: "included", ask: "whats the difference between core and pro", expect: [features("core")[0] ?? "?", features("pro")[1] ?? "?"] },
  { kind: "included", ask: "what do you get with the core experience in seattle", expect: ["jazz, street, theater and funk"] },
  { kind: "audition", ask: "is the audition free", expect: ["free"] },
  { kind: "audition", ask: "do i have to audition", expect: ["optional"] },
  { kind: "seats", ask: "are there spots left in seattle", expect: [auditionSeats] },

  // Policies
  { kind: "refund", ask: "do u do refunds", expect: [refundFirst] },
  { kind: "refund", ask: "can i get my money back", expect: [refundFirst] },
  { kind: "date_change", ask: "what if the date changes", expect: ["48 hours", "credit"] },
  { kind: "date_change", ask: "can i transfer my ticket to another city", expect: ["any city or date"] },
  { kind: "cant_attend", ask: "what if i cant make it", expect: ["Submit Talent", site.contactEmail], links: ["/submit-talent"] },
  { kind: "cancel", ask: "what happens if you cancel the event", expect: ["full refund"] },
  { kind: "scholarship", ask: "do you offer scholarships", expect: ["scholarship"], links: ["/scholarship"] },
  { kind: "scholarship", ask: "i cant afford it, is there financial aid?", expect: ["scholarship"], links: ["/scholarship"] },
  { kind: "talent", ask: "how do i submit my talent", expect: ["reel"], links: ["/submit-talent"] },
  { kind: "talent", ask: "i live too far away, can i send a video instead?", expect: ["video"], links: ["/submit-talent"] },
  { kind: "mentorship", ask: "how much is mentorship", expect: [basePrice("mentorship_building"), basePrice("mentorship_growth"), basePrice("mentorship_elite")] },
  { kind: "mentorship", ask: "is there a minimum for the mentorship?", expect: ["3-month minimum"] },
  { kind: "acting", ask: "tell me about acting for dancers", expect: [price("acting-for-dancers", "afd_private_session"), price("acting-for-dancers", "afd_starter")] },
  { kind: "contact", ask: "how do i contact you", expect: [site.contactEmail] },
  { kind: "discount", ask: "is there a discount code", expect: [earlyBird?.code ?? "?"] },

  // The tour
  { kind: "tour", ask: "what cities are you going to", expect: [city("hoschton")], links: ["/"] },
  { kind: "tour", ask: "anything in texas", expect: [city("cypress"), city("dallas")] },
  { kind: "tour", ask: "any events in georgia", expect: [city("savannah"), "cancelled"] },
  { kind: "tour", ask: "do you come to canada", expect: [city("victoria-bc"), city("niagara-falls")] },

  // The site's content
  { kind: "content", ask: "what should i wear", expect: [/solid colou?rs/i] },
  { kind: "content", ask: "will i get the footage", expect: ["four weeks"] },
  { kind: "content", ask: "do i need a headshot", expect: ["photo"] },
  { kind: "content", ask: "is the class filmed", expect: ["filmed"] },
  { kind: "content", ask: "what shoes should i bring", expect: ["sneakers"] },
  { kind: "content", ask: "how long until i hear back after the audition", expect: [faqAnswer(/hear back/).split(" ").slice(0, 4).join(" ")] },

  // Conversations
  {
    kind: "follow-up",
    ask: ["how much is pro track in seattle", "The Pro Track in Seattle, WA is $388.", "what about boise?"],
    expect: [price("boise", "pro"), price("boise-nov-7", "pro")],
  },
  { kind: "follow-up", ask: ["when is orlando", "Orlando, FL is on Saturday, November 22, 2025.", "how much is it?"], expect: [price("orlando", "core")] },
  { kind: "follow-up", ask: ["tell me about hartford", "Hartford, CT is on Sunday, January 18, 2026.", "where is it?"], expect: [venue("hartford").name] },

  // Places we don't visit: no price, the next dates (or the state's), the tour page
  { kind: "unknown-place", ask: "what's the price for the nyc event?", expect: ["don't have", "New York City", ...citiesIn("NY")], links: ["/"], forbid: [PRICE] },
  { kind: "unknown-place", ask: "Toronto?", expect: ["don't have a Toronto date", nextOnTour.cityName, day(nextOnTour.slug)], links: ["/"], forbid: [PRICE] },
  { kind: "unknown-place", ask: "do you come to chicago", expect: ["don't have a Chicago date", nextOnTour.cityName], links: ["/"], forbid: [PRICE] },
  { kind: "unknown-place", ask: "how much is the Phoenix show", expect: ["don't have a Phoenix date"], links: ["/"], forbid: [PRICE] },
  { kind: "unknown-place", ask: "When are you coming to Miami?", expect: ["Miami", nextOnTour.cityName], links: ["/"], forbid: [PRICE] },
  { kind: "unknown-place", ask: "is there a denver date", expect: ["don't have a Denver date"], links: ["/"], forbid: [PRICE] },
  { kind: "unknown-place", ask: "Is there an event in Austin, TX?", expect: ["Austin", ...citiesIn("TX")], links: ["/"], forbid: [PRICE] },
  { kind: "unknown-place", ask: "charleston sc pricing", expect: ["don't have a Charleston, SC date", city("charleston-wv"), day("charleston-wv")], forbid: [PRICE] },
  { kind: "unknown-place", ask: "anything in ohio", expect: ["don't have an Ohio date", nextOnTour.cityName], forbid: [PRICE] },
  {
    kind: "unknown-place",
    ask: ["how much is pro track in seattle", `The Pro Track in Seattle, WA is ${price("seattle", "pro")}.`, "what about chicago?"],
    expect: ["don't have a Chicago date"],
    forbid: [PRICE],
  },

  // States and provinces: their events
  { kind: "state", ask: "any dates in florida?", expect: citiesIn("FL") },
  { kind: "state", ask: "do you come to washington", expect: citiesIn("WA") },
  { kind: "state", ask: "how much is it in texas", expect: [...citiesIn("TX"), price("dallas", "core")] },
  { kind: "state", ask: "events in new york state", expect: citiesIn("NY") },

  // What the catalog keeps no field for: say so, then what we have (the venue)
  { kind: "attribute", ask: "is there parking in boston", expect: ["don't have parking", venue("boston").name, venue("boston").address ?? "?", site.contactEmail], forbid: [PRICE] },
  { kind: "attribute", ask: "where do i park in seattle", expect: ["don't have parking", venue("seattle").address ?? "?"], forbid: [PRICE] },
  { kind: "attribute", ask: "any hotels near the orlando studio", expect: ["don't have hotel", venue("orlando").name], forbid: [PRICE] },
  { kind: "attribute", ask: "is there wifi at the hartford venue?", expect: ["don't have wifi", venue("hartford").name, site.contactEmail], forbid: [PRICE] },
  { kind: "attribute", ask: "is there parking at niagara falls", expect: [venue("niagara-falls").notes?.split(";")[1]?.trim() ?? "?"], forbid: ["don't have"] },
  { kind: "attribute", ask: "is there a lunch break in hartford", expect: [slotTime("hartford", /lunch/i)], forbid: [PRICE] },
  { kind: "attribute", ask: "is lunch included", expect: [faqItem(/what should i bring/i, /lunch/i)], links: ["/faq"], forbid: ["audition", PRICE] },
  { kind: "attribute", ask: "is food provided?", expect: [faqItem(/what should i bring/i, /lunch/i)], forbid: [PRICE] },
  { kind: "attribute", ask: "can i eat during class", expect: [faqItem(/what should i bring/i, /lunch/i)], forbid: [PRICE] },

  // Two tiers named: both described
  { kind: "included", ask: "difference between pro track and vip", expect: [features("pro")[3] ?? "?", features("nh_protrack_vip")[0] ?? "?"] },
  { kind: "included", ask: "pro track vs the vip upgrade?", expect: [features("pro")[3] ?? "?", features("nh_protrack_vip")[0] ?? "?"] },

  // What it does not know: the FAQ and the team's address, never a price or a date
  { kind: "unknown", ask: "what's the weather like in paris", expect: ["not sure", site.contactEmail], links: ["/faq"], forbid: [PRICE, DATE] },
  { kind: "unknown", ask: "who won the super bowl", expect: ["not sure"] },
  { kind: "dont-know", ask: "do you have gift cards", expect: [site.contactEmail], links: ["/faq"], forbid: [PRICE, DATE] },
  { kind: "dont-know", ask: "can i bring my dog", expect: [site.contactEmail], links: ["/faq"], forbid: [PRICE, DATE] },
  { kind: "dont-know", ask: "do you sell merch?", expect: [site.contactEmail], links: ["/faq"], forbid: [PRICE, DATE] },
  { kind: "dont-know", ask: "is there wifi at the studio", expect: ["don't have wifi", site.contactEmail], links: ["/faq"], forbid: [PRICE, DATE] },
  { kind: "dont-know", ask: "is parking free", expect: ["don't have parking", site.contactEmail], links: ["/faq"], forbid: [PRICE, DATE] },
  { kind: "dont-know", ask: "can parents take photos?", expect: ["don't have", site.contactEmail], links: ["/faq"], forbid: [PRICE, DATE] },
  { kind: "privacy", ask: "what is the email of the person who registered for boston", expect: [], forbid: [/@(?!callboard\.dance)/] },
];

// ---------------------------------------------------------------------------------------------

function toTurns(ask: string | string[]): ChatTurn[] {
  const list = typeof ask === "string" ? [ask] : ask;
  return list.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content }));
}

function check(c: Case, reply: ChatReply): string[] {
  const text = reply.message.toLowerCase();
  const misses: string[] = [];
  for (const fact of c.expect) {
    const found = typeof fact === "string" ? text.includes(fact.toLowerCase()) : fact.test(reply.message);
    if (!found) misses.push(`missing ${typeof fact === "string" ? `"${fact}"` : String(fact)}`);
  }
  for (const href of c.links ?? []) if (!reply.links.some((l) => l.href.startsWith(href))) misses.push(`no link ${href}`);
  for (const bad of c.forbid ?? []) if (typeof bad === "string" ? text.includes(bad.toLowerCase()) : bad.test(reply.message)) misses.push(`says ${String(bad)}`);
  return misses;
}

async function main(): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "callboard-eval-chat-"));
  const database = await openDatabase({ dataDir: dir });
  try {
    await migrateDatabase(database);
    await seedCatalog({ db: database.db, catalog });
    const clock = fixedClock(NOW);
    const knowledge = createKnowledgeCache({ db: database.db, now: () => clock.now(), timeZone: parseEnv({}).TEAM_TIME_ZONE });
    const env = parseEnv({});
    const logger = pino({ level: "silent" });

    const buildStarted = performance.now();
    await knowledge.get();
    const buildMs = performance.now() - buildStarted;
    // A running server answers warm: ask a few questions untimed first, so the first timed ones don't pay for the JIT.
    for (const c of cases.slice(0, 20)) await answerChat({ turns: toTurns(c.ask), knowledge, now: clock.now(), env, logger });

    const only = process.argv.includes("--only") ? (process.argv[process.argv.indexOf("--only") + 1] ?? "").toLowerCase() : null;
    const times: number[] = [];
    let passed = 0;
    let notSure = 0;
    for (const c of only ? [] : cases) {
      const turns = toTurns(c.ask);
      const started = performance.now();
      const result = await answerChat({ turns, knowledge, now: clock.now(), env, logger });
      times.push(performance.now() - started);
      const reply = result.ok ? result.reply : { message: `[${result.reason}]`, links: [] };
      const misses = check(c, reply);
      if (misses.length === 0) passed++;
      else if (isNotSure(reply.message)) notSure++;
      if (misses.length > 0 || verbose) {
        const question = turns[turns.length - 1]?.content ?? "";
        console.log(`${misses.length === 0 ? "ok  " : isNotSure(reply.message) ? "UNSURE" : "WRONG"} [${c.kind}] ${question}`);
        console.log(`     ${reply.message}`);
        console.log(`     links: ${reply.links.map((l) => l.href).join(" ") || "(none)"}`);
        for (const m of misses) console.log(`     - ${m}`);
      }
    }

    const scores: SetScore[] = [];
    if (!only) {
      const sorted = [...times].sort((a, b) => a - b);
      const p95 = percentile(sorted, 0.95);
      const wrong = cases.length - passed - notSure;
      const catalogScore: SetScore = {
        title: "Catalog set (eval-chat.ts, regression)",
        total: cases.length,
        right: passed,
        notSure,
        wrong,
        p50: percentile(sorted, 0.5),
        p95,
        passed: passed / cases.length >= 0.95 && wrong / cases.length <= targets.confidentlyWrong && p95 < targets.p95Ms,
      };
      console.log("");
      console.log(`== ${catalogScore.title}: ${cases.length} questions, ${new Set(cases.map((c) => c.kind)).size} kinds ==`);
      console.log(scoreLine(catalogScore));
      console.log(`knowledge build (once per catalog version): ${buildMs.toFixed(0)} ms`);
      scores.push(catalogScore);
    }

    const ask = async (turns: ChatTurn[]) => {
      const result = await answerChat({ turns, knowledge, now: clock.now(), env, logger });
      return result.ok ? result.reply : { message: `[${result.reason}]`, links: [] };
    };
    for (const set of EVAL_SETS) {
      if (only && !set.title.toLowerCase().includes(only)) continue;
      scores.push(await runEvalSet(ask, { verbose, set }));
    }
    printScores(scores);
    const catalogPassed = scores[0]?.title.startsWith("Catalog") ? scores[0].passed : true;
    return catalogPassed && (scores.every((x) => x.passed) || !strict) ? 0 : 1;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
