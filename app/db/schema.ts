/**
 * The drizzle tables, one file per domain under schema/. Everything imports them from here
 * (`~/db/schema`); drizzle-kit reads the folder.
 */
export * from "./schema/audit";
export * from "./schema/back-office";
export * from "./schema/auth";
export * from "./schema/catalog";
export * from "./schema/email";
export * from "./schema/event-changes";
export * from "./schema/forms";
export * from "./schema/inbox";
export * from "./schema/jobs";
export * from "./schema/ledger";
export * from "./schema/offer-access";
export * from "./schema/orders";
export * from "./schema/recovery";
export * from "./schema/site-state";
export * from "./schema/sms";
export * from "./schema/subscriptions";
export * from "./schema/upgrades";
export * from "./schema/waitlist";
