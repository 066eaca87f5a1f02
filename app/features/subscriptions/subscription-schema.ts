import { z } from "zod";
import { EMAIL_PATTERN } from "~/lib/email-address";
import { testCardSchema } from "~/features/checkout/test-card-schema";

export const subscriptionMessages = {
  name: "Please enter your full name (max 100 characters)",
  email: "Please enter a valid email address",
} as const;

const KEY = /^[a-z0-9_-]{1,80}$/;

/** Subscribing: the offer (tier and event, no price), the buyer and, with the test provider, the card. One schema for the form and the API. */
export const startSubscriptionSchema = z.object({
  tierKey: z.string().regex(KEY),
  eventSlug: z.string().regex(KEY).optional(),
  name: z.string({ error: subscriptionMessages.name }).trim().min(1, subscriptionMessages.name).max(100, subscriptionMessages.name),
  email: z.string({ error: subscriptionMessages.email }).trim().toLowerCase().max(254, subscriptionMessages.email).regex(EMAIL_PATTERN, subscriptionMessages.email),
  card: testCardSchema.optional(),
});
export type StartSubscriptionInput = z.input<typeof startSubscriptionSchema>;
export type StartSubscriptionRequest = z.output<typeof startSubscriptionSchema>;

/** A new test card for a subscription, from the signed link in the failed-payment email. */
export const updateCardSchema = z.object({ token: z.string().min(1).max(100), card: testCardSchema });
export type UpdateCardInput = z.input<typeof updateCardSchema>;
