import { describe, expect, it } from "vitest";
import { addItem, cartLines, countTier, itemSequence, parseStoredCart, removeItem, setTierQuantity, totalItems, type Cart } from "./cart";

const core = { tier: "core", price: 16800 };
const pro = { tier: "pro", price: 38800 };

describe("cart operations (section 4)", () => {
  it("adds items with ids whose suffix grows, so a lower suffix was added earlier", () => {
    const cart = addItem(addItem(addItem([], core), pro), core);
    expect(cart.map((i) => i.id)).toEqual(["core-1", "pro-2", "core-3"]);
    expect(cart[0]).toEqual({ id: "core-1", tier: "core", price: 16800, isVirtual: false, quantity: 1 });
    expect(itemSequence("core-3")).toBeGreaterThan(itemSequence("pro-2"));
  });

  it("reads the order of tier-timestamp-random ids too", () => {
    expect(itemSequence("core-1732400000000-x7k2")).toBe(1732400000000);
    expect(itemSequence("core")).toBe(0);
  });

  it("removes by id and counts", () => {
    const cart = addItem(addItem(addItem([], core), core), { ...pro, isVirtual: true });
    expect(countTier(cart, "core")).toBe(2);
    expect(totalItems(cart)).toBe(3);
    expect(removeItem(cart, "core-1").map((i) => i.id)).toEqual(["core-2", "pro-3"]);
  });

  it("sets a tier's quantity by replacing its items with new ones", () => {
    const cart = setTierQuantity(addItem(addItem([], core), pro), core, 3);
    expect(cart.map((i) => i.id)).toEqual(["pro-2", "core-3", "core-4", "core-5"]);
    expect(setTierQuantity(cart, core, 0).map((i) => i.tier)).toEqual(["pro"]);
    expect(() => setTierQuantity(cart, core, -1)).toThrow(RangeError);
    expect(() => setTierQuantity(cart, core, 1.5)).toThrow(RangeError);
  });

  it("groups lines for a quote in order of first appearance", () => {
    const cart = addItem(addItem(addItem([], pro), core), pro);
    expect(cartLines(cart)).toEqual([
      { tierKey: "pro", quantity: 2 },
      { tierKey: "core", quantity: 1 },
    ]);
  });
});

describe("parseStoredCart", () => {
  it("reads back what was stored", () => {
    const cart: Cart = addItem([], core);
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
  });
  it.each([null, "", "{", "{}", "42", '[{"id":1}]', '[{"id":"a","tier":"Core!","price":1}]', '[{"id":"a","tier":"core","price":-1}]', '[{"id":"a","tier":"core","price":1.5}]'])(
    "drops malformed storage %j",
    (json) => expect(parseStoredCart(json)).toEqual([]),
  );
});
