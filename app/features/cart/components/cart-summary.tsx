import { lazy, Suspense } from "react";
import { useCart } from "./cart-provider";

export { CART_SUMMARY_ID } from "./cart-summary-id";

const loadPanel = () => import("./cart-summary-panel");
const CartSummaryPanel = lazy(() => loadPanel().then((m) => ({ default: m.CartSummaryPanel })));

/** Fetch the summary panel's code ahead of the first item (e.g. when a visitor reaches for Add to Cart). */
export function preloadCartSummary(): void {
  void loadPanel();
}

/**
 * The cart summary panel: nothing while the cart is empty, as a page loads. Its code (the panel and
 * the promo code field) is fetched when a visitor reaches for Add to Cart, not with the page.
 */
export function CartSummary() {
  const cart = useCart();
  if (cart.cart.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CartSummaryPanel />
    </Suspense>
  );
}
