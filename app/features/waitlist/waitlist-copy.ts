/** The waitlist's messages, kept apart from its schema so pages can show them without loading zod. */
export const WAITLIST_INVALID_EMAIL = "Invalid email";

export const waitlistToasts = {
  success: { title: "Thanks for joining the waitlist!", description: "We'll be in touch when spots open up." },
  failure: { title: "Something went wrong", description: "Unable to join waitlist. Please try again later." },
} as const;

/** The server's answer when the tier a visitor waits for is not in the catalog. */
export const WAITLIST_UNKNOWN_TIER = "Unknown ticket tier";

/** The form's confirmation under the field once the visitor is on the list. */
export const WAITLIST_JOINED = "You're on the list.";

/** The server's answer when the event a visitor signs up for does not exist. */
export const WAITLIST_UNKNOWN_EVENT = "We couldn't find that event.";
