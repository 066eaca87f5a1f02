/**
 * What an order tells the abandoned-checkout reminders: the kept checkout it came from, and its payment.
 * Other features import this file, not the modules behind it (PUBLIC_ENTRY_POINTS in eslint.config.ts).
 */
export * from "./note-recovered-checkout.server";
export * from "./mark-recovered-order.server";
