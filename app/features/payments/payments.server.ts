/**
 * The payments feature's public entry: what other features (checkout, orders, event-changes,
 * subscriptions) call to move money in and out. Everything else in this folder is its own. Each
 * operation sits beside its inverse: a payment and its refund, a credit issued and its release, a
 * discount code's use and its return, the free month's code issued and withdrawn.
 */
export type * from "./payment-provider";
export { createStripePaymentProvider } from "./stripe-payment-provider.server";
export { createTestPaymentProvider } from "./test-payment-provider.server";
export { formatPaid } from "./format-paid";
export { paymentsLeft, type OrderPayment } from "./payments-left";
export { readOrderMoney, orderMoneyToGiveBack, type OrderMoneyToGiveBack, type PaymentMoney } from "./read-order-money.server";
export { refundOrder, type RefundOrderResult } from "./refund-order.server";
export { issueOrderCredit, type IssueOrderCreditResult } from "./issue-order-credit.server";
export { refundCancelledOrder } from "./refund-cancelled-order.server";
export { refundLatePayment, type RefundLatePaymentResult } from "./refund-late-payment.server";
export { recordProviderRefund, recordDispute, type ProviderEventResult } from "./record-provider-refund.server";
export { UPGRADE_PAYMENT_REFUND_ATTEMPTS, UPGRADE_PAYMENT_REFUND_JOB, upgradePaymentRefundKey, type UpgradePaymentRefundPayload } from "./upgrade-refund-job";
export { issueFreeMonthCode, freeMonthCodeFor, FREE_MONTH_TIER } from "./issue-free-month-code.server";
export { recordSubscriptionCharge, recordSubscriptionChargeFailed, recordUnfitSubscriptionPayment, type RecordSubscriptionChargeResult } from "./record-subscription-payment.server";
export { recordUnappliedPayment, unappliedPaymentKeys } from "./record-unapplied-payment.server";
