import { upgradeRefundEmailCopy as copy, type UpgradeRefundReason } from "~/content/upgrade-refund-emails";
import type { EmailTemplate } from "~/features/email/types";
import { EmailHeading, EmailParagraph, textBody } from "~/features/email/templates/kit";

export interface UpgradeRefundedProps {
  orderNumber: string;
  cityName: string;
  /** Formatted in the payment's currency, e.g. "$220". */
  amount: string;
  why: UpgradeRefundReason;
}

const body = (p: UpgradeRefundedProps) => copy.body(p.amount, p.orderNumber, p.cityName);

export function UpgradeRefunded(p: UpgradeRefundedProps) {
  return (
    <>
      <EmailHeading>{copy.heading}</EmailHeading>
      <EmailParagraph>{body(p)}</EmailParagraph>
      <EmailParagraph>{copy.reasons[p.why]}</EmailParagraph>
      <EmailParagraph>{copy.timing}</EmailParagraph>
    </>
  );
}

export const upgradeRefunded: EmailTemplate<UpgradeRefundedProps> = {
  name: "ticket-upgrade-refunded",
  subject: (p) => copy.subject(p.orderNumber),
  preview: body,
  reason: () => copy.reason,
  Component: UpgradeRefunded,
  toText: (p) => textBody(`${copy.heading}.`, body(p), copy.reasons[p.why], copy.timing),
};
