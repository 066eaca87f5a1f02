import { Video } from "lucide-react";
import { CoachProfile } from "~/components/coach-profile";
import type { GuestInstructor } from "~/domain/page-config";

/** The Acting for Dancers coach on the program page, with the line about how the sessions run. */
export function CoachCard({ coach, readBio, sessionsLine }: { coach: GuestInstructor; readBio: string; sessionsLine: string }) {
  return (
    <CoachProfile
      data-testid="program-coach"
      headingId="program-coach-name"
      coach={coach}
      readBio={readBio}
      extra={
        <p className="mt-4 flex items-start gap-2 text-sm text-neutral-300">
          <Video aria-hidden className="mt-0.5 size-4 shrink-0 text-spot-400" />
          <span>{sessionsLine}</span>
        </p>
      }
    />
  );
}
