/** What the audition form's answers say. Kept apart from the schema so the browser can read it without zod. */
export const auditionCopy = {
  registered: "You're registered for the audition.",
  alreadyRegistered: (email: string) =>
    `${email} is already registered for this audition, so nothing was changed. We've emailed that address a link to review the registration.`,
  review: {
    title: "Your audition registration",
    invalid: "This link is not valid. Please use the link in your email, or write to us.",
    change: "Need to change something? Reply to your confirmation email or write to us and we'll update it.",
  },
  /** The answer a bot gets for filling the hidden field: the same success, nothing stored. */
  botRegistered: "You're registered.",
  failedToast: "Registration failed. Please try again.",
  tooManyToday: "Too many registrations for this audition from your connection today. Please try again tomorrow, or email us to register more dancers.",
  /** The event cannot be signed up for (catalog's findSignupEvent's reasons). */
  eventRefusal: {
    not_found: "We couldn't find that event.",
    cancelled: "This event has been cancelled. Please choose another city.",
    closed: "This event has already taken place.",
  },
  noAudition: (cityName: string) => `The ${cityName} event has no open audition. See the other cities for auditions near you.`,
} as const;

/** New registrations one client may make for one event in a day: a family with several dancers, not a bot taking the room. */
export const AUDITION_REGISTRATIONS_PER_DAY = 6;
