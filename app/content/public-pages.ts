import { programPaths } from "./program-paths";

/** Public pages listed in the sitemap besides the city pages. Add a page here when its route lands. */
export const publicPages = ["/", "/faq", "/about", "/resources", "/scholarship", "/privacy", "/terms", "/submit-talent", "/audition-video", programPaths.actingForDancers, programPaths.eliteMentorshipBeta];

/** Paths crawlers should stay out of. */
export const adminPaths = [
  "/discount-codes",
  "/admin/",
  "/internal/",
  "/auth",
  "/beta-payment",
  "/order-confirmation",
  "/test-payment-verification",
  "/test-email",
  "/customer-emails",
  "/customer-messages",
  "/test-facebook-pixel",
];
