import type { ReportedMoney, UpgradeRefusal } from "./order-attention";

/**
 * What last went wrong with an upgrade checkout, stored on it as a reason with its data
 * (`upgrade_checkouts.last_problem`), never words. Checkouts from before keep their sentence in
 * `last_error`.
 */
export type UpgradeCheckoutProblem =
  /** Its payment arrived when it could not be applied; the refund is queued, or made. */
  | { kind: "payment_refused"; paid: ReportedMoney; why: UpgradeRefusal }
  /** That payment's refund was refused by the provider (retried until the last try). */
  | { kind: "refund_failed"; paid: ReportedMoney; why: UpgradeRefusal; error: string }
  /** The provider's checkout could not be opened, so the checkout was closed. */
  | { kind: "payment_not_started" };
