import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { subscriptionCopy } from "~/content/subscriptions";
import { statusText } from "../subscription-view";
import type { SubscriptionView } from "../types";

/** The account page's subscriptions: next charge, card, and cancel (which says when it takes effect). */
export function MySubscriptions({ subscriptions, notice }: { subscriptions: SubscriptionView[]; notice: string | null }) {
  const words = subscriptionCopy.account;
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
              <Form method="post" action="/account" className="mt-3">
                <input type="hidden" name="intent" value="cancel-subscription" />
                <input type="hidden" name="id" value={s.id} />
                <p id={`cancel-when-${s.id}`} className="text-sm text-neutral-300">
                  {words.cancelTakesEffect(s.cancelTakesEffect.day, s.cancelTakesEffect.minimum)}
                </p>
                <Button type="submit" variant="outline" className="mt-2" aria-describedby={`cancel-when-${s.id}`} data-cancel-subscription={s.id}>
                  {words.cancel}
                </Button>
              </Form>
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
