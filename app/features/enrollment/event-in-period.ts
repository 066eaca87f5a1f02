import { isUpcoming, type DatedEvent } from "~/domain/dates";
import type { BreakdownQuery } from "./breakdown-query-schema";

/**
 * Whether an event belongs to the chosen period: upcoming until its last day has passed in its own
 * zone (a date to be determined is upcoming), past after that, or in a range when its first day
 * falls within the typed days (an event without a date is in no range).
 */
export function eventInPeriod(event: DatedEvent, query: BreakdownQuery, now: Date): boolean {
  if (query.when === "upcoming") return isUpcoming(event, now);
  if (query.when === "past") return !isUpcoming(event, now);
  if (event.startsOn === null) return false;
  return (!query.from || event.startsOn >= query.from) && (!query.to || event.startsOn <= query.to);
}
