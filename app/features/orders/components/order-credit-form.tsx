import { useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { backOfficeCopy } from "~/content/back-office";

const copy = backOfficeCopy.order;

/** The order page's credit instead of a refund: everything left or a part, with a note. */
export function CreditForm({ left, currency, creditKey, errors, busy }: { left: string; currency: string; creditKey: string; errors?: Record<string, string | undefined>; busy: boolean }) {
  const [scope, setScope] = useState<"rest" | "part">("rest");
  return (
    <Form method="post" data-credit-form className="mt-4 space-y-4 rounded-2xl border border-white/10 p-4" aria-busy={busy} aria-labelledby="credit-form-heading">
      <h3 id="credit-form-heading" className="font-semibold">{copy.creditFormHeading}</h3>
      <input type="hidden" name="intent" value="credit" />
      <input type="hidden" name="key" value={creditKey} />
      <p className="text-sm text-neutral-300">{copy.creditIntro(left)}</p>
      <fieldset className="space-y-2">
        <legend className="sr-only">{copy.creditFormHeading}</legend>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="scope" value="rest" checked={scope === "rest"} onChange={() => setScope("rest")} className="size-5" />
          {copy.creditRest(left)}
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="scope" value="part" checked={scope === "part"} onChange={() => setScope("part")} className="size-5" />
          {copy.creditPart}
        </label>
      </fieldset>
      {scope === "part" && (
        <Field id="credit-amount" name="amount" inputMode="decimal" label={copy.creditAmount(currency)} error={errors?.creditAmount} autoComplete="off" required />
      )}
      {scope === "rest" && errors?.creditAmount && (
        <p role="alert" className="font-medium text-rose-200">{errors.creditAmount}</p>
      )}
      <Field id="credit-note" name="note" label={copy.creditNote} error={errors?.note} maxLength={500} required />
      <Button type="submit" disabled={busy}>{busy ? copy.issuingCredit : copy.issueCredit}</Button>
    </Form>
  );
}
