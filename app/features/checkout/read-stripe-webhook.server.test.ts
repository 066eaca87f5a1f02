import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { readStripeWebhook } from "./read-stripe-webhook.server";

const stripe = new Stripe("sk_test_fake");
const secret = "whsec_test_secret";

function session(overrides: Record<string, unknown> = {}) {
  return {
    id: "cs_test_1",
    object: "checkout.session",
    client_reference_id: "42",
    metadata: { orderId: "42", orderNumber: "CB-1042" },
    payment_intent: "pi_1",
    payment_status: "paid",
    status: "complete",
    amount_total: 16800,
    currency: "usd",
    ...overrides,
  };
}

function eventBody(type: string, object: Record<string, unknown>, id = "evt_1"): string {
  return JSON.stringify({ id, object: "event", type, api_version: "2026-10-28.endive", created: 1, data: { object } }, null, 2);
}

function signed(payload: string, options: { secret?: string; ageSeconds?: number } = {}) {
  const timestamp = Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 0);
  return stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? secret, timestamp });
}

function read(rawBody: string, signature: string | null, toleranceSeconds?: number) {
  return readStripeWebhook({ stripe, rawBody, signature, secret, toleranceSeconds });
}

describe("readStripeWebhook: events", () => {
  it("reads a paid completed session as a confirmed payment", () => {
    const body = eventBody("checkout.session.completed", session());
    expect(read(body, signed(body))).toEqual({
      ok: true,
      kind: "paid",
      payment: { provider: "stripe", eventId: "evt_1", orderId: 42, paymentRef: "pi_1", amountMinor: 16800, currency: "USD" },
    });
  });

  it("takes the order from metadata and the payment intent from an expanded object", () => {
    const body = eventBody(
      "checkout.session.async_payment_succeeded",
      session({ client_reference_id: null, metadata: { orderId: "7" }, payment_intent: { id: "pi_2", object: "payment_intent" }, currency: "gbp" }),
      "evt_2",
    );
    expect(read(body, signed(body))).toEqual({
      ok: true,
      kind: "paid",
      payment: { provider: "stripe", eventId: "evt_2", orderId: 7, paymentRef: "pi_2", amountMinor: 16800, currency: "GBP" },
    });
  });

  it("ignores a completed session still waiting for a delayed payment", () => {
    const body = eventBody("checkout.session.completed", session({ payment_status: "unpaid" }));
    expect(read(body, signed(body))).toEqual({ ok: true, kind: "ignored", eventId: "evt_1", type: "checkout.session.completed" });
  });

  it("ignores a paid session that names no order (one this site did not create)", () => {
    for (const orderRef of [{ client_reference_id: null, metadata: {} }, { client_reference_id: null, metadata: { orderId: "" } }]) {
      const body = eventBody("checkout.session.completed", session(orderRef));
      expect(read(body, signed(body))).toEqual({ ok: true, kind: "ignored", eventId: "evt_1", type: "checkout.session.completed" });
    }
  });

  it("refuses a session naming an order id no order can have: beyond the integer range, negative, zero, not a number", () => {
    for (const raw of ["99999999999999999999", "2147483648", "9999999999", "-1", "0", "CB-1042", "42.0", "1e3", " 42"]) {
      for (const type of ["checkout.session.completed", "checkout.session.expired"]) {
        const body = eventBody(type, session({ client_reference_id: null, metadata: { orderId: raw } }));
        expect(read(body, signed(body)), `${type} ${raw}`).toEqual({ ok: false, reason: "bad_order_id", message: expect.stringContaining(JSON.stringify(raw)) });
      }
    }
  });

  it("reads the largest id an order can have", () => {
    const body = eventBody("checkout.session.completed", session({ client_reference_id: "2147483647" }));
    expect(read(body, signed(body))).toMatchObject({ ok: true, kind: "paid", payment: { orderId: 2147483647 } });
  });

  it("reads an expired session as the order's expiry", () => {
    const body = eventBody("checkout.session.expired", session({ status: "expired", payment_status: "unpaid", payment_intent: null }), "evt_3");
    expect(read(body, signed(body))).toEqual({ ok: true, kind: "expired", orderId: 42, eventId: "evt_3" });
  });

  it("ignores every other event type", () => {
    for (const type of ["payment_intent.succeeded", "checkout.session.async_payment_failed", "charge.refunded"]) {
      const body = eventBody(type, { id: "pi_1", object: "payment_intent" });
      expect(read(body, signed(body))).toEqual({ ok: true, kind: "ignored", eventId: "evt_1", type });
    }
  });
});

describe("readStripeWebhook: verification", () => {
  const body = eventBody("checkout.session.completed", session());

  it("accepts a delivery signed a little under five minutes ago", () => {
    expect(read(body, signed(body, { ageSeconds: 240 })).ok).toBe(true);
  });

  it("rejects a delivery signed with another secret", () => {
    const result = read(body, signed(body, { secret: "whsec_someone_else" }));
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining("No signatures found matching") });
  });

  it("rejects a body changed after signing", () => {
    const result = read(body.replace("16800", "100"), signed(body));
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining("No signatures found matching") });
  });

  it("rejects a delivery without a signature header", () => {
    expect(read(body, null)).toEqual({ ok: false, reason: "unverified", message: "Missing Stripe-Signature header" });
    expect(read(body, "")).toEqual({ ok: false, reason: "unverified", message: "Missing Stripe-Signature header" });
  });

  it("rejects a garbled signature header", () => {
    expect(read(body, "not-a-signature")).toMatchObject({ ok: false });
  });

  it("rejects a delivery signed 301 seconds ago", () => {
    const result = read(body, signed(body, { ageSeconds: 301 }));
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining("tolerance") });
  });

  it("honours a shorter tolerance, and never reads 0 as no timestamp check", () => {
    expect(read(body, signed(body, { ageSeconds: 120 }), 60)).toMatchObject({ ok: false });
    expect(read(body, signed(body, { ageSeconds: 301 }), 0)).toMatchObject({ ok: false });
  });
});
