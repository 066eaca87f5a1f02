import { z } from "zod";
import { isCalendarDate } from "~/domain/dates";
import { TALLY_PRESETS } from "~/domain/sales-tally";

const optionalDay = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isCalendarDate(v), "Use a date like 2025-10-18.");

/**
 * The tally's query string, read the same way by the page and its CSV: a preset, or a typed range
 * (both days, or none). An unknown preset falls back to the last 30 days.
 */
export const tallyQuerySchema = z
  .object({
    preset: z.enum(TALLY_PRESETS).catch("30d").default("30d"),
    from: optionalDay,
    to: optionalDay,
  })
  .refine((v) => Boolean(v.from) === Boolean(v.to), { message: "Give both the first and the last day, or neither.", path: ["to"] })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: "The first day comes before the last.", path: ["to"] });

export type TallyQuery = z.infer<typeof tallyQuerySchema>;
