import type { ConfirmedPayment, PaymentProvider, ProviderDispute, ProviderRefund, UpgradePayment } from "~/features/payments/payments.server";

export type WebhookReading =
  | { ok: false; reason: "unverified" | "bad_order_id"; message: string }
  | { ok: true; kind: "paid"; payment: ConfirmedPayment }
  | { ok: true; kind: "expired"; orderId: number; eventId: string }
  | { ok: true; kind: "upgrade_paid"; payment: UpgradePayment }
  | { ok: true; kind: "upgrade_expired"; upgradeCheckoutId: number; eventId: string }
  | { ok: true; kind: "refund"; eventId: string; refund: ProviderRefund }
  | { ok: true; kind: "dispute"; eventId: string; dispute: ProviderDispute }
  | { ok: true; kind: "ignored"; eventId: string; type: string };

/** What checkout needs from the configuration, made once at boot. */
export interface CheckoutServices {
  provider: PaymentProvider;
  /** Reads a Stripe webhook (signature checked); null with the built-in test provider. */
  readWebhook: ((rawBody: string, signature: string | null) => WebhookReading) | null;
  holdMinutes: number;
}
