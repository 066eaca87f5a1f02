import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.server";

describe("clientAddress", () => {
  it("uses the socket's address when no proxy is trusted, whatever the header says", () => {
    expect(clientAddress({ socketAddress: "203.0.113.9", forwardedFor: "1.1.1.1", trustedHops: 0 })).toBe("203.0.113.9");
  });

  it("takes the address one trusted proxy saw", () => {
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: "198.51.100.7", trustedHops: 1 })).toBe("198.51.100.7");
  });

  it("ignores entries a client forged in front of the trusted ones", () => {
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: "6.6.6.6, 198.51.100.7", trustedHops: 1 })).toBe("198.51.100.7");
    expect(clientAddress({ socketAddress: "10.0.0.3", forwardedFor: "6.6.6.6, 198.51.100.7, 10.0.0.2", trustedHops: 2 })).toBe("198.51.100.7");
  });

  it("falls back sensibly when the header is missing or short", () => {
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: undefined, trustedHops: 1 })).toBe("10.0.0.2");
    expect(clientAddress({ socketAddress: undefined, forwardedFor: undefined, trustedHops: 0 })).toBe("unknown");
  });
});
