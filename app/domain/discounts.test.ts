import { describe, expect, it } from "vitest";
import { applyDiscounts, checkCode, isWellFormedCode, normalizeCode, splitInProportion, type DiscountCodeRule } from "./discounts";

const rule = (over: Partial<DiscountCodeRule>): DiscountCodeRule => ({
  code: "CODE",
  discountType: "percentage",
  value: 10,
  currency: null,
  eligibleTiers: [],
  cityRestriction: null,
  customerTag: null,
  description: "",
  startsAt: null,
  endsAt: null,
  maxUses: null,
  usesCount: 0,
  isActive: true,
  ...over,
});
const early = rule({ code: "VICTORIAEARLY20", value: 20, eligibleTiers: ["core", "pro"], cityRestriction: "victoria-bc" });
const cad = (units: number) => units * 100;

describe("normalizeCode", () => {
  it("trims and upper-cases", () => expect(normalizeCode("  victoriaEarly20 \n")).toBe("VICTORIAEARLY20"));
  it("tells a well-formed code from one that cannot exist", () => {
    expect(isWellFormedCode("BRING-A_FRIEND25")).toBe(true);
    for (const bad of ["", "A B", "A\u0000B", "ÄRGER", "X".repeat(41)]) expect(isWellFormedCode(bad)).toBe(false);
  });
});

describe("the early bird (section 9)", () => {
  it("takes C$227 to C$182 and C$524 to C$419", () => {
    const r = applyDiscounts(
      [
        { tierKey: "core", unitPriceMinor: cad(227), quantity: 1 },
        { tierKey: "pro", unitPriceMinor: cad(524), quantity: 1 },
      ],
      [early],
    );
    expect(r.lines.map((l) => l.totalMinor)).toEqual([cad(182), cad(419)]);
    expect(r.discounts).toEqual([{ code: "VICTORIAEARLY20", amountMinor: cad(45 + 105) }]);
  });

  it("is the same per ticket for any quantity: 2 × C$227 → C$364", () => {
    const r = applyDiscounts([{ tierKey: "core", unitPriceMinor: cad(227), quantity: 2 }], [early]);
    expect(r).toMatchObject({ subtotalMinor: cad(454), discountMinor: cad(90), totalMinor: cad(364) });
  });

  it("leaves tiers it is not for untouched", () => {
    const r = applyDiscounts(
      [
        { tierKey: "core", unitPriceMinor: cad(227), quantity: 1 },
        { tierKey: "victoria_one_class_only", unitPriceMinor: cad(127), quantity: 1 },
      ],
      [early],
    );
    expect(r.lines.map((l) => l.discountMinor)).toEqual([cad(45), 0]);
    expect(r.totalMinor).toBe(cad(182 + 127));
  });
});

describe("several codes and tiers", () => {
  const usd = (units: number) => units * 100;
  const cart = [
    { tierKey: "core", unitPriceMinor: usd(168), quantity: 2 },
    { tierKey: "pro", unitPriceMinor: usd(388), quantity: 1 },
  ];

  it("applies percentages before fixed amounts, whatever the order given", () => {
    const fifty = rule({ code: "FIFTY", discountType: "fixed", value: usd(50), currency: "USD" });
    const twenty = rule({ code: "TWENTY", value: 20 });
    const r = applyDiscounts(cart, [fifty, twenty]);
    // 20%: 168 → 134 (34 off, rounded from 33.6) ×2, 388 → 310 (78 off, from 77.6); then $50 over 268 + 310 in proportion.
    expect(r.discounts).toEqual([
      { code: "FIFTY", amountMinor: usd(50) },
      { code: "TWENTY", amountMinor: usd(34 * 2 + 78) },
    ]);
    expect(r.totalMinor).toBe(usd(268 + 310 - 50));
    expect(r.lines[0]!.discountMinor + r.lines[1]!.discountMinor).toBe(r.discountMinor);
  });

  it("compounds two percentage codes on what remains", () => {
    const r = applyDiscounts([{ tierKey: "core", unitPriceMinor: usd(100), quantity: 1 }], [rule({ code: "A", value: 10 }), rule({ code: "B", value: 10 })]);
    expect(r.totalMinor).toBe(usd(81));
  });

  it("caps a fixed code larger than the cart at what remains: never below zero", () => {
    const huge = rule({ code: "HUGE", discountType: "fixed", value: usd(5000), currency: "USD" });
    const r = applyDiscounts(cart, [huge]);
    expect(r).toMatchObject({ subtotalMinor: usd(724), discountMinor: usd(724), totalMinor: 0 });
    expect(r.discounts).toEqual([{ code: "HUGE", amountMinor: usd(724) }]);
  });

  it("splits a fixed code across eligible lines in proportion, summing exactly", () => {
    const hundred = rule({ code: "HUNDRED", discountType: "fixed", value: usd(100), currency: "USD" });
    const r = applyDiscounts([{ tierKey: "core", unitPriceMinor: usd(168), quantity: 1 }, { tierKey: "pro", unitPriceMinor: usd(388), quantity: 2 }], [hundred]);
    // 168 : 776 → 17.80 and 82.20
    expect(r.lines.map((l) => l.discountMinor)).toEqual([1780, 8220]);
    expect(r.discountMinor).toBe(usd(100));
  });

  it("takes 100% off everything it is for", () => {
    const r = applyDiscounts(cart, [rule({ code: "FREE", value: 100, eligibleTiers: ["pro"] })]);
    expect(r.lines.map((l) => l.totalMinor)).toEqual([usd(336), 0]);
  });

  it("gives nothing to free lines", () => {
    const r = applyDiscounts([{ tierKey: "audition_only", unitPriceMinor: 0, quantity: 1 }], [rule({ code: "X", discountType: "fixed", value: 500, currency: "USD" })]);
    expect(r).toMatchObject({ totalMinor: 0, discounts: [{ code: "X", amountMinor: 0 }] });
  });
});

describe("splitInProportion", () => {
  it("sums exactly, ties to the earlier part", () => {
    expect(splitInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitInProportion(0, [5, 5])).toEqual([0, 0]);
    expect(splitInProportion(7, [0, 0])).toEqual([0, 0]);
  });
});

describe("checkCode", () => {
  const ctx = { eventSlug: "victoria-bc", currency: "CAD" as const, tierKeys: ["core"], now: new Date("2025-10-01T00:00:00Z") };
  it("accepts a good code", () => expect(checkCode(early, ctx)).toEqual({ ok: true }));
  it.each([
    [{ isActive: false }, "inactive"],
    [{ startsAt: new Date("2025-11-01T00:00:00Z") }, "not_started"],
    [{ endsAt: new Date("2025-10-01T00:00:00Z") }, "expired"],
    [{ maxUses: 5, usesCount: 5 }, "exhausted"],
    [{ cityRestriction: "hartford" }, "wrong_city"],
    [{ discountType: "fixed" as const, value: 500, currency: "USD" as const }, "wrong_currency"],
    [{ eligibleTiers: ["pro"] }, "not_eligible"],
  ])("refuses %j as %s", (over, reason) => {
    const verdict = checkCode({ ...early, ...over }, ctx);
    // A reason and nothing else: the words are the cart's (features/cart/cart-copy.ts).
    expect(verdict).toEqual({ ok: false, reason });
  });
  it("with an empty cart accepts a code for every tier but not one for some tiers", () => {
    expect(checkCode(rule({}), { ...ctx, tierKeys: [] })).toEqual({ ok: true });
    expect(checkCode(early, { ...ctx, tierKeys: [] })).toMatchObject({ ok: false, reason: "not_eligible" });
  });
});
