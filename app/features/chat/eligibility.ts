import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { studentSchema } from "~/features/checkout/orders/checkout-schema";

/** The youngest and oldest age a form accepts. */
export interface AgeRange {
  min: number;
  max: number;
}

/** The ages a validator accepts, read by asking it (0 to 120): the forms' own zod rules, never a copy of their numbers. */
function acceptedAges(accepts: (age: number) => boolean): AgeRange {
  const ok = Array.from({ length: 121 }, (_, age) => age).filter(accepts);
  return { min: ok[0] ?? 0, max: ok[ok.length - 1] ?? 0 };
}

/** Who the audition registration form takes (its age field's validation). */
export const AUDITION_AGES: AgeRange = acceptedAges((age) => auditionFormSchema.shape.age.safeParse(age).success);
/** Who a ticket's student can be (the checkout's student form, its age field's validation). */
export const STUDENT_AGES: AgeRange = acceptedAges((age) => studentSchema.shape.age.safeParse(age).success);

export const inRange = (age: number, range: AgeRange) => age >= range.min && age <= range.max;
