import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accounts, auditLog, authRateLimits, users } from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import * as accountPage from "~/routes/account";
import { phoneAccountEmail } from "~/features/auth/auth-schemas";
import { createTestContext, signedInCookie, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { listSignInMethods } from "./list-sign-in-methods.server";
import { unlinkSignInMethod } from "./unlink-sign-in-method.server";

/** /account's ways in: listed with the verified phone, removable while another remains, never the last. */
describe.each(testDatabaseKinds())("sign-in methods on /account on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.database.db.delete(users);
    await t.database.db.delete(authRateLimits);
    await t.database.db.delete(auditLog);
    context = createTestContext(t.database);
  });

  const NOW = new Date("2026-03-02T10:00:00Z");
  const unlink = (userId: string, method: string) => unlinkSignInMethod({ db: t.database.db, userId, method, actor: { userId, email: "rosa@example.com" }, now: NOW });
  const audited = () => t.database.db.select().from(auditLog).where(eq(auditLog.action, "account.sign-in-method.unlink"));
  const userIdOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  async function linkGoogle(userId: string) {
    const [row] = await t.database.db.insert(accounts).values({ id: `google-${userId}`, accountId: "google-sub-1", providerId: "google", userId }).returning({ id: accounts.id });
    return row!.id;
  }
  async function post(cookie: string, fields: Record<string, string>) {
    const request = new Request(`${TEST_ORIGIN}/account`, { method: "POST", headers: { cookie, origin: TEST_ORIGIN }, body: new URLSearchParams(fields) });
    const answer = (await accountPage.action({ request, context: { app: context }, params: {} } as never)) as Response;
    return new URL(answer.headers.get("location")!, TEST_ORIGIN).searchParams.get("unlink");
  }
  async function page(cookie: string) {
    const request = new Request(`${TEST_ORIGIN}/account`, { headers: { cookie } });
    return ((await accountPage.loader({ request, context: { app: context }, params: {} } as never)) as { data: { methods: Array<{ id: string; kind: string; detail: string | null; canUnlink: boolean }> } }).data.methods;
  }

  it("lists the password and Google, removes Google after a confirm, and never removes the last", async () => {
    const cookie = await signedInCookie(context, { email: "dana@example.com", name: "Dana Reyes" });
    const userId = await userIdOf("dana@example.com");
    const google = await linkGoogle(userId);
    const methods = await page(cookie);
    expect(methods.map((m) => [m.kind, m.detail, m.canUnlink])).toEqual([
      ["password", "dana@example.com", true],
      ["google", null, true],
    ]);

    // Without the confirmation nothing changes.
    expect(await post(cookie, { intent: "unlink-sign-in-method", method: google })).toBe("unconfirmed");
    expect((await page(cookie)).length).toBe(2);

    expect(await post(cookie, { intent: "unlink-sign-in-method", method: google, confirm: "yes" })).toBe("removed");
    const left = await page(cookie);
    expect(left.map((m) => [m.kind, m.canUnlink])).toEqual([["password", false]]);
    // Written to the audit log: who, which account, which kind of way in.
    expect((await audited()).map((a) => [a.actorUserId, a.actorEmail, a.target, a.details])).toEqual([[userId, "dana@example.com", userId, { kind: "google", remaining: 1 }]]);

    // The server refuses the last, whatever the page showed.
    expect(await post(cookie, { intent: "unlink-sign-in-method", method: left[0]!.id, confirm: "yes" })).toBe("last_method");
    expect(await t.database.db.select().from(accounts).where(eq(accounts.userId, userId))).toHaveLength(1);
    expect(await audited()).toHaveLength(1);
  });

  it("lists a verified phone; a phone account's password needs the phone, so the phone is its last way in", async () => {
    const phone = "+18605550123";
    const [user] = await t.database.db
      .insert(users)
      .values({ id: "phone-user", name: "Rosa Parent", email: phoneAccountEmail(phone), phoneNumber: phone, phoneNumberVerified: true })
      .returning();
    const [password] = await t.database.db.insert(accounts).values({ id: "phone-user-credential", accountId: user!.id, providerId: "credential", userId: user!.id, password: "x" }).returning();
    const { methods } = await listSignInMethods({ db: t.database.db, userId: user!.id });
    expect(methods.map((m) => [m.kind, m.detail, m.canUnlink])).toEqual([
      ["password", null, true],
      ["phone", phone, false],
    ]);
    expect(await unlink(user!.id, "phone")).toEqual({ ok: false, reason: "last_method" });

    // With Google linked, the phone may go; then the password (no real email, no phone) is no way in, and Google is the last.
    // The phone factor was on: it goes with the number, and two-step sign-in with it (no authenticator app).
    await t.database.db.update(users).set({ phoneTwoFactor: true, twoFactorEnabled: true }).where(eq(users.id, user!.id));
    const google = await linkGoogle(user!.id);
    expect(await unlink(user!.id, "phone")).toEqual({ ok: true });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user!.id));
    expect(after).toMatchObject({ phoneNumber: null, phoneNumberVerified: false, phoneTwoFactor: false, twoFactorEnabled: false });
    expect(await unlink(user!.id, google)).toEqual({ ok: false, reason: "last_method" });
    expect(await unlink(user!.id, password!.id)).toEqual({ ok: true });
    expect((await audited()).map((a) => (a.details as { kind: string }).kind)).toEqual(["phone", "password"]);
  });

  it("does not list an unverified phone, and never removes someone else's method", async () => {
    const cookie = await signedInCookie(context, { email: "dana@example.com" });
    const userId = await userIdOf("dana@example.com");
    await t.database.db.update(users).set({ phoneNumber: "+18605550144", phoneNumberVerified: false }).where(eq(users.id, userId));
    expect((await page(cookie)).map((m) => m.kind)).toEqual(["password"]);
    await signedInCookie(context, { email: "other@example.com" });
    const theirs = await linkGoogle(await userIdOf("other@example.com"));
    expect(await post(cookie, { intent: "unlink-sign-in-method", method: theirs, confirm: "yes" })).toBe("not_found");
    expect(await t.database.db.select().from(accounts).where(eq(accounts.id, theirs))).toHaveLength(1);
  });
});
