import { describe, expect, it } from "vitest";
import { richPlainText } from "~/components/rich-text";
import { faqCategories as faqFor } from "~/content/faq";
import { seededCohort } from "../../../tests/support/seeded-cohort";
import { faqIcons } from "./icons";

const faqCategories = faqFor(seededCohort());

const allText = faqCategories.flatMap((c) => c.questions.map((q) => `${q.question}\n${richPlainText(q.answer)}`)).join("\n");

describe("FAQ content", () => {
  it("has the six categories of the spec, in order", () => {
    expect(faqCategories.map((c) => c.category)).toEqual([
      "General Info",
      "Auditions",
      "Footage & Follow-Up",
      "Refund & Policies",
      "What to Bring / Wear",
      "Mentorship & Help",
    ]);
  });

  it.each(faqCategories.map((c) => [c.category, c] as const))("%s has 3 to 6 answered questions, a lucide icon and a unique id", (_, c) => {
    expect(c.questions.length).toBeGreaterThanOrEqual(3);
    expect(c.questions.length).toBeLessThanOrEqual(6);
    for (const q of c.questions) {
      expect(q.question.trim()).not.toBe("");
      expect(richPlainText(q.answer).length).toBeGreaterThan(40);
    }
    expect(faqIcons[c.icon]).toBeDefined();
    expect(faqCategories.filter((other) => other.id === c.id)).toHaveLength(1);
  });

  it("states the refund policy of the spec", () => {
    expect(allText).toContain("All sales are final");
    expect(allText).toMatch(/full refund if we cancel/i);
    expect(allText).toContain("48 hours");
    expect(allText).toMatch(/credit that never expires[^.]*any city or date/);
  });

  it("states the audition consent, age groups and arrival time", () => {
    expect(allText).toContain("for casting consideration only");
    expect(allText).toContain("does not guarantee a role");
    expect(allText).toContain("Juniors, 12 and under");
    expect(allText).toContain("Seniors, 13 and up");
    expect(allText).toContain("11 and under");
    expect(allText).toContain("12 to adult");
    expect(allText).toMatch(/arrive 15 minutes/i);
  });

  it("states the mentorship terms", () => {
    expect(allText).toContain("monthly subscription starting December 1, 2025");
    expect(allText).toContain("first payment covers December 2025");
    expect(allText).toContain("January 1, 2026");
    expect(allText).toContain("3-month minimum");
    expect(allText).toContain("Elite Circle renews automatically");
  });

  it("links only to in-app paths and mail addresses", () => {
    const hrefs = [...JSON.stringify(faqCategories).matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1] ?? "");
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) expect(href).toMatch(/^(\/[a-z-]*|mailto:\S+@\S+)$/);
  });
});
