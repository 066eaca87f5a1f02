import { describe, expect, it } from "vitest";
import { instantFromZoned, zonedFromInstant } from "./zoned-time";

describe("a code's window in the event's time zone", () => {
  it("reads a wall-clock time in the zone, across daylight saving", () => {
    expect(instantFromZoned("2025-10-24T23:59", "America/Vancouver")?.toISOString()).toBe("2025-10-25T06:59:00.000Z");
    expect(instantFromZoned("2025-12-01T09:00", "America/Vancouver")?.toISOString()).toBe("2025-12-01T17:00:00.000Z");
    expect(instantFromZoned("2025-07-01T09:00", "Europe/London")?.toISOString()).toBe("2025-07-01T08:00:00.000Z");
  });
  it("writes an instant back as the same wall-clock time", () => {
    expect(zonedFromInstant(new Date("2025-10-25T06:59:00Z"), "America/Vancouver")).toBe("2025-10-24T23:59");
    expect(zonedFromInstant(new Date("2026-01-18T05:00:00Z"), "America/New_York")).toBe("2026-01-18T00:00");
  });
  it("refuses what is not a time", () => {
    expect(instantFromZoned("2025-02-30T10:00", "UTC")).toBeNull();
    expect(instantFromZoned("tomorrow", "UTC")).toBeNull();
  });
});
