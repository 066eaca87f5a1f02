import type { MentorshipCohort } from "~/domain/mentorship-cohort";

/**
 * Copy of the pricing section of the city page. Prices never live here: they come from the
 * catalog (tiers and event prices) through the page loader.
 */
export const pricingCopy = {
  heading: "Choose Your Experience",
  intro: "Pick the day that fits your goals. Every option includes on-camera training with a working choreographer.",
  /** Heading of the in-person cards, by pricing layout. */
  groupTitles: {
    generic: "Intensive Programs (in person)",
    two_tier: "Intensive Programs (in person)",
    weekend: "Weekend Intensive (in person)",
    core_and_pro: "Intensive Programs (in person)",
  },
  audition: {
    title: "Free Audition",
    intro: "Can't join the classes? You can still be seen.",
    button: "Register for the Free Audition",
  },
  badges: {
    new: "New",
    vip: "VIP",
    popular: "Most Popular",
  },
  free: "Free",
  upgrade: {
    button: (from: string) => `Already booked ${from}? Upgrade`,
    title: (to: string) => `Upgrade to ${to}`,
    description: (from: string, to: string, city: string, price: string) =>
      `Already hold a ${from} ticket for ${city}? Move up to ${to} for ${price} more.`,
    adds: (to: string) => `What ${to} adds`,
    how: "Enter the email address you booked with and your order number, and we'll email you a secure link to pay the difference. Your ticket keeps its QR code; it moves up to the new tier.",
    contact: "Get my upgrade link",
    href: "/upgrade-to-pro-track",
  },
  privateMentorship: {
    prompt: "Prefer to work one-on-one?",
    button: "About private mentorship",
    title: "Private mentorship",
    description: "One-on-one video sessions with the choreographer, booked one session at a time, for dancers who want focused work outside the group programs.",
    points: [
      "A 60-minute live video session, scheduled around your classes and school.",
      "Work on what you choose: audition technique, on-camera presence, choreography or a reel.",
      "Send footage ahead of time and get notes you can keep.",
      "Dancers under 18 attend with a parent or guardian present.",
    ],
    how: "Sessions are booked individually. Write to us with what you'd like to work on and a few times that suit you, and we'll reply with available dates and the session price.",
    contact: "Ask about a private session",
    subject: "Private mentorship",
  },
  soldOut: {
    badge: "Sold out",
    waitlist: "Every seat is taken. Join the waitlist and we'll email you if one opens.",
  },
  /** Shown on a card, in the cart and at checkout once few seats remain (app/domain/seats.ts: FEW_SEATS_LEFT). */
  seatsLeft: (n: number) => (n === 1 ? "1 seat left" : `${n} seats left`),
  perMonth: "/ month",
  featuresLabel: "What's included",
  mentorship: {
    title: "Mentorship Programs",
    intro: "Keep training after the intensive with monthly online mentorship.",
    /** The cohort's terms, from its tier's data (`describeMentorshipCohort`). */
    terms: (c: MentorshipCohort): string[] => [
      c.startsOnPurchase ? "Monthly subscription starting on purchase date." : `Monthly subscription starting ${c.start}.`,
      c.startsOnPurchase
        ? "Your first payment covers your first month; billing then recurs monthly on the same day each month."
        : `Your first payment covers ${c.firstPeriod}; billing then recurs monthly from ${c.recurringFrom}.`,
      c.minimumTermMonths > 0 ? `${c.minimumTermMonths}-month minimum commitment.` : "No minimum commitment: cancel any time.",
    ],
    eliteAutoRenew: (c: MentorshipCohort): string =>
      c.minimumTermMonths > 0
        ? `Elite Circle renews automatically each month after the ${c.minimumTermMonths}-month minimum until you cancel.`
        : "Elite Circle renews automatically each month until you cancel.",
    detailsButton: "Program details",
    /** Accessible name of the details button; {program} is the program's name. */
    detailsButtonLabel: "Program details: {program}",
    detailsIncluded: "What you get each month",
    detailsTerms: "Terms",
  },
  scholarship: {
    title: "Need help with tuition?",
    text: "Scholarships are available for dancers who show dedication and financial need. Tell us about yourself and we'll do our best to get you in the room.",
    link: "Apply for a Scholarship",
  },
  cancelled: {
    title: "Event Cancelled",
    text: "This date has been cancelled and tickets are no longer on sale. Every ticket holder receives a full refund.",
    button: "View All Upcoming Cities",
  },
  ended: {
    title: "This Event Has Ended",
    text: "This date has taken place and tickets are no longer on sale. The tour visits new cities through the season.",
    button: "View All Upcoming Cities",
    salesEnded: "Sales ended",
  },
  refundPolicy: {
    title: "Refund policy",
    text: "All sales are final. If we cancel the event, you receive a full refund. If the date changes, you have 48 hours to respond for a refund; after that, your ticket becomes a credit that never expires and can be used for any city or date priced in the currency you paid.",
  },
} as const;

/**
 * What each mentorship level includes, on the mentorship program page (no city sells it there). A city
 * page lists its tiers' features from its own page configuration (`pricing.features`).
 */
export const programTierFeatures: Record<string, readonly string[]> = {
  mentorship_building: [
    "Monthly group coaching call",
    "Online class library",
    "Audition and self-tape tips",
  ],
  mentorship_growth: [
    "Everything in Building",
    "Monthly self-tape review with written feedback",
    "Career and audition planning",
  ],
  mentorship_elite: [
    "Everything in Pro / Growth",
    "Monthly one-on-one call with the choreographer",
    "Reel and portfolio review",
    "First look at casting opportunities",
  ],
};

/** The longer description in each mentorship program's detail dialog, by tier key. */
export const mentorshipDetails: Record<string, { summary: string; highlights: readonly string[]; autoRenews?: boolean }> = {
  mentorship_building: {
    summary:
      "For dancers laying the groundwork: structured monthly training and the habits that get you ready for the room.",
    highlights: [
      "A live group coaching call every month",
      "Access to the online class library",
      "Self-tape and audition preparation guides",
    ],
  },
  mentorship_growth: {
    summary: "For dancers ready to work professionally: feedback on your self-tapes and a plan for the next season.",
    highlights: [
      "Everything in Building",
      "A written review of one self-tape every month",
      "Audition calendar and career planning",
    ],
  },
  mentorship_elite: {
    summary:
      "The closest mentorship we offer: one-on-one time with the choreographer and a first look at what is being cast.",
    highlights: [
      "Everything in Pro / Growth",
      "A monthly one-on-one video call",
      "Reel, headshot and portfolio review",
      "First look at casting opportunities",
    ],
    autoRenews: true,
  },
};

/** The badges a tier card can wear, by the key of their label in `pricingCopy.badges`. */
export type TierBadge = keyof typeof pricingCopy.badges;
