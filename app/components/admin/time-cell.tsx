import { formatTeamTimeWithZone } from "~/domain/team-time";

/** The instant as the team reads it: "2025-12-01 12:05 EST" in its zone ("… UTC" when none is given), the ISO instant in `dateTime`. */
export function formatTimeCell(at: Date | string | null | undefined, timeZone = "UTC"): string | null {
  if (at === null || at === undefined) return null;
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return null;
  return formatTeamTimeWithZone(instant, timeZone);
}

/**
 * An instant in an admin page, in the team's zone (TEAM_TIME_ZONE, passed down by the loader) so the
 * server and the browser draw the same text. `none` stands in for a missing one ("not yet").
 */
export function TimeCell({ at, timeZone, none = null }: { at: Date | string | null | undefined; timeZone?: string; none?: string | null }) {
  const text = formatTimeCell(at, timeZone);
  if (text === null || at === null || at === undefined) return none === null ? null : <span>{none}</span>;
  return (
    <time dateTime={new Date(at).toISOString()} className="tabular-nums whitespace-nowrap">
      {text}
    </time>
  );
}
