import { describe, expect, it } from "vitest";
import { checkoutDraftSchema } from "./checkout-draft-schema";

const draft = (name: string) => ({ clientKey: "k".repeat(32), eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], codes: [], email: "ann@example.com", name });

describe("the kept checkout's schema", () => {
  it("takes a plain name", () => {
    expect(checkoutDraftSchema.safeParse(draft("Ann Lee")).success).toBe(true);
  });

  it("refuses a name with NUL or other control characters, which the database would refuse with an error", () => {
    expect(checkoutDraftSchema.safeParse(draft("Ann\u0000Lee")).success).toBe(false);
    expect(checkoutDraftSchema.safeParse(draft("Ann\u001bLee")).success).toBe(false);
  });
});
