import type { ReactNode } from "react";
import type { z } from "zod";
import { CheckedForm } from "~/components/admin/checked-form";
import { Button } from "~/components/ui/button";
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

/** A discount code form (new, edit, batch): the admin kit's checked form with the code's fields and the submit. */
export function DiscountCodeForm({ schema, refusal, fixFieldsMessage, busy, submitLabel, busyLabel, intent, children }: DiscountCodeFormProps) {
  return (
    <CheckedForm schema={schema} values={discountFormValues} refusal={refusal} fixFieldsMessage={fixFieldsMessage} busy={busy} className="mt-6 space-y-6">
      {(errors) => (
        <>
          {intent && <input type="hidden" name="intent" value={intent} />}
          {children(errors)}
          <Button type="submit" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      )}
    </CheckedForm>
  );
}
