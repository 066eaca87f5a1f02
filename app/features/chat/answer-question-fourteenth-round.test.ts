import { describe, expect, it } from "vitest";
import { applyDiscounts, type DiscountCodeRule } from "~/domain/discounts";
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
/** An order of several tickets at one stop, as the cart adds it up. */
const orderTotal = (slug: string, lines: ReadonlyArray<[string, number]>) =>
  formatMoney({ amountMinor: lines.reduce((sum, [tier, n]) => sum + price(slug, tier).amountMinor * n, 0), currency: price(slug, lines[0]![0]).currency });
/** A seeded code as the cart's rule sees it. */
const rule = (code: string): DiscountCodeRule => {
  const d = seedDiscountCode(code);
  return { code: d.code, discountType: d.percentOff ? "percentage" : "fixed", value: d.percentOff ?? Math.round((d.amount ?? 0) * 100), currency: d.percentOff ? null : (d.currency ?? null), eligibleTiers: d.eligibleTiers, cityRestriction: d.city ?? null, customerTag: null, description: "", startsAt: null, endsAt: null, maxUses: null, usesCount: 0, isActive: true };
};
/** N tickets with a code, totalled by the cart's own rule. */
const withCode = (slug: string, tier: string, n: number, code: string) => {
  const unit = price(slug, tier);
  return formatMoney({ amountMinor: applyDiscounts([{ tierKey: tier, unitPriceMinor: unit.amountMinor, quantity: n }], [rule(code)]).totalMinor, currency: unit.currency });
};

