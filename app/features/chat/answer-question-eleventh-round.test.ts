import { describe, expect, it } from "vitest";
import { applyDiscounts } from "~/domain/discounts";
import { formatMoney } from "~/domain/money";
import { answerQuestion } from "./answer-question";
import { splitCompound } from "./compound-question";
import type { ChatTurn } from "./types";
import { price, seed, seedEvent as event, seedOffer as offer } from "../../../scripts/chat-eval/seed-facts";
import { knowledgeFromSeed } from "../../../tests/support/seeded-chat-knowledge";

const NOW = new Date("2025-09-01T12:00:00-07:00");
const knowledge = knowledgeFromSeed(NOW);

const ask = (question: string | string[]) => {
  const list = typeof question === "string" ? [question] : question;
  const turns: ChatTurn[] = list.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content }));
  return answerQuestion(turns, knowledge, NOW).message;
};
const times = (n: number, slug: string, tier: string) => formatMoney({ amountMinor: n * offer(slug, tier).price.amountMinor, currency: offer(slug, tier).price.currency });
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const weekday = (slug: string) => WEEKDAYS[new Date(`${event(slug).startsOn}T12:00:00Z`).getUTCDay()]!;
const otherDay = (slug: string) => WEEKDAYS.find((d) => d !== weekday(slug) && d !== "Friday" && d !== "Monday")!;

describe("issue 40, eleventh round: two questions in one message", () => {
  it("splits only where both sides ask", () => {
    expect(splitCompound("Is the audition free? And is it filmed?")).toEqual(["Is the audition free?", "And is it filmed?"]);
    expect(splitCompound("what should my daughter wear and which shoes does she need??")).toEqual(["what should my daughter wear", "which shoes does she need??"]);
    expect(splitCompound("savannah date? and what time do seniors check in")).toEqual(["savannah date?", "and what time do seniors check in"]);
    // A statement checked ('right?') and a ticket named twice are no two questions.
    expect(splitCompound("sherwood is 2 days right? which dates")).toBeNull();
    expect(splitCompound("what's the difference between core and pro track")).toBeNull();
    expect(splitCompound("how much is core and pro track in seattle")).toBeNull();
  });

  it("answers each part: what to wear and which shoes", () => {
    const text = ask("what should my daughter wear and which shoes does she need??");
    expect(text).toMatch(/sneakers/i);
    expect(text).toMatch(/solid colou?rs|fitted/i);
  });

  it("answers a short first question too: the stop's date beside the group's check-in", () => {
    const text = ask("savannah date? and what time do seniors check in");
    expect(text).toContain("October 26");
  });
});

