import { enrollmentCopy } from "~/content/enrollment";
import type { BreakdownTable } from "./breakdown-query-schema";
import type { AgeCounts, CountsRow, EnrollmentBreakdown } from "./types";

export interface BreakdownTableData {
  title: string;
  headColumns: string[];
  countColumns: string[];
  rows: CountsRow[];
  totals?: CountsRow;
}

const copy = enrollmentCopy;
const countColumns = [copy.columns.twelveAndUnder, copy.columns.thirteenAndUp, copy.columns.total];
const counts = (c: AgeCounts) => [c.twelveAndUnder, c.thirteenAndUp, c.total];

/** One of the page's tables as rows: the page renders it and its CSV writes the same rows. */
export function breakdownTable(breakdown: EnrollmentBreakdown, table: BreakdownTable): BreakdownTableData {
  if (table === "tiers")
    return {
      title: copy.sections.tiers,
      headColumns: [copy.columns.event, copy.columns.tier],
      countColumns,
      rows: breakdown.studentsByTier.map((r) => ({ key: `${r.eventId}-${r.tierKey ?? ""}`, heads: [r.eventLabel, r.tierLabel ?? copy.noTier], counts: counts(r) })),
    };
  const [title, rows, total] = table === "students" ? [copy.sections.students, breakdown.studentsByEvent, breakdown.studentsTotal] : [copy.sections.auditions, breakdown.auditionsByEvent, breakdown.auditionsTotal];
  return {
    title,
    headColumns: [copy.columns.event],
    countColumns,
    rows: rows.map((r) => ({ key: String(r.eventId), heads: [r.label], counts: counts(r) })),
    totals: rows.length > 0 ? { key: "total", heads: [copy.total], counts: counts(total) } : undefined,
  };
}

/** The table's rows for a CSV file, totals last. */
export function breakdownCsvRows(data: BreakdownTableData): Array<Array<string | number>> {
  return [...data.rows, ...(data.totals ? [data.totals] : [])].map((r) => [...r.heads, ...r.counts]);
}
