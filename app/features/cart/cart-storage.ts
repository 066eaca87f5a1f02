import { parseStoredCart, type Cart } from "~/domain/cart";
import { mustClearForCity } from "~/domain/city-detection";

/** Session storage keys the cart and checkout write (spec section 4, Checkout). */
export const STORAGE_KEYS = {
  cart: "cart",
  appliedDiscounts: "appliedDiscounts",
  selectedCity: "selectedCity",
  customerSelectedCity: "customerSelectedCity",
  checkoutCityKey: "checkoutCityKey",
  checkoutCityName: "checkoutCityName",
  cityDisplayInfo: "cityDisplayInfo",
  isVirtualSession: "isVirtualSession",
  eliteMentorshipBeta: "eliteMentorshipBeta",
  actingForDancersContext: "actingForDancersContext",
  selectedCurrency: "selectedCurrency",
  explicitLondonChoice: "explicitLondonChoice",
  registration: "registrationData",
  /** The token of a waitlist seat offer being claimed: checkout sends it so the held seat is this buyer's. */
  waitlistOffer: "waitlistOffer",
} as const;

const CART_ENTRIES = [STORAGE_KEYS.cart, STORAGE_KEYS.appliedDiscounts, STORAGE_KEYS.waitlistOffer];
const CHECKOUT_ENTRIES = [
  STORAGE_KEYS.checkoutCityKey,
  STORAGE_KEYS.checkoutCityName,
  STORAGE_KEYS.cityDisplayInfo,
  STORAGE_KEYS.isVirtualSession,
  STORAGE_KEYS.eliteMentorshipBeta,
  STORAGE_KEYS.actingForDancersContext,
  STORAGE_KEYS.selectedCurrency,
];

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface StoredCart {
  cart: Cart;
  codes: string[];
}

/** Codes read back from storage: strings only, upper-cased, at most a handful. */
function parseStoredCodes(json: string | null): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    const codes = value.map((v: unknown) => (typeof v === "string" ? v : typeof v === "object" && v && "code" in v ? (v as { code: unknown }).code : null));
    return [...new Set(codes.filter((c): c is string => typeof c === "string" && /^[A-Z0-9_-]{1,60}$/i.test(c)).map((c) => c.toUpperCase()))].slice(0, 5);
  } catch {
    return [];
  }
}

/**
 * What a city page's cart starts with on a page load. Stored cart entries are cleared (session and
 * local storage) unless the address asks for `devPreview=true`; a different city from the stored one
 * clears the stored city, cart, checkout and registration data. Only tiers the event sells are kept.
 */
export function startCart(options: {
  session: Store;
  local: Store | null;
  citySlug: string;
  devPreview: boolean;
  firstLoad: boolean;
  sells: (tierKey: string) => boolean;
}): StoredCart {
  const { session, local, citySlug } = options;
  const storedCity = session.getItem(STORAGE_KEYS.selectedCity);
  if (mustClearForCity(citySlug, storedCity)) {
    for (const key of [STORAGE_KEYS.selectedCity, ...CART_ENTRIES, ...CHECKOUT_ENTRIES, STORAGE_KEYS.registration]) session.removeItem(key);
  }
  if (options.firstLoad && !options.devPreview) {
    for (const key of CART_ENTRIES) {
      session.removeItem(key);
      local?.removeItem(key);
    }
  }
  session.setItem(STORAGE_KEYS.selectedCity, citySlug);
  const cart = parseStoredCart(session.getItem(STORAGE_KEYS.cart)).filter((item) => options.sells(item.tier));
  return { cart, codes: parseStoredCodes(session.getItem(STORAGE_KEYS.appliedDiscounts)) };
}

/** Mirrors the cart to session storage; the entry goes when the cart is empty. */
export function saveCart(session: Store, cart: Cart): void {
  if (cart.length === 0) session.removeItem(STORAGE_KEYS.cart);
  else session.setItem(STORAGE_KEYS.cart, JSON.stringify(cart));
}

export function saveCodes(session: Store, codes: readonly string[]): void {
  if (codes.length === 0) session.removeItem(STORAGE_KEYS.appliedDiscounts);
  else session.setItem(STORAGE_KEYS.appliedDiscounts, JSON.stringify(codes));
}

export function readStoredCart(session: Store): StoredCart & { citySlug: string | null } {
  return {
    cart: parseStoredCart(session.getItem(STORAGE_KEYS.cart)),
    codes: parseStoredCodes(session.getItem(STORAGE_KEYS.appliedDiscounts)),
    citySlug: session.getItem(STORAGE_KEYS.checkoutCityKey) ?? session.getItem(STORAGE_KEYS.selectedCity),
  };
}

/** The session keys proceeding to checkout writes (spec section 4, Checkout), for a city event. */
export function saveCheckout(
  session: Store,
  checkout: { citySlug: string; cityName: string; dateText: string; currency: string; allVirtual: boolean; codes: readonly string[]; program?: "actingForDancers" },
): void {
  session.setItem(STORAGE_KEYS.selectedCity, checkout.citySlug);
  session.setItem(STORAGE_KEYS.customerSelectedCity, checkout.citySlug);
  session.setItem(STORAGE_KEYS.checkoutCityKey, checkout.citySlug);
  session.setItem(STORAGE_KEYS.checkoutCityName, checkout.cityName);
  session.setItem(STORAGE_KEYS.cityDisplayInfo, JSON.stringify({ name: checkout.cityName, date: checkout.dateText }));
  // The Acting for Dancers page's context (spec section 4): virtual, "Virtual (Online)", "Year-round Access".
  const actingForDancers = checkout.program === "actingForDancers";
  session.setItem(STORAGE_KEYS.isVirtualSession, String(checkout.allVirtual || actingForDancers));
  session.setItem(STORAGE_KEYS.eliteMentorshipBeta, "false");
  session.setItem(STORAGE_KEYS.actingForDancersContext, String(actingForDancers));
  session.setItem(STORAGE_KEYS.selectedCurrency, checkout.currency);
  saveCodes(session, checkout.codes);
}

/** A waitlist seat offer claimed: a cart of that one ticket for its event, and the offer's token for checkout. */
export function claimWaitlistSeat(
  session: Store,
  claim: { citySlug: string; cityName: string; dateText: string; currency: string; tierKey: string; priceMinor: number; token: string },
): void {
  for (const key of [...CART_ENTRIES, ...CHECKOUT_ENTRIES]) session.removeItem(key);
  session.setItem(STORAGE_KEYS.cart, JSON.stringify([{ id: `${claim.tierKey}-1`, tier: claim.tierKey, price: claim.priceMinor, isVirtual: false, quantity: 1 }]));
  saveCheckout(session, { citySlug: claim.citySlug, cityName: claim.cityName, dateText: claim.dateText, currency: claim.currency, allVirtual: false, codes: [] });
  session.setItem(STORAGE_KEYS.waitlistOffer, claim.token);
}

export function readWaitlistOfferToken(session: Store): string | null {
  return session.getItem(STORAGE_KEYS.waitlistOffer);
}
