import type { CurrencyCode } from "~/domain/money";
import type { SubscriptionPlan } from "~/domain/subscription-schedule";

export interface SubscriptionCheckoutInput {
  subscriptionId: number;
  token: string;
  email: string;
  label: string;
  currency: CurrencyCode;
  priceMinor: number;
  plan: SubscriptionPlan;
  now: Date;
  successUrl: string;
  cancelUrl: string;
}

/** Stripe's side of subscriptions: Checkout in subscription mode and its customer portal. */
export interface SubscriptionCheckout {
  startCheckout(input: SubscriptionCheckoutInput): Promise<{ url: string; checkoutId: string }>;
  portalUrl(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** Tell Stripe when a cancel takes effect (the end of the paid period, never before the minimum term). */
  cancelAt(input: { providerSubscriptionId: string; at: Date }): Promise<void>;
  /** The last four digits of a card: a subscription's default payment method, or one payment method. Null when it is not a card. */
  cardLast4(input: { providerSubscriptionId: string } | { paymentMethodId: string }): Promise<string | null>;
}
