import { site } from "./site";

/** The texts the site sends (each short: one SMS segment, 160 characters, costs one message). */
export const accountSmsCopy = {
  code: (code: string) => `${site.name}: ${code} is your code. It works for 10 minutes. Never share it: we will not call to ask for it.`,
  reset: (code: string) => `${site.name}: ${code} is your code to choose a new password. It works for 10 minutes.`,
  twoFactor: (code: string) => `${site.name}: ${code} is your two-step verification code. It works for 5 minutes.`,
} as const;

export const smsLimitCopy = {
  perNumber: "Too many texts were sent to this number today. Try again tomorrow, or use your email.",
  perDay: "We can't send texts right now. Use your email, or try again later.",
} as const;

/** The team's page of texts (/customer-messages), like the email outbox's. */
export const smsOutboxCopy = {
  title: "Customer texts",
  intro: "Every text message the site sends (sign-in and two-step codes) goes through this outbox first. The job runner hands each to the SMS provider once.",
  providerOn: (name: string) => `Texts are sent through ${name}.`,
  providerOff: "No SMS provider is configured (SMS_PROVIDER is unset): texts are held here and not sent. Read a code to a customer only once you know it is them.",
  statusLabel: "Status",
  allStatuses: "All statuses",
  filter: "Show",
  invalidStatus: (statuses: readonly string[]) => `Unknown status. Choose one of: ${statuses.join(", ")}.`,
  count: (shown: number, limit: number) => (shown === 0 ? "No texts." : shown >= limit ? `Showing the newest ${shown} texts.` : `${shown} ${shown === 1 ? "text" : "texts"}.`),
  tableCaption: "Texts, newest first",
  columns: { id: "No.", to: "To", body: "Message", status: "Status", attempts: "Attempts", lastError: "Last error", createdAt: "Queued (UTC)", sentAt: "Sent (UTC)" },
  none: "—",
  statuses: { pending: "Pending", sending: "Sending", sent: "Sent", failed: "Failed", held: "Held (no provider)" } as Record<string, string>,
} as const;
