/**
 * The one check of an offer sold only to a list (cart quote, order, subscription, upgrade link) and the proved address's grant.
 * Other features import this file, not the modules behind it (PUBLIC_ENTRY_POINTS in eslint.config.ts).
 */
export * from "./check-offer-access.server";
export * from "./offer-access-grant.server";
