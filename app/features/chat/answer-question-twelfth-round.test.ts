import { describe, expect, it } from "vitest";
import { formatMoney } from "~/domain/money";
import { MAX_CODES } from "~/features/cart/quote-schema";
import { applicationSchemas } from "~/features/applications/application-schemas";
import { withGroupFollowUpsSpelledOut } from "./group-follow-up";
import type { ChatTurn } from "./types";
import { price, seed, seedEvent as event, seedOffer as offer } from "../../../scripts/chat-eval/seed-facts";
import { askConversation } from "../../../tests/support/ask-conversation";
import { knowledgeFromSeed } from "../../../tests/support/seeded-chat-knowledge";

const NOW = new Date("2025-09-01T12:00:00-07:00");
const knowledge = knowledgeFromSeed(NOW);

const ask = askConversation(knowledge, NOW);
const money = (amountMinor: number) => formatMoney({ amountMinor, currency: "USD" });
const slot = (slug: string, group: "Juniors" | "Seniors", activity: RegExp) => {
  const days = event(slug).page?.schedule?.days ?? [];
  const tables = days.flatMap((d) => d.tables).filter((t) => (t.group === "juniors") === (group === "Juniors"));
  return tables.flatMap((t) => t.slots).find((s) => activity.test(s.activity))?.time;
};

describe("issue 40, twelfth round: a follow-up that names only a group", () => {
  it("spells the earlier question out for the group named", () => {
    const turns: ChatTurn[] = [
      { role: "user", content: "what time do juniors check in at orlando" },
      { role: "assistant", content: "…" },
      { role: "user", content: "and the seniors?" },
    ];
    expect(withGroupFollowUpsSpelledOut(turns).at(-1)?.content).toBe("what time do the seniors check in at orlando");
  });

  it("answers with that group's own time", () => {
    const seniors = slot("orlando", "Seniors", /check-in/i);
    expect(seniors).toBeTruthy();
    expect(ask("what time do juniors check in at orlando", "and the seniors?")).toContain(seniors!);
  });

  it("lists one group's own slots when one group is asked", () => {
    const jazz = slot("boise-nov-7", "Juniors", /masterclass/i);
    expect(ask("boise masterclass - what time is the juniors class")).toContain(`at ${jazz}`);
  });

  it("reads the dancer's age as the group asked of", () => {
    const text = ask("boston", "my 10 year old, what time does her group start");
    expect(text).toContain("Juniors");
    expect(text).not.toContain(slot("boston", "Seniors", /check-in/i)!);
  });
});

describe("issue 40, twelfth round: what a ticket or level includes", () => {
  it("a mentorship level's own list decides, with the level that has it", () => {
    const text = ask("does the building level include the 1:1 call");
    expect(text).toMatch(/^No\./);
    expect(text).toContain("Elite Circle");
  });

  it("a level builds on the one it names ('Everything in Building')", () => {
    expect(ask("does pro / growth still have the monthly group coaching call")).toMatch(/^Yes\./);
  });

  it("asks of the ticket named first, not of the one the thing belongs to", () => {
    expect(ask("does the core ticket in seattle include the pro track session filmed for your reel?")).toMatch(/^No\./);
  });

  it("says which of two tickets has it", () => {
    expect(ask("hartford: is personal feedback from the choreographer in core or only in pro track?")).toMatch(/^Only the Pro Track\./);
  });

  it("reads a list's 'No classes included' as no", () => {
    expect(ask("audition only ticket — does that include any classes?")).toMatch(/^No\./);
  });

  it("picks the ticket that has what the dancer wants", () => {
    const text = ask("my son (16) wants personal feedback from the choreographer and something filmed for his reel. what should we book in hartford?");
    expect(text).toContain("Pro Track");
    expect(text).toContain(price("hartford", "pro"));
  });
});

