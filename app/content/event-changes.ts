import type { CancellationRefundProblem } from "~/domain/cancellation-refund-problem";

/** Why a cancelled event's refund of one order was not made, in the team's words (its row on the cancellation page, the order's flag). */
export function cancellationRefundProblemWords(problem: CancellationRefundProblem): string {
  switch (problem.kind) {
    case "order_deleted":
      return "order deleted";
    case "not_paid":
      return "not paid";
    case "other_provider":
      return `paid through ${problem.provider}, which this server does not use`;
    case "no_payment":
      return "no payment to refund";
    case "nothing_left":
      return "nothing left to refund";
    case "over_refundable":
      return "refund refused: over what is left";
    case "provider_refused":
      return problem.error ? `the provider refused: ${problem.error}` : "the provider refused";
  }
}

/** Copy of cancelling an event and changing its date (/admin/events/:id/cancel, /admin/events/:id/date-change, /date-change/:token). */
export const eventChangesCopy = {
  editorLinks: { cancel: "Cancel this event…", dateChange: "Change the date…" },
  back: (city: string) => `Back to ${city}`,
  refusals: {
    not_found: "This event no longer exists.",
    stale: "Changed by someone else, reload.",
    already_cancelled: "This event is already cancelled.",
    crossSite: "This form must be sent from this site.",
    badRequest: "The request could not be read.",
    fixFields: "Please fix the highlighted fields.",
    confirm: "Tick the box to confirm.",
    cancelled: "A cancelled event's date can't be changed.",
  },
  cancel: {
    title: (city: string) => `Cancel ${city}`,
    intro: "Cancelling marks the event cancelled on its page, stops sales, releases held seats, refunds every paid order in full through its payment provider in the background, and emails every buyer, audition registrant and waitlist entry once. It can't be undone here.",
    affects: "This cancellation affects:",
    counts: (c: { orders: number; students: number; auditions: number; waitlist: number; holds: number }) => [
      `${c.orders} paid ${c.orders === 1 ? "order" : "orders"} (refunded in full)`,
      `${c.students} ${c.students === 1 ? "student" : "students"}`,
      `${c.auditions} audition ${c.auditions === 1 ? "registrant" : "registrants"}`,
      `${c.waitlist} waitlist ${c.waitlist === 1 ? "entry" : "entries"}`,
      `${c.holds} unpaid ${c.holds === 1 ? "checkout" : "checkouts"} holding seats (released)`,
    ],
    reason: "Reason (for the team's records)",
    confirm: "I understand: cancel this event and refund every paid order.",
    submit: "Cancel the event",
    submitting: "Cancelling…",
    done: "The event is cancelled. Refunds and emails are under way.",
    cancelledBy: (who: string, when: string) => `Cancelled by ${who} on ${when}.`,
    progressHeading: "Refunds and emails",
    emails: (queued: number, total: number) => `Emails queued: ${queued} of ${total}`,
    refunds: (done: number, total: number) => `Orders settled: ${done} of ${total}`,
    jobStatus: { queued: "Waiting to start", running: "Running", succeeded: "Finished", failed: "Stopped: see the orders flagged below", cancelled: "Stopped" } as Record<string, string>,
    retrying: (error: string) => `Some refunds were refused; trying again shortly (${error}).`,
    ordersHeading: "Paid orders",
    orderColumns: { order: "Order", buyer: "Buyer", amount: "Paid", refund: "Refund", note: "Note" },
    refundStatus: { pending: "Waiting", refunded: "Refunded", awaiting_provider: "Refund sent, provider confirming", attention: "Needs attention", skipped: "Nothing to refund" },
    noOrders: "No paid orders.",
  },
  dateChange: {
    title: (city: string) => `Change the date of ${city}`,
    intro:
      "Every buyer of a paid order is emailed a link to choose, within 48 hours of their email: attend on the new date, or a full refund to the card they paid with. Whoever doesn't answer in time gets a credit for what they paid, which never expires and works for any city or date priced in the same currency (the Terms). You'll be asked to confirm before anything is sent.",
    current: (dateText: string, zone: string) => `Now: ${dateText} (${zone})`,
    dateText: "New date as shown",
    dateTextHint: "e.g. March 14–15, 2026",
    startsOn: "New first day",
    endsOn: "New last day (several days only)",
    startTime: "Starts at (optional)",
    endTime: "Ends at (optional)",
    timeHint: (zone: string) => `Wall-clock time in the event's zone, ${zone}.`,
    submit: "Change the date and email the buyers…",
    submitting: "Saving…",
    confirm: {
      title: "Change the date and email the buyers?",
      moves: (from: string, to: string) => `The event moves from ${from} to ${to}.`,
      emails: (buyers: number) =>
        buyers === 0 ? "No paid orders: nobody is emailed." : `${buyers} ${buyers === 1 ? "buyer" : "buyers"} of paid orders ${buyers === 1 ? "is" : "are"} emailed now, once each.`,
      offer: "Each can keep their seat on the new date or ask for a full refund, within 48 hours of their email. Whoever doesn't answer gets a credit for what they paid that never expires.",
      final: "This can't be undone here: a second change sends everyone a second email.",
      yes: (buyers: number) => (buyers === 0 ? "Yes, change the date" : `Yes, change the date and email ${buyers} ${buyers === 1 ? "buyer" : "buyers"}`),
      no: "Go back",
      required: "Confirm the change first: it emails every buyer.",
    },
    done: (buyers: number) => `Date changed. ${buyers} ${buyers === 1 ? "buyer's email is" : "buyers' emails are"} being queued.`,
    historyHeading: "Date changes and answers",
    change: (from: string, to: string, who: string, when: string) => `${from} → ${to}, by ${who} on ${when}`,
    emailProgress: (queued: number, total: number) => `Emails queued: ${queued} of ${total}`,
    columns: { order: "Order", buyer: "Buyer", emailed: "Emailed", respondBy: "Answer by", answer: "Answer", answeredAt: "Answered" },
    answers: {
      keep: "Keeps the seat",
      refund: "Refunded in full",
      credit: "Took a credit",
      none: "No answer yet",
      lapsed: "No answer: becoming a credit",
      lapsed_credit: "No answer: credit issued",
    } as Record<string, string>,
    noBuyers: "No paid orders to ask.",
    csv: "Download the answers (CSV)",
    csvHeader: ["From", "To", "Order", "Buyer", "Emailed", "Answer by", "Answer", "Answered", "Credit code"],
    notYet: "Not yet",
  },
  response: {
    title: "Your event's new date",
    moved: (city: string, from: string, to: string) => `${city} moves from ${from} to ${to}.`,
    times: (times: string) => `Times on the new date: ${times}.`,
    order: (number: string, amount: string) => `Order ${number}, paid ${amount}.`,
    deadline: (when: string) => `Please choose by ${when}: 48 hours from when we sent your email.`,
    noAnswer: (amount: string) => `If you don't choose by then, your ticket becomes a credit of ${amount} that never expires and works for any city or date on the tour priced in the currency you paid.`,
    keep: "Keep my seat on the new date",
    refund: (amount: string) => `Refund me in full (${amount})`,
    refundTerms: "The refund goes back to the card you paid with and cancels your tickets for this event; it can't be undone.",
    kept: (newDate: string) => `Done: your seat on ${newDate} is kept. See you there!`,
    canSwitch: (when: string) => `Changed your mind? You can still ask for a full refund instead until ${when}.`,
    refunded: {
      succeeded: (amount: string) => `Done: we refunded ${amount} in full to the card you paid with. Your tickets for this event are cancelled. Your bank may take a few days to show it.`,
      pending: (amount: string) => `Done: your full refund of ${amount} is on its way to the card you paid with. Your tickets for this event are cancelled.`,
      team: (amount: string) =>
        `We have your refund request, made in time. The payment provider didn't take the refund of ${amount} just now, so our team is finishing it by hand; we'll email you when the money is on its way.`,
    },
    creditTaken: (code: string, amount: string) => `You took a credit of ${amount}. Your code: ${code}. We've emailed it to you as well.`,
    becameCredit: (code: string, amount: string) =>
      `We didn't hear from you within 48 hours, so your ticket became a credit of ${amount} that never expires and works for any city or date priced in the currency you paid. Your code: ${code}. We've emailed it to you as well.`,
    becomingCredit: (amount: string) => `The 48 hours to answer are over, so your ticket becomes a credit of ${amount} that never expires. We'll email you its code shortly.`,
    invalid: "This link isn't valid. Please use the link in your email, or contact us.",
    refusals: {
      past_deadline: "The 48 hours to answer are over, so this answer can't be recorded: your ticket becomes a credit that never expires.",
      refund_final: "Your ticket was already refunded; that can't be undone.",
      credit_final: "You already took the credit; it can't be undone.",
      not_sent: "This link isn't active yet. Please try again in a minute.",
      order_closed: "This order is no longer active, so there is nothing to choose.",
      refund_failed:
        "We have your refund request, made in time. The payment provider didn't take the refund just now, so our team is finishing it by hand; we'll email you when the money is on its way.",
      not_found: "This link isn't valid.",
      crossSite: "This form must be sent from this site.",
      badRequest: "Please choose one of the two options.",
    } as Record<string, string>,
  },
} as const;
