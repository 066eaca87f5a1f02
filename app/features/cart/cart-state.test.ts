import { describe, expect, it } from "vitest";
import type { Cart } from "~/domain/cart";
import { cartReducer, initialCartState, type CartState } from "./cart-state";
import type { CartQuote } from "./types";

const cart: Cart = [{ id: "core-1", tier: "core", price: 16800, isVirtual: false, quantity: 1 }];

function quoteWith(rejectedCodes: CartQuote["rejectedCodes"]): CartQuote {
  return { rejectedCodes } as CartQuote;
}

function state(overrides: Partial<CartState> = {}): CartState {
  return { ...initialCartState, ...overrides };
}

describe("cartReducer", () => {
  it("starts not ready, with an empty cart and no quote", () => {
    expect(initialCartState).toMatchObject({ ready: false, cart: [], codes: [], quote: null, quoting: false, upgradeOffer: null });
  });

  it("takes the stored cart and codes when they are read, and is ready", () => {
    const next = cartReducer(initialCartState, { type: "loaded", cart, codes: ["SPRING"] });
    expect(next).toMatchObject({ ready: true, cart, codes: ["SPRING"] });
  });

  it("is ready with the cart it had when storage could not be read", () => {
    const next = cartReducer(initialCartState, { type: "loaded" });
    expect(next).toMatchObject({ ready: true, cart: [], codes: [] });
  });

  it("replaces the cart when it changes", () => {
    expect(cartReducer(state({ ready: true }), { type: "cartChanged", cart }).cart).toBe(cart);
  });

  it("keeps a received quote, clears the last error and stops quoting", () => {
    const quote = quoteWith([]);
    const before = state({ quoting: true, quoteError: "failed", quoteAccessFor: "secret", codes: ["SPRING"], promoError: "old" });
    const next = cartReducer(before, { type: "quoteReceived", quote, noLongerValid: "no longer valid" });
    expect(next).toMatchObject({ quote, quoting: false, quoteError: null, quoteAccessFor: null, codes: ["SPRING"], promoError: "old" });
  });

  it("drops the codes a quote rejected and shows the last reason", () => {
    const quote = quoteWith([
      { code: "OLD", message: "expired" },
      { code: "GONE", message: "" },
    ]);
    const next = cartReducer(state({ codes: ["OLD", "KEEP", "GONE"] }), { type: "quoteReceived", quote, noLongerValid: "no longer valid" });
    expect(next.codes).toEqual(["KEEP"]);
    expect(next.promoError).toBe("no longer valid");
  });

  it("forgets the quote when pricing fails, keeping the list the tier is sold to", () => {
    const before = state({ quote: quoteWith([]), quoting: true });
    const next = cartReducer(before, { type: "quoteFailed", message: "Sold only to a list", accessFor: "secret" });
    expect(next).toMatchObject({ quote: null, quoting: false, quoteError: "Sold only to a list", quoteAccessFor: "secret" });
  });

  it("marks a quote in flight", () => {
    expect(cartReducer(initialCartState, { type: "quoteStarted" }).quoting).toBe(true);
  });

  it("adds a code once and clears the promo error", () => {
    const once = cartReducer(state({ promoError: "bad code" }), { type: "codeAdded", code: "SPRING" });
    expect(once).toMatchObject({ codes: ["SPRING"], promoError: null });
    expect(cartReducer(once, { type: "codeAdded", code: "SPRING" }).codes).toEqual(["SPRING"]);
  });

  it("removes a code", () => {
    expect(cartReducer(state({ codes: ["A", "B"] }), { type: "codeRemoved", code: "A" }).codes).toEqual(["B"]);
  });

  it("sets and clears the promo error", () => {
    const set = cartReducer(initialCartState, { type: "promoErrorSet", message: "bad code" });
    expect(set.promoError).toBe("bad code");
    expect(cartReducer(set, { type: "promoErrorSet", message: null }).promoError).toBeNull();
  });

  it("opens and closes an upgrade offer", () => {
    const offer = { fromTier: "core", toTier: "vip", priceMinor: 5000 };
    const open = cartReducer(state({ cart }), { type: "upgradeOffered", offer });
    expect(open.upgradeOffer).toEqual(offer);
    const closed = cartReducer(open, { type: "upgradeClosed" });
    expect(closed.upgradeOffer).toBeNull();
    expect(closed.cart).toBe(cart);
  });

  it("swaps in the upgraded cart and closes the offer when the buyer accepts", () => {
    const upgraded: Cart = [{ id: "vip-1", tier: "vip", price: 21800, isVirtual: false, quantity: 1 }];
    const open = state({ cart, upgradeOffer: { fromTier: "core", toTier: "vip", priceMinor: 5000 } });
    const next = cartReducer(open, { type: "upgradeAccepted", cart: upgraded });
    expect(next).toMatchObject({ cart: upgraded, upgradeOffer: null });
  });

  it("never changes the state it is given", () => {
    const before = state({ codes: ["A"] });
    const snapshot = structuredClone(before);
    cartReducer(before, { type: "codeAdded", code: "B" });
    cartReducer(before, { type: "quoteReceived", quote: quoteWith([{ code: "A", message: "x" }]), noLongerValid: "n" });
    expect(before).toEqual(snapshot);
  });
});
