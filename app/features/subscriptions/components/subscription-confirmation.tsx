import { Link } from "react-router";
import { subscriptionCopy } from "~/content/subscriptions";
import type { SubscriptionView } from "../types";

/** After subscribing: what was bought, from when, the next charge and the card. */
export function SubscriptionConfirmation({ view }: { view: SubscriptionView }) {
  const words = subscriptionCopy.confirmation;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 [overflow-wrap:anywhere]" data-subscription-status={view.status}>
      <h1 className="text-3xl font-bold">{view.status === "incomplete" ? subscriptionCopy.account.status.incomplete : words.title}</h1>
      {view.status === "incomplete" ? (
        <p className="mt-4 text-neutral-200">{words.pending}</p>
      ) : (
        <>
          <p data-subscription-summary className="mt-4 text-lg font-semibold">
            {words.summary(view.label, view.priceText, view.startDay)}
          </p>
          <p className="mt-2 text-neutral-200">{view.schedule}.</p>
          {view.nextCharge && <p className="mt-2 text-neutral-200">{words.next(view.nextCharge.day, view.nextCharge.amount)}</p>}
          {view.cardLast4 && <p className="mt-2 text-neutral-300">{words.card(view.cardLast4)}</p>}
        </>
      )}
      <p className="mt-6">
        <Link to="/account" className="font-semibold text-spot-300 underline-offset-4 hover:underline">
          {words.account}
        </Link>
      </p>
    </div>
  );
}
