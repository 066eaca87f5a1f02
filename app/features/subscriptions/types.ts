/** The subscription checkout page's loader data. */
export interface SubscribePageData {
  tierKey: string;
  label: string;
  eventSlug: string | null;
  /** 'Virtual (Online)' or the city whose price it is. */
  where: string;
  /** e.g. '$147'. */
  priceText: string;
  /** 'Monthly subscription starting December 1, 2025.' */
  start: string;
  /** 'First payment covers December 2025, recurring from January 1, 2026, 3-month minimum'. */
  schedule: string;
  testMode: boolean;
  /**
   * The tier is sold only to a list and this browser has not proved an address on it: the refusal's
   * words, and the tier the access-request form names. Null when it may be bought here.
   */
  access: { tier: string; reason: "access_required" | "not_on_list"; message: string } | null;
}

/** One subscription as its subscriber sees it (confirmation and account pages). */
export interface SubscriptionView {
  id: number;
  token: string;
  label: string;
  status: "incomplete" | "active" | "past_due" | "cancelled" | "ended";
  priceText: string;
  /** 'December 1, 2025'. */
  startDay: string;
  schedule: string;
  nextCharge: { day: string; amount: string } | null;
  cardLast4: string | null;
  /** Set once a cancel was asked: the day it ends. */
  endsDay: string | null;
  /** When a cancel asked now would take effect, and whether the minimum term is what sets it. */
  cancelTakesEffect: { day: string; minimum: boolean } | null;
  provider: "test" | "stripe";
}
