/** Words of the sign-in page and the account's server messages. */
export const authCopy = {
  missingCredentials: "You must provide either an email or phone number and a password",
  missingEmail: "You must provide either an email or phone number.",
  tooManyForAccount: "Too many attempts for this account. Wait 15 minutes, or reset your password.",
  tooManyFromClient: "Too many attempts from this device. Please wait a minute and try again.",
  verifying: "Verifying access...",
} as const;
