import type { CurrencyCode } from "~/domain/money";

/** What a provider needs to start taking a payment for an order. */
export interface StartPaymentInput {
  orderId: number;
  orderNumber: string;
  orderToken: string;
  /** Sent as the provider's idempotency key: a retried start never charges twice. */
  attemptKey: string;
  amountMinor: number;
  currency: CurrencyCode;
  buyerEmail: string;
  description: string;
  lines: Array<{ label: string; quantity: number; unitPriceMinor: number; totalMinor: number }>;
  /** Where the buyer returns after paying (the confirmation page) or giving up (checkout). */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export type StartPaymentResult =
  /** The buyer pays on our page (the built-in test card form). */
  | { kind: "on_page"; providerRef: string | null }
  /** The buyer is sent to the provider's hosted page. */
  | { kind: "redirect"; url: string; providerRef: string };

/** A payment the provider confirmed, in a form the fulfilment code understands. */
export interface ConfirmedPayment {
  provider: "test" | "stripe";
  /** The provider's event id (webhook) or charge id: handled once. */
  eventId: string;
  orderId: number;
  paymentRef: string;
  amountMinor: number;
  currency: string;
}

/** A ticket upgrade's difference paid at Stripe (a session naming an upgrade checkout, not an order). */
export interface UpgradePayment {
  eventId: string;
  upgradeCheckoutId: number;
  sessionId: string;
  paymentRef: string;
  amountMinor: number;
  currency: string;
}

/** `settled`: the money is on its way back now; otherwise the provider confirms later (a webhook). */
export type RefundResult = { ok: true; providerRefundId: string | null; settled: boolean } | { ok: false; reason: string };

export interface RefundInput {
  paymentRef: string;
  amountMinor: number;
  orderId: number;
  /** Sent as the provider's idempotency key: a repeated request is one refund. */
  idempotencyKey: string;
}

/** What Stripe needs to take an upgrade's difference (an upgrade checkout, not an order). */
export interface StartUpgradePaymentInput {
  upgradeCheckoutId: number;
  orderNumber: string;
  /** Sent as the provider's idempotency key. */
  attemptKey: string;
  amountMinor: number;
  currency: CurrencyCode;
  buyerEmail: string;
  label: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

/** Payment providers behind one interface: Stripe when configured, else the built-in test provider. */
export interface PaymentProvider {
  name: "test" | "stripe";
  /** True when no money moves (the built-in test provider, or Stripe with a test key). */
  testMode: boolean;
  startPayment(input: StartPaymentInput): Promise<StartPaymentResult>;
  refund(input: RefundInput): Promise<RefundResult>;
  /** A hosted page for an upgrade's difference; absent where the buyer pays on our page (the test card). */
  startUpgradePayment?(input: StartUpgradePaymentInput): Promise<{ url: string; providerRef: string }>;
  /** What the provider says about an order's payment (the test page), without changing anything. */
  describePayment(input: { providerRef: string | null; paymentRef: string | null }): Promise<string>;
  /** The provider's own record of money moved in [from, to) (Stripe's balance transactions); absent where it keeps none (the test card). */
  listBalanceTransactions?(range: { from: Date; to: Date }): Promise<ProviderBalanceTransaction[]>;
}

/**
 * One movement of money as the provider's books hold it: a payment taken or a refund given, in the
 * charge's own amount and currency (not the settlement's), with every reference our ledger may name it
 * by (Stripe: the charge, its payment intent, its invoice; a refund's id).
 */
export interface ProviderBalanceTransaction {
  id: string;
  kind: "payment" | "refund";
  /** Signed as the ledger signs it: a payment +, a refund −. */
  amountMinor: number;
  currency: string;
  refs: string[];
  createdAt: Date;
  /** What the provider kept for this movement (Stripe's `fee`, in its settlement currency); 0 when none. A refunded fee is negative. */
  feeMinor: number;
  feeCurrency: string;
}

/** A refund as Stripe reports it: made by us (its metadata names our key) or in Stripe's dashboard. */
export interface ProviderRefund {
  providerRefundId: string;
  paymentRef: string;
  amountMinor: number;
  currency: string;
  status: "pending" | "succeeded" | "failed" | "cancelled";
  /** Our idempotency key when this site asked for it. */
  refundKey: string | null;
  failureReason: string | null;
}

export interface ProviderDispute {
  paymentRef: string;
  amountMinor: number;
  currency: string;
  reason: string;
}
