import { describe, expect, it } from "vitest";
import { mustClearForCity } from "./city-detection";

describe("clearing on a change of city", () => {
  it("clears only when both are known and differ", () => {
    expect(mustClearForCity("boston", "hartford")).toBe(true);
    expect(mustClearForCity("boston", "boston")).toBe(false);
    expect(mustClearForCity("boston", null)).toBe(false);
    expect(mustClearForCity(null, "boston")).toBe(false);
  });
});
