import type { Db } from "~/db/client.server";
import { formatMoney } from "~/domain/money";
import { renderOutgoingEmail } from "~/features/email/email.server";
import { recoveryReminder } from "~/features/recovery/emails/recovery-reminder";
import type { EmailContext, OutgoingEmail } from "~/features/email/types";
import { recoveryLinks, signResumeToken, signUnsubscribeToken } from "./recovery-tokens.server";
import { tierLabels } from "./tier-labels.server";

export interface RecoveryEmailDraft {
  id: number;
  buyerEmail: string;
  buyerName: string | null;
  cityName: string;
  dateText: string;
  lines: Array<{ tierKey: string; quantity: number }>;
  codes: string[];
  valueMinor: number;
  currency: "USD" | "GBP" | "CAD";
}

/**
 * The reminder for one kept checkout, rendered as its buyer gets it (the admin's preview shows this
 * same message): its lines by tier label, its value, a signed resume link and a one-click
 * unsubscribe (List-Unsubscribe with List-Unsubscribe-Post, RFC 8058). None when rendering throws.
 * List-Unsubscribe also offers a mailto (RFC 2369) for clients without one-click: the site reads no
 * incoming mail, so it goes to the team's inbox (TEAM_EMAIL) with the signed link in its body, for
 * the team to open; the https link comes first, so one-click clients never use it.
 */
export async function renderRecoveryEmail(options: { db: Db; draft: RecoveryEmailDraft; mail: EmailContext; secret: string; siteUrl: string; now: Date }): Promise<OutgoingEmail | null> {
  const { db, draft, mail, secret, siteUrl, now } = options;
  const labels = await tierLabels(db, draft.lines.map((l) => l.tierKey));
  const unsubscribeUrl = recoveryLinks.unsubscribe(siteUrl, signUnsubscribeToken(secret, draft.id));
  const [email] = renderOutgoingEmail(mail, "recovery reminder", () => ({
    to: draft.buyerEmail,
    template: recoveryReminder,
    props: {
      buyerName: draft.buyerName?.split(/\s+/)[0] || null,
      cityName: draft.cityName,
      dateText: draft.dateText,
      lines: draft.lines.map((l) => ({ label: labels.get(l.tierKey) ?? l.tierKey, quantity: l.quantity })),
      valueText: formatMoney({ amountMinor: draft.valueMinor, currency: draft.currency }),
      codes: draft.codes,
      resumeUrl: recoveryLinks.resume(siteUrl, signResumeToken(secret, draft.id, now)),
      unsubscribeUrl,
    },
  }));
  if (!email) return null;
  return { ...email, headers: { "List-Unsubscribe": listUnsubscribe(unsubscribeUrl, mail.teamEmail), "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}

/** `<https one-click>, <mailto:team?subject=…&body=link>`, every character a header's angle brackets allow. */
export function listUnsubscribe(unsubscribeUrl: string, teamEmail: string): string {
  const mailto = `mailto:${encodeURIComponent(teamEmail).replace(/%40/g, "@")}?subject=${encodeURIComponent("Unsubscribe from reminders")}&body=${encodeURIComponent(`Please stop reminders to this address: ${unsubscribeUrl}`)}`;
  return `<${unsubscribeUrl}>, <${mailto}>`;
}
