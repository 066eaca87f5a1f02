import type { CalendarDate } from "~/domain/dates";
import type { CurrencyCode, Money } from "~/domain/money";
import type { MentorshipCohort } from "~/domain/mentorship-cohort";
import type { TierFamily } from "~/domain/tiers";
import type { DiscountCodeRule } from "~/domain/discounts";
import type { EarlyBirdPromotion, Venue } from "~/features/catalog/types";

export interface ChatLink {
  label: string;
  href: string;
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

/** What the assistant answers: plain text and same-site links. */
export interface ChatReply {
  message: string;
  links: ChatLink[];
}

/** Where a tier appears on its event's page. */
export type OfferPlace = "main" | "audition" | "mentorship" | "other";

/** One thing an event sells, as the assistant knows it. */
export interface KnownOffer {
  tierKey: string;
  /** The page's card title (e.g. 'Just a Class'), else the tier's label. */
  label: string;
  /** The tier's own label in the catalog. */
  tierLabel: string;
  /** What kind of ticket the tier is (catalog data: core day, pro track, weekend pass...). */
  family: TierFamily;
  place: OfferPlace;
  price: Money;
  compareAt: Money | null;
  billing: "one_time" | "monthly";
  isVirtual: boolean;
  note: string | null;
  /** What the tier includes (content), empty when the content lists nothing. */
  features: readonly string[];
  soldOut: boolean;
  remaining: number | null;
  salesStartAt: Date | null;
  salesEndAt: Date | null;
  /**
   * Moving up to a higher tier: `price` is what the cart's upgrade dialog charges for the swap before
   * paying (cartUpgradeDifference), `afterPurchase` what the upgrade link charges for a ticket already
   * bought (upgradeDifference, the team's own upgrade price where set), so the chat agrees with both.
   */
  upgrade: { tierKey: string; price: Money; afterPurchase: Money } | null;
  /**
   * An offer with no upgrade rule that the upgrade link still moves up once bought (to the event's add-on that
   * requires it, else its Pro Track sold on its own, as the link finds it), at upgradeDifference's price.
   */
  /** `inCart`: choosing the higher ticket instead while still in the cart (the price difference); null for an add-on that needs this ticket. */
  linkUpgrade: { tierKey: string; afterPurchase: Money; inCart: Money | null } | null;
  /** The most of this ticket one order may hold (the cart's own limit). */
  maxPerOrder: number;
}

export interface ScheduleGroupSummary {
  /** 'Juniors (12 and under)', 'Studio 1'... */
  title: string;
  /** Label of the day on multi-day schedules. */
  day: string | null;
  firstTime: string;
  lastTime: string;
  /** Every slot of the table ('11:30 AM', 'Lunch break'). */
  slots: Array<{ time: string; activity: string; detail?: string }>;
}

/** A catalog event with everything the assistant may say about it. Public facts only. */
export interface KnownEvent {
  id: number;
  slug: string;
  kind: "intensive" | "masterclass" | "virtual";
  /** 'Buford, GA'. */
  cityName: string;
  dateText: string;
  startsOn: CalendarDate | null;
  endsOn: CalendarDate | null;
  timeZone: string;
  currency: CurrencyCode;
  isCancelled: boolean;
  isMasterclass: boolean;
  hasPage: boolean;
  listedOnTour: boolean;
  venue: Venue | null;
  /** The hero's fixed venue line, when the page shows one. */
  venueLine: string | null;
  subtitle: string | null;
  pricingNote: string | null;
  /** Headings of the schedule's two age groups. */
  ageGroups: { juniors: string; seniors: string };
  schedule: ScheduleGroupSummary[];
  /** What the page says of the schedule's status (not posted yet, still a work in progress); null when it says nothing. */
  scheduleNote: string | null;
  offers: KnownOffer[];
  earlyBird: EarlyBirdPromotion | null;
}

/** A catalog tier at its base price (the mentorship levels are sold at these online). */
export interface KnownTier {
  key: string;
  label: string;
  basePrice: Money;
  billing: "one_time" | "monthly";
  isVirtual: boolean;
  features: readonly string[];
}

/** A passage of site content the assistant can quote, with the page it comes from. */
export interface ContentDoc {
  id: string;
  /** The question or heading. */
  title: string;
  /** Plain text. */
  text: string;
  /** Where the passage is (FAQ category, page name): more words to find it by. */
  topic: string;
  link: ChatLink;
  /** The events whose own page the passage is from (a stop's guest class); none for the site's general copy. */
  eventIds?: readonly number[];
}

/** Everything the assistant knows: the catalog's public facts at one version, and the site's content. */
/** A discount code the team made (not one issued for an order), as the cart's own rule reads it; its stop's id and the zone its dates are read in. */
export interface KnownCode {
  rule: DiscountCodeRule;
  eventId: number | null;
  timeZone: string;
}

export interface ChatKnowledge {
  catalogVersion: number;
  /** The team's discount codes, answered only when a message names one. */
  codes: KnownCode[];
  events: KnownEvent[];
  tiers: KnownTier[];
  /** Tier keys the pages list as mentorship programs. */
  mentorshipTierKeys: string[];
  /** The current mentorship cohort's dates and minimum term in words, from its tiers' data. */
  mentorshipCohort: MentorshipCohort;
  /** The online program's catalog event (Acting for Dancers), if the catalog has it. */
  programEventSlug: string | null;
  docs: ContentDoc[];
}
