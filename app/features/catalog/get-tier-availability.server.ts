import type { Db } from "~/db/client.server";
import type { SeatAvailability } from "~/domain/seats";
import { loadEventOffers } from "./load-event-offers.server";

/** Availability of each tier an event sells, from its offer and the seat pool it draws from. */
export async function getTierAvailability(options: { db: Db; eventId: number; now: Date }): Promise<Record<string, SeatAvailability>> {
  const offers = await loadEventOffers(options);
  return Object.fromEntries(offers.map((o) => [o.tierKey, { soldOut: o.soldOut, remaining: o.remaining }]));
}
