import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { subscriptionCopy } from "~/content/subscriptions";
import { OfferAccessForm } from "~/features/offer-access/components/offer-access-form";
import type { SubscribePageData } from "../types";
import { SubscribeForm } from "./subscribe-form";

/** /subscribe/:tierKey: what the subscription is and costs, its schedule, and the form. */
export function SubscribePage({ data, autoRenewNotice }: { data: SubscribePageData; autoRenewNotice: string | null }) {
  const words = subscriptionCopy.checkout;
  // A tier sold only to a list: known when the page loads, or from the server's refusal if the proof lapsed meanwhile.
  const [accessFor, setAccessFor] = useState<string | null>(data.access?.tier ?? null);
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 [overflow-wrap:anywhere]">
      <h1 className="text-3xl font-bold">{words.title(data.label)}</h1>
      <p className="mt-2 text-neutral-300">{data.where}</p>
      <section aria-labelledby="subscribe-terms" className="mt-6 rounded-2xl border border-white/10 bg-stage-900 p-5">
        <h2 id="subscribe-terms" className="text-2xl font-bold" data-subscription-price>
          {words.price(data.priceText)}
        </h2>
        <p className="mt-3 flex items-start gap-2 text-neutral-200" data-subscription-schedule>
          <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-spot-400" />
          <span>
            {data.start} {data.schedule}.
          </span>
        </p>
        {autoRenewNotice && (
          <p data-auto-renew className="mt-3 text-sm text-neutral-300">
            {autoRenewNotice}
          </p>
        )}
        <p className="mt-3 text-sm text-neutral-300">{words.intro}</p>
      </section>
      {accessFor && data.eventSlug && (
        <div className="mt-6" data-subscribe-access>
          {data.access?.reason === "not_on_list" && <p className="rounded-lg border border-amber-300/40 bg-amber-300/10 p-3 text-sm text-amber-100">{data.access.message}</p>}
          <OfferAccessForm eventSlug={data.eventSlug} tier={accessFor} heading="h2" />
        </div>
      )}
      <div className="mt-8">
        <SubscribeForm tierKey={data.tierKey} eventSlug={data.eventSlug} priceText={data.priceText} testMode={data.testMode} onAccessRequired={setAccessFor} />
      </div>
    </div>
  );
}
