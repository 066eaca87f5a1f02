import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import type { AppContext } from "~/app-context.server";
import { emailOutbox, events, offers, users } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { setOfferAccess } from "~/features/events-admin/offer-access.server";
import { ACCESS_COOKIE, signAccessGrant } from "~/features/offer-access/offer-access-grant.server";
import * as subscribeRoute from "~/routes/subscribe";
import { createTestApp, createTestContext, TEST_ORIGIN, testRequest } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";

const LISTED = "ola@studio.example";
const CARD = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Ola Studio" };
type Loaded = { data: { page: { access: { tier: string; reason: string; message: string } | null } } };

/** /subscribe/:tierKey?event= for a tier sold only to a list offers the access-request form (decision 0037), revealing nothing about the list. */
describe.each(testDatabaseKinds())("the subscribe page of a tier sold only to a list, on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let app: ReturnType<typeof createTestApp>;
  const db = () => t.database.db;
  const now = () => context.clock.now();

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    context = createTestContext(t.database);
    app = createTestApp(context);
    const actor = { userId: "admin-1", email: "team@example.com" };
    await db().insert(users).values({ id: actor.userId, name: "Team", email: actor.email }).onConflictDoNothing();
    const [london] = await db().select({ id: events.id }).from(events).where(eq(events.slug, "london"));
    const [offer] = await db().select({ id: offers.id }).from(offers).where(and(eq(offers.eventId, london!.id), eq(offers.tierKey, "mentorship_building")));
    await setOfferAccess({ db: db(), eventId: london!.id, offerId: offer!.id, emails: [LISTED], actor, now: now() });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const proved = (email: string) => `${ACCESS_COOKIE}=${signAccessGrant(context.secret, email, now())}`;
  const load = async (path: string, cookie?: string) => {
    const url = new URL(path, TEST_ORIGIN);
    const tierKey = url.pathname.split("/").pop()!;
    return (await subscribeRoute.loader({ request: new Request(url, { headers: cookie ? { Cookie: cookie } : {} }), params: { tierKey }, context: { app: context } } as never)) as unknown as Loaded;
  };

  it("offers the access form to a browser that proved no address, in words that name nobody", async () => {
    const loaded = await load("/subscribe/mentorship_building?event=london");
    expect(loaded.data.page.access).toMatchObject({ tier: "Building", reason: "access_required" });
    expect(loaded.data.page.access!.message).toContain("open only to the studio's list");
    expect(JSON.stringify(loaded.data)).not.toContain(LISTED);
  });

  it("tells a browser that proved an unlisted address so, naming only that address; a listed one sees no form", async () => {
    const stranger = await load("/subscribe/mentorship_building?event=london", proved("sam@example.com"));
    expect(stranger.data.page.access).toMatchObject({ tier: "Building", reason: "not_on_list" });
    expect(stranger.data.page.access!.message).toContain("isn't open to sam@example.com");
    expect(JSON.stringify(stranger.data)).not.toContain(LISTED);
    expect((await load("/subscribe/mentorship_building?event=london", proved(LISTED))).data.page.access).toBeNull();
    // An open tier, and the same tier on the virtual page (no event, no list), show no form.
    expect((await load("/subscribe/mentorship_growth?event=london")).data.page.access).toBeNull();
    expect((await load("/subscribe/mentorship_building")).data.page.access).toBeNull();
  });

  it("the subscribe API's refusal names the tier whose form to show, except when only the buyer's email is wrong", async () => {
    const subscribe = async (email: string, cookie?: string) => {
      const res = await app.request(testRequest("/api/subscriptions", { body: { tierKey: "mentorship_building", eventSlug: "london", name: "Ola", email, card: CARD }, cookie }));
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    const refused = await subscribe(LISTED);
    expect(refused).toMatchObject({ status: 403, json: { code: "access_required", accessFor: "Building" } });
    expect(JSON.stringify(refused.json).replaceAll(LISTED, "")).not.toContain("studio.example");
    const otherEmail = await subscribe("someone@example.com", proved(LISTED));
    expect(otherEmail).toMatchObject({ status: 403, json: { code: "other_email" } });
    expect(otherEmail.json).not.toHaveProperty("accessFor");
    expect((await subscribe(LISTED, proved(LISTED))).status).toBe(201);
  });

  it("the form's request API answers the same for a listed and an unlisted address, and emails only the listed one", async () => {
    const ask = async (email: string) => {
      const res = await app.request(testRequest("/api/offer-access/requests", { body: { eventSlug: "london", email, website: "" } }));
      return { status: res.status, json: await res.json() };
    };
    const unlisted = await ask("nobody@example.com");
    const listed = await ask(LISTED);
    expect(listed).toEqual(unlisted);
    expect(listed.status).toBe(202);
    // The list check and the email finish after the answer.
    const sent = async () => (await db().select({ to: emailOutbox.toAddress }).from(emailOutbox).where(eq(emailOutbox.template, "offer-access-link"))).map((s) => s.to);
    await expect.poll(sent).toEqual([LISTED]);
  });
});
