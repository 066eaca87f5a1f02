import type { ChatAnswer } from "./answers/reply-builder";
import { MAX_LINKS } from "./answers/reply-builder";
import { splitSentences } from "./text";

/**
 * Two questions in one message ('Is the audition free? And is it filmed?', 'what should she wear and which
 * shoes does she need'): where the message splits, both sides ask something. Each part is then answered on its
 * own, the second as a follow-up of the first, and combineAnswers adds to the whole message's reply what they say.
 */
export function splitCompound(message: string): [string, string] | null {
  const text = message.trim();
  if (text.length > 400) return null;
  const asked = text.split(/(?<=\?)\s+/).map((s) => s.trim()).filter(Boolean);
  // 'sherwood is 2 days right? which dates': a statement checked is no question of its own.
  const first = asked[0] ?? "";
  const opens = opensWithQuestion(first) || (words(first) <= 3 && !TAG_QUESTION.test(first));
  if (asked.length === 2 && asked.every(asks) && opens && asked.every((s) => words(s) >= 2)) return [first, asked[1]!];
  if (asked.length > 1) return null;
  const at = JOINED_QUESTION.exec(text);
  if (!at || at.index === 0) return null;
  const left = text.slice(0, at.index).trim();
  const right = text.slice(at.index + at[0].length).trim();
  if (words(left) < 3 || words(right) < 3 || !asks(left)) return null;
  return [left, right];
}

/**
 * The reply to a two-part message, from the reply to the whole and to each part: the whole, with what a part
 * says that the whole leaves out. A part that can't be answered alone adds nothing (its reply would be "not sure").
 */
export function combineAnswers(whole: ChatAnswer, first: ChatAnswer, second: ChatAnswer, secondAsked: string): ChatAnswer {
  if ([first, second].some((a) => a.source === "smalltalk" || a.source === "unknown")) return whole;
  // 'Is there parking at the studio and how much is it?': 'it' is what the first part found we don't know.
  if (/\bI don't have\b/.test(first.message) && (/\b(it|that|this|them)\b/i.test(secondAsked) || words(secondAsked) <= 4)) return whole;
  if (whole.source === "unknown") return extend(first, second);
  return withPolarity(extend(extend(whole, first), second), first);
}

/** 'Is Victoria priced in Canadian dollars, and how much is it?': the first part's Yes or No leads the reply. */
function withPolarity(reply: ChatAnswer, first: ChatAnswer): ChatAnswer {
  const lead = /^(Yes|No)\b[^.]*\./.exec(first.message)?.[0];
  if (!lead || /^(Yes|No)\b/.test(reply.message)) return reply;
  const rest = reply.message.replace(lead, "").trim();
  return { ...reply, message: `${lead} ${rest}`.trim() };
}

/** The reply, with a part's sentences when the reply has none of its facts. */
function extend(reply: ChatAnswer, part: ChatAnswer): ChatAnswer {
  if (covers(reply.message, part.message)) return reply;
  const said = new Set(splitSentences(reply.message));
  const added = splitSentences(part.message).filter((s) => !said.has(s));
  const links = [...reply.links];
  for (const l of part.links) if (!links.some((x) => x.href.split("#")[0] === l.href.split("#")[0])) links.push(l);
  return {
    message: [reply.message, ...added].join(" "),
    links: links.slice(0, MAX_LINKS),
    intents: [...new Set([...reply.intents, ...part.intents])].sort(),
    source: reply.source === "catalog" || part.source === "catalog" ? "catalog" : reply.source,
  };
}

/** Whether a reply already says what a part's reply says: all its figures, or (with none) one of its sentences. */
function covers(reply: string, part: string): boolean {
  const figures = part.match(FIGURE) ?? [];
  const sentences = splitSentences(part);
  // ('Is that in Canadian or US dollars?': the part's own answer, 'priced in Canadian dollars', before figures the reply has.)
  const lead = sentences[0] ?? "";
  const leadAnswers = sentences.length > 1 && !FIGURE.test(lead) && !/^(Yes|No)\b/.test(lead);
  FIGURE.lastIndex = 0;
  if (figures.length > 0) return figures.every((f) => reply.includes(f)) && (!leadAnswers || reply.includes(lead));
  // (A bare 'No.' both replies open with says nothing of what the part asked.)
  return sentences.some((s) => !/^(Yes|No)\W*$/.test(s) && reply.includes(s));
}

/** A price, a clock time or a day of a month, as a reply prints it. */
const FIGURE = /(?:C\$|[$£€])\s?\d[\d,]*(?:\.\d\d)?|\b\d{1,2}:\d\d\s?[AP]M\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}\b/g;

/** 'right?', 'correct?': a statement checked, not a question of its own. */
const TAG_QUESTION = /\b(right|correct|yeah|yes|ok|okay|true|no)\s*\?+\s*$/i;

const words = (s: string) => s.split(/\s+/).filter((w) => /\w/.test(w)).length;

const QUESTION_WORD = "what|whats|what's|when|whens|when's|where|wheres|where's|how|hows|how's|is|are|does|do|did|can|could|will|would|should|which|who|whos|who's|any|if";

/** A sentence that asks: it ends in a question mark, or opens (after a city or a 'so', 'and') with a question word. */
function asks(sentence: string): boolean {
  return /\?\s*$/.test(sentence) || opensWithQuestion(sentence);
}

function opensWithQuestion(sentence: string): boolean {
  return new RegExp(`^([\\w ]{1,25}[:,\\-–—]\\s*)?(and |also |plus |ok |okay |so |but |then )?(${QUESTION_WORD})\\b`, "i").test(sentence.trim());
}

/** 'and' (or '&', 'plus', 'also') followed by a question word: where a second question starts. */
const JOINED_QUESTION = new RegExp(`[,;]?\\s+(?:and|&|plus|also|n)\\s+(?=(?:${QUESTION_WORD})\\b)`, "i");
