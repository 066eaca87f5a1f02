import { expandShorthand, normalizeText } from "./text";
import type { ChatTurn } from "./types";

/**
 * 'And the seniors?' after 'what time is the juniors class in Boise': a message that names only an age group asks
 * the earlier question again of that group. Each such message is read as that question, with the group swapped
 * (or added), so the rest of the assistant answers it as if it had been typed in full; a later follow-up
 * ('same for Hartford?') then leans on the question as it was meant.
 */
export function withGroupFollowUpsSpelledOut(turns: readonly ChatTurn[]): ChatTurn[] {
  let previous: string | null = null;
  return turns.map((turn) => {
    if (turn.role !== "user") return turn;
    const group = previous ? groupOnly(turn.content) : null;
    const content = previous && group ? askedOf(previous, group) : turn.content;
    previous = content;
    return content === turn.content ? turn : { ...turn, content };
  });
}

/** A message with nothing in it but a group ('and the seniors?', 'what about juniors', 'for the older ones then'). */
const GROUP_ONLY =
  /^(?:and|what about|how about|same for|and for|for|what of|ok|okay|so|then)?\s*(?:and |for )?(?:the |her |his |my )?(?<group>juniors?|seniors?)(?: group| class(?:es)?| ones| kids| dancers)?(?: then| too| instead)?$/;

/** The group a message names alone, as the schedule calls it. */
function groupOnly(message: string): string | null {
  const group = GROUP_ONLY.exec(normalizeText(expandShorthand(message)))?.groups?.group;
  if (!group) return null;
  return group.startsWith("junior") ? "juniors" : "seniors";
}

/** A group in a question, in the words visitors use for it ('the 12+ group', '11 and under', 'the little ones'). */
const GROUP_NAMED = /\b(?:the )?(?:juniors?|seniors?|\d{1,2} ?(?:\+|and (?:under|up|over|older|younger)|(?:yo|yr|year)s? and (?:under|up))(?: group| class)?)\b(?: group\b)?/i;

/** The earlier question asked of another group: its group swapped, or the group added when it named none. */
function askedOf(question: string, group: string): string {
  const expanded = expandShorthand(question);
  if (GROUP_NAMED.test(expanded)) return expanded.replace(GROUP_NAMED, `the ${group}`);
  return `${expanded.replace(/[?.!\s]+$/, "")} for the ${group}?`;
}
