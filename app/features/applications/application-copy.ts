/** What the application forms' answers say. Kept apart from the schemas so the browser can read it without zod. */
export const applicationCopy = {
  received: "Thank you! We've received it and sent you a confirmation email.",
  /** The form's own fallback when an answer carries no message. */
  receivedFallback: "Thank you! We've received it.",
  failedToast: "Submission failed. Please try again.",
  /** An audition video for an event it cannot be for (catalog's findSignupEvent's reasons). */
  eventRefusal: {
    not_found: "We couldn't find that event.",
    cancelled: "This event has been cancelled. Please choose another city.",
    closed: "This event has already taken place.",
  },
} as const;
