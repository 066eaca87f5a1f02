import type { Env } from "~/lib/env.server";
import { createTwilioTransport } from "./twilio-transport.server";
import type { SmsTransport } from "./types";

/** The configured SMS provider, or null: every text then stays in the outbox (held) for the team. */
export function createSmsTransport(env: Pick<Env, "SMS_PROVIDER" | "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM" | "TWILIO_API_URL">): SmsTransport | null {
  if (env.SMS_PROVIDER === "twilio" && env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM)
    return createTwilioTransport({ accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, apiUrl: env.TWILIO_API_URL });
  return null;
}
