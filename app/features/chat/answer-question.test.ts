import { describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { pricingCopy, programTierFeatures } from "~/content/pricing";
import { ticketUpgradeCopy } from "~/content/ticket-upgrades";
import { site } from "~/content/site";
import { isUpcoming } from "~/domain/dates";
import { formatMoney, toMinor } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { pageConfigSchema } from "~/domain/page-config";
import { seedOffers } from "~/features/catalog/seed-offers";
import { catalogSeedSchema } from "~/features/catalog/seed-types";
import { stunts } from "~/content/marketing";
import { answerQuestion } from "./answer-question";
import { listedClasses } from "./answers/listed-classes";
import { formatEventDate } from "./event-facts";
import type { ChatTurn } from "./types";
import { understandQuestion } from "./understand-question";
import { knowledgeFromSeed } from "../../../tests/support/seeded-chat-knowledge";

const NOW = new Date("2025-09-01T12:00:00-07:00");
const seed = catalogSeedSchema.parse(catalog);

const knowledge = knowledgeFromSeed(NOW);
const ask = (question: string | string[], k = knowledge, now = NOW) => {
  const list = typeof question === "string" ? [question] : question;
  const turns: ChatTurn[] = list.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content }));
  return answerQuestion(turns, k, now);
};

/** An event's price for a tier by the pricing rules, as the site shows it. */
function price(slug: string, tier: string): string {
  const e = seed.events.find((x) => x.slug === slug);
  const o = e && seedOffers(seed, e).find((x) => x.tierKey === tier);
  if (!o) throw new Error(`${slug} does not sell ${tier}`);
  return formatMoney(o.price);
}
const event = (slug: string) => {
  const e = seed.events.find((x) => x.slug === slug);
  if (!e) throw new Error(slug);
  return e;
};

describe("prices", () => {
  it("gives a city's tickets in its currency, from the pricing rules", () => {
    const london = ask("how much is it in london");
    expect(london.message).toContain(price("london", "core"));
    expect(london.message).toContain(price("london", "pro"));
    expect(london.message).toMatch(/audition is free/);
    expect(london.links[0]).toEqual({ label: "London, UK pricing", href: "/london#pricing" });

    expect(ask("cost of victoria").message).toContain(price("victoria-bc", "core"));
    expect(ask("buford ga price").message).toContain(price("hoschton", "pro"));
  });

  it("gives the one ticket asked for, with its early-bird price while the code runs", () => {
    expect(ask("how much is pro track in seattle").message).toBe(`The Pro Track in Seattle, WA is ${price("seattle", "pro")}.`);
    const victoria = ask("how much is the core experience in victoria bc").message;
    const core = seedOffers(seed, event("victoria-bc")).find((o) => o.tierKey === "core");
    expect(victoria).toContain(formatMoney({ amountMinor: percentOff(core?.price.amountMinor ?? 0, 20), currency: "CAD" }));
    expect(victoria).toContain("VICTORIAEARLY20");
    const afterEarlyBird = ask("how much is the core experience in victoria bc", knowledge, new Date("2025-11-01T12:00:00-07:00")).message;
    expect(afterEarlyBird).not.toContain("VICTORIAEARLY20");
  });

  it("says so when a city does not sell a ticket, and never makes up its price", () => {
    const reply = ask("weekend pass in london?").message;
    expect(reply).toContain("doesn't offer Full Weekend Pass");
    expect(reply).toContain(price("london", "core"));
    // The catalog file lists a London weekend price, but London sells no such ticket.
    expect(reply).not.toContain("£236");
  });

  it("gives the range by currency when no city is named", () => {
    const reply = ask("How much is the Pro Track?").message;
    expect(reply).toContain(`${price("orlando", "pro")} to ${price("sherwood", "pro")}`);
    expect(reply).toContain(price("london", "pro"));
    expect(reply).toContain("Which city");
  });

  it("answers mentorship at the catalog's base prices", () => {
    const reply = ask("how much is mentorship").message;
    for (const key of ["mentorship_building", "mentorship_growth", "mentorship_elite"]) {
      const t = seed.tiers.find((x) => x.key === key);
      expect(reply).toContain(`${t?.label} ${formatMoney({ amountMinor: toMinor(t?.basePrice ?? 0), currency: "USD" })} a month`);
    }
  });

  it("follows the catalog: a changed price is the new answer", () => {
    const changed = knowledgeFromSeed(NOW, (slug, offers) =>
      slug === "seattle" ? offers.map((o) => (o.tierKey === "pro" ? { ...o, price: { ...o.price, amountMinor: 41200 } } : o)) : offers,
    );
    expect(ask("how much is pro track in seattle", changed).message).toContain("$412");
    const soldOut = knowledgeFromSeed(NOW, (slug, offers) => (slug === "seattle" ? offers.map((o) => (o.tierKey === "pro" ? { ...o, soldOut: true } : o)) : offers));
    expect(ask("how much is pro track in seattle", soldOut).message).toContain("sold out");
  });
});

describe("dates", () => {
  it("gives the day in the event's own calendar", () => {
    expect(ask("when is hartford").message).toBe("Hartford, CT is on Sunday, January 18, 2026.");
    expect(ask("dates for sherwood").message).toBe("Sherwood, OR runs on Saturday, January 24 and Sunday, January 25, 2026.");
    expect(formatEventDate(event("new-hampshire"))).toBe("Saturday, December 13 and Sunday, December 14, 2025");
  });

  it("gives both events when a city has two, and one when the question says which", () => {
    const both = ask("whens the boise one").message;
    expect(both).toContain("November 7, 2025");
    expect(both).toContain("November 8, 2025");
    const masterclass = ask("when is the boise masterclass").message;
    expect(masterclass).toBe("Boise, ID masterclass is on Friday, November 7, 2025.");
  });

  it("says a date is still to be determined, and never invents one", () => {
    const reply = ask("london date").message;
    expect(reply).toContain("To Be Determined");
    expect(reply).not.toContain("2099");
  });

  it("says an event is cancelled or over instead of selling it", () => {
    const atlanta = ask("how much is atlanta").message;
    expect(atlanta).toContain("has been cancelled");
    expect(atlanta).not.toMatch(/\$\d/);
    const later = ask("buford ga price", knowledge, new Date("2025-10-01T12:00:00-07:00")).message;
    expect(later).toContain("took place on Saturday, September 27, 2025");
    expect(later).not.toMatch(/\$\d/);
  });

  it("lists the next dates when no city is named", () => {
    const reply = ask("when is the next one").message;
    expect(reply).toContain("Buford, GA (Saturday, September 27, 2025)");
    expect(ask("when is the next one").links).toContainEqual({ label: "All tour dates", href: "/" });
  });
});

