import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, emailOutbox, inboxReplies, submissions, waitlistEntries } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import type { InboxRef } from "~/domain/inbox";
import { lockInboxItem } from "./lock-inbox-item.server";

export type DeleteInboxItemResult = { ok: true; deleted: { submissions: number; auditions: number; waitlist: number; emails: number } } | { ok: false; reason: "no_item" };

/**
 * A person's request to be forgotten: the item (or, with `everything`, every item sent from its
 * address) goes, and with it the team's notes, replies and status (cascade) and the waitlist's seat
 * offers. The outbox loses the team's replies on that item; only with `everything` (the person asked
 * to be forgotten) also every message to that address or naming it as a whole address. The audit
 * log records that a deletion was made, of what kinds and how many, never the address or the name.
 */
export async function deleteInboxItem(options: { db: Db; ref: InboxRef; everything: boolean; actor: AuditActor; now: Date }): Promise<DeleteInboxItemResult> {
  const { ref, everything, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const locked = await lockInboxItem(tx, ref);
    if (!locked) return { ok: false, reason: "no_item" };
    const email = locked.email.trim().toLowerCase();
    const sameAddress = (column: AnyPgColumn) => sql`lower(btrim(${column})) = ${email}`;
    // The item's own replies, read before the item's deletion takes them with it.
    const replies = await tx
      .select({ outboxId: inboxReplies.outboxId })
      .from(inboxReplies)
      .where(and(eq(inboxReplies.itemId, locked.item.id), isNotNull(inboxReplies.outboxId)));

    const gone = { submissions: 0, auditions: 0, waitlist: 0, emails: 0 };
    if (everything) {
      gone.submissions = (await tx.delete(submissions).where(sameAddress(submissions.email)).returning({ id: submissions.id })).length;
      gone.auditions = (await tx.delete(auditionRegistrations).where(sameAddress(auditionRegistrations.email)).returning({ id: auditionRegistrations.id })).length;
      gone.waitlist = (await tx.delete(waitlistEntries).where(sameAddress(waitlistEntries.email)).returning({ id: waitlistEntries.id })).length;
    } else if (ref.source === "submission") {
      gone.submissions = (await tx.delete(submissions).where(eq(submissions.id, ref.id)).returning({ id: submissions.id })).length;
    } else if (ref.source === "audition") {
      gone.auditions = (await tx.delete(auditionRegistrations).where(eq(auditionRegistrations.id, ref.id)).returning({ id: auditionRegistrations.id })).length;
    } else {
      gone.waitlist = (await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, ref.id)).returning({ id: waitlistEntries.id })).length;
    }

    const ids = new Set(replies.map((r) => r.outboxId!));
    if (everything) {
      // Messages to the address, and the team's copies that name it (the new-submission notification):
      // the whole address, so deleting ann@x.com spares joann@x.com and ann@x.com.au.
      const pattern = `(^|[^a-z0-9._%+-])${escapeRegExp(email)}($|[^a-z0-9-]|\\.($|[^a-z0-9]))`;
      const mentions = or(sql`${emailOutbox.text} ~* ${pattern}`, sql`${emailOutbox.html} ~* ${pattern}`, sql`${emailOutbox.subject} ~* ${pattern}`);
      const found = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(or(sql`lower(btrim(${emailOutbox.toAddress})) = ${email}`, mentions));
      for (const r of found) ids.add(r.id);
    }
    const outbox = [...ids];
    if (outbox.length > 0) await tx.delete(emailOutbox).where(inArray(emailOutbox.id, outbox));
    gone.emails = outbox.length;

    await recordAudit({
      db: tx,
      actor,
      action: "inbox.delete",
      target: `inbox:${locked.ref}`,
      details: { kind: locked.kind, everything, before: { items: gone.submissions + gone.auditions + gone.waitlist }, after: null, deleted: gone },
      now,
    });
    return { ok: true, deleted: gone };
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
