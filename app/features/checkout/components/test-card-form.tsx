import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { checkoutCopy } from "~/content/checkout";
import { useJsonForm } from "~/lib/use-json-form";
import type { PayAnswer } from "../answers";
import { testCardSchema, type TestCardInput } from "../test-card-schema";

export interface TestCardFormProps {
  amountText: string;
  /** The held order this card pays for. */
  orderToken: string;
  /** Paid: where the server sends the buyer next. */
  onPaid: (redirectTo: string) => void;
  /** Where the card is posted when it pays for something else than the order (a ticket's upgrade). */
  endpoint?: string;
}

const FIELDS = ["number", "expiry", "cvc", "name"] as const;
const PAY_PROBLEMS = { network: "We couldn't reach the server. Nothing was charged; please try again." };

/** The built-in test provider's card form: validated here and again by the server. A declined card keeps what was typed. */
export function TestCardForm({ amountText, orderToken, onPaid, endpoint }: TestCardFormProps) {
  const copy = checkoutCopy.payment;
  const form = useJsonForm<TestCardInput, PayAnswer, typeof testCardSchema>({
    initialValues: { number: "", expiry: "", cvc: "", name: "" },
    schema: testCardSchema,
    validateOn: "submit",
    fields: FIELDS,
    focusId: (field) => `card-${field}`,
    endpoint: endpoint ?? `/api/checkout/orders/${encodeURIComponent(orderToken)}/test-card`,
    messages: PAY_PROBLEMS,
    onSuccess: (answer) => onPaid(answer.redirectTo),
  });
  const { values, set, shown, submitting } = form;

  return (
    <form noValidate onSubmit={form.submit} data-test-card-form className="space-y-4" aria-busy={submitting}>
      <Field id="card-number" label={copy.number} inputMode="numeric" autoComplete="cc-number" value={values.number} onChange={(e) => set("number", e.target.value)} error={shown("number")} placeholder="4242 4242 4242 4242" required />
      <div className="grid grid-cols-2 gap-4">
        <Field id="card-expiry" label={copy.expiry} autoComplete="cc-exp" value={values.expiry} onChange={(e) => set("expiry", e.target.value)} error={shown("expiry")} placeholder="12/30" required />
        <Field id="card-cvc" label={copy.cvc} inputMode="numeric" autoComplete="cc-csc" value={values.cvc} onChange={(e) => set("cvc", e.target.value)} error={shown("cvc")} placeholder="123" required />
      </div>
      <Field id="card-name" label={copy.name} autoComplete="cc-name" value={values.name} onChange={(e) => set("name", e.target.value)} error={shown("name")} required />
      {form.formError && (
        <p role="alert" data-payment-error className="rounded-lg border border-rose-400/40 bg-rose-500/10 p-3 font-medium text-rose-200">
          {form.formError}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={submitting} aria-disabled={submitting}>
        {submitting ? copy.paying : copy.pay(amountText)}
      </Button>
    </form>
  );
}
