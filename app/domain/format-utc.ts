/** An instant as the team's tools show it, the same on the server and in the browser: `2025-09-01 19:00 UTC`. */
export function formatUtc(value: Date | string | null | undefined, options: { seconds?: boolean } = {}): string | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.toISOString().slice(0, options.seconds ? 19 : 16).replace("T", " ")} UTC`;
}
