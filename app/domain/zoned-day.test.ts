import { describe, expect, it } from "vitest";
import { addDays, isTimeZone, lastDaysInZone, startOfDayInZone } from "./zoned-day";

describe("startOfDayInZone", () => {
  it.each([
    ["2025-10-18", "America/Los_Angeles", "2025-10-18T07:00:00.000Z"],
    ["2025-12-01", "America/Los_Angeles", "2025-12-01T08:00:00.000Z"],
    ["2025-11-02", "America/New_York", "2025-11-02T04:00:00.000Z"], // the day clocks fall back starts on summer time
    ["2025-03-09", "America/New_York", "2025-03-09T05:00:00.000Z"], // and the day they spring forward on winter time
    ["2025-06-01", "Europe/London", "2025-05-31T23:00:00.000Z"],
    ["2025-06-01", "UTC", "2025-06-01T00:00:00.000Z"],
  ])("%s in %s starts at %s", (day, zone, iso) => {
    expect(startOfDayInZone(day, zone).toISOString()).toBe(iso);
  });

  it("refuses what is not a calendar date", () => {
    expect(() => startOfDayInZone("2025-02-30", "UTC")).toThrow(RangeError);
  });
});

describe("addDays and lastDaysInZone", () => {
  it("crosses months and years", () => {
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
  });

  it("gives today and the last seven days in the zone, not in UTC", () => {
    // 03:00 UTC on the 19th is still the 18th in Los Angeles.
    const now = new Date("2025-10-19T03:00:00Z");
    const today = lastDaysInZone(now, "America/Los_Angeles", 1);
    expect([today.from.toISOString(), today.to.toISOString()]).toEqual(["2025-10-18T07:00:00.000Z", "2025-10-19T07:00:00.000Z"]);
    expect(lastDaysInZone(now, "America/Los_Angeles", 7).from.toISOString()).toBe("2025-10-12T07:00:00.000Z");
  });
});

describe("isTimeZone", () => {
  it("accepts IANA zone names and refuses abbreviations, offsets and typos", () => {
    expect(["America/New_York", "Europe/London", "America/Boise", "UTC"].every(isTimeZone)).toBe(true);
    expect(["EST", "PST", "+05:00", "America/Hartford", "", "Europe/Londn"].some(isTimeZone)).toBe(false);
  });
});
