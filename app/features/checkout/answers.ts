import type { CurrencyCode } from "~/domain/money";

/** POST /api/checkout/orders: the order placed and how to pay, or why not. */
export type CheckoutAnswer =
  | {
      ok: true;
      order: { token: string; number: string; totalMinor: number; currency: CurrencyCode; holdExpiresAt: string };
      /** test_card: pay on our page; redirect: the provider's page; none: nothing to pay (free order). */
      payment: { kind: "test_card" } | { kind: "redirect"; url: string } | { kind: "none"; redirectTo: string };
      testMode: boolean;
    }
  /** `accessFor`: a tier sold only to a list, whose access link the page offers to email. */
  | { ok: false; message: string; errors?: Record<string, string>; soldOut?: boolean; accessFor?: string };

/** POST /api/checkout/orders/:token/test-card. */
export type PayAnswer =
  | { ok: true; status: "paid"; redirectTo: string }
  | { ok: false; code: string; message: string; errors?: Record<string, string> };

/** POST /api/upgrades/:token/checkout: Stripe's page for the difference, or why not. */
export type UpgradeCheckoutAnswer = { ok: true; kind: "redirect"; url: string } | { ok: false; code: string; message: string };
