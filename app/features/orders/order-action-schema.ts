import { z } from "zod";
import { irreversibleCopy } from "~/content/irreversible-actions";

/** Major units as typed ("84", "84.5", "84.50") to minor units; more than two decimals is refused. */
const amountMinor = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, "Enter an amount like 84 or 84.50.")
  .transform((v) => Math.round(Number(v) * 100))
  .refine((v) => v > 0, "Enter an amount above zero.");

/** The order page's forms; one schema checks them in the browser and in the action. */
export const orderActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("resend") }),
  z.object({
    intent: z.literal("refund"),
    scope: z.enum(["rest", "part"]),
    amount: z.string().optional(),
    reason: z.string().trim().min(3, "Say why, in a few words.").max(500),
    key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
    // Asked first (the dialog's confirm button, or the box without JavaScript): one click never refunds.
    confirm: z.literal("yes", { error: irreversibleCopy.refund.missing }),
  }).superRefine((v, ctx) => {
    if (v.scope !== "part") return;
    const parsed = amountMinor.safeParse(v.amount ?? "");
    if (!parsed.success) ctx.addIssue({ code: "custom", path: ["amount"], message: parsed.error.issues[0]?.message ?? "Enter an amount." });
  }),
  z.object({
    intent: z.literal("credit"),
    scope: z.enum(["rest", "part"]),
    amount: z.string().optional(),
    note: z.string().trim().min(3, "Say why, in a few words.").max(500),
    key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  }).superRefine((v, ctx) => {
    if (v.scope !== "part") return;
    const parsed = amountMinor.safeParse(v.amount ?? "");
    if (!parsed.success) ctx.addIssue({ code: "custom", path: ["creditAmount"], message: parsed.error.issues[0]?.message ?? "Enter an amount." });
  }),
  z.object({ intent: z.literal("note"), text: z.string().trim().min(1, "Write the note first.").max(4000) }),
  z.object({ intent: z.literal("resolve"), resolution: z.string().trim().min(3, "Say what was done, in a few words.").max(500) }),
]);

export function parseAmountMinor(value: string | undefined): number | null {
  const parsed = amountMinor.safeParse(value ?? "");
  return parsed.success ? parsed.data : null;
}
