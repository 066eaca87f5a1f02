/**
 * The seats the waitlist holds for people: checkout and quotes honour its offers, and freed seats go to it.
 * Other features import this file, not the modules behind it (PUBLIC_ENTRY_POINTS in eslint.config.ts).
 */
export * from "./find-open-waitlist-offer.server";
export * from "./offer-freed-seats.server";
