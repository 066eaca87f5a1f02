import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accounts, authRateLimits, jobs, rateLimitWindows, smsOutbox, users } from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import { authCopy } from "~/content/auth";
import { smsLimitCopy } from "~/content/sms";
import { createSendQueuedSmsHandler } from "~/features/sms/send-queued-sms.server";
import { SEND_SMS_JOB } from "~/features/sms/sms-job";
import { createTwilioTransport } from "~/features/sms/twilio-transport.server";
import type { SmsTransport } from "~/features/sms/types";
import { CookieJar } from "../../../tests/support/cookie-jar";
import { runQueuedJobs } from "../../../tests/support/run-queued-jobs";
import { createTestApp, createTestContext } from "../../../tests/support/test-app";
import { useCheapPasswordHashing } from "../../../tests/support/test-auth";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { INVALID_PHONE, phoneAccountEmail, phoneResetFormSchema } from "./auth-schemas";
import { EMAILS_PER_ACCOUNT, TOO_MANY_TEXTS } from "./create-auth.server";
import { getViewer } from "./get-viewer.server";
import * as accountPage from "~/routes/account";
import { totpCode } from "../../../tests/support/totp";

const ORIGIN = "http://localhost";
const PASSWORD = "correct horse battery";
const NUMBER = "+18605550123";

