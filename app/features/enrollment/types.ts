import type { BreakdownQuery } from "./breakdown-query-schema";

export type AgeGroup = "12_and_under" | "13_and_up";

/** People counted in each age group (12 and under, 13 and up) and together. */
export interface AgeCounts {
  twelveAndUnder: number;
  thirteenAndUp: number;
  total: number;
}

export interface EventCounts extends AgeCounts {
  eventId: number;
  label: string;
}

/** One event's students holding one tier; `tierKey` null for students on no ticket line. */
export interface EventTierCounts extends AgeCounts {
  eventId: number;
  eventLabel: string;
  tierKey: string | null;
  tierLabel: string | null;
}

export interface TierCounts extends AgeCounts {
  tierKey: string | null;
  tierLabel: string | null;
}

export interface EnrollmentBreakdown {
  query: BreakdownQuery;
  /** The events the period holds, in date order (dates to be determined last). */
  eventCount: number;
  studentsByEvent: EventCounts[];
  studentsTotal: AgeCounts;
  studentsByTier: EventTierCounts[];
  /** Every event's students per tier, for the chart. */
  tierTotals: TierCounts[];
  auditionsByEvent: EventCounts[];
  auditionsTotal: AgeCounts;
}

/** A row of one of the page's tables (and its CSV). */
export interface CountsRow {
  key: string;
  /** The row's header cells: the event, and for the tier table the tier too. */
  heads: string[];
  counts: number[];
}
