import { X } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { cartCopy } from "~/content/cart";
import { cartLines } from "~/domain/cart";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import { useJsonForm } from "~/lib/use-json-form";
import { discountMessages } from "../discount-messages";
import type { ValidateCodeAnswer } from "../types";
import { useCart } from "./cart-provider";

// The shared schema (and zod) load on the first Apply, keeping them out of the city page's first download.
const loadSchema = () => import("../quote-schema").then((m) => m.validateCodeRequestSchema);

/** The promo code field: trimmed and upper-cased, Apply disabled when blank, Enter submits, the server decides. */
export function PromoCodeField() {
  const cart = useCart();
  const copy = cartCopy.promo;
  const form = useJsonForm<{ code: string }, ValidateCodeAnswer>({
    initialValues: { code: "" },
    schema: loadSchema,
    validateOn: "submit",
    fields: ["code"],
    focusId: () => "promo-code",
    // The code is checked against the cart as it is now, alongside the codes already on it.
    toInput: ({ code }) => ({ code: normalize(code), eventSlug: cart.event.slug, items: cartLines(cart.cart), appliedCodes: [...cart.codes] }),
    endpoint: "/api/cart/discount-codes/validate",
    onSuccess: (answer) => {
      if (!answer.valid) return cart.setPromoError(answer.message || discountMessages.notFound);
      const code = normalize(form.values.code);
      cart.addCode(code);
      toast.success(discountMessages.applied(answer.discount.description, code));
      form.reset();
    },
    onError: (answer, httpStatus) =>
      cart.setPromoError(httpStatus === 429 ? answer?.message || discountMessages.tooManyTries : discountMessages.unableToValidate),
  });
  const value = form.values.code;
  const blank = value.trim() === "";
  const error = form.shown("code") ?? cart.promoError;
  const errorId = "promo-code-error";

  function submit(e: FormEvent) {
    e.preventDefault();
    if (blank || form.submitting) return;
    if (cart.codes.includes(normalize(value))) return cart.setPromoError(discountMessages.alreadyApplied);
    void form.submit();
  }

  return (
    <div data-promo>
      <form onSubmit={submit} noValidate className="flex items-end gap-2" aria-busy={form.submitting}>
        <div className="min-w-0 flex-1">
          <label htmlFor="promo-code" className="block text-sm font-semibold text-neutral-100">
            {copy.label}
          </label>
          <input
            id="promo-code"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={60}
            placeholder={copy.placeholder}
            value={value}
            onChange={(e) => {
              form.set("code", e.target.value);
              if (cart.promoError) cart.setPromoError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cn(inputClass, "uppercase")}
          />
        </div>
        <Button type="submit" variant="outline" disabled={blank || form.submitting || !cart.ready} data-apply-code>
          {form.submitting ? copy.applying : copy.apply}
        </Button>
      </form>
      <p id={errorId} role="alert" data-promo-error className="mt-1 min-h-5 text-sm font-medium text-rose-300">
        {error ?? ""}
      </p>
      {cart.codes.length > 0 && (
        <ul aria-label={copy.applied} className="mt-1 flex flex-wrap gap-2">
          {cart.codes.map((code) => (
            <li key={code} data-applied-code={code} className="flex items-center gap-1 rounded-full border border-spot-400/50 bg-spot-400/10 py-1 pl-3 pr-1 text-sm font-semibold text-spot-300">
              {code}
              <button
                type="button"
                aria-label={copy.remove(code)}
                onClick={() => cart.removeCode(code)}
                className="rounded-full p-1 hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-spot-400"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const normalize = (code: string) => code.trim().toUpperCase();
