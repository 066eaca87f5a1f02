/** How long a buyer has to answer a date change, from the moment their email is queued (decision 0031). */
export const DATE_CHANGE_WINDOW_MS = 48 * 60 * 60 * 1000;

export const DATE_CHANGE_CHOICES = ["keep", "credit"] as const;
export type DateChangeChoice = (typeof DATE_CHANGE_CHOICES)[number];

export function dateChangeRespondBy(emailQueuedAt: Date): Date {
  return new Date(emailQueuedAt.getTime() + DATE_CHANGE_WINDOW_MS);
}

export type DateChangeAnswerDecision =
  | { ok: true; action: "record" | "repeat" }
  | { ok: false; reason: "past_deadline" | "credit_final" | "not_sent" };

/**
 * Whether an answer may be recorded. The same answer again is a repeat (a double click, a reload),
 * even after the deadline. Before it, a first answer is recorded, and "keep" may still become
 * "credit"; a credit is final (the order is closed and its code issued). After it, nothing changes:
 * whoever did not answer keeps the seat on the new date.
 */
export function decideDateChangeAnswer(options: { current: DateChangeChoice | null; answer: DateChangeChoice; respondBy: Date | null; now: Date }): DateChangeAnswerDecision {
  const { current, answer, respondBy, now } = options;
  if (!respondBy) return { ok: false, reason: "not_sent" };
  if (current === answer) return { ok: true, action: "repeat" };
  if (now.getTime() > respondBy.getTime()) return { ok: false, reason: "past_deadline" };
  if (current === "credit") return { ok: false, reason: "credit_final" };
  return { ok: true, action: "record" };
}
