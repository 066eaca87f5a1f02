import { afterEach, describe, expect, it, vi } from "vitest";
import { configureAnalytics, isPixelLoaded, resetAnalytics, sentEvents, track } from "./analytics";

afterEach(() => {
  resetAnalytics();
  configureAnalytics({ pixelId: null });
});

describe("analytics", () => {
  it("records events without loading anything while no pixel ID is configured", () => {
    const loader = vi.fn();
    configureAnalytics({ pixelId: null, loader });
    track({ name: "AddToCart", params: { value: 168, currency: "USD", content_name: "Core Experience" } });
    expect(sentEvents()).toEqual([{ name: "AddToCart", params: { value: 168, currency: "USD", content_name: "Core Experience" } }]);
    expect(loader).not.toHaveBeenCalled();
    expect(isPixelLoaded()).toBe(false);
  });

  it("loads the pixel once, on the first event, when an ID is configured", () => {
    const fbq = vi.fn();
    const loader = vi.fn(() => fbq);
    configureAnalytics({ pixelId: "123", loader });
    track({ name: "AddToCart", params: { value: 100, currency: "GBP", content_name: "Pro Track" } });
    track({ name: "InitiateCheckout", params: { num_items: 2 } });
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith("123");
    expect(fbq).toHaveBeenNthCalledWith(1, "track", "AddToCart", { value: 100, currency: "GBP", content_name: "Pro Track" });
    expect(fbq).toHaveBeenNthCalledWith(2, "track", "InitiateCheckout", { num_items: 2 });
  });

  it("skips a Purchase of zero with a logged warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(track({ name: "Purchase", params: { value: 0, currency: "USD" } })).toBe(false);
    expect(sentEvents()).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
