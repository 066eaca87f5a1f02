import type { TestCardRefusal } from "./payment-problem";

/**
 * Why a subscription period's charge failed, stored on its payment row as a reason with its data
 * (`subscription_payments.failure`), never words. Rows from before keep `failure_message`.
 */
export type SubscriptionChargeFailure =
  /** The built-in test provider's card refused the renewal. */
  | { kind: "card_refused"; code: TestCardRefusal }
  /** Stripe reported the invoice's payment failed. */
  | { kind: "provider_failed" };
