import { Video } from "lucide-react";
import type { GuestInstructor } from "~/content/city-extras";
import { InstructorBioDialog } from "~/features/city-page/sections/contemporary-class";

/** The Acting for Dancers coach: portrait, name (h3), role, summary, and the full biography in a dialog. */
export function CoachCard({ coach, readBio, sessionsLine }: { coach: GuestInstructor; readBio: string; sessionsLine: string }) {
  return (
    <article
      data-testid="program-coach"
      aria-labelledby="program-coach-name"
      className="mx-auto flex max-w-4xl flex-col gap-6 rounded-3xl border border-white/10 bg-stage-900 p-6 sm:p-8 md:flex-row md:items-center"
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
        <h3 id="program-coach-name" className="font-display text-2xl font-black tracking-tight sm:text-3xl">
          {coach.name}
        </h3>
        <p className="mt-1 font-semibold text-spot-300">{coach.role}</p>
        <p className="mt-4 text-neutral-200">{coach.summary}</p>
        <p className="mt-4 flex items-start gap-2 text-sm text-neutral-300">
          <Video aria-hidden className="mt-0.5 size-4 shrink-0 text-spot-400" />
          <span>{sessionsLine}</span>
        </p>
        <div className="mt-6">
          <InstructorBioDialog instructor={coach} label={readBio} srLabel={`of ${coach.name}`} />
        </div>
      </div>
    </article>
  );
}
