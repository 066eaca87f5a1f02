import { renderOutgoingEmail } from "~/features/email/email.server";
import { creditNotice, type CreditNoticeProps } from "~/features/payments/emails/credit-notice";
import type { EmailContext, OutgoingEmail } from "~/features/email/types";

/** The buyer's notice of a credit the team issued from an order: its code, amount and how to use it. */
export function renderCreditNotice(input: CreditNoticeProps & { to: string }, mail: EmailContext): OutgoingEmail[] {
  const { to, ...props } = input;
  return renderOutgoingEmail(mail, "credit notice", () => ({ to, template: creditNotice, props }));
}
