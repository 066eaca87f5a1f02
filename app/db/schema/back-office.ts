import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { orders } from "./orders";
import { oneOf } from "./one-of";
import { orderUpgrades } from "./upgrades";
import { REFUND_REASON_CODES } from "~/domain/refund-reason";

/**
 * Money given back on an order, in full or in part, through the provider that took it. The sum of
 * an order's refunds that are not failed never exceeds what it paid. `idempotencyKey` makes a
 * double-clicked or repeated refund one refund; the provider's id ties its webhooks to the row.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    /** The upgrade whose own payment this gives back (decision 0035); null for the order's payment. */
    upgradeId: integer().references(() => orderUpgrades.id, { onDelete: "restrict" }),
    amountMinor: integer().notNull(),
    currency: text({ enum: ["USD", "GBP", "CAD"] }).notNull(),
    /** A refund the system made: why, as a code (app/domain/refund-reason.ts); null for the team's own. */
    reasonCode: text({ enum: REFUND_REASON_CODES }),
    /** The reason the team typed for its own refund; null for one the system made (`reasonCode`). */
    reason: text(),
    status: text({ enum: ["pending", "succeeded", "failed", "cancelled"] }).notNull().default("pending"),
    provider: text({ enum: ["test", "stripe"] }).notNull(),
    providerRefundId: text().unique(),
    idempotencyKey: text().notNull().unique(),
    /** Who asked: an admin, or null for one made in the provider's dashboard. */
    actorUserId: text().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text(),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    index("refunds_created_idx").on(t.createdAt),
    check("refunds_amount_positive", sql`${t.amountMinor} > 0`),
    oneOf("refunds_currency", t.currency),
    oneOf("refunds_status", t.status),
    oneOf("refunds_provider", t.provider),
    oneOf("refunds_reason_code", t.reasonCode),
    check("refunds_one_reason", sql`(${t.reasonCode} is null) <> (${t.reason} is null)`),
  ],
);

/**
 * The refund policy's "non-expiring credit for any city or date": a balance in one currency, used
 * by typing its code in the promo field. `balanceMinor` is what is left after redemptions.
 */
export const credits = pgTable(
  "credits",
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    holderEmail: text().notNull(),
    sourceOrderId: integer().references(() => orders.id, { onDelete: "set null" }),
    amountMinor: integer().notNull(),
    balanceMinor: integer().notNull(),
    currency: text({ enum: ["USD", "GBP", "CAD"] }).notNull(),
    note: text(),
    /** From the form the admin saw: a double-clicked or repeated issue finds this row instead of making another. */
    idempotencyKey: text().unique(),
    actorUserId: text().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("credits_holder_idx").on(t.holderEmail),
    index("credits_source_order_idx").on(t.sourceOrderId),
    check("credits_amounts", sql`${t.amountMinor} > 0 and ${t.balanceMinor} >= 0 and ${t.balanceMinor} <= ${t.amountMinor}`),
    oneOf("credits_currency", t.currency),
  ],
);

/**
 * Which order used how much of a credit. While its order is pending and its hold runs, a row holds
 * that much of the credit's balance (other checkouts see less free); the balance is debited when the
 * order is paid, and a row of an order that expired or was cancelled unpaid holds nothing (decision 0028).
 */
export const creditRedemptions = pgTable(
  "credit_redemptions",
  {
    id: serial().primaryKey(),
    creditId: integer()
      .notNull()
      .references(() => credits.id, { onDelete: "restrict" }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    amountMinor: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("credit_redemptions_credit_order").on(t.creditId, t.orderId),
    index("credit_redemptions_order_idx").on(t.orderId),
    check("credit_redemptions_amount_positive", sql`${t.amountMinor} > 0`),
  ],
);

/** The team's notes on an order. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorUserId: text().references(() => users.id, { onDelete: "set null" }),
    authorEmail: text().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId), check("order_notes_text_length", sql`length(${t.text}) between 1 and 4000`)],
);

/**
 * An order the team must look at: raised with a reason by the system (a late payment that could not
 * be refunded, a refund pending, a dispute) and resolved by a person or by the system (a matching
 * payment). At most one open at a time per order.
 */
export const orderAttention = pgTable(
  "order_attention",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /**
     * A reason code (app/domain/order-attention.ts) with its `data`; the team's pages word it. Rows
     * raised before migration 0058 (the payment function's before 0065) hold a sentence: shown as stored.
     */
    reason: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>(),
    raisedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    /** The admin's email, or "system" when a later event settled it. */
    resolvedBy: text(),
    resolution: text(),
  },
  (t) => [
    uniqueIndex("order_attention_one_open").on(t.orderId).where(sql`${t.resolvedAt} is null`),
    check("order_attention_resolved", sql`(${t.resolvedAt} is null) = (${t.resolvedBy} is null)`),
  ],
);
