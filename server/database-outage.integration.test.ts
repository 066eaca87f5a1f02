import { createServer, type Server, type Socket, connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../seed/catalog";
import { openDatabase, type Database } from "~/db/client.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createTestApp, createTestContext, testRequest } from "../tests/support/test-app";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";

/** A TCP proxy in front of PostgreSQL that a test can cut (an outage) and restore on the same port. */
function outageProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  return {
    get port() {
      return port;
    },
    up: listen,
    down: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server?.close(() => resolve());
      }),
  };
}

/**
 * Issue 38: while PostgreSQL refuses connections, a request that needs it is answered 503 with
 * Retry-After (not 500), /healthz says degraded, and the site heals by itself when it is back.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("a database outage (PostgreSQL)", () => {
  let t: TestDatabase;
  let database: Database;
  let proxy: ReturnType<typeof outageProxy>;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    t = await createTestDatabase("postgres");
    await seedCatalog({ db: t.database.db, catalog });
    const real = new URL(t.url!);
    proxy = outageProxy({ host: real.hostname, port: Number(real.port || 5432) });
    await proxy.up();
    const viaProxy = new URL(real);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: viaProxy.toString(), poolMax: 4 });
    app = createTestApp(createTestContext(database));
  });
  afterAll(async () => {
    await database?.close().catch(() => {});
    await proxy?.down();
    await t?.destroy();
  });

  const quote = () => app.request(testRequest("/api/cart/quote", { body: { eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }] } }));

  it("answers 503 with Retry-After while the database is away, says degraded, and recovers by itself", async () => {
    expect((await quote()).status).toBeLessThan(500);
    expect((await app.request("/healthz")).status).toBe(200);

    await proxy.down();
    const during = await quote();
    expect(during.status).toBe(503);
    expect(Number(during.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await during.json()).toMatchObject({ ok: false, message: expect.stringContaining("try again") });
    const health = await app.request("/healthz");
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "degraded", database: { status: "unreachable" } });

    await proxy.up();
    let after = 0;
    for (let i = 0; i < 50 && (after = (await quote()).status) >= 500; i++) await new Promise((r) => setTimeout(r, 100));
    expect(after).toBeLessThan(500);
    expect(await (await app.request("/healthz")).json()).toMatchObject({ status: "ok" });
  });
});
