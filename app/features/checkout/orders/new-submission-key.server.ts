import { randomBytes } from "node:crypto";

/** A fresh one-time key for a form drawn on the server: 22 URL-safe characters. */
export function newSubmissionKey(): string {
  return randomBytes(16).toString("base64url");
}
