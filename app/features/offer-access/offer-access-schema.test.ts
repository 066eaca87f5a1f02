import { describe, expect, it } from "vitest";
import { createOrderSchema } from "~/features/checkout/orders/checkout-schema";
import { offerAccessRequestSchema } from "./offer-access-schema";

describe("the access link request's email", () => {
  it("takes every address the checkout takes, trimmed and lower-cased", () => {
    const email = "  Renée.O'Brien@Example.com ";
    const order = createOrderSchema.shape.buyer.shape.email.safeParse(email);
    expect(order.success).toBe(true);
    expect(offerAccessRequestSchema.parse({ eventSlug: "hartford", email })).toMatchObject({ email: "renée.o'brien@example.com" });
  });

  it("refuses what the checkout refuses", () => {
    for (const email of ["", "no-at-sign", "a@b", "a b@example.com", "a@example.com\u0000"]) expect(offerAccessRequestSchema.safeParse({ eventSlug: "hartford", email }).success).toBe(false);
  });
});
