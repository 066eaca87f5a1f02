import type { smsOutbox } from "~/db/schema";

export type OutboxSms = typeof smsOutbox.$inferSelect;
export type SmsStatus = OutboxSms["status"];
export const SMS_STATUSES = ["pending", "sending", "sent", "failed", "held"] as const satisfies readonly SmsStatus[];

/** One text as a provider is handed it. */
export interface OutgoingSms {
  /** E.164. */
  to: string;
  body: string;
  /** The outbox row's dedupe key: a provider that takes an idempotency key is given this one. */
  idempotencyKey: string;
}

/**
 * What the provider said. `rejected` is final (a number it will never reach, bad credentials):
 * not tried again; `detail` is the provider's own words, kept for the team in the outbox. A thrown
 * error (the network, the provider's own outage) is tried again.
 */
export type SmsSendResult = { ok: true; providerMessageId: string } | { ok: false; reason: "rejected"; detail: string };

/** An SMS provider: Twilio's today; another is a file implementing this and a line in createSmsTransport. */
export interface SmsTransport {
  readonly name: string;
  send(sms: OutgoingSms, signal?: AbortSignal): Promise<SmsSendResult>;
}
