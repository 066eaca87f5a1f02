import { z } from "zod";
import type { OutgoingSms, SmsSendResult, SmsTransport } from "./types";

export interface TwilioTransportOptions {
  accountSid: string;
  authToken: string;
  /** An E.164 sender, or a Messaging Service SID (MG...). */
  from: string;
  /** https://api.twilio.com, or a local fake in tests. */
  apiUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const messageSchema = z.object({ sid: z.string().min(1) });
const errorSchema = z.object({ code: z.number().optional(), message: z.string().optional() }).partial();

/**
 * Twilio's Programmable Messaging REST API (POST /2010-04-01/Accounts/{sid}/Messages.json), with
 * fetch and HTTP Basic auth; no SDK. A 4xx answer is final (a number it cannot reach, bad keys);
 * a 5xx, 429 or network failure throws, so the job runner tries again.
 */
export function createTwilioTransport(options: TwilioTransportOptions): SmsTransport {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.apiUrl.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  return {
    name: "twilio",
    async send(sms: OutgoingSms, signal?: AbortSignal): Promise<SmsSendResult> {
      const form = new URLSearchParams({ To: sms.to, Body: sms.body });
      form.set(options.from.startsWith("MG") ? "MessagingServiceSid" : "From", options.from);
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 15_000);
      const response = await doFetch(endpoint, {
        method: "POST",
        headers: { authorization, "content-type": "application/x-www-form-urlencoded", accept: "application/json", "i-twilio-idempotency-token": sms.idempotencyKey },
        body: form.toString(),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      const text = await response.text();
      const json = safeJson(text);
      if (response.ok) {
        const message = messageSchema.safeParse(json);
        if (!message.success) throw new Error("twilio answered without a message sid");
        return { ok: true, providerMessageId: message.data.sid };
      }
      const problem = errorSchema.safeParse(json);
      const detail = `twilio ${response.status}${problem.success && problem.data.code ? ` (${problem.data.code})` : ""}: ${problem.success && problem.data.message ? problem.data.message : text.slice(0, 200)}`;
      if (response.status === 429 || response.status >= 500) throw new Error(detail);
      return { ok: false, reason: "rejected", detail };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
