import { describe, expect, it } from "vitest";
import { faqCategories as faqFor } from "~/content/faq";
import { seededCohort } from "../../../tests/support/seeded-cohort";
import { countQuestions, filterFaq } from "./filter";
import type { FaqCategory } from "~/content/faq-types";

const faqCategories = faqFor(seededCohort());

const categories: FaqCategory[] = [
  {
    id: "general",
    category: "General",
    icon: "Info",
    questions: [
      { question: "Who can attend?", answer: "All ages and levels." },
      { question: "Where is it?", answer: ["In a local studio.", { list: ["See the [schedule](/hartford-like-path)."] }] },
    ],
  },
  {
    id: "money",
    category: "Money",
    icon: "ReceiptText",
    questions: [
      { question: "What is the Refund policy?", answer: "All sales are final." },
      { question: "What if the date changes?", answer: "You have 48 hours to respond; after that you get a **credit**." },
    ],
  },
  {
    id: "wear",
    category: "Wear",
    icon: "Shirt",
    questions: [{ question: "What should I wear?", answer: "Fitted clothes; bring a résumé if you have one." }],
  },
];

const ids = (cs: readonly FaqCategory[]) => cs.map((c) => c.id);
const questions = (cs: readonly FaqCategory[]) => cs.flatMap((c) => c.questions.map((q) => q.question));

describe("filterFaq", () => {
  it("returns every category and question for an empty or blank query", () => {
    expect(filterFaq(categories, "")).toBe(categories);
    expect(filterFaq(categories, "   ")).toBe(categories);
  });

  it("matches questions case-insensitively", () => {
    const result = filterFaq(categories, "REFUND");
    expect(ids(result)).toEqual(["money"]);
    expect(questions(result)).toEqual(["What is the Refund policy?"]);
    expect(questions(filterFaq(categories, "refund"))).toEqual(questions(result));
  });

  it("matches answers case-insensitively, including rich answers and bold text", () => {
    expect(questions(filterFaq(categories, "LOCAL STUDIO"))).toEqual(["Where is it?"]);
    expect(questions(filterFaq(categories, "Credit"))).toEqual(["What if the date changes?"]);
    expect(questions(filterFaq(categories, "schedule"))).toEqual(["Where is it?"]);
  });

  it("searches the visible text, not link targets or markup", () => {
    expect(filterFaq(categories, "hartford-like-path")).toEqual([]);
    expect(filterFaq(categories, "**")).toEqual([]);
  });

  it("hides categories with no matching question and keeps the order of the rest", () => {
    const result = filterFaq(categories, "what");
    expect(ids(result)).toEqual(["money", "wear"]);
    expect(result[0]?.questions).toHaveLength(2);
  });

  it("requires every word of a multi-word query, in any order", () => {
    expect(questions(filterFaq(categories, "hours date"))).toEqual(["What if the date changes?"]);
    expect(filterFaq(categories, "refund hours")).toEqual([]);
  });

  it("ignores accents", () => {
    expect(questions(filterFaq(categories, "resume"))).toEqual(["What should I wear?"]);
  });

  it("returns nothing when no question matches, without changing the input", () => {
    const before = JSON.stringify(categories);
    expect(filterFaq(categories, "tap shoes for goats")).toEqual([]);
    expect(JSON.stringify(categories)).toBe(before);
  });

  it("counts questions", () => {
    expect(countQuestions(categories)).toBe(5);
    expect(countQuestions(filterFaq(categories, "what"))).toBe(3);
  });

  it("finds the refund question in the site's FAQ, and not under What to Bring / Wear", () => {
    const result = filterFaq(faqCategories, "REFUND");
    expect(questions(result)).toContain("What is your refund policy?");
    expect(ids(result)).not.toContain("what-to-bring-wear");
  });
});
