import { programPaths } from "~/content/program-paths";

/**
 * First path segments that belong to the site, so no event or opportunity page (both live at
 * /{slug}) may take one: the static routes would win and the page could never be reached.
 * `reserved-slugs.test.ts` fails when a route in app/routes.ts is missing here (or one here is gone)
 * and when a seeded page's slug is reserved. An editor of events checks a new slug with `isReservedSlug`.
 */

/** The first segment of every static route in app/routes.ts, in its order. */
export const ROUTE_SEGMENTS: readonly string[] = [
  "sitemap.xml",
  "robots.txt",
  "faq",
  "about",
  "resources",
  "scholarship",
  "privacy",
  "terms",
  "submit-talent",
  "audition-video",
  "beta-payment",
  "order-confirmation",
  "account",
  "subscribe",
  "subscription-confirmation",
  "subscription-card",
  "student-registration",
  "waitlist-offer",
  "resume-checkout",
  "offer-access",
  "unsubscribe",
  "upgrade",
  "upgrade-to-pro-track",
  "upgrade-confirmation",
  "pro-track-upgrade-thank-you",
  "acting-for-dancers-confirmation",
  "test-payment-verification",
  "auth",
  "audition-registration",
  "date-change",
  programPaths.actingForDancers.slice(1),
  programPaths.eliteMentorshipBeta.slice(1),
  "customer-emails",
  "customer-messages",
  "test-email",
  "test-facebook-pixel",
  "admin",
  "discount-codes",
  "internal",
];

/** What the HTTP server answers before any page (server/app.ts): the JSON API, the health check and built assets. */
export const SERVER_SEGMENTS: readonly string[] = ["api", "healthz", "metrics", "assets"];

const reserved = new Set([...ROUTE_SEGMENTS, ...SERVER_SEGMENTS]);

/** True when a page at /{slug} would be hidden by a site route (routes match without regard to case). */
export function isReservedSlug(slug: string): boolean {
  return reserved.has(slug.toLowerCase());
}
