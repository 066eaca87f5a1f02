import { useEffect } from "react";
import { data, Link, useNavigate } from "react-router";
import type { Route } from "./+types/resume-checkout";
import { Button } from "~/components/ui/button";
import { recoveryCopy } from "~/content/recovery";
import { site } from "~/content/site";
import { formatMoney, isCurrencyCode } from "~/domain/money";
import { saveCheckoutPrefill } from "~/features/checkout/orders/checkout-prefill";
import { getResumeCheckout } from "~/features/recovery/get-resume-checkout.server";
import { RECOVERY_COOKIE, RECOVERY_COOKIE_MAX_AGE_S } from "~/features/recovery/note-recovered-checkout.server";
import { restoreRecoveredCart } from "~/features/recovery/restore-recovered-cart";
import { WaitlistForm } from "~/features/waitlist/components/waitlist-form";
import { siteUrl } from "~/lib/env.server";

const copy = recoveryCopy.resume;
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "strict-origin" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { app } = context;
  const result = await getResumeCheckout({ db: app.database.db, secret: app.secret, token: params.token, now: app.clock.now() });
  if (result.ok) {
    const secure = siteUrl(app.env).startsWith("https:") ? "; Secure" : "";
    // The checkout's order is placed later, from /api: this cookie (signed draft id) says it came from the reminder.
    const cookie = `${RECOVERY_COOKIE}=${encodeURIComponent(result.mark)}; Path=/; Max-Age=${RECOVERY_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`;
    const { mark: _mark, ...shown } = result;
    return data(shown, { headers: { ...PRIVATE, "Set-Cookie": cookie } });
  }
  const status = result.reason === "expired" ? 410 : result.reason === "invalid" || result.reason === "not_found" ? 404 : 200;
  return data(result, { status, headers: PRIVATE });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(PRIVATE);
  const cookie = loaderHeaders.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return headers;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** A reminder's link: the kept cart, priced and checked now, and the details typed, put back into this tab's checkout. */
export default function ResumeCheckoutRoute({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const ready = loaderData.ok ? loaderData : null;
  const restore = () => {
    if (!ready) return;
    restoreRecoveredCart(window.sessionStorage, ready.cart);
    // The link is the buyer's own (signed): what they typed comes back with the cart.
    saveCheckoutPrefill(window.sessionStorage, { eventSlug: ready.cart.eventSlug, ...ready.details });
    navigate("/beta-payment", { replace: true });
  };
  useEffect(() => {
    if (ready) restore();
    // Once, after hydration: session storage exists only in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (loaderData.ok) {
    const { cart, totalMinor } = loaderData;
    return (
      <section className="mx-auto max-w-xl px-6 py-16" data-resume-checkout="ready">
        <h1 className="text-3xl font-bold">{copy.title}</h1>
        <p className="mt-4 text-neutral-200">{copy.intro(cart.cityName, cart.dateText)}</p>
        <ul className="mt-4 space-y-1">
          {cart.items.map((item) => (
            <li key={item.tierKey}>
              {item.quantity} × {item.label}
            </li>
          ))}
        </ul>
        {isCurrencyCode(cart.currency) && <p className="mt-2 font-semibold">{formatMoney({ amountMinor: totalMinor, currency: cart.currency })}</p>}
        <p className="mt-2 text-sm text-neutral-300">{copy.priceNote}</p>
        <p role="status" className="mt-4 text-neutral-300">
          {copy.restoring}
        </p>
        <Button className="mt-6" onClick={restore}>
          {copy.continue}
        </Button>
      </section>
    );
  }
  if (!("cart" in loaderData)) {
    return (
      <section className="mx-auto max-w-xl px-6 py-20 text-center" data-resume-checkout={loaderData.reason}>
        <h1 className="text-3xl font-bold">{copy.invalidTitle}</h1>
        <p className="mt-4 text-neutral-300">{loaderData.reason === "expired" ? copy.expired : copy.invalid}</p>
        <p className="mt-8">
          <Link to="/" className="font-semibold underline">
            {copy.toHome}
          </Link>
        </p>
      </section>
    );
  }
  const { cart } = loaderData;
  const waitFor = "tiers" in loaderData ? loaderData.tiers : [];
  return (
    <section className="mx-auto max-w-xl px-6 py-16" data-resume-checkout={loaderData.reason}>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p role="alert" className="mt-4 text-lg">
        {loaderData.reason === "sold_out"
          ? copy.soldOut(loaderData.tiers.map((t) => t.label).join(", "))
          : loaderData.reason === "seats_short"
            ? copy.seatsShort(loaderData.tiers.map((t) => t.label).join(", "), loaderData.left)
            : copy.unavailable}
      </p>
      {waitFor.map((tier) => (
        <div key={tier.tierKey} className="mt-6">
          <p className="mb-2 text-neutral-200">{copy.waitlist}</p>
          <WaitlistForm eventSlug={cart.eventSlug} tierKey={tier.tierKey} idPrefix={`resume-waitlist-${tier.tierKey}`} />
        </div>
      ))}
      <p className="mt-8">
        <Link to={`/${cart.eventSlug}`} className="font-semibold underline">
          {copy.seeEvent(cart.cityName)}
        </Link>
      </p>
    </section>
  );
}
