import { z } from "zod";

/**
 * The job every payment queues in its own statement (fulfil_order, migration 0043, names it too): the
 * order's confirmation, then its extras (upgrade links, the free month).
 */
export const PAID_ORDER_EXTRAS_JOB = "paid-order-extras";

export const paidOrderExtrasPayloadSchema = z.object({ orderId: z.number().int().positive() });
