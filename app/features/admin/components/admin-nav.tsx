import { NavLink } from "react-router";
import { backOfficeCopy } from "~/content/back-office";
import { cn } from "~/lib/cn";

const copy = backOfficeCopy.nav;

/** A count beside a link (the inbox's new items), with what it counts spelled out for screen readers and on hover. */
export interface NavBadge {
  count: number;
  detail: string;
  /** The count split by kind, each a link to those items: shown under the menu while any is new. */
  parts?: Array<{ label: string; to: string }>;
}

/** The team pages' menu: one row that scrolls sideways on a phone, the current page marked. */
export function AdminNav({ badges }: { badges?: Record<string, NavBadge> }) {
  const parts = Object.values(badges ?? {}).flatMap((b) => (b.count > 0 ? (b.parts ?? []) : []));
  return (
    <nav aria-label={copy.label} className="border-b border-white/10 bg-stage-900/60">
      {/* relative: the badges' screen-reader text (absolutely placed) stays inside the scrolling row instead of widening the page. */}
      <ul className="relative mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 py-2 sm:px-6">
        {copy.links.map((link) => {
          const badge = badges?.[link.to];
          return (
            <li key={link.to} className="shrink-0">
              <NavLink
                to={link.to}
                end
                prefetch="none"
                title={badge && badge.count > 0 ? badge.detail : undefined}
                className={({ isActive }) =>
                  cn(
                    "inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-spot-300",
                    isActive ? "bg-spot-400 text-stage-950" : "text-neutral-200 hover:bg-white/10",
                  )
                }
              >
                {link.label}
                {badge && badge.count > 0 && (
                  <>
                    <span aria-hidden="true" data-nav-count className="rounded-full bg-amber-300 px-1.5 text-xs font-bold text-stage-950 tabular-nums">{badge.count}</span>
                    <span className="sr-only">{` (${badge.detail})`}</span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
      {parts.length > 0 && (
        <ul data-nav-parts className="mx-auto flex max-w-6xl flex-wrap gap-x-3 px-4 pb-2 text-xs sm:px-6">
          {parts.map((part) => (
            <li key={part.to}>
              <NavLink to={part.to} prefetch="none" className="inline-flex min-h-8 items-center text-amber-200 underline">
                {part.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
