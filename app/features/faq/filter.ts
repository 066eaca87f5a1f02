import { richPlainText } from "~/components/rich-text";
import type { FaqCategory } from "~/content/faq-types";

/** Lower-case and strip accents, so "Résumé" matches "resume". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The categories and questions that match a search query.
 *
 * Matching is case- and accent-insensitive and looks at each question and its answer's
 * visible text (link labels, not link targets). A query of several words matches a question
 * that contains every word, in any order. Categories left with no question are dropped.
 * A blank query returns the categories unchanged.
 */
export function filterFaq<C extends FaqCategory>(categories: readonly C[], query: string): readonly C[] {
  const terms = fold(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return categories;
  return categories.flatMap((category) => {
    const questions = category.questions.filter((q) => {
      const haystack = fold(`${q.question}\n${richPlainText(q.answer)}`);
      return terms.every((term) => haystack.includes(term));
    });
    return questions.length > 0 ? [{ ...category, questions }] : [];
  });
}

/** How many questions the categories hold. */
export function countQuestions(categories: readonly FaqCategory[]): number {
  return categories.reduce((sum, c) => sum + c.questions.length, 0);
}
