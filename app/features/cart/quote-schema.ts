import { z } from "zod";

/** At most this many codes on one cart; more is never a real buyer. */
export const MAX_CODES = 5;
/** At most this many different tiers in one cart. */
export const MAX_LINES = 20;

const tierKey = z.string().trim().regex(/^[a-z0-9_]{1,60}$/, "Unknown ticket tier");
const eventSlug = z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Unknown event").max(80);
const code = z.string().max(60, "Invalid discount code");

export const cartLineSchema = z.object({
  tierKey,
  quantity: z
    .number({ error: "Quantity must be a number" })
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(100, "Quantity is too large"),
});

/**
 * A request to price a cart. It names tiers and quantities only: any price a client sends is
 * ignored, and the answer carries the catalog's. The browser and the server parse with this schema.
 */
export const quoteRequestSchema = z.object({
  eventSlug,
  items: z.array(cartLineSchema).min(1, "The cart is empty").max(MAX_LINES, "Too many different tickets"),
  codes: z.array(code).max(MAX_CODES, `At most ${MAX_CODES} discount codes`).default([]),
  /** The token of a waitlist offer: the seat it holds is this buyer's. */
  waitlistOffer: z.string().max(64).optional(),
});
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

/** Checking one code for a city (spec: validate_discount_code), against the cart as it is. */
export const validateCodeRequestSchema = z.object({
  code: code.refine((c) => c.trim().length > 0, "Enter a discount code"),
  eventSlug,
  items: z.array(cartLineSchema).max(MAX_LINES).default([]),
  /** Codes already on the cart: the new one is checked alongside them. */
  appliedCodes: z.array(code).max(MAX_CODES).default([]),
});
export type ValidateCodeRequest = z.output<typeof validateCodeRequestSchema>;
