/** Copy of the schedule section of the city page. The times and classes themselves are catalog data. */
export const scheduleCopy = {
  eyebrow: "Event Schedule",
  /** Shown in the heading instead of the date while it is to be determined. */
  dateTbd: "Date to be announced",
  venueComingSoon: "Venue details coming soon",
  mapLink: "View on map",
  /** Accessible name of the map link (starts with its visible text); {place} is the venue address or the city. */
  mapLinkLabel: "View on map: {place} (opens Google Maps in a new tab)",
  venueNotesLabel: "Getting there",
  /** Table headings by the schedule's age-group scheme. */
  ageGroups: {
    juniors_seniors: {
      juniors: "Juniors (12 and under)",
      seniors: "Seniors (13 and up)",
      all: "All Ages",
    },
    eleven_and_twelve_plus: {
      juniors: "Juniors (11 and under)",
      seniors: "Seniors (12 to adult)",
      all: "All Ages",
    },
  },
  columns: { time: "Time", activity: "Activity" },
  emptySchedule: "The class-by-class schedule will be posted here closer to the event.",
  notes: {
    workInProgress: "The schedule is still a work in progress and will be finalized closer to the event date.",
    allWelcome: "Recreational, competitive dancers, and pros are all invited.",
  },
  /** The fixed bar on phones for events whose schedule asks for it. */
  mobileBar: {
    text: "Spots are limited for this weekend.",
    link: "Reserve Now",
  },
} as const;

export type ScheduleCopy = typeof scheduleCopy;
