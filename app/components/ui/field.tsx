import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

export const inputClass =
  "mt-1.5 block w-full rounded-lg border border-white/20 bg-stage-950 px-3 py-2.5 text-base text-white placeholder:text-neutral-400 focus:border-spot-400 focus:outline-none focus:ring-2 focus:ring-spot-400/40 aria-[invalid=true]:border-rose-cue";

/** A labelled input with its error message wired for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: ComponentProps<"input"> & { id: string; label: ReactNode; error?: string; hint?: ReactNode }) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-neutral-100">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} {...input} />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={cn("mt-1 text-sm font-medium text-rose-300")}>
          {error}
        </p>
      )}
    </div>
  );
}
