import { describe, expect, it } from "vitest";
import { addItem, type Cart } from "./cart";
import { applyUpgrade, canAdd, checkoutStep, dropUnmetRequirements, isDisabled, resolveExclusions, type OfferRule, type RuleBook } from "./tier-rules";

const rule = (tierKey: string, over: Partial<OfferRule> = {}): OfferRule => ({
  tierKey,
  requiresOneOf: [],
  excludes: [],
  suggestsBeforeCheckout: null,
  upgrade: null,
  ...over,
});
// The studio weekend's rules, as its offers state them.
const studio: RuleBook = {
  nh_full_weekend: rule("nh_full_weekend", { excludes: ["nh_balance_payment"] }),
  nh_balance_payment: rule("nh_balance_payment", { excludes: ["nh_full_weekend"], suggestsBeforeCheckout: "nh_protrack_vip" }),
  nh_protrack_vip: rule("nh_protrack_vip", { requiresOneOf: ["nh_full_weekend", "nh_balance_payment"] }),
};
const orlando: RuleBook = { core: rule("core", { upgrade: { tierKey: "pro", priceMinor: 24000 } }) };
const add = (cart: Cart, tier: string) => addItem(cart, { tier, price: 100 });

describe("requires one of", () => {
  it("keeps the VIP upgrade disabled until the weekend or the balance is in the cart", () => {
    expect(canAdd("nh_protrack_vip", [], studio)).toEqual({ ok: false, reason: "requires", requiresOneOf: ["nh_full_weekend", "nh_balance_payment"] });
    expect(isDisabled("nh_protrack_vip", [], studio)).toBe(true);
    expect(isDisabled("nh_protrack_vip", add([], "nh_balance_payment"), studio)).toBe(false);
    expect(canAdd("nh_full_weekend", [], studio)).toEqual({ ok: true });
  });

  it("drops the add-on when what it needs leaves the cart", () => {
    const cart = add(add([], "nh_full_weekend"), "nh_protrack_vip").filter((i) => i.tier !== "nh_full_weekend");
    expect(dropUnmetRequirements(cart, studio)).toEqual({ cart: [], removedTiers: ["nh_protrack_vip"] });
  });
});

describe("excludes", () => {
  it("keeps the tier added later and removes the earlier one", () => {
    const cart = add(add(add([], "nh_full_weekend"), "nh_full_weekend"), "nh_balance_payment");
    const resolved = resolveExclusions(cart, studio);
    expect(resolved.removedTiers).toEqual(["nh_full_weekend"]);
    expect(resolved.cart.map((i) => i.tier)).toEqual(["nh_balance_payment"]);
    const other = resolveExclusions(add(add([], "nh_balance_payment"), "nh_full_weekend"), studio);
    expect(other.cart.map((i) => i.tier)).toEqual(["nh_full_weekend"]);
  });

  it("counts an exclusion stated on one side only", () => {
    const oneSided: RuleBook = { a: rule("a", { excludes: ["b"] }) };
    expect(resolveExclusions(add(add([], "b"), "a"), oneSided).cart.map((i) => i.tier)).toEqual(["a"]);
  });

  it("changes nothing without a clash", () => {
    const cart = add(add([], "nh_full_weekend"), "nh_protrack_vip");
    expect(resolveExclusions(cart, studio)).toEqual({ cart, removedTiers: [] });
  });
});

describe("proceeding to checkout", () => {
  it("first points a balance payer at the VIP upgrade, once", () => {
    const cart = add([], "nh_balance_payment");
    expect(checkoutStep(cart, studio, new Set())).toEqual({ kind: "suggest", tierKey: "nh_protrack_vip" });
    expect(checkoutStep(cart, studio, new Set(["nh_protrack_vip"]))).toEqual({ kind: "continue" });
    expect(checkoutStep(add(cart, "nh_protrack_vip"), studio, new Set())).toEqual({ kind: "continue" });
    expect(checkoutStep(add([], "nh_full_weekend"), studio, new Set())).toEqual({ kind: "continue" });
  });

  it("offers Orlando's core buyers the upgrade, not when pro is already chosen", () => {
    expect(checkoutStep(add([], "core"), orlando, new Set())).toEqual({ kind: "upgrade", fromTier: "core", toTier: "pro", priceMinor: 24000 });
    expect(checkoutStep(add(add([], "core"), "pro"), orlando, new Set())).toEqual({ kind: "continue" });
  });

  it("swaps every core item for a pro item", () => {
    const cart = add(add(add([], "core"), "mentorship_building"), "core");
    const upgraded = applyUpgrade(cart, "core", { tier: "pro", price: 32800 });
    expect(upgraded.map((i) => [i.tier, i.price])).toEqual([
      ["mentorship_building", 100],
      ["pro", 32800],
      ["pro", 32800],
    ]);
  });
});
