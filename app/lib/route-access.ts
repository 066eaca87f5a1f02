/**
 * Who may open which page. The server enforces it in every loader and action (requireUser,
 * requireAdmin); this list only tells the browser when to show 'Verifying access...' and tells the
 * guard test (route-guard.integration.test.ts) which pages must turn strangers away.
 */
export type RouteAccess = "public" | "user" | "admin";

/** Pages for the team: admin role required. */
export const ADMIN_PATHS = ["/customer-emails", "/customer-messages", "/test-email", "/test-facebook-pixel", "/test-payment-verification", "/admin", "/discount-codes", "/internal"] as const;

/** Pages for anyone signed in. */
export const SIGNED_IN_PATHS = ["/account"] as const;

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function routeAccess(pathname: string): RouteAccess {
  if (ADMIN_PATHS.some((p) => under(pathname, p))) return "admin";
  if (SIGNED_IN_PATHS.some((p) => under(pathname, p))) return "user";
  return "public";
}
