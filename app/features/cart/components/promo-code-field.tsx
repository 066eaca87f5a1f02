import { X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { cartCopy } from "~/content/cart";
import { cn } from "~/lib/cn";
import { useCart } from "./cart-provider";

/** The promo code field: trimmed and upper-cased, Apply disabled when blank, Enter submits, the server decides. */
export function PromoCodeField() {
  const cart = useCart();
  const [value, setValue] = useState("");
  const copy = cartCopy.promo;
  const blank = value.trim() === "";
  const errorId = "promo-code-error";

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (blank || cart.applying) return;
    if (await cart.applyCode(value)) setValue("");
  }

  return (
    <div data-promo>
      <form onSubmit={submit} noValidate className="flex items-end gap-2">
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
              setValue(e.target.value);
              if (cart.promoError) cart.clearPromoError();
            }}
            aria-invalid={cart.promoError ? true : undefined}
            aria-describedby={cart.promoError ? errorId : undefined}
            className={cn(inputClass, "uppercase")}
          />
        </div>
        <Button type="submit" variant="outline" disabled={blank || cart.applying || !cart.ready} data-apply-code>
          {cart.applying ? copy.applying : copy.apply}
        </Button>
      </form>
      <p id={errorId} role="alert" data-promo-error className="mt-1 min-h-5 text-sm font-medium text-rose-300">
        {cart.promoError ?? ""}
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
