import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminToolsCopy } from "~/content/admin-tools";
import { auditLog, emailOutbox, users } from "~/db/schema";
import { enqueueEmail } from "~/features/email/enqueue-email.server";
import type { AppContext } from "~/app-context.server";
import * as auditLogPage from "~/routes/admin-audit-log";
import * as customerEmailsPage from "~/routes/customer-emails";
import * as testEmailPage from "~/routes/test-email";
import * as pixelPage from "~/routes/test-facebook-pixel";
import * as paymentVerificationPage from "~/routes/test-payment-verification";
import { createTestContext, createTestApp, signedInCookie, TEST_ORIGIN, testRequest } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { listAuditLog } from "./list-audit-log.server";
import { recordAudit } from "./record-audit.server";
import { resendOutboxEmail } from "./resend-outbox-email.server";
import { sendTestEmail } from "./send-test-email.server";

const ADMIN = "admin@example.com";
const DANCER = "dancer@example.com";

/** What a loader or action gave back: its data (and status), or the Response it threw (a redirect). */
type Outcome = { thrown: Response } | { data: unknown; status: number };

async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    const value = (await run()) as { data?: unknown; init?: { status?: number } | null };
    return { data: value.data, status: value.init?.status ?? 200 };
  } catch (error) {
    if (error instanceof Response) return { thrown: error };
    throw error;
  }
}

function redirectOf(result: Outcome): { status: number; location: string | null } | null {
  return "thrown" in result ? { status: result.thrown.status, location: result.thrown.headers.get("location") } : null;
}

