import { renderOutgoingEmail } from "~/features/email/email.server";
import { waitlistConfirmation } from "~/features/waitlist/emails/waitlist-confirmation";
import { waitlistSeatOffer } from "~/features/waitlist/emails/waitlist-seat-offer";
import type { EmailContext, OutgoingEmail } from "~/features/email/types";

/** The visitor's confirmation of joining a waitlist (of an event's city, or of the tour). */
export function renderWaitlistConfirmation(input: { email: string; cityName?: string }, mail: EmailContext): OutgoingEmail[] {
  return renderOutgoingEmail(mail, "waitlist confirmation", () => ({ to: input.email, template: waitlistConfirmation, props: { cityName: input.cityName } }));
}

/**
 * A seat opened up and is held for a waitlisted address until `expiresText` (already formatted for
 * the recipient); `offerUrl` is where they claim it.
 */
export function renderWaitlistSeatOffer(
  input: { email: string; cityName: string; dateText: string; tierLabel: string; offerUrl: string; expiresText: string },
  mail: EmailContext,
): OutgoingEmail[] {
  return renderOutgoingEmail(mail, "waitlist seat offer", () => ({
    to: input.email,
    template: waitlistSeatOffer,
    props: { cityName: input.cityName, dateText: input.dateText, tierLabel: input.tierLabel, offerUrl: input.offerUrl, expiresText: input.expiresText },
  }));
}
