import { describe, expect, it } from "vitest";
import { readStoredCart, STORAGE_KEYS } from "~/features/cart/cart-storage";
import { cartLines } from "~/domain/cart";
import { restoreRecoveredCart } from "./restore-recovered-cart";

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

describe("restoreRecoveredCart", () => {
  it("puts the kept tiers, quantities and codes back as the checkout reads them, for the draft's event", () => {
    const session = memoryStore();
    session.setItem(STORAGE_KEYS.waitlistOffer, "old-offer");
    restoreRecoveredCart(session, {
      eventSlug: "some-event",
      cityName: "Somewhere",
      dateText: "March 1",
      currency: "USD",
      codes: ["EARLYBIRD"],
      items: [
        { tierKey: "core", quantity: 2, unitPriceMinor: 16800, isVirtual: false },
        { tierKey: "vip", quantity: 1, unitPriceMinor: 5000, isVirtual: false },
      ],
    });
    const stored = readStoredCart(session);
    expect(stored.citySlug).toBe("some-event");
    expect(stored.codes).toEqual(["EARLYBIRD"]);
    expect(cartLines(stored.cart)).toEqual([
      { tierKey: "core", quantity: 2 },
      { tierKey: "vip", quantity: 1 },
    ]);
    expect(session.getItem(STORAGE_KEYS.waitlistOffer)).toBeNull();
    expect(session.getItem(STORAGE_KEYS.selectedCurrency)).toBe("USD");
  });
});
