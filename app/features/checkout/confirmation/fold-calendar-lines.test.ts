import { describe, expect, it } from "vitest";
import { foldCalendarLines } from "./fold-calendar-lines";

const octets = (line: string) => new TextEncoder().encode(line).length;

describe("foldCalendarLines", () => {
  it("leaves a line of exactly 75 octets whole and folds one of 76", () => {
    expect(foldCalendarLines("X".repeat(75))).toBe("X".repeat(75));
    expect(foldCalendarLines("X".repeat(76))).toBe(`${"X".repeat(75)}\r\n X`);
  });

  it("moves a multi-byte character that would cross the 75th octet to the next line whole", () => {
    for (const char of ["é", "—", "🎭"]) {
      const line = `${"a".repeat(74)}${char}${"b".repeat(200)}`;
      const folded = foldCalendarLines(line).split("\r\n");
      expect(folded[0]).toBe("a".repeat(74));
      expect(folded[1]!.startsWith(` ${char}`)).toBe(true);
      for (const physical of folded) expect(octets(physical)).toBeLessThanOrEqual(75);
      expect(folded.join("\r\n").replace(/\r\n /g, "")).toBe(line);
    }
  });

  it("refolds lines folded before with a tab, and keeps the lines apart", () => {
    expect(foldCalendarLines(`SUMMARY:ab\r\n\tcd\r\nEND:VEVENT\r\n`)).toBe("SUMMARY:abcd\r\nEND:VEVENT\r\n");
  });
});
