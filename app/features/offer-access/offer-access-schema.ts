import { z } from "zod";
import { emailSchema } from "~/lib/email-address";

/** The request for an access link, checked in the browser and again by the server. */
export const offerAccessRequestSchema = z.object({
  eventSlug: z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Unknown event").max(80),
  // The checkout's own rule: every address a buyer can order with can ask for its link.
  email: emailSchema.max(254),
  website: z.string().optional(),
});

export type OfferAccessRequestInput = z.input<typeof offerAccessRequestSchema>;

export type OfferAccessRequestAnswer = { ok: true; message: string } | { ok: false; message: string; errors?: Record<string, string> };
