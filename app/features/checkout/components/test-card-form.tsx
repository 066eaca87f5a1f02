import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { checkoutCopy } from "~/content/checkout";
import { fieldPathErrors } from "~/lib/form-errors";
import { testCardSchema, type TestCardInput } from "../test-card-schema";

export interface TestCardFormProps {
  amountText: string;
  /** Pays with the card; resolves to an error message, or null when it was paid. */
  onPay: (card: TestCardInput) => Promise<{ message: string; errors?: Record<string, string> } | null>;
  busy: boolean;
}

/** The built-in test provider's card form: validated here and again by the server. */
export function TestCardForm({ amountText, onPay, busy }: TestCardFormProps) {
  const copy = checkoutCopy.payment;
  const [card, setCard] = useState<TestCardInput>({ number: "", expiry: "", cvc: "", name: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof TestCardInput, value: string) => setCard((c) => ({ ...c, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = testCardSchema.safeParse(card);
    if (!parsed.success) {
      setErrors(fieldPathErrors(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    const problem = await onPay(card);
    if (problem) {
      setFailure(problem.message);
      setErrors(problem.errors ?? {});
    }
  }

  return (
    <form noValidate onSubmit={submit} data-test-card-form className="space-y-4">
      <Field id="card-number" label={copy.number} inputMode="numeric" autoComplete="cc-number" value={card.number} onChange={(e) => set("number", e.target.value)} error={errors.number} placeholder="4242 4242 4242 4242" required />
      <div className="grid grid-cols-2 gap-4">
        <Field id="card-expiry" label={copy.expiry} autoComplete="cc-exp" value={card.expiry} onChange={(e) => set("expiry", e.target.value)} error={errors.expiry} placeholder="12/30" required />
        <Field id="card-cvc" label={copy.cvc} inputMode="numeric" autoComplete="cc-csc" value={card.cvc} onChange={(e) => set("cvc", e.target.value)} error={errors.cvc} placeholder="123" required />
      </div>
      <Field id="card-name" label={copy.name} autoComplete="cc-name" value={card.name} onChange={(e) => set("name", e.target.value)} error={errors.name} required />
      {failure && (
        <p role="alert" data-payment-error className="rounded-lg border border-rose-400/40 bg-rose-500/10 p-3 font-medium text-rose-200">
          {failure}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy} aria-disabled={busy}>
        {busy ? copy.paying : copy.pay(amountText)}
      </Button>
    </form>
  );
}
