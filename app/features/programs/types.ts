import type { MentorshipCohort } from "~/domain/mentorship-cohort";
import type { CurrencyCode } from "~/domain/money";
import type { CartEvent } from "~/features/cart/components/cart-provider";
import type { PricedTier } from "~/features/catalog/types";

/** What the Acting for Dancers page shows of its catalog event. */
export interface ProgramEvent {
  slug: string;
  /** e.g. 'Virtual (Online)'. */
  cityName: string;
  /** e.g. 'Year-round Access'. */
  dateText: string;
  currency: CurrencyCode;
}

/** The /acting-for-dancers loader's data: the program's event and its tiers, priced for it, in page order. */
export interface ActingForDancersPageData {
  event: ProgramEvent;
  tiers: PricedTier[];
  /** What the page's cart sells from (the program's catalog event). */
  cartEvent: CartEvent;
}

/** The /elite-mentorship-beta loader's data: the mentorship tiers at their base prices, in page order. */
export interface MentorshipBetaPageData {
  currency: CurrencyCode;
  tiers: PricedTier[];
  /** The cohort's dates and minimum term in words, from the tiers' data. */
  cohort: MentorshipCohort;
}
