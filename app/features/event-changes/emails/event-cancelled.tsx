import { eventChangeEmails } from "~/content/event-change-emails";
import type { EmailTemplate } from "~/features/email/types";
import { EmailHeading, EmailLink, EmailParagraph, textBody, textLink } from "~/features/email/templates/kit";

export interface EventCancelledProps {
  cityName: string;
  dateText: string;
  /** The recipient's paid orders on the event (refunded by the cancellation's job). */
  orderNumbers: string[];
  audition: boolean;
  waitlist: boolean;
  toursUrl: string;
}

const copy = eventChangeEmails.cancelled;

const lines = (p: EventCancelledProps) => [p.orderNumbers.length > 0 ? copy.orders(p.orderNumbers) : null, p.audition ? copy.audition : null, p.waitlist ? copy.waitlist : null].filter((l): l is string => l !== null);
const toursLink = (p: EventCancelledProps) => ({ label: copy.otherCities, url: p.toursUrl });

export function EventCancelled(props: EventCancelledProps) {
  return (
    <>
      <EmailHeading>{copy.heading}</EmailHeading>
      <EmailParagraph>{copy.opened(props.cityName, props.dateText)}</EmailParagraph>
      {lines(props).map((line) => (
        <EmailParagraph key={line}>{line}</EmailParagraph>
      ))}
      <EmailParagraph strong>
        <EmailLink {...toursLink(props)} />
      </EmailParagraph>
    </>
  );
}

export const eventCancelled: EmailTemplate<EventCancelledProps> = {
  name: "event-cancelled",
  subject: (p) => copy.subject(p.cityName),
  preview: (p) => copy.opened(p.cityName, p.dateText),
  reason: (p) => copy.reason(p.cityName),
  Component: EventCancelled,
  toText: (p) => textBody(`${copy.heading}.`, copy.opened(p.cityName, p.dateText), ...lines(p), textLink(toursLink(p))),
};
