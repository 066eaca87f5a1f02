import { CREDIT_CURRENCY_NOTE } from "~/content/credit-scope";
import type { EmailTemplate } from "~/features/email/types";
import { EmailFields, EmailHeading, EmailParagraph, textBody, textFields } from "~/features/email/templates/kit";

export interface CreditNoticeProps {
  /** What the buyer types in the promo field, e.g. "CR-7K3M-9QXH". */
  code: string;
  /** Formatted in the credit's currency, e.g. "$84". */
  amount: string;
  orderNumber: string;
  cityName: string;
  /** The whole order became credit (its tickets are cancelled), or only part of it. */
  full: boolean;
}

function summary({ orderNumber, cityName, amount, full }: CreditNoticeProps): string {
  return full
    ? `Order ${orderNumber} (${cityName}) is now a credit of ${amount}. Its tickets are cancelled.`
    : `We have given you a credit of ${amount} from order ${orderNumber} (${cityName}). Your tickets stay valid.`;
}

const TERMS = `Your credit never expires and works for any city or date. ${CREDIT_CURRENCY_NOTE}`;
const HOW = "To use it, type the code in the promo code field of your cart before checking out. It takes its amount off the total in its own currency, and whatever you don't use stays on the code for next time.";

const fields = (p: CreditNoticeProps) => [
  { label: "Credit code", value: p.code },
  { label: "Amount", value: p.amount },
];

export function CreditNotice(props: CreditNoticeProps) {
  return (
    <>
      <EmailHeading>Your credit is ready</EmailHeading>
      <EmailParagraph>{summary(props)}</EmailParagraph>
      <EmailFields fields={fields(props)} />
      <EmailParagraph strong>{TERMS}</EmailParagraph>
      <EmailParagraph>{HOW}</EmailParagraph>
    </>
  );
}

export const creditNotice: EmailTemplate<CreditNoticeProps> = {
  name: "credit-notice",
  subject: (p) => `Your credit of ${p.amount}: code ${p.code}`,
  preview: summary,
  reason: () => "You received this email because our team gave you a credit on your Callboard order.",
  Component: CreditNotice,
  toText: (p) => textBody("Your credit is ready.", summary(p), textFields(fields(p)), TERMS, HOW),
};
