import { Quote } from "lucide-react";
import type { ReactNode } from "react";

export interface QuoteFigureContent {
  quote: string;
  attribution: string;
  role: string;
}

/**
 * A quote beside a drawn portrait, shared by the city page's quote section and the program pages.
 * The figure is the quote with its attribution (a figcaption must be a figure's first or last child).
 */
export function QuoteFigure({ content, portrait }: { content: QuoteFigureContent; portrait: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-5xl items-center gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-12">
      {portrait}
      <figure>
        <Quote aria-hidden className="size-10 text-spot-400" />
        <blockquote className="mt-4 font-display text-xl font-semibold leading-snug text-white sm:text-2xl">
          <p>{content.quote}</p>
        </blockquote>
        <figcaption className="mt-6">
          <span className="block font-semibold text-spot-300">{content.attribution}</span>
          <span className="block text-neutral-300">{content.role}</span>
        </figcaption>
      </figure>
    </div>
  );
}
