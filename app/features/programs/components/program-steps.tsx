import type { ProgramStep } from "~/content/programs";
import { cn } from "~/lib/cn";

/** Numbered steps, each with a short title (a heading at `headingLevel`) and a line of text. */
export function ProgramSteps({ steps, headingLevel = 3, className }: { steps: readonly ProgramStep[]; headingLevel?: 3 | 4; className?: string }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ol className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-4", className)}>
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-2xl border border-white/10 bg-stage-900 p-6">
          <span aria-hidden className="grid size-9 place-items-center rounded-full bg-spot-400 font-display text-lg font-black text-stage-950">
            {i + 1}
          </span>
          <Heading className="mt-4 text-lg font-bold">{step.title}</Heading>
          <p className="mt-2 text-neutral-300">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Short cards with a title and a line of text (not numbered). */
export function ProgramPoints({ points, className }: { points: readonly ProgramStep[]; className?: string }) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2", points.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4", className)}>
      {points.map((point) => (
        <li key={point.title} className="rounded-2xl border border-white/10 bg-stage-900 p-6">
          <h3 className="text-lg font-bold">{point.title}</h3>
          <p className="mt-2 text-neutral-300">{point.text}</p>
        </li>
      ))}
    </ul>
  );
}