describe("issue 40, twelfth round: figures from the site's own rules", () => {
  it("a pack against its sessions bought one at a time", () => {
    const single = offer("acting-for-dancers", "afd_private_session").price.amountMinor;
    const pack = offer("acting-for-dancers", "afd_3pack").price.amountMinor;
    const text = ask("is the 3 pack actually cheaper than singles?");
    expect(text).toMatch(/^Yes\./);
    expect(text).toContain(money(3 * single));
    expect(text).toContain(money(3 * single - pack));
  });

  it("one ticket compared between two stops finds the stop's own name for it and the difference", () => {
    const gap = offer("spokane", "core_day1").price.amountMinor - offer("seattle", "core").price.amountMinor;
    const text = ask("whats the price difference between core in seattle vs spokane");
    expect(text).toContain(price("spokane", "core_day1"));
    expect(text).toContain(money(Math.abs(gap)));
  });

  it("how many codes a cart takes is the cart's own limit", () => {
    expect(ask("how many promo codes can go on one cart")).toContain(`up to ${MAX_CODES}`);
  });

  it("a scholarship's statement length is the form's own rule", () => {
    const accepts = (story: string) => applicationSchemas.scholarship.safeParse({ fullName: "A", email: "a@example.com", age: 30, city: "A", story, links: [] }).success;
    expect(accepts("x".repeat(2000))).toBe(true);
    expect(accepts("x".repeat(2001))).toBe(false);
    expect(ask("how long can the scholarship story be")).toMatch(/2000 characters/);
  });

  it("an age asked of the talent form is judged by that form", () => {
    expect(ask("can my 4 yr old send in a talent submission")).toMatch(/^No: the Submit Talent form takes dancers aged 5/);
  });
});

