import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { fieldErrors } from "~/lib/form-errors";
import { discountFormValues } from "../discount-code-schema";

export interface DiscountCodeFormProps {
  /** The schema the action parses with; the browser checks the same before posting. */
  schema: z.ZodTypeAny;
  /** The action's refusal: its words and the fields it names. */
  refusal?: { message?: string; errors?: Record<string, string> };
  fixFieldsMessage: string;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** A form with several buttons on its page says which one this is (`intent=save`). */
  intent?: string;
  /** The fields, given the errors to show (the browser's over the server's). */
  children: (errors: Record<string, string>) => ReactNode;
}

/** A discount code form (new, edit, batch): what the action refused, the fields checked in the browser first, and the submit. */
export function DiscountCodeForm({ schema, refusal, fixFieldsMessage, busy, submitLabel, busyLabel, intent, children }: DiscountCodeFormProps) {
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
        className="mt-6 space-y-6"
        aria-busy={busy}
        onSubmit={(event) => {
          const parsed = schema.safeParse(discountFormValues(new FormData(event.currentTarget)));
          setBrowserErrors(parsed.success ? {} : fieldErrors(parsed.error));
          if (!parsed.success) event.preventDefault();
        }}
      >
        {intent && <input type="hidden" name="intent" value={intent} />}
        {children(errors)}
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </Form>
    </>
  );
}