describe.each(testDatabaseKinds())("the team's tools on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let app: ReturnType<typeof createTestApp>;
  let adminCookie: string;
  let dancerCookie: string;
  let kicks = 0;
  let adminUserId: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = { ...createTestContext(t.database), emailWorker: { kick: () => void kicks++, stop: async () => {} } };
    app = createTestApp(context);
    adminCookie = await signedInCookie(context, { email: ADMIN, name: "Ada Admin", admin: true });
    dancerCookie = await signedInCookie(context, { email: DANCER, name: "Dee Dancer" });
    const [grant] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "role.grant"));
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
    adminUserId = admin!.id;
    expect(grant?.target).toBe(ADMIN);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.database.db.delete(emailOutbox);
    await t.database.db.delete(auditLog);
    kicks = 0;
  });

  const db = () => t.database.db;
  const actor = () => ({ userId: adminUserId, email: ADMIN });
  const queue = (to: string, extra: Partial<Parameters<typeof enqueueEmail>[0]> = {}) =>
    enqueueEmail({ db: db(), to, template: "waitlist-confirmation", subject: "You're on the list", html: "<p>Hello</p>", text: "Hello", dedupeKey: `waitlist:${to}`, ...extra });
  const pageRequest = (path: string, cookie?: string, form?: Record<string, string>) =>
    new Request(`${TEST_ORIGIN}${path}`, {
      method: form ? "POST" : "GET",
      headers: { Origin: TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}), ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    });
  const args = (request: Request) => ({ request, context: { app: context }, params: {} }) as never;

  describe("the admin API", () => {
    it("answers 401 without a session, 403 without the admin role, and the outbox to an admin", async () => {
      const id = await queue("jo@example.com");
      const anonymous = await app.request(testRequest("/api/admin/outbox"));
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ ok: false, message: "Sign in first." });
      const dancer = await app.request(testRequest("/api/admin/outbox", { cookie: dancerCookie }));
      expect(dancer.status).toBe(403);
      expect(await dancer.json()).toEqual({ ok: false, message: "This needs the admin role." });
      const admin = await app.request(testRequest("/api/admin/outbox", { cookie: adminCookie }));
      expect(admin.status).toBe(200);
      expect(admin.headers.get("cache-control")).toBe("no-store");
      const body = (await admin.json()) as { ok: boolean; count: number; emails: Array<{ id: number; to: string; status: string }> };
      expect(body).toMatchObject({ ok: true, count: 1, emails: [{ id, to: "jo@example.com", status: "pending" }] });
    });

    it("filters by a real status and refuses any other", async () => {
      await queue("jo@example.com");
      const failed = await queue("bad address");
      const only = await app.request(testRequest("/api/admin/outbox?status=failed", { cookie: adminCookie }));
      expect(((await only.json()) as { emails: Array<{ id: number }> }).emails.map((e) => e.id)).toEqual([failed]);
      const bogus = await app.request(testRequest("/api/admin/outbox?status=lost", { cookie: adminCookie }));
      expect(bogus.status).toBe(400);
      expect(((await bogus.json()) as { message: string }).message).toMatch(/pending, sending, sent, failed/);
    });

    it("resends through the API for an admin only", async () => {
      const id = await queue("jo@example.com");
      const post = (cookie?: string, target: string | number = id) => app.request(testRequest(`/api/admin/outbox/${target}/resend`, { body: {}, cookie }));
      expect((await post()).status).toBe(401);
      expect((await post(dancerCookie)).status).toBe(403);
      expect(await db().select().from(emailOutbox)).toHaveLength(1);
      const ok = await post(adminCookie);
      expect(ok.status).toBe(201);
      const body = (await ok.json()) as { ok: boolean; id: number; to: string };
      expect(body).toMatchObject({ ok: true, to: "jo@example.com" });
      expect(body.id).not.toBe(id);
      expect(kicks).toBe(1);
      const unknown = await post(adminCookie, 999_999);
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { message: string }).message).toBe(adminToolsCopy.outbox.notFound(999_999));
      expect((await post(adminCookie, "abc")).status).toBe(404);
      expect(await db().select().from(emailOutbox)).toHaveLength(2);
    });

    it("guards the payment verification lookup the same way (the old page flag is gone)", async () => {
      expect((await app.request(testRequest("/api/orders/verification?number=nope"))).status).toBe(401);
      expect((await app.request(testRequest("/api/orders/verification?number=nope", { cookie: dancerCookie }))).status).toBe(403);
      expect((await app.request(testRequest("/api/orders/verification?number=nope", { cookie: adminCookie }))).status).toBe(400);
    });
  });

  describe("resendOutboxEmail", () => {
    it("queues a pending copy of the message and audits it in the same transaction", async () => {
      const attachments = [{ filename: "order.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" }];
      const id = await queue("jo@example.com", { attachments });
      await db().update(emailOutbox).set({ status: "failed", attempts: 8, lastError: "550 mailbox full" }).where(eq(emailOutbox.id, id));

      const first = await resendOutboxEmail({ db: db(), id, actor: actor(), now: new Date() });
      const second = await resendOutboxEmail({ db: db(), id, actor: actor(), now: new Date() });
      expect(first).toMatchObject({ ok: true, to: "jo@example.com", resentId: id });
      if (!first.ok || !second.ok) throw new Error("not queued");
      expect(second.id).not.toBe(first.id);

      const [copy] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, first.id));
      expect(copy).toMatchObject({
        toAddress: "jo@example.com",
        subject: "You're on the list",
        html: "<p>Hello</p>",
        text: "Hello",
        template: "waitlist-confirmation",
        status: "pending",
        attempts: 0,
        lastError: null,
        attachments,
      });
      expect(copy?.dedupeKey).toMatch(new RegExp(`^resend:${id}:`));
      const [original] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(original).toMatchObject({ status: "failed", attempts: 8 });

      const audits = await db().select().from(auditLog).orderBy(auditLog.id);
      expect(audits).toHaveLength(2);
      expect(audits[0]).toMatchObject({ action: "email.resend", target: String(id), actorEmail: ADMIN, actorUserId: adminUserId, details: { to: "jo@example.com", copyId: first.id } });
    });

    it("changes nothing for an unknown id", async () => {
      await queue("jo@example.com");
      expect(await resendOutboxEmail({ db: db(), id: 424242, actor: actor(), now: new Date() })).toEqual({ ok: false, reason: "not_found", resentId: 424242 });
      expect(await db().select().from(emailOutbox)).toHaveLength(1);
      expect(await db().select().from(auditLog)).toHaveLength(0);
    });
  });

  describe("sendTestEmail", () => {
    it("queues one test email to the address and audits it; a second test is a second email", async () => {
      const result = await sendTestEmail({ db: db(), mail: context.mail, to: "inbox@example.com", actor: actor(), now: new Date() });
      expect(result).toMatchObject({ ok: true, to: "inbox@example.com" });
      if (!result.ok) throw new Error("not queued");
      const rows = await db().select().from(emailOutbox);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: result.id, toAddress: "inbox@example.com", template: "account-test", status: "pending" });
      expect(rows[0]?.text).toContain(ADMIN);
      const [audit] = await db().select().from(auditLog);
      expect(audit).toMatchObject({ action: "email.test", target: String(result.id), actorEmail: ADMIN, details: { to: "inbox@example.com" } });

      await sendTestEmail({ db: db(), mail: context.mail, to: "inbox@example.com", actor: actor(), now: new Date() });
      expect(await db().select().from(emailOutbox)).toHaveLength(2);
    });
  });

  describe("listAuditLog", () => {
    it("lists newest first, the later entry first within one instant, up to the limit", async () => {
      const at = (iso: string) => new Date(iso);
      await recordAudit({ db: db(), actor: actor(), action: "a.middle", now: at("2025-09-02T10:00:00Z") });
      await recordAudit({ db: db(), actor: actor(), action: "a.oldest", now: at("2025-09-01T10:00:00Z") });
      await recordAudit({ db: db(), actor: actor(), action: "a.newest", now: at("2025-09-03T10:00:00Z") });
      await recordAudit({ db: db(), actor: actor(), action: "a.newest-later", now: at("2025-09-03T10:00:00Z") });
      expect((await listAuditLog({ db: db() })).map((e) => e.action)).toEqual(["a.newest-later", "a.newest", "a.middle", "a.oldest"]);
      expect((await listAuditLog({ db: db(), limit: 2 })).map((e) => e.action)).toEqual(["a.newest-later", "a.newest"]);
    });
  });

  describe("the pages", () => {
    const pages = [
      ["/customer-emails", customerEmailsPage],
      ["/test-email", testEmailPage],
      ["/test-facebook-pixel", pixelPage],
      ["/admin/audit-log", auditLogPage],
      ["/test-payment-verification", paymentVerificationPage],
    ] as const;

    it.each(pages)("%s sends strangers to sign in, other people home, and shows an admin the page", async (path, page) => {
      const anonymous = redirectOf(await outcome(() => page.loader(args(pageRequest(`${path}?x=1`)))));
      expect(anonymous).toEqual({ status: 302, location: `/auth?redirectTo=${encodeURIComponent(`${path}?x=1`)}` });
      expect(redirectOf(await outcome(() => page.loader(args(pageRequest(path, dancerCookie)))))).toEqual({ status: 302, location: "/" });
      const admin = await outcome(() => page.loader(args(pageRequest(path, adminCookie))));
      expect(redirectOf(admin)).toBeNull();
      expect("data" in admin && admin.data).toBeTruthy();
      expect(page.headers()).toMatchObject({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
      expect(page.meta()).toContainEqual({ name: "robots", content: "noindex" });
    });

    it.each([
      ["/customer-emails", customerEmailsPage, { intent: "resend", id: "1" }],
      ["/test-email", testEmailPage, { email: "x@example.com" }],
      ["/test-facebook-pixel", pixelPage, { intent: "fired", event: "Purchase" }],
    ] as const)("%s refuses a form post from anyone but an admin, changing nothing", async (path, page, form) => {
      await queue("jo@example.com");
      expect(redirectOf(await outcome(() => page.action(args(pageRequest(path, undefined, form)))))).toMatchObject({ status: 302 });
      expect(redirectOf(await outcome(() => page.action(args(pageRequest(path, dancerCookie, form)))))).toEqual({ status: 302, location: "/" });
      expect(await db().select().from(emailOutbox)).toHaveLength(1);
      expect(await db().select().from(auditLog)).toHaveLength(0);
    });

    it("/customer-emails lists, filters, opens and resends; bad input is a message, not an error", async () => {
      const id = await queue("jo@example.com");
      const load = async (query: string) => (await outcome(() => customerEmailsPage.loader(args(pageRequest(`/customer-emails${query}`, adminCookie))))) as { data: { problems: string[]; emails: Array<{ id: number }>; message: { id: number; html: string; text: string } | null }; status: number };

      const all = await load("");
      expect(all.data.emails.map((e) => e.id)).toEqual([id]);
      expect((await load("?status=sent")).data.emails).toEqual([]);
      const bogus = await load("?status=lost");
      expect(bogus.status).toBe(400);
      expect(bogus.data.problems[0]).toMatch(/Unknown status/);
      const opened = await load(`?id=${id}`);
      expect(opened.data.message).toMatchObject({ id, html: "<p>Hello</p>", text: "Hello" });
      const missing = await load("?id=999999");
      expect(missing.status).toBe(404);
      expect(missing.data.problems).toEqual([adminToolsCopy.outbox.notFound(999999)]);
      expect((await load("?id=abc")).status).toBe(400);

      const resent = (await outcome(() => customerEmailsPage.action(args(pageRequest(`/customer-emails?id=${id}`, adminCookie, { intent: "resend", id: String(id) }))))) as { data: { ok: boolean; message: string; id: number } };
      expect(resent.data).toMatchObject({ ok: true, message: adminToolsCopy.outbox.resent("jo@example.com") });
      const [newest] = await db().select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
      expect(newest).toMatchObject({ id: resent.data.id, status: "pending", toAddress: "jo@example.com" });
      expect(kicks).toBe(1);

      const unknown = await outcome(() => customerEmailsPage.action(args(pageRequest("/customer-emails", adminCookie, { intent: "resend", id: "999999" }))));
      expect(unknown).toMatchObject({ status: 404, data: { ok: false } });
      expect(await db().select().from(emailOutbox)).toHaveLength(2);
      expect(await db().select().from(auditLog)).toHaveLength(1);
    });

    it("/test-email checks the address, then queues the test and links to it", async () => {
      const run = (email: string) => outcome(() => testEmailPage.action(args(pageRequest("/test-email", adminCookie, { email }))));
      const invalid = await run("not an address");
      expect(invalid).toMatchObject({ status: 400, data: { ok: false, errors: { email: "Please enter a valid email address" } } });
      expect(await db().select().from(emailOutbox)).toHaveLength(0);
      const queued = (await run(" Inbox@Example.com ")) as { data: { ok: true; id: number; to: string } };
      expect(queued.data).toMatchObject({ ok: true, to: "inbox@example.com" });
      const [row] = await db().select().from(emailOutbox);
      expect(row).toMatchObject({ id: queued.data.id, toAddress: "inbox@example.com", template: "account-test" });
      expect(kicks).toBe(1);
      const page = (await outcome(() => testEmailPage.loader(args(pageRequest("/test-email", adminCookie))))) as { data: unknown };
      expect(page.data).toEqual({ smtpConfigured: false });
    });

    it("/test-facebook-pixel records who fired which test event", async () => {
      const fired = await outcome(() => pixelPage.action(args(pageRequest("/test-facebook-pixel", adminCookie, { intent: "fired", event: "AddToCart" }))));
      expect(fired).toMatchObject({ status: 200, data: { ok: true } });
      expect(await db().select().from(auditLog)).toMatchObject([{ action: "pixel.test", target: "AddToCart", actorEmail: ADMIN, details: { pixelId: null } }]);
      const bogus = await outcome(() => pixelPage.action(args(pageRequest("/test-facebook-pixel", adminCookie, { intent: "fired", event: "PageView" }))));
      expect(bogus).toMatchObject({ status: 400 });
      expect(await db().select().from(auditLog)).toHaveLength(1);
    });

    it("/admin/audit-log shows the entries newest first", async () => {
      await recordAudit({ db: db(), actor: actor(), action: "email.test", target: "7", details: { to: "a@example.com" }, now: new Date("2025-09-01T10:00:00Z") });
      await recordAudit({ db: db(), actor: actor(), action: "email.resend", target: "8", now: new Date("2025-09-02T10:00:00Z") });
      const page = (await outcome(() => auditLogPage.loader(args(pageRequest("/admin/audit-log", adminCookie))))) as { data: { entries: Array<Record<string, unknown>> } };
      expect(page.data.entries).toMatchObject([
        { action: "email.resend", target: "8", actor: ADMIN, details: null, createdAt: "2025-09-02 10:00:00 UTC" },
        { action: "email.test", target: "7", details: '{"to":"a@example.com"}', createdAt: "2025-09-01 10:00:00 UTC" },
      ]);
    });
  });
});
