import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "better-auth/crypto";
import { accounts, authRateLimits, emailOutbox, rateLimitWindows, sessions, users } from "~/db/schema";
import { grantRole } from "~/features/admin/grant-role.server";
import type { AppContext } from "~/app-context.server";
import { createApp } from "./app";
import { CookieJar } from "../tests/support/cookie-jar";
import { createTestContext } from "../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../tests/support/test-database";
import { totpCode } from "../tests/support/totp";
import { useCheapPasswordHashing } from "../tests/support/test-auth";
import { authCopy } from "~/content/auth";
import { EMAILS_PER_ACCOUNT, GUESSES_PER_ACCOUNT_AND_CLIENT, OFF_SITE_RETURN, SIGN_INS_PER_CLIENT_PER_MINUTE, TOO_MANY_EMAILS } from "~/features/auth/create-auth.server";
import { siteUrl } from "~/lib/env.server";
import { getViewer } from "~/features/auth/get-viewer.server";

const ORIGIN = "http://localhost";
const PASSWORD = "correct horse battery";

describe.each(testDatabaseKinds())("accounts on %s", (kind) => {
  let t: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let context: AppContext;
  let client = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  // The tests that reach a limit by many sign-ins hash passwords at a lower cost (useCheapPasswordHashing,
  // tests/support/test-auth.ts): the limits are what they prove; the others keep Better Auth's own hashing.
  beforeEach(async () => {
    const db = t.database.db;
    await db.delete(users);
    await db.delete(emailOutbox);
    await db.delete(authRateLimits);
    await db.delete(rateLimitWindows);
    // The real per-account limit (10), which one test exercises.
    context = createTestContext(t.database, {}, { accountLimit: 10 });
    app = createApp({ context, build: async () => Promise.reject(new Error("no pages here")), mode: "test" });
  });

  /** Each call comes from its own client address unless told, so the per-client limit stays out of the way. */
  function call(path: string, init: { method?: string; body?: unknown; jar?: CookieJar; from?: string } = {}) {
    const headers: Record<string, string> = { Origin: ORIGIN, "X-Forwarded-For": init.from ?? `198.51.100.${(client++ % 250) + 1}` };
    if (init.body !== undefined) headers["Content-Type"] = "application/json";
    if (init.jar) headers.Cookie = init.jar.header();
    return app.request(`${ORIGIN}${path}`, { method: init.method ?? (init.body === undefined ? "GET" : "POST"), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  }
  async function lastEmail(to: string, template: string) {
    const [row] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return row;
  }
  const linkIn = (text: string) => new URL(/https?:\/\/[^\s)]+/.exec(text)![0]);
  const viewer = (jar: CookieJar) => getViewer({ auth: context.auth, db: t.database.db, request: new Request(`${ORIGIN}/`, { headers: { cookie: jar.header() } }) });

  async function signUpAndConfirm(email = "dana@example.com"): Promise<CookieJar> {
    const signUp = await call("/api/auth/sign-up/email", { body: { email, password: PASSWORD, name: "Dana Reyes", callbackURL: "/" } });
    expect(signUp.status).toBe(200);
    const confirm = await lastEmail(email, "account-confirm");
    expect(confirm?.subject).toMatch(/Confirm your/);
    const jar = new CookieJar();
    const link = linkIn(confirm!.text);
    const verified = await call(link.pathname + link.search, { jar });
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/");
    jar.take(verified);
    return jar;
  }

  it("signs up, confirms through the emailed link (back to the site root) and is signed in", async () => {
    const jar = await signUpAndConfirm();
    const me = await viewer(jar);
    expect(me).toMatchObject({ email: "dana@example.com", name: "Dana Reyes", emailVerified: true, isAdmin: false });
    // The real auth config keeps Better Auth's own password hashing (scrypt N=16384): its verify accepts the
    // stored hash, which one made by useCheapPasswordHashing (the other test files' setup) would fail.
    const [credential] = await t.database.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.providerId, "credential"));
    expect(await verifyPassword({ hash: credential!.password!, password: PASSWORD })).toBe(true);
  });

  it("refuses a password sign-in before the address is confirmed, and sends the link again", async () => {
    await call("/api/auth/sign-up/email", { body: { email: "lee@example.com", password: PASSWORD, name: "Lee" } });
    const res = await call("/api/auth/sign-in/email", { body: { email: "lee@example.com", password: PASSWORD } });
    expect(res.status).toBe(403);
    const confirmations = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "lee@example.com"));
    expect(confirmations.length).toBe(2);
  });

  it("signs in with the password, refuses a wrong one, and says what is missing", async () => {
    await signUpAndConfirm();
    const ok = await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: PASSWORD } });
    expect(ok.status).toBe(200);
    expect(new CookieJar().take(ok).has(/session_token/)).toBe(true);
    const cookie = ok.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: "wrong password" } })).status).toBe(401);
    const missing = await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: "" } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(authCopy.missingCredentials);
  });

  it("signs in with an emailed one-time code", async () => {
    await signUpAndConfirm();
    const missing = await call("/api/auth/email-otp/send-verification-otp", { body: { email: "", type: "sign-in" } });
    expect((await missing.json()).message).toBe(authCopy.missingEmail);
    expect((await call("/api/auth/email-otp/send-verification-otp", { body: { email: "dana@example.com", type: "sign-in" } })).status).toBe(200);
    const mail = await lastEmail("dana@example.com", "account-sign-in-code");
    const code = /\b(\d{6})\b/.exec(mail!.subject)![1]!;
    expect((await call("/api/auth/sign-in/email-otp", { body: { email: "dana@example.com", otp: "000000" === code ? "111111" : "000000" } })).status).not.toBe(200);
    const jar = new CookieJar();
    const res = await call("/api/auth/sign-in/email-otp", { body: { email: "dana@example.com", otp: code } });
    expect(res.status).toBe(200);
    jar.take(res);
    expect((await viewer(jar))?.email).toBe("dana@example.com");
  });

  it("resets a forgotten password from the emailed link and signs every old session out", async () => {
    const old = await signUpAndConfirm();
    await call("/api/auth/request-password-reset", { body: { email: "dana@example.com", redirectTo: "/auth?step=reset" } });
    const mail = await lastEmail("dana@example.com", "account-reset");
    const link = linkIn(mail!.text);
    const landing = await call(link.pathname + link.search);
    expect(landing.status).toBe(302);
    const back = new URL(landing.headers.get("location")!, ORIGIN);
    expect(back.pathname).toBe("/auth");
    const token = back.searchParams.get("token")!;
    expect((await call("/api/auth/reset-password", { body: { newPassword: "a brand new secret", token } })).status).toBe(200);
    expect(await viewer(old)).toBeNull();
    expect((await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: PASSWORD } })).status).toBe(401);
    expect((await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: "a brand new secret" } })).status).toBe(200);
  });

  it("enrols an authenticator app, then asks for its code (or a backup code) at sign-in", async () => {
    const jar = await signUpAndConfirm();
    const enable = await call("/api/auth/two-factor/enable", { body: { password: PASSWORD }, jar });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(backupCodes.length).toBe(10);
    const confirmed = await call("/api/auth/two-factor/verify-totp", { body: { code: await totpCode(totpURI) }, jar });
    expect(confirmed.status).toBe(200);
    jar.take(confirmed);
    expect((await viewer(jar))?.twoFactorEnabled).toBe(true);

    const signIn = await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: PASSWORD } });
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = new CookieJar().take(signIn);
    expect(pending.has(/session_token/)).toBe(false);
    expect((await call("/api/auth/two-factor/verify-totp", { body: { code: "000000" }, jar: pending })).status).not.toBe(200);
    const verified = await call("/api/auth/two-factor/verify-totp", { body: { code: await totpCode(totpURI) }, jar: pending });
    expect(verified.status).toBe(200);
    expect((await viewer(pending.take(verified)))?.email).toBe("dana@example.com");

    const again = new CookieJar().take(await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: PASSWORD } }));
    const backup = await call("/api/auth/two-factor/verify-backup-code", { body: { code: backupCodes[0] }, jar: again });
    expect(backup.status).toBe(200);
    const reuse = new CookieJar().take(await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: PASSWORD } }));
    expect((await call("/api/auth/two-factor/verify-backup-code", { body: { code: backupCodes[0] }, jar: reuse })).status).not.toBe(200);
  });

  it("limits password guesses per account and client: the owner's own device, an emailed code and a reset still work", async () => {
    await useCheapPasswordHashing(context.auth);
    await signUpAndConfirm();
    const attacker = "203.0.113.66";
    const owner = "198.51.100.77";
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: `guess ${i}` }, from: attacker })).status);
    expect(answers.every((s) => s === 401)).toBe(true);
    // A minute on, Better Auth's per-client window (10 a minute) is over; the 15-minute one for this account from this client is not.
    await t.database.db.delete(authRateLimits);
    const limited = await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: PASSWORD }, from: attacker });
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toBe(authCopy.tooManyForAccount);
    expect((await call("/api/auth/sign-in/email-otp", { body: { email: "dana@example.com", otp: "123456" }, from: attacker })).status).toBe(429);

    // The owner, from their own device: the password, an emailed code and a reset link all work.
    const signedIn = await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: PASSWORD }, from: owner });
    expect(signedIn.status).toBe(200);
    expect((await viewer(new CookieJar().take(signedIn)))?.email).toBe("dana@example.com");
    expect((await call("/api/auth/email-otp/send-verification-otp", { body: { email: "dana@example.com", type: "sign-in" }, from: owner })).status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await lastEmail("dana@example.com", "account-sign-in-code"))!.subject)![1]!;
    const byCode = await call("/api/auth/sign-in/email-otp", { body: { email: "dana@example.com", otp: code }, from: owner });
    expect(byCode.status).toBe(200);
    expect((await viewer(new CookieJar().take(byCode)))?.email).toBe("dana@example.com");
    expect((await call("/api/auth/request-password-reset", { body: { email: "dana@example.com", redirectTo: "/auth?mode=reset" }, from: owner })).status).toBe(200);
    expect(await lastEmail("dana@example.com", "account-reset")).toBeDefined();
  });

  it("limits emails to an account per client on a count of their own, which guesses do not use", async () => {
    await useCheapPasswordHashing(context.auth);
    await signUpAndConfirm();
    const bomber = "203.0.113.77";
    for (let i = 0; i < 12; i++) expect((await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: `guess ${i}` } })).status).toBe(401);
    const sent: number[] = [];
    for (let i = 0; i < EMAILS_PER_ACCOUNT + 1; i++) {
      // Better Auth's own per-client window is minutes long; only ours is under test here.
      await t.database.db.delete(authRateLimits);
      sent.push((await call("/api/auth/email-otp/send-verification-otp", { body: { email: "dana@example.com", type: "sign-in" }, from: bomber })).status);
    }
    expect(sent.slice(0, EMAILS_PER_ACCOUNT).every((s) => s === 200)).toBe(true);
    await t.database.db.delete(authRateLimits);
    const bombing = await call("/api/auth/request-password-reset", { body: { email: "dana@example.com", redirectTo: "/auth?mode=reset" }, from: bomber });
    expect(bombing.status).toBe(429);
    expect((await bombing.json()).message).toBe(TOO_MANY_EMAILS);
    // The owner, elsewhere, still gets a fresh code and signs in with it; mail does not count against signing in.
    const owner = "198.51.100.200";
    expect((await call("/api/auth/email-otp/send-verification-otp", { body: { email: "dana@example.com", type: "sign-in" }, from: owner })).status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await lastEmail("dana@example.com", "account-sign-in-code"))!.subject)![1]!;
    expect((await call("/api/auth/sign-in/email-otp", { body: { email: "dana@example.com", otp: code }, from: owner })).status).toBe(200);
    expect((await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: PASSWORD } })).status).toBe(200);
  });

  it("limits attempts per client", async () => {
    await useCheapPasswordHashing(context.auth);
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_INS_PER_CLIENT_PER_MINUTE + 2; i++) statuses.push((await call("/api/auth/sign-in/email", { body: { email: `nobody${i}@example.com`, password: "whatever" }, from: "203.0.113.50" })).status);
    expect(statuses).toContain(429);
    expect(statuses.slice(0, SIGN_INS_PER_CLIENT_PER_MINUTE).every((s) => s === 401)).toBe(true);
  });

  it("counts only wrong guesses: a team behind one address signs in all day, and a right password clears the count (issue 38)", async () => {
    await useCheapPasswordHashing(context.auth);
    await signUpAndConfirm();
    const venue = "198.51.100.10";
    // Twelve sign-ins with the right password from one address within the 15 minutes: none refused.
    const rights: number[] = [];
    for (let i = 0; i < GUESSES_PER_ACCOUNT_AND_CLIENT + 2; i++) rights.push((await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: PASSWORD }, from: venue })).status);
    expect(rights.every((s) => s === 200)).toBe(true);
    // Nine typos, a right password, nine more typos: the right one cleared the first nine, so none is refused.
    const typo = async () => (await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: "typo typo" }, from: venue })).status;
    for (let i = 0; i < GUESSES_PER_ACCOUNT_AND_CLIENT - 1; i++) expect(await typo()).toBe(401);
    await t.database.db.delete(authRateLimits);
    expect((await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: PASSWORD }, from: venue })).status).toBe(200);
    for (let i = 0; i < GUESSES_PER_ACCOUNT_AND_CLIENT - 1; i++) expect(await typo()).toBe(401);
    // Wrong guesses still add up: the tenth in a row is counted, the next try is refused, right password or not.
    expect(await typo()).toBe(401);
    await t.database.db.delete(authRateLimits);
    expect((await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: PASSWORD }, from: venue })).status).toBe(429);
  });

  it("applies the page's rules on the server and never emails a link to another site", async () => {
    const refused = async (path: string, body: Record<string, unknown>) => {
      const res = await call(path, { body });
      return { status: res.status, message: ((await res.json()) as { message?: string }).message };
    };
    const good = { email: "kim@example.com", password: PASSWORD, name: "Kim Lee" };
    expect(await refused("/api/auth/sign-up/email", { ...good, name: "" })).toEqual({ status: 400, message: "Please enter your name" });
    expect(await refused("/api/auth/sign-up/email", { ...good, name: "x".repeat(101) })).toEqual({ status: 400, message: "Please enter a valid name (max 100 characters)" });
    expect(await refused("/api/auth/sign-up/email", { ...good, email: "kim@example.com, eve@example.com" })).toEqual({ status: 400, message: "Please enter a valid email address" });
    expect(await refused("/api/auth/sign-up/email", { ...good, callbackURL: "https://evil.example/" })).toEqual({ status: 400, message: OFF_SITE_RETURN });
    expect(await refused("/api/auth/sign-up/email", { ...good, callbackURL: "//evil.example/" })).toEqual({ status: 400, message: OFF_SITE_RETURN });
    expect(await refused("/api/auth/request-password-reset", { email: "kim@example.com", redirectTo: "https://evil.example/" })).toEqual({ status: 400, message: OFF_SITE_RETURN });
    expect(await t.database.db.select().from(users)).toHaveLength(0);
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0);
    expect((await call("/api/auth/sign-up/email", { body: { ...good, callbackURL: "/" } })).status).toBe(200);
  });

  it("emails links on the configured origin, whatever Host or X-Forwarded-Host the request names", async () => {
    // No SITE_URL here: the configured origin is the address the server listens on.
    const configured = siteUrl(context.env);
    expect(configured).toBe("http://localhost:3000");
    const forged = (path: string, body: unknown) =>
      app.request(`http://evil.example${path}`, {
        method: "POST",
        headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.9", "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await forged("/api/auth/sign-up/email", { email: "dana@example.com", password: PASSWORD, name: "Dana Reyes", callbackURL: "/" })).status).toBe(200);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, "dana@example.com"));
    expect((await forged("/api/auth/request-password-reset", { email: "dana@example.com", redirectTo: "/auth?mode=reset" })).status).toBe(200);
    for (const template of ["account-confirm", "account-reset"]) {
      const mail = await lastEmail("dana@example.com", template);
      expect(mail?.text, template).not.toContain("evil.example");
      expect(mail?.html, template).not.toContain("evil.example");
      expect(linkIn(mail!.text).origin, template).toBe(configured);
    }
    expect(linkIn((await lastEmail("dana@example.com", "account-reset"))!.text).pathname).toMatch(/^\/api\/auth\/reset-password\//);
  });

  it("refuses a sign-in posted from another site", async () => {
    const res = await app.request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      body: JSON.stringify({ email: "dana@example.com", password: PASSWORD }),
    });
    expect(res.status).toBe(403);
  });

  it("signs out here, or everywhere", async () => {
    const first = await signUpAndConfirm();
    const second = new CookieJar().take(await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: PASSWORD } }));
    expect((await call("/api/auth/sign-out", { body: {}, jar: first })).status).toBe(200);
    expect(await viewer(first)).toBeNull();
    expect(await viewer(second)).not.toBeNull();
    const third = new CookieJar().take(await call("/api/auth/sign-in/email", { body: { email: "dana@example.com", password: PASSWORD } }));
    expect((await call("/api/auth/revoke-sessions", { body: {}, jar: third })).status).toBe(200);
    expect(await viewer(second)).toBeNull();
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });

  it("makes an existing account admin, and only an existing one", async () => {
    const jar = await signUpAndConfirm();
    expect((await viewer(jar))?.isAdmin).toBe(false);
    const actor = { userId: null, email: "command line" };
    expect(await grantRole({ db: t.database.db, email: "nobody@example.com", role: "admin", actor })).toMatchObject({ ok: false });
    expect(await grantRole({ db: t.database.db, email: "Dana@Example.com", role: "admin", actor })).toMatchObject({ ok: true, alreadyHad: false });
    expect(await grantRole({ db: t.database.db, email: "dana@example.com", role: "admin", actor })).toMatchObject({ ok: true, alreadyHad: true });
    expect((await viewer(jar))?.isAdmin).toBe(true);
  });
});
