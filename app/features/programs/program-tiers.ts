/** The mentorship levels the Elite Mentorship beta page shows, in order (tier keys of the catalog). */
export const MENTORSHIP_TIER_KEYS = ["mentorship_building", "mentorship_growth", "mentorship_elite"] as const;

/** The currency of the catalog's base prices (the tiers table). */
export const BASE_CURRENCY = "USD" as const;
