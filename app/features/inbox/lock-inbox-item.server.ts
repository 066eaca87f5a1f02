import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, inboxItems, submissions, waitlistEntries } from "~/db/schema";
import { formatInboxRef, type InboxKind, type InboxRef } from "~/domain/inbox";

export interface LockedInboxItem {
  ref: string;
  kind: InboxKind;
  email: string;
  name: string | null;
  eventId: number | null;
  opportunityId: number | null;
  item: typeof inboxItems.$inferSelect;
}

const column = {
  submission: inboxItems.submissionId,
  audition: inboxItems.auditionRegistrationId,
  waitlist: inboxItems.waitlistEntryId,
} as const;

/**
 * Inside a change's transaction: lock the row that was sent (so two changes to one item, such as a
 * double-clicked reply, go one after the other) and its inbox row, made on first touch. Null when
 * there is no such item (or it was deleted).
 */
export async function lockInboxItem(tx: Db, ref: InboxRef): Promise<LockedInboxItem | null> {
  const sent = await readSentRow(tx, ref);
  if (!sent) return null;
  await tx
    .insert(inboxItems)
    .values({ [ref.source === "submission" ? "submissionId" : ref.source === "audition" ? "auditionRegistrationId" : "waitlistEntryId"]: ref.id })
    .onConflictDoNothing();
  const [item] = await tx.select().from(inboxItems).where(eq(column[ref.source], ref.id)).for("update");
  if (!item) return null;
  return { ref: formatInboxRef(ref), ...sent, item };
}

async function readSentRow(tx: Db, ref: InboxRef): Promise<Omit<LockedInboxItem, "ref" | "item"> | null> {
  if (ref.source === "submission") {
    const [row] = await tx
      .select({ kind: submissions.kind, email: submissions.email, name: submissions.fullName, eventId: submissions.eventId, opportunityId: submissions.opportunityId })
      .from(submissions)
      .where(eq(submissions.id, ref.id))
      .for("update");
    return row ?? null;
  }
  if (ref.source === "audition") {
    const [row] = await tx
      .select({ email: auditionRegistrations.email, name: auditionRegistrations.fullName, eventId: auditionRegistrations.eventId })
      .from(auditionRegistrations)
      .where(eq(auditionRegistrations.id, ref.id))
      .for("update");
    return row ? { ...row, kind: "audition", opportunityId: null } : null;
  }
  const [row] = await tx.select({ email: waitlistEntries.email, eventId: waitlistEntries.eventId }).from(waitlistEntries).where(eq(waitlistEntries.id, ref.id)).for("update");
  return row ? { ...row, kind: "waitlist", name: null, opportunityId: null } : null;
}
