/**
 * The Callboard event catalog: every tier, venue and event, with prices in whole currency units.
 * This file seeds an empty database once; after that the database is the source of truth,
 * so edits here reach only fresh installs.
 *
 * Prices: a tier an event does not price itself costs its base price times the event's
 * multiplier, rounded to whole units (see app/domain/pricing.ts).
 * Dates: calendar dates judged in the event's time zone (America/Los_Angeles for the tour).
 */
import type { CatalogSeed, EventSeed } from "~/features/catalog/seed-types";
import type { PageConfigInput } from "~/features/catalog/page-config";

const MENTORSHIP = ["mentorship_building", "mentorship_growth", "mentorship_elite"];

/** The sections of a standard city page, top to bottom. */
const STANDARD_SECTIONS: PageConfigInput["sections"] = [
  "promo_video",
  "credits",
  "quote",
  "what_to_expect",
  "testimonials",
  "proof_of_bookings",
  "pricing",
  "schedule",
  "real_talk",
  "parents",
  "demo_reel",
  "watch_work",
  "waitlist",
  "faq",
];

/** Spokane, Sherwood and New Hampshire: the on-camera weekend pages with their extra sections. */
const ON_CAMERA_SECTIONS: PageConfigInput["sections"] = [
  "promo_video",
  "city_extra",
  "credits",
  "quote",
  "what_to_expect",
  "on_camera_class_video",
  "stunts_for_dancers",
  "acting_coach",
  "testimonials",
  "proof_of_bookings",
  "pricing",
  "schedule",
  "cta_block",
  "real_talk",
  "parents",
  "demo_reel",
  "watch_work",
  "featured_in",
  "waitlist",
  "faq",
];

const without = (sections: PageConfigInput["sections"], ...hidden: string[]) =>
  (sections ?? []).filter((s) => !hidden.includes(s));

function standardPage(overrides: Partial<PageConfigInput> = {}): PageConfigInput {
  return {
    hero: { layout: "default", showVenue: false },
    sections: STANDARD_SECTIONS,
    whatToExpect: "base",
    promoVideoId: "M7lc1UVf-VE",
    pricing: {
      layout: "generic",
      tiers: ["core", "pro"],
      columns: 2,
      badges: { pro: "popular" },
      mentorshipTiers: MENTORSHIP,
    },
    ...overrides,
  };
}

function cityEvent(e: Omit<EventSeed, "page"> & { page?: PageConfigInput }): EventSeed {
  return { page: standardPage(), ...e };
}

const ORLANDO_PRICES = {
  core: 119,
  weekend_pass: 298,
  pro: 328,
  elite: 598,
  masterclass: 47,
  masterclass_only: 68,
  protrack: 300,
  unlimited: 389,
  mentorship_building: 147,
  mentorship_growth: 348,
  mentorship_elite: 598,
  afd_private_session: 115,
  afd_3pack: 289,
  afd_starter: 229,
  afd_steady_growth: 389,
};

