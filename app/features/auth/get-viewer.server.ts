import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { userRoles } from "~/db/schema";
import type { Auth } from "./create-auth.server";
import type { Viewer } from "./viewer";

/**
 * The signed-in person behind a request, read from the session cookie and the database (never from
 * anything the browser says about itself), or null. `responseHeaders` receives a refreshed session
 * cookie when Better Auth extends the session.
 */
export async function getViewer(options: { auth: Auth; db: Db; request: Request; responseHeaders?: Headers }): Promise<Viewer | null> {
  const { auth, db, request } = options;
  if (!/(?:^|;\s*)[^=;]*session_token=/.test(request.headers.get("cookie") ?? "")) return null;
  const result = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  const cookie = result.headers?.get("set-cookie");
  if (cookie && options.responseHeaders) options.responseHeaders.append("set-cookie", cookie);
  const session = result.response;
  if (!session) return null;
  const [admin] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, session.user.id), eq(userRoles.role, "admin")))
    .limit(1);
  return {
    userId: session.user.id,
    email: session.user.email,
    name: session.user.name,
    emailVerified: session.user.emailVerified,
    twoFactorEnabled: Boolean((session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
    isAdmin: Boolean(admin),
  };
}
