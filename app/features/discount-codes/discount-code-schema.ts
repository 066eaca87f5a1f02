import { z } from "zod";

/**
 * The code form and the batch form, as the browser and the route's action both read them: every
 * field a string from FormData (eligibleTiers a list). Amounts are typed in whole units of the
 * event's currency ("25" or "25.50"); the window as wall-clock times in the event's time zone.
 */
const CODE = /^[A-Z0-9_-]+$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

export const DISCOUNT_CODE_MAX_LENGTH = 40;
export const BATCH_PREFIX_MAX_LENGTH = 20;
export const BATCH_MAX_COUNT = 500;

export const discountKindSchema = z.enum(["percentage", "fixed"]);

const sharedFields = {
  discountType: discountKindSchema,
  /** Percent (1-100) for percentage codes, an amount like 25 or 25.50 for fixed ones: checked against the kind below. */
  value: z.string().trim().regex(/^\d{1,6}(\.\d{1,2})?$/, "Enter a number such as 20 or 25.50"),
  eventId: z.preprocess(blankToNull, z.coerce.number().int().positive().nullable()),
  eligibleTiers: z.array(z.string().trim().min(1).max(60)).max(40).default([]),
  startsAt: z.preprocess(blankToNull, z.string().regex(LOCAL_TIME, "Enter a date and time").nullable()),
  endsAt: z.preprocess(blankToNull, z.string().regex(LOCAL_TIME, "Enter a date and time").nullable()),
  description: z.string().trim().max(200, "At most 200 characters").default(""),
  customerTag: z.preprocess(blankToNull, z.string().trim().max(60, "At most 60 characters").nullable()).default(null),
};

function checkValue(form: { discountType: "percentage" | "fixed"; value: string }, ctx: z.RefinementCtx) {
  const n = Number(form.value);
  if (form.discountType === "percentage" && !(Number.isInteger(n) && n >= 1 && n <= 100))
    ctx.addIssue({ code: "custom", path: ["value"], message: "A percentage is a whole number from 1 to 100" });
  if (form.discountType === "fixed" && !(n > 0)) ctx.addIssue({ code: "custom", path: ["value"], message: "Enter an amount above zero" });
}

export const discountCodeFormSchema = z
  .object({
    code: z
      .string()
      .transform((s) => s.trim().toUpperCase())
      .pipe(
        z
          .string()
          .min(1, "Enter a code")
          .max(DISCOUNT_CODE_MAX_LENGTH, `At most ${DISCOUNT_CODE_MAX_LENGTH} characters`)
          .regex(CODE, "Letters, digits, - and _ only"),
      ),
    ...sharedFields,
    maxUses: z.preprocess(blankToNull, z.coerce.number().int("A whole number").min(1, "At least 1").max(1_000_000).nullable()),
    isEarlyBird: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
  })
  .superRefine(checkValue);

export const discountBatchFormSchema = z
  .object({
    prefix: z
      .string()
      .transform((s) => s.trim().toUpperCase())
      .pipe(
        z
          .string()
          .min(1, "Enter a prefix")
          .max(BATCH_PREFIX_MAX_LENGTH, `At most ${BATCH_PREFIX_MAX_LENGTH} characters`)
          .regex(CODE, "Letters, digits, - and _ only"),
      ),
    count: z.coerce.number().int("A whole number").min(1, "At least 1").max(BATCH_MAX_COUNT, `At most ${BATCH_MAX_COUNT} at a time`),
    ...sharedFields,
  })
  .superRefine(checkValue);

export type DiscountCodeForm = z.infer<typeof discountCodeFormSchema>;
export type DiscountBatchForm = z.infer<typeof discountBatchFormSchema>;

export const discountCodeFilterSchema = z.object({ show: z.enum(["active", "expired", "all"]).catch("active").default("active") });
export type DiscountCodeFilter = z.infer<typeof discountCodeFilterSchema>["show"];

/** FormData as the schemas read it: one value per field, every chosen tier. */
export function discountFormValues(form: FormData): Record<string, unknown> {
  return { ...Object.fromEntries(form), eligibleTiers: form.getAll("eligibleTiers").filter((v) => typeof v === "string") };
}
