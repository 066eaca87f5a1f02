import { z } from "zod";
import { isCalendarDate } from "~/domain/dates";

export const BREAKDOWN_PERIODS = ["upcoming", "past", "range"] as const;
export type BreakdownPeriod = (typeof BREAKDOWN_PERIODS)[number];
export const BREAKDOWN_TABLES = ["students", "tiers", "auditions"] as const;
export type BreakdownTable = (typeof BREAKDOWN_TABLES)[number];

const optionalDay = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isCalendarDate(v), "Use a date like 2025-10-18.");

/**
 * The breakdown's query string, read the same way by the page and its CSV: which events (upcoming,
 * past, or those starting within typed days; one typed day leaves the other side open). Typed days
 * without a period mean the range.
 */
export const breakdownQuerySchema = z
  .object({
    when: z.enum(BREAKDOWN_PERIODS).optional().catch(undefined),
    from: optionalDay,
    to: optionalDay,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: "The first day comes before the last.", path: ["to"] })
  .transform((v) => ({ when: v.when ?? (v.from || v.to ? "range" : "upcoming"), from: v.from, to: v.to }) as BreakdownQuery);

export interface BreakdownQuery {
  when: BreakdownPeriod;
  from?: string;
  to?: string;
}

/** Which table a CSV holds; the students table when none is named. */
export const breakdownCsvSchema = z.object({ table: z.enum(BREAKDOWN_TABLES).default("students") });

/** An export's query string: one event's rows, or every event's when none is given. */
export const exportQuerySchema = z.object({
  event: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().positive().optional()),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
