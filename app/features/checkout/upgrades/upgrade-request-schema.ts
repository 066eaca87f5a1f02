import { z } from "zod";
import { ORDER_NUMBER_PATTERN } from "../orders/order-reference";

/** /upgrade-to-pro-track's form, checked in the browser and again by the server. */
export const upgradeRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email("Please enter the email address used for the order.").max(254),
  orderNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(ORDER_NUMBER_PATTERN, "Please enter the order number from your confirmation (CB-…)."),
  website: z.string().optional(),
});

export type UpgradeRequestInput = z.input<typeof upgradeRequestSchema>;
