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
import type { PageConfigInput } from "~/domain/page-config";
import { CITY_COPY } from "./city-copy";
import { TIER_FEATURES } from "./tier-features";

const MENTORSHIP = ["mentorship_building", "mentorship_growth", "mentorship_elite"];
/** The mentorship cohort: first period December 2025, renewing from January 1, 2026, 3-month minimum. */
const MENTORSHIP_COHORT = { startsOn: "2025-12-01", minimumTermMonths: 3 };

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
  "countdown",
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
  "countdown",
  "waitlist",
  "faq",
];

const without = (sections: PageConfigInput["sections"], ...hidden: string[]) =>
  (sections ?? []).filter((s) => !hidden.includes(s));

type ScheduleInput = NonNullable<PageConfigInput["schedule"]>;
type Slot = { time: string; activity: string; detail?: string };
type Table = NonNullable<ScheduleInput["days"]>[number]["tables"][number];

/** Rows of a schedule table: [time, activity] or [time, activity, detail]. */
const slots = (...rows: Array<[string, string] | [string, string, string]>): Slot[] =>
  rows.map(([time, activity, detail]) => (detail ? { time, activity, detail } : { time, activity }));

/** A one-day schedule with a Juniors and a Seniors column. */
function oneDay(juniors: Slot[], seniors: Slot[], extra: Omit<ScheduleInput, "days"> = {}): ScheduleInput {
  return {
    days: [
      {
        tables: [
          { group: "juniors", slots: juniors },
          { group: "seniors", slots: seniors },
        ],
      },
    ],
    ...extra,
  };
}

const day = (label: string, ...tables: Table[]) => ({ label, tables });

/** The day most tour stops run: juniors in the morning, seniors in the afternoon. */
const STANDARD_SCHEDULE = oneDay(
  slots(
    ["9:00 AM", "Check-in", "Arrive 15 minutes early"],
    ["9:15 AM", "Warm-up"],
    ["9:30 AM", "On-Camera Jazz"],
    ["10:30 AM", "Street"],
    ["11:30 AM", "Lunch break"],
    ["12:00 PM", "Theater"],
    ["1:00 PM", "Funk"],
    ["2:00 PM", "Industry Q&A"],
    ["2:30 PM", "Audition", "Optional"],
  ),
  slots(
    ["2:30 PM", "Check-in", "Arrive 15 minutes early"],
    ["2:45 PM", "Warm-up"],
    ["3:00 PM", "On-Camera Jazz"],
    ["4:00 PM", "Street"],
    ["5:00 PM", "Dinner break"],
    ["5:30 PM", "Theater"],
    ["6:30 PM", "Funk"],
    ["7:30 PM", "Industry Q&A"],
    ["8:00 PM", "Audition", "Optional"],
  ),
);

// Special layouts: each is only data (its own days and tables), drawn by the same schedule section.

const HARTFORD_SCHEDULE = oneDay(
  slots(
    ["10:00 AM", "Check-in", "Arrive 15 minutes early"],
    ["10:15 AM", "Warm-up and across the floor"],
    ["10:45 AM", "On-Camera Jazz"],
    ["11:45 AM", "Street"],
    ["12:45 PM", "Lunch break"],
    ["1:15 PM", "Theater"],
    ["2:15 PM", "Funk"],
    ["3:00 PM", "Industry Q&A"],
    ["3:30 PM", "Audition", "Optional"],
  ),
  slots(
    ["1:00 PM", "Check-in", "Arrive 15 minutes early"],
    ["1:15 PM", "Warm-up"],
    ["1:45 PM", "On-Camera Jazz"],
    ["2:45 PM", "Street"],
    ["3:45 PM", "Theater"],
    ["4:45 PM", "Break"],
    ["5:00 PM", "Funk"],
    ["6:00 PM", "Industry Q&A"],
    ["6:30 PM", "Audition", "Optional"],
  ),
);

const BUFORD_SCHEDULE = oneDay(
  slots(
    ["11:00 AM", "Check-in"],
    ["11:15 AM", "Warm-up"],
    ["11:30 AM", "On-Camera Jazz"],
    ["12:30 PM", "Street"],
    ["1:30 PM", "Funk"],
    ["2:30 PM", "Industry Q&A"],
    ["3:00 PM", "Audition", "Optional"],
  ),
  slots(
    ["3:00 PM", "Check-in"],
    ["3:15 PM", "Warm-up"],
    ["3:30 PM", "On-Camera Jazz"],
    ["4:30 PM", "Street"],
    ["5:30 PM", "Theater"],
    ["6:30 PM", "Industry Q&A"],
    ["7:00 PM", "Audition", "Optional"],
  ),
);

const SEATTLE_SCHEDULE = oneDay(
  slots(
    ["9:30 AM", "Check-in"],
    ["9:45 AM", "Warm-up"],
    ["10:00 AM", "On-Camera Jazz"],
    ["11:00 AM", "Street"],
    ["12:00 PM", "Lunch break"],
    ["12:30 PM", "Theater"],
    ["1:30 PM", "Industry Q&A"],
    ["2:00 PM", "Audition", "Optional"],
  ),
  slots(
    ["2:00 PM", "Check-in"],
    ["2:15 PM", "Warm-up"],
    ["2:30 PM", "On-Camera Jazz"],
    ["3:30 PM", "Street"],
    ["4:30 PM", "Theater"],
    ["5:30 PM", "Funk"],
    ["6:30 PM", "Industry Q&A"],
    ["7:00 PM", "Audition", "Optional"],
  ),
);

