import { z } from "zod";

/**
 * What past dancers say (`testimonials`) and what they went on to book (`proof_of_bookings`): each
 * event's own, in its page configuration, edited in the page editor. Nothing is shown that the team
 * has not set: an event without them, or whose list is still marked `sample` (what the seed ships,
 * invented people), shows neither section on its public page.
 */

/** One quote: who said it, in their words. */
export const testimonialSchema = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  /** Their Instagram handle, without the @; left out, none is shown. */
  instagram: z
    .string()
    .regex(/^[A-Za-z0-9._]{1,30}$/, "letters, digits, dots and underscores, without the @")
    .optional(),
  quote: z.string().min(1),
  /** A picture shipped with the site; left out, the card shows none. */
  pictureSrc: z
    .string()
    .regex(/^\/images\/[\w./-]+\.(svg|png|jpe?g|webp)$/, "a picture under /images/ on this site")
    .optional(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** One booking by a past attendee, described without naming anyone. */
export const recentBookingSchema = z.object({
  job: z.string().min(1),
  who: z.string().min(1),
});
export type RecentBooking = z.infer<typeof recentBookingSchema>;

/** A list the public page shows only once the team has set it: `sample` lists are never shown. */
function shownList<T extends z.ZodType>(item: T) {
  return z.object({
    /** Sample content (the seed's invented examples): kept for the team to edit, never on the public page. */
    sample: z.boolean().default(false),
    items: z.array(item).default([]),
  });
}

export const testimonialsSchema = shownList(testimonialSchema);
export const recentBookingsSchema = shownList(recentBookingSchema);

/** What the public page shows of a list: its items once the team has set them (not a sample), else none. */
export function shownItems<T>(list: { sample: boolean; items: readonly T[] } | undefined): readonly T[] {
  if (!list || list.sample) return [];
  return list.items;
}
