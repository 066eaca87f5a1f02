/** Why a late upgrade payment could not be applied, in the buyer's words (the team's flag has the details). */
export type UpgradeRefundReason = "amount" | "used" | "sold_out" | "not_upgradeable";

/** The buyer's email when an upgrade payment arrived too late to apply and was given back, for the team to edit. */
export const upgradeRefundEmailCopy = {
  subject: (orderNumber: string) => `Your upgrade payment for order ${orderNumber} was refunded`,
  heading: "Your upgrade payment was refunded",
  body: (amount: string, orderNumber: string, cityName: string) =>
    `We couldn't apply your upgrade payment of ${amount} to order ${orderNumber} (${cityName}), so we refunded all of it. You don't need to do anything.`,
  reasons: {
    amount: "The amount paid wasn't the amount the upgrade asked for.",
    used: "The ticket had already been upgraded with the same link, so this second payment wasn't needed.",
    sold_out: "The last seat at the higher tier was taken before your payment reached us.",
    not_upgradeable: "The ticket could no longer be upgraded: the order or the event had been cancelled or refunded meanwhile.",
  } satisfies Record<UpgradeRefundReason, string>,
  timing: "Refunds go back to the card you paid with. Most banks show them within 5 to 10 business days.",
  reason: "You received this email because you paid for a ticket upgrade on Callboard.",
};
