import type { EmailTemplate } from "~/features/email/types";
import { type EmailField, EmailFields, EmailHeading, EmailLink, type EmailLinkTarget, EmailParagraph, textBody, textFields, textLink } from "~/features/email/templates/kit";

/** A subscriber's notice (confirmation, receipt, failed payment, cancellation): the feature supplies the words. */
export type SubscriptionNoticeName = "subscription-confirmation" | "subscription-payment-failed" | "subscription-cancelled" | "subscription-cancel-requested" | "subscription-receipt";

export interface SubscriptionNoticeProps {
  subject: string;
  heading: string;
  paragraphs: string[];
  fields: EmailField[];
  link?: EmailLinkTarget;
  reason: string;
}

export function SubscriptionNotice({ heading, paragraphs, fields, link }: SubscriptionNoticeProps) {
  return (
    <>
      <EmailHeading>{heading}</EmailHeading>
      {paragraphs.map((p, i) => (
        <EmailParagraph key={i}>{p}</EmailParagraph>
      ))}
      <EmailFields fields={fields} />
      {link && <EmailLink {...link} />}
    </>
  );
}

export function subscriptionNotice(name: SubscriptionNoticeName): EmailTemplate<SubscriptionNoticeProps> {
  return {
    name,
    subject: (p) => p.subject,
    preview: (p) => p.paragraphs[0] ?? p.heading,
    reason: (p) => p.reason,
    Component: SubscriptionNotice,
    toText: (p) => textBody(`${p.heading}.`, ...p.paragraphs, textFields(p.fields), p.link ? textLink(p.link) : null),
  };
}
