import { z } from "zod";
import { recentBookingsSchema, testimonialsSchema } from "./page-testimonials";

/**
 * Per-event page configuration: which sections a city page shows, in which order,
 * and which variants and layouts they use. Stored as JSON on the event; validated here
 * on the way in (seed, admin) and on the way out (page loader).
 */
export const SECTION_KEYS = [
  "early_bird_banner",
  "countdown",
  "promo_video",
  "credits",
  "quote",
  "what_to_expect",
  "testimonials",
  "proof_of_bookings",
  "city_extra",
  "contemporary_class",
  "on_camera_class_video",
  "stunts_for_dancers",
  "acting_coach",
  "pricing",
  "schedule",
  "real_talk",
  "parents",
  "demo_reel",
  "watch_work",
  "featured_in",
  "cta_block",
  "waitlist",
  "faq",
] as const;
export const sectionKeySchema = z.enum(SECTION_KEYS);
export type SectionKey = z.infer<typeof sectionKeySchema>;

export const heroSchema = z.object({
  layout: z.enum(["default", "inline"]).default("default"),
  /** Replaces 'All ages. All levels. Everyone belongs.' */
  subtitle: z.string().min(1).optional(),
  /** A fixed venue address line shown under the date (Orlando). */
  venueLine: z.string().min(1).optional(),
  /** Whether the hero shows the venue name and address from the event's venue. */
  showVenue: z.boolean().default(false),
});

export const pricingSchema = z.object({
  layout: z.enum(["generic", "two_tier", "weekend", "core_and_pro"]).default("generic"),
  /** Heading of the in-person cards when the page wants its own (e.g. 'Studio Weekend (in person)'); else the layout's. */
  title: z.string().min(1).optional(),
  /** In-person tiers shown as cards, in order. */
  tiers: z.array(z.string().min(1)).min(1),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(2),
  badges: z.record(z.string(), z.enum(["new", "vip", "popular"])).default({}),
  /** Card titles that differ from the tier's label on this page (e.g. 'Just a Class'). */
  labels: z.record(z.string(), z.string().min(1)).default({}),
  showAuditionOnly: z.boolean().default(true),
  mentorshipTiers: z.array(z.string().min(1)).default([]),
  scholarshipBox: z.boolean().default(false),
  note: z.string().optional(),
  /**
   * A short highlight under a card's price, by tier key (e.g. 'Save 10%'). Amounts are never typed: the
   * placeholders {price}, {compareAt} and {saving} (compareAt − price) are filled from the tier's offer.
   */
  callouts: z.record(z.string(), z.string().min(1)).default({}),
  /**
   * What the cart says about a tier's rules, by tier key, where the event wants its own words:
   * `requires` when it cannot be added yet, `added` once it is, `suggest` when checkout first points at it.
   * Without them the cart builds the sentence from the tiers' labels.
   */
  messages: z
    .record(z.string(), z.object({ requires: z.string().min(1).optional(), added: z.string().min(1).optional(), suggest: z.string().min(1).optional() }))
    .default({}),
  /** What each tier includes, by tier key, one line each; a tier without an entry shows no list. */
  features: z.record(z.string(), z.array(z.string().min(1))).default({}),
  /** The private (one-on-one) mentorship information dialog under the mentorship programs. */
  privateMentorshipInfo: z.boolean().default(true),
});

/** The age groups a schedule table can be for; their headings depend on the schedule's `ageGroups`. */
export const SCHEDULE_GROUPS = ["juniors", "seniors", "all"] as const;
export type ScheduleGroup = (typeof SCHEDULE_GROUPS)[number];

const scheduleSlotSchema = z.object({
  time: z.string().min(1),
  activity: z.string().min(1),
  /** A short remark shown under the activity (e.g. 'optional', 'bring a headshot'). */
  detail: z.string().min(1).optional(),
});
const scheduleTableSchema = z
  .object({
    /** Heading of the table (e.g. 'Studio 1'); without it the age group's heading is used. */
    title: z.string().min(1).optional(),
    /** Who the table is for; its heading comes from the schedule's age groups. */
    group: z.enum(SCHEDULE_GROUPS).optional(),
    slots: z.array(scheduleSlotSchema),
  })
  .refine((t) => t.title !== undefined || t.group !== undefined, { message: "a table needs a title or a group" });
const scheduleDaySchema = z.object({
  /** 'Saturday, January 24'; may be left out on a one-day schedule. */
  label: z.string().min(1).optional(),
  tables: z.array(scheduleTableSchema).min(1),
});

