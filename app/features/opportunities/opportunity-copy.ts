/** What the opportunity registration's answers say. */
export const opportunityCopy = {
  notFound: "Not found.",
  closed: "Registration for this opportunity has closed.",
  registered: "You're registered! We've sent you a confirmation email.",
} as const;
