import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { PageConfigInput } from "~/domain/page-config";

export const venues = pgTable("venues", {
  id: serial().primaryKey(),
  /** Stable key the seed file uses to refer to a venue. */
  key: text().notNull().unique(),
  name: text().notNull(),
  address: text(),
  /** Extra directions shown with the schedule (e.g. entrance at the back). */
  notes: text(),
});

export const tiers = pgTable(
  "tiers",
  {
    key: text().primaryKey(),
    label: text().notNull(),
    basePriceMinor: integer().notNull(),
    billing: text({ enum: ["one_time", "monthly"] }).notNull().default("one_time"),
    isVirtual: boolean().notNull().default(false),
    description: text(),
    note: text(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [check("tiers_base_price_nonnegative", sql`${t.basePriceMinor} >= 0`), oneOf("tiers_billing", t.billing)],
);

export const events = pgTable(
  "events",
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    kind: text({ enum: ["intensive", "masterclass", "virtual"] }).notNull().default("intensive"),
    /** Display name, e.g. 'Buford, GA'. */
    cityName: text().notNull(),
    dateText: text().notNull(),
    /** First day; null while the date is to be determined. */
    startsOn: date({ mode: "string" }),
    /** Last day of a multi-day event. */
    endsOn: date({ mode: "string" }),
    /** The zone in which the dates are judged (upcoming, countdowns). */
    timeZone: text().notNull().default("America/Los_Angeles"),
    venueId: integer().references(() => venues.id, { onDelete: "set null" }),
    currency: text({ enum: ["USD", "GBP", "CAD"] }).notNull().default("USD"),
    /** Seats for the whole event; null means unlimited. */
    capacity: integer(),
    hasPage: boolean().notNull().default(true),
    listedOnTour: boolean().notNull().default(false),
    isCancelled: boolean().notNull().default(false),
    isMasterclass: boolean().notNull().default(false),
    page: jsonb().$type<PageConfigInput>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_tour_idx").on(t.listedOnTour, t.startsOn),
    check("events_capacity_positive", sql`${t.capacity} is null or ${t.capacity} > 0`),
    // Offers reference (id, currency), so an offer's currency is always its event's.
    unique("events_id_currency").on(t.id, t.currency),
    check("events_dates_ordered", sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
    oneOf("events_kind", t.kind),
    oneOf("events_currency", t.currency),
  ],
);

/**
 * Seat pools: the rooms an event's offers draw seats from. Offers that share a room share one pool,
 * so its capacity is counted once. A null capacity means unlimited.
 */
export const seatPools = pgTable(
  "seat_pools",
  {
    id: serial().primaryKey(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** Stable key within the event, e.g. 'audition' or 'main_room'. */
    key: text().notNull(),
    capacity: integer(),
  },
  (t) => [
    unique("seat_pools_event_key").on(t.eventId, t.key),
    check("seat_pools_capacity_positive", sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

/**
 * What an event sells: one row per event and tier, priced in the event's own currency (enforced by the
 * foreign key on event and currency). The page configuration only says how offers are shown; checkout
 * reads this table and nothing else. Rules between tiers are data here, never branches in code.
 */
export const offers = pgTable(
  "offers",
  {
    id: serial().primaryKey(),
    eventId: integer().notNull(),
    tierKey: text()
      .notNull()
      .references(() => tiers.key, { onDelete: "restrict" }),
    priceMinor: integer().notNull(),
    currency: text({ enum: ["USD", "GBP", "CAD"] }).notNull(),
    /** The regular price 'save' copy compares with (e.g. a VIP upgrade against the usual Pro Track). */
    compareAtMinor: integer(),
    /** Sold through the cart; false for seats taken by a form (the free audition). */
    inCart: boolean().notNull().default(true),
    salesStartAt: timestamp({ withTimezone: true }),
    salesEndAt: timestamp({ withTimezone: true }),
    maxPerOrder: integer().notNull().default(10),
    poolId: integer().references(() => seatPools.id, { onDelete: "set null" }),
    /** The team closes an offer by hand, whatever the seat count says. */
    soldOut: boolean().notNull().default(false),
    /** Can only be bought together with at least one of these tiers of the same event. */
    requiresOneOf: text().array().notNull().default(sql`'{}'::text[]`),
    /** Cannot be bought together with these tiers. */
    excludes: text().array().notNull().default(sql`'{}'::text[]`),
    /** Before checkout, point a buyer who has this tier at that one (once). */
    suggestsBeforeCheckout: text(),
    /** Before checkout, offer to swap this tier for that one. */
    upgradeToTier: text(),
    /** What the upgrade costs a ticket holder, shown in its copy ('$240 more'). */
    upgradePriceMinor: integer(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    unique("offers_event_tier").on(t.eventId, t.tierKey),
    foreignKey({ name: "offers_event_currency_fk", columns: [t.eventId, t.currency], foreignColumns: [events.id, events.currency] })
      .onDelete("cascade")
      .onUpdate("restrict"),
    check("offers_price_nonnegative", sql`${t.priceMinor} >= 0`),
    check("offers_compare_at_positive", sql`${t.compareAtMinor} is null or ${t.compareAtMinor} > 0`),
    check("offers_max_per_order", sql`${t.maxPerOrder} between 1 and 100`),
    check("offers_sales_window", sql`${t.salesEndAt} is null or ${t.salesStartAt} is null or ${t.salesEndAt} > ${t.salesStartAt}`),
    check(
      "offers_upgrade_complete",
      sql`(${t.upgradeToTier} is null) = (${t.upgradePriceMinor} is null) and (${t.upgradePriceMinor} is null or ${t.upgradePriceMinor} > 0)`,
    ),
    oneOf("offers_currency", t.currency),
  ],
);

/** Discount codes: redeemed in the cart, re-validated on every quote by the server. */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial().primaryKey(),
    /** Stored trimmed and upper-cased, as buyers' input is normalised. */
    code: text().notNull().unique(),
    discountType: text({ enum: ["percentage", "fixed"] }).notNull(),
    /** Whole percent for percentage codes. */
    percentOff: integer(),
    /** Minor units for fixed codes, in `currency`. */
    amountMinor: integer(),
    currency: text({ enum: ["USD", "GBP", "CAD"] }),
    /** Tier keys the code applies to; empty means every tier in the cart. */
    eligibleTiers: text().array().notNull().default(sql`'{}'::text[]`),
    /** The one event (city) the code is valid for; null for every event. */
    eventId: integer().references(() => events.id, { onDelete: "cascade" }),
    customerTag: text(),
    description: text().notNull().default(""),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    maxUses: integer(),
    /** Counted when an order is paid. */
    usesCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    /** Shown as the event's early-bird banner while it runs. */
    isEarlyBird: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("discount_codes_normalised", sql`${t.code} = upper(btrim(${t.code})) and length(${t.code}) between 1 and 40`),
    check(
      "discount_codes_value",
      sql`(${t.discountType} = 'percentage' and ${t.percentOff} between 1 and 100 and ${t.amountMinor} is null and ${t.currency} is null)
        or (${t.discountType} = 'fixed' and ${t.amountMinor} > 0 and ${t.currency} is not null and ${t.percentOff} is null)`,
    ),
    check("discount_codes_uses", sql`${t.usesCount} >= 0 and (${t.maxUses} is null or ${t.maxUses} > 0)`),
    check("discount_codes_window", sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    oneOf("discount_codes_discount_type", t.discountType),
    oneOf("discount_codes_currency", t.currency),
  ],
);

/** Free audition registrations: one table for every event, keyed by event and age group. */
export const auditionRegistrations = pgTable(
  "audition_registrations",
  {
    id: serial().primaryKey(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    ageGroup: text({ enum: ["12_and_under", "13_and_up"] }).notNull(),
    fullName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    age: integer().notNull(),
    parentName: text(),
    /** The consent statement the registrant agreed to, as shown. */
    consentText: text().notNull(),
    danceClipUrl: text(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("audition_registrations_event_email").on(t.eventId, t.email),
    index("audition_registrations_event_group_idx").on(t.eventId, t.ageGroup, t.createdAt),
    check("audition_registrations_age", sql`${t.age} between 5 and 99`),
    check("audition_registrations_minor_parent", sql`${t.age} >= 18 or ${t.parentName} is not null`),
    oneOf("audition_registrations_age_group", t.ageGroup),
  ],
);

/** Waitlist sign-ups: once per email, event (null: the tour as a whole) and tier (null: any). */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    eventId: integer().references(() => events.id, { onDelete: "cascade" }),
    tierKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("waitlist_email_event_tier").on(t.email, t.eventId, t.tierKey).nullsNotDistinct()],
);

/** Opportunity pages (skeleton crew, shadowing): data, so a new opportunity is a row. */
export const opportunities = pgTable("opportunities", {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  kind: text({ enum: ["skeleton_crew", "shadowing"] }).notNull(),
  title: text().notNull(),
  summary: text().notNull(),
  details: jsonb().$type<string[]>().notNull().default([]),
  isOpen: boolean().notNull().default(true),
}, (t) => [oneOf("opportunities_kind", t.kind)]);

/** Applications and submissions from the public forms other than auditions and the waitlist. */
export const submissions = pgTable(
  "submissions",
  {
    id: serial().primaryKey(),
    kind: text({ enum: ["scholarship", "talent", "audition_video", "demo_reel", "opportunity"] }).notNull(),
    eventId: integer().references(() => events.id, { onDelete: "set null" }),
    opportunityId: integer().references(() => opportunities.id, { onDelete: "set null" }),
    fullName: text().notNull(),
    email: text().notNull(),
    age: integer(),
    parentName: text(),
    /** The rest of the form, validated by the form's schema. */
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A hash of what was submitted: the same submission again within minutes is the same submission. */
    fingerprint: text(),
  },
  (t) => [
    index("submissions_kind_idx").on(t.kind, t.createdAt),
    index("submissions_fingerprint_idx").on(t.fingerprint, t.createdAt),
    check("submissions_minor_parent", sql`${t.age} is null or ${t.age} >= 18 or ${t.parentName} is not null`),
    oneOf("submissions_kind", t.kind),
  ],
);

/** Every email goes through here: a mail server outage delays a message, never loses it. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial().primaryKey(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    template: text().notNull(),
    status: text({ enum: ["pending", "sending", "sent", "failed"] }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** One message per logical cause (e.g. `audition-confirmation:42`): a repeat of the cause queues nothing. */
    dedupeKey: text(),
    /** Files sent with the message (an order's calendar entry), text content only. */
    attachments: jsonb().$type<Array<{ filename: string; contentType: string; content: string }>>().notNull().default([]),
  },
  (t) => [index("email_outbox_due_idx").on(t.status, t.nextAttemptAt), unique("email_outbox_dedupe_key").on(t.dedupeKey), oneOf("email_outbox_status", t.status)],
);

/** Fixed-window counters for the public forms' rate limit, shared by every server process. */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_windows_start_idx").on(t.windowStart)],
);

/**
 * One row: a number that triggers raise whenever anything a public page shows changes (events,
 * offers, seats, codes, registrations). Every server process compares it to drop stale cached pages.
 */
export const siteState = pgTable(
  "site_state",
  {
    id: integer().primaryKey().default(1),
    catalogVersion: integer().notNull().default(0),
    /**
     * Raised only when what is sold or how it is described changes (events, venues, tiers, seat
     * pools, offers), not by orders: the checkout keeps those rows in memory while it matches.
     */
    offersVersion: integer().notNull().default(0),
  },
  (t) => [check("site_state_single_row", sql`${t.id} = 1`)],
);

/**
 * The part of the catalog version that orders and seat offers raise, spread over rows so that
 * buyers' commits do not queue on one row: each database connection raises the row of its own
 * backend (`pg_backend_pid() % 64`). The version pages compare is `site_state.catalog_version`
 * plus the sum of these rows; each raise becomes visible with the commit that made it.
 */
export const catalogVersionShards = pgTable("catalog_version_shards", {
  shard: integer().primaryKey(),
  version: bigint({ mode: "number" }).notNull().default(0),
});

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
    lastPaymentError: text(),
    /** Set when the team must act (a late payment whose seats were gone and could not be refunded). */
    needsAttention: text(),
    paidAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_event_status_idx").on(t.eventId, t.status, t.holdExpiresAt),
    index("orders_email_idx").on(t.buyerEmail),
    index("orders_pending_expiry_idx").on(t.status, t.holdExpiresAt),
    check("orders_amounts", sql`${t.subtotalMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.totalMinor} = ${t.subtotalMinor} - ${t.discountMinor}`),
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("order_students_position").on(t.orderId, t.position),
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

/**
 * A seat that freed up, held for the next person on that tier's waitlist until `expiresAt`. While
 * open it counts as a taken seat of the tier's pool; the order placed with its token takes it over.
 * One offer per waitlist entry: a lapsed offer passes the seat to the next person.
 */
export const waitlistOffers = pgTable(
  "waitlist_offers",
  {
    id: serial().primaryKey(),
    token: text().notNull().unique(),
    waitlistEntryId: integer()
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    tierKey: text().notNull(),
    status: text({ enum: ["open", "claimed", "lapsed"] }).notNull().default("open"),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("waitlist_offers_entry").on(t.waitlistEntryId), index("waitlist_offers_event_idx").on(t.eventId, t.tierKey, t.status, t.expiresAt), oneOf("waitlist_offers_status", t.status)],
);

/*
 * Accounts (Better Auth). Its models map to these tables through the Drizzle adapter
 * (app/features/auth/create-auth.server.ts); ids are Better Auth's random strings.
 */
export const users = pgTable("users", {
  id: text().primaryKey(),
  /** The full name given at sign-up. */
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  twoFactorEnabled: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** How a user signs in: `credential` holds the password hash. */
export const accounts = pgTable(
  "accounts",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

/** Email confirmation, password reset and one-time sign-in codes. */
export const verifications = pgTable(
  "verifications",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** A user's authenticator app secret and backup codes (both encrypted by Better Auth). */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean().notNull().default(true),
    failedVerificationCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index("two_factors_user_idx").on(t.userId), index("two_factors_secret_idx").on(t.secret)],
);

/** Better Auth's per-client request counters, shared by every server process. */
export const authRateLimits = pgTable("auth_rate_limits", {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

/** Roles beyond a plain account; `admin` opens the team's pages. */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text({ enum: ["admin"] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), oneOf("user_roles_role", t.role)],
);

/** Every change an admin makes, kept for good: who, what, when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial().primaryKey(),
    /** Null when the change came from the command line. */
    actorUserId: text().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text().notNull(),
    action: text().notNull(),
    target: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);

/**
 * The database refuses a value the column's enum does not list: the enum's types guard only our
 * own code, not a migration, a script or a hand-written statement.
 */
function oneOf(name: string, column: AnyPgColumn) {
  // drizzle-kit hands extra config a column whose enum is only in its config.
  const values = column.enumValues ?? (column as unknown as { config?: { enumValues?: string[] } }).config?.enumValues;
  if (!values?.length) throw new Error(`${name}: the column has no enum values`);
  return check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", "))})`);
}

