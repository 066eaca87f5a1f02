/**
 * Where the two online program pages live, and the catalog event that prices Acting for Dancers.
 * Kept in content (and free of imports, because app/routes.ts reads it) so application code never
 * spells a catalog slug.
 */
export const programPaths = {
  actingForDancers: "/acting-for-dancers",
  eliteMentorshipBeta: "/elite-mentorship-beta",
} as const;

/** The catalog event (kind 'virtual') whose currency, multiplier, prices and page config price the program. */
export const actingForDancersEventSlug = "acting-for-dancers";
