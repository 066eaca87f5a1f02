import { describe, expect, it } from "vitest";
import { createClock, fixedClock } from "./clock";
import {
  calendarDateInZone,
  compareByDateTbdLast,
  isCalendarDate,
  isUpcoming,
  upcomingSorted,
  type DatedEvent,
} from "./dates";

const PT = "America/Los_Angeles";
const day = (startsOn: string | null, endsOn: string | null = null): DatedEvent => ({ startsOn, endsOn, timeZone: PT });

describe("calendar dates in a time zone", () => {
  it("judges the day in Pacific time, not UTC", () => {
    // 2025-11-08 06:30 UTC is still the evening of Nov 7 in Los Angeles.
    expect(calendarDateInZone(new Date("2025-11-08T06:30:00Z"), PT)).toBe("2025-11-07");
    expect(calendarDateInZone(new Date("2025-11-08T08:30:00Z"), PT)).toBe("2025-11-08");
    expect(calendarDateInZone(new Date("2025-11-08T06:30:00Z"), "Europe/London")).toBe("2025-11-08");
  });


  it("validates calendar dates", () => {
    expect(isCalendarDate("2026-01-18")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("18/01/2026")).toBe(false);
  });
});

describe("upcoming events", () => {
  it("keeps an event through its own day in Pacific time", () => {
    const boise = day("2025-11-07");
    expect(isUpcoming(boise, new Date("2025-11-07T23:59:00-08:00"))).toBe(true);
    // 07:59 UTC on Nov 8 is 23:59 on Nov 7 in Los Angeles: still the event's day there.
    expect(isUpcoming(boise, new Date("2025-11-08T07:59:00Z"))).toBe(true);
    expect(isUpcoming(boise, new Date("2025-11-08T08:00:00Z"))).toBe(false);
  });

  it("keeps a two-day event until its last day has passed", () => {
    const sherwood = day("2026-01-24", "2026-01-25");
    expect(isUpcoming(sherwood, new Date("2026-01-25T12:00:00-08:00"))).toBe(true);
    expect(isUpcoming(sherwood, new Date("2026-01-26T00:00:01-08:00"))).toBe(false);
  });

  it("treats an event to be determined as always upcoming", () => {
    expect(isUpcoming(day(null), new Date("2099-12-31T00:00:00Z"))).toBe(true);
  });

  it("sorts ascending with 'To Be Determined' last", () => {
    const events = [day(null), day("2026-03-01"), day("2025-10-05"), day("2026-01-18")];
    expect([...events].sort(compareByDateTbdLast).map((e) => e.startsOn)).toEqual([
      "2025-10-05",
      "2026-01-18",
      "2026-03-01",
      null,
    ]);
  });

  it("filters past events, then sorts", () => {
    const events = [day("2025-09-27"), day(null), day("2025-12-12"), day("2025-10-05")];
    const now = new Date("2025-10-01T12:00:00-07:00");
    expect(upcomingSorted(events, now).map((e) => e.startsOn)).toEqual(["2025-10-05", "2025-12-12", null]);
  });
});

describe("the clock", () => {
  it("starts at APP_NOW and advances in real time", () => {
    let real = 1_000_000;
    const clock = createClock(new Date("2025-09-01T12:00:00-07:00"), () => real);
    expect(clock.now().toISOString()).toBe("2025-09-01T19:00:00.000Z");
    real += 5_000;
    expect(clock.now().toISOString()).toBe("2025-09-01T19:00:05.000Z");
  });
  it("uses the real time when no instant is given", () => {
    expect(createClock(undefined, () => 42).now().getTime()).toBe(42);
  });
  it("can stand still for tests", () => {
    expect(fixedClock(new Date(0)).now().getTime()).toBe(0);
  });
});
