import { data, redirect } from "react-router";
import type { Route } from "./+types/order-confirmation";
import { checkoutCopy } from "~/content/checkout";
import { site } from "~/content/site";
import { OrderConfirmation } from "~/features/checkout/confirmation/components/order-confirmation";
import { findOrderProgram } from "~/features/checkout/orders/find-order-program.server";
import { getOrderView } from "~/features/checkout/confirmation/get-order-view.server";
import { orderLinks } from "~/features/checkout/orders/order-links";
import { ORDER_TOKEN_PATTERN } from "~/features/checkout/orders/order-reference";
import { drawQr } from "~/lib/draw-qr";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "strict-origin" };

/** An order behind its unguessable reference. Personal, so never cached, indexed or sent on as a referrer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("order") ?? "";
  const found = ORDER_TOKEN_PATTERN.test(token) ? await getOrderView({ db: context.app.database.db, token }) : null;
  if (!found) throw data(null, { status: 404, headers: PRIVATE });
  // An Acting for Dancers order has its own page, which says how to book the first session.
  if ((await findOrderProgram({ db: context.app.database.db, token })) === "actingForDancers") throw redirect(`/acting-for-dancers-confirmation?order=${token}`, { headers: PRIVATE });
  const { id: _id, eventId: _eventId, ...order } = found;
  return data(
    {
      order,
      calendarUrl: orderLinks.calendar(token),
      studentsUrl: `/student-registration?order=${token}`,
      testMode: context.app.checkout.provider.testMode,
      // Drawn here, so the page carries each door code as SVG paths rather than a QR library.
      tickets:
        order.status === "paid"
          ? order.students.flatMap((s) => {
              if (!s.ticketCode) return [];
              const { size, path } = drawQr(s.ticketCode);
              return [{ name: s.fullName, code: s.ticketCode, size, path }];
            })
          : [],
    },
    { headers: PRIVATE },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has("Cache-Control") ? loaderHeaders : new Headers(PRIVATE);
}

export function meta() {
  return [{ title: `${checkoutCopy.confirmation.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="text-3xl font-bold">{checkoutCopy.confirmation.failedTitle}</h1>
      <p className="mt-4 text-neutral-300">{checkoutCopy.confirmation.notFound}</p>
      <a className="mt-6 inline-block font-semibold text-spot-300 underline" href={`mailto:${site.contactEmail}`}>
        {site.contactEmail}
      </a>
    </section>
  );
}

export default function OrderConfirmationRoute({ loaderData }: Route.ComponentProps) {
  return <OrderConfirmation {...loaderData} />;
}
