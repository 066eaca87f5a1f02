import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";
import { pageConfigSchema, type PageConfig } from "~/domain/page-config";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import { bumpEventVersion, lockEventVersion } from "./lock-event-version.server";

export type UpdateEventPageResult = { ok: true; changed: boolean; version: number } | { ok: false; reason: "not_found" } | { ok: false; reason: "stale"; version: number };

/**
 * Publish an event's page configuration (already checked with its schema) at the version the editor
 * was opened at, audited with before and after. The events table's trigger moves the catalog version,
 * so the page cache, and the chat assistant on every process, follow within a second or two.
 */
export async function updateEventPage(options: { db: Db; eventId: number; version: number; page: PageConfig; actor: AuditActor; now: Date }): Promise<UpdateEventPageResult> {
  const { eventId, page, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const locked = await lockEventVersion(tx, eventId, options.version);
    if (!locked.ok) return locked;
    const before = locked.event.page;
    if (stableJson(pageConfigSchema.parse(before)) === stableJson(page)) return { ok: true, changed: false, version: locked.event.version };
    await tx.update(events).set({ page }).where(eq(events.id, eventId));
    const version = await bumpEventVersion(tx, eventId, now);
    await recordAudit({ db: tx, actor, action: "event.page.update", target: locked.event.slug, details: { eventId, before, after: page }, now });
    return { ok: true, changed: true, version };
  });
}

/** JSON with every object's keys sorted: PostgreSQL's jsonb keeps its own key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}
