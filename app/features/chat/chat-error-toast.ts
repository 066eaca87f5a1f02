import { chatWidgetCopy } from "~/content/chat";

/**
 * Why a chat message got no reply: the assistant answered with an error (its HTTP status and
 * message), or the request itself broke (network failure, an answer that is not the expected JSON).
 */
export type ChatFailure = { kind: "error-answer"; status: number; message?: string } | { kind: "exception" };

export interface ChatErrorToast {
  title: string;
  description: string;
}

/**
 * The destructive toast for a failed chat message (spec §8, Chat): a 429 or 'rate limit' asks the
 * visitor to wait, a 402 or 'payment' says the service is unavailable, any other error answer asks
 * to try again, and an unexpected exception says something went wrong. No reply is added.
 * A 429 or 402 status decides on its own; otherwise the message is read, 'rate limit' first.
 */
export function chatErrorToast(failure: ChatFailure): ChatErrorToast {
  const t = chatWidgetCopy.toasts;
  if (failure.kind === "exception") return t.unexpected;
  // The status says it best; without a telling one, the message's words do (rate limit first).
  if (failure.status === 429) return t.rateLimited;
  if (failure.status === 402) return t.paymentRequired;
  const text = (failure.message ?? "").toLowerCase();
  if (text.includes("429") || text.includes("rate limit")) return t.rateLimited;
  if (text.includes("402") || text.includes("payment")) return t.paymentRequired;
  return t.failed;
}
