import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { boundedBody, forwardedRequest, MAX_BODY_BYTES, MAX_WEBHOOK_BODY_BYTES } from "./bounded-body";

/** A chunked upload that never ends by itself: counts what the server pulled from it. */
function endless(chunkBytes = 16 * 1024) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulled += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes).fill(120));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

function appThatReads() {
  const app = new Hono();
  app.use(boundedBody());
  app.post("*", async (c) => {
    // Read twice on purpose: a handler after the guard must still get the whole body.
    const first = await c.req.text();
    const copy = await forwardedRequest(c.req.raw, "https://site.example").text();
    return c.json({ length: first.length, same: first === copy, url: forwardedRequest(c.req.raw, "https://site.example").url });
  });
  return app;
}

describe("boundedBody", () => {
  it.each(["/student-registration", "/api/events/x/auditions", "/api/auth/sign-in/email"])(
    "refuses a chunked body without a length once it passes the limit on %s, reading no further",
    async (path) => {
      const { stream, state } = endless();
      const res = await appThatReads().request(path, { method: "POST", body: stream, duplex: "half" } as RequestInit);
      expect(res.status).toBe(413);
      expect(await res.text()).toContain("64 KB");
      expect(state.cancelled).toBe(true);
      expect(state.pulled).toBeLessThan(MAX_BODY_BYTES * 2);
    },
  );

  it("refuses a declared length over the limit before reading", async () => {
    const res = await appThatReads().request("/api/waitlist", { method: "POST", body: "x".repeat(MAX_BODY_BYTES + 1), headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ ok: false });
  });

  it("passes a body within the limit, readable again at the public origin", async () => {
    const body = "y".repeat(MAX_BODY_BYTES);
    const res = await appThatReads().request("http://10.0.0.5:3000/student-registration?order=abc", { method: "POST", body });
    expect(await res.json()).toEqual({ length: MAX_BODY_BYTES, same: true, url: "https://site.example/student-registration?order=abc" });
  });

  it("gives payment webhooks their own, larger bound", async () => {
    const ok = await appThatReads().request("/api/webhooks/stripe", { method: "POST", body: "z".repeat(MAX_BODY_BYTES * 4) });
    expect(ok.status).toBe(200);
    const { stream } = endless(64 * 1024);
    const over = await appThatReads().request("/api/webhooks/stripe", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(over.status).toBe(413);
    expect(MAX_WEBHOOK_BODY_BYTES).toBeGreaterThan(MAX_BODY_BYTES);
  });
});
