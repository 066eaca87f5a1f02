import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsOutbox } from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import * as page from "~/routes/customer-messages";
import { createTestContext, signedInCookie, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { enqueueSms } from "./enqueue-sms.server";

describe.each(testDatabaseKinds())("/customer-messages on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t.database);
  }, 60_000);
  afterAll(async () => {
    await t?.destroy();
  });

  async function load(path: string, cookie?: string) {
    const request = new Request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
    try {
      return await page.loader({ request, context: { app: context }, params: {} } as never);
    } catch (thrown) {
      if (thrown instanceof Response) return { redirect: thrown.headers.get("location") };
      throw thrown;
    }
  }

  it("shows the team every text, newest first, filtered by status; strangers and other people are sent away", async () => {
    await t.database.db.delete(smsOutbox);
    const limits = { perNumberPerDay: 10, perDay: 100 };
    const now = new Date();
    await enqueueSms({ db: t.database.db, to: "+18605550123", body: "Callboard: 111111 is your code.", template: "account-phone-code", cause: "a", now, limits });
    await enqueueSms({ db: t.database.db, to: "+18605550124", body: "Callboard: 222222 is your code.", template: "account-phone-code", cause: "b", now, limits });
    const admin = await signedInCookie(context, { email: "team@example.com", admin: true });
    const dancer = await signedInCookie(context, { email: "dancer@example.com" });
    expect(await load("/customer-messages")).toEqual({ redirect: "/auth?redirectTo=%2Fcustomer-messages" });
    expect(await load("/customer-messages", dancer)).toEqual({ redirect: "/" });
    const all = (await load("/customer-messages", admin)) as { data: { texts: Array<{ to: string; body: string; status: string }>; provider: string | null } };
    expect(all.data.texts.map((x) => x.body)).toEqual(["Callboard: 222222 is your code.", "Callboard: 111111 is your code."]);
    expect(all.data.provider).toBeNull();
    const sent = (await load("/customer-messages?status=sent", admin)) as { data: { texts: unknown[] } };
    expect(sent.data.texts).toEqual([]);
    const bad = (await load("/customer-messages?status=lost", admin)) as { data: { problems: string[] }; init: { status: number } };
    expect(bad.data.problems).toHaveLength(1);
    expect(bad.init.status).toBe(400);
  });
});
