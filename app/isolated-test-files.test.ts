import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ISOLATED_TEST_FILES } from "../tests/support/isolated-test-files";

const ROOT = path.resolve(import.meta.dirname, "..");

function testFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes("node_modules"))
    .map((file) => path.join(folder, file).split(path.sep).join("/"));
}

/** A file that replaces a module must run isolated: in a worker that shares loaded modules, the real module may already be loaded. */
export function mocksModules(source: string): boolean {
  return /\bvi\.(mock|doMock)\(/.test(source);
}

describe("isolated test files (vitest.config.ts)", () => {
  it("are exactly the unit and integration files that replace a module", () => {
    const mocking = ["app", "server", "seed"].flatMap(testFiles).filter((file) => file !== "app/isolated-test-files.test.ts" && mocksModules(readFileSync(path.join(ROOT, file), "utf8")));
    expect(mocking.sort()).toEqual([...ISOLATED_TEST_FILES].sort());
  });

  it("tells a module mock from other uses of vi", () => {
    expect(mocksModules(`vi.mock("~/features/email/email.server", () => ({}))`)).toBe(true);
    expect(mocksModules(`vi.doMock("./x", () => ({}))`)).toBe(true);
    expect(mocksModules(`vi.fn(); vi.spyOn(console, "error")`)).toBe(false);
  });
});