describe.each(testDatabaseKinds())("phone numbers on accounts on %s", (kind) => {
  let t: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let context: AppContext;
  let client = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    const db = t.database.db;
    await db.delete(users);
    await db.delete(smsOutbox);
    await db.delete(jobs);
    await db.delete(authRateLimits);
    await db.delete(rateLimitWindows);
    context = createTestContext(t.database, { SMS_DAILY_LIMIT_PER_NUMBER: "12" }, { accountLimit: 10 });
    // Passwords here set up and sign in accounts; server/auth.integration.test.ts proves the real hashing.
    await useCheapPasswordHashing(context.auth);
    app = createTestApp(context);
  });

  function call(path: string, init: { body?: unknown; jar?: CookieJar; from?: string } = {}) {
    const headers: Record<string, string> = { Origin: ORIGIN, "X-Forwarded-For": init.from ?? `198.51.100.${(client++ % 250) + 1}` };
    if (init.body !== undefined) headers["Content-Type"] = "application/json";
    if (init.jar) headers.Cookie = init.jar.header();
    return app.request(`${ORIGIN}${path}`, { method: init.body === undefined ? "GET" : "POST", headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  }
  const viewer = (jar: CookieJar) => getViewer({ auth: context.auth, db: t.database.db, request: new Request(`${ORIGIN}/`, { headers: { cookie: jar.header() } }) });
  async function texts(to = NUMBER) {
    return t.database.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, to)).orderBy(desc(smsOutbox.id));
  }
  async function lastCode(to = NUMBER) {
    const [row] = await texts(to);
    return /\b(\d{6})\b/.exec(row!.body)![1]!;
  }
  async function signUpByPhone(typed = "(860) 555-0123"): Promise<CookieJar> {
    expect((await call("/api/auth/phone-number/send-otp", { body: { phoneNumber: typed } })).status).toBe(200);
    const verified = await call("/api/auth/phone-number/verify", { body: { phoneNumber: typed, code: await lastCode(), name: "Rosa Parent", password: PASSWORD } });
    expect(verified.status).toBe(200);
    return new CookieJar().take(verified);
  }

  it("signs up with a phone number, a texted code, a name and a password, then signs in with the number and the password", async () => {
    const jar = await signUpByPhone();
    const [row] = await texts();
    expect(row).toMatchObject({ template: "account-phone-code", status: "pending" });
    expect(row!.body).toMatch(/^Callboard: \d{6} is your code/);
    const me = await viewer(jar);
    expect(me).toMatchObject({ name: "Rosa Parent" });
    const [user] = await t.database.db.select().from(users).where(eq(users.phoneNumber, NUMBER));
    expect(user).toMatchObject({ phoneNumberVerified: true, email: phoneAccountEmail(NUMBER), emailVerified: false, name: "Rosa Parent" });
    expect(await t.database.db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, user!.id))).toEqual([{ providerId: "credential" }]);

    // Typed any way, the number is the same account.
    const signIn = await call("/api/auth/sign-in/phone-number", { body: { phoneNumber: "860.555.0123", password: PASSWORD } });
    expect(signIn.status).toBe(200);
    expect((await viewer(new CookieJar().take(signIn)))?.name).toBe("Rosa Parent");
    expect((await call("/api/auth/sign-in/phone-number", { body: { phoneNumber: NUMBER, password: "wrong password" } })).status).toBe(401);
    // Its placeholder address signs nobody in and is sent nothing.
    expect((await call("/api/auth/sign-in/email", { body: { email: phoneAccountEmail(NUMBER), password: PASSWORD } })).status).toBe(400);
  });

  it("says clearly when what was typed cannot be a phone number, and what is missing", async () => {
    for (const typed of ["12345", "860-555", "+44 12", "call me"]) {
      const answer = await call("/api/auth/phone-number/send-otp", { body: { phoneNumber: typed } });
      expect(answer.status, typed).toBe(400);
      expect((await answer.json()).message).toBe(INVALID_PHONE);
    }
    const missing = await call("/api/auth/sign-in/phone-number", { body: { phoneNumber: "", password: PASSWORD } });
    expect((await missing.json()).message).toBe(authCopy.missingCredentials);
    expect((await (await call("/api/auth/phone-number/send-otp", { body: { phoneNumber: " " } })).json()).message).toBe(authCopy.missingEmail);
    expect(await texts()).toEqual([]);
  });

  it("signs in with a texted code; a code for a number no account uses signs nobody up", async () => {
    await signUpByPhone();
    expect((await call("/api/auth/phone-number/send-otp", { body: { phoneNumber: "+1 860 555 0123" } })).status).toBe(200);
    const code = await lastCode();
    expect((await call("/api/auth/phone-number/verify", { body: { phoneNumber: NUMBER, code: code === "000000" ? "111111" : "000000" } })).status).toBe(400);
    const byCode = await call("/api/auth/phone-number/verify", { body: { phoneNumber: NUMBER, code } });
    expect(byCode.status).toBe(200);
    expect((await viewer(new CookieJar().take(byCode)))?.name).toBe("Rosa Parent");

    const stranger = "+18605550199";
    expect((await call("/api/auth/phone-number/send-otp", { body: { phoneNumber: stranger } })).status).toBe(200);
    const bare = await call("/api/auth/phone-number/verify", { body: { phoneNumber: stranger, code: await lastCode(stranger) } });
    expect(bare.status).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.phoneNumber, stranger))).toEqual([]);
  });

  it("limits texts per number and client like emails, and per number per day whatever the client", async () => {
    await signUpByPhone();
    const bomber = "203.0.113.77";
    const sent: number[] = [];
    for (let i = 0; i < EMAILS_PER_ACCOUNT + 1; i++) {
      await t.database.db.delete(authRateLimits);
      sent.push((await call("/api/auth/phone-number/send-otp", { body: { phoneNumber: NUMBER }, from: bomber })).status);
    }
    expect(sent.slice(0, EMAILS_PER_ACCOUNT)).toEqual(Array(EMAILS_PER_ACCOUNT).fill(200));
    expect(sent.at(-1)).toBe(429);
    await t.database.db.delete(authRateLimits);
    expect((await (await call("/api/auth/phone-number/send-otp", { body: { phoneNumber: NUMBER }, from: bomber })).json()).message).toBe(TOO_MANY_TEXTS);
    // 1 (sign-up) + 10 texts so far; the day's limit for the number (12 here) stops the owner's second.
    expect((await call("/api/auth/phone-number/send-otp", { body: { phoneNumber: NUMBER } })).status).toBe(200);
    const overDay = await call("/api/auth/phone-number/send-otp", { body: { phoneNumber: NUMBER } });
    expect(overDay.status).toBe(429);
    expect((await overDay.json()).message).toBe(smsLimitCopy.perNumber);
    expect((await texts()).length).toBe(12);
  });

  it("limits code guesses per number and client: the owner's own device still signs in", async () => {
    await signUpByPhone();
    expect((await call("/api/auth/phone-number/send-otp", { body: { phoneNumber: NUMBER } })).status).toBe(200);
    const code = await lastCode();
    const attacker = "203.0.113.66";
    for (let i = 0; i < 10; i++) {
      await t.database.db.delete(authRateLimits);
      await call("/api/auth/sign-in/phone-number", { body: { phoneNumber: NUMBER, password: `guess ${i}` }, from: attacker });
    }
    await t.database.db.delete(authRateLimits);
    const limited = await call("/api/auth/phone-number/verify", { body: { phoneNumber: NUMBER, code }, from: attacker });
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toBe(authCopy.tooManyForAccount);
    expect((await call("/api/auth/phone-number/verify", { body: { phoneNumber: NUMBER, code }, from: "198.51.100.9" })).status).toBe(200);
  });

  it("resets a forgotten password with a texted code, checked with the page's own schema: the old password and every session stop working", async () => {
    const jar = await signUpByPhone();
    expect((await call("/api/auth/phone-number/request-password-reset", { body: { phoneNumber: "(860) 555-0123" } })).status).toBe(200);
    expect((await texts())[0]!.template).toBe("account-reset-code");
    const code = await lastCode();
    const short = await call("/api/auth/phone-number/reset-password", { body: { phoneNumber: NUMBER, otp: code, newPassword: "short" } });
    expect(short.status).toBe(400);
    const formSaid = phoneResetFormSchema.safeParse({ code, password: "short", confirm: "short" }).error!.issues[0]!.message;
    expect((await short.json()).message).toBe(formSaid);
    expect((await call("/api/auth/phone-number/reset-password", { body: { phoneNumber: NUMBER, otp: code === "000000" ? "111111" : "000000", newPassword: "new-password-2026" } })).status).toBe(400);
    const reset = await call("/api/auth/phone-number/reset-password", { body: { phoneNumber: "860 555 0123", otp: code, newPassword: "new-password-2026" } });
    expect(reset.status, await reset.clone().text()).toBe(200);
    expect(await viewer(jar)).toBeNull();
    expect((await call("/api/auth/sign-in/phone-number", { body: { phoneNumber: NUMBER, password: PASSWORD } })).status).toBe(401);
    expect((await call("/api/auth/sign-in/phone-number", { body: { phoneNumber: NUMBER, password: "new-password-2026" } })).status).toBe(200);

    // A number no account uses: the same answer, and nothing is texted.
    expect((await call("/api/auth/phone-number/request-password-reset", { body: { phoneNumber: "+18605550199" } })).status).toBe(200);
    expect(await texts("+18605550199")).toEqual([]);
  });

  /** The /account form's post (the phone factor's switch), answered with the outcome the page shows. */
  async function phoneFactor(jar: CookieJar, fields: Record<string, string>) {
    const request = new Request(`${ORIGIN}/account`, { method: "POST", headers: { cookie: jar.header(), origin: ORIGIN }, body: new URLSearchParams({ intent: "phone-factor", ...fields }) });
    const answer = (await accountPage.action({ request, context: { app: context }, params: {} } as never)) as Response;
    return new URL(answer.headers.get("location")!, ORIGIN).searchParams.get("phoneFactor");
  }
  const userRow = async () => (await t.database.db.select().from(users).where(eq(users.phoneNumber, NUMBER)))[0]!;

  it("turns the phone factor on from /account with the password; a password sign-in then asks for a texted code; off again, it does not", async () => {
    const jar = await signUpByPhone();
    expect(await phoneFactor(jar, { turn: "on", password: "wrong password" })).toBe("wrong_password");
    // Better Auth's own switch would not record the factor: refused.
    expect((await call("/api/auth/two-factor/enable", { body: { password: PASSWORD, method: "otp" }, jar })).status).toBe(400);
    expect(await userRow()).toMatchObject({ phoneTwoFactor: false, twoFactorEnabled: false });
    expect(await phoneFactor(jar, { turn: "on", password: PASSWORD })).toBe("on");
    expect(await userRow()).toMatchObject({ phoneTwoFactor: true, twoFactorEnabled: true });

    const signIn = await call("/api/auth/sign-in/phone-number", { body: { phoneNumber: NUMBER, password: PASSWORD } });
    expect(await signIn.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["otp"] });
    const pending = new CookieJar().take(signIn);
    expect(pending.has(/session_token/)).toBe(false);
    expect((await call("/api/auth/two-factor/send-otp", { body: {}, jar: pending })).status).toBe(200);
    const [sent] = await texts();
    expect(sent!.template).toBe("account-two-factor-code");
    const code = await lastCode();
    expect((await call("/api/auth/two-factor/verify-otp", { body: { code: code === "000000" ? "111111" : "000000" }, jar: pending })).status).not.toBe(200);
    const verified = await call("/api/auth/two-factor/verify-otp", { body: { code }, jar: pending });
    expect(verified.status).toBe(200);
    expect((await viewer(pending.take(verified)))?.name).toBe("Rosa Parent");

    expect(await phoneFactor(jar, { turn: "off", password: PASSWORD })).toBe("off");
    expect(await userRow()).toMatchObject({ phoneTwoFactor: false, twoFactorEnabled: false });
    const plain = await call("/api/auth/sign-in/phone-number", { body: { phoneNumber: NUMBER, password: PASSWORD } });
    expect(await plain.json()).not.toHaveProperty("twoFactorRedirect");
    expect(new CookieJar().take(plain).has(/session_token/)).toBe(true);
  });

  it("keeps the phone factor and the authenticator app apart: sign-in offers each one on, turning the app off leaves the phone, the app alone texts nothing", async () => {
    const jar = await signUpByPhone();
    const enabled = await call("/api/auth/two-factor/enable", { body: { password: PASSWORD }, jar });
    expect(enabled.status).toBe(200);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const confirmed = await call("/api/auth/two-factor/verify-totp", { body: { code: await totpCode(totpURI) }, jar });
    expect(confirmed.status).toBe(200);
    jar.take(confirmed);
    const methods = async () => ((await (await call("/api/auth/sign-in/phone-number", { body: { phoneNumber: NUMBER, password: PASSWORD } })).json()) as { twoFactorMethods?: string[] }).twoFactorMethods;
    expect(await methods()).toEqual(["totp"]);
    // The app alone: a texted code is not sent, whoever asks.
    const pending = new CookieJar().take(await call("/api/auth/sign-in/phone-number", { body: { phoneNumber: NUMBER, password: PASSWORD } }));
    const before = (await texts()).length;
    await call("/api/auth/two-factor/send-otp", { body: {}, jar: pending });
    expect((await texts()).length).toBe(before);

    expect(await phoneFactor(jar, { turn: "on", password: PASSWORD })).toBe("on");
    expect(await methods()).toEqual(["totp", "otp"]);
    const off = await call("/api/auth/two-factor/disable", { body: { password: PASSWORD }, jar });
    expect(off.status, await off.clone().text()).toBe(200);
    expect(await userRow()).toMatchObject({ phoneTwoFactor: true, twoFactorEnabled: true });
    expect(await methods()).toEqual(["otp"]);
  });

  it("sends each text through the job runner once: held with no provider, sent by a provider, never twice", async () => {
    const db = t.database.db;
    expect((await call("/api/auth/phone-number/send-otp", { body: { phoneNumber: NUMBER } })).status).toBe(200);
    expect(await runQueuedJobs(db, { [SEND_SMS_JOB]: createSendQueuedSmsHandler({ db, transport: null }) })).toBe(1);
    expect((await texts())[0]).toMatchObject({ status: "held", sentAt: null });

    const handed: string[] = [];
    let failNext = true;
    const flaky: SmsTransport = {
      name: "fake",
      send: async (sms) => {
        handed.push(sms.body);
        if (failNext) {
          failNext = false;
          throw new Error("provider unreachable");
        }
        return { ok: true, providerMessageId: `SM${handed.length}` };
      },
    };
    const handler = createSendQueuedSmsHandler({ db, transport: flaky });
    expect((await call("/api/auth/phone-number/send-otp", { body: { phoneNumber: NUMBER } })).status).toBe(200);
    await expect(runQueuedJobs(db, { [SEND_SMS_JOB]: handler })).rejects.toThrow("provider unreachable");
    expect((await texts())[0]).toMatchObject({ status: "pending", lastError: "provider unreachable" });
    // The retry (its backoff over) sends it; another run of the same job sends nothing more.
    expect(await runQueuedJobs(db, { [SEND_SMS_JOB]: handler }, new Date(Date.now() + 7_200_000))).toBe(1);
    expect((await texts())[0]).toMatchObject({ status: "sent", providerMessageId: "SM2" });
    const [job] = await db.select().from(jobs).where(eq(jobs.kind, SEND_SMS_JOB)).orderBy(desc(jobs.id)).limit(1);
    expect(await handler(job!, { reportProgress: async () => true, signal: new AbortController().signal, now: () => new Date() })).toMatchObject({ ok: true, done: "skipped" });
    expect(handed.length).toBe(2);

    // A text whose worker stopped while the provider had it is not handed over again.
    expect((await call("/api/auth/phone-number/send-otp", { body: { phoneNumber: NUMBER } })).status).toBe(200);
    const [stuck] = await texts();
    await db.update(smsOutbox).set({ status: "sending" }).where(eq(smsOutbox.id, stuck!.id));
    await runQueuedJobs(db, { [SEND_SMS_JOB]: handler });
    expect((await texts())[0]).toMatchObject({ status: "failed" });
    expect(handed.length).toBe(2);
    // The same code asked twice queues one text.
    expect(await db.select().from(jobs).where(and(eq(jobs.kind, SEND_SMS_JOB)))).toHaveLength(3);
  });
});

