import { describe, expect, it } from "vitest";
import { DATE_CHANGE_CHOICES, DATE_CHANGE_WINDOW_MS, dateChangeLapsed, dateChangeRespondBy, decideDateChangeAnswer } from "./date-change-answer";

const queued = new Date("2026-03-01T10:00:00Z");
const respondBy = dateChangeRespondBy(queued);
const before = new Date(respondBy.getTime() - 1000);
const after = new Date(respondBy.getTime() + 1000);

describe("decideDateChangeAnswer", () => {
  it("gives 48 hours from the queued email", () => {
    expect(respondBy.toISOString()).toBe("2026-03-03T10:00:00.000Z");
    expect(DATE_CHANGE_WINDOW_MS).toBe(172_800_000);
  });
  it("offers what the Terms say: the new date or a full refund", () => {
    expect(DATE_CHANGE_CHOICES).toEqual(["keep", "refund"]);
  });
  it("records a first answer before the deadline, and keep may become refund", () => {
    expect(decideDateChangeAnswer({ current: null, answer: "keep", respondBy, now: before })).toEqual({ ok: true, action: "record" });
    expect(decideDateChangeAnswer({ current: null, answer: "refund", respondBy, now: respondBy })).toEqual({ ok: true, action: "record" });
    expect(decideDateChangeAnswer({ current: "keep", answer: "refund", respondBy, now: before })).toEqual({ ok: true, action: "record" });
  });
  it("never takes a refund, or a credit taken before, back", () => {
    expect(decideDateChangeAnswer({ current: "refund", answer: "keep", respondBy, now: before })).toEqual({ ok: false, reason: "refund_final" });
    expect(decideDateChangeAnswer({ current: "credit", answer: "keep", respondBy, now: before })).toEqual({ ok: false, reason: "credit_final" });
    expect(decideDateChangeAnswer({ current: "credit", answer: "refund", respondBy, now: before })).toEqual({ ok: false, reason: "credit_final" });
  });
  it("repeats the same answer, even after the deadline", () => {
    expect(decideDateChangeAnswer({ current: "keep", answer: "keep", respondBy, now: after })).toEqual({ ok: true, action: "repeat" });
    expect(decideDateChangeAnswer({ current: "refund", answer: "refund", respondBy, now: after })).toEqual({ ok: true, action: "repeat" });
  });
  it("refuses a new or different answer after the deadline", () => {
    expect(decideDateChangeAnswer({ current: null, answer: "refund", respondBy, now: after })).toEqual({ ok: false, reason: "past_deadline" });
    expect(decideDateChangeAnswer({ current: "keep", answer: "refund", respondBy, now: after })).toEqual({ ok: false, reason: "past_deadline" });
  });
  it("refuses an answer before the email went out", () => {
    expect(decideDateChangeAnswer({ current: null, answer: "keep", respondBy: null, now: before })).toEqual({ ok: false, reason: "not_sent" });
  });
});

describe("dateChangeLapsed", () => {
  it("turns an unanswered ticket into a credit only after the 48 hours", () => {
    expect(dateChangeLapsed({ current: null, respondBy, now: before })).toBe(false);
    expect(dateChangeLapsed({ current: null, respondBy, now: respondBy })).toBe(false);
    expect(dateChangeLapsed({ current: null, respondBy, now: after })).toBe(true);
  });
  it("leaves an answered ticket, and one whose email never went out, as they are", () => {
    expect(dateChangeLapsed({ current: "keep", respondBy, now: after })).toBe(false);
    expect(dateChangeLapsed({ current: "refund", respondBy, now: after })).toBe(false);
    expect(dateChangeLapsed({ current: null, respondBy: null, now: after })).toBe(false);
  });
});
