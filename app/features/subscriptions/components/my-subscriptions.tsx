import { Form, useNavigation } from "react-router";
import { ConfirmSubmit } from "~/components/confirm-submit";
import { Button } from "~/components/ui/button";
import { irreversibleCopy } from "~/content/irreversible-actions";
import { subscriptionCopy } from "~/content/subscriptions";
import { statusText } from "../subscription-view";
import type { SubscriptionView } from "../types";

/** The account page's subscriptions: next charge, card, and cancel (which says when it takes effect). */
export function MySubscriptions({ subscriptions, notice }: { subscriptions: SubscriptionView[]; notice: string | null }) {
  const words = subscriptionCopy.account;
  const navigation = useNavigation();
  const cancelling = (id: number) => navigation.state === "submitting" && navigation.formData?.get("intent") === "cancel-subscription" && navigation.formData.get("id") === String(id);
  return (
    <div className="mt-4 space-y-4">
      {notice && (
        <p role="status" data-subscription-notice className="rounded-xl border border-spot-400/40 bg-spot-400/10 p-3 font-semibold">
          {notice}
        </p>
      )}
      {subscriptions.length === 0 && <p className="text-neutral-300">{words.none}</p>}
      <ul className="space-y-4">
        {subscriptions.map((s) => (
          <li key={s.id} data-my-subscription={s.id} className="rounded-2xl border border-white/10 bg-stage-900 p-4 [overflow-wrap:anywhere]">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-lg font-bold">{s.label}</span>
              <span className="text-sm font-semibold text-spot-300">{statusText(s.status)}</span>
            </p>
            <p className="mt-1 text-neutral-200">{subscriptionCopy.checkout.price(s.priceText)}</p>
            <p className="mt-1 text-neutral-300" data-next-charge>
              {s.nextCharge ? words.next(s.nextCharge.day, s.nextCharge.amount) : words.noNext}
            </p>
            {s.cardLast4 && <p className="mt-1 text-neutral-300">{words.card(s.cardLast4)}</p>}
            {s.endsDay && <p className="mt-1 text-neutral-200">{words.endsOn(s.endsDay)}</p>}
            {s.cancelTakesEffect && (
              <CancelForm id={s.id} label={s.label} effect={s.cancelTakesEffect} busy={cancelling(s.id)} />
            )}
            {s.provider === "stripe" && (
              <Form method="post" action="/account" reloadDocument className="mt-3">
                <input type="hidden" name="intent" value="subscription-portal" />
                <input type="hidden" name="id" value={s.id} />
                <Button type="submit" variant="link" size="none" className="min-h-11">
                  {words.portal}
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Cancel, asked first: the dialog (or, without JavaScript, the box to tick) names the day it ends, by the server's rule. */
function CancelForm({ id, label, effect, busy }: { id: number; label: string; effect: { day: string; minimum: boolean }; busy: boolean }) {
  const words = subscriptionCopy.account;
  const confirmWords = irreversibleCopy.subscriptionCancel;
  const formId = `cancel-subscription-${id}`;
  return (
    <Form method="post" action="/account" id={formId} className="mt-3 space-y-2" data-cancel-subscription={id}>
      <input type="hidden" name="intent" value="cancel-subscription" />
      <input type="hidden" name="id" value={id} />
      <p className="text-sm text-neutral-300">{words.cancelTakesEffect(effect.day, effect.minimum)}</p>
      <ConfirmSubmit
        formId={formId}
        label={words.cancel}
        busy={busy}
        busyLabel={words.cancel}
        variant="outline"
        title={confirmWords.title(label)}
        description={() => (
          <>
            <p>{confirmWords.ends(effect.day)}</p>
            <p>{effect.minimum ? confirmWords.minimum(effect.day) : confirmWords.paidUntil}</p>
          </>
        )}
        confirmLabel={confirmWords.confirm}
        cancelLabel={confirmWords.cancel}
        checkboxLabel={confirmWords.checkbox(effect.day)}
      />
    </Form>
  );
}
