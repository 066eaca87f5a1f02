/** What the application forms' answers say. Kept apart from the schemas so the browser can read it without zod. */
export const applicationCopy = {
  received: "Thank you! We've received it and sent you a confirmation email.",
  /** The form's own fallback when an answer carries no message. */
  receivedFallback: "Thank you! We've received it.",
  failedToast: "Submission failed. Please try again.",
} as const;
