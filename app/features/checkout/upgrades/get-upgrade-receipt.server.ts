import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, orders, orderStudents, orderUpgrades, tiers, upgradeCheckouts } from "~/db/schema";
import type { CurrencyCode } from "~/domain/money";
import { upgradeLinkKey, verifyUpgradeToken } from "./upgrade-link.server";

export interface UpgradeReceipt {
  /** processing: paid at Stripe, its webhook not here yet (the buyer is back before it). */
  status: "paid" | "processing";
  toLabel: string;
  amountMinor: number;
  currency: CurrencyCode;
  studentName: string | null;
  cityName: string;
  dateText: string;
}

/** The upgrade a link paid (or is being paid at Stripe), for its thank-you page; null when the link is not the site's or paid nothing. */
export async function getUpgradeReceipt(options: { db: Db; secret: string; token: string }): Promise<UpgradeReceipt | null> {
  const claims = verifyUpgradeToken(options.secret, options.token);
  if (!claims) return null;
  const [row] = await options.db
    .select({ upgrade: orderUpgrades, toLabel: tiers.label, cityName: events.cityName, dateText: events.dateText, studentName: orderStudents.fullName })
    .from(orderUpgrades)
    .innerJoin(orders, eq(orders.id, orderUpgrades.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(tiers, eq(tiers.key, orderUpgrades.toTier))
    .leftJoin(orderStudents, eq(orderStudents.id, orderUpgrades.studentId))
    .where(eq(orderUpgrades.linkKey, upgradeLinkKey(claims)));
  if (!row) return processing(options.db, upgradeLinkKey(claims));
  return { status: "paid", toLabel: row.toLabel, amountMinor: row.upgrade.amountMinor, currency: row.upgrade.currency, studentName: row.studentName, cityName: row.cityName, dateText: row.dateText };
}

/** The link's Stripe checkout still waiting for its webhook, shown as being confirmed. */
async function processing(db: Db, linkKey: string): Promise<UpgradeReceipt | null> {
  const [row] = await db
    .select({ checkout: upgradeCheckouts, toLabel: tiers.label, cityName: events.cityName, dateText: events.dateText, studentName: orderStudents.fullName })
    .from(upgradeCheckouts)
    .innerJoin(events, eq(events.id, upgradeCheckouts.eventId))
    .innerJoin(tiers, eq(tiers.key, upgradeCheckouts.toTier))
    .leftJoin(orderStudents, eq(orderStudents.id, upgradeCheckouts.studentId))
    .where(and(eq(upgradeCheckouts.linkKey, linkKey), inArray(upgradeCheckouts.status, ["open", "expired"])))
    .orderBy(desc(upgradeCheckouts.id))
    .limit(1);
  if (!row) return null;
  return { status: "processing", toLabel: row.toLabel, amountMinor: row.checkout.amountMinor, currency: row.checkout.currency, studentName: row.studentName, cityName: row.cityName, dateText: row.dateText };
}
