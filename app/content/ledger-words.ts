/**
 * The back office's words for the ledger's money (decision 0041): each kind of row and flag in plain
 * words, and the copy of the figures that read it on the overview, the order page, the subscriptions
 * page and the abandoned carts' recovered revenue.
 */
export const ledgerWords = {
  kinds: {
    ticket_charge: "Tickets charged",
    upgrade_charge: "Upgrade charged",
    subscription_charge: "Subscription charged",
    discount: "Discount code",
    credit_spent: "Paid with a credit",
    refund: "Refund",
    refund_reversed: "Refund reversed by the provider",
    dispute: "Chargeback",
    fee: "Provider fee",
    credit_issued: "Credit issued",
    credit_released: "Credit given back",
  } as Record<string, string>,
  flagReasons: {
    exceeds_remaining: "More than was left on the order",
    currency_mismatch: "In another currency than the order's",
    unknown_reference: "The provider's reference matches no payment here",
    provider_difference: "The provider's records differ from ours",
    payment_not_applied: "A payment that bought nothing (paid too late, or an upgrade that could no longer be applied), given back",
  } as Record<string, string>,
  flagReasonUnknown: "Set aside for the team",
  actors: {
    buyer: (who: string | null) => (who ? `buyer (${who})` : "buyer"),
    provider: () => "payment provider",
    team: (who: string | null) => (who ? `team (${who})` : "team"),
    system: () => "automatic",
  } as Record<string, (who: string | null) => string>,

  /** Resolving a flagged row: the overview's attention list and the order page. */
  resolutions: {
    noteLabel: "What was done",
    resolve: "Mark as resolved",
    resolving: "Saving…",
    resolved: "Flagged row marked as resolved.",
    alreadyResolved: "That flagged row was already resolved.",
    notFound: "That flagged row was not found.",
    notFlagged: "That ledger row is not flagged.",
    crossSite: "Requests from other sites are not accepted.",
    noteTooShort: "Say what was done, in a few words.",
    resolvedBy: (who: string, when: string, note: string) => `Resolved by ${who === "system" ? "the system" : who} on ${when}: ${note}`,
    /** The system's note on a late order payment refunded at once. */
    latePaymentRefunded: "Paid after its seats or code were gone; refunded automatically through the provider.",
    /** The system's note on an upgrade payment that could not be applied and was refunded. */
    upgradePaymentRefunded: "Upgrade payment that could not be applied; refunded automatically through the provider.",
  },

  overview: {
    ordersCount: (n: number) => `${n} ${n === 1 ? "order" : "orders"} with tickets`,
    gross: "Gross",
    refunds: "Refunds",
    net: "Net",
    fees: "Provider fees",
    definitions:
      "From the ledger, per currency, never added across currencies. Gross: tickets, upgrades and subscription periods charged at list price. Refunds: money given back (and chargebacks). Net: gross less discounts, credits spent and refunds. Provider fees: what the payment provider kept (read from its books once a day), not in net.",
    noMoney: "No money moved yet",
    flaggedHeading: "Money set aside for the team",
    flaggedIntro: "Provider payments or refunds that did not fit an order, not yet resolved. They count in no figure. Once dealt with, mark each resolved with what was done.",
    flaggedCount: (n: number) => (n === 1 ? "1 flagged ledger row to resolve." : `${n} flagged ledger rows to resolve.`),
    noFlagged: "No flagged money to resolve.",
    noOrder: "No order",
  },

  order: {
    heading: "What was paid, what went back, what is left",
    intro: "From the ledger: every movement of this order's money, in its currency.",
    paid: "Paid in money (after codes and credits)",
    back: "Went back (refunds)",
    credited: "Turned into credit",
    left: "Left",
    pending: "Refunds on their way",
    /** The provider's fee on this order's payments: the team's cost, never in what is left. */
    fee: "Provider fee (not in left)",
    rowsCaption: "The order's ledger rows, oldest first",
    noRows: "No money has moved on this order.",
    flagged: "Flagged: not counted",
    flaggedCount: (n: number) => (n === 1 ? "1 row is flagged and counted in no figure." : `${n} rows are flagged and counted in no figure.`),
    flaggedOpen: (n: number) => (n === 1 ? "1 of them waits to be resolved." : `${n} of them wait to be resolved.`),
    by: (who: string) => `by ${who}`,
    ref: (ref: string) => `ref ${ref}`,
    upgradedLine: (to: string, from: string) => `${to} (upgraded from ${from})`,
    addOnLater: (label: string) => `${label} (add-on bought later)`,
    withOrder: (amount: string) => `${amount} with the order`,
    upgradePart: (amount: string) => `${amount} upgrade`,
  },

  subscriptions: {
    collected: "Collected so far",
    collectedNote: "From the ledger: every subscription period charged, less refunds, per currency.",
    collectedNone: "Nothing collected yet.",
    charged: "Charged",
    refunded: "Refunded",
    net: "Kept",
    chargedSoFar: (amount: string) => `Charged so far: ${amount}`,
  },
} as const;
