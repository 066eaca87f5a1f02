import { whatToExpectLists, type ExpectItem } from "~/content/city-sections";
import { onCameraClassVideo, stunts } from "~/content/marketing";
import type { PageConfig } from "~/domain/page-config";
import { chatCopy } from "../chat-copy";
import { COMMON_WORDS } from "../common-words";
import { detectIntents } from "../detect-intents";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { readQuestionForm } from "../question-form";
import { headingHas, keyTerms } from "../search-content";
import { ensureStop } from "../content-docs";
import { joinList, normalizeText, plainText, tokenize } from "../text";
import type { ContentDoc, KnownEvent } from "../types";
import type { Understanding } from "../understand-question";
import { FRAME_WORDS } from "../yes-or-no";
import type { ReplyBuilder } from "./reply-builder";

/**
 * The classes a stop's own page lists beyond every stop's day (issue 40): the extra items of its What to
 * Expect list and the stunts and on-camera sections it shows. Each becomes a passage of that event, so
 * 'who teaches the stunts class in X' is answered from X's page, and 'which cities have it' lists the
 * stops whose page lists it. A class no stop lists is never offered anywhere by the assistant.
 */

export interface ListedClassesInput {
  eventIds: readonly number[];
  /** 'Boston, MA'. */
  cityName: string;
  slug: string;
  whatToExpect: PageConfig["whatToExpect"];
  sections: readonly string[];
}

const BASE_TITLES = new Set(whatToExpectLists.base.map((i) => i.title));
const words = (s: string) => normalizeText(s).replace(/^the /, "");
const isStunts = (item: ExpectItem) => words(item.title).includes(words(stunts.heading));
const isOnCamera = (item: ExpectItem) => words(item.title).includes(words(onCameraClassVideo.heading));

/** The extra classes one page lists, once each: its What to Expect list's own items and the sections that present a class. */
export function listedClasses(e: Pick<ListedClassesInput, "whatToExpect" | "sections">): ExpectItem[] {
  const items = new Map(whatToExpectLists[e.whatToExpect].filter((i) => !BASE_TITLES.has(i.title)).map((i) => [i.title, i]));
  if (e.sections.includes("stunts_for_dancers") && ![...items.values()].some(isStunts)) items.set(stunts.heading, { title: stunts.heading, detail: stunts.intro });
  if (e.sections.includes("on_camera_class_video") && ![...items.values()].some(isOnCamera))
    items.set(onCameraClassVideo.heading, { title: onCameraClassVideo.heading, detail: onCameraClassVideo.intro });
  return [...items.values()];
}

/** One passage per extra class per event: what the page says of it, and for the stunts class who teaches it. */
export function listedClassDocs(inputs: readonly ListedClassesInput[]): ContentDoc[] {
  return inputs.flatMap((e) =>
    listedClasses(e).map((item, i): ContentDoc => {
      const more = isStunts(item)
        ? [`It is taught by ${stunts.instructor.name}, ${stunts.instructor.role.toLowerCase()}.`, stunts.instructor.text, stunts.safetyNote]
        : isOnCamera(item)
          ? [onCameraClassVideo.intro]
          : [];
      return {
        id: `event:${e.slug}:class:${i}`,
        title: `${item.title} in ${e.cityName}`,
        text: [`${e.cityName}'s page lists the ${item.title}: ${item.detail}`, ...more].map((t) => ensureStop(plainText(t))).join(" "),
        topic: `${e.cityName} class${isStunts(item) ? " teacher instructor" : ""}`,
        link: { label: e.cityName, href: `/${e.slug}` },
        eventIds: e.eventIds,
      };
    }),
  );
}

/** Whether a general passage is about a class only some stops list (their pages say so, not every stop's day). */
export function onSomePagesOnly(doc: ContentDoc): boolean {
  if (doc.eventIds) return false;
  const title = words(doc.title);
  return title.startsWith(words(stunts.heading)) || title === words(onCameraClassVideo.heading) || EXTRA_TITLES.has(title);
}
const EXTRA_TITLES = new Set(Object.values(whatToExpectLists).flat().filter((i) => !BASE_TITLES.has(i.title)).map((i) => words(i.title)));

/** A passage of one stop's extra class (its listed classes, its guest class). */
export function isListedClass(d: ContentDoc): boolean {
  return d.eventIds !== undefined && (d.id.includes(":class:") || d.id.endsWith(":guest-class"));
}

/** The class's name, without the city its passage is titled with. */
export function className(d: ContentDoc): string {
  return d.title.replace(/ in [^,]+, [A-Z]{2,}$/, "");
}

/** 'Which cities have X', 'is there X anywhere', 'where can I take X': asked of the tour, not of one stop. */
const WHERE_ON_TOUR = /\b(which|what) (tour )?(cities|city|stops?|events?|locations?|dates?)\b|\banywhere\b|\bany (city|cities|stops?|events?)\b|\bon the tour\b|\bwhere (can|could|do|does|is|are)\b/;

/** Words that say where on the tour, not what. */
const WHERE_WORDS = new Set(["anywhere", "tour", "city", "cities", "stop", "stops", "event", "events", "location", "locations", "where", "offered", "offer", "have", "take", "class", "classes", "dates", "come", "comes", "include", "includes", "included", "give", "gives"]);

