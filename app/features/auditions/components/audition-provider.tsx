import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { preloadDialog } from "~/components/ui/dialog";
import { captureUtm } from "~/lib/utm";
import type { AuditionEventInfo } from "./audition-event-info";
import { loadAuditionDialog, loadAuditionForm } from "./load-audition";

const AuditionDialog = lazy(() => loadAuditionDialog().then((m) => ({ default: m.AuditionDialog })));

export type { AuditionEventInfo };

/**
 * Holds the audition registration dialog of a city page. Any element with
 * data-action="open-audition" opens it.
 */
export function AuditionProvider({ event, children }: { event: AuditionEventInfo; children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  // The dialog's code loads when it first opens; after that it stays mounted (its stage survives closing).
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);

  useEffect(() => {
    captureUtm(window.location.search);
    const onClick = (e: MouseEvent) => {
      const trigger = (e.target as Element | null)?.closest?.('[data-action="open-audition"]');
      if (!trigger) return;
      e.preventDefault();
      setOpen(true);
    };
    // Fetch the dialog and the form as soon as a visitor reaches for a register button.
    const onIntent = (e: Event) => {
      if (!(e.target as Element | null)?.closest?.('[data-action="open-audition"]')) return;
      preloadDialog();
      void loadAuditionDialog();
      void loadAuditionForm();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, []);

  return (
    <>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <AuditionDialog event={event} open={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
