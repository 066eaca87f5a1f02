import { describe, expect, it } from "vitest";
import { planSubscription } from "~/domain/subscription-schedule";
import { scheduleSentence } from "./subscription-format";

describe("scheduleSentence", () => {
  it("words the mentorship cohort as the spec does", () => {
    const plan = planSubscription({ startsOn: "2025-12-01", minimumTermMonths: 3 }, new Date("2025-11-26T12:00:00Z"));
    expect(scheduleSentence(plan)).toBe("First payment covers December 2025, recurring from January 1, 2026, 3-month minimum");
  });
});