const SPOKANE_SCHEDULE = oneDay(
  slots(
    ["9:00 AM", "Check-in"],
    ["9:15 AM", "Warm-up"],
    ["9:30 AM", "On-Camera Class", "Film-set etiquette and hitting your mark"],
    ["10:30 AM", "Jazz"],
    ["11:30 AM", "Stunts for Dancers", "With a working stuntwoman"],
    ["12:30 PM", "Lunch break"],
    ["1:00 PM", "Street"],
    ["2:00 PM", "Industry Q&A"],
    ["2:30 PM", "On-Camera Class: final takes"],
  ),
  slots(
    ["2:30 PM", "Check-in"],
    ["2:45 PM", "Warm-up"],
    ["3:00 PM", "On-Camera Class", "Film-set etiquette and hitting your mark"],
    ["4:00 PM", "Theater"],
    ["5:00 PM", "Stunts for Dancers", "With a working stuntwoman"],
    ["6:00 PM", "Dinner break"],
    ["6:30 PM", "Funk"],
    ["7:30 PM", "Industry Q&A"],
    ["8:00 PM", "Pro Track session", "Pro Track only"],
  ),
);

/** Saturday all ages together; Sunday juniors and seniors apart. */
const SHERWOOD_SCHEDULE: ScheduleInput = {
  days: [
    day(
      "Saturday, January 24",
      {
        group: "all",
        slots: slots(
          ["10:00 AM", "Check-in", "Arrive 15 minutes early"],
          ["10:15 AM", "Warm-up"],
          ["10:30 AM", "On-Camera Class"],
          ["11:45 AM", "Jazz"],
          ["12:45 PM", "Lunch break"],
          ["1:30 PM", "Stunts for Dancers"],
          ["2:45 PM", "Street"],
          ["4:00 PM", "Industry Q&A"],
        ),
      },
    ),
    day(
      "Sunday, January 25",
      {
        group: "juniors",
        slots: slots(
          ["9:30 AM", "Check-in"],
          ["9:45 AM", "Warm-up"],
          ["10:00 AM", "Theater"],
          ["11:00 AM", "Funk"],
          ["12:00 PM", "On-Camera Class: final takes"],
          ["1:00 PM", "Audition", "Optional"],
        ),
      },
      {
        group: "seniors",
        slots: slots(
          ["1:00 PM", "Check-in"],
          ["1:15 PM", "Warm-up"],
          ["1:30 PM", "Theater"],
          ["2:30 PM", "Funk"],
          ["3:30 PM", "On-Camera Class: final takes"],
          ["4:30 PM", "Pro Track session", "Pro Track only"],
          ["5:30 PM", "Audition", "Optional"],
        ),
      },
    ),
  ],
};

/** Two days in two studios, folded on phones, with a checkout bar at the bottom of the screen. */
const NEW_HAMPSHIRE_SCHEDULE: ScheduleInput = {
  collapsibleOnMobile: true,
  mobileCheckoutBar: true,
  days: [
    day(
      "Saturday, December 13",
      {
        title: "Studio 1",
        group: "juniors",
        slots: slots(
          ["9:00 AM", "Check-in"],
          ["9:15 AM", "Warm-up"],
          ["9:30 AM", "On-Camera Class"],
          ["10:45 AM", "Jazz"],
          ["12:00 PM", "Lunch break"],
          ["12:45 PM", "Stunts for Dancers"],
          ["2:00 PM", "Industry Q&A"],
        ),
      },
      {
        title: "Studio 2",
        group: "seniors",
        slots: slots(
          ["9:00 AM", "Check-in"],
          ["9:15 AM", "Warm-up"],
          ["9:30 AM", "Stunts for Dancers"],
          ["10:45 AM", "Street"],
          ["12:00 PM", "Lunch break"],
          ["12:45 PM", "On-Camera Class"],
          ["2:00 PM", "Industry Q&A"],
        ),
      },
    ),
    day(
      "Sunday, December 14",
      {
        title: "Studio 1",
        group: "juniors",
        slots: slots(
          ["10:00 AM", "Warm-up"],
          ["10:15 AM", "Theater"],
          ["11:30 AM", "Funk"],
          ["12:30 PM", "Lunch break"],
          ["1:15 PM", "On-Camera Class: final takes"],
          ["2:30 PM", "Audition", "Optional"],
        ),
      },
      {
        title: "Studio 2",
        group: "seniors",
        slots: slots(
          ["10:00 AM", "Warm-up"],
          ["10:15 AM", "Funk"],
          ["11:30 AM", "Theater"],
          ["12:30 PM", "Lunch break"],
          ["1:15 PM", "Pro Track VIP session", "VIP upgrade only"],
          ["2:30 PM", "Audition", "Optional"],
        ),
      },
    ),
  ],
};

const BOSTON_SCHEDULE = oneDay(
  slots(
    ["3:30 PM", "Check-in"],
    ["3:45 PM", "Warm-up"],
    ["4:00 PM", "On-Camera Jazz"],
    ["5:00 PM", "Contemporary"],
    ["6:00 PM", "Industry Q&A"],
  ),
  slots(
    ["5:30 PM", "Check-in"],
    ["5:45 PM", "Warm-up"],
    ["6:00 PM", "Contemporary"],
    ["7:00 PM", "On-Camera Jazz"],
    ["8:00 PM", "Pro Track session", "Pro Track only"],
    ["8:45 PM", "Industry Q&A"],
  ),
);

const SAVANNAH_SCHEDULE = oneDay(
  slots(
    ["12:00 PM", "Check-in"],
    ["12:15 PM", "Warm-up"],
    ["12:30 PM", "On-Camera Jazz"],
    ["1:30 PM", "Street"],
    ["2:30 PM", "Theater"],
    ["3:30 PM", "Industry Q&A"],
  ),
  slots(
    ["3:30 PM", "Check-in"],
    ["3:45 PM", "Warm-up"],
    ["4:00 PM", "On-Camera Jazz"],
    ["5:00 PM", "Street"],
    ["6:00 PM", "Funk"],
    ["7:00 PM", "Industry Q&A"],
    ["7:30 PM", "Audition", "Optional"],
  ),
  { showWorkInProgressNote: false },
);

