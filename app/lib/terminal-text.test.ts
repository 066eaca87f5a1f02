import { describe, expect, it } from "vitest";
import { terminalSafe } from "./terminal-text";

describe("terminalSafe", () => {
  it("shows escape sequences instead of running them", () => {
    expect(terminalSafe("Jo\u001b[2J\u001b[31mRED")).toBe("Jo\\x1b[2J\\x1b[31mRED");
    expect(terminalSafe("bell\u0007 del\u007f c1\u009b rtl\u202e")).toBe("bell\\x07 del\\x7f c1\\x9b rtl\\u202e");
  });
  it("keeps line breaks and tabs only when asked", () => {
    expect(terminalSafe("a\nb\tc\r")).toBe("a\\x0ab\\x09c\\x0d");
    expect(terminalSafe("a\nb\tc\r", { keepLines: true })).toBe("a\nb\tc\\x0d");
  });
  it("leaves ordinary text, accents and emoji alone", () => {
    expect(terminalSafe("Zoë Ñúñez — 💃 C$227")).toBe("Zoë Ñúñez — 💃 C$227");
  });
});