export const scheduleSchema = z.object({
  ageGroups: z.enum(["juniors_seniors", "eleven_and_twelve_plus"]).default("juniors_seniors"),
  days: z.array(scheduleDaySchema).default([]),
  collapsibleOnMobile: z.boolean().default(false),
  mobileCheckoutBar: z.boolean().default(false),
  notes: z.array(z.string().min(1)).default([]),
  showWorkInProgressNote: z.boolean().default(true),
  showAllWelcomeNote: z.boolean().default(true),
});

/** The extra section a few stops show near the top of the page (`city_extra`). */
export const cityExtraSchema = z.object({
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  body: z.string().min(1),
  highlights: z.array(z.string().min(1)).default([]),
});

/** A guest instructor with a short card summary and a full biography for the dialog. */
export const guestInstructorSchema = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  summary: z.string().min(1),
  bio: z.array(z.string().min(1)).default([]),
  credits: z.array(z.string().min(1)).default([]),
  /** An original drawing shipped with the site (nothing is fetched from another host). */
  portraitSrc: z.string().regex(/^\/images\/[\w./-]+\.(svg|png|jpe?g|webp)$/, "a picture under /images/ on this site"),
});

/** A guest class added to a stop's day (`contemporary_class`). */
export const contemporaryClassSchema = z.object({
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  intro: z.string().min(1),
  /** What the class works on, shown beside the instructor card. */
  focus: z.array(z.string().min(1)).default([]),
  /** Heading of the strip naming the event's city, e.g. 'Class location'. */
  locationLabel: z.string().min(1),
  instructor: guestInstructorSchema,
});

export const ACTING_COACH_LAYOUTS = ["default", "video-background"] as const;
export const actingCoachSchema = z.object({
  /** A card, or the coach over a looping, drawn 'film' background. */
  layout: z.enum(ACTING_COACH_LAYOUTS).default("default"),
});

/** Which of the event's discount codes the early-bird banner shows; its figures and deadline come from the code. */
export const earlyBirdSchema = z.object({
  code: z.string().min(1),
});

export const countdownSchema = z.object({
  /** Which text (content/city-sections: deadlineCountdowns) the countdown shows. */
  key: z.string().min(1),
  /** The deadline (ISO 8601 with offset); the section renders nothing once it has passed. */
  endsAt: z.iso.datetime({ offset: true }),
});

/**
 * An online program's own words for its buyers (the confirmation page and email of an order that
 * holds it): how its sessions are booked or joined and what happens next. The team's editable copy.
 */
export const onlineAccessSchema = z.object({
  programName: z.string().min(1),
  joinTitle: z.string().min(1),
  join: z.array(z.string().min(1)).min(1),
  next: z.array(z.string().min(1)).default([]),
});
export type OnlineAccess = z.infer<typeof onlineAccessSchema>;

export const pageConfigSchema = z.object({
  hero: heroSchema.default({ layout: "default", showVenue: false }),
  sections: z.array(sectionKeySchema).default([]),
  whatToExpect: z.enum(["base", "extended", "extended_on_camera"]).default("base"),
  pricing: pricingSchema,
  schedule: scheduleSchema.default({
    ageGroups: "juniors_seniors",
    days: [],
    collapsibleOnMobile: false,
    mobileCheckoutBar: false,
    notes: [],
    showWorkInProgressNote: true,
    showAllWelcomeNote: true,
  }),
  /** Id of the promo video at the video host; loaded only when the visitor presses play. */
  promoVideoId: z.string().min(1).optional(),
  cityExtra: cityExtraSchema.optional(),
  contemporaryClass: contemporaryClassSchema.optional(),
  actingCoach: actingCoachSchema.default({ layout: "default" }),
  earlyBird: earlyBirdSchema.optional(),
  countdown: countdownSchema.optional(),
  /** 'What People Are Saying' (`testimonials`): shown only once set and not marked sample. */
  testimonials: testimonialsSchema.optional(),
  /** 'Recent Bookings From Our Dancers' (`proof_of_bookings`): shown only once set and not marked sample. */
  recentBookings: recentBookingsSchema.optional(),
  /** An online program's joining instructions (events of kind virtual). */
  onlineAccess: onlineAccessSchema.optional(),
});
export type PageConfig = z.infer<typeof pageConfigSchema>;
export type PageConfigInput = z.input<typeof pageConfigSchema>;
export type CityExtraContent = z.infer<typeof cityExtraSchema>;
/** A guest instructor as components read one (the page's, or the site's own coaches in content). */
export interface GuestInstructor {
  name: string;
  role: string;
  summary: string;
  bio: readonly string[];
  credits: readonly string[];
  portraitSrc: string;
}
export type ContemporaryClassContent = z.infer<typeof contemporaryClassSchema>;
export type ActingCoachLayout = (typeof ACTING_COACH_LAYOUTS)[number];
