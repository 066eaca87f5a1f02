import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { discountCodes, events, offers, rateLimitWindows } from "~/db/schema";
import { fixedClock } from "~/domain/clock";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { setOfferSeats } from "~/features/catalog/set-offer-seats.server";
import type { AppContext } from "~/app-context.server";
import { parseEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { createCartRoutes } from "./cart.routes.server";
import type { CartQuote } from "./types";

/** Before Victoria's early bird closes (2025-10-24) and before every seeded date. */
const NOW = new Date("2025-09-01T12:00:00-07:00");
const LIMITER_NOW = Date.parse("2025-09-01T19:00:30Z");

describe.each(testDatabaseKinds())("cart quotes and discount codes on %s", (kind) => {
  let t: TestDatabase;
  let routes: ReturnType<typeof createCartRoutes>;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.database.db.delete(rateLimitWindows);
    const db = t.database.db;
    const context = {
      env: parseEnv({}),
      database: t.database,
      clock: fixedClock(NOW),
      logger: pino({ level: "silent" }),
    } as unknown as AppContext;
    routes = createCartRoutes(context, {
      discount: createRateLimiter({ db, limit: 10, windowMs: 60_000, currentTime: () => LIMITER_NOW }),
      quote: createRateLimiter({ db, limit: 120, windowMs: 60_000, currentTime: () => LIMITER_NOW }),
    });
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    routes.request(path, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
  async function quote(body: unknown): Promise<{ status: number; json: { ok: boolean; quote: CartQuote; message: string; errors?: Record<string, string> } }> {
    const res = await post("/quote", body);
    return { status: res.status, json: await res.json() };
  }
  const offerOf = async (slug: string, tierKey: string) => {
    const [e] = await t.database.db.select().from(events).where(eq(events.slug, slug));
    return { eventId: e!.id, where: and(eq(offers.eventId, e!.id), eq(offers.tierKey, tierKey)) };
  };

  it("prices a cart from the catalog, in the event's currency", async () => {
    const { status, json } = await quote({ eventSlug: "hartford", items: [{ tierKey: "core", quantity: 2 }, { tierKey: "pro", quantity: 1 }] });
    expect(status).toBe(200);
    expect(json.quote).toMatchObject({ currency: "USD", cityName: "Hartford, CT", subtotalMinor: 72400, discountMinor: 0, totalMinor: 72400, itemCount: 3 });
    expect(json.quote.lines.map((l) => [l.tierKey, l.unitPriceMinor, l.quantity, l.totalMinor])).toEqual([
      ["core", 16800, 2, 33600],
      ["pro", 38800, 1, 38800],
    ]);
    const london = await quote({ eventSlug: "london", items: [{ tierKey: "core", quantity: 1 }] });
    expect(london.json.quote).toMatchObject({ currency: "GBP", totalMinor: 13300 });
  });

  it("answers a tampered request with the catalog's price", async () => {
    const { json } = await quote({
      eventSlug: "hartford",
      items: [{ tierKey: "core", quantity: 1, price: 1, unitPriceMinor: 1 }],
      codes: [],
      totalMinor: 1,
      discountMinor: 16800,
    });
    expect(json.quote.totalMinor).toBe(16800);
    expect(json.quote.lines[0]?.unitPriceMinor).toBe(16800);
  });

  it.each([
    [{ eventSlug: "hartford", items: [{ tierKey: "gold", quantity: 1 }] }, 400, "Unknown ticket tier: gold"],
    [{ eventSlug: "hartford", items: [{ tierKey: "nh_full_weekend", quantity: 1 }] }, 400, "isn't sold for Hartford, CT"],
    [{ eventSlug: "hartford", items: [{ tierKey: "core", quantity: 0 }] }, 400, "at least 1"],
    [{ eventSlug: "hartford", items: [{ tierKey: "core", quantity: -2 }] }, 400, "at least 1"],
    [{ eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1.5 }] }, 400, "whole number"],
    [{ eventSlug: "hartford", items: [{ tierKey: "core", quantity: 11 }] }, 400, "at most 10"],
    [{ eventSlug: "hartford", items: [{ tierKey: "core", quantity: "2" }] }, 400, "must be a number"],
    [{ eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }, { tierKey: "core", quantity: 1 }] }, 400, "listed twice"],
    [{ eventSlug: "hartford", items: [{ tierKey: "audition_only", quantity: 1 }] }, 400, "isn't sold through the cart"],
    [{ eventSlug: "hartford", items: [] }, 400, "The cart is empty"],
    [{ eventSlug: "atlantis", items: [{ tierKey: "core", quantity: 1 }] }, 404, "couldn't find that event"],
    [{ eventSlug: "atlanta", items: [{ tierKey: "core", quantity: 1 }] }, 409, "cancelled"],
    [{ eventSlug: "new-hampshire", items: [{ tierKey: "nh_protrack_vip", quantity: 1 }] }, 400, "can only be bought with Full Weekend Pass or Balance Payment"],
    [{ eventSlug: "new-hampshire", items: [{ tierKey: "nh_full_weekend", quantity: 1 }, { tierKey: "nh_balance_payment", quantity: 1 }] }, 400, "can't be bought together"],
  ])("refuses %j with %i naming the problem", async (body, status, message) => {
    const res = await quote(body);
    expect(res.status).toBe(status);
    expect(res.json.ok).toBe(false);
    expect(res.json.message).toContain(message);
  });

  it("refuses a body that is not JSON or not an object", async () => {
    const res = await routes.request("/quote", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(res.status).toBe(400);
    expect((await quote(null)).status).toBe(400);
    expect((await quote([1])).status).toBe(400);
  });

  it("sells a tier only while it is on sale and has seats", async () => {
    const db = t.database.db;
    const pro = await offerOf("hartford", "pro");
    await db.update(offers).set({ salesStartAt: new Date("2025-10-01T00:00:00Z") }).where(pro.where);
    expect((await quote({ eventSlug: "hartford", items: [{ tierKey: "pro", quantity: 1 }] })).json.message).toContain("not on sale");
    await db.update(offers).set({ salesStartAt: null }).where(pro.where);
    await setOfferSeats({ db, eventId: pro.eventId, tierKey: "pro", capacity: 2 });
    expect((await quote({ eventSlug: "hartford", items: [{ tierKey: "pro", quantity: 3 }] })).json.message).toContain("Only 2 seats are left");
    expect((await quote({ eventSlug: "hartford", items: [{ tierKey: "pro", quantity: 2 }] })).status).toBe(200);
    await setOfferSeats({ db, eventId: pro.eventId, tierKey: "pro", capacity: null, soldOut: true });
    const soldOut = await quote({ eventSlug: "hartford", items: [{ tierKey: "pro", quantity: 1 }] });
    expect([soldOut.status, soldOut.json.message]).toEqual([409, "Pro Track is sold out."]);
    await setOfferSeats({ db, eventId: pro.eventId, tierKey: "pro", capacity: null, soldOut: false });
  });

  it("counts tiers that share a seat pool against one capacity", async () => {
    const db = t.database.db;
    const core = await offerOf("seattle", "core");
    await setOfferSeats({ db, eventId: core.eventId, tierKey: "core", capacity: 3 });
    const [pool] = await db.select({ poolId: offers.poolId }).from(offers).where(core.where);
    const pro = await offerOf("seattle", "pro");
    await db.update(offers).set({ poolId: pool!.poolId }).where(pro.where);
    const both = await quote({ eventSlug: "seattle", items: [{ tierKey: "core", quantity: 2 }, { tierKey: "pro", quantity: 2 }] });
    expect([both.status, both.json.message]).toEqual([409, "Only 3 seats are left for Core Experience and Pro Track."]);
    expect((await quote({ eventSlug: "seattle", items: [{ tierKey: "core", quantity: 2 }, { tierKey: "pro", quantity: 1 }] })).status).toBe(200);
  });

  it("applies VICTORIAEARLY20 to core and pro only: C$227 → C$182 and C$524 → C$419", async () => {
    const { json } = await quote({
      eventSlug: "victoria-bc",
      items: [{ tierKey: "core", quantity: 1 }, { tierKey: "pro", quantity: 1 }, { tierKey: "victoria_one_class_only", quantity: 1 }],
      codes: [" victoriaearly20 "],
    });
    expect(json.quote.currency).toBe("CAD");
    expect(json.quote.lines.map((l) => [l.tierKey, l.totalMinor])).toEqual([
      ["core", 18200],
      ["pro", 41900],
      ["victoria_one_class_only", 12700],
    ]);
    expect(json.quote).toMatchObject({ subtotalMinor: 87800, discountMinor: 15000, totalMinor: 72800, rejectedCodes: [] });
    expect(json.quote.discounts).toEqual([
      expect.objectContaining({ code: "VICTORIAEARLY20", discountType: "percentage", discountValue: 20, cityRestriction: "victoria-bc", discountAmount: 15000, eligibleTiers: ["core", "pro"] }),
    ]);
  });

  it("refuses a code with its reason: wrong city, expired, exhausted, inactive, not eligible, unknown, twice", async () => {
    const db = t.database.db;
    const hartfordCore = { eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }] };
    const rejected = async (codes: string[], body = hartfordCore) => (await quote({ ...body, codes })).json.quote.rejectedCodes;
    expect(await rejected(["VICTORIAEARLY20"])).toEqual([{ code: "VICTORIAEARLY20", message: expect.stringContaining("city") }]);
    expect(await rejected(["SUMMER2025"])).toEqual([{ code: "SUMMER2025", message: expect.stringContaining("expired") }]);
    expect(await rejected(["NOPE"])).toEqual([{ code: "NOPE", message: "Discount code not found or expired" }]);
    expect(await rejected(["A\u0000B", "' OR 1=1 --"])).toEqual([
      { code: "A\u0000B", message: "Discount code not found or expired" },
      { code: "' OR 1=1 --", message: "Discount code not found or expired" },
    ]);
    expect(await rejected(["PROTRACK50"])).toEqual([{ code: "PROTRACK50", message: expect.stringContaining("doesn't apply") }]);
    expect(await rejected(["STUDIOFRIEND10", "studiofriend10"])).toEqual([{ code: "STUDIOFRIEND10", message: "This discount code has already been applied" }]);
    await db.update(discountCodes).set({ usesCount: 200 }).where(eq(discountCodes.code, "STUDIOFRIEND10"));
    expect(await rejected(["STUDIOFRIEND10"])).toEqual([{ code: "STUDIOFRIEND10", message: expect.stringContaining("usage limit") }]);
    await db.update(discountCodes).set({ usesCount: 0, isActive: false }).where(eq(discountCodes.code, "STUDIOFRIEND10"));
    expect(await rejected(["STUDIOFRIEND10"])).toEqual([{ code: "STUDIOFRIEND10", message: expect.stringContaining("no longer active") }]);
    await db.update(discountCodes).set({ isActive: true }).where(eq(discountCodes.code, "STUDIOFRIEND10"));
    // A USD amount off cannot be taken off a pound price.
    expect(await rejected(["BRINGAFRIEND25"], { eventSlug: "london", items: [{ tierKey: "core", quantity: 1 }] })).toEqual([
      { code: "BRINGAFRIEND25", message: expect.stringContaining("currency") },
    ]);
  });

  it("takes percentages before fixed amounts, and never below zero", async () => {
    const { json } = await quote({
      eventSlug: "hartford",
      items: [{ tierKey: "core", quantity: 2 }, { tierKey: "pro", quantity: 1 }],
      codes: ["BRINGAFRIEND25", "STUDIOFRIEND10", "PROTRACK50"],
    });
    // 10% off every ticket: core 168 → 151 (×2), pro 388 → 349; then $25 off the cores and $50 off pro.
    expect(json.quote.lines.map((l) => [l.tierKey, l.totalMinor])).toEqual([
      ["core", 30200 - 2500],
      ["pro", 34900 - 5000],
    ]);
    expect(json.quote.totalMinor).toBe(27700 + 29900);
    await t.database.db.insert(discountCodes).values({ code: "BIGGIFT", discountType: "fixed", amountMinor: 100000, currency: "USD" });
    const big = await quote({ eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], codes: ["BIGGIFT"] });
    expect(big.json.quote).toMatchObject({ subtotalMinor: 16800, discountMinor: 16800, totalMinor: 0 });
  });

  it("validates a code for a city (validate_discount_code) and limits guesses to 10 a minute", async () => {
    const ok = await post("/discount-codes/validate", { code: "victoriaearly20", eventSlug: "victoria-bc", items: [{ tierKey: "core", quantity: 1 }] });
    expect(await ok.json()).toMatchObject({ ok: true, valid: true, discount_percentage: 20, discount: { code: "VICTORIAEARLY20", discountAmount: 4500 } });
    const wrongCity = await post("/discount-codes/validate", { code: "VICTORIAEARLY20", eventSlug: "hartford" });
    expect(await wrongCity.json()).toMatchObject({ ok: true, valid: false, message: expect.stringContaining("city") });
    const twice = await post("/discount-codes/validate", { code: "VICTORIAEARLY20", eventSlug: "victoria-bc", appliedCodes: ["VICTORIAEARLY20"] });
    expect(await twice.json()).toMatchObject({ valid: false, message: "This discount code has already been applied" });
    const blank = await post("/discount-codes/validate", { code: "  ", eventSlug: "victoria-bc" });
    expect(blank.status).toBe(400);
    for (let i = 0; i < 6; i++) await post("/discount-codes/validate", { code: `GUESS${i}`, eventSlug: "hartford" });
    const limited = await post("/discount-codes/validate", { code: "GUESS9", eventSlug: "hartford" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect(await limited.json()).toMatchObject({ ok: false, message: expect.stringContaining("Too many") });
    // Guessing through quotes spends the same allowance.
    const viaQuote = await post("/quote", { eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], codes: ["GUESS10"] });
    expect(viaQuote.status).toBe(429);
  });
});
