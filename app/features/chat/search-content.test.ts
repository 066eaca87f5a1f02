import { describe, expect, it } from "vitest";
import { createContentSearch, passageHas, stem, withSynonyms } from "./search-content";
import type { ContentDoc } from "./types";

const doc = (id: string, title: string, text: string): ContentDoc => ({ id, title, text, topic: "", link: { label: "FAQ", href: "/faq" } });
const styles = doc("expect:classes", "High-energy dance classes", "Jazz, street, theater and funk, taught full out by working industry choreographers.");
const refunds = doc("faq:refund", "Can I get a refund?", "Tickets are refundable up to 14 days before the event.");
const minors = doc("faq:minors", "Can my child register?", "Dancers under 18 register with a parent or guardian's name and consent.");

describe("content ranking", () => {
  it("stems the index and the query alike", () => {
    expect(stem("refunds")).toBe(stem("refunded"));
    expect(stem("classes")).toBe("class");
    expect(stem("styles")).toBe("style");
  });

  it("adds the site's words for the visitor's", () => {
    expect(withSynonyms("what styles do you teach")).toMatch(/jazz street theater funk/);
    expect(withSynonyms("can i get my money back")).toMatch(/refund/);
    expect(withSynonyms("my 15 year old")).toMatch(/minor/);
  });

  it("ranks the passage in the site's words first", () => {
    const search = createContentSearch([refunds, styles, minors]);
    expect(search.search("which dance styles do you teach")[0]?.doc.id).toBe("expect:classes");
    expect(search.search("money back?")[0]?.doc.id).toBe("faq:refund");
    expect(search.search("can my 15 year old kid come")[0]?.doc.id).toBe("faq:minors");
  });

  it("counts a passage as having a word its synonyms or related words name", () => {
    expect(passageHas(styles, "styles")).toBe(true);
    expect(passageHas(styles, "teach")).toBe(true);
    expect(passageHas(minors, "kid")).toBe(true);
    expect(passageHas(refunds, "styles")).toBe(false);
  });
});