const VICTORIA_SCHEDULE = oneDay(
  slots(
    ["9:30 AM", "Check-in"],
    ["9:45 AM", "Warm-up"],
    ["10:00 AM", "On-Camera Jazz", "Open to One Class Only tickets"],
    ["11:00 AM", "Street"],
    ["12:00 PM", "Lunch break"],
    ["12:30 PM", "Theater"],
    ["1:30 PM", "Industry Q&A"],
    ["2:00 PM", "Audition", "Optional"],
  ),
  slots(
    ["1:30 PM", "Check-in"],
    ["1:45 PM", "Warm-up"],
    ["2:00 PM", "On-Camera Jazz", "Open to One Class Only tickets"],
    ["3:00 PM", "Street"],
    ["4:00 PM", "Theater"],
    ["5:00 PM", "Funk"],
    ["6:00 PM", "Industry Q&A"],
    ["6:30 PM", "Audition", "Optional"],
  ),
);

const NIAGARA_SCHEDULE = oneDay(
  slots(
    ["10:00 AM", "Check-in", "Entrance at the back of the building"],
    ["10:15 AM", "Warm-up"],
    ["10:30 AM", "Masterclass: On-Camera Jazz"],
    ["11:30 AM", "Street"],
    ["12:30 PM", "Lunch break"],
    ["1:00 PM", "Theater"],
    ["2:00 PM", "Industry Q&A"],
    ["2:30 PM", "Audition", "Optional"],
  ),
  slots(
    ["2:30 PM", "Check-in", "Entrance at the back of the building"],
    ["2:45 PM", "Warm-up"],
    ["3:00 PM", "Masterclass: On-Camera Jazz"],
    ["4:00 PM", "Street"],
    ["5:00 PM", "Funk"],
    ["6:00 PM", "Industry Q&A"],
    ["6:30 PM", "Audition", "Optional"],
  ),
);

const SARASOTA_SCHEDULE = oneDay(
  slots(
    ["9:00 AM", "Check-in"],
    ["9:15 AM", "Warm-up"],
    ["9:30 AM", "Theater"],
    ["10:30 AM", "On-Camera Jazz"],
    ["11:30 AM", "Lunch break"],
    ["12:00 PM", "Street"],
    ["1:00 PM", "Funk"],
    ["2:00 PM", "Industry Q&A"],
    ["2:30 PM", "Audition", "Optional"],
  ),
  slots(
    ["1:00 PM", "Check-in"],
    ["1:15 PM", "Warm-up"],
    ["1:30 PM", "Theater"],
    ["2:30 PM", "On-Camera Jazz"],
    ["3:30 PM", "Street"],
    ["4:30 PM", "Break"],
    ["4:45 PM", "Funk"],
    ["5:45 PM", "Industry Q&A"],
    ["6:15 PM", "Audition", "Optional"],
  ),
);

/** The Boise masterclass evening: one class per group. */
const BOISE_MASTERCLASS_SCHEDULE = oneDay(
  slots(
    ["4:00 PM", "Check-in"],
    ["4:15 PM", "Warm-up"],
    ["4:30 PM", "Masterclass: On-Camera Jazz"],
    ["5:30 PM", "Industry Q&A"],
  ),
  slots(
    ["5:45 PM", "Check-in"],
    ["6:00 PM", "Warm-up"],
    ["6:15 PM", "Masterclass: On-Camera Jazz"],
    ["7:15 PM", "Pro Track session", "Pro Track only"],
    ["8:00 PM", "Industry Q&A"],
  ),
);

/** What an Acting for Dancers buyer reads on the confirmation page and in the email: the team's copy, edited on the page editor. */
const AFD_ONLINE_ACCESS = {
  programName: "Acting for Dancers",
  joinTitle: "How your sessions work",
  join: [
    "Everything happens live over video: join from a quiet room with a phone or laptop and a camera. There is nothing to install.",
    "A Private Session or a 3 Pack is one-on-one with your coach. You book each session with your coach at a time that fits around classes and school, and the video link comes with each booking. A 3 Pack's sessions are used within 90 days.",
    "The Starter and Steady Growth Paths meet weekly in a small online group. Your coach emails you the group's day, time and video link, and books your private time with you.",
  ],
  next: [
    "Within one business day your coach emails you to book your first session.",
    "Bring a short scene, a monologue or a self-tape you're working on, or simply come curious: the first session starts where you are.",
  ],
};

/**
 * SAMPLES, not facts: invented dancers and bookings that show the team what the testimonials and
 * 'Recent Bookings' sections look like. Marked `sample`, so no public page shows them; the team puts
 * real ones in each event's page editor and unticks 'sample' (app/domain/page-testimonials.ts).
 */
const SAMPLE_TESTIMONIALS = {
  sample: true,
  items: [
    {
      name: "Maya R.",
      role: "Competitive dancer, 15",
      instagram: "maya.moves.daily",
      pictureSrc: "/images/testimonials/maya.svg",
      quote:
        "I had never danced for a camera before. By the end of the day I knew where my light was and how to sell a moment in close-up. I booked my first commercial audition callback two weeks later.",
    },
    {
      name: "Dre T.",
      role: "Street and commercial dancer",
      instagram: "dre.in.frame",
      pictureSrc: "/images/testimonials/dre.svg",
      quote: "Real notes from people who actually work on sets. No fluff, no ego, just the stuff they look for in the room. Worth every minute of the drive.",
    },
    {
      name: "Lauren K.",
      role: "Studio owner and parent",
      instagram: "lauren.teaches.tap",
      pictureSrc: "/images/testimonials/lauren.svg",
      quote:
        "My students came home glowing. They were challenged, they were seen, and they finally understood what 'camera-ready' means. We are already planning for next year.",
    },
  ],
};
const SAMPLE_BOOKINGS = {
  sample: true,
  items: [
    { job: "National athletic-wear commercial", who: "Three dancers from a spring intensive" },
    { job: "Pop artist's music video", who: "A teen dancer from a Pacific Northwest stop" },
    { job: "Arena tour, swing dancer", who: "A past Pro Track dancer" },
    { job: "Streaming dance series, featured ensemble", who: "Two dancers from a weekend intensive" },
    { job: "Theme park live show", who: "A college dancer from a Southeast stop" },
    { job: "Feature film dance sequence", who: "Four dancers from the audition room" },
  ],
};

