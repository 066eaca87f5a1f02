import { applicationSchemas } from "~/features/applications/application-schemas";
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

/** The forms a visitor applies with, by what the site calls them. */
export const APPLICATION_FORMS = { scholarship: "scholarship application", talent: "Submit Talent", audition_video: "audition video" } as const;
export type ApplicationFormKind = keyof typeof APPLICATION_FORMS;

/** An entry each application form takes but for its age (a guardian named, so a minor's age is judged alone). */
const VALID_ENTRY = {
  fullName: "A Dancer",
  email: "dancer@example.com",
  parentName: "A Parent",
  city: "A city",
  story: "A statement long enough for any form.",
  links: ["https://example.com/reel"],
  eventSlug: "a-city",
  videoUrl: "https://example.com/video",
  consent: true,
};

/** Whether a form's own schema takes an otherwise valid entry with these fields changed ('age', 'links'). */
export function applicationAccepts(kind: ApplicationFormKind, change: Record<string, unknown>): boolean {
  return applicationSchemas[kind].safeParse({ ...VALID_ENTRY, age: 30, ...change }).success;
}

/** Who each application form takes (its own schema, asked each age). */
export const APPLICATION_AGES: Record<ApplicationFormKind, AgeRange> = {
  scholarship: acceptedAges((age) => applicationAccepts("scholarship", { age })),
  talent: acceptedAges((age) => applicationAccepts("talent", { age })),
  audition_video: acceptedAges((age) => applicationAccepts("audition_video", { age })),
};