describe("issue 40, twelfth round: yes or no from the facts", () => {
  it("a statement checked with 'right' asks whether", () => {
    expect(ask("dallas is a sunday right")).toMatch(/^No\./);
    expect(ask(`spokane core is the same ${price("seattle", "core").replace("$", "")} as every other city right?`)).toMatch(/^No\./);
  });

  it("a stop asked of a weekend, the year, or a second day", () => {
    expect(ask("is the boston one on a weekend")).toMatch(/^No\./);
    expect(ask("is charleston wv this year")).toMatch(/^No\./);
    expect(ask("spokane", "is there a second day?")).toMatch(/^No/);
  });

  it("a ticket a stop doesn't sell, and another stop's kind", () => {
    expect(ask("is there a weekend pass for spokane")).toMatch(/^No\. Spokane, WA doesn't offer Full Weekend Pass/);
    expect(ask("Is the November 7 Boise event a full-day intensive like the others?")).toMatch(/^No\. .*masterclass/);
  });

  it("a scholarship covers the Core Experience, not the Pro Track, and no travel", () => {
    expect(ask("does the scholarship cover pro track?")).toMatch(/^No\. .*Core Experience/);
    expect(ask("does the scholarship pay for our flight and hotel too?")).toMatch(/^No\./);
  });

  it("an early-bird code on a ticket it doesn't cover is No", () => {
    const code = seed.discountCodes.find((c) => c.code === event("victoria-bc").page?.earlyBird?.code);
    expect(code?.eligibleTiers ?? []).not.toContain("victoria_one_class_only");
    expect(ask("does VICTORIAEARLY20 work on the one class only ticket?")).toMatch(/^No\./);
  });

  it("a venue with its address is confirmed; one still coming is not", () => {
    expect(ask("is the boston venue confirmed")).toMatch(/^Yes\. .*250 Stuart St/);
    expect(ask("is the dallas studio confirmed")).toMatch(/^No\./);
  });
});

describe("issue 40, twelfth round: what the team does after a purchase", () => {
  it("only one credit per order, and how a credit is used", () => {
    expect(ask("i have two credits from different orders, can i put both on one order")).toMatch(/^No\. Only one credit can be used on an order\./);
    expect(ask("how do i actually use my credit when buying")).toMatch(/promo code field/);
  });

  it("not replying to a date change leaves a credit", () => {
    expect(ask("our sherwood date moved, what now?", "and if we don't reply in time?")).toMatch(/credit that never expires/);
  });

  it("names still needed after paying go in through the registration link", () => {
    expect(ask("i paid but never put in my kids names. do i still need to do that?")).toMatch(/^Yes: after paying/);
  });

  it("the online program's own after-purchase copy", () => {
    expect(ask("after buying acting for dancers how soon does the coach get in touch")).toMatch(/one business day/);
  });

  it("a code's audience is never described as checked at checkout", () => {
    const tagged = seed.discountCodes.find((c) => c.customerTag);
    expect(tagged).toBeTruthy();
    const text = ask(`does ${tagged!.code} work on core`);
    expect(text).not.toMatch(/accepts it only for/);
    expect(text).toContain(tagged!.description);
  });
});

describe("issue 40, twelfth round: not ours to answer", () => {
  it("a place near a stop ranked, equipment, another school's program", () => {
    for (const q of ["which hotel near the boise studio is cheapest", "what camera should i buy to film my own dance reel", "does juilliard's summer dance program take 13 year olds"]) {
      expect(ask(q)).toMatch(/not sure/i);
    }
  });
});

describe("issue 40, twelfth round, second part", () => {
  it("asked when to get there, the group's check-in and the site's word on arriving early", () => {
    const checkIn = slot("hartford", "Juniors", /check-in/i);
    const text = ask("what time should juniors be there in hartford");
    expect(text).toContain(`Check-in at ${checkIn}`);
    expect(text).toMatch(/arrive 15 minutes early/i);
  });

  it("words that change the subject say nothing of it", () => {
    expect(ask("different thing - is the class filmed?")).toMatch(/^Yes\./);
  });

  it("a credit can't be cashed out, in the Terms' own words", () => {
    const text = ask("can i cash out my credit?");
    expect(text).toMatch(/^No\./);
    expect(text).toMatch(/can't be exchanged for cash/);
  });

  it("one ticket admits one dancer", () => {
    expect(ask("does one ticket cover me and my sister")).toMatch(/^No: one student per ticket/);
  });

  it("'is there a minimum' asks whether one exists, and the level's terms answer it", () => {
    expect(ask("Is there a minimum commitment for the Building level, or can I do just one month?")).toMatch(/3-month minimum/);
  });

  it("a city's code asked of another stop gets the rule on where codes work", () => {
    expect(ask("I have a discount code for Boston - will it work if I buy Seattle tickets?")).toMatch(/only on that city's page/);
  });

  it("a host studio's weekly lessons are not ours to answer", () => {
    const studio = seed.venues.find((v) => v.key === event("new-hampshire").venue)?.name ?? "";
    expect(studio).not.toBe("");
    expect(ask(`does ${studio.toLowerCase()} have weekly ballet classes for 8 yr olds`)).toMatch(/not sure/i);
  });
});

describe("issue 40, twelfth round, third part", () => {
  it("a dancer from no studio there may not come to a private stop", () => {
    const private_ = seed.events.find((e) => /open only to/i.test(e.page?.pricing?.note ?? ""));
    const city = private_?.cityName.split(",")[0] ?? "";
    expect(city).not.toBe("");
    expect(ask(`can my 9 year old do the ${city.toLowerCase()} weekend? we don't go to any studio there`)).toMatch(/^No\. .*open only to/);
  });

  it("a refund after a date we moved is Yes within the 48 hours", () => {
    expect(ask("if the date changes and the new one doesnt work for us, can we get our money back?")).toMatch(/^Yes\. .*48 hours/);
    expect(ask("our date moved and we can't make the new one, refund?")).not.toMatch(/^No\b/);
  });

  it("outdoor sneakers are not allowed on the floor; clean ones are not refused", () => {
    expect(ask("can i just wear the sneakers i walked in with on the studio floor")).toMatch(/^No\./);
    expect(ask("can she wear clean sneakers on the studio floor")).not.toMatch(/^No\b/);
  });

  it("the cinematic demo reel is no part of the ticket", () => {
    expect(ask("is the cinematic demo reel included in the ticket")).toMatch(/^No\. .*application/);
  });
});