function standardPage(overrides: Partial<PageConfigInput> = {}): PageConfigInput {
  return {
    hero: { layout: "default", showVenue: false },
    sections: STANDARD_SECTIONS,
    whatToExpect: "base",
    promoVideoId: "M7lc1UVf-VE",
    // The marketing countdown of the source: Elite Mentorship beta applications close September 17, 2025.
    countdown: { key: "mentorship_beta", endsAt: "2025-09-17T23:59:59-07:00" },
    pricing: {
      layout: "generic",
      tiers: ["core", "pro"],
      columns: 2,
      badges: { pro: "popular" },
      mentorshipTiers: MENTORSHIP,
    },
    schedule: STANDARD_SCHEDULE,
    testimonials: SAMPLE_TESTIMONIALS,
    recentBookings: SAMPLE_BOOKINGS,
    ...overrides,
  };
}

/**
 * The free audition's room holds this many dancers per city; once they have registered, the
 * Audition Only card turns into a waitlist. An event can list other limited tiers in `seats`.
 */
const AUDITION_SEATS = 60;

/**
 * The studio's room. Every dated stop has one seat pool, `room`, shared by all its in-person tickets:
 * a day ticket, a weekend pass, Core and Pro Track each take one place in the same room, so the page's
 * "Limited Seats" is true. ROOM_SEATS is the team's figure, not a measured one: change it here (fresh
 * installs) or per event in /admin/events (seat pools), and give a stop its own with `roomSeats`.
 * Not seats, so never limited: the online programs and monthly mentorship (virtual tiers), an add-on
 * that needs a ticket first (`requiresOneOf`, e.g. a VIP upgrade) and the free audition (its own pool above).
 */
const ROOM_SEATS = 80;
const ROOM_POOL = "room";

function cityEvent(e: Omit<EventSeed, "page"> & { page?: PageConfigInput; roomSeats?: number }): EventSeed {
  const { roomSeats = ROOM_SEATS, ...event } = e;
  const seeded = withTierFeatures({ page: standardPage(), seats: { audition_only: { capacity: AUDITION_SEATS } }, ...event });
  return seeded.startsOn ? withRoom(seeded, roomSeats) : seeded;
}

/** The event's in-person cards draw on one room pool of `capacity` seats (add-ons ride on a ticket's seat). */
function withRoom<E extends { page: PageConfigInput; offers?: EventSeed["offers"]; pools?: EventSeed["pools"] }>(e: E, capacity: number): E {
  const offers = { ...e.offers };
  for (const tierKey of e.page.pricing.tiers) {
    const offer = offers[tierKey];
    if (offer?.requiresOneOf?.length) continue;
    offers[tierKey] = { ...offer, pool: ROOM_POOL };
  }
  return { ...e, offers, pools: { ...e.pools, [ROOM_POOL]: capacity } };
}

