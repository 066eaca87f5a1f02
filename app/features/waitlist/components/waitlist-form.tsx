import { useState } from "react";
import { toast } from "~/lib/toast";
import { HoneypotField } from "~/components/honeypot-field";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { useHydrated } from "~/lib/use-hydrated";
import { useJsonForm } from "~/lib/use-json-form";
import { WAITLIST_JOINED, waitlistToasts } from "../waitlist-copy";

// The shared schema (and zod) load on first submit, keeping them out of the page's first download.
const loadSchema = () => import("../waitlist-schema").then((m) => m.waitlistFormSchema);

export function WaitlistForm({
  eventSlug,
  tierKey,
  idPrefix = "waitlist",
  stacked = false,
}: {
  eventSlug?: string;
  tierKey?: string;
  idPrefix?: string;
  /** Field above button at every width (narrow places such as a tier card). */
  stacked?: boolean;
}) {
  const hydrated = useHydrated();
  // Once on the list, the confirmation stays, whatever is sent after it.
  const [joined, setJoined] = useState(false);
  const form = useJsonForm({
    initialValues: { email: "", website: "" },
    schema: loadSchema,
    validateOn: "submit",
    toInput: (values) => ({ ...values, eventSlug, tierKey }),
    endpoint: "/api/waitlist",
    // The normalised address (trimmed, lower case) is what is sent.
    toBody: (_input, parsed) => parsed,
    onSuccess: () => {
      toast.success(waitlistToasts.success.title, { description: waitlistToasts.success.description });
      setJoined(true);
      form.set("email", "");
    },
    onError: () => toast.error(waitlistToasts.failure.title, { description: waitlistToasts.failure.description }),
  });
  const { values, set, submitting } = form;
  // The first problem the schema found at the last submit.
  const error = Object.values(form.errors)[0];

  const inputId = `${idPrefix}-email`;
  return (
    <form method="post" noValidate onSubmit={form.submit} className="mx-auto w-full max-w-md" data-testid="waitlist-form" data-tier={tierKey}>
      {/* Until the page is interactive nothing can be typed, so nothing typed is lost. */}
      <fieldset disabled={!hydrated} className="min-w-0">
      <label htmlFor={inputId} className="block text-sm font-semibold">
        Email address
      </label>
      <div className={stacked ? "mt-1.5 flex flex-col gap-3" : "mt-1.5 flex flex-col gap-3 sm:flex-row"}>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={(e) => set("email", e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={`${inputClass} mt-0 flex-1`}
          placeholder="you@example.com"
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? "Joining..." : "Join the waitlist"}
        </Button>
      </div>
      <HoneypotField id={`${idPrefix}-website`} value={values.website} onChange={(v) => set("website", v)} />
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-rose-300">
          {error}
        </p>
      )}
      {joined && <p className="mt-2 text-sm text-spot-300" role="status">{WAITLIST_JOINED}</p>}
      </fieldset>
    </form>
  );
}
