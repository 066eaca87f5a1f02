import { Link, useRouteLoaderData } from "react-router";
import { site } from "~/content/site";
import type { RootData } from "~/lib/root-data";

export function SiteHeader() {
  const viewer = useRouteLoaderData<RootData>("root")?.viewer ?? null;
  return (
    <header className="border-b border-white/10 bg-stage-950/90">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 font-display text-lg font-bold tracking-wide">
          <svg aria-hidden viewBox="0 0 24 24" className="size-6 text-spot-400" fill="currentColor">
            <path d="M4 5h12l4 3-4 3H4zM6 12h2v8H6z" />
          </svg>
          {site.name}
        </Link>
        <nav aria-label="Site" className="flex items-center gap-5 text-sm font-medium">
          <Link to="/" className="text-neutral-200 hover:text-white">
            Tour dates
          </Link>
          {viewer ? (
            <Link to="/account" className="text-neutral-200 hover:text-white" data-testid="header-account">
              {viewer.isAdmin ? "Account & team" : "My account"}
            </Link>
          ) : (
            <Link to="/auth" className="text-neutral-200 hover:text-white" data-testid="header-sign-in">
              Sign in
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
