import { z } from "zod";
import { accountCopy } from "~/content/account";

/** The phone factor's switch on /account: on or off, with the account's password (one schema for the form and the action). */
export const setPhoneFactorSchema = z.object({
  intent: z.literal("phone-factor"),
  turn: z.enum(["on", "off"]),
  password: z.string().min(1, accountCopy.errors.passwordMissing).max(128, accountCopy.errors.passwordMissing),
});
