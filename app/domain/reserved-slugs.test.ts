import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { catalog } from "../../seed/catalog";
import routes from "~/routes";
import { catalogSeedSchema } from "~/features/catalog/seed-types";
import { isReservedSlug, ROUTE_SEGMENTS, SERVER_SEGMENTS } from "./reserved-slugs";

/** Every route's full path, children joined to their parents' paths. */
function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [own, ...routePaths(entry.children ?? [], own)];
  });
}

/** The first segment of each route that has a static one (not the home page, `:city` or `*`). */
function staticFirstSegments(): string[] {
  const segments = routePaths(routes as RouteConfigEntry[])
    .map((p) => p.split("/")[0] ?? "")
    .filter((segment) => segment !== "" && !/[:*?()]/.test(segment));
  return [...new Set(segments)];
}

describe("reserved first segments", () => {
  it("lists exactly the static first segments of app/routes.ts", () => {
    const fromRoutes = staticFirstSegments();
    expect(fromRoutes.length).toBeGreaterThan(10);
    expect(
      fromRoutes.filter((s) => !ROUTE_SEGMENTS.includes(s)),
      "a route in app/routes.ts whose first segment is missing from ROUTE_SEGMENTS (app/domain/reserved-slugs.ts)",
    ).toEqual([]);
    expect(
      ROUTE_SEGMENTS.filter((s) => !fromRoutes.includes(s)),
      "a segment in ROUTE_SEGMENTS that no route in app/routes.ts has any more",
    ).toEqual([]);
  });

  it("lists the paths the HTTP server answers before the pages", () => {
    const source = readFileSync(path.resolve("server/app.ts"), "utf8");
    const served = [...source.matchAll(/\bapp\.(?:get|post|put|delete|all|use|route)\(\s*"\/([^/*"]+)/g)].map((m) => m[1]);
    expect(served.length).toBeGreaterThan(1);
    expect(served.filter((s) => s !== undefined && !SERVER_SEGMENTS.includes(s))).toEqual([]);
  });

  it("compares without regard to case, as routes match", () => {
    expect(isReservedSlug("faq")).toBe(true);
    expect(isReservedSlug("FAQ")).toBe(true);
    expect(isReservedSlug("api")).toBe(true);
    expect(isReservedSlug("faq-day")).toBe(false);
  });
});

describe("no seeded page slug shadows a site route", () => {
  const seed = catalogSeedSchema.parse(catalog);
  // Events without a page are never served at /{slug} (the Acting for Dancers event prices the
  // program page that shares its path), so only slugs with a page at /{slug} are checked.
  const pageSlugs = [...seed.events.filter((e) => e.hasPage).map((e) => e.slug), ...seed.opportunities.map((o) => o.slug)];

  it("finds the seeded pages", () => {
    expect(pageSlugs.length).toBeGreaterThan(20);
  });

  it("gives no event or opportunity page a reserved slug", () => {
    expect(pageSlugs.filter(isReservedSlug)).toEqual([]);
  });
});
