import { createTransport } from "nodemailer";
import type { Env } from "~/lib/env.server";
import type { MailTransport } from "./types";

/**
 * A nodemailer SMTP transport for SMTP_URL, or null when it is unset: then nothing is sent
 * and messages stay in the outbox for the team to read.
 */
export function createMailTransport(env: Pick<Env, "SMTP_URL">): MailTransport | null {
  if (!env.SMTP_URL) return null;
  return createTransport({
    url: env.SMTP_URL,
    // nodemailer waits up to 10 minutes on a silent socket by default; a whole batch must
    // finish well inside the sending lease. Query parameters in SMTP_URL still override these.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
