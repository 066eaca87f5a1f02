import { eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accounts, authRateLimits, users } from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import { identityProviders, parseEnv, siteUrl } from "~/lib/env.server";
import { CookieJar } from "../../../tests/support/cookie-jar";
import { createTestApp, createTestContext, signedInCookie, TEST_ORIGIN, testRequest } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { getViewer } from "./get-viewer.server";

/**
 * Sign in with Apple through OpenID Connect discovery, against a local OpenID Connect fake. Apple
 * answers with a cross-site form post (response_mode=form_post): the server turns it into the GET
 * callback. Better Auth's own Apple provider has Apple's addresses built in, so it could not be tested here.
 */
describe.each(testDatabaseKinds())("sign in with Apple on %s", (kind) => {
  let t: TestDatabase;
  let oidc: OAuth2Server;
  let context: AppContext;
  let app: ReturnType<typeof createTestApp>;
  let profile: { sub: string; email: string; email_verified: boolean | string };

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    oidc = new OAuth2Server();
    await oidc.issuer.keys.generate("RS256");
    await oidc.start(0, "127.0.0.1");
    // Apple's ID token carries the email (its verified flag as a string) and never the name.
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
    context = createTestContext(t.database, {
      APPLE_CLIENT_ID: "com.callboard.test.web",
      APPLE_CLIENT_SECRET: "callboard-test-apple-secret",
      APPLE_DISCOVERY_URL: `${oidc.issuer.url}/.well-known/openid-configuration`,
    });
    app = createTestApp(context);
  });

  /** Our start, the provider's authorize, its form post back (from its own origin, without our cookies), then the GET it becomes. */
  async function signInWithApple(jar = new CookieJar()): Promise<{ jar: CookieJar; location: string }> {
    const start = await app.request(testRequest("/api/auth/sign-in/social", { body: { provider: "apple", callbackURL: "/account", errorCallbackURL: "/auth" } }));
    expect(start.status, await start.clone().text()).toBe(200);
    jar.take(start);
    const { url } = (await start.json()) as { url: string };
    expect(new URL(url).searchParams.get("response_mode")).toBe("form_post");
    const authorize = await fetch(url, { redirect: "manual" });
    const back = new URL(authorize.headers.get("location")!);
    expect(back.origin + back.pathname).toBe(`${siteUrl(context.env)}/api/auth/callback/apple`);
    const posted = await app.request(
      new Request(`${TEST_ORIGIN}${back.pathname}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(oidc.issuer.url!).origin, "X-Forwarded-For": "198.51.100.61" },
        body: back.searchParams.toString(),
      }),
    );
    expect(posted.status).toBe(303);
    const callback = await app.request(new Request(new URL(posted.headers.get("location")!, TEST_ORIGIN), { headers: { cookie: jar.header(), "X-Forwarded-For": "198.51.100.61" } }));
    jar.take(callback);
    return { jar, location: callback.headers.get("location") ?? `status ${callback.status}` };
  }
  const viewer = (jar: CookieJar) => getViewer({ auth: context.auth, db: t.database.db, request: new Request(`${TEST_ORIGIN}/`, { headers: { cookie: jar.header() } }) });

  it("is off when its keys are unset, on when both are set", () => {
    expect(identityProviders(parseEnv({}))).toEqual([]);
    expect(identityProviders(context.env)).toEqual(["apple"]);
  });

  it("makes an account for a new verified Apple email, named by the email (Apple's token has no name)", async () => {
    profile = { sub: "apple-1", email: "new.parent@example.com", email_verified: "true" };
    const { jar, location } = await signInWithApple();
    expect(location).toBe("/account");
    expect(await viewer(jar)).toMatchObject({ email: "new.parent@example.com", name: "new.parent" });
  });

  it("links Apple to the existing account with the same confirmed email, never a second account", async () => {
    await signedInCookie(context, { email: "dana@example.com", name: "Dana Reyes" });
    profile = { sub: "apple-2", email: "dana@example.com", email_verified: "true" };
    const { jar, location } = await signInWithApple();
    expect(location).toBe("/account");
    expect((await viewer(jar))?.name).toBe("Dana Reyes");
    const rows = await t.database.db.select().from(users).where(eq(users.email, "dana@example.com"));
    expect(rows).toHaveLength(1);
    const linked = await t.database.db.select({ providerId: accounts.providerId, accountId: accounts.accountId }).from(accounts).where(eq(accounts.userId, rows[0]!.id));
    expect(linked.sort((a, b) => a.providerId.localeCompare(b.providerId))).toEqual([
      { providerId: "apple", accountId: "apple-2" },
      { providerId: "credential", accountId: expect.any(String) },
    ]);
    // Signing in again with Apple finds the same account.
    expect((await viewer((await signInWithApple()).jar))?.name).toBe("Dana Reyes");
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });

  it("does not link an email Apple does not vouch for", async () => {
    await signedInCookie(context, { email: "dana@example.com", name: "Dana Reyes" });
    profile = { sub: "apple-3", email: "dana@example.com", email_verified: "false" };
    const { location } = await signInWithApple();
    expect(location).toMatch(/^\/auth\?error=/);
    const [dana] = await t.database.db.select().from(users).where(eq(users.email, "dana@example.com"));
    expect((await t.database.db.select().from(accounts).where(eq(accounts.userId, dana!.id))).map((a) => a.providerId)).toEqual(["credential"]);
  });
});
