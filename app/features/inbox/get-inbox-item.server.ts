import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, auditLog, emailOutbox, inboxItems, inboxNotes, inboxReplies, submissions, tiers, waitlistEntries, waitlistOffers } from "~/db/schema";
import { formatInboxRef, type InboxKind, type InboxRef, type InboxStatus, type ReplyTemplateKey } from "~/domain/inbox";
import { inboxRowsWithLabels, rowsOf, toInboxRow, type InboxRow } from "./inbox-union.server";

/** One value as it was sent: `key` names the field (the page labels it), a list is one entry per element. */
export interface SentField {
  key: string;
  value: string;
}

export interface InboxItemDetails {
  ref: string;
  kind: InboxKind;
  name: string | null;
  email: string;
  createdAt: Date;
  eventLabel: string | null;
  opportunityTitle: string | null;
  status: InboxStatus;
  assigneeUserId: string | null;
  fields: SentField[];
  waitlist: { position: number | null; offers: Array<{ status: string; expiresAt: Date; createdAt: Date }> } | null;
  notes: Array<{ id: number; authorEmail: string; text: string; createdAt: Date }>;
  replies: Array<{ id: number; templateKey: ReplyTemplateKey; actorEmail: string; createdAt: Date; discountCode: string | null; outboxId: number | null; subject: string | null; emailStatus: string | null }>;
  history: Array<{ id: number; actorEmail: string; action: string; details: Record<string, unknown>; createdAt: Date }>;
  others: InboxRow[];
}

const text = (v: unknown) => (v === null || v === undefined ? "" : typeof v === "object" ? JSON.stringify(v) : String(v));

function payloadFields(payload: Record<string, unknown>): SentField[] {
  return Object.entries(payload).flatMap(([key, value]) => (Array.isArray(value) ? value.map((v) => ({ key, value: text(v) })) : [{ key, value: text(value) }]));
}

/** Everything the item page shows: the fields as sent, the team's work on it, its history and the sender's other items. */
export async function getInboxItem(options: { db: Db; ref: InboxRef }): Promise<InboxItemDetails | null> {
  const { db, ref } = options;
  const refText = formatInboxRef(ref);
  const [listed] = rowsOf(await db.execute(inboxRowsWithLabels(sql`u.source = ${ref.source} and u.id = ${ref.id}`))).map(toInboxRow);
  if (!listed) return null;

  let fields: SentField[] = [];
  let waitlist: InboxItemDetails["waitlist"] = null;
  let itemCondition;
  if (ref.source === "submission") {
    const [row] = await db.select().from(submissions).where(eq(submissions.id, ref.id));
    if (!row) return null;
    fields = [
      { key: "fullName", value: row.fullName },
      { key: "email", value: row.email },
      ...(row.age !== null ? [{ key: "age", value: String(row.age) }] : []),
      ...(row.parentName ? [{ key: "parentName", value: row.parentName }] : []),
      ...payloadFields(row.payload),
    ];
    itemCondition = eq(inboxItems.submissionId, ref.id);
  } else if (ref.source === "audition") {
    const [row] = await db.select().from(auditionRegistrations).where(eq(auditionRegistrations.id, ref.id));
    if (!row) return null;
    const entries: Array<[string, unknown]> = [
      ["fullName", row.fullName],
      ["email", row.email],
      ["phone", row.phone],
      ["age", row.age],
      ["ageGroup", row.ageGroup],
      ["parentName", row.parentName],
      ["danceClipUrl", row.danceClipUrl],
      ["consentText", row.consentText],
      ["utmSource", row.utmSource],
      ["utmMedium", row.utmMedium],
      ["utmCampaign", row.utmCampaign],
      ["checkedInAt", row.checkedInAt?.toISOString()],
    ];
    fields = entries.filter(([, v]) => v !== null && v !== undefined && v !== "").map(([key, v]) => ({ key, value: text(v) }));
    itemCondition = eq(inboxItems.auditionRegistrationId, ref.id);
  } else {
    const [row] = await db
      .select({ id: waitlistEntries.id, email: waitlistEntries.email, eventId: waitlistEntries.eventId, tierKey: waitlistEntries.tierKey, tierLabel: tiers.label, createdAt: waitlistEntries.createdAt })
      .from(waitlistEntries)
      .leftJoin(tiers, eq(tiers.key, waitlistEntries.tierKey))
      .where(eq(waitlistEntries.id, ref.id));
    if (!row) return null;
    fields = [
      { key: "email", value: row.email },
      { key: "tier", value: row.tierLabel ?? row.tierKey ?? "" },
    ].filter((f) => f.value !== "");
    const [pos] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(
        and(
          row.eventId === null ? sql`${waitlistEntries.eventId} is null` : eq(waitlistEntries.eventId, row.eventId),
          row.tierKey === null ? sql`${waitlistEntries.tierKey} is null` : eq(waitlistEntries.tierKey, row.tierKey),
          or(sql`${waitlistEntries.createdAt} < ${row.createdAt}`, and(eq(waitlistEntries.createdAt, row.createdAt), sql`${waitlistEntries.id} <= ${row.id}`)),
        ),
      );
    const offers = await db.select({ status: waitlistOffers.status, expiresAt: waitlistOffers.expiresAt, createdAt: waitlistOffers.createdAt }).from(waitlistOffers).where(eq(waitlistOffers.waitlistEntryId, row.id));
    waitlist = { position: pos ? Number(pos.n) : null, offers };
    itemCondition = eq(inboxItems.waitlistEntryId, ref.id);
  }

  const [item] = await db.select().from(inboxItems).where(itemCondition);
  const notes = item ? await db.select({ id: inboxNotes.id, authorEmail: inboxNotes.authorEmail, text: inboxNotes.text, createdAt: inboxNotes.createdAt }).from(inboxNotes).where(eq(inboxNotes.itemId, item.id)).orderBy(asc(inboxNotes.createdAt), asc(inboxNotes.id)) : [];
  const replies = item
    ? await db
        .select({ id: inboxReplies.id, templateKey: inboxReplies.templateKey, actorEmail: inboxReplies.actorEmail, createdAt: inboxReplies.createdAt, discountCode: inboxReplies.discountCode, outboxId: inboxReplies.outboxId, subject: emailOutbox.subject, emailStatus: emailOutbox.status })
        .from(inboxReplies)
        .leftJoin(emailOutbox, eq(emailOutbox.id, inboxReplies.outboxId))
        .where(eq(inboxReplies.itemId, item.id))
        .orderBy(asc(inboxReplies.createdAt), asc(inboxReplies.id))
    : [];
  const history = await db
    .select({ id: auditLog.id, actorEmail: auditLog.actorEmail, action: auditLog.action, details: auditLog.details, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(eq(auditLog.target, `inbox:${refText}`))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
  const email = listed.email.trim().toLowerCase();
  const others = rowsOf(
    await db.execute(sql`${inboxRowsWithLabels(sql`lower(btrim(u.email)) = ${email} and not (u.source = ${ref.source} and u.id = ${ref.id})`)} order by u.created_at desc limit 50`),
  ).map(toInboxRow);

  return {
    ref: refText,
    kind: listed.kind,
    name: listed.name,
    email: listed.email,
    createdAt: listed.createdAt,
    eventLabel: listed.eventLabel,
    opportunityTitle: listed.opportunityTitle,
    status: listed.status,
    assigneeUserId: item?.assigneeUserId ?? null,
    fields,
    waitlist,
    notes,
    replies,
    history,
    others,
  };
}
