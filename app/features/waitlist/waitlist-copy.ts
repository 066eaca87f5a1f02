/** The waitlist's messages, kept apart from its schema so pages can show them without loading zod. */
export const WAITLIST_INVALID_EMAIL = "Invalid email";

export const waitlistToasts = {
  success: { title: "Thanks for joining the waitlist!", description: "We'll be in touch when spots open up." },
  failure: { title: "Something went wrong", description: "Unable to join waitlist. Please try again later." },
} as const;
