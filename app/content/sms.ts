import { site } from "./site";

/** The texts the site sends (each short: one SMS segment, 160 characters, costs one message). */
export const accountSmsCopy = {
  code: (code: string) => `${site.name}: ${code} is your code. It works for 10 minutes. Never share it: we will not call to ask for it.`,
  reset: (code: string) => `${site.name}: ${code} is your code to choose a new password. It works for 10 minutes.`,
  twoFactor: (code: string) => `${site.name}: ${code} is your two-step verification code. It works for 5 minutes.`,
} as const;

export const smsLimitCopy = {
  perNumber: "Too many texts were sent to this number today. Try again tomorrow, or use your email.",
  perDay: "We can't send texts right now. Use your email, or try again later.",
} as const;
