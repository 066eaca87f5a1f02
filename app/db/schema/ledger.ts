import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { oneOf } from "./one-of";
import { orders } from "./orders";
import { subscriptions } from "./subscriptions";

/**
 * Every movement of money, one row each, never updated or deleted (decision 0041). Rows are written
 * by database triggers in the transaction of the movement itself (an order paid, an upgrade paid, a
 * subscription period charged, a refund succeeding, a credit issued or released), so no writer can
 * forget one; the flagged rows of a provider event that does not fit are written by the payments
 * feature. `entryKey` names the movement, so the same movement is never written twice.
 *
 * Signs: a cash kind's amount is what it did to the money the business holds (a charge is +, a
 * discount, a credit spent, a refund or a dispute is −; a refund reversed is +). The credit kinds
 * (`credit_issued`, `credit_released`) are credit owed to buyers, not cash, and never count in net.
 * Flagged rows are shown to the team and counted in no figure.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    entryKey: text().notNull().unique(),
    kind: text({
      enum: ["ticket_charge", "upgrade_charge", "subscription_charge", "discount", "credit_spent", "refund", "refund_reversed", "dispute", "fee", "credit_issued", "credit_released"],
    }).notNull(),
    amountMinor: integer().notNull(),
    currency: text({ enum: ["USD", "GBP", "CAD"] }).notNull(),
    /** Follows its order or subscription only when that row itself is removed, which the site never does (test fixtures do). */
    orderId: integer().references(() => orders.id, { onDelete: "cascade" }),
    orderLineId: integer(),
    upgradeId: integer(),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: "cascade" }),
    subscriptionPaymentId: integer(),
    refundId: integer(),
    creditId: integer(),
    eventId: integer(),
    tierKey: text(),
    /** Tickets of a ticket charge's line (null for other kinds). */
    quantity: integer(),
    /** The discount code a discount row is the share of. */
    code: text(),
    provider: text({ enum: ["test", "stripe"] }),
    providerRef: text(),
    actorKind: text({ enum: ["buyer", "provider", "team", "system"] }).notNull(),
    /** The team member's email, or the buyer's. */
    actor: text(),
    flagged: boolean().notNull().default(false),
    flagReason: text({ enum: ["exceeds_remaining", "currency_mismatch", "unknown_reference", "provider_difference", "payment_not_applied"] }),
    /** When it happened, on the site's clock (APP_NOW moves it). */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_order_idx").on(t.orderId),
    index("ledger_entries_subscription_idx").on(t.subscriptionId),
    index("ledger_entries_occurred_idx").on(t.occurredAt),
    index("ledger_entries_flagged_idx").on(t.occurredAt).where(sql`${t.flagged}`),
    // A provider's refund event finds the payment the site kept as bought nothing by its reference.
    index("ledger_entries_unapplied_ref_idx").on(t.providerRef).where(sql`${t.flagReason} = 'payment_not_applied'`),
    check("ledger_entries_flag", sql`${t.flagged} = (${t.flagReason} is not null)`),
    oneOf("ledger_entries_kind", t.kind),
    // A flagged row keeps the provider's own currency, whatever it is, so the team sees what arrived.
    check("ledger_entries_currency", sql`${t.flagged} or ${t.currency} in ('USD', 'GBP', 'CAD')`),
    oneOf("ledger_entries_provider", t.provider),
    oneOf("ledger_entries_actor_kind", t.actorKind),
    oneOf("ledger_entries_flag_reason", t.flagReason),
  ],
);

/**
 * A flagged ledger row the team (or the system) has dealt with, and how. The ledger row itself stays
 * as it was (append-only): its resolution is this row, one per ledger row, so resolving twice is one
 * resolution. `resolvedBy` is the team member's email, or `system` for a flag settled automatically
 * (a payment that could not be applied and was refunded at once).
 */
export const ledgerFlagResolutions = pgTable(
  "ledger_flag_resolutions",
  {
    id: serial().primaryKey(),
    /** Follows its ledger row only when that row is removed with its order, which the site never does (test fixtures do). */
    ledgerEntryId: bigint({ mode: "number" })
      .notNull()
      .unique()
      .references(() => ledgerEntries.id, { onDelete: "cascade" }),
    resolvedByUserId: text().references(() => users.id, { onDelete: "set null" }),
    /** The team member's email, or `system`. */
    resolvedBy: text().notNull(),
    /** What was done, in the team's words. */
    note: text().notNull(),
    /** On the site's clock (APP_NOW moves it). */
    resolvedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check("ledger_flag_resolutions_note", sql`length(btrim(${t.note})) > 0`)],
);
