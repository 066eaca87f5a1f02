import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The docs name files; a renamed or deleted file must not leave them pointing nowhere. In README.md,
 * ARCHITECTURE.md and docs/*.md, every backticked path under a folder of the repository (`app/…`,
 * `server/…`, `~/…` for app/), every such path in a fenced block, every file named from inside its
 * feature (`checkout/orders/create-order.server.ts`) and every relative Markdown link must exist. A
 * path with a placeholder or glob (`<name>`, `*`, `{a,b}`, `…`) is checked up to the folder before it.
 */
const root = path.resolve(import.meta.dirname, "..");
const docs = ["README.md", "ARCHITECTURE.md", ...readdirSync(path.join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];

/** Folders and files at the top of the repository that a backticked path may start from. */
const ROOTS = ["app/", "server/", "scripts/", "tests/", "seed/", "drizzle/", "docs/", "public/", ".ci/"];
const TOP_FILES = /^(package\.json|[\w.-]+\.config\.ts|vitest\.[\w.]+\.ts)$/;
const WILD = /[<>*{}…]/;
/** A file named on its own or from inside its feature (`cart-copy.ts`, `checkout/order-emails.server.ts`). */
const PARTIAL_FILE = /^[\w.\-/]+\.(ts|tsx|mjs|sql|sh)$/;

function listFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : listFiles(relative);
    return [relative];
  });
}
const repoFiles = ["app", "server", "scripts", "tests", "seed"].flatMap(listFiles);

export function backtickedPaths(markdown: string): string[] {
  const found: string[] = [];
  for (const [, code] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const token = code!.trim().replace(/^~\//, "app/");
    if (/\s/.test(token)) continue;
    if (ROOTS.some((r) => token.startsWith(r)) || TOP_FILES.test(token) || (PARTIAL_FILE.test(token) && !token.startsWith("/"))) found.push(token);
  }
  return found;
}

/** Paths from a folder of the repository written in fenced blocks (the path of a sale, the request's steps). */
export function fencedPaths(markdown: string): string[] {
  const found: string[] = [];
  for (const [, block] of markdown.matchAll(/```[^\n]*\n([\s\S]*?)```/g))
    for (const [match] of block!.matchAll(/(?<![\w/.-])(?:app|server|scripts|tests|seed)\/[\w./-]+\.(?:tsx?|sql|mjs)(?![\w/])/g)) found.push(match);
  return found;
}

export function markdownLinks(markdown: string): string[] {
  const found: string[] = [];
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!) || target!.startsWith("#")) continue;
    found.push(target!.replace(/#.*$/, ""));
  }
  return found;
}

/** Whether a path exists: a file, a folder, or a module named without its extension. */
function exists(relative: string): boolean {
  let checked = relative;
  if (WILD.test(checked)) checked = checked.slice(0, checked.search(WILD)).replace(/[^/]*$/, "");
  checked = checked.replace(/[.,:;]+$/, "");
  if (checked === "") return true;
  const full = path.join(root, checked);
  if ([full, `${full}.ts`, `${full}.tsx`].some((p) => existsSync(p))) return true;
  // A partial path: some file of the repository ends with it.
  return !ROOTS.some((r) => checked.startsWith(r)) && PARTIAL_FILE.test(checked) && repoFiles.some((f) => f.endsWith(`/${checked}`));
}

describe("paths named in the docs", () => {
  it("finds paths in backticks and links, placeholders cut at their folder", () => {
    expect(backtickedPaths("see `app/db/functions/<name>.sql`, `~/db/schema`, `npm run x`, `/admin`, `package.json`")).toEqual([
      "app/db/functions/<name>.sql",
      "app/db/schema",
      "package.json",
    ]);
    expect(fencedPaths("```\n-> run app/lib/jobs/start-job-worker.server.ts, then x.ts\n```\n`app/a.ts`")).toEqual(["app/lib/jobs/start-job-worker.server.ts"]);
    expect(markdownLinks("[a](docs/ledger.md#gross) [b](https://x.test) [c](#here)")).toEqual(["docs/ledger.md"]);
    expect(exists("app/db/functions/<name>.sql")).toBe(true);
    expect(exists("app/no-such-folder/<name>.ts")).toBe(false);
    expect(exists("app/db/schema")).toBe(true);
    expect(exists("cart/cart-copy.ts")).toBe(true);
    expect(exists("cart/no-such-file.ts")).toBe(false);
  });

  for (const doc of docs) {
    it(`${doc} names only files that exist`, () => {
      const text = readFileSync(path.join(root, doc), "utf8");
      const dir = path.dirname(doc);
      const missing = [
        ...backtickedPaths(text).filter((p) => !exists(p)),
        ...fencedPaths(text).filter((p) => !exists(p)),
        ...markdownLinks(text)
          .map((link) => path.normalize(path.join(dir, link)))
          .filter((p) => !exists(p)),
      ];
      expect(missing).toEqual([]);
    });
  }
});
