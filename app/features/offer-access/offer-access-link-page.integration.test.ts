import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import type { AppContext } from "~/app-context.server";
import { events } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import * as offerAccessPage from "~/routes/offer-access";
import { createTestContext, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { ACCESS_COOKIE, readAccessGrant, signAccessLink } from "./offer-access-grant.server";

type Answer = { data: Record<string, unknown>; init: { status?: number; headers?: Record<string, string> } | null };

/** /offer-access/:token: a GET (what a mail scanner's prefetch does) only shows the confirm button; its same-site POST sets the cookie. */
describe.each(testDatabaseKinds())("the access link's page on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let token: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    context = createTestContext(t.database);
    const [nh] = await t.database.db.select({ id: events.id }).from(events).where(eq(events.slug, "new-hampshire"));
    token = signAccessLink(context.secret, { eventId: nh!.id, email: "ana@studio.example", issuedAt: context.clock.now() });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const url = (link: string) => `${TEST_ORIGIN}/offer-access/${encodeURIComponent(link)}`;
  const open = async (link: string) =>
    (await offerAccessPage.loader({ request: new Request(url(link)), params: { token: link }, context: { app: context } } as never)) as unknown as Answer;
  const confirm = async (link: string, headers: Record<string, string>) =>
    (await offerAccessPage.action({ request: new Request(url(link), { method: "POST", headers, body: new URLSearchParams() }), params: { token: link }, context: { app: context } } as never)) as unknown as Answer;
  const cookieOf = (answer: Answer) => answer.init?.headers?.["Set-Cookie"];

  it("opening the link sets nothing: it shows what the button would confirm", async () => {
    const opened = await open(token);
    expect(opened.data).toEqual({ ok: true, email: "ana@studio.example", cityName: expect.any(String) });
    expect(cookieOf(opened)).toBeUndefined();
    expect(opened.init?.headers).toMatchObject({ "Cache-Control": "private, no-store" });
    const page = offerAccessPage.headers({ loaderHeaders: new Headers(opened.init?.headers), actionHeaders: new Headers() } as never);
    expect(new Headers(page).has("Set-Cookie")).toBe(false);
  });

  it("the button's same-site POST sets the cookie that proves the address; another site's POST sets nothing", async () => {
    const granted = await confirm(token, { Origin: TEST_ORIGIN, "Sec-Fetch-Site": "same-origin" });
    expect(granted.data).toMatchObject({ ok: true, email: "ana@studio.example", eventSlug: "new-hampshire" });
    const cookie = cookieOf(granted)!;
    expect(cookie).toContain(`${ACCESS_COOKIE}=`);
    expect(readAccessGrant(context.secret, cookie.split(";")[0], context.clock.now())).toBe("ana@studio.example");
    const page = offerAccessPage.headers({ loaderHeaders: new Headers(), actionHeaders: new Headers(granted.init?.headers) } as never);
    expect(new Headers(page).get("Set-Cookie")).toBe(cookie);

    const otherSites: Array<Record<string, string>> = [{ "Sec-Fetch-Site": "cross-site" }, { Origin: "https://evil.example" }];
    for (const headers of otherSites) {
      const refused = await confirm(token, headers);
      expect([refused.init?.status, refused.data]).toEqual([403, { ok: false, reason: "cross_site" }]);
      expect(cookieOf(refused)).toBeUndefined();
    }
  });

  it("a tampered or expired link confirms nothing, opened or posted", async () => {
    const tampered = token.replace(/^\d+/, "999");
    expect([(await open(tampered)).init?.status, (await open(tampered)).data]).toEqual([404, { ok: false, reason: "invalid" }]);
    const posted = await confirm(tampered, { Origin: TEST_ORIGIN });
    expect([posted.init?.status, cookieOf(posted)]).toEqual([404, undefined]);
    const old = signAccessLink(context.secret, { eventId: 1, email: "ana@studio.example", issuedAt: new Date(context.clock.now().getTime() - 25 * 3_600_000) });
    expect((await open(old)).init?.status).toBe(410);
    const late = await confirm(old, { Origin: TEST_ORIGIN });
    expect([late.init?.status, late.data, cookieOf(late)]).toEqual([410, { ok: false, reason: "expired" }, undefined]);
  });
});
