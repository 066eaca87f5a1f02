import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface SectionShellProps {
  /** Anchor id; the heading gets `${id}-title`. */
  id: string;
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  /** Less vertical padding, for a banner-like section. */
  compact?: boolean;
  /** Added to the section's classes (background, border); use `compact` to change its padding. */
  className?: string;
  children?: ReactNode;
}

/** The common frame of a city page section: anchor, heading, optional intro. */
export function SectionShell({ id, title, eyebrow, intro, compact = false, className, children }: SectionShellProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("border-b border-white/5", compact ? "py-12 sm:py-14" : "py-16 sm:py-20", className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <header className="mx-auto max-w-3xl text-center">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-spot-300">{eyebrow}</p>}
          <h2 id={`${id}-title`} className="mt-2 font-display text-3xl font-black tracking-tight sm:text-4xl">
            {title}
          </h2>
          {intro && <div className="mt-4 text-lg text-neutral-300">{intro}</div>}
        </header>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
