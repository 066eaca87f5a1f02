import { NavLink } from "react-router";
import { backOfficeCopy } from "~/content/back-office";
import { cn } from "~/lib/cn";

const copy = backOfficeCopy.nav;

/** The team pages' menu: one row that scrolls sideways on a phone, the current page marked. */
export function AdminNav() {
  return (
    <nav aria-label={copy.label} className="border-b border-white/10 bg-stage-900/60">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 py-2 sm:px-6">
        {copy.links.map((link) => (
          <li key={link.to} className="shrink-0">
            <NavLink
              to={link.to}
              end
              prefetch="none"
              className={({ isActive }) =>
                cn(
                  "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-spot-300",
                  isActive ? "bg-spot-400 text-stage-950" : "text-neutral-200 hover:bg-white/10",
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
