import { createContext, useCallback, useContext, useEffect, useEffectEvent, useMemo, useReducer, useRef, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { cartCopy } from "~/content/cart";
import { addItem, cartLines, countTier, setTierQuantity, totalItems, type Cart } from "~/domain/cart";
import type { CurrencyCode } from "~/domain/money";
import { applyUpgrade, canAdd, checkoutStep, dropUnmetRequirements, resolveExclusions, type RuleBook } from "~/domain/tier-rules";
import type { CatalogEvent, PricedTier } from "~/features/catalog/types";
import { track } from "~/lib/analytics";
import { saveCart, saveCheckout, saveCodes, startCart } from "../cart-storage";
import { cartReducer, initialCartState, type UpgradeOffer } from "../cart-state";
import { discountMessages } from "../discount-messages";
import type { CartQuote, QuoteAnswer } from "../types";

/** What the cart needs to know of the event whose page it is on. */
export type CartEvent = Pick<CatalogEvent, "slug" | "cityName" | "dateText" | "currency" | "isCancelled" | "hasEnded" | "venue"> & {
  messages: CatalogEvent["page"]["pricing"]["messages"];
  /** A program page's cart (its checkout context), rather than a city page's. */
  program?: "actingForDancers";
};

export type { UpgradeOffer } from "../cart-state";

export interface CartContextValue {
  event: CartEvent;
  currency: CurrencyCode;
  tiers: Readonly<Record<string, PricedTier>>;
  /** The cart has been read back from storage; controls work from here on. */
  ready: boolean;
  cart: Cart;
  codes: readonly string[];
  quote: CartQuote | null;
  quoting: boolean;
  quoteError: string | null;
  /** The quote was refused for a tier sold only to a list: the summary offers to email the access link. */
  quoteAccessFor: string | null;
  /** Why the last code was refused or dropped; the promo field shows it. */
  promoError: string | null;
  upgradeOffer: UpgradeOffer | null;
  studentCount: number;
  itemCount: number;
  sellable: (tier: PricedTier | undefined) => boolean;
  isBlocked: (tierKey: string) => boolean;
  count: (tierKey: string) => number;
  add: (tierKey: string) => void;
  setQuantity: (tierKey: string, quantity: number) => void;
  clear: () => void;
  addCode: (code: string) => void;
  removeCode: (code: string) => void;
  setPromoError: (message: string | null) => void;
  proceed: () => void;
  acceptUpgrade: () => void;
  declineUpgrade: () => void;
  /** Closing the offer (Escape, the close button) stays on the page. */
  dismissUpgrade: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

/** The spec: the cart accessor throws outside its provider. */
export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used within a CartProvider");
  return value;
}

/** Stored cart entries are cleared on the first city page of a document load, not on client navigations. */
let documentLoadHandled = false;
const QUOTE_DELAY_MS = 200;
const UPGRADE_DELAY_MS = 100;

function safeStorage(kind: "session" | "local"): Storage | null {
  try {
    return kind === "session" ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function devPreviewOn(): boolean {
  return new URLSearchParams(window.location.search).get("devPreview") === "true";
}

export function CartProvider({
  event,
  tiers,
  onSuggestTier,
  children,
}: {
  event: CartEvent;
  tiers: Readonly<Record<string, PricedTier>>;
  /** Brings a tier's card into view (the city page knows its anchors). */
  onSuggestTier?: (tierKey: string) => void;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(cartReducer, initialCartState);
  const { ready, cart, codes, quote, quoting, quoteError, quoteAccessFor, promoError, upgradeOffer } = state;
  const suggested = useRef(new Set<string>());

  const rules: RuleBook = useMemo(
    () => Object.fromEntries(Object.values(tiers).flatMap((t) => (t.sale ? [[t.key, t.sale.rule]] : []))),
    [tiers],
  );
  const label = useCallback((key: string) => tiers[key]?.label ?? key, [tiers]);
  const closed = event.isCancelled || event.hasEnded;
  const sellable = useCallback(
    (tier: PricedTier | undefined): tier is PricedTier =>
      !closed && !!tier?.sale && tier.sale.onSale && !tier.soldOut && tier.price.amountMinor > 0,
    [closed],
  );

  // Session storage is outside React and unreadable during server rendering, so the cart is read after hydration.
  // The stored cart is read once per event page (an effect event: the tiers of the moment, not a dependency);
  // later changes flow the other way.
  const loadStoredCart = useEffectEvent((citySlug: string) => {
    const session = safeStorage("session");
    try {
      if (!session) throw new Error("no session storage");
      const start = startCart({
        session,
        local: safeStorage("local"),
        citySlug,
        devPreview: devPreviewOn(),
        firstLoad: !documentLoadHandled,
        sells: (key) => sellable(tiers[key]),
      });
      dispatch({ type: "loaded", cart: start.cart, codes: start.codes });
    } catch {
      // Storage that refuses to be read leaves an empty cart.
      dispatch({ type: "loaded" });
    }
    documentLoadHandled = true;
  });
  useEffect(() => loadStoredCart(event.slug), [event.slug]);

  useEffect(() => {
    const session = safeStorage("session");
    if (!ready || !session) return;
    try {
      saveCart(session, cart);
      saveCodes(session, codes);
    } catch {
      // A full or blocked storage only loses the mirror, never the cart on screen.
    }
  }, [ready, cart, codes]);

  // Every change of the cart or its codes is priced again by the server, which also re-checks each code.
  // The quote is asked again when the lines or codes change (compared by value, not by identity).
  const linesKey = JSON.stringify(cartLines(cart));
  const codesKey = JSON.stringify(codes);
  const quoteRequest = useEffectEvent(() => ({ items: cartLines(cart), codes }));
  useEffect(() => {
    if (!ready) return;
    const { items, codes } = quoteRequest();
    // An empty cart has no quote: the value below hides the last one.
    if (items.length === 0) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      dispatch({ type: "quoteStarted" });
      try {
        const res = await fetch("/api/cart/quote", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ eventSlug: event.slug, items, codes }),
          signal: controller.signal,
        });
        const answer = (await res.json().catch(() => ({ ok: false }))) as QuoteAnswer;
        if (controller.signal.aborted) return;
        if (!answer.ok) {
          dispatch({ type: "quoteFailed", message: answer.message || cartCopy.review.failed, accessFor: answer.accessFor ?? null });
        } else {
          dispatch({ type: "quoteReceived", quote: answer.quote, noLongerValid: discountMessages.noLongerValid });
          for (const r of answer.quote.rejectedCodes)
            toast.error(discountMessages.removedTitle(r.code), { description: r.message || discountMessages.noLongerValid });
        }
      } catch {
        if (controller.signal.aborted) return;
        dispatch({ type: "quoteFailed", message: cartCopy.review.failed, accessFor: null });
      }
    }, QUOTE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [ready, linesKey, codesKey, event.slug]);

  const trackAdd = useCallback(
    (tier: PricedTier) =>
      track({ name: "AddToCart", params: { value: tier.price.amountMinor / 100, currency: tier.price.currency, content_name: tier.label } }),
    [],
  );

  /** Applies the rules after a change: exclusions keep the later tier, add-ons leave with what they need. */
  const settle = useCallback(
    (next: Cart, addedTier: string | null): Cart => {
      const excluded = addedTier ? resolveExclusions(next, rules) : { cart: next, removedTiers: [] };
      const dropped = dropUnmetRequirements(excluded.cart, rules);
      if (excluded.removedTiers.length > 0 && addedTier)
        toast(cartCopy.rules.keptTitle, { description: cartCopy.rules.kept(label(addedTier), excluded.removedTiers.map(label).join(", ")) });
      else if (dropped.removedTiers.length > 0) toast(cartCopy.rules.keptTitle, { description: cartCopy.rules.dropped(dropped.removedTiers.map(label).join(", ")) });
      else if (addedTier && event.messages[addedTier]?.added) toast.success(event.messages[addedTier]!.added!);
      return dropped.cart;
    },
    [rules, label, event.messages],
  );

  const refuseUnlessAllowed = useCallback(
    (tierKey: string, current: Cart): boolean => {
      const verdict = canAdd(tierKey, current, rules);
      if (verdict.ok) return true;
      toast.error(event.messages[tierKey]?.requires ?? cartCopy.rules.requires(label(tierKey), verdict.requiresOneOf.map(label)));
      return false;
    },
    [rules, label, event.messages],
  );

  const add = useCallback(
    (tierKey: string) => {
      const tier = tiers[tierKey];
      if (!ready || !sellable(tier)) return;
      if (!refuseUnlessAllowed(tierKey, cart)) return;
      if (countTier(cart, tierKey) >= tier.sale!.maxPerOrder) return;
      dispatch({ type: "cartChanged", cart: settle(addItem(cart, { tier: tierKey, price: tier.price.amountMinor, isVirtual: tier.isVirtual }), tierKey) });
      trackAdd(tier);
    },
    [tiers, ready, sellable, refuseUnlessAllowed, cart, settle, trackAdd],
  );

  const setQuantity = useCallback(
    (tierKey: string, quantity: number) => {
      const tier = tiers[tierKey];
      if (!ready || !tier || !Number.isInteger(quantity)) return;
      const current = countTier(cart, tierKey);
      const wanted = Math.max(0, Math.min(quantity, tier.sale?.maxPerOrder ?? 0));
      if (wanted === current) return;
      if (wanted > current && (!sellable(tier) || !refuseUnlessAllowed(tierKey, cart))) return;
      const next = setTierQuantity(cart, { tier: tierKey, price: tier.price.amountMinor, isVirtual: tier.isVirtual }, wanted);
      dispatch({ type: "cartChanged", cart: settle(next, current === 0 && wanted > 0 ? tierKey : null) });
      if (wanted > current) trackAdd(tier);
    },
    [tiers, ready, cart, sellable, refuseUnlessAllowed, settle, trackAdd],
  );

  const clear = useCallback(() => dispatch({ type: "cartChanged", cart: [] }), []);

  /** A code the server accepted (the promo field asks it) goes on the cart; the next quote prices it. */
  const addCode = useCallback((code: string) => dispatch({ type: "codeAdded", code }), []);

  const removeCode = useCallback((code: string) => dispatch({ type: "codeRemoved", code }), []);

  const setPromoError = useCallback((message: string | null) => dispatch({ type: "promoErrorSet", message }), []);

  const goToCheckout = useCallback(
    (final: Cart) => {
      track({ name: "InitiateCheckout", params: { num_items: totalItems(final) } });
      recordInitiateCheckout(event.slug, totalItems(final));
      const session = safeStorage("session");
      try {
        if (session) {
          saveCart(session, final);
          saveCheckout(session, {
            citySlug: event.slug,
            cityName: event.cityName,
            dateText: event.dateText,
            currency: event.currency,
            allVirtual: final.length > 0 && final.every((i) => i.isVirtual),
            codes,
            program: event.program,
          });
        }
      } catch {
        // Without storage the review page says the cart is empty; nothing is bought either way.
      }
      navigate(`/beta-payment${devPreviewOn() ? "?devPreview=true" : ""}`);
    },
    [event, codes, navigate],
  );

  const proceed = useCallback(() => {
    if (!ready || cart.length === 0) return;
    const step = checkoutStep(cart, rules, suggested.current);
    if (step.kind === "suggest") {
      suggested.current.add(step.tierKey);
      onSuggestTier?.(step.tierKey);
      toast(event.messages[step.tierKey]?.suggest ?? cartCopy.rules.suggest(label(step.tierKey)));
      return;
    }
    if (step.kind === "upgrade" && sellable(tiers[step.toTier])) {
      // What accepting changes in this cart (the higher price less this one), not the offer's
      // price for a ticket already bought, which is what step.priceMinor carries.
      const from = tiers[step.fromTier];
      const to = tiers[step.toTier]!;
      const priceMinor = from ? Math.max(0, to.price.amountMinor - from.price.amountMinor) : step.priceMinor;
      dispatch({ type: "upgradeOffered", offer: { fromTier: step.fromTier, toTier: step.toTier, priceMinor } });
      return;
    }
    goToCheckout(cart);
  }, [ready, cart, rules, onSuggestTier, event.messages, label, sellable, tiers, goToCheckout]);

  const acceptUpgrade = useCallback(() => {
    if (!upgradeOffer) return;
    const to = tiers[upgradeOffer.toTier]!;
    const next = applyUpgrade(cart, upgradeOffer.fromTier, { tier: to.key, price: to.price.amountMinor, isVirtual: to.isVirtual });
    dispatch({ type: "upgradeAccepted", cart: next });
    trackAdd(to);
    window.setTimeout(() => goToCheckout(next), UPGRADE_DELAY_MS);
  }, [upgradeOffer, tiers, cart, trackAdd, goToCheckout]);

  const declineUpgrade = useCallback(() => {
    dispatch({ type: "upgradeClosed" });
    goToCheckout(cart);
  }, [cart, goToCheckout]);

  const value: CartContextValue = {
    event,
    currency: event.currency,
    tiers,
    ready,
    cart,
    codes,
    quote: cart.length > 0 ? quote : null,
    quoting: cart.length > 0 && quoting,
    quoteError: cart.length > 0 ? quoteError : null,
    quoteAccessFor: cart.length > 0 && quoteError ? quoteAccessFor : null,
    promoError,
    upgradeOffer,
    studentCount: cart.filter((i) => (rules[i.tier]?.requiresOneOf.length ?? 0) === 0).length,
    itemCount: totalItems(cart),
    sellable,
    isBlocked: (tierKey) => !canAdd(tierKey, cart, rules).ok && countTier(cart, tierKey) === 0,
    count: (tierKey) => countTier(cart, tierKey),
    add,
    setQuantity,
    clear,
    addCode,
    removeCode,
    setPromoError,
    proceed,
    acceptUpgrade,
    declineUpgrade,
    dismissUpgrade: () => dispatch({ type: "upgradeClosed" }),
  };
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The team's own funnel: InitiateCheckout recorded by the server too. Best effort, never in the buyer's way. */
function recordInitiateCheckout(eventSlug: string, itemCount: number): void {
  try {
    void fetch("/api/checkout/initiate", {
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ eventSlug, itemCount }),
    }).catch(() => undefined);
  } catch {
    // Recording the funnel must never stop checkout.
  }
}
