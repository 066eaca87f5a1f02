/** Site-wide copy the team can edit. */
export const site = {
  name: "Callboard",
  programName: "On-Camera Dance Intensive",
  tourTitle: "Select Your City",
  tourIntro:
    "One day on set with a working choreographer: film-style classes, an industry Q&A and an optional audition for upcoming projects. Pick the stop nearest you.",
  tourDescription:
    "Tour dates for the On-Camera Dance Intensive & Audition: one-day, on-camera dance training for all ages and levels in cities across the US, Canada and the UK.",
  emptyTourTitle: "No upcoming dates right now",
  emptyTourText:
    "The next tour stops are being planned. Join the waitlist and we'll email you as soon as new cities open.",
  contactEmail: "hello@callboard.dance",
} as const;
