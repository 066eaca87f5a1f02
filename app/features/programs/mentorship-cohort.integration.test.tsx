import { inArray } from "drizzle-orm";
import { pino } from "pino";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import type { AppContext } from "~/app-context.server";
import { tiers } from "~/db/schema";
import { readPageVersion } from "~/features/catalog/read-page-version.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { answerChat } from "~/features/chat/answer-chat.server";
import { createKnowledgeCache } from "~/features/chat/create-knowledge-cache.server";
import { CityPage } from "~/features/city-page/components/city-page";
import { Faq } from "~/features/faq/components/faq";
import { ProsePage } from "~/components/prose-page";
import { termsPage } from "~/content/pages/terms";
import { parseEnv } from "~/lib/env.server";
import * as cityRoute from "~/routes/city";
import * as faqRoute from "~/routes/faq";
import * as betaRoute from "~/routes/program-elite-mentorship-beta";
import * as termsRoute from "~/routes/terms";
import { createTestContext, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { MentorshipBetaPage } from "./components/mentorship-beta-page";
import { MENTORSHIP_TIER_KEYS } from "./program-tiers";

const NOW = new Date("2025-09-01T19:00:00Z");
/** A city whose page sells the mentorship levels (read from the seed, so no city is named here). */
const CITY = catalog.events.find((e) => e.kind !== "virtual" && (e.page.pricing?.mentorshipTiers ?? []).length > 0)!.slug;

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
const inRouter = (node: React.ReactNode) => text(renderToString(<MemoryRouter>{node}</MemoryRouter>));
const args = (context: AppContext, path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`${TEST_ORIGIN}${path}`), context: { app: context }, params }) as never;

describe.each(testDatabaseKinds())("the mentorship cohort's dates come from its tiers on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    context = { ...createTestContext(t.database), clock: { now: () => NOW } as AppContext["clock"] };
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function pages() {
    const city = (await cityRoute.loader(args(context, `/${CITY}`, { city: CITY }))) as Awaited<ReturnType<typeof cityRoute.loader>>;
    if (city.type !== "event") throw new Error("not an event page");
    const beta = await betaRoute.loader(args(context, "/elite-mentorship-beta"));
    const faq = await faqRoute.loader(args(context, "/faq"));
    const terms = await termsRoute.loader(args(context, "/terms"));
    return {
      city: inRouter(<CityPage event={city.event} tiers={city.tiers} nowIso={city.nowIso} cohort={city.cohort} tierCohorts={city.tierCohorts} />),
      beta: inRouter(<MentorshipBetaPage {...beta} />),
      faq: inRouter(<Faq cohort={faq.cohort} />),
      terms: inRouter(<ProsePage content={termsPage(terms.cohort)} />),
    };
  }

  it("words the seeded cohort as the spec does, then a changed start and minimum term on every page and in the chat", async () => {
    const db = t.database.db;
    const knowledge = createKnowledgeCache({ db, now: () => NOW, checkEveryMs: 0 });
    const env = parseEnv({});
    const logger = pino({ level: "silent" });
    const ask = async (question: string) => {
      const result = await answerChat({ turns: [{ role: "user", content: question }], knowledge, now: NOW, env, logger });
      if (!result.ok) throw new Error(result.reason);
      return result.reply.message;
    };

    const before = await pages();
    expect(before.city).toContain("Monthly subscription starting December 1, 2025.");
    expect(before.city).toContain("Your first payment covers December 2025; billing then recurs monthly from January 1, 2026.");
    expect(before.city).toContain("3-month minimum commitment.");
    expect(before.beta).toContain("Starts December 1, 2025");
    expect(before.beta).toContain("Your 3-month minimum (December, January and February) is complete.");
    expect(before.faq).toContain("Mentorship is a monthly subscription starting December 1, 2025");
    expect(before.terms).toContain("December 2025, January 2026 and February 2026");
    expect(await ask("is there a minimum for the mentorship?")).toContain("3-month minimum");

    // The next cohort: a new start and minimum term on the levels' tiers (the triggers raise the catalog version).
    await db.update(tiers).set({ subscriptionStartsOn: "2026-03-01", minimumTermMonths: 6 }).where(inArray(tiers.key, [...MENTORSHIP_TIER_KEYS]));

    const after = await pages();
    for (const page of Object.values(after)) expect(page).not.toMatch(/December 1, 2025|3-month/);
    expect(after.city).toContain("Monthly subscription starting March 1, 2026.");
    expect(after.city).toContain("Your first payment covers March 2026; billing then recurs monthly from April 1, 2026.");
    expect(after.city).toContain("6-month minimum commitment.");
    expect(after.city).toContain("Elite Circle renews automatically each month after the 6-month minimum until you cancel.");
    expect(after.beta).toContain("Starts March 1, 2026");
    expect(after.beta).toContain("Your 6-month minimum (March, April, May, June, July and August) is complete.");
    expect(after.faq).toContain("Mentorship is a monthly subscription starting March 1, 2026");
    expect(after.faq).toContain("Every level has a 6-month minimum");
    expect(after.terms).toContain("March 2026, April 2026, May 2026, June 2026, July 2026 and August 2026");

    // Pages and the assistant's knowledge are rebuilt when the cohort starts (their wording turns to "starts on purchase").
    const eve = new Date("2026-02-28T23:59:00Z");
    expect((await readPageVersion({ db, now: eve })).nextChangeAt).toEqual(new Date("2026-03-01T00:00:00Z"));

    // The assistant's knowledge follows the catalog version: the next answer after its refresh.
    let reply = await ask("is there a minimum for the mentorship?");
    for (let i = 0; i < 50 && !reply.includes("6-month minimum"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      reply = await ask("is there a minimum for the mentorship?");
    }
    expect(reply).toContain("6-month minimum");
    expect(reply).not.toContain("3-month");
    expect(await ask("when does mentorship start?")).toContain("March 1, 2026");
  });

  it("words each level beside its card from that level's own tier (one level's new minimum doesn't change the others')", async () => {
    const db = t.database.db;
    const elite = MENTORSHIP_TIER_KEYS.find((k) => k.endsWith("elite"))!;
    await db.update(tiers).set({ subscriptionStartsOn: "2025-12-01", minimumTermMonths: 3 }).where(inArray(tiers.key, [...MENTORSHIP_TIER_KEYS]));
    await db.update(tiers).set({ minimumTermMonths: 4 }).where(inArray(tiers.key, [elite]));
    const { city } = await pages();
    expect(city).toContain("Elite Circle renews automatically each month after the 4-month minimum until you cancel.");
    expect(city).toContain("3-month minimum commitment.");
    expect(city).not.toContain("after the 3-month minimum");
  });
});
