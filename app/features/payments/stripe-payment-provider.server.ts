import Stripe from "stripe";
import type { PaymentProvider, ProviderBalanceTransaction, RefundInput, RefundResult, StartPaymentInput, StartPaymentResult, StartUpgradePaymentInput } from "./payment-provider";

/** Stripe refuses a Checkout Session that expires sooner than this after it arrives. */
const MIN_SESSION_SECONDS = 30 * 60;
/** Headroom for the request's transit and the client's retries, which resend the same expires_at. */
const SESSION_MARGIN_SECONDS = 60;

export function createStripePaymentProvider(options: {
  secretKey: string;
  /** for tests: a local fake API */
  apiBase?: { host: string; port: number; protocol: "http" | "https" };
}): PaymentProvider & { stripe: Stripe } {
  const stripe = new Stripe(options.secretKey, { ...options.apiBase, maxNetworkRetries: 2, timeout: 10_000 });
  return {
    name: "stripe",
    testMode: /^(sk|rk)_test_/.test(options.secretKey),
    stripe,
    startPayment: (input) => startPayment(stripe, input),
    refund: (input) => refund(stripe, input),
    startUpgradePayment: (input) => startUpgradePayment(stripe, input),
    describePayment: (input) => describePayment(stripe, input),
    listBalanceTransactions: (range) => listBalanceTransactions(stripe, range),
  };
}

async function startPayment(stripe: Stripe, input: StartPaymentInput): Promise<StartPaymentResult> {
  const metadata = { orderId: String(input.orderId), orderNumber: input.orderNumber };
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: lineItems(input),
      customer_email: input.buyerEmail,
      client_reference_id: String(input.orderId),
      metadata,
      payment_intent_data: { metadata, description: input.description },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: sessionExpiry(input.expiresAt),
    },
    { idempotencyKey: input.attemptKey },
  );
  if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a URL`);
  return { kind: "redirect", url: session.url, providerRef: session.id };
}

/**
 * A session for exactly the upgrade's difference. It names the upgrade checkout, never an order id
 * (no client_reference_id), so its webhooks can't be taken for the order's own payment.
 */
async function startUpgradePayment(stripe: Stripe, input: StartUpgradePaymentInput): Promise<{ url: string; providerRef: string }> {
  const metadata = { upgradeCheckoutId: String(input.upgradeCheckoutId), orderNumber: input.orderNumber };
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: [{ price_data: { currency: input.currency.toLowerCase(), unit_amount: input.amountMinor, product_data: { name: input.label } }, quantity: 1 }],
      customer_email: input.buyerEmail,
      metadata,
      payment_intent_data: { metadata, description: input.description },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: sessionExpiry(input.expiresAt),
    },
    { idempotencyKey: input.attemptKey },
  );
  if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a URL`);
  return { url: session.url, providerRef: session.id };
}

/** The order's lines when Stripe's sum of them is the amount due; otherwise one line for the whole order. */
function lineItems(input: StartPaymentInput): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const currency = input.currency.toLowerCase();
  const sum = input.lines.reduce((total, line) => total + line.unitPriceMinor * line.quantity, 0);
  const itemised =
    input.lines.length > 0 && sum === input.amountMinor && input.lines.every((l) => l.quantity > 0 && l.unitPriceMinor >= 0);
  const lines = itemised
    ? input.lines
    : [{ label: `Order ${input.orderNumber}`, unitPriceMinor: input.amountMinor, quantity: 1 }];
  return lines.map((line) => ({
    price_data: { currency, unit_amount: line.unitPriceMinor, product_data: { name: line.label } },
    quantity: line.quantity,
  }));
}

/**
 * The hold's expiry, or Stripe's minimum when the hold is shorter. The minimum is rounded up to a
 * whole minute so a quick retry sends the same body, as Stripe requires of a reused idempotency key.
 */
function sessionExpiry(expiresAt: Date): number {
  const minimum = Math.floor(Date.now() / 1000) + MIN_SESSION_SECONDS + SESSION_MARGIN_SECONDS;
  return Math.max(Math.floor(expiresAt.getTime() / 1000), Math.ceil(minimum / 60) * 60);
}

async function refund(stripe: Stripe, input: RefundInput): Promise<RefundResult> {
  try {
    const result = await stripe.refunds.create(
      { payment_intent: input.paymentRef, amount: input.amountMinor, metadata: { orderId: String(input.orderId), refundKey: input.idempotencyKey } },
      { idempotencyKey: input.idempotencyKey },
    );
    if (result.status === "failed" || result.status === "canceled") {
      return { ok: false, reason: `Stripe refund ${result.id} ${result.status}${result.failure_reason ? `: ${result.failure_reason}` : ""}` };
    }
    return { ok: true, providerRefundId: result.id, settled: result.status === "succeeded" };
  } catch (error) {
    return { ok: false, reason: errorMessage(error) };
  }
}

async function describePayment(
  stripe: Stripe,
  input: { providerRef: string | null; paymentRef: string | null },
): Promise<string> {
  try {
    const parts: string[] = [];
    let intentId = input.paymentRef;
    if (input.providerRef) {
      const session = await stripe.checkout.sessions.retrieve(input.providerRef);
      parts.push(`session ${session.id} ${session.status ?? "without status"}, payment ${session.payment_status}`);
      intentId ??= typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
    }
    if (intentId) {
      const intent = await stripe.paymentIntents.retrieve(intentId);
      parts.push(`payment intent ${intent.id} ${intent.status}, ${intent.amount} ${intent.currency}`);
    }
    return parts.length > 0 ? `Stripe: ${parts.join("; ")}` : "Stripe: no Checkout Session or payment intent recorded";
  } catch (error) {
    return `Stripe could not be reached or answered with an error: ${errorMessage(error)}`;
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Stripe's balance transactions created in [from, to) that are payments or refunds, each with its
 * source expanded so the amount is the charge's or refund's own (in its currency, before fees and
 * conversion) and its references are the ones our ledger holds.
 */
async function listBalanceTransactions(stripe: Stripe, range: { from: Date; to: Date }): Promise<ProviderBalanceTransaction[]> {
  const found: ProviderBalanceTransaction[] = [];
  const created = { gte: Math.floor(range.from.getTime() / 1000), lt: Math.floor(range.to.getTime() / 1000) };
  for await (const txn of stripe.balanceTransactions.list({ created, limit: 100, expand: ["data.source"] })) {
    const source = txn.source && typeof txn.source === "object" ? (txn.source as unknown as Record<string, unknown>) : null;
    const kind = txn.type === "charge" || txn.type === "payment" ? "payment" : txn.type === "refund" || txn.type === "payment_refund" ? "refund" : null;
    if (!kind || !source) continue;
    const idOf = (v: unknown) => (typeof v === "string" ? v : v && typeof v === "object" && "id" in v && typeof v.id === "string" ? v.id : null);
    // The ledger names a payment by its payment intent (else its charge or invoice), a refund by its own id.
    const refs = (kind === "payment" ? [source.payment_intent, source.id, source.invoice] : [source.id, source.payment_intent, source.charge]).map(idOf).filter((r): r is string => r !== null);
    const amount = typeof source.amount === "number" ? source.amount : Math.abs(txn.amount);
    const currency = typeof source.currency === "string" ? source.currency : txn.currency;
    const feeMinor = typeof txn.fee === "number" ? txn.fee : 0;
    found.push({ id: txn.id, kind, amountMinor: kind === "refund" ? -amount : amount, currency: currency.toUpperCase(), refs, createdAt: new Date(txn.created * 1000), feeMinor, feeCurrency: txn.currency.toUpperCase() });
  }
  return found;
}
