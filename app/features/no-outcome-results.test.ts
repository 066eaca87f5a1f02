import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Operations answer one shape, `{ ok: true, ... } | { ok: false, reason, ... }`: never `{ outcome }`.
 * Route modules, components and tests are left out, as in no-http-status-in-operations.test.ts.
 */
function operationFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "components" ? [] : operationFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".routes.server.ts") ? [full] : [];
  });
}

/** A field named `outcome` in a result or its type (a comment's word is no field). */
export function outcomeFindings(source: string): string[] {
  return source.split("\n").flatMap((line, i) => {
    const code = line.replace(/\/\/.*$/, "").replace(/^\s*\*.*$/, "");
    return /\boutcome\??\s*:/.test(code) ? [`${i + 1}: ${line.trim()}`] : [];
  });
}

describe("no operation under app/features/ answers { outcome }", () => {
  const files = operationFiles(path.resolve("app/features"));

  it("finds the features' operations", () => {
    expect(files.some((f) => f.endsWith("resend-outbox-email.server.ts"))).toBe(true);
    expect(files.some((f) => f.endsWith("webhook.routes.server.ts"))).toBe(false);
    expect(files.some((f) => f.endsWith("enqueue-sms.server.ts"))).toBe(true);
  });

  it("flags an outcome field in a result or its type, not the word in a comment or a variable", () => {
    expect(outcomeFindings(`return { outcome: "queued", id };`)).toHaveLength(1);
    expect(outcomeFindings(`  | { outcome?: "skipped"; reason: string }`)).toHaveLength(1);
    expect(outcomeFindings(`return { smsId, outcome: "sent" };`)).toHaveLength(1);
    expect(outcomeFindings(`const outcome = await send(); // outcome: queued`)).toEqual([]);
    expect(outcomeFindings(` * the outcome: recorded on its row`)).toEqual([]);
    expect(outcomeFindings(`return { ok: true, kind: "queued" };`)).toEqual([]);
  });

  it("finds none in any operation", () => {
    const offenders = files.flatMap((f) => outcomeFindings(readFileSync(f, "utf8")).map((finding) => `${path.relative(process.cwd(), f)}:${finding}`));
    expect(offenders).toEqual([]);
  });
});
