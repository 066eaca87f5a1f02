import { describe, expect, it } from "vitest";
import { orderRefusalAnswer, paymentRefusalAnswer } from "./checkout.routes.server";

/** The refusals only a race reaches (the hold under the pools' locks, a late payment), answered as before reasons. */
describe("the checkout route's answers to reasons a single request cannot reach", () => {
  it("offers the waitlist when the hold finds the seats gone, as the quote does", () => {
    expect(orderRefusalAnswer({ reason: "seats_taken", tiers: ["Core Experience", "Pro Track"], left: 0 })).toEqual({
      status: 409,
      answer: { ok: false, message: "Core Experience and Pro Track just sold out. Join the waitlist and we'll email you if a seat opens up.", soldOut: true },
    });
    expect(orderRefusalAnswer({ reason: "seats_taken", tiers: ["Core Experience"], left: 2 })).toEqual({
      status: 409,
      answer: { ok: false, message: "Only 2 seats are left for Core Experience.", soldOut: true },
    });
  });

  it("points a waitlist offer taken meanwhile at the offer, without soldOut", () => {
    const gone = "This waitlist offer has expired or was already used. Join the waitlist again and we'll email you if another seat opens up.";
    expect(orderRefusalAnswer({ reason: "waitlist_offer_taken" })).toEqual({ status: 409, answer: { ok: false, message: gone, errors: { waitlistOffer: gone } } });
    expect(orderRefusalAnswer({ reason: "waitlist_offer_gone" })).toEqual({ status: 409, answer: { ok: false, message: gone, errors: { waitlistOffer: gone }, soldOut: false } });
  });

  it("names a late payment's reason and says whether the money went back", () => {
    expect(paymentRefusalAnswer({ reason: "refunded_late", late: { kind: "code_used_up", code: "ONCEONLY" }, refunded: true })).toEqual({
      status: 409,
      answer: {
        ok: false,
        code: "code_used_up",
        message:
          "Your seat hold expired and the last use of discount code ONCEONLY was taken meanwhile, so the payment was refunded in full. You can place the order again without the code.",
      },
    });
    expect(paymentRefusalAnswer({ reason: "rejected" })).toEqual({ status: 409, answer: { ok: false, code: "rejected", message: "We couldn't complete this payment. Please contact us." } });
  });
});
