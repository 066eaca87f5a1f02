/** How a tier of an event is limited: a seat count, and/or closed by the team. */
export interface TierSeats {
  /** Seats for the tier; null when only the team's soldOut flag limits it. */
  capacity: number | null;
  soldOut: boolean;
}

export interface SeatAvailability {
  soldOut: boolean;
  /** Seats left; null when the tier has no seat count. */
  remaining: number | null;
}

const UNLIMITED: SeatAvailability = { soldOut: false, remaining: null };

/** A tier without seat settings is never sold out; otherwise it is when closed or when every seat is taken. */
export function seatAvailability(seats: TierSeats | undefined, taken: number): SeatAvailability {
  if (!seats) return UNLIMITED;
  if (!Number.isInteger(taken) || taken < 0) throw new RangeError(`seats taken must be a whole number ≥ 0, got ${taken}`);
  const remaining = seats.capacity === null ? null : Math.max(0, seats.capacity - taken);
  return { soldOut: seats.soldOut || remaining === 0, remaining };
}

/**
 * "Few seats left": at most this many seats remain in a tier's pool. Below it a card, the cart and
 * checkout say how many are left; above it (or without a seat count) they say nothing.
 */
export const FEW_SEATS_LEFT = 10;

/** The seats left to show beside a tier: the count when few remain and some do, else null. */
export function fewSeatsLeft(availability: SeatAvailability): number | null {
  const { soldOut, remaining } = availability;
  if (soldOut || remaining === null || remaining < 1 || remaining > FEW_SEATS_LEFT) return null;
  return remaining;
}
