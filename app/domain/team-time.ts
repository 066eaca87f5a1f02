const formatters = new Map<string, Intl.DateTimeFormat>();
const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** An instant as the team reads it in its zone: "2025-12-01 09:05" (24-hour, sortable, no zone name). */
export function formatTeamTime(instant: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    formatters.set(timeZone, f);
  }
  const part = (type: string) => f.formatToParts(instant).find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

/** The same with the zone's short name at that instant, as a time cell the team reads: "2025-12-01 12:05 EST". */
export function formatTeamTimeWithZone(instant: Date, timeZone: string): string {
  let f = zoneNames.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" });
    zoneNames.set(timeZone, f);
  }
  const zone = f.formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? timeZone;
  return `${formatTeamTime(instant, timeZone)} ${zone}`;
}
