import { chatCopy } from "../chat-copy";
import { eventName, formatEventDate } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { normalizeText } from "../text";
import type { KnownEvent } from "../types";
import type { Understanding } from "../understand-question";
import { dateSentence } from "./dates";
import { namedOffers, priceSentence } from "./prices";
import type { ReplyBuilder } from "./reply-builder";

/** A stop's page that limits who may come ('open only to students and alumni of X'): its own words. */
const RESTRICTED = /\bopen only to ([^.]+)|\bonly open to ([^.]+)|\bprivate (?:intensive|weekend|event|class) for ([^.]+)/i;

/** Whether anyone may come: 'open to anybody', 'from another studio', 'doesn't go to that studio', 'non-members'. */
const OUTSIDER =
  /\bopen to (anyone|anybody|everyone|everybody|all|the public|outsiders|others)\b|\b(anyone|anybody|everyone) (can|come|join|attend|go)\b|\b(can|could|may) (anyone|anybody|everyone|everybody|any dancer|outsiders) (sign|register|come|join|attend|go|book|buy|do)\b|\b(different|another|other|a different|outside|not from|not at) (dance )?(studio|school|academy)\b|\b(doesn ?t|dont|does not|do not|isn ?t|arent|not) (go|goes|dance|train|attend|enrolled|a student|a member|part of|with|from) (to |at |with |in )?(that|the|this|your|their|any|a)? ?(studio|school|academy)\b|\bnon ?(students?|members?)\b|\bpublic\b/;

/** 'Open to alumni too?', 'can students come': who the question asks about. */
const INSIDER_ASKED = /\b(open to|for|can|could|may|are|is it for) (?:the |its |their |former |past )?(alumni|students|members|dancers|families|parents|teachers|staff)\b/;

/** 'Can we come if we don't dance at Granite Stage?': a stop restricted to one studio's dancers answers No, in its page's words. */
export function answerEventAccess(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): boolean {
  const events = u.events.length > 0 ? u.events : u.contextEvents;
  if (events.length !== 1) return false;
  const e = events[0] as KnownEvent;
  const note = [e.pricingNote, e.subtitle].find((t) => t && RESTRICTED.test(t));
  if (!note) return false;
  const text = normalizeText(u.question);
  // 'Is it open to alumni too?': a group the page itself names may come.
  const who = RESTRICTED.exec(note);
  const named = normalizeText(who?.[1] ?? who?.[2] ?? who?.[3] ?? "").split(" ").filter((w) => w.length >= 5);
  const insider = INSIDER_ASKED.exec(text);
  if (!OUTSIDER.test(text) && insider && named.includes(insider[2]!)) {
    r.source = "catalog";
    r.add(chatCopy.form.yes);
    r.add(note);
    r.decided = true;
    return true;
  }
  // 'My kid doesn't go to Granite Stage, can we still sign up?': not one of the group the page names.
  const notMember = NEGATION.test(text) && named.some((w) => text.includes(w));
  // 'Can we go to that one instead?': whether anyone may, which the page's own rule answers, without a yes or no for this buyer; the rest of the question is answered after it.
  if (!OUTSIDER.test(text) && !notMember && JOIN_ASKED.test(text)) {
    r.source = "catalog";
    r.add(note);
    return false;
  }
  if (!OUTSIDER.test(text) && !notMember) return false;
  r.source = "catalog";
  r.add(chatCopy.form.no);
  r.add(note);
  // 'Its dates and can any dancer sign up?': the rest of what was asked, from the stop's own facts.
  const name = eventName(e, k.knowledge.events);
  if (u.intents.has("date")) r.add(dateSentence(name, e, formatEventDate(e)));
  if (u.intents.has("price")) r.add(priceSentence(name, e, namedOffers(e, u, k), now, u.question));
  r.decided = true;
  return true;
}

/** Whether the visitor may come, book or sign up. */
const JOIN_ASKED = /\b(can|could|may) (we|i|she|he|they|my \w+|our \w+) (still |also )?(go|come|attend|join|sign up|register|enrol|enroll|take part|get in)\b/;
const NEGATION = /\b(doesn ?t|dont|does not|do not|isn ?t|arent|not|never|aren ?t)\b/;
