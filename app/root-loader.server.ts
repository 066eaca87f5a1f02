import type { AppLoadContext } from "react-router";
import { getViewer } from "~/features/auth/get-viewer.server";
import { publicEnv } from "~/lib/env.server";
import type { RootData } from "~/lib/root-data";

export type { RootData, ViewerSummary } from "~/lib/root-data";

export async function loadRoot(request: Request, context: AppLoadContext): Promise<RootData> {
  const env = publicEnv(context.app.env);
  const { pathname } = new URL(request.url);
  const viewer = await getViewer({ auth: context.app.auth, db: context.app.database.db, request }).catch((error: unknown) => {
    // A failed session read must not take the page down: the visitor is shown as signed out.
    context.app.logger.error({ err: error }, "session read failed");
    return null;
  });
  return {
    env,
    canonicalUrl: `${env.siteUrl}${pathname === "/" ? "/" : pathname.replace(/\/$/, "")}`,
    viewer: viewer ? { firstName: viewer.name.split(/\s+/)[0] || viewer.email, isAdmin: viewer.isAdmin } : null,
  };
}
