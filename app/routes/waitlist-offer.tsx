import { data, useNavigate } from "react-router";
import type { Route } from "./+types/waitlist-offer";
import { Button } from "~/components/ui/button";
import { site } from "~/content/site";
import { waitlistOfferCopy as copy } from "~/content/waitlist-offer";
import { formatMoney } from "~/domain/money";
import { claimWaitlistSeat } from "~/features/cart/cart-storage";
import { getWaitlistOffer } from "~/features/waitlist/get-waitlist-offer.server";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "strict-origin" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const offer = await getWaitlistOffer({ db: context.app.database.db, token, now: context.app.clock.now() });
  if (!offer) throw data(null, { status: 404, headers: PRIVATE });
  return data({ offer, token }, { headers: PRIVATE });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has("Cache-Control") ? loaderHeaders : new Headers(PRIVATE);
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-neutral-300">{copy.invalid}</p>
    </section>
  );
}

/** The link a waitlisted person is emailed when a seat frees up: claim it into a cart and go to checkout. */
export default function WaitlistOfferRoute({ loaderData }: Route.ComponentProps) {
  const { offer, token } = loaderData;
  const navigate = useNavigate();
  const until = new Date(offer.expiresAt).toLocaleString("en-US", { weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: offer.timeZone, timeZoneName: "short" });
  function claim() {
    claimWaitlistSeat(window.sessionStorage, { citySlug: offer.eventSlug, cityName: offer.cityName, dateText: offer.dateText, currency: offer.currency, tierKey: offer.tierKey, priceMinor: offer.priceMinor, token });
    navigate("/beta-payment");
  }
  return (
    <section className="mx-auto max-w-xl px-6 py-16" data-waitlist-offer={offer.status}>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-lg">
        {offer.tierLabel} · {offer.cityName} · {offer.dateText} · {formatMoney({ amountMinor: offer.priceMinor, currency: offer.currency })}
      </p>
      {offer.status === "open" ? (
        <>
          <p className="mt-4 text-neutral-200">{copy.held(until)}</p>
          <Button className="mt-8" onClick={claim}>
            {copy.claim}
          </Button>
        </>
      ) : (
        <p role="alert" className="mt-4 text-neutral-200">
          {offer.status === "claimed" ? copy.claimed : copy.lapsed}
        </p>
      )}
    </section>
  );
}
