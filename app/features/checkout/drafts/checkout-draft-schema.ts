import { z } from "zod";
import { quoteRequestSchema } from "~/features/cart/quote-schema";
import { emailSchema } from "~/lib/email-address";

/** The browser's id for one checkout (kept in session storage): the same checkout updates one kept draft. */
export const DRAFT_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const draftKeySchema = z.string().regex(DRAFT_KEY_PATTERN, "Invalid checkout id");

/**
 * A checkout kept as soon as its buyer's email is known (so one left unpaid can be followed up):
 * the cart as a quote request (tiers, quantities, codes; never a price), the email and the name
 * typed so far. The browser checks the email with this schema before sending; the server parses
 * the request with it again.
 */
export const checkoutDraftSchema = quoteRequestSchema.pick({ eventSlug: true, items: true, codes: true }).extend({
  clientKey: draftKeySchema,
  email: emailSchema.max(254, "Please enter a valid email address"),
  name: z
    .string()
    .trim()
    .max(100)
    // NUL and other control characters: the database refuses NUL, and a name never has them.
    .refine((v) => ![...v].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f), "Please enter a name without control characters")
    .optional()
    .transform((v) => v || undefined),
});
export type CheckoutDraftInput = z.input<typeof checkoutDraftSchema>;
export type CheckoutDraftRequest = z.output<typeof checkoutDraftSchema>;
