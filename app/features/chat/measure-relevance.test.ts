import { describe, expect, it } from "vitest";
import { createRelevanceGate, OFF_TOPIC_SHARE, UNANCHORED_OFF_TOPIC_SHARE } from "./measure-relevance";

const gate = createRelevanceGate(new Set(["schedule", "refund", "hartford", "studio", "lunch", "sneakers", "jazz"]));
const places = new Set(["hartford"]);

describe("relevance gate", () => {
  it("calls off-topic a question whose key words the site never uses", () => {
    expect(gate.isOffTopic("what's the weather in hartford", places)).toBe(true);
    expect(gate.isOffTopic("how do i bake sourdough bread")).toBe(true);
    expect(gate.unknownWords("what's the weather in hartford", places).unknown).toEqual(["weather"]);
  });

  it("understands the site's words, typos of them, intents' phrases and everyday words", () => {
    expect(gate.isOffTopic("hartford schedual")).toBe(false);
    expect(gate.isOffTopic("can my 8 year old come")).toBe(false);
    expect(gate.isOffTopic("are there spots left in hartford", places)).toBe(false);
    expect(gate.isOffTopic("how much is it")).toBe(false);
    expect(gate.isOffTopic("which styles will my kid learn")).toBe(false);
  });

  it("needs half the key words unknown, not one stray word", () => {
    expect(OFF_TOPIC_SHARE).toBe(0.5);
    // 'quokka' is unknown, but lunch, studio and sneakers are the site's.
    expect(gate.isOffTopic("quokka lunch studio sneakers")).toBe(false);
    expect(gate.isOffTopic("quokka wombat lunch studio")).toBe(true);
  });

  it("takes a lower share for a question that names nothing of ours and asks only a price", () => {
    // One unknown word of four: 'insurance' is what it is about.
    expect(gate.unknownWords("cheapest insurance for a studio lunch").unknown).toEqual(["insurance"]);
    expect(gate.isOffTopic("cheapest insurance for a studio lunch")).toBe(false);
    expect(gate.isOffTopic("cheapest insurance for a studio lunch", new Set(), UNANCHORED_OFF_TOPIC_SHARE)).toBe(true);
    expect(gate.isOffTopic("how much is the studio lunch", new Set(), UNANCHORED_OFF_TOPIC_SHARE)).toBe(false);
  });

  it("counts who and where ('my daughter', 'the studio') out of the share: they say nothing of what is asked", () => {
    // Unknown: 'shuttle', of 'airport' and 'shuttle'; 'studio' only says where.
    expect(gate.isOffTopic("airport shuttle for my daughter to the studio")).toBe(true);
    expect(gate.isOffTopic("lunch at the studio for my daughter")).toBe(false);
  });
});
