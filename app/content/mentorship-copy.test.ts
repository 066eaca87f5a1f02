import { describe, expect, it } from "vitest";
import { describeMentorshipCohort } from "~/domain/mentorship-cohort";
import { faqCategories } from "./faq";
import { termsPage } from "./pages/terms";
import { pricingCopy } from "./pricing";
import { mentorshipBetaPage } from "./programs";
import { howToStop, subscriptionCopy } from "./subscriptions";

const SEEDED = { startsOn: "2025-12-01", minimumTermMonths: 3 };
const BEFORE = new Date("2025-09-01T19:00:00Z");
const cohort = describeMentorshipCohort(SEEDED, BEFORE);

const faqAnswer = (c: typeof cohort, question: RegExp) =>
  faqCategories(c)
    .flatMap((cat) => cat.questions)
    .find((q) => question.test(q.question))?.answer;

describe("the mentorship copy, worded from the cohort's tier data", () => {
  it("says what it said when the dates were written in it, for the seeded cohort (the spec's sentence)", () => {
    expect(pricingCopy.mentorship.terms(cohort)).toEqual([
      "Monthly subscription starting December 1, 2025.",
      "Your first payment covers December 2025; billing then recurs monthly from January 1, 2026.",
      "3-month minimum commitment.",
    ]);
    expect(pricingCopy.mentorship.eliteAutoRenew(cohort)).toBe("Elite Circle renews automatically each month after the 3-month minimum until you cancel.");
    expect(faqAnswer(cohort, /mentorship billing/)).toEqual([
      "Mentorship is a **monthly subscription starting December 1, 2025**. Your first payment covers December 2025, and payments then recur on the first of each month from **January 1, 2026** until you cancel.",
      "Every level has a **3-month minimum**, so you commit to December, January and February. **Elite Circle renews automatically** each month after the minimum, as the notice at checkout says. To stop, cancel from your account page at any time (or email us and we'll cancel it for you). A cancel takes effect at the end of the month you have paid, and never before the 3-month minimum is complete: the months until then are still charged.",
    ]);
    expect(faqAnswer(cohort, /Beta Testing/)).toMatch(/^A small online group, starting December 1, 2025, that tests/);
    expect(mentorshipBetaPage.hero.start(cohort)).toBe("Starts December 1, 2025");
    expect(mentorshipBetaPage.tiers.currencyNote(cohort)).toBe("Prices are in {currency}, per month, with a 3-month minimum.");
    expect(mentorshipBetaPage.howItWorks.timeline(cohort).slice(0, 3)).toEqual([
      { title: "December 1, 2025", text: "Your mentorship starts. Your first payment covers December 2025." },
      { title: "January 1, 2026", text: "Billing recurs monthly from January 1, 2026, on the first of each month." },
      { title: "End of February 2026", text: "Your 3-month minimum (December, January and February) is complete." },
    ]);
    const terms = termsPage(cohort).sections.find((s) => s.id === "mentorship")?.body;
    expect(JSON.stringify(terms)).toContain(
      "Each subscription has a **3-month minimum**: December 2025, January 2026 and February 2026. A cancel never takes effect before the minimum is complete.",
    );
    expect(JSON.stringify(terms)).toContain("Your **first payment covers December 2025**. Payments then **recur monthly from January 1, 2026** on the first of each month.");
  });

  it("follows a later cohort's start and minimum term", () => {
    const later = describeMentorshipCohort({ startsOn: "2026-03-15", minimumTermMonths: 2 }, BEFORE);
    expect(pricingCopy.mentorship.terms(later)).toEqual([
      "Monthly subscription starting March 15, 2026.",
      "Your first payment covers the month from March 15, 2026; billing then recurs monthly from April 15, 2026.",
      "2-month minimum commitment.",
    ]);
    expect(mentorshipBetaPage.howItWorks.timeline(later)[2]).toEqual({ title: "End of April 2026", text: "Your 2-month minimum (March and April) is complete." });
    expect(faqAnswer(later, /mentorship billing/)?.[0]).toContain("recur on the 15th of each month from **April 15, 2026**");
  });

  it("says a subscription starts on purchase once the cohort's start has passed (the spec's wording)", () => {
    const passed = describeMentorshipCohort(SEEDED, new Date("2026-01-10T12:00:00Z"));
    expect(passed.startsOnPurchase).toBe(true);
    expect(pricingCopy.mentorship.terms(passed)[0]).toBe("Monthly subscription starting on purchase date.");
    expect(mentorshipBetaPage.hero.start(passed)).toBe("Starts on purchase date");
    expect(JSON.stringify(faqCategories(passed))).not.toMatch(/December|January 1/);
  });

  it("words a tier without a minimum term", () => {
    const none = describeMentorshipCohort({ startsOn: null, minimumTermMonths: 0 }, BEFORE);
    expect(pricingCopy.mentorship.terms(none)[2]).toBe("No minimum commitment: cancel any time.");
    expect(pricingCopy.mentorship.eliteAutoRenew(none)).toBe("Elite Circle renews automatically each month until you cancel.");
  });

  it("states one way to stop, the one /account does, on every page that says how (issue 37)", () => {
    const cohort = describeMentorshipCohort(SEEDED, BEFORE);
    const pages = JSON.stringify([faqCategories(cohort), termsPage(cohort), mentorshipBetaPage.howItWorks.timeline(cohort)]);
    expect(pages).not.toMatch(/email us before (your|the) next billing date/i);
    expect(pages.split(howToStop(3)).length - 1).toBeGreaterThanOrEqual(3);
    expect(subscriptionCopy.checkout.intro).toContain("cancel from your account page");
    expect(howToStop(0)).not.toMatch(/minimum/);
  });
});
