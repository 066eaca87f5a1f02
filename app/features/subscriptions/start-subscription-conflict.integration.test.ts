import type * as NodeCrypto from "node:crypto";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { catalog } from "../../../seed/catalog";
import { subscriptions } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { parseEnv } from "~/lib/env.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { startSubscription } from "./start-subscription.server";

const crypto = vi.hoisted(() => ({ fixedToken: null as Buffer | null }));
// The subscription's token is random; a test fixes the next one to make it collide.
vi.mock("node:crypto", async (original) => {
  const actual = await original<typeof NodeCrypto>();
  const randomBytes = ((size: number, ...rest: unknown[]) => {
    const fixed = crypto.fixedToken;
    crypto.fixedToken = null;
    return fixed ?? (actual.randomBytes as (size: number, ...rest: unknown[]) => Buffer)(size, ...rest);
  }) as typeof actual.randomBytes;
  return { ...actual, default: { ...actual, randomBytes }, randomBytes };
});

const GOOD = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Tess Token" };
const NOW = new Date("2025-11-20T17:00:00Z");

/** A test-card sign-up's insert stands aside only for the one-live-per-address-and-tier index; any other conflict is an error. */
describe.each(testDatabaseKinds())("starting a subscription's conflicts on %s", (kind) => {
  let t: TestDatabase;
  const env = parseEnv({});
  const mail = createEmailContext({ env, logger: pino({ level: "silent" }) });
  const start = (email: string) =>
    startSubscription({ db: t.database.db, request: { tierKey: "mentorship_building", name: "Tess", email, card: GOOD }, userId: null, now: NOW, mail, siteUrl: "http://localhost", provider: "test", logger: pino({ level: "silent" }) });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("fails on a token that is already taken instead of calling the buyer already subscribed", async () => {
    const first = await start("tess@example.com");
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    crypto.fixedToken = Buffer.from(first.token, "base64url");
    await expect(start("other@example.com")).rejects.toThrow();
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.buyerEmail, "other@example.com"))).toEqual([]);
    // The next sign-up, with a fresh token, goes through.
    expect((await start("other@example.com")).ok).toBe(true);
  });
});
