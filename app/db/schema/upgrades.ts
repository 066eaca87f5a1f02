import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { orderLines, orderStudents, orders } from "./orders";
import { oneOf } from "./one-of";

/**
 * A ticket moved up after it was paid (Core Experience to Pro Track, or a VIP add-on) through a
 * signed link. `linkKey` is what the link names, so each link pays once; the money is this row's own
 * payment, kept apart from the order's totals (which stay what the order's payment paid).
 */
export const orderUpgrades = pgTable(
  "order_upgrades",
  {
    id: serial().primaryKey(),
    linkKey: text().notNull().unique(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The ticket it moved up (a line split off the original when that held several). */
    lineId: integer().references(() => orderLines.id, { onDelete: "set null" }),
    studentId: integer().references(() => orderStudents.id, { onDelete: "set null" }),
    fromTier: text().notNull(),
    toTier: text().notNull(),
    amountMinor: integer().notNull(),
    currency: text({ enum: ["USD", "GBP", "CAD"] }).notNull(),
    provider: text({ enum: ["test", "stripe"] }).notNull(),
    paymentRef: text().notNull(),
    paidAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_upgrades_order_idx").on(t.orderId), check("order_upgrades_amount", sql`${t.amountMinor} >= 0`), oneOf("order_upgrades_currency", t.currency), oneOf("order_upgrades_provider", t.provider)],
);
