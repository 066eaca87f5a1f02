import { describe, expect, it } from "vitest";
import { subscriptionCopy } from "~/content/subscriptions";
import { offersAccountLink } from "./subscribe-form";

describe("the subscribe form's refusal for an address that already has the tier", () => {
  it("links to the account page on the answer's code, whatever its words", () => {
    expect(offersAccountLink({ status: "error", httpStatus: 409, answer: { ok: false, code: "already_subscribed", message: "Reworded by the team." } })).toBe(true);
    // The same words under another code, or no answer at all, are no reason to link there.
    expect(offersAccountLink({ status: "error", httpStatus: 409, answer: { ok: false, code: "not_on_sale", message: subscriptionCopy.refusals.already_subscribed! } })).toBe(false);
    expect(offersAccountLink({ status: "error", httpStatus: 0, answer: undefined })).toBe(false);
    expect(offersAccountLink({ status: "submitting" })).toBe(false);
  });

  it("names the account page once, in the link, not as a path in the sentence", () => {
    const shown = `${subscriptionCopy.refusals.already_subscribed} ${subscriptionCopy.checkout.toAccount}.`;
    expect(shown).not.toContain("/account");
    expect(shown.match(/account page/g)).toHaveLength(1);
  });
});
