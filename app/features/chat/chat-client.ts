import type { ChatFailure } from "./chat-error-toast";

export type ChatRole = "user" | "assistant";

/** A page the assistant points to under its reply (a same-site path). */
export interface ChatLink {
  label: string;
  href: string;
}

/** One message of the conversation (spec §3, Chat message). */
export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  /** When it was added, in milliseconds since the epoch. */
  timestamp: number;
  links?: ChatLink[];
}

export type ChatReply = { ok: true; message: string; links: ChatLink[] } | { ok: false; failure: ChatFailure };

export const CHAT_ENDPOINT = "/api/chat";

/**
 * What POST /api/chat accepts: CHAT_LIMITS in chat-schema.ts, repeated here because that module
 * builds zod schemas, which the panel's small chunk does without.
 */
export const CHAT_REQUEST_LIMITS = { maxMessages: 20, maxMessageChars: 1000, maxTotalChars: 8000 } as const;

/**
 * The conversation as sent: all of it while it fits the server's limits, then its newest messages
 * that do (each cut to the longest a message may be), so a long chat keeps working.
 */
export function conversationForRequest(
  messages: ReadonlyArray<Pick<ChatMessage, "role" | "content">>,
  limits: { maxMessages: number; maxMessageChars: number; maxTotalChars: number } = CHAT_REQUEST_LIMITS,
): Array<Pick<ChatMessage, "role" | "content">> {
  const sent: Array<Pick<ChatMessage, "role" | "content">> = [];
  let total = 0;
  for (let i = messages.length - 1; i >= 0 && sent.length < limits.maxMessages; i--) {
    const { role, content: full } = messages[i]!;
    const content = full.slice(0, limits.maxMessageChars);
    if (total + content.length > limits.maxTotalChars) break;
    total += content.length;
    sent.unshift({ role, content });
  }
  return sent;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A same-site path only ("/faq", "/hartford#pricing"), never another origin or a script URL. */
export function isSameSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");
}

function readLinks(value: unknown): ChatLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((link): ChatLink[] =>
    isRecord(link) && typeof link.label === "string" && typeof link.href === "string" && link.label.trim() && isSameSitePath(link.href)
      ? [{ label: link.label, href: link.href }]
      : [],
  );
}

/**
 * Read the assistant's answer: 200 `{ ok: true, message, links }` is a reply; any other status, or
 * `ok: false`, is an error answer (with the server's message when it sent one); a 2xx answer that
 * is not the expected JSON is unexpected.
 */
export function readChatAnswer(status: number, body: unknown): ChatReply {
  const message = isRecord(body) && typeof body.message === "string" ? body.message : undefined;
  if (status < 200 || status >= 300 || (isRecord(body) && body.ok === false)) {
    return { ok: false, failure: { kind: "error-answer", status, message } };
  }
  if (!isRecord(body) || body.ok !== true || message === undefined || !message.trim()) return { ok: false, failure: { kind: "exception" } };
  return { ok: true, message, links: readLinks(body.links) };
}

/** POST the conversation (spec §7, chat-assistant; see conversationForRequest) and read the answer; it never throws. */
export async function sendChat(messages: ReadonlyArray<Pick<ChatMessage, "role" | "content">>, signal?: AbortSignal): Promise<ChatReply> {
  try {
    const res = await fetch(CHAT_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ messages: conversationForRequest(messages) }),
      signal,
    });
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      // An error status still says what went wrong without a JSON body; a 2xx answer must have one.
      if (!res.ok) return { ok: false, failure: { kind: "error-answer", status: res.status } };
      return { ok: false, failure: { kind: "exception" } };
    }
    return readChatAnswer(res.status, body);
  } catch {
    return { ok: false, failure: { kind: "exception" } };
  }
}
