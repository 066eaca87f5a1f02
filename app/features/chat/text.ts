/**
 * Text helpers the assistant reads questions with: one normal form (lowercase, no accents, no
 * apostrophes, no punctuation), tokens, and a bounded edit distance for typos.
 */

/** Lowercase words and numbers separated by single spaces: "What's Buford, GA's price?" → "whats buford gas price". */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’‘`´]/g, "")
    .replace(/[^a-z0-9£$]+/g, " ")
    .replace(/([£$])/g, " $1 ")
    .replace(/\s+/g, " ")
    .trim();
}

export function tokenize(text: string): string[] {
  const normal = normalizeText(text);
  return normal ? normal.split(" ") : [];
}

/**
 * Edit distance with adjacent transpositions counted as one edit (optimal string alignment),
 * giving up once it is certainly above `max` (then it returns max + 1).
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prevPrev[j - 2] ?? 0) + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[cols - 1] ?? max + 1;
}

/** How many typos a word of this length may carry and still be recognised: none below 5 letters, 1 up to 8, 2 from 9. */
export function allowedTypos(word: string): number {
  if (word.length >= 9) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/**
 * Whether a typed token is the known word, allowing typos by the known word's length. A typo keeps
 * the first letter (or swaps the first two), which keeps ordinary words from turning into names.
 */
export function fuzzyEquals(typed: string, known: string): boolean {
  if (typed === known) return true;
  const max = allowedTypos(known);
  if (max === 0 || typed.length < 4) return false;
  if (typed[0] !== known[0] && !(typed[0] === known[1] && typed[1] === known[0])) return false;
  return editDistance(typed, known, max) <= max;
}

/** Sentences of a paragraph (a full stop, question or exclamation mark followed by a space and a capital). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Plain text for the chat: no tags, no markdown marks (links keep their label), single spaces. */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/\[([^\]]+)\]\([^)\s]+\)/g, "$1")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** "a, b and c". */
export function joinList(items: readonly string[], last = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}

/** Texting shorthand, in the words the site and the assistant read ('wat shoes do i bring', 'me n my sister', 'core w the code'). */
const SHORTHAND: ReadonlyArray<[RegExp, string]> = [
  [/\b(wat|wht|wut)\b/gi, "what"],
  [/\bwats\b/gi, "whats"],
  [/\b(u|yu)\b(?!\.s\.)/gi, "you"],
  [/\bur\b/gi, "your"],
  [/\b(y'?all|yal)\b/gi, "you"],
  [/\bppl\b/gi, "people"],
  [/\b(smth|sth|somethin)\b/gi, "something"],
  [/\b(pls|plz|pleez)\b/gi, "please"],
  [/\b(abt|bout)\b/gi, "about"],
  [/\b(cuz|coz|bc)\b/gi, "because"],
  [/\b(rn)\b/gi, "right now"],
  [/\b(nvm)\b/gi, "never mind"],
  [/\b(lol|lmao|omg|tbh|ngl)\b/gi, ""],
  [/\b(thx|tnx)\b/gi, "thanks"],
  [/(?<=\w) n (?=\w)/gi, " and "],
  [/(?<=\w) w\/? (?=\w)/gi, " with "],
  [/\bw\/(?=\s|\w)/gi, "with "],
  [/\b(a|the|any|there a) min\b/gi, "$1 minimum"],
  [/\bmin(?= (commitment|term|age|months?|period|stay|length)\b)/gi, "minimum"],
  [/\bwhats the damage\b/gi, "what is the total"],
  [/\bquit(ting|s)?\b/gi, "cancel"],
  [/\b(till|til|untill|untill)\b/gi, "until"],
  // 'Got an email that you moved the date': what it says is asked, not the email.
  [/\b(i |we )?(just )?(got|received|get|had) (an? |your )?(e ?mail|message|text|notification|letter)( from you(r team)?)? (that|saying|about|telling us|telling me)\b/gi, ""],
  // 'Round the back' is where a door is, not 'year-round'.
  [/\b(a)?round (the )?back\b/gi, "at the back"],
  // '1:1', '1 on 1', 'one-to-one': the site's 'one-on-one'.
  [/\b(1 ?: ?1|1 on 1|one[- ]to[- ]one|1 to 1)(?=\s|$|[?.,!])/gi, "one-on-one"],
  // 'The little ones', 'the older kids': the schedule's age groups.
  [/\b(the )?(little|younger|young|small|smaller) (ones|kids|group|groups|dancers)\b/gi, "the juniors"],
  [/\b(the )?(older|big|bigger) (ones|kids|group|groups|dancers)\b/gi, "the seniors"],
];

export function expandShorthand(text: string): string {
  let out = text;
  for (const [pattern, words] of SHORTHAND) out = out.replace(pattern, words);
  return out.replace(/\s{2,}/g, " ").trim();
}
