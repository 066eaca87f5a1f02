import { offerAccessLinkCopy } from "~/content/offer-access-link";
import type { EmailTemplate } from "~/features/email/types";
import { EmailHeading, EmailLink, EmailParagraph, textBody, textLink } from "~/features/email/templates/kit";

const copy = offerAccessLinkCopy.email;

export interface OfferAccessLinkProps {
  cityName: string;
  dateText: string;
  url: string;
}

export function OfferAccessLink(p: OfferAccessLinkProps) {
  return (
    <>
      <EmailHeading>{copy.heading}</EmailHeading>
      <EmailParagraph>{copy.intro(p.cityName, p.dateText)}</EmailParagraph>
      <EmailParagraph strong>
        <EmailLink label={copy.link} url={p.url} />
      </EmailParagraph>
      <EmailParagraph>{copy.expires}</EmailParagraph>
    </>
  );
}

export const offerAccessLink: EmailTemplate<OfferAccessLinkProps> = {
  name: "offer-access-link",
  subject: (p) => copy.subject(p.cityName),
  preview: (p) => copy.intro(p.cityName, p.dateText),
  reason: () => copy.reason,
  Component: OfferAccessLink,
  toText: (p) => textBody(`${copy.heading}.`, copy.intro(p.cityName, p.dateText), textLink({ label: copy.link, url: p.url }), copy.expires),
};
