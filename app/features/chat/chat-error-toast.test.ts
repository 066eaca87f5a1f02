import { describe, expect, it } from "vitest";
import { chatErrorToast } from "./chat-error-toast";

const rateLimited = { title: "Please wait", description: "Our AI assistant is busy. Please try again in a moment." };
const paymentRequired = {
  title: "Service unavailable",
  description: "The chat assistant is temporarily unavailable. Please contact support.",
};
const failed = { title: "Error", description: "Failed to send message. Please try again." };
const unexpected = { title: "Error", description: "Something went wrong. Please try again." };

describe("chatErrorToast", () => {
  it("asks the visitor to wait on a 429 or a message about the rate limit", () => {
    expect(chatErrorToast({ kind: "error-answer", status: 429 })).toEqual(rateLimited);
    expect(chatErrorToast({ kind: "error-answer", status: 429, message: "Too many requests" })).toEqual(rateLimited);
    expect(chatErrorToast({ kind: "error-answer", status: 500, message: "Rate limit exceeded, slow down" })).toEqual(rateLimited);
    expect(chatErrorToast({ kind: "error-answer", status: 500, message: "Edge function returned 429" })).toEqual(rateLimited);
  });

  it("says the service is unavailable on a 402 or a message about payment", () => {
    expect(chatErrorToast({ kind: "error-answer", status: 402 })).toEqual(paymentRequired);
    expect(chatErrorToast({ kind: "error-answer", status: 402, message: "Payment required" })).toEqual(paymentRequired);
    expect(chatErrorToast({ kind: "error-answer", status: 503, message: "AI credits need payment" })).toEqual(paymentRequired);
    expect(chatErrorToast({ kind: "error-answer", status: 0, message: "upstream answered 402" })).toEqual(paymentRequired);
  });

  it("lets a 429 or 402 status decide, and reads the rate limit before payment in a message", () => {
    expect(chatErrorToast({ kind: "error-answer", status: 500, message: "rate limit on the payment plan" })).toEqual(rateLimited);
    expect(chatErrorToast({ kind: "error-answer", status: 402, message: "rate limit" })).toEqual(paymentRequired);
    expect(chatErrorToast({ kind: "error-answer", status: 429, message: "payment" })).toEqual(rateLimited);
  });

  it("asks to try again on any other error answer", () => {
    expect(chatErrorToast({ kind: "error-answer", status: 500 })).toEqual(failed);
    expect(chatErrorToast({ kind: "error-answer", status: 400, message: "Please type a message." })).toEqual(failed);
    expect(chatErrorToast({ kind: "error-answer", status: 200, message: "" })).toEqual(failed);
  });

  it("says something went wrong on an unexpected exception", () => {
    expect(chatErrorToast({ kind: "exception" })).toEqual(unexpected);
  });
});
