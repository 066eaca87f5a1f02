import { and, eq, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes, events, offers } from "~/db/schema";
import type { DiscountBatchForm } from "./discount-code-schema";
import type { DiscountCodeRefusal } from "./types";
import { instantFromZoned } from "./zoned-time";

type Fields = Omit<DiscountBatchForm, "prefix" | "count"> & { isEarlyBird?: boolean };

/** The columns a form's fields become: the event's currency and time zone applied, its tiers checked. */
export type CodeColumns = Pick<
  typeof discountCodes.$inferInsert,
  "discountType" | "percentOff" | "amountMinor" | "currency" | "eventId" | "eligibleTiers" | "startsAt" | "endsAt" | "description" | "customerTag"
>;

/**
 * Turn the form's fields into columns, or say why they cannot be: a fixed amount is in the event's
 * currency, so it needs an event; tiers must be ones the event sells; the window is read in the
 * event's time zone (the team's without an event). Run inside the change's transaction.
 */
export async function resolveCodeFields(
  tx: Db,
  fields: Fields,
  teamTimeZone: string,
): Promise<{ ok: true; columns: CodeColumns } | ({ ok: false } & DiscountCodeRefusal)> {
  let event: { id: number; currency: "USD" | "GBP" | "CAD"; timeZone: string } | null = null;
  if (fields.eventId !== null) {
    // Locked, so two changes naming the same event's early bird are decided one after the other.
    const [row] = await tx.select({ id: events.id, currency: events.currency, timeZone: events.timeZone }).from(events).where(eq(events.id, fields.eventId)).for("update");
    if (!row) return { ok: false, reason: "event_not_found" };
    event = row;
  }
  if (fields.discountType === "fixed" && !event) return { ok: false, reason: "fixed_needs_event" };

  const tiers = [...new Set(fields.eligibleTiers)];
  if (tiers.length > 0 && event) {
    const sold = new Set((await tx.select({ tierKey: offers.tierKey }).from(offers).where(eq(offers.eventId, event.id))).map((o) => o.tierKey));
    const strangers = tiers.filter((t) => !sold.has(t));
    if (strangers.length > 0) return { ok: false, reason: "tiers_not_sold", tiers: strangers };
  }

  const zone = event?.timeZone ?? teamTimeZone;
  const startsAt = fields.startsAt ? instantFromZoned(fields.startsAt, zone) : null;
  if (fields.startsAt && !startsAt) return { ok: false, reason: "bad_time", field: "startsAt" };
  const endsAt = fields.endsAt ? instantFromZoned(fields.endsAt, zone) : null;
  if (fields.endsAt && !endsAt) return { ok: false, reason: "bad_time", field: "endsAt" };
  if (startsAt && endsAt && endsAt <= startsAt) return { ok: false, reason: "window_order" };

  const percentage = fields.discountType === "percentage";
  return {
    ok: true,
    columns: {
      discountType: fields.discountType,
      percentOff: percentage ? Number(fields.value) : null,
      amountMinor: percentage ? null : Math.round(Number(fields.value) * 100),
      currency: percentage ? null : event!.currency,
      eventId: event?.id ?? null,
      eligibleTiers: tiers,
      startsAt,
      endsAt,
      description: fields.description,
      customerTag: fields.customerTag,
    },
  };
}

/**
 * The early-bird rules: the city page's banner counts down to a percentage code's end, and an event
 * shows one banner, so at most one code per event carries the flag. The event row is locked by
 * resolveCodeFields, so two admins flagging two codes at once cannot both pass.
 */
export async function checkEarlyBird(tx: Db, columns: CodeColumns, exceptId: number | null): Promise<DiscountCodeRefusal | null> {
  if (columns.eventId === null || columns.eventId === undefined) return { reason: "early_bird_needs_event" };
  if (columns.discountType !== "percentage") return { reason: "early_bird_needs_percentage" };
  if (!columns.endsAt) return { reason: "early_bird_needs_end" };
  const others = await tx
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(and(eq(discountCodes.eventId, columns.eventId), eq(discountCodes.isEarlyBird, true), exceptId === null ? undefined : ne(discountCodes.id, exceptId)))
    .limit(1);
  return others[0] ? { reason: "early_bird_taken", code: others[0].code } : null;
}
