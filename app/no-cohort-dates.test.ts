import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A cohort's dates and minimum term are data on its tiers (`subscription_starts_on`,
 * `minimum_term_months`): the copy in app/content words them through `describeMentorshipCohort`,
 * so a new cohort never needs a copy edit. No copy file may write a date or a minimum term itself.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const MONTH = "(?:January|February|March|April|May|June|July|August|September|October|November|December)";
const WRITTEN = [
  { what: "a day ('December 1, 2025')", pattern: new RegExp(`${MONTH} \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}`) },
  { what: "a month ('December 2025')", pattern: new RegExp(`${MONTH},? \\d{4}`) },
  { what: "a list of months ('December, January and February')", pattern: new RegExp(`${MONTH}, ${MONTH}`) },
  { what: "an ISO date ('2025-12-01')", pattern: /\b20\d\d-\d\d-\d\d\b/ },
  { what: "a minimum term ('3-month minimum')", pattern: /\b(?:\d+|one|two|three|four|five|six|twelve)[- ]months? minimum/i },
];

/** Dates that are not a cohort's: a page's last revision, an example in a form's hint. */
const NOT_A_COHORT = /(?:Last updated|e\.g\.) [^"`]*/g;

describe("no cohort date written in the copy", () => {
  const files = sourceFiles(path.resolve("app/content"));

  it("reads the copy files", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(WRITTEN)("no file under app/content writes $what", ({ pattern }) => {
    const offenders = files.flatMap((f) => {
      const match = readFileSync(f, "utf8").replace(NOT_A_COHORT, "").match(pattern);
      return match ? [`${path.relative(process.cwd(), f)}: ${match[0]}`] : [];
    });
    expect(offenders).toEqual([]);
  });
});