describe("issue 40, fourteenth round: a count asked again of the ticket before", () => {
  it("prices 'and for 4 of my students?' with the ticket and stop asked before", () => {
    expect(ask("how much is core in victoria", "and for 4 of my students?")).toContain(times(price("victoria-bc", "core"), 4));
  });

  it("prices the stop's early-bird code for the same count, as the cart's own discount rule does", () => {
    const text = ask("how much is core in victoria", "and for 4 of my students?", "we have the early bird code VICTORIAEARLY20, what would 4 cost then");
    expect(text).toContain(withCode("victoria-bc", "core", 4, "VICTORIAEARLY20"));
  });

  it("moves some of the dancers counted before to another ticket, the rest keeping theirs", () => {
    expect(ask("how much is core in cypress", "and for 8 dancers?", "what if 2 of them do pro track instead")).toContain(orderTotal("cypress", [["core", 6], ["pro", 2]]));
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

describe("issue 40, fourteenth round: tuning sets 52 and 53", () => {
  it("prices a code on several tickets of one order, as the cart takes it off", () => {
    expect(ask("2 pro track tickets hartford with PROTRACK50 total?")).toContain(withCode("hartford", "pro", 2, "PROTRACK50"));
    expect(ask("we're a partner studio. 5 core tix for cypress with STUDIOFRIEND10 - total?")).toContain(withCode("cypress", "core", 5, "STUDIOFRIEND10"));
  });

  it("counts 'her and her sister both' with the early-bird code, of the ticket priced before", () => {
    const text = ask("we're looking at victoria bc. how much is the core experience", "is there an early bird discount?", "and with the code for her and her sister both?");
    expect(text).toContain(withCode("victoria-bc", "core", 2, "VICTORIAEARLY20"));
  });

  it("totals a headcount with the ticket priced before ('i've got 6 dancers, what's the total')", () => {
    expect(ask("how much is the core experience in cypress", "i've got 6 dancers, what's the total")).toContain(times(price("cypress", "core"), 6));
  });

  it("says No to a day of the month the stop's date isn't", () => {
    expect(ask("spokane - can i do core day 1 on the 16th instead?")).toMatch(/^No\b/);
  });

  it("answers what a ticket named includes when asked 'does he get…'", () => {
    const text = ask("my son has pro track for sarasota, does he get feedback from the choreographer?");
    expect(text).toMatch(/^Yes\b/);
    expect(text).toMatch(/feedback from the choreographer/i);
  });

  it("names the studio a stop is at when its name is asked", () => {
    expect(ask("whats the studio name for springfield va")).toContain(seedVenue("springfield-va").name);
  });

  it("says No to a scholarship paying for the hotel, in the scholarship page's words", () => {
    const text = ask("does the scholarship pay for our hotel");
    expect(text).toMatch(/^No\b/);
    expect(text).toMatch(/accommodation/);
  });

  it("answers a mentorship refund with the Terms' own sentence on its payments", () => {
    const text = ask("are unused mentorship months refunded");
    expect(text).toMatch(/^No\b/);
    expect(text).toMatch(/not refunded/);
    expect(text).not.toMatch(/all sales are final/i);
  });

  it("reads what an email said, not the email ('got an email that you moved our event date')", () => {
    expect(ask("got an email that you moved our event date. what now")).toMatch(/48 hours/);
  });
});

describe("issue 40, fourteenth round: older sets' misses", () => {
  it("says when in the day the audition is ('before or after class?'), not the tour's dates", () => {
    expect(ask("when does the audition happen, before or after class?")).toMatch(/^After class\b/);
    expect(ask("different question - does the audition after class cost anything")).toMatch(/\bfree\b/);
  });

  it("answers both parts of 'does it cost anything to submit talent? and does it guarantee a job'", () => {
    const text = ask("does it cost anything to submit talent? and does it guarantee a job");
    expect(text).toMatch(/\bfree\b/);
    expect(text).toMatch(/guarantee/);
  });

  it("prices the mentorship level asked before, a month, at the stop named now", () => {
    expect(ask("what's the elite circle", "how much is it a month in seattle")).toContain(`${formatMoney(price("seattle", "mentorship_elite"))} a month`);
  });
});

describe("issue 40, fourteenth round: tuning sets 54 and 55", () => {
  it("reads an age said with its verb as an age, not a count of tickets", () => {
    const text = ask("my daughter is 11 and my son is 14. full weekend passes for both at sherwood, whats the total");
    expect(text).toContain(times(price("sherwood", "weekend_pass"), 2));
    expect(text).not.toContain(times(price("sherwood", "weekend_pass"), 14));
    expect(ask("how much is 2 core tickets for victoria?")).toContain(times(price("victoria-bc", "core"), 2));
  });

  it("moves 2 of the 6 dancers said in the question to another ticket", () => {
    expect(ask("how much is core in cypress", "i have 6 dancers total?", "what if 2 of the 6 do pro track instead")).toContain(orderTotal("cypress", [["core", 4], ["pro", 2]]));
  });

  it("prices the early-bird code for the order the conversation priced", () => {
    const text = ask("i own a studio and want core experience in victoria for 5 dancers. how much", "and with the early bird code?");
    expect(text).toContain(withCode("victoria-bc", "core", 5, "VICTORIAEARLY20"));
  });

  it("answers 'what days is it' beside a child's age with the stop's dates", () => {
    expect(ask("my 10yo wants to do sherwood, what days is it")).toMatch(/January 24/);
  });

  it("gives the Terms' own sentences on a moved date's options and where a cancelled event's refund goes", () => {
    expect(ask("you moved the date of our city. what are my options")).toMatch(/new date/);
    expect(ask("what happens to my money if you cancel the event")).toMatch(/original payment method/);
  });

  it("says when the card is charged for a mentorship signed up for today", () => {
    expect(ask("if i sign up for building mentorship today when does the card get charged")).toContain(mentorshipCohort.recurringFrom);
  });

  it("lists what a level adds over another ('what does elite circle get you that growth doesnt')", () => {
    expect(ask("what does elite circle get you that growth doesnt")).toMatch(/one-on-one/);
  });

  it("prices the mentorship level asked before on another stop's page", () => {
    expect(ask("what's the building mentorship", "how much is it on the niagara falls page")).toContain(formatMoney(price("niagara-falls", "mentorship_building")));
  });
});
