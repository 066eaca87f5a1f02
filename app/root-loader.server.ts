import type { AppLoadContext } from "react-router";
import { publicEnv, type PublicEnv } from "~/lib/env.server";

export interface RootData {
  env: PublicEnv;
  /** Canonical URL of the requested page: the public origin plus the path, without query. */
  canonicalUrl: string;
}

export function loadRoot(request: Request, context: AppLoadContext): RootData {
  const env = publicEnv(context.app.env);
  const { pathname } = new URL(request.url);
  return { env, canonicalUrl: `${env.siteUrl}${pathname === "/" ? "/" : pathname.replace(/\/$/, "")}` };
}
