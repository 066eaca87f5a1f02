import { Check } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import type { GuestInstructor } from "~/domain/page-config";
import { cn } from "~/lib/cn";

/**
 * A button that opens an instructor's full biography in a modal dialog (focus stays inside,
 * Escape closes it and focus returns to the button).
 */
export function InstructorBioDialog({
  instructor,
  label,
  srLabel,
  className,
}: {
  instructor: GuestInstructor;
  /** Visible text of the button. */
  label: string;
  /** Extra words for screen readers, appended to the visible label (e.g. the instructor's name). */
  srLabel?: string;
  className?: string;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="none" className={cn("min-h-11 px-6 py-2 text-center text-sm", className)}>
          {label}
          {srLabel && <span className="sr-only"> {srLabel}</span>}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="instructor-bio">
        <div className="flex items-center gap-4 pr-8">
          <img
            src={instructor.portraitSrc}
            alt=""
            width={320}
            height={320}
            loading="lazy"
            decoding="async"
            className="size-16 shrink-0 rounded-xl object-cover ring-1 ring-white/10"
          />
          <div className="min-w-0">
            <DialogTitle className="text-xl">{instructor.name}</DialogTitle>
            <DialogDescription className="mt-1">{instructor.role}</DialogDescription>
          </div>
        </div>
        <div className="mt-5 space-y-4 text-neutral-200">
          {instructor.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <h3 className="mt-6 text-sm font-semibold uppercase tracking-[0.15em] text-spot-300">Highlights</h3>
        <ul className="mt-3 space-y-2 text-neutral-200">
          {instructor.credits.map((credit) => (
            <li key={credit} className="flex gap-2">
              <Check aria-hidden className="mt-1 size-4 shrink-0 text-spot-400" />
              {credit}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
