import { z } from "zod";

/** The job that sends a paid order's extras (upgrade links, the free month) after its confirmation. */
export const PAID_ORDER_EXTRAS_JOB = "paid-order-extras";

export const paidOrderExtrasPayloadSchema = z.object({ orderId: z.number().int().positive() });
