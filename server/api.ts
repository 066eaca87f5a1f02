import { Hono } from "hono";
import { createAdminRoutes } from "~/features/admin/admin.routes.server";
import { createApplicationRoutes } from "~/features/applications/application.routes.server";
import { createAuditionRoutes } from "~/features/auditions/audition.routes.server";
import { createCartRoutes } from "~/features/cart/cart.routes.server";
import { createChatRoutes } from "~/features/chat/chat.routes.server";
import { createCheckoutDraftRoutes } from "~/features/checkout/drafts/checkout-draft.routes.server";
import { createCheckoutRoutes } from "~/features/checkout/orders/checkout.routes.server";
import { createOrderRoutes } from "~/features/checkout/confirmation/order.routes.server";
import { createUpgradeRoutes } from "~/features/checkout/upgrades/upgrade.routes.server";
import { createWebhookRoutes } from "~/features/checkout/webhook.routes.server";
import { createDoorRoutes } from "~/features/door/door.routes.server";
import { createOfferAccessRoutes } from "~/features/offer-access/offer-access.routes.server";
import { createOpportunityRoutes } from "~/features/opportunities/opportunity.routes.server";
import { createSubscriptionRoutes } from "~/features/subscriptions/subscriptions.routes.server";
import { createWaitlistRoutes } from "~/features/waitlist/waitlist.routes.server";
import type { AppContext } from "~/app-context.server";
import { siteUrl } from "~/lib/env.server";
import { apiRequestGuard } from "./http/request-guard";
import { loggedPath } from "./http/logged-path";
import { DATABASE_AWAY_MESSAGE, DATABASE_RETRY_AFTER_SECONDS } from "./http/database-away";
import { noteDatabaseError } from "~/db/database-health.server";

export { RATE_LIMIT_MESSAGE } from "~/lib/http/rate-limit.server";
export { FIX_FIELDS_MESSAGE } from "~/lib/http/json-body.server";

/**
 * The JSON API behind the public forms and the cart, one route module per feature. Each route parses the body,
 * calls one feature operation and maps its result to HTTP. Every answer carries personal data or
 * may: never cached.
 */
export function createApi(context: AppContext): Hono {
  const api = new Hono();

  api.use("*", async (c, next) => {
    await next();
    // On the answer's own headers: Hono's c.header() after a route rebuilds the answer around a
    // stream of its body, which @hono/node-server then writes chunk by chunk (issue 18's profile).
    try {
      c.res.headers.set("Cache-Control", "no-store");
    } catch {
      // A Response whose headers are immutable (Response.redirect, a fetched one).
      c.header("Cache-Control", "no-store");
    }
  });
  // An /api path that matches no route, or a method a route does not take, answers JSON, never a page.
  api.use("*", async (c, next) => {
    const allowed = allowedMethods(api, c.req.path);
    if (allowed.length === 0) return c.json({ ok: false, message: "Not found." }, 404);
    if (!allowed.includes(c.req.method)) {
      c.header("Allow", allowed.join(", "));
      return c.json({ ok: false, message: `Use ${allowed.join(" or ")} here.` }, 405);
    }
    return next();
  });
  // Payment providers are another origin: their webhooks are checked by signature, not by the guard.
  api.route("/webhooks", createWebhookRoutes(context));
  api.use("*", apiRequestGuard({ allowedOrigins: [new URL(siteUrl(context.env)).origin] }));

  api.route("/events/:slug/auditions", createAuditionRoutes(context));
  api.route("/waitlist", createWaitlistRoutes(context));
  api.route("/applications", createApplicationRoutes(context));
  api.route("/opportunities/:slug/registrations", createOpportunityRoutes(context));
  api.route("/cart", createCartRoutes(context));
  api.route("/checkout", createCheckoutRoutes(context));
  api.route("/checkout-draft", createCheckoutDraftRoutes(context));
  api.route("/orders", createOrderRoutes(context));
  api.route("/upgrades", createUpgradeRoutes(context));
  api.route("/offer-access", createOfferAccessRoutes(context));
  api.route("/subscriptions", createSubscriptionRoutes(context));
  api.route("/admin", createAdminRoutes(context));
  api.route("/door", createDoorRoutes(context));
  api.route("/chat", createChatRoutes(context));

  api.notFound((c) => c.json({ ok: false, message: "Not found." }, 404));
  api.onError((error, c) => {
    if (noteDatabaseError(error)) {
      context.logger.warn({ path: loggedPath(c.req.path), reason: (error as Error).message }, "api request: database unreachable");
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json({ ok: false, message: DATABASE_AWAY_MESSAGE }, 503);
    }
    context.logger.error({ err: error, path: loggedPath(c.req.path) }, "api error");
    return c.json({ ok: false, message: "Something went wrong on our side. Please try again." }, 500);
  });
  return api;
}

/** The methods the API's routes take at `path` (without the catch-all), for 405's Allow header. */
function allowedMethods(api: Hono, requestPath: string): string[] {
  // Mounted under /api, the request's path carries the prefix the API's own route paths lack.
  const path = requestPath.startsWith("/api/") ? requestPath.slice(4) : requestPath;
  const methods = new Set<string>();
  for (const route of routeMatchers(api)) if (route.pattern.test(path)) methods.add(route.method);
  return [...methods].sort();
}

const matchers = new WeakMap<Hono, { count: number; list: Array<{ method: string; pattern: RegExp }> }>();

/** Each route's path as a pattern, compiled once (again only if routes were added since). */
function routeMatchers(api: Hono) {
  const known = matchers.get(api);
  if (known && known.count === api.routes.length) return known.list;
  const list = api.routes
    .filter((route) => !(route.method === "ALL" || route.path === "/*" || route.path === "*"))
    .map((route) => ({
      method: route.method,
      pattern: new RegExp(`^${route.path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z_]\w*/g, "[^/]+")}/?$`),
    }));
  matchers.set(api, { count: api.routes.length, list });
  return list;
}
