import { describe, expect, it } from "vitest";
import { jobRetryDelayMs } from "./retry-backoff";

describe("jobRetryDelayMs", () => {
  it("doubles from the base after each failed attempt", () => {
    expect([1, 2, 3, 4].map((n) => jobRetryDelayMs(n))).toEqual([5_000, 10_000, 20_000, 40_000]);
  });
  it("is capped, and never below the base", () => {
    expect(jobRetryDelayMs(50)).toBe(10 * 60_000);
    expect(jobRetryDelayMs(0)).toBe(5_000);
    expect(jobRetryDelayMs(3, 100, 250)).toBe(250);
  });
});
