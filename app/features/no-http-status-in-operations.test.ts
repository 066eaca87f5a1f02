import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Hono middleware that route modules mount in front of their handlers: it answers HTTP itself, like
 * a route module, and is no operation.
 */
const ROUTE_MIDDLEWARE = new Set(["auth/require-admin-api.server.ts"]);

/**
 * Operations return reasons; only a feature's route module (`*.routes.server.ts`) turns them into an
 * HTTP status and a JSON body. Components (browser code reading the status a server sent) and tests
 * are left out.
 */
function operationFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "components" ? [] : operationFiles(full, root);
    if (ROUTE_MIDDLEWARE.has(path.relative(root, full).split(path.sep).join("/"))) return [];
    return name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.endsWith(".routes.server.ts") ? [full] : [];
  });
}

/** Each names one way an HTTP status gets into a result; ordinary numbers (zod's .max(500, …), money) stay clear. */
export const HTTP_STATUS_PATTERNS: ReadonlyArray<{ what: string; pattern: RegExp }> = [
  { what: "a status literal in a result or its type", pattern: /\bstatus\??\s*:\s*[1-5]\d\d\b/ },
  { what: "a 4xx/5xx literal as a helper's first argument", pattern: /(?<!\b(?:max|min|length|gt|gte|lt|lte|multipleOf))\(\s*[45]\d\d\s*,/ },
  { what: "a field named httpStatus", pattern: /\bhttpStatus\??\s*:/ },
  { what: "Hono's status types", pattern: /\b(?:ContentfulStatusCode|StatusCode)\b/ },
  { what: "a response built outside a route module", pattern: /\bnew Response\(|\bc\.(?:json|body|text|html|redirect)\(/ },
];

export function httpStatusFindings(source: string): string[] {
  return source.split("\n").flatMap((line, i) => {
    const code = line.replace(/\/\/.*$/, "");
    return HTTP_STATUS_PATTERNS.filter(({ pattern }) => pattern.test(code)).map(({ what }) => `${i + 1}: ${what}: ${line.trim()}`);
  });
}

describe("no operation under app/features/ holds an HTTP status", () => {
  const files = operationFiles(path.resolve("app/features"));

  it("finds the features' operations", () => {
    expect(files.some((f) => f.endsWith("quote-cart.server.ts"))).toBe(true);
    expect(files.some((f) => f.endsWith("cart.routes.server.ts"))).toBe(false);
  });

  it("flags each way a status gets in, and not a zod limit", () => {
    expect(httpStatusFindings(`return { ok: false, status: 409, message };`)).toHaveLength(1);
    expect(httpStatusFindings(`| { ok: false; status: 400 | 404; message: string }`)).toHaveLength(1);
    expect(httpStatusFindings(`if (!found) return refuse(404, "No such event.");`)).toHaveLength(1);
    expect(httpStatusFindings(`return c.json({ ok: false }, 404);`)).toHaveLength(1);
    expect(httpStatusFindings(`type R = { httpStatus: number };`)).toHaveLength(1);
    expect(httpStatusFindings(`z.string().max(500, message).min(1, message)`)).toEqual([]);
    expect(httpStatusFindings(`const cents = Math.round(amount / 100);`)).toEqual([]);
  });

  it("finds none in any operation", () => {
    const offenders = files.flatMap((f) => httpStatusFindings(readFileSync(f, "utf8")).map((finding) => `${path.relative(process.cwd(), f)}:${finding}`));
    expect(offenders).toEqual([]);
  });
});
