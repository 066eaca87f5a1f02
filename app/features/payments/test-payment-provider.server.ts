import type { PaymentProvider } from "./payment-provider";

/**
 * The built-in provider when Stripe is not configured: the buyer types a documented test card on
 * our page (pay-with-test-card.server.ts) and no money moves. Same order states and fulfilment as Stripe.
 */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    name: "test",
    testMode: true,
    startPayment: async () => ({ kind: "on_page", providerRef: null }),
    refund: async (input) => ({ ok: true, providerRefundId: `test_re_${input.idempotencyKey}`, settled: true }),
    describePayment: async ({ paymentRef }) =>
      paymentRef ? `Test provider: charge ${paymentRef} succeeded (test mode, no money moved).` : "Test provider: no successful charge yet (test mode, no money moves).",
  };
}
