import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { checkoutCopy, checkoutWords } from "~/content/checkout";
import { cartCopy } from "~/content/cart";
import { formatMoney } from "~/domain/money";
import { STORAGE_KEYS } from "~/features/cart/cart-storage";
import type { CartQuote } from "~/features/cart/types";
import { postJson } from "~/lib/post-json";
import { useJsonForm } from "~/lib/use-json-form";
import { readReferrer, readUtm } from "~/lib/utm";
import type { CheckoutAnswer } from "../answers";
import { forgetCheckoutPrefill, prefilledCheckoutValues, readCheckoutPrefill } from "../orders/checkout-prefill";
import { createOrderSchema } from "../orders/checkout-schema";
import { isOnlineCheckout } from "../orders/online-checkout";
import { CheckoutStudents, type StudentDraft } from "./checkout-students";
import { OrderLines } from "./order-lines";
import { TestCardForm } from "./test-card-form";
import { TestModeNotice } from "./test-mode-notice";
import { useCheckoutCart } from "./use-checkout-cart";
import { OfferAccessForm } from "~/features/offer-access/components/offer-access-form";
import { forgetDraftKey, readDraftKey, useKeepCheckoutDraft } from "../drafts/components/use-keep-checkout-draft";

type PlacedOrder = Extract<CheckoutAnswer, { ok: true }>["order"];

function readPrefill(eventSlug: string) {
  try {
    return readCheckoutPrefill(window.sessionStorage, eventSlug);
  } catch {
    return null;
  }
}

/** /beta-payment: review the order as the server prices it, the buyer's and students' details, then payment. */
export function CheckoutPage({ testMode }: { testMode: boolean }) {
  const cart = useCheckoutCart(cartCopy.review.failed);
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">{checkoutCopy.title}</h1>
      {testMode && (
        <div className="mt-6">
          <TestModeNotice />
        </div>
      )}
      <div className="mt-8">
        {cart.kind === "loading" && <p aria-live="polite" className="text-neutral-300">{cartCopy.review.loading}</p>}
        {cart.kind === "empty" && (
          <div data-review-empty>
            <p className="text-neutral-200">{cartCopy.review.empty}</p>
            <Button asChild className="mt-6">
              <Link to="/">{cartCopy.review.browse}</Link>
            </Button>
          </div>
        )}
        {cart.kind === "failed" && (
          <div>
            <p role="alert" className="font-medium text-rose-300">{cart.message}</p>
            {cart.accessFor && cart.citySlug && <OfferAccessForm eventSlug={cart.citySlug} tier={cart.accessFor} heading="h2" />}
            <Button asChild className="mt-6">
              <Link to={cart.citySlug ? `/${cart.citySlug}` : "/"}>{cartCopy.review.back}</Link>
            </Button>
          </div>
        )}
        {cart.kind === "ready" && <CheckoutFlow quote={cart.quote} request={cart.request} context={cart.context} />}
      </div>
    </section>
  );
}

type CheckoutRequest = { eventSlug: string; items: Array<{ tierKey: string; quantity: number }>; codes: string[]; waitlistOffer?: string };
type CheckoutValues = { buyer: { fullName: string; email: string; phone: string }; students: StudentDraft[]; studentsLater: boolean };

const PLACE_ORDER_PROBLEMS = {
  invalid: "Please correct the highlighted fields.",
  network: "We couldn't reach the server. Check your connection and try again; nothing was charged.",
};
const STUDENT_FIELDS = ["fullName", "age", "parentName", "guardianConsent", "email"] as const;
/** The form's fields in order, as the schema's error paths: the buyer, then each student. */
const checkoutFields = (seatCount: number) => [
  "buyer.fullName",
  "buyer.email",
  "buyer.phone",
  "students",
  ...Array.from({ length: seatCount }, (_, i) => STUDENT_FIELDS.map((f) => `students.${i}.${f}`)).flat(),
];
/** `buyer.email` → `buyer-email`, `students.0.age` → `student-0-age` (StudentFields' ids); the list error → the first student. */
const checkoutFocusId = (field: string) => (field === "students" ? "student-0-fullName" : field.replace(/^students\./, "student.").replaceAll(".", "-"));

