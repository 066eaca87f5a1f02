import { describe, expect, it } from "vitest";
import { quote } from "./answers/answer-from-content";
import { createContentSearch, keyTerms, passageHas, stem, withSynonyms } from "./search-content";
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

  it("ranks the passage whose question is the visitor's, in nearly the same words, over a heading that shares one word", () => {
    const purpose = doc("faq:purpose", "What am I auditioning for?", "You are auditioning to be considered for music videos, film and television projects.");
    const free = doc("faq:free", "Is the audition free?", "The audition is free, and the audition is optional.");
    const heading = doc("faq:guardians-short", "What guardians should know", "Guardians are welcome at the showcase.");
    const faq = doc("faq:guardians", "I'm a guardian. What do I need to know?", "Dancers under 18 register with a parent or guardian's consent.");
    const search = createContentSearch([free, purpose, heading, faq]);
    expect(search.search("so what would I really be auditioning for")[0]?.doc.id).toBe("faq:purpose");
    expect(search.search("i am a guardian, what do i need to know before the day")[0]?.doc.id).toBe("faq:guardians");
  });

  it("keeps the dancer a parent names out of the topic when the question asks about something else", () => {
    const shoes = doc("faq:shoes", "Which shoes?", "Bring sneakers and jazz shoes.");
    const search = createContentSearch([minors, shoes, styles]);
    expect(search.search("which shoes does my son need")[0]?.doc.id).toBe("faq:shoes");
    expect(search.search("what genres will my teenager be taught")[0]?.doc.id).toBe("expect:classes");
    expect(keyTerms("what footwear for my 9 year old daughter")).toEqual(["footwear"]);
    // The dancer is the topic when nothing else is asked.
    expect(withSynonyms("can my son come")).toMatch(/minor/);
    expect(withSynonyms("which shoes does my son need")).not.toMatch(/minor/);
  });

  it("a parent asking is told the rule for minors", () => {
    expect(withSynonyms("as a guardian, anything to sign?")).toMatch(/minor under 18/);
  });

  it("quotes the sentence in the site's words for the visitor's ('earrings' is jewellery)", () => {
    const wear = doc("faq:wear", "What should I wear?", "Fitted clothes you can move in. Solid colours work well on camera. Hair secured off your face. Minimal jewellery that cannot swing.");
    expect(quote(wear, "are earrings ok?")).toMatch(/Minimal jewellery/);
  });
});
