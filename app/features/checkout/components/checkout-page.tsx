import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { checkoutCopy } from "~/content/checkout";
import { cartCopy } from "~/content/cart";
import { formatMoney } from "~/domain/money";
import { STORAGE_KEYS } from "~/features/cart/cart-storage";
import type { CartQuote } from "~/features/cart/types";
import { fieldPathErrors } from "~/lib/form-errors";
import type { CheckoutAnswer, PayAnswer } from "../answers";
import { createOrderSchema } from "../checkout-schema";
import type { TestCardInput } from "../test-card-schema";
import { CheckoutStudents, emptyStudent, type StudentDraft } from "./checkout-students";
import { OrderLines } from "./order-lines";
import { TestCardForm } from "./test-card-form";
import { TestModeNotice } from "./test-mode-notice";
import { useCheckoutCart } from "./use-checkout-cart";

type PlacedOrder = Extract<CheckoutAnswer, { ok: true }>["order"];
const postJson = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(body) });

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

function CheckoutFlow({ quote, request, context }: { quote: CartQuote; request: { eventSlug: string; items: Array<{ tierKey: string; quantity: number }>; codes: string[]; waitlistOffer?: string }; context: Record<string, string | boolean> }) {
  const navigate = useNavigate();
  const seatCount = quote.lines.filter((l) => !l.isAddOn).reduce((n, l) => n + l.quantity, 0);
  const [buyer, setBuyer] = useState({ fullName: "", email: "", phone: "" });
  const [students, setStudents] = useState<StudentDraft[]>(() => Array.from({ length: seatCount }, emptyStudent));
  const [studentsLater, setStudentsLater] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ message: string; soldOut: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: quote.currency });

  async function placeOrder(e: FormEvent) {
    e.preventDefault();
    const filled = studentsLater ? students.filter((s) => s.fullName.trim() || s.age.trim()) : students;
    const body = { ...request, buyer, students: filled, studentsLater, context };
    const parsed = createOrderSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldPathErrors(parsed.error));
      setProblem({ message: "Please correct the highlighted fields.", soldOut: false });
      return;
    }
    setErrors({});
    setProblem(null);
    setBusy(true);
    try {
      const res = await postJson("/api/checkout/orders", body);
      const answer = (await res.json()) as CheckoutAnswer;
      if (!answer.ok) {
        setErrors(answer.errors ?? {});
        setProblem({ message: answer.message, soldOut: answer.soldOut === true });
        return;
      }
      if (answer.payment.kind === "redirect") {
        setRedirecting(true);
        window.location.assign(answer.payment.url);
        return;
      }
      if (answer.payment.kind === "none") return finish(answer.payment.redirectTo);
      setOrder(answer.order);
    } catch {
      setProblem({ message: "We couldn't reach the server. Check your connection and try again; nothing was charged.", soldOut: false });
    } finally {
      setBusy(false);
    }
  }

  function finish(redirectTo: string) {
    try {
      for (const key of [STORAGE_KEYS.cart, STORAGE_KEYS.appliedDiscounts, STORAGE_KEYS.waitlistOffer]) window.sessionStorage.removeItem(key);
    } catch {
      // Storage may be unavailable; the order is paid either way.
    }
    navigate(redirectTo);
  }

  async function pay(card: TestCardInput) {
    if (!order) return { message: "Place the order first." };
    setBusy(true);
    try {
      const res = await postJson(`/api/checkout/orders/${order.token}/test-card`, card);
      const answer = (await res.json()) as PayAnswer;
      if (answer.ok) {
        finish(answer.redirectTo);
        return null;
      }
      return { message: answer.message, errors: answer.errors };
    } catch {
      return { message: "We couldn't reach the server. Nothing was charged; please try again." };
    } finally {
      setBusy(false);
    }
  }

  async function changeDetails() {
    if (order) await postJson(`/api/checkout/orders/${order.token}/cancel`, {}).catch(() => undefined);
    setOrder(null);
  }

  const heldUntil = order ? new Date(order.holdExpiresAt).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" }) : "";
  return (
    <div className="space-y-8">
      <div data-order-review className="rounded-2xl border border-white/10 bg-stage-900 p-5 sm:p-6">
        <h2 className="text-lg font-semibold">{checkoutCopy.review.title}</h2>
        <p data-review-event className="mt-1 text-neutral-300">
          {quote.cityName} · {quote.dateText}
        </p>
        <div className="mt-4">
          <OrderLines currency={quote.currency} lines={quote.lines} discounts={quote.discounts.map((d) => ({ code: d.code, amountMinor: d.discountAmount }))} subtotalMinor={quote.subtotalMinor} totalMinor={quote.totalMinor} />
        </div>
        {!order && (
          <Link to={`/${quote.eventSlug}`} className="mt-4 inline-block text-sm font-semibold text-spot-300 underline">
            {checkoutCopy.review.edit}
          </Link>
        )}
      </div>

      {order ? (
        <div data-payment-step className="rounded-2xl border border-white/10 bg-stage-900 p-5 sm:p-6">
          <h2 className="text-lg font-semibold">{checkoutCopy.payment.title}</h2>
          <p className="mt-1 text-sm text-neutral-300">{checkoutCopy.payment.held(heldUntil)}</p>
          <div className="mt-5">
            <TestCardForm amountText={money(order.totalMinor)} onPay={pay} busy={busy} />
          </div>
          <button type="button" onClick={changeDetails} className="mt-4 text-sm font-semibold text-spot-300 underline">
            {checkoutCopy.payment.back}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={placeOrder} data-checkout-form className="space-y-8">
          <fieldset className="space-y-4 rounded-2xl border border-white/10 bg-stage-900 p-5 sm:p-6">
            <legend className="px-1 text-lg font-semibold">{checkoutCopy.details.title}</legend>
            <p className="text-sm text-neutral-300">{checkoutCopy.details.intro}</p>
            <Field id="buyer-fullName" label={checkoutCopy.details.fullName} autoComplete="name" maxLength={100} value={buyer.fullName} onChange={(e) => setBuyer({ ...buyer, fullName: e.target.value })} error={errors["buyer.fullName"]} required />
            <Field id="buyer-email" label={checkoutCopy.details.email} type="email" autoComplete="email" inputMode="email" value={buyer.email} onChange={(e) => setBuyer({ ...buyer, email: e.target.value })} error={errors["buyer.email"]} required />
            <Field id="buyer-phone" label={checkoutCopy.details.phone} type="tel" autoComplete="tel" value={buyer.phone} onChange={(e) => setBuyer({ ...buyer, phone: e.target.value })} error={errors["buyer.phone"]} required />
          </fieldset>
          {seatCount > 0 && (
            <CheckoutStudents seatCount={seatCount} students={students} onChange={setStudents} errors={errors} later={studentsLater} onLaterChange={setStudentsLater} />
          )}
          {problem && (
            <div role="alert" data-checkout-error className="rounded-lg border border-rose-400/40 bg-rose-500/10 p-3 text-rose-200">
              <p className="font-medium">{problem.message}</p>
              {problem.soldOut && (
                <Link to={`/${quote.eventSlug}#pricing`} className="mt-2 inline-block font-semibold underline">
                  {cartCopy.review.back}
                </Link>
              )}
            </div>
          )}
          <Button type="submit" className="w-full" disabled={busy || redirecting} aria-disabled={busy || redirecting}>
            {redirecting ? checkoutCopy.payment.redirecting : busy ? checkoutCopy.placing : `${checkoutCopy.continue} · ${money(quote.totalMinor)}`}
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
