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

/** Texting shorthand for the verb a question opens with ('r they on different days', 'u have parking'). */
const SHORTHAND: Record<string, string> = { r: "are", u: "you", ur: "your", cn: "can", wat: "what", wht: "what" };

/**
 * Reads the question's form from its words (the newest message only). A message may open with what
 * it is about before it asks ('bought a core ticket, how much to…', 'pro track - is that monthly or once',
 * 'if you cancel, do I…'): the form is read from the first clause that asks, else from the whole.
 */
export function readQuestionForm(question: string): ReadForm {
  // '$$' on its own is money ('is it extra $$ or included').
  const whole = normalizeText(question.replace(/\${1,3}(?!\s?\d)/g, " money "))
    .split(" ")
    .map((w) => SHORTHAND[w] ?? w)
    .join(" ")
    .replace(FILLER, "")
    .trim();
  // 'Is it during the day or evening? my son is 10': the sentence that asks, when more follows it.
  // (The sentence itself, not what the message said before it: 'Sherwood looks great. any scholarships?')
  const asking = /[^.!?]*\?/.exec(question)?.[0];
  const rest = asking ? question.slice(question.indexOf(asking) + asking.length) : "";
  const after = normalizeText(rest);
  if (asking && (after || normalizeText(asking) !== normalizeText(question)) && !/\?/.test(rest) && !/^(and |or |so |but )?(how|what|whats|when|where|who|which|is|are|do|does|can)\b/.test(after) && normalizeText(asking).split(" ").length >= 2) {
    const read = readQuestionForm(asking);
    if (read.form !== "other" && read.form !== "what") return read;
  }
  const first = readClause(whole);
  // 'What if you cancel, do I get my money back?' asks after its condition (below), not 'what'.
  if (first.form !== "other" && !/^what if\b/.test(whole)) return first;
  // The clauses of the raw question: commas, dashes, colons and semicolons separate what it is about from what it asks.
  const clauses = question
    .split(/\s[-–—]\s|[,;:]\s*/)
    .slice(1)
    .map((c) => normalizeText(c).split(" ").map((w) => SHORTHAND[w] ?? w).join(" ").replace(FILLER, "").trim())
    .filter(Boolean);
  for (const clause of clauses) {
    const read = readClause(clause);
    // ('My daughter is 10, which group is she in on sunday?' asks which, though a verb follows.)
    if (read.form !== "other" && (read.form !== "what" || /^which\b/.test(clause))) return read;
  }
  // 'if you cancel do I get my money back': the question after its condition.
  const conditional = /^(?:what )?(if|when|once|after|before) [a-z ]+? (do|does|can|will|would|is|are|should|could) /.exec(whole);
  // ('after buying, how soon does the coach get in touch' asks how soon, whatever verb follows.)
  if (conditional && !/\b(how|what|when|where|which|who)\b/.test(conditional[0].slice(conditional[1]!.length))) {
    const rest = readClause(whole.slice(conditional.index + conditional[0].length - conditional[2]!.length - 1).trim());
    if (rest.form === "yes_no" || rest.form === "either_or") return rest;
  }
  // 'hartford juniors what time do we arrive': a question word after what it is about asks from there.
  // ('who' and 'where' after a noun are relative: 'daughters who all want core'.)
  const wh = / (what time|what day|what date|when (is|are|do|does|will|can)|where (is|are|do|does|can|will)|how much|how many|how long)\b/.exec(whole);
  if (first.form === "other" && wh) {
    const rest = readClause(whole.slice(wh.index + 1));
    if (rest.form !== "other" && rest.form !== "what") return rest;
  }
  // 'in sherwood are juniors and seniors separate on sunday': a place or topic first, then the question.
  const lead = /^(in|at|for|on|about|re|regarding) ([a-z]+ ){1,3}?(?=(is|are|does|do|can|will|should|would|could|has|have) )/.exec(whole);
  if (first.form === "other" && lead) {
    const rest = readClause(whole.slice(lead[0].length));
    if (rest.form === "yes_no" || rest.form === "either_or") return rest;
  }
  // 'dallas is a sunday right', 'it's all online, correct?': a statement checked asks whether.
  if (first.form === "other" && /\b(right|correct|isnt it|arent they|is that right|is that correct|yeah|yea)$/.test(whole) && /\b(is|are|s|has|have|costs?|runs?|starts?)\b/.test(whole)) return { form: "yes_no", alternatives: null, text: whole };
  // 'And the pro track, also monthly?': a yes/no question with its verb left out.
  if (first.form === "other" && /\?\s*$/.test(question) && /\b(also|too|as well|either)\b/.test(whole)) return { form: "yes_no", alternatives: null, text: whole };
  // 'Older group masterclass time boise nov 7?': a time asked with no verb asks when.
  if (first.form === "other" && /\b(start )?times?\b\W*(\w+\W*){0,5}$/.test(whole) && /\btimes?\b/.test(whole) && !/\b(how|what|whats|when|where|who|which|why|is|are|do|does|can)\b/.test(whole) && !/ or /.test(whole)) return { form: "when", alternatives: null, text: whole };
  // 'Free month of acting with the Spokane ticket?': a short question with no verb asks whether.
  // ('And just the Sunday?', 'what about for 4 of us?' ask the question before again, of another thing: not whether.)
  // ('And if we add the VIP on top?' asks of both together, which this reading doesn't make.)
  const again = /^\s*(and|what about|how about)\b/i.test(question) && !/\b(on top|adding|add (the|a|an|it)|plus|too|also|as well)\b/.test(whole);
  if (first.form === "other" && !again && /\?\s*$/.test(question) && whole.split(" ").length <= 10 && !/\b(how|what|whats|when|where|who|which|why|price|cost|costs|much|total|altogether)\b/.test(whole) && !/ or /.test(whole)) return { form: "yes_no", alternatives: null, text: whole };
  // 'Acting for Dancers, is it in person?' said without a comma: the question from its verb on.
  const inner = / (is|are|does|do|can|will) (it|they|that|this|there|she|he|we|i) /.exec(whole);
  if (first.form === "other" && inner) {
    const rest = readClause(whole.slice(inner.index + 1));
    if (rest.form === "yes_no" || rest.form === "either_or") return rest;
  }
  return first;
}

function readClause(text: string): ReadForm {
  // 'Any scholarships?' is 'are there any scholarships?'.
  if (/^any \w+/.test(text) && !/\b(how|what|when|where|who)\b/.test(text)) return { form: "yes_no", alternatives: null, text: `are there ${text}` };
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
  // 'Is the audition extra or included if we buy core?': the choice before its condition.
  const condition = / (if|when|with|once) (we|i|you|she|he|they|it|the|my|our) [a-z0-9 ]+$/.exec(text);
  return eitherOrAtEnd(text) ?? (condition && / or /.test(text.slice(0, condition.index)) ? eitherOrAtEnd(text.slice(0, condition.index)) : null);
}

function eitherOrAtEnd(text: string): [string, string] | null {
  // 'Subscription or one time?' said on its own is a choice too.
  const bare = text.split(" ").length <= 5 && / or /.test(text);
  if (!(AUX.test(text) || /^(which|what)\b/.test(text) || bare)) return null;
  // 'What kind of dance is it, like ballet or hip hop?': examples of what is asked, not a choice.
  if (/\b(like|such as|e ?g)\b [a-z0-9 ]+ or [a-z0-9 ]+$/.test(text)) return null;
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
