import { chatCopy } from "../chat-copy";
import { eventLink, eventName } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { readQuestionForm } from "../question-form";
import { normalizeText, splitSentences } from "../text";
import type { Understanding } from "../understand-question";
import type { ReplyBuilder } from "./reply-builder";
import { groupClassSentence, groupEitherClass } from "./schedule-slot";

const TOGETHER_ASKED = /\b(together|mixed|same (room|class|classes|group|session)|side by side|with (her|his|their) (sister|brother|sibling|friend|cousin)s?)\b/;
const SPLIT_ASKED = /\b(split|splits|split up|separate|separated|apart|divided|by age)\b/;
const TOGETHER_SAID = /\b(every age|all ages|side by side|together)\b/;
const SPLIT_SAID = /\b(splits? into|separate groups|split by age|apart)\b/;
/** 'How much all together', 'buying the days separately': a total, not who dances with whom. */
const PRICE_ASKED = /\b(how much|cost|costs|price|prices|total|pay|buy|buying|cheaper|altogether|all together)\b/;
/** Who is asked about: dancers, ages, groups. */
const WHO = /\b(ages?|kids?|teens?|juniors?|seniors?|groups?|sisters?|brothers?|siblings?|daughters?|sons?|friends?|cousins?|dancers?|\d+ ?(yo|yr|yrs|year)|everyone|everybody|little ones|older)\b/;
const WEEKDAY = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;

/**
 * 'Can my 9 year old and her 14 year old sister be in the same class at Sherwood on Saturday?': whether a stop's
 * ages dance together or apart, from its own page when it says so by day (one day all ages, the other split), else
 * from its two age groups. The day named decides Yes or No; with none named and days that differ, both are said.
 */
export function answerGrouping(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const text = normalizeText(u.question);
  const e = u.events.length === 1 ? u.events[0] : undefined;
  const together = TOGETHER_ASKED.test(text);
  if (!e || together === SPLIT_ASKED.test(text) || PRICE_ASKED.test(text) || !WHO.test(text)) return false;
  // The stop's own sentences that say, day by day, who dances together and who apart.
  const said = k.knowledge.docs
    .filter((d) => d.eventIds?.includes(e.id))
    .flatMap((d) => splitSentences(d.text))
    .filter((s) => WEEKDAY.test(normalizeText(s)) && (TOGETHER_SAID.test(normalizeText(s)) || SPLIT_SAID.test(normalizeText(s))));
  const name = eventName(e, k.knowledge.events);
  const day = WEEKDAY.exec(text)?.[1];
  const yesNo = readQuestionForm(u.question).form === "yes_no";
  r.source = "catalog";
  r.link(eventLink(e, k.knowledge.programEventSlug));
  r.decided = true;
  if (said.length > 0) {
    const ofDay = day ? said.filter((s) => normalizeText(s).includes(day)) : [];
    const chosen = [...new Set(ofDay.length > 0 ? ofDay : said)].slice(0, ofDay.length > 0 ? 2 : 4);
    const allTogether = ofDay.length > 0 ? TOGETHER_SAID.test(normalizeText(ofDay[0]!)) && !SPLIT_SAID.test(normalizeText(ofDay[0]!)) : null;
    if (allTogether !== null && yesNo) r.add(allTogether === together ? chatCopy.form.yes : chatCopy.form.no);
    for (const s of chosen) r.add(s);
    return true;
  }
  // One split for the whole day: the stop's two age groups.
  if (yesNo) r.add(together ? chatCopy.form.no : chatCopy.form.yes);
  r.add(chatCopy.ageAt(name, e.ageGroups.juniors, e.ageGroups.seniors));
  return true;
}

/** 'Do seniors get a theater class at the Savannah one?': the group's own table of the one stop decides it. */
export function answerGroupClass(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const e = u.events.length === 1 ? u.events[0] : undefined;
  if (!e) return false;
  const form = readQuestionForm(u.question);
  // 'Do they do funk or theater?': the one of the two the group's table lists, or both.
  const either = form.form === "either_or" && form.alternatives ? groupEitherClass(eventName(e, k.knowledge.events), e, u.question, form.alternatives) : null;
  if (either) {
    r.source = "catalog";
    r.add(either);
    r.link(eventLink(e, k.knowledge.programEventSlug, "schedule"));
    r.decided = true;
    return true;
  }
  const found = groupClassSentence(eventName(e, k.knowledge.events), e, u.question);
  if (!found) return false;
  r.source = "catalog";
  if (form.form === "yes_no") r.add(found.holds ? chatCopy.form.yes : chatCopy.form.no);
  r.add(found.sentence);
  r.link(eventLink(e, k.knowledge.programEventSlug, "schedule"));
  r.decided = true;
  return true;
}
