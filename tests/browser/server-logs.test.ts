import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";

const ORDER_TOKEN = "Zq3v_9xY-kP2mN8rT4wB6cD1eF5gH7jK0lA2sD4fG6h";
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ APP_NOW: "2025-09-01T12:00:00-07:00", LOG_LEVEL: "info" }, { captureOutput: true });
});
afterAll(async () => {
  await server?.stop();
});

/** The built server's own output, as an operator's log shipper reads it. */
describe("server logs", () => {
  it("writes only JSON lines, refused cross-site form posts and bearer links included, with no token in them", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    await fetch(`${server.url}/student-registration?order=${ORDER_TOKEN}`, { method: "POST", headers: { ...form, Origin: "https://evil.example" }, body: "students.0.fullName=X" });
    await fetch(`${server.url}/hartford`, { method: "POST", headers: { ...form, Origin: "https://evil.example" }, body: "a=1" });
    await fetch(`${server.url}/auth?redirectTo=%2F%09%2Fevil.example`);
    await fetch(`${server.url}/api/orders/${ORDER_TOKEN}/calendar.ics`);
    await fetch(`${server.url}/api/checkout/orders/${ORDER_TOKEN}`);
    await fetch(`${server.url}/.env`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = server.output();
    expect(lines.length).toBeGreaterThan(5);
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== "object";
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    expect(lines.filter((line) => line.includes(ORDER_TOKEN))).toEqual([]);
    expect(lines.some((line) => line.includes("/api/orders/[token]/calendar.ics"))).toBe(true);
  });
});

/** A cached page is written by node before Hono sees the request (server/http/node-server.ts). */
describe("a cached page from the node server", () => {
  it("is the rendered page with every header it was rendered with, answers HEAD and If-None-Match, and is logged as JSON", async () => {
    const first = await fetch(`${server.url}/hartford`, { headers: { "Accept-Encoding": "br" } });
    const firstBody = await first.text();
    const hit = await fetch(`${server.url}/hartford`, { headers: { "Accept-Encoding": "br" } });
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    expect(await hit.text()).toBe(firstBody);
    for (const name of ["content-security-policy", "x-frame-options", "x-content-type-options", "referrer-policy", "etag", "content-type"]) expect(hit.headers.get(name), name).toBe(first.headers.get(name));
    expect(hit.headers.get("content-encoding")).toBe("br");

    const head = await fetch(`${server.url}/hartford`, { method: "HEAD" });
    expect([head.status, head.headers.get("x-page-cache"), await head.text()]).toEqual([200, "HIT", ""]);
    const unchanged = await fetch(`${server.url}/hartford`, { headers: { "If-None-Match": hit.headers.get("etag")! } });
    expect([unchanged.status, unchanged.headers.get("content-security-policy")]).toEqual([304, first.headers.get("content-security-policy")]);

    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = server.output().map((line) => JSON.parse(line) as { msg?: string; path?: string; status?: number; method?: string; service?: string });
    const logged = lines.filter((l) => l.msg === "request" && l.path === "/hartford");
    expect(logged.map((l) => [l.method, l.status])).toEqual(expect.arrayContaining([["GET", 200], ["HEAD", 200], ["GET", 304]]));
    expect(logged.every((l) => l.service === "callboard")).toBe(true);
  });
});

/** The README's quick start: a bare folder, no settings. Every other test's server starts from a seeded copy. */
describe("first start on an empty data folder", () => {
  it("migrates, seeds the catalog, keeps a generated secret with a log line, and serves a city page", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "callboard-first-start-"));
    // Unlike every other server here, this one migrates a new database from scratch: on a busy 2-core
    // machine (once, beside the unit tests) that alone has taken over a minute.
    const fresh = await startServer({ APP_NOW: "2025-09-01T12:00:00-07:00", LOG_LEVEL: "info", DATA_DIR: dataDir }, { captureOutput: true, healthTimeoutMs: 240_000 });
    try {
      // The log lines reach the pipe a moment after the server answers its health check (a busy machine delays them).
      const messages = await messagesOnceSaid(fresh, ["migrations applied", "catalog seeded"]);
      expect(messages).toEqual(expect.arrayContaining(["migrations applied", "catalog seeded"]));
      expect(messages.some((m) => m.startsWith("APP_SECRET is not set: generated a new secret"))).toBe(true);
      const page = await fetch(`${fresh.url}/hartford`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Hartford");
    } finally {
      await fresh.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});

/** The server's log messages, once every one of `expected` is among them or 15 s have passed. */
async function messagesOnceSaid(running: RunningServer, expected: readonly string[]): Promise<string[]> {
  const read = () => running.output().map((line) => (JSON.parse(line) as { msg?: string }).msg ?? "");
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const messages = read();
    if (expected.every((m) => messages.includes(m))) return messages;
  }
  return read();
}
