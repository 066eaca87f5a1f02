import { waitlistOfferEmails } from "~/content/waitlist-offer-emails";
import type { EmailTemplate } from "~/features/email/types";
import { EmailHeading, EmailLink, EmailParagraph, textBody, textLink } from "~/features/email/templates/kit";

export interface WaitlistSeatOfferProps {
  cityName: string;
  dateText: string;
  tierLabel: string;
  /** Where the recipient claims the held seat. */
  offerUrl: string;
  /** When the hold lapses, already formatted for the recipient ("Wednesday, September 3 at 12:00 PM PDT"). */
  expiresText: string;
}

const copy = waitlistOfferEmails.seatOffer;

const opened = (p: WaitlistSeatOfferProps) => copy.opened(p.tierLabel, p.cityName, p.dateText);
const claimLink = (p: WaitlistSeatOfferProps) => ({ label: copy.claim, url: p.offerUrl });

export function WaitlistSeatOffer(props: WaitlistSeatOfferProps) {
  return (
    <>
      <EmailHeading>{copy.heading}</EmailHeading>
      <EmailParagraph>{opened(props)}</EmailParagraph>
      <EmailParagraph strong>{copy.held(props.expiresText)}</EmailParagraph>
      <EmailParagraph strong>
        <EmailLink {...claimLink(props)} />
      </EmailParagraph>
      <EmailParagraph>{copy.passes}</EmailParagraph>
      <EmailParagraph>{copy.notWanted}</EmailParagraph>
    </>
  );
}

export function waitlistSeatOfferText(props: WaitlistSeatOfferProps): string {
  return textBody(
    `${copy.heading}.`,
    opened(props),
    copy.held(props.expiresText),
    textLink(claimLink(props)),
    copy.passes,
    copy.notWanted,
  );
}

export const waitlistSeatOffer: EmailTemplate<WaitlistSeatOfferProps> = {
  name: "waitlist-seat-offer",
  subject: (p) => copy.subject(p.tierLabel, p.cityName),
  preview: (p) => copy.preview(p.expiresText),
  reason: (p) => copy.reason(p.tierLabel, p.cityName),
  Component: WaitlistSeatOffer,
  toText: waitlistSeatOfferText,
};
