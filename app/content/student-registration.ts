import type { AgeGroup } from "~/domain/age-groups";

/** The fields of one student (checkout and /student-registration). */
export const studentFieldsCopy = {
  fullName: "Student's full name",
  age: "Age",
  ageGroup: (label: string) => `Age group: ${label}`,
  ageGroups: { "12_and_under": "12 and under", "13_and_up": "13 and up" } satisfies Record<AgeGroup, string>,
  parentName: "Parent/Guardian name",
  parentNameBeforeAge: "Parent/Guardian name (required under 18)",
  guardianTitle: "Students under 18 need a parent or guardian's consent.",
  email: "Student's email (optional)",
  emailHint: "We send the student the day's details too.",
} as const;

/** The same fields for an online program's participants (issue 37, 2): no age group shown, no day's details. */
export const onlineStudentFieldsCopy = {
  emailHint: "We send the participant how the sessions work too.",
} as const;

/** The student fields' words for an order's kind: online ones when every item is online, else the day's. */
export function studentFieldsWords(online: boolean) {
  const base = studentFieldsCopy;
  return {
    fullName: base.fullName,
    age: base.age,
    /** An online program has no age groups: no hint under the age. */
    ageGroup: online ? null : base.ageGroup,
    ageGroups: base.ageGroups,
    parentName: base.parentName,
    parentNameBeforeAge: base.parentNameBeforeAge,
    guardianTitle: base.guardianTitle,
    email: base.email,
    emailHint: online ? onlineStudentFieldsCopy.emailHint : base.emailHint,
  };
}

/** /student-registration?order=TOKEN: the buyer names the students after paying. */
export const studentRegistrationCopy = {
  title: "Register your students",
  invalid: "This registration link is not valid. Check the link in your order email, or contact us and we'll help:",
  orderNumber: "Order number",
  event: "Event",
  registered: (n: number, seats: number) => `${n} of ${seats} ${seats === 1 ? "student" : "students"} registered`,
  studentsTitle: "Registered students",
  none: "No students registered yet.",
  formTitle: (n: number) => (n === 1 ? "Add the last student" : `Add the remaining ${n} students`),
  formIntro: "One student per ticket. Fill in the ones you know now; you can come back to this link for the others.",
  student: (n: number) => `Student ${n}`,
  submit: "Register students",
  submitting: "Registering…",
  added: (n: number) => (n === 1 ? "Thank you: the student is registered." : `Thank you: ${n} students are registered.`),
  complete: "Every ticket on this order has its student. See you at the intensive!",
  closed: "This order is no longer active, so students can't be added to it. Contact us if this is a mistake.",
  failed: "Something went wrong on our side. Please try again in a moment, or contact us:",
  crossSite: "This form can only be sent from our own site. Please reload the page and try again.",
  checkFields: "Please check the highlighted fields.",
  contact: "Questions? Email",
} as const;

/** /test-payment-verification: the team checks an order's payment by its number. No buyer details. */
export const paymentVerificationCopy = {
  title: "Payment verification",
  intro: "Look up an order by its number to see its status and what the payment provider reports. No buyer details are shown.",
  number: "Order number",
  numberHint: "Like CB-7K3M9Q2H",
  lookUp: "Look up",
  invalid: "Enter an order number like CB-7K3M9Q2H.",
  notFound: (number: string) => `No order ${number}.`,
  rows: { number: "Order number", status: "Status", city: "City", total: "Total", paidAt: "Paid at", provider: "Provider", report: "Provider's report" },
  notPaid: "Not paid",
} as const;
