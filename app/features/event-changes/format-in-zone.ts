/** An instant as the event's visitors read it: "Tuesday, March 3 at 10:00 AM EST" (decision 0027). */
export function formatInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone, timeZoneName: "short" }).format(instant);
}

/** The zone's abbreviation on a given day ("PDT", "GMT+1"), to follow wall-clock times typed for that day. */
export function zoneAbbreviation(day: string, timeZone: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(noon).find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** "10:00–17:00 PDT", "from 10:00 PDT", or null when no time was given. */
export function describeTimes(options: { day: string; startTime: string | null; endTime: string | null; timeZone: string }): string | null {
  const { day, startTime, endTime, timeZone } = options;
  if (!startTime) return null;
  const zone = zoneAbbreviation(day, timeZone);
  return endTime ? `${startTime}–${endTime} ${zone}` : `from ${startTime} ${zone}`;
}