describe("conversations and policies", () => {
  it("carries the city and the question over to a follow-up", () => {
    expect(ask(["when is orlando", "Orlando, FL is on Saturday, November 22, 2025.", "how much is it?"]).message).toContain(price("orlando", "core"));
    const boise = ask(["how much is pro track in seattle", "…", "what about boise?"]).message;
    expect(boise).toContain(price("boise", "pro"));
    expect(boise).toContain(price("boise-nov-7", "pro"));
  });

  it("answers the policies from the site's content, with the page that states them", () => {
    const refund = ask("do u do refunds");
    expect(refund.message).toContain(pricingCopy.refundPolicy.text);
    expect(refund.links.map((l) => l.href)).toContain("/terms#refunds");
    expect(ask("what if i cant make it").links.map((l) => l.href)).toContain("/submit-talent");
    expect(ask("do you offer scholarships").links.map((l) => l.href)).toContain("/scholarship");
  });

  it("gives age groups, for the city when one is named", () => {
    expect(ask("is there an age limit").message).toContain("Juniors (12 and under) and Seniors (13 and up)");
    expect(ask("what are the age groups in orlando").message).toContain("Juniors (11 and under) and Seniors (12 to adult)");
    expect(ask("my daughter is 13, which group in hartford?").message).toContain("A 13-year-old dances with Seniors (13 and up) in Hartford, CT");
  });

  it("says it does not know, with the FAQ and the contact address", () => {
    const reply = ask("who won the super bowl");
    expect(reply.source).toBe("unknown");
    expect(reply.message).toContain(site.contactEmail);
    expect(reply.links).toEqual([{ label: "FAQ", href: "/faq" }]);
  });

  it("never echoes markup", () => {
    const reply = ask("<script>alert(1)</script> <b>price</b> in seattle");
    expect(reply.message).not.toMatch(/[<>]/);
    expect(reply.message).toContain(price("seattle", "core"));
  });

});

/** What no answer about a place we don't visit, and no "I don't know", may give. */
const PRICE = /[$£€]\s?\d/;
const DATE = /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}\b|\b20\d\d\b/;
const understand = (question: string | string[]) => {
  const list = typeof question === "string" ? [question] : question;
  return understandQuestion(
    list.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content })),
    knowledge,
  );
};
const venueOf = (slug: string) => seed.venues.find((v) => v.key === event(slug).venue);

describe("places we don't visit", () => {
  it("says so instead of giving the tour's prices, with the next dates and the tour page", () => {
    const reply = ask("what's the price for the nyc event?");
    expect(reply.message).toContain("I don't have a New York City date on the tour right now.");
    // New York City is in New York: the state's own dates come first.
    for (const slug of ["saratoga-springs", "rochester"]) expect(reply.message).toContain(formatEventDate(event(slug)));
    expect(reply.message).not.toMatch(PRICE);
    expect(reply.links).toContainEqual({ label: "Tour dates", href: "/" });

    const toronto = ask("Toronto?").message;
    expect(toronto).toContain("I don't have a Toronto date");
    expect(toronto).toContain(`Buford, GA (${formatEventDate(event("hoschton"))})`);
    expect(toronto).not.toMatch(PRICE);
  });

  it("reads the place where it stands: after 'in', 'to', 'for the', before 'event', or alone", () => {
    expect(understand("do you come to chicago").unknownPlace?.name).toBe("Chicago");
    expect(understand("anything in ohio").unknownPlace?.name).toBe("Ohio");
    expect(understand("how much is the Phoenix show").unknownPlace?.name).toBe("Phoenix");
    expect(understand("is lunch included").unknownPlace).toBeNull();
    expect(understand("how much is it in london").unknownPlace).toBeNull();
  });

  it("maps a state to its events, and a town in it to them too", () => {
    const texas = understand("anything in texas");
    expect(texas.unknownPlace).toBeNull();
    expect(texas.events.map((e) => e.slug).sort()).toEqual(["cypress", "dallas"]);
    const reply = ask("anything in texas").message;
    expect(reply).toContain(formatEventDate(event("dallas")));
    expect(reply).toContain(formatEventDate(event("cypress")));

    const austin = ask("Is there an event in Austin, TX?").message;
    expect(austin).toContain("I don't have an Austin, TX date");
    expect(austin).toContain("Elsewhere in Texas: Dallas, TX");
    expect(austin).not.toMatch(PRICE);
  });

  it("tells our town from one of the same name elsewhere", () => {
    const reply = ask("charleston sc pricing").message;
    expect(reply).toContain("I don't have a Charleston, SC date");
    expect(reply).toContain(`We do have Charleston, WV (${formatEventDate(event("charleston-wv"))})`);
    expect(reply).not.toMatch(PRICE);
  });

  it("does not answer for an earlier message's city", () => {
    const reply = ask(["how much is pro track in seattle", "The Pro Track in Seattle, WA is $388.", "what about chicago?"]).message;
    expect(reply).toContain("I don't have a Chicago date");
    expect(reply).not.toMatch(PRICE);
  });

  it("leaves a question about something else to the rest of the assistant", () => {
    const reply = ask("what's the weather like in paris");
    expect(reply.source).toBe("unknown");
    expect(reply.message).not.toContain("Paris date");
  });
});

describe("what the catalog keeps no field for", () => {
  it("says it doesn't have it, then gives the venue and the team's address", () => {
    const boston = venueOf("boston");
    expect(understand("is there parking in boston")).toMatchObject({ attribute: "parking" });
    const reply = ask("is there parking in boston");
    expect(reply.message).toBe(
      `I don't have parking details for Boston, MA; the venue is ${boston?.name}, ${boston?.address}. The FAQ covers most questions, and the team can help at ${site.contactEmail}.`,
    );
    expect(reply.links.map((l) => l.href)).toEqual(["/boston#schedule", "/faq"]);
    // 'how much is parking' asks about the parking, not the tickets.
    expect(ask("how much is parking in boston").message).not.toMatch(PRICE);
    expect(ask("any hotels near the orlando studio").message).toContain(`I don't have hotel details for Orlando, FL; the venue is ${venueOf("orlando")?.name}`);
  });

  it("gives what the catalog does say: a venue's note, a schedule's breaks", () => {
    const niagara = ask("is there parking at niagara falls").message;
    expect(niagara).toContain("park in the rear lot");
    expect(niagara).not.toContain("don't have");
    expect(ask("is there a lunch break in hartford").message).toContain("Lunch break at 12:45 PM");
  });

  it("answers from the FAQ when it speaks of it", () => {
    const lunch = ask("is lunch included");
    expect(lunch.message).toBe(`The FAQ's answer to "What should I bring?": Lunch and snacks: it is a full day of dancing.`);
    expect(lunch.message).not.toContain("audition");
    expect(ask("can i eat during class").message).toContain("Lunch and snacks");
  });

  it("answers the rest of the question too", () => {
    const reply = ask("when is boston and is there parking").message;
    expect(reply).toContain(formatEventDate(event("boston")));
    expect(reply).toContain("I don't have parking details for Boston, MA");
  });
});

describe("I don't know", () => {
  it("falls back to the FAQ and the team when no passage shares the question's key words", () => {
    for (const question of ["do you have gift cards", "can i bring my dog", "do you sell merch?", "is there wifi at the studio", "is parking free"]) {
      const reply = ask(question);
      expect([question, reply.message]).toEqual([question, expect.stringContaining(site.contactEmail)]);
      expect(reply.links).toContainEqual({ label: "FAQ", href: "/faq" });
      expect(reply.message).not.toMatch(PRICE);
      expect(reply.message).not.toMatch(DATE);
    }
  });
});

describe("comparisons", () => {
  it("describes both tickets a question names", () => {
    const reply = ask("difference between pro track and vip").message;
    expect(reply).toContain("The Pro Track includes everything in the Core Experience");
    expect(reply).toContain("The Pro Track VIP Upgrade (only in Hudson, NH) includes add the Pro Track to your weekend");
    expect(ask("whats the difference between core and pro").message).toContain("Which city");
  });
});

