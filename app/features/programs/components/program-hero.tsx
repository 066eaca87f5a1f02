import { CalendarDays, MapPin } from "lucide-react";
import { Button } from "~/components/ui/button";
import { scrollToFirst } from "~/lib/scroll";

export interface HeroLink {
  label: string;
  /** Id of the section on this page to jump to. */
  targetId: string;
}

/** The top of a program page: eyebrow, h1, when and where, a lead and two jumps into the page. */
export function ProgramHero({
  eyebrow,
  title,
  tagline,
  lead,
  when,
  where,
  primary,
  secondary,
}: {
  eyebrow: string;
  title: string;
  tagline?: string;
  lead: string;
  when: string;
  where: string;
  primary: HeroLink;
  secondary: HeroLink;
}) {
  return (
    <section aria-labelledby="program-title" className="relative isolate overflow-hidden border-b border-white/10">
      <div aria-hidden className="absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_60%_80%_at_15%_0%,rgba(248,201,72,0.2),transparent_70%)]" />
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_50%_70%_at_90%_10%,rgba(255,93,143,0.16),transparent_70%)]" />
      </div>
      <div className="mx-auto flex max-w-6xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-spot-300">{eyebrow}</p>
        <h1 id="program-title" className="mt-3 max-w-4xl font-display text-4xl font-black leading-tight tracking-tight [overflow-wrap:anywhere] sm:text-6xl">
          {title}
        </h1>
        <p className="mt-6 inline-flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4 text-spot-400" />
            {when}
          </span>
          <span aria-hidden className="text-white/30">
            |
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden className="size-4 text-spot-400" />
            {where}
          </span>
        </p>
        {tagline && <p className="mt-6 text-xl font-semibold text-spot-300 sm:text-2xl">{tagline}</p>}
        <p className="mt-4 max-w-2xl text-lg text-neutral-200">{lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <JumpLink link={primary} variant="primary" />
          <JumpLink link={secondary} variant="outline" />
        </div>
      </div>
    </section>
  );
}

/** A plain in-page link that scrolls smoothly (and highlights the target) once the page is interactive. */
function JumpLink({ link, variant }: { link: HeroLink; variant: "primary" | "outline" }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <a
        href={`#${link.targetId}`}
        onClick={(e) => {
          if (scrollToFirst([link.targetId])) e.preventDefault();
        }}
      >
        {link.label}
      </a>
    </Button>
  );
}
