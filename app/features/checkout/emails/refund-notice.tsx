import type { EmailTemplate } from "~/features/email/types";
import { EmailHeading, EmailParagraph, textBody } from "~/features/email/templates/kit";

export interface RefundNoticeProps {
  orderNumber: string;
  cityName: string;
  /** Formatted in the order's currency, e.g. "$84". */
  amount: string;
  /** The whole order is refunded (its tickets are cancelled), or only part of what was paid. */
  full: boolean;
}

function summary({ orderNumber, cityName, amount, full }: RefundNoticeProps): string {
  return full
    ? `We have refunded ${amount} for order ${orderNumber} (${cityName}). Its tickets are cancelled.`
    : `We have refunded ${amount} of order ${orderNumber} (${cityName}). Your tickets stay valid.`;
}

const TIMING = "Refunds go back to the card you paid with. Most banks show them within 5 to 10 business days.";

export function RefundNotice(props: RefundNoticeProps) {
  return (
    <>
      <EmailHeading>Your refund is on its way</EmailHeading>
      <EmailParagraph>{summary(props)}</EmailParagraph>
      <EmailParagraph>{TIMING}</EmailParagraph>
    </>
  );
}

export const refundNotice: EmailTemplate<RefundNoticeProps> = {
  name: "refund-notice",
  subject: (p) => `Refund for order ${p.orderNumber}`,
  preview: summary,
  reason: () => "You received this email because a refund was made on your Callboard order.",
  Component: RefundNotice,
  toText: (p) => textBody("Your refund is on its way.", summary(p), TIMING),
};
