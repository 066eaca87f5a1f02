import { z } from "zod";
import { isMinor } from "~/domain/age-groups";
import { EMAIL_PATTERN } from "~/lib/email-address";

/** The consent statement shown beside the checkbox and stored with each registration. */
export const AUDITION_CONSENT_TEXT =
  "I agree that my registration, and any footage from the day, may be used for casting consideration only. I understand that auditioning does not guarantee a role in any project.";

export const auditionMessages = {
  fullName: "Please enter a valid name (max 100 characters)",
  email: "Please enter a valid email address",
  phone: "Please enter a phone number",
  age: "Please enter a valid age (5-99)",
  parentRequired: "Parent/Guardian name is required for minors",
  parentTooLong: "Parent/Guardian name must be less than 100 characters",
  consent: "You must agree to the consent statement",
} as const;

export { EMAIL_PATTERN };

const optionalTag = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * One schema for the audition form: the browser validates with it on blur and on submit,
 * and the server validates the same request with it again.
 */
export const auditionFormSchema = z
  .object({
    fullName: z.string({ error: auditionMessages.fullName }).trim().min(1, auditionMessages.fullName).max(100, auditionMessages.fullName),
    email: z
      .string({ error: auditionMessages.email })
      .trim()
      .toLowerCase()
      .max(254, auditionMessages.email)
      .regex(EMAIL_PATTERN, auditionMessages.email),
    phone: z.string({ error: auditionMessages.phone }).trim().min(1, auditionMessages.phone).max(40, auditionMessages.phone),
    age: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v),
      z.number({ error: auditionMessages.age }).int(auditionMessages.age).min(5, auditionMessages.age).max(99, auditionMessages.age),
    ),
    parentName: z
      .string()
      .trim()
      .max(100, auditionMessages.parentTooLong)
      .optional()
      .transform((v) => (v ? v : undefined)),
    consent: z.literal(true, { error: auditionMessages.consent }),
    utmSource: optionalTag,
    utmMedium: optionalTag,
    utmCampaign: optionalTag,
    /** Honeypot: people never see or fill it. */
    website: z.string().optional(),
  })
  .refine((form) => !isMinor(form.age) || Boolean(form.parentName), {
    path: ["parentName"],
    message: auditionMessages.parentRequired,
    // Judge the guardian rule as soon as the age is known, even while other fields are still wrong.
    when: ({ issues }) => !issues.some((i) => i.path?.[0] === "age" || i.path?.[0] === "parentName"),
  });

export type AuditionFormInput = z.input<typeof auditionFormSchema>;
export type AuditionForm = z.output<typeof auditionFormSchema>;
