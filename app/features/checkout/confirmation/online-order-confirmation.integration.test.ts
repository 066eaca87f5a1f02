import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../../seed/catalog";
import { emailOutbox, events, offers, orders, rateLimitWindows } from "~/db/schema";
import type { PageConfigInput } from "~/domain/page-config";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import type { AppContext } from "~/app-context.server";
import { parseEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/support/test-database";
import { runQueuedJobs } from "../../../../tests/support/run-queued-jobs";
import { createCheckoutRoutes } from "../orders/checkout.routes.server";
import { getOrderView } from "./get-order-view.server";
import { PAID_ORDER_EXTRAS_JOB } from "./paid-order-extras-job";
import { createPaidOrderExtrasHandler } from "./run-paid-order-extras.server";
import { createTestPaymentProvider } from "~/features/payments/test-payment-provider.server";
import { listMyRecords } from "~/features/account/list-my-records.server";
import { loader as studentRegistrationLoader } from "~/routes/student-registration";

/**
 * Issue 37, point 2: Acting for Dancers is an online program. Its confirmation email (and the note
 * to a participant's own address) says what was bought, how the sessions are booked or joined (the
 * program's page configuration) and what happens next, never a venue, the door, what to wear or an
 * age group. An order that also holds an in-person ticket keeps the day's words for that part.
 */

const NOW = new Date("2025-09-01T19:00:00Z");
const buyer = { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" };
const okCard = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Jordan Rivera" };
const afdContext = { checkoutCityKey: "acting-for-dancers", checkoutCityName: "Virtual (Online)", isVirtualSession: true, actingForDancersContext: true };
const adult = { fullName: "Maya Rivera", age: 19, email: "maya@example.com" };

/** Words of an in-person day that an online program's buyer must never read. */
const IN_PERSON_WORDS = [/arrive 15 minutes/i, /at the door/i, /venue details/i, /jazz shoes/i, /what to bring/i, /seniors/i, /juniors/i, /13 and up/i, /\bWhere\b/, /check in/i, /calendar/i, /door ticket/i];

const afdEvent = catalog.events.find((e) => e.kind === "virtual" && e.page?.onlineAccess);
const afdAccess = afdEvent!.page!.onlineAccess!;

describe.each(testDatabaseKinds())("an online program's confirmation email on %s", (kind) => {
  let t: TestDatabase;
  let checkout: ReturnType<typeof createCheckoutRoutes>;
  let runExtras: () => Promise<number>;

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
    await db.delete(orders);
    await db.delete(emailOutbox);
    const env = parseEnv({});
    const logger = pino({ level: "silent" });
    const context = {
      env,
      database: t.database,
      clock: { now: () => NOW },
      logger,
      mail: createEmailContext({ env, logger }),
      secret: "online-order-secret",
      emailWorker: { kick: () => {}, stop: async () => {} },
      jobs: { owner: "test", kick: () => {}, stop: async () => {} },
      checkout: { provider: createTestPaymentProvider(), readWebhook: null, holdMinutes: 15 },
    } as unknown as AppContext;
    const generous = () => createRateLimiter({ db, limit: 1000, windowMs: 60_000 });
    checkout = createCheckoutRoutes(context, { orders: generous(), cards: generous() });
    const extras = createPaidOrderExtrasHandler({ db, clock: context.clock, mail: context.mail, secret: "online-order-secret", siteUrl: "http://localhost:3000", kickEmail: () => {}, logger });
    runExtras = () => runQueuedJobs(db, { [PAID_ORDER_EXTRAS_JOB]: extras });
  });

  const post = async (path: string, body: unknown) => {
    const res = await checkout.request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  async function buy(body: Record<string, unknown>) {
    const placed = await post("/orders", { buyer, ...body });
    expect(placed.status).toBe(201);
    const token = (placed.json.order as { token: string }).token;
    expect((await post(`/orders/${token}/test-card`, okCard)).status).toBe(200);
    await runExtras();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.token, token));
    expect(row?.status).toBe("paid");
    return row!;
  }

  async function mailTo(template: string, to: string) {
    const [mail] = await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.template, template), eq(emailOutbox.toAddress, to)));
    expect(mail, `${template} to ${to}`).toBeTruthy();
    return mail!;
  }

  it("says what was bought, how the sessions are booked or joined and what happens next, with no venue, door, what to wear or age group", async () => {
    const order = await buy({ eventSlug: "acting-for-dancers", items: [{ tierKey: "afd_starter", quantity: 1 }], students: [adult], context: afdContext });
    const mail = await mailTo("order-confirmation", buyer.email);
    const html = mail.html.replace(/&#x27;|&#39;/g, "'");

    expect(mail.subject).toBe(`You're in: Acting for Dancers, order ${order.number}`);
    for (const body of [mail.text, html]) {
      expect(body).toContain("Acting for Dancers — Starter Path");
      expect(body).toContain("$229");
      expect(body).toContain(afdAccess.joinTitle);
      for (const line of [...afdAccess.join, ...(afdAccess.next ?? [])]) expect(body).toContain(line);
      expect(body).toContain("Maya Rivera");
      for (const words of IN_PERSON_WORDS) expect(body).not.toMatch(words);
    }
    expect(mail.attachments).toEqual([]);

    // The participant's own note says the same about the sessions, and nothing about a day at a studio.
    const note = await mailTo("student-ticket-note", adult.email);
    expect(note.subject).toBe("You're signed up for Acting for Dancers");
    expect(note.text).toContain(afdAccess.join[0]);
    for (const words of IN_PERSON_WORDS) expect(note.text).not.toMatch(words);
    expect(note.attachments).toEqual([]);

    // The order's view carries the program's words for the confirmation page.
    const view = await getOrderView({ db: t.database.db, token: order.token });
    expect(view?.event.isOnline).toBe(true);
    expect(view?.event.onlineAccess?.programName).toBe("Acting for Dancers");
    expect(view?.lines.map((l) => l.isOnline)).toEqual([true]);

    // The account page knows the program is online, so it shows no age group or ticket count for it.
    const mine = await listMyRecords({ db: t.database.db, email: buyer.email });
    expect(mine.orders.map((o) => o.event.isOnline)).toEqual([true]);
    expect(mine.students.map((s) => [s.fullName, s.event.isOnline])).toEqual([["Maya Rivera", true]]);

    // The students link's page knows it too (no age group, no "see you at the intensive").
    const registration = (await studentRegistrationLoader({ request: new Request(`http://localhost/student-registration?order=${order.token}`), context: { app: { database: t.database } }, params: {} } as never)) as unknown as { data: { order: { online: boolean } } };
    expect(registration.data.order.online).toBe(true);
  });

  it("reads the joining instructions from the program's data, so the team's edit reaches the next email", async () => {
    const db = t.database.db;
    const edited = "Join each session from the video link in your booking email, five minutes before it starts.";
    const [before] = await db.select({ page: events.page }).from(events).where(eq(events.kind, "virtual"));
    await db
      .update(events)
      .set({ page: sql`jsonb_set(${events.page}, '{onlineAccess,join}', ${JSON.stringify([edited])}::jsonb)` })
      .where(eq(events.kind, "virtual"));
    try {
      await buy({ eventSlug: "acting-for-dancers", items: [{ tierKey: "afd_private_session", quantity: 2 }], students: [adult, { fullName: "Leo Rivera", age: 16, parentName: "Jordan Rivera", guardianConsent: true }], context: afdContext });
      const mail = await mailTo("order-confirmation", buyer.email);
      expect(mail.text).toContain(edited);
      expect(mail.text).not.toContain(afdAccess.join[0]);
      expect(mail.text).toContain("Acting for Dancers — Private Session × 2: $230");
      for (const words of IN_PERSON_WORDS) expect(mail.text).not.toMatch(words);
    } finally {
      await db.update(events).set({ page: before!.page }).where(eq(events.kind, "virtual"));
    }
  });

  it("keeps the day's words for the in-person ticket and gives the online part its own, when one order holds both", async () => {
    const db = t.database.db;
    // The team sells a private session beside Hartford's tickets (an offer added in the events editor).
    const [hartford] = await db.select({ id: events.id }).from(events).where(eq(events.slug, "hartford"));
    await db.insert(offers).values({ eventId: hartford!.id, tierKey: "afd_private_session", priceMinor: 11500, currency: "USD" });
    try {
      await buy({ eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }, { tierKey: "afd_private_session", quantity: 1 }], students: [{ fullName: "Maya Rivera", age: 15, parentName: "Jordan Rivera", guardianConsent: true }, adult] });
      const mail = await mailTo("order-confirmation", buyer.email);
      expect(mail.text).toMatch(/arrive 15 minutes early/i);
      expect(mail.text).toContain("Your tickets:\n- Core Experience × 1: $168\n\n");
      expect(mail.text).toContain("Online: Acting for Dancers — Private Session:\n- Acting for Dancers — Private Session × 1: $115");
      expect(mail.text).toContain("How your sessions work:");
    } finally {
      await db.delete(offers).where(and(eq(offers.eventId, hartford!.id), eq(offers.tierKey, "afd_private_session")));
    }
  });

  it("migration 0054 gives a live database's program the seed's words, and keeps a page that has its own", async () => {
    const db = t.database.db;
    const migration = readFileSync(path.resolve(import.meta.dirname, "../../../../drizzle/0054_online_program_access.sql"), "utf8");
    const [before] = await db.select({ page: events.page }).from(events).where(eq(events.kind, "virtual"));
    const { onlineAccess: _seeded, ...withoutAccess } = before!.page;
    await db.update(events).set({ page: withoutAccess as PageConfigInput }).where(eq(events.kind, "virtual"));
    try {
      await db.execute(sql.raw(migration));
      const [after] = await db.select({ page: events.page }).from(events).where(eq(events.kind, "virtual"));
      expect(after!.page.onlineAccess).toEqual(afdAccess);
      const own = { ...afdAccess, join: ["The team's own words."] };
      await db.update(events).set({ page: { ...after!.page, onlineAccess: own } }).where(eq(events.kind, "virtual"));
      await db.execute(sql.raw(migration));
      const [kept] = await db.select({ page: events.page }).from(events).where(eq(events.kind, "virtual"));
      expect(kept!.page.onlineAccess).toEqual(own);
    } finally {
      await db.update(events).set({ page: before!.page }).where(eq(events.kind, "virtual"));
    }
  });
});
