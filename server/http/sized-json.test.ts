import { Hono } from "hono";
import { compress } from "hono/compress";
import { describe, expect, it } from "vitest";
import { sizedJson } from "./sized-json";

function app() {
  const app = new Hono();
  app.use(compress());
  app.use(sizedJson());
  app.get("/small", (c) => c.json({ ok: true, name: "Zoë" }, 201, { "X-Extra": "1" }));
  app.get("/large", (c) => c.json({ ok: true, rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Dancer ${i}` })) }));
  app.get("/by-hand", () => new Response(JSON.stringify({ ok: true }), { headers: { "Content-Type": "application/json" } }));
  app.get("/nothing", (c) => c.json(undefined));
  return app;
}

const gzip = { headers: { "Accept-Encoding": "gzip" } };

describe("sizedJson", () => {
  it("gives a small JSON answer its length in bytes, so it is sent uncompressed, status and headers kept", async () => {
    const res = await app().request("/small", gzip);
    const text = await res.text();
    expect(res.status).toBe(201);
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Content-Length")).toBe(String(Buffer.byteLength(text)));
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("X-Extra")).toBe("1");
    expect(JSON.parse(text)).toEqual({ ok: true, name: "Zoë" });
  });

  it("still compresses a large one", async () => {
    const res = await app().request("/large", gzip);
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Content-Length")).toBeNull();
  });

  it("measures a JSON Response built by hand", async () => {
    const res = await app().request("/by-hand", gzip);
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Content-Length")).toBe(String('{"ok":true}'.length));
    expect(await res.json()).toEqual({ ok: true });
  });

  it("leaves c.json(undefined) to Hono", async () => {
    const res = await app().request("/nothing");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });
});
