import { howToStop, subscriptionCopy } from "~/content/subscriptions";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import { lastDayOf, type Period } from "~/domain/subscription-schedule";
import { renderOutgoingEmail } from "~/features/email/email.server";
import { teamNotification } from "~/features/email/templates/kit";
import { subscriptionNotice } from "~/features/subscriptions/emails/subscription-notice";
import type { EmailContext, OutgoingEmail } from "~/features/email/types";
import { formatDay } from "./subscription-format";

/** What every subscription email says about it. */
export interface SubscriptionForEmail {
  id: number;
  buyerEmail: string;
  buyerName: string;
  tierLabel: string;
  currency: CurrencyCode;
  priceMinor: number;
  cardLast4: string | null;
}

const words = subscriptionCopy.emails;
const price = (s: SubscriptionForEmail) => formatMoney({ amountMinor: s.priceMinor, currency: s.currency });
const baseFields = (s: SubscriptionForEmail) => [
  { label: "Subscription", value: s.tierLabel },
  { label: "Price", value: subscriptionCopy.checkout.price(price(s)) },
  ...(s.cardLast4 ? [{ label: "Card", value: subscriptionCopy.account.card(s.cardLast4) }] : []),
];

export function renderSubscriptionConfirmation(mail: EmailContext, s: SubscriptionForEmail, o: { schedule: string; startsAt: Date; nextChargeAt: Date; minimumTermMonths: number; url: string }): OutgoingEmail[] {
  const template = subscriptionNotice("subscription-confirmation");
  return renderOutgoingEmail(mail, "subscription confirmation", () => ({
    to: s.buyerEmail,
    template,
    props: {
      subject: words.confirmationSubject(s.tierLabel),
      heading: words.confirmationHeading,
      paragraphs: [subscriptionCopy.confirmation.summary(s.tierLabel, price(s), formatDay(o.startsAt)), `${o.schedule}.`, subscriptionCopy.confirmation.next(formatDay(o.nextChargeAt), price(s)), howToStop(o.minimumTermMonths)],
      fields: baseFields(s),
      link: { label: subscriptionCopy.confirmation.account, url: o.url },
      reason: words.reason,
    },
  }));
}

/**
 * A receipt for a renewal charge (issue 37: every charge gets one, on both providers): the amount,
 * the month it pays for, the next charge or the end, and how to stop.
 */
export function renderSubscriptionReceipt(
  mail: EmailContext,
  s: SubscriptionForEmail,
  o: { amountMinor: number; period: Period; endsAt: Date | null; minimumTermMonths: number; url: string },
): OutgoingEmail[] {
  const paid = formatMoney({ amountMinor: o.amountMinor, currency: s.currency });
  const periodText = `${formatDay(o.period.start)} to ${formatDay(lastDayOf(o.period))}`;
  const ends = o.endsAt && o.endsAt.getTime() <= o.period.end.getTime();
  return renderOutgoingEmail(mail, "subscription receipt", () => ({
    to: s.buyerEmail,
    template: subscriptionNotice("subscription-receipt"),
    props: {
      subject: words.receiptSubject(s.tierLabel),
      heading: words.receiptHeading,
      paragraphs: [
        words.receiptBody(paid, formatDay(o.period.start), formatDay(lastDayOf(o.period))),
        ends ? words.receiptEnds(formatDay(o.endsAt!)) : subscriptionCopy.confirmation.next(formatDay(o.period.end), price(s)),
        ...(ends ? [] : [howToStop(o.minimumTermMonths)]),
      ],
      fields: [...baseFields(s), { label: words.receiptAmount, value: paid }, { label: words.receiptPeriod, value: periodText }],
      link: { label: subscriptionCopy.confirmation.account, url: o.url },
      reason: words.reason,
    },
  }));
}

export function renderPaymentFailed(mail: EmailContext, s: SubscriptionForEmail, o: { retryAt: Date | null; updateCardUrl: string }): OutgoingEmail[] {
  return renderOutgoingEmail(mail, "subscription payment failed", () => ({
    to: s.buyerEmail,
    template: subscriptionNotice("subscription-payment-failed"),
    props: {
      subject: words.failedSubject(s.tierLabel),
      heading: words.failedHeading,
      paragraphs: [words.failedBody(price(s), o.retryAt ? formatDay(o.retryAt) : null)],
      fields: baseFields(s),
      link: { label: words.updateCard, url: o.updateCardUrl },
      reason: words.reason,
    },
  }));
}

/** Cancelled after the last retry: the subscriber and the team are both told. */
export function renderCancelledForNonPayment(mail: EmailContext, s: SubscriptionForEmail, o: { adminUrl: string }): OutgoingEmail[] {
  const buyer = renderOutgoingEmail(mail, "subscription cancelled", () => ({
    to: s.buyerEmail,
    template: subscriptionNotice("subscription-cancelled"),
    props: {
      subject: words.cancelledSubject(s.tierLabel),
      heading: words.cancelledHeading,
      paragraphs: [words.cancelledBody],
      fields: baseFields(s),
      reason: words.reason,
    },
  }));
  const team = renderOutgoingEmail(mail, "subscription cancelled (team)", () => ({
    to: mail.teamEmail,
    template: teamNotification,
    props: {
      title: words.teamCancelled,
      fields: [
        { label: "Subscriber", value: `${s.buyerName} <${s.buyerEmail}>` },
        { label: "Subscription", value: `${s.tierLabel}, ${subscriptionCopy.checkout.price(price(s))}` },
      ],
      links: [{ label: "Subscriptions", url: o.adminUrl }],
    },
  }));
  return [...buyer, ...team];
}

export function renderCancelRequested(mail: EmailContext, s: SubscriptionForEmail, o: { endsAt: Date }): OutgoingEmail[] {
  return renderOutgoingEmail(mail, "subscription cancel requested", () => ({
    to: s.buyerEmail,
    template: subscriptionNotice("subscription-cancel-requested"),
    props: {
      subject: words.cancelRequestedSubject(s.tierLabel),
      heading: subscriptionCopy.account.cancelled(formatDay(o.endsAt)),
      paragraphs: [words.cancelRequestedBody(formatDay(o.endsAt))],
      fields: baseFields(s),
      reason: words.reason,
    },
  }));
}