function CheckoutFlow({ quote, request, context }: { quote: CartQuote; request: CheckoutRequest; context: Record<string, string | boolean> }) {
  const navigate = useNavigate();
  const seatCount = quote.lines.filter((l) => !l.isAddOn).reduce((n, l) => n + l.quantity, 0);
  // An online program (or online tiers only): the order and its sessions, never tickets, seats or the day.
  const online = isOnlineCheckout(quote);
  const words = checkoutWords(online);
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: quote.currency });
  const form = useJsonForm<CheckoutValues, CheckoutAnswer, typeof createOrderSchema>({
    // Opened from a reminder's link: what the buyer typed into the kept checkout, for this event only.
    initialValues: () => ({ ...prefilledCheckoutValues(readPrefill(request.eventSlug), seatCount), studentsLater: false }),
    schema: createOrderSchema,
    validateOn: "submit",
    fields: checkoutFields(seatCount),
    focusId: checkoutFocusId,
    // Paying first, the buyer may name some students now and the rest from the emailed link.
    toInput: ({ buyer, students, studentsLater }) => ({
      ...request,
      buyer,
      students: studentsLater ? students.filter((s) => s.fullName.trim() || s.age.trim()) : students,
      studentsLater,
      context,
      utm: readUtm(),
      referrer: readReferrer(),
      draftKey: readDraftKey(),
    }),
    endpoint: "/api/checkout/orders",
    messages: PLACE_ORDER_PROBLEMS,
    onSuccess: (answer) => {
      if (answer.payment.kind === "redirect") {
        setRedirecting(true);
        window.location.assign(answer.payment.url);
      } else if (answer.payment.kind === "none") finish(answer.payment.redirectTo);
      else setOrder(answer.order);
    },
  });
  const { values, set } = form;
  const draft = useKeepCheckoutDraft(request, values.buyer);
  const soldOut = form.state.status === "error" && form.state.answer?.soldOut === true;

  function finish(redirectTo: string) {
    try {
      for (const key of [STORAGE_KEYS.cart, STORAGE_KEYS.appliedDiscounts, STORAGE_KEYS.waitlistOffer]) window.sessionStorage.removeItem(key);
      forgetDraftKey();
      forgetCheckoutPrefill(window.sessionStorage);
    } catch {
      // Storage may be unavailable; the order is paid either way.
    }
    navigate(redirectTo);
  }

  function changeDetails() {
    // The hold is let go in the background; the details are all still in the form.
    if (order) void postJson(`/api/checkout/orders/${order.token}/cancel`, {});
    setOrder(null);
  }

  // A 15-minute hold runs on the buyer's clock, wherever the event is: their own time, with its zone named (decision 0027).
  const heldUntil = order ? new Date(order.holdExpiresAt).toLocaleTimeString([], { hour: "numeric", minute: "2-digit", timeZoneName: "short" }) : "";
  return (
    <div className="space-y-8">
      <div data-order-review className="rounded-2xl border border-white/10 bg-stage-900 p-5 sm:p-6">
        <h2 className="text-lg font-semibold">{checkoutCopy.review.title}</h2>
        <p data-review-event className="mt-1 text-neutral-300">
          {quote.cityName} · {quote.dateText}
        </p>
        <div className="mt-4">
          <OrderLines currency={quote.currency} lines={quote.lines} discounts={quote.discounts.map((d) => ({ code: d.code, amountMinor: d.discountAmount }))} credit={quote.credit} subtotalMinor={quote.subtotalMinor} totalMinor={quote.totalMinor} />
        </div>
        {!order && (
          <Link to={`/${quote.eventSlug}`} className="mt-4 inline-block text-sm font-semibold text-spot-300 underline">
            {words.edit}
          </Link>
        )}
      </div>

      {order ? (
        <div data-payment-step className="rounded-2xl border border-white/10 bg-stage-900 p-5 sm:p-6">
          <h2 className="text-lg font-semibold">{checkoutCopy.payment.title}</h2>
          <p className="mt-1 text-sm text-neutral-300">{words.held(heldUntil)}</p>
          <div className="mt-5">
            <TestCardForm amountText={money(order.totalMinor)} orderToken={order.token} onPaid={finish} />
          </div>
          <button type="button" onClick={changeDetails} className="mt-4 text-sm font-semibold text-spot-300 underline">
            {checkoutCopy.payment.back}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={form.submit} data-checkout-form className="space-y-8" aria-busy={form.submitting}>
          <fieldset className="space-y-4 rounded-2xl border border-white/10 bg-stage-900 p-5 sm:p-6">
            <legend className="px-1 text-lg font-semibold">{checkoutCopy.details.title}</legend>
            <p className="text-sm text-neutral-300">{words.detailsIntro}</p>
            <Field id="buyer-fullName" label={checkoutCopy.details.fullName} autoComplete="name" maxLength={100} value={values.buyer.fullName} onChange={(e) => set("buyer", { ...values.buyer, fullName: e.target.value })} error={form.shown("buyer.fullName")} required />
            <Field id="buyer-email" label={checkoutCopy.details.email} type="email" autoComplete="email" inputMode="email" value={values.buyer.email} onChange={(e) => set("buyer", { ...values.buyer, email: e.target.value })} onBlur={draft.flush} error={form.shown("buyer.email")} hint={checkoutCopy.details.keptCart} required />
            <Field id="buyer-phone" label={checkoutCopy.details.phone} type="tel" autoComplete="tel" value={values.buyer.phone} onChange={(e) => set("buyer", { ...values.buyer, phone: e.target.value })} error={form.shown("buyer.phone")} required />
          </fieldset>
          {seatCount > 0 && (
            <CheckoutStudents
              seatCount={seatCount}
              students={values.students}
              onChange={(students) => set("students", students)}
              errors={form.shownErrors}
              later={values.studentsLater}
              onLaterChange={(later) => set("studentsLater", later)}
              words={words}
              online={online}
            />
          )}
          {form.formError && (
            <div role="alert" data-checkout-error className="rounded-lg border border-rose-400/40 bg-rose-500/10 p-3 text-rose-200">
              <p className="font-medium">{form.formError}</p>
              {soldOut && (
                <Link to={`/${quote.eventSlug}#pricing`} className="mt-2 inline-block font-semibold underline">
                  {cartCopy.review.back}
                </Link>
              )}
            </div>
          )}
          <Button type="submit" className="w-full" disabled={form.submitting || redirecting} aria-disabled={form.submitting || redirecting}>
            {redirecting ? checkoutCopy.payment.redirecting : form.submitting ? words.placing : `${checkoutCopy.continue} · ${money(quote.totalMinor)}`}
          </Button>
        </form>
      )}
      <RefundPolicy />
    </div>
  );
}

export function RefundPolicy() {
  return (
    <div data-refund-policy className="text-sm text-neutral-300">
      <h2 className="font-semibold text-neutral-100">{checkoutCopy.refundPolicy.title}</h2>
      <p className="mt-1">{checkoutCopy.refundPolicy.text}</p>
    </div>
  );
}
