import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { and, eq as eqCol } from "drizzle-orm";
import { events, offers, tiers } from "~/db/schema";
import { actingForDancersEventSlug } from "~/content/program-paths";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { ActingForDancersPage } from "./components/acting-for-dancers-page";
import { MentorshipBetaPage } from "./components/mentorship-beta-page";
import { getActingForDancersPage } from "./get-acting-for-dancers-page.server";
import { getMentorshipBetaPage } from "./get-mentorship-beta-page.server";
import { priceProgramTiers } from "./price-program-tiers.server";

const AFD_KEYS = ["afd_private_session", "afd_3pack", "afd_starter", "afd_steady_growth"];
const usd = (units: number) => ({ amountMinor: units * 100, currency: "USD" });

describe.each(testDatabaseKinds())("program page loaders on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("prices the four Acting for Dancers tiers for the program's event, in USD, in page order", async () => {
    const page = await getActingForDancersPage({ db: t.database.db, slug: actingForDancersEventSlug, now: new Date() });
    expect(page?.event).toEqual({ slug: actingForDancersEventSlug, cityName: "Virtual (Online)", dateText: "Year-round Access", currency: "USD" });
    expect(page?.tiers.map((tier) => tier.key)).toEqual(AFD_KEYS);
    expect(page?.tiers.map((tier) => tier.price)).toEqual([usd(115), usd(289), usd(229), usd(389)]);
    expect(page?.tiers.every((tier) => tier.isVirtual && tier.billing === "one_time" && !tier.soldOut)).toBe(true);
    expect(page?.tiers[0]?.note).toBe("One-time payment of {price} per session");
  });

  it("mentorship beta: the three levels at their base prices, monthly, in order", async () => {
    const page = await getMentorshipBetaPage({ db: t.database.db, now: new Date("2025-09-01T19:00:00Z") });
    expect(page.currency).toBe("USD");
    expect(page.tiers.map((tier) => [tier.key, tier.label, tier.billing])).toEqual([
      ["mentorship_building", "Building", "monthly"],
      ["mentorship_growth", "Pro / Growth", "monthly"],
      ["mentorship_elite", "Elite Circle", "monthly"],
    ]);
    expect(page.tiers.map((tier) => tier.price)).toEqual([usd(147), usd(348), usd(598)]);
  });

  it("reads prices from the event's offers, and the mentorship page from the tiers' base prices", async () => {
    const db = t.database.db;
    const [afd] = await db.select().from(events).where(eq(events.slug, actingForDancersEventSlug));
    const offer = (tierKey: string) => and(eqCol(offers.eventId, afd!.id), eqCol(offers.tierKey, tierKey));
    await db.update(offers).set({ priceMinor: 27500 }).where(offer("afd_3pack"));
    await db.update(offers).set({ soldOut: true }).where(offer("afd_steady_growth"));
    await db.update(tiers).set({ basePriceMinor: 15900 }).where(eq(tiers.key, "mentorship_building"));
    try {
      const page = await getActingForDancersPage({ db, slug: actingForDancersEventSlug, now: new Date() });
      expect(Object.fromEntries(page!.tiers.map((tier) => [tier.key, tier.price.amountMinor]))).toEqual({
        afd_private_session: 11500,
        afd_3pack: 27500, // the offer's changed price
        afd_starter: 22900,
        afd_steady_growth: 38900,
      });
      expect(page!.tiers.find((tier) => tier.key === "afd_steady_growth")?.soldOut).toBe(true);
      // The mentorship page uses base prices, whatever any event sets.
      const mentorship = await getMentorshipBetaPage({ db, now: new Date("2025-09-01T19:00:00Z") });
      expect(mentorship.tiers.map((tier) => tier.price.amountMinor)).toEqual([15900, 34800, 59800]);
    } finally {
      await db.update(offers).set({ priceMinor: 28900 }).where(offer("afd_3pack"));
      await db.update(offers).set({ soldOut: false }).where(offer("afd_steady_growth"));
      await db.update(tiers).set({ basePriceMinor: 14700 }).where(eq(tiers.key, "mentorship_building"));
    }
  });

  it("has no Acting for Dancers page without its catalog event, and skips tiers the catalog lacks", async () => {
    expect(await getActingForDancersPage({ db: t.database.db, slug: "no-such-program", now: new Date() })).toBeNull();
    const priced = await priceProgramTiers({
      db: t.database.db,
      keys: ["mentorship_elite", "no_such_tier", "mentorship_building"],
      pricing: { currency: "USD", priceMultiplierBp: 10000, prices: {} },
    });
    expect(priced.map((tier) => tier.key)).toEqual(["mentorship_elite", "mentorship_building"]);
  });

  it("server-renders the loaders' prices on the cards, anchored at tier-{key}", async () => {
    const db = t.database.db;
    const afd = (await getActingForDancersPage({ db, slug: actingForDancersEventSlug, now: new Date() }))!;
    const afdHtml = renderToString(
      <MemoryRouter>
        <ActingForDancersPage {...afd} />
      </MemoryRouter>,
    );
    const afdPrices = [["afd_private_session", "$115"], ["afd_3pack", "$289"], ["afd_starter", "$229"], ["afd_steady_growth", "$389"]] as const;
    for (const [key, price] of afdPrices) {
      const card = cardHtml(afdHtml, key);
      expect(card, key).toContain(`>${price}</span>`);
      expect(card, key).not.toContain("/ month");
    }
    expect(cardHtml(afdHtml, "afd_private_session")).toContain("One-time payment of $115 per session");

    const mentorship = await getMentorshipBetaPage({ db, now: new Date("2025-09-01T19:00:00Z") });
    const mHtml = renderToString(
      <MemoryRouter>
        <MentorshipBetaPage {...mentorship} />
      </MemoryRouter>,
    );
    const mentorshipPrices = [["mentorship_building", "$147"], ["mentorship_growth", "$348"], ["mentorship_elite", "$598"]] as const;
    for (const [key, price] of mentorshipPrices) {
      const card = cardHtml(mHtml, key);
      expect(card, key).toContain(`>${price}</span>`);
      expect(card, key).toContain("/ month");
      expect(card, key).toContain(`data-mentorship-details="${key}"`);
    }
  });
});

/** The HTML of one tier card, from its anchor to the end of its article. */
function cardHtml(html: string, key: string): string {
  const start = html.indexOf(`id="tier-${key}"`);
  expect(start, key).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</article>", start));
}
