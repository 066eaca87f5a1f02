import { parsePhoneNumberFromString } from "libphonenumber-js/min";
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

/** Numbers typed without a + and a country code are read as this country's (the site sells in the US). */
export const DEFAULT_PHONE_COUNTRY = "US";
export const INVALID_PHONE = "That can't be a phone number. Type it with its area code, like (860) 555-0123, or with + and the country code.";

/** Any way of typing a phone number, as E.164 (+18605550123); the one rule the forms and the server use. */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, "Please enter a phone number")
  .max(40, INVALID_PHONE)
  .transform((value, ctx) => {
    const parsed = /[a-z@]/i.test(value) ? undefined : parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
    if (!parsed?.isValid()) {
      ctx.addIssue({ code: "custom", message: INVALID_PHONE });
      return z.NEVER;
    }
    return parsed.number;
  });

/** Whether what was typed in an "email or phone number" field is meant as an email. */
export function looksLikeEmail(value: string): boolean {
  return value.includes("@");
}

/** An "email or phone number" field: an email when it has an @, else a phone number. */
export const contactSchema = z
  .string()
  .trim()
  .min(1, authCopy.missingEmail)
  .transform((value, ctx): { kind: "email"; email: string } | { kind: "phone"; phoneNumber: string } => {
    const parsed = looksLikeEmail(value) ? emailSchema.safeParse(value) : phoneSchema.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? INVALID_PHONE });
      return z.NEVER;
    }
    return looksLikeEmail(value) ? { kind: "email", email: parsed.data } : { kind: "phone", phoneNumber: parsed.data };
  });

export const phoneSignInSchema = z.object({
  phoneNumber: z.string().trim().min(1, authCopy.missingCredentials).pipe(phoneSchema),
  password: z.string().min(1, authCopy.missingCredentials),
});

export const phoneSignUpSchema = z.object({ name: signUpSchema.shape.name, phoneNumber: phoneSchema, password: passwordSchema });

export const phoneOnlySchema = z.object({ phoneNumber: z.string().trim().min(1, authCopy.missingEmail).pipe(phoneSchema) });

/** A forgotten password by phone: the texted code and the new password, as Better Auth's /phone-number/reset-password takes them. */
export const phoneResetSchema = z.object({
  phoneNumber: phoneSchema,
  otp: z.string().trim().regex(/^\d{6}$/, "Enter the 6 digits from the text message."),
  newPassword: passwordSchema,
});

/** The same, as the page's form asks it: the code and the new password twice. */
export const phoneResetFormSchema = z
  .object({ code: phoneResetSchema.shape.otp, password: phoneResetSchema.shape.newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords are different." });

export const phoneCodeSchema = z.object({ phoneNumber: phoneSchema, code: z.string().trim().regex(/^\d{6}$/, "Enter the 6 digits from the text message.") });

/**
 * An account made with a phone number has no email; Better Auth needs one, so it gets a placeholder
 * on a reserved domain (.invalid never receives mail), which no email path accepts and no page shows.
 */
export const PHONE_ACCOUNT_EMAIL_DOMAIN = "phone.callboard.invalid";
export function phoneAccountEmail(phoneNumber: string): string {
  return `${phoneNumber.replace(/\D/g, "")}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`;
}
export function isPhoneAccountEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${PHONE_ACCOUNT_EMAIL_DOMAIN}`);
}

/**
 * A page on this site to return to after signing in, normalised (see safeRedirectPath); anything
 * else (another site, //host, control characters, an API endpoint) goes to `fallback`.
 */
export function safeReturnPath(value: unknown, fallback = "/account"): string {
  const path = safeRedirectPath(value);
  if (!path || /^\/api(?:[/?#]|$)/.test(path)) return fallback;
  return path;
}
