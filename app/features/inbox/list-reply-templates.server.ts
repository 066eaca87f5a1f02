import type { Db } from "~/db/client.server";
import { inboxReplyTemplates } from "~/db/schema";
import { defaultReplyTemplates } from "~/content/inbox-replies";
import { INBOX_REPLY_TEMPLATE_KEYS, type ReplyTemplateKey } from "~/domain/inbox";

export interface ReplyTemplate {
  key: ReplyTemplateKey;
  label: string;
  subject: string;
  body: string;
  /** Who last changed the wording, or null while it is the site's default. */
  updatedByEmail: string | null;
  updatedAt: Date | null;
}

/** The four reply templates in the team's current wording (the site's default until someone edits one). */
export async function listReplyTemplates(options: { db: Db }): Promise<ReplyTemplate[]> {
  const rows = await options.db.select().from(inboxReplyTemplates);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return INBOX_REPLY_TEMPLATE_KEYS.map((key) => {
    const row = byKey.get(key);
    const fallback = defaultReplyTemplates[key];
    return {
      key,
      label: fallback.label,
      subject: row?.subject ?? fallback.subject,
      body: row?.body ?? fallback.body,
      updatedByEmail: row?.updatedByEmail ?? null,
      updatedAt: row?.updatedAt ?? null,
    };
  });
}

export async function findReplyTemplate(db: Db, key: ReplyTemplateKey): Promise<ReplyTemplate> {
  const all = await listReplyTemplates({ db });
  const found = all.find((t) => t.key === key);
  if (!found) throw new Error(`no reply template ${key}`);
  return found;
}
