import { useEffect, useState } from "react";
import { cartLines } from "~/domain/cart";
import { readStoredCart, readWaitlistOfferToken, STORAGE_KEYS } from "~/features/cart/cart-storage";
import type { CartQuote, QuoteAnswer } from "~/features/cart/types";

export type CheckoutCart =
  | { kind: "loading" }
  | { kind: "empty" }
  /** `accessFor`: a tier sold only to a list, whose access link the page offers to email. */
  | { kind: "failed"; citySlug: string | null; message: string; accessFor?: string }
  | { kind: "ready"; quote: CartQuote; request: { eventSlug: string; items: Array<{ tierKey: string; quantity: number }>; codes: string[]; waitlistOffer?: string }; context: Record<string, string | boolean> };

const flag = (session: Storage, key: string) => session.getItem(key) === "true";

/** The cart kept in this tab's session storage, priced again by the server. */
export function useCheckoutCart(failedMessage: string): CheckoutCart {
  const [state, setState] = useState<CheckoutCart>({ kind: "loading" });
  // Session storage is readable only after hydration.
  /* eslint-disable react-hooks/set-state-in-effect */
  useEffect(() => {
    let session: Storage;
    let stored: ReturnType<typeof readStoredCart>;
    try {
      session = window.sessionStorage;
      stored = readStoredCart(session);
    } catch {
      return setState({ kind: "empty" });
    }
    const items = cartLines(stored.cart);
    const citySlug = stored.citySlug;
    if (items.length === 0 || !citySlug) return setState({ kind: "empty" });
    const waitlistOffer = readWaitlistOfferToken(session) ?? undefined;
    const request = { eventSlug: citySlug, items, codes: stored.codes, ...(waitlistOffer ? { waitlistOffer } : {}) };
    const context = {
      checkoutCityKey: citySlug,
      checkoutCityName: session.getItem(STORAGE_KEYS.checkoutCityName) ?? "",
      isVirtualSession: flag(session, STORAGE_KEYS.isVirtualSession),
      eliteMentorshipBeta: flag(session, STORAGE_KEYS.eliteMentorshipBeta),
      actingForDancersContext: flag(session, STORAGE_KEYS.actingForDancersContext),
    };
    const controller = new AbortController();
    fetch("/api/cart/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
      signal: controller.signal,
    })
      .then((res) => res.json() as Promise<QuoteAnswer>)
      .then((answer) => setState(answer.ok ? { kind: "ready", quote: answer.quote, request, context } : { kind: "failed", citySlug, message: answer.message || failedMessage, accessFor: answer.accessFor }))
      .catch(() => !controller.signal.aborted && setState({ kind: "failed", citySlug, message: failedMessage }));
    return () => controller.abort();
  }, [failedMessage]);
  /* eslint-enable react-hooks/set-state-in-effect */
  return state;
}
