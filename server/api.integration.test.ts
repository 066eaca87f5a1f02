import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../seed/catalog";
import { auditionRegistrations, emailOutbox, events, opportunities, rateLimitWindows, submissions, waitlistEntries } from "~/db/schema";
import { applicationMessages } from "~/features/applications/application-schemas";
import { fixedClock } from "~/domain/clock";
import { auditionMessages } from "~/features/auditions/audition-schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { recordApplication } from "~/features/applications/record-application.server";
import type { ApplicationForm } from "~/features/applications/application-schemas";
import { createEmailContext } from "~/features/email/create-email-context.server";
import type { AppContext } from "~/app-context.server";
import { parseEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../tests/support/test-database";
import { createCheckoutServices } from "~/features/checkout/create-checkout-services.server";
import { createApi, RATE_LIMIT_MESSAGE } from "./api";
import { createTestAuth } from "../tests/support/test-auth";

const LIMITER_NOW = Date.parse("2025-09-01T19:00:30Z");
const valid = { fullName: "Jo Park", email: "Jo.Park@Example.com ", phone: "555-0101", age: 16, parentName: "Kim Park", consent: true };

describe.each(testDatabaseKinds())("public form API on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let api: ReturnType<typeof createApi>;
  let kicks = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    // The limiter counts in the database: each test starts with no hits.
    await t.database.db.delete(rateLimitWindows);
    const logger = pino({ level: "silent" });
    const env = parseEnv({});
    const emailWorker = { kick: () => void kicks++, stop: async () => {} };
    context = {
      env,
      database: t.database,
      secret: "test-secret-".padEnd(40, "x"),
      clock: fixedClock(new Date("2025-09-01T12:00:00-07:00")),
      logger,
      emailWorker,
      jobs: { owner: "test", kick: () => {}, stop: async () => {} },
      mail: createEmailContext({ env, logger }),
      // A fixed instant, so no minute boundary falls between a test's submissions.
      formLimiter: createRateLimiter({ db: t.database.db, limit: 5, windowMs: 60_000, currentTime: () => LIMITER_NOW }),
      dailyRegistrationLimiter: createRateLimiter({ db: t.database.db, limit: 6, windowMs: 86_400_000, currentTime: () => LIMITER_NOW }),
      checkout: createCheckoutServices({ env, logger }),
      auth: createTestAuth({ db: t.database.db, env, logger }),
    };
    api = createApi(context);
  });

  const post = (path: string, body: unknown) =>
    api.request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const registrations = async (email: string) =>
    t.database.db.select().from(auditionRegistrations).where(eq(auditionRegistrations.email, email));

  it("stores a valid registration with its age group and campaign, and queues the confirmation", async () => {
    const res = await post("/events/hartford/auditions", { ...valid, utmSource: "instagram", utmMedium: "social", utmCampaign: "fall" });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toMatchObject({ ok: true, status: "created", ageGroup: "13_and_up" });
    const [row] = await registrations("jo.park@example.com");
    expect(row).toMatchObject({ fullName: "Jo Park", age: 16, parentName: "Kim Park", ageGroup: "13_and_up", utmSource: "instagram", utmMedium: "social", utmCampaign: "fall" });
    const [hartford] = await t.database.db.select().from(events).where(eq(events.slug, "hartford"));
    expect(row?.eventId).toBe(hartford?.id);
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "jo.park@example.com"));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ template: "audition-confirmation", status: "pending" });
    expect(mail[0]?.text).toContain("15 minutes early");
    expect(mail[0]?.text).toContain("Hartford, CT");
    expect(kicks).toBeGreaterThan(0);
  });

  it("never overwrites a registration with a second one for the same email and event: it says so and emails a review link", async () => {
    const res = await post("/events/hartford/auditions", { ...valid, phone: "555-0199", age: 12 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, status: "already_registered", message: expect.stringContaining("already registered") });
    const rows = await registrations("jo.park@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ age: 16, ageGroup: "13_and_up" });
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "jo.park@example.com"));
    expect(mail.map((m) => m.template)).toContain("audition-already-registered");
    expect(mail.find((m) => m.template === "audition-already-registered")?.text).toMatch(/\/audition-registration\/\d+\.[\w-]{43}/);
    expect(await (await post("/events/boston/auditions", valid)).json()).toMatchObject({ status: "created" });
    expect(await registrations("jo.park@example.com")).toHaveLength(2);
  });

  it.each([
    [{ fullName: "" }, "fullName", auditionMessages.fullName],
    [{ fullName: "x".repeat(101) }, "fullName", auditionMessages.fullName],
    [{ email: "nope" }, "email", auditionMessages.email],
    [{ phone: "" }, "phone", auditionMessages.phone],
    [{ age: 4 }, "age", auditionMessages.age],
    [{ age: "12.5" }, "age", auditionMessages.age],
    [{ parentName: "" }, "parentName", auditionMessages.parentRequired],
    [{ parentName: "p".repeat(101) }, "parentName", auditionMessages.parentTooLong],
    [{ consent: false }, "consent", auditionMessages.consent],
  ])("rejects %o with the field's message and stores nothing", async (change, field, message) => {
    const email = `invalid-${field}@example.com`;
    const res = await post("/events/hartford/auditions", { ...valid, email, ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors[field]).toBe(message);
    expect(await registrations(email)).toHaveLength(0);
  });

  it("refuses cancelled, past and unknown events", async () => {
    expect((await post("/events/atlanta/auditions", valid)).status).toBe(409);
    expect((await post("/events/gotham/auditions", valid)).status).toBe(404);
    expect((await post("/events/forsyth/auditions", valid)).status).toBe(404);
    context.clock = fixedClock(new Date("2026-02-01T12:00:00-08:00"));
    const late = createApi(context);
    const res = await late.request("/events/boston/auditions", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...valid, email: "late@example.com" }),
    });
    expect(res.status).toBe(409);
    expect(await registrations("late@example.com")).toHaveLength(0);
  });

  it("refuses a registration for an event that holds no audition", async () => {
    const res = await post("/events/new-hampshire/auditions", { ...valid, email: "studio@example.com" });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ ok: false, message: expect.stringContaining("no open audition") });
    expect(await registrations("studio@example.com")).toHaveLength(0);
  });

  it("answers bots that fill the hidden field without storing anything", async () => {
    const res = await post("/events/hartford/auditions", { ...valid, email: "bot@example.com", website: "http://spam.test" });
    expect(res.status).toBe(201);
    expect(await registrations("bot@example.com")).toHaveLength(0);
  });

  it("rejects a body that is not JSON", async () => {
    const res = await api.request("/events/hartford/auditions", { method: "POST", headers: { "Content-Type": "application/json" }, body: "fullName=x" });
    expect(res.status).toBe(400);
    // A form post without the JSON type is what another site's page can send: refused before it is read.
    const form = await api.request("/events/hartford/auditions", { method: "POST", body: "fullName=x" });
    expect(form.status).toBe(415);
  });

  it("limits each client to 5 submissions a minute per form", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post("/events/hartford/auditions", { ...valid, email: `rate${i}@example.com` })).status);
    expect(statuses.slice(0, 5).every((s) => s === 201)).toBe(true);
    expect(statuses[5]).toBe(429);
    const res = await post("/events/hartford/auditions", { ...valid, email: "rate9@example.com" });
    expect(await res.json()).toEqual({ ok: false, message: RATE_LIMIT_MESSAGE });
    expect(res.headers.get("retry-after")).toBe("30");
    expect(await registrations("rate5@example.com")).toHaveLength(0);
    expect((await post("/waitlist", { email: "other-form@example.com" })).status).toBe(201);
  });

  it("limits one client to 6 new registrations per event per day, whatever the addresses", async () => {
    const generous = createApi({ ...context, formLimiter: createRateLimiter({ db: t.database.db, limit: 1000, windowMs: 60_000, currentTime: () => LIMITER_NOW }) });
    const send = (email: string, slug = "seattle") =>
      generous.request(`/events/${slug}/auditions`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ...valid, email }) });
    for (let i = 0; i < 6; i++) expect((await send(`day${i}@example.com`)).status).toBe(201);
    const seventh = await send("day6@example.com");
    expect(seventh.status).toBe(429);
    expect(await seventh.json()).toMatchObject({ ok: false, message: expect.stringContaining("today") });
    expect(await registrations("day6@example.com")).toHaveLength(0);
    // Another event is another count.
    expect((await send("day7@example.com", "hartford")).status).toBe(201);
  });

  it("shares the count between server processes (one limiter each, one database)", async () => {
    const second = createApi({ ...context, formLimiter: createRateLimiter({ db: t.database.db, limit: 5, windowMs: 60_000, currentTime: () => LIMITER_NOW }) });
    for (let i = 0; i < 3; i++) expect((await post("/waitlist", { email: `shared${i}@example.com` })).status).toBe(201);
    const viaSecond = (email: string) =>
      second.request("/waitlist", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email }) });
    expect((await viaSecond("shared3@example.com")).status).toBe(201);
    expect((await viaSecond("shared4@example.com")).status).toBe(201);
    expect((await viaSecond("shared5@example.com")).status).toBe(429);
    expect((await post("/waitlist", { email: "shared6@example.com" })).status).toBe(429);
  });

  it("counts each visitor apart behind a trusted proxy, and ignores the header without one", async () => {
    const viaProxy = (target: ReturnType<typeof createApi>, forwardedFor: string, email: string) =>
      target.request("/waitlist", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
        body: JSON.stringify({ email }),
      });
    const proxied = createApi({ ...context, env: { ...context.env, TRUST_PROXY_HOPS: 1 } });
    for (let i = 0; i < 5; i++) expect((await viaProxy(proxied, "198.51.100.1", `p1-${i}@example.com`)).status).toBe(201);
    expect((await viaProxy(proxied, "198.51.100.1", "p1-5@example.com")).status).toBe(429);
    expect((await viaProxy(proxied, "198.51.100.2", "p2@example.com")).status).toBe(201);
    // A forged entry in front of the proxy's own does not buy a fresh allowance.
    expect((await viaProxy(proxied, "6.6.6.6, 198.51.100.1", "forged@example.com")).status).toBe(429);
    // Not behind a proxy: the header is the client's own word and is ignored.
    await t.database.db.delete(rateLimitWindows);
    for (let i = 0; i < 5; i++) expect((await viaProxy(api, `203.0.113.${i}`, `direct-${i}@example.com`)).status).toBe(201);
    expect((await viaProxy(api, "203.0.113.99", "direct-5@example.com")).status).toBe(429);
  });

  it("lets submissions through and logs a warning when the limiter's database fails", async () => {
    const lines: Array<{ level: number; msg: string; what?: string }> = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const broken = createApi({
      ...context,
      logger,
      formLimiter: {
        hit: async () => {
          throw new Error("connection refused");
        },
        forget: async () => {},
      },
    });
    const res = await broken.request("/waitlist", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "limiter-down@example.com" }),
    });
    expect(res.status).toBe(201);
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringContaining("rate limiter"), what: "waitlist" }));
  });

  describe("waitlist", () => {
    it("stores an email once per event and queues a confirmation", async () => {
      const first = await post("/waitlist", { email: " Fan@Example.com", eventSlug: "boston" });
      expect(first.status).toBe(201);
      const again = await post("/waitlist", { email: "fan@example.com", eventSlug: "boston" });
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ ok: true, status: "already_on_list" });
      const rows = await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, "fan@example.com"));
      expect(rows).toHaveLength(1);
      const mail = await t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, "fan@example.com"), eq(emailOutbox.template, "waitlist-confirmation")));
      expect(mail).toHaveLength(1);
    });

    it("keeps tour-wide sign-ups (no event) once per email", async () => {
      expect((await post("/waitlist", { email: "tour@example.com" })).status).toBe(201);
      expect((await post("/waitlist", { email: "tour@example.com" })).status).toBe(200);
      expect(await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, "tour@example.com"))).toHaveLength(1);
    });

    it.each(["", "no-at-sign"])("rejects %o with 'Invalid email'", async (email) => {
      const res = await post("/waitlist", { email });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errors: { email: "Invalid email" } });
    });

    it("keeps the tier a visitor waits for, and refuses a tier the catalog does not have", async () => {
      expect((await post("/waitlist", { email: "tier@example.com", eventSlug: "boston", tierKey: "boston_core" })).status).toBe(201);
      const [row] = await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, "tier@example.com"));
      expect(row?.tierKey).toBe("boston_core");
      const res = await post("/waitlist", { email: "tier2@example.com", eventSlug: "boston", tierKey: "gold" });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errors: { tierKey: "Unknown ticket tier" } });
    });

    it("rejects an unknown event", async () => {
      expect((await post("/waitlist", { email: "x@example.com", eventSlug: "gotham" })).status).toBe(404);
    });

    it("keeps one entry per tier: waiting for a second tier is a second entry", async () => {
      expect((await post("/waitlist", { email: "two@example.com", eventSlug: "boston", tierKey: "boston_core" })).status).toBe(201);
      expect((await post("/waitlist", { email: "two@example.com", eventSlug: "boston", tierKey: "boston_pro_track" })).status).toBe(201);
      expect((await post("/waitlist", { email: "two@example.com", eventSlug: "boston", tierKey: "boston_core" })).status).toBe(200);
      const rows = await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, "two@example.com"));
      expect(rows.map((r) => r.tierKey).sort()).toEqual(["boston_core", "boston_pro_track"]);
    });

    it("stores a sign-up for a cancelled event as asked, not as tour-wide", async () => {
      expect((await post("/waitlist", { email: "atl@example.com", eventSlug: "atlanta" })).status).toBe(201);
      const [atlanta] = await t.database.db.select().from(events).where(eq(events.slug, "atlanta"));
      const [row] = await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, "atl@example.com"));
      expect(row?.eventId).toBe(atlanta?.id);
    });

    it("refuses a tier the event does not sell", async () => {
      const res = await post("/waitlist", { email: "nh@example.com", eventSlug: "boston", tierKey: "nh_protrack_vip" });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errors: { tierKey: "Unknown ticket tier" } });
    });
  });

  describe("applications and opportunities", () => {
    const outboxTo = (to: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    const stored = (email: string) => t.database.db.select().from(submissions).where(eq(submissions.email, email));

    it("stores a scholarship application, emails the team and sends a receipt", async () => {
      const res = await post("/applications/scholarship", {
        fullName: "Mia Cho",
        email: "mia@example.com",
        age: "15",
        parentName: "Dana Cho",
        city: "Hartford, CT",
        story: "I train five days a week and my family cannot cover the full fee this season.",
        links: ["https://video.test/mia"],
      });
      expect(res.status).toBe(201);
      const [row] = await stored("mia@example.com");
      expect(row).toMatchObject({ kind: "scholarship", age: 15, parentName: "Dana Cho", payload: { city: "Hartford, CT", links: ["https://video.test/mia"] } });
      const team = await outboxTo(context.env.TEAM_EMAIL);
      expect(team.some((m) => m.template === "team-notification" && m.text.includes("Mia Cho") && m.subject.toLowerCase().includes("scholarship"))).toBe(true);
      expect((await outboxTo("mia@example.com"))[0]?.template).toBe("submission-received");
    });

    it("needs a parent or guardian for a minor's talent submission and stores nothing without one", async () => {
      const res = await post("/applications/talent", { fullName: "Kid", email: "kid@example.com", age: 11, links: ["https://reel.test/kid"] });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errors: { parentName: applicationMessages.parentRequired } });
      expect(await stored("kid@example.com")).toHaveLength(0);
    });

    it("takes an audition video for an upcoming city only", async () => {
      const body = { fullName: "Ari", email: "ari@example.com", age: 20, videoUrl: "https://video.test/ari", consent: true };
      expect((await post("/applications/audition_video", { ...body, eventSlug: "atlanta" })).status).toBe(400);
      const res = await post("/applications/audition_video", { ...body, eventSlug: "boston" });
      expect(res.status).toBe(201);
      const [row] = await stored("ari@example.com");
      expect(row?.kind).toBe("audition_video");
      expect(row?.eventId).not.toBeNull();
    });

    it("makes ten identical applications sent at once one submission, with one email each way", async () => {
      const form = { fullName: "Twin Submit", email: "twin@example.com", age: 30, notes: "Same reel, sent ten times" } as unknown as ApplicationForm<"demo_reel">;
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          recordApplication({ db: t.database.db, now: new Date(), mail: context.mail, emailWorker: context.emailWorker, kind: "demo_reel", form }),
        ),
      );
      expect(new Set(results.map((r) => r.submissionId)).size).toBe(1);
      expect(results.filter((r) => !r.repeated)).toHaveLength(1);
      expect(await stored("twin@example.com")).toHaveLength(1);
      expect(await outboxTo("twin@example.com")).toHaveLength(1);
      expect((await outboxTo(context.env.TEAM_EMAIL)).filter((m) => m.text.includes("Twin Submit"))).toHaveLength(1);
      // A different submission from the same person is its own.
      await recordApplication({ db: t.database.db, now: new Date(), mail: context.mail, emailWorker: context.emailWorker, kind: "demo_reel", form: { ...form, notes: "A new reel" } });
      expect(await stored("twin@example.com")).toHaveLength(2);
    });

    it("takes a demo reel application (not a purchase)", async () => {
      expect((await post("/applications/demo_reel", { fullName: "Lee", email: "lee@example.com", age: 30, notes: "Contemporary reel" })).status).toBe(201);
      expect((await stored("lee@example.com"))[0]?.kind).toBe("demo_reel");
      expect((await post("/applications/payment", { fullName: "Lee" })).status).toBe(404);
    });

    it("registers for an open opportunity found by its page slug", async () => {
      await t.database.db.insert(opportunities).values([
        { slug: "shadowing-opportunity-test", kind: "shadowing", title: "Shadow the team", summary: "s" },
        { slug: "closed-opportunity-test", kind: "shadowing", title: "Closed", summary: "s", isOpen: false },
      ]);
      const body = { fullName: "Sol", email: "sol@example.com", age: 19, phone: "555-0111" };
      expect((await post("/opportunities/shadowing-opportunity-test/registrations", body)).status).toBe(201);
      expect((await stored("sol@example.com"))[0]).toMatchObject({ kind: "opportunity", opportunityId: expect.any(Number) });
      expect((await post("/opportunities/closed-opportunity-test/registrations", body)).status).toBe(409);
      expect((await post("/opportunities/nope/registrations", body)).status).toBe(404);
      expect((await post("/opportunities/shadowing-opportunity-test/registrations", { ...body, phone: "" })).status).toBe(400);
    });
  });
});
