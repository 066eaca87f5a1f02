import { CheckCircle2 } from "lucide-react";
import { useCallback } from "react";
import { toast } from "~/lib/toast";
import { HoneypotField } from "~/components/honeypot-field";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { isMinor } from "~/domain/age-groups";
import { useHydrated } from "~/lib/use-hydrated";
import { useJsonForm } from "~/lib/use-json-form";
import { applicationCopy } from "../application-copy";
import type { ApplicationKind } from "../application-schemas";

// The schemas (and zod) load after the page, so pages that merely link a form stay light.
const loadSchemas = () => import("../application-schemas").then((m) => m.applicationSchemas);

export type FieldSpec =
  | { name: string; label: string; type: "text" | "email" | "tel" | "number"; autoComplete?: string; hint?: string }
  | { name: string; label: string; type: "textarea"; hint?: string }
  | { name: string; label: string; type: "links"; count: number; hint?: string }
  | { name: string; label: string; type: "select"; options: Array<{ value: string; label: string }> }
  | { name: string; label: string; type: "checkbox" };

type Value = string | boolean | string[];

/** The fields every application starts with: the person, and a guardian for minors. */
export const personFields: FieldSpec[] = [
  { name: "fullName", label: "Full name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "age", label: "Age", type: "number" },
  { name: "parentName", label: "Parent/Guardian name (required under 18)", type: "text", autoComplete: "off" },
];

function initialValues(fields: FieldSpec[]): Record<string, Value> {
  return Object.fromEntries(
    fields.map((f) => [f.name, f.type === "checkbox" ? false : f.type === "links" ? Array<string>(f.count).fill("") : ""]),
  );
}

/**
 * A public application form: validated on blur and on submit with the same schema the
 * server applies, posted as JSON, and kept intact when sending fails.
 */
export function ApplicationForm({
  kind,
  fields,
  endpoint,
  submitLabel,
  idPrefix,
}: {
  kind: ApplicationKind;
  fields: FieldSpec[];
  endpoint: string;
  submitLabel: string;
  idPrefix: string;
}) {
  const hydrated = useHydrated();
  const loadSchema = useCallback(() => loadSchemas().then((schemas) => schemas[kind]), [kind]);
  const form = useJsonForm<Record<string, Value>>({
    initialValues: () => ({ ...initialValues(fields), website: "" }),
    schema: loadSchema,
    validateOn: "change",
    fields: fields.map((f) => f.name),
    focusId: (name) => `${idPrefix}-${name}${fields.find((f) => f.name === name)?.type === "links" ? "-0" : ""}`,
    endpoint,
    onError: (answer) => toast.error(applicationCopy.failedToast, { description: answer?.message }),
  });
  const { values, set, shown, submitting } = form;
  const touch = (name: string) => () => form.touch(name);
  const age = Number(values.age);
  const needsGuardian = typeof values.age === "string" && values.age !== "" && Number.isFinite(age) && isMinor(age);
  const done = form.state.status === "success" ? (form.state.answer.message ?? applicationCopy.receivedFallback) : undefined;

  if (done)
    return (
      <div role="status" className="rounded-2xl border border-spot-400/40 bg-stage-900 p-8 text-center" data-testid={`${idPrefix}-success`}>
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-spot-400" />
        <p className="mt-3 text-xl font-bold">{done}</p>
      </div>
    );

  return (
    <form method="post" noValidate onSubmit={form.submit} aria-busy={submitting} data-testid={`${idPrefix}-form`}>
      {/* Until the page is interactive nothing can be typed, so nothing typed is lost. */}
      <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
      {fields.map((f) => {
        const id = `${idPrefix}-${f.name}`;
        const error = shown(f.name);
        switch (f.type) {
          case "textarea":
            return (
              <div key={f.name}>
                <label htmlFor={id} className="block text-sm font-semibold">
                  {f.label}
                </label>
                <textarea
                  id={id}
                  rows={5}
                  className={inputClass}
                  value={values[f.name] as string}
                  onChange={(e) => set(f.name, e.target.value)}
                  onBlur={touch(f.name)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : f.hint ? `${id}-hint` : undefined}
                />
                {f.hint && !error && <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-300">{f.hint}</p>}
                {error && <p id={`${id}-error`} className="mt-1 text-sm font-medium text-rose-300">{error}</p>}
              </div>
            );
          case "links":
            return (
              <fieldset key={f.name} aria-describedby={error ? `${id}-error` : undefined}>
                <legend className="text-sm font-semibold">{f.label}</legend>
                {f.hint && <p className="mt-1 text-sm text-neutral-300">{f.hint}</p>}
                {(values[f.name] as string[]).map((link, i) => (
                  <div key={i} className="mt-2">
                    <label htmlFor={`${id}-${i}`} className="sr-only">{`${f.label} ${i + 1}`}</label>
                    <input
                      id={`${id}-${i}`}
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                      className={inputClass}
                      value={link}
                      onChange={(e) => {
                        const next = [...(values[f.name] as string[])];
                        next[i] = e.target.value;
                        set(f.name, next);
                      }}
                      onBlur={touch(f.name)}
                    />
                  </div>
                ))}
                {error && <p id={`${id}-error`} className="mt-1 text-sm font-medium text-rose-300">{error}</p>}
              </fieldset>
            );
          case "select":
            return (
              <div key={f.name}>
                <label htmlFor={id} className="block text-sm font-semibold">
                  {f.label}
                </label>
                <select
                  id={id}
                  className={inputClass}
                  value={values[f.name] as string}
                  onChange={(e) => set(f.name, e.target.value)}
                  onBlur={touch(f.name)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                >
                  <option value="">Choose…</option>
                  {f.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
                {error && <p id={`${id}-error`} className="mt-1 text-sm font-medium text-rose-300">{error}</p>}
              </div>
            );
          case "checkbox":
            return (
              <div key={f.name}>
                <label className="flex items-start gap-3 text-sm text-neutral-200">
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-0.5 size-5 shrink-0 accent-spot-400"
                    checked={values[f.name] as boolean}
                    onChange={(e) => {
                      set(f.name, e.target.checked);
                      form.touch(f.name);
                    }}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                  <span>{f.label}</span>
                </label>
                {error && <p id={`${id}-error`} className="mt-1 text-sm font-medium text-rose-300">{error}</p>}
              </div>
            );
          default:
            return (
              <Field
                key={f.name}
                id={id}
                label={f.name === "parentName" && needsGuardian ? "Parent/Guardian name" : f.label}
                type={f.type}
                inputMode={f.type === "number" ? "numeric" : undefined}
                autoComplete={f.autoComplete}
                hint={f.hint}
                value={values[f.name] as string}
                onChange={(e) => set(f.name, e.target.value)}
                onBlur={touch(f.name)}
                error={error}
              />
            );
        }
      })}
      <HoneypotField id={`${idPrefix}-website`} value={values.website as string} onChange={(v) => set("website", v)} />
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? "Sending..." : submitLabel}
      </Button>
      </fieldset>
    </form>
  );
}
