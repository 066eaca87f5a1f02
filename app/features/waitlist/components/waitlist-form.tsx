import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { postJson } from "~/lib/post-json";
import { useHydrated } from "~/lib/use-hydrated";
import { waitlistToasts } from "../waitlist-copy";

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
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [error, setError] = useState<string>();
  const hydrated = useHydrated();
  const [submitting, setSubmitting] = useState(false);
  const [joined, setJoined] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    // The shared schema (and zod) load on first submit, keeping them out of the page's first download.
    const { waitlistFormSchema } = await import("../waitlist-schema");
    const parsed = waitlistFormSchema.safeParse({ email, eventSlug, tierKey, website });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSubmitting(true);
    const { answer } = await postJson("/api/waitlist", parsed.data);
    setSubmitting(false);
    if (answer.ok) {
      toast.success(waitlistToasts.success.title, { description: waitlistToasts.success.description });
      setJoined(true);
      setEmail("");
    } else {
      toast.error(waitlistToasts.failure.title, { description: waitlistToasts.failure.description });
    }
  }

  const inputId = `${idPrefix}-email`;
  return (
    <form method="post" noValidate onSubmit={submit} className="mx-auto w-full max-w-md" data-testid="waitlist-form" data-tier={tierKey}>
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
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={`${inputClass} mt-0 flex-1`}
          placeholder="you@example.com"
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? "Joining..." : "Join the waitlist"}
        </Button>
      </div>
      <div aria-hidden className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>Website</label>
        <input id={`${idPrefix}-website`} tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-rose-300">
          {error}
        </p>
      )}
      {joined && <p className="mt-2 text-sm text-spot-300" role="status">You're on the list.</p>}
      </fieldset>
    </form>
  );
}
