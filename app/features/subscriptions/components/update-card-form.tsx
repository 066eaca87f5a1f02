import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { checkoutCopy } from "~/content/checkout";
import { subscriptionCopy } from "~/content/subscriptions";
import { useJsonForm } from "~/lib/use-json-form";
import type { UpdateCardAnswer } from "../answers";
import { updateCardSchema, type UpdateCardInput } from "../subscription-schema";

const FIELDS = ["card.number", "card.expiry", "card.cvc", "card.name"] as const;
const fieldId = (field: string) => `update-${field.replace(".", "-")}`;

/** A new test card for a subscription (from the signed link in the failed-payment email). */
export function UpdateCardForm({ token }: { token: string }) {
  const words = subscriptionCopy.card;
  const card = checkoutCopy.payment;
  const [done, setDone] = useState<string | null>(null);
  const form = useJsonForm<UpdateCardInput, UpdateCardAnswer, typeof updateCardSchema>({
    initialValues: { token, card: { number: "", expiry: "", cvc: "", name: "" } },
    schema: updateCardSchema,
    validateOn: "submit",
    fields: FIELDS,
    focusId: fieldId,
    endpoint: "/api/subscriptions/card",
    onSuccess: (answer) => setDone(answer.message),
  });
  const { values, set, shown, submitting } = form;
  const setCard = (key: keyof UpdateCardInput["card"], value: string) => set("card", { ...values.card, [key]: value });
  if (done)
    return (
      <p role="status" data-card-saved className="rounded-lg border border-spot-400/40 bg-spot-400/10 p-3 font-semibold">
        {done}
      </p>
    );
  return (
    <form noValidate onSubmit={form.submit} data-update-card-form className="space-y-4" aria-busy={submitting}>
      <p className="rounded-lg border border-spot-400/30 bg-spot-400/10 p-3 text-sm text-neutral-200">{subscriptionCopy.checkout.testNotice}</p>
      <Field id={fieldId("card.number")} label={card.number} inputMode="numeric" autoComplete="cc-number" value={values.card.number} onChange={(e) => setCard("number", e.target.value)} error={shown("card.number")} required />
      <div className="grid grid-cols-2 gap-4">
        <Field id={fieldId("card.expiry")} label={card.expiry} autoComplete="cc-exp" value={values.card.expiry} onChange={(e) => setCard("expiry", e.target.value)} error={shown("card.expiry")} placeholder="12/30" required />
        <Field id={fieldId("card.cvc")} label={card.cvc} inputMode="numeric" autoComplete="cc-csc" value={values.card.cvc} onChange={(e) => setCard("cvc", e.target.value)} error={shown("card.cvc")} required />
      </div>
      <Field id={fieldId("card.name")} label={card.name} autoComplete="cc-name" value={values.card.name} onChange={(e) => setCard("name", e.target.value)} error={shown("card.name")} required />
      {form.formError && (
        <p role="alert" className="rounded-lg border border-rose-400/40 bg-rose-500/10 p-3 font-medium text-rose-200">
          {form.formError}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={submitting} aria-disabled={submitting}>
        {submitting ? words.saving : words.save}
      </Button>
    </form>
  );
}
