import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import type { AppContext } from "~/app-context.server";
import { createTestContext, signedInCookie, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { routeAccess } from "~/lib/route-access";

/**
 * Pages anyone may open. Every other route in app/routes.ts must turn strangers away in its loader
 * and action: a new route fails this test until it calls requireUser/requireAdmin or is listed here.
 */
const PUBLIC_ROUTES = new Set([
  "",
  "sitemap.xml",
  "robots.txt",
  "faq",
  "about",
  "resources",
  "scholarship",
  "privacy",
  "terms",
  "submit-talent",
  "audition-video",
  "beta-payment",
  "order-confirmation",
  "student-registration",
  "waitlist-offer",
  "auth",
  "audition-registration/:token",
  // A reminder's signed links: the token is the authority (the buyer is not signed in).
  "resume-checkout/:token",
  "offer-access/:token",
  "unsubscribe/:token",
  // A date change's signed link for a buyer (issue 22).
  "date-change/:token",
  // Subscriptions (issue 23): the checkout and its confirmation by unguessable token, and the signed card-update link.
  "subscribe/:tierKey",
  "subscription-confirmation",
  "subscription-card/:token",
  // The pro track upgrade (issue 23): asked for by email and order number, paid from the signed link; the program's order by its token.
  "upgrade/:token",
  "upgrade-to-pro-track",
  "upgrade-confirmation",
  "pro-track-upgrade-thank-you",
  "acting-for-dancers-confirmation",
  "acting-for-dancers",
  "elite-mentorship-beta",
  ":city",
  "*",
]);

interface RouteModule {
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
}

function flatten(entries: RouteConfigEntry[], parent = ""): Array<{ path: string; file: string }> {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

const allRoutes = flatten(routes as RouteConfigEntry[]);
const guarded = allRoutes.filter((r) => !PUBLIC_ROUTES.has(r.path));
// Pages and the resource routes beside them (CSV downloads are .ts).
const modules = import.meta.glob<RouteModule>("../../routes/*.{ts,tsx}");

async function load(file: string): Promise<RouteModule> {
  const importer = modules[`../../${file}`];
  if (!importer) throw new Error(`no module for ${file}`);
  return importer();
}

/** What a loader or action did: a redirect's target, or "answered" when it returned or threw anything else. */
async function outcome(run: () => Promise<unknown> | undefined): Promise<{ redirect: string | null; status: number | null }> {
  try {
    const value = await run();
    return { redirect: null, status: value instanceof Response ? value.status : 200 };
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) return { redirect: thrown.headers.get("Location"), status: thrown.status };
    if (thrown instanceof Response) return { redirect: null, status: thrown.status };
    // React Router's data() throws a DataWithResponseInit.
    const init = (thrown as { init?: { status?: number } } | null)?.init;
    if (init?.status) return { redirect: null, status: init.status };
    throw thrown;
  }
}

describe("every page is public or guarded", () => {
  it("lists each route in app/routes.ts as public or as a guarded path", () => {
    expect(allRoutes.length).toBeGreaterThan(10);
    const undeclared = guarded.filter((r) => routeAccess(`/${r.path}`) === "public").map((r) => r.path);
    expect(undeclared, "add the route to PUBLIC_ROUTES here, or its path to ADMIN_PATHS/SIGNED_IN_PATHS in route-access.ts and guard it").toEqual([]);
    expect(guarded.length).toBeGreaterThan(0);
  });
});

describe.each(testDatabaseKinds())("the route guard on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let userCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t.database);
    userCookie = await signedInCookie(context, { email: "dancer@example.com", name: "Dana Dancer" });
    adminCookie = await signedInCookie(context, { email: "team@example.com", name: "Tara Team", admin: true });
  }, 60_000);
  afterAll(async () => {
    await t?.destroy();
  });

  function request(path: string, method: "GET" | "POST", cookie?: string): Request {
    const headers: Record<string, string> = { Origin: TEST_ORIGIN };
    if (cookie) headers.Cookie = cookie;
    if (method === "POST") headers["Content-Type"] = "application/x-www-form-urlencoded";
    return new Request(`${TEST_ORIGIN}${path}`, { method, headers, body: method === "POST" ? "intent=resend&id=1&email=someone%40example.com" : undefined });
  }

  for (const route of guarded) {
    const path = `/${route.path.replace(/:[^/]+/g, "sample")}`;
    const params = Object.fromEntries([...route.path.matchAll(/:([^/]+)/g)].map((m) => [m[1]!, "sample"]));
    const access = routeAccess(path);

    it(`${path} (${access}) sends strangers to /auth and back, from its loader and its action`, async () => {
      const mod = await load(route.file);
      expect(mod.loader, `${route.file} needs a loader that checks the session`).toBeTypeOf("function");
      for (const [method, fn] of [["GET", mod.loader], ["POST", mod.action]] as const) {
        if (!fn) continue;
        const anonymous = await outcome(() => fn({ request: request(path, method), context: { app: context }, params }));
        expect(anonymous.redirect, `${method} ${path} as a stranger`).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
      }
    });

    if (access === "admin") {
      it(`${path} sends a signed-in non-admin to /, and lets an admin in`, async () => {
        const mod = await load(route.file);
        for (const [method, fn] of [["GET", mod.loader], ["POST", mod.action]] as const) {
          if (!fn) continue;
          const user = await outcome(() => fn({ request: request(path, method, userCookie), context: { app: context }, params }));
          expect(user.redirect, `${method} ${path} as a plain user`).toBe("/");
        }
        const admin = await outcome(() => mod.loader!({ request: request(path, "GET", adminCookie), context: { app: context }, params }));
        expect(admin.redirect).toBeNull();
        // Past the guard: a path naming a record ("sample") answers that there is no such record.
        expect(admin.status).toBe(route.path.includes(":") ? 404 : 200);
      });
    } else {
      it(`${path} lets a signed-in person in`, async () => {
        const mod = await load(route.file);
        const user = await outcome(() => mod.loader!({ request: request(path, "GET", userCookie), context: { app: context }, params }));
        expect(user.redirect).toBeNull();
        expect(user.status).toBe(200);
      });
    }
  }
});
