import type { AddressInfo } from "node:net";
import http, { type IncomingMessage } from "node:http";
import { createAdaptorServer } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boundedBody, forwardedRequest, MAX_BODY_BYTES } from "./bounded-body";

/**
 * boundedBody as @hono/node-server runs it in production: the body is read straight from the Node
 * request (no web Request is built for it), so the limit, the 413 and every later reader are checked
 * here over a real socket; bounded-body.test.ts covers the web Request path.
 */
describe("boundedBody under @hono/node-server", () => {
  let server: http.Server;
  let base: string;
  /** Bytes the server had taken off the socket when it answered, per path. */
  const socketBytes = new Map<string, number>();
  let handled = 0;

  beforeAll(async () => {
    const app = new Hono<{ Bindings: { incoming: IncomingMessage } }>();
    app.use(async (c, next) => {
      await next();
      socketBytes.set(c.req.path, c.env.incoming.socket.bytesRead);
    });
    app.use(boundedBody());
    // Read the way the guard and a route do (Hono's cached text), then as React Router and Better Auth do.
    app.post("/read-then-forward", async (c) => {
      handled++;
      const text = await c.req.text();
      const json = (await c.req.json()) as unknown;
      const forwarded = await forwardedRequest(c.req.raw, "https://site.example").text();
      return c.json({ text, json, forwarded });
    });
    app.post("/forward-only", async (c) => {
      handled++;
      const form = await forwardedRequest(c.req.raw, null).formData();
      return c.json({ name: form.get("name") });
    });
    app.post("*", (c) => {
      handled++;
      return c.json({ reached: true });
    });
    server = createAdaptorServer({ fetch: app.fetch }) as http.Server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A POST over its own connection; `chunks` are written one by one (chunked, no length) unless `length` is given. */
  function post(path: string, chunks: Iterable<Buffer>, headers: Record<string, string> = {}): Promise<{ status: number; body: string; written: number }> {
    return new Promise((resolve, reject) => {
      let written = 0;
      const req = http.request(`${base}${path}`, { method: "POST", agent: false, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (p: Buffer) => parts.push(p));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString("utf8"), written }));
        res.on("error", reject);
      });
      req.on("error", (err) => (written > 0 ? undefined : reject(err)));
      const source = chunks[Symbol.iterator]();
      const pump = () => {
        for (;;) {
          const next = source.next();
          if (next.done) return req.end();
          written += next.value.byteLength;
          if (!req.write(next.value)) return req.once("drain", pump);
        }
      };
      pump();
    });
  }

  function* repeated(chunk: Buffer, times: number) {
    for (let i = 0; i < times; i++) yield chunk;
  }

  it("gives the whole body to Hono's readers and to a forwarded copy", async () => {
    const payload = JSON.stringify({ name: "Zoë", pad: "x".repeat(20_000) });
    const halves = [Buffer.from(payload.slice(0, 7)), Buffer.from(payload.slice(7))];
    const res = await post("/read-then-forward", halves, { "Content-Type": "application/json" });
    expect(res.status).toBe(200);
    const answer = JSON.parse(res.body) as { text: string; json: unknown; forwarded: string };
    expect(answer.text).toBe(payload);
    expect(answer.json).toEqual(JSON.parse(payload));
    expect(answer.forwarded).toBe(payload);
  });

  it("gives an unread body to a page action through the Node request's own Request", async () => {
    const res = await post("/forward-only", [Buffer.from("name=Jo+Park")], { "Content-Type": "application/x-www-form-urlencoded" });
    expect(JSON.parse(res.body)).toEqual({ name: "Jo Park" });
  });

  it("takes a body of exactly the limit", async () => {
    const res = await post("/read-then-forward", [Buffer.from(JSON.stringify({ pad: "y".repeat(MAX_BODY_BYTES - 10) }))], { "Content-Type": "application/json" });
    expect(res.status).toBe(200);
    const over = await post("/read-then-forward", [Buffer.from(JSON.stringify({ pad: "y".repeat(MAX_BODY_BYTES - 9) }))], { "Content-Type": "application/json" });
    expect(over.status).toBe(413);
  });

  it("refuses a chunked upload once it passes the limit, counted on the bytes read, and reads no further", async () => {
    const before = handled;
    // 8 MB offered in 16 KB chunks, no Content-Length.
    const res = await post("/api/upload", repeated(Buffer.alloc(16 * 1024, 120), 512), { "Content-Type": "application/json" });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, message: expect.stringContaining("64 KB") });
    expect(handled).toBe(before);
    expect(socketBytes.get("/api/upload")).toBeLessThan(MAX_BODY_BYTES * 3);
  });

  it("refuses a declared length over the limit before reading the body", async () => {
    const before = handled;
    const chunk = Buffer.alloc(16 * 1024, 120);
    const res = await post("/api/declared", repeated(chunk, 512), { "Content-Type": "application/json", "Content-Length": String(chunk.byteLength * 512) });
    expect(res.status).toBe(413);
    expect(handled).toBe(before);
    // What the socket took in one read of the kernel's buffer, not the 8 MB offered.
    expect(socketBytes.get("/api/declared")).toBeLessThan(MAX_BODY_BYTES * 2);
  });

  it("acts on nothing when the client leaves mid-body, and keeps serving", async () => {
    const before = handled;
    await new Promise<void>((resolve) => {
      const req = http.request(`${base}/api/left`, { method: "POST", agent: false, headers: { "Content-Type": "application/json", "Content-Length": "1000" } });
      req.on("error", () => resolve());
      req.write("{\"name\":");
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(handled).toBe(before);
    const res = await post("/api/after", [Buffer.from("{}")], { "Content-Type": "application/json" });
    expect(res.status).toBe(200);
    expect(handled).toBe(before + 1);
  });
});
