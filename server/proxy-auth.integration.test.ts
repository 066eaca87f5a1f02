import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { createTestContext } from "../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../tests/support/test-database";
import { createApp } from "./app";

/** The documented production setup: TLS ends at a proxy, the server sees plain http on its own address. */
const PUBLIC = "https://callboard.example";
const PASSWORD = "correct horse battery";

/** A forwarding proxy as nginx runs it: upstream Host, X-Forwarded-For / -Proto appended, body streamed through. */
function startProxy(upstreamPort: number): Promise<Server> {
  const proxy = createServer((req, res) => {
    const headers: IncomingHttpHeaders = { ...req.headers, host: `127.0.0.1:${upstreamPort}`, "x-forwarded-proto": "https" };
    headers["x-forwarded-for"] = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = httpRequest({ host: "127.0.0.1", port: upstreamPort, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(0, "127.0.0.1", () => resolve(proxy)));
}

describe.each(testDatabaseKinds())("accounts behind a TLS proxy, SITE_URL the public https address, on %s", (kind) => {
  let t: TestDatabase;
  let server: ServerType;
  let proxy: Server;
  let proxyUrl: string;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const context = createTestContext(t.database, { SITE_URL: PUBLIC, PAYMENTS: "test" });
    const app = createApp({ context, build: async () => Promise.reject(new Error("no pages here")), mode: "test" });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    proxy = await startProxy((server.address() as AddressInfo).port);
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => proxy?.close(r));
    await new Promise((r) => server?.close(r));
    await t?.destroy();
  });

  /** A browser on the public site: its Origin is https, its cookies come back. */
  async function call(path: string, body?: unknown) {
    const headers: Record<string, string> = { Origin: PUBLIC, "Sec-Fetch-Site": "same-origin" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (cookies.size > 0) headers.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(`${proxyUrl}${path}`, { method: body === undefined ? "GET" : "POST", headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, value] = [pair!.slice(0, pair!.indexOf("=")).trim(), pair!.slice(pair!.indexOf("=") + 1).trim()];
      if (!value || attributes.some((a) => /max-age=0/i.test(a))) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  }
  async function emailed(to: string, template: string): Promise<URL> {
    const [row] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return new URL(/https?:\/\/[^\s)]+/.exec(row!.text)![0]);
  }
  const session = async () => (await (await call("/api/auth/get-session")).json()) as { user?: { email: string } } | null;

  it("signs up, confirms from the email, signs out, signs in, resets the password and signs in with the new one", async () => {
    const email = "proxied@example.com";
    const up = await call("/api/auth/sign-up/email", { email, password: PASSWORD, name: "Pat Proxy", callbackURL: "/" });
    expect(up.status).toBe(200);

    const confirm = await emailed(email, "account-confirm");
    expect(confirm.origin).toBe(PUBLIC);
    const confirmed = await call(confirm.pathname + confirm.search);
    expect(confirmed.status).toBe(302);
    expect((await session())?.user?.email).toBe(email);
    // Served over https publicly, so the session cookie is Secure.
    expect(confirmed.headers.getSetCookie().some((c) => /session_token/.test(c) && /Secure/i.test(c))).toBe(true);

    expect((await call("/api/auth/sign-out", {})).status).toBe(200);
    expect(await session()).toBeNull();

    expect((await call("/api/auth/sign-in/email", { email, password: "wrong password" })).status).toBe(401);
    expect((await call("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
    expect((await session())?.user?.email).toBe(email);
    expect((await call("/api/auth/sign-out", {})).status).toBe(200);

    expect((await call("/api/auth/request-password-reset", { email, redirectTo: "/auth?step=reset" })).status).toBe(200);
    const reset = await emailed(email, "account-reset");
    expect(reset.origin).toBe(PUBLIC);
    const opened = await call(reset.pathname + reset.search);
    expect(opened.status).toBe(302);
    const token = new URL(opened.headers.get("location")!, PUBLIC).searchParams.get("token");
    expect(token).toBeTruthy();
    expect((await call("/api/auth/reset-password", { newPassword: "a brand new passphrase", token })).status).toBe(200);
    expect((await call("/api/auth/sign-in/email", { email, password: "a brand new passphrase" })).status).toBe(200);
    expect((await session())?.user?.email).toBe(email);
  });

  it("still refuses another site's posts through the proxy", async () => {
    const res = await fetch(`${proxyUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      body: JSON.stringify({ email: "proxied@example.com", password: PASSWORD }),
    });
    expect(res.status).toBe(403);
  });
});