/**
 * 'Which cities have the X class?' with no city named: the stops whose page lists a class whose name has every
 * one of the question's topic words, by city. True when it answered; a class no page lists is left to the others.
 */
export function answerWhereListed(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  if (u.events.length === 1 && !u.unknownPlace) return answerNotListedAt(u, k, r, u.events[0]!);
  // 'And there's a contemporary class? Is it extra?' after naming Boston: the stop the conversation is about.
  if (u.events.length === 0 && u.contextEvents.length === 1 && !u.unknownPlace && COST_ASKED.test(normalizeText(u.question))) return answerNotListedAt(u, k, r, u.contextEvents[0]!);
  if (u.events.length > 0 || u.unknownPlace) return false;
  const text = normalizeText(u.question);
  // ('Where do I use my free month code?' asks how to use it, not which stops list it.)
  if (!WHERE_ON_TOUR.test(text) || /\b(where|how) (do|can|would|should) (i|we|you) (use|redeem|enter|put|apply)\b/.test(text)) return false;
  const topics = keyTerms(u.question, k.placeWords).filter((w) => w.length >= 4 && !WHERE_WORDS.has(w) && detectIntents(w).size === 0 && !COMMON_WORDS.has(w));
  if (topics.length === 0) return false;
  const docs = k.knowledge.docs.filter((d) => isListedClass(d) && topics.every((w) => headingHas(d, w)));
  if (docs.length === 0) return false;
  const cities = [...new Set(docs.map((d) => d.link.label))];
  const name = docs[0] ? className(docs[0]) : "";
  const form = readQuestionForm(u.question).form;
  r.source = "content";
  r.add(`${form === "yes_no" ? `${chatCopy.form.yes} ` : ""}${chatCopy.listedAt(name, joinList(cities))}`);
  for (const d of docs) r.link(d.link);
  r.decided = true;
  return true;
}

/** Words of a class's name that name no class in particular ('class'; 'on camera' is every stop's day). */
const GENERIC_NAME_WORDS = new Set(["the", "for", "and", "with", "class", "classes", "camera", "session", "sessions"]);


/** The listed classes a question names by their own names, not by a word they share with another question ('free parking'). */
function classesNamed(u: Understanding, k: PreparedKnowledge): ContentDoc[] {
  const nameWord = (w: string) => w.length >= 3 && !/\d/.test(w) && !GENERIC_NAME_WORDS.has(w);
  const asked = new Set(tokenize(u.question).filter((w) => nameWord(w) && !k.placeWords.has(w)));
  if (asked.size === 0) return [];
  // All its words but one, or more; 'dancers' or 'month' alone names nothing: one word of the hits at least is the class's own.
  const named = (d: ContentDoc) => {
    const own = [...new Set(tokenize(className(d)).filter(nameWord))];
    const hits = own.filter((w) => asked.has(w));
    return hits.length >= Math.max(1, own.length - 1) && hits.some((w) => !COMMON_WORDS.has(w) && !FRAME_WORDS.has(w));
  };
  return k.knowledge.docs.filter((d) => isListedClass(d) && named(d));
}

/** A cost asked of a class ('is it extra', 'does it cost extra', 'included or extra'). */
const COST_ASKED = /\bextra\b|\bcosts?\b|\bcharged?\b|\bpay\b|\binclud\w*\b|\bon top\b|\bfee\b|\bmoney\b|\$/;

/**
 * A class only some stops' pages list, asked of one stop: No and the stops that list it when its page doesn't
 * ('the free month if we go to Seattle'); when its page does and a cost is asked ('is the Boston contemporary
 * class extra?'), it is part of that stop's day, on the ticket. True when answered.
 */
function answerNotListedAt(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder, e: KnownEvent): boolean {
  const docs = classesNamed(u, k);
  if (docs.length === 0) return false;
  const own = docs.find((d) => d.eventIds?.includes(e.id));
  if (own) {
    const text = normalizeText(u.question);
    if (!COST_ASKED.test(text) || !/\b(is|are|does|do|will)\b/.test(text)) return false;
    const form = readQuestionForm(u.question);
    r.source = "content";
    // ('An extra charge, or part of the ticket?' asks the cost first: No.)
    r.add(form.form === "either_or" ? chatCopy.form.either("included") : /\bextra\b|\bcharge\b|\bcosts?\b|\bon top\b|\bpay\b/.test(form.text) ? chatCopy.form.no : chatCopy.form.yes);
    r.add(chatCopy.listedOnTicket(e.cityName, className(own)));
    r.link(own.link);
    // 'Who teaches it and does it cost extra?': the rest of the question is answered after it.
    if (/\bwho\b|\bwhen\b|\bwhat time\b|\bteach\w*\b/.test(text)) return false;
    r.decided = true;
    return true;
  }
  const name = docs[0] ? className(docs[0]) : "";
  const cities = [...new Set(docs.filter((d) => className(d) === name).map((d) => d.link.label))];
  r.source = "content";
  if (readQuestionForm(u.question).form === "yes_no") r.add(chatCopy.form.no);
  r.add(chatCopy.notListedAt(e.cityName, name, joinList(cities)));
  for (const d of docs.slice(0, 2)) r.link(d.link);
  r.decided = true;
  return true;
}
