import type { PreparedKnowledge } from "../prepare-knowledge";
import { stem } from "../search-content";
import { normalizeText, splitSentences } from "../text";
import type { ContentDoc } from "../types";
import { topDoc } from "./answer-from-content";
import { faqOnly } from "./content-filters";
import type { ReplyBuilder } from "./reply-builder";

/** When something is received or heard: 'when do we get the schedule', 'when will I hear back'. */
export const RECEIVED =
  /\bhow long (till|until|before|til) (we|i|you|they|she|he) (get|receive|see|hear)\b|\bwhen (do|will|would|can|should|does) (we|i|you|they|she|he|parents?) (get|receive|hear|find out|be told|be sent|be emailed|know)\b|\bwhen (is|are) (it|the \w+|they) (sent|emailed|posted|released|announced|shared)\b|\bwhen (will|would|does|do) (it|the \w+|they) (be |get )?(sent|emailed|posted|released|announced|shared)\b|\bwhen (will|do|would|does) (you|the team|callboard) (email|send|post|share)\b|\bwhen (will|do|would|does) (the |our |my )?(clips|videos?|footage|photos|tickets|schedule|reel) (come|arrive|show up|get sent|be ready|be out)\b/;

/** What is to be received ('the schedule' in 'when do we get the schedule'), so a passage about something else sent is not taken. */
export function receivedThing(text: string): string | null {
  return (
    /\b(?:get|receive|hear|be sent|be emailed)\b (?:the |our |my |your |her |his |their )?(\w+)/.exec(text)?.[1] ??
    /\bwhen (?:will|do|would|does) (?:the |our |my )?(\w+) (?:come|arrive|show up|get sent|be ready|be out)\b/.exec(text)?.[1] ??
    /\bwhen (?:is|are|will|would|does|do) (?:the |our |my )?(\w+) (?:be |get )?(?:sent|emailed|posted|released|announced|shared)\b/.exec(text)?.[1] ??
    /\b(?:email|send|post|share) (?:us |me |them )?(?:the |our |my )?(\w+)/.exec(text)?.[1] ??
    null
  );
}

/** FAQ passages that speak of the thing asked for ('the schedule'), whatever else they say is sent. */
export function receivedFilter(text: string): (d: ContentDoc) => boolean {
  const thing = receivedThing(text);
  const word = thing && thing.length >= 4 ? stem(thing) : null;
  // 'The videos' are what the site calls footage and clips.
  const words = word ? [word, ...(FOOTAGE.test(thing ?? "") ? ["footage", "clip"] : [])] : [];
  // The FAQ's question counts: "Will I get the footage?" is answered by a passage about "clips".
  return (d) => faqOnly(d) && (words.length === 0 || words.some((w) => `${d.title} ${d.text}`.toLowerCase().includes(w)));
}

const FOOTAGE = /^(videos?|recordings?|clips?|photos?|pictures?|films?|footage)$/;

/** 'When do we get the videos?': footage asked to be received, which the FAQ answers whatever stop is named or not. */
export function asksFootageReceived(text: string): boolean {
  return RECEIVED.test(text) && FOOTAGE.test(receivedThing(text) ?? "");
}

/** What the buyer is sent before the day: the schedule, the venue, the tickets. */
const SENT_BEFORE = /^(schedule|schedules|venue|address|tickets?|details|info|information|times|location|map|qr|reminders?)$/;

/**
 * 'When do we get the schedule?', 'when are tickets sent?': the FAQ's sentence on what ticket holders are
 * emailed and when, whatever stop is named. True when answered.
 */
export function answerReceived(question: string, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const text = normalizeText(question);
  const thing = RECEIVED.test(text) ? receivedThing(text) : null;
  if (!thing || !SENT_BEFORE.test(thing)) return false;
  const doc = topDoc(k, "we email ticket holders the schedule the venue and their tickets a week before the event", faqOnly);
  const sentence = doc ? splitSentences(doc.text).find((x) => /\bemail/i.test(x) && /\bweek\b/i.test(x)) : undefined;
  if (!doc || !sentence) return false;
  r.source = "content";
  r.add(sentence);
  r.cite(doc);
  r.decided = true;
  return true;
}
