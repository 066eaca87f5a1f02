import { createCheckoutServices } from "~/features/checkout/create-checkout-services.server";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../seed/catalog";
import { rateLimitWindows } from "~/db/schema";
import { fixedClock } from "~/domain/clock";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import type { AppContext } from "~/app-context.server";
import { parseEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/support/test-database";
import { createApp } from "../app";
import { guardMessages, MAX_JSON_BODY_BYTES } from "./request-guard";
import { createTestAuth } from "../../tests/support/test-auth";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";

const person = { fullName: "Jo Park", email: "jo@example.com", phone: "555-0101", age: 21, consent: true };
/** Every state-changing JSON endpoint, with a body it would accept. */
const ENDPOINTS: Array<[string, Record<string, unknown>]> = [
  ["/api/events/hartford/auditions", person],
  ["/api/waitlist", { email: "jo@example.com", eventSlug: "hartford" }],
  ["/api/applications/scholarship", { ...person, city: "Hartford", story: "I dance every day and want to train on camera." }],
  ["/api/applications/talent", { ...person, links: "https://example.com/reel" }],
  ["/api/applications/audition_video", { ...person, videoUrl: "https://example.com/reel", eventSlug: "boston", consent: true }],
  ["/api/applications/demo_reel", { ...person, notes: "Contemporary reel" }],
  ["/api/opportunities/skeleton-crew-audition-registration/registrations", person],
  ["/api/cart/quote", { eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }] }],
  ["/api/cart/discount-codes/validate", { code: "NOPE", eventSlug: "hartford" }],
  ["/api/checkout/initiate", { eventSlug: "hartford", itemCount: 1 }],
  ["/api/checkout/orders", { eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], buyer: { fullName: "Jo Park", email: "jo@example.com", phone: "555-0101" }, students: [{ fullName: "Jo Park", age: 21 }] }],
  [`/api/checkout/orders/${"A".repeat(43)}/test-card`, { number: "4242424242424242", expiry: "12/30", cvc: "123", name: "Jo Park" }],
  [`/api/checkout/orders/${"A".repeat(43)}/cancel`, { reason: "changing details" }],
];
const STORED = ["audition_registrations", "waitlist_entries", "submissions", "email_outbox", "orders", "checkout_events"];

