/** The words of monthly subscriptions: checkout, confirmation, the account page, emails and the team's page. */
import type { SubscriptionChargeFailure } from "~/domain/subscription-charge-failure";

const months = (n: number) => `${n}-month minimum`;

/**
 * How a subscriber stops (issue 37: one rule, worded once). What /account's cancel does
 * (cancel-subscription.server.ts): it takes effect at the end of the paid period, never before the
 * minimum term ends. The FAQ, the Terms, the program pages and the receipts all say this sentence.
 */
/** Why a period's charge failed, in the team's words (the failed payments on /admin/subscriptions). */
export function chargeFailureWords(failure: SubscriptionChargeFailure): string {
  return failure.kind === "card_refused" ? `Card refused (${failure.code.replaceAll("_", " ")})` : "Stripe: payment failed";
}

export function howToStop(minimumTermMonths: number): string {
  const rule = "To stop, cancel from your account page at any time (or email us and we'll cancel it for you). A cancel takes effect at the end of the month you have paid";
  return minimumTermMonths > 0 ? `${rule}, and never before the ${minimumTermMonths}-month minimum is complete: the months until then are still charged.` : `${rule}.`;
}

export const subscriptionCopy = {
  subscribeCta: { label: "Subscribe monthly", aria: (label: string) => `Subscribe monthly: ${label}` },
  checkout: {
    title: (label: string) => `Subscribe: ${label}`,
    /** The link after the already-subscribed refusal (its only mention of the account page). */
    toAccount: "See it, or update its card, on your account page",
    intro: "A monthly subscription, billed to your card each month. You can cancel from your account page.",
    where: (cityName: string | null) => (cityName ? `Booked with ${cityName}` : "Virtual (Online)"),
    price: (amount: string) => `${amount} a month`,
    buyer: "Your details",
    name: "Full name",
    email: "Email",
    card: "Card (test mode)",
    testNotice: "Test mode: use 4242 4242 4242 4242. 4000 0000 0000 0341 is accepted now and declined at the first renewal. No real card is charged.",
    subscribe: (amount: string) => `Subscribe for ${amount} a month`,
    subscribing: "Subscribing…",
    toStripe: "Continue to secure payment",
    notFound: "This subscription is not on sale.",
  },
  /** The spec's sentence after "Monthly subscription starting …": what the first payment covers, when it recurs, the minimum. */
  schedule: (p: { firstPeriodMonth: string; firstPeriodCoversMonth: boolean; firstPeriodStart: string; recurringFrom: string; minimumTermMonths: number }) =>
    [
      p.firstPeriodCoversMonth ? `First payment covers ${p.firstPeriodMonth}` : `First payment covers the month from ${p.firstPeriodStart}`,
      `recurring from ${p.recurringFrom}`,
      p.minimumTermMonths > 0 ? months(p.minimumTermMonths) : "cancel any time",
    ].join(", "),
  startsOn: (day: string, startsOnPurchase: boolean) => (startsOnPurchase ? `Monthly subscription starting on purchase date (${day}).` : `Monthly subscription starting ${day}.`),
  confirmation: {
    title: "You're subscribed",
    summary: (label: string, amount: string, startDay: string) => `${label}: ${amount} a month from ${startDay}.`,
    next: (day: string, amount: string) => `Next charge: ${amount} on ${day}.`,
    card: (last4: string) => `Card ending ${last4}.`,
    account: "See and manage it on your account page.",
    pending: "We're waiting for the payment to be confirmed. This page updates when it is.",
    notFound: "We couldn't find this subscription.",
  },
  account: {
    title: "My subscriptions",
    none: "No subscriptions with this email.",
    status: { incomplete: "Awaiting payment", active: "Active", past_due: "Payment failed", cancelled: "Cancelled", ended: "Ended" } as Record<string, string>,
    next: (day: string, amount: string) => `Next charge ${amount} on ${day}`,
    noNext: "No further charges",
    card: (last4: string) => `Card ending ${last4}`,
    endsOn: (day: string) => `Ends on ${day}; nothing is charged after that.`,
    cancel: "Cancel subscription",
    cancelTakesEffect: (day: string, minimum: boolean) =>
      minimum ? `A cancel now takes effect on ${day}, when the minimum term ends; the months until then are still charged.` : `A cancel now takes effect on ${day}, at the end of the period you have paid.`,
    cancelled: (day: string) => `Cancelled: your subscription ends on ${day}.`,
    portal: "Manage card and invoices (Stripe)",
    updateCard: "Update your card",
  },
  cancelRefusals: {
    not_found: "We couldn't find that subscription.",
    not_yours: "That subscription is not yours.",
    not_live: "That subscription has already ended.",
    already: "That subscription is already set to end.",
    no_portal: "That subscription has no payment portal.",
    provider_failed: "We couldn't reach the payment provider, so nothing changed. Please try again.",
  } as Record<string, string>,
  card: {
    title: "Update your card",
    intro: (label: string, amount: string) => `${label}, ${amount} a month. A payment that failed is charged again as soon as the new card is saved.`,
    save: "Save card",
    saving: "Saving…",
    saved: (last4: string) => `Card ending ${last4} saved.`,
    savedAndPaid: (last4: string) => `Card ending ${last4} saved and the overdue payment went through.`,
    invalidLink: "This link is not valid. Use the link in our latest email, or write to us.",
    closed: "This subscription has been cancelled or has ended.",
    /** Why a signed link cannot take a card (the page says it instead of the form). */
    linkState: {
      expired: "This link has expired: card links work for 7 days. Use the link in our latest email, or update your card from your account page.",
      used: "This link has already been used to save a card. Use the link in our latest email, or update your card from your account page.",
      closed: "This subscription has been cancelled or has ended.",
      wrong_provider: "This subscription's card is managed on your account page.",
    },
  },
  refusals: {
    unknown_tier: "That subscription is not on sale.",
    not_monthly: "That tier is not a subscription.",
    event_not_found: "That event was not found.",
    event_closed: "That event is closed.",
    not_sold_here: "That subscription is not sold here.",
    not_on_sale: "That subscription is not on sale at the moment.",
    card_required: "Enter a card.",
    already_subscribed: "You already have this subscription with this email address, so nothing was charged.",
    payment_unavailable: "Payment is unavailable at the moment. Nothing was charged; please try again later.",
    too_many: "Too many attempts. Wait a minute and try again.",
  } as Record<string, string>,
  emails: {
    confirmationSubject: (label: string) => `Your ${label} subscription`,
    confirmationHeading: "You're subscribed",
    failedSubject: (label: string) => `Payment failed: your ${label} subscription`,
    failedHeading: "Your monthly payment didn't go through",
    failedBody: (amount: string, retry: string | null) =>
      retry ? `We couldn't charge ${amount}. We'll try again on ${retry}. To avoid losing your place, update your card now.` : `We couldn't charge ${amount}.`,
    updateCard: "Update your card",
    receiptSubject: (label: string) => `Receipt: your ${label} subscription`,
    receiptHeading: "Payment received",
    receiptBody: (amount: string, first: string, last: string) => `We charged ${amount} for the month from ${first} to ${last}.`,
    receiptEnds: (day: string) => `Your subscription ends on ${day}; nothing is charged after that.`,
    receiptPeriod: "Period",
    receiptAmount: "Amount paid",
    cancelledSubject: (label: string) => `Your ${label} subscription was cancelled`,
    cancelledHeading: "Your subscription was cancelled",
    cancelledBody: "We couldn't take your monthly payment after several tries, so your subscription is cancelled. Write to us if you'd like to rejoin.",
    cancelRequestedSubject: (label: string) => `Your ${label} subscription will end`,
    cancelRequestedBody: (day: string) => `Your cancellation is confirmed. Your subscription ends on ${day}; nothing is charged after that.`,
    teamCancelled: "Subscription cancelled after failed payments",
    reason: "You received this email because you have a monthly subscription with Callboard.",
  },
  admin: {
    title: "Subscriptions",
    intro: "Every monthly subscription: its state, what it brings in each month, and failed payments.",
    mrr: "Monthly recurring revenue",
    mrrNote: "Active and past-due subscriptions not set to end, at their monthly price, per currency.",
    none: "No subscriptions yet.",
    mrrNone: "Nothing recurring at the moment.",
    failed: "Failed payments",
    noFailed: "No failed payments.",
    attention: "Needs attention:",
    listCaption: "Subscriptions, newest first",
    failedCaption: "Failed renewal payments, newest first",
    columns: { buyer: "Subscriber", tier: "Tier", price: "Price", status: "State", next: "Next charge", ends: "Ends", period: "Period", attempts: "Attempts", amount: "Amount", when: "Last try" },
    cancel: "Cancel on request",
    cancelHint: (day: string) => `Takes effect on ${day} (end of the paid period, never before the minimum term).`,
    cancelled: (email: string, day: string) => `${email}'s subscription will end on ${day}.`,
    crossSite: "This request came from another site and was refused.",
    badRequest: "That request was not understood.",
    resolve: "Mark resolved",
    resolveNote: "Note (optional)",
    resolveNoteHint: "What was done, e.g. refunded the duplicate in Stripe. Kept in the audit log.",
    resolved: (email: string) => `The flag on ${email}'s subscription is cleared.`,
    resolveRefusals: { not_found: "That subscription was not found.", not_flagged: "That subscription no longer needs attention (someone may have cleared it already)." },
  },
} as const;
