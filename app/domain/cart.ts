/** The cart of spec section 4: pure operations on an immutable list of items. */

export interface CartItem {
  /** `${tier}-${n}`: n grows with every item added, so a lower suffix was added earlier. */
  id: string;
  tier: string;
  /** Display price in minor units; the server prices every quote itself. */
  price: number;
  isVirtual: boolean;
  quantity: 1;
}
export interface NewCartItem {
  tier: string;
  price: number;
  isVirtual?: boolean;
}
export type Cart = readonly CartItem[];

/** The order an item was added in: its numeric suffix (a timestamp for `tier-timestamp-random` ids); 0 without one. */
export function itemSequence(id: string): number {
  const stamped = /-(\d{13})-[a-z0-9]+$/i.exec(id);
  if (stamped) return Number(stamped[1]);
  const plain = /-(\d+)$/.exec(id);
  return plain ? Number(plain[1]) : 0;
}

export function nextItemId(cart: Cart, tier: string): string {
  const highest = cart.reduce((max, item) => Math.max(max, itemSequence(item.id)), 0);
  return `${tier}-${highest + 1}`;
}

export function addItem(cart: Cart, item: NewCartItem): Cart {
  return [...cart, { id: nextItemId(cart, item.tier), tier: item.tier, price: item.price, isVirtual: item.isVirtual ?? false, quantity: 1 }];
}

export function removeItem(cart: Cart, id: string): Cart {
  return cart.filter((item) => item.id !== id);
}

/** Every item of the tier is removed, then `quantity` new ones are added (spec section 4). */
export function setTierQuantity(cart: Cart, item: NewCartItem, quantity: number): Cart {
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`quantity must be a whole number ≥ 0, got ${quantity}`);
  let next: Cart = cart.filter((i) => i.tier !== item.tier);
  for (let n = 0; n < quantity; n++) next = addItem(next, item);
  return next;
}

export function countTier(cart: Cart, tier: string): number {
  return cart.filter((item) => item.tier === tier).length;
}

export function totalItems(cart: Cart): number {
  return cart.reduce((sum, item) => sum + item.quantity, 0);
}

/** Tier keys and quantities in order of first appearance: what a quote request sends. */
export function cartLines(cart: Cart): Array<{ tierKey: string; quantity: number }> {
  const lines = new Map<string, number>();
  for (const item of cart) lines.set(item.tier, (lines.get(item.tier) ?? 0) + item.quantity);
  return [...lines].map(([tierKey, quantity]) => ({ tierKey, quantity }));
}

/** A cart read back from session storage: anything malformed is dropped, never trusted. */
export function parseStoredCart(json: string | null): Cart {
  if (!json) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): CartItem[] => {
    if (typeof raw !== "object" || raw === null) return [];
    const { id, tier, price, isVirtual } = raw as Record<string, unknown>;
    if (typeof id !== "string" || typeof tier !== "string" || !/^[a-z0-9_]{1,60}$/.test(tier)) return [];
    if (typeof price !== "number" || !Number.isInteger(price) || price < 0) return [];
    return [{ id, tier, price, isVirtual: isVirtual === true, quantity: 1 }];
  });
}
