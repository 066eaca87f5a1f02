import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalog } from "../seed/catalog";
import { catalogSeedSchema, sellsTiers } from "~/features/catalog/seed-types";

/**
 * The catalog is data: no component, rule, branch or copy file (app/content included) may name a city;
 * what one stop's page says is in its page configuration. Tests and the seed may.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("no city slug in application code", () => {
  // The online program is an event without a city: its page is a site route the copy links to.
  const slugs = catalog.events.filter((e) => e.kind !== "virtual").map((e) => e.slug);
  const files = [...sourceFiles(path.resolve("app")), ...sourceFiles(path.resolve("server"))];

  it("finds the application's files, the copy in app/content among them", () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((f) => f.includes(`${path.sep}content${path.sep}`)).length).toBeGreaterThan(5);
  });

  it.each(slugs)("'%s' appears in no quoted string outside the seed", (slug) => {
    const quoted = new RegExp(`["'\`/]${slug.replace(/-/g, "\\-")}["'\`]`);
    const offenders = files.filter((f) => quoted.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });
});

describe("no tier key that belongs to one city in application code", () => {
  // A tier only one event sells (the studio weekend's VIP upgrade, Boston's variants) is that city's:
  // its rules and copy must come from the offers and the page configuration, never from a branch.
  // The online program's own options (sold only by the virtual event) are the program's, not a city's.
  const seed = catalogSeedSchema.parse(catalog);
  const sellers = new Map<string, number>();
  for (const e of seed.events) if (e.kind !== "virtual") for (const key of sellsTiers(e)) sellers.set(key, (sellers.get(key) ?? 0) + 1);
  const cityTiers = [...sellers].filter(([, n]) => n === 1).map(([key]) => key);
  const files = [...sourceFiles(path.resolve("app")), ...sourceFiles(path.resolve("server"))];

  it("knows some city-only tiers", () => {
    expect(cityTiers.length).toBeGreaterThan(3);
  });

  it.each(cityTiers)("'%s' appears in no quoted string outside the seed", (key) => {
    const quoted = new RegExp(`["'\`]${key}["'\`]`);
    expect(files.filter((f) => quoted.test(readFileSync(f, "utf8")))).toEqual([]);
  });
});
