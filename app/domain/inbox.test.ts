import { describe, expect, it } from "vitest";
import { fillReplyTemplate, formatInboxRef, parseInboxRef, personalCodeFromSeed, replyParagraphs, safeHttpUrl, statusAllowed, statusesFor } from "./inbox";

describe("the inbox's rules", () => {
  it("gives auditions two more statuses than every other kind", () => {
    expect(statusesFor("talent")).toEqual(["new", "reviewed", "shortlisted", "accepted", "declined"]);
    expect(statusesFor("audition")).toEqual(["new", "reviewed", "shortlisted", "accepted", "declined", "attended", "callback"]);
    expect(statusAllowed("waitlist", "callback")).toBe(false);
    expect(statusAllowed("audition", "attended")).toBe(true);
  });

  it("names items in URLs and reads back only well-formed names", () => {
    expect(formatInboxRef({ source: "submission", id: 12 })).toBe("submission-12");
    expect(parseInboxRef("audition-3")).toEqual({ source: "audition", id: 3 });
    for (const bad of ["", "submission", "submission-0", "submission-01", "order-4", "waitlist-1e3", "waitlist-99999999999", "submission-2147483648"]) expect(parseInboxRef(bad), bad).toBeNull();
  });

  it("makes links only of absolute http(s) URLs", () => {
    expect(safeHttpUrl("https://vimeo.com/123")).toBe("https://vimeo.com/123");
    expect(safeHttpUrl(" http://example.com/a b ")).toBe("http://example.com/a%20b");
    for (const bad of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "//evil.example", "/admin", "vimeo.com/1", "https://", "ftp://x.example", 42, null]) expect(safeHttpUrl(bad), String(bad)).toBeNull();
  });

  it("fills the three placeholders and leaves other braces as typed", () => {
    expect(fillReplyTemplate("Hi {name}, {event} {code} {other}", { name: "Rosa", event: "Boston" })).toBe("Hi Rosa, Boston  {other}");
    expect(fillReplyTemplate("{name}{name}", { name: "$& $1" })).toBe("$& $1$& $1");
  });

  it("splits a body into paragraphs on blank lines, whatever the line ends", () => {
    expect(replyParagraphs("Hi,\r\n\r\nLine one\nline two\n\n\n  \nBye ")).toEqual(["Hi,", "Line one\nline two", "Bye"]);
    expect(replyParagraphs("  \n\n ")).toEqual([]);
  });

  it("makes the same code from the same seed, from the unambiguous alphabet", () => {
    const seed = Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 30, 99]);
    expect(personalCodeFromSeed("SCH", seed)).toBe("SCH-ABCDEFG9");
    expect(personalCodeFromSeed("SCH", seed)).toMatch(/^SCH-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
  });
});
