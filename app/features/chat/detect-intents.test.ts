import { describe, expect, it } from "vitest";
import { detectAttributes, detectIntents, mentionsAttribute } from "./detect-intents";

const attributeOf = (question: string) => detectAttributes(question)[0]?.attribute ?? null;

describe("what the catalog keeps no field for", () => {
  it("reads parking, hotels, food, wifi, visitors filming, facilities and access", () => {
    expect(attributeOf("is there parking in boston")).toBe("parking");
    expect(attributeOf("where do i park in seattle")).toBe("parking");
    expect(attributeOf("any hotels near the orlando studio")).toBe("hotel");
    expect(attributeOf("is there a place to stay near the venue")).toBe("hotel");
    expect(attributeOf("is lunch included")).toBe("food");
    expect(attributeOf("is there a lunch break")).toBe("food");
    expect(attributeOf("wifi?")).toBe("wifi");
    expect(attributeOf("can parents take photos?")).toBe("recording");
    expect(attributeOf("can i film the class on my phone")).toBe("recording");
    expect(attributeOf("are there lockers at the studio")).toBe("facilities");
    expect(attributeOf("is the studio wheelchair accessible")).toBe("accessibility");
  });

  it("leaves what the content answers to the content, and place names to the places", () => {
    expect(attributeOf("is the class filmed")).toBeNull();
    expect(attributeOf("will i get the footage")).toBeNull();
    expect(attributeOf("how do i submit an audition video")).toBeNull();
    expect(attributeOf("is the savannah one at forsyth park")).toBeNull();
    expect(attributeOf("how much is the pro track")).toBeNull();
  });

  it("knows a note or a passage that speaks of one", () => {
    expect(mentionsAttribute("parking", "The studio entrance is at the back of the building; park in the rear lot.")).toBe(true);
    expect(mentionsAttribute("food", "Lunch and snacks: it is a full day of dancing.", true)).toBe(true);
    expect(mentionsAttribute("food", "The night before, sleep properly and eat well.", true)).toBe(false);
  });

  it("still reads the intents around them", () => {
    expect(detectIntents("when is boston and is there parking").has("date")).toBe(true);
  });
});

describe("intents", () => {
  it("reads 'what time' as the schedule, but not the clock's 'what time is it'", () => {
    expect(detectIntents("what time does hartford start").has("schedule")).toBe(true);
    expect(detectIntents("what time is it in tokyo").has("schedule")).toBe(false);
  });

  it("reads a day of the month as asking the date", () => {
    expect(detectIntents("is it on the 3rd or the 4th?").has("date")).toBe(true);
    expect(detectIntents("the class on the 22nd, is that right").has("date")).toBe(true);
    expect(detectIntents("my 2nd time dancing").has("date")).toBe(false);
  });

  it("reads ending a subscription as cancelling, but not a tour's next stop or a class ending early", () => {
    expect(detectIntents("can i quit the mentorship after a month").has("cancel")).toBe(true);
    expect(detectIntents("is there a stop after boston").has("cancel")).toBe(false);
    expect(detectIntents("does the class end early on sunday").has("cancel")).toBe(false);
  });

  it("leaves a keyword spelt right to its pattern: 'promo posts' are no discount", () => {
    expect(detectIntents("i dont want her in your promo posts").has("discount")).toBe(false);
    expect(detectIntents("is there a promo code").has("discount")).toBe(true);
    expect(detectIntents("any discont for siblings").has("discount")).toBe(true);
  });
});
