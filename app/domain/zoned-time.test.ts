import { describe, expect, it } from "vitest";
import { instantFromZoned, moveWallClock, zonedFromInstant } from "./zoned-time";

describe("moveWallClock", () => {
  it("keeps the wall-clock time in the new event's zone, the given days later", () => {
    const hartfordClose = instantFromZoned("2025-10-23T23:59", "America/New_York")!;
    const london = moveWallClock(hartfordClose, { days: 30, fromZone: "America/New_York", toZone: "Europe/London" });
    expect(zonedFromInstant(london, "Europe/London")).toBe("2025-11-22T23:59");
    expect(london.toISOString()).toBe("2025-11-22T23:59:00.000Z");
  });

  it("crosses a daylight-saving change without moving the hour", () => {
    const before = instantFromZoned("2025-10-20T09:00", "America/Los_Angeles")!;
    const after = moveWallClock(before, { days: 21, fromZone: "America/Los_Angeles", toZone: "America/Los_Angeles" });
    expect(zonedFromInstant(after, "America/Los_Angeles")).toBe("2025-11-10T09:00");
    expect(after.getTime() - before.getTime()).toBe(21 * 86_400_000 + 3_600_000);
  });

  it("moves backwards too, and by zero days only changes the zone", () => {
    const at = instantFromZoned("2026-03-01T12:30", "Europe/London")!;
    expect(zonedFromInstant(moveWallClock(at, { days: -7, fromZone: "Europe/London", toZone: "America/Chicago" }), "America/Chicago")).toBe("2026-02-22T12:30");
    expect(zonedFromInstant(moveWallClock(at, { days: 0, fromZone: "Europe/London", toZone: "Asia/Tokyo" }), "Asia/Tokyo")).toBe("2026-03-01T12:30");
  });
});
