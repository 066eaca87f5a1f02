import { describe, expect, it } from "vitest";
import { readStoredCart, saveCart, saveCheckout, startCart, STORAGE_KEYS } from "./cart-storage";

function memoryStore(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}
const storedCart = JSON.stringify([
  { id: "core-1", tier: "core", price: 16800, isVirtual: false, quantity: 1 },
  { id: "secret-2", tier: "secret", price: 1, isVirtual: false, quantity: 1 },
]);
const sells = (t: string) => t === "core";

describe("startCart", () => {
  it("clears the stored cart in session and local storage on a page load", () => {
    const session = memoryStore({ cart: storedCart, appliedDiscounts: '["STUDIOFRIEND10"]', selectedCity: "hartford" });
    const local = memoryStore({ cart: storedCart });
    const start = startCart({ session, local, citySlug: "hartford", devPreview: false, firstLoad: true, sells });
    expect(start).toEqual({ cart: [], codes: [] });
    expect(session.map.has("cart")).toBe(false);
    expect(local.map.has("cart")).toBe(false);
  });

  it("keeps the stored cart with devPreview, dropping tiers the event does not sell", () => {
    const session = memoryStore({ cart: storedCart, appliedDiscounts: '["studiofriend10"]', selectedCity: "hartford" });
    const start = startCart({ session, local: null, citySlug: "hartford", devPreview: true, firstLoad: true, sells });
    expect(start.cart.map((i) => i.id)).toEqual(["core-1"]);
    expect(start.codes).toEqual(["STUDIOFRIEND10"]);
  });

  it("clears city, cart, checkout and registration data when the path city differs from the stored one", () => {
    const session = memoryStore({ cart: storedCart, selectedCity: "orlando", checkoutCityKey: "orlando", registrationData: "{}" });
    const start = startCart({ session, local: null, citySlug: "hartford", devPreview: true, firstLoad: false, sells });
    expect(start.cart).toEqual([]);
    expect(session.map.get(STORAGE_KEYS.selectedCity)).toBe("hartford");
    expect(session.map.has("checkoutCityKey")).toBe(false);
    expect(session.map.has("registrationData")).toBe(false);
  });

  it("keeps the cart across client navigations within the same city", () => {
    const session = memoryStore({ cart: storedCart, selectedCity: "hartford" });
    expect(startCart({ session, local: null, citySlug: "hartford", devPreview: false, firstLoad: false, sells }).cart).toHaveLength(1);
  });
});

describe("saving", () => {
  it("removes the entry when the cart is empty", () => {
    const session = memoryStore({ cart: storedCart });
    saveCart(session, []);
    expect(session.map.has("cart")).toBe(false);
  });

  it("writes the checkout keys the spec lists", () => {
    const session = memoryStore();
    saveCheckout(session, { citySlug: "london", cityName: "London, UK", dateText: "TBD", currency: "GBP", allVirtual: false, codes: ["LONDON15"] });
    expect(Object.fromEntries(session.map)).toMatchObject({
      selectedCity: "london",
      customerSelectedCity: "london",
      checkoutCityKey: "london",
      checkoutCityName: "London, UK",
      cityDisplayInfo: JSON.stringify({ name: "London, UK", date: "TBD" }),
      isVirtualSession: "false",
      selectedCurrency: "GBP",
      appliedDiscounts: '["LONDON15"]',
    });
    expect(readStoredCart(session).citySlug).toBe("london");
  });
});
