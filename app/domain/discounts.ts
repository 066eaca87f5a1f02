import type { CurrencyCode } from "./money";

/** A discount code as the rules see it. Amounts in minor units. */
export interface DiscountCodeRule {
  /** Upper-case. */
  code: string;
  discountType: "percentage" | "fixed";
  /** Percentage: whole percent 1..100; fixed: minor units of `currency`. */
  value: number;
  /** Fixed codes only: the currency of `value`; null for percentage codes. */
  currency: CurrencyCode | null;
  /** Tier keys it applies to; empty means every tier in the cart. */
  eligibleTiers: readonly string[];
  /** Event slug it is limited to, or null. */
  cityRestriction: string | null;
  customerTag: string | null;
  description: string;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  usesCount: number;
  isActive: boolean;
}

/** Why a code may not be used: a reason, never words (the cart words it, features/cart/cart-copy.ts). */
export type CodeRefusal = "inactive" | "not_started" | "expired" | "exhausted" | "wrong_city" | "not_eligible" | "wrong_currency";

/** Buyers type codes in any case and with stray spaces (spec section 5). */
export function normalizeCode(input: string): string {
  return input.trim().toUpperCase();
}

/** Codes are upper-case letters, digits, '-' and '_': anything else cannot exist, so it is never looked up. */
export function isWellFormedCode(code: string): boolean {
  return /^[A-Z0-9_-]{1,40}$/.test(code);
}

/** Whether a code may be used on this event's cart at `now`, with the first reason it may not. */
export function checkCode(
  rule: DiscountCodeRule,
  ctx: { eventSlug: string; currency: CurrencyCode; tierKeys: readonly string[]; now: Date },
): { ok: true } | { ok: false; reason: CodeRefusal } {
  const refuse = (reason: CodeRefusal) => ({ ok: false as const, reason });
  const now = ctx.now.getTime();
  if (!rule.isActive) return refuse("inactive");
  if (rule.startsAt && now < rule.startsAt.getTime()) return refuse("not_started");
  if (rule.endsAt && now >= rule.endsAt.getTime()) return refuse("expired");
  if (rule.maxUses !== null && rule.usesCount >= rule.maxUses) return refuse("exhausted");
  if (rule.cityRestriction !== null && rule.cityRestriction !== ctx.eventSlug) return refuse("wrong_city");
  if (rule.discountType === "fixed" && rule.currency !== ctx.currency) return refuse("wrong_currency");
  if (rule.eligibleTiers.length > 0 && !ctx.tierKeys.some((k) => rule.eligibleTiers.includes(k))) return refuse("not_eligible");
  return { ok: true };
}

export interface PricedLine {
  tierKey: string;
  unitPriceMinor: number;
  quantity: number;
}
export interface DiscountedLine extends PricedLine {
  subtotalMinor: number;
  discountMinor: number;
  totalMinor: number;
}
export interface AppliedCodeAmount {
  code: string;
  amountMinor: number;
}
export interface DiscountResult {
  lines: DiscountedLine[];
  discounts: AppliedCodeAmount[];
  subtotalMinor: number;
  discountMinor: number;
  totalMinor: number;
}

const WHOLE = 100;

/**
 * Section 9's arithmetic. Percentage codes first, in the order given, each taking a whole-unit amount
 * per ticket from what remains of that ticket (so 20% off C$227 is C$182 however many are bought);
 * then fixed codes, each capped at what remains of its eligible lines and split across them in
 * proportion to what remains, to the minor unit, with the parts summing exactly.
 */
export function applyDiscounts(lines: readonly PricedLine[], codes: readonly DiscountCodeRule[]): DiscountResult {
  const unitLeft = lines.map((l) => l.unitPriceMinor);
  const lineLeft = lines.map((l) => l.unitPriceMinor * l.quantity);
  const eligible = (code: DiscountCodeRule, i: number) =>
    lines[i]!.unitPriceMinor > 0 && (code.eligibleTiers.length === 0 || code.eligibleTiers.includes(lines[i]!.tierKey));
  const amounts = new Map<string, number>();

  for (const code of codes.filter((c) => c.discountType === "percentage")) {
    let taken = 0;
    lines.forEach((line, i) => {
      if (!eligible(code, i)) return;
      const perUnit = Math.min(unitLeft[i]!, Math.round((unitLeft[i]! * code.value) / 100 / WHOLE) * WHOLE);
      unitLeft[i] = unitLeft[i]! - perUnit;
      lineLeft[i] = lineLeft[i]! - perUnit * line.quantity;
      taken += perUnit * line.quantity;
    });
    amounts.set(code.code, (amounts.get(code.code) ?? 0) + taken);
  }

  for (const code of codes.filter((c) => c.discountType === "fixed")) {
    const targets = lines.flatMap((_, i) => (eligible(code, i) && lineLeft[i]! > 0 ? [i] : []));
    const pool = targets.reduce((sum, i) => sum + lineLeft[i]!, 0);
    const amount = Math.min(code.value, pool);
    const parts = splitInProportion(amount, targets.map((i) => lineLeft[i]!));
    targets.forEach((i, k) => {
      lineLeft[i] = lineLeft[i]! - parts[k]!;
    });
    amounts.set(code.code, (amounts.get(code.code) ?? 0) + amount);
  }

  const discounted = lines.map((line, i) => {
    const subtotalMinor = line.unitPriceMinor * line.quantity;
    return { ...line, subtotalMinor, discountMinor: subtotalMinor - lineLeft[i]!, totalMinor: lineLeft[i]! };
  });
  const subtotalMinor = discounted.reduce((n, l) => n + l.subtotalMinor, 0);
  const totalMinor = discounted.reduce((n, l) => n + l.totalMinor, 0);
  return {
    lines: discounted,
    discounts: codes.map((c) => ({ code: c.code, amountMinor: amounts.get(c.code) ?? 0 })),
    subtotalMinor,
    discountMinor: subtotalMinor - totalMinor,
    totalMinor,
  };
}

/** `amount` split by `weights` into whole minor units summing exactly to it (largest remainder, ties to the earlier). */
export function splitInProportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}
