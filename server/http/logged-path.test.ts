import { describe, expect, it } from "vitest";
import { loggedPath } from "./logged-path";

const ORDER_TOKEN = "Zq3v_9xY-kP2mN8rT4wB6cD1eF5gH7jK0lA2sD4fG6h";

describe("loggedPath", () => {
  it("hides the token of a signed registration link and leaves other paths alone", () => {
    expect(loggedPath("/audition-registration/12.abcDEF_-x")).toBe("/audition-registration/[token]");
    expect(loggedPath("/hartford")).toBe("/hartford");
  });

  it.each([
    [`/api/checkout/orders/${ORDER_TOKEN}`, "/api/checkout/orders/[token]"],
    [`/api/checkout/orders/${ORDER_TOKEN}/test-card`, "/api/checkout/orders/[token]/test-card"],
    [`/api/checkout/orders/${ORDER_TOKEN}/cancel`, "/api/checkout/orders/[token]/cancel"],
    [`/api/orders/${ORDER_TOKEN}/calendar.ics`, "/api/orders/[token]/calendar.ics"],
    ["/api/auth/reset-password/aB3dE5gH7jK9mN1pQ3sT5vW7", "/api/auth/reset-password/[token]"],
  ])("masks the bearer token in %s", (path, logged) => {
    expect(loggedPath(path)).toBe(logged);
  });

  it.each(["/", "/new-hampshire", "/saratoga-springs", "/skeleton-crew-audition-registration", "/api/cart/discount-codes/validate", "/api/webhooks/stripe", "/assets/entry.client-BxY3kZ.js"])(
    "keeps %s readable",
    (path) => {
      expect(loggedPath(path)).toBe(path);
    },
  );
});
