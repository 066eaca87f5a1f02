/**
 * The one clock for business-time decisions (upcoming or past, countdowns, early-bird windows).
 * A clock set to an instant starts there and then advances in real time, so a preview
 * "as of" another day still ticks like a real one.
 */
export interface Clock {
  now(): Date;
}

export function createClock(startAt?: Date, realNow: () => number = Date.now): Clock {
  if (!startAt) return { now: () => new Date(realNow()) };
  const offsetMs = startAt.getTime() - realNow();
  return { now: () => new Date(realNow() + offsetMs) };
}

/** A clock that never moves: for tests. */
export function fixedClock(at: Date): Clock {
  return { now: () => new Date(at.getTime()) };
}
