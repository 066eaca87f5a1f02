import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

const WIDTHS = { narrow: "max-w-3xl", medium: "max-w-4xl", large: "max-w-5xl", wide: "max-w-6xl" } as const;

export interface AdminPageProps {
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** A line under the title saying what the page is for. */
  intro?: ReactNode;
  /** The page it was reached from ("← Orders"), above the title. */
  back?: { to: string; label: string };
  /** Buttons or links beside the title (they wrap under it on a phone). */
  actions?: ReactNode;
  /** Extra classes for the title (a mono order number); the size is the kit's. */
  titleClassName?: string;
  width?: keyof typeof WIDTHS;
  children?: ReactNode;
}

/**
 * The frame of a back-office page: the back link, the title with its actions, the intro, then the
 * page. One column at 375 px; long words wrap instead of widening the page.
 */
export function AdminPage({ title, intro, back, actions, titleClassName, width = "wide", children }: AdminPageProps) {
  return (
    <section className={cn("mx-auto min-w-0 px-4 py-10 sm:px-6 sm:py-14", WIDTHS[width])}>
      {back && (
        <p className="mb-3">
          <Link to={back.to} className="text-spot-300 underline">
            {back.label}
          </Link>
        </p>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className={cn("min-w-0 text-2xl font-bold [overflow-wrap:anywhere] sm:text-3xl", titleClassName)}>{title}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {intro && <p className="mt-3 max-w-2xl text-neutral-300">{intro}</p>}
      {children}
    </section>
  );
}

/** A titled part of an admin page (`<section>` labelled by its `<h2>`). */
export function AdminSection({ id, title, intro, children, className }: { id: string; title: ReactNode; intro?: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={cn("mt-10", className)}>
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-neutral-300">{intro}</p>}
      {children}
    </section>
  );
}
