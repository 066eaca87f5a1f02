import { renderOutgoingEmail } from "~/features/email/email.server";
import { refundNotice, type RefundNoticeProps } from "~/features/checkout/emails/refund-notice";
import type { EmailContext, OutgoingEmail } from "~/features/email/types";

/** The buyer's notice of a refund the team made (one per refund). */
export function renderRefundNotice(input: RefundNoticeProps & { to: string }, mail: EmailContext): OutgoingEmail[] {
  const { to, ...props } = input;
  return renderOutgoingEmail(mail, "refund notice", () => ({ to, template: refundNotice, props }));
}
