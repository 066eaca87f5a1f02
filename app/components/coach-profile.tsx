import type { ComponentProps, ReactNode } from "react";
import type { GuestInstructor } from "~/domain/page-config";
import { cn } from "~/lib/cn";
import { InstructorBioDialog } from "./instructor-bio-dialog";

/**
 * A coach's card: portrait, name (h3), role, summary, any extra lines, and the full biography in a
 * dialog beside any further actions. Used by the city page's acting coach section and the program page.
 */
export function CoachProfile({
  coach,
  readBio,
  headingId,
  extra,
  actions,
  className,
  ...props
}: {
  coach: GuestInstructor;
  readBio: string;
  headingId?: string;
  extra?: ReactNode;
  actions?: ReactNode;
} & ComponentProps<"article">) {
  return (
    <article
      aria-labelledby={headingId}
      className={cn("mx-auto flex max-w-4xl flex-col gap-6 rounded-3xl border p-6 sm:p-8 md:flex-row md:items-center", className ?? "border-white/10 bg-stage-900")}
      {...props}
    >
      <img
        src={coach.portraitSrc}
        alt=""
        width={320}
        height={320}
        loading="lazy"
        decoding="async"
        className="size-40 shrink-0 self-center rounded-2xl object-cover ring-1 ring-white/15 md:size-52"
      />
      <div className="min-w-0">
        <h3 id={headingId} className="font-display text-2xl font-black tracking-tight sm:text-3xl">
          {coach.name}
        </h3>
        <p className="mt-1 font-semibold text-spot-300">{coach.role}</p>
        <p className="mt-4 text-neutral-200">{coach.summary}</p>
        {extra}
        <div className="mt-6 flex flex-wrap gap-3">
          <InstructorBioDialog instructor={coach} label={readBio} srLabel={`of ${coach.name}`} />
          {actions}
        </div>
      </div>
    </article>
  );
}
