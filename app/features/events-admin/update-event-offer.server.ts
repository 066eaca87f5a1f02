import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { offers, seatPools, tiers } from "~/db/schema";
import { ruleProblem } from "~/domain/event-edits";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import { instantFromZoned } from "~/domain/zoned-time";
import type { OfferForm } from "./event-form-schema";
import { bumpEventVersion, lockEventVersion } from "./lock-event-version.server";
import { sameSnapshot, snapshotOffer } from "./snapshot-event";
import type { EventEditResult } from "./types";

/**
 * Save one offer of an event: price and compare-at price (minor units, the event's currency), the
 * sales window typed in the event's time zone, the maximum per order, its seat pool (one of the
 * event's), the flags and the rules between tiers (naming only other tiers the event sells). At the
 * editor's version, audited with before and after; the next quote and page read it.
 */
export async function updateEventOffer(options: { db: Db; eventId: number; form: OfferForm; actor: AuditActor; now: Date }): Promise<EventEditResult<{ version: number; tierKey: string; label: string }>> {
  const { eventId, form, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const locked = await lockEventVersion(tx, eventId, form.version);
    if (!locked.ok) return locked;
    const event = locked.event;
    const all = await tx.select().from(offers).where(eq(offers.eventId, eventId));
    const before = all.find((o) => o.id === form.offerId);
    if (!before) return { ok: false, reason: "offer_not_found" };
    const [tier] = await tx.select({ label: tiers.label }).from(tiers).where(eq(tiers.key, before.tierKey));
    const label = tier?.label ?? before.tierKey;
    if (form.poolId !== null) {
      const [pool] = await tx.select({ id: seatPools.id }).from(seatPools).where(and(eq(seatPools.id, form.poolId), eq(seatPools.eventId, eventId)));
      if (!pool) return { ok: false, reason: "pool_not_found" };
    }
    const salesStartAt = form.salesStartAt === null ? null : instantFromZoned(form.salesStartAt, event.timeZone);
    if (form.salesStartAt !== null && salesStartAt === null) return { ok: false, reason: "bad_time", field: "salesStartAt" };
    const salesEndAt = form.salesEndAt === null ? null : instantFromZoned(form.salesEndAt, event.timeZone);
    if (form.salesEndAt !== null && salesEndAt === null) return { ok: false, reason: "bad_time", field: "salesEndAt" };
    if (salesStartAt && salesEndAt && salesEndAt <= salesStartAt) return { ok: false, reason: "bad_time", field: "salesEndAt" };

    const rule = {
      tierKey: before.tierKey,
      requiresOneOf: [...new Set(form.requiresOneOf)],
      excludes: [...new Set(form.excludes)],
      suggestsBeforeCheckout: form.suggestsBeforeCheckout,
      upgradeToTier: form.upgradeToTier,
    };
    const problem = ruleProblem(rule, new Set(all.map((o) => o.tierKey)));
    if (problem) return { ok: false, reason: "rule", ...problem };

    const next = {
      priceMinor: form.price,
      compareAtMinor: form.compareAt,
      salesStartAt,
      salesEndAt,
      maxPerOrder: form.maxPerOrder,
      poolId: form.poolId,
      inCart: form.inCart,
      soldOut: form.soldOut,
      requiresOneOf: rule.requiresOneOf,
      excludes: rule.excludes,
      suggestsBeforeCheckout: rule.suggestsBeforeCheckout,
      upgradeToTier: rule.upgradeToTier,
      upgradePriceMinor: rule.upgradeToTier === null ? null : form.upgradePrice,
    };
    const was = snapshotOffer(before);
    const after = snapshotOffer({ ...before, ...next });
    if (sameSnapshot(was, after)) return { ok: true, changed: false, version: event.version, tierKey: before.tierKey, label };
    await tx.update(offers).set(next).where(eq(offers.id, before.id));
    const version = await bumpEventVersion(tx, eventId, now);
    await recordAudit({ db: tx, actor, action: "event.offer.update", target: `${event.slug}/${before.tierKey}`, details: { eventId, offerId: before.id, before: was, after }, now });
    return { ok: true, changed: true, version, tierKey: before.tierKey, label };
  });
}
