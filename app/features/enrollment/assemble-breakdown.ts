import { compareByDateTbdLast, type DatedEvent } from "~/domain/dates";
import type { BreakdownQuery } from "./breakdown-query-schema";
import { eventInPeriod } from "./event-in-period";
import type { AgeCounts, AgeGroup, EnrollmentBreakdown, EventCounts, EventTierCounts, TierCounts } from "./types";

export interface BreakdownEvent extends DatedEvent {
  id: number;
  cityName: string;
  dateText: string;
}

export interface StudentCountRow {
  eventId: number;
  ageGroup: AgeGroup;
  tierKey: string | null;
  tierLabel: string | null;
  tierOrder: number | null;
  n: number;
}

export interface AuditionCountRow {
  eventId: number;
  ageGroup: AgeGroup;
  n: number;
}

const zero = (): AgeCounts => ({ twelveAndUnder: 0, thirteenAndUp: 0, total: 0 });

function add(counts: AgeCounts, ageGroup: AgeGroup, n: number): void {
  if (ageGroup === "12_and_under") counts.twelveAndUnder += n;
  else counts.thirteenAndUp += n;
  counts.total += n;
}

export const eventLabel = (e: { cityName: string; dateText: string }) => `${e.cityName} · ${e.dateText}`;

/** Counts grouped in the database, shaped into the page's tables: events of the period only, in date order. */
export function assembleBreakdown(input: { query: BreakdownQuery; now: Date; events: BreakdownEvent[]; students: StudentCountRow[]; auditions: AuditionCountRow[] }): EnrollmentBreakdown {
  const events = input.events.filter((e) => eventInPeriod(e, input.query, input.now)).sort(compareByDateTbdLast);
  const rank = new Map(events.map((e, i) => [e.id, i]));

  const byEvent = <R extends { eventId: number; ageGroup: AgeGroup; n: number }>(rows: R[]): { rows: EventCounts[]; total: AgeCounts } => {
    const total = zero();
    const rowsByEvent = new Map<number, EventCounts>();
    for (const row of rows) {
      if (!rank.has(row.eventId)) continue;
      const event = events[rank.get(row.eventId)!]!;
      const counts = rowsByEvent.get(row.eventId) ?? { eventId: event.id, label: eventLabel(event), ...zero() };
      add(counts, row.ageGroup, row.n);
      add(total, row.ageGroup, row.n);
      rowsByEvent.set(row.eventId, counts);
    }
    return { rows: [...rowsByEvent.values()].sort((a, b) => rank.get(a.eventId)! - rank.get(b.eventId)!), total };
  };

  const tierRows = new Map<string, EventTierCounts & { order: number }>();
  const tierTotals = new Map<string, TierCounts & { order: number }>();
  for (const row of input.students) {
    if (!rank.has(row.eventId)) continue;
    const event = events[rank.get(row.eventId)!]!;
    const order = row.tierOrder ?? Number.MAX_SAFE_INTEGER;
    const key = `${row.eventId}:${row.tierKey ?? ""}`;
    const counts = tierRows.get(key) ?? { eventId: event.id, eventLabel: eventLabel(event), tierKey: row.tierKey, tierLabel: row.tierLabel, order, ...zero() };
    add(counts, row.ageGroup, row.n);
    tierRows.set(key, counts);
    const overall = tierTotals.get(row.tierKey ?? "") ?? { tierKey: row.tierKey, tierLabel: row.tierLabel, order, ...zero() };
    add(overall, row.ageGroup, row.n);
    tierTotals.set(row.tierKey ?? "", overall);
  }
  const students = byEvent(input.students);
  const auditions = byEvent(input.auditions);
  const strip = <T extends { order: number }>({ order: _order, ...rest }: T) => rest;

  return {
    query: input.query,
    eventCount: events.length,
    studentsByEvent: students.rows,
    studentsTotal: students.total,
    studentsByTier: [...tierRows.values()].sort((a, b) => rank.get(a.eventId)! - rank.get(b.eventId)! || a.order - b.order || (a.tierLabel ?? "").localeCompare(b.tierLabel ?? "")).map(strip),
    tierTotals: [...tierTotals.values()].sort((a, b) => a.order - b.order || (a.tierLabel ?? "").localeCompare(b.tierLabel ?? "")).map(strip),
    auditionsByEvent: auditions.rows,
    auditionsTotal: auditions.total,
  };
}
