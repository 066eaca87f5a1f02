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
    nh_studio: "Studio Weekend (in person)",
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
    how: "Write to us from the email address you booked with and we'll send you a secure link to pay for the upgrade. Your seat and your ticket stay as they are; the upgrade is added to them.",
    contact: "Email us to upgrade",
    subject: (to: string, city: string) => `${to} upgrade — ${city}`,
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
  perMonth: "/ month",
  featuresLabel: "What's included",
  mentorship: {
    title: "Mentorship Programs",
    intro: "Keep training after the intensive with monthly online mentorship.",
    terms: [
      "Monthly subscription starting December 1, 2025.",
      "Your first payment covers December 2025; billing then recurs monthly from January 1, 2026.",
      "3-month minimum commitment.",
    ],
    eliteAutoRenew: "Elite Circle renews automatically each month after the 3-month minimum until you cancel.",
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
    text: "All sales are final. If we cancel the event, you receive a full refund. If the date changes, you have 48 hours to respond for a refund; after that, your ticket becomes a credit that never expires and can be used for any city or date.",
  },
} as const;

/** A short list of what each tier includes, by tier key. Tiers without an entry show no list. */
export const tierFeatures: Record<string, readonly string[]> = {
  core: [
    "Full day of on-camera classes: jazz, street, theater and funk",
    "Industry Q&A with the choreographer",
    "Kept on file for future projects",
    "Optional audition at the end of the day",
  ],
  core_day1: [
    "Day 1 of on-camera classes: jazz, street, theater and funk",
    "Industry Q&A with the choreographer",
    "Kept on file for future projects",
  ],
  core_day2: [
    "Day 2 of on-camera classes with new choreography",
    "Stunts for Dancers class",
    "Kept on file for future projects",
  ],
  weekend_pass: [
    "Both Core Experience days",
    "Every class, Q&A and the optional audition",
    "Best value for the whole weekend",
  ],
  pro: [
    "Everything in the Core Experience",
    "Pro Track session filmed for your reel",
    "Personal feedback from the choreographer",
    "Priority consideration for upcoming projects",
  ],
  boston_core: [
    "Full day of on-camera classes, including contemporary",
    "Industry Q&A with the choreographer",
    "Kept on file for future projects",
  ],
  boston_pro_track: [
    "Everything in the Core Experience",
    "Pro Track session filmed for your reel",
    "Personal feedback from the choreographer",
  ],
  hudson_nh_core: ["Full day of on-camera classes", "Industry Q&A", "Kept on file for future projects"],
  hudson_nh_pro_track: ["Everything in the Core Experience", "Pro Track session filmed for your reel"],
  masterclass: ["One on-camera masterclass", "Learn a piece of screen choreography"],
  masterclass_only: [
    "One on-camera class of your choice",
    "Learn a piece of screen choreography",
    "Great first taste of the intensive",
  ],
  victoria_one_class_only: [
    "One on-camera class of your choice",
    "Learn a piece of screen choreography",
    "Great first taste of the intensive",
  ],
  audition_only: [
    "Audition for upcoming projects at the end of the day",
    "Arrive 15 minutes early to check in",
    "No classes included",
  ],
  nh_full_weekend: [
    "Both days of on-camera classes in two studios",
    "Stunts for Dancers and on-camera class",
    "Industry Q&A and optional audition",
  ],
  nh_balance_payment: [
    "For families who already paid the deposit",
    "Completes your Full Weekend Pass",
    "Keeps your spot for both days",
  ],
  nh_protrack_vip: [
    "Add the Pro Track to your weekend",
    "Pro Track session filmed for your reel",
    "Personal feedback from the choreographer",
  ],
  elite: ["Monthly one-on-one mentorship", "Career plan and reel review"],
  protrack: ["Private one-on-one session", "Goal setting and technique feedback"],
  unlimited: ["Unlimited online classes", "New choreography every month"],
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
  afd_private_session: ["One private online acting session"],
  afd_3pack: ["Three private online acting sessions"],
  afd_starter: ["Starter path through the Acting for Dancers program"],
  afd_steady_growth: ["Steady growth path with regular coaching"],
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
