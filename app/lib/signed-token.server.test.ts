import { describe, expect, it } from "vitest";
import { signRecordToken, verifyRecordToken } from "./signed-token.server";

describe("signed record tokens", () => {
  const token = signRecordToken("s".repeat(40), "audition", 42);
  it("verify for the same secret and purpose", () => {
    expect(verifyRecordToken("s".repeat(40), "audition", token)).toBe(42);
  });
  it("refuse another purpose, another secret, another id or garbage", () => {
    expect(verifyRecordToken("s".repeat(40), "order", token)).toBeNull();
    expect(verifyRecordToken("t".repeat(40), "audition", token)).toBeNull();
    expect(verifyRecordToken("s".repeat(40), "audition", token.replace(/^42/, "43"))).toBeNull();
    expect(verifyRecordToken("s".repeat(40), "audition", "42.x")).toBeNull();
  });
});
