import { z } from "zod";
import { EMAIL_PATTERN } from "~/lib/email-address";

import { WAITLIST_INVALID_EMAIL } from "./waitlist-copy";

export { WAITLIST_INVALID_EMAIL };

/** One schema for the waitlist form in the browser and the same request on the server. */
export const waitlistFormSchema = z.object({
  email: z
    .string({ error: WAITLIST_INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .min(1, WAITLIST_INVALID_EMAIL)
    .max(254, WAITLIST_INVALID_EMAIL)
    .regex(EMAIL_PATTERN, WAITLIST_INVALID_EMAIL),
  /** The city page the visitor signed up from, if any. */
  eventSlug: z.string().trim().max(100).optional(),
  /** The sold-out tier the visitor is waiting for, if any. */
  tierKey: z.string().trim().max(100).optional(),
  website: z.string().optional(),
});

export type WaitlistFormInput = z.input<typeof waitlistFormSchema>;
export type WaitlistForm = z.output<typeof waitlistFormSchema>;
