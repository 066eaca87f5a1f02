import { CheckCircle2 } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Spinner } from "~/components/spinner";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { auditionFullMessage } from "~/content/audition";
import { cityPageCopy } from "~/content/city-page";
import { WaitlistForm } from "~/features/waitlist/components/waitlist-form";
import type { AuditionEventInfo } from "./audition-event-info";
import { loadAuditionForm } from "./load-audition-form";
import { AUDITION_TIER } from "~/domain/tiers";

/** The form and its schema load when first needed, not with the page. */
const AuditionForm = lazy(() => loadAuditionForm().then((m) => ({ default: m.AuditionForm })));

export const SUCCESS_CLOSE_MS = 5000;

type Stage = { name: "form" } | { name: "success"; message: string } | { name: "full" } | { name: "closed"; reason: "cancelled" | "ended" };

/** Form, then submitting, then a success screen that closes after 5 s and resets. */
export function AuditionDialog({
  event,
  open,
  onOpenChange,
}: {
  event: AuditionEventInfo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [stage, setStage] = useState<Stage>(
    event.registrationClosed ? { name: "closed", reason: event.registrationClosed } : event.auditionFull ? { name: "full" } : { name: "form" },
  );
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (stage.name !== "success") return;
    const timer = window.setTimeout(() => {
      onOpenChange(false);
      setStage({ name: "form" });
      setFormKey((k) => k + 1);
    }, SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [stage, onOpenChange]);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next && stage.name === "success") {
      setStage({ name: "form" });
      setFormKey((k) => k + 1);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent data-testid="audition-dialog" aria-describedby="audition-dialog-description">
        {stage.name === "closed" ? (
          <>
            <DialogTitle>Register for the free audition</DialogTitle>
            <DialogDescription id="audition-dialog-description">{cityPageCopy[stage.reason].registrationClosed}</DialogDescription>
            <Button asChild className="mt-6">
              <Link to="/">{cityPageCopy.ended.viewUpcoming}</Link>
            </Button>
          </>
        ) : stage.name === "full" ? (
          <>
            <DialogTitle>Register for the free audition</DialogTitle>
            <DialogDescription id="audition-dialog-description">{auditionFullMessage(event.cityName)}</DialogDescription>
            <div className="mt-6" data-testid="audition-full">
              <WaitlistForm eventSlug={event.slug} tierKey={AUDITION_TIER} idPrefix="audition-waitlist" />
            </div>
          </>
        ) : stage.name === "success" ? (
          <div className="py-6 text-center" role="status">
            <CheckCircle2 aria-hidden className="mx-auto size-14 text-spot-400" />
            <DialogTitle className="mt-4 text-2xl">You're registered!</DialogTitle>
            <DialogDescription id="audition-dialog-description">{stage.message}</DialogDescription>
            <p className="mt-4 font-semibold text-spot-300">
              See you in {event.cityName} on {event.dateText}. Please arrive 15 minutes early.
            </p>
            <p className="mt-2 text-sm text-neutral-300">A confirmation is on its way to your inbox.</p>
          </div>
        ) : (
          <>
            <DialogTitle>Register for the free audition</DialogTitle>
            <DialogDescription id="audition-dialog-description">
              {event.cityName} · {event.dateText}. Free; everyone who registers is considered for upcoming projects.
            </DialogDescription>
            <Suspense fallback={<Spinner className="mt-8 justify-center" />}>
              <AuditionForm
                key={formKey}
                eventSlug={event.slug}
                onSuccess={(message) => setStage({ name: "success", message })}
                onFull={() => setStage({ name: "full" })}
              />
            </Suspense>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
