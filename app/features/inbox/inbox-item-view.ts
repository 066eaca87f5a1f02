import { formatUtc } from "~/domain/format-utc";
import { safeHttpUrl, statusesFor } from "~/domain/inbox";
import type { InboxItemDetails } from "./get-inbox-item.server";
import { inboxCopy } from "./inbox-copy";

const copy = inboxCopy.item;

/** The answer of an inbox item's forms. */
export type InboxItemActionAnswer = { ok: true; message: string } | { ok: false; message?: string; errors?: Record<string, string | undefined> };

/** An inbox item as its page shows it (times in UTC), with the team's admins to assign it to. */
export function presentInboxItem(item: InboxItemDetails, admins: ReadonlyArray<{ userId: string; email: string; name: string }>) {
  return {
    ref: item.ref,
    kind: item.kind,
    name: item.name,
    email: item.email,
    about: item.eventLabel ?? item.opportunityTitle,
    received: formatUtc(item.createdAt) ?? "",
    status: item.status,
    statuses: [...statusesFor(item.kind)],
    assigneeUserId: item.assigneeUserId,
    admins: admins.map((a) => ({ userId: a.userId, email: a.email, name: a.name })),
    fields: item.fields.map((f) => ({ key: f.key, label: copy.fieldLabels[f.key] ?? f.key, value: f.value, href: safeHttpUrl(f.value) })),
    waitlist: item.waitlist && { position: item.waitlist.position, offers: item.waitlist.offers.map((o) => ({ status: o.status, expiresAt: formatUtc(o.expiresAt) ?? "" })) },
    notes: item.notes.map((n) => ({ id: n.id, author: n.authorEmail, text: n.text, createdAt: formatUtc(n.createdAt) ?? "" })),
    replies: item.replies.map((r) => ({ id: r.id, template: r.templateKey, by: r.actorEmail, createdAt: formatUtc(r.createdAt) ?? "", code: r.discountCode, outboxId: r.outboxId, subject: r.subject, emailStatus: r.emailStatus })),
    history: item.history.map((h) => ({ id: h.id, by: h.actorEmail, action: h.action, details: h.details, createdAt: formatUtc(h.createdAt) ?? "" })),
    others: item.others.map((o) => ({ ref: `${o.source}-${o.id}`, kind: o.kind, about: o.eventLabel ?? o.opportunityTitle, status: o.status, received: formatUtc(o.createdAt) ?? "" })),
  };
}

export type InboxItemView = ReturnType<typeof presentInboxItem>;
