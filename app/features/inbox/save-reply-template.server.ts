import type { Db } from "~/db/client.server";
import { inboxReplyTemplates } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import type { ReplyTemplateForm } from "./inbox-schemas";
import { findReplyTemplate } from "./list-reply-templates.server";

export type SaveReplyTemplateResult = { ok: true; changed: boolean };

/** The team's new wording of one reply template, audited with before and after. */
export async function saveReplyTemplate(options: { db: Db; form: ReplyTemplateForm; actor: AuditActor; now: Date }): Promise<SaveReplyTemplateResult> {
  const { form, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const before = await findReplyTemplate(tx, form.key);
    if (before.subject === form.subject && before.body === form.body) return { ok: true, changed: false };
    await tx
      .insert(inboxReplyTemplates)
      .values({ key: form.key, subject: form.subject, body: form.body, updatedByEmail: actor.email, updatedAt: now })
      .onConflictDoUpdate({ target: inboxReplyTemplates.key, set: { subject: form.subject, body: form.body, updatedByEmail: actor.email, updatedAt: now } });
    await recordAudit({
      db: tx,
      actor,
      action: "inbox.template",
      target: `inbox-template:${form.key}`,
      details: { before: { subject: before.subject, body: before.body }, after: { subject: form.subject, body: form.body } },
      now,
    });
    return { ok: true, changed: true };
  });
}
