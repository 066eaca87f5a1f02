/**
 * The team's inbox as pure rules: what kinds of item there are, which statuses each may take, how an
 * item is named in a URL, which sent values may become links, and how a reply template is filled.
 */

export const INBOX_KINDS = ["talent", "audition_video", "scholarship", "demo_reel", "opportunity", "audition", "waitlist"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The table an item's row lives in. */
export type InboxSource = "submission" | "audition" | "waitlist";

export const INBOX_STATUSES = ["new", "reviewed", "shortlisted", "accepted", "declined", "attended", "callback"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_REPLY_TEMPLATE_KEYS = ["callback_invitation", "scholarship_granted", "scholarship_declined", "thank_you"] as const;
export type ReplyTemplateKey = (typeof INBOX_REPLY_TEMPLATE_KEYS)[number];

const COMMON_STATUSES: readonly InboxStatus[] = ["new", "reviewed", "shortlisted", "accepted", "declined"];
const AUDITION_STATUSES: readonly InboxStatus[] = [...COMMON_STATUSES, "attended", "callback"];

/** The statuses an item of this kind may take: auditions also attended and callback. */
export function statusesFor(kind: InboxKind): readonly InboxStatus[] {
  return kind === "audition" ? AUDITION_STATUSES : COMMON_STATUSES;
}

export function statusAllowed(kind: InboxKind, status: InboxStatus): boolean {
  return statusesFor(kind).includes(status);
}

export function sourceOf(kind: InboxKind): InboxSource {
  return kind === "audition" ? "audition" : kind === "waitlist" ? "waitlist" : "submission";
}

export interface InboxRef {
  source: InboxSource;
  id: number;
}

/** An item's name in a URL: `submission-12`, `audition-3`, `waitlist-40`. */
export function formatInboxRef(ref: InboxRef): string {
  return `${ref.source}-${ref.id}`;
}

export function parseInboxRef(value: string): InboxRef | null {
  const match = /^(submission|audition|waitlist)-([1-9]\d{0,9})$/.exec(value.trim());
  if (!match) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  return { source: match[1] as InboxSource, id };
}

/**
 * A sent value as a link, or null when it must stay text: only an absolute http(s) URL with a host
 * becomes a link (never javascript:, data:, or a relative path), returned as the URL parsed it.
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

export const REPLY_PLACEHOLDERS = ["name", "event", "code"] as const;
export type ReplyValues = Partial<Record<(typeof REPLY_PLACEHOLDERS)[number], string>>;

/**
 * A template's text with `{name}`, `{event}` and `{code}` filled in. A placeholder with no value
 * becomes empty; any other brace is left as typed.
 */
export function fillReplyTemplate(text: string, values: ReplyValues): string {
  return text.replace(/\{(name|event|code)\}/g, (_, key: keyof ReplyValues) => values[key] ?? "");
}

/** A reply body as paragraphs: split on blank lines, each trimmed, empty ones dropped. */
export function replyParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A code for one person: the prefix, a dash and eight characters from the code alphabet, the same for the same seed. */
export function personalCodeFromSeed(prefix: string, seed: Uint8Array): string {
  const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
  let out = "";
  for (let i = 0; i < 8; i++) out += alphabet[(seed[i] ?? 0) % alphabet.length];
  return `${prefix}-${out}`;
}
