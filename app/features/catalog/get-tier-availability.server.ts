import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { eventTierSeats } from "~/db/schema";
import { seatAvailability, type SeatAvailability } from "~/domain/seats";
import { countSeatsTaken } from "./count-seats-taken.server";

/** Availability of each limited tier of an event; tiers missing from the result are not limited. */
export async function getTierAvailability(options: { db: Db; eventId: number }): Promise<Record<string, SeatAvailability>> {
  const [rows, taken] = await Promise.all([
    options.db.select().from(eventTierSeats).where(eq(eventTierSeats.eventId, options.eventId)),
    countSeatsTaken(options),
  ]);
  return Object.fromEntries(rows.map((r) => [r.tierKey, seatAvailability(r, taken[r.tierKey] ?? 0)]));
}
