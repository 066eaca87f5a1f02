import { describe, expect, it } from "vitest";
import { applyDiscounts } from "~/domain/discounts";
import { formatMoney, type Money } from "~/domain/money";
import { site } from "~/content/site";
import { mentorshipCohort, seedDiscountCode, seedOffer as offer, seedVenue } from "../../../scripts/chat-eval/seed-facts";
import { askConversation } from "../../../tests/support/ask-conversation";
import { knowledgeFromSeed } from "../../../tests/support/seeded-chat-knowledge";

const NOW = new Date("2025-09-01T12:00:00-07:00");
const knowledge = knowledgeFromSeed(NOW);

const ask = askConversation(knowledge, NOW);
const notSure = (text: string) => /not sure/i.test(text) && text.includes(site.contactEmail) && !/[$£€]\s?\d/.test(text);
const price = (slug: string, tier: string): Money => offer(slug, tier).price;
const times = (m: Money, n: number) => formatMoney({ amountMinor: m.amountMinor * n, currency: m.currency });

describe("issue 40, fourteenth round: a count asked again of the ticket before", () => {
  it("prices 'and for 4 of my students?' with the ticket and stop asked before", () => {
    expect(ask("how much is core in victoria", "and for 4 of my students?")).toContain(times(price("victoria-bc", "core"), 4));
  });

  it("prices the stop's early-bird code for the same count, as the cart's own discount rule does", () => {
    const rule = seedDiscountCode("VICTORIAEARLY20");
    const unit = price("victoria-bc", "core");
    const total = applyDiscounts([{ tierKey: "core", unitPriceMinor: unit.amountMinor, quantity: 4 }], [
      { code: rule.code, discountType: "percentage", value: rule.percentOff!, currency: null, eligibleTiers: rule.eligibleTiers, cityRestriction: rule.city ?? null, customerTag: null, description: "", startsAt: null, endsAt: null, maxUses: null, usesSoFar: 0 },
    ]).totalMinor;
    const text = ask("how much is core in victoria", "and for 4 of my students?", "we have the early bird code VICTORIAEARLY20, what would 4 cost then");
    expect(text).toContain(formatMoney({ amountMinor: total, currency: unit.currency }));
  });

  it("moves some of the dancers counted before to another ticket, the rest keeping theirs", () => {
    const core = price("cypress", "core");
    const pro = price("cypress", "pro");
    const total = formatMoney({ amountMinor: core.amountMinor * 6 + pro.amountMinor * 2, currency: core.currency });
    expect(ask("how much is core in cypress", "and for 8 dancers?", "what if 2 of them do pro track instead")).toContain(total);
  });

  it("asks the question before of the thing named now ('and just the sunday?'), not whether", () => {
    const text = ask("sherwood full weekend pass price?", "and just the sunday?");
    expect(text).toContain(formatMoney(price("sherwood", "core_day2")));
    expect(text).not.toMatch(/not sure/i);
  });

  it("prices the same ticket at the stop named now ('what about victoria instead, same ticket')", () => {
    expect(ask("how much is core in orlando", "and what day is that", "ok what about victoria instead, same ticket")).toContain(formatMoney(price("victoria-bc", "core")));
  });
});

describe("issue 40, fourteenth round: codes, credits and what a ticket covers", () => {
  it("answers 'that code' of another stop with the early-bird code the conversation was about", () => {
    const text = ask("core experience in victoria how much", "and with the early bird code?", "does that code work in niagara falls too");
    expect(text).toMatch(/^No\b/);
    expect(text).toContain("VICTORIAEARLY20");
  });

  it("says No to a credit swapped for cash, in the Terms' own sentence", () => {
    const text = ask("can i swap my credit for cash instead");
    expect(text).toMatch(/^No\b/);
    expect(text).toMatch(/exchanged for cash/i);
  });

  it("reads 'does the balance payment cover both days' as what the ticket includes", () => {
    const text = ask("i paid the deposit for hudson, does the balance payment cover both days?");
    expect(text).toMatch(/^Yes\b/);
    expect(text).toMatch(/both days/i);
  });

  it("gives the gap between an online program's two tickets 'by how much'", () => {
    const gap = price("acting-for-dancers", "afd_steady_growth").amountMinor - price("acting-for-dancers", "afd_starter").amountMinor;
    expect(ask("which is cheaper, starter path or steady growth, and by how much")).toContain(formatMoney({ amountMinor: gap, currency: "USD" }));
  });

  it("says No to buying the demo reel, which is an application", () => {
    expect(ask("can i just buy the cinematic demo reel?")).toMatch(/^No\b.*application/);
  });

  it("answers 'is that in canadian or us dollars' after a price with the stop's currency", () => {
    expect(ask("whats the price of pro track in victoria bc? is that in canadian or us dollars")).toMatch(/Canadian dollars/);
  });
});

describe("issue 40, fourteenth round: the site's own words for what visitors ask", () => {
  it("keeps a dancer out of the posts on request, by email before the event", () => {
    const text = ask("can i opt my child out of your social media posts?");
    expect(text).toContain(site.contactEmail);
    expect(text).toMatch(/before the event/);
  });

  it("does not promise an opt-out of filming itself, which the site doesn't offer", () => {
    expect(notSure(ask("can we opt out of filming"))).toBe(true);
  });

  it("reads 'promo posts' as posts, not a discount code", () => {
    expect(ask("i dont want my daughter in your promo posts, can you leave her out?")).not.toMatch(/\bcode\b/i);
  });

  it("answers 'round the back' with the venue's own note, not 'year-round'", () => {
    const notes = seedVenue("niagara-falls").notes ?? "";
    expect(notes).not.toBe("");
    expect(ask("niagara falls - is the entrance round the back?")).toContain(notes);
  });

  it("gives the mentorship's minimum when asked to stop after fewer months", () => {
    const text = ask("how much is the building mentorship", "could i stop after 2 months?");
    expect(text).toMatch(/^No\b/);
    expect(text).toContain(`${mentorshipCohort.minimumTermMonths}-month minimum`);
  });

  it("is not sure of a count the site never gives, though the reply has dates and prices", () => {
    expect(notSure(ask("how many scholarships does sherwood give out"))).toBe(true);
  });
});
