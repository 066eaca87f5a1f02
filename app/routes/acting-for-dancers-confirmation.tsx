import { data } from "react-router";
import type { Route } from "./+types/acting-for-dancers-confirmation";
import { actingForDancersConfirmation as copy } from "~/content/acting-for-dancers-confirmation";
import { checkoutCopy } from "~/content/checkout";
import { site } from "~/content/site";
import { OrderConfirmation } from "~/features/checkout/confirmation/components/order-confirmation";
import { getOrderView } from "~/features/checkout/confirmation/get-order-view.server";
import { orderLinks } from "~/features/checkout/orders/order-links";
import { ORDER_TOKEN_PATTERN } from "~/features/checkout/orders/order-reference";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "strict-origin" };

/** An Acting for Dancers order behind its unguessable reference, with how its sessions are booked or joined. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("order") ?? "";
  const found = ORDER_TOKEN_PATTERN.test(token) ? await getOrderView({ db: context.app.database.db, token }) : null;
  if (!found) throw data(null, { status: 404, headers: PRIVATE });
  const { id: _id, eventId: _eventId, ...order } = found;
  return data({ order, calendarUrl: orderLinks.calendar(token), studentsUrl: `/student-registration?order=${token}`, testMode: context.app.checkout.provider.testMode }, { headers: PRIVATE });
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
      <h1 className="text-3xl font-bold">{checkoutCopy.confirmation.failedTitle}</h1>
      <p className="mt-4 text-neutral-300">{checkoutCopy.confirmation.notFound}</p>
    </section>
  );
}

/** The program's joining instructions come from its catalog data through the order (OrderConfirmation's online part). */
export default function ActingForDancersConfirmationRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div data-afd-confirmation>
      <OrderConfirmation {...loaderData} tickets={[]} />
    </div>
  );
}
