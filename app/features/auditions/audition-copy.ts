/** What the audition form's answers say. Kept apart from the schema so the browser can read it without zod. */
export const auditionCopy = {
  registered: "You're registered for the audition.",
  updated: "You were already registered for this audition, so we updated your details.",
  /** The answer a bot gets for filling the hidden field: the same success, nothing stored. */
  botRegistered: "You're registered.",
  failedToast: "Registration failed. Please try again.",
  tooManyToday: "Too many registrations for this audition from your connection today. Please try again tomorrow, or email us to register more dancers.",
  noAudition: (cityName: string) => `The ${cityName} event has no open audition. See the other cities for auditions near you.`,
} as const;

/** New registrations one client may make for one event in a day: a family with several dancers, not a bot taking the room. */
export const AUDITION_REGISTRATIONS_PER_DAY = 6;
