import { programTierFeatures } from "~/content/pricing";
/**
 * What each tier includes, one line each, as the seed writes it into every event's page configuration
 * (`pricing.features`) for the tiers that event sells. After seeding, each page's own list is the copy:
 * the team edits it per event at /admin/events/:id/page.
 */
export const TIER_FEATURES: Readonly<Record<string, readonly string[]>> = {
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
  hudson_nh_core: [
    "Full day of on-camera classes",
    "Industry Q&A",
    "Kept on file for future projects",
  ],
  hudson_nh_pro_track: [
    "Everything in the Core Experience",
    "Pro Track session filmed for your reel",
  ],
  masterclass: [
    "One on-camera masterclass",
    "Learn a piece of screen choreography",
  ],
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
  elite: [
    "Monthly one-on-one mentorship",
    "Career plan and reel review",
  ],
  protrack: [
    "Private one-on-one session",
    "Goal setting and technique feedback",
  ],
  unlimited: [
    "Unlimited online classes",
    "New choreography every month",
  ],
  // The mentorship levels say the same on a city page as on the program page.
  ...programTierFeatures,
  afd_private_session: [
    "One private online acting session",
  ],
  afd_3pack: [
    "Three private online acting sessions",
  ],
  afd_starter: [
    "Starter path through the Acting for Dancers program",
  ],
  afd_steady_growth: [
    "Steady growth path with regular coaching",
  ],
};
