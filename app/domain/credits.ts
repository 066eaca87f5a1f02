/**
 * Credits (spec section 9: "a non-expiring credit for any city or date"): a balance in one currency
 * that a buyer spends by typing its code in the promo field. Pure rules; the random bytes and the
 * balances come from the caller.
 */

/** Letters and digits a person cannot confuse when reading a code out or typing it (no 0/O, 1/I/L, 5/S, 2/Z, 8/B). */
export const CREDIT_CODE_ALPHABET = "34679ACDEFGHJKMNPQRTUVWXY";

const GROUP = 4;
const CREDIT_CODE = new RegExp(`^CR-[${CREDIT_CODE_ALPHABET}]{${GROUP}}-[${CREDIT_CODE_ALPHABET}]{${GROUP}}$`);

/**
 * A credit code `CR-XXXX-XXXX` from at least 8 random bytes: 25^8 ≈ 1.5 × 10^11 codes, so one cannot
 * be guessed within the promo field's rate limit. Each byte picks a letter by rejection of the
 * bytes past the largest multiple of the alphabet, so every letter is equally likely.
 */
export function creditCodeFrom(randomBytes: Uint8Array): string | null {
  const n = CREDIT_CODE_ALPHABET.length;
  const limit = 256 - (256 % n);
  const letters: string[] = [];
  for (const byte of randomBytes) {
    if (byte >= limit) continue;
    letters.push(CREDIT_CODE_ALPHABET[byte % n]!);
    if (letters.length === GROUP * 2) break;
  }
  if (letters.length < GROUP * 2) return null;
  return `CR-${letters.slice(0, GROUP).join("")}-${letters.slice(GROUP).join("")}`;
}

/** Whether a (normalised, upper-case) code is shaped like a credit's: such codes are never discount codes. */
export function isCreditCode(code: string): boolean {
  return CREDIT_CODE.test(code);
}

/** Why a credit cannot reduce this cart. */
export type CreditRefusal = "credit_wrong_currency" | "credit_exhausted" | "credit_one_per_order";

/**
 * What a credit takes off an amount due: all of it, up to what the credit has free (its balance less
 * what other checkouts hold), in the credit's own currency only.
 */
export function applyCredit(options: {
  credit: { currency: string; balanceMinor: number; heldMinor: number };
  currency: string;
  dueMinor: number;
}): { ok: true; amountMinor: number; freeMinor: number } | { ok: false; reason: CreditRefusal } {
  const { credit, currency, dueMinor } = options;
  if (credit.currency !== currency) return { ok: false, reason: "credit_wrong_currency" };
  const freeMinor = Math.max(0, credit.balanceMinor - credit.heldMinor);
  if (freeMinor === 0) return { ok: false, reason: "credit_exhausted" };
  return { ok: true, amountMinor: Math.min(freeMinor, Math.max(0, dueMinor)), freeMinor };
}

/**
 * What may still be given back on a paid order, as money or as credit: what the buyer paid in cash
 * (the order's total, after discounts and any credit used on it), less refunds made or on their way,
 * less credits already issued from it.
 */
export function leftToGiveBack(options: { paidMinor: number; refundedMinor: number; creditedMinor: number }): number {
  return Math.max(0, options.paidMinor - options.refundedMinor - options.creditedMinor);
}
