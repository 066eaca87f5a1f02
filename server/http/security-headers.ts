import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/** Where the promo video's click-to-load player comes from: the only third party a page may frame. */
const VIDEO_FRAME_ORIGIN = "https://www.youtube-nocookie.com";

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const NON_EXECUTABLE_TYPE = /\stype=["']?application\/(?:ld\+)?json/i;

/** sha256 sources for every inline script a page runs, so the policy allows exactly those and nothing injected. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (NON_EXECUTABLE_TYPE.test(attributes ?? "")) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body ?? "", "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Third-party origins a page may use, by kind: only the Meta Pixel, and only when it is configured. */
export interface ThirdPartySources {
  script?: readonly string[];
  image?: readonly string[];
  connect?: readonly string[];
}

/** The Content-Security-Policy of an HTML page whose inline scripts have these hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[], thirdParty: ThirdPartySources = {}): string {
  const extra = (list?: readonly string[]) => (list && list.length > 0 ? ` ${list.join(" ")}` : "");
  return [
    "default-src 'self'",
    `script-src 'self'${extra(thirdParty.script)} ${scriptHashes.join(" ")}`.trim(),
    // React renders style attributes and the stylesheet is inlined into each page.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra(thirdParty.image)}`,
    "font-src 'self'",
    `connect-src 'self'${extra(thirdParty.connect)}`,
    `frame-src ${VIDEO_FRAME_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(self), usb=(), browsing-topics=()";
/** The door's pages scan tickets with the phone's camera: this origin only, and only there. */
const DOOR_PATH = /^\/admin\/check-in(\/|$)/;
const DOOR_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace("camera=()", "camera=(self)");

/** Headers every response carries; HSTS only when the site is served over https. */
export function baseSecurityHeaders(options: { https: boolean }): Readonly<Record<string, string>> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Frame-Options": "DENY",
    ...(options.https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/**
 * Referrer policies stricter than the site's: they send no path, not even to this site. The token
 * pages use `strict-origin`: under `no-referrer` a browser sends `Origin: null` with a page's POSTs,
 * which the same-origin guard refuses.
 */
const STRICTER_REFERRER_POLICIES = new Set(["strict-origin", "no-referrer"]);

export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  const base = Object.entries(baseSecurityHeaders(options));
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    // A page behind a token asks for a stricter referrer policy (its path never leaves in a Referer): kept.
    const strict = STRICTER_REFERRER_POLICIES.has(h.get("Referrer-Policy") ?? "");
    for (const [name, value] of base) if (!(strict && name === "Referrer-Policy")) h.set(name, value);
    if (DOOR_PATH.test(c.req.path)) h.set("Permissions-Policy", DOOR_PERMISSIONS_POLICY);
    // API answers refuse to run or be framed (pages get theirs from withPagePolicy; assets need none).
    if (!h.has("Content-Security-Policy") && h.get("Content-Type")?.startsWith("application/json")) h.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  };
}

/** A rendered page, read whole, with the policy that allows its own inline scripts. */
export async function withPagePolicy(response: Response, thirdParty: ThirdPartySources = {}): Promise<Response> {
  if (!response.headers.get("Content-Type")?.startsWith("text/html") || !response.body) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html), thirdParty));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
