import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalog } from "../seed/catalog";

/** The catalog is data: no component, rule or branch may name a city. Tests and the seed may. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("no city slug in application code", () => {
  const slugs = catalog.events.map((e) => e.slug);
  const files = [...sourceFiles(path.resolve("app")), ...sourceFiles(path.resolve("server"))].filter(
    (f) => !f.includes(`${path.sep}content${path.sep}`),
  );

  it("finds the application's files", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(slugs)("'%s' appears in no quoted string outside the seed", (slug) => {
    const quoted = new RegExp(`["'\`/]${slug.replace(/-/g, "\\-")}["'\`]`);
    const offenders = files.filter((f) => quoted.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });
});
