import { pricingCopy } from "~/content/pricing";
import { compareByDateTbdLast } from "~/domain/dates";
import { AUDITION_TIER } from "~/domain/tiers";
import { chatCopy } from "../chat-copy";
import type { Intent } from "../detect-intents";
import { eventStatus } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { normalizeText } from "../text";
import type { Understanding } from "../understand-question";
import { answerFromContent } from "./answer-from-content";
import { answerAgeWithoutCity } from "./auditions";
import { answerDatesWithoutCity } from "./dates";
import { answerIncludedWithoutCity, answerPriceWithoutCity } from "./prices";
import { RECEIVED, receivedFilter } from "./received";
import { answerMentorship } from "./programs";
import type { ReplyBuilder } from "./reply-builder";


/** Event questions that name no city: the tour-wide answer, else a question back. */

export function answerWithoutCity(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): void {
  const intents = u.intents;
  const upcoming = k.knowledge.events.filter((e) => e.kind !== "virtual" && e.hasPage && eventStatus(e, now) === "upcoming").sort(compareByDateTbdLast);

  const otherQuestion = ["schedule", "venue", "seats", "date", "tour", "age", "audition"].some((i) => intents.has(i as Intent));
  if (intents.has("price") || (u.tierKeys.length > 0 && !intents.has("included") && !otherQuestion)) return answerPriceWithoutCity(u, k, now, upcoming, r);
  if (intents.has("included") && u.tierKeys.length > 0 && !(intents.has("audition") && u.tierKeys.every((key) => key === AUDITION_TIER))) {
    if (answerIncludedWithoutCity(u, k, now, upcoming, r)) return;
  }
  // 'When do we get the schedule?' asks when something reaches the buyer, not the tour's dates: a passage answers it, or nothing.
  if (RECEIVED.test(normalizeText(u.question)) && !intents.has("tour")) return answerFromContent(u.question, k, r, receivedFilter(normalizeText(u.question)), u.question, "all");
  if (intents.has("date") || intents.has("tour")) return answerDatesWithoutCity(u, k, now, upcoming, r);
  if (intents.has("age")) return answerAgeWithoutCity(u, r);
  if (intents.has("mentorship")) return answerMentorship(u, k, r);
  if (intents.has("audition")) {
    const registering = intents.has("buy") ? " register for the audition alone Audition Only option" : "";
    answerFromContent(`${u.question}${registering}`, k, r, (d) => /audition/i.test(`${d.title} ${d.text}`), u.question);
    if (!r.empty) return;
  }
  if (intents.has("buy")) {
    r.add(chatCopy.buyGeneral(pricingCopy.heading));
    r.link({ label: "Tour dates", href: "/" });
    return;
  }
  const hint = intents.has("schedule") ? "schedule day class times" : intents.has("venue") ? "where are the events held studio" : intents.has("seats") ? "seats sold out waitlist" : null;
  if (hint) {
    // The question may be about something else that takes time or a place ('how long does footage take').
    answerFromContent(u.question, k, r);
    if (!r.empty) return;
    answerFromContent(`${u.question} ${hint}`, k, r, (d) => d.id.startsWith("faq:"), u.question);
    r.add(chatCopy.askCity);
    r.link({ label: "Tour dates", href: "/" });
  }
}