describe("issue 24: conversation, tiers not on sale, off-topic, passages", () => {
  const unlimited = seed.tiers.find((t) => t.key === "unlimited");

  it("answers about a place the new question names, not the earlier one", () => {
    const reply = ask(["how much is pro track in seattle", `The Pro Track in Seattle, WA is ${price("seattle", "pro")}.`, "Are you coming to Buford, GA?"]).message;
    expect(reply).toContain(formatEventDate({ startsOn: event("hoschton").startsOn, endsOn: event("hoschton").endsOn, dateText: event("hoschton").dateText }).split(",")[1]?.trim() ?? "?");
    expect(reply).not.toContain("Seattle");
  });

  it("a follow-up naming no ticket asks about the one named before", () => {
    const reply = ask(["What's the Unlimited Membership?", "It is a monthly membership.", "how much is it"]).message;
    expect(reply).toContain(formatMoney({ amountMinor: toMinor(unlimited?.basePrice ?? 0), currency: "USD" }));
    expect(reply).toContain("not on sale right now");
  });

  it("gives a tier no event sells its listed price, saying it is not on sale", () => {
    const reply = ask("how much is the unlimited membership").message;
    expect(reply).toContain(formatMoney({ amountMinor: toMinor(unlimited?.basePrice ?? 0), currency: "USD" }));
    expect(reply).toContain("not on sale right now");
  });

  it("is not sure about what the site never speaks of, even naming a city", () => {
    for (const question of ["What's the weather in Hartford?", "Can you recommend a good pizza place in Seattle?"]) {
      const reply = ask(question);
      expect(reply.source).toBe("unknown");
      expect(reply.message).toContain(site.contactEmail);
      expect(reply.links).toContainEqual({ label: "FAQ", href: "/faq" });
    }
  });

  it("finds the passage in the site's words for the visitor's ('styles' → jazz, street, theater and funk)", () => {
    expect(ask("What dance styles do the classes teach?").message).toMatch(/jazz, street, theater and funk/i);
    expect(ask("what happens if the date of my event changes?").message).toContain("48 hours");
  });
});

describe("issue 24: passages found and split, follow-ups resolved", () => {
  const dateOf = (slug: string) => {
    const e = seed.events.find((x) => x.slug === slug);
    if (!e) throw new Error(slug);
    return formatEventDate({ startsOn: e.startsOn, endsOn: e.endsOn, dateText: e.dateText });
  };
  /** The conversation as the widget sends it: each question followed by the assistant's real reply. */
  const converse = (...questions: string[]) => {
    const turns: ChatTurn[] = [];
    let last = ask("");
    for (const q of questions) {
      turns.push({ role: "user", content: q });
      last = answerQuestion(turns, knowledge, NOW);
      turns.push({ role: "assistant", content: last.message });
    }
    return last.message;
  };

  it("answers from a stop's own page copy, for that stop only", () => {
    expect(ask("does Boston have a contemporary class?").message).toMatch(/contemporary class/i);
    expect(converse("what's the date in Boston", "and the contemporary class, who is the instructor?")).toContain("Liora Vantassel");
    expect(converse("when is Sherwood", "is the saturday open to every age?")).toMatch(/saturday[^.]*(all ages|every age)/i);
    // Another city's question never gets Boston's page, and a month's dates are the catalog's list.
    expect(ask("is there a contemporary class in Seattle?").message).not.toContain("Liora");
    expect(ask("what's on in january?").message).not.toMatch(/whole weekend on camera/i);
    // Asked of no place, a topic only one stop's page speaks of is answered from that page, which names its city.
    expect(ask("do you have contemporary classes?").message).toMatch(/contemporary class in Boston/i);
  });

  it("indexes each What to Expect item on its own ('a Q and A' is the industry Q&A)", () => {
    expect(ask("do you do a Q and A?").message).toMatch(/Industry Q&A/);
  });

  it("reads a day of the month as a date question", () => {
    expect(ask("is the cypress class on the 14th?").message).toContain(dateOf("cypress"));
  });

  it("'is there also a masterclass?' asks whether and when, at the place just named", () => {
    const reply = converse("where is boise held?", "is there also a masterclass?");
    expect(reply).toContain(dateOf("boise-nov-7"));
    expect(reply).not.toMatch(/intensive/);
  });

  it("reads 'she' as the dancer an earlier message named", () => {
    expect(converse("my daughter is 16 and wants to audition in Seattle", "can she sign up without me?")).toMatch(/parent or guardian/);
  });

  it("a follow-up leans on the conversation's topic for its passage", () => {
    expect(converse("tell me about scholarships", "when is the closing date for applications?")).toMatch(/three weeks/);
  });

  it("answers a parent with the rule for minors, and casting with no guarantee", () => {
    expect(ask("We're her parents, anything we should know?").message).toMatch(/parent or guardian/);
    expect(converse("I'm a dad", "if my daughter attends, is she sure to be cast?")).toMatch(/not guarantee/);
  });

  it("the dancer a parent names is who the question is about, not what it asks", () => {
    expect(ask("what dance genres will my son be taught").message).toMatch(/jazz/i);
    expect(ask("which shoes does my son need").message).toMatch(/sneakers/);
  });

  it("quotes the whole answer when asked in its own words, and the sentence about the thing asked", () => {
    expect(ask("How does billing for the mentorship work?").message).toMatch(/3-month minimum/);
    expect(ask("are earrings and necklaces ok?").message).toMatch(/jewellery/i);
  });

  it("reads 'pack' as what to bring, and the 3 Pack by its number", () => {
    expect(ask("what do we need to pack?").message).toMatch(/water|lunch|snacks/i);
    expect(ask("how much is the three pack").message).toMatch(/3 Pack/);
  });

  it("is not sure about goods we don't sell or the clock, and still sells what we do", () => {
    for (const question of ["does callboard sell leotards?", "what time is it right now"]) expect(ask(question).source).toBe("unknown");
    expect(ask("do you sell passes for the Sherwood weekend?").source).not.toBe("unknown");
  });
});

describe("issue 24, fresh set: causes of its misses", () => {
  it("finds what a parent must pack, and who the teachers are", () => {
    expect(ask("what do I need to pack for my son").message).toMatch(/water bottle[\s\S]*snacks/i);
    expect(ask("who are the teachers").message).toContain("founder and lead choreographer");
  });

  it("reads 'it' as the earlier topic, preferring the passage whose heading says what is asked", () => {
    expect(ask(["what is the stunts for dancers class", "Stunts for Dancers class: …", "who teaches it"]).message).toContain("Rae Castellan");
    expect(ask(["what is the stunts for dancers class", "Stunts for Dancers class: …", "do I need to bring any gear for it"]).message).toContain("no gear to bring");
    expect(ask(["do you have scholarships", "Yes. …", "what does it cover"]).message).toContain("Core Experience");
  });

  it("answers the audition form's rules in its own messages", () => {
    expect(ask("what ages can register for the audition").message).toContain("5-99");
    expect(ask("is a phone number required on the audition form").message).toContain("Please enter a phone number");
    expect(ask("what does the consent statement say").message).toContain("casting consideration only");
  });

  it("lists the cheaper tickets, and what a stop adds to the day", () => {
    expect(ask(["cypress tx when", "…", "is there anything cheaper than the core experience there"]).message).toContain(price("cypress", "masterclass_only"));
    expect(ask("what's special about the boston event").message).toContain("contemporary");
  });

  it("says 'not sure' when the studio is only where the question is", () => {
    for (const question of ["is there an airport shuttle to the boise studio", "do you have a discount for military families"]) {
      const reply = ask(question);
      expect([question, reply.source]).toEqual([question, "unknown"]);
    }
  });
});

