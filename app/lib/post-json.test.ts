import { afterEach, describe, expect, it, vi } from "vitest";
import { postJson } from "./post-json";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("postJson", () => {
  it("posts the body as JSON and reads the typed answer with its status", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: false, message: "Sold out", soldOut: true }), { status: 409 }));
    vi.stubGlobal("fetch", fetchMock);
    const sent = await postJson<{ ok: false; message: string; soldOut: boolean }>("/api/checkout/orders", { buyer: { email: "a@example.com" } });
    expect(sent).toEqual({ httpStatus: 409, answer: { ok: false, message: "Sold out", soldOut: true } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/checkout/orders");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(init.body as string)).toEqual({ buyer: { email: "a@example.com" } });
  });

  it("answers a network failure with status 0 and no answer, never a throw", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    expect(await postJson("/api/waitlist", {})).toEqual({ httpStatus: 0, answer: undefined });
  });

  it("gives no answer for a body that is not JSON, keeping the status", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 })));
    expect(await postJson("/api/waitlist", {})).toEqual({ httpStatus: 502, answer: undefined });
  });
});
