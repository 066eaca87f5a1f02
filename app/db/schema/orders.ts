import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { events, seatPools, tiers } from "./catalog";
import type { PaymentProblem } from "~/domain/payment-problem";
import { oneOf } from "./one-of";

/**
 * Orders: a cart priced by the server, its seats held while the buyer pays. Kept forever: an order
 * that expires unpaid is the team's abandoned checkout. `token` is the unguessable reference in
 * links; `number` is what people read out on the phone.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial().primaryKey(),
    number: text().notNull().unique(),
    token: text().notNull().unique(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    currency: text({ enum: ["USD", "GBP", "CAD"] }).notNull(),
    status: text({ enum: ["pending", "paid", "expired", "cancelled", "refunded"] }).notNull().default("pending"),
    buyerName: text().notNull(),
    buyerEmail: text().notNull(),
    buyerPhone: text().notNull(),
    subtotalMinor: integer().notNull(),
    discountMinor: integer().notNull().default(0),
    /** Paid from a credit (its code in `credit_redemptions`); `totalMinor` is what is left to pay in money. */
    creditMinor: integer().notNull().default(0),
    /** What the buyer pays through the provider: subtotal less discounts less credit. */
    totalMinor: integer().notNull(),
    /** The codes applied when the order was priced; each one's use is counted when it is paid. */
    codes: text().array().notNull().default(sql`'{}'::text[]`),
    /** The discounts as quoted (code, type, value, amount), for receipts and the team. */
    discounts: jsonb().$type<Array<{ code: string; description: string; amountMinor: number }>>().notNull().default([]),
    /** The checkout context the browser was in (city, virtual flags); display only. */
    context: jsonb().$type<Record<string, string | boolean>>().notNull().default({}),
    /** Seats are held until then; after it they count as free again. */
    holdExpiresAt: timestamp({ withTimezone: true }).notNull(),
    provider: text({ enum: ["test", "stripe"] }).notNull(),
    /** The provider's id for this order's payment (Stripe Checkout Session). */
    providerRef: text(),
    /** The provider's id of the payment that paid it (Stripe PaymentIntent, test charge). */
    paymentRef: text(),
    /** Written before migration 0061: what went wrong, as words. Read only for orders from then. */
    lastPaymentError: text(),
    /** What last went wrong with its payment, as a reason with its data; the words are chosen where it is read. */
    lastPaymentProblem: jsonb().$type<PaymentProblem>(),
    /** First-touch campaign tags of the visit that placed the order (the sales tally's channel). */
    utm: jsonb().$type<{ utmSource?: string; utmMedium?: string; utmCampaign?: string }>().notNull().default({}),
    /** The site that sent the visitor, when the browser said. */
    referrer: text(),
    paidAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_event_status_idx").on(t.eventId, t.status, t.holdExpiresAt),
    index("orders_email_idx").on(t.buyerEmail),
    index("orders_pending_expiry_idx").on(t.status, t.holdExpiresAt),
    // The sales tally reads paid orders by the day they were paid.
    index("orders_paid_at_idx").on(t.paidAt).where(sql`${t.paidAt} is not null`),
    check(
      "orders_amounts",
      sql`${t.subtotalMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.creditMinor} >= 0 and ${t.totalMinor} >= 0 and ${t.totalMinor} = ${t.subtotalMinor} - ${t.discountMinor} - ${t.creditMinor}`,
    ),
    oneOf("orders_currency", t.currency),
    oneOf("orders_status", t.status),
    oneOf("orders_provider", t.provider),
  ],
);

/** What an order bought, priced when it was placed. `poolId` is where its seats come from. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    tierKey: text()
      .notNull()
      .references(() => tiers.key, { onDelete: "restrict" }),
    label: text().notNull(),
    poolId: integer().references(() => seatPools.id, { onDelete: "set null" }),
    /** An add-on (a VIP upgrade) is not a seat for another student. */
    isAddOn: boolean().notNull().default(false),
    quantity: integer().notNull(),
    unitPriceMinor: integer().notNull(),
    subtotalMinor: integer().notNull(),
    discountMinor: integer().notNull().default(0),
    totalMinor: integer().notNull(),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_pool_idx").on(t.poolId),
    check("order_lines_quantity", sql`${t.quantity} between 1 and 100`),
  ],
);

/** One student per ticket. Created with the order or later from the signed link; enrolled when it is paid. */
export const orderStudents = pgTable(
  "order_students",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    fullName: text().notNull(),
    age: integer().notNull(),
    ageGroup: text({ enum: ["12_and_under", "13_and_up"] }).notNull(),
    parentName: text(),
    /** The guardian consent statement as shown, for students under 18. */
    guardianConsent: text(),
    email: text(),
    enrolledAt: timestamp({ withTimezone: true }),
    /** The ticket (order line, and so the tier) this student holds. */
    orderLineId: integer().references(() => orderLines.id, { onDelete: "set null" }),
    /** Shown at the door as a QR code: unguessable, one per student. */
    ticketCode: text()
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    checkedInAt: timestamp({ withTimezone: true }),
    checkedInBy: text(),
    /** The student form's one-time key, so a repeated submission (a double click, a retried post) adds nobody twice. */
    submissionKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("order_students_position").on(t.orderId, t.position),
    index("order_students_line_idx").on(t.orderLineId),
    check("order_students_age", sql`${t.age} between 3 and 99`),
    check("order_students_minor", sql`${t.age} >= 18 or (${t.parentName} is not null and ${t.guardianConsent} is not null)`),
    oneOf("order_students_age_group", t.ageGroup),
  ],
);

/** Provider events already handled: the same event delivered again changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The team's checkout funnel, recorded by the server whatever the browser's pixel does. */
export const checkoutEvents = pgTable(
  "checkout_events",
  {
    id: serial().primaryKey(),
    kind: text({ enum: ["initiate_checkout", "order_created", "payment_failed", "purchase", "hold_expired", "late_payment_refunded"] }).notNull(),
    eventId: integer().references(() => events.id, { onDelete: "set null" }),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    itemCount: integer(),
    valueMinor: integer(),
    currency: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("checkout_events_kind_idx").on(t.kind, t.createdAt), oneOf("checkout_events_kind", t.kind)],
);
