import { chatCopy } from "../chat-copy";
import { eventLink, eventName } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { joinList, normalizeText } from "../text";
import type { Understanding } from "../understand-question";
import { groupFor, mentionedAge } from "./read-question";
import type { ReplyBuilder } from "./reply-builder";

/** 'Which studio are the seniors in?', 'what room is my 10 year old in'. */
const ROOM_ASKED = /\b(which|what) (studio|studios|room|rooms|space|hall)\b|\bwhere (are|is|will|do|does)\b/;
const GROUP_NAMED = /\b(juniors?|seniors?)\b/;

/**
 * The room a stop's schedule puts an age group in, where its page splits the groups by room ('Studio 2, Seniors (13 and up)').
 * True when answered; a stop whose schedule names no rooms is left to the rest of the answer.
 */
export function answerGroupRoom(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const text = normalizeText(u.question);
  if (u.events.length !== 1 || !ROOM_ASKED.test(text)) return false;
  const e = u.events[0]!;
  const age = mentionedAge(u.question);
  const named = GROUP_NAMED.exec(text)?.[1];
  const group = named ? (named.startsWith("junior") ? e.ageGroups.juniors : e.ageGroups.seniors) : age !== null ? groupFor(age, e.ageGroups) : null;
  if (!group) return false;
  const tables = e.schedule.filter((g) => g.title.endsWith(`, ${group}`));
  const rooms = [...new Set(tables.map((g) => g.title.slice(0, -`, ${group}`.length)))];
  if (rooms.length === 0) return false;
  const days = [...new Set(tables.map((g) => g.day).filter((d): d is string => !!d))];
  const name = eventName(e, k.knowledge.events);
  r.add(chatCopy.groupRoom(group, joinList(rooms), name, days.length > 1 ? joinList(days) : ""));
  r.link(eventLink(e, k.knowledge.programEventSlug, "schedule"));
  r.decided = true;
  return true;
}
