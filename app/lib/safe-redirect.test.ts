import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/", "/"],
    ["/account", "/account"],
    ["/account?x=1#y", "/account?x=1#y"],
    ["/customer-emails?id=42", "/customer-emails?id=42"],
    ["/auth?mode=reset", "/auth?mode=reset"],
    // Normalised the way a browser would read it, and only the path, query and fragment kept.
    ["/a/../account", "/account"],
    ["/./account", "/account"],
    ["/a b", "/a%20b"],
    ["/%C3%BC", "/%C3%BC"],
    ["/account?next=%0d%0a", "/account?next=%0d%0a"],
  ])("keeps %j as %j", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    // Other origins, as browsers parse them.
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "//evil.example",
    "//evil.example/account",
    "///evil.example",
    "/.//evil.example",
    "/a/..//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "/%5Cevil.example",
    "/%2F/evil.example",
    "/%2fevil.example",
    "https://evil.example",
    "https://evil.example/account",
    "http://x/account",
    "HTTPS://evil.example",
    " //evil.example",
    "\t//evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "account",
    "?x=1",
    "#y",
    // Header splitting and characters a header cannot carry.
    "/%0d%0aSet-Cookie:x",
    "/%0D%0ASet-Cookie:x",
    "/\r\nSet-Cookie: x=1",
    "/account\u0000",
    "/%00",
    "/ü",
    "/€",
    "/\u2028",
    "/\uFF0Fevil.example",
    // Not a redirect at all.
    "",
    null,
    undefined,
    42,
    ["/account"],
    `/${"a".repeat(5000)}`,
    "/%E0%A4%A",
  ])("refuses %j", (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});
