import { describe, expect, it } from "vitest";
import { forgetCheckoutPrefill, prefilledCheckoutValues, readCheckoutPrefill, saveCheckoutPrefill } from "./checkout-prefill";

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

const kept = {
  eventSlug: "hartford",
  buyer: { fullName: "Kim Kept", email: "kim@example.com", phone: "+1 860 555 0142" },
  students: [{ fullName: "Kit Kept", age: "11", parentName: "Kim Kept", email: "" }],
};

describe("a resumed checkout's details", () => {
  it("fill the same event's checkout, one student per seat, the guardian's consent left to give again", () => {
    const session = memoryStore();
    saveCheckoutPrefill(session, kept);
    const values = prefilledCheckoutValues(readCheckoutPrefill(session, "hartford"), 2);
    expect(values.buyer).toEqual(kept.buyer);
    expect(values.students).toEqual([
      { fullName: "Kit Kept", age: "11", parentName: "Kim Kept", guardianConsent: false, email: "" },
      { fullName: "", age: "", parentName: "", guardianConsent: false, email: "" },
    ]);
  });

  it("never fill another event's checkout, a paid one's next, or from something unreadable", () => {
    const session = memoryStore();
    saveCheckoutPrefill(session, kept);
    expect(readCheckoutPrefill(session, "boston")).toBeNull();
    forgetCheckoutPrefill(session);
    expect(readCheckoutPrefill(session, "hartford")).toBeNull();
    session.setItem("checkoutPrefill", "{not json");
    expect(readCheckoutPrefill(session, "hartford")).toBeNull();
    expect(prefilledCheckoutValues(null, 1)).toEqual({ buyer: { fullName: "", email: "", phone: "" }, students: [{ fullName: "", age: "", parentName: "", guardianConsent: false, email: "" }] });
  });
});
