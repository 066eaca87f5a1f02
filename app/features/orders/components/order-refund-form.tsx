import { useState } from "react";
import { Form } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Field } from "~/components/ui/field";
import { backOfficeCopy } from "~/content/back-office";
import { irreversibleCopy } from "~/content/irreversible-actions";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import { parseAmountMinor } from "../order-action-schema";

const copy = backOfficeCopy.order;

/** The order page's refund: everything left or a part, a reason, asked first in the kit's confirm dialog. */
export interface RefundFacts {
  number: string;
  buyer: { name: string; email: string };
  provider: string;
  hasUpgrades: boolean;
}

export function RefundForm({ refundable, currency, refundKey, errors, busy, facts }: { refundable: string; currency: string; refundKey: string; errors?: Record<string, string | undefined>; busy: boolean; facts: RefundFacts }) {
  const [scope, setScope] = useState<"rest" | "part">("rest");
  const [amount, setAmount] = useState("");
  const confirmWords = irreversibleCopy.refund;
  // The amount as the action will read it: everything left, or what was typed (checked again by the action).
  const amountText = () => {
    if (scope === "rest") return refundable;
    const minor = parseAmountMinor(amount);
    return minor === null ? confirmWords.noAmount : formatMoney({ amountMinor: minor, currency: currency as CurrencyCode });
  };
  return (
    <Form method="post" id="refund-form" data-refund-form className="mt-4 space-y-4 rounded-2xl border border-white/10 p-4" aria-busy={busy}>
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="key" value={refundKey} />
      <p>{copy.refundable(refundable)}</p>
      <fieldset className="space-y-2">
        <legend className="sr-only">{copy.refundFormHeading}</legend>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="scope" value="rest" checked={scope === "rest"} onChange={() => setScope("rest")} className="size-5" />
          {copy.refundRest(refundable)}
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="scope" value="part" checked={scope === "part"} onChange={() => setScope("part")} className="size-5" />
          {copy.refundPart}
        </label>
      </fieldset>
      {scope === "part" && (
        <Field id="refund-amount" name="amount" inputMode="decimal" label={copy.refundAmount(currency)} error={errors?.amount} autoComplete="off" required value={amount} onChange={(e) => setAmount(e.target.value)} />
      )}
      {scope === "rest" && errors?.amount && (
        <p role="alert" className="font-medium text-rose-200">{errors.amount}</p>
      )}
      <Field id="refund-reason" name="reason" label={copy.refundReason} error={errors?.reason} maxLength={500} required />
      <ConfirmDialog
        formId="refund-form"
        label={copy.refund}
        busy={busy}
        busyLabel={copy.refunding}
        title={confirmWords.title}
        description={() => (
          <>
            <p className="font-semibold text-white">{confirmWords.amount(amountText(), facts.number, confirmWords.paidWith[facts.provider] ?? confirmWords.paidWithOther)}</p>
            {facts.hasUpgrades && <p>{confirmWords.upgrades}</p>}
            <p>{scope === "rest" ? confirmWords.rest : confirmWords.part}</p>
            <p>{confirmWords.emailed(facts.buyer.name, facts.buyer.email)}</p>
            <p>{confirmWords.final}</p>
          </>
        )}
        confirmLabel={confirmWords.confirm(amountText())}
        cancelLabel={confirmWords.cancel}
        checkboxLabel={confirmWords.checkbox}
        error={errors?.confirm}
      />
    </Form>
  );
}
