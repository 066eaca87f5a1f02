import { describe, expect, it } from "vitest";
import { waitlistFormSchema, WAITLIST_INVALID_EMAIL } from "./waitlist-schema";

describe("waitlist form", () => {
  it("accepts an email with an at sign, trimmed and lowercased", () => {
    expect(waitlistFormSchema.parse({ email: "  Sam@Example.com " }).email).toBe("sam@example.com");
  });
  it.each(["", "   ", "no-at-sign.example.com", undefined, "@", "a@b.co, c@d.co", "a@b.co,c@d.co", "a@b.co\nBcc: x@y.co", "a@b"])("rejects %o with 'Invalid email'", (email) => {
    const r = waitlistFormSchema.safeParse({ email });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(WAITLIST_INVALID_EMAIL);
  });
});
