import { z } from "zod";
import { isCalendarDate } from "~/domain/dates";

export const ORDER_STATUSES = ["pending", "paid", "expired", "cancelled", "refunded"] as const;
export const ORDERS_PAGE_SIZE = 25;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));
const optionalDay = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isCalendarDate(v), "Use a date like 2025-10-18.");

/** The orders list's query string, read the same way by the page and its CSV export. */
export const orderSearchSchema = z
  .object({
    q: optionalText(200),
    event: z.coerce.number().int().positive().optional().catch(undefined),
    status: z.enum(ORDER_STATUSES).optional().catch(undefined),
    from: optionalDay,
    to: optionalDay,
    page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: "The first day comes before the last.", path: ["to"] });

export type OrderSearch = z.infer<typeof orderSearchSchema>;
