/** After this many failed sends a message is marked failed and no longer retried. */
export const MAX_SEND_ATTEMPTS = 8;

const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/**
 * How long a claimed message may stay 'sending' before it counts as abandoned by a crashed
 * worker. It must outlast a whole batch of sends, which the transport's timeouts bound.
 */
export const SENDING_LEASE_MS = 10 * 60_000;

/** Wait before the next try, given how many attempts have failed so far: 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** exponent, MAX_RETRY_DELAY_MS);
}
