/** How long a buyer has to answer a date change, from the moment their email is queued (decision 0031). */
export const DATE_CHANGE_WINDOW_MS = 48 * 60 * 60 * 1000;

/** What a buyer may answer (decision 0042): attend on the new date, or a full refund. */
export const DATE_CHANGE_CHOICES = ["keep", "refund"] as const;
export type DateChangeChoice = (typeof DATE_CHANGE_CHOICES)[number];
/** What a response row may hold: a buyer's answer, or "credit", the answer offered before decision 0042. */
export type StoredDateChangeChoice = DateChangeChoice | "credit";

export function dateChangeRespondBy(emailQueuedAt: Date): Date {
  return new Date(emailQueuedAt.getTime() + DATE_CHANGE_WINDOW_MS);
}

export type DateChangeAnswerDecision =
  | { ok: true; action: "record" | "repeat" }
  | { ok: false; reason: "past_deadline" | "refund_final" | "credit_final" | "not_sent" };

/**
 * Whether an answer may be recorded (decision 0042). The same answer again is a repeat (a double
 * click, a reload), even after the deadline. Before it, a first answer is recorded, and "keep" may
 * still become "refund" (keeping the seat does not give up the 48 hours the Terms promise); a refund
 * is final (the money is on its way and the order closed), and so is a credit taken before 0042.
 * After it, nothing changes: a ticket nobody answered for becomes a credit (`dateChangeLapsed`).
 */
export function decideDateChangeAnswer(options: { current: StoredDateChangeChoice | null; answer: DateChangeChoice; respondBy: Date | null; now: Date }): DateChangeAnswerDecision {
  const { current, answer, respondBy, now } = options;
  if (!respondBy) return { ok: false, reason: "not_sent" };
  if (current === answer) return { ok: true, action: "repeat" };
  if (current === "refund") return { ok: false, reason: "refund_final" };
  if (current === "credit") return { ok: false, reason: "credit_final" };
  if (now.getTime() > respondBy.getTime()) return { ok: false, reason: "past_deadline" };
  return { ok: true, action: "record" };
}

/**
 * Whether an unanswered ticket now becomes a credit that never expires: its email went out, its 48
 * hours are over and nobody answered (the Terms: "after that, your ticket becomes a credit").
 */
export function dateChangeLapsed(options: { current: StoredDateChangeChoice | null; respondBy: Date | null; now: Date }): boolean {
  return options.current === null && options.respondBy !== null && options.now.getTime() > options.respondBy.getTime();
}
