/**
 * The catalog's reads that other features share: one way to load an event, its offers, seats and tiers,
 * the signup event, the early bird and the page cache's catalog version.
 * Other features import this file, not the modules behind it (PUBLIC_ENTRY_POINTS in eslint.config.ts).
 */
export * from "./load-event.server";
export * from "./load-event-offers.server";
export * from "./load-offers-for-sale.server";
export * from "./find-signup-event.server";
export * from "./get-tier-availability.server";
export * from "./tier-exists.server";
export * from "./find-early-bird.server";
export * from "./read-page-version.server";
