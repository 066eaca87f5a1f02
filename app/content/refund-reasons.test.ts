import { describe, expect, it } from "vitest";
import { REFUND_REASON_CODES } from "~/domain/refund-reason";
import { refundReasonText, refundReasonWords } from "./refund-reasons";

describe("a refund's reason in words", () => {
  it("words the system's codes and shows the team's typed reason as typed", () => {
    expect(refundReasonText({ reasonCode: "event_cancelled", reason: null })).toBe("Event cancelled");
    expect(refundReasonText({ reasonCode: "provider_dashboard", reason: null })).toBe("Refunded in Stripe's dashboard");
    expect(refundReasonText({ reasonCode: null, reason: "Missed a day" })).toBe("Missed a day");
    for (const code of REFUND_REASON_CODES) expect(refundReasonWords[code].length, code).toBeGreaterThan(0);
  });
});
