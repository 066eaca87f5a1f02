import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { StartPaymentInput } from "./payment-provider";
import { createStripePaymentProvider } from "./stripe-payment-provider.server";

interface ReceivedRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

type Answer = (request: ReceivedRequest) => { status: number; body: unknown };

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A stand-in for api.stripe.com on 127.0.0.1 that records what it receives. */
async function fakeStripe(answer: Answer) {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const key = req.headers["idempotency-key"];
      const request = {
        method: req.method ?? "",
        path: url.pathname,
        form: new URLSearchParams(req.method === "GET" ? url.search : body),
        idempotencyKey: Array.isArray(key) ? key[0] : key,
      };
      requests.push(request);
      const { status, body: reply } = answer(request);
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${requests.length}` });
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  const provider = createStripePaymentProvider({
    secretKey: "sk_test_fake",
    apiBase: { host: "127.0.0.1", port, protocol: "http" },
  });
  return { requests, provider };
}

const sessionReply = () => ({
  status: 200,
  body: { id: "cs_test_1", object: "checkout.session", url: "https://checkout.stripe.test/c/pay/cs_test_1" },
});

function order(overrides: Partial<StartPaymentInput> = {}): StartPaymentInput {
  return {
    orderId: 42,
    orderNumber: "CB-1042",
    orderToken: "secret-token",
    attemptKey: "order-42-attempt-1",
    amountMinor: 16800,
    currency: "USD",
    buyerEmail: "buyer@example.com",
    description: "Callboard Austin: 2 tickets",
    lines: [{ label: "Full weekend", quantity: 2, unitPriceMinor: 8400, totalMinor: 16800 }],
    successUrl: "https://callboard.test/orders/secret-token",
    cancelUrl: "https://callboard.test/checkout",
    expiresAt: new Date(Date.now() + 15 * 60_000),
    ...overrides,
  };
}

describe("Stripe payment provider: startPayment", () => {
  it("creates a Checkout Session for the order's lines with the attempt's idempotency key", async () => {
    const { requests, provider } = await fakeStripe(sessionReply);
    const before = Math.floor(Date.now() / 1000);
    const result = await provider.startPayment(order());
    const after = Math.ceil(Date.now() / 1000);

    expect(result).toEqual({ kind: "redirect", url: "https://checkout.stripe.test/c/pay/cs_test_1", providerRef: "cs_test_1" });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/checkout/sessions");
    expect(request?.idempotencyKey).toBe("order-42-attempt-1");
    const form = request!.form;
    expect(Object.fromEntries(form)).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "8400",
      "line_items[0][price_data][product_data][name]": "Full weekend",
      "line_items[0][quantity]": "2",
      customer_email: "buyer@example.com",
      client_reference_id: "42",
      "metadata[orderId]": "42",
      "metadata[orderNumber]": "CB-1042",
      "payment_intent_data[metadata][orderId]": "42",
      "payment_intent_data[metadata][orderNumber]": "CB-1042",
      success_url: "https://callboard.test/orders/secret-token",
      cancel_url: "https://callboard.test/checkout",
    });
    expect(form.has("line_items[1][quantity]")).toBe(false);
    // A 15-minute hold is shorter than Stripe allows: the session lasts at least 30 minutes.
    const expiresAt = Number(form.get("expires_at"));
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60);
    expect(expiresAt).toBeLessThanOrEqual(after + 33 * 60);
  });

  it("keeps a hold longer than 30 minutes as the session's expiry", async () => {
    const { requests, provider } = await fakeStripe(sessionReply);
    const expiresAt = new Date(Date.now() + 2 * 60 * 60_000);
    await provider.startPayment(order({ expiresAt }));
    expect(requests[0]?.form.get("expires_at")).toBe(String(Math.floor(expiresAt.getTime() / 1000)));
  });

  it("sends every line in the order's currency, lower-cased", async () => {
    const { requests, provider } = await fakeStripe(sessionReply);
    await provider.startPayment(
      order({
        currency: "GBP",
        amountMinor: 15500,
        lines: [
          { label: "Full weekend", quantity: 1, unitPriceMinor: 13300, totalMinor: 13300 },
          { label: "Mentorship add-on", quantity: 2, unitPriceMinor: 1100, totalMinor: 2200 },
        ],
      }),
    );
    expect(Object.fromEntries(requests[0]!.form)).toMatchObject({
      "line_items[0][price_data][currency]": "gbp",
      "line_items[0][price_data][unit_amount]": "13300",
      "line_items[0][quantity]": "1",
      "line_items[1][price_data][currency]": "gbp",
      "line_items[1][price_data][unit_amount]": "1100",
      "line_items[1][price_data][product_data][name]": "Mentorship add-on",
      "line_items[1][quantity]": "2",
    });
  });

  it("charges a discounted order as one line for exactly the amount due", async () => {
    const { requests, provider } = await fakeStripe(sessionReply);
    await provider.startPayment(order({ amountMinor: 15120 }));
    const form = requests[0]!.form;
    expect(Object.fromEntries(form)).toMatchObject({
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "15120",
      "line_items[0][price_data][product_data][name]": "Order CB-1042",
      "line_items[0][quantity]": "1",
    });
    expect(form.has("line_items[1][quantity]")).toBe(false);
  });
});

describe("Stripe payment provider: refund", () => {
  it("refunds the payment intent once per order", async () => {
    const { requests, provider } = await fakeStripe(() => ({
      status: 200,
      body: { id: "re_1", object: "refund", status: "succeeded", amount: 5000 },
    }));
    const result = await provider.refund({ paymentRef: "pi_1", amountMinor: 5000, orderId: 42, idempotencyKey: "refund-42" });
    expect(result).toEqual({ ok: true, providerRefundId: "re_1", settled: true });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.path).toBe("/v1/refunds");
    expect(requests[0]?.idempotencyKey).toBe("refund-42");
    expect(Object.fromEntries(requests[0]!.form)).toEqual({ payment_intent: "pi_1", amount: "5000", "metadata[orderId]": "42", "metadata[refundKey]": "refund-42" });
  });

  it("reports Stripe's refusal instead of throwing", async () => {
    const { provider } = await fakeStripe(() => ({
      status: 400,
      body: { error: { type: "invalid_request_error", message: "Charge ch_1 has already been refunded." } },
    }));
    const result = await provider.refund({ paymentRef: "pi_1", amountMinor: 5000, orderId: 42, idempotencyKey: "refund-42" });
    expect(result).toEqual({ ok: false, reason: "Charge ch_1 has already been refunded." });
  });
});

describe("Stripe payment provider: a refund Stripe settles later", () => {
  it("is accepted but not settled until its webhook", async () => {
    const { provider } = await fakeStripe(() => ({ status: 200, body: { id: "re_2", object: "refund", status: "pending", amount: 100 } }));
    expect(await provider.refund({ paymentRef: "pi_1", amountMinor: 100, orderId: 7, idempotencyKey: "k" })).toEqual({ ok: true, providerRefundId: "re_2", settled: false });
  });
});

describe("Stripe payment provider: describePayment", () => {
  it("describes the session and the payment intent it led to", async () => {
    const { requests, provider } = await fakeStripe(({ path }) =>
      path === "/v1/checkout/sessions/cs_test_1"
        ? {
            status: 200,
            body: { id: "cs_test_1", object: "checkout.session", status: "complete", payment_status: "paid", payment_intent: "pi_1" },
          }
        : {
            status: 200,
            body: { id: "pi_1", object: "payment_intent", status: "succeeded", amount: 16800, currency: "usd" },
          },
    );
    const text = await provider.describePayment({ providerRef: "cs_test_1", paymentRef: null });
    expect(text).toBe("Stripe: session cs_test_1 complete, payment paid; payment intent pi_1 succeeded, 16800 usd");
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /v1/checkout/sessions/cs_test_1",
      "GET /v1/payment_intents/pi_1",
    ]);
  });

  it("says so when Stripe fails, after retrying, without throwing", async () => {
    const { requests, provider } = await fakeStripe(() => ({
      status: 500,
      body: { error: { type: "api_error", message: "Something went wrong on Stripe's end." } },
    }));
    const text = await provider.describePayment({ providerRef: "cs_test_1", paymentRef: "pi_1" });
    expect(text).toMatch(/^Stripe could not be reached/);
    expect(text).toContain("Something went wrong on Stripe's end.");
    expect(requests).toHaveLength(3);
  });
});

describe("Stripe payment provider: testMode", () => {
  it("is on for test keys only", () => {
    expect(createStripePaymentProvider({ secretKey: "sk_test_abc" }).testMode).toBe(true);
    expect(createStripePaymentProvider({ secretKey: "rk_test_abc" }).testMode).toBe(true);
    expect(createStripePaymentProvider({ secretKey: "sk_live_abc" }).testMode).toBe(false);
    expect(createStripePaymentProvider({ secretKey: "rk_live_abc" }).testMode).toBe(false);
  });
});
