import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { useHydrated } from "~/lib/use-hydrated";

/** The field an irreversible form must carry for its action to run: `confirm=yes`. */
export const CONFIRM_FIELD = { name: "confirm", value: "yes" } as const;

export interface ConfirmSubmitProps {
  /** The `id` of the form this submits (the dialog is drawn outside it). */
  formId: string;
  /** The form's own submit button text ("Refund"). */
  label: string;
  /** The button's accessible name when its text alone does not say which row it acts on ("Remove ada@example.com from the team"). */
  ariaLabel?: string;
  busy: boolean;
  busyLabel: string;
  /** The dialog: what will happen, asked before it does (amount, who is emailed, when it ends). */
  title: string;
  /** Worked out when the button is pressed, from what the form holds then. */
  description: () => ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Without JavaScript: the box to tick, saying the same, before the button does anything. */
  checkboxLabel: string;
  /** The server's answer when the confirmation was missing. */
  error?: string;
  variant?: "primary" | "outline";
}

/**
 * An irreversible form's submit, asked first (issue 37): once the page is interactive the button
 * opens an accessible dialog (the site's Radix dialog) saying what will happen, and only its confirm
 * button submits, carrying `confirm=yes`. Before that (or without JavaScript) a required box to tick
 * stands in. The action refuses a submission without the field, so one click never does it.
 */
export function ConfirmSubmit({ formId, label, ariaLabel, busy, busyLabel, title, description, confirmLabel, cancelLabel, checkboxLabel, error, variant = "primary" }: ConfirmSubmitProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<ReactNode>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    // The confirmed submission is answered: the page says how it went, the dialog goes.
    if (wasBusy.current && !busy) setOpen(false);
    wasBusy.current = busy;
  }, [busy]);
  const errorId = `${formId}-confirm-error`;

  if (!hydrated) {
    return (
      <div className="space-y-3">
        <label className="flex items-start gap-3">
          <input type="checkbox" name={CONFIRM_FIELD.name} value={CONFIRM_FIELD.value} required className="mt-1 size-5 shrink-0" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
          <span>{checkboxLabel}</span>
        </label>
        {error && (
          <p id={errorId} className="text-sm font-medium text-rose-300">
            {error}
          </p>
        )}
        <Button type="submit" variant={variant} disabled={busy} aria-label={ariaLabel}>
          {busy ? busyLabel : label}
        </Button>
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {error && (
        <p id={errorId} className="text-sm font-medium text-rose-300">
          {error}
        </p>
      )}
      <DialogTrigger
        asChild
        onClick={(event) => {
          // The form's own checks first (a reason, an amount), shown beside its fields, not behind the dialog.
          const form = document.getElementById(formId);
          if (form instanceof HTMLFormElement && !form.reportValidity()) {
            event.preventDefault();
            return;
          }
          setShown(description());
        }}
      >
        <Button type="button" variant={variant} disabled={busy} aria-label={ariaLabel} data-confirm-trigger={formId}>
          {busy ? busyLabel : label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="mt-3 space-y-2 text-neutral-200">
            {shown}
          </div>
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} name={CONFIRM_FIELD.name} value={CONFIRM_FIELD.value} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
