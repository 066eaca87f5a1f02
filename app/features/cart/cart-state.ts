import type { Cart } from "~/domain/cart";
import type { CartQuote } from "./types";

/** An offer to swap a tier in the cart for a higher one before checkout. */
export interface UpgradeOffer {
  fromTier: string;
  toTier: string;
  priceMinor: number;
}

/** Everything the cart provider keeps between renders; the provider derives the rest. */
export interface CartState {
  /** The cart has been read back from storage; controls work from here on. */
  ready: boolean;
  cart: Cart;
  codes: string[];
  quote: CartQuote | null;
  quoting: boolean;
  quoteError: string | null;
  /** The quote was refused for a tier sold only to a list. */
  quoteAccessFor: string | null;
  /** Why the last code was refused or dropped. */
  promoError: string | null;
  upgradeOffer: UpgradeOffer | null;
}

export type CartAction =
  /** The stored cart was read (or could not be: then nothing is given and the cart stays empty). */
  | { type: "loaded"; cart?: Cart; codes?: string[] }
  | { type: "cartChanged"; cart: Cart }
  | { type: "quoteStarted" }
  | { type: "quoteReceived"; quote: CartQuote; noLongerValid: string }
  | { type: "quoteFailed"; message: string; accessFor: string | null }
  | { type: "codeAdded"; code: string }
  | { type: "codeRemoved"; code: string }
  | { type: "promoErrorSet"; message: string | null }
  | { type: "upgradeOffered"; offer: UpgradeOffer }
  | { type: "upgradeClosed" }
  /** The buyer took the offer: the upgraded cart replaces the old one and the offer closes. */
  | { type: "upgradeAccepted"; cart: Cart };

export const initialCartState: CartState = {
  ready: false,
  cart: [],
  codes: [],
  quote: null,
  quoting: false,
  quoteError: null,
  quoteAccessFor: null,
  promoError: null,
  upgradeOffer: null,
};

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "loaded":
      return { ...state, ready: true, cart: action.cart ?? state.cart, codes: action.codes ?? state.codes };
    case "cartChanged":
      return { ...state, cart: action.cart };
    case "quoteStarted":
      return { ...state, quoting: true };
    case "quoteReceived": {
      const rejected = action.quote.rejectedCodes;
      const next: CartState = { ...state, quote: action.quote, quoteError: null, quoteAccessFor: null, quoting: false };
      if (rejected.length === 0) return next;
      return {
        ...next,
        // The server re-checks each code: the ones it refused leave the cart, and the last reason shows.
        codes: state.codes.filter((c) => !rejected.some((r) => r.code === c)),
        promoError: rejected[rejected.length - 1]!.message || action.noLongerValid,
      };
    }
    case "quoteFailed":
      return { ...state, quote: null, quoteError: action.message, quoteAccessFor: action.accessFor, quoting: false };
    case "codeAdded":
      return { ...state, codes: state.codes.includes(action.code) ? state.codes : [...state.codes, action.code], promoError: null };
    case "codeRemoved":
      return { ...state, codes: state.codes.filter((c) => c !== action.code) };
    case "promoErrorSet":
      return { ...state, promoError: action.message };
    case "upgradeOffered":
      return { ...state, upgradeOffer: action.offer };
    case "upgradeClosed":
      return { ...state, upgradeOffer: null };
    case "upgradeAccepted":
      return { ...state, cart: action.cart, upgradeOffer: null };
  }
}
