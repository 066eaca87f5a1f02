import { chatCopy } from "../chat-copy";
import { eventLink, eventName } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import type { Understanding } from "../understand-question";
import { earlyBirdSentence } from "./prices";
import type { ReplyBuilder } from "./reply-builder";

/**
 * 'Can I use VICTORIAEARLY20 for Seattle?': a code a stop's page shows works at that stop only. Named with
 * another stop, No and where it works; alone or with its own stop, that stop's early-bird offer.
 */
export function answerCodeScope(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): boolean {
  const words = new Set(u.question.toUpperCase().match(/[A-Z0-9]{5,}/g) ?? []);
  if (words.size === 0) return false;
  const owners = k.knowledge.events.filter((e) => e.earlyBird && words.has(e.earlyBird.code.toUpperCase()));
  const owner = owners[0];
  if (!owner?.earlyBird) return false;
  const code = owner.earlyBird.code;
  const elsewhere = u.events.filter((e) => !owners.includes(e));
  const ownerName = eventName(owner, k.knowledge.events);
  r.source = "catalog";
  if (elsewhere.length > 0) {
    r.add(chatCopy.codeElsewhere(code, ownerName, elsewhere.map((e) => eventName(e, k.knowledge.events)).join(" or ")));
    for (const e of elsewhere.slice(0, 1)) r.link(eventLink(e, k.knowledge.programEventSlug, "pricing"));
  }
  r.add(earlyBirdSentence(ownerName, owner, now) ?? chatCopy.codeEnded(code, ownerName));
  r.link(eventLink(owner, k.knowledge.programEventSlug, "pricing"));
  r.decided = true;
  return true;
}
