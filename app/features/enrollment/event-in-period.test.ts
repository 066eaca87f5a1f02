import { describe, expect, it } from "vitest";
import { eventInPeriod } from "./event-in-period";

// 06:30 UTC on 2025-10-02 is still October 1st in Los Angeles (23:30), already the 2nd in London.
const NOW = new Date("2025-10-02T06:30:00Z");
const la = (startsOn: string | null, endsOn: string | null = null) => ({ startsOn, endsOn, timeZone: "America/Los_Angeles" });

describe("eventInPeriod", () => {
  it("keeps an event upcoming until its last day has passed in its own zone", () => {
    expect(eventInPeriod(la("2025-10-01"), { when: "upcoming" }, NOW)).toBe(true);
    expect(eventInPeriod({ ...la("2025-10-01"), timeZone: "Europe/London" }, { when: "upcoming" }, NOW)).toBe(false);
    expect(eventInPeriod(la("2025-09-30", "2025-10-01"), { when: "past" }, NOW)).toBe(false);
    expect(eventInPeriod(la("2025-09-30"), { when: "past" }, NOW)).toBe(true);
  });

  it("counts a date to be announced as upcoming and in no range", () => {
    expect(eventInPeriod(la(null), { when: "upcoming" }, NOW)).toBe(true);
    expect(eventInPeriod(la(null), { when: "past" }, NOW)).toBe(false);
    expect(eventInPeriod(la(null), { when: "range" }, NOW)).toBe(false);
  });

  it("takes a range by the first day, either side open", () => {
    const range = { when: "range" as const, from: "2025-11-01", to: "2025-11-30" };
    expect(eventInPeriod(la("2025-11-01"), range, NOW)).toBe(true);
    expect(eventInPeriod(la("2025-11-30", "2025-12-01"), range, NOW)).toBe(true);
    expect(eventInPeriod(la("2025-10-31", "2025-11-01"), range, NOW)).toBe(false);
    expect(eventInPeriod(la("2025-12-01"), { when: "range", from: "2025-11-01" }, NOW)).toBe(true);
    expect(eventInPeriod(la("2025-12-01"), { when: "range", to: "2025-11-30" }, NOW)).toBe(false);
  });
});
