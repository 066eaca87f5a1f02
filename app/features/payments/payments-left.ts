import { leftToGiveBack } from "~/domain/credits";

/** One payment an order took: its own (`upgradeId` null) or an upgrade's, paid apart (decision 0035). */
export interface OrderPayment {
  upgradeId: number | null;
  paidMinor: number;
  /** What went back on this payment: the ledger's refunds and chargebacks, and refunds on their way (readOrderMoney). */
  refundedMinor: number;
}

/**
 * What each payment may still give back. Credits issued from the order count as given back, and
 * cover the order's own payment first, then its upgrades' in order, as a refund's shares are taken.
 */
export function paymentsLeft<P extends OrderPayment>(payments: readonly P[], creditedMinor: number): Array<P & { leftMinor: number }> {
  let credit = creditedMinor;
  return payments.map((p) => {
    const uncredited = leftToGiveBack({ paidMinor: p.paidMinor, refundedMinor: p.refundedMinor, creditedMinor: 0 });
    const leftMinor = leftToGiveBack({ paidMinor: uncredited, refundedMinor: 0, creditedMinor: credit });
    credit -= uncredited - leftMinor;
    return { ...p, leftMinor };
  });
}
