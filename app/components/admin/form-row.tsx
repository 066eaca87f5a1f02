import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** What a form row hands its control so the label, hint and error are wired to it. */
export interface FormRowControl {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

/**
 * One labelled control of an admin form (a select, a textarea, a date: `Field` covers plain inputs):
 * the label, the control (given its id and ARIA wiring), a hint and an error read with it.
 */
export function FormRow({ id, label, hint, error, className, children }: { id: string; label: ReactNode; hint?: ReactNode; error?: string; className?: string; children: (control: FormRowControl) => ReactNode }) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("min-w-0", className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-neutral-100">
        {label}
      </label>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}
