import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, orderLines, orderStudents, orders } from "~/db/schema";
import type { Money } from "~/domain/money";
import { upgradeDifference, upgradeLinkExpiry } from "~/domain/ticket-upgrade";
import { loadEventOffers } from "~/features/catalog/catalog.server";
import { upgradeTarget } from "./find-ticket-upgrade.server";
import { signUpgradeToken, upgradeLinks } from "./upgrade-link.server";

export interface UpgradeLinks {
  orderId: number;
  orderNumber: string;
  buyerEmail: string;
  cityName: string;
  dateText: string;
  expiresText: string;
  tickets: Array<{ studentName: string | null; toLabel: string; amount: Money; url: string; token: string }>;
}

/**
 * Signed links, issued now, for each ticket of an order that can move up (a named student's own,
 * and one for the line's tickets still unnamed). None when the event sells nothing higher, has
 * started or the order is not `paid` (pass `assumePaid` while the order's payment is being recorded).
 */
export async function listUpgradeLinks(options: { db: Db; secret: string; siteUrl: string; orderId: number; now: Date; assumePaid?: boolean }): Promise<UpgradeLinks | null> {
  const { db, secret, siteUrl, orderId, now } = options;
  const [row] = await db.select({ order: orders, event: events }).from(orders).innerJoin(events, eq(events.id, orders.eventId)).where(eq(orders.id, orderId));
  if (!row) return null;
  const { order, event } = row;
  if ((order.status !== "paid" && !options.assumePaid) || event.isCancelled) return null;
  const expiresAt = upgradeLinkExpiry(now, event);
  if (expiresAt <= now) return null;

  const offers = await loadEventOffers({ db, eventId: event.id, now });
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
  const students = await db.select().from(orderStudents).where(eq(orderStudents.orderId, order.id)).orderBy(orderStudents.position);
  const tickets: UpgradeLinks["tickets"] = [];
  for (const line of lines) {
    const from = offers.find((o) => o.tierKey === line.tierKey);
    const to = from ? upgradeTarget(from, offers) : null;
    if (!from || !to || to.soldOut || line.isAddOn) continue;
    const isAddOn = to.rule.requiresOneOf.length > 0;
    const amountMinor = isAddOn
      ? to.price.amountMinor
      : upgradeDifference({ lineTotalMinor: line.totalMinor, quantity: line.quantity, toPriceMinor: to.price.amountMinor, upgradePriceMinor: from.rule.upgrade?.priceMinor ?? null });
    const link = (studentId: number, studentName: string | null) => {
      const token = signUpgradeToken(secret, { orderId: order.id, lineId: line.id, studentId, issuedAt: now });
      tickets.push({ studentName, toLabel: to.label, amount: { amountMinor, currency: order.currency }, url: upgradeLinks.confirmation(siteUrl, token), token });
    };
    const named = students.filter((s) => s.orderLineId === line.id);
    for (const s of isAddOn ? [] : named) link(s.id, s.fullName);
    if (isAddOn || named.length < line.quantity) link(0, null);
  }
  const expiresText = new Intl.DateTimeFormat("en-US", { timeZone: event.timeZone, dateStyle: "long", timeStyle: "short" }).format(expiresAt);
  return { orderId: order.id, orderNumber: order.number, buyerEmail: order.buyerEmail, cityName: event.cityName, dateText: event.dateText, expiresText, tickets };
}
