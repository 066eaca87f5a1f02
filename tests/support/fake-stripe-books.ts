import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createStripePaymentProvider } from "~/features/payments/stripe-payment-provider.server";

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Stripe's balance transactions as api.stripe.com lists them, sources expanded, from a local fake. */
export async function fakeStripeBooks(transactions: unknown[]) {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url ?? "");
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const found = url.pathname === "/v1/balance_transactions";
    res.writeHead(found ? 200 : 404, { "content-type": "application/json", "request-id": "req_books" });
    res.end(JSON.stringify(found ? { object: "list", url: "/v1/balance_transactions", has_more: false, data: transactions } : { error: { type: "invalid_request_error", message: "not faked" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const provider = createStripePaymentProvider({ secretKey: "sk_test_fake", apiBase: { host: "127.0.0.1", port, protocol: "http" } });
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { provider, asked, close };
}

/** A charge's balance transaction; `fee` is Stripe's fee in the settlement currency (`settlement`, the charge's own by default). */
export const stripeCharge = (id: string, intent: string, amount: number, options: { created?: string; fee?: number; settlement?: string } = {}) => ({
  id: `txn_${id}`,
  object: "balance_transaction",
  type: "charge",
  amount,
  fee: options.fee ?? 0,
  currency: options.settlement ?? "usd",
  created: at(options.created ?? "2025-09-01T18:59:00Z"),
  source: { id: `ch_${id}`, object: "charge", payment_intent: intent, amount, currency: "usd" },
});

/** A refund's balance transaction (its fee is usually 0; a negative fee is a fee given back). */
export const stripeRefund = (id: string, intent: string, amount: number, options: { fee?: number } = {}) => ({
  id: `txn_${id}`,
  object: "balance_transaction",
  type: "refund",
  amount: -amount,
  fee: options.fee ?? 0,
  currency: "usd",
  created: at("2025-09-01T20:00:00Z"),
  source: { id, object: "refund", payment_intent: intent, charge: "ch_x", amount, currency: "usd" },
});
