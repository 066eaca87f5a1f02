import { randomBytes } from "node:crypto";

/** A refund form's idempotency key: new each time the page is drawn, the same on every resubmit of it. */
export function newRefundKey(): string {
  return randomBytes(18).toString("base64url");
}
