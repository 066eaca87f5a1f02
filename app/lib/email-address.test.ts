import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, emailSchema } from "./email-address";

describe("the email rule", () => {
  it("takes an ordinary address, trimmed and lower-cased", () => {
    expect(emailSchema.parse("  Dana.Reyes@Example.COM ")).toBe("dana.reyes@example.com");
  });

  it.each(["@", "a@b", "a@b.c, d@e.f", "a@b.c\nBcc: x@y.z", "a b@c.d", "a@b.c\u0000", "a\u0007@b.c", "<a@b.c>"])("refuses %j", (value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(false);
    expect(emailSchema.safeParse(value).success).toBe(false);
  });
});
