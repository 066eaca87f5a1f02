import { describe, expect, it } from "vitest";
import { formatMoney } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { site } from "~/content/site";
import { AUDITION_AGES } from "./eligibility";
import { seedDiscountCode, seedEvent as event, seedOffer as offer, seedVenue } from "../../../scripts/chat-eval/seed-facts";
import { askConversation } from "../../../tests/support/ask-conversation";
import { knowledgeFromSeed } from "../../../tests/support/seeded-chat-knowledge";

const NOW = new Date("2025-09-01T12:00:00-07:00");
const knowledge = knowledgeFromSeed(NOW);

const ask = askConversation(knowledge, NOW);
const notSure = (text: string) => /not sure/i.test(text) && text.includes(site.contactEmail) && !/[$£€]\s?\d/.test(text);
const slot = (slug: string, group: "juniors" | "seniors", activity: RegExp) =>
  (event(slug).page?.schedule?.days ?? [])
    .flatMap((d) => d.tables)
    .filter((t) => t.group === group)
    .flatMap((t) => t.slots)
    .find((s) => activity.test(s.activity))?.time;

describe("issue 40, thirteenth round: what a mentorship level includes", () => {
  it("says No when the level's own list lacks the thing, and names the level that has it", () => {
    const text = ask("is the 1:1 call with the choreographer part of the building level?");
    expect(text).toMatch(/^No\b/);
    expect(text).toContain("Elite Circle");
  });
});

describe("issue 40, thirteenth round: money back and tickets passed on", () => {
  it("answers a deposit asked back with the refund policy, never a Yes", () => {
    const text = ask("we bought the hudson deposit", "can we get the deposit back if she decides not to go");
    expect(text).toMatch(/all sales are final/i);
    expect(text).not.toMatch(/^Yes\b/);
  });

  it("does not claim a ticket can be given to another dancer, even with its city named", () => {
    expect(notSure(ask("can i give my boston ticket to another dancer from my studio"))).toBe(true);
  });

  it("speaks of no payment plan", () => {
    expect(notSure(ask("do you do a payment plan / installments for pro track in cypress"))).toBe(true);
  });
});

describe("issue 40, thirteenth round: recommendations we don't make", () => {
  it.each(["where can i buy jazz shoes near spokane", "do you know a headshot photographer in sherwood oregon"])("%s", (q) => {
    expect(notSure(ask(q))).toBe(true);
  });
});

describe("issue 40, thirteenth round: ages named beside another question", () => {
  it("judges an age asked with 'is there an age limit' against the audition form's range", () => {
    const text = ask("my grandma is 80 and wants to audition lol, is there an age limit");
    expect(text).toContain(`${AUDITION_AGES.min} to ${AUDITION_AGES.max}`);
  });

  it("reads a minor registering without a parent as the guardian rule", () => {
    const text = ask("im 17 can i register for the audition on my own without my mom");
    expect(text).toMatch(/^No\b/);
    expect(text).toMatch(/guardian/i);
  });

  it("does not answer an opt-out from posts with the ticket's age rule", () => {
    expect(ask("i dont want my 11yo in your instagram posts, can we opt out?")).not.toMatch(/tickets are for dancers aged/i);
  });

  it("gives the audition's minimum age when 'free' only describes the audition", () => {
    expect(ask("whats the minimum age for the free audition")).toContain(`${AUDITION_AGES.min} to ${AUDITION_AGES.max}`);
  });

  it("answers the audition 'on top of Core' as free", () => {
    expect(ask("is the audition extra money on top of core")).toMatch(/^No\b.*\bfree\b/);
  });
});

describe("issue 40, thirteenth round: dates and years", () => {
  it("says a stop with no date is not set yet", () => {
    expect(ask("when is london")).toMatch(/not set yet/i);
  });

  it("answers a stop asked of a year it isn't in with No and its date", () => {
    const text = ask("is seattle in 2026?");
    expect(text).toMatch(/^No\b/);
    expect(text).toContain(String(event("seattle").startsOn?.slice(0, 4)));
  });

  it("does not promise a return in a later year", () => {
    expect(notSure(ask("will there be a seattle stop again in 2026"))).toBe(true);
  });
});

describe("issue 40, thirteenth round: studio owners and their groups", () => {
  it("reads 'I run a studio' as who is asking, and 'the same 4' at another stop as the earlier count", () => {
    const niagara = offer("niagara-falls", "core").price;
    const total = formatMoney({ amountMinor: niagara.amountMinor * 4, currency: niagara.currency }).replace(/^C(?=\$)/, "");
    const text = ask("i run a studio, 4 dancers for core in victoria, total?", "what about niagara falls for the same 4");
    expect(text).toContain(total);
    expect(text).not.toMatch(/Queen St/);
  });

  it("gives the team's address to 'who do I email about it'", () => {
    expect(ask("we bought nashville", "ok who do i email about it")).toContain(site.contactEmail);
  });
});

