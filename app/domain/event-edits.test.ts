import { describe, expect, it } from "vitest";
import { capacityProblem, majorToMinor, minorToMajor, ruleProblem, slugProblem } from "./event-edits";

describe("slugProblem", () => {
  it("accepts lower-case words joined by hyphens", () => {
    expect(slugProblem("hartford")).toBeNull();
    expect(slugProblem("victoria-bc")).toBeNull();
    expect(slugProblem("city-2")).toBeNull();
  });
  it("refuses other spellings", () => {
    for (const bad of ["", "Hartford", "two  words", "-start", "end-", "a--b", "a/b", "café", "x".repeat(61)]) expect(slugProblem(bad), bad).toBe("format");
  });
  it("refuses a site route's segment", () => {
    expect(slugProblem("account")).toBe("reserved");
    expect(slugProblem("auth")).toBe("reserved");
    expect(slugProblem("admin")).toBe("reserved");
    expect(slugProblem("api")).toBe("reserved");
  });
});

describe("majorToMinor and minorToMajor", () => {
  it("reads whole units with up to two decimals", () => {
    expect(majorToMinor("168")).toBe(16800);
    expect(majorToMinor(" 168.5 ")).toBe(16850);
    expect(majorToMinor("0.07")).toBe(7);
    expect(majorToMinor("0")).toBe(0);
  });
  it("refuses what is not an amount", () => {
    for (const bad of ["", "-1", "1.234", "1,000", "abc", "1e3", ".5"]) expect(majorToMinor(bad), bad).toBeNull();
  });
  it("writes minor units back as typed", () => {
    expect(minorToMajor(16800)).toBe("168");
    expect(minorToMajor(16850)).toBe("168.50");
    expect(minorToMajor(7)).toBe("0.07");
    for (const minor of [0, 1, 99, 100, 12345]) expect(majorToMinor(minorToMajor(minor))).toBe(minor);
  });
});

describe("capacityProblem", () => {
  it("refuses a capacity below the seats taken and names them", () => {
    expect(capacityProblem(4, 5)).toEqual({ reason: "below_taken", taken: 5 });
  });
  it("allows the seats taken exactly, more, or unlimited", () => {
    expect(capacityProblem(5, 5)).toBeNull();
    expect(capacityProblem(50, 5)).toBeNull();
    expect(capacityProblem(null, 500)).toBeNull();
  });
});

describe("ruleProblem", () => {
  const sold = new Set(["core", "pro", "vip"]);
  const rule = { tierKey: "vip", requiresOneOf: [] as string[], excludes: [] as string[], suggestsBeforeCheckout: null, upgradeToTier: null };
  it("accepts rules naming other tiers the event sells", () => {
    expect(ruleProblem({ ...rule, requiresOneOf: ["pro"], excludes: ["core"], suggestsBeforeCheckout: "pro", upgradeToTier: "pro" }, sold)).toBeNull();
  });
  it("refuses a tier naming itself", () => {
    expect(ruleProblem({ ...rule, excludes: ["vip"] }, sold)).toEqual({ field: "excludes", tierKey: "vip", why: "self" });
  });
  it("refuses a tier the event does not sell", () => {
    expect(ruleProblem({ ...rule, upgradeToTier: "elite" }, sold)).toEqual({ field: "upgradeToTier", tierKey: "elite", why: "not_sold" });
    expect(ruleProblem({ ...rule, requiresOneOf: ["elite"] }, sold)).toEqual({ field: "requiresOneOf", tierKey: "elite", why: "not_sold" });
  });
});
