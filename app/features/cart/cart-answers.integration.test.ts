import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { events, offers, rateLimitWindows } from "~/db/schema";
import { fixedClock } from "~/domain/clock";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { setOfferSeats } from "~/features/catalog/set-offer-seats.server";
import type { AppContext } from "~/app-context.server";
import { parseEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { createCartRoutes } from "./cart.routes.server";

const NOW = new Date("2025-09-01T12:00:00-07:00");
const LIMITER_NOW = Date.parse("2025-09-01T19:00:30Z");
const NOT_FOUND = "We couldn't find that event.";

/**
 * Every refusal the cart's API gives, status and body exactly as the browser reads them: the route
 * decides the status and the words from the operation's reason, so these answers pin that mapping.
 */
describe.each(testDatabaseKinds())("the cart API's refusals on %s", (kind) => {
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
    const db = t.database.db;
    await db.delete(rateLimitWindows);
    const context = { env: parseEnv({}), database: t.database, clock: fixedClock(NOW), logger: pino({ level: "silent" }) } as unknown as AppContext;
    routes = createCartRoutes(context, {
      discount: createRateLimiter({ db, limit: 3, windowMs: 60_000, currentTime: () => LIMITER_NOW }),
      quote: createRateLimiter({ db, limit: 120, windowMs: 60_000, currentTime: () => LIMITER_NOW }),
    });
  });

  const answer = async (path: string, body: unknown) => {
    const res = await routes.request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.text() };
  };
  const quote = (body: Record<string, unknown>) => answer("/quote", { eventSlug: "hartford", ...body });
  const refusal = (status: number, json: unknown) => ({ status, body: JSON.stringify(json) });
  const core = (quantity = 1) => ({ tierKey: "core", quantity });
  const offerWhere = async (slug: string, tierKey: string) => {
    const [e] = await t.database.db.select().from(events).where(eq(events.slug, slug));
    return { eventId: e!.id, where: and(eq(offers.eventId, e!.id), eq(offers.tierKey, tierKey)) };
  };

  it("refuses an event it cannot sell", async () => {
    expect(await quote({ eventSlug: "nowhere", items: [core()] })).toEqual(refusal(404, { ok: false, message: NOT_FOUND, errors: { eventSlug: NOT_FOUND } }));
    const db = t.database.db;
    await db.update(events).set({ isCancelled: true }).where(eq(events.slug, "boone"));
    expect(await quote({ eventSlug: "boone", items: [core()] })).toEqual(refusal(409, { ok: false, message: "This event has been cancelled. Please choose another city." }));
    await db.update(events).set({ isCancelled: false }).where(eq(events.slug, "boone"));
    await db.update(events).set({ startsOn: "2025-08-01", endsOn: null }).where(eq(events.slug, "boone"));
    expect(await quote({ eventSlug: "boone", items: [core()] })).toEqual(refusal(409, { ok: false, message: "Ticket sales for this event have ended." }));
    await db.update(events).set({ startsOn: "2025-11-01" }).where(eq(events.slug, "boone"));
    const gone = "This waitlist offer has expired or was already used. Join the waitlist again and we'll email you if another seat opens up.";
    expect(await quote({ items: [core()], waitlistOffer: "no-such-offer" })).toEqual(refusal(409, { ok: false, message: gone, errors: { waitlistOffer: gone } }));
  });

  it("refuses each line it cannot sell, on that line", async () => {
    expect(await quote({ items: [{ tierKey: "no_such_tier", quantity: 1 }] })).toEqual(
      refusal(400, { ok: false, message: "Unknown ticket tier: no_such_tier.", errors: { "items.0": "Unknown ticket tier: no_such_tier." } }),
    );
    expect(await quote({ items: [core(), { tierKey: "nh_full_weekend", quantity: 1 }] })).toEqual(
      refusal(400, { ok: false, message: "nh_full_weekend isn't sold for Hartford, CT.", errors: { "items.1": "nh_full_weekend isn't sold for Hartford, CT." } }),
    );
    expect(await quote({ items: [core(), core()] })).toEqual(refusal(400, { ok: false, message: "Core Experience is listed twice.", errors: { "items.1": "Core Experience is listed twice." } }));
    expect(await quote({ items: [core(101)] })).toMatchObject({ status: 400 });
    const db = t.database.db;
    const pro = await offerWhere("hartford", "pro");
    await db.update(offers).set({ inCart: false }).where(pro.where);
    expect(await quote({ items: [{ tierKey: "pro", quantity: 1 }] })).toEqual(
      refusal(400, { ok: false, message: "Pro Track isn't sold through the cart.", errors: { "items.0": "Pro Track isn't sold through the cart." } }),
    );
    await db.update(offers).set({ inCart: true, salesStartAt: new Date("2025-10-01T00:00:00Z") }).where(pro.where);
    expect(await quote({ items: [{ tierKey: "pro", quantity: 1 }] })).toEqual(
      refusal(409, { ok: false, message: "Pro Track is not on sale right now.", errors: { "items.0": "Pro Track is not on sale right now." } }),
    );
    await db.update(offers).set({ salesStartAt: null, maxPerOrder: 2 }).where(pro.where);
    expect(await quote({ items: [{ tierKey: "pro", quantity: 3 }] })).toEqual(
      refusal(400, { ok: false, message: "You can buy at most 2 × Pro Track in one order.", errors: { "items.0": "You can buy at most 2 × Pro Track in one order." } }),
    );
    await db.update(offers).set({ maxPerOrder: 10 }).where(pro.where);
    await setOfferSeats({ db, eventId: pro.eventId, tierKey: "pro", capacity: null, soldOut: true });
    expect(await quote({ items: [core(), { tierKey: "pro", quantity: 1 }] })).toEqual(
      refusal(409, { ok: false, message: "Pro Track is sold out.", errors: { "items.1": "Pro Track is sold out." } }),
    );
    await setOfferSeats({ db, eventId: pro.eventId, tierKey: "pro", capacity: 1 });
    expect(await quote({ items: [{ tierKey: "pro", quantity: 2 }] })).toEqual(refusal(409, { ok: false, message: "Only 1 seat is left for Pro Track." }));
    await setOfferSeats({ db, eventId: pro.eventId, tierKey: "pro", capacity: null });
  });

  it("refuses a cart that breaks a rule between tiers", async () => {
    const nh = (...tierKeys: string[]) => quote({ eventSlug: "new-hampshire", items: tierKeys.map((tierKey) => ({ tierKey, quantity: 1 })) });
    const vip = await nh("nh_protrack_vip");
    expect(vip.status).toBe(400);
    expect(JSON.parse(vip.body)).toEqual({ ok: false, message: expect.stringMatching(/ can only be bought with .+ or .+\.$/) });
    expect(await nh("nh_full_weekend", "nh_balance_payment")).toEqual(
      refusal(400, { ok: false, message: "Full Weekend Pass and Balance Payment (deposit holders) can't be bought together." }),
    );
  });

  it("answers a code check with the code's reason, and counts unknown codes as guesses", async () => {
    const validate = (body: Record<string, unknown>) => answer("/discount-codes/validate", { eventSlug: "hartford", ...body });
    expect(await validate({ code: "X", eventSlug: "nowhere" })).toEqual(refusal(404, { ok: false, message: NOT_FOUND, errors: { eventSlug: NOT_FOUND } }));
    expect(await validate({ code: "studiofriend10", appliedCodes: ["STUDIOFRIEND10"] })).toEqual(
      refusal(200, { ok: true, valid: false, message: "This discount code has already been applied" }),
    );
    expect(await validate({ code: "VICTORIAEARLY20", items: [core()] })).toEqual(refusal(200, { ok: true, valid: false, message: "This code isn't valid for this city." }));
    expect(await validate({ code: "NOPE" })).toEqual(refusal(429, { ok: false, message: "Too many discount code attempts. Please wait a minute and try again." }));
  });

  it("names each refused code on a quote, and stops unknown codes past the allowance", async () => {
    const codes = ["NOPE", "STUDIOFRIEND10", "studiofriend10", "VICTORIAEARLY20"];
    const priced = JSON.parse((await quote({ items: [core()], codes })).body) as { quote: { rejectedCodes: unknown } };
    expect(priced.quote.rejectedCodes).toEqual([
      { code: "NOPE", message: "Discount code not found or expired" },
      { code: "STUDIOFRIEND10", message: "This discount code has already been applied" },
      { code: "VICTORIAEARLY20", message: "This code isn't valid for this city." },
    ]);
    await quote({ items: [core()], codes: ["NOPE1", "NOPE2"] });
    expect(await quote({ items: [core()], codes: ["NOPE3"] })).toEqual(refusal(429, { ok: false, message: "Too many discount code attempts. Please wait a minute and try again." }));
  });
});
