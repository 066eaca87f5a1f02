import { renderOutgoingEmail } from "~/features/email/email.server";
import { eventCancelled, type EventCancelledProps } from "~/features/event-changes/emails/event-cancelled";
import { eventDateChange, type EventDateChangeProps } from "~/features/event-changes/emails/event-date-change";
import type { EmailContext, OutgoingEmail } from "~/features/email/types";

/** One person's notice that the event is cancelled, naming everything they had on it. */
export function renderEventCancelled(input: EventCancelledProps & { to: string }, mail: EmailContext): OutgoingEmail[] {
  const { to, ...props } = input;
  return renderOutgoingEmail(mail, "event cancelled", () => ({ to, template: eventCancelled, props }));
}

/** A buyer's notice of the new date with their signed link to keep the seat or get a full refund (decision 0042). */
export function renderEventDateChange(input: EventDateChangeProps & { to: string }, mail: EmailContext): OutgoingEmail[] {
  const { to, ...props } = input;
  return renderOutgoingEmail(mail, "event date change", () => ({ to, template: eventDateChange, props }));
}
