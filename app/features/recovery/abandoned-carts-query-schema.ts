import { z } from "zod";
import { isCalendarDate } from "~/domain/dates";

export const ABANDONED_PAGE_SIZE = 25;

const optionalDay = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isCalendarDate(v), "Use a date like 2025-10-18.");

/**
 * The abandoned carts list's query string (event, first and last day of last activity in the
 * team's zone, page), read the same way by the page, its CSV and the link to the recovery emails.
 */
export const abandonedCartsQuerySchema = z
  .object({
    event: z.coerce.number().int().positive().optional().catch(undefined),
    from: optionalDay,
    to: optionalDay,
    page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: "The first day comes before the last.", path: ["to"] });

export type AbandonedCartsQuery = z.infer<typeof abandonedCartsQuerySchema>;
