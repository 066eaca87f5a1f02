import { eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accounts, auditLog, authRateLimits, users } from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import * as authPage from "~/routes/auth";
import { identityProviders, parseEnv, siteUrl } from "~/lib/env.server";
import { CookieJar } from "../../../tests/support/cookie-jar";
import { createTestApp, createTestContext, signedInCookie, TEST_ORIGIN, testRequest } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { getViewer } from "./get-viewer.server";

/** Sign in with Google through OpenID Connect discovery, against a local OpenID Connect fake started here. */
describe.each(testDatabaseKinds())("sign in with Google on %s", (kind) => {
  let t: TestDatabase;
  let oidc: OAuth2Server;
  let context: AppContext;
  let app: ReturnType<typeof createTestApp>;
  let profile: { sub: string; email: string; email_verified: boolean; name: string };

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    oidc = new OAuth2Server();
    await oidc.issuer.keys.generate("RS256");
    await oidc.start(0, "127.0.0.1");
    // Every token and userinfo answer carries the profile the test set.
    oidc.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, profile));
    oidc.service.on("beforeUserinfo", (answer) => {
      answer.body = profile;
    });
  }, 60_000);
  afterAll(async () => {
    await oidc?.stop();
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.database.db.delete(users);
    await t.database.db.delete(authRateLimits);
    await t.database.db.delete(auditLog);
    context = createTestContext(t.database, {
      GOOGLE_CLIENT_ID: "callboard-test-client",
      GOOGLE_CLIENT_SECRET: "callboard-test-secret",
      GOOGLE_DISCOVERY_URL: `${oidc.issuer.url}/.well-known/openid-configuration`,
    });
    app = createTestApp(context);
  });

  /** The whole redirect dance as a browser does it: our start, the provider's authorize, our callback. */
  async function signInWithGoogle(jar = new CookieJar()): Promise<{ jar: CookieJar; location: string }> {
    const start = await app.request(testRequest("/api/auth/sign-in/social", { body: { provider: "google", callbackURL: "/account", errorCallbackURL: "/auth" }, cookie: jar.header() || undefined }));
    expect(start.status, await start.clone().text()).toBe(200);
    jar.take(start);
    const { url } = (await start.json()) as { url: string };
    expect(url.startsWith(oidc.issuer.url!)).toBe(true);
    const authorize = await fetch(url, { redirect: "manual" });
    const back = new URL(authorize.headers.get("location")!);
    expect(back.origin + back.pathname).toBe(`${siteUrl(context.env)}/api/auth/callback/google`);
    const callback = await app.request(new Request(`${TEST_ORIGIN}${back.pathname}${back.search}`, { headers: { cookie: jar.header(), "X-Forwarded-For": "198.51.100.60" } }));
    jar.take(callback);
    return { jar, location: callback.headers.get("location") ?? `status ${callback.status}` };
  }
  const viewer = (jar: CookieJar) => getViewer({ auth: context.auth, db: t.database.db, request: new Request(`${TEST_ORIGIN}/`, { headers: { cookie: jar.header() } }) });

  it("is off, with no button, when its keys are unset", async () => {
    expect(identityProviders(parseEnv({}))).toEqual([]);
    expect(identityProviders(context.env)).toEqual(["google"]);
    const buttons = async (app: AppContext) => ((await authPage.loader({ request: new Request(`${TEST_ORIGIN}/auth`), context: { app }, params: {} } as never)) as { data: { providers: string[] } }).data.providers;
    expect(await buttons(context)).toEqual(["google"]);
    expect(await buttons(createTestContext(t.database))).toEqual([]);
  });

  it("makes an account for a new verified Google email and signs it in", async () => {
    profile = { sub: "google-1", email: "new.parent@example.com", email_verified: true, name: "New Parent" };
    const { jar, location } = await signInWithGoogle();
    expect(location).toBe("/account");
    expect((await viewer(jar))?.email).toBe("new.parent@example.com");
  });

  it("links Google to the existing account with the same confirmed email, never a second account", async () => {
    await signedInCookie(context, { email: "dana@example.com", name: "Dana Reyes" });
    profile = { sub: "google-2", email: "dana@example.com", email_verified: true, name: "Dana R." };
    const { jar, location } = await signInWithGoogle();
    expect(location).toBe("/account");
    expect((await viewer(jar))?.name).toBe("Dana Reyes");
    const rows = await t.database.db.select().from(users).where(eq(users.email, "dana@example.com"));
    expect(rows).toHaveLength(1);
    const linked = await t.database.db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, rows[0]!.id));
    expect(linked.map((a) => a.providerId).sort()).toEqual(["credential", "google"]);

    // Unlinked while the password remains; the last way in cannot be unlinked.
    const listed = (await (await app.request(testRequest("/api/auth/list-accounts", { cookie: jar.header() }))).json()) as Array<{ id: string; providerId: string }>;
    expect(listed.map((a) => a.providerId).sort()).toEqual(["credential", "google"]);
    const accountOf = (providerId: string) => listed.find((a) => a.providerId === providerId)!.id;
    const unlink = await app.request(testRequest("/api/auth/unlink-account", { body: { accountId: accountOf("google") }, cookie: jar.header() }));
    expect(unlink.status, await unlink.clone().text()).toBe(200);
    // Logged as /account's removals are, with the account it was removed from.
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "account.sign-in-method.unlink"));
    expect(logged.map((a) => [a.actorUserId, a.target, a.details])).toEqual([[rows[0]!.id, rows[0]!.id, { via: "unlink-account", accountId: accountOf("google") }]]);
    const last = await app.request(testRequest("/api/auth/unlink-account", { body: { accountId: accountOf("credential") }, cookie: jar.header() }));
    expect(last.status).toBe(400);
    expect((await t.database.db.select().from(accounts).where(eq(accounts.userId, rows[0]!.id))).map((a) => a.providerId)).toEqual(["credential"]);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, "account.sign-in-method.unlink"))).toHaveLength(1);
  });

  it("does not link an email Google does not vouch for", async () => {
    await signedInCookie(context, { email: "dana@example.com", name: "Dana Reyes" });
    profile = { sub: "google-3", email: "dana@example.com", email_verified: false, name: "Someone" };
    const { location } = await signInWithGoogle();
    expect(location).toMatch(/^\/auth\?error=/);
    const [dana] = await t.database.db.select().from(users).where(eq(users.email, "dana@example.com"));
    expect((await t.database.db.select().from(accounts).where(eq(accounts.userId, dana!.id))).map((a) => a.providerId)).toEqual(["credential"]);
  });
});