describe("issue 40, fourth round: not sure rather than confidently wrong, and the form asked", () => {
  const notSure = (question: string | string[]) => {
    const reply = ask(question);
    expect([reply.message, reply.source]).toEqual([expect.stringMatching(/not sure/i), "unknown"]);
    expect(reply.message).not.toMatch(/[$£€]\s?\d/);
  };

  it("reads the form from the clause that asks, after what the message is about or its condition", async () => {
    const { readQuestionForm } = await import("./question-form");
    expect(readQuestionForm("three tickets for boise, do they have to be in one order").form).toBe("yes_no");
    expect(readQuestionForm("should the event be moved, would i be refunded").form).toBe("yes_no");
    expect(readQuestionForm("r the classes split by age").form).toBe("yes_no");
    expect(readQuestionForm("mentorship - is it billed each month or one payment?").form).toBe("either_or");
    expect(readQuestionForm("which styles, like tap or ballet?").form).not.toBe("either_or");
  });

  it("says not sure when none of what is asked is in the facts it found", () => {
    notSure("will the boise stop have a livestream of the playback for grandparents");
  });

  it("says not sure when the reply lacks the kind of fact asked: a difference, a count, a length of time, cities, a total", () => {
    notSure("whats the maximum number of dancers per studio room");
    // Since the sixth round the upgrade page's own words answer this one (answers/upgrade-process.ts).
    expect(ask("how long is the upgrade offer valid for after i buy").message).toContain("until the event starts");
    notSure("what cities have the acting coach in person");
  });

  it("a yes/no question about a guarantee, a refund or a restriction is answered yes or no, or not sure", () => {
    const opening = (question: string) => [question, ask(question).message.slice(0, 40)];
    expect(opening("is a callback guaranteed after auditioning")).toEqual(["is a callback guaranteed after auditioning", expect.stringMatching(/^No\b/)]);
    expect(opening("we can't make it anymore, can we get a refund")).toEqual(["we can't make it anymore, can we get a refund", expect.stringMatching(/^No\b/)]);
    expect(opening("should the tour call off our date, will we be refunded in full?")).toEqual(["should the tour call off our date, will we be refunded in full?", expect.stringMatching(/^Yes\b/)]);
  });

  it("a billed-monthly question is answered from the ticket's own billing", () => {
    expect(ask("does the 3 pack renew monthly").message).toMatch(/^No\. It's a one-time payment/);
    expect(ask("is the elite circle mentorship a recurring charge").message).toMatch(/^Yes\. It's billed monthly/);
  });

  it("answers the age range and the guardian rule from the forms' own validation", () => {
    expect(ask("whats the youngest age you take for auditions").message).toContain("aged 5 to 99");
    expect(ask("my daughter is 19, does a parent have to sign her form").message).toMatch(/^No: only dancers under 18 need a parent or guardian's name/);
    expect(ask("my son is 12, does he need a parent's name on his audition form").message).toMatch(/^Yes: a parent or guardian's name is required/);
  });

  it("'she' after a sibling is named is not the first child; an age in the message is that dancer's", () => {
    const reply = ask(["my boy is 6, can he come to boston", "…", "and his big sister is 15, what group is that"]).message;
    expect(reply).not.toMatch(/6-year-old/);
    expect(reply).toMatch(/Seniors|not sure/i);
  });
});

describe("issue 40, fourth round: a page's own rules and its own 'Yes.'", () => {
  const minimum = (slug: string) => {
    const page = seed.opportunities.find((o) => o.slug === slug);
    return Number(/Ages (\d+) and up/.exec(page?.details.join(" ") ?? "")?.[1]);
  };

  it("an age asked of a page with its own age rule is answered by that rule, not the audition form's", () => {
    const min = minimum("shadowing-opportunity-choreographer");
    expect(ask(`my kid is ${min - 1}, can he sign up to shadow the choreographer`).message).toMatch(new RegExp(`^No: Shadow the Choreographer is for dancers aged ${min} and up`));
    expect(ask(`my kid is ${min}, can he sign up to shadow the choreographer`).message).toMatch(/^Yes: Shadow the Choreographer/);
  });

  it("a passage's own 'Yes.' does not answer a different yes/no question about it", () => {
    const reply = ask("do scholarships cover the masterclass only ticket as well");
    expect(reply.message).not.toMatch(/^Yes\b/);
  });
});

describe("issue 40, fourth round: the upgrade link's price where no upgrade rule is set", () => {
  it("a bought core ticket moves up at the price the upgrade link charges (upgradeDifference)", async () => {
    const { upgradeDifference } = await import("~/domain/ticket-upgrade");
    const seattle = seed.events.find((x) => x.slug === "seattle");
    const offers = seattle ? seedOffers(seed, seattle) : [];
    const core = offers.find((o) => o.tierKey === "core");
    const pro = offers.find((o) => o.tierKey === "pro");
    if (!core || !pro || core.rule.upgrade) throw new Error("seattle sells core and pro with no upgrade rule");
    const link = formatMoney({ amountMinor: upgradeDifference({ lineTotalMinor: core.price.amountMinor, quantity: 1, toPriceMinor: pro.price.amountMinor, upgradePriceMinor: null }), currency: core.price.currency });
    expect(ask("already purchased seattle core experience - what would upgrading it to the pro track cost me").message).toContain(link);
    expect(ask("what does the pro track cost in seattle").message).not.toContain("upgrade link");
  });
});

describe("issue 40, fifth round: how a group buys its tickets, asked with or without a city", () => {
  const limit = Math.max(...seed.events.flatMap((e) => seedOffers(seed, e).filter((o) => o.price.amountMinor > 0 && o.inCart).map((o) => o.maxPerOrder)));

  it("a school bringing several students checks out once, and the reply says Yes first", () => {
    const reply = ask("coming with my 4 students from our school, can we check out together in a single order for boise").message;
    expect(reply).toMatch(/^Yes\./);
    expect(reply).toContain(`up to ${limit} of a ticket per order`);
  });

  it("the most a purchase may hold is the offers' own limit, with no Yes or No in front", () => {
    const reply = ask("what's the max tickets per purchase").message;
    expect(reply).not.toMatch(/^(Yes|No)\b/);
    expect(reply).toContain(String(limit));
    const lower = knowledgeFromSeed(NOW, (_slug, offers) => offers.map((o) => ({ ...o, maxPerOrder: 4 })));
    expect(ask("what's the max tickets per purchase", lower).message).toContain("up to 4 of a ticket per order");
  });

  it("the dancers' names are not needed before paying: No, and the registration link after checkout", () => {
    const reply = ask("registering my two daughters, must I enter their names before I pay?").message;
    expect(reply).toMatch(/^No\b/);
    expect(reply).toContain("after checkout");
  });

  it("a price for several tickets is still the catalog's total, not the group rules", () => {
    const reply = ask("how much would 3 core tickets for seattle be").message;
    expect(reply).not.toContain("registration link");
    expect(reply).toContain(formatMoney({ amountMinor: toMinor(Number(price("seattle", "core").replace(/[^0-9.]/g, ""))) * 3, currency: "USD" }));
  });
});

describe("issue 40, fifth round: whether a stop's schedule is final, from its own page", () => {
  const pages = seed.events.map((e) => ({ e, page: pageConfigSchema.parse(e.page) }));
  const unfinished = pages.find(({ page }) => page.schedule.days.length > 0 && page.schedule.showWorkInProgressNote);
  const settled = pages.find(({ e, page }) => page.schedule.days.length > 0 && !page.schedule.showWorkInProgressNote && e.kind !== "virtual" && isUpcoming(e, NOW));

  it("a page that calls its schedule a work in progress answers No, with its note", () => {
    if (!unfinished) throw new Error("the seed has a schedule still a work in progress");
    const city = unfinished.e.cityName.split(",")[0] ?? "";
    const reply = ask(`are the class times for ${city} confirmed yet?`).message;
    expect(reply).toMatch(/^No\b/);
    expect(reply).toContain("work in progress");
  });

  it("a page that says nothing of it is not told it can change", () => {
    if (!settled) throw new Error("the seed has a schedule with no note");
    const city = settled.e.cityName.split(",")[0] ?? "";
    expect(ask(`are the class times for ${city} confirmed yet?`).message).not.toContain("isn't final");
  });
});

describe("issue 40, sixth round: classes only some stops' pages list", () => {
  const listing = seed.events.filter((e) => e.hasPage !== false && listedClasses(pageConfigSchema.parse(e.page)).some((c) => /stunt/i.test(c.title)));
  const lacking = seed.events.find((e) => e.hasPage !== false && e.kind !== "virtual" && isUpcoming(e, NOW) && listedClasses(pageConfigSchema.parse(e.page)).length === 0);

  it("'where on the tour' lists every stop whose page lists the class, and only those", () => {
    const reply = ask("where on the tour can my son take Stunts for Dancers?").message;
    expect(listing.length).toBeGreaterThan(0);
    for (const e of listing) expect(reply).toContain(e.cityName);
    if (lacking) expect(reply).not.toContain(lacking.cityName);
  });

  it("a class no page lists is not placed anywhere", () => {
    expect(ask("which stops have a tap class").message).not.toContain("is on the page of");
  });

  it("who teaches it is that stop's page's answer; a stop that doesn't list it never gets the instructor", () => {
    const first = listing[0];
    if (!first || !lacking) throw new Error("the seed has stops with and without the stunts class");
    expect(ask(`who leads the stunts class in ${first.cityName.split(",")[0]}`).message).toContain(stunts.instructor.name);
    expect(ask(`who leads the stunts class in ${lacking.cityName.split(",")[0]}`).message).not.toContain(stunts.instructor.name);
  });

  it("what every stop's day has is answered for a named stop, Yes first", () => {
    const reply = ask("do they do playback at the hartford intensive").message;
    expect(reply).toMatch(/^Yes\./);
    expect(reply).toMatch(/playback/i);
  });
});

describe("issue 40, sixth round: the audition goes with the classes or alone", () => {
  it("required? No, it is optional, whatever ticket is named", () => {
    const reply = ask("is auditioning compulsory for pro track dancers in boise").message;
    expect(reply).toMatch(/^No\./);
    expect(reply).toContain("optional");
  });

  it("the audition alone, or the classes without it: Yes, with the free Audition Only option", () => {
    for (const q of ["could she come just for the audition and not the classes", "can my son do the classes but not audition at the end?"]) {
      const reply = ask(q).message;
      expect(reply).toMatch(/^Yes\./);
      expect(reply).toContain("Audition Only");
    }
  });

  it("what to wear or the guardian's name on the form is not this rule", () => {
    expect(ask("my 16 year old is auditioning, must a parent fill in the form?").message).not.toContain("Audition Only");
  });

  it("an audition at a named stop that has one is a Yes; an age the form accepts, asked 'is that allowed', is a Yes", () => {
    expect(ask("are there auditions at the boise stop").message).toMatch(/^Yes\./);
    expect(ask("my 7 year old would like to audition, is that allowed?").message).toMatch(/^Yes\b/);
  });
});

describe("issue 40, sixth round: totals of several tickets and yes/no from what the reply states", () => {
  it("mixed tickets at one stop: each price times its quantity, added up", () => {
    const total = toMinor(Number(price("hartford", "core").replace(/[^0-9.]/g, ""))) * 3 + toMinor(Number(price("hartford", "pro").replace(/[^0-9.]/g, ""))) * 2;
    expect(ask("3 core plus 2 pro track tickets for hartford — total?").message).toContain(formatMoney({ amountMinor: total, currency: "USD" }));
  });

  it("a dancer's age is no count of tickets", () => {
    expect(ask("how much is the core in hartford for my 11 year old").message).not.toMatch(/For 11\b/);
  });

  it("a reply that says the thing never happens answers No", () => {
    expect(ask("do credits expire?").message).toMatch(/^No\./);
  });
});

describe("issue 40, sixth round: moving a ticket up, in the cart or already bought, and how the link works", () => {
  const noRule = seed.events.find((e) => e.hasPage !== false && isUpcoming(e, NOW) && seedOffers(seed, e).some((o) => o.family === "core" && o.price.amountMinor > 0 && !o.rule.upgrade) && seedOffers(seed, e).some((o) => o.family === "pro" && o.inCart && o.rule.requiresOneOf.length === 0));

  it("still in the cart at a stop with no upgrade rule: the higher ticket's price less the lower one's", () => {
    if (!noRule) throw new Error("the seed has a stop whose core ticket has no upgrade rule");
    const offers = seedOffers(seed, noRule);
    const core = offers.find((o) => o.family === "core" && o.price.amountMinor > 0);
    const pro = offers.find((o) => o.family === "pro" && o.inCart && o.rule.requiresOneOf.length === 0);
    if (!core || !pro) throw new Error("core and pro");
    const reply = ask(`i have a core ticket in the cart for ${noRule.cityName.split(",")[0]}, what would it be to swap to the pro track`).message;
    expect(reply).toContain(formatMoney({ amountMinor: pro.price.amountMinor - core.price.amountMinor, currency: pro.price.currency }));
  });

  it("how long the link works and whether it works once the event is on, from the upgrade page's words", () => {
    expect(ask("is the upgrade link valid forever?").message).toContain(ticketUpgradeCopy.refused.expired);
    const onTheDay = ask("can we still upgrade on the day, after the event has begun?").message;
    expect(onTheDay).toMatch(/^No\./);
    expect(onTheDay).toMatch(/until the event starts/);
  });

  it("the ticket keeps its QR code when it moves up; a price question is still the catalog's", () => {
    expect(ask("after upgrading, will they send us another ticket?").message).toMatch(/QR code/);
    expect(ask("how much does upgrading cost in boston").message).not.toContain(ticketUpgradeCopy.refused.expired);
  });
});

describe("issue 40, sixth round: what one program option gives, from its own list", () => {
  it("a mentorship level asked what it includes lists that level's features", () => {
    const growth = seed.tiers.find((t) => t.label === "Pro / Growth");
    const features = growth ? (programTierFeatures[growth.key] ?? []) : [];
    expect(features.length).toBeGreaterThan(0);
    const reply = ask("what comes with pro / growth mentorship").message;
    expect(reply.toLowerCase()).toContain((features[1] ?? "").toLowerCase());
  });
});

describe("issue 40, sixth round: follow-ups point back, and what a stop adds", () => {
  it("'that' with nothing named is the last option the conversation named, and 'monthly' asks how it is paid", () => {
    const reply = ask(["tell me about the 3 pack for acting", "(reply)", "and does that renew monthly?"]).message;
    expect(reply).toMatch(/^No\. It's a one-time payment/);
    expect(reply).not.toMatch(/Elite Circle/);
  });

  it("'anything different there?' after a stop is named: its own copy and the extra classes its page lists", () => {
    const listing = seed.events.find((e) => e.hasPage !== false && isUpcoming(e, NOW) && listedClasses(pageConfigSchema.parse(e.page)).length > 0);
    if (!listing) throw new Error("the seed has a stop whose page lists an extra class");
    const first = listedClasses(pageConfigSchema.parse(listing.page))[0];
    const reply = ask([`what date is ${listing.cityName.split(",")[0]}`, "(reply)", "anything different about that stop compared to the others?"]).message;
    expect(reply).toContain(first?.title ?? "?");
  });

  it("'what's the extra to make it pro' asks money: a list of what the ticket includes is no answer", () => {
    const reply = ask("whats the extra to make it pro track in boston, core is in my basket").message;
    expect(/\bmore\b/.test(reply) || /not sure/.test(reply)).toBe(true);
  });
});

describe("issue 40, sixth round: a group above the order limit, and a credit in another currency", () => {
  const limit = Math.max(...seed.events.flatMap((e) => seedOffers(seed, e).filter((o) => o.price.amountMinor > 0 && o.inCart).map((o) => o.maxPerOrder)));

  it("more of a ticket than one order takes: No, with the cart's limit", () => {
    const reply = ask(`could our studio get ${limit + 5} pro track tickets for boise all in a single transaction?`).message;
    expect(reply).toMatch(/^No\b/);
    expect(reply).toContain(String(limit));
  });

  it("a credit paid in one currency at a stop priced in another: No; in the same currency: Yes", () => {
    const abroad = seed.events.find((e) => e.currency !== "USD" && e.hasPage !== false && isUpcoming(e, NOW));
    if (!abroad) throw new Error("the seed has a stop priced in another currency");
    const city = abroad.cityName.split(",")[0];
    expect(ask(`we got a credit after paying in usd, does it work for ${city}?`).message).toMatch(/^No\./);
    expect(ask(`we got a credit after paying in usd, does it work for hartford?`).message).toMatch(/^Yes\./);
  });
});

describe("issue 40, sixth round: a passage's own Yes or No answers only its own question", () => {
  it("a what-question is never answered with another question's 'No.'", () => {
    for (const q of ["what clothes are best for auditioning in", "which outfit should my son have on for the audition"]) expect(ask(q).message).not.toMatch(/^(Yes|No)\b/);
  });
});

describe("issue 40, seventh round: eligibility by age, and who a stop is open to", () => {
  it("'turned' reads as an age, and 'too old' gets the answer in the question's own polarity", () => {
    expect(ask("he turned 9 in june, what group does he dance with at hartford").message).toMatch(/\b9-year-old dances with Juniors/);
    const old = ask("is 44 too old to sign up?").message;
    expect(old).toMatch(/^No\b/);
    expect(old).toContain("44-year-old can come");
  });

  it("'how old' for a page with its own age rule gets that rule, not the audition form's range", () => {
    const reply = ask("what's the minimum age to be on the skeleton crew").message;
    expect(reply).toMatch(/aged \d+ and up/);
    expect(reply).not.toMatch(/aged 5 to/);
  });

  it("a parent named in a guardian question is a guardian: a minor needs one", () => {
    expect(ask("i'm 16, does my dad have to register me?").message).toMatch(/^Yes\b/);
    expect(ask("im 19, does my mother need to book for me").message).toMatch(/^No\b/);
  });

  it("a stop open to one studio's dancers: No to a dancer from elsewhere, in the page's words", () => {
    const nh = knowledge.knowledge.events.find((e) => e.slug === "new-hampshire");
    const reply = ask(["tell me about the new hampshire weekend", "It's in Hudson.", "we dance at another school, are we allowed in?"]).message;
    expect(reply).toMatch(/^No\b/);
    expect(reply).toContain(nh?.pricingNote ?? "no note");
  });

  it("two dancers on one ticket: No, one student per ticket", () => {
    expect(ask("could both of my boys go on a single ticket").message).toMatch(/^No: one student per ticket/);
  });
});

describe("issue 40, seventh round: what we don't recommend, and what a stop doesn't say", () => {
  it("a recommendation near a stop is not ours to make, whatever the city", () => {
    for (const q of ["any good coffee spots by the boise venue?", "can you recommend a physio in seattle"]) expect(ask(q).message).toMatch(/not sure/);
  });

  it("a place to buy food at the studio is not the lunch break", () => {
    const reply = ask("is there a cafeteria inside the seattle studio").message;
    expect(reply).toMatch(/I don't have food details|not sure/);
    expect(reply).not.toMatch(/Lunch break/);
  });
});

describe("issue 40, seventh round: tickets, codes and slots named in visitors' words", () => {
  it("'upgrade' as a verb asks how, not the price of the upgrade ticket", () => {
    const reply = ask("where can we upgrade our ticket after paying?").message;
    expect(reply).toContain(ticketUpgradeCopy.request.intro);
  });

  it("a bought ticket moving up gets the difference alone", () => {
    const reply = ask("already purchased core for seattle, what it costs to upgrade to pro track").message;
    expect(reply).not.toContain(price("seattle", "pro"));
    expect(reply).toMatch(/more/);
  });

  it("an offer's saving is its page's compare-at price less its own", () => {
    const vip = seedOffers(seed, event("new-hampshire")).find((o) => o.compareAt && o.compareAt.amountMinor > o.price.amountMinor);
    if (!vip?.compareAt) throw new Error("the seed has an offer with a compare-at price");
    const saved = formatMoney({ amountMinor: vip.compareAt.amountMinor - vip.price.amountMinor, currency: vip.price.currency });
    expect(ask(`how much cheaper is the ${vip.label.toLowerCase()} than normal?`).message).toContain(saved);
  });

  it("a tier named by its whole label is meant, even one no page sells", () => {
    const tier = seed.tiers.find((t) => t.label === "One-on-One Session");
    if (!tier) throw new Error("the seed has the One-on-One Session tier");
    const listed = formatMoney({ amountMinor: toMinor(tier.basePrice), currency: "USD" });
    expect(ask("price of a one-on-one session please").message).toContain(listed);
    const both = ask("one-on-one session or the acting private session, which costs less").message;
    expect(both).toContain(listed);
    expect(both).toContain(price("acting-for-dancers", "afd_private_session"));
  });

  it("a tier ruled out by 'not the X' is not answered", () => {
    expect(ask("what does a private lesson cost? for dance, not the acting program").message).not.toContain(price("acting-for-dancers", "afd_private_session"));
  });

  it("a stop's early-bird code asked of another stop: No, and where it works", () => {
    const victoria = knowledge.knowledge.events.find((e) => e.earlyBird);
    if (!victoria?.earlyBird) throw new Error("the seed has an early-bird code");
    const reply = ask(`does ${victoria.earlyBird.code.toLowerCase()} work in boston`).message;
    expect(reply).toMatch(/^No\b/);
    expect(reply).toContain(victoria.cityName);
  });

  it("a slot named by its activity gets its own time, and the ticket's words name it too", () => {
    const nh = knowledge.knowledge.events.find((e) => e.slug === "new-hampshire");
    const slot = nh?.schedule.flatMap((g) => g.slots).find((s) => /vip/i.test(s.activity));
    if (!slot) throw new Error("the New Hampshire schedule has a VIP slot");
    expect(ask("new hampshire vip session, what time does it start").message).toContain(slot.time);
    // 'When is that one?' after naming a ticket asks the day, not the ticket's slot.
    expect(ask(["pro track price in spokane", "It's …", "ok and when is that one"]).message).toMatch(/November 15/);
  });
});

describe("issue 40, seventh round: follow-ups that carry a policy or a program", () => {
  it("'what if I don't reply in time' after a date change is the date-change rule", () => {
    const reply = ask(["my event's date got moved, what now?", "…", "what if i miss that and never respond"]).message;
    expect(reply).toMatch(/credit/);
  });

  it("'can I spend it in London, we paid dollars' after the credit rule: No, another currency", () => {
    expect(ask(["they changed the date of our event, what now", "…", "can i use it in london? we paid in dollars"]).message).toMatch(/^No\b/);
  });

  it("a payment date asked after mentorship gets the cohort's renewal date", () => {
    const cohort = knowledge.knowledge.mentorshipCohort;
    expect(ask(["tell me about the mentorship", "…", "when would the second payment be"]).message).toContain(cohort.recurringFrom);
  });

  it("the names of a group named earlier are asked after checkout", () => {
    expect(ask(["buying for my 4 students in boise", "…", "do you need their names before i pay?"]).message).toMatch(/^No, not before paying/);
  });

  it("a dancer who can't come after all: sales are final", () => {
    expect(ask("what if my daughter ends up not being able to come").message).toMatch(/all sales are final/i);
  });

  it("should we bring X, when the packing list names X: Yes", () => {
    expect(ask("should i bring snacks").message).toMatch(/^Yes\b/);
  });
});

describe("issue 40, seventh round: promises the site doesn't make, and rules with a condition", () => {
  it("a guarantee of work, whatever ticket is named: No, in the FAQ's words", () => {
    for (const q of ["will the pro track for sure get her signed by an agent", "is my son promised a callback if we do the intensive"]) {
      const reply = ask(q).message;
      expect(reply).toMatch(/^No\b/);
      expect(reply).toMatch(/does not guarantee/);
    }
  });

  it("a credit asked of no place: Yes, with the currency rule; a renewal asked 'by itself': Yes", () => {
    expect(ask("once i have a credit can it go towards another stop").message).not.toMatch(/^No\b/);
    expect(ask("does the elite circle subscription just carry on renewing by itself").message).toMatch(/^Yes\b/);
  });

  it("keeping a ticket when the date moves is the 48-hour rule, not a bare yes or no", () => {
    expect(ask("if they move our date, do we still keep the tickets we bought").message).toMatch(/48 hours/);
  });
});

describe("issue 40, seventh round: a third tuning set's kinds of question", () => {
  it("'can anyone register' for a stop open to one studio: No", () => {
    expect(ask("could any dancer register for the new hampshire weekend").message).toMatch(/^No\b/);
  });

  it("'upgrade to X' after buying names X, not the upgrade ticket", () => {
    const reply = ask(["how much is core in orlando", "…", "we bought it already, what does an upgrade to pro track cost"]).message;
    const core = knowledge.knowledge.events.find((e) => e.slug === "orlando")?.offers.find((o) => o.tierKey === "core");
    const after = core?.upgrade?.afterPurchase ?? core?.linkUpgrade?.afterPurchase;
    if (!after) throw new Error("Orlando's core ticket moves up");
    expect(reply).toContain(formatMoney(after));
    expect(reply).not.toMatch(/VIP/);
  });

  it("an age asked after a stop: that stop's group", () => {
    expect(ask(["what are the age groups in hartford", "…", "my other kid is 14?"]).message).toMatch(/14-year-old dances with Seniors/);
  });

  it("'move that to X' asks the difference", () => {
    expect(ask(["core price for hartford?", "…", "how much extra to move that to pro track in my cart"]).message).toMatch(/more/);
  });

  it("an exchange rate is not ours to give", () => {
    expect(ask("whats the conversion rate for the london prices into dollars").message).toMatch(/not sure/);
  });

  it("'can we add X' where X is sold: Yes, with its price", () => {
    expect(ask("can we also get the pro track in seattle, how much").message).toMatch(/^Yes\. The Pro Track/);
  });
});

describe("issue 40, seventh round: tiers of like names and different kinds", () => {
  it("'is X a Y' is decided from X's own kind", () => {
    expect(ask("is the pro track part of the mentorship").message).toMatch(/^No\. The Pro Track is a ticket/);
    expect(ask("is elite circle a monthly thing").message).toMatch(/^Yes\b/);
  });

  it("two tiers of different kinds compared: each one's kind and listed price", () => {
    const growth = seed.tiers.find((t) => t.label === "Pro / Growth");
    const pro = seed.tiers.find((t) => t.key === "pro");
    if (!growth || !pro) throw new Error("the seed has the Pro Track and Pro / Growth");
    const reply = ask("pro / growth versus pro track, what's different").message;
    expect(reply).toContain(formatMoney({ amountMinor: toMinor(growth.basePrice), currency: "USD" }));
    expect(reply).toContain(formatMoney({ amountMinor: toMinor(pro.basePrice), currency: "USD" }));
    expect(reply).toMatch(/monthly subscription/);
  });
});

describe("issue 40, seventh round: mentorship's cancel terms, and an age alone", () => {
  it("cancelling mentorship early is the subscription's minimum, not the tickets' refund policy", () => {
    const reply = ask("could we stop the mentorship after one month").message;
    expect(reply).not.toMatch(/All sales are final/);
    expect(ask("is it possible to cancel the mentorship after a month?").message).toMatch(/^No\b/);
  });

  it("an age and nothing else, with no stop named: the group at most stops", () => {
    expect(ask(["can my daughter audition, she is 9", "…", "and her brother is 16?"]).message).toMatch(/16-year-old dances with Seniors/);
  });
});

describe("issue 40, seventh round: a pass against its days, and a total of tickets named once each", () => {
  it("a stop's pass against its day tickets bought apart: both figures and the difference", () => {
    const sherwood = seedOffers(seed, event("sherwood"));
    const pass = sherwood.find((o) => o.family === "weekend");
    const days = sherwood.filter((o) => o.family === "core" && o.price.amountMinor > 0);
    if (!pass || days.length < 2) throw new Error("Sherwood sells a pass and its days");
    const apart = days.reduce((sum, o) => sum + o.price.amountMinor, 0);
    const reply = ask("sherwood: pass or each day on its own, which is less").message;
    expect(reply).toContain(formatMoney(pass.price));
    expect(reply).toContain(formatMoney({ amountMinor: apart, currency: pass.price.currency }));
  });

  it("a total asked of tickets named without counts: one of each", () => {
    const total = formatMoney({ amountMinor: seedOffers(seed, event("seattle")).filter((o) => o.tierKey === "core" || o.tierKey === "pro").reduce((s, o) => s + o.price.amountMinor, 0), currency: "USD" });
    expect(ask("seattle core plus pro track, combined cost?").message).toContain(total);
  });
});

describe("issue 40, seventh round: a fourth tuning set's kinds of question", () => {
  it("'what if you cancel, do I get my money back' reads the question after its condition", () => {
    expect(ask("what if the event gets cancelled by you, will i get a refund?").message).toMatch(/^Yes\b/);
  });

  it("a passage's own Yes that its rule contradicts for this question becomes No", () => {
    expect(ask("could i apply a promo code from a different city's page").message).toMatch(/^No\b/);
  });

  it("an online program asked if it's in person: No", () => {
    expect(ask("mentorship, is it in person or online").message).not.toMatch(/^Yes\b/);
    expect(ask("acting for dancers, is that done in person?").message).toMatch(/^No\b/);
  });

  it("a date change not answered in time keeps the ticket as a credit: not lost", () => {
    expect(ask("i missed the 48 hours after the date change, is my ticket lost?").message).toMatch(/^No\b/);
  });

  it("a service done for someone is not ours to sell", () => {
    for (const q of ["could the choreographer come teach at our studio in boise", "can you make my son's audition reel for him"]) expect(ask(q).message).toMatch(/not sure/);
  });
});

describe("issue 40, eighth round", () => {
  /** A stop's schedule tables as its page shows them. */
  const scheduleDays = (slug: string) => pageConfigSchema.parse(event(slug).page).schedule.days;
  /** A stop's seed price of one ticket. */
  const offerPrice = (slug: string, tier: string) => {
    const o = seedOffers(seed, event(slug)).find((x) => x.tierKey === tier);
    if (!o) throw new Error(`${slug} does not sell ${tier}`);
    return o.price;
  };

  it("two tickets of one stop compared: the gap is the difference of their prices", () => {
    const core = offerPrice("hartford", "core");
    const pro = offerPrice("hartford", "pro");
    const gap = formatMoney({ amountMinor: pro.amountMinor - core.amountMinor, currency: core.currency });
    expect(ask("in hartford, how much extra is pro track compared with core").message).toContain(gap);
  });

  it("a question the site doesn't answer: 'not sure', and never a city overview in its place", () => {
    const museums = ask("are there any good museums to visit in boston while we're there");
    expect(museums.message).toMatch(/not sure/);
    expect(museums.source).toBe("unknown");
    const parking = ask("is the parking free near the seattle studio").message;
    expect(parking).not.toContain(price("seattle", "core"));
    expect(parking).not.toContain(formatEventDate(event("seattle")));
  });

  it("a misspelt 'policy' still gets the refund policy", () => {
    expect(ask("can you tell me the refund polciy").message).toMatch(/All sales are final/);
  });

  it("a guardian's name asked by a 19-year-old: No", () => {
    expect(ask("do i have to list a parent or guardian if i'm 19").message).toMatch(/^No\b/);
  });

  it("what sets Boston apart: its contemporary class", () => {
    expect(ask("how is the boston intensive different from the others").message).toMatch(/contemporary class/i);
  });

  it("the studio an age group uses at Hudson, NH comes from its schedule tables", () => {
    const tables = scheduleDays("new-hampshire")[0]?.tables ?? [];
    const studio = (group: string) => tables.find((t) => t.group === group)?.title ?? "";
    expect(ask("in hudson nh which studio do the juniors use").message).toContain(studio("juniors"));
    expect(ask("new hampshire weekend: which room will the seniors be in").message).toContain(studio("seniors"));
  });

  it("a ticket's time limit or length", () => {
    expect(ask("is there a deadline to use up the acting for dancers 3 pack").message).toMatch(/90 days/);
    expect(ask("how many weeks is the acting for dancers starter path").message).toMatch(/four weeks/);
  });

  it("having done the Pro Track does not put a dancer in Elite Circle", () => {
    expect(ask("my daughter took the pro track last time, does that mean she's part of elite circle mentoring?").message).toMatch(/^No\b/);
  });

  it("'is it required?' after the audition was asked about: No, optional", () => {
    const reply = ask(["does the day end with an audition?", "…", "is it required?"]).message;
    expect(reply).toMatch(/^No\b/);
    expect(reply).toMatch(/optional/);
  });

  it("'any scholarships?' after a statement: Yes", () => {
    expect(ask("we're a single-income family. any scholarships?").message).toMatch(/^Yes\b/);
  });

  it("a service we don't sell, at a wedding or a party: not sure", () => {
    for (const q of ["could you teach a first dance for our wedding reception", "can we book your dancers for my son's birthday party"]) {
      const reply = ask(q);
      expect(reply.message).toMatch(/not sure/);
      expect(reply.source).toBe("unknown");
    }
  });

  it("an age with 'what group?': the group that age dances with", () => {
    expect(ask("my son is 13 — which group would he be in?").message).toMatch(/13-year-old dances with Seniors/);
  });
  it("one ticket compared between two stops: both prices, and yes or no to the comparison", () => {
    const reply = ask("is the core experience cheaper in orlando than in hartford?").message;
    expect(reply).toMatch(/^Yes\b/);
    expect(reply).toContain(price("orlando", "core"));
    expect(reply).toContain(price("hartford", "core"));
  });

  it("a count alone after a ticket's price asks that ticket's total", () => {
    const each = offerPrice("seattle", "core");
    const total = formatMoney({ amountMinor: each.amountMinor * 4, currency: each.currency });
    expect(ask(["core experience price in seattle?", "…", "and for 4 of them?"]).message).toContain(total);
  });

  it("a headcount before the tickets' own counts is no ticket line", () => {
    const core = offerPrice("hartford", "core");
    const pro = offerPrice("hartford", "pro");
    const total = formatMoney({ amountMinor: core.amountMinor * 2 + pro.amountMinor, currency: core.currency });
    expect(ask("taking 3 kids to hartford, 2 doing core and 1 doing pro track - total?").message).toContain(total);
  });

  it("when the schedule is sent: the week-before email, with or without a stop", () => {
    for (const q of ["when will the schedule be emailed to us", "we booked savannah, when do we receive the schedule"]) expect(ask(q).message).toMatch(/week before/);
  });

  it("a day the dancer can't do: the stop's other days, or that it runs only then", () => {
    const twoDays = ask("sundays don't work for us... I mean we cannot do sunday, can she still do sherwood?").message;
    expect(twoDays).toMatch(/^Yes\b/);
    expect(twoDays).toMatch(/Saturday/);
    expect(ask("we can't make saturday, does buford work?").message).toMatch(/^No\b/);
  });

  it("whether a stop runs in a month, or on a day, is decided by its own dates", () => {
    expect(ask("is there a hartford date in january?").message).toMatch(/^Yes\b/);
    expect(ask("is there a hartford date in march?").message).toMatch(/^No\b/);
  });

  it("'is there a X?' is yes when the reply names that very thing", () => {
    expect(ask("is there a q&a with the choreographer?").message).toMatch(/^Yes\b/);
  });

  it("'does it cost extra?' of something free: No", () => {
    expect(ask("would the audition cost extra in seattle").message).toMatch(/^No\b.*free/);
  });

  it("'one day or two?' is answered with how many days", () => {
    expect(ask("is hartford one day or two").message).toMatch(/^One day\b/);
  });

  it("a ticket's time limit when its expiry is asked, a session's length when its length is", () => {
    expect(ask("do the 3 pack sessions ever expire").message).toMatch(/90 days/);
    expect(ask("how many minutes is a private acting session").message).toMatch(/50 minutes/);
  });

  it("Acting for Dancers asked 'subscription or one-off?' is billed as itself", () => {
    expect(ask("acting for dancers: subscription or one-off payment?").message).toMatch(/one-time/);
  });

  it("a refund for the buyer's own reason at a named stop: No, the can't-attend rule, and where to write", () => {
    const reply = ask("my son sprained his wrist and can't do boise now, can we get a refund?").message;
    expect(reply).toMatch(/^No\b/);
    expect(reply).toMatch(/all sales are final/i);
  });
});
