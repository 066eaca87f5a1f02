import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, offers, seatPools } from "~/db/schema";
import { moveWallClock } from "~/domain/zoned-time";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import type { DuplicateForm } from "./event-form-schema";
import { findSlugHolder } from "./find-slug-holder.server";
import { snapshotEvent, snapshotOffer, snapshotPool } from "./snapshot-event";

export type DuplicateEventResult = { ok: true; eventId: number; slug: string } | { ok: false; reason: "not_found" } | { ok: false; reason: "slug_taken"; slug: string };

const DAY_MS = 86_400_000;

/**
 * The next stop of a tour: a new event copied from another, with its offers (prices as numbers in
 * the new currency), seat pools (same capacities, no seats taken), rules between tiers and page
 * configuration, at a new city, slug, dates and time zone. Sales windows move by the days between
 * the two first days, keeping their wall-clock time in the new event's zone (dropped when either
 * date is unknown); the venue is left to pick and discount
 * codes stay with their event. One transaction, audited with the new event as the after.
 */
export async function duplicateEvent(options: { db: Db; sourceId: number; form: DuplicateForm; actor: AuditActor; now: Date }): Promise<DuplicateEventResult> {
  const { sourceId, form, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const [source] = await tx.select().from(events).where(eq(events.id, sourceId));
    if (!source) return { ok: false, reason: "not_found" };
    if (await findSlugHolder(tx, form.slug, null)) return { ok: false, reason: "slug_taken", slug: form.slug };

    const [created] = await tx
      .insert(events)
      .values({
        slug: form.slug,
        kind: source.kind,
        cityName: form.cityName,
        dateText: form.dateText,
        startsOn: form.startsOn,
        endsOn: form.endsOn,
        timeZone: form.timeZone,
        venueId: null,
        currency: form.currency,
        hasPage: source.hasPage,
        listedOnTour: form.listedOnTour,
        isCancelled: false,
        isMasterclass: source.isMasterclass,
        page: source.page,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const event = created!;

    const pools = await tx.select().from(seatPools).where(eq(seatPools.eventId, sourceId)).orderBy(asc(seatPools.id));
    const poolIds = new Map<number, number>();
    const newPools = [];
    for (const pool of pools) {
      const [copy] = await tx.insert(seatPools).values({ eventId: event.id, key: pool.key, capacity: pool.capacity }).returning();
      poolIds.set(pool.id, copy!.id);
      newPools.push(snapshotPool(copy!));
    }

    const days = source.startsOn && form.startsOn ? Math.round((Date.parse(`${form.startsOn}T00:00:00Z`) - Date.parse(`${source.startsOn}T00:00:00Z`)) / DAY_MS) : null;
    const shift = (at: Date | null) => (at === null || days === null ? null : moveWallClock(at, { days, fromZone: source.timeZone, toZone: form.timeZone }));
    const sold = await tx.select().from(offers).where(eq(offers.eventId, sourceId)).orderBy(asc(offers.sortOrder), asc(offers.id));
    const newOffers = [];
    for (const o of sold) {
      const [copy] = await tx
        .insert(offers)
        .values({
          eventId: event.id,
          tierKey: o.tierKey,
          priceMinor: o.priceMinor,
          currency: form.currency,
          compareAtMinor: o.compareAtMinor,
          inCart: o.inCart,
          salesStartAt: shift(o.salesStartAt),
          salesEndAt: shift(o.salesEndAt),
          maxPerOrder: o.maxPerOrder,
          poolId: o.poolId === null ? null : (poolIds.get(o.poolId) ?? null),
          soldOut: o.soldOut,
          requiresOneOf: o.requiresOneOf,
          excludes: o.excludes,
          suggestsBeforeCheckout: o.suggestsBeforeCheckout,
          upgradeToTier: o.upgradeToTier,
          upgradePriceMinor: o.upgradePriceMinor,
          sortOrder: o.sortOrder,
        })
        .returning();
      newOffers.push(snapshotOffer(copy!));
    }

    await recordAudit({
      db: tx,
      actor,
      action: "event.duplicate",
      target: event.slug,
      details: { eventId: event.id, sourceId, sourceSlug: source.slug, before: null, after: { ...snapshotEvent(event), pools: newPools, offers: newOffers } },
      now,
    });
    return { ok: true, eventId: event.id, slug: event.slug };
  });
}
