import { count, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, events, orderLines, orders, orderStudents, tiers } from "~/db/schema";
import { assembleBreakdown } from "./assemble-breakdown";
import type { BreakdownQuery } from "./breakdown-query-schema";
import type { EnrollmentBreakdown } from "./types";

/**
 * Enrolled students (those of paid orders) by event, age group and tier, and audition registrations
 * by event and age group, for the events of a period. A student on no ticket line counts under no tier.
 */
export async function getEnrollmentBreakdown(options: { db: Db; query: BreakdownQuery; now: Date }): Promise<EnrollmentBreakdown> {
  const { db } = options;
  const [eventRows, students, auditions] = await Promise.all([
    db.select({ id: events.id, cityName: events.cityName, dateText: events.dateText, startsOn: events.startsOn, endsOn: events.endsOn, timeZone: events.timeZone }).from(events),
    db
      .select({ eventId: orders.eventId, ageGroup: orderStudents.ageGroup, tierKey: orderLines.tierKey, tierLabel: tiers.label, tierOrder: tiers.sortOrder, n: count() })
      .from(orderStudents)
      .innerJoin(orders, eq(orders.id, orderStudents.orderId))
      .leftJoin(orderLines, eq(orderLines.id, orderStudents.orderLineId))
      .leftJoin(tiers, eq(tiers.key, orderLines.tierKey))
      .where(eq(orders.status, "paid"))
      .groupBy(orders.eventId, orderStudents.ageGroup, orderLines.tierKey, tiers.label, tiers.sortOrder),
    db
      .select({ eventId: auditionRegistrations.eventId, ageGroup: auditionRegistrations.ageGroup, n: count() })
      .from(auditionRegistrations)
      .groupBy(auditionRegistrations.eventId, auditionRegistrations.ageGroup),
  ]);
  return assembleBreakdown({ query: options.query, now: options.now, events: eventRows, students, auditions });
}
