import { describe, expect, it } from "vitest";
import { editDistance, fuzzyEquals, normalizeText, plainText, splitSentences, tokenize } from "./text";

describe("reading a question's text", () => {
  it("normalises case, accents, apostrophes and punctuation", () => {
    expect(normalizeText("What's the price in Buford, GA?")).toBe("whats the price in buford ga");
    expect(normalizeText("Montréal & Niagara-Falls!!")).toBe("montreal and niagara falls");
    expect(normalizeText("  can’t   make it ")).toBe("cant make it");
    expect(tokenize("How much is it, $ or £?")).toEqual(["how", "much", "is", "it", "$", "or", "£"]);
  });

  it("counts typos, a swap of neighbours as one", () => {
    expect(editDistance("seattle", "seatle")).toBe(1);
    expect(editDistance("hartford", "hartfrod")).toBe(1);
    expect(editDistance("minneapolis", "mineapolos")).toBe(2);
    expect(editDistance("boston", "orlando", 2)).toBe(3);
  });

  it("forgives typos by word length and keeps the first letter", () => {
    expect(fuzzyEquals("sherwod", "sherwood")).toBe(true);
    expect(fuzzyEquals("lodnon", "london")).toBe(true);
    expect(fuzzyEquals("nashvlle", "nashville")).toBe(true);
    expect(fuzzyEquals("minnapols", "minneapolis")).toBe(true);
    expect(fuzzyEquals("boone", "bone")).toBe(false); // a short word is only itself
    expect(fuzzyEquals("noise", "boise")).toBe(false);
    expect(fuzzyEquals("billing", "building")).toBe(false);
  });

  it("gives plain text without tags or marks", () => {
    expect(plainText("See the [FAQ](/faq) and **bold** <b>text</b>")).toBe("See the FAQ and bold text");
    expect(splitSentences("Yes. It is filmed. Ask us!")).toEqual(["Yes.", "It is filmed.", "Ask us!"]);
  });
});
