import { siteUrl, type Env } from "~/lib/env.server";
import type { EmailBrand } from "./types";

/** Header and footer details for every email, from the environment. */
export function getEmailBrand(env: Env): EmailBrand {
  return { siteUrl: siteUrl(env), contactEmail: addressOf(env.EMAIL_FROM) };
}

/** 'Callboard <hello@callboard.dance>' → 'hello@callboard.dance'. */
function addressOf(mailbox: string): string {
  return (/<([^<>]+)>/.exec(mailbox)?.[1] ?? mailbox).trim();
}
