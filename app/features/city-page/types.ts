import { tierAnchor } from "~/components/pricing/tier-text";
import type { MentorshipCohort } from "~/domain/mentorship-cohort";
import type { CatalogEvent, PricedTier } from "~/features/catalog/types";

/** What every section of the city page receives. Sections read the event; they never name a city. */
export interface SectionProps {
  event: CatalogEvent;
  /** Tiers the page shows, priced for this event, keyed by tier key. */
  tiers: Record<string, PricedTier>;
  /** The business clock's instant when the page was rendered (ISO 8601). */
  nowIso: string;
  /** The mentorship cohort's dates in words, from the tiers' data (the event's mentorship tiers first). */
  cohort: MentorshipCohort;
  /** Each of the page's monthly mentorship tiers described from its own data (absent: `cohort`). */
  tierCohorts?: Record<string, MentorshipCohort>;
}

/** Stable anchors other parts of the page (and later the cart) scroll to. */
export const anchors = {
  pricing: "pricing",
  schedule: "schedule",
  faq: "faq",
  waitlist: "waitlist",
  tier: tierAnchor,
} as const;
