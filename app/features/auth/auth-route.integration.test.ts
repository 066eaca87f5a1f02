import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, users } from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import * as page from "~/routes/auth";
import { createTestApp, createTestContext, signedInCookie, testRequest } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { OFF_SITE_RETURN } from "./create-auth.server";
import { signInPath } from "./require-viewer.server";

/** Values of ?redirectTo= that must never leave the site nor break the answer, each as a browser would send it. */
const HOSTILE = [
  "/\t/evil.example",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example",
  "javascript:alert(1)",
  "/%0d%0aSet-Cookie:x",
  "/\r\nSet-Cookie: x=1",
  "/ü",
  "/€",
  "/.//evil.example",
  "/api/auth/sign-out",
];

describe.each(testDatabaseKinds())("the /auth page's redirectTo on %s", (kind) => {
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
    await t.database.db.delete(emailOutbox);
    context = createTestContext(t.database);
  });

  /** The loader's answer for /auth?redirectTo=<value>: the redirect it throws, or the data it returns. */
  async function load(redirectTo: string, cookie?: string) {
    const request = new Request(`http://localhost/auth?redirectTo=${encodeURIComponent(redirectTo)}`, { headers: cookie ? { cookie } : {} });
    try {
      const result = await page.loader({ request, context: { app: context }, params: {} } as never);
      return { returnTo: result.data.returnTo };
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      return { status: thrown.status, location: thrown.headers.get("location") };
    }
  }

  it("sends a signed-in visitor only to a page on this site", async () => {
    const cookie = await signedInCookie(context, { email: "dana@example.com" });
    // The address from the report: %2F%09%2Fevil.example used to answer Location: /<TAB>/evil.example.
    const reported = await page
      .loader({ request: new Request("http://localhost/auth?redirectTo=%2F%09%2Fevil.example", { headers: { cookie } }), context: { app: context }, params: {} } as never)
      .then(
        () => null,
        (e: unknown) => e as Response,
      );
    expect(reported?.status).toBe(302);
    expect(reported?.headers.get("location")).toBe("/account");
    for (const value of HOSTILE) expect(await load(value, cookie), JSON.stringify(value)).toEqual({ status: 302, location: "/account" });
    expect(await load("/account?x=1#y", cookie)).toEqual({ status: 302, location: "/account?x=1#y" });
    expect(await load("/customer-emails", cookie)).toEqual({ status: 302, location: "/customer-emails" });
  });

  it("gives a stranger's sign-in form only a page on this site to return to", async () => {
    for (const value of HOSTILE) expect(await load(value), JSON.stringify(value)).toEqual({ returnTo: "/account" });
    expect(await load("/customer-emails?id=4")).toEqual({ returnTo: "/customer-emails?id=4" });
  });

  it("sends strangers from a guarded page to /auth with a redirectTo the page accepts", () => {
    expect(signInPath(new Request("http://localhost/customer-emails?id=4"))).toBe("/auth?redirectTo=%2Fcustomer-emails%3Fid%3D4");
    expect(signInPath(new Request("http://localhost//evil.example/account"))).toBe("/auth");
  });

  it("refuses a return address Better Auth would put in an emailed link unless it stays on this site", async () => {
    const app = createTestApp(context);
    for (const value of ["/\t/evil.example", "/\\evil.example", "/.//evil.example", "/%0d%0aSet-Cookie:x"]) {
      const reset = await app.request(testRequest("/api/auth/request-password-reset", { body: { email: "kim@example.com", redirectTo: value } }));
      expect({ status: reset.status, message: ((await reset.json()) as { message?: string }).message }, JSON.stringify(value)).toEqual({ status: 400, message: OFF_SITE_RETURN });
      const signUp = await app.request(testRequest("/api/auth/sign-up/email", { body: { email: "kim@example.com", password: "correct horse battery", name: "Kim", callbackURL: value } }));
      expect(signUp.status, JSON.stringify(value)).toBe(400);
    }
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0);
  });
});
