import { auditionAgeGroup, isMinor } from "~/domain/age-groups";
import { guardianConsentText } from "./checkout-schema";

/** A checked student as stored on an order: age group from the age, guardian fields only for minors (the consent as shown: an online order's is to the online program). */
export function orderStudentRow(
  student: { fullName: string; age: number; parentName?: string | null; email?: string | null },
  where: { orderId: number; position: number; now: Date; enrolledAt?: Date | null; online?: boolean },
) {
  const minor = isMinor(student.age);
  return {
    orderId: where.orderId,
    position: where.position,
    fullName: student.fullName,
    age: student.age,
    ageGroup: auditionAgeGroup(student.age),
    parentName: minor ? (student.parentName ?? null) : null,
    guardianConsent: minor ? guardianConsentText(where.online === true) : null,
    email: student.email ?? null,
    enrolledAt: where.enrolledAt ?? null,
    createdAt: where.now,
  };
}
