/** The cart's discount texts (spec section 8), shared by the server's answers and the promo field. */
export const discountMessages = {
  notFound: "Discount code not found or expired",
  alreadyApplied: "This discount code has already been applied",
  unableToValidate: "Unable to validate discount code",
  invalid: "Invalid discount code",
  removedTitle: (code: string) => `Discount ${code} removed`,
  noLongerValid: "No longer valid for current selection",
  tooManyTries: "Too many discount code attempts. Please wait a minute and try again.",
  applied: (description: string, code: string) => (description ? `${code} applied: ${description}` : `${code} applied`),
} as const;
