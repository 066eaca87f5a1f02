import { and, eq, gt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, orderLines, orderStudents, orders, orderUpgrades, upgradeCheckouts } from "~/db/schema";
import type { CurrencyCode } from "~/domain/money";
import { upgradeDifference, upgradeLinkExpiry } from "~/domain/ticket-upgrade";
import { loadEventOffers } from "~/features/catalog/catalog.server";
import { checkOfferAccess } from "~/features/offer-access/offer-access.server";
import type { EventOffer } from "~/features/catalog/types";
import { upgradeLinkKey, verifyUpgradeToken, type UpgradeClaims } from "./upgrade-link.server";

export type UpgradeRefusal =
  /** Not a link this site made. */
  | { reason: "invalid" }
  | { reason: "expired" }
  /** This link already paid its upgrade. */
  | { reason: "used" }
  /** The ticket is no longer one that moves up (upgraded by another link, refunded, or its event sells nothing higher). */
  | { reason: "not_upgradeable" }
  | { reason: "sold_out" }
  /** The tier above is sold only to the team's list, and the order's address is not on it. */
  | { reason: "not_on_list" };

/** A ticket a link may move up, and what that costs (never shows more of the order than the ticket). */
export interface TicketUpgrade {
  claims: UpgradeClaims;
  linkKey: string;
  orderId: number;
  orderNumber: string;
  buyerName: string;
  buyerEmail: string;
  eventId: number;
  cityName: string;
  dateText: string;
  /** The event's zone, in which the link's end is shown. */
  timeZone: string;
  studentName: string | null;
  line: { id: number; tierKey: string; label: string; quantity: number; poolId: number | null; subtotalMinor: number; discountMinor: number; totalMinor: number };
  to: { tierKey: string; label: string; poolId: number | null; priceMinor: number; isAddOn: boolean };
  amountMinor: number;
  currency: CurrencyCode;
  expiresAt: Date;
}

export type FindTicketUpgradeResult = { ok: true; upgrade: TicketUpgrade } | ({ ok: false } & UpgradeRefusal);

/**
 * The tier a ticket of `from` moves up to at this event: the offer's own upgrade where set, else a
 * VIP add-on that requires it, else the event's Pro Track seat (a tier of the pro family sold on its own).
 */
export function upgradeTarget(from: EventOffer, offers: readonly EventOffer[]): EventOffer | null {
  const sold = offers.filter((o) => o.inCart && o.tierKey !== from.tierKey);
  if (from.rule.upgrade) return sold.find((o) => o.tierKey === from.rule.upgrade!.tierKey) ?? null;
  const addOn = sold.find((o) => o.rule.requiresOneOf.includes(from.tierKey));
  if (addOn) return addOn;
  if (from.family !== "core") return null;
  return sold.find((o) => o.family === "pro" && o.rule.requiresOneOf.length === 0) ?? null;
}

/** Read what a signed upgrade link offers now: the ticket, the tier above it and the price, or why it cannot. */
export async function findTicketUpgrade(options: { db: Db; secret: string; token: string; now: Date }): Promise<FindTicketUpgradeResult> {
  const { db, secret, token, now } = options;
  const claims = verifyUpgradeToken(secret, token);
  if (!claims) return { ok: false, reason: "invalid" };
  const linkKey = upgradeLinkKey(claims);
  const [used] = await db.select({ id: orderUpgrades.id }).from(orderUpgrades).where(eq(orderUpgrades.linkKey, linkKey));
  if (used) return { ok: false, reason: "used" };

  const [row] = await db
    .select({ order: orders, event: events, line: orderLines })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(orderLines, and(eq(orderLines.orderId, orders.id), eq(orderLines.id, claims.lineId)))
    .where(eq(orders.id, claims.orderId));
  if (!row) return { ok: false, reason: "invalid" };
  const { order, event, line } = row;
  const expiresAt = upgradeLinkExpiry(claims.issuedAt, event);
  if (now >= expiresAt) return { ok: false, reason: "expired" };
  if (order.status !== "paid" || event.isCancelled) return { ok: false, reason: "not_upgradeable" };

  let studentName: string | null = null;
  if (claims.studentId !== 0) {
    const [student] = await db.select().from(orderStudents).where(and(eq(orderStudents.id, claims.studentId), eq(orderStudents.orderId, order.id)));
    if (!student || student.orderLineId !== line.id) return { ok: false, reason: "not_upgradeable" };
    studentName = student.fullName;
  }

  const offers = await loadEventOffers({ db, eventId: event.id, now });
  const from = offers.find((o) => o.tierKey === line.tierKey);
  const to = from ? upgradeTarget(from, offers) : null;
  if (!from || !to) return { ok: false, reason: "not_upgradeable" };
  // Within one pool (the room Core and Pro Track share) the ticket keeps its own seat, so a full room does not stop it.
  const keepsItsSeat = to.poolId !== null && to.poolId === line.poolId && to.remaining === 0;
  if (to.soldOut && !keepsItsSeat && !(await holdsOwnSeat(db, linkKey, now))) return { ok: false, reason: "sold_out" };
  // The link went to the order's address, so that is the address proved; paying goes through here too.
  if (await checkOfferAccess({ db, eventId: event.id, tierKeys: [to.tierKey], verifiedEmail: order.buyerEmail })) return { ok: false, reason: "not_on_list" };
  const isAddOn = to.rule.requiresOneOf.length > 0;
  const amountMinor = isAddOn
    ? to.price.amountMinor
    : upgradeDifference({ lineTotalMinor: line.totalMinor, quantity: line.quantity, toPriceMinor: to.price.amountMinor, upgradePriceMinor: from.rule.upgrade?.priceMinor ?? null });

  return {
    ok: true,
    upgrade: {
      claims,
      linkKey,
      orderId: order.id,
      orderNumber: order.number,
      buyerName: order.buyerName,
      buyerEmail: order.buyerEmail,
      eventId: event.id,
      cityName: event.cityName,
      dateText: event.dateText,
      timeZone: event.timeZone,
      studentName,
      line: { id: line.id, tierKey: line.tierKey, label: line.label, quantity: line.quantity, poolId: line.poolId, subtotalMinor: line.subtotalMinor, discountMinor: line.discountMinor, totalMinor: line.totalMinor },
      to: { tierKey: to.tierKey, label: to.label, poolId: to.poolId, priceMinor: to.price.amountMinor, isAddOn },
      amountMinor,
      currency: order.currency,
      expiresAt,
    },
  };
}

/** The seat counted taken may be this link's own, held by its open Stripe checkout (back from Stripe's page). */
async function holdsOwnSeat(db: Db, linkKey: string, now: Date): Promise<boolean> {
  const [open] = await db
    .select({ id: upgradeCheckouts.id })
    .from(upgradeCheckouts)
    .where(and(eq(upgradeCheckouts.linkKey, linkKey), eq(upgradeCheckouts.status, "open"), gt(upgradeCheckouts.expiresAt, now)));
  return open !== undefined;
}
