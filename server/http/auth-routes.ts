import type { Hono } from "hono";
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER } from "~/features/auth/create-auth.server";
import type { AppContext } from "~/app-context.server";
import { siteUrl } from "~/lib/env.server";
import { requestClientAddress } from "~/lib/http/client-address.server";
import { forwardedRequest } from "./bounded-body";
import { apiRequestGuard } from "./request-guard";

/**
 * Better Auth under /api/auth. Its posts pass the same guard as the JSON API (own origin, JSON,
 * small, no NUL); it sees the public URL and the client address we resolved (never a header the
 * client could forge), and its answers are never cached.
 */
/** What an identity provider's callback carries (Better Auth's callback schema). */
const CALLBACK_FIELDS = ["code", "state", "error", "error_description", "device_id", "user", "iss"] as const;

export function mountAuthRoutes(app: Hono, context: AppContext): void {
  const publicOrigin = context.env.SITE_URL ? new URL(context.env.SITE_URL).origin : null;
  const paths = `${AUTH_BASE_PATH}/*`;
  app.use(paths, async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  // An identity provider that answers with a form post from its own site (Apple's response_mode=form_post)
  // is sent on to the same callback as a GET, which the guard lets through and our lax cookies reach, as
  // Better Auth itself would; nothing is signed in here.
  app.post(`${AUTH_BASE_PATH}/callback/:id{[a-z]+}`, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const params = new URLSearchParams();
    for (const key of CALLBACK_FIELDS) {
      const value = (form as Record<string, unknown>)[key];
      if (typeof value === "string" && value.length <= 8192) params.set(key, value);
    }
    return c.redirect(`${AUTH_BASE_PATH}/callback/${c.req.param("id")}?${params.toString()}`, 303);
  });
  app.use(paths, apiRequestGuard({ allowedOrigins: [new URL(siteUrl(context.env)).origin] }));
  app.on(["GET", "POST"], paths, async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, requestClientAddress(c, context.env.TRUST_PROXY_HOPS));
    // The guard has read the request's body; the copy is made from the bytes kept when it arrived.
    return context.auth.handler(forwardedRequest(c.req.raw, publicOrigin, headers));
  });
}
