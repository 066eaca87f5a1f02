import type { PublicEnv } from "./env.server";

/** What the header needs to know about the visitor: nothing personal beyond the first name. */
export interface ViewerSummary {
  firstName: string;
  isAdmin: boolean;
}

/** The root loader's data, read by the layout, the header and the analytics setup. */
export interface RootData {
  env: PublicEnv;
  /** Canonical URL of the requested page: the public origin plus the path, without query. */
  canonicalUrl: string;
  /** Null for anonymous visitors, whose pages the page cache may keep (it never keeps a signed-in one). */
  viewer: ViewerSummary | null;
}
