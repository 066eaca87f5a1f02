import { useCallback, useEffect, useRef } from "react";
import { checkoutDraftSchema, DRAFT_KEY_PATTERN } from "../checkout-draft-schema";

/** Session storage: this tab's checkout id, so every change of the same checkout updates one kept draft. */
export const DRAFT_KEY_STORAGE = "checkoutDraftKey";
/** Send after typing stops for this long (or at once when the email field loses focus). */
const SETTLE_MS = 800;

function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** This tab's checkout id, made on first use; undefined when storage is unavailable. */
export function readDraftKey(): string | undefined {
  try {
    const known = window.sessionStorage.getItem(DRAFT_KEY_STORAGE);
    if (known && DRAFT_KEY_PATTERN.test(known)) return known;
    const made = newKey();
    window.sessionStorage.setItem(DRAFT_KEY_STORAGE, made);
    return made;
  } catch {
    return undefined;
  }
}

/** The checkout is over (paid): the next one in this tab is a new draft. */
export function forgetDraftKey(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY_STORAGE);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/**
 * Keep the checkout's cart on the server once the buyer's email is valid, and again when the name or
 * the cart changes: after typing settles, or at once through `flush` (the email field's blur). It
 * never blocks the form and a failure is silent; the server prices the cart itself.
 */
export function useKeepCheckoutDraft(cart: { eventSlug: string; items: Array<{ tierKey: string; quantity: number }>; codes: string[] }, buyer: { email: string; fullName: string }) {
  const lastSent = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ cart, buyer });
  useEffect(() => {
    latest.current = { cart, buyer };
  });

  const send = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { cart: c, buyer: b } = latest.current;
    const clientKey = readDraftKey();
    if (!clientKey) return;
    const parsed = checkoutDraftSchema.safeParse({ clientKey, eventSlug: c.eventSlug, items: c.items, codes: c.codes, email: b.email, name: b.fullName });
    if (!parsed.success) return;
    const body = JSON.stringify(parsed.data);
    if (body === lastSent.current) return;
    lastSent.current = body;
    // keepalive: a buyer who types the email and closes the tab is still kept.
    fetch("/api/checkout-draft", { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, credentials: "same-origin", body, keepalive: true })
      .then((res) => res.json() as Promise<{ paid?: boolean }>)
      .then((answer) => {
        // Paid already (a finished checkout in this tab): the next change starts a new draft.
        if (answer.paid) {
          forgetDraftKey();
          lastSent.current = null;
        }
      })
      .catch(() => undefined);
  }, []);

  const cartKey = JSON.stringify([cart.eventSlug, cart.items, cart.codes]);
  useEffect(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(send, SETTLE_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [send, cartKey, buyer.email, buyer.fullName]);
  useEffect(() => {
    window.addEventListener("pagehide", send);
    return () => {
      window.removeEventListener("pagehide", send);
      // Leaving the page within the settle time still keeps the last change.
      if (timer.current) send();
    };
  }, [send]);

  return { flush: send };
}
