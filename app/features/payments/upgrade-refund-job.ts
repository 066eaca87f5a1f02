import { z } from "zod";

/** The job that gives back an upgrade payment that arrived when it could no longer be applied. */
export const UPGRADE_PAYMENT_REFUND_JOB = "upgrade-payment-refund";

/** Tries before the refund is left to the team (the order stays flagged with the provider's answer). */
export const UPGRADE_PAYMENT_REFUND_ATTEMPTS = 6;

export const upgradePaymentRefundPayloadSchema = z.object({
  upgradeCheckoutId: z.number().int().positive(),
  /** What the provider took, which is what goes back (it may differ from what was asked). */
  amountMinor: z.number().int().positive(),
  currency: z.string().min(1),
  /** For the buyer's email. */
  reason: z.enum(["amount", "used", "sold_out", "not_upgradeable"]),
  /** Words of jobs queued before the refusal was stored as data (`refusal`); no longer written. */
  why: z.string().optional(),
  /** Why, as the team's flag has it (app/domain/order-attention.ts); absent from jobs queued before it, which fall back on `reason`. */
  refusal: z
    .union([
      z.object({ refusal: z.literal("amount"), asked: z.object({ amountMinor: z.number().int(), currency: z.string().min(1) }) }),
      z.object({ refusal: z.enum(["order_closed", "used", "sold_out", "not_upgradeable"]) }),
    ])
    .optional(),
});

export type UpgradePaymentRefundPayload = z.infer<typeof upgradePaymentRefundPayloadSchema>;

/** One job per upgrade checkout: a repeated webhook finds the job already queued. */
export const upgradePaymentRefundKey = (upgradeCheckoutId: number) => `${UPGRADE_PAYMENT_REFUND_JOB}:${upgradeCheckoutId}`;