describe("Twilio's API, against a local fake", () => {
  let server: Server;
  let base = "";
  const seen: Array<{ path: string; auth: string; body: URLSearchParams; idempotency: string }> = [];
  let answer: { status: number; body: unknown } = { status: 201, body: { sid: "SM123" } };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        seen.push({ path: req.url ?? "", auth: req.headers.authorization ?? "", body: new URLSearchParams(raw), idempotency: String(req.headers["i-twilio-idempotency-token"] ?? "") });
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const sid = `AC${"a".repeat(32)}`;
  const transport = () => createTwilioTransport({ accountSid: sid, authToken: "token-token-token-1", from: "+18605550100", apiUrl: base });

  it("posts the message with basic auth and reads the message sid", async () => {
    answer = { status: 201, body: { sid: "SM123" } };
    expect(await transport().send({ to: NUMBER, body: "Callboard: 123456 is your code.", idempotencyKey: "sms:abc" })).toEqual({ ok: true, providerMessageId: "SM123" });
    const request = seen.at(-1)!;
    expect(request.path).toBe(`/2010-04-01/Accounts/${sid}/Messages.json`);
    expect(request.auth).toBe(`Basic ${Buffer.from(`${sid}:token-token-token-1`).toString("base64")}`);
    expect(Object.fromEntries(request.body)).toEqual({ To: NUMBER, From: "+18605550100", Body: "Callboard: 123456 is your code." });
    expect(request.idempotency).toBe("sms:abc");
  });

  it("treats a refusal as final and an outage as worth another try", async () => {
    answer = { status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } };
    expect(await transport().send({ to: NUMBER, body: "x", idempotencyKey: "k" })).toEqual({ ok: false, reason: "rejected", detail: "twilio 400 (21211): The 'To' number is not a valid phone number." });
    answer = { status: 503, body: { message: "Service Unavailable" } };
    await expect(transport().send({ to: NUMBER, body: "x", idempotencyKey: "k" })).rejects.toThrow("twilio 503");
  });
});
