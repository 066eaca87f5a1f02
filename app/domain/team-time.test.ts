import { describe, expect, it } from "vitest";
import { formatTeamTime, formatTeamTimeWithZone } from "./team-time";

describe("formatTeamTime", () => {
  it("writes the instant in the team's zone, 24-hour, across a daylight-saving change", () => {
    expect(formatTeamTime(new Date("2025-12-01T17:05:00Z"), "America/New_York")).toBe("2025-12-01 12:05");
    expect(formatTeamTime(new Date("2025-07-01T04:30:00Z"), "America/New_York")).toBe("2025-07-01 00:30");
    expect(formatTeamTime(new Date("2025-12-01T23:59:00Z"), "Europe/London")).toBe("2025-12-01 23:59");
  });
});

describe("formatTeamTimeWithZone", () => {
  it("names the team's zone as it was at that instant", () => {
    expect(formatTeamTimeWithZone(new Date("2025-12-01T17:05:00Z"), "America/New_York")).toBe("2025-12-01 12:05 EST");
    expect(formatTeamTimeWithZone(new Date("2025-07-01T04:30:00Z"), "America/New_York")).toBe("2025-07-01 00:30 EDT");
    expect(formatTeamTimeWithZone(new Date("2025-07-01T04:30:00Z"), "America/Los_Angeles")).toBe("2025-06-30 21:30 PDT");
  });
});
