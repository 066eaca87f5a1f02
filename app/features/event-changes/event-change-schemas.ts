import { z } from "zod";
import { DATE_CHANGE_CHOICES } from "~/domain/date-change-answer";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const blankToNull = (v: unknown) => (v === undefined || (typeof v === "string" && v.trim() === "") ? null : v);
const version = z.coerce.number().int().min(1).max(2_147_483_647);

/** The cancellation's confirmation as the browser and the action read it. */
export const cancelEventSchema = z.object({
  version,
  reason: z.preprocess(blankToNull, z.string().trim().max(500, "At most 500 characters.").nullable()),
  confirm: z.literal("on", { error: "Tick the box to confirm." }),
});

/** The new date: days as calendar dates and times as wall-clock times in the event's zone. */
export const dateChangeSchema = z
  .object({
    version,
    dateText: z.string().trim().min(1, "Required.").max(80, "At most 80 characters."),
    startsOn: z.string().regex(DAY, "A date such as 2026-03-14."),
    endsOn: z.preprocess(blankToNull, z.string().regex(DAY, "A date such as 2026-03-15.").nullable()),
    startTime: z.preprocess(blankToNull, z.string().regex(TIME, "A time such as 10:00.").nullable()),
    endTime: z.preprocess(blankToNull, z.string().regex(TIME, "A time such as 17:00.").nullable()),
  })
  .superRefine((form, ctx) => {
    if (form.endsOn !== null && form.endsOn < form.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: "The last day can't be before the first." });
    if (form.endTime !== null && form.startTime === null) ctx.addIssue({ code: "custom", path: ["startTime"], message: "Give the start time too." });
  });
export type DateChangeForm = z.infer<typeof dateChangeSchema>;

export const dateChangeAnswerSchema = z.object({ choice: z.enum(DATE_CHANGE_CHOICES) });

export function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") out[key] = value;
  return out;
}
