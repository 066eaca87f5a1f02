import { z } from "zod";
import { accountCopy } from "~/content/account";

/** The account's password, asked again before two-step sign-in changes (Better Auth checks it). */
export const twoStepPasswordSchema = z.object({ password: z.string().min(1, accountCopy.errors.passwordMissing) });

/** The authenticator app's code, typed with or without a space: six digits are sent. */
export const twoStepCodeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\D/g, ""))
    .pipe(z.string().length(6, accountCopy.errors.codeFormat)),
});