/** The page lists what each tier it shows includes (TIER_FEATURES), unless it gives its own list. */
function withTierFeatures<E extends { page: PageConfigInput }>(e: E): E {
  const p = e.page.pricing;
  const shown = [...p.tiers, ...(p.showAuditionOnly === false ? [] : ["audition_only"]), ...(p.mentorshipTiers ?? [])];
  const features = Object.fromEntries(shown.flatMap((key) => (TIER_FEATURES[key] ? [[key, [...TIER_FEATURES[key]]]] : [])));
  return { ...e, page: { ...e.page, pricing: { ...p, features: { ...features, ...p.features } } } };
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
  // Codes buyers type in the cart. The server checks each one on every quote: window, uses, city, tiers.
  discountCodes: [
    {
      code: "VICTORIAEARLY20",
      percentOff: 20,
      eligibleTiers: ["core", "pro"],
      city: "victoria-bc",
      description: "Early bird: 20% off Core Experience and Pro Track",
      endsAt: "2025-10-24T23:59:59-07:00",
      isEarlyBird: true,
    },
    {
      code: "STUDIOFRIEND10",
      percentOff: 10,
      customerTag: "studio_partner",
      description: "Partner studios: 10% off every ticket",
      maxUses: 200,
    },
    {
      code: "BRINGAFRIEND25",
      amount: 25,
      currency: "USD",
      eligibleTiers: ["core", "core_day1", "core_day2", "boston_core"],
      description: "$25 off a Core Experience ticket when you bring a friend",
      maxUses: 100,
    },
    {
      code: "PROTRACK50",
      amount: 50,
      currency: "USD",
      eligibleTiers: ["pro", "boston_pro_track"],
      city: "hartford",
      description: "Hartford: $50 off Pro Track",
      maxUses: 25,
    },
    {
      code: "LONDON15",
      percentOff: 15,
      city: "london",
      customerTag: "uk_mailing_list",
      description: "London mailing list: 15% off",
    },
    {
      code: "SUMMER2025",
      percentOff: 15,
      description: "Summer 2025 newsletter offer",
      startsAt: "2025-06-01T00:00:00-07:00",
      endsAt: "2025-08-31T23:59:59-07:00",
    },
  ],

  // Opportunity pages live at /{slug}; a new opportunity is a new entry here (or a row in the database).
  opportunities: [
    {
      slug: "skeleton-crew-audition-registration",
      kind: "skeleton_crew",
      title: "Skeleton Crew Audition",
      summary:
        "A small company of dancers travels with the tour to demonstrate combinations, help run the on-camera rotations and appear in tour content. Register to audition for the next crew.",
      details: [
        "Ages 16 and up; dancers under 18 register with a parent or guardian.",
        "Strong technique in at least two of jazz, street, theater and funk.",
        "Available for at least four tour dates in the coming season.",
        "Auditions run during the tour's regular audition block; we'll email you the city and time.",
      ],
    },
    {
      slug: "shadowing-opportunity-choreographer",
      kind: "shadowing",
      title: "Shadow the Choreographer",
      summary:
        "Spend a full intensive day beside the choreographer: planning the rooms, teaching on camera, and running the audition. For dancers and young teachers who want to see how a day like this is built.",
      details: [
        "One shadow per tour stop, chosen from registrations for that city.",
        "Ages 15 and up; dancers under 18 register with a parent or guardian.",
        "Includes the day's classes and a debrief afterwards.",
      ],
    },
    {
      slug: "shadowing-opportunity-camera-team",
      kind: "shadowing",
      title: "Shadow the Camera Team",
      summary:
        "Work the day with the camera crew: framing dancers, running playback, and logging footage for casting. For dancers curious about what happens behind the lens.",
      details: [
        "Ages 16 and up; dancers under 18 register with a parent or guardian.",
        "No camera experience needed, just focus and a steady hand.",
      ],
    },
  ],

  tiers: [
    { key: "core", label: "Core Experience", family: "core", basePrice: 168 },
    { key: "core_day1", label: "Core Experience — Day 1", family: "core", basePrice: 168 },
    { key: "core_day2", label: "Core Experience — Day 2", family: "core", basePrice: 168 },
    { key: "weekend_pass", label: "Full Weekend Pass", family: "weekend", basePrice: 300 },
    { key: "pro", label: "Pro Track", family: "pro", basePrice: 388 },
    { key: "elite", label: "Elite Mentorship", family: "mentorship", basePrice: 598 },
    { key: "masterclass", label: "The Masterclass", family: "class", basePrice: 47 },
    { key: "masterclass_only", label: "Dance Masterclass ONLY", family: "class", basePrice: 68 },
    { key: "protrack", label: "One-on-One Session", family: "mentorship", basePrice: 300, note: "One-time payment of {price} per session" },
    {
      key: "unlimited",
      label: "Unlimited Membership",
      family: "mentorship",
      basePrice: 389,
      billing: "monthly",
      isVirtual: true,
      note: "Monthly subscription starting on purchase date. Recurring until canceled.",
    },
    { key: "audition_only", label: "Audition Only", family: "audition", basePrice: 0 },
    { key: "nh_full_weekend", label: "Full Weekend Pass", family: "weekend", basePrice: 300 },
    { key: "nh_balance_payment", label: "Balance Payment (deposit holders)", family: "weekend", basePrice: 150 },
    { key: "nh_protrack_vip", label: "Pro Track VIP Upgrade", family: "pro", basePrice: 249 },
    { key: "hudson_nh_core", label: "Core Experience (Hudson, NH)", family: "core", basePrice: 168 },
    { key: "hudson_nh_pro_track", label: "Pro Track (Hudson, NH)", family: "pro", basePrice: 388 },
    { key: "boston_core", label: "Core Experience", family: "core", basePrice: 168 },
    { key: "boston_pro_track", label: "Pro Track", family: "pro", basePrice: 388 },
    { key: "victoria_one_class_only", label: "One Class Only", family: "class", basePrice: 127 },
    { key: "mentorship_building", label: "Building", family: "mentorship", basePrice: 147, billing: "monthly", isVirtual: true, subscriptionStartsOn: MENTORSHIP_COHORT.startsOn, minimumTermMonths: MENTORSHIP_COHORT.minimumTermMonths },
    { key: "mentorship_growth", label: "Pro / Growth", family: "mentorship", basePrice: 348, billing: "monthly", isVirtual: true, subscriptionStartsOn: MENTORSHIP_COHORT.startsOn, minimumTermMonths: MENTORSHIP_COHORT.minimumTermMonths },
    { key: "mentorship_elite", label: "Elite Circle", family: "mentorship", basePrice: 598, billing: "monthly", isVirtual: true, subscriptionStartsOn: MENTORSHIP_COHORT.startsOn, minimumTermMonths: MENTORSHIP_COHORT.minimumTermMonths },
    {
      key: "afd_private_session",
      label: "Acting for Dancers — Private Session",
      family: "acting",
      basePrice: 115,
      isVirtual: true,
      note: "One-time payment of {price} per session",
    },
    { key: "afd_3pack", label: "Acting for Dancers — 3 Pack", family: "acting", basePrice: 289, isVirtual: true },
    { key: "afd_starter", label: "Acting for Dancers — Starter Path", family: "acting", basePrice: 229, isVirtual: true },
    { key: "afd_steady_growth", label: "Acting for Dancers — Steady Growth Path", family: "acting", basePrice: 389, isVirtual: true },
  ],

  // Studios by city. London, Madison, Dallas and Belgrade have no venue yet: their schedule says
  // 'Venue details coming soon'. Heroes show a venue only when the page config asks for it.
  venues: [
    { key: "hartford-studio", name: "Capitol Arts Dance Studio", address: "415 Farmington Ave, Hartford, CT 06105" },
    { key: "buford-studio", name: "Lanier Performing Arts Studio", address: "2855 Buford Dr, Buford, GA 30519" },
    { key: "atlanta-studio", name: "Peachtree Movement Lab", address: "1050 Howell Mill Rd NW, Atlanta, GA 30318" },
    { key: "nashville-studio", name: "Music Row Dance Works", address: "1812 Division St, Nashville, TN 37203" },
    { key: "seattle-studio", name: "Emerald City Dance Lab", address: "1420 NW Leary Way, Seattle, WA 98107" },
    { key: "spokane-studio", name: "Inland Northwest Dance Company", address: "1107 W Garland Ave, Spokane, WA 99205" },
    { key: "sherwood-studio", name: "Tualatin Valley Dance Studio", address: "21300 SW Langer Farms Pkwy, Sherwood, OR 97140" },
    { key: "hudson-studio", name: "Granite Stage Dance Academy", address: "77 Derry Rd, Hudson, NH 03051" },
    { key: "springfield-studio", name: "Franconia Dance Arts", address: "6710 Commerce St, Springfield, VA 22150" },
    { key: "boone-studio", name: "High Country Dance Studio", address: "585 W King St, Boone, NC 28607" },
    { key: "savannah-studio", name: "Forsyth Park Dance Collective", address: "1816 Bull St, Savannah, GA 31401" },
    { key: "orlando-studio", name: "Orlando Dance Collective", address: "2100 Edgewater Dr, Orlando, FL 32804" },
    { key: "cypress-studio", name: "Cypress Creek Dance Center", address: "12020 Barker Cypress Rd, Cypress, TX 77433" },
    { key: "minneapolis-studio", name: "North Loop Dance Studio", address: "420 N 5th St, Minneapolis, MN 55401" },
    { key: "saratoga-studio", name: "Spa City Dance Arts", address: "62 Broadway, Saratoga Springs, NY 12866" },
    { key: "victoria-studio", name: "Inner Harbour Dance Studio", address: "1011 Fort St, Victoria, BC V8V 3K5" },
    { key: "sarasota-studio", name: "Gulf Coast Dance Studio", address: "1944 Main St, Sarasota, FL 34236" },
    { key: "charleston-studio", name: "Kanawha Dance Center", address: "1200 Quarrier St, Charleston, WV 25301" },
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
    cityEvent({
      slug: "hartford",
      cityName: "Hartford, CT",
      timeZone: "America/New_York",
      dateText: "January 18, 2026",
      startsOn: "2026-01-18",
      venue: "hartford-studio",
      listedOnTour: true,
      page: standardPage({ schedule: HARTFORD_SCHEDULE }),
    }),
    cityEvent({
      slug: "hoschton",
      cityName: "Buford, GA",
      timeZone: "America/New_York",
      dateText: "September 27, 2025",
      startsOn: "2025-09-27",
      venue: "buford-studio",
      page: standardPage({ schedule: BUFORD_SCHEDULE }),
    }),
    cityEvent({
      slug: "atlanta",
      cityName: "Atlanta, GA",
      timeZone: "America/New_York",
      dateText: "September 28, 2025",
      startsOn: "2025-09-28",
      venue: "atlanta-studio",
      isCancelled: true,
    }),
    cityEvent({ slug: "nashville", cityName: "Nashville, TN", timeZone: "America/Chicago", dateText: "November 2, 2025", startsOn: "2025-11-02", venue: "nashville-studio" }),
    cityEvent({
      slug: "seattle",
      cityName: "Seattle, WA",
      timeZone: "America/Los_Angeles",
      dateText: "November 9, 2025",
      startsOn: "2025-11-09",
      venue: "seattle-studio",
      listedOnTour: true,
      roomSeats: 100,
      prices: { core: 168, weekend_pass: 300, pro: 388, masterclass_only: 88 },
      page: standardPage({
        sections: ["promo_video", "city_extra", ...without(STANDARD_SECTIONS, "promo_video")],
        ...CITY_COPY.seattle,
        pricing: {
          layout: "generic",
          tiers: ["core", "pro"],
          columns: 2,
          badges: { pro: "popular" },
          mentorshipTiers: MENTORSHIP,
        },
        schedule: SEATTLE_SCHEDULE,
      }),
    }),
    cityEvent({
      slug: "spokane",
      cityName: "Spokane, WA",
      timeZone: "America/Los_Angeles",
      dateText: "November 15, 2025",
      startsOn: "2025-11-15",
      venue: "spokane-studio",
      listedOnTour: true,
      prices: { core: 188, core_day1: 188, weekend_pass: 0, pro: 408, masterclass_only: 68 },
      page: standardPage({
        hero: { layout: "inline", showVenue: false },
        sections: without(ON_CAMERA_SECTIONS, "parents"),
        whatToExpect: "extended_on_camera",
        ...CITY_COPY.spokane,
        pricing: {
          layout: "two_tier",
          tiers: ["core_day1", "pro"],
          columns: 2,
          badges: { pro: "popular" },
          mentorshipTiers: MENTORSHIP,
          note: "Core Day 1 and Pro Track run on November 15 only.",
        },
        schedule: SPOKANE_SCHEDULE,
      }),
    }),
    cityEvent({
      slug: "sherwood",
      cityName: "Sherwood, OR",
      timeZone: "America/Los_Angeles",
      dateText: "January 24 & 25, 2026",
      startsOn: "2026-01-24",
      endsOn: "2026-01-25",
      venue: "sherwood-studio",
      listedOnTour: true,
      roomSeats: 100,
      prices: { core_day1: 168, core_day2: 168, weekend_pass: 298, pro: 498, mentorship_building: 158 },
      page: standardPage({
        hero: { layout: "inline", showVenue: false },
        sections: ON_CAMERA_SECTIONS,
        whatToExpect: "extended_on_camera",
        ...CITY_COPY.sherwood,
        pricing: {
          layout: "weekend",
          tiers: ["core_day1", "core_day2", "weekend_pass", "pro"],
          columns: 4,
          badges: { weekend_pass: "popular", pro: "vip" },
          labels: { core_day1: "Saturday Core Experience", core_day2: "Sunday Core Experience" },
          mentorshipTiers: MENTORSHIP,
          scholarshipBox: true,
          callouts: { weekend_pass: "Save 10% on both days" },
        },
        schedule: SHERWOOD_SCHEDULE,
      }),
    }),
    cityEvent({
      slug: "new-hampshire",
      cityName: "Hudson, NH",
      timeZone: "America/New_York",
      dateText: "December 13 & 14, 2025",
      startsOn: "2025-12-13",
      endsOn: "2025-12-14",
      venue: "hudson-studio",
      // A private weekend for one studio's students and alumni.
      roomSeats: 60,
      page: standardPage({
        hero: {
          layout: "inline",
          showVenue: false,
          subtitle: "A private intensive for students and alumni of Granite Stage Dance Academy.",
        },
        sections: ON_CAMERA_SECTIONS,
        whatToExpect: "extended_on_camera",
        ...CITY_COPY["new-hampshire"],
        pricing: {
          layout: "weekend",
          title: "Studio Weekend (in person)",
          tiers: ["nh_full_weekend", "nh_balance_payment", "nh_protrack_vip"],
          columns: 3,
          badges: { nh_protrack_vip: "vip" },
          showAuditionOnly: false,
          note: "This weekend is open only to students and alumni of Granite Stage Dance Academy.",
          callouts: {
            nh_balance_payment: "For families who already paid the {saving} deposit",
            nh_protrack_vip: "Save {saving} vs. the regular {compareAt} Pro Track",
          },
          messages: {
            nh_protrack_vip: {
              requires: "Please register for the Full Weekend Pass first to add the VIP upgrade.",
              added: "VIP upgrade added! You're all set for the full VIP experience.",
              suggest: "Check out the VIP upgrade option below before completing checkout!",
            },
          },
        },
        schedule: NEW_HAMPSHIRE_SCHEDULE,
      }),
      offers: {
        // Deposit holders pay the balance; the weekend pass is the same weekend paid in full.
        nh_full_weekend: { excludes: ["nh_balance_payment"] },
        nh_balance_payment: { excludes: ["nh_full_weekend"], suggestsBeforeCheckout: "nh_protrack_vip", compareAt: 300 },
        // The VIP session is an add-on to a weekend ticket, at a price below the regular Pro Track.
        nh_protrack_vip: { requiresOneOf: ["nh_full_weekend", "nh_balance_payment"], compareAt: 300 },
      },
    }),
    cityEvent({
      slug: "boston",
      cityName: "Boston, MA",
      timeZone: "America/New_York",
      dateText: "December 12, 2025",
      startsOn: "2025-12-12",
      venue: "boston-studio",
      listedOnTour: true,
      roomSeats: 120,
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
        ...CITY_COPY.boston,
        pricing: {
          layout: "core_and_pro",
          tiers: ["boston_core", "boston_pro_track"],
          columns: 2,
          badges: { boston_pro_track: "popular" },
          mentorshipTiers: MENTORSHIP,
        },
        schedule: BOSTON_SCHEDULE,
      }),
    }),
    cityEvent({
      slug: "london",
      cityName: "London, UK",
      timeZone: "Europe/London",
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
    cityEvent({
      slug: "springfield-va",
      cityName: "Springfield, VA",
      timeZone: "America/New_York",
      dateText: "March 1, 2026",
      startsOn: "2026-03-01",
      venue: "springfield-studio",
      listedOnTour: true,
    }),
    cityEvent({ slug: "boone", cityName: "Boone, NC", timeZone: "America/New_York", dateText: "November 1, 2025", startsOn: "2025-11-01", venue: "boone-studio" }),
    cityEvent({
      slug: "savannah",
      cityName: "Savannah, GA",
      timeZone: "America/New_York",
      dateText: "October 26, 2025",
      startsOn: "2025-10-26",
      venue: "savannah-studio",
      page: standardPage({
        pricing: {
          layout: "generic",
          tiers: ["core", "pro"],
          columns: 2,
          badges: { pro: "popular" },
          mentorshipTiers: MENTORSHIP,
        },
        schedule: SAVANNAH_SCHEDULE,
      }),
    }),
    cityEvent({ slug: "madison-wi", cityName: "Madison, WI", timeZone: "America/Chicago", dateText: "December 14, 2025", startsOn: "2025-12-14" }),
    cityEvent({
      slug: "orlando",
      cityName: "Orlando, FL",
      timeZone: "America/New_York",
      dateText: "November 22, 2025",
      startsOn: "2025-11-22",
      venue: "orlando-studio",
      listedOnTour: true,
      prices: ORLANDO_PRICES,
      // Core ticket holders can move up to Pro Track for $240 more (spec: "Orlando upgrade: $240 more").
      offers: { core: { upgrade: { to: "pro", price: 240 } } },
      page: standardPage({
        hero: {
          layout: "default",
          showVenue: false,
          venueLine: "Orlando Dance Collective · 2100 Edgewater Dr, Orlando, FL 32804",
        },
        pricing: {
          layout: "generic",
          tiers: ["core", "pro"],
          columns: 2,
          badges: { pro: "popular" },
          mentorshipTiers: MENTORSHIP,
        },
        sections: without(STANDARD_SECTIONS, "proof_of_bookings"),
        schedule: { ...STANDARD_SCHEDULE, ageGroups: "eleven_and_twelve_plus", showAllWelcomeNote: false },
      }),
    }),
    cityEvent({
      slug: "cypress",
      cityName: "Cypress, TX",
      timeZone: "America/Chicago",
      dateText: "November 30, 2025",
      startsOn: "2025-11-30",
      venue: "cypress-studio",
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
    cityEvent({ slug: "dallas", cityName: "Dallas, TX", timeZone: "America/Chicago", dateText: "November 29, 2025", startsOn: "2025-11-29" }),
    cityEvent({ slug: "minneapolis", cityName: "Minneapolis, MN", timeZone: "America/Chicago", dateText: "December 7, 2025", startsOn: "2025-12-07", venue: "minneapolis-studio" }),
    cityEvent({
      slug: "saratoga-springs",
      cityName: "Saratoga Springs, NY",
      timeZone: "America/New_York",
      dateText: "December 6, 2025",
      startsOn: "2025-12-06",
      venue: "saratoga-studio",
    }),
    cityEvent({
      slug: "victoria-bc",
      cityName: "Victoria, BC",
      timeZone: "America/Vancouver",
      dateText: "November 23, 2025",
      startsOn: "2025-11-23",
      venue: "victoria-studio",
      listedOnTour: true,
      currency: "CAD",
      priceMultiplier: 1.35,
      // Core and Pro follow the multiplier: 168 × 1.35 → 227, 388 × 1.35 → 524.
      prices: { masterclass_only: 75, victoria_one_class_only: 127 },
      page: standardPage({
        sections: ["early_bird_banner", ...STANDARD_SECTIONS],
        earlyBird: { code: "VICTORIAEARLY20" },
        pricing: {
          layout: "generic",
          tiers: ["victoria_one_class_only", "core", "pro"],
          columns: 3,
          badges: { victoria_one_class_only: "new", pro: "popular" },
          mentorshipTiers: MENTORSHIP,
        },
        schedule: VICTORIA_SCHEDULE,
      }),
    }),
    cityEvent({
      slug: "niagara-falls",
      cityName: "Niagara Falls, ON",
      timeZone: "America/Toronto",
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
        schedule: { ...NIAGARA_SCHEDULE, showWorkInProgressNote: false },
        pricing: {
          layout: "generic",
          tiers: ["masterclass_only", "core", "pro"],
          columns: 3,
          badges: { pro: "popular" },
          mentorshipTiers: MENTORSHIP,
        },
      }),
    }),
    cityEvent({
      slug: "sarasota",
      cityName: "Sarasota, FL",
      timeZone: "America/New_York",
      dateText: "October 5, 2025",
      startsOn: "2025-10-05",
      venue: "sarasota-studio",
      listedOnTour: true,
      page: standardPage({ schedule: SARASOTA_SCHEDULE }),
    }),
    cityEvent({
      slug: "boise",
      cityName: "Boise, ID",
      timeZone: "America/Boise",
      dateText: "November 8, 2025",
      startsOn: "2025-11-08",
      venue: "boise-studio",
      listedOnTour: true,
      page: standardPage({ hero: { layout: "default", showVenue: true } }),
    }),
    cityEvent({
      slug: "boise-nov-7",
      cityName: "Boise, ID",
      timeZone: "America/Boise",
      dateText: "November 7, 2025",
      startsOn: "2025-11-07",
      kind: "masterclass",
      isMasterclass: true,
      venue: "boise-studio",
      // One evening class per group.
      roomSeats: 60,
      prices: { ...ORLANDO_PRICES, pro: 368 },
      page: standardPage({
        hero: { layout: "default", showVenue: true },
        sections: without(STANDARD_SECTIONS, "proof_of_bookings", "parents"),
        schedule: { ...BOISE_MASTERCLASS_SCHEDULE, ageGroups: "eleven_and_twelve_plus", showAllWelcomeNote: false },
        pricing: {
          layout: "generic",
          tiers: ["masterclass_only", "core", "pro"],
          columns: 3,
          badges: { pro: "popular" },
          mentorshipTiers: MENTORSHIP,
        },
      }),
    }),
    cityEvent({ slug: "belgrade", cityName: "Belgrade, MT", timeZone: "America/Denver", dateText: "October 11, 2025", startsOn: "2025-10-11" }),
    cityEvent({
      slug: "charleston-wv",
      cityName: "Charleston, WV",
      timeZone: "America/New_York",
      dateText: "February 28, 2026",
      startsOn: "2026-02-28",
      venue: "charleston-studio",
      listedOnTour: true,
    }),

    // Cities that appear in pricing and cart logic but have no page of their own.
    cityEvent({ slug: "forsyth", cityName: "Forsyth, GA", timeZone: "America/New_York", dateText: "October 25, 2025", startsOn: "2025-10-25", hasPage: false }),
    cityEvent({ slug: "juliet", cityName: "Mt. Juliet, TN", timeZone: "America/Chicago", dateText: "November 3, 2025", startsOn: "2025-11-03", hasPage: false }),
    cityEvent({ slug: "fairfax", cityName: "Fairfax, VA", timeZone: "America/New_York", dateText: "October 5, 2025", startsOn: "2025-10-05", hasPage: false }),
    cityEvent({ slug: "new-haven", cityName: "New Haven, CT", timeZone: "America/New_York", dateText: "September 14, 2025", startsOn: "2025-09-14", hasPage: false }),
    cityEvent({ slug: "sandy-springs", cityName: "Sandy Springs, GA", timeZone: "America/New_York", dateText: "October 27, 2025", startsOn: "2025-10-27", hasPage: false }),
    cityEvent({ slug: "san-jose", cityName: "San Jose, CA", timeZone: "America/Los_Angeles", dateText: "November 22, 2025", startsOn: "2025-11-22", hasPage: false }),
    cityEvent({ slug: "rochester", cityName: "Rochester, NY", timeZone: "America/New_York", dateText: "December 13, 2025", startsOn: "2025-12-13", hasPage: false }),
    cityEvent({ slug: "albany", cityName: "Albany, NY", timeZone: "America/New_York", dateText: "September 21, 2025", startsOn: "2025-09-21", hasPage: false }),

    // The online Acting for Dancers program, priced like any event but sold on its own page.
    cityEvent({
      slug: "acting-for-dancers",
      kind: "virtual",
      cityName: "Virtual (Online)",
      timeZone: "America/Los_Angeles",
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
        onlineAccess: AFD_ONLINE_ACCESS,
      }),
    }),
  ],
};
