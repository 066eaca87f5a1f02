import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { discountCodes, events, offers } from "~/db/schema";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { createPageVersionReader, readPageVersion } from "./read-page-version.server";
import { seedCatalog } from "./seed-catalog.server";

const NOW = new Date("2025-09-01T12:00:00-07:00");

describe.each(testDatabaseKinds())("the page version stamp on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("moves on when an offer, an event or a code changes", async () => {
    const db = t.database.db;
    const before = await readPageVersion({ db, now: NOW });
    const [offer] = await db.select().from(offers).limit(1);
    await db.update(offers).set({ soldOut: true }).where(eq(offers.id, offer!.id));
    const afterOffer = await readPageVersion({ db, now: NOW });
    expect(afterOffer.catalogVersion).toBeGreaterThan(before.catalogVersion);
    await db.update(events).set({ isCancelled: true }).where(eq(events.slug, "dallas"));
    const afterEvent = await readPageVersion({ db, now: NOW });
    expect(afterEvent.catalogVersion).toBeGreaterThan(afterOffer.catalogVersion);
    await db.update(discountCodes).set({ isActive: false }).where(eq(discountCodes.code, "LONDON15"));
    expect((await readPageVersion({ db, now: NOW })).catalogVersion).toBeGreaterThan(afterEvent.catalogVersion);
  });

  it.runIf(kind === "postgres")("raises the version when orders commit without one buyer's commit waiting for another's", async () => {
    const db = t.database.db;
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.slug, "hartford"));
    // Two connections whose backends raise different rows of the version (the row is the backend's pid mod 64).
    const clients: pg.Client[] = [];
    const shards = new Set<number>();
    try {
      while (clients.length < 2) {
        const client = new pg.Client({ connectionString: t.url });
        await client.connect();
        const { rows } = await client.query<{ shard: number }>("select pg_backend_pid() % 64 as shard");
        if (shards.has(rows[0]!.shard)) {
          await client.end();
          continue;
        }
        shards.add(rows[0]!.shard);
        clients.push(client);
      }
      const [a, b] = clients as [pg.Client, pg.Client];
      const insertOrder = (client: pg.Client, n: number) =>
        client.query(
          `insert into orders (number, token, event_id, currency, buyer_name, buyer_email, buyer_phone, subtotal_minor, total_minor, hold_expires_at, provider)
           values ($1, $2, $3, 'USD', 'A Buyer', 'buyer@example.com', '+1 555 0100', 100, 100, now() + interval '10 minutes', 'test')`,
          [`CB-SHARD${n}`, `tok_shard_${n}`, event!.id],
        );
      const before = await readPageVersion({ db, now: NOW });
      await a.query("begin");
      await insertOrder(a, 1);
      // Run A's deferred version trigger now: A holds its row of the version until it commits.
      await a.query("set constraints all immediate");
      await b.query("set lock_timeout = '2s'");
      await insertOrder(b, 2);
      const afterB = await readPageVersion({ db, now: NOW });
      expect(afterB.catalogVersion).toBeGreaterThan(before.catalogVersion);
      await a.query("commit");
      expect((await readPageVersion({ db, now: NOW })).catalogVersion).toBeGreaterThan(afterB.catalogVersion);
    } finally {
      for (const client of clients) await client.end();
    }
  });

  it("names the next moment a page changes by the clock: here the first event ending after now", async () => {
    const { nextChangeAt } = await readPageVersion({ db: t.database.db, now: NOW });
    expect(nextChangeAt).not.toBeNull();
    // The earliest seeded date after 2025-09-01 is New Haven on Sept 14: it ends at midnight Pacific.
    expect(nextChangeAt!.getTime()).toBeGreaterThan(NOW.getTime());
    expect(nextChangeAt!.getTime()).toBeLessThanOrEqual(new Date("2025-09-15T00:00:00-07:00").getTime());
  });

  it("the every-second reader answers like the full read: a change moves it, and a passed deadline is searched again", async () => {
    const db = t.database.db;
    const read = createPageVersionReader(db);
    const first = await read(NOW);
    expect(first).toEqual(await readPageVersion({ db, now: NOW }));
    expect(await read(NOW)).toEqual(first);
    await db.update(events).set({ isCancelled: false }).where(eq(events.slug, "dallas"));
    const changed = await read(NOW);
    expect(changed).toEqual(await readPageVersion({ db, now: NOW }));
    expect(changed.catalogVersion).toBeGreaterThan(first.catalogVersion);
    const later = new Date(changed.nextChangeAt!.getTime() + 1);
    const next = await read(later);
    expect(next).toEqual(await readPageVersion({ db, now: later }));
    expect(next.nextChangeAt!.getTime()).toBeGreaterThan(changed.nextChangeAt!.getTime());
  });
});
