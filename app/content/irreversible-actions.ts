/**
 * What the confirm dialogs of irreversible actions say before they happen (issue 37): the team's full
 * or part refund on an order's page, a subscriber's cancel on /account, and the back office's
 * removing an admin, deleting a discount code and cancelling a subscription on request. Each names
 * what will happen (amount, where it goes, who is emailed, the end date); without JavaScript, the box to tick.
 */
export const irreversibleCopy = {
  refund: {
    title: "Refund this order?",
    amount: (amount: string, number: string, paidWith: string) => `${amount} goes back to ${paidWith} that paid for order ${number}.`,
    paidWith: { test: "the test card", stripe: "the card (through Stripe)" } as Record<string, string>,
    paidWithOther: "the payment",
    upgrades: "Upgrades paid separately get their share back through their own payments.",
    rest: "Everything left is refunded: the tickets are cancelled and the seats go back on sale.",
    part: "The tickets stay valid.",
    emailed: (name: string, email: string) => `${name} (${email}) is emailed that the refund is on its way.`,
    final: "A refund can't be undone.",
    noAmount: "the amount you typed",
    confirm: (amount: string) => `Refund ${amount}`,
    cancel: "Keep the money",
    checkbox: "I have checked the amount: refund it to the card that paid and email the buyer. This can't be undone.",
    missing: "Tick the box to confirm the refund.",
  },
  subscriptionCancel: {
    title: (label: string) => `Cancel ${label}?`,
    ends: (day: string) => `Your subscription ends on ${day}. Nothing is charged after that.`,
    minimum: (day: string) => `It is within its minimum term: the months until ${day} are still charged.`,
    paidUntil: "You keep it until then: that period is already paid.",
    confirm: "Yes, cancel it",
    cancel: "Keep my subscription",
    checkbox: (day: string) => `Yes, cancel it: it ends on ${day}.`,
    missing: "Tick the box to confirm the cancel; nothing was changed.",
  },
  adminRevoke: {
    title: (email: string) => `Remove ${email} from the team?`,
    body: (email: string) => `${email} loses admin access at once: the back office, its orders, refunds and this page. An admin can add them again later.`,
    confirm: "Remove admin access",
    cancel: "Keep them",
    checkbox: (email: string) => `Yes, remove admin access for ${email}.`,
    missing: "Confirm the removal first; nobody was removed.",
  },
  discountCodeDelete: {
    title: (code: string) => `Delete ${code}?`,
    body: "It stops working at once, in carts and at checkout, and leaves the list. This can't be undone: to pause it, switch it off instead.",
    confirm: (code: string) => `Delete ${code}`,
    cancel: "Keep the code",
    checkbox: (code: string) => `Yes, delete ${code}. This can't be undone.`,
    missing: "Confirm the delete first; the code was not deleted.",
  },
  subscriptionCancelForBuyer: {
    title: (email: string) => `Cancel ${email}'s subscription?`,
    ends: (tier: string, day: string) => `${tier} ends on ${day} (the end of its paid period, never before its minimum term). Nothing is charged after that.`,
    emailed: "The subscriber is emailed the end date.",
    confirm: "Yes, cancel it",
    cancel: "Keep the subscription",
    checkbox: (email: string, day: string) => `Yes, cancel ${email}'s subscription: it ends on ${day}.`,
    missing: "Confirm the cancel first; the subscription was not changed.",
  },
};
