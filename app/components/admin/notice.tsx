import { cn } from "~/lib/cn";

/**
 * The answer to an admin form: a success read out politely (the live region is always in the page,
 * so a screen reader hears the change), a failure as an alert.
 */
export function ActionNotice({ answer, className }: { answer: { ok: boolean; message?: string } | undefined | null; className?: string }) {
  return (
    <>
      <div aria-live="polite" className={cn("mt-4", className)}>
        {answer?.ok && answer.message && <p data-notice className="rounded-xl border border-spot-400/40 bg-spot-400/10 p-3 font-semibold">{answer.message}</p>}
      </div>
      {answer && !answer.ok && answer.message && (
        <p role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
          {answer.message}
        </p>
      )}
    </>
  );
}
