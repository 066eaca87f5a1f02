import { cityPageCopy } from "~/content/city-page";
import { scheduleCopy } from "~/content/schedule";
import { ADULT_AGE, AGE_GROUP_LABELS, auditionAgeGroup } from "~/domain/age-groups";
import { AUDITION_TIER } from "~/domain/tiers";
import { chatCopy } from "../chat-copy";
import { priceText } from "../event-facts";
import type { KnownEvent } from "../types";
import type { Understanding } from "../understand-question";
import { mentionedAge } from "./read-question";
import type { ReplyBuilder } from "./reply-builder";

/** Auditions and age groups. */

export function auditionSentence(name: string, e: KnownEvent): string {
  const audition = e.offers.find((o) => o.tierKey === AUDITION_TIER);
  if (!audition) return chatCopy.noAudition(name);
  if (audition.soldOut) return chatCopy.auditionFull(name);
  return chatCopy.auditionAt(name, audition.label, priceText(audition.price));
}

export function answerAgeWithoutCity(u: Understanding, r: ReplyBuilder): void {
  const other = scheduleCopy.ageGroups.eleven_and_twelve_plus;
  const age = mentionedAge(u.question);
  if (age !== null) r.add(chatCopy.ageGroupOf(age, AGE_GROUP_LABELS[auditionAgeGroup(age)], null));
  r.add(chatCopy.ageGeneral(cityPageCopy.defaultSubtitle, AGE_GROUP_LABELS["12_and_under"], AGE_GROUP_LABELS["13_and_up"], `${other.juniors} and ${other.seniors}`));
  r.add(chatCopy.guardian(ADULT_AGE));
  r.link({ label: "FAQ", href: "/faq" });
}
