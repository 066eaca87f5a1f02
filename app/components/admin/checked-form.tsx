import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import type { z } from "zod";
import { fieldErrors } from "~/lib/form-errors";

export interface CheckedFormProps {
  /** The schema the action parses with; the browser checks the same before posting. */
  schema: z.ZodTypeAny;
  /** The form's fields as the action reads them (checkboxes, numbers), for the schema. */
  values: (form: FormData) => unknown;
  /** The action's refusal: its words and the fields it names. */
  refusal?: { message?: string; errors?: Record<string, string> };
  /** Said above the form when the browser's check finds fields to fix. */
  fixFieldsMessage: string;
  busy: boolean;
  className?: string;
  /** The fields and the submit, given the errors to show (the browser's over the server's). */
  children: (errors: Record<string, string>) => ReactNode;
}

/**
 * An admin form checked in the browser with its action's schema before it posts: what the action
 * refused (or "fix the fields") in an alert above it, each field's error handed to the fields.
 * Without JavaScript it posts as it is and the action's refusal says the same.
 */
export function CheckedForm({ schema, values, refusal, fixFieldsMessage, busy, className, children }: CheckedFormProps) {
  const [browserErrors, setBrowserErrors] = useState<Record<string, string>>({});
  const errors = { ...(refusal?.errors ?? {}), ...browserErrors };
  const message = Object.keys(browserErrors).length > 0 ? fixFieldsMessage : refusal?.message;
  return (
    <>
      {message && (
        <p role="alert" className="mt-4 rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
          {message}
        </p>
      )}
      <Form
        method="post"
        noValidate
        className={className}
        aria-busy={busy}
        onSubmit={(event) => {
          const parsed = schema.safeParse(values(new FormData(event.currentTarget)));
          setBrowserErrors(parsed.success ? {} : fieldErrors(parsed.error));
          if (!parsed.success) event.preventDefault();
        }}
      >
        {children(errors)}
      </Form>
    </>
  );
}
