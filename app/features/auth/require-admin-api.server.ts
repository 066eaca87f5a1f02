import type { MiddlewareHandler } from "hono";
import type { AppContext } from "~/app-context.server";
import { getViewer } from "./get-viewer.server";
import type { Viewer } from "./viewer";

/** The Hono environment of a route behind `requireAdminApi`: the admin is `c.get("viewer")`. */
export type AdminApiEnv = { Variables: { viewer: Viewer } };

export const adminApiMessages = {
  signIn: "Sign in first.",
  notAdmin: "This needs the admin role.",
} as const;

/**
 * The JSON API's counterpart of requireAdmin: no session answers 401, a session without the admin
 * role 403, both as JSON (a script gets an answer it can read, not a redirect to a page). The role is
 * read from the database on every request.
 */
export function requireAdminApi(context: AppContext): MiddlewareHandler<AdminApiEnv> {
  return async (c, next) => {
    const refreshed = new Headers();
    const viewer = await getViewer({ auth: context.auth, db: context.database.db, request: c.req.raw, responseHeaders: refreshed });
    if (!viewer) return c.json({ ok: false, message: adminApiMessages.signIn }, 401);
    if (!viewer.isAdmin) return c.json({ ok: false, message: adminApiMessages.notAdmin }, 403);
    c.set("viewer", viewer);
    await next();
    // Better Auth extended the session: the browser keeps the new cookie.
    for (const cookie of refreshed.getSetCookie()) c.res.headers.append("set-cookie", cookie);
  };
}