export const catalog: CatalogSeed = {
  tiers: [
    { key: "core", label: "Core Experience", basePrice: 168 },
    { key: "core_day1", label: "Core Experience — Day 1", basePrice: 168 },
    { key: "core_day2", label: "Core Experience — Day 2", basePrice: 168 },
    { key: "weekend_pass", label: "Full Weekend Pass", basePrice: 300 },
    { key: "pro", label: "Pro Track", basePrice: 388 },
    { key: "elite", label: "Elite Mentorship", basePrice: 598 },
    { key: "masterclass", label: "The Masterclass", basePrice: 47 },
    { key: "masterclass_only", label: "Dance Masterclass ONLY", basePrice: 68 },
    { key: "protrack", label: "One-on-One Session", basePrice: 300, note: "One-time payment of {price} per session" },
    {
      key: "unlimited",
      label: "Unlimited Membership",
      basePrice: 389,
      billing: "monthly",
      isVirtual: true,
      note: "Monthly subscription starting on purchase date. Recurring until canceled.",
    },
    { key: "audition_only", label: "Audition Only", basePrice: 0 },
    { key: "nh_full_weekend", label: "Full Weekend Pass", basePrice: 300 },
    { key: "nh_balance_payment", label: "Balance Payment (deposit holders)", basePrice: 150 },
    { key: "nh_protrack_vip", label: "Pro Track VIP Upgrade", basePrice: 249 },
    { key: "hudson_nh_core", label: "Core Experience (Hudson, NH)", basePrice: 168 },
    { key: "hudson_nh_pro_track", label: "Pro Track (Hudson, NH)", basePrice: 388 },
    { key: "boston_core", label: "Core Experience", basePrice: 168 },
    { key: "boston_pro_track", label: "Pro Track", basePrice: 388 },
    { key: "victoria_one_class_only", label: "One Class Only", basePrice: 127 },
    { key: "mentorship_building", label: "Building", basePrice: 147, billing: "monthly", isVirtual: true },
    { key: "mentorship_growth", label: "Pro / Growth", basePrice: 348, billing: "monthly", isVirtual: true },
    { key: "mentorship_elite", label: "Elite Circle", basePrice: 598, billing: "monthly", isVirtual: true },
    {
      key: "afd_private_session",
      label: "Acting for Dancers — Private Session",
      basePrice: 115,
      isVirtual: true,
      note: "One-time payment of {price} per session",
    },
    { key: "afd_3pack", label: "Acting for Dancers — 3 Pack", basePrice: 289, isVirtual: true },
    { key: "afd_starter", label: "Acting for Dancers — Starter Path", basePrice: 229, isVirtual: true },
    { key: "afd_steady_growth", label: "Acting for Dancers — Steady Growth Path", basePrice: 389, isVirtual: true },
  ],

  venues: [
    { key: "boise-studio", name: "Treasure Valley Dance Center", address: "1520 W Idaho St, Boise, ID 83702" },
    { key: "boston-studio", name: "Back Bay Movement Studios", address: "250 Stuart St, Boston, MA 02116" },
    {
      key: "niagara-studio",
      name: "Falls City Dance Academy",
      address: "4450 Queen St, Niagara Falls, ON L2E 2L3",
      notes: "The studio entrance is at the back of the building; park in the rear lot.",
    },
  ],

  events: [
    cityEvent({ slug: "hartford", cityName: "Hartford, CT", dateText: "January 18, 2026", startsOn: "2026-01-18", listedOnTour: true }),
    cityEvent({ slug: "hoschton", cityName: "Buford, GA", dateText: "September 27, 2025", startsOn: "2025-09-27" }),
    cityEvent({ slug: "atlanta", cityName: "Atlanta, GA", dateText: "September 28, 2025", startsOn: "2025-09-28", isCancelled: true }),
    cityEvent({ slug: "nashville", cityName: "Nashville, TN", dateText: "November 2, 2025", startsOn: "2025-11-02" }),
    cityEvent({
      slug: "seattle",
      cityName: "Seattle, WA",
      dateText: "November 9, 2025",
      startsOn: "2025-11-09",
      listedOnTour: true,
      prices: { core: 168, weekend_pass: 300, pro: 388, masterclass_only: 88 },
      page: standardPage({
        sections: ["promo_video", "city_extra", ...without(STANDARD_SECTIONS, "promo_video")],
        extrasKey: "seattle",
      }),
    }),
    cityEvent({
      slug: "spokane",
      cityName: "Spokane, WA",
      dateText: "November 15, 2025",
      startsOn: "2025-11-15",
      listedOnTour: true,
      prices: { core: 188, core_day1: 188, weekend_pass: 0, pro: 408, masterclass_only: 68 },
      page: standardPage({
        hero: { layout: "inline", showVenue: false },
        sections: without(ON_CAMERA_SECTIONS, "parents"),
        whatToExpect: "extended_on_camera",
        extrasKey: "spokane",
        pricing: {
          layout: "two_tier",
          tiers: ["core_day1", "pro"],
          columns: 2,
          badges: { pro: "popular" },
          mentorshipTiers: MENTORSHIP,
          note: "Core Day 1 and Pro Track run on November 15 only.",
        },
      }),
    }),
    cityEvent({
      slug: "sherwood",
      cityName: "Sherwood, OR",
      dateText: "January 24 & 25, 2026",
      startsOn: "2026-01-24",
      endsOn: "2026-01-25",
      listedOnTour: true,
      prices: { core_day1: 168, core_day2: 168, weekend_pass: 298, pro: 498, mentorship_building: 158 },
      page: standardPage({
        hero: { layout: "inline", showVenue: false },
        sections: ON_CAMERA_SECTIONS,
        whatToExpect: "extended_on_camera",
        extrasKey: "sherwood",
        pricing: {
          layout: "weekend",
          tiers: ["core_day1", "core_day2", "weekend_pass", "pro"],
          columns: 4,
          badges: { weekend_pass: "popular", pro: "vip" },
          labels: { core_day1: "Saturday Core Experience", core_day2: "Sunday Core Experience" },
          mentorshipTiers: MENTORSHIP,
          scholarshipBox: true,
        },
      }),
    }),
    cityEvent({
      slug: "new-hampshire",
      cityName: "Hudson, NH",
      dateText: "December 13 & 14, 2025",
      startsOn: "2025-12-13",
      endsOn: "2025-12-14",
      page: standardPage({
        hero: {
          layout: "inline",
          showVenue: false,
          subtitle: "A private intensive for students and alumni of Granite Stage Dance Academy.",
        },
        sections: ON_CAMERA_SECTIONS,
        whatToExpect: "extended_on_camera",
        extrasKey: "new-hampshire",
        pricing: {
          layout: "nh_studio",
          tiers: ["nh_full_weekend", "nh_balance_payment", "nh_protrack_vip"],
          columns: 3,
          badges: { nh_protrack_vip: "vip" },
          showAuditionOnly: false,
          note: "This weekend is open only to students and alumni of Granite Stage Dance Academy.",
        },
      }),
    }),
    cityEvent({
      slug: "boston",
      cityName: "Boston, MA",
      dateText: "December 12, 2025",
      startsOn: "2025-12-12",
      venue: "boston-studio",
      listedOnTour: true,
      prices: { boston_core: 168, boston_pro_track: 388 },
      page: standardPage({
        hero: { layout: "inline", showVenue: true },
        sections: [
          "promo_video",
          "city_extra",
          "contemporary_class",
          ...without(STANDARD_SECTIONS, "promo_video", "proof_of_bookings", "parents"),
        ],
        whatToExpect: "extended",
        extrasKey: "boston",
        pricing: {
          layout: "core_and_pro",
          tiers: ["boston_core", "boston_pro_track"],
          columns: 2,
          badges: { boston_pro_track: "popular" },
          mentorshipTiers: MENTORSHIP,
        },
      }),
    }),
    cityEvent({
      slug: "london",
      cityName: "London, UK",
      dateText: "To Be Determined",
      startsOn: null,
      currency: "GBP",
      listedOnTour: true,
      // A Sherwood-style weekend would price pro at 395 and a virtual protrack at 300.
      prices: {
        core: 133,
        weekend_pass: 236,
        pro: 307,
        elite: 473,
        masterclass: 37,
        masterclass_only: 68,
        protrack: 237,
        unlimited: 308,
        audition_only: 0,
        nh_full_weekend: 300,
        nh_balance_payment: 150,
        nh_protrack_vip: 249,
        victoria_one_class_only: 100,
        mentorship_building: 181,
        mentorship_growth: 275,
        mentorship_elite: 473,
        afd_private_session: 119,
        afd_3pack: 230,
        afd_starter: 181,
        afd_steady_growth: 308,
      },
    }),
    cityEvent({ slug: "springfield-va", cityName: "Springfield, VA", dateText: "March 1, 2026", startsOn: "2026-03-01", listedOnTour: true }),
    cityEvent({ slug: "boone", cityName: "Boone, NC", dateText: "November 1, 2025", startsOn: "2025-11-01" }),
    cityEvent({ slug: "savannah", cityName: "Savannah, GA", dateText: "October 26, 2025", startsOn: "2025-10-26" }),
    cityEvent({ slug: "madison-wi", cityName: "Madison, WI", dateText: "December 14, 2025", startsOn: "2025-12-14" }),
    cityEvent({
      slug: "orlando",
      cityName: "Orlando, FL",
      dateText: "November 22, 2025",
      startsOn: "2025-11-22",
      listedOnTour: true,
      prices: ORLANDO_PRICES,
      page: standardPage({
        hero: {
          layout: "default",
          showVenue: false,
          venueLine: "Orlando Dance Collective · 2100 Edgewater Dr, Orlando, FL 32804",
        },
        sections: without(STANDARD_SECTIONS, "proof_of_bookings"),
        schedule: { ageGroups: "eleven_and_twelve_plus", showAllWelcomeNote: false },
      }),
    }),
    cityEvent({
      slug: "cypress",
      cityName: "Cypress, TX",
      dateText: "November 30, 2025",
      startsOn: "2025-11-30",
      listedOnTour: true,
      prices: { core: 168, weekend_pass: 300, pro: 388, masterclass_only: 88 },
      page: standardPage({
        pricing: {
          layout: "generic",
          tiers: ["masterclass_only", "core", "pro"],
          columns: 3,
          labels: { masterclass_only: "Just a Class" },
          badges: { pro: "popular" },
          mentorshipTiers: MENTORSHIP,
        },
      }),
    }),
    cityEvent({ slug: "dallas", cityName: "Dallas, TX", dateText: "November 29, 2025", startsOn: "2025-11-29" }),
    cityEvent({ slug: "minneapolis", cityName: "Minneapolis, MN", dateText: "December 7, 2025", startsOn: "2025-12-07" }),
    cityEvent({ slug: "saratoga-springs", cityName: "Saratoga Springs, NY", dateText: "December 6, 2025", startsOn: "2025-12-06" }),
    cityEvent({
      slug: "victoria-bc",
      cityName: "Victoria, BC",
      dateText: "November 23, 2025",
      startsOn: "2025-11-23",
      listedOnTour: true,
      currency: "CAD",
      priceMultiplier: 1.35,
      // Core and Pro follow the multiplier: 168 × 1.35 → 227, 388 × 1.35 → 524.
      prices: { masterclass_only: 75, victoria_one_class_only: 127 },
      page: standardPage({
        sections: ["early_bird_banner", ...STANDARD_SECTIONS],
        earlyBird: {
          code: "VICTORIAEARLY20",
          percentOff: 20,
          tiers: ["core", "pro"],
          endsAt: "2025-10-24T23:59:59-07:00",
        },
        pricing: {
          layout: "generic",
          tiers: ["victoria_one_class_only", "core", "pro"],
          columns: 3,
          badges: { victoria_one_class_only: "new", pro: "popular" },
          mentorshipTiers: MENTORSHIP,
        },
      }),
    }),
    cityEvent({
      slug: "niagara-falls",
      cityName: "Niagara Falls, ON",
      dateText: "October 25, 2025",
      startsOn: "2025-10-25",
      venue: "niagara-studio",
      listedOnTour: true,
      currency: "CAD",
      priceMultiplier: 1.35,
      prices: {
        core: 219,
        pro: 399,
        masterclass_only: 89,
        victoria_one_class_only: 127,
        mentorship_building: 309,
        mentorship_growth: 470,
        mentorship_elite: 807,
      },
      page: standardPage({
        hero: { layout: "default", showVenue: true },
        schedule: { showWorkInProgressNote: false },
        pricing: {
          layout: "generic",
          tiers: ["masterclass_only", "core", "pro"],
          columns: 3,
          badges: { pro: "popular" },
          mentorshipTiers: MENTORSHIP,
        },
      }),
    }),
    cityEvent({ slug: "sarasota", cityName: "Sarasota, FL", dateText: "October 5, 2025", startsOn: "2025-10-05", listedOnTour: true }),
    cityEvent({
      slug: "boise",
      cityName: "Boise, ID",
      dateText: "November 8, 2025",
      startsOn: "2025-11-08",
      venue: "boise-studio",
      listedOnTour: true,
      page: standardPage({ hero: { layout: "default", showVenue: true } }),
    }),
    cityEvent({
      slug: "boise-nov-7",
      cityName: "Boise, ID",
      dateText: "November 7, 2025",
      startsOn: "2025-11-07",
      kind: "masterclass",
      isMasterclass: true,
      venue: "boise-studio",
      prices: { ...ORLANDO_PRICES, pro: 368 },
      page: standardPage({
        hero: { layout: "default", showVenue: true },
        sections: without(STANDARD_SECTIONS, "proof_of_bookings", "parents"),
        schedule: { ageGroups: "eleven_and_twelve_plus", showAllWelcomeNote: false },
        pricing: {
          layout: "generic",
          tiers: ["masterclass_only", "core", "pro"],
          columns: 3,
          badges: { pro: "popular" },
          mentorshipTiers: MENTORSHIP,
        },
      }),
    }),
    cityEvent({ slug: "belgrade", cityName: "Belgrade, MT", dateText: "October 11, 2025", startsOn: "2025-10-11" }),
    cityEvent({ slug: "charleston-wv", cityName: "Charleston, WV", dateText: "February 28, 2026", startsOn: "2026-02-28", listedOnTour: true }),

    // Cities that appear in pricing and cart logic but have no page of their own.
    cityEvent({ slug: "forsyth", cityName: "Forsyth, GA", dateText: "October 25, 2025", startsOn: "2025-10-25", hasPage: false }),
    cityEvent({ slug: "juliet", cityName: "Mt. Juliet, TN", dateText: "November 3, 2025", startsOn: "2025-11-03", hasPage: false }),
    cityEvent({ slug: "fairfax", cityName: "Fairfax, VA", dateText: "October 5, 2025", startsOn: "2025-10-05", hasPage: false }),
    cityEvent({ slug: "new-haven", cityName: "New Haven, CT", dateText: "September 14, 2025", startsOn: "2025-09-14", hasPage: false }),
    cityEvent({ slug: "sandy-springs", cityName: "Sandy Springs, GA", dateText: "October 27, 2025", startsOn: "2025-10-27", hasPage: false }),
    cityEvent({ slug: "san-jose", cityName: "San Jose, CA", dateText: "November 22, 2025", startsOn: "2025-11-22", hasPage: false }),
    cityEvent({ slug: "rochester", cityName: "Rochester, NY", dateText: "December 13, 2025", startsOn: "2025-12-13", hasPage: false }),
    cityEvent({ slug: "albany", cityName: "Albany, NY", dateText: "September 21, 2025", startsOn: "2025-09-21", hasPage: false }),

    // The online Acting for Dancers program, priced like any event but sold on its own page.
    cityEvent({
      slug: "acting-for-dancers",
      kind: "virtual",
      cityName: "Virtual (Online)",
      dateText: "Year-round Access",
      startsOn: null,
      hasPage: false,
      page: standardPage({
        pricing: {
          layout: "generic",
          tiers: ["afd_private_session", "afd_3pack", "afd_starter", "afd_steady_growth"],
          columns: 4,
          showAuditionOnly: false,
        },
      }),
    }),
  ],
};
