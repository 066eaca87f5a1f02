import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, offers } from "~/db/schema";
import { pageConfigSchema, type PageConfig } from "~/domain/page-config";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import { bumpEventVersion, lockEventVersion } from "./lock-event-version.server";
import { unsoldTierKeys, type NamedTierKey } from "./page-tier-keys";

export type UpdateEventPageResult =
  | { ok: true; changed: boolean; version: number }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "stale"; version: number }
  /** The page names tier keys the event has no offer for (a card, a label or a feature list of a tier it does not sell). */
  | { ok: false; reason: "tiers_not_sold"; unsold: NamedTierKey[] };

/**
 * Publish an event's page configuration (already checked with its schema) at the version the editor
 * was opened at, audited with before and after. The events table's trigger moves the catalog version,
 * so the page cache, and the chat assistant on every process, follow within a second or two. A page
 * that names a tier key the event does not sell is refused, read under the event's lock.
 */
export async function updateEventPage(options: { db: Db; eventId: number; version: number; page: PageConfig; actor: AuditActor; now: Date }): Promise<UpdateEventPageResult> {
  const { eventId, page, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const locked = await lockEventVersion(tx, eventId, options.version);
    if (!locked.ok) return locked;
    const sold = await tx.select({ tierKey: offers.tierKey }).from(offers).where(eq(offers.eventId, eventId));
    const unsold = unsoldTierKeys(page, new Set(sold.map((o) => o.tierKey)));
    if (unsold.length > 0) return { ok: false, reason: "tiers_not_sold", unsold };
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
