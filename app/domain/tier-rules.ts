import { addItem, itemSequence, type Cart, type NewCartItem } from "./cart";

/** The rules between tiers an offer carries, as data (spec section 4). */
export interface OfferRule {
  tierKey: string;
  /** Can only be in the cart together with at least one of these. */
  requiresOneOf: readonly string[];
  /** Cannot be in the cart together with these. */
  excludes: readonly string[];
  /** On proceeding with this tier and without that one, first point the buyer at it (once). */
  suggestsBeforeCheckout: string | null;
  /** On proceeding with this tier and without the target, offer to swap up to it. */
  upgrade: { tierKey: string; priceMinor: number } | null;
}
/** Rules by tier key; a tier without an entry has none. */
export type RuleBook = Readonly<Record<string, OfferRule>>;

const tiersIn = (cart: Cart) => new Set(cart.map((i) => i.tier));

export function canAdd(tierKey: string, cart: Cart, rules: RuleBook): { ok: true } | { ok: false; reason: "requires"; requiresOneOf: readonly string[] } {
  const requires = rules[tierKey]?.requiresOneOf ?? [];
  const present = tiersIn(cart);
  if (requires.length > 0 && !requires.some((k) => present.has(k))) return { ok: false, reason: "requires", requiresOneOf: requires };
  return { ok: true };
}

/** Shown disabled: it cannot be added yet and is not already in the cart. */
export function isDisabled(tierKey: string, cart: Cart, rules: RuleBook): boolean {
  return !canAdd(tierKey, cart, rules).ok && !cart.some((i) => i.tier === tierKey);
}

const excludeEachOther = (a: string, b: string, rules: RuleBook) =>
  (rules[a]?.excludes ?? []).includes(b) || (rules[b]?.excludes ?? []).includes(a);

/** When two tiers that exclude each other are both present, the one added later stays. */
export function resolveExclusions(cart: Cart, rules: RuleBook): { cart: Cart; removedTiers: string[] } {
  const newest = new Map<string, number>();
  for (const item of cart) newest.set(item.tier, Math.max(newest.get(item.tier) ?? 0, itemSequence(item.id)));
  const removed = new Set<string>();
  const tiers = [...newest.keys()];
  for (const a of tiers)
    for (const b of tiers)
      if (a < b && !removed.has(a) && !removed.has(b) && excludeEachOther(a, b, rules))
        removed.add(newest.get(a)! < newest.get(b)! ? a : b);
  return { cart: cart.filter((i) => !removed.has(i.tier)), removedTiers: [...removed] };
}

/** Items whose required companion has left the cart go too (the VIP add-on without its weekend). */
export function dropUnmetRequirements(cart: Cart, rules: RuleBook): { cart: Cart; removedTiers: string[] } {
  let current = cart;
  const removed: string[] = [];
  for (;;) {
    const unmet = [...tiersIn(current)].find((t) => !canAdd(t, current, rules).ok);
    if (!unmet) return { cart: current, removedTiers: removed };
    removed.push(unmet);
    current = current.filter((i) => i.tier !== unmet);
  }
}

export type CheckoutStep =
  | { kind: "continue" }
  | { kind: "suggest"; tierKey: string }
  | { kind: "upgrade"; fromTier: string; toTier: string; priceMinor: number };

/** What proceeding to checkout does first: a suggestion not yet made, then an upgrade offer, else continue. */
export function checkoutStep(cart: Cart, rules: RuleBook, alreadySuggested: ReadonlySet<string>): CheckoutStep {
  const present = tiersIn(cart);
  for (const tier of present) {
    const target = rules[tier]?.suggestsBeforeCheckout;
    if (target && !present.has(target) && !alreadySuggested.has(target)) return { kind: "suggest", tierKey: target };
  }
  for (const tier of present) {
    const upgrade = rules[tier]?.upgrade;
    if (upgrade && !present.has(upgrade.tierKey)) return { kind: "upgrade", fromTier: tier, toTier: upgrade.tierKey, priceMinor: upgrade.priceMinor };
  }
  return { kind: "continue" };
}

/** Every item of `fromTier` replaced by as many of `to`. */
export function applyUpgrade(cart: Cart, fromTier: string, to: NewCartItem): Cart {
  const count = cart.filter((i) => i.tier === fromTier).length;
  let next: Cart = cart.filter((i) => i.tier !== fromTier);
  for (let n = 0; n < count; n++) next = addItem(next, to);
  return next;
}