describe("issue 40, eleventh round: dates asked yes or no", () => {
  it("a weekday the stop is not on is No, with the stop's own weekday", () => {
    const text = ask(`is spokane on a ${otherDay("spokane").toLowerCase()}? we have church`);
    expect(text).toMatch(/^No\./);
    expect(text).toContain(weekday("spokane"));
  });

  it("a weekday either/or is chosen by the stop's dates, without a day ticket the stop doesn't sell", () => {
    const text = ask("Is the Seattle intensive on a Saturday or a Sunday?");
    expect(text).toContain(weekday("seattle"));
    expect(text).not.toMatch(/doesn't offer/);
  });

  it("a cancelled stop asked of its month is No", () => {
    expect(event("atlanta").isCancelled).toBe(true);
    const text = ask("is atlanta still happening in september??");
    expect(text).toMatch(/^No\./);
    expect(text).toMatch(/cancelled/);
  });

  it("a stop without a date has none announced", () => {
    expect(event("london").startsOn).toBeFalsy();
    expect(ask("Has the London date been announced yet?")).toMatch(/^No\./);
  });

  it("how many days a stop runs decides 'two day event' and 'one day'", () => {
    expect(ask("Is Spokane a two day event like Sherwood?")).toMatch(/^No\./);
    expect(ask("is sherwood 2 days")).toMatch(/^Yes\./);
  });

  it("which of two stops comes first, by their dates", () => {
    const [first] = ["niagara-falls", "victoria-bc"].sort((a, b) => (event(a).startsOn! < event(b).startsOn! ? -1 : 1));
    expect(ask("which comes first, niagara falls or victoria")).toMatch(new RegExp(`^${first === "niagara-falls" ? "Niagara Falls" : "Victoria"}`));
  });
});

describe("issue 40, eleventh round: orders, codes and currencies", () => {
  it("more of one ticket than an order holds is No, with the cart's limit", () => {
    const max = offer("nashville", "core").maxPerOrder;
    const text = ask(`can i buy ${max + 2} core tix for my studio in one order for nashville`);
    expect(text).toMatch(/^No\./);
    expect(text).toContain(`up to ${max}`);
  });

  it("a total above the limit says so instead of 'in one order'", () => {
    const max = offer("hartford", "core").maxPerOrder;
    const text = ask(`bringing ${max + 2} students to hartford all core experience. total cost?`);
    expect(text).toContain(times(max + 2, "hartford", "core"));
    expect(text).toContain(`up to ${max}`);
    expect(text).not.toMatch(/in one order \(/);
  });

  it("an age is no count of tickets", () => {
    expect(ask(["sherwood sunday, which group is my 9 year old in", "Juniors.", "and her sister? she's 15"])).not.toMatch(/One order holds/);
  });

  it("'me + 2 friends' is three tickets, and 'one core one pro track' one of each", () => {
    expect(ask("me + 2 friends want pro track in boston, total??")).toContain(times(3, "boston", "boston_pro_track"));
    const both = formatMoney({ amountMinor: offer("cypress", "core").price.amountMinor + offer("cypress", "pro").price.amountMinor, currency: "USD" });
    expect(ask("two kids at cypress, one core one pro track. how much in total")).toContain(both);
  });

  it("a named code prices the ticket asked as the cart's discount rule does", () => {
    const code = seed.discountCodes.find((c) => c.code === "BRINGAFRIEND25");
    if (!code?.amount) throw new Error("the seed's BRINGAFRIEND25 changed");
    const core = offer("minneapolis", "core");
    const rule = { code: code.code, discountType: "fixed" as const, value: code.amount * 100, currency: code.currency ?? "USD", eligibleTiers: code.eligibleTiers, cityRestriction: null, customerTag: null, description: "", startsAt: null, endsAt: null, maxUses: null, usesCount: 0, isActive: true };
    const total = applyDiscounts([{ tierKey: "core", unitPriceMinor: core.price.amountMinor, quantity: 1 }], [rule]).totalMinor;
    expect(ask("how much is core in minneapolis w/ BRINGAFRIEND25")).toContain(formatMoney({ amountMinor: total, currency: core.price.currency }));
  });

  it("a code named is never off-topic", () => {
    expect(ask("saw SUMMER2025 on an old email, does it still work?")).toMatch(/^No\. SUMMER2025/);
  });

  it("a stop's currency and its early-bird tickets decide their yes/no questions", () => {
    expect(ask("Is Victoria priced in US dollars?")).toMatch(/^No\. .*Canadian dollars/);
    expect(ask("does the victoria early bird code work on the one class only ticket")).toMatch(/^No\./);
  });

  it("a credit paid at one stop and used at another is judged by both currencies", () => {
    expect(offer("victoria-bc", "core").price.currency).not.toBe(offer("seattle", "core").price.currency);
    expect(ask("i have a credit from victoria, can i use it for seattle?")).toMatch(/^No\./);
  });
});

describe("issue 40, eleventh round: the polarity the facts decide", () => {
  it("the group an age dances with answers 'is she in the juniors'", () => {
    expect(ask("my son is 13, can he be in the juniors in seattle?")).toMatch(/^No\. A 13-year-old dances with Seniors/);
  });

  it("a child's name is who, not what is asked", () => {
    expect(ask("my son jake is 14, what time is his group in hartford")).not.toMatch(/not sure/);
  });

  it("a stop whose schedule has no break says No to a lunch break", () => {
    const boston = event("boston").page?.schedule?.days?.flatMap((d) => d.tables.flatMap((t) => t.slots)) ?? [];
    expect(boston.some((s) => /break|lunch/i.test(s.activity))).toBe(false);
    expect(ask("is there a lunch break in boston")).toMatch(/^No\./);
  });

  it("a cohort starting on a later date doesn't start right away; cancelling after one month is No", () => {
    expect(ask("if we sign up for mentorship now does it start right away")).toMatch(/^No\./);
    expect(ask("if i sign up for mentorship and quit after 1 month do i stop paying?")).toMatch(/^No\./);
  });

  it("clips a few weeks after the event are not the same day; scholarships don't pay for travel", () => {
    expect(ask("do we get the videos the same day")).toMatch(/^No\./);
    expect(ask("Would a scholarship also pay for our hotel and travel to the city?")).toMatch(/^No\./);
  });

  it("a refund asked after a cancelled stop is that stop's full refund", () => {
    expect(ask(["is atlanta still on?", "No, it has been cancelled.", "we already bought tickets for it, do we get our money back?"])).toMatch(/^Yes\. .*full refund/);
  });

  it("'the little ones' are the juniors and 'the middle level' is the middle mentorship level", () => {
    const juniors = ask(["how much is core in seattle", "…", "ok what time do the little ones check in there"]);
    expect(juniors).toMatch(/Juniors/);
    expect(juniors).not.toMatch(/Seniors \(13 and up\)\)/);
    expect(ask("what's the middle mentorship level called")).toMatch(/Pro \/ Growth/);
    expect(ask("what's the middle mentorship level called")).toContain(price("cypress", "mentorship_growth").replace(/\.00$/, ""));
  });
});

describe("issue 40, eleventh round, second part: groups, comparisons, lists and times", () => {
  it("whether ages dance together comes from the stop's own day-by-day copy, or its two groups", () => {
    expect(ask("sherwood saturday - can my 9yo and her 14yo sister be in the same class")).toMatch(/^Yes\. Saturday is open to every age/);
    expect(ask("Sherwood saturday, are the juniors and seniors split up?")).toMatch(/^No\./);
    const both = ask("can my 8 yr old and my 14 yr old dance together at the sherwood weekend?");
    expect(both).toMatch(/Saturday/);
    expect(both).toMatch(/Sunday/);
    expect(ask("are kids and teens split up in seattle")).toMatch(/^Yes\. Seattle, WA splits classes into Juniors/);
    // A total is no question of who dances with whom.
    expect(ask("twins, both want the full weekend pass at sherwood. how much all together")).toContain(times(2, "sherwood", "weekend_pass"));
  });

  it("one ticket compared at two stops either way round, a mentorship level's page price too", () => {
    expect(price("boston", "boston_pro_track")).toBe(price("seattle", "pro"));
    expect(ask("Is Pro Track cheaper in Boston or in Seattle?")).toMatch(/^They cost the same/);
    const building = ask("Is Building cheaper on the Sherwood page than on the Seattle page?");
    expect(building).toContain(price("sherwood", "mentorship_building"));
    expect(building).toContain(price("seattle", "mentorship_building"));
  });

  it("a level's own list answers what it includes, and which level includes a thing", () => {
    expect(ask("Does Building include one-on-one calls with the choreographer?")).toMatch(/^No\./);
    expect(ask("which mentorship level gets first look at casting opportunities")).toMatch(/^The Elite Circle level/);
    // A thing the site never speaks of is not answered from the list.
    expect(ask("does the pro track include hair and makeup")).toMatch(/not sure/);
  });

  it("the slot at a time named, narrowed by the day and the studio", () => {
    const text = ask("nh sunday what's happening in studio 2 at 1:15");
    expect(text).toMatch(/Pro Track VIP session at 1:15 PM/);
    expect(text).not.toMatch(/Studio 1/);
  });

  it("'same 3' counts the ticket the conversation named at the new stop", () => {
    expect(ask(["how much is core in seattle", "…", "and for 3?", "…", "what about orlando instead, same 3"])).toContain(times(3, "orlando", "core"));
  });

  it("both groups named, the dancer's age picks the group's check-in", () => {
    const text = ask("my daughter just turned 12. for orlando is she in juniors or seniors, and what time does her group check in?");
    expect(text).toMatch(/Seniors \(12 to adult\)/);
    expect(text).not.toMatch(/Juniors \(11 and under\)\)/);
  });
});

describe("issue 40, eleventh round, third part: a figure asked, a group's own classes", () => {
  it("a price against a figure asked is Yes or No by the price", () => {
    const niagara = offer("niagara-falls", "pro").price.amountMinor / 100;
    expect(ask(`is pro track at niagara falls more than ${niagara + 1} canadian?`)).toMatch(/^No\./);
    expect(ask(`is pro track at niagara falls more than ${niagara - 1} canadian?`)).toMatch(/^Yes\./);
  });

  it("whether one age group's own schedule lists a class", () => {
    const seniors = event("savannah").page?.schedule?.days?.[0]?.tables.find((t) => t.group === "seniors")?.slots ?? [];
    expect(seniors.some((s) => /theater/i.test(s.activity))).toBe(false);
    expect(ask("do seniors get a theater class at the savannah one?")).toMatch(/^No\. The Savannah, GA schedule for Seniors/);
    expect(ask("do juniors get a jazz class in seattle")).toMatch(/^Yes\. .*Jazz at/);
  });
});
