import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { UpgradeCheckoutProblem } from "~/domain/upgrade-checkout-problem";
import { events } from "./catalog";
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
  (t) => [
    index("order_upgrades_order_idx").on(t.orderId),
    // Stripe's refund and dispute webhooks find an upgrade's payment by its reference.
    index("order_upgrades_payment_ref_idx").on(t.paymentRef),
    check("order_upgrades_amount", sql`${t.amountMinor} >= 0`),
    oneOf("order_upgrades_currency", t.currency),
    oneOf("order_upgrades_provider", t.provider),
  ],
);

/**
 * An upgrade being paid at Stripe (a Checkout Session for exactly the difference). While `open` and
 * before `expiresAt` it holds one seat of the higher tier's pool (pool_seats_taken counts it), and a
 * link has at most one open. The session's completion applies it once (`paid`, with its
 * order_upgrades row); expiry releases it (`expired`); a payment that can no longer be applied is
 * given back (`refunded`) or, when the provider refuses, flagged on the order (`attention`).
 */
export const upgradeCheckouts = pgTable(
  "upgrade_checkouts",
  {
    id: serial().primaryKey(),
    linkKey: text().notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    lineId: integer().notNull(),
    /** null when the ticket's student is not named yet. */
    studentId: integer(),
    fromTier: text().notNull(),
    toTier: text().notNull(),
    /** The higher tier's pool, where the seat is held (null when the tier has no pool). */
    toPoolId: integer(),
    amountMinor: integer().notNull(),
    currency: text({ enum: ["USD", "GBP", "CAD"] }).notNull(),
    status: text({ enum: ["open", "paid", "expired", "refunded", "attention"] }).notNull().default("open"),
    sessionId: text().unique(),
    sessionUrl: text(),
    /** When a request began opening this checkout's session at the provider: the others wait for it. */
    sessionRequestedAt: timestamp({ withTimezone: true }),
    paymentRef: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** What last went wrong, as a reason with its data (app/domain/upgrade-checkout-problem.ts). */
    lastProblem: jsonb().$type<UpgradeCheckoutProblem>(),
    /** Words of checkouts from before `last_problem` (migration 0064); no longer written. */
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("upgrade_checkouts_open_link").on(t.linkKey).where(sql`status = 'open'`),
    index("upgrade_checkouts_open_event_idx").on(t.eventId).where(sql`status = 'open'`),
    index("upgrade_checkouts_order_idx").on(t.orderId),
    check("upgrade_checkouts_amount", sql`${t.amountMinor} > 0`),
    oneOf("upgrade_checkouts_currency", t.currency),
    oneOf("upgrade_checkouts_status", t.status),
  ],
);
