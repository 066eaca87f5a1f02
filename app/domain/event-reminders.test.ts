import { describe, expect, it } from "vitest";
import { LATE_BOOKING_DELAY_MS, planReminders, reminderDueAt, reminderStillDue } from "./event-reminders";

const NEW_YORK = { startsOn: "2026-01-18", timeZone: "America/New_York" };
const at = (iso: string) => new Date(iso);
const plan = (event: { startsOn: string | null; timeZone: string }, paidAt: string) =>
  planReminders(event, at(paidAt)).map((r) => ({ kind: r.kind, sendAt: r.sendAt.toISOString() }));

describe("reminderDueAt", () => {
  it("is 10:00 in the event's zone, seven and one calendar days before its first day", () => {
    expect(reminderDueAt("week_before", "2026-01-18", "America/New_York").toISOString()).toBe("2026-01-11T15:00:00.000Z");
    expect(reminderDueAt("day_before", "2026-01-18", "America/New_York").toISOString()).toBe("2026-01-17T15:00:00.000Z");
    expect(reminderDueAt("day_before", "2026-01-18", "Europe/London").toISOString()).toBe("2026-01-17T10:00:00.000Z");
    expect(reminderDueAt("day_before", "2026-01-18", "America/Los_Angeles").toISOString()).toBe("2026-01-17T18:00:00.000Z");
  });

  it("keeps 10:00 local across a daylight-saving change between the two (not the same number of hours)", () => {
    // New York springs forward on 2026-03-08: the week-before one is in EST (UTC-5), the day-before one in EDT (UTC-4).
    expect(reminderDueAt("week_before", "2026-03-14", "America/New_York").toISOString()).toBe("2026-03-07T15:00:00.000Z");
    expect(reminderDueAt("day_before", "2026-03-14", "America/New_York").toISOString()).toBe("2026-03-13T14:00:00.000Z");
    // London falls back on 2026-10-25: BST (UTC+1) then GMT.
    expect(reminderDueAt("week_before", "2026-10-31", "Europe/London").toISOString()).toBe("2026-10-24T09:00:00.000Z");
    expect(reminderDueAt("day_before", "2026-10-31", "Europe/London").toISOString()).toBe("2026-10-30T10:00:00.000Z");
  });

  it("counts calendar days across a month and a year", () => {
    expect(reminderDueAt("week_before", "2026-03-03", "America/Chicago").toISOString()).toBe("2026-02-24T16:00:00.000Z");
    expect(reminderDueAt("day_before", "2026-01-01", "Asia/Tokyo").toISOString()).toBe("2025-12-31T01:00:00.000Z");
  });
});

describe("planReminders", () => {
  it("books early: both, each at its instant", () => {
    expect(plan(NEW_YORK, "2025-12-01T12:00:00Z")).toEqual([
      { kind: "week_before", sendAt: "2026-01-11T15:00:00.000Z" },
      { kind: "day_before", sendAt: "2026-01-17T15:00:00.000Z" },
    ]);
  });

  it("books inside the week: the week-before one within minutes, the day-before one at its instant", () => {
    const paid = "2026-01-13T20:00:00Z";
    expect(plan(NEW_YORK, paid)).toEqual([
      { kind: "week_before", sendAt: new Date(Date.parse(paid) + LATE_BOOKING_DELAY_MS).toISOString() },
      { kind: "day_before", sendAt: "2026-01-17T15:00:00.000Z" },
    ]);
    // One minute after the week-before instant is inside the week too.
    expect(plan(NEW_YORK, "2026-01-11T15:01:00Z").map((r) => r.kind)).toEqual(["week_before", "day_before"]);
  });

  it("books just before midnight two days before (in the event's zone): still the week-before one now", () => {
    // 23:30 on January 16 in New York is 04:30 UTC on the 17th.
    expect(plan(NEW_YORK, "2026-01-17T04:30:00Z").map((r) => r.kind)).toEqual(["week_before", "day_before"]);
  });

  it("books on the day before (in the event's zone): the day-before one only", () => {
    // 00:30 on January 17 in New York (05:30 UTC), before 10:00: at 10:00.
    expect(plan(NEW_YORK, "2026-01-17T05:30:00Z")).toEqual([{ kind: "day_before", sendAt: "2026-01-17T15:00:00.000Z" }]);
    // 16:00 on January 17 in New York: a few minutes later.
    expect(plan(NEW_YORK, "2026-01-17T21:00:00Z")).toEqual([{ kind: "day_before", sendAt: new Date(Date.parse("2026-01-17T21:00:00Z") + LATE_BOOKING_DELAY_MS).toISOString() }]);
  });

  it("books once the first day has begun, or for an event without a date: none", () => {
    expect(plan(NEW_YORK, "2026-01-18T05:00:00Z")).toEqual([]);
    expect(plan(NEW_YORK, "2026-02-01T00:00:00Z")).toEqual([]);
    expect(plan({ startsOn: null, timeZone: "America/New_York" }, "2025-12-01T12:00:00Z")).toEqual([]);
  });
});

describe("reminderStillDue", () => {
  it("sends when due, never once the first day has begun, and drops a late week-before one once the day-before one is due", () => {
    expect(reminderStillDue("week_before", NEW_YORK, at("2026-01-11T15:00:00Z"))).toEqual({ due: true });
    expect(reminderStillDue("day_before", NEW_YORK, at("2026-01-17T15:00:00Z"))).toEqual({ due: true });
    expect(reminderStillDue("week_before", NEW_YORK, at("2026-01-17T15:00:00Z"))).toEqual({ due: false, reason: "superseded" });
    expect(reminderStillDue("day_before", NEW_YORK, at("2026-01-18T05:00:00Z"))).toEqual({ due: false, reason: "event_started" });
    expect(reminderStillDue("day_before", { startsOn: null, timeZone: "UTC" }, at("2026-01-18T05:00:00Z"))).toEqual({ due: false, reason: "no_date" });
  });
});
