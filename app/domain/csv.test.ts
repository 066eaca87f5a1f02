import { describe, expect, it } from "vitest";
import { csvCell, csvFileName, toCsv } from "./csv";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["Zoë Müller", "Zoë Müller"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+1 555", "'+1 555"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tx", "'\tx"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ["", ""],
  ])("writes %j as %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("keeps numbers as numbers, negatives included, and leaves missing values empty", () => {
    expect(csvCell(-1250)).toBe("-1250");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });
});

describe("toCsv", () => {
  it("starts with a byte-order mark and ends every record with CRLF", () => {
    expect(toCsv(["Name", "Amount"], [["Ana", 10], ["=1+1", -5]])).toBe("\uFEFFName,Amount\r\nAna,10\r\n'=1+1,-5\r\n");
  });
});

describe("csvFileName", () => {
  it("keeps only safe characters", () => {
    expect(csvFileName("orders", "Hartford 2025/10", "../x")).toBe("orders-hartford-2025-10-x.csv");
    expect(csvFileName("")).toBe("export.csv");
  });
});
