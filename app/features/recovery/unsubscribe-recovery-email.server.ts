import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checkoutDrafts, emailSuppressions } from "~/db/schema";
import { verifyUnsubscribeToken } from "./recovery-tokens.server";

export type UnsubscribeResult = { ok: true; email: string; already: boolean } | { ok: false; reason: "invalid" };

/** The address a reminder's unsubscribe link stands for (shown on the confirm page), or invalid. */
export async function findUnsubscribeAddress(options: { db: Db; secret: string; token: string }): Promise<{ ok: true; email: string } | { ok: false; reason: "invalid" }> {
  const draftId = verifyUnsubscribeToken(options.secret, options.token);
  if (draftId === null) return { ok: false, reason: "invalid" };
  const [draft] = await options.db.select({ email: checkoutDrafts.buyerEmail }).from(checkoutDrafts).where(eq(checkoutDrafts.id, draftId));
  return draft ? { ok: true, email: draft.email.toLowerCase() } : { ok: false, reason: "invalid" };
}

/**
 * Stop reminders to the address of a reminder's link: it joins `email_suppressions` (lower-case),
 * which every recovery send checks. Doing it twice changes nothing. `oneClick` is RFC 8058's POST
 * from the mail client; the confirm page's button is `link`.
 */
export async function unsubscribeRecoveryEmail(options: { db: Db; secret: string; token: string; oneClick: boolean; now: Date }): Promise<UnsubscribeResult> {
  const found = await findUnsubscribeAddress(options);
  if (!found.ok) return found;
  const inserted = await options.db
    .insert(emailSuppressions)
    .values({ email: found.email, source: options.oneClick ? "one_click" : "link", createdAt: options.now })
    .onConflictDoNothing()
    .returning({ email: emailSuppressions.email });
  return { ok: true, email: found.email, already: inserted.length === 0 };
}
