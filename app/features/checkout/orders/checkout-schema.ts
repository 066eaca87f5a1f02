import { z } from "zod";
import { isMinor } from "~/domain/age-groups";
import { EMAIL_PATTERN } from "~/lib/email-address";
import { draftKeySchema } from "../drafts/checkout-draft-schema";
import { quoteRequestSchema } from "~/features/cart/quote-schema";

export const GUARDIAN_CONSENT_TEXT =
  "I am this student's parent or guardian. I consent to their taking part in the intensive, including on-camera work, and confirm they are fit to dance.";
/** The consent an online program's guardian gives (issue 37, 2): to the online program, not a day at a venue. Stored with the participant. */
export const GUARDIAN_CONSENT_TEXT_ONLINE =
  "I am this student's parent or guardian. I consent to their taking part in the online program, including on-camera work.";
/** The consent text shown and stored for an order whose items are all online, or not. */
export const guardianConsentText = (online: boolean) => (online ? GUARDIAN_CONSENT_TEXT_ONLINE : GUARDIAN_CONSENT_TEXT);

export const checkoutMessages = {
  buyerName: "Please enter your full name (max 100 characters)",
  buyerEmail: "Please enter a valid email address",
  buyerPhone: "Please enter a phone number",
  studentName: "Please enter the student's name (max 100 characters)",
  studentAge: "Please enter the student's age (3-99)",
  studentEmail: "Please enter a valid email address or leave it empty",
  parentRequired: "Parent/Guardian name is required for students under 18",
  consentRequired: "A parent or guardian must consent for students under 18",
} as const;

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);
const email = z.string({ error: checkoutMessages.buyerEmail }).trim().toLowerCase().max(254, checkoutMessages.buyerEmail).regex(EMAIL_PATTERN, checkoutMessages.buyerEmail);

export const studentSchema = z
  .object({
    fullName: name(checkoutMessages.studentName),
    age: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v),
      z.number({ error: checkoutMessages.studentAge }).int(checkoutMessages.studentAge).min(3, checkoutMessages.studentAge).max(99, checkoutMessages.studentAge),
    ),
    parentName: z
      .string()
      .trim()
      .max(100, "Parent/Guardian name must be less than 100 characters")
      .optional()
      .transform((v) => (v ? v : undefined)),
    guardianConsent: z.boolean().optional(),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, checkoutMessages.studentEmail)
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || EMAIL_PATTERN.test(v), checkoutMessages.studentEmail),
  })
  .refine((s) => !isMinor(s.age) || Boolean(s.parentName), {
    path: ["parentName"],
    message: checkoutMessages.parentRequired,
    when: ({ issues }) => !issues.some((i) => i.path?.[0] === "age" || i.path?.[0] === "parentName"),
  })
  .refine((s) => !isMinor(s.age) || s.guardianConsent === true, {
    path: ["guardianConsent"],
    message: checkoutMessages.consentRequired,
    when: ({ issues }) => !issues.some((i) => i.path?.[0] === "age"),
  });
export type StudentInput = z.input<typeof studentSchema>;
export type Student = z.output<typeof studentSchema>;

export const buyerSchema = z.object({
  fullName: name(checkoutMessages.buyerName),
  email,
  phone: z.string({ error: checkoutMessages.buyerPhone }).trim().min(7, checkoutMessages.buyerPhone).max(40, checkoutMessages.buyerPhone).regex(/^[+()\d\s.-]+$/, checkoutMessages.buyerPhone),
});
export type Buyer = z.output<typeof buyerSchema>;

/** The checkout context the browser was in (spec section 4, context overrides): shown to the team, never priced. */
const contextSchema = z
  .object({
    checkoutCityKey: z.string().max(80).optional(),
    checkoutCityName: z.string().max(120).optional(),
    isVirtualSession: z.boolean().optional(),
    eliteMentorshipBeta: z.boolean().optional(),
    actingForDancersContext: z.boolean().optional(),
  })
  .default({});

/** A campaign tag as the browser kept it: trimmed and capped, and dropped (never refusing the order) when it is not text. */
const campaignTag = z
  .string()
  .transform((v) => v.trim().slice(0, 200) || undefined)
  .optional()
  .catch(undefined);

/** The first-touch campaign tags and referrer of the visit (app/lib/utm.ts), kept on the order for the sales tally. */
const utmSchema = z.object({ utmSource: campaignTag, utmMedium: campaignTag, utmCampaign: campaignTag }).default({}).catch({});
const referrerSchema = z
  .string()
  .transform((v) => (/^https?:\/\//i.test(v.trim()) ? v.trim().slice(0, 500) : undefined))
  .optional()
  .catch(undefined);

/**
 * Placing an order: the cart (tiers and quantities only, as a quote), the buyer and the students.
 * The browser validates the form with this schema and the server the same request again.
 */
export const createOrderSchema = quoteRequestSchema.extend({
  buyer: buyerSchema,
  students: z.array(studentSchema).max(100).default([]),
  /** The buyer pays first and registers the students from the emailed link. */
  studentsLater: z.boolean().default(false),
  context: contextSchema,
  utm: utmSchema,
  referrer: referrerSchema,
  /** The checkout's kept draft (checkout-draft-schema.ts): the order is linked to it. A malformed one is dropped, never refusing the order. */
  draftKey: draftKeySchema.optional().catch(undefined),
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrderRequest = z.output<typeof createOrderSchema>;

export const completeStudentsSchema = z.object({ students: z.array(studentSchema).min(1, "Add at least one student").max(100) });
