import { signRecordToken, verifyRecordToken } from "~/lib/signed-token.server";
import { CARD_LINK_PURPOSE } from "./subscription-links";

/** How long a card-update link works after it is emailed (decision 0036). */
export const CARD_LINK_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

/** `{id}.{issued ms}.{signature}`: the issue time is signed with the id, so it cannot be moved forward. */
export function signCardLink(secret: string, id: number, issuedAt: Date): string {
  const issued = issuedAt.getTime();
  const signed = signRecordToken(secret, `${CARD_LINK_PURPOSE}:${issued}`, id);
  return `${id}.${issued}.${signed.slice(signed.indexOf(".") + 1)}`;
}

/** The subscription and issue time a card link names, or null when this site did not sign it. */
export function readCardLink(secret: string, token: string): { id: number; issuedAt: Date } | null {
  const match = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const issued = Number(match[2]);
  const id = verifyRecordToken(secret, `${CARD_LINK_PURPOSE}:${issued}`, `${match[1]}.${match[3]}`);
  return id === null ? null : { id, issuedAt: new Date(issued) };
}

export type CardLinkState = "open" | "expired" | "used" | "closed" | "wrong_provider";

/**
 * Whether a signed link can still take a card: for seven days after it was emailed, once (saving a
 * card spends every link sent before it), and only while the subscription is live (cancelled or
 * ended closes it). Each failed-payment email carries a fresh link.
 */
export function cardLinkState(
  link: { issuedAt: Date },
  sub: { provider: string; status: string; cardLinksValidAfter: Date | null },
  now: Date,
): CardLinkState {
  if (sub.provider !== "test") return "wrong_provider";
  if (sub.status !== "active" && sub.status !== "past_due") return "closed";
  if (sub.cardLinksValidAfter && link.issuedAt.getTime() <= sub.cardLinksValidAfter.getTime()) return "used";
  if (now.getTime() - link.issuedAt.getTime() > CARD_LINK_DAYS * DAY_MS) return "expired";
  return "open";
}
