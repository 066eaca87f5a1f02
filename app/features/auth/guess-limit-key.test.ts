import { describe, expect, it } from "vitest";
import { clientNetwork, guessLimitKey } from "./guess-limit-key";

describe("guessLimitKey", () => {
  it("counts guesses per account and client", () => {
    expect(guessLimitKey("dana@example.com", "203.0.113.5")).toBe("auth:guess:dana@example.com:203.0.113.5");
    expect(guessLimitKey("dana@example.com", "203.0.113.5")).not.toBe(guessLimitKey("dana@example.com", "203.0.113.6"));
    expect(guessLimitKey("dana@example.com", "203.0.113.5")).not.toBe(guessLimitKey("lee@example.com", "203.0.113.5"));
    expect(guessLimitKey("dana@example.com", undefined)).toBe("auth:guess:dana@example.com:unknown");
  });

  it.each([
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::ffff:c000:201", "192.0.2.1"],
    ["::FFFF:203.0.113.9", "203.0.113.9"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
    ["192.0.2.1", "192.0.2.1"],
    ["unknown", "unknown"],
  ])("sees %s as %s", (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });
});
