/**
 * Whether a state-changing page request (a form POST to a route action) came from another site:
 * the same rule as the JSON API's guard (server/http/request-guard.ts). Sec-Fetch-Site first, then
 * Origin against the request's own origin and `allowedOrigins` (the public site origin behind a proxy).
 * A request with neither header (an old browser, a script) is not a browser acting for someone else.
 */
export function isCrossSiteRequest(request: Request, allowedOrigins: readonly string[]): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return origin !== new URL(request.url).origin && !allowedOrigins.includes(origin);
}
