import { isSameSitePath, type ChatLink, type ChatMessage } from "../chat-client";

/** The conversation is kept for the tab (session storage), so a reload within it keeps it. */
const KEY = "callboard.chat";
/** The newest messages kept; older ones drop off. */
export const STORED_MESSAGES = 50;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function readMessage(value: unknown): ChatMessage | null {
  if (!isRecord(value)) return null;
  const { id, role, content, timestamp, links } = value;
  if (typeof id !== "string" || (role !== "user" && role !== "assistant") || typeof content !== "string") return null;
  if (typeof timestamp !== "number" || !Number.isFinite(timestamp)) return null;
  const message: ChatMessage = { id, role, content, timestamp };
  if (Array.isArray(links)) {
    message.links = links.filter(
      (l): l is ChatLink => isRecord(l) && typeof l.label === "string" && typeof l.href === "string" && isSameSitePath(l.href),
    );
  }
  return message;
}

export function readStoredConversation(): ChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.map(readMessage).filter((m): m is ChatMessage => m !== null);
  } catch {
    return [];
  }
}

export function storeConversation(messages: readonly ChatMessage[]): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(messages.slice(-STORED_MESSAGES)));
  } catch {
    // Storage full or blocked: the conversation still lives in the panel.
  }
}
