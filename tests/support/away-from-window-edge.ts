/**
 * A fixed-window rate limiter on real time (windows start on multiples of `windowMs`) restarts its count at the
 * window's edge: a test that must see the limit reached waits for the next window when fewer than `marginMs` are
 * left in this one, so all its requests fall in one window however slow the machine.
 */
export async function awayFromWindowEdge(windowMs: number, marginMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * A limiter's clock pinned to this moment, for a test that counts to a limit on a limiter it makes itself: every
 * hit falls in one window. Real time (not a fixed date), so no other limiter's pruning of old windows removes it.
 */
export function pinnedNow(): () => number {
  const at = Date.now();
  return () => at;
}