describe.each(testDatabaseKinds())("hostile requests to every endpoint on %s", (kind) => {
  let t: TestDatabase;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    const logger = pino({ level: "silent" });
    const env = parseEnv({ SITE_URL: "https://callboard.example", PAYMENTS: "test" });
    const context: AppContext = {
      env,
      database: t.database,
      secret: "test-secret-".padEnd(40, "x"),
      clock: fixedClock(new Date("2025-09-01T12:00:00-07:00")),
      logger,
      emailWorker: { kick: () => {}, stop: async () => {} },
      jobs: { owner: "test", kick: () => {}, stop: async () => {} },
      mail: createEmailContext({ env, logger }),
      formLimiter: createRateLimiter({ db: t.database.db, limit: 1000, windowMs: 60_000 }),
      dailyRegistrationLimiter: createRateLimiter({ db: t.database.db, limit: 1000, windowMs: 86_400_000 }),
      checkout: createCheckoutServices({ env, logger }),
      auth: createTestAuth({ db: t.database.db, env, logger }),
    };
    const build = async () => {
      throw new Error("no pages in this test");
    };
    app = createApp({ context, build, mode: "test" });
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.database.db.delete(rateLimitWindows);
  });

  const stored = async () => {
    const counts: number[] = [];
    for (const table of STORED) {
      const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      const rows = (result as unknown as { rows?: Array<{ n: number }> }).rows ?? (result as unknown as Array<{ n: number }>);
      counts.push(rows[0]!.n);
    }
    return counts;
  };
  const send = (path: string, init: { body: string; headers?: Record<string, string>; method?: string }) =>
    app.request(path, { method: init.method ?? "POST", body: init.body, headers: { "Content-Type": "application/json", ...init.headers } });

  const hostile: Array<[string, (body: Record<string, unknown>) => { body: string; headers?: Record<string, string> }, number, string]> = [
    ["another site's Origin", (b) => ({ body: JSON.stringify(b), headers: { Origin: "https://evil.example" } }), 403, guardMessages.crossSite],
    ["a cross-site fetch", (b) => ({ body: JSON.stringify(b), headers: { "Sec-Fetch-Site": "cross-site" } }), 403, guardMessages.crossSite],
    ["a text/plain form post", (b) => ({ body: JSON.stringify(b), headers: { "Content-Type": "text/plain" } }), 415, guardMessages.notJsonType],
    ["a body over the limit", (b) => ({ body: JSON.stringify({ ...b, pad: "x".repeat(MAX_JSON_BODY_BYTES) }) }), 413, guardMessages.tooLarge],
    ["null", () => ({ body: "null" }), 400, guardMessages.notObject],
    ["an array", (b) => ({ body: JSON.stringify([b]) }), 400, guardMessages.notObject],
    ["a number", () => ({ body: "42" }), 400, guardMessages.notObject],
    ["broken JSON", () => ({ body: "{" }), 400, "The request must be JSON."],
    ["a NUL byte in a field", (b) => ({ body: JSON.stringify(Object.fromEntries(Object.entries(b).map(([k, v]) => [k, typeof v === "string" ? `${v}\u0000` : v]))) }), 400, guardMessages.nul],
    ["10,000 levels of nesting", (b) => ({ body: JSON.stringify(b).replace(/\}$/, `,"deep":${"[".repeat(10_000)}${"]".repeat(10_000)}}`) }), 400, guardMessages.tooDeep],
    ["a lone surrogate in every text field", (b) => ({ body: JSON.stringify(b).replace(/":"([^"]*)"/g, '":"$1\\ud800"') }), 400, guardMessages.notUnicode],
    ["a lone surrogate in a key", (b) => ({ body: JSON.stringify(b).replace(/^\{/, '{"\\udc00x":1,') }), 400, guardMessages.notUnicode],
  ];

  it.each(ENDPOINTS.flatMap(([path, body]) => hostile.map(([what, make, status, message]) => [path, what, body, make, status, message] as const)))(
    "%s refuses %s, storing nothing",
    async (path, _what, body, make, status, message) => {
      const before = await stored();
      const res = await send(path, make(body));
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ ok: false, message });
      expect(await stored()).toEqual(before);
    },
  );

  it.each([...ENDPOINTS.map(([path]) => path), "/student-registration?order=x", "/api/auth/sign-in/email", "/hartford"])(
    "%s refuses a chunked body past 64 KB, counted on the bytes read",
    async (path) => {
      let pulled = 0;
      const chunk = new Uint8Array(16 * 1024).fill(32);
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += chunk.byteLength;
          if (pulled > 4 * 1024 * 1024) controller.close();
          else controller.enqueue(chunk);
        },
      });
      const before = await stored();
      const res = await app.request(path, { method: "POST", body, duplex: "half", headers: { "Content-Type": path.startsWith("/api/") ? "application/json" : "application/x-www-form-urlencoded" } } as RequestInit);
      expect(res.status).toBe(413);
      expect(pulled).toBeLessThan(MAX_JSON_BODY_BYTES * 2);
      expect(await stored()).toEqual(before);
    },
  );

  it("accepts our own origin and same-origin fetches", async () => {
    const ok = await send("/api/cart/quote", {
      body: JSON.stringify(ENDPOINTS.find(([path]) => path === "/api/cart/quote")![1]),
      headers: { Origin: "https://callboard.example", "Sec-Fetch-Site": "same-origin" },
    });
    expect(ok.status).toBe(200);
  });

  it("answers JSON 404 for unknown API paths and 405 with Allow for wrong methods", async () => {
    const unknown = await app.request("/api/nothing-here");
    expect([unknown.status, unknown.headers.get("content-type")]).toEqual([404, expect.stringContaining("application/json")]);
    const wrong = await app.request("/api/waitlist");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
    expect(await wrong.json()).toMatchObject({ ok: false });
    const put = await app.request("/api/events/hartford/auditions", { method: "PUT" });
    expect([put.status, put.headers.get("allow")]).toEqual([405, "POST"]);
  });

  it("lets payment webhooks past the origin guard (they are checked by signature): without Stripe configured, a JSON 404", async () => {
    const res = await send("/api/webhooks/stripe", { body: "{}", headers: { Origin: "https://stripe.com" } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ ok: false });
  });

  // Production serves through @hono/node-server, whose bodies boundedBody reads straight from the
  // Node request: the same refusals over a real socket, for the checkout and the cart.
  describe("served over HTTP by @hono/node-server", () => {
    let server: http.Server;
    let base: string;
    beforeAll(async () => {
      server = createAdaptorServer({ fetch: app.fetch }) as http.Server;
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    /** A POST over its own connection; a body given as chunks goes chunked, without a length. */
    const over = (path: string, body: string | Buffer[], headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
        const req = http.request(`${base}${path}`, { method: "POST", agent: false, headers: { "Content-Type": "application/json", ...headers } }, (res) => {
          const parts: Buffer[] = [];
          res.on("data", (p: Buffer) => parts.push(p));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(parts).toString("utf8") }));
        });
        req.on("error", reject);
        if (typeof body === "string") return req.end(body);
        let i = 0;
        const pump = () => {
          while (i < body.length) if (!req.write(body[i++])) return void req.once("drain", pump);
          req.end();
        };
        pump();
      });
    const overNode = ENDPOINTS.filter(([path]) => path === "/api/checkout/orders" || path === "/api/cart/quote");

    it.each(overNode.flatMap(([path, body]) => hostile.map(([what, make, status, message]) => [path, what, body, make, status, message] as const)))(
      "%s refuses %s, storing nothing",
      async (path, _what, body, make, status, message) => {
        const before = await stored();
        const request = make(body);
        const res = await over(path, request.body, request.headers);
        expect(res.status).toBe(status);
        expect(JSON.parse(res.text)).toMatchObject({ ok: false, message });
        expect(await stored()).toEqual(before);
      },
    );

    it.each(["/api/checkout/orders", "/student-registration?order=x"])("%s refuses a chunked body past 64 KB", async (path) => {
      const before = await stored();
      const res = await over(path, Array.from({ length: 256 }, () => Buffer.alloc(16 * 1024, 32)), path.startsWith("/api/") ? {} : { "Content-Type": "application/x-www-form-urlencoded" });
      expect(res.status).toBe(413);
      expect(await stored()).toEqual(before);
    });

    it("places an order sent in pieces, its small answer sized and not compressed", async () => {
      const order = JSON.stringify(overNode.find(([path]) => path === "/api/checkout/orders")![1]);
      const res = await over("/api/checkout/orders", [Buffer.from(order.slice(0, 10)), Buffer.from(order.slice(10))], { "Accept-Encoding": "gzip, br" });
      expect(res.status).toBe(201);
      expect(JSON.parse(res.text)).toMatchObject({ ok: true });
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(res.text));
      expect(res.headers["cache-control"]).toBe("no-store");
    });
  });

  it("answers 400 for a NUL byte in the address, before any route", async () => {
    for (const path of ["/hart%00ford", "/api/events/hart%00ford/auditions"]) {
      const res = await app.request(path);
      expect(res.status).toBe(400);
    }
  });
});
