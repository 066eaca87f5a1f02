import { randomBytes } from "node:crypto";

/** A reply form's idempotency key: new each time the page is drawn, the same on every resubmit of it. */
export function newReplyKey(): string {
  return randomBytes(18).toString("base64url");
}
