import { STORAGE_KEYS, saveCart, saveCheckout } from "~/features/cart/cart-storage";
import type { Cart } from "~/domain/cart";

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * A reminder's cart put back into this tab as checkout reads it (spec section 4's session keys):
 * its tiers and quantities as cart items, its codes, and the event as the checkout's city. The
 * server prices it again on the checkout page, as every cart.
 */
export function restoreRecoveredCart(
  session: Store,
  cart: { eventSlug: string; cityName: string; dateText: string; currency: string; codes: string[]; items: Array<{ tierKey: string; quantity: number; unitPriceMinor: number; isVirtual: boolean }> },
): void {
  session.removeItem(STORAGE_KEYS.waitlistOffer);
  const items: Cart = cart.items.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, i) => ({ id: `${line.tierKey}-${i + 1}`, tier: line.tierKey, price: line.unitPriceMinor, isVirtual: line.isVirtual, quantity: 1 as const })),
  );
  saveCart(session, items);
  saveCheckout(session, { citySlug: cart.eventSlug, cityName: cart.cityName, dateText: cart.dateText, currency: cart.currency, allVirtual: cart.items.every((l) => l.isVirtual), codes: cart.codes });
}
