import { redirect } from "react-router";
import type { AppContext } from "~/app-context.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getViewer } from "./get-viewer.server";
import type { Viewer } from "./viewer";

/** Where a guarded page sends someone who is not signed in: /auth, and back here afterwards. */
export function signInPath(request: Request): string {
  const url = new URL(request.url);
  const back = safeRedirectPath(url.pathname + url.search);
  return back ? `/auth?redirectTo=${encodeURIComponent(back)}` : "/auth";
}

/** A page's loader or action for signed-in people: anyone else is sent to /auth. */
export async function requireUser(request: Request, app: AppContext): Promise<Viewer> {
  const viewer = await getViewer({ auth: app.auth, db: app.database.db, request });
  if (!viewer) throw redirect(signInPath(request), { headers: { "Cache-Control": "no-store" } });
  return viewer;
}

/**
 * Every admin page's loader and action starts here: not signed in goes to /auth, signed in without
 * the admin role goes to /. The role is read from the database on every request.
 */
export async function requireAdmin(request: Request, app: AppContext): Promise<Viewer> {
  const viewer = await requireUser(request, app);
  if (!viewer.isAdmin) throw redirect("/", { headers: { "Cache-Control": "no-store" } });
  return viewer;
}
