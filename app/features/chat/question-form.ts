import { normalizeText } from "./text";

/**
 * The form of a question, which decides the form of its answer: a yes/no question is answered "Yes" or
 * "No" first, an either/or question with the alternative that holds, "how much" with a price, and so on.
 */
export type QuestionForm = "yes_no" | "either_or" | "how_much" | "when" | "where" | "who" | "how" | "what" | "other";

export interface ReadForm {
  form: QuestionForm;
  /** The two alternatives of an either/or question ('monthly', 'once'). */
  alternatives: [string, string] | null;
  /** The normalised question, fillers at the start removed. */
  text: string;
}

/** Words before the question proper ('hi, quick question: is it…', 'ok so do I…'). */
const FILLER = /^((hi|hey|hello|ok|okay|so|and|also|but|um|hmm|quick question|question|sorry|thanks|oh|well|yes|no|great|cool|wait|one more thing|just wondering|i was wondering|wondering)( |$))+/;
const AUX = /^(is|isnt|are|arent|am|do|does|doesnt|dont|did|can|cant|could|will|wont|would|should|must|have|has|may|might|was|were|shall)\b/;

/** Reads the question's form from its words (the newest message only). */
export function readQuestionForm(question: string): ReadForm {
  // The last question of a message that asks several things is the one the answer opens with.
  const text = normalizeText(question).replace(FILLER, "").trim();
  const alternatives = eitherOr(text);
  if (alternatives) return { form: "either_or", alternatives, text };
  const form: QuestionForm = /\bhow (much|mutch|mich)\b|\bhw much\b|\bwhat (does|do|will) (it|that|this|they|the \w+( \w+)?) cost\b/.test(text)
    ? "how_much"
    : AUX.test(text)
      ? "yes_no"
      : /^(when|whens|what day|what date|what time|which day|which date|how soon)\b/.test(text)
        ? "when"
        : /^(where|wheres|what address|which studio|what studio|what venue|which venue)\b/.test(text)
          ? "where"
          : /^(who|whos|whom)\b/.test(text)
            ? "who"
            : /^how\b/.test(text)
              ? "how"
              : /^(what|whats|which|tell me|explain)\b/.test(text)
                ? "what"
                : "other";
  return { form, alternatives: null, text };
}

/** 'is it monthly or once' → ['monthly', 'once']; 'do I pay upfront or in installments' → ['upfront', 'in installments']. */
function eitherOr(text: string): [string, string] | null {
  if (!(AUX.test(text) || /^(which|what)\b/.test(text))) return null;
  const m = / or ([a-z0-9 ]{1,30})$/.exec(text);
  if (!m?.[1]) return null;
  const before = text.slice(0, m.index).split(" ");
  const after = m[1].split(" ").filter((w) => !["not", "something", "anything", "what", "so"].includes(w));
  if (after.length === 0 || after.length > 4) return null;
  // The first alternative is as long as the second (at most three words), without the question's own start.
  const take = Math.min(3, Math.max(1, after.length));
  const first = before.slice(-take).join(" ");
  if (!first || AUX.test(first)) return null;
  return [first, after.join(" ")];
}
