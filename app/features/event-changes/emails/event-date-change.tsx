import { eventChangeEmails } from "~/content/event-change-emails";
import type { EmailTemplate } from "~/features/email/types";
import { EmailHeading, EmailLink, EmailList, EmailParagraph, textBody, textLink, textList } from "~/features/email/templates/kit";

export interface EventDateChangeProps {
  cityName: string;
  oldDateText: string;
  newDateText: string;
  /** "10:00–17:00 PDT", or null when the team gave no times. */
  timesText: string | null;
  orderNumber: string;
  /** What the order paid, formatted in its currency: the refund on offer, or the credit silence becomes. */
  amount: string;
  /** The deadline in the event's zone with its abbreviation. */
  respondByText: string;
  responseUrl: string;
}

const copy = eventChangeEmails.dateChange;

const choices = (p: EventDateChangeProps) => [copy.keep, copy.refund(p.amount)];
const answerLink = (p: EventDateChangeProps) => ({ label: copy.answer, url: p.responseUrl });

export function EventDateChange(props: EventDateChangeProps) {
  return (
    <>
      <EmailHeading>{copy.heading}</EmailHeading>
      <EmailParagraph>{copy.opened(props.cityName, props.oldDateText, props.newDateText)}</EmailParagraph>
      {props.timesText && <EmailParagraph>{copy.times(props.timesText)}</EmailParagraph>}
      <EmailList title={`${copy.order(props.orderNumber)}. ${copy.choices}`} items={choices(props)} />
      <EmailParagraph strong>{copy.deadline(props.respondByText)}</EmailParagraph>
      <EmailParagraph>{copy.noAnswer(props.amount)}</EmailParagraph>
      <EmailParagraph strong>
        <EmailLink {...answerLink(props)} />
      </EmailParagraph>
    </>
  );
}

export const eventDateChange: EmailTemplate<EventDateChangeProps> = {
  name: "event-date-change",
  subject: (p) => copy.subject(p.cityName),
  preview: (p) => copy.deadline(p.respondByText),
  reason: (p) => copy.reason(p.cityName),
  Component: EventDateChange,
  toText: (p) =>
    textBody(
      `${copy.heading}.`,
      copy.opened(p.cityName, p.oldDateText, p.newDateText),
      p.timesText ? copy.times(p.timesText) : null,
      textList(`${copy.order(p.orderNumber)}. ${copy.choices}`, choices(p)),
      copy.deadline(p.respondByText),
      copy.noAnswer(p.amount),
      textLink(answerLink(p)),
    ),
};