describe("issue 40, thirteenth round: one group's slots", () => {
  it("answers a when-question of a session on one day of a two-day stop with its time, not whether the stop runs that day", () => {
    const time = slot("new-hampshire", "seniors", /vip/i);
    expect(time).toBeTruthy();
    expect(ask("in new hampshire when is the pro track vip session on sunday")).toContain(time!);
  });

  it("says No when the group's own table lacks the session asked", () => {
    expect(ask("savannah seniors is there a pro track session on the schedule?")).toMatch(/^No\b/);
  });

  it("reads 'older group masterclass time?' as a when-question of the stop's seniors", () => {
    const seniors = slot("boise-nov-7", "seniors", /masterclass/i);
    expect(seniors).toBeTruthy();
    expect(ask("older group masterclass time boise nov 7?")).toContain(seniors!);
    expect(ask("boise nov 7 masterclass, what time is the q&a for the older group")).toContain(slot("boise-nov-7", "seniors", /q&a/i)!);
  });
});

describe("issue 40, thirteenth round: whether a thing exists", () => {
  it("does not say Yes to a package the program doesn't have", () => {
    expect(notSure(ask("is there an acting for dancers pro track plus package"))).toBe(true);
  });
});

describe("issue 40, thirteenth round, second part: totals the cart would charge", () => {
  const usd = (amountMinor: number) => formatMoney({ amountMinor, currency: "USD" });
  const cad = (amountMinor: number) => formatMoney({ amountMinor, currency: "CAD" }).replace(/^C(?=\$)/, "");

  it("prices a count of tickets at a city with two events at each of them", () => {
    const text = ask("how much for 3 core tickets in boise");
    expect(text).toContain(usd(offer("boise", "core").price.amountMinor * 3));
    expect(text).toContain(usd(offer("boise-nov-7", "core").price.amountMinor * 3));
  });

  it("reads counted tickets and a place, with nothing else, as a total", () => {
    const core = offer("orlando", "core").price.amountMinor;
    const pro = offer("orlando", "pro").price.amountMinor;
    expect(ask("orlando, 2 core tickets and 1 pro track?")).toContain(usd(core * 2 + pro));
  });

  it("prices a fixed-amount code on the whole order, as the cart does", () => {
    const core = offer("seattle", "core").price.amountMinor;
    expect(ask("two of us are doing core in seattle with BRINGAFRIEND25, total for both?")).toContain(usd(core * 2 - 2500));
  });

  it("prices the stop's early-bird code on each ticket of an order", () => {
    const bird = seedDiscountCode("VICTORIAEARLY20");
    const each = percentOff(offer("victoria-bc", "core").price.amountMinor, bird.percentOff!);
    expect(ask("i have 5 students for victoria core and we have the early bird code, what's the total")).toContain(cad(each * 5));
  });

  it("reads 'for him and his sister' as two dancers", () => {
    const pass = offer("sherwood", "weekend_pass").price.amountMinor;
    expect(ask("sherwood weekend for my son", "full weekend pass for him and his sister how much")).toContain(usd(pass * 2));
  });
});

describe("issue 40, thirteenth round, second part: polarity from the site's own data", () => {
  it("decides 'is X cheaper than Y' by the price gap it states", () => {
    expect(ask("is the one class only ticket in victoria cheaper than the core experience there?")).toMatch(/^Yes\b/);
    expect(ask("is pro track cheaper than core in seattle")).toMatch(/^No\b/);
  });

  it("says Yes when the stop's own page lists a free month of Acting for Dancers", () => {
    expect(ask("does a boston ticket come with acting for dancers")).toMatch(/^Yes\b/);
  });

  it("answers a stop after fewer months than the mentorship's minimum with No", () => {
    expect(ask("can i do mentorship for just one month and cancel")).toMatch(/^No\b/);
  });

  it("asks whether a guardian is needed when a parent asks 'does she need me'", () => {
    expect(ask("my 16 yr old wants to register herself for the audition, does she need me on the form")).toMatch(/^Yes\b/);
  });

  it("answers whether the Submit Talent form takes no links from its own schema", () => {
    expect(ask("can i send the talent form with no links, just my name?")).toMatch(/^No\b/);
    expect(ask("how many links can i put on the submit talent form")).toMatch(/no more than 5 links/i);
  });

  it("gives the scholarship statement's length from the form's own rule", () => {
    expect(ask("how long does the 'about yourself' part of the scholarship form have to be")).toMatch(/20 to 2000 characters/);
  });
});

describe("issue 40, thirteenth round, second part: reading", () => {
  it("takes a reaction ('cool') for no place and no topic", () => {
    const text = ask("we bought orlando core", "cool and where is it");
    expect(text).toContain(String(seedVenue("orlando").name));
    expect(text).not.toMatch(/Cool date/);
  });

  it("reads a child's name opening the message as who is asked about", () => {
    expect(ask("lily is 12, which group in orlando")).toMatch(/Seniors/);
  });

  it("does not give diet advice, whatever age is named", () => {
    expect(notSure(ask("what should a 13 year old eat the week before a competition to lose weight"))).toBe(true);
  });

  it("answers what to bring for a dancer of an age with the bring list", () => {
    expect(ask("what shoes should my 9 year old bring")).toMatch(/sneakers/i);
  });

  it("gives a stop's currency to 'in pounds or dollars?'", () => {
    expect(ask("is london in pounds or dollars")).toMatch(/British pounds/);
  });
});
