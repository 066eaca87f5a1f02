import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { events, offerAccessLists, offers, tiers } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";

export interface OfferAccessRow {
  offerId: number;
  tierKey: string;
  label: string;
  /** Null: open to everyone. */
  emails: string[] | null;
}

/** An event's offers, each with the list of addresses it is sold to (null when open to all). */
export async function listOfferAccess(options: { db: Db; eventId: number }): Promise<{ cityName: string; slug: string; offers: OfferAccessRow[] } | null> {
  const [event] = await options.db.select({ cityName: events.cityName, slug: events.slug }).from(events).where(eq(events.id, options.eventId));
  if (!event) return null;
  const rows = await options.db
    .select({ offerId: offers.id, tierKey: offers.tierKey, label: tiers.label, emails: offerAccessLists.emails })
    .from(offers)
    .innerJoin(tiers, eq(tiers.key, offers.tierKey))
    .leftJoin(offerAccessLists, eq(offerAccessLists.offerId, offers.id))
    .where(and(eq(offers.eventId, options.eventId), eq(offers.inCart, true)))
    .orderBy(asc(offers.sortOrder), asc(offers.id));
  return { ...event, offers: rows };
}

const addressSchema = z.email();

/** Addresses pasted or read from an uploaded file: split on commas, semicolons, spaces and lines; each checked, lower-cased, once. */
export function parseAddressList(text: string): { emails: string[]; invalid: string[] } {
  const words = text.split(/[\s,;]+/).map((w) => w.trim().replace(/^["'<]+|[">']+$/g, "")).filter(Boolean);
  const emails = new Set<string>();
  const invalid: string[] = [];
  for (const w of words) {
    if (addressSchema.safeParse(w).success) emails.add(w.toLowerCase());
    else if (w.includes("@")) invalid.push(w);
  }
  return { emails: [...emails].sort(), invalid };
}

export type SetOfferAccessResult = { ok: true; count: number; tierKey: string } | { ok: false; reason: "not_found" };

/** Restrict an offer to these addresses, or open it to everyone with an empty list; audited with before and after. */
export async function setOfferAccess(options: { db: Db; eventId: number; offerId: number; emails: string[]; actor: AuditActor; now: Date }): Promise<SetOfferAccessResult> {
  const { eventId, offerId, emails, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const [offer] = await tx.select({ id: offers.id, tierKey: offers.tierKey }).from(offers).where(and(eq(offers.id, offerId), eq(offers.eventId, eventId))).for("update");
    if (!offer) return { ok: false, reason: "not_found" } as const;
    const [before] = await tx.select({ emails: offerAccessLists.emails }).from(offerAccessLists).where(eq(offerAccessLists.offerId, offerId));
    if (emails.length === 0) await tx.delete(offerAccessLists).where(eq(offerAccessLists.offerId, offerId));
    else
      await tx
        .insert(offerAccessLists)
        .values({ offerId, emails, updatedAt: now })
        .onConflictDoUpdate({ target: offerAccessLists.offerId, set: { emails, updatedAt: now } });
    await recordAudit({ db: tx, actor, action: "event.offer.access", target: `${eventId}/${offer.tierKey}`, details: { eventId, before: before?.emails ?? null, after: emails.length ? emails : null }, now });
    return { ok: true, count: emails.length, tierKey: offer.tierKey } as const;
  });
}
