/**
 * What other features act through: an order's attention items, a refund's notice, and the order as its
 * confirmation shows it (its view and each ticket's QR image) for the reminders.
 * Other features import this file, not the modules behind it (PUBLIC_ENTRY_POINTS in eslint.config.ts).
 */
export * from "./orders/order-attention.server";
export * from "./confirmation/get-order-view.server";
export * from "./confirmation/ticket-images.server";
export * from "./refund-notice.server";
