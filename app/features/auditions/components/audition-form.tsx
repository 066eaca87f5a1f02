import { toast } from "~/lib/toast";
import { HoneypotField } from "~/components/honeypot-field";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { isMinor } from "~/domain/age-groups";
import { useHydrated } from "~/lib/use-hydrated";
import { useJsonForm } from "~/lib/use-json-form";
import { readUtm } from "~/lib/utm";
import { auditionCopy } from "../audition-copy";
import { AUDITION_CONSENT_TEXT, auditionFormSchema } from "../audition-schema";

interface Values extends Record<string, unknown> {
  fullName: string;
  email: string;
  phone: string;
  age: string;
  parentName: string;
  consent: boolean;
  website: string;
}

const EMPTY: Values = { fullName: "", email: "", phone: "", age: "", parentName: "", consent: false, website: "" };
const FIELDS = ["fullName", "email", "phone", "age", "parentName", "consent"] as const;
type FieldName = (typeof FIELDS)[number];

/** What the schema reads and the server receives: an empty guardian name is no guardian name. */
const toInput = (values: Values) => ({ ...values, parentName: values.parentName || undefined });

/** Validates on blur and on submit with the same schema the server uses. */
export function AuditionForm({
  eventSlug,
  onSuccess,
  onFull,
}: {
  eventSlug: string;
  onSuccess: (message: string) => void;
  /** The server answered that every audition seat is taken. */
  onFull: () => void;
}) {
  const hydrated = useHydrated();
  const form = useJsonForm<Values>({
    initialValues: EMPTY,
    // This module already loads on demand (with the dialog), so the schema comes with it.
    schema: auditionFormSchema,
    validateOn: "change",
    fields: FIELDS,
    focusId: (field) => `audition-${field}`,
    toInput,
    endpoint: `/api/events/${encodeURIComponent(eventSlug)}/auditions`,
    toBody: (input) => ({ ...(input as object), ...readUtm() }),
    onSuccess: (answer) => onSuccess(answer.message ?? auditionCopy.registered),
    onError: (answer, httpStatus) => {
      // Someone took the last seat while this form was open: the dialog turns to the waitlist.
      if (httpStatus === 409 && answer?.status === "full") {
        onFull();
        return;
      }
      toast.error(auditionCopy.failedToast, {
        description: httpStatus === 429 || httpStatus === 409 || httpStatus === 404 ? answer?.message : undefined,
      });
    },
  });
  const { values, set, submitting } = form;
  const shown = (name: FieldName) => form.shown(name);
  const blur = (name: FieldName) => () => form.touch(name);
  const age = Number(values.age);
  const needsGuardian = values.age.trim() !== "" && Number.isFinite(age) && isMinor(age);

  return (
    <form method="post" noValidate onSubmit={form.submit} className="mt-6" aria-busy={submitting}>
      {/* Until the page is interactive nothing can be typed, so nothing typed is lost. */}
      <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
      <Field id="audition-fullName" label="Full name" autoComplete="name" maxLength={100} value={values.fullName} onChange={(e) => set("fullName", e.target.value)} onBlur={blur("fullName")} error={shown("fullName")} required />
      <Field id="audition-email" label="Email" type="email" autoComplete="email" inputMode="email" value={values.email} onChange={(e) => set("email", e.target.value)} onBlur={blur("email")} error={shown("email")} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="audition-phone" label="Phone" type="tel" autoComplete="tel" value={values.phone} onChange={(e) => set("phone", e.target.value)} onBlur={blur("phone")} error={shown("phone")} required />
        <Field id="audition-age" label="Age" type="number" inputMode="numeric" min={5} max={99} step={1} value={values.age} onChange={(e) => set("age", e.target.value)} onBlur={blur("age")} error={shown("age")} required />
      </div>
      <Field
        id="audition-parentName"
        label={needsGuardian ? "Parent/Guardian name" : "Parent/Guardian name (required under 18)"}
        autoComplete="off"
        maxLength={100}
        value={values.parentName}
        onChange={(e) => set("parentName", e.target.value)}
        onBlur={blur("parentName")}
        error={shown("parentName")}
        required={needsGuardian}
      />
      <HoneypotField id="audition-website" value={values.website} onChange={(v) => set("website", v)} />
      <div>
        <label className="flex items-start gap-3 text-sm text-neutral-200">
          <input
            id="audition-consent"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-spot-400"
            checked={values.consent}
            onChange={(e) => {
              set("consent", e.target.checked);
              form.touch("consent");
            }}
            onBlur={blur("consent")}
            aria-invalid={shown("consent") ? true : undefined}
            aria-describedby={shown("consent") ? "audition-consent-error" : undefined}
          />
          <span>{AUDITION_CONSENT_TEXT}</span>
        </label>
        {shown("consent") && (
          <p id="audition-consent-error" className="mt-1 text-sm font-medium text-rose-300">
            {shown("consent")}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? "Submitting..." : "Register for the audition"}
      </Button>
      <p className="text-xs text-neutral-300">
        Minors register with a parent or guardian's name. We use these details only to run the audition; see our{" "}
        <a href="/privacy" className="underline">
          privacy policy
        </a>
        .
      </p>
      </fieldset>
    </form>
  );
}
