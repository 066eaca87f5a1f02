import { z } from "zod";
import { authCopy } from "~/content/auth";
import { emailSchema } from "~/lib/email-address";
import { safeRedirectPath } from "~/lib/safe-redirect";

/** The sign-in page's forms, checked in the browser and again by the server before Better Auth runs. */
export const passwordSchema = z.string().min(8, "Use at least 8 characters.").max(128, "Use at most 128 characters.");

export const signInSchema = z.object({
  email: z.string().trim().min(1, authCopy.missingCredentials).pipe(emailSchema),
  password: z.string().min(1, authCopy.missingCredentials),
});

export const signUpSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name").max(100, "Please enter a valid name (max 100 characters)"),
  email: emailSchema,
  password: passwordSchema,
});

export const emailOnlySchema = z.object({ email: z.string().trim().min(1, authCopy.missingEmail).pipe(emailSchema) });

export const emailCodeSchema = z.object({ email: emailSchema, otp: z.string().trim().regex(/^\d{6}$/, "Enter the 6 digits from the email.") });

export const totpSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, "Enter the 6 digits your app shows.") });

export const backupCodeSchema = z.object({ code: z.string().trim().min(4, "Enter one of your backup codes.").max(64) });

export const newPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords are different." });

/**
 * A page on this site to return to after signing in, normalised (see safeRedirectPath); anything
 * else (another site, //host, control characters, an API endpoint) goes to `fallback`.
 */
export function safeReturnPath(value: unknown, fallback = "/account"): string {
  const path = safeRedirectPath(value);
  if (!path || /^\/api(?:[/?#]|$)/.test(path)) return fallback;
  return path;
}
