import { cartCopy } from "~/content/cart";
import { site } from "~/content/site";
import { OrderReview } from "~/features/cart/components/order-review";

export function meta() {
  return [{ title: `${cartCopy.review.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** Checkout's first step: the order as the server prices it. Payment comes with the checkout issue. */
export default function BetaPaymentRoute() {
  return (
    <section className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-bold">{cartCopy.review.title}</h1>
      <p className="mt-3 text-neutral-300">{cartCopy.review.intro}</p>
      <div className="mt-8 rounded-2xl border border-white/10 bg-stage-900 p-6">
        <OrderReview />
      </div>
    </section>
  );
}
