import { z } from "zod";
import { EMPTY_STUDENT, type StudentFieldValues } from "./students-form-data";

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Session storage: what a reminder's link put back for this tab's checkout (`/resume-checkout/:token`). */
export const CHECKOUT_PREFILL_KEY = "checkoutPrefill";

const text = (max: number) => z.string().max(max).catch("");
const prefillSchema = z.object({
  eventSlug: z.string().min(1).max(200),
  buyer: z.object({ fullName: text(100), email: text(254), phone: text(40) }),
  students: z.array(z.object({ fullName: text(100), age: text(3), parentName: text(100), email: text(254) })).max(50),
});

/** The buyer's details and students as typed into a kept checkout, for the same event's checkout form. */
export type CheckoutPrefill = z.infer<typeof prefillSchema>;

/** Keep a resumed checkout's details for this tab's checkout page (only this tab reads session storage). */
export function saveCheckoutPrefill(session: Store, prefill: CheckoutPrefill): void {
  session.setItem(CHECKOUT_PREFILL_KEY, JSON.stringify(prefill));
}

/** The details kept for this event's checkout, or null (none, another event's, or unreadable). */
export function readCheckoutPrefill(session: Store, eventSlug: string): CheckoutPrefill | null {
  try {
    const parsed = prefillSchema.safeParse(JSON.parse(session.getItem(CHECKOUT_PREFILL_KEY) ?? "null"));
    return parsed.success && parsed.data.eventSlug === eventSlug ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The checkout is paid: its details are not kept for the next one. */
export function forgetCheckoutPrefill(session: Store): void {
  session.removeItem(CHECKOUT_PREFILL_KEY);
}

/**
 * The checkout form's first values from kept details: the buyer, and one student per seat in order
 * (those typed, then empty ones). A guardian's consent is never carried over: it is given again at
 * the checkout that pays.
 */
export function prefilledCheckoutValues(prefill: CheckoutPrefill | null, seatCount: number): { buyer: CheckoutPrefill["buyer"]; students: StudentFieldValues[] } {
  const typed = prefill?.students ?? [];
  return {
    buyer: prefill?.buyer ?? { fullName: "", email: "", phone: "" },
    students: Array.from({ length: seatCount }, (_, i) => {
      const s = typed[i];
      return s ? { ...EMPTY_STUDENT, fullName: s.fullName, age: s.age, parentName: s.parentName, email: s.email } : { ...EMPTY_STUDENT };
    }),
  };
}
