import { measureConfidence } from "../compose-answer";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { readQuestionForm } from "../question-form";
import { headingHas, passageHas } from "../search-content";
import type { Understanding } from "../understand-question";
import { CONTENT_CANDIDATES, preferForForm, quote, withoutFrame } from "./answer-from-content";
import { onSomePagesOnly } from "./listed-classes";
import type { ReplyBuilder } from "./reply-builder";

/**
 * A question about one stop whose own facts (its date, venue, prices) share none of the question's key
 * terms ('do they show you the playback in X', 'is lunch provided at the X intensive'): what the site says
 * of every stop's day answers it, from a general passage that has every one of those terms (issue 40).
 * A class only some stops' pages list is never offered this way: whether X has it is X's own page's to say.
 * The reply is left as it was when no such passage exists, and the not-sure rule judges it.
 */
export function answerForEveryStop(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): void {
  if (r.empty || r.source !== "catalog") return;
  const c = measureConfidence(u, k, r.parts.join(" "), r.facts);
  if (c.keys.length === 0 || c.missing.length < c.keys.length || !c.keys.some((w) => w.length >= 5 && k.search.knows(w))) return;
  const asked = withoutFrame(u.question);
  const yesNo = readQuestionForm(u.question).form === "yes_no";
  const hits = k.search
    .search(asked, { limit: CONTENT_CANDIDATES, filter: (d) => !d.eventIds && !d.id.endsWith(":rules") && !onSomePagesOnly(d) })
    // The passage is about it (its heading names it), or states it for a yes/no question to be decided from ('do they show the playback').
    .filter((h) => c.keys.every((w) => passageHas(h.doc, w)) && (yesNo || c.keys.some((w) => headingHas(h.doc, w))));
  // 'When do we get the footage from the X day?': of the passages about it, the one that says how long.
  const hit = preferForForm(hits, u.question);
  if (!hit) return;
  r.parts.length = 0;
  r.links.length = 0;
  r.facts.length = 0;
  r.source = "content";
  r.add(quote(hit.doc, asked));
  r.cite(hit.doc);
}

