/** How long a job waits before its next attempt after a failed one: 5 s, 10 s, 20 s … capped at 10 minutes. */
export function jobRetryDelayMs(failedAttempts: number, baseMs = 5_000, maxMs = 10 * 60_000): number {
  const exponent = Math.max(0, Math.min(failedAttempts - 1, 20));
  return Math.min(baseMs * 2 ** exponent, maxMs);
}
