import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, orders, orderStudents, orderUpgrades, tiers } from "~/db/schema";
import type { CurrencyCode } from "~/domain/money";
import { upgradeLinkKey, verifyUpgradeToken } from "./upgrade-link.server";

export interface UpgradeReceipt {
  toLabel: string;
  amountMinor: number;
  currency: CurrencyCode;
  studentName: string | null;
  cityName: string;
  dateText: string;
}

/** The upgrade a link paid, for its thank-you page; null when the link is not the site's or paid nothing yet. */
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
  if (!row) return null;
  return { toLabel: row.toLabel, amountMinor: row.upgrade.amountMinor, currency: row.upgrade.currency, studentName: row.studentName, cityName: row.cityName, dateText: row.dateText };
}
