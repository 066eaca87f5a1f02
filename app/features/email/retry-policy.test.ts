import { describe, expect, it } from "vitest";
import { MAX_SEND_ATTEMPTS, retryDelayMs } from "./retry-policy";

describe("retry schedule", () => {
  it("doubles from 30 seconds after each failed attempt", () => {
    const delays = Array.from({ length: MAX_SEND_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1) / 1000);
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920]);
  });

  it("never waits more than an hour", () => {
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });

  it("gives up after eight attempts", () => {
    expect(MAX_SEND_ATTEMPTS).toBe(8);
  });
});
